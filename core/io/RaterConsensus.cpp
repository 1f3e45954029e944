#include "io/RaterConsensus.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <set>

#include <itkLabelVotingImageFilter.h>
#include <itkSTAPLEImageFilter.h>

#include "common/Errors.h"
#include "io/ItkBridge.h"

namespace segstudio::io {

namespace {

using LabelImage = itk::Image<uint16_t, 3>;
using MaskImage = itk::Image<uint8_t, 3>;
using ProbabilityImage = itk::Image<double, 3>;

// One rater's map as 16-bit label values; refuses what no label map holds.
std::vector<uint16_t> labelValuesOf(const Volume& map, const std::string& file)
{
    if (map.components != 1)
        throw InputError(file, "components", "holds " + std::to_string(map.components) +
                                                 " values per voxel; a rater's label map holds one");
    std::vector<uint16_t> values(static_cast<std::size_t>(map.voxelCount()));
    visitScalarType(map.type, [&](auto tag) {
        using T = decltype(tag);
        const T* in = reinterpret_cast<const T*>(map.bytes.data());
        for (std::size_t i = 0; i < values.size(); ++i) {
            const double v = static_cast<double>(in[i]);
            if (!(v >= 0 && v <= std::numeric_limits<uint16_t>::max()) || v != std::floor(v))
                throw InputError(file, "voxel values",
                                 "holds " + std::to_string(v) + "; a label map holds whole numbers from 0 to 65535");
            values[i] = static_cast<uint16_t>(v);
        }
    });
    return values;
}

template <class Image> typename Image::Pointer imageOnGrid(const Geometry& geometry)
{
    auto image = Image::New();
    copyGeometryToItk(geometry, image.GetPointer());
    image->Allocate();
    return image;
}

Volume consensusVolume(const Geometry& geometry, const std::vector<uint16_t>& labels)
{
    const bool wide = std::any_of(labels.begin(), labels.end(), [](uint16_t v) { return v > 255; });
    Volume volume = Volume::allocate(geometry, wide ? ScalarType::UInt16 : ScalarType::UInt8);
    if (wide)
        std::copy(labels.begin(), labels.end(), volume.data<uint16_t>());
    else
        std::transform(labels.begin(), labels.end(), volume.data<uint8_t>(), [](uint16_t v) { return uint8_t(v); });
    return volume;
}

// Sensitivity and specificity of each rater for `label` against `consensus`.
std::vector<RaterPerformance> performanceAgainst(const std::vector<std::vector<uint16_t>>& raters,
                                                 const std::vector<uint16_t>& consensus, uint16_t label)
{
    std::vector<RaterPerformance> result;
    for (const std::vector<uint16_t>& rater : raters) {
        int64_t both = 0, consensusOnly = 0, neither = 0, raterOnly = 0;
        for (std::size_t i = 0; i < rater.size(); ++i) {
            const bool r = rater[i] == label, c = consensus[i] == label;
            both += r && c;
            consensusOnly += !r && c;
            raterOnly += r && !c;
            neither += !r && !c;
        }
        const double nan = std::numeric_limits<double>::quiet_NaN();
        result.push_back({both + consensusOnly ? double(both) / double(both + consensusOnly) : nan,
                          neither + raterOnly ? double(neither) / double(neither + raterOnly) : nan});
    }
    return result;
}

Consensus staple(const std::vector<std::vector<uint16_t>>& raters, const Geometry& geometry,
                 const std::set<uint16_t>& labels)
{
    const std::size_t voxels = raters.front().size();
    std::vector<double> bestProbability(voxels, 0.0);
    std::vector<uint16_t> winner(voxels, 0);
    Consensus consensus;
    for (const uint16_t label : labels) {
        auto filter = itk::STAPLEImageFilter<MaskImage, ProbabilityImage>::New();
        filter->SetForegroundValue(1);
        filter->SetMaximumIterations(kStapleMaxIterations);
        int64_t foreground = 0;
        for (std::size_t r = 0; r < raters.size(); ++r) {
            auto mask = imageOnGrid<MaskImage>(geometry);
            uint8_t* out = mask->GetBufferPointer();
            for (std::size_t i = 0; i < voxels; ++i) {
                out[i] = raters[r][i] == label;
                foreground += out[i];
            }
            filter->SetInput(static_cast<unsigned>(r), mask);
        }
        filter->Update();
        const double* probability = filter->GetOutput()->GetBufferPointer();
        for (std::size_t i = 0; i < voxels; ++i)
            if (probability[i] >= 0.5 && probability[i] > bestProbability[i]) {
                bestProbability[i] = probability[i];
                winner[i] = label;
            }
        LabelConsensus entry;
        entry.label = label;
        entry.iterations = static_cast<int>(filter->GetElapsedIterations());
        entry.prior = double(foreground) / (double(voxels) * double(raters.size()));
        for (std::size_t r = 0; r < raters.size(); ++r)
            entry.raters.push_back({filter->GetSensitivity(static_cast<unsigned>(r)),
                                    filter->GetSpecificity(static_cast<unsigned>(r))});
        consensus.perLabel.push_back(entry);
    }
    consensus.labels = consensusVolume(geometry, winner);
    return consensus;
}

Consensus majorityVote(const std::vector<std::vector<uint16_t>>& raters, const Geometry& geometry,
                       const std::set<uint16_t>& labels)
{
    auto filter = itk::LabelVotingImageFilter<LabelImage, LabelImage>::New();
    filter->SetLabelForUndecidedPixels(0);
    for (std::size_t r = 0; r < raters.size(); ++r) {
        auto image = imageOnGrid<LabelImage>(geometry);
        std::copy(raters[r].begin(), raters[r].end(), image->GetBufferPointer());
        filter->SetInput(static_cast<unsigned>(r), image);
    }
    filter->Update();
    const uint16_t* voted = filter->GetOutput()->GetBufferPointer();
    const std::vector<uint16_t> winner(voted, voted + raters.front().size());
    Consensus consensus;
    for (const uint16_t label : labels)
        consensus.perLabel.push_back({label, performanceAgainst(raters, winner, label), 0, 0.0});
    consensus.labels = consensusVolume(geometry, winner);
    return consensus;
}

}  // namespace

const char* consensusMethodName(ConsensusMethod method)
{
    return method == ConsensusMethod::Staple ? "staple" : "majority-vote";
}

Consensus raterConsensus(const std::vector<Volume>& maps, const std::vector<std::string>& files,
                         ConsensusMethod method)
{
    if (maps.size() < 2 || files.size() != maps.size())
        throw std::invalid_argument("raterConsensus: at least two maps, each with its file name");
    const Geometry& geometry = maps.front().geometry;
    std::vector<std::vector<uint16_t>> raters;
    std::vector<bool> present(std::numeric_limits<uint16_t>::max() + 1, false);
    for (std::size_t r = 0; r < maps.size(); ++r) {
        const std::vector<std::string> differences = geometryDifferences(maps[r].geometry, geometry);
        if (!differences.empty()) {
            std::string text;
            for (const std::string& d : differences)
                text += (text.empty() ? "" : "; ") + d;
            throw InputError(files[r], "geometry", "does not lie on the grid of " + files.front() + ": " + text);
        }
        raters.push_back(labelValuesOf(maps[r], files[r]));
        for (const uint16_t value : raters.back())
            present[value] = true;
    }
    std::set<uint16_t> labels;
    for (std::size_t value = 1; value < present.size(); ++value)
        if (present[value])
            labels.insert(static_cast<uint16_t>(value));
    return method == ConsensusMethod::Staple ? staple(raters, geometry, labels)
                                             : majorityVote(raters, geometry, labels);
}

}  // namespace segstudio::io
