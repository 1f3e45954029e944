// Must not compile (test engine_cannot_include_qt): the engine knows nothing
// of Qt; it reports through observer interfaces (ARCHITECTURE.md, threads).
#include <QtCore/QString>
