#include "io/pacs/HttpSession.h"

#include <curl/curl.h>

#include <algorithm>
#include <fstream>
#include <mutex>
#include <stdexcept>

#include "common/Errors.h"

namespace segstudio::io::pacs::detail {

namespace {

constexpr std::size_t kErrorBodyBytes = 64 * 1024;
constexpr std::size_t kCollectedBodyBytes = std::size_t(256) << 20;

CURL* handle(void* curl) { return static_cast<CURL*>(curl); }

// Printable ASCII of the start of a body, on one line.
std::string excerpt(const std::string& body)
{
    std::string out;
    for (char c : body.substr(0, 300))
        out += (c >= 0x20 && c < 0x7f) ? c : ' ';
    const auto last = out.find_last_not_of(' ');
    return last == std::string::npos ? std::string() : out.substr(0, last + 1);
}

}  // namespace

struct HttpSession::Transfer {
    CURL* curl = nullptr;
    const HttpRequest* request = nullptr;
    HttpResponse* response = nullptr;
    bool started = false;
    bool streaming = false;
    std::exception_ptr error;
};

HttpSession::HttpSession(const PacsNode& node, std::string operation)
    : m_node(node), m_operation(std::move(operation))
{
    static std::once_flag once;
    std::call_once(once, [] { curl_global_init(CURL_GLOBAL_DEFAULT); });
    if (!node.isDicomWeb())
        fail("not a DICOMweb node");
    if (const std::string problem = problemWithNode(node); !problem.empty())
        fail(problem);
    if (!node.credentialsFile.empty()) {
        std::ifstream file(node.credentialsFile);
        std::string line;
        if (!file || !std::getline(file, line))
            fail("cannot read the credentials file " + node.credentialsFile);
        while (!line.empty() && (line.back() == '\r' || line.back() == ' '))
            line.pop_back();
        if (line.rfind("Bearer ", 0) == 0 && line.size() > 7)
            m_bearer = line;
        else if (line.find(':') != std::string::npos && line.front() != ':')
            m_userPassword = line;
        else
            fail("the first line of " + node.credentialsFile + " must be \"user:password\" or \"Bearer <token>\"");
    }
    m_curl = curl_easy_init();
    if (!m_curl)
        fail("libcurl could not start");
    CURL* curl = handle(m_curl);
    curl_easy_setopt(curl, CURLOPT_NOSIGNAL, 1L);
    curl_easy_setopt(curl, CURLOPT_PROTOCOLS_STR, "http,https");
    curl_easy_setopt(curl, CURLOPT_FOLLOWLOCATION, 0L);
    curl_easy_setopt(curl, CURLOPT_PROXY, "");  // the node itself, never a proxy from the environment
    curl_easy_setopt(curl, CURLOPT_CONNECTTIMEOUT, static_cast<long>(node.timeoutSeconds));
    curl_easy_setopt(curl, CURLOPT_LOW_SPEED_LIMIT, 1L);
    curl_easy_setopt(curl, CURLOPT_LOW_SPEED_TIME, static_cast<long>(node.timeoutSeconds));
    curl_easy_setopt(curl, CURLOPT_SSL_VERIFYPEER, 1L);
    curl_easy_setopt(curl, CURLOPT_SSL_VERIFYHOST, 2L);
    if (!node.tls.trustedCertificates.empty()) {  // these certificates instead of the system's, not beside them
        curl_easy_setopt(curl, CURLOPT_CAINFO, node.tls.trustedCertificates.c_str());
        curl_easy_setopt(curl, CURLOPT_CAPATH, nullptr);
    }
    curl_easy_setopt(curl, CURLOPT_PATH_AS_IS, 1L);  // "/../" in a path is sent as is, never resolved
    if (!node.tls.certificate.empty()) {
        curl_easy_setopt(curl, CURLOPT_SSLCERT, node.tls.certificate.c_str());
        curl_easy_setopt(curl, CURLOPT_SSLKEY, node.tls.privateKey.c_str());
    }
    if (!m_userPassword.empty()) {
        curl_easy_setopt(curl, CURLOPT_HTTPAUTH, static_cast<long>(CURLAUTH_BASIC));
        curl_easy_setopt(curl, CURLOPT_USERPWD, m_userPassword.c_str());
    }
    curl_easy_setopt(curl, CURLOPT_USERAGENT, "SegStudio");
    curl_easy_setopt(curl, CURLOPT_ACCEPT_ENCODING, "");
    curl_easy_setopt(curl, CURLOPT_WRITEFUNCTION, &HttpSession::onBody);
}

HttpSession::~HttpSession()
{
    if (m_curl)
        curl_easy_cleanup(handle(m_curl));
    std::fill(m_userPassword.begin(), m_userPassword.end(), '\0');
    std::fill(m_bearer.begin(), m_bearer.end(), '\0');
}

void HttpSession::fail(const std::string& reason) const
{
    throw InputError("PACS " + m_node.address(), m_operation, reason);
}

std::string HttpSession::escape(const std::string& value) const
{
    char* escaped = curl_easy_escape(handle(m_curl), value.data(), static_cast<int>(value.size()));
    if (!escaped)
        fail("cannot encode \"" + value + "\" for a URL");
    std::string out(escaped);
    curl_free(escaped);
    return out;
}

std::size_t HttpSession::onBody(char* data, std::size_t size, std::size_t count, void* pointer)
{
    Transfer& transfer = *static_cast<Transfer*>(pointer);
    const std::size_t bytes = size * count;
    try {
        if (!transfer.started) {
            transfer.started = true;
            curl_easy_getinfo(transfer.curl, CURLINFO_RESPONSE_CODE, &transfer.response->status);
            char* type = nullptr;
            if (curl_easy_getinfo(transfer.curl, CURLINFO_CONTENT_TYPE, &type) == CURLE_OK && type)
                transfer.response->contentType = type;
            transfer.streaming = transfer.request->sink && transfer.response->status >= 200 &&
                                 transfer.response->status < 300;
        }
        if (transfer.streaming) {
            transfer.request->sink(*transfer.response, data, bytes);
            return bytes;
        }
        std::string& body = transfer.response->body;
        if (transfer.request->sink) {  // an error answer: its start is enough
            body.append(data, std::min(bytes, kErrorBodyBytes - std::min(kErrorBodyBytes, body.size())));
            return bytes;
        }
        if (body.size() + bytes > kCollectedBodyBytes)
            throw std::runtime_error("the answer exceeds 256 MiB");
        body.append(data, bytes);
        return bytes;
    } catch (...) {
        transfer.error = std::current_exception();
        return 0;  // stops the transfer; perform rethrows
    }
}

HttpResponse HttpSession::perform(const HttpRequest& request)
{
    CURL* curl = handle(m_curl);
    HttpResponse response;
    Transfer transfer;
    transfer.curl = curl;
    transfer.request = &request;
    transfer.response = &response;
    const std::string url = m_node.dicomwebUrl + request.path;
    curl_easy_setopt(curl, CURLOPT_URL, url.c_str());
    curl_easy_setopt(curl, CURLOPT_WRITEDATA, &transfer);
    std::string errorText(CURL_ERROR_SIZE, '\0');
    curl_easy_setopt(curl, CURLOPT_ERRORBUFFER, errorText.data());

    curl_slist* headers = nullptr;
    std::vector<std::string> lines;
    if (!request.accept.empty())
        lines.push_back("Accept: " + request.accept);
    if (!m_bearer.empty())
        lines.push_back("Authorization: " + m_bearer);
    if (request.body) {
        lines.push_back("Content-Type: " + request.contentType);
        lines.emplace_back("Expect:");  // no 100-continue round trip
        curl_easy_setopt(curl, CURLOPT_POST, 1L);
        curl_easy_setopt(curl, CURLOPT_POSTFIELDS, request.body->data());
        curl_easy_setopt(curl, CURLOPT_POSTFIELDSIZE_LARGE, static_cast<curl_off_t>(request.body->size()));
    } else {
        curl_easy_setopt(curl, CURLOPT_HTTPGET, 1L);
    }
    for (const std::string& line : lines)
        headers = curl_slist_append(headers, line.c_str());
    curl_easy_setopt(curl, CURLOPT_HTTPHEADER, headers);
    const CURLcode code = curl_easy_perform(curl);
    curl_easy_setopt(curl, CURLOPT_HTTPHEADER, nullptr);
    curl_easy_setopt(curl, CURLOPT_ERRORBUFFER, nullptr);
    curl_slist_free_all(headers);
    std::fill(lines.begin(), lines.end(), std::string());

    if (transfer.error) {
        try {
            std::rethrow_exception(transfer.error);
        } catch (const InputError&) {
            throw;
        } catch (const std::exception& error) {  // a malformed answer, one too large...
            fail(error.what());
        }
    }
    if (code != CURLE_OK) {
        const std::string detail = errorText.c_str();
        std::string hint;
        if (code == CURLE_PEER_FAILED_VERIFICATION || code == CURLE_SSL_CACERT_BADFILE)
            hint = m_node.tls.trustedCertificates.empty()
                       ? " (the node's certificate is not signed by an authority this computer trusts; give its CA)"
                       : " (is the node's certificate signed by " + m_node.tls.trustedCertificates + "?)";
        fail(std::string(curl_easy_strerror(code)) + (detail.empty() ? "" : ": " + detail) + hint);
    }
    if (!transfer.started) {  // no body
        curl_easy_getinfo(curl, CURLINFO_RESPONSE_CODE, &response.status);
        char* type = nullptr;
        if (curl_easy_getinfo(curl, CURLINFO_CONTENT_TYPE, &type) == CURLE_OK && type)
            response.contentType = type;
    }
    if (response.status >= 300 && response.status < 400) {
        char* location = nullptr;
        curl_easy_getinfo(curl, CURLINFO_REDIRECT_URL, &location);
        fail("the node redirects (HTTP " + std::to_string(response.status) + ") to " +
             (location ? std::string(location) : std::string("another address")) +
             "; SegStudio follows no redirect: configure the address it names, if you trust it");
    }
    return response;
}

void HttpSession::expect(const HttpResponse& response, std::initializer_list<long> accepted) const
{
    if (std::find(accepted.begin(), accepted.end(), response.status) != accepted.end())
        return;
    std::string reason = "the node answered HTTP " + std::to_string(response.status);
    if (response.status == 401 || response.status == 403)
        reason += m_node.credentialsFile.empty() ? " (it asks for credentials: give a credentials file)"
                                                 : " (are the credentials in " + m_node.credentialsFile + " right?)";
    if (const std::string text = excerpt(response.body); !text.empty())
        reason += ": " + text;
    fail(reason);
}

}  // namespace segstudio::io::pacs::detail
