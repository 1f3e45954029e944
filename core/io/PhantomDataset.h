#pragma once
// Seeded synthetic datasets (nnU-Net v2 layout) that reproduce the kinds of
// data users bring, for tests and benchmarks (segstudio-cli phantom --kind):
//  - mri:          one MRI channel, isotropic, labels 0..classes;
//  - multichannel: two MRI channels as case_0000/_0001; only the second
//                  shows the organs (the first is an unrelated phantom);
//  - ct:           Hounsfield units (air -1000, soft tissue 0..200),
//                  anisotropic 0.7 x 0.7 x 5 mm, label values {0,1,2,4};
//  - microscopy2d: 2D uint8 PNG images with 0/255 masks;
//  - rgb2d:        2D RGB PNG images (organs tinted), 0/255 masks;
//  - regions:      two MRI channels as multichannel, labels 1..classes, and
//                  dataset.json declaring nnU-Net v2 regions: region r holds
//                  values r..classes (BraTS: whole tumor {1,2,3}, tumor
//                  core {2,3}, enhancing tumor {3}), regions_class_order
//                  1..classes.
//  - cells2d, cells3d: touching cells for instance segmentation (CellPhantom.h):
//                  a uint8 image, label maps of one id per cell (16-bit PNG
//                  in 2D, NIfTI in 3D), dataset.json "instances": true with
//                  {"background": 0, "cell": 1}; --classes is ignored.
// The label values written are datasetLabelValues(kind, classes).
// Layouts: nnU-Net v2 (channel_names, imagesTr/<id>_0000<ending>) or, for
// the one-channel NIfTI kinds (mri, ct), the Medical Segmentation
// Decathlon's (modality, a "training" list, imagesTr/<id>.nii.gz).
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "common/image/Geometry.h"

namespace segstudio::io {

enum class PhantomKind { Mri, MultiChannel, Ct, Microscopy2d, Rgb2d, Regions, Cells2d, Cells3d, Tissue2d, Tissue3d };

// Kinds whose label maps hold one id per object (dataset.json "instances": true).
bool isInstancePhantom(PhantomKind kind);
enum class PhantomLayout { NnUnetV2, Msd };

std::optional<PhantomKind> phantomKindFromName(const std::string& name);  // "mri", "multichannel", ...
const char* phantomKindName(PhantomKind kind);

struct PhantomDatasetOptions {
    PhantomKind kind = PhantomKind::Mri;
    int cases = 4;
    std::optional<Size3> sizeXyz;    // default per kind (2D kinds: z = 1)
    std::optional<Vec3> spacingXyz;  // default per kind
    int classes = 2;                 // foreground classes
    uint64_t seed = 1;
    double noise = 12.0;
    PhantomLayout layout = PhantomLayout::NnUnetV2;
};

// Background 0 first, then the value of each foreground class.
std::vector<int> datasetLabelValues(PhantomKind kind, int classes);

// Writes dataset.json, imagesTr/ and labelsTr/ into `root` (created).
// `progress(done)` after each case. Throws std::invalid_argument for the
// MSD layout of a kind with several channels or PNG files.
void writePhantomDataset(const std::string& root, const PhantomDatasetOptions& options,
                         const std::function<void(int)>& progress = {});

}  // namespace segstudio::io
