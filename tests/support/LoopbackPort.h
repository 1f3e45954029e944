#pragma once
// A TCP port on 127.0.0.1 that was free a moment ago, for tests that start
// ranks the way an outside launcher (torchrun, srun) would, with MASTER_PORT.
// The product's own launches need no port (common/system/RankLauncher.h).
#include <cerrno>
#include <cstring>
#include <stdexcept>
#include <string>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

namespace segstudio::test {

inline int freeLoopbackPort()
{
    const int fd = socket(AF_INET, SOCK_STREAM, 0);
    if (fd < 0)
        throw std::runtime_error(std::string("no socket for a free port: ") + std::strerror(errno));
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    socklen_t length = sizeof address;
    const bool ok = bind(fd, reinterpret_cast<sockaddr*>(&address), sizeof address) == 0 &&
                    getsockname(fd, reinterpret_cast<sockaddr*>(&address), &length) == 0;
    close(fd);
    if (!ok)
        throw std::runtime_error(std::string("cannot find a free port on 127.0.0.1: ") + std::strerror(errno));
    return ntohs(address.sin_port);
}

}  // namespace segstudio::test
