#pragma once
// The model sandbox's side (the program segstudio-sandbox): reads one module
// or weights file from its parent over descriptor 0, shuts itself in
// (ComputeOnlyFilter.h) and only then parses the file, so that whatever the
// file runs while loading (TorchScript __setstate__) or in forward() can do
// nothing but compute. Then answers Forward frames until Quit or until its
// parent goes away (SandboxFrames.h). Arguments, all set by SandboxedModule:
//   --device cpu|cuda:N   where the module runs (a CUDA context is made before the filter)
//   --threads N           CPU threads for LibTorch
//   --memory-bytes N      RLIMIT_DATA (0: none)
// Returns the process's exit code.
namespace segstudio::engine::sandbox {

int runModelSandbox(int argc, char** argv);

}  // namespace segstudio::engine::sandbox
