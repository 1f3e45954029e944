#pragma once
// Shuts a reader child (ChildProcess.h) in, so that an exploit in a file
// reader (GDCM, DCMTK, libtiff, GDAL, ITK) on a hostile file gets no more
// than the reader needs: reading files and memory. A seccomp filter makes
// these calls fail (EPERM, or EACCES for opening): the network (sockets),
// new processes and programs (fork, exec; threads stay allowed), signals
// to other processes, tracing, opening files for writing, and changing the
// file system (delete, rename, create folders, links, modes, owners,
// times, extended attributes, mounts). Memory is bounded: RLIMIT_DATA at
// what the child holds from its parent plus `memoryGrowthBytes`.
#include <cstdint>

namespace segstudio {

// Three quarters of this machine's physical memory: what a reader child
// may allocate beyond what it inherited.
uint64_t defaultReaderMemoryGrowthBytes();

// Installs the limit and the filter on the calling process (a child with
// one thread, right after fork). Throws std::runtime_error naming the step
// the kernel refused.
void confineReader(uint64_t memoryGrowthBytes);

}  // namespace segstudio
