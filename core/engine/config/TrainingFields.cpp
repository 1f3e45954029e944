#include "engine/config/TrainingFields.h"

#include <algorithm>
#include <cstdio>
#include <stdexcept>

#include "engine/config/TrainingConfig.h"
#include "engine/plan/Planner.h"

// Marks a label or tooltip for lupdate (an alias of QT_TRANSLATE_NOOP in
// app/gui/CMakeLists.txt and tests/app/translations_complete.sh); the text
// itself, here.
#define SEGSTUDIO_FIELD_TEXT(context, text) text

namespace segstudio::engine {

namespace {

std::vector<std::string> precisionChoices()
{
    std::vector<std::string> names;
    for (Precision p : {Precision::Auto, Precision::Float32, Precision::TF32, Precision::Float16, Precision::BFloat16})
        names.emplace_back(precisionName(p));
    return names;
}

std::vector<std::string> plannerChoices()
{
    std::vector<std::string> names;
    for (PlannerPreset p : kPlannerPresets)
        names.emplace_back(plannerPresetName(p));
    return names;
}

std::vector<TrainingField> makeFields()
{
    const std::string budget = autoBudgetRangeText();
    return {
        {"dataset", "", "", 0, 0, {},
         SEGSTUDIO_FIELD_TEXT("TrainingField", "Dataset"),
         SEGSTUDIO_FIELD_TEXT("TrainingField", "The dataset folder (MSD, nnU-Net v2 or images/ + labels/) or its preprocessed cache. Open Dataset Folder fills it.")},
        {"runs", "", "", 0, 0, {},
         SEGSTUDIO_FIELD_TEXT("TrainingField", "Runs folder"),
         SEGSTUDIO_FIELD_TEXT("TrainingField", "Each run gets a folder here with its checkpoints, metrics and model.")},
        {"network.dimensions", "", "", 2, 3, {},
         SEGSTUDIO_FIELD_TEXT("TrainingField", "Network"),
         SEGSTUDIO_FIELD_TEXT("TrainingField", "3D convolutions, or 2D (slice by slice: faster, less context). One-slice datasets always train 2D.")},
        {"optimizer.name", "", "", 0, 0, {"auto", "sgd", "adamw"},
         SEGSTUDIO_FIELD_TEXT("TrainingField", "Optimizer"),
         SEGSTUDIO_FIELD_TEXT("TrainingField", "auto: AdamW with warm-up and cosine decay for short runs and CPUs; SGD with Nesterov momentum and poly decay for long GPU runs (nnU-Net).")},
        {"cuda_graphs", "", "", 0, 0, {},
         SEGSTUDIO_FIELD_TEXT("TrainingField", "Replay each step as a CUDA graph (GPU)"),
         SEGSTUDIO_FIELD_TEXT("TrainingField", "Records forward, backward and the update once and replays them every step: "
         "fewer kernel launches, the same results. One GPU, no gradient accumulation.")},
        {"fold", "--fold", "Cross-validation fold", 0, 99, {},
         SEGSTUDIO_FIELD_TEXT("TrainingField", "Fold"),
         SEGSTUDIO_FIELD_TEXT("TrainingField", "Which of the five cross-validation folds validates; the other four train.")},
        {"threads", "--threads", "CPU threads (0 = physical cores)", 0, 1024, {}},
        {"loader_threads", "", "", 1, 64, {}},
        {"prefetch_batches", "", "", 1, 64, {}},
        {"device", "--device", "auto, cpu, cuda or cuda:N", 0, 0, {},
         SEGSTUDIO_FIELD_TEXT("TrainingField", "Device"),
         SEGSTUDIO_FIELD_TEXT("TrainingField", "Where training runs. auto: the first GPU when there is one, else the CPU.")},
        {"precision", "--precision",
         "Arithmetic of the forward and backward pass: auto (bf16 where the device computes it natively and, on a "
         "CPU, its first losses match fp32's; fp16 with loss scaling on other GPUs; else fp32), fp32, tf32, fp16 "
         "or bf16",
         0, 0, precisionChoices(),
         SEGSTUDIO_FIELD_TEXT("TrainingField", "Precision"),
         SEGSTUDIO_FIELD_TEXT("TrainingField", "Arithmetic of the forward and backward pass. auto: bf16 or fp16 with loss scaling on a GPU; on a CPU bf16 where the processor computes it natively and its losses match fp32 at the start, else fp32.")},
        {"planner", "--planner",
         "How patch, network and batch are planned: default (SegStudio's planner, time-aware on a CPU), or nnU-Net "
         "v2's residual-encoder presets for one GPU: resenc_m (8 GB), resenc_l (24 GB, the authors' recommended "
         "default), resenc_xl (40 GB)",
         0, 0, plannerChoices(),
         SEGSTUDIO_FIELD_TEXT("TrainingField", "Planner"),
         SEGSTUDIO_FIELD_TEXT("TrainingField", "How patch, network and batch are planned. SegStudio's planner fits the time budget on a CPU; nnU-Net's residual-encoder presets M, L and XL plan for one GPU of 8, 24 or 40 GB (L is the authors' recommended default). With several GPUs each trains the planned batch.")},
        {"gpu_memory_target_gb", "--gpu-memory-target",
         "GPU memory to plan for, in GB, for one GPU (data-parallel runs keep the batch per GPU): a ResEnc "
         "preset's target (0 = the preset's own), or the default planner's memory budget in place of the device's",
         1, 4096, {},
         SEGSTUDIO_FIELD_TEXT("TrainingField", "GPU memory target"),
         SEGSTUDIO_FIELD_TEXT("TrainingField", "GPU memory to plan for, in GB, on one GPU: a preset scales its patch and batch to it. 0: the preset's own; for SegStudio's planner, the device's memory.")},
        {"network.stages", "", "", 0, 8, {},
         SEGSTUDIO_FIELD_TEXT("TrainingField", "Depth (stages)"),
         SEGSTUDIO_FIELD_TEXT("TrainingField", "Resolution levels of the U-Net. auto: pool each axis while its feature map stays at least 8 voxels.")},  // resolution levels (strides_xyz entries); 0 = planned
        {"network.base_features", "", "", 0, 1024, {},
         SEGSTUDIO_FIELD_TEXT("TrainingField", "Width (features)"),
         SEGSTUDIO_FIELD_TEXT("TrainingField", "Feature maps in the first stage (doubling per stage). auto: 32 on a GPU, 16 on a CPU.")},
        {"network.blocks_per_stage", "", "", 1, 8, {}},
        {"network.decoder_convs", "", "", 1, 8, {}},
        {"patch_size_xyz", "--patch", "Patch size x y z in voxels (0 = planned)", 0, 4096, {},
         SEGSTUDIO_FIELD_TEXT("TrainingField", "Patch x y z"),
         SEGSTUDIO_FIELD_TEXT("TrainingField", "Voxels of one training sample. auto: the median case at the target spacing, shrunk to the memory and time budget.")},
        {"batch_size", "--batch-size", "Batch size (0 = planned)", 0, 4096, {},
         SEGSTUDIO_FIELD_TEXT("TrainingField", "Batch size"),
         SEGSTUDIO_FIELD_TEXT("TrainingField", "Samples per optimizer step. auto: the largest that fits memory, at most 5 % of the dataset (4 on a CPU).")},
        {"foreground_oversampling", "", "", 0, 1, {}},
        {"optimizer.learning_rate", "", "", 1e-8, 10, {},
         SEGSTUDIO_FIELD_TEXT("TrainingField", "Learning rate"),
         SEGSTUDIO_FIELD_TEXT("TrainingField", "Peak learning rate. auto: 3e-3 for AdamW, 1e-2 for SGD.")},  // 0 = planned
        {"optimizer.momentum", "", "", 0, 0.9999, {}},
        {"optimizer.weight_decay", "", "", 0, 1, {}},
        {"optimizer.warmup_epochs", "", "", 0, 1e6, {}},
        {"optimizer.poly_exponent", "", "", 0, 10, {}},
        {"optimizer.gradient_clip_norm", "", "", 0, 1e6, {}},
        {"optimizer.gradient_accumulation", "", "", 1, 1024, {}},
        {"epochs", "--epochs", "Epochs (0 = planned)", 0, 1e6, {},
         SEGSTUDIO_FIELD_TEXT("TrainingField", "Epochs"),
         SEGSTUDIO_FIELD_TEXT("TrainingField", "Epochs of training. auto: as many as the time budget allows, or 1000 without one.")},
        {"iterations_per_epoch", "", "", 0, 1e6, {}},
        {"max_minutes", "--max-minutes",
         "Wall-clock budget in minutes; a final validation and the model follow. auto: " + budget +
             " minutes on a CPU from the dataset size and the measured step time, none on a GPU",
         0, 1e7, {"auto"},
         SEGSTUDIO_FIELD_TEXT("TrainingField", "Time budget"),
         SEGSTUDIO_FIELD_TEXT("TrainingField", "Wall-clock limit; a final validation and the model follow. auto: %1 minutes on a CPU, chosen from the dataset size and the measured step time; the planned epochs on a GPU.")},
        {"dice_weight", "", "", 0, 100, {}},
        {"cross_entropy_weight", "", "", 0, 100, {}},
        {"augmentation.rotation_degrees", "", "", 0, 180, {}},
        {"augmentation.in_plane_rotation_degrees", "", "", 0, 180, {}},
        {"validation.interval_epochs", "", "", 0, 1e6, {},
         SEGSTUDIO_FIELD_TEXT("TrainingField", "Validate every (epochs)"),
         SEGSTUDIO_FIELD_TEXT("TrainingField", "How often the validation cases are segmented whole to report Dice. auto: chosen so validation takes a small share of the budget.")},
        {"validation.overlap", "", "", 0, 0.95, {}},
        {"validation.max_cases", "", "", 0, 1e6, {}},
        {"checkpoint_interval_epochs", "", "", 1, 1e6, {}},
        {"interactive_corrective_rounds", "", "", 0, 8, {}},
    };
}

}  // namespace

std::string autoBudgetRangeText()
{
    char text[32];
    std::snprintf(text, sizeof text, "%g-%g", kAutoBudgetMinMinutes, kAutoBudgetMaxMinutes);
    return text;
}

const std::vector<TrainingField>& trainingFields()
{
    static const std::vector<TrainingField> fields = makeFields();
    return fields;
}

const TrainingField& trainingField(const std::string& key)
{
    const std::vector<TrainingField>& fields = trainingFields();
    const auto row = std::find_if(fields.begin(), fields.end(), [&key](const TrainingField& f) { return f.key == key; });
    if (row == fields.end())
        throw std::logic_error("no training field " + key);
    return *row;
}

}  // namespace segstudio::engine
