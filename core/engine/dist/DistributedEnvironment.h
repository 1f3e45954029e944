#pragma once
// Where this process stands in a distributed (data-parallel) job, read from
// the variables cluster launchers set, the way PyTorch jobs read them:
//   torchrun, or any launcher: WORLD_SIZE, RANK, MASTER_ADDR, MASTER_PORT,
//     LOCAL_RANK (default 0), LOCAL_WORLD_SIZE (default 1);
//   SLURM (srun): SLURM_NTASKS, SLURM_PROCID, SLURM_LOCALID,
//     SLURM_NTASKS_PER_NODE; MASTER_ADDR defaults to the first host of
//     SLURM_JOB_NODELIST, MASTER_PORT to 20000 + SLURM_JOB_ID % 10000 (below
//     Linux's ephemeral range; two jobs sharing a node get different ports),
//     or 29500 without a job id;
//   local launches (--nproc, the workbench): SEGSTUDIO_RENDEZVOUS_FILE
//     replaces MASTER_ADDR and MASTER_PORT (see rendezvousFile).
// The job id (SEGSTUDIO_JOB_ID, else TORCHELASTIC_RUN_ID unless "none", else
// SLURM_JOB_ID[.SLURM_STEP_ID]) namespaces the store's keys.
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
    // When set (an absolute path in a folder only this user can open), the
    // ranks meet through a c10d FileStore there instead of a TCP store: no
    // port is listened on, so nothing outside this user's processes can join.
    std::string rendezvousFile;
    // Every store key of the job lives under "segstudio/<jobId>/": a rank that
    // reaches another job's store (two jobs given one port) waits for its own
    // job's rank 0 and fails naming the job, instead of joining the other job.
    // Letters, digits, '.', '_' and '-'; empty when the launcher named none.
    std::string jobId;
    // Polled by rank 0 while it waits for the others to join: true when one
    // of them will never come (the workbench's launcher saw it end), so the
    // wait ends at once instead of at the join timeout. May be empty.
    std::function<bool()> joinAbandoned;

    bool distributed() const { return worldSize > 1; }
    bool root() const { return rank == 0; }
    // "rank 1 of 4"
    std::string describe() const;
    // "127.0.0.1:29500", or "the file /tmp/segstudio-job-x/store"
    std::string rendezvousDescription() const;
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
