#include "io/pacs/DicomWeb.h"

#include <dcmtk/config/osconfig.h>
#include <dcmtk/dcmdata/dcdeftag.h>
#include <dcmtk/dcmdata/dcfilefo.h>
#include <curl/curl.h>

#include <arpa/inet.h>
#include <netinet/in.h>

#include <algorithm>
#include <cctype>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <map>
#include <memory>
#include <random>
#include <set>

#include "common/Errors.h"
#include "io/dicom/DcmtkSupport.h"
#include "io/pacs/HttpSession.h"
#include "io/pacs/MultipartStream.h"
#include "io/pacs/PacsAssociation.h"

namespace segstudio::io::pacs::detail {

namespace fs = std::filesystem;

namespace {

constexpr char kDicomJson[] = "application/dicom+json";
constexpr std::size_t kStowFiles = 32;
constexpr std::size_t kStowBytes = std::size_t(64) << 20;

// The parts of a URL as libcurl's parser reads them.
struct UrlParts {
    std::string scheme, host, user, password, query, fragment;
    std::string normalized;  // the whole URL as libcurl writes it back
};

UrlParts partsOf(const std::string& url, bool& ok)
{
    UrlParts parts;
    CURLU* parsed = curl_url();
    ok = parsed && curl_url_set(parsed, CURLUPART_URL, url.c_str(), 0) == CURLUE_OK;
    const auto get = [&](CURLUPart part, std::string& into) {
        char* value = nullptr;
        if (ok && curl_url_get(parsed, part, &value, 0) == CURLUE_OK && value) {
            into = value;
            curl_free(value);
        }
    };
    get(CURLUPART_SCHEME, parts.scheme);
    get(CURLUPART_HOST, parts.host);
    get(CURLUPART_USER, parts.user);
    get(CURLUPART_PASSWORD, parts.password);
    get(CURLUPART_QUERY, parts.query);
    get(CURLUPART_FRAGMENT, parts.fragment);
    get(CURLUPART_URL, parts.normalized);
    curl_url_cleanup(parsed);
    return parts;
}

std::string jsonValueText(const nlohmann::json& value)
{
    if (value.is_string())
        return value.get<std::string>();
    if (value.is_number_integer())
        return std::to_string(value.get<long long>());
    if (value.is_number())
        return value.dump();
    if (value.is_object() && value.contains("Alphabetic") && value["Alphabetic"].is_string())
        return value["Alphabetic"].get<std::string>();
    return {};
}

int countOf(const nlohmann::json& dataset, const char* tag)
{
    const std::string text = dicomJsonText(dataset, tag);
    try {
        return text.empty() ? -1 : std::stoi(text);
    } catch (const std::exception&) {
        return -1;
    }
}

// The datasets of a QIDO-RS answer: a JSON array, or nothing (204).
nlohmann::json qido(HttpSession& session, const std::string& path)
{
    HttpRequest request;
    request.path = path;
    request.accept = kDicomJson;
    const HttpResponse response = session.perform(request);
    session.expect(response, {200, 204});
    if (response.status == 204 || response.body.empty())
        return nlohmann::json::array();
    nlohmann::json datasets = nlohmann::json::parse(response.body, nullptr, false);
    if (!datasets.is_array())
        session.fail("the answer is not a DICOM JSON array (Content-Type " + response.contentType + ")");
    return datasets;
}

// Every match of a QIDO-RS search, asked for in pages (limit and offset)
// until a page comes back empty, for servers that cap their answers below
// the limit asked. Matches are told apart by `uidTag` (a match without it is
// dropped, one seen before is not added again); a page that adds nothing
// new ends the paging (a server that ignores offset). Throws when the
// matches do not end within kMaxPages pages.
std::vector<nlohmann::json> qidoAll(HttpSession& session, const std::string& path, const char* uidTag)
{
    constexpr std::size_t kQidoPage = 500;
    constexpr int kMaxPages = 200;
    const char joiner = path.find('?') == std::string::npos ? '?' : '&';
    std::vector<nlohmann::json> all;
    std::set<std::string> seen;
    std::size_t offset = 0;
    for (int page = 0; page < kMaxPages; ++page) {
        const nlohmann::json matches = qido(session, path + joiner + "limit=" + std::to_string(kQidoPage) +
                                                         "&offset=" + std::to_string(offset));
        if (matches.empty())
            return all;
        offset += matches.size();
        bool added = false;
        for (const nlohmann::json& match : matches) {
            const std::string uid = dicomJsonText(match, uidTag);
            if (!uid.empty() && seen.insert(uid).second) {
                all.push_back(match);
                added = true;
            }
        }
        if (!added)
            return all;
    }
    session.fail("more than " + std::to_string(offset) + " matches in " + std::to_string(kMaxPages) +
                 " pages; narrow the search");
}

std::string query(HttpSession& session, const std::vector<std::pair<const char*, std::string>>& keys)
{
    std::string text;
    for (const auto& [key, value] : keys)
        if (!value.empty())
            text += (text.empty() ? "?" : "&") + std::string(key) + "=" + session.escape(value);
    return text;
}

// "application/dicom", any case, with or without parameters (transfer-syntax=...).
bool isDicomMediaType(const std::string& contentType)
{
    std::string type = contentType.substr(0, contentType.find(';'));
    type.erase(type.find_last_not_of(" \t") + 1);
    std::transform(type.begin(), type.end(), type.begin(), [](unsigned char c) { return std::tolower(c); });
    return type == "application/dicom";
}

// Writes each part of a WADO-RS answer into the partial folder, named by its
// SOP Instance UID once it is whole; counts them and reports progress.
class InstanceFiles : public PartSink {
public:
    InstanceFiles(HttpSession& session, fs::path folder, const TransferObserver& observer, int expected)
        : m_session(session), m_folder(std::move(folder)), m_observer(observer), m_expected(expected)
    {
    }

    int received() const { return m_received; }
    const std::map<std::string, fs::path>& byUid() const { return m_byUid; }

    void beginPart(const std::map<std::string, std::string>& headers) override
    {
        const auto type = headers.find("content-type");
        if (type != headers.end() && !isDicomMediaType(type->second))
            m_session.fail("part " + std::to_string(m_received + 1) + " is " + type->second +
                           ", not application/dicom");
        m_path = m_folder / ("part-" + std::to_string(m_received + 1) + ".tmp");
        m_file.open(m_path, std::ios::binary | std::ios::trunc);
        if (!m_file)
            m_session.fail("cannot write " + m_path.string());
        m_bytes = 0;
    }

    void partData(const char* data, std::size_t size) override
    {
        m_file.write(data, static_cast<std::streamsize>(size));
        m_bytes += size;
        if (!m_file)
            m_session.fail("cannot write " + m_path.string() + " (is the disk full?)");
    }

    void endPart() override
    {
        m_file.close();
        if (m_bytes < 132)
            m_session.fail("part " + std::to_string(m_received + 1) + " is not a DICOM file (" +
                           std::to_string(m_bytes) + " bytes)");
        DcmFileFormat format;
        if (format.loadFile(m_path.c_str(), EXS_Unknown, EGL_noChange, 0, ERM_metaOnly).bad())
            m_session.fail("part " + std::to_string(m_received + 1) + " is not a DICOM Part 10 file");
        const std::string uid = text(format.getMetaInfo(), DCM_MediaStorageSOPInstanceUID);
        if (m_byUid.count(uid))
            m_session.fail("instance " + uid + " arrived twice");
        ++m_received;
        const fs::path target = instanceFileName(m_folder, uid, m_received);
        std::error_code error;
        fs::rename(m_path, target, error);
        if (error)
            m_session.fail("cannot name " + target.string() + ": " + error.message());
        m_byUid[uid] = target;
        if (m_observer && !m_observer(m_received, m_expected < 0 ? -1 : std::max(0, m_expected - m_received)))
            m_session.fail("cancelled after " + std::to_string(m_received) + " instance(s); nothing kept");
    }

private:
    HttpSession& m_session;
    fs::path m_folder;
    const TransferObserver& m_observer;
    int m_expected = -1;
    fs::path m_path;
    std::ofstream m_file;
    std::size_t m_bytes = 0;
    int m_received = 0;
    std::map<std::string, fs::path> m_byUid;
};

std::string randomBoundary()
{
    std::random_device seed;
    std::mt19937_64 random(seed());
    static const char digits[] = "0123456789abcdef";
    std::string boundary = "segstudio-";
    for (int i = 0; i < 32; ++i)
        boundary += digits[random() % 16];
    return boundary;
}

std::string fileBytes(const std::string& path)
{
    std::ifstream file(path, std::ios::binary);
    if (!file)
        throw InputError(path, "", "cannot read the file to send");
    return std::string(std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>());
}

std::string sopInstanceUidOf(const std::string& path)
{
    DcmFileFormat format;
    dicom::checkDcmtk(format.loadFile(path.c_str(), EXS_Unknown, EGL_noChange, 0, ERM_metaOnly), path,
                      "read the DICOM file");
    const std::string uid = text(format.getMetaInfo(), DCM_MediaStorageSOPInstanceUID);
    if (uid.empty())
        throw InputError(path, "MediaStorageSOPInstanceUID", "not a DICOM file with a meta header (Part 10)");
    return uid;
}

// Throws for the first instance a STOW-RS answer lists as failed, and for
// an answer that does not confirm every instance sent: a 202 (some failed)
// must say which; a Referenced SOP Sequence, when present, must hold every
// instance sent.
void checkStored(const PacsNode& node, const HttpSession& session, const HttpResponse& response,
                 const std::map<std::string, std::string>& fileOfUid)
{
    session.expect(response, {200, 202});
    const std::string where = "STOW-RS to " + node.address();
    const nlohmann::json answer = nlohmann::json::parse(response.body, nullptr, false);
    const auto items = [&](const char* tag) {
        if (!answer.is_object() || !answer.contains(tag) || !answer[tag].is_object() ||
            !answer[tag].contains("Value") || !answer[tag]["Value"].is_array())
            return nlohmann::json::array();
        return answer[tag]["Value"];
    };
    for (const nlohmann::json& item : items("00081198")) {
        const std::string uid = dicomJsonText(item, "00081155");
        const auto file = fileOfUid.find(uid);
        throw InputError(file == fileOfUid.end() ? uid : file->second, where,
                         "the node refused it (failure reason " + dicomJsonText(item, "00081197") + ")");
    }
    if (response.status == 202 && !answer.is_object())
        session.fail("the node answered 202 (some instances not stored) without saying which");
    const nlohmann::json stored = items("00081199");
    if (stored.empty())
        return;
    std::set<std::string> confirmed;
    for (const nlohmann::json& item : stored)
        confirmed.insert(dicomJsonText(item, "00081155"));
    for (const auto& [uid, file] : fileOfUid)
        if (!confirmed.count(uid))
            throw InputError(file, where, "the node's answer does not list it as stored");
}

}  // namespace

std::string checkedDicomWebUrl(const std::string& text, const std::string& field)
{
    // The address as shown in messages: a user name and password in it become
    // "***" (up to the last '@' before the path, query or fragment).
    std::string shown = text;
    if (const auto scheme = shown.find("://"); scheme != std::string::npos) {
        const auto authorityEnd = shown.find_first_of("/?#", scheme + 3);
        const auto at = shown.rfind('@', authorityEnd == std::string::npos ? std::string::npos : authorityEnd);
        if (at != std::string::npos && at > scheme)
            shown.replace(scheme + 3, at - scheme - 3, "***");
    }
    const auto refuse = [&](const std::string& reason) {
        throw ValidationError("Invalid PACS node", {{"", "", field, "\"" + shown + "\": " + reason}});
    };
    bool ok = false;
    const UrlParts parts = partsOf(text, ok);
    if (!ok)
        refuse("not a URL, e.g. https://pacs.example.org/dicom-web");
    if (parts.scheme != "http" && parts.scheme != "https")
        refuse("a DICOMweb address starts with https:// (or http://)");
    if (parts.host.empty())
        refuse("the host is empty");
    if (!parts.user.empty() || !parts.password.empty())
        refuse("no user name or password in the address (others can read it there); put them in a credentials file");
    if (!parts.query.empty() || !parts.fragment.empty())
        refuse("the base URL takes no query (?) or fragment (#)");
    std::string url = parts.normalized;
    while (!url.empty() && url.back() == '/')
        url.pop_back();
    return url;
}

bool isHttpsUrl(const std::string& url)
{
    bool ok = false;
    return partsOf(url, ok).scheme == "https" && ok;
}

bool isLoopbackUrl(const std::string& url)
{
    bool ok = false;
    const UrlParts parts = partsOf(url, ok);
    in_addr ipv4{};
    if (!ok)
        return false;
    if (parts.host == "localhost" || parts.host == "[::1]")
        return true;
    return inet_pton(AF_INET, parts.host.c_str(), &ipv4) == 1 && (ntohl(ipv4.s_addr) >> 24) == 127;
}

std::string dicomJsonText(const nlohmann::json& dataset, const char* tag)
{
    if (!dataset.is_object() || !dataset.contains(tag))
        return {};
    const nlohmann::json& attribute = dataset[tag];
    if (!attribute.is_object() || !attribute.contains("Value") || !attribute["Value"].is_array())
        return {};
    std::string joined;
    bool first = true;
    for (const nlohmann::json& value : attribute["Value"]) {
        joined += (first ? "" : "\\") + jsonValueText(value);
        first = false;
    }
    return joined;
}

void echoDicomWeb(const PacsNode& node)
{
    HttpSession session(node, "QIDO-RS (echo)");
    qido(session, "/studies?limit=1");
}

std::vector<StudyRecord> findStudiesDicomWeb(const PacsNode& node, const StudyQuery& q)
{
    HttpSession session(node, "QIDO-RS (studies)");
    const std::string path = "/studies" + query(session, {{"PatientName", q.patientName},
                                                          {"PatientID", q.patientId},
                                                          {"StudyDate", q.studyDate},
                                                          {"ModalitiesInStudy", q.modality},
                                                          {"AccessionNumber", q.accessionNumber},
                                                          {"StudyInstanceUID", q.studyInstanceUid},
                                                          {"includefield", "StudyDescription"}}) +
                             "&includefield=ModalitiesInStudy&includefield=NumberOfStudyRelatedInstances";
    std::vector<StudyRecord> studies;
    for (const nlohmann::json& match : qidoAll(session, path, "0020000D")) {
        StudyRecord study;
        study.studyInstanceUid = dicomJsonText(match, "0020000D");
        study.patientName = dicomJsonText(match, "00100010");
        study.patientId = dicomJsonText(match, "00100020");
        study.studyDate = dicomJsonText(match, "00080020");
        study.studyDescription = dicomJsonText(match, "00081030");
        study.accessionNumber = dicomJsonText(match, "00080050");
        study.modalities = dicomJsonText(match, "00080061");
        study.instanceCount = countOf(match, "00201208");
        studies.push_back(std::move(study));
    }
    return studies;
}

std::vector<SeriesRecord> findSeriesDicomWeb(const PacsNode& node, const std::string& studyInstanceUid,
                                             const std::string& modality)
{
    HttpSession session(node, "QIDO-RS (series)");
    const std::string path = "/studies/" + studyInstanceUid + "/series" +
                             query(session, {{"Modality", modality}, {"includefield", "SeriesDescription"}}) +
                             "&includefield=SeriesNumber&includefield=NumberOfSeriesRelatedInstances";
    std::vector<SeriesRecord> series;
    for (const nlohmann::json& match : qidoAll(session, path, "0020000E")) {
        SeriesRecord record;
        record.studyInstanceUid = studyInstanceUid;
        record.seriesInstanceUid = dicomJsonText(match, "0020000E");
        record.modality = dicomJsonText(match, "00080060");
        record.seriesDescription = dicomJsonText(match, "0008103E");
        record.seriesNumber = dicomJsonText(match, "00200011");
        record.instanceCount = countOf(match, "00201209");
        series.push_back(std::move(record));
    }
    return series;
}

RetrievedSeries retrieveSeriesDicomWeb(const PacsNode& node, const std::string& studyInstanceUid,
                                       const std::string& seriesInstanceUid, const std::string& targetFolder,
                                       const TransferObserver& observer)
{
    HttpSession session(node, "QIDO-RS (instances)");
    if (!isDicomUid(studyInstanceUid) || !isDicomUid(seriesInstanceUid))
        session.fail("the study and series must be given by their Instance UIDs");
    const std::string seriesPath = "/studies/" + studyInstanceUid + "/series/" + seriesInstanceUid;
    std::map<std::string, bool> listed;  // SOP Instance UID -> arrived
    for (const nlohmann::json& instance : qidoAll(session, seriesPath + "/instances", "00080018"))
        listed[dicomJsonText(instance, "00080018")] = false;
    if (listed.empty())
        session.fail("the node has no instance of series " + seriesInstanceUid);

    session.setOperation("WADO-RS");
    PartialFolder partialFolder("PACS " + node.address(), "WADO-RS", targetFolder);
    InstanceFiles files(session, partialFolder.path(), observer, static_cast<int>(listed.size()));
    std::unique_ptr<MultipartStream> stream;
    HttpRequest request;
    request.path = seriesPath;
    request.accept = "multipart/related; type=\"application/dicom\"; transfer-syntax=*";
    request.sink = [&](const HttpResponse& answer, const char* data, std::size_t size) {
        if (!stream) {
            const std::string boundary = MultipartStream::boundaryOf(answer.contentType);
            if (boundary.empty() || boundary.size() > 70)
                session.fail("the answer is not multipart/related with a boundary of 1-70 characters (Content-Type " +
                             answer.contentType + ")");
            stream = std::make_unique<MultipartStream>(boundary, files);
        }
        stream->feed(data, size);
    };
    HttpResponse response;
    try {
        response = session.perform(request);
        if (response.status == 406) {  // a server that cannot send every instance as stored: its default syntax
            request.accept = "multipart/related; type=\"application/dicom\"";
            response = session.perform(request);
        }
    } catch (const InputError&) {
        throw;
    } catch (const std::runtime_error& error) {  // a malformed multipart body
        session.fail(std::string(error.what()) + " after " + std::to_string(files.received()) +
                     " instance(s); nothing kept");
    }
    session.expect(response, {200});
    try {
        if (!stream)
            throw std::runtime_error("the answer holds no instance");
        stream->finish();
    } catch (const std::runtime_error& error) {
        session.fail(std::string(error.what()) + "; nothing kept");
    }
    for (const auto& [uid, path] : files.byUid()) {
        const auto entry = listed.find(uid);
        if (entry == listed.end())
            session.fail("instance " + uid + " arrived but is not in the series the node listed; nothing kept");
        entry->second = true;
    }
    if (files.received() != static_cast<int>(listed.size()))
        session.fail("the node listed " + std::to_string(listed.size()) + " instance(s) but sent " +
                     std::to_string(files.received()) + "; nothing kept");
    partialFolder.commit();
    return {targetFolder, files.received()};
}

int storeFilesDicomWeb(const PacsNode& node, const std::vector<std::string>& files, const TransferObserver& observer)
{
    HttpSession session(node, "STOW-RS");
    const std::string boundary = randomBoundary();
    std::size_t next = 0;
    while (next < files.size()) {
        std::string body;
        std::map<std::string, std::string> fileOfUid;
        const std::size_t first = next;
        // At most kStowFiles files and kStowBytes, unless one file alone is larger.
        const auto fits = [&](const std::string& file) {
            std::error_code error;
            const auto size = fs::file_size(file, error);
            return next == first || (!error && body.size() + size <= kStowBytes);
        };
        while (next < files.size() && next - first < kStowFiles && fits(files[next])) {
            fileOfUid[sopInstanceUidOf(files[next])] = files[next];
            body += "--" + boundary + "\r\nContent-Type: application/dicom\r\n\r\n";
            body += fileBytes(files[next]);
            body += "\r\n";
            ++next;
        }
        body += "--" + boundary + "--\r\n";
        HttpRequest request;
        request.path = "/studies";
        request.accept = kDicomJson;
        request.body = &body;
        request.contentType = "multipart/related; type=\"application/dicom\"; boundary=" + boundary;
        const HttpResponse response = session.perform(request);
        checkStored(node, session, response, fileOfUid);
        if (observer && !observer(static_cast<int>(next), static_cast<int>(files.size() - next)))
            session.fail("cancelled after " + std::to_string(next) + " of " + std::to_string(files.size()) +
                         " file(s)");
    }
    return static_cast<int>(files.size());
}

}  // namespace segstudio::io::pacs::detail
