// Must not compile (test widgets_cannot_include_io): a source compiled as a
// widget that includes an io/ header itself. Widgets reach scans and
// datasets through core/application (ARCHITECTURE.md, floors).
#include "io/ScanIO.h"
