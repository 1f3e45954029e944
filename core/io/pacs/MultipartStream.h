#pragma once
// A multipart/related body (RFC 2046 §5.1, as DICOMweb's WADO-RS sends it)
// read as it arrives: bytes go in as the network gives them, in chunks of
// any size, and each part's headers and body come out through a PartSink
// without the whole body ever being held. Memory stays at about one
// delimiter plus one chunk. Qt-free; one thread.
#include <cstddef>
#include <map>
#include <string>

namespace segstudio::io::pacs {

// Receives the parts in order: begin (with the part's headers, names in
// lower case, values trimmed), data zero or more times, end.
class PartSink {
public:
    virtual ~PartSink() = default;
    virtual void beginPart(const std::map<std::string, std::string>& headers) = 0;
    virtual void partData(const char* data, std::size_t size) = 0;
    virtual void endPart() = 0;
};

class MultipartStream {
public:
    // `boundary` as the Content-Type's boundary parameter gives it (without
    // the leading "--"). Throws std::invalid_argument for an empty one or
    // one longer than RFC 2046's 70 characters.
    MultipartStream(std::string boundary, PartSink& sink);

    // Feeds the next bytes. Throws std::runtime_error with the reason when
    // the body is malformed (part headers without their blank line, or
    // larger than 64 KiB).
    void feed(const char* data, std::size_t size);
    // The body ended: throws std::runtime_error unless the closing
    // delimiter ("--boundary--") was seen.
    void finish() const;

    int partCount() const { return m_parts; }
    bool complete() const { return m_state == State::Epilogue; }

    // The boundary parameter of a Content-Type header value (quoted or
    // not); "" when there is none.
    static std::string boundaryOf(const std::string& contentType);

private:
    enum class State { Preamble, AfterDelimiter, Headers, Body, Epilogue };
    void parse();

    std::string m_delimiter;  // "\r\n--" + boundary
    PartSink& m_sink;
    std::string m_buffer;     // bytes not yet consumed
    State m_state = State::Preamble;
    int m_parts = 0;
};

}  // namespace segstudio::io::pacs
