// segstudio-cli: the headless SegStudio. Every command and its options are
// listed by `segstudio-cli --help` and `segstudio-cli <command> --help`.
#include <csignal>
#include <cstdio>
#include <iostream>
#include <new>

#include <CLI/CLI.hpp>

#include "Commands.h"
#include "Interrupts.h"
#include "common/Errors.h"
#include "common/system/HugePages.h"

using namespace segstudio;
using namespace segstudio::cli;

int main(int argc, char** argv)
{
    restartWithHugePageMalloc(argv);  // before any thread: scans and caches fault in 2 MiB pages
    // Output piped into a reader that stops early (`--json | head`) must not
    // kill a run mid-checkpoint: writes then fail quietly and the work goes on.
    std::signal(SIGPIPE, SIG_IGN);
    installInterruptHandlers();
    // One line at a time also into pipes and log files, so `train | tee log`
    // and a watching process see each epoch when it ends.
    std::setvbuf(stdout, nullptr, _IOLBF, 0);
    CLI::App app{"SegStudio headless: check and preprocess datasets, train U-Nets, predict and evaluate.", "segstudio-cli"};
    app.require_subcommand(1);
    app.fallthrough();
    app.set_version_flag("--version", std::string(SEGSTUDIO_VERSION));
    CommandTable table;
    app.add_flag("--json", table.json, "Machine-readable output: one JSON object per line");
#ifdef SEGSTUDIO_HAS_IO
    addInfoCommand(app, table);
    addDatasetCommands(app, table);
    addPreprocessCommand(app, table);
    addPhantomCommand(app, table);
#endif
    addTrainCommands(app, table);
    addCompareCommand(app, table);
    addExportCommand(app, table);
    addProfileCommand(app, table);
    addAutotuneCommand(app, table);
#ifdef SEGSTUDIO_HAS_IO
    addPredictCommands(app, table);
    addEvaluateCommand(app, table);
    addAgreeCommand(app, table);
    addAssignCommand(app, table);
    addGrowCommand(app, table);
    addStatsCommand(app, table);
    addInteractCommand(app, table);
    addConvertCommand(app, table);
    addPacsCommand(app, table);
    addFinishingCommands(app, table);
#endif
    try {
        app.parse(argc, argv);
    } catch (const CLI::ParseError& error) {
        return app.exit(error) == 0 ? kExitOk : kExitBadInput;
    }
    try {
        return table.run ? table.run() : kExitBadInput;
    } catch (const Cancelled& error) {
        std::cerr << "interrupted: " << error.what() << "\n";
        return kExitInterrupted;
    } catch (const ValidationError& error) {
        std::cerr << "error: " << error.what() << "\n";
        return kExitBadInput;
    } catch (const InputError& error) {
        std::cerr << "error: " << error.what() << "\n";
        return kExitBadInput;
    } catch (const std::bad_alloc&) {
        std::cerr << "error: out of memory\n";
        return kExitRuntimeFailure;
    } catch (const std::exception& error) {
        std::cerr << "error: " << error.what() << "\n";
        return kExitRuntimeFailure;
    }
}
