#pragma once
// Seeded synthetic scans with known ground truth: a body of soft tissue
// (zero outside, like a scan's air), organ-like blobs (deformed, rotated
// ellipsoids) of distinct intensities, Gaussian noise and a smooth
// multiplicative bias field. The same parameters always give the same voxels,
// whatever the number of threads.
#include <cstdint>

#include "common/image/Volume.h"

namespace segstudio {

struct PhantomParameters {
    Size3 sizeXyz{64, 64, 48};
    Vec3 spacingXyz{1, 1, 1};
    Vec3 originXyz{0, 0, 0};
    Matrix3 direction = identityMatrix3();
    int foregroundClasses = 2;       // labels 1..foregroundClasses, one blob each
    double noiseSigma = 12.0;        // intensity units
    double biasAmplitude = 0.15;     // multiplicative, 0 = none
    ScalarType imageType = ScalarType::Float32;
    uint64_t seed = 1;
    int threads = 0;                 // 0 = hardware concurrency
};

struct Phantom {
    Volume image;  // imageType, 1 component
    Volume label;  // uint8
};

Phantom generatePhantom(const PhantomParameters& parameters);

}  // namespace segstudio
