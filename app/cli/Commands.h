#pragma once
// segstudio-cli: each command module adds its subcommand to the CLI11 app and
// stores the function that runs it. Commands print results to stdout,
// diagnostics to stderr, and return an exit code.
#include <functional>
#include <string>
#include <vector>

namespace CLI {
class App;
}

namespace segstudio::cli {

enum ExitCode : int {
    kExitOk = 0,
    kExitProblemsFound = 1,  // the command ran and found problems (bad cases, failed checks)
    kExitBadInput = 2,       // unreadable file, bad option or config value
    kExitRuntimeFailure = 3, // out of memory, NaN loss, I/O failure during a job
    kExitInterrupted = 130,  // Ctrl-C: state saved, then stopped
};

struct CommandTable {
    std::function<int()> run;  // set by the chosen subcommand's callback
    bool json = false;          // --json: machine-readable output, one JSON object per line
};

void addTrainCommands(CLI::App& app, CommandTable& table);  // plan, train, resume
void addCompareCommand(CLI::App& app, CommandTable& table);
void addExportCommand(CLI::App& app, CommandTable& table);  // export --torchscript
void addProfileCommand(CLI::App& app, CommandTable& table);   // profile (ProfileCommand.cpp)
void addAutotuneCommand(CLI::App& app, CommandTable& table);  // autotune (ProfileCommand.cpp)

#ifdef SEGSTUDIO_HAS_IO
void addPredictCommands(CLI::App& app, CommandTable& table);  // predict
void addEvaluateCommand(CLI::App& app, CommandTable& table);  // evaluate (EvaluateCommand.cpp)
void addAgreeCommand(CLI::App& app, CommandTable& table);     // agree (AgreeCommand.cpp): raters
void addAssignCommand(CLI::App& app, CommandTable& table);    // assign (AssignCommand.cpp): raters' cases
void addInfoCommand(CLI::App& app, CommandTable& table);
void addDatasetCommands(CLI::App& app, CommandTable& table);
void addPreprocessCommand(CLI::App& app, CommandTable& table);
void addPhantomCommand(CLI::App& app, CommandTable& table);
void addGrowCommand(CLI::App& app, CommandTable& table);  // grow (GrowCommand.cpp)
void addStatsCommand(CLI::App& app, CommandTable& table);  // stats (StatsCommand.cpp)
void addInteractCommand(CLI::App& app, CommandTable& table);  // interact (InteractCommand.cpp)
void addConvertCommand(CLI::App& app, CommandTable& table);  // convert (ConvertCommand.cpp): DICOM SEG
void addPacsCommand(CLI::App& app, CommandTable& table);     // pacs echo|find|get|send (PacsCommand.cpp)
void addFinishingCommands(CLI::App& app, CommandTable& table);  // mesh, edit (FinishingCommands.cpp)
// --trust-model (predict, interact): records the user's yes for the models'
// TorchScript modules (application/segment/ModelTrust.h) and says which, with their SHA-256.
void trustModulesOnRequest(const std::vector<std::string>& models, bool json);
#endif

}  // namespace segstudio::cli
