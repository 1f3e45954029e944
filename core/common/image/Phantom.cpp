#include "common/image/Phantom.h"

#include <algorithm>
#include <cmath>
#include <random>
#include <thread>
#include <vector>

namespace segstudio {

namespace {

constexpr double kPi = 3.14159265358979323846;
constexpr double kBodyIntensity = 100.0;

// A deformed, rotated ellipsoid in normalised image coordinates ([0,1]^3).
struct Blob {
    Vec3 centre{};
    Vec3 radii{};
    Matrix3 rotation = identityMatrix3();
    double deformation = 0;  // relative radius wobble
    Vec3 frequency{};
    Vec3 phase{};
    int label = 0;
    double intensity = 0;

    bool contains(const Vec3& p) const
    {
        Vec3 local{};
        for (int r = 0; r < 3; ++r) {
            double sum = 0;
            for (int c = 0; c < 3; ++c)
                sum += rotation[c * 3 + r] * (p[c] - centre[c]);  // R^T (p - centre)
            local[r] = sum / radii[r];
        }
        const double distance = std::sqrt(local[0] * local[0] + local[1] * local[1] + local[2] * local[2]);
        if (distance < 1e-9)
            return true;
        const double wobble = 1.0 + deformation * std::sin(frequency[0] * local[0] / distance + phase[0]) *
                                        std::cos(frequency[1] * local[1] / distance + phase[1]) *
                                        std::sin(frequency[2] * local[2] / distance + phase[2]);
        return distance < wobble;
    }
};

Matrix3 rotationFromAngles(double a, double b, double c)
{
    const Matrix3 rx{1, 0, 0, 0, std::cos(a), -std::sin(a), 0, std::sin(a), std::cos(a)};
    const Matrix3 ry{std::cos(b), 0, std::sin(b), 0, 1, 0, -std::sin(b), 0, std::cos(b)};
    const Matrix3 rz{std::cos(c), -std::sin(c), 0, std::sin(c), std::cos(c), 0, 0, 0, 1};
    return multiply(rz, multiply(ry, rx));
}

std::vector<Blob> makeBlobs(const PhantomParameters& p, std::mt19937_64& random)
{
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    std::vector<Blob> blobs;
    Blob body;
    body.centre = {0.5, 0.5, 0.5};
    body.radii = {0.46, 0.44, 0.47};
    body.deformation = 0.04;
    body.frequency = {3, 2, 3};
    body.intensity = kBodyIntensity;
    blobs.push_back(body);
    for (int label = 1; label <= p.foregroundClasses; ++label) {
        Blob organ;
        organ.label = label;
        organ.intensity = kBodyIntensity + 70.0 * label * (label % 2 ? 1.0 : -0.6);
        const double size = 0.10 + 0.12 * unit(random) / std::sqrt(static_cast<double>(label));
        organ.radii = {size * (0.8 + 0.5 * unit(random)), size * (0.8 + 0.5 * unit(random)),
                       size * (0.8 + 0.5 * unit(random))};
        for (int axis = 0; axis < 3; ++axis)
            organ.centre[axis] = 0.5 + (unit(random) - 0.5) * 0.45;
        if (p.sizeXyz[2] == 1)
            organ.centre[2] = 0.5;  // 2D: every organ crosses the one slice
        organ.rotation = rotationFromAngles(kPi * unit(random), kPi * unit(random), kPi * unit(random));
        organ.deformation = 0.1 + 0.15 * unit(random);
        organ.frequency = {2 + 4 * unit(random), 2 + 4 * unit(random), 2 + 4 * unit(random)};
        organ.phase = {2 * kPi * unit(random), 2 * kPi * unit(random), 2 * kPi * unit(random)};
        blobs.push_back(organ);
    }
    return blobs;
}

double biasAt(const Vec3& p, double amplitude, const Vec3& phase)
{
    return 1.0 + amplitude * std::sin(kPi * p[0] + phase[0]) * std::cos(kPi * 0.8 * p[1] + phase[1]) *
                     std::cos(kPi * 0.6 * p[2] + phase[2]);
}

}  // namespace

Phantom generatePhantom(const PhantomParameters& p)
{
    std::mt19937_64 random(p.seed);
    const std::vector<Blob> blobs = makeBlobs(p, random);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    const Vec3 biasPhase{2 * kPi * unit(random), 2 * kPi * unit(random), 2 * kPi * unit(random)};

    Geometry geometry;
    geometry.size = p.sizeXyz;
    geometry.spacing = p.spacingXyz;
    geometry.origin = p.originXyz;
    geometry.direction = p.direction;
    Phantom phantom{Volume::allocate(geometry, p.imageType), Volume::allocate(geometry, ScalarType::UInt8)};
    std::vector<float> intensity(static_cast<std::size_t>(geometry.voxelCount()));
    uint8_t* labels = phantom.label.data<uint8_t>();

    // Blobs live in physical space so anisotropic spacing gives round organs.
    Vec3 extentMm{};
    for (int axis = 0; axis < 3; ++axis)
        extentMm[axis] = p.sizeXyz[axis] * p.spacingXyz[axis];
    const double longest = *std::max_element(extentMm.begin(), extentMm.end());

    auto fillSlices = [&](int64_t zBegin, int64_t zEnd) {
        for (int64_t z = zBegin; z < zEnd; ++z) {
            std::mt19937_64 sliceRandom(p.seed * 1000003ULL + static_cast<uint64_t>(z));
            std::normal_distribution<double> noise(0.0, p.noiseSigma);
            for (int64_t y = 0; y < p.sizeXyz[1]; ++y)
                for (int64_t x = 0; x < p.sizeXyz[0]; ++x) {
                    const int64_t index = x + p.sizeXyz[0] * (y + p.sizeXyz[1] * z);
                    const int64_t voxel[3] = {x, y, z};
                    Vec3 normalised{};
                    for (int axis = 0; axis < 3; ++axis)
                        normalised[axis] = 0.5 + ((voxel[axis] + 0.5) * p.spacingXyz[axis] - 0.5 * extentMm[axis]) / longest;
                    double value = 0;
                    int label = 0;
                    for (const Blob& blob : blobs)
                        if (blob.contains(normalised)) {
                            value = blob.intensity;
                            label = blob.label;
                        }
                    const double n = noise(sliceRandom);  // drawn for every voxel: thread-count independent
                    if (value > 0)
                        value = value * biasAt(normalised, p.biasAmplitude, biasPhase) + n;
                    intensity[static_cast<std::size_t>(index)] = static_cast<float>(value);
                    labels[index] = static_cast<uint8_t>(label);
                }
        }
    };
    const int threads = std::max(1, p.threads > 0 ? p.threads : static_cast<int>(std::thread::hardware_concurrency()));
    std::vector<std::thread> workers;
    const int64_t depth = p.sizeXyz[2];
    for (int t = 0; t < threads; ++t)
        workers.emplace_back(fillSlices, depth * t / threads, depth * (t + 1) / threads);
    for (std::thread& worker : workers)
        worker.join();

    Volume floatImage = Volume::allocate(geometry, ScalarType::Float32);
    std::copy(intensity.begin(), intensity.end(), floatImage.data<float>());
    phantom.image = p.imageType == ScalarType::Float32 ? std::move(floatImage) : floatImage.convertedTo(p.imageType);
    return phantom;
}

}  // namespace segstudio
