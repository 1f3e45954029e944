// Force-included (-include) into the io sources of the fuzz build only.
// Debian's ITK 5.2 ships itk_compiler_detection.h as generated for GCC: any
// other compiler hits "#error Unsupported compiler". clang speaks GCC's
// dialect, so include that header once while clang passes for GCC 12; its
// include guard keeps the GCC answers for every later include.
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wbuiltin-macro-redefined"
#pragma push_macro("__clang__")
#pragma push_macro("__GNUC__")
#pragma push_macro("__GNUC_MINOR__")
#pragma push_macro("__GNUC_PATCHLEVEL__")
#undef __clang__
#undef __GNUC__
#undef __GNUC_MINOR__
#undef __GNUC_PATCHLEVEL__
#define __GNUC__ 12
#define __GNUC_MINOR__ 2
#define __GNUC_PATCHLEVEL__ 0
#include <itk_compiler_detection.h>
#pragma pop_macro("__GNUC_PATCHLEVEL__")
#pragma pop_macro("__GNUC_MINOR__")
#pragma pop_macro("__GNUC__")
#pragma pop_macro("__clang__")
#pragma clang diagnostic pop
