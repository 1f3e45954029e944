#include "io/PhantomDataset.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <stdexcept>

#include "common/formats/JsonFile.h"
#include "common/image/Phantom.h"
#include "io/CellPhantom.h"
#include "io/ScanIO.h"
#include "io/TissuePhantom.h"

namespace segstudio::io {

namespace fs = std::filesystem;

namespace {

constexpr uint64_t kUnrelatedChannelSeedOffset = 100000;

struct KindDefaults {
    Size3 size;
    Vec3 spacing;
    std::vector<std::string> channels;
    std::string fileEnding;
};

KindDefaults defaultsOf(PhantomKind kind)
{
    switch (kind) {
    case PhantomKind::MultiChannel:
    case PhantomKind::Regions: return {{64, 64, 48}, {1, 1, 1}, {"FLAIR", "T1c"}, ".nii.gz"};
    case PhantomKind::Ct: return {{96, 96, 16}, {0.7, 0.7, 5.0}, {"CT"}, ".nii.gz"};
    case PhantomKind::Microscopy2d: return {{128, 128, 1}, {1, 1, 1}, {"microscopy"}, ".png"};
    case PhantomKind::Rgb2d: return {{128, 128, 1}, {1, 1, 1}, {"R", "G", "B"}, ".png"};
    case PhantomKind::Cells2d: return {{128, 128, 1}, {1, 1, 1}, {"fluorescence"}, ".png"};
    case PhantomKind::Cells3d: return {{64, 64, 32}, {1, 1, 1}, {"fluorescence"}, ".nii.gz"};
    case PhantomKind::Tissue2d: return {{256, 256, 1}, {1, 1, 1}, {"EM"}, ".png"};
    case PhantomKind::Tissue3d: return {{64, 64, 32}, {1, 1, 1}, {"EM"}, ".nii.gz"};
    case PhantomKind::Mri: break;
    }
    return {{64, 64, 48}, {1, 1, 1}, {"MRI"}, ".nii.gz"};
}

uint8_t toByte(double v) { return static_cast<uint8_t>(std::clamp(std::lround(v), 0L, 255L)); }

// The case's image files' volumes, one per channel file.
std::vector<Volume> caseImages(PhantomKind kind, const Phantom& phantom, const PhantomParameters& parameters)
{
    const Volume& base = phantom.image;  // float32; 0 outside the body
    const float* v = base.data<float>();
    const int64_t n = base.voxelCount();
    switch (kind) {
    case PhantomKind::Mri:
        return {base};
    case PhantomKind::MultiChannel:
    case PhantomKind::Regions: {
        PhantomParameters unrelated = parameters;
        unrelated.seed += kUnrelatedChannelSeedOffset;
        return {generatePhantom(unrelated).image, base};
    }
    case PhantomKind::Ct: {
        Volume hu = Volume::allocate(base.geometry, ScalarType::Int16);
        for (int64_t i = 0; i < n; ++i)
            hu.data<int16_t>()[i] = static_cast<int16_t>(v[i] == 0.0f ? -1000 : std::lround(v[i] - 60.0));
        return {hu};
    }
    case PhantomKind::Microscopy2d: {
        Volume gray = Volume::allocate(base.geometry, ScalarType::UInt8);
        for (int64_t i = 0; i < n; ++i)
            gray.data<uint8_t>()[i] = toByte(v[i]);
        return {gray};
    }
    case PhantomKind::Rgb2d: {
        Volume rgb = Volume::allocate(base.geometry, ScalarType::UInt8, 3);
        uint8_t* out = rgb.data<uint8_t>();
        for (int64_t i = 0; i < n; ++i) {
            out[3 * i] = toByte(v[i]);
            out[3 * i + 1] = toByte(0.5 * v[i] + 40.0 * (v[i] > 0));
            out[3 * i + 2] = toByte(255.0 - v[i] * (v[i] > 0));
        }
        return {rgb};
    }
    case PhantomKind::Cells2d:  // instance phantoms: one grey channel, as drawn
    case PhantomKind::Cells3d:
    case PhantomKind::Tissue2d:
    case PhantomKind::Tissue3d:
        break;
    }
    return {base};
}

// MSD's dataset.json: modality, labels by value, the training list.
void writeMsdDatasetJson(const std::string& root, const PhantomDatasetOptions& o, const std::vector<int>& values)
{
    Json labels = Json::object();
    for (std::size_t k = 0; k < values.size(); ++k)
        labels[std::to_string(values[k])] = k == 0 ? std::string("background") : "organ " + std::to_string(k);
    Json training = Json::array();
    for (int i = 0; i < o.cases; ++i) {
        char id[32];
        std::snprintf(id, sizeof id, "%s_%03d", phantomKindName(o.kind), i);
        training.push_back({{"image", std::string("./imagesTr/") + id + ".nii.gz"},
                            {"label", std::string("./labelsTr/") + id + ".nii.gz"}});
    }
    writeJsonFile((fs::path(root) / "dataset.json").string(),
                  {{"name", std::string("Phantom ") + phantomKindName(o.kind)},
                   {"modality", {{"0", o.kind == PhantomKind::Ct ? "CT" : "MRI"}}},
                   {"labels", labels},
                   {"numTraining", o.cases},
                   {"training", training},
                   {"test", Json::array()}});
}

}  // namespace

std::optional<PhantomKind> phantomKindFromName(const std::string& name)
{
    for (PhantomKind kind : {PhantomKind::Mri, PhantomKind::MultiChannel, PhantomKind::Ct, PhantomKind::Microscopy2d,
                             PhantomKind::Rgb2d, PhantomKind::Regions, PhantomKind::Cells2d, PhantomKind::Cells3d,
                             PhantomKind::Tissue2d, PhantomKind::Tissue3d})
        if (name == phantomKindName(kind))
            return kind;
    return std::nullopt;
}

const char* phantomKindName(PhantomKind kind)
{
    switch (kind) {
    case PhantomKind::MultiChannel: return "multichannel";
    case PhantomKind::Ct: return "ct";
    case PhantomKind::Microscopy2d: return "microscopy2d";
    case PhantomKind::Rgb2d: return "rgb2d";
    case PhantomKind::Regions: return "regions";
    case PhantomKind::Cells2d: return "cells2d";
    case PhantomKind::Cells3d: return "cells3d";
    case PhantomKind::Tissue2d: return "tissue2d";
    case PhantomKind::Tissue3d: return "tissue3d";
    case PhantomKind::Mri: break;
    }
    return "mri";
}

bool isInstancePhantom(PhantomKind kind)
{
    return kind == PhantomKind::Cells2d || kind == PhantomKind::Cells3d || kind == PhantomKind::Tissue2d ||
           kind == PhantomKind::Tissue3d;
}

std::vector<int> datasetLabelValues(PhantomKind kind, int classes)
{
    if (isInstancePhantom(kind))
        return {0, 1};  // one id per cell in the files
    std::vector<int> values{0};
    for (int k = 1; k <= classes; ++k) {
        if (kind == PhantomKind::Microscopy2d || kind == PhantomKind::Rgb2d)
            values.push_back(classes == 1 ? 255 : 255 - 10 * (classes - k));  // 0/255 masks
        else if (kind == PhantomKind::Ct)
            values.push_back(k < 3 ? k : k + 1);  // BraTS-style gap: 1, 2, 4, 5, ...
        else
            values.push_back(k);
    }
    return values;
}

void writePhantomDataset(const std::string& root, const PhantomDatasetOptions& o,
                         const std::function<void(int)>& progress)
{
    const KindDefaults defaults = defaultsOf(o.kind);
    const std::vector<int> values = datasetLabelValues(o.kind, o.classes);
    const bool msd = o.layout == PhantomLayout::Msd;
    if (msd && (o.kind != PhantomKind::Mri && o.kind != PhantomKind::Ct))
        throw std::invalid_argument(std::string("the MSD layout holds one NIfTI channel; phantoms of kind ") +
                                    phantomKindName(o.kind) + " need the nnU-Net v2 layout");
    fs::create_directories(fs::path(root) / "imagesTr");
    fs::create_directories(fs::path(root) / "labelsTr");
    for (int i = 0; i < o.cases; ++i) {
        char id[32];
        std::snprintf(id, sizeof id, "%s_%03d", phantomKindName(o.kind), i);
        PhantomParameters p;
        p.sizeXyz = o.sizeXyz.value_or(defaults.size);
        p.spacingXyz = o.spacingXyz.value_or(defaults.spacing);
        p.foregroundClasses = o.classes;
        p.noiseSigma = o.noise;
        p.seed = o.seed + static_cast<uint64_t>(i);
        if (isInstancePhantom(o.kind)) {
            const bool tissue = o.kind == PhantomKind::Tissue2d || o.kind == PhantomKind::Tissue3d;
            CellPhantom cells;
            if (tissue) {
                TissuePhantom dense = generateTissuePhantom(p.sizeXyz, p.spacingXyz, p.seed, o.noise);
                cells = {std::move(dense.image), std::move(dense.instances), dense.cells};
            } else {
                cells = generateCellPhantom(p.sizeXyz, p.spacingXyz, p.seed, o.noise);
            }
            writeScan((fs::path(root) / "imagesTr" / (id + std::string("_0000") + defaults.fileEnding)).string(), cells.image);
            writeScan((fs::path(root) / "labelsTr" / (id + defaults.fileEnding)).string(), cells.instances);
            if (progress)
                progress(i + 1);
            continue;
        }
        Phantom phantom = generatePhantom(p);
        uint8_t* labels = phantom.label.data<uint8_t>();
        for (int64_t v = 0; v < phantom.label.voxelCount(); ++v)
            labels[v] = static_cast<uint8_t>(values[labels[v]]);
        const std::vector<Volume> images = caseImages(o.kind, phantom, p);
        for (std::size_t c = 0; c < images.size(); ++c) {
            char channel[24] = "";  // "_%04zu": room for any size_t
            if (!msd)
                std::snprintf(channel, sizeof channel, "_%04zu", c);
            writeScan((fs::path(root) / "imagesTr" / (id + std::string(channel) + defaults.fileEnding)).string(), images[c]);
        }
        writeScan((fs::path(root) / "labelsTr" / (id + defaults.fileEnding)).string(), phantom.label);
        if (progress)
            progress(i + 1);
    }
    if (msd) {
        writeMsdDatasetJson(root, o, values);
        return;
    }
    Json channelNames = Json::object();
    for (std::size_t c = 0; c < defaults.channels.size(); ++c)
        channelNames[std::to_string(c)] = defaults.channels[c];
    // Ordered: regions pair with regions_class_order by their place in the file.
    nlohmann::ordered_json labels = {{"background", 0}};
    std::vector<int> classOrder;
    const char* const bratsNames[] = {"whole tumor", "tumor core", "enhancing tumor"};
    const bool instances = isInstancePhantom(o.kind);
    for (int k = 1; k <= (instances ? 1 : o.classes); ++k) {
        if (instances) {
            labels["cell"] = 1;
            continue;
        }
        if (o.kind != PhantomKind::Regions) {
            labels["organ " + std::to_string(k)] = values[static_cast<std::size_t>(k)];
            continue;
        }
        std::vector<int> region;
        for (int v = k; v <= o.classes; ++v)
            region.push_back(v);
        labels[o.classes == 3 ? bratsNames[k - 1] : "region " + std::to_string(k)] = region;
        classOrder.push_back(k);
    }
    nlohmann::ordered_json dataset = {{"name", std::string("Phantom ") + phantomKindName(o.kind)},
                                      {"description", "SegStudio synthetic phantoms"},
                                      {"channel_names", channelNames},
                                      {"labels", labels}};
    if (!classOrder.empty())
        dataset["regions_class_order"] = classOrder;
    if (instances)
        dataset["instances"] = true;
    dataset["numTraining"] = o.cases;
    dataset["file_ending"] = defaults.fileEnding;
    std::ofstream((fs::path(root) / "dataset.json").string()) << dataset.dump(2) << "\n";
}

}  // namespace segstudio::io
