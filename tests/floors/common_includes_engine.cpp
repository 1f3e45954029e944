// Must not compile (test common_cannot_include_engine): core/common is the
// ground floor, below the engine, io, edit and the use cases.
#include "engine/device/TorchDevice.h"
