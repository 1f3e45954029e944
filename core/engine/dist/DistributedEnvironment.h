#pragma once
// Where this process stands in a distributed (data-parallel) job, read from
// the variables cluster launchers set, the way PyTorch jobs read them:
//   torchrun, or any launcher: WORLD_SIZE, RANK, MASTER_ADDR, MASTER_PORT,
//     LOCAL_RANK (default 0), LOCAL_WORLD_SIZE (default 1);
//   SLURM (srun): SLURM_NTASKS, SLURM_PROCID, SLURM_LOCALID,
//     SLURM_NTASKS_PER_NODE; MASTER_ADDR defaults to the first host of
//     SLURM_JOB_NODELIST, MASTER_PORT to 29500.
// WORLD_SIZE wins over SLURM's variables; neither (or a world of 1) means a
// single process. No LibTorch here: the CLI parses this before it starts.
#include <functional>
#include <optional>
#include <string>

namespace segstudio::engine {

struct DistributedEnvironment {
    int rank = 0;
    int worldSize = 1;
    int localRank = 0;       // on this host: picks the GPU
    int localWorldSize = 1;  // processes on this host: splits the CPU cores
    std::string masterAddress;
    int masterPort = 0;
    std::string origin;      // "torchrun variables", "SLURM", "--nproc"; empty for one process
    // Polled by rank 0 while it waits for the others to join: true when one
    // of them will never come (the workbench's launcher saw it end), so the
    // wait ends at once instead of at the join timeout. May be empty.
    std::function<bool()> joinAbandoned;

    bool distributed() const { return worldSize > 1; }
    bool root() const { return rank == 0; }
    // "rank 1 of 4"
    std::string describe() const;
};

// When a data-parallel step all-reduces the gradients (GradientAverager.h).
enum class GradientSchedule { AfterBackward, Overlapped };

using EnvironmentLookup = std::function<std::optional<std::string>(const std::string& name)>;

// Throws InputError naming the variable that is missing or malformed
// (file "environment").
DistributedEnvironment distributedEnvironment(const EnvironmentLookup& lookup);
DistributedEnvironment distributedEnvironmentOfProcess();

// The first host of a SLURM host list: "gpu[07-09,12],cpu1" -> "gpu07".
std::string firstSlurmHost(const std::string& nodeList);

// SLURM_TASKS_PER_NODE's first count: "4(x2),3" -> 4.
int firstSlurmTaskCount(const std::string& tasksPerNode);

}  // namespace segstudio::engine
