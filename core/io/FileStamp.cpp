#include "io/FileStamp.h"

#include <algorithm>
#include <filesystem>

namespace segstudio::io {

namespace fs = std::filesystem;

FileStamp fileStamp(const std::string& path)
{
    FileStamp stamp;
    auto add = [&stamp](const fs::path& file) {
        std::error_code error;
        const auto size = fs::file_size(file, error);
        const auto time = fs::last_write_time(file, error);
        if (!error) {
            stamp.bytes += static_cast<uint64_t>(size);
            stamp.modified = std::max<int64_t>(stamp.modified, static_cast<int64_t>(time.time_since_epoch().count()));
        }
    };
    std::error_code error;
    if (fs::is_directory(path, error)) {
        for (const auto& entry : fs::recursive_directory_iterator(path, error))
            if (entry.is_regular_file(error))
                add(entry.path());
    } else {
        add(path);
    }
    return stamp;
}

}  // namespace segstudio::io
