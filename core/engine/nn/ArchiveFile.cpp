#include "engine/nn/ArchiveFile.h"

#include <cerrno>
#include <cstring>
#include <fstream>

#include "common/Errors.h"
#include "common/system/AtomicFile.h"

namespace segstudio::engine {

void saveArchiveAtomically(const std::string& path, const std::function<void(std::ostream&)>& write)
{
    replaceFileAtomically(path, [&](const std::string& temp) {
        std::ofstream out(temp, std::ios::binary | std::ios::trunc);
        if (out)
            write(out);
        out.flush();
        if (!out)
            throw InputError(path, "", std::string("cannot be written: ") + std::strerror(errno));
    });
}

}  // namespace segstudio::engine
