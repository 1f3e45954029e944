#include "io/Instances.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <stdexcept>
#include <unordered_map>

#include <itkConnectedComponentImageFilter.h>
#include <itkDiscreteGaussianImageFilter.h>
#include <itkHMaximaImageFilter.h>
#include <itkRegionalMaximaImageFilter.h>
#include <itkMorphologicalWatershedFromMarkersImageFilter.h>
#include <itkSignedMaurerDistanceMapImageFilter.h>

#include "common/Errors.h"
#include "io/ItkBridge.h"

namespace segstudio::io {

namespace {

// Voxels on each side of a wall between two touching objects that are
// boundary: two, so that interiors stay apart where the network thins it.
constexpr int64_t kWallVoxels = 2;

using MaskImage = itk::Image<uint8_t, 3>;
using IdImage = itk::Image<uint32_t, 3>;
using FloatImage = itk::Image<float, 3>;

// Instances from classes (instancesFromClasses): the interior depth map is
// smoothed with this sigma, in voxels of the finest spacing, and a peak of
// it seeds a cell when it rises this many voxels above the saddle to any
// higher peak. Chosen on dense-tissue phantoms (bench/dense_cells): sigma 1
// and dynamic 2 gave AP@0.5 0.977 and AP@0.75 0.934; dynamic 1 splits more
// cells, 3 merges more.
constexpr double kDepthSmoothingSigma = 1.0;
constexpr double kSeedDynamic = 2.0;

// Object ids as int64, checked: whole, non-negative numbers.
std::vector<int64_t> objectIds(const Volume& map, const std::string& file)
{
    if (map.components != 1)
        throw InputError(file, "instances", "an instance map holds one id per voxel, not " +
                                                std::to_string(map.components) + " channels");
    std::vector<int64_t> ids(static_cast<std::size_t>(map.voxelCount()));
    for (int64_t i = 0; i < map.voxelCount(); ++i) {
        const double value = map.valueAsDouble(i);
        if (!(value >= 0) || value != std::floor(value) || value > 9.0e15)
            throw InputError(file, "instances", "holds the value " + std::to_string(value) +
                                                    "; object ids are whole numbers from 0 (background) up");
        ids[static_cast<std::size_t>(i)] = static_cast<int64_t>(value);
    }
    return ids;
}

MaskImage::Pointer maskImage(const Geometry& geometry, const std::vector<uint8_t>& mask)
{
    auto image = MaskImage::New();
    copyGeometryToItk(geometry, image.GetPointer());
    image->Allocate();
    std::copy(mask.begin(), mask.end(), image->GetBufferPointer());
    return image;
}

IdImage::Pointer components(const MaskImage* mask, int threads)
{
    auto filter = itk::ConnectedComponentImageFilter<MaskImage, IdImage>::New();
    filter->SetInput(mask);
    filter->SetFullyConnected(false);
    filter->SetNumberOfWorkUnits(static_cast<itk::ThreadIdType>(std::max(1, threads)));
    filter->Update();
    return filter->GetOutput();
}

Volume consecutiveIds(const Geometry& geometry, const std::vector<uint32_t>& labels)
{
    std::unordered_map<uint32_t, int32_t> renumbered;
    for (uint32_t label : labels)
        if (label != 0 && !renumbered.count(label))
            renumbered.emplace(label, static_cast<int32_t>(renumbered.size() + 1));
    const bool fitsUInt16 = renumbered.size() <= 65535;
    Volume out = Volume::allocate(geometry, fitsUInt16 ? ScalarType::UInt16 : ScalarType::Int32);
    for (std::size_t i = 0; i < labels.size(); ++i) {
        const int32_t id = labels[i] ? renumbered.at(labels[i]) : 0;
        if (fitsUInt16)
            out.data<uint16_t>()[i] = static_cast<uint16_t>(id);
        else
            out.data<int32_t>()[i] = id;
    }
    return out;
}

Volume targetOfIds(const std::vector<int64_t>& ids, const Geometry& geometry)
{
    const Size3& s = geometry.size;
    Volume target = Volume::allocate(geometry, ScalarType::UInt8);
    uint8_t* out = target.data<uint8_t>();
    const int64_t strides[3] = {1, s[0], s[0] * s[1]};
    for (int64_t z = 0; z < s[2]; ++z)
        for (int64_t y = 0; y < s[1]; ++y)
            for (int64_t x = 0; x < s[0]; ++x) {
                const int64_t i = x + s[0] * (y + s[1] * z);
                const int64_t id = ids[static_cast<std::size_t>(i)];
                if (id == 0) {
                    out[i] = 0;
                    continue;
                }
                const int64_t at[3] = {x, y, z};
                bool rim = false;
                for (int a = 0; a < 3 && !rim; ++a) {
                    if (s[a] == 1)
                        continue;  // a single slice has no neighbours across it
                    // The image edge is no rim: the object may go on outside.
                    for (int64_t step = 1; step <= kWallVoxels && !rim; ++step)
                        for (const int64_t to : {at[a] - step, at[a] + step}) {
                            if (to < 0 || to >= s[a])
                                continue;
                            const int64_t other = ids[static_cast<std::size_t>(i + (to - at[a]) * strides[a])];
                            // The outer rim is one voxel; a wall shared with another object two on each side.
                            rim |= other != id && (step == 1 || other != 0);
                        }
                }
                out[i] = static_cast<uint8_t>(rim ? kInstanceBoundaryValue : kInstanceInteriorValue);
            }
    return target;
}

std::vector<std::pair<int64_t, int64_t>> piecesOfIds(const std::vector<int64_t>& ids, const Size3& s)
{
    const int64_t strides[3] = {1, s[0], s[0] * s[1]};
    std::vector<uint8_t> seen(ids.size(), 0);
    std::map<int64_t, int64_t> pieces;
    std::vector<int64_t> stack;
    for (int64_t start = 0; start < static_cast<int64_t>(ids.size()); ++start) {
        const int64_t id = ids[static_cast<std::size_t>(start)];
        if (id == 0 || seen[static_cast<std::size_t>(start)])
            continue;
        ++pieces[id];
        seen[static_cast<std::size_t>(start)] = 1;
        stack.assign(1, start);
        while (!stack.empty()) {  // flood this piece over face neighbours of the same id
            const int64_t v = stack.back();
            stack.pop_back();
            const int64_t at[3] = {v % s[0], (v / s[0]) % s[1], v / (s[0] * s[1])};
            for (int a = 0; a < 3; ++a)
                for (const int64_t step : {int64_t(-1), int64_t(1)}) {
                    if (at[a] + step < 0 || at[a] + step >= s[a])
                        continue;
                    const int64_t u = v + step * strides[a];
                    if (!seen[static_cast<std::size_t>(u)] && ids[static_cast<std::size_t>(u)] == id) {
                        seen[static_cast<std::size_t>(u)] = 1;
                        stack.push_back(u);
                    }
                }
        }
    }
    std::vector<std::pair<int64_t, int64_t>> several;
    for (const auto& [id, count] : pieces)
        if (count > 1)
            several.emplace_back(id, count);
    return several;
}

// An interior with no peak of its own (a cell too thin for its depth to
// rise kSeedDynamic, but walled off from the others) is one more marker,
// unless it is a speck under a tenth of the median interior.
void seedUnseededInteriors(const MaskImage* interior, uint32_t* marker, int threads)
{
    IdImage::Pointer parts = components(interior, threads);
    const uint32_t* part = parts->GetBufferPointer();
    const std::size_t n = parts->GetBufferedRegion().GetNumberOfPixels();
    std::unordered_map<uint32_t, int64_t> sizes;
    std::unordered_map<uint32_t, bool> seeded;
    uint32_t next = 0;
    for (std::size_t i = 0; i < n; ++i) {
        next = std::max(next, marker[i]);
        if (!part[i])
            continue;
        ++sizes[part[i]];
        seeded[part[i]] |= marker[i] != 0;
    }
    std::vector<int64_t> ordered;
    for (const auto& [id, size] : sizes)
        ordered.push_back(size);
    std::sort(ordered.begin(), ordered.end());
    const int64_t minimum = ordered.empty() ? 0 : ordered[ordered.size() / 2] / 10;
    std::unordered_map<uint32_t, uint32_t> added;
    for (std::size_t i = 0; i < n; ++i)
        if (part[i] && !seeded[part[i]] && sizes[part[i]] >= minimum) {
            auto found = added.find(part[i]);
            if (found == added.end())
                found = added.emplace(part[i], ++next).first;
            marker[i] = found->second;
        }
}

}  // namespace

Volume instanceTrainingTarget(const Volume& instances, const std::string& file)
{
    return targetOfIds(objectIds(instances, file), instances.geometry);
}

CheckedInstances checkInstances(const Volume& instances, const std::string& file)
{
    const std::vector<int64_t> ids = objectIds(instances, file);
    return {targetOfIds(ids, instances.geometry), piecesOfIds(ids, instances.geometry.size)};
}

Volume instancesFromClasses(const Volume& classes, int threads)
{
    const std::size_t n = static_cast<std::size_t>(classes.voxelCount());
    std::vector<uint8_t> foreground(n), interior(n);
    for (std::size_t i = 0; i < n; ++i) {
        const int value = static_cast<int>(classes.valueAsDouble(static_cast<int64_t>(i) * classes.components));
        foreground[i] = value == kInstanceInteriorValue || value == kInstanceBoundaryValue;
        interior[i] = value == kInstanceInteriorValue;
    }
    // Distances in units of the finest spacing: the constants below are
    // voxels across the plane, whatever the scan's units or anisotropy.
    Geometry normalised = classes.geometry;
    const double finest = std::min({normalised.spacing[0], normalised.spacing[1],
                                    normalised.size[2] == 1 ? normalised.spacing[0] : normalised.spacing[2]});
    for (int a = 0; a < 3; ++a)
        normalised.spacing[a] = normalised.size[a] == 1 ? 1.0 : normalised.spacing[a] / finest;

    // Depth inside the interiors: the distance to the nearest voxel that is
    // not interior (as scipy's distance_transform_edt counts it), smoothed.
    auto distance = itk::SignedMaurerDistanceMapImageFilter<MaskImage, FloatImage>::New();
    std::vector<uint8_t> notInterior(n);
    for (std::size_t i = 0; i < n; ++i)
        notInterior[i] = !interior[i];
    distance->SetInput(maskImage(normalised, notInterior));
    distance->SetInsideIsPositive(false);
    distance->SetUseImageSpacing(true);
    distance->SetSquaredDistance(false);
    distance->SetBackgroundValue(0);
    distance->SetNumberOfWorkUnits(static_cast<itk::ThreadIdType>(std::max(1, threads)));
    distance->Update();
    FloatImage::Pointer depth = distance->GetOutput();
    float* d = depth->GetBufferPointer();
    for (std::size_t i = 0; i < n; ++i)
        d[i] = interior[i] ? std::max(d[i], 0.0f) : 0.0f;
    auto smooth = itk::DiscreteGaussianImageFilter<FloatImage, FloatImage>::New();
    smooth->SetInput(depth);
    itk::FixedArray<double, 3> variance;
    for (unsigned a = 0; a < 3; ++a)
        variance[a] = normalised.size[a] == 1 ? 0.0 : kDepthSmoothingSigma * kDepthSmoothingSigma;
    smooth->SetVariance(variance);
    smooth->SetUseImageSpacing(true);
    smooth->SetNumberOfWorkUnits(static_cast<itk::ThreadIdType>(std::max(1, threads)));
    smooth->Update();
    FloatImage::Pointer smoothed = smooth->GetOutput();

    // Markers: the peaks of depth that stand at least kSeedDynamic above
    // every path to another peak (h-maxima); two cells whose interiors touch
    // across a faint wall keep a saddle between their centres, so each keeps
    // its own marker.
    auto dome = itk::HMaximaImageFilter<FloatImage, FloatImage>::New();
    dome->SetInput(smoothed);
    dome->SetHeight(kSeedDynamic);
    dome->SetFullyConnected(true);
    dome->Update();
    auto peaks = itk::RegionalMaximaImageFilter<FloatImage, MaskImage>::New();
    peaks->SetInput(dome->GetOutput());
    peaks->SetFullyConnected(true);
    peaks->SetFlatIsMaxima(false);
    peaks->SetForegroundValue(1);
    peaks->SetBackgroundValue(0);
    peaks->Update();
    MaskImage::Pointer peakMask = peaks->GetOutput();
    uint8_t* peak = peakMask->GetBufferPointer();
    const float* domes = dome->GetOutput()->GetBufferPointer();
    for (std::size_t i = 0; i < n; ++i)
        peak[i] = peak[i] && domes[i] > 0 && interior[i];
    auto peakLabels = itk::ConnectedComponentImageFilter<MaskImage, IdImage>::New();
    peakLabels->SetInput(peakMask);
    peakLabels->SetFullyConnected(true);
    peakLabels->Update();
    IdImage::Pointer markers = peakLabels->GetOutput();
    uint32_t* marker = markers->GetBufferPointer();
    seedUnseededInteriors(maskImage(classes.geometry, interior), marker, threads);

    // Flood from the markers down the depth: each cell takes the interior
    // around its peak, and boundary voxels go to the interior they border.
    // The background is the highest ground, flooded last: an object's voxel
    // is reached through its own object, never through the background (which
    // could hand it a marker it does not touch, an id in two pieces).
    FloatImage::Pointer ground = smoothed;
    float* height = ground->GetBufferPointer();
    for (std::size_t i = 0; i < n; ++i)
        height[i] = foreground[i] ? -height[i] : std::numeric_limits<float>::max();
    auto watershed = itk::MorphologicalWatershedFromMarkersImageFilter<FloatImage, IdImage>::New();
    watershed->SetInput(ground);
    watershed->SetMarkerImage(markers);
    watershed->SetMarkWatershedLine(false);
    watershed->SetFullyConnected(false);
    watershed->Update();
    const uint32_t* flooded = watershed->GetOutput()->GetBufferPointer();
    MaskImage::Pointer foregroundImage = maskImage(classes.geometry, foreground);

    // Inside the objects only; an object with no marker is one instance.
    IdImage::Pointer pieces = components(foregroundImage, threads);
    const uint32_t* piece = pieces->GetBufferPointer();
    std::unordered_map<uint32_t, bool> pieceHasMarker;
    uint32_t largestMarker = 0;
    for (std::size_t i = 0; i < n; ++i) {
        largestMarker = std::max(largestMarker, marker[i]);
        if (piece[i])
            pieceHasMarker[piece[i]] |= marker[i] != 0;
    }
    std::vector<uint32_t> labels(n, 0);
    for (std::size_t i = 0; i < n; ++i)
        if (foreground[i])
            labels[i] = pieceHasMarker[piece[i]] ? flooded[i] : largestMarker + piece[i];
    return consecutiveIds(classes.geometry, labels);
}

// ------------------------------------------------------------ metrics ----

double InstanceScores::precision() const
{
    const int64_t predicted = truePositives + falsePositives;
    return predicted ? double(truePositives) / double(predicted) : (falseNegatives ? 0.0 : 1.0);
}

double InstanceScores::recall() const
{
    const int64_t reference = truePositives + falseNegatives;
    return reference ? double(truePositives) / double(reference) : (falsePositives ? 0.0 : 1.0);
}

double InstanceScores::f1() const
{
    const int64_t all = 2 * truePositives + falsePositives + falseNegatives;
    return all ? 2.0 * double(truePositives) / double(all) : 1.0;
}

double InstanceScores::averagePrecision() const
{
    const int64_t all = truePositives + falsePositives + falseNegatives;
    return all ? double(truePositives) / double(all) : 1.0;
}

InstanceEvaluation evaluateInstances(const Volume& predicted, const Volume& reference,
                                     const std::vector<double>& thresholds, int ignoreValue,
                                     const std::string& predictionFile, const std::string& referenceFile)
{
    const std::string predictionName = predictionFile.empty() ? "prediction" : predictionFile;
    const std::string referenceName = referenceFile.empty() ? "reference" : referenceFile;
    if (predicted.geometry.size != reference.geometry.size)
        throw InputError(predictionFile, "instances", "the prediction (" + formatSize(predicted.geometry.size) +
                                                          ") and the reference " + referenceName + " (" +
                                                          formatSize(reference.geometry.size) + ") have different grids");
    const std::vector<int64_t> p = objectIds(predicted, predictionName), r = objectIds(reference, referenceName);
    std::unordered_map<int64_t, int64_t> predictedSize, referenceSize;
    struct PairHash {
        std::size_t operator()(const std::pair<int64_t, int64_t>& k) const
        {
            return std::hash<int64_t>()(k.first * 1000003 ^ k.second);
        }
    };
    std::unordered_map<std::pair<int64_t, int64_t>, int64_t, PairHash> overlap;
    for (std::size_t i = 0; i < p.size(); ++i) {
        if (ignoreValue >= 0 && r[i] == ignoreValue)
            continue;
        if (p[i])
            ++predictedSize[p[i]];
        if (r[i])
            ++referenceSize[r[i]];
        if (p[i] && r[i])
            ++overlap[{p[i], r[i]}];
    }
    std::vector<std::pair<double, std::pair<int64_t, int64_t>>> pairs;  // (IoU, (predicted, reference))
    for (const auto& [key, intersection] : overlap) {
        const double iou = double(intersection) /
                           double(predictedSize[key.first] + referenceSize[key.second] - intersection);
        pairs.push_back({iou, key});
    }
    std::sort(pairs.begin(), pairs.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
    InstanceEvaluation evaluation;
    evaluation.predictedObjects = static_cast<int64_t>(predictedSize.size());
    evaluation.referenceObjects = static_cast<int64_t>(referenceSize.size());
    for (double threshold : thresholds) {
        if (threshold < 0.5 || threshold >= 1.0)
            throw std::invalid_argument("evaluateInstances: IoU thresholds from 0.5 (unique matches) below 1");
        std::unordered_map<int64_t, bool> usedPredicted, usedReference;
        InstanceScores s;
        s.threshold = threshold;
        for (const auto& [iou, key] : pairs) {
            if (iou < threshold)
                break;
            if (usedPredicted[key.first] || usedReference[key.second])
                continue;
            usedPredicted[key.first] = usedReference[key.second] = true;
            ++s.truePositives;
        }
        s.falsePositives = evaluation.predictedObjects - s.truePositives;
        s.falseNegatives = evaluation.referenceObjects - s.truePositives;
        evaluation.scores.push_back(s);
    }
    return evaluation;
}

}  // namespace segstudio::io
