// segstudio-cli pacs: talk to a PACS over DICOM networking, or DICOMweb when
// --node is a URL (application/pacs/PacsExchange.h).
//   pacs echo --node AE@host:port [--tls-ca CA.pem [--tls-certificate C.pem --tls-key K.pem]]
//   pacs echo --node https://host/dicom-web [--credentials-file F] [--tls-ca CA.pem]
//   pacs find --node N [--patient-name P] [--patient-id I] [--date D] [--modality M] [--accession A]
//   pacs find --node N --study UID [--modality M]             (the study's series)
//   pacs get  --node N --study UID --series UID --output DIR  (C-GET; DIR must not exist)
//   pacs get  --node N --study UID --output DIR               (every series, a subfolder each)
//   pacs send --node N [--deidentify --secret-file F] PATH... (C-STORE every DICOM file)
//   deidentify --output DIR --secret-file F PATH...           (PS3.15 Basic Profile copies)
// Ctrl-C cancels get and send: a cancelled get keeps nothing. The secret of
// de-identification comes from a file or SEGSTUDIO_DEIDENTIFY_SECRET, never
// from the command line (other users can read it there).
#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <memory>
#include <optional>

#include <CLI/CLI.hpp>

#include "Commands.h"
#include "Interrupts.h"
#include "Terminal.h"
#include "application/pacs/PacsExchange.h"
#include "common/Errors.h"

namespace segstudio::cli {
namespace {

struct PacsOptions {
    std::string node;
    std::string callingAe = "SEGSTUDIO";
    int timeoutSeconds = 30;
    int movePort = 0;  // pacs get: C-MOVE to this port instead of C-GET
    io::pacs::PacsTls tls;  // enabled by --tls-ca
    std::string credentialsFile;  // DICOMweb
    io::pacs::StudyQuery query;
    std::string series;
    std::string output;
    std::vector<std::string> paths;
    bool deidentify = false;
    std::string secretFile;
};

// The secret's first line from --secret-file, else SEGSTUDIO_DEIDENTIFY_SECRET.
std::string deidentificationSecret(const std::string& secretFile)
{
    std::string secret;
    if (!secretFile.empty()) {
        std::ifstream file(secretFile);
        if (!file || !std::getline(file, secret))
            throw InputError(secretFile, "--secret-file", "cannot read the secret's first line");
        while (!secret.empty() && (secret.back() == '\r' || secret.back() == ' '))
            secret.pop_back();
    } else if (const char* variable = std::getenv("SEGSTUDIO_DEIDENTIFY_SECRET")) {
        secret = variable;
    }
    if (secret.size() < 8)
        throw InputError(secretFile, "--secret-file",
                         "de-identification needs a secret of 8 characters or more, in the file's first line or in "
                         "SEGSTUDIO_DEIDENTIFY_SECRET; keep it to de-identify this patient's later files the same way");
    return secret;
}

io::pacs::PacsNode nodeOf(const PacsOptions& o)
{
    io::pacs::PacsNode node = io::pacs::parsePacsNode(o.node);
    node.callingAeTitle = o.callingAe;
    node.timeoutSeconds = o.timeoutSeconds;
    node.storePort = o.movePort;
    node.tls = o.tls;
    node.tls.enabled = !o.tls.trustedCertificates.empty() || !o.tls.certificate.empty() || !o.tls.privateKey.empty();
    node.credentialsFile = o.credentialsFile;
    if (const std::string problem = io::pacs::problemWithNode(node); !problem.empty())
        throw ValidationError("Invalid PACS node settings",
                              {{"", "", "--tls-ca / --tls-certificate / --tls-key / --credentials-file / --move-port",
                                problem}});
    return node;
}

std::string countText(int count)
{
    return count < 0 ? "?" : std::to_string(count);
}

// Progress of a transfer: a bar once the total is known, one JSON line per
// instance with --json; a signal cancels.
class TransferProgress {
public:
    TransferProgress(std::string label, bool json) : m_label(std::move(label)), m_json(json), m_interrupt(m_stop) {}

    io::pacs::TransferObserver observer()
    {
        return [this](int done, int remaining) {
            if (m_json) {
                printJsonLine({{"event", "progress"}, {"done", done}, {"remaining", remaining}});
            } else if (remaining >= 0) {
                if (!m_bar)
                    m_bar.emplace(m_label, done + remaining, false);
                m_bar->update(done, "");
            }
            return !m_stop.load();
        };
    }

    void finish()
    {
        if (m_bar)
            m_bar->finish();
    }

private:
    std::string m_label;
    bool m_json = false;
    std::atomic<bool> m_stop{false};
    InterruptTarget m_interrupt;
    std::optional<ProgressBar> m_bar;
};

int runEcho(const PacsOptions& o, bool json)
{
    const io::pacs::PacsNode node = nodeOf(o);
    io::pacs::echo(node);
    if (json)
        printJsonLine({{"event", "result"}, {"node", node.address()}, {"echo", true}});
    else
        std::printf("%s answered C-ECHO\n", node.address().c_str());
    return kExitOk;
}

int runFindStudies(const io::pacs::PacsNode& node, const PacsOptions& o, bool json)
{
    const auto studies = io::pacs::findStudies(node, o.query);
    for (const auto& s : studies) {
        if (json) {
            printJsonLine({{"event", "study"}, {"study_instance_uid", s.studyInstanceUid},
                           {"patient_name", s.patientName}, {"patient_id", s.patientId},
                           {"study_date", s.studyDate}, {"description", s.studyDescription},
                           {"accession_number", s.accessionNumber}, {"modalities", s.modalities},
                           {"instances", s.instanceCount}});
        } else {
            std::printf("%-10s %-24s %-12s %-10s %5s  %s\n   %s\n", s.studyDate.c_str(), s.patientName.c_str(),
                        s.patientId.c_str(), s.modalities.c_str(), countText(s.instanceCount).c_str(),
                        s.studyDescription.c_str(), s.studyInstanceUid.c_str());
        }
    }
    if (json)
        printJsonLine({{"event", "result"}, {"studies", studies.size()}});
    else
        std::printf("%zu stud%s on %s\n", studies.size(), studies.size() == 1 ? "y" : "ies", node.address().c_str());
    return kExitOk;
}

int runFindSeries(const io::pacs::PacsNode& node, const PacsOptions& o, bool json)
{
    const auto series = io::pacs::findSeries(node, o.query.studyInstanceUid, o.query.modality);
    for (const auto& s : series) {
        if (json) {
            printJsonLine({{"event", "series"}, {"study_instance_uid", s.studyInstanceUid},
                           {"series_instance_uid", s.seriesInstanceUid}, {"modality", s.modality},
                           {"series_number", s.seriesNumber}, {"description", s.seriesDescription},
                           {"instances", s.instanceCount}});
        } else {
            std::printf("%4s %-8s %5s  %-32s %s\n", s.seriesNumber.c_str(), s.modality.c_str(),
                        countText(s.instanceCount).c_str(), s.seriesDescription.c_str(), s.seriesInstanceUid.c_str());
        }
    }
    if (json)
        printJsonLine({{"event", "result"}, {"series", series.size()}});
    else
        std::printf("%zu series in study %s\n", series.size(), o.query.studyInstanceUid.c_str());
    return kExitOk;
}

void printSeriesReport(const application::RetrievedSeriesReport& report)
{
    std::printf("Retrieved %d %s instance(s) into %s", report.instanceCount, report.modality.c_str(),
                report.folder.c_str());
    if (report.size.size() == 3)
        std::printf(": %lld x %lld x %lld voxels of %.3g x %.3g x %.3g mm",
                    static_cast<long long>(report.size[0]), static_cast<long long>(report.size[1]),
                    static_cast<long long>(report.size[2]), report.spacing[0], report.spacing[1], report.spacing[2]);
    if (!report.unreadable.empty())
        std::printf(" (kept, but not one volume: %s)", report.unreadable.c_str());
    std::printf("\n");
}

nlohmann::json seriesJson(const application::RetrievedSeriesReport& report)
{
    nlohmann::json out = {{"folder", report.folder}, {"instances", report.instanceCount}, {"modality", report.modality},
                          {"size", report.size}, {"spacing", report.spacing}};
    if (!report.unreadable.empty())
        out["unreadable"] = report.unreadable;
    return out;
}

int runGet(const PacsOptions& o, bool json)
{
    const io::pacs::PacsNode node = nodeOf(o);
    TransferProgress progress("Retrieving", json);
    if (o.series.empty()) {
        const application::RetrievedStudyReport study =
            application::retrieveStudy(node, o.query.studyInstanceUid, o.output, progress.observer());
        progress.finish();
        if (json) {
            nlohmann::json series = nlohmann::json::array();
            for (const auto& report : study.series)
                series.push_back(seriesJson(report));
            printJsonLine({{"event", "result"}, {"folder", study.folder}, {"instances", study.instanceCount},
                           {"series", series}});
            return kExitOk;
        }
        for (const auto& report : study.series)
            printSeriesReport(report);
        std::printf("Retrieved study %s: %zu series, %d instance(s) into %s\n", o.query.studyInstanceUid.c_str(),
                    study.series.size(), study.instanceCount, study.folder.c_str());
        return kExitOk;
    }
    const application::RetrievedSeriesReport report =
        application::retrieveSeries(node, o.query.studyInstanceUid, o.series, o.output, progress.observer());
    progress.finish();
    if (json) {
        nlohmann::json line = seriesJson(report);
        line["event"] = "result";
        printJsonLine(line);
        return kExitOk;
    }
    printSeriesReport(report);
    return kExitOk;
}

int runSend(const PacsOptions& o, bool json)
{
    const io::pacs::PacsNode node = nodeOf(o);
    TransferProgress progress("Sending", json);
    const std::string secret = o.deidentify ? deidentificationSecret(o.secretFile) : std::string();
    const int stored = application::sendToPacs(node, o.paths, progress.observer(), secret);
    progress.finish();
    if (json)
        printJsonLine({{"event", "result"}, {"node", node.address()}, {"stored", stored}, {"deidentified", o.deidentify}});
    else
        std::printf("Sent %d %sfile(s) to %s\n", stored, o.deidentify ? "de-identified " : "", node.address().c_str());
    return kExitOk;
}

int runDeidentify(const PacsOptions& o, bool json)
{
    const io::dicom::DeidentifyReport report =
        application::deidentifyDicom(o.paths, o.output, deidentificationSecret(o.secretFile));
    if (json)
        printJsonLine({{"event", "result"}, {"folder", o.output}, {"files", report.files},
                       {"removed_attributes", report.removedAttributes}, {"replaced_uids", report.replacedUids},
                       {"pseudonym", report.pseudonym}});
    else
        std::printf("Wrote %d de-identified file(s) to %s (patient %s; %d attribute(s) removed, %d UID(s) replaced)\n",
                    report.files, o.output.c_str(), report.pseudonym.c_str(), report.removedAttributes,
                    report.replacedUids);
    return kExitOk;
}

void addNodeOptions(CLI::App* command, const std::shared_ptr<PacsOptions>& o)
{
    command->add_option("--node", o->node,
                        "The PACS: AE title, host and port, e.g. ORTHANC@pacs.example.org:4242; or a DICOMweb base URL, "
                        "e.g. https://pacs.example.org/dicom-web (QIDO-RS, WADO-RS, STOW-RS)")
        ->required();
    command->add_option("--calling-ae", o->callingAe, "SegStudio's AE title, as the PACS knows it")
        ->capture_default_str();
    command->add_option("--timeout", o->timeoutSeconds, "Seconds to wait for the connection and for each message")
        ->check(CLI::Range(1, 3600))
        ->capture_default_str();
    command->add_option("--tls-ca", o->tls.trustedCertificates,
                        "DICOM TLS: trusted certificates (PEM) the node's certificate must chain to; turns TLS on. "
                        "DICOMweb over https: instead of the system's certificate authorities");
    command->add_option("--tls-certificate", o->tls.certificate,
                        "DICOM TLS: SegStudio's own certificate (PEM), for nodes that require one; with --tls-key");
    command->add_option("--tls-key", o->tls.privateKey, "DICOM TLS: the private key (unencrypted PEM) of --tls-certificate");
    command->add_option("--credentials-file", o->credentialsFile,
                        "DICOMweb: a file whose first line is user:password (HTTP Basic) or Bearer <token>; sent over "
                        "https only (or to this computer)");
}

}  // namespace

void addPacsCommand(CLI::App& app, CommandTable& table)
{
    auto o = std::make_shared<PacsOptions>();
    CLI::App* pacs = app.add_subcommand(
        "pacs", "Find, retrieve and send DICOM on a PACS (C-ECHO, C-FIND, C-GET or C-MOVE, C-STORE; or DICOMweb)");
    pacs->require_subcommand(1);

    CLI::App* echo = pacs->add_subcommand("echo", "Check that the PACS answers (C-ECHO; DICOMweb: a QIDO-RS search)");
    addNodeOptions(echo, o);
    echo->callback([&table, o] { table.run = [&table, o] { return runEcho(*o, table.json); }; });

    CLI::App* find = pacs->add_subcommand("find", "List studies (C-FIND or QIDO-RS), or with --study the series of one study");
    addNodeOptions(find, o);
    find->add_option("--patient-name", o->query.patientName, "Patient name; * and ? match any characters");
    find->add_option("--patient-id", o->query.patientId, "Patient ID; * and ? match any characters");
    find->add_option("--date", o->query.studyDate, "Study date YYYYMMDD, or a range YYYYMMDD-YYYYMMDD");
    find->add_option("--modality", o->query.modality, "Modality in the study (CT, MR, SEG, ...), or of the series");
    find->add_option("--accession", o->query.accessionNumber, "Accession number");
    find->add_option("--study", o->query.studyInstanceUid, "Study Instance UID: list this study's series");
    find->callback([&table, o] {
        table.run = [&table, o] {
            const io::pacs::PacsNode node = nodeOf(*o);
            return o->query.studyInstanceUid.empty() ? runFindStudies(node, *o, table.json)
                                                     : runFindSeries(node, *o, table.json);
        };
    });

    CLI::App* get = pacs->add_subcommand(
        "get", "Retrieve one series, or without --series a whole study, into a new folder (C-GET, or C-MOVE with --move-port; "
        "DICOMweb: WADO-RS)");
    addNodeOptions(get, o);
    get->add_option("--move-port", o->movePort,
                    "Retrieve with C-MOVE: receive the instances on this port under the --calling-ae title, which the "
                    "PACS must list with this host and port (for a PACS without C-GET)")
        ->check(CLI::Range(1, 65535));
    get->add_option("--study", o->query.studyInstanceUid, "Study Instance UID")->required();
    get->add_option("--series", o->series, "Series Instance UID; without it, every series of the study (a subfolder each)");
    get->add_option("--output", o->output, "New folder for the series or study (kept only when every instance arrived)")
        ->required();
    get->callback([&table, o] { table.run = [&table, o] { return runGet(*o, table.json); }; });

    CLI::App* send = pacs->add_subcommand("send", "Send DICOM files or folders to the PACS (C-STORE, or STOW-RS)");
    addNodeOptions(send, o);
    send->add_option("paths", o->paths, "DICOM files, or folders searched for them")->required();
    send->add_flag("--deidentify", o->deidentify,
                   "Send de-identified copies (DICOM PS3.15 Basic Profile), never the originals");
    send->add_option("--secret-file", o->secretFile,
                     "File whose first line is the de-identification secret (else SEGSTUDIO_DEIDENTIFY_SECRET)");
    send->callback([&table, o] { table.run = [&table, o] { return runSend(*o, table.json); }; });

    CLI::App* deidentify = app.add_subcommand(
        "deidentify", "Write de-identified copies of DICOM files (DICOM PS3.15 Basic Profile; consistent pseudonyms and UIDs)");
    deidentify->add_option("paths", o->paths, "DICOM files, or folders searched for them")->required();
    deidentify->add_option("--output", o->output, "Folder for the copies (created if needed)")->required();
    deidentify->add_option("--secret-file", o->secretFile,
                           "File whose first line is the secret (else SEGSTUDIO_DEIDENTIFY_SECRET); the same secret "
                           "gives the same pseudonyms and UIDs");
    deidentify->callback([&table, o] { table.run = [&table, o] { return runDeidentify(*o, table.json); }; });
}

}  // namespace segstudio::cli
