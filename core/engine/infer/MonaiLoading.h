#pragma once
// How a MONAI bundle's LoadImaged and Orientationd see a scan, for the
// bundle reader (MonaiBundle.h) and the frame that reproduces its
// transforms (application/segment/BundleFrame.h). Plain C++.
//
// MONAI's LoadImaged picks its reader by the file's suffix unless the bundle
// names one: PILReader for .png, .jpg, .jpeg and .bmp, a medical reader
// (nibabel, pynrrd, ITK) for the rest. The medical readers give the file's
// own affine in RAS (ITK's and pynrrd's turned from LPS), so MONAI's arrays
// sit in the world as SegStudio's volumes do. PILReader gives no affine:
// MONAI takes the identity, so such an image's column axis is "R" and its
// row axis "A" at 1 mm spacing from the origin, whatever SegStudio's reader
// (ITK's) says of it. Its array is column-first (reverse_indexing), as
// SegStudio's volumes are. (Of PIL's formats SegStudio reads PNG only.)
#include <string>

#include "common/formats/JsonFile.h"

namespace segstudio::engine {

// LoadImaged's reader for the image key, as a class name ("PILReader",
// "ITKReader", "NibabelReader", "NrrdReader", "PydicomReader"), or "" when
// MONAI picks it by suffix. `reader` is LoadImaged's "reader" (null, a name,
// "monai.data.<name>", or an object whose "_target_" names it);
// `reverseIndexing` and `lpsToRas` its "reverse_indexing" and
// "affine_lps_to_ras" (null when absent). Throws InputError naming `file`
// and the field for several readers, an unknown reader, a reverse_indexing
// that would put rows first, or affine_lps_to_ras false.
std::string monaiImageReader(const Json& reader, const Json& reverseIndexing, const Json& lpsToRas,
                             const std::string& file, const std::string& field);

// Whether LoadImaged with `reader` (as monaiImageReader gives it) reads
// `scanFile` with PILReader: on the identity affine, not the file's grid.
bool monaiReadsPixelGrid(const std::string& reader, const std::string& scanFile);

// Orientationd's target for a bundle of `dimensions` (2 or 3): "RAS" when
// `closestCanonical`, else `axcodes`; in 2D its first two letters (MONAI
// cuts the codes to the array's spatial rank), which must be one of R/L
// and one of A/P (a 2D affine has no S axis). Throws InputError naming
// `file` and `field` otherwise.
std::string monaiOrientationTarget(const std::string& axcodes, bool closestCanonical, int dimensions,
                                   const std::string& file, const std::string& field);

}  // namespace segstudio::engine
