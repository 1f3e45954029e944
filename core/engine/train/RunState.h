#pragma once
// What a training checkpoint holds besides tensors (checkpoint_*.pt's
// "state" entry): progress, the running epoch loss, the learning-rate floor,
// the best validation and the wall time. Internal to the Trainer.
#include <cstdint>

#include "common/formats/JsonFile.h"
#include "engine/train/RunFolder.h"
#include "engine/train/TrainingObserver.h"

namespace segstudio::engine {

struct RunState {
    int completedEpochs = 0;
    int64_t completedSteps = 0;
    int plannedEpochs = 0;
    double epochLossSum = 0;   // of the applied (finite) steps already done in the current epoch
    int64_t epochLossSteps = 0;
    double lastLearningRate = -1;  // after warm-up the rate never rises again (time budgets replan epochs)
    double bestMeanDice = -1;
    int bestEpoch = -1;
    double trainedSeconds = 0; // wall time over all sessions
    ValidationStats lastValidation;

    Json toJson() const
    {
        return {{"completed_epochs", completedEpochs}, {"completed_steps", completedSteps},
                {"planned_epochs", plannedEpochs},     {"epoch_loss_sum", epochLossSum},
                {"epoch_loss_steps", epochLossSteps},  {"last_learning_rate", lastLearningRate},
                {"best_mean_dice", bestMeanDice},      {"best_epoch", bestEpoch},
                {"trained_seconds", trainedSeconds},   {"last_validation", validationJson(lastValidation)}};
    }
    static RunState fromJson(const Json& j)
    {
        RunState s;
        s.completedEpochs = j.at("completed_epochs");
        s.completedSteps = j.at("completed_steps");
        s.plannedEpochs = j.at("planned_epochs");
        s.epochLossSum = j.value("epoch_loss_sum", 0.0);
        s.epochLossSteps = j.value("epoch_loss_steps", int64_t(0));
        s.lastLearningRate = j.value("last_learning_rate", -1.0);
        s.bestMeanDice = j.at("best_mean_dice");
        s.bestEpoch = j.at("best_epoch");
        s.trainedSeconds = j.value("trained_seconds", 0.0);
        if (j.contains("last_validation"))
            s.lastValidation = validationFromJson(j["last_validation"]);
        return s;
    }
};

}  // namespace segstudio::engine
