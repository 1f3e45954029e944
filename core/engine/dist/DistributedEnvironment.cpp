#include "engine/dist/DistributedEnvironment.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>

#include "common/Errors.h"

namespace segstudio::engine {

namespace {

constexpr int kDefaultMasterPort = 29500;  // PyTorch's
constexpr int kSlurmPortBase = 20000;      // + SLURM_JOB_ID % 10000

int integerVariable(const EnvironmentLookup& lookup, const std::string& name, int lowest, std::optional<int> fallback,
                    const std::string& why)
{
    const std::optional<std::string> text = lookup(name);
    if (!text || text->empty()) {
        if (fallback)
            return *fallback;
        throw InputError("environment", name, "not set; " + why);
    }
    char* end = nullptr;
    const long value = std::strtol(text->c_str(), &end, 10);
    if (end == text->c_str() || *end != '\0' || value < lowest || value > 1'000'000)
        throw InputError("environment", name, "is '" + *text + "', not a whole number from " + std::to_string(lowest));
    return static_cast<int>(value);
}

void checkRank(const DistributedEnvironment& e, const std::string& rankName)
{
    if (e.rank >= e.worldSize)
        throw InputError("environment", rankName,
                         "is " + std::to_string(e.rank) + ", but the world has " + std::to_string(e.worldSize) +
                             " processes (ranks 0 to " + std::to_string(e.worldSize - 1) + ")");
    if (e.rendezvousFile.empty() && (e.masterPort < 1 || e.masterPort > 65535))
        throw InputError("environment", "MASTER_PORT", "is " + std::to_string(e.masterPort) + ", not a TCP port");
}

std::optional<std::string> nonEmpty(const EnvironmentLookup& lookup, const std::string& name)
{
    std::optional<std::string> value = lookup(name);
    return value && !value->empty() ? value : std::nullopt;
}

std::string jobIdOf(const EnvironmentLookup& lookup)
{
    std::string id, name;
    if (const auto own = nonEmpty(lookup, "SEGSTUDIO_JOB_ID")) {
        id = *own;
        name = "SEGSTUDIO_JOB_ID";
    } else if (const auto run = nonEmpty(lookup, "TORCHELASTIC_RUN_ID"); run && *run != "none") {
        id = *run;
        name = "TORCHELASTIC_RUN_ID";
    } else if (const auto slurm = nonEmpty(lookup, "SLURM_JOB_ID")) {
        const auto step = nonEmpty(lookup, "SLURM_STEP_ID");
        id = step ? *slurm + "." + *step : *slurm;
        name = "SLURM_JOB_ID";
    }
    const bool plain = std::all_of(id.begin(), id.end(), [](char c) {
        return std::isalnum(static_cast<unsigned char>(c)) || c == '.' || c == '_' || c == '-';
    });
    if (!plain || id.size() > 128)
        throw InputError("environment", name,
                         "is '" + id.substr(0, 40) + "', not a job id (at most 128 letters, digits, '.', '_', '-')");
    return id;
}

int slurmDefaultPort(const EnvironmentLookup& lookup)
{
    const auto job = nonEmpty(lookup, "SLURM_JOB_ID");
    if (!job)
        return kDefaultMasterPort;
    char* end = nullptr;
    const unsigned long long id = std::strtoull(job->c_str(), &end, 10);
    return end != job->c_str() && *end == '\0' ? kSlurmPortBase + static_cast<int>(id % 10000) : kDefaultMasterPort;
}

}  // namespace

std::string DistributedEnvironment::rendezvousDescription() const
{
    return rendezvousFile.empty() ? masterAddress + ":" + std::to_string(masterPort) : "the file " + rendezvousFile;
}

std::string DistributedEnvironment::describe() const
{
    return "rank " + std::to_string(rank) + " of " + std::to_string(worldSize);
}

std::string firstSlurmHost(const std::string& nodeList)
{
    // The first entry ends at a comma outside brackets.
    std::size_t end = 0;
    int depth = 0;
    for (; end < nodeList.size(); ++end) {
        if (nodeList[end] == '[')
            ++depth;
        else if (nodeList[end] == ']')
            --depth;
        else if (nodeList[end] == ',' && depth == 0)
            break;
    }
    const std::string entry = nodeList.substr(0, end);
    const std::size_t open = entry.find('[');
    if (open == std::string::npos)
        return entry;
    // "gpu[07-09,12]": the prefix and the first number (its zero padding kept).
    const std::size_t stop = entry.find_first_of("-,]", open + 1);
    return entry.substr(0, open) + entry.substr(open + 1, stop - open - 1);
}

int firstSlurmTaskCount(const std::string& tasksPerNode)
{
    return std::atoi(tasksPerNode.c_str());
}

DistributedEnvironment distributedEnvironment(const EnvironmentLookup& lookup)
{
    DistributedEnvironment e;
    if (lookup("WORLD_SIZE")) {
        e.worldSize = integerVariable(lookup, "WORLD_SIZE", 1, std::nullopt, "");
        if (e.worldSize == 1)
            return DistributedEnvironment{};
        const std::string why = "WORLD_SIZE=" + std::to_string(e.worldSize) +
                                " asks for a distributed run, which also needs RANK, MASTER_ADDR and MASTER_PORT "
                                "(torchrun sets them; so does segstudio-cli train --nproc)";
        e.origin = "torchrun variables";
        e.rank = integerVariable(lookup, "RANK", 0, std::nullopt, why);
        e.localRank = integerVariable(lookup, "LOCAL_RANK", 0, 0, why);
        e.localWorldSize = integerVariable(lookup, "LOCAL_WORLD_SIZE", 1, 1, why);
        e.jobId = jobIdOf(lookup);
        if (const auto file = nonEmpty(lookup, "SEGSTUDIO_RENDEZVOUS_FILE")) {
            if (file->front() != '/')
                throw InputError("environment", "SEGSTUDIO_RENDEZVOUS_FILE", "is '" + *file + "', not an absolute path");
            e.rendezvousFile = *file;
            e.masterAddress = "127.0.0.1";  // Gloo's connections stay on loopback
            checkRank(e, "RANK");
            return e;
        }
        const std::optional<std::string> address = lookup("MASTER_ADDR");
        if (!address || address->empty())
            throw InputError("environment", "MASTER_ADDR", "not set; " + why);
        e.masterAddress = *address;
        e.masterPort = integerVariable(lookup, "MASTER_PORT", 1, std::nullopt, why);
        checkRank(e, "RANK");
        return e;
    }
    if (lookup("SLURM_NTASKS") && lookup("SLURM_PROCID")) {
        const std::string why = "srun sets it for every task";
        e.worldSize = integerVariable(lookup, "SLURM_NTASKS", 1, std::nullopt, why);
        if (e.worldSize == 1)
            return DistributedEnvironment{};
        e.origin = "SLURM";
        e.rank = integerVariable(lookup, "SLURM_PROCID", 0, std::nullopt, why);
        e.localRank = integerVariable(lookup, "SLURM_LOCALID", 0, 0, why);
        const std::optional<std::string> perNode = lookup("SLURM_TASKS_PER_NODE");
        e.localWorldSize = perNode ? std::max(1, firstSlurmTaskCount(*perNode)) : 1;
        if (const std::optional<std::string> address = lookup("MASTER_ADDR"); address && !address->empty())
            e.masterAddress = *address;
        else if (const std::optional<std::string> nodes = lookup("SLURM_JOB_NODELIST"); nodes && !nodes->empty())
            e.masterAddress = firstSlurmHost(*nodes);
        else
            throw InputError("environment", "SLURM_JOB_NODELIST",
                             "not set, and no MASTER_ADDR either: the first host of the job hosts the rendezvous");
        e.masterPort = integerVariable(lookup, "MASTER_PORT", 1, slurmDefaultPort(lookup), why);
        e.jobId = jobIdOf(lookup);
        checkRank(e, "SLURM_PROCID");
        return e;
    }
    return e;
}

DistributedEnvironment distributedEnvironmentOfProcess()
{
    return distributedEnvironment([](const std::string& name) -> std::optional<std::string> {
        const char* value = std::getenv(name.c_str());
        return value ? std::optional<std::string>(value) : std::nullopt;
    });
}

}  // namespace segstudio::engine
