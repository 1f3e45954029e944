#include "io/Evaluation.h"

#include <cmath>
#include <limits>
#include <map>

#include <itkSignedMaurerDistanceMapImageFilter.h>

#include "common/Errors.h"
#include "common/Statistics.h"
#include "io/ItkBridge.h"

namespace segstudio::io {

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
using MaskImage = itk::Image<uint8_t, 3>;
using DistanceImage = itk::Image<float, 3>;

std::vector<int64_t> labelsOf(const Volume& v)
{
    std::vector<int64_t> out(static_cast<std::size_t>(v.voxelCount()));
    for (int64_t i = 0; i < v.voxelCount(); ++i)
        out[static_cast<std::size_t>(i)] = std::llround(v.valueAsDouble(i * v.components));
    return out;
}

// Voxels of the mask with a 6-neighbour outside it (or on the grid border).
std::vector<int64_t> surfaceVoxels(const std::vector<uint8_t>& mask, const Size3& size)
{
    std::vector<int64_t> surface;
    const int64_t sx = size[0], sy = size[1], sz = size[2];
    for (int64_t z = 0; z < sz; ++z)
        for (int64_t y = 0; y < sy; ++y)
            for (int64_t x = 0; x < sx; ++x) {
                const int64_t i = x + sx * (y + sy * z);
                if (!mask[static_cast<std::size_t>(i)])
                    continue;
                const bool border = x == 0 || y == 0 || z == 0 || x == sx - 1 || y == sy - 1 || z == sz - 1;
                if (border || !mask[i - 1] || !mask[i + 1] || !mask[i - sx] || !mask[i + sx] || !mask[i - sx * sy] ||
                    !mask[i + sx * sy])
                    surface.push_back(i);
            }
    return surface;
}

// Distance (mm) from every voxel to the nearest voxel of `mask` (0 inside).
std::vector<float> distanceToMask(const std::vector<uint8_t>& mask, const Geometry& geometry)
{
    auto image = MaskImage::New();
    copyGeometryToItk(geometry, image.GetPointer());
    image->Allocate();
    std::copy(mask.begin(), mask.end(), image->GetBufferPointer());
    auto filter = itk::SignedMaurerDistanceMapImageFilter<MaskImage, DistanceImage>::New();
    filter->SetInput(image);
    filter->SetUseImageSpacing(true);
    filter->SetSquaredDistance(false);
    filter->SetInsideIsPositive(false);
    filter->Update();
    const float* d = filter->GetOutput()->GetBufferPointer();
    std::vector<float> out(d, d + mask.size());
    for (float& v : out)
        v = std::max(0.0f, v);  // inside: 0
    return out;
}

double hausdorff95(const std::vector<uint8_t>& a, const std::vector<uint8_t>& b, const Geometry& geometry)
{
    const std::vector<int64_t> surfaceA = surfaceVoxels(a, geometry.size), surfaceB = surfaceVoxels(b, geometry.size);
    if (surfaceA.empty() || surfaceB.empty())
        return kNaN;
    // Distances between surfaces: a surface voxel of A to the nearest voxel of
    // B's surface is its distance to B plus at most one voxel; use distance
    // maps of the surfaces themselves so voxels inside count as well.
    std::vector<uint8_t> surfaceMaskA(a.size(), 0), surfaceMaskB(b.size(), 0);
    for (int64_t i : surfaceA)
        surfaceMaskA[static_cast<std::size_t>(i)] = 1;
    for (int64_t i : surfaceB)
        surfaceMaskB[static_cast<std::size_t>(i)] = 1;
    const std::vector<float> toB = distanceToMask(surfaceMaskB, geometry), toA = distanceToMask(surfaceMaskA, geometry);
    std::vector<double> distances;
    distances.reserve(surfaceA.size() + surfaceB.size());
    for (int64_t i : surfaceA)
        distances.push_back(toB[static_cast<std::size_t>(i)]);
    for (int64_t i : surfaceB)
        distances.push_back(toA[static_cast<std::size_t>(i)]);
    return percentile(distances, 95.0);
}

}  // namespace

CaseEvaluation evaluateSegmentation(const Volume& prediction, const Volume& reference, const std::vector<int>& labels,
                                    const std::string& predictionFile, const std::string& referenceFile)
{
    const auto differences = geometryDifferences(prediction.geometry, reference.geometry);
    if (!differences.empty()) {
        std::string text;
        for (const std::string& d : differences)
            text += (text.empty() ? "" : "; ") + d;
        throw InputError(predictionFile, "geometry", "does not match the reference " + referenceFile + ": " + text);
    }
    CaseEvaluation evaluation;
    evaluation.predictionFile = predictionFile;
    evaluation.referenceFile = referenceFile;
    const std::vector<int64_t> p = labelsOf(prediction), r = labelsOf(reference);
    const Geometry& g = reference.geometry;
    const double voxelMm3 = g.spacing[0] * g.spacing[1] * g.spacing[2];
    for (int label : labels) {
        LabelMetrics m;
        m.label = label;
        std::vector<uint8_t> a(p.size()), b(r.size());
        for (std::size_t i = 0; i < p.size(); ++i) {
            a[i] = p[i] == label;
            b[i] = r[i] == label;
            m.truePositives += a[i] && b[i];
            m.falsePositives += a[i] && !b[i];
            m.falseNegatives += !a[i] && b[i];
        }
        const double tp = static_cast<double>(m.truePositives);
        const double denominator = 2 * tp + m.falsePositives + m.falseNegatives;
        m.dice = denominator > 0 ? 2 * tp / denominator : kNaN;
        m.iou = denominator > 0 ? tp / (tp + m.falsePositives + m.falseNegatives) : kNaN;
        m.predictedVolumeMm3 = static_cast<double>(m.truePositives + m.falsePositives) * voxelMm3;
        m.referenceVolumeMm3 = static_cast<double>(m.truePositives + m.falseNegatives) * voxelMm3;
        m.hd95Mm = hausdorff95(a, b, g);
        evaluation.labels.push_back(m);
    }
    return evaluation;
}

std::vector<LabelMetrics> meanOverCases(const std::vector<CaseEvaluation>& cases)
{
    std::map<int, std::vector<const LabelMetrics*>> byLabel;
    for (const CaseEvaluation& c : cases)
        for (const LabelMetrics& m : c.labels)
            byLabel[m.label].push_back(&m);
    std::vector<LabelMetrics> means;
    for (const auto& [label, metrics] : byLabel) {
        LabelMetrics mean;
        mean.label = label;
        auto average = [&](double LabelMetrics::*field) {
            double sum = 0;
            int n = 0;
            for (const LabelMetrics* m : metrics)
                if (!std::isnan(m->*field)) {
                    sum += m->*field;
                    ++n;
                }
            return n ? sum / n : kNaN;
        };
        mean.dice = average(&LabelMetrics::dice);
        mean.iou = average(&LabelMetrics::iou);
        mean.hd95Mm = average(&LabelMetrics::hd95Mm);
        mean.predictedVolumeMm3 = average(&LabelMetrics::predictedVolumeMm3);
        mean.referenceVolumeMm3 = average(&LabelMetrics::referenceVolumeMm3);
        means.push_back(mean);
    }
    return means;
}

}  // namespace segstudio::io
