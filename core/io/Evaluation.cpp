#include "io/Evaluation.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>

#include <itkSignedMaurerDistanceMapImageFilter.h>

#include "common/Errors.h"
#include "common/image/SegmentationMetrics.h"
#include "io/ItkBridge.h"

namespace segstudio::io {

namespace {

using MaskImage = itk::Image<uint8_t, 3>;
using DistanceImage = itk::Image<float, 3>;

std::vector<int64_t> labelsOf(const Volume& v)
{
    std::vector<int64_t> out(static_cast<std::size_t>(v.voxelCount()));
    for (int64_t i = 0; i < v.voxelCount(); ++i)
        out[static_cast<std::size_t>(i)] = std::llround(v.valueAsDouble(i * v.components));
    return out;
}

// Voxels of the mask with a neighbour outside it, or on the grid border,
// along the axes longer than one voxel only: a 2D image (one slice) has its
// contours as surface, not every foreground pixel (MONAI's mask edges of
// the squeezed mask; 6-connectivity in 3D, 4 in 2D).
std::vector<int64_t> surfaceVoxels(const std::vector<uint8_t>& mask, const Size3& size)
{
    std::vector<int64_t> surface;
    const int64_t sx = size[0], sy = size[1], sz = size[2];
    const int64_t stride[3] = {1, sx, sx * sy};
    for (int64_t z = 0; z < sz; ++z)
        for (int64_t y = 0; y < sy; ++y)
            for (int64_t x = 0; x < sx; ++x) {
                const int64_t i = x + sx * (y + sy * z);
                if (!mask[static_cast<std::size_t>(i)])
                    continue;
                const int64_t position[3] = {x, y, z};
                bool onSurface = false;
                for (int axis = 0; axis < 3 && !onSurface; ++axis) {
                    if (size[axis] < 2)
                        continue;  // a flat axis has no faces
                    const int64_t p = position[axis], s = stride[axis];
                    onSurface = p == 0 || p == size[axis] - 1 || !mask[static_cast<std::size_t>(i - s)] ||
                                !mask[static_cast<std::size_t>(i + s)];
                }
                if (onSurface)
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

struct SurfaceDistances {
    std::vector<double> predictionToReference, referenceToPrediction;  // mm, per surface voxel
};

// Directed distances between the two surfaces: from each surface voxel of one
// to the nearest surface voxel of the other (distance maps of the surfaces).
SurfaceDistances surfaceDistances(const std::vector<uint8_t>& prediction, const std::vector<uint8_t>& reference,
                                  const Geometry& geometry)
{
    const std::vector<int64_t> surfaceP = surfaceVoxels(prediction, geometry.size);
    const std::vector<int64_t> surfaceR = surfaceVoxels(reference, geometry.size);
    SurfaceDistances d;
    if (surfaceP.empty() || surfaceR.empty()) {  // nothing to measure to: every surface voxel is "far"
        d.predictionToReference.assign(surfaceP.size(), std::numeric_limits<double>::infinity());
        d.referenceToPrediction.assign(surfaceR.size(), std::numeric_limits<double>::infinity());
        return d;
    }
    std::vector<uint8_t> maskP(prediction.size(), 0), maskR(reference.size(), 0);
    for (int64_t i : surfaceP)
        maskP[static_cast<std::size_t>(i)] = 1;
    for (int64_t i : surfaceR)
        maskR[static_cast<std::size_t>(i)] = 1;
    const std::vector<float> toR = distanceToMask(maskR, geometry), toP = distanceToMask(maskP, geometry);
    for (int64_t i : surfaceP)
        d.predictionToReference.push_back(toR[static_cast<std::size_t>(i)]);
    for (int64_t i : surfaceR)
        d.referenceToPrediction.push_back(toP[static_cast<std::size_t>(i)]);
    return d;
}

}  // namespace

std::vector<ScoredStructure> structuresOfLabels(const std::vector<int>& labels)
{
    std::vector<ScoredStructure> structures;
    for (int label : labels)
        structures.push_back({"", {label}});
    return structures;
}

std::vector<ScoredStructure> structuresOfRegions(const RegionLabels& regions)
{
    std::vector<ScoredStructure> structures;
    for (const LabelRegion& r : regions.regions)
        structures.push_back({r.name, r.values});
    return structures;
}

CaseEvaluation evaluateSegmentation(const Volume& prediction, const Volume& reference,
                                    const std::vector<ScoredStructure>& structures,
                                    const std::string& predictionFile, const std::string& referenceFile,
                                    const EvaluationOptions& options)
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
    const double diagonalMm = std::sqrt(std::pow(static_cast<double>(g.size[0]) * g.spacing[0], 2) +
                                        std::pow(static_cast<double>(g.size[1]) * g.spacing[1], 2) +
                                        std::pow(static_cast<double>(g.size[2]) * g.spacing[2], 2));
    for (const ScoredStructure& structure : structures) {
        LabelMetrics m;
        m.label = structure.values.empty() ? 0 : structure.values.front();
        m.structure = structure;
        const auto holds = [&](int64_t v) {
            return std::find(structure.values.begin(), structure.values.end(), v) != structure.values.end();
        };
        std::vector<uint8_t> a(p.size()), b(r.size());
        for (std::size_t i = 0; i < p.size(); ++i) {
            if (options.unannotatedValue && r[i] == *options.unannotatedValue)
                continue;  // a[i] = b[i] = 0
            a[i] = holds(p[i]);
            b[i] = holds(r[i]);
            m.truePositives += a[i] && b[i];
            m.falsePositives += a[i] && !b[i];
            m.falseNegatives += !a[i] && b[i];
        }
        m.dice = diceScore(m.truePositives, m.falsePositives, m.falseNegatives);
        m.iou = iouScore(m.truePositives, m.falsePositives, m.falseNegatives);
        m.predictedVolumeMm3 = static_cast<double>(m.truePositives + m.falsePositives) * voxelMm3;
        m.referenceVolumeMm3 = static_cast<double>(m.truePositives + m.falseNegatives) * voxelMm3;
        const SurfaceDistances d = surfaceDistances(a, b, g);
        m.hd95Mm = hausdorff95FromDistances(d.predictionToReference, d.referenceToPrediction);
        m.hd95PenaltyMm = diagonalMm;
        m.hd95PenalisedCases = (m.truePositives + m.falsePositives > 0) != (m.truePositives + m.falseNegatives > 0);
        m.surfaceDice = surfaceDiceFromDistances(d.predictionToReference, d.referenceToPrediction,
                                                 options.surfaceToleranceMm);
        evaluation.labels.push_back(m);
    }
    return evaluation;
}

std::vector<LabelMetrics> meanOverCases(const std::vector<CaseEvaluation>& cases)
{
    // In the order structures first appear.
    std::vector<std::vector<const LabelMetrics*>> byStructure;
    for (const CaseEvaluation& c : cases)
        for (const LabelMetrics& m : c.labels) {
            auto same = std::find_if(byStructure.begin(), byStructure.end(), [&](const auto& list) {
                return list.front()->structure.name == m.structure.name &&
                       list.front()->structure.values == m.structure.values;
            });
            if (same == byStructure.end())
                byStructure.push_back({&m});
            else
                same->push_back(&m);
        }
    std::vector<LabelMetrics> means;
    for (const std::vector<const LabelMetrics*>& metrics : byStructure) {
        LabelMetrics mean;
        mean.label = metrics.front()->label;
        mean.structure = metrics.front()->structure;
        auto average = [&](double LabelMetrics::*field) {
            std::vector<double> values;
            for (const LabelMetrics* m : metrics)
                values.push_back(m->*field);
            return meanIgnoringNaN(values);
        };
        mean.dice = average(&LabelMetrics::dice);
        mean.iou = average(&LabelMetrics::iou);
        std::vector<double> hd95;
        for (const LabelMetrics* m : metrics) {
            hd95.push_back(m->hd95PenalisedCases ? m->hd95PenaltyMm : m->hd95Mm);
            mean.hd95PenalisedCases += m->hd95PenalisedCases;
            mean.hd95PenaltyMm = std::max(mean.hd95PenaltyMm, m->hd95PenaltyMm);
        }
        mean.hd95Mm = meanIgnoringNaN(hd95);
        mean.surfaceDice = average(&LabelMetrics::surfaceDice);
        mean.predictedVolumeMm3 = average(&LabelMetrics::predictedVolumeMm3);
        mean.referenceVolumeMm3 = average(&LabelMetrics::referenceVolumeMm3);
        means.push_back(mean);
    }
    return means;
}

namespace {

void checkSameGrid(const Volume& prediction, const Volume& reference)
{
    if (prediction.geometry.size != reference.geometry.size)
        throw InputError("", "grid", "the prediction's grid " + formatSize(prediction.geometry.size) +
                                         " differs from the reference's " + formatSize(reference.geometry.size));
}

}  // namespace

Volume differenceMap(const Volume& prediction, const Volume& reference)
{
    checkSameGrid(prediction, reference);
    Volume out = Volume::allocate(prediction.geometry, ScalarType::UInt8);
    uint8_t* d = out.data<uint8_t>();
    for (int64_t i = 0; i < out.voxelCount(); ++i) {
        const double p = prediction.valueAsDouble(i * prediction.components), r = reference.valueAsDouble(i * reference.components);
        d[i] = p == r ? kAgree : r == 0 ? kFalsePositive : p == 0 ? kFalseNegative : kWrongLabel;
    }
    return out;
}

ErrorLocation largestErrorSlice(const Volume& prediction, const Volume& reference, const std::vector<int>& values, int axis)
{
    checkSameGrid(prediction, reference);
    const Size3& size = prediction.geometry.size;
    auto inStructure = [&](double v) {
        if (values.empty())
            return v != 0;
        for (int value : values)
            if (v == value)
                return true;
        return false;
    };
    std::vector<int64_t> perSlice(static_cast<std::size_t>(size[axis]), 0);
    auto isError = [&](int64_t i) {
        return inStructure(prediction.valueAsDouble(i * prediction.components)) !=
               inStructure(reference.valueAsDouble(i * reference.components));
    };
    for (int64_t z = 0, i = 0; z < size[2]; ++z)
        for (int64_t y = 0; y < size[1]; ++y)
            for (int64_t x = 0; x < size[0]; ++x, ++i)
                if (isError(i))
                    ++perSlice[static_cast<std::size_t>(axis == 0 ? x : axis == 1 ? y : z)];
    ErrorLocation location;
    const auto worst = std::max_element(perSlice.begin(), perSlice.end());
    if (worst == perSlice.end() || *worst == 0)
        return location;
    const int64_t slice = worst - perSlice.begin();
    location.errorVoxels = *worst;
    // The centroid of that slice's errors, then the error voxel nearest it.
    std::array<double, 3> sum{0, 0, 0};
    std::vector<std::array<int64_t, 3>> errors;
    std::array<int64_t, 3> lo{0, 0, 0}, hi{size[0] - 1, size[1] - 1, size[2] - 1};
    lo[axis] = hi[axis] = slice;  // that slice only
    for (int64_t z = lo[2]; z <= hi[2]; ++z)
        for (int64_t y = lo[1]; y <= hi[1]; ++y)
            for (int64_t x = lo[0]; x <= hi[0]; ++x) {
                const std::array<int64_t, 3> p{x, y, z};
                if (isError(x + size[0] * (y + size[1] * z))) {
                    errors.push_back(p);
                    for (int a = 0; a < 3; ++a)
                        sum[a] += static_cast<double>(p[a]);
                }
            }
    double best = -1;
    for (const auto& p : errors) {
        double d = 0;
        for (int a = 0; a < 3; ++a)
            d += std::pow(static_cast<double>(p[a]) - sum[a] / static_cast<double>(errors.size()), 2);
        if (best < 0 || d < best) {
            best = d;
            location.voxel = p;
        }
    }
    return location;
}

}  // namespace segstudio::io
