#pragma once
// One connection to a DICOMweb node through libcurl, private to io/pacs
// (DicomWeb.cpp). Every failure throws InputError whose file is the node
// ("PACS https://pacs.example.org/dicom-web") and whose field is the
// operation ("QIDO-RS (studies)"): a refused connection, a failed TLS
// handshake or certificate check, a timeout, a redirect (never followed:
// SegStudio talks to the configured URL only).
#include <cstddef>
#include <exception>
#include <functional>
#include <string>
#include <vector>

#include "io/pacs/PacsClient.h"

namespace segstudio::io::pacs::detail {

struct HttpResponse {
    long status = 0;
    std::string contentType;
    // Collected when the request has no sink (at most 256 MiB), or the status
    // of a request with a sink is an error (its first 64 KiB).
    std::string body;
};

struct HttpRequest {
    std::string path;  // appended to the node's base URL ("/studies?PatientID=...")
    std::string accept;
    // POST when set (with contentType), else GET.
    const std::string* body = nullptr;
    std::string contentType;
    // A 2xx body goes here as it arrives, with the response's status and
    // Content-Type; it may throw (the transfer stops; perform rethrows an
    // InputError as it is, any other exception as fail(what)).
    // Null: the body is collected (at most 256 MiB).
    std::function<void(const HttpResponse& response, const char* data, std::size_t size)> sink;
};

class HttpSession {
public:
    // Checks the node (problemWithNode) and reads its credentials file: throws
    // InputError naming the node for a file that cannot be read or holds
    // neither "user:password" nor "Bearer <token>" on its first line, or
    // credentials meant for plain http to another computer.
    HttpSession(const PacsNode& node, std::string operation);
    ~HttpSession();
    HttpSession(const HttpSession&) = delete;
    HttpSession& operator=(const HttpSession&) = delete;

    void setOperation(std::string operation) { m_operation = std::move(operation); }

    // Performs one request on the kept connection. Throws as the file says;
    // an HTTP error status is returned, not thrown (see expect).
    HttpResponse perform(const HttpRequest& request);
    // Throws unless the status is one of `accepted`: "the node answered
    // HTTP 404 (...)" with the start of the body the node sent.
    void expect(const HttpResponse& response, std::initializer_list<long> accepted) const;

    [[noreturn]] void fail(const std::string& reason) const;
    // Percent-encodes a query value.
    std::string escape(const std::string& value) const;

private:
    struct Transfer;
    static std::size_t onBody(char* data, std::size_t size, std::size_t count, void* transfer);

    PacsNode m_node;
    std::string m_operation;
    void* m_curl = nullptr;  // CURL*
    std::string m_userPassword;
    std::string m_bearer;
};

}  // namespace segstudio::io::pacs::detail
