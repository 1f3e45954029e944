#pragma once
// Everything a training run needs to know, as plain data: saved as the run's
// config.json (complete and resolved: no "auto" left) and edited by the GUI's
// training panel. No LibTorch here, so Qt code may include it.
//
// JSON uses snake_case keys; sizes and kernel/stride lists are in x, y, z
// order like every other size in SegStudio. Unknown keys and out-of-range
// values are errors, all reported at once by TrainingConfig::fromJson.
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "common/formats/JsonFile.h"

namespace segstudio::engine {

enum class Precision { Auto, Float32, TF32, Float16, BFloat16 };
enum class OptimizerKind { Auto, SGD, AdamW };
enum class Architecture { PlainUNet, ResidualEncoderUNet };
// How patch, topology, features and batch are planned: SegStudio's own
// planner (Planner.h), or nnU-Net v2's residual-encoder presets M, L and XL
// (ResEncPresets.h), which fit a GPU memory target.
enum class PlannerPreset { Default, ResEncM, ResEncL, ResEncXL };
inline constexpr std::array<PlannerPreset, 4> kPlannerPresets{PlannerPreset::Default, PlannerPreset::ResEncM,
                                                             PlannerPreset::ResEncL, PlannerPreset::ResEncXL};

const char* precisionName(Precision p);        // "auto", "fp32", "tf32", "fp16", "bf16"
std::optional<Precision> precisionFromName(const std::string& name);  // the inverse; nullopt when unknown
const char* optimizerName(OptimizerKind o);    // "auto", "sgd", "adamw"
const char* architectureName(Architecture a);  // "plain", "residual"
const char* plannerPresetName(PlannerPreset p);  // "default", "resenc_m", "resenc_l", "resenc_xl"
std::optional<PlannerPreset> plannerPresetFromName(const std::string& name);  // nullopt when unknown

using Triple = std::array<int, 3>;  // x, y, z

struct NetworkConfig {
    int dimensions = 3;  // 2 or 3; 2D networks see x-y slices
    Architecture architecture = Architecture::PlainUNet;
    int baseFeatures = 0;   // 0 = planned (32 on a GPU, 16 on the CPU)
    int maxFeatures = 0;    // 0 = planned (320 in 3D, 512 in 2D; 256 on the CPU)
    // One entry per stage (resolution level). Stage 0 has stride 1. Empty = planned.
    std::vector<Triple> kernelSizes;
    std::vector<Triple> strides;
    int blocksPerStage = 2;  // conv blocks per encoder stage (residual: residual blocks)
    // Blocks of each encoder stage (nnU-Net's n_blocks_per_stage, e.g. 1, 3,
    // 4, 6, 6, 6 for ResEnc); empty = blocksPerStage at every stage.
    std::vector<int> encoderBlocks;
    int decoderConvs = 2;    // conv blocks per decoder stage (ResEnc: 1)
    bool deepSupervision = true;
    // Set by an imported nnU-Net model (engine/infer/NnUNetModel.h) and kept
    // by a run fine-tuned from one (written to JSON only when set), never
    // planned: features of every stage as listed (empty: baseFeatures
    // doubling up to maxFeatures); a bias on the transposed convolutions
    // (nnU-Net's conv_bias); and residual shortcuts as in ResNet-D
    // (average pooling when strided, a 1x1 conv + norm only when the
    // channels change) instead of one strided 1x1 conv + norm.
    std::vector<int> featuresPerStage;
    bool upsampleBias = false;
    bool poolingShortcut = false;
    // Training recomputes each encoder and decoder stage in the backward pass
    // instead of keeping its activations (nn/StageCheckpoint.h): less memory
    // for a second forward pass. Inference is unaffected.
    bool activationCheckpointing = false;

    int stages() const { return static_cast<int>(strides.size()); }
    int blocksAt(int stage) const;  // encoder blocks of `stage`
    int featuresAt(int stage) const;
    // Product of strides along each axis: patch sizes must be multiples.
    Triple totalStride() const;
};

// Auto (planned): SGD with Nesterov momentum 0.99, lr 0.01, poly decay
// (nnU-Net's default) for long GPU runs; AdamW, lr 3e-3, warm-up and cosine
// decay on the CPU or under a short time budget, where it reaches a given
// Dice in far fewer steps (bench/README.md). Negative / zero values below
// mean "planned" for the chosen optimizer.
struct OptimizerConfig {
    OptimizerKind kind = OptimizerKind::Auto;
    double learningRate = 0;       // 0 = planned (SGD 0.01, AdamW 3e-3)
    double momentum = 0.99;        // SGD (Nesterov)
    double weightDecay = -1;       // < 0 = planned (SGD 3e-5, AdamW 1e-4)
    double warmupEpochs = -1;      // < 0 = planned (SGD 0, AdamW max(0.5, 2% of the epochs))
    double polyExponent = 0.9;     // SGD: lr * (1 - progress)^exponent; AdamW: cosine after warm-up
    double gradientClipNorm = 12;  // 0 = no clipping
    int gradientAccumulation = 1;  // micro-batches per optimizer step
};

struct AugmentationConfig {
    bool rotation = true;
    bool scaling = true;
    bool mirroring = true;
    bool gamma = true;
    bool brightness = true;
    bool contrast = true;
    bool noise = true;
    bool blur = true;
    bool lowResolution = true;
    double rotationDegrees = 30;  // 3D: per axis, uniform in [-r, r]
    // 2D data, and 3D data so anisotropic that nnU-Net augments it as 2D:
    // about the one axis normal to the image plane, uniform in [-r, r].
    double inPlaneRotationDegrees = 180;
    // True while nobody chose these switches: the planner may then change
    // them for the data and budget (InteractivePlan.h). A config file's
    // "augmentation" object (unless it says "planned": true, as a run's
    // config.json does) and the Training dock's check boxes set it false,
    // so the planner keeps what is there.
    bool planned = true;
};

// The axis rotations are about (SamplerSettings::rotationAxis): 2 for 2D
// data, the coarsest axis of 3D data whose spacing is more than 3x the
// finest (nnU-Net augments such data in-plane), else -1.
int rotationAxisFor(int dimensions, const std::array<double, 3>& spacingXyz);

struct ValidationConfig {
    int intervalEpochs = 0;      // validate on full volumes every N epochs; 0 = as often as keeps validation under ~15% of the time
    double overlap = 0.5;        // fraction of the patch shared by neighbouring windows
    bool mirroring = false;      // test-time mirroring during validation (8x slower in 3D)
    int maxCases = 0;            // 0 = every validation case
    std::string previewCase;     // case shown live in the GUI; empty = first validation case
};

struct TrainingConfig {
    std::string dataset;         // cache folder (or dataset folder, preprocessed on start)
    int fold = 0;
    uint64_t seed = 12345;
    std::string device = "auto"; // "auto", "cpu", "cuda", "cuda:N"
    Precision precision = Precision::Auto;
    bool channelsLast = false;
    // Record forward to update as one CUDA graph and replay it every step
    // (TrainingStep.h): CUDA only, one micro-batch per step, one process.
    bool cudaGraphs = false;
    bool cudnnBenchmark = true;
    int threads = 0;             // intra-op CPU threads; 0 = physical cores
    int loaderThreads = 1;       // background batch producers
    int prefetchBatches = 3;     // bounded queue length

    NetworkConfig network;
    // The ResEnc presets plan for one GPU of gpuMemoryTargetGB (0 = the
    // preset's own: M 8, L 24, XL 40 GB); data-parallel runs keep that
    // batch per GPU (nnU-Net's multi-GPU rule: global batch = batch x GPUs).
    PlannerPreset planner = PlannerPreset::Default;
    double gpuMemoryTargetGB = 0;
    Triple patchSize{0, 0, 0};   // voxels, x y z; 0 = planned
    int batchSize = 0;           // 0 = planned
    double foregroundOversampling = 0.33;

    OptimizerConfig optimizer;
    int epochs = 0;              // 0 = planned from the time budget (or 1000 without one)
    int iterationsPerEpoch = 0;  // 0 = planned
    double maxMinutes = 0;       // wall-clock budget; 0 = none; kAutoMaxMinutes = chosen by the planner
    // "max_minutes": -1 — the planner chooses: on a GPU no budget (the planned
    // epochs), on a CPU kAutoBudgetMinMinutes..kAutoBudgetMaxMinutes from the dataset size and
    // the measured step time (Planner.h, chooseTimeBudget). Only with planned epochs.
    static constexpr double kAutoMaxMinutes = -1;
    double diceWeight = 1.0;
    double crossEntropyWeight = 1.0;

    AugmentationConfig augmentation;
    ValidationConfig validation;
    int checkpointIntervalEpochs = 1;
    // Fine-tuning (engine/train/FineTuning.h): a model package or run folder
    // whose weights the new run starts from; its network and patch are kept,
    // and a planned learning rate is a tenth of the usual, after a short warm-up.
    std::string initFrom;
    // An interactive (promptable) model (engine/interactive/, the CLI's
    // --configuration interactive): the network sees kPromptChannels prompt
    // channels beside the image and answers one object at a time (2
    // classes); training simulates a user's clicks and boxes, validation
    // scores the click protocol. No CUDA graphs.
    bool interactive = false;
    // Interactive training: each batch gets 0 to this many simulated
    // corrective rounds (a click at the largest error of the network's own
    // prediction, fed back as the previous mask), drawn per batch. More
    // rounds teach later clicks better and cost a forward pass each.
    int interactiveCorrectiveRounds = 3;

    Json toJson() const;
    // Every unknown key, wrong type and out-of-range value becomes one
    // Problem (field = dotted key path); throws ValidationError listing them
    // all. Missing keys keep their defaults.
    static TrainingConfig fromJson(const Json& json, const std::string& fileForErrors);
    // The problems of the current values (range checks only).
    std::vector<Problem> validate(const std::string& fileForErrors) const;
};

// The network of a run of `config` on data with `imageChannels` channels
// and `datasetOutputs` classes (or regions): an interactive model also takes
// the prompt channels (interactive/Prompts.h) and answers object or not.
int networkInputChannels(const TrainingConfig& config, int imageChannels);
int networkOutputs(const TrainingConfig& config, int datasetOutputs);

// Presets the GUI offers: a fast look at a dataset, and nnU-Net-like quality.
TrainingConfig quickLookPreset();
TrainingConfig fullQualityPreset();

}  // namespace segstudio::engine
