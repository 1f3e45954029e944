#pragma once
// Data augmentation on the training device (GPU or CPU), for a whole batch:
// rotation, scaling and mirroring as one affine resampling (grid_sample)
// from the loader's region down to the patch; then Gaussian noise, Gaussian
// blur, brightness, contrast, low-resolution simulation and gamma (of the
// inverted image, then of the image), each for the samples and channels
// whose parameters (drawn by the loader) switch it on. Runs under
// NoGradGuard on the calling (training) thread; random noise uses the
// device's default generator, seeded per sample from Batch::sampleSeeds.
#include <torch/torch.h>

#include "common/image/Geometry.h"
#include "engine/config/TrainingConfig.h"

namespace segstudio::engine {

class Augmenter {
public:
    Augmenter(int dimensions, const Triple& patchXyz, const Triple& regionXyz);

    // image (B, C, region...) float, labels (B, 1, region...) uint8, both on
    // the training device; parameters (B, augmentationParameterCount(C)) float64
    // on the CPU; sampleSeeds: one per sample (its noise). Returns the
    // patch-sized image (float) and labels (int64).
    std::pair<torch::Tensor, torch::Tensor> apply(const torch::Tensor& image, const torch::Tensor& labels,
                                                  const torch::Tensor& parameters,
                                                  const std::vector<uint64_t>& sampleSeeds) const;

    // The centre crop alone (validation of the loader, and no-augmentation runs).
    std::pair<torch::Tensor, torch::Tensor> centreCrop(const torch::Tensor& image, const torch::Tensor& labels) const;

private:
    torch::Tensor affineMatrices(const torch::Tensor& parameters) const;
    void applyIntensity(torch::Tensor& image, const torch::Tensor& parameters,
                        const std::vector<uint64_t>& sampleSeeds) const;

    int m_dimensions;
    Triple m_patch, m_region;
};

// Separable Gaussian blur of one sample (C, spatial...) with a sigma in
// voxels per axis (x, y, z; 0 leaves an axis as it is).
torch::Tensor gaussianBlur(const torch::Tensor& sample, const Vec3& sigmaXyz);

}  // namespace segstudio::engine
