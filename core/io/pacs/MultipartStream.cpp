#include "io/pacs/MultipartStream.h"

#include <algorithm>
#include <cctype>
#include <stdexcept>

namespace segstudio::io::pacs {

namespace {

constexpr std::size_t kMaxHeaderBytes = 64 * 1024;
constexpr std::size_t kMaxPaddingBytes = 1024;  // transport padding after a delimiter

std::string trimmed(const std::string& text)
{
    const auto first = text.find_first_not_of(" \t");
    if (first == std::string::npos)
        return {};
    return text.substr(first, text.find_last_not_of(" \t") - first + 1);
}

std::string lowerCase(std::string text)
{
    std::transform(text.begin(), text.end(), text.begin(), [](unsigned char c) { return std::tolower(c); });
    return text;
}

std::map<std::string, std::string> parseHeaders(const std::string& block)
{
    std::map<std::string, std::string> headers;
    std::size_t start = 0;
    while (start < block.size()) {
        std::size_t end = block.find("\r\n", start);
        if (end == std::string::npos)
            end = block.size();
        const std::string line = block.substr(start, end - start);
        if (const auto colon = line.find(':'); colon != std::string::npos)
            headers[lowerCase(trimmed(line.substr(0, colon)))] = trimmed(line.substr(colon + 1));
        start = end + 2;
    }
    return headers;
}

}  // namespace

MultipartStream::MultipartStream(std::string boundary, PartSink& sink) : m_sink(sink)
{
    if (boundary.empty() || boundary.size() > 70)
        throw std::invalid_argument("a multipart boundary must have 1-70 characters");
    m_delimiter = "\r\n--" + boundary;
    m_buffer = "\r\n";  // the first delimiter may open the body without a line break before it
}

std::string MultipartStream::boundaryOf(const std::string& contentType)
{
    const std::string lower = lowerCase(contentType);
    std::size_t at = 0;
    while ((at = lower.find("boundary", at)) != std::string::npos) {
        // A parameter name: after ';' (or the start) and spaces, followed by '='.
        std::size_t before = at;
        while (before > 0 && (lower[before - 1] == ' ' || lower[before - 1] == '\t'))
            --before;
        std::size_t equals = at + 8;
        while (equals < lower.size() && (lower[equals] == ' ' || lower[equals] == '\t'))
            ++equals;
        if ((before == 0 || lower[before - 1] == ';') && equals < lower.size() && lower[equals] == '=') {
            std::string value = trimmed(contentType.substr(equals + 1));
            if (!value.empty() && value.front() == '"') {
                const auto close = value.find('"', 1);
                return close == std::string::npos ? std::string() : value.substr(1, close - 1);
            }
            return trimmed(value.substr(0, value.find(';')));
        }
        at += 8;
    }
    return {};
}

void MultipartStream::feed(const char* data, std::size_t size)
{
    if (m_state == State::Epilogue)
        return;  // what follows the closing delimiter is ignored
    m_buffer.append(data, size);
    parse();
}

void MultipartStream::finish() const
{
    if (m_state != State::Epilogue)
        throw std::runtime_error("the multipart body ended without its closing delimiter after " +
                                 std::to_string(m_parts) + " part(s): the transfer was cut short");
}

void MultipartStream::parse()
{
    const std::size_t keep = m_delimiter.size() - 1;  // a delimiter may straddle two chunks
    while (true) {
        switch (m_state) {
        case State::Preamble: {
            const auto at = m_buffer.find(m_delimiter);
            if (at == std::string::npos) {
                if (m_buffer.size() > keep)
                    m_buffer.erase(0, m_buffer.size() - keep);
                return;
            }
            m_buffer.erase(0, at + m_delimiter.size());
            m_state = State::AfterDelimiter;
            break;
        }
        case State::AfterDelimiter: {
            if (m_buffer.size() < 2)
                return;
            if (m_buffer.compare(0, 2, "--") == 0) {
                m_state = State::Epilogue;
                m_buffer.clear();
                return;
            }
            const auto lineEnd = m_buffer.find("\r\n");  // after optional transport padding
            if ((lineEnd == std::string::npos && m_buffer.size() > kMaxPaddingBytes) ||
                (lineEnd != std::string::npos && lineEnd > kMaxPaddingBytes))
                throw std::runtime_error("a multipart delimiter line is not followed by a line break");
            if (lineEnd == std::string::npos)
                return;
            m_buffer.erase(0, lineEnd + 2);
            m_state = State::Headers;
            break;
        }
        case State::Headers: {
            std::size_t end = 0;
            if (m_buffer.compare(0, 2, "\r\n") == 0) {
                end = 0;  // a part without headers
            } else {
                if (m_buffer.size() < 2)
                    return;
                end = m_buffer.find("\r\n\r\n");
                // The same limit however the bytes arrive: whole or in chunks.
                if ((end == std::string::npos && m_buffer.size() > kMaxHeaderBytes) ||
                    (end != std::string::npos && end > kMaxHeaderBytes))
                    throw std::runtime_error("the headers of multipart part " + std::to_string(m_parts + 1) +
                                             " exceed 64 KiB");
                if (end == std::string::npos)
                    return;
                end += 2;
            }
            const auto headers = parseHeaders(m_buffer.substr(0, end));
            m_buffer.erase(0, end + 2);
            ++m_parts;
            m_sink.beginPart(headers);
            m_state = State::Body;
            break;
        }
        case State::Body: {
            const auto at = m_buffer.find(m_delimiter);
            if (at == std::string::npos) {
                if (m_buffer.size() > keep) {
                    m_sink.partData(m_buffer.data(), m_buffer.size() - keep);
                    m_buffer.erase(0, m_buffer.size() - keep);
                }
                return;
            }
            if (at > 0)
                m_sink.partData(m_buffer.data(), at);
            m_buffer.erase(0, at + m_delimiter.size());
            m_sink.endPart();
            m_state = State::AfterDelimiter;
            break;
        }
        case State::Epilogue:
            m_buffer.clear();
            return;
        }
    }
}

}  // namespace segstudio::io::pacs
