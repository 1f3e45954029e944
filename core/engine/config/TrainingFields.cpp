#include "engine/config/TrainingFields.h"

#include <algorithm>
#include <cstdio>
#include <stdexcept>

#include "engine/config/TrainingConfig.h"
#include "engine/plan/Planner.h"

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
        {"fold", "--fold", "Cross-validation fold", 0, 99, {}},
        {"threads", "--threads", "CPU threads (0 = physical cores)", 0, 1024, {}},
        {"loader_threads", "", "", 1, 64, {}},
        {"prefetch_batches", "", "", 1, 64, {}},
        {"device", "--device", "auto, cpu, cuda or cuda:N", 0, 0, {}},
        {"precision", "--precision",
         "Arithmetic of the forward and backward pass: auto (bf16 where the device computes it natively and, on a "
         "CPU, its first losses match fp32's; fp16 with loss scaling on other GPUs; else fp32), fp32, tf32, fp16 "
         "or bf16",
         0, 0, precisionChoices()},
        {"planner", "--planner",
         "How patch, network and batch are planned: default (SegStudio's planner, time-aware on a CPU), or nnU-Net "
         "v2's residual-encoder presets for one GPU: resenc_m (8 GB), resenc_l (24 GB, the authors' recommended "
         "default), resenc_xl (40 GB)",
         0, 0, plannerChoices()},
        {"gpu_memory_target_gb", "--gpu-memory-target",
         "GPU memory to plan for, in GB, for one GPU (data-parallel runs keep the batch per GPU): a ResEnc "
         "preset's target (0 = the preset's own), or the default planner's memory budget in place of the device's",
         1, 4096, {}},
        {"network.stages", "", "", 0, 8, {}},  // resolution levels (strides_xyz entries); 0 = planned
        {"network.base_features", "", "", 0, 1024, {}},
        {"network.blocks_per_stage", "", "", 1, 8, {}},
        {"network.decoder_convs", "", "", 1, 8, {}},
        {"patch_size_xyz", "--patch", "Patch size x y z in voxels (0 = planned)", 0, 4096, {}},
        {"batch_size", "--batch-size", "Batch size (0 = planned)", 0, 4096, {}},
        {"foreground_oversampling", "", "", 0, 1, {}},
        {"optimizer.learning_rate", "", "", 1e-8, 10, {}},  // 0 = planned
        {"optimizer.momentum", "", "", 0, 0.9999, {}},
        {"optimizer.weight_decay", "", "", 0, 1, {}},
        {"optimizer.warmup_epochs", "", "", 0, 1e6, {}},
        {"optimizer.poly_exponent", "", "", 0, 10, {}},
        {"optimizer.gradient_clip_norm", "", "", 0, 1e6, {}},
        {"optimizer.gradient_accumulation", "", "", 1, 1024, {}},
        {"epochs", "--epochs", "Epochs (0 = planned)", 0, 1e6, {}},
        {"iterations_per_epoch", "", "", 0, 1e6, {}},
        {"max_minutes", "--max-minutes",
         "Wall-clock budget in minutes; a final validation and the model follow. auto: " + budget +
             " minutes on a CPU from the dataset size and the measured step time, none on a GPU",
         0, 1e7, {"auto"}},
        {"dice_weight", "", "", 0, 100, {}},
        {"cross_entropy_weight", "", "", 0, 100, {}},
        {"augmentation.rotation_degrees", "", "", 0, 180, {}},
        {"augmentation.in_plane_rotation_degrees", "", "", 0, 180, {}},
        {"validation.interval_epochs", "", "", 0, 1e6, {}},
        {"validation.overlap", "", "", 0, 0.95, {}},
        {"validation.max_cases", "", "", 0, 1e6, {}},
        {"checkpoint_interval_epochs", "", "", 1, 1e6, {}},
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
