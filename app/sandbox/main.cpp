// segstudio-sandbox: SegStudio's model sandbox. Not for people: SegStudio
// starts it to open a model file that did not come from this installation
// (engine/sandbox/SandboxServer.h says what it does and what it may not).
#include <unistd.h>

#include "engine/sandbox/SandboxServer.h"

int main(int argc, char** argv)
{
    // _exit: no static destructors or exit handlers run inside the filter
    // (a leak checker's clone at exit would count as a violation).
    ::_exit(segstudio::engine::sandbox::runModelSandbox(argc, argv));
}
