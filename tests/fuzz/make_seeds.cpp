// Writes small seed inputs for every harness with the product's own writers:
//   build-fuzz/bin/fuzz_make_seeds tests/fuzz/corpus
// Each file lands in corpus/<harness>/ as seed_<what>; files already there
// (from a real run of segstudio-cli, see README.md) are kept.
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <limits>
#include <string>

#include "common/formats/CacheFormat.h"
#include "common/formats/CacheIndex.h"
#include "common/formats/KFoldSplit.h"
#include "engine/config/TrainingConfig.h"
#include "engine/infer/ModelInfo.h"
#include "engine/train/RunFolder.h"
#include "io/ScanIO.h"
#include "io/dicom/DicomRtStruct.h"
#include "io/dicom/DicomSegmentation.h"

#include "FuzzSupport.h"

using namespace segstudio;
namespace fs = std::filesystem;

namespace {

fs::path g_root;

std::string seed(const std::string& harness, const std::string& name)
{
    fs::create_directories(g_root / harness);
    return (g_root / harness / ("seed_" + name)).string();
}

void writeText(const std::string& path, const std::string& text)
{
    std::ofstream(path, std::ios::binary | std::ios::trunc) << text;
}

Volume tinyVolume(const Size3& size, ScalarType type, int components = 1)
{
    Geometry geometry;
    geometry.size = size;
    geometry.spacing = {0.8, 0.8, 2.5};
    geometry.origin = {-3, 4, 10};
    Volume volume = Volume::allocate(geometry, type, components);
    for (std::size_t i = 0; i < volume.bytes.size(); ++i)
        volume.bytes[i] = std::byte(static_cast<unsigned char>((i * 37 + i / 7) % 251));
    if (type == ScalarType::Float32)  // finite values only
        for (int64_t i = 0; i < volume.valueCount(); ++i)
            volume.data<float>()[i] = static_cast<float>(i % 13) - 4.5f;
    return volume;
}

PreprocessingPlan tinyPlan(bool regions)
{
    PreprocessingPlan plan;
    plan.targetSpacingXyz = {0.8, 0.8, 2.5};
    plan.channels.push_back({"MRI", NormalizationScheme::ZScorePerImage, 0, 0, 0, 1});
    plan.labelValues = {0, 1, 2};
    if (regions) {
        plan.channels.push_back({"CT", NormalizationScheme::CTClipZScore, -100, 300, 40, 80});
        plan.regions.regions = {{"whole", {1, 2}}, {"core", {2}}};
        plan.regions.classOrder = {1, 2};
    }
    return plan;
}

void writeScans()
{
    io::writeScan(seed("scan_nifti", "int16.nii"), tinyVolume({8, 8, 4}, ScalarType::Int16));
    io::writeScan(seed("scan_nifti", "float_2ch.nii"), tinyVolume({4, 4, 2}, ScalarType::Float32, 2));
    io::writeScan(seed("scan_nifti_gz", "uint8.nii.gz"), tinyVolume({8, 8, 4}, ScalarType::UInt8));
    io::writeScan(seed("scan_nrrd", "int16.nrrd"), tinyVolume({8, 8, 4}, ScalarType::Int16));
    io::writeScan(seed("scan_mha", "float.mha"), tinyVolume({8, 8, 4}, ScalarType::Float32));
    io::writeScan(seed("scan_png", "uint8.png"), tinyVolume({8, 8, 1}, ScalarType::UInt8));
    io::writeScan(seed("scan_png", "rgb.png"), tinyVolume({8, 8, 1}, ScalarType::UInt8, 3));
    io::writeScan(seed("scan_tiff", "uint16.tif"), tinyVolume({8, 8, 4}, ScalarType::UInt16));
    io::writeScan(seed("scan_tiff", "uint8_2d.tif"), tinyVolume({8, 8, 1}, ScalarType::UInt8));
    // Uncompressed NRRD and MetaImage, as other tools write them.
    const Volume raw = tinyVolume({4, 4, 2}, ScalarType::Int16);
    const std::string payload(reinterpret_cast<const char*>(raw.bytes.data()), raw.bytes.size());
    writeText(seed("scan_nrrd", "raw.nrrd"),
              "NRRD0004\ntype: short\ndimension: 3\nspace: left-posterior-superior\nsizes: 4 4 2\n"
              "space directions: (0.8,0,0) (0,0.8,0) (0,0,2.5)\nkinds: domain domain domain\nendian: little\n"
              "encoding: raw\nspace origin: (-3,4,10)\n\n" + payload);
    writeText(seed("scan_mha", "raw.mha"),
              "ObjectType = Image\nNDims = 3\nBinaryData = True\nBinaryDataByteOrderMSB = False\n"
              "CompressedData = False\nTransformMatrix = 1 0 0 0 1 0 0 0 1\nOffset = -3 4 10\n"
              "ElementSpacing = 0.8 0.8 2.5\nDimSize = 4 4 2\nElementType = MET_SHORT\nElementDataFile = LOCAL\n" +
                  payload);
    const std::string dicomFolder = (g_root / "scan_dicom" / "series").string();
    fs::create_directories(dicomFolder);
    io::writeDicomSeries(dicomFolder, tinyVolume({8, 8, 2}, ScalarType::Int16), "fuzz seed", io::DicomModality::CT);
    for (const auto& entry : fs::directory_iterator(dicomFolder)) {
        fs::copy_file(entry.path(), seed("scan_dicom", "ct.dcm"), fs::copy_options::overwrite_existing);
        break;
    }
    fs::remove_all(dicomFolder);
}

void writeCacheSeeds()
{
    CachedCaseInfo info;
    info.caseId = "case_000";
    info.sizeXyz = {4, 4, 2};
    info.spacingXyz = {0.8, 0.8, 2.5};
    info.source = {{"files", {"imagesTr/case_000_0000.nii.gz"}}};
    std::vector<float> image(32);
    std::vector<int16_t> labels(32, 0);
    for (int i = 0; i < 32; ++i) {
        image[static_cast<std::size_t>(i)] = static_cast<float>(i) / 8;
        labels[static_cast<std::size_t>(i)] = static_cast<int16_t>(i % 5 == 0 ? 1 : i % 7 == 0 ? 2 : 0);
    }
    writeCacheFile(seed("cache_file", "uint8_labels.ssc"), info, image, labels);
    labels[3] = 300;  // int16 label storage
    writeCacheFile(seed("cache_file", "int16_labels.ssc"), info, image, labels);
    info.channels = 2;
    image.resize(64, 0.5f);
    writeCacheFile(seed("cache_file", "two_channels_no_label.ssc"), info, image, {});

    for (bool regions : {false, true}) {
        const std::string name = regions ? "regions" : "labels";
        CacheIndex index;
        index.folder = (g_root / "cache_index" / "tmp").string();
        fs::create_directories(index.folder);
        index.datasetName = "Dataset001_Fuzz";
        index.channelNames = regions ? std::vector<std::string>{"MRI", "CT"} : std::vector<std::string>{"MRI"};
        index.labels = {{0, "background"}, {1, "liver"}, {2, "tumour"}};
        index.plan = tinyPlan(regions);
        index.cases = {{"case_000", "cases/case_000-1f2e.ssc"}, {"case_001", "cases/case_001-77aa.ssc"}};
        index.save();
        fs::rename(fs::path(index.folder) / "cache.json", seed("cache_index", name + ".json"));
        fs::remove_all(index.folder);
        writeJsonFile(seed("preprocessing_plan", name + ".json"), index.plan.toJson());
    }

    DatasetFingerprint fingerprint;
    fingerprint.datasetName = "Dataset001_Fuzz";
    fingerprint.channelNames = {"MRI"};
    fingerprint.labelNames = {{0, "background"}, {1, "liver"}, {2, "tumour"}};
    fingerprint.foregroundIntensity = {computeIntensityStatistics({1, 2, 3, 4, 5.5})};
    for (int c = 0; c < 2; ++c)
        fingerprint.cases.push_back({"case_00" + std::to_string(c), {16, 16, 8}, {12, 10, 6}, {0.8, 0.8, 2.5 + c},
                                     {{1, 120.5}, {2, 30.25}}});
    writeJsonFile(seed("fingerprint", "labels.json"), fingerprint.toJson());
    fingerprint.regions = tinyPlan(true).regions;
    writeJsonFile(seed("fingerprint", "regions.json"), fingerprint.toJson());

    saveSplits(seed("splits", "5fold.json"),
               makeKFoldSplits({"case_000", "case_001", "case_002", "case_003", "case_004", "case_005"}, 5, 12345));
}

void writeEngineSeeds()
{
    engine::TrainingConfig config;
    config.dataset = "/data/cache";
    writeJsonFile(seed("training_config", "defaults.json"), config.toJson());
    writeJsonFile(seed("training_config", "quick_look.json"), engine::quickLookPreset().toJson());
    config.network.kernelSizes = {{3, 3, 1}, {3, 3, 3}, {3, 3, 3}};
    config.network.strides = {{1, 1, 1}, {2, 2, 1}, {2, 2, 2}};
    config.network.baseFeatures = 16;
    config.network.maxFeatures = 64;
    config.patchSize = {32, 32, 16};
    config.batchSize = 2;
    config.epochs = 3;
    config.optimizer.kind = engine::OptimizerKind::AdamW;
    config.maxMinutes = engine::TrainingConfig::kAutoMaxMinutes;
    Json planned = config.toJson();
    planned["plan"] = {{"notes", {"patch 32x32x16 from the median case"}}, {"expected_steps", 750}};
    writeJsonFile(seed("training_config", "plan.json"), planned);

    engine::ModelInfo model;
    model.network = config.network;
    model.patchXyz = config.patchSize;
    model.classes = 3;
    model.labels = {{0, "background"}, {1, "liver"}, {2, "tumour"}};
    model.channelNames = {"MRI"};
    model.preprocessing = tinyPlan(false);
    model.datasetName = "Dataset001_Fuzz";
    model.trainedEpochs = 3;
    model.validationMeanDice = 0.5;
    model.validationDicePerClass = {0.75, std::numeric_limits<double>::quiet_NaN()};
    model.keepLargestComponent = {{1}, {1, 2}};
    writeJsonFile(seed("model_info", "labels.json"), model.toJson());
    model.preprocessing = tinyPlan(true);
    model.channelNames = {"MRI", "CT"};
    model.inputChannels = 2;
    model.classes = 2;
    writeJsonFile(seed("model_info", "regions.json"), model.toJson());

    const std::string metrics = seed("metrics", "run.jsonl");
    {
        engine::MetricsWriter writer(metrics);
        for (int step = 0; step < 3; ++step) {
            engine::StepStats s;
            s.step = step;
            s.epoch = step / 2;
            s.loss = 1.0 / (step + 1);
            s.learningRate = 3e-3;
            s.memory.processResidentBytes = 1 << 28;
            writer.write(engine::stepJson(s));
        }
        engine::EpochStats e;
        e.epoch = 0;
        e.plannedEpochs = 2;
        e.trainLoss = 0.8;
        writer.write(engine::epochJson(e));
        engine::ValidationStats v;
        v.epoch = 0;
        v.classNames = {"liver", "tumour"};
        v.dicePerClass = {0.7, std::numeric_limits<double>::quiet_NaN()};
        v.iouPerClass = {0.55, std::numeric_limits<double>::quiet_NaN()};
        v.meanDice = 0.7;
        v.cases = 2;
        v.isBest = true;
        writer.write(engine::validationJson(v));
    }
}

void writeDatasetSeeds()
{
    writeText(seed("dataset_json", "v2.json"), R"({
  "channel_names": {"0": "MRI"},
  "labels": {"background": 0, "liver": 1, "tumour": 2},
  "numTraining": 1,
  "file_ending": ".nii.gz",
  "name": "Dataset001_Fuzz"
}
)");
    writeText(seed("dataset_json", "v2_regions.json"), R"({
  "channel_names": {"0": "FLAIR", "1": "T1c"},
  "labels": {"background": 0, "whole tumor": [1, 2, 3], "tumor core": [2, 3], "enhancing tumor": 3},
  "regions_class_order": [1, 2, 3],
  "numTraining": 1,
  "file_ending": ".nii.gz"
}
)");
    writeText(seed("dataset_json", "msd.json"), R"({
  "name": "Hippocampus",
  "modality": {"0": "MRI"},
  "labels": {"0": "background", "1": "Anterior", "2": "Posterior"},
  "numTraining": 1,
  "numTest": 1,
  "training": [{"image": "./imagesTr/case.nii.gz", "label": "./labelsTr/case.nii.gz"}],
  "test": ["./imagesTs/case_9.nii.gz"]
}
)");
}

// A SEG (two layers: a segment overlapping another) and an RTSTRUCT (an
// island and a hole) against a CT series on fuzz::dicomSeedGrid(), the grid
// the harnesses dicom_seg and dicom_rtstruct map them onto.
void writeDicomLabelSeeds()
{
    const fs::path scratch = g_root / ".dicom_labels_series";
    fs::remove_all(scratch);
    fs::create_directories(scratch);
    Volume ct = Volume::allocate(fuzz::dicomSeedGrid(), ScalarType::Int16);
    for (int64_t i = 0; i < ct.voxelCount(); ++i)
        ct.data<int16_t>()[i] = static_cast<int16_t>((i * 29) % 400 - 100);
    io::writeDicomSeries(scratch.string(), ct, "fuzz seed", io::DicomModality::CT);
    Volume labels = Volume::allocate(fuzz::dicomSeedGrid(), ScalarType::UInt8);
    Volume overlapping = Volume::allocate(fuzz::dicomSeedGrid(), ScalarType::UInt8);
    const Size3 size = labels.geometry.size;
    for (int64_t z = 0; z < size[2]; ++z)
        for (int64_t y = 0; y < size[1]; ++y)
            for (int64_t x = 0; x < size[0]; ++x) {
                const int64_t v = (z * size[1] + y) * size[0] + x;
                const bool ring = x >= 2 && x <= 8 && y >= 2 && y <= 7 && !(x >= 4 && x <= 6 && y >= 4 && y <= 5);
                labels.data<uint8_t>()[v] = ring ? 1 : (x == 10 && y == 8 ? 2 : 0);
                overlapping.data<uint8_t>()[v] = x >= 5 && y >= 3 && z == 1 ? 3 : 0;
            }
    io::SegWriteOptions options;
    options.segments = {{1, "liver", {200, 120, 80}}, {2, "lesion", {250, 250, 0}}, {3, "overlap", {0, 120, 250}}};
    io::writeDicomSeg({labels, overlapping}, "labels", scratch.string(), seed("dicom_seg", "two_layers.dcm"), options);
    io::writeDicomSeg({labels}, "labels", scratch.string(), seed("dicom_seg", "one_layer.dcm"), options);
    io::writeDicomRtStruct(labels, "labels", scratch.string(), seed("dicom_rtstruct", "island_and_hole.dcm"), options);
    fs::remove_all(scratch);
}

}  // namespace

int main(int argc, char** argv)
{
    if (argc != 2) {
        std::fprintf(stderr, "usage: %s tests/fuzz/corpus\n", argv[0]);
        return 2;
    }
    g_root = argv[1];
    try {
        writeScans();
        writeCacheSeeds();
        writeEngineSeeds();
        writeDatasetSeeds();
        writeDicomLabelSeeds();
        fs::create_directories(g_root / "json");
        for (const char* name : {"training_config", "cache_index", "splits", "fingerprint", "dataset_json"})
            for (const auto& entry : fs::directory_iterator(g_root / name))
                fs::copy_file(entry.path(), g_root / "json" / (std::string(name) + "_" + entry.path().filename().string()),
                              fs::copy_options::overwrite_existing);
    } catch (const std::exception& error) {
        std::fprintf(stderr, "fuzz_make_seeds: %s\n", error.what());
        return 1;
    }
    return 0;
}
