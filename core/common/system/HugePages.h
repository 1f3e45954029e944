#pragma once
// Large buffers (scans, caches, textures) on virtual machines: each 4 KiB
// page the kernel hands out costs a fault, measured here at about 12 us, so
// touching a fresh 157 MB scan costs 0.48 s; with 2 MiB transparent huge
// pages it costs 0.03 s. Most Linux systems enable them only where a program
// asks (THP "madvise"); glibc's malloc asks for every block it maps itself
// when started with GLIBC_TUNABLES=glibc.malloc.hugetlb=1 (glibc 2.35+).
// That covers every library's buffers (ITK, VTK, Mesa, LibTorch), which no
// allocator of ours could.

namespace segstudio {

// Call first thing in main(), before any thread starts. On glibc/Linux,
// unless the tunable is already set (or SEGSTUDIO_NO_HUGEPAGES is set),
// re-executes the program with it added to GLIBC_TUNABLES; on any failure it
// returns and the program runs as before. Elsewhere it does nothing.
void restartWithHugePageMalloc(char** argv);

}  // namespace segstudio
