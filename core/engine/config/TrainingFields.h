#pragma once
// The training settings a user edits, one row each: the config.json key,
// the command-line option and its help, the accepted range, the named
// values, and the workbench's label and tooltip. TrainingConfig::validate
// checks its ranges (and so the training form does), segstudio-cli builds
// its options and checks from it, and the training panel its spin boxes,
// choices, row labels and tooltips. No LibTorch or Qt here: the workbench
// translates label and tooltip in the context "TrainingField" (lupdate
// finds them as SEGSTUDIO_FIELD_TEXT, an alias of QT_TRANSLATE_NOOP).
#include <string>
#include <vector>

namespace segstudio::engine {

struct TrainingField {
    std::string key;                   // "batch_size", "optimizer.learning_rate"
    std::string cliOption;             // "--batch-size"; empty: config file and panel only
    std::string cliHelp;               // English; empty without an option
    double minimum = 0, maximum = 0;   // a number's inclusive range (both 0: not a number)
    std::vector<std::string> choices;  // named values ("auto", "fp32", ...); empty for numbers and text
    // The training panel's row label and tooltip (English; what the field
    // does and what "auto" means); empty for fields the panel has no row for.
    // max_minutes' tooltip holds %1 for autoBudgetRangeText().
    std::string label = {};
    std::string tooltip = {};
};

const std::vector<TrainingField>& trainingFields();
// The row of `key`. Throws std::logic_error for a key that has none (a
// programming error, not bad input).
const TrainingField& trainingField(const std::string& key);

// "10-30": the minutes "time budget: auto" chooses from on a CPU
// (Planner.h, kAutoBudgetMinMinutes and kAutoBudgetMaxMinutes).
std::string autoBudgetRangeText();

}  // namespace segstudio::engine
