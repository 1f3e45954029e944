// The sanitizer build's stand-in for libFuzzer (GCC has none): runs a
// harness's LLVMFuzzerTestOneInput once on every file named on the command
// line, folders read recursively in name order, hidden files and *.md
// skipped. It replays the seed corpus and every crash fixed so far under
// AddressSanitizer and UndefinedBehaviorSanitizer, so each stays a
// regression test in `scripts/test asan` without a second (clang) build.
// A harness aborts on a finding; this program then never reaches its summary.
// Exit status: 0 when every input ran, 2 when an argument cannot be read.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size);

namespace {

namespace fs = std::filesystem;

bool skipped(const fs::path& path)
{
    const std::string name = path.filename().string();
    return name.empty() || name.front() == '.' || path.extension() == ".md";
}

// Every input file under `argument` (itself when it is a file), sorted.
std::vector<fs::path> inputsOf(const fs::path& argument)
{
    std::vector<fs::path> inputs;
    if (fs::is_directory(argument)) {
        for (const auto& entry : fs::recursive_directory_iterator(argument))
            if (entry.is_regular_file() && !skipped(entry.path()))
                inputs.push_back(entry.path());
        std::sort(inputs.begin(), inputs.end());
    } else if (fs::is_regular_file(argument)) {
        inputs.push_back(argument);
    }
    return inputs;
}

}  // namespace

int main(int argc, char** argv)
{
    std::size_t replayed = 0;
    for (int i = 1; i < argc; ++i) {
        const fs::path argument(argv[i]);
        if (!fs::exists(argument)) {
            std::fprintf(stderr, "%s: %s does not exist\n", argv[0], argv[i]);
            return 2;
        }
        for (const fs::path& input : inputsOf(argument)) {
            std::ifstream file(input, std::ios::binary);
            const std::vector<char> bytes((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
            if (!file.eof() && file.fail()) {
                std::fprintf(stderr, "%s: cannot read %s\n", argv[0], input.c_str());
                return 2;
            }
            std::fprintf(stderr, "replaying %s (%zu bytes)\n", input.c_str(), bytes.size());
            LLVMFuzzerTestOneInput(reinterpret_cast<const uint8_t*>(bytes.data()), bytes.size());
            ++replayed;
        }
    }
    std::printf("replayed %zu input(s) without a finding\n", replayed);
    return 0;
}
