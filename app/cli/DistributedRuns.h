#pragma once
// Data-parallel runs of segstudio-cli (engine/dist/): `train --nproc N` and
// `resume --nproc N` start N local ranks of this same program
// (common/system/RankLauncher.h); under an outside launcher (torchrun-style
// variables, srun) this process is one rank.
#include <string>
#include <vector>

#include "engine/dist/DistributedEnvironment.h"

namespace segstudio::cli {

// This process's place in a distributed job. With --nproc above 1 it must be
// none (the launcher starts the ranks); throws InputError naming --nproc
// otherwise, or the variable that is missing or malformed.
engine::DistributedEnvironment rankEnvironment(int nproc);

// Starts `processes` ranks running `arguments` (this program's command line
// after the executable; `json` adds --json), forwards Ctrl-C, reports a
// failed rank by number, and returns the exit code: rank 0's, or
// kExitRuntimeFailure when a rank failed.
int launchRanks(int processes, std::vector<std::string> arguments, bool json, const std::string& runFolder);

// "--allreduce" values.
engine::GradientSchedule gradientScheduleFromName(const std::string& name);

}  // namespace segstudio::cli
