// libFuzzer harness: what a DICOMweb server answers (issue 32), parsed in
// this process. The first byte sets a chunk size; the rest is a body.
//  - As a WADO-RS multipart/related answer (boundary "b0und4ry"): fed to
//    MultipartStream whole and in chunks of that size, the parts must be
//    the same, byte for byte, and a malformed body may only throw
//    std::runtime_error (DicomWeb.cpp turns it into an InputError naming
//    the node).
//  - As a QIDO-RS or STOW-RS JSON answer: every value dicomJsonText reads
//    from any element must come back without an exception.
#include <map>
#include <stdexcept>
#include <string>
#include <vector>

#include "FuzzSupport.h"
#include "io/pacs/DicomWeb.h"
#include "io/pacs/MultipartStream.h"

using namespace segstudio;

namespace {

struct Parts : io::pacs::PartSink {
    std::vector<std::pair<std::map<std::string, std::string>, std::string>> parts;
    void beginPart(const std::map<std::string, std::string>& headers) override { parts.push_back({headers, {}}); }
    void partData(const char* data, std::size_t size) override { parts.back().second.append(data, size); }
    void endPart() override {}
};

// The parts, and whether the body was complete; "error" when it threw.
std::pair<Parts, std::string> read(const std::string& body, std::size_t chunk)
{
    Parts sink;
    io::pacs::MultipartStream stream("b0und4ry", sink);
    try {
        for (std::size_t at = 0; at < body.size(); at += chunk)
            stream.feed(body.data() + at, std::min(chunk, body.size() - at));
        stream.finish();
        return {sink, "complete"};
    } catch (const std::runtime_error&) {
        return {sink, stream.complete() ? "error after the end" : "error"};
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size)
{
    if (size < 1)
        return 0;
    const std::size_t chunk = 1 + data[0] % 97;
    const std::string body(reinterpret_cast<const char*>(data) + 1, size - 1);
    const auto [whole, wholeEnd] = read(body, body.size() + 1);
    const auto [chunked, chunkedEnd] = read(body, chunk);
    // A body that reads whole must read the same in chunks; one that throws
    // may throw at another byte in chunks (parts seen so far may differ).
    if (wholeEnd == "complete" && (chunkedEnd != "complete" || whole.parts != chunked.parts))
        std::abort();

    const nlohmann::json answer = nlohmann::json::parse(body, nullptr, false);
    const auto readAll = [](const nlohmann::json& dataset) {
        for (const char* tag : {"0020000D", "00100010", "00080061", "00201208", "00081198", "00081155"})
            (void)io::pacs::detail::dicomJsonText(dataset, tag);
    };
    if (answer.is_array())
        for (const nlohmann::json& dataset : answer)
            readAll(dataset);
    else
        readAll(answer);
    return 0;
}
