#include "io/pacs/PacsClient.h"

#include <dcmtk/config/osconfig.h>
#include <dcmtk/dcmdata/dcfilefo.h>

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <filesystem>
#include <map>
#include <memory>
#include <set>
#include <tuple>

#include "common/Errors.h"
#include "common/system/PartialOutputs.h"
#include "io/dicom/DcmtkSupport.h"
#include "io/pacs/DicomWeb.h"
#include "io/pacs/PacsAssociation.h"

namespace segstudio::io::pacs {

namespace fs = std::filesystem;


namespace {

using namespace detail;

int count(DcmItem* item, const DcmTagKey& tag)
{
    const std::string value = text(item, tag);
    try {
        return value.empty() ? -1 : std::stoi(value);
    } catch (const std::exception&) {
        return -1;
    }
}

// C-FIND: every pending response's identifier, or a failure.
std::vector<std::unique_ptr<DcmDataset>> find(const PacsNode& node, DcmDataset& keys, const std::string& level)
{
    Association association(node, "C-FIND (" + level + ")");
    association.addPresentationContext(UID_FINDStudyRootQueryRetrieveInformationModel, uncompressedSyntaxes());
    association.open();
    const auto id = association.contextFor(UID_FINDStudyRootQueryRetrieveInformationModel, "Study Root C-FIND");
    OFList<QRResponse*> responses;
    const OFCondition sent = association.sendFINDRequest(id, &keys, &responses);
    std::vector<std::unique_ptr<DcmDataset>> matches;
    Uint16 finalStatus = 0xFFFF;
    for (QRResponse* response : responses) {
        finalStatus = response->m_status;
        if (DICOM_PENDING_STATUS(response->m_status) && response->m_dataset) {
            matches.emplace_back(response->m_dataset);
            response->m_dataset = nullptr;
        }
        delete response;
    }
    association.check(sent, "the query failed");
    if (finalStatus != STATUS_Success)
        association.fail("the node answered " + statusText(finalStatus));
    association.close();
    return matches;
}

// C-GET with storage on the same association. Files are named by SOP
// Instance UID when it is a UID; progress and cancel go through `observer`.
class SeriesRetrieval : public Association {
public:
    SeriesRetrieval(const PacsNode& node, TransferObserver observer)
        : Association(node, "C-GET"), m_observer(std::move(observer))
    {
    }

    // Before the request: what the retrieve lets in (RetrieveGate).
    void admitOnly(RetrieveGate* gate) { m_gate = gate; }
    int received() const { return m_gate ? m_gate->distinct() : 0; }
    bool cancelled() const { return m_cancelled; }

protected:
    OFString createStorageFilename(DcmDataset* dataset) override
    {
        return instanceFileName(getStorageDir().c_str(), text(dataset, DCM_SOPInstanceUID), ++m_named).c_str();
    }

    OFCondition handleCGETResponse(T_ASC_PresentationContextID presID, RetrieveResponse* response,
                                   OFBool& continueSession) override
    {
        const OFCondition result = DcmSCU::handleCGETResponse(presID, response, continueSession);
        if (response && DICOM_PENDING_STATUS(response->m_status))
            m_remaining = response->m_numberOfRemainingSubops;
        return result;
    }

    OFCondition handleSTORERequest(T_ASC_PresentationContextID presID, DcmDataset* incoming,
                                   OFBool& continueSession, Uint16& storeStatus) override
    {
        // Another study's or series' instance (or no room) is refused, not stored.
        const Uint16 admitted = m_gate ? m_gate->admit(incoming) : STATUS_Success;
        if (admitted != STATUS_Success) {
            delete incoming;  // the handler owns it
            storeStatus = admitted;
            return EC_Normal;
        }
        const std::string sopInstanceUid = text(incoming, DCM_SOPInstanceUID);
        const OFCondition result = DcmSCU::handleSTORERequest(presID, incoming, continueSession, storeStatus);
        if (result.good() && storeStatus == STATUS_Success && m_gate)
            m_gate->stored(sopInstanceUid);
        if (m_observer && !m_observer(received(), m_remaining < 0 ? -1 : std::max(0, m_remaining - 1))) {
            m_cancelled = true;
            continueSession = OFFalse;
        }
        return result;
    }

private:
    TransferObserver m_observer;
    RetrieveGate* m_gate = nullptr;
    int m_named = 0;
    int m_remaining = -1;
    bool m_cancelled = false;
};

}  // namespace

std::string PacsNode::address() const
{
    return isDicomWeb() ? dicomwebUrl : calledAeTitle + "@" + host + ":" + std::to_string(port);
}

std::string problemWithNode(const PacsNode& node)
{
    const PacsTls& tls = node.tls;
    if (node.isDicomWeb()) {
        try {
            if (checkedDicomWebUrl(node.dicomwebUrl, "address") != node.dicomwebUrl)
                return "the DICOMweb address must be given as checkedDicomWebUrl keeps it (parsePacsNode)";
        } catch (const ValidationError& error) {
            return error.problems().front().reason;
        }
        const bool https = isHttpsUrl(node.dicomwebUrl);
        if (node.storePort != 0)
            return "a DICOMweb node retrieves with WADO-RS; leave the C-MOVE port empty";
        if (tls.enabled && !https)
            return "TLS certificates need an https:// address";
        if (!node.credentialsFile.empty()) {
            std::FILE* f = std::fopen(node.credentialsFile.c_str(), "rb");
            if (!f)
                return "cannot read the credentials file " + node.credentialsFile;
            std::fclose(f);
            if (!https && !isLoopbackUrl(node.dicomwebUrl))
                return "credentials are sent over https only (or to this computer); use an https:// address";
        }
    } else if (!node.credentialsFile.empty()) {
        return "a credentials file is for DICOMweb addresses (https://...), not for AE@host:port";
    }
    if (!tls.enabled)
        return {};
    if (tls.trustedCertificates.empty() && !node.isDicomWeb())
        return "TLS needs the trusted certificates (PEM) that the node's certificate is checked against";
    if (tls.certificate.empty() != tls.privateKey.empty())
        return "TLS: SegStudio's certificate and its private key go together; give both or neither";
    if (node.storePort != 0)
        return "TLS retrieves with C-GET only (SegStudio's C-MOVE receiver does not encrypt); leave the C-MOVE port empty";
    for (const std::string& file : {tls.trustedCertificates, tls.certificate, tls.privateKey}) {
        if (file.empty())
            continue;
        std::FILE* f = std::fopen(file.c_str(), "rb");
        if (!f)
            return "TLS: cannot read " + file;
        std::string head(4096, '\0');
        head.resize(std::fread(head.data(), 1, head.size(), f));
        std::fclose(f);
        if (head.find("-----BEGIN ") == std::string::npos)
            return "TLS: " + file + " holds no PEM block (-----BEGIN ...)";
    }
    return {};
}

bool isValidAeTitle(const std::string& title)
{
    return !title.empty() && title.size() <= 16 &&
           std::all_of(title.begin(), title.end(), [](char c) { return c >= 0x20 && c < 0x7f && c != '\\'; });
}

PacsNode parsePacsNode(const std::string& textValue, const std::string& field)
{
    auto refuse = [&](const std::string& reason) {
        throw ValidationError("Invalid PACS node", {{"", "", field, "\"" + textValue + "\": " + reason}});
    };
    if (textValue.find("://") != std::string::npos) {
        PacsNode node;
        node.dicomwebUrl = checkedDicomWebUrl(textValue, field);
        return node;
    }
    const auto at = textValue.find('@');
    const auto colon = textValue.rfind(':');
    if (at == std::string::npos || colon == std::string::npos || colon < at)
        refuse("expected AE@host:port, e.g. ORTHANC@pacs.example.org:4242");
    PacsNode node;
    node.calledAeTitle = textValue.substr(0, at);
    node.host = textValue.substr(at + 1, colon - at - 1);
    const std::string port = textValue.substr(colon + 1);
    if (!isValidAeTitle(node.calledAeTitle))
        refuse("the AE title must be 1-16 printable ASCII characters");
    if (node.host.empty())
        refuse("the host is empty");
    if (port.empty() || port.size() > 5 || !std::all_of(port.begin(), port.end(), ::isdigit) ||
        std::stoi(port) < 1 || std::stoi(port) > 65535)
        refuse("the port must be 1-65535");
    node.port = std::stoi(port);
    return node;
}

void echo(const PacsNode& node)
{
    if (node.isDicomWeb())
        return echoDicomWeb(node);
    Association association(node, "C-ECHO");
    association.addPresentationContext(UID_VerificationSOPClass, uncompressedSyntaxes());
    association.open();
    association.check(association.sendECHORequest(0), "no echo");
    association.close();
}

namespace {

std::vector<StudyRecord> findStudiesDimse(const PacsNode& node, const StudyQuery& query)
{
    DcmDataset keys;
    keys.putAndInsertOFStringArray(DCM_QueryRetrieveLevel, "STUDY");
    keys.putAndInsertOFStringArray(DCM_StudyInstanceUID, query.studyInstanceUid.c_str());
    keys.putAndInsertOFStringArray(DCM_PatientName, query.patientName.c_str());
    keys.putAndInsertOFStringArray(DCM_PatientID, query.patientId.c_str());
    keys.putAndInsertOFStringArray(DCM_StudyDate, query.studyDate.c_str());
    keys.putAndInsertOFStringArray(DCM_ModalitiesInStudy, query.modality.c_str());
    keys.putAndInsertOFStringArray(DCM_AccessionNumber, query.accessionNumber.c_str());
    keys.putAndInsertOFStringArray(DCM_StudyDescription, "");
    keys.putAndInsertOFStringArray(DCM_NumberOfStudyRelatedInstances, "");
    std::vector<StudyRecord> studies;
    for (const auto& match : find(node, keys, "STUDY")) {
        StudyRecord study;
        study.studyInstanceUid = text(match.get(), DCM_StudyInstanceUID);
        study.patientName = text(match.get(), DCM_PatientName);
        study.patientId = text(match.get(), DCM_PatientID);
        study.studyDate = text(match.get(), DCM_StudyDate);
        study.studyDescription = text(match.get(), DCM_StudyDescription);
        study.accessionNumber = text(match.get(), DCM_AccessionNumber);
        study.modalities = text(match.get(), DCM_ModalitiesInStudy);
        study.instanceCount = count(match.get(), DCM_NumberOfStudyRelatedInstances);
        studies.push_back(std::move(study));
    }
    return studies;
}

std::vector<SeriesRecord> findSeriesDimse(const PacsNode& node, const std::string& studyInstanceUid,
                                          const std::string& modality)
{
    DcmDataset keys;
    keys.putAndInsertOFStringArray(DCM_QueryRetrieveLevel, "SERIES");
    keys.putAndInsertOFStringArray(DCM_StudyInstanceUID, studyInstanceUid.c_str());
    keys.putAndInsertOFStringArray(DCM_SeriesInstanceUID, "");
    keys.putAndInsertOFStringArray(DCM_Modality, modality.c_str());
    keys.putAndInsertOFStringArray(DCM_SeriesDescription, "");
    keys.putAndInsertOFStringArray(DCM_SeriesNumber, "");
    keys.putAndInsertOFStringArray(DCM_NumberOfSeriesRelatedInstances, "");
    std::vector<SeriesRecord> series;
    for (const auto& match : find(node, keys, "SERIES")) {
        SeriesRecord record;
        record.studyInstanceUid = studyInstanceUid;
        record.seriesInstanceUid = text(match.get(), DCM_SeriesInstanceUID);
        record.modality = text(match.get(), DCM_Modality);
        record.seriesDescription = text(match.get(), DCM_SeriesDescription);
        record.seriesNumber = text(match.get(), DCM_SeriesNumber);
        record.instanceCount = count(match.get(), DCM_NumberOfSeriesRelatedInstances);
        series.push_back(std::move(record));
    }
    return series;
}

}  // namespace

std::vector<StudyRecord> findStudies(const PacsNode& node, const StudyQuery& query)
{
    std::vector<StudyRecord> studies = node.isDicomWeb() ? findStudiesDicomWeb(node, query) : findStudiesDimse(node, query);
    std::sort(studies.begin(), studies.end(), [](const StudyRecord& a, const StudyRecord& b) {
        return std::tie(b.studyDate, a.patientName) < std::tie(a.studyDate, b.patientName);
    });
    return studies;
}

std::vector<SeriesRecord> findSeries(const PacsNode& node, const std::string& studyInstanceUid,
                                     const std::string& modality)
{
    if (!isDicomUid(studyInstanceUid))
        throw InputError("PACS " + node.address(), node.isDicomWeb() ? "QIDO-RS (series)" : "C-FIND (SERIES)",
                         "\"" + studyInstanceUid + "\" is not a Study Instance UID");
    std::vector<SeriesRecord> series = node.isDicomWeb() ? findSeriesDicomWeb(node, studyInstanceUid, modality)
                                                         : findSeriesDimse(node, studyInstanceUid, modality);
    std::sort(series.begin(), series.end(), [](const SeriesRecord& a, const SeriesRecord& b) {
        return a.seriesNumber.size() != b.seriesNumber.size() ? a.seriesNumber.size() < b.seriesNumber.size()
                                                              : a.seriesNumber < b.seriesNumber;
    });
    return series;
}

RetrievedSeries retrieveSeries(const PacsNode& node, const std::string& studyInstanceUid,
                               const std::string& seriesInstanceUid, const std::string& targetFolder,
                               const TransferObserver& observer)
{
    if (node.isDicomWeb())
        return retrieveSeriesDicomWeb(node, studyInstanceUid, seriesInstanceUid, targetFolder, observer);
    if (node.storePort > 0)
        return retrieveSeriesByMove(node, studyInstanceUid, seriesInstanceUid, targetFolder, observer);
    SeriesRetrieval retrieval(node, observer);
    if (!isDicomUid(studyInstanceUid) || !isDicomUid(seriesInstanceUid))
        retrieval.fail("the study and series must be given by their Instance UIDs");
    PartialFolder partialFolder("PACS " + node.address(), "C-GET", targetFolder);
    const fs::path& partial = partialFolder.path();
    RetrieveGate gate(studyInstanceUid, seriesInstanceUid, partial);
    retrieval.admitOnly(&gate);

    retrieval.setStorageMode(DCMSCU_STORAGE_DISK);
    retrieval.setStorageDir(partial.string().c_str());
    retrieval.addPresentationContext(UID_GETStudyRootQueryRetrieveInformationModel, uncompressedSyntaxes());
    for (int i = 0; i < numberOfDcmLongSCUStorageSOPClassUIDs; ++i)
        retrieval.addPresentationContext(dcmLongSCUStorageSOPClassUIDs[i], retrievableSyntaxes(), ASC_SC_ROLE_SCP);
    retrieval.open();
    const auto id = retrieval.contextFor(UID_GETStudyRootQueryRetrieveInformationModel, "Study Root C-GET");

    DcmDataset keys;
    putSeriesKeys(keys, studyInstanceUid, seriesInstanceUid);
    OFList<RetrieveResponse*> responses;
    const OFCondition sent = retrieval.sendCGETRequest(id, &keys, &responses);
    Uint16 finalStatus = 0xFFFF;
    int failed = 0, completed = -1;
    for (RetrieveResponse* response : responses) {
        finalStatus = response->m_status;
        failed = std::max<int>(failed, response->m_numberOfFailedSubops);
        completed = std::max<int>(completed, response->m_numberOfCompletedSubops);
        delete response;
    }
    if (retrieval.cancelled())
        retrieval.fail("cancelled after " + std::to_string(retrieval.received()) + " instance(s); nothing kept");
    retrieval.check(sent, "the retrieve failed after " + std::to_string(retrieval.received()) + " instance(s)");
    if (finalStatus != STATUS_Success || failed > 0)
        retrieval.fail("the node answered " + statusText(finalStatus) + " with " + std::to_string(failed) +
                       " failed instance(s)" +
                       (gate.refused() ? " (" + std::to_string(gate.refused()) +
                                             " refused here: of another study or series, or no room on the disk)"
                                       : std::string()) +
                       "; nothing kept");
    if (retrieval.received() == 0)
        retrieval.fail("the node has no instance of series " + seriesInstanceUid);
    // A SOP Instance UID sent twice overwrote its file: it cannot stand in for another.
    if (completed > retrieval.received())
        retrieval.fail("the node sent " + std::to_string(completed) + " instance(s), " +
                       std::to_string(retrieval.received()) + " distinct ones arrived; nothing kept");
    retrieval.close();
    partialFolder.commit();
    return {targetFolder, retrieval.received()};
}

int storeFiles(const PacsNode& node, const std::vector<std::string>& files, const TransferObserver& observer)
{
    if (node.isDicomWeb())
        return storeFilesDicomWeb(node, files, observer);
    Association association(node, "C-STORE");
    // One presentation context per SOP class: its files' own syntaxes first.
    std::map<std::string, std::set<std::string>> syntaxesByClass;
    std::vector<std::pair<std::string, std::string>> classAndSyntax;
    for (const std::string& file : files) {
        DcmFileFormat format;
        dicom::checkDcmtk(format.loadFile(file.c_str(), EXS_Unknown, EGL_noChange, 0, ERM_metaOnly), file,
                          "read the DICOM file");
        const std::string sopClass = text(format.getMetaInfo(), DCM_MediaStorageSOPClassUID);
        const std::string syntax = text(format.getMetaInfo(), DCM_TransferSyntaxUID);
        if (sopClass.empty() || syntax.empty())
            throw InputError(file, "MediaStorageSOPClassUID", "not a DICOM file with a meta header (Part 10)");
        syntaxesByClass[sopClass].insert(syntax);
        classAndSyntax.emplace_back(sopClass, syntax);
    }
    if (syntaxesByClass.size() > 127)
        association.fail("more than 127 SOP classes in one send");
    for (const auto& [sopClass, syntaxes] : syntaxesByClass) {
        OFList<OFString> offered;
        for (const std::string& syntax : syntaxes)
            offered.push_back(syntax.c_str());
        for (const OFString& fallback : uncompressedSyntaxes())
            if (!syntaxes.count(fallback.c_str()))
                offered.push_back(fallback);
        association.addPresentationContext(sopClass.c_str(), offered);
    }
    association.open();
    for (std::size_t i = 0; i < files.size(); ++i) {
        const auto& [sopClass, syntax] = classAndSyntax[i];
        const auto id = association.findAnyPresentationContextID(sopClass.c_str(), syntax.c_str());
        if (id == 0)
            throw InputError(files[i], "SOPClassUID", "the node refuses SOP class " + sopClass);
        Uint16 status = 0xFFFF;
        const OFCondition sent = association.sendSTORERequest(id, files[i].c_str(), nullptr, status);
        if (sent.bad())
            throw InputError(files[i], "C-STORE to " + node.address(), std::string("not sent: ") + sent.text());
        if (status != STATUS_Success && (status & 0xF000) != 0xB000)
            throw InputError(files[i], "C-STORE to " + node.address(), "the node answered " + statusText(status));
        if (observer && !observer(static_cast<int>(i) + 1, static_cast<int>(files.size() - i - 1)))
            association.fail("cancelled after " + std::to_string(i + 1) + " of " + std::to_string(files.size()) +
                             " file(s)");
    }
    association.close();
    return static_cast<int>(files.size());
}

std::string dicomModality(const std::string& file)
{
    dicom::quietDcmtkLog();
    DcmFileFormat format;
    dicom::checkDcmtk(format.loadFile(file.c_str(), EXS_Unknown, EGL_noChange, 4096, ERM_autoDetect), file,
                      "read the DICOM file");
    return text(format.getDataset(), DCM_Modality);
}

}  // namespace segstudio::io::pacs
