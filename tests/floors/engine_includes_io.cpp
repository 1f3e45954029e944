// Must not compile (test engine_cannot_include_io): a source compiled as the
// engine that includes an io/ header. The engine reads the preprocessed
// cache that io writes, and builds where only LibTorch exists
// (ARCHITECTURE.md, floors).
#include "io/ScanIO.h"
