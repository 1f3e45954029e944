#pragma once
// The training settings a user edits, one row each: the config.json key,
// the command-line option and its help, the accepted range and the named
// values. TrainingConfig::validate checks its ranges (and so the training
// form does), segstudio-cli builds its options and checks from it, and the
// training panel its spin boxes and choices; the panel's labels and
// tooltips are its own (translated), keyed by the same keys. No LibTorch or
// Qt here.
#include <string>
#include <vector>

namespace segstudio::engine {

struct TrainingField {
    std::string key;                   // "batch_size", "optimizer.learning_rate"
    std::string cliOption;             // "--batch-size"; empty: config file and panel only
    std::string cliHelp;               // English; empty without an option
    double minimum = 0, maximum = 0;   // a number's inclusive range (both 0: not a number)
    std::vector<std::string> choices;  // named values ("auto", "fp32", ...); empty for numbers and text
};

const std::vector<TrainingField>& trainingFields();
// The row of `key`. Throws std::logic_error for a key that has none (a
// programming error, not bad input).
const TrainingField& trainingField(const std::string& key);

// "10-30": the minutes "time budget: auto" chooses from on a CPU
// (Planner.h, kAutoBudgetMinMinutes and kAutoBudgetMaxMinutes).
std::string autoBudgetRangeText();

}  // namespace segstudio::engine
