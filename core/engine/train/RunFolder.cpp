#include "engine/train/RunFolder.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <ctime>
#include <filesystem>
#include <map>
#include <sstream>

#include <fcntl.h>
#include <signal.h>
#include <sys/file.h>
#include <unistd.h>

#include "common/system/AtomicFile.h"

namespace segstudio::engine {

namespace {

// json[key] as an integer of type T (getChecked: JsonNumberError when it
// does not fit), or `fallback` without the key.
template <class T> T numberOr(const Json& json, const char* key, T fallback)
{
    return json.is_object() && json.contains(key) ? getChecked<T>(json.at(key)) : fallback;
}

}  // namespace

namespace fs = std::filesystem;

MetricsWriter::MetricsWriter(const std::string& path, int64_t resumeStep, int resumeEpoch, int resumeValidationEpoch)
{
    if (resumeStep >= 0 && fs::exists(path)) {
        std::ifstream in(path);
        std::string kept, line;
        while (std::getline(in, line)) {
            try {
                const Json j = parseJson(line, path);
                const bool laterStep = j.value("type", "") == "step" && numberOr<int64_t>(j, "step", 0) >= resumeStep;
                const std::string type = j.value("type", "");
                const int from = type == "validation" ? std::min(resumeEpoch, resumeValidationEpoch) : resumeEpoch;
                const bool laterEpoch = type != "step" && numberOr<int>(j, "epoch", 0) >= from;
                if (laterStep || laterEpoch)
                    continue;
            } catch (const std::exception&) {  // JSON errors, InputError (nesting)
                continue;  // a line cut by a crash
            }
            kept += line + "\n";
        }
        writeFileAtomically(path, kept);
    }
    // A new run starts its own file: a folder killed before its first
    // checkpoint may hold a previous attempt's lines.
    m_out.open(path, resumeStep >= 0 ? std::ios::app : std::ios::trunc);
    if (!m_out)
        throw InputError(path, "", "cannot open the metrics file for writing");
    m_path = path;
}

void MetricsWriter::write(const Json& line)
{
    std::lock_guard<std::mutex> lock(m_mutex);
    m_out << line.dump() << '\n';
    m_out.flush();
    if (!m_out)
        throw InputError(m_path, "", "cannot write the training metrics (is the disk full?); the run stops with its "
                                     "last checkpoint kept");
}

static Json memoryJson(const MemoryStats& m)
{
    return {{"allocated_bytes", m.deviceAllocatedBytes}, {"reserved_bytes", m.deviceReservedBytes},
            {"peak_bytes", m.devicePeakBytes},           {"rss_bytes", m.processResidentBytes},
            {"cpu_percent", m.processCpuPercent},        {"gpu_utilization_percent", m.gpuUtilizationPercent}};
}

Json stepJson(const StepStats& s)
{
    return {{"type", "step"},
            {"step", s.step},
            {"epoch", s.epoch},
            {"step_in_epoch", s.stepInEpoch},
            {"loss", s.loss},
            {"lr", s.learningRate},
            {"samples_per_s", s.samplesPerSecond},
            {"voxels_per_s", s.voxelsPerSecond},
            {"data_wait_ms", s.dataWaitMs},
            {"augment_ms", s.augmentMs},
            {"forward_ms", s.forwardMs},
            {"backward_ms", s.backwardMs},
            {"optimizer_ms", s.optimizerMs},
            {"all_reduce_ms", s.allReduceMs},
            {"prompts_ms", s.promptsMs},
            {"recorded_step_ms", s.recordedStepMs},
            {"rank_samples_per_s", s.rankSamplesPerSecond},
            {"step_ms", s.stepMs},
            {"loss_scale", s.lossScale},
            {"skipped", s.skipped},
            {"memory", memoryJson(s.memory)}};
}

Json epochJson(const EpochStats& e)
{
    return {{"type", "epoch"},          {"epoch", e.epoch},
            {"planned_epochs", e.plannedEpochs}, {"train_loss", e.trainLoss},
            {"lr", e.learningRate},     {"epoch_s", e.epochSeconds},
            {"elapsed_s", e.elapsedSeconds}, {"eta_s", e.etaSeconds},
            {"device", e.device},       {"precision", e.precision}};
}

Json validationJson(const ValidationStats& v)
{
    return {{"type", "validation"},       {"epoch", v.epoch},
            {"classes", v.classNames},    {"dice", numbersToJson(v.dicePerClass)},
            {"iou", numbersToJson(v.iouPerClass)},       {"mean_dice", v.meanDice},
            {"loss", v.loss},             {"seconds", v.seconds},
            {"cases", v.cases},           {"best", v.isBest}};
}

ValidationStats validationFromJson(const Json& j)
{
    ValidationStats v;
    v.epoch = getChecked<int>(j.at("epoch"));
    v.classNames = j.value("classes", std::vector<std::string>{});
    v.dicePerClass = numbersFromJson(j.at("dice"));
    v.iouPerClass = numbersFromJson(j.value("iou", Json::array()));
    v.meanDice = j.at("mean_dice");
    v.loss = j.value("loss", 0.0);
    v.seconds = j.value("seconds", 0.0);
    v.cases = numberOr<int>(j, "cases", 0);
    v.isBest = j.value("best", false);
    return v;
}

RunHistory readRunHistory(const std::string& path)
{
    RunHistory history;
    std::ifstream in(path);
    std::string line;
    while (std::getline(in, line)) {
        try {
            const Json j = parseJson(line, path);
            const std::string type = j.at("type");
            if (type == "step") {
                StepStats s;
                s.step = getChecked<int64_t>(j.at("step"));
                s.epoch = getChecked<int>(j.at("epoch"));
                s.stepInEpoch = numberOr<int>(j, "step_in_epoch", 0);
                s.loss = j.at("loss");
                s.learningRate = j.at("lr");
                s.samplesPerSecond = j.value("samples_per_s", 0.0);
                s.voxelsPerSecond = j.value("voxels_per_s", 0.0);
                s.dataWaitMs = j.value("data_wait_ms", 0.0);
                s.augmentMs = j.value("augment_ms", 0.0);
                s.forwardMs = j.value("forward_ms", 0.0);
                s.backwardMs = j.value("backward_ms", 0.0);
                s.optimizerMs = j.value("optimizer_ms", 0.0);
                s.stepMs = j.value("step_ms", 0.0);
                s.allReduceMs = j.value("all_reduce_ms", 0.0);
                s.promptsMs = j.value("prompts_ms", 0.0);
                s.recordedStepMs = j.value("recorded_step_ms", 0.0);
                if (j.contains("rank_samples_per_s"))
                    for (const Json& rate : j["rank_samples_per_s"])
                        s.rankSamplesPerSecond.push_back(rate.get<double>());
                s.lossScale = j.value("loss_scale", 1.0);
                s.skipped = j.value("skipped", false);
                if (j.contains("memory")) {
                    const Json& m = j["memory"];
                    s.memory.deviceAllocatedBytes = numberOr<int64_t>(m, "allocated_bytes", 0);
                    s.memory.deviceReservedBytes = numberOr<int64_t>(m, "reserved_bytes", 0);
                    s.memory.devicePeakBytes = numberOr<int64_t>(m, "peak_bytes", 0);
                    s.memory.processResidentBytes = numberOr<int64_t>(m, "rss_bytes", 0);
                    s.memory.processCpuPercent = m.value("cpu_percent", 0.0);
                    s.memory.gpuUtilizationPercent = m.value("gpu_utilization_percent", -1.0);
                }
                history.steps.push_back(s);
            } else if (type == "epoch") {
                EpochStats e;
                e.epoch = getChecked<int>(j.at("epoch"));
                e.plannedEpochs = numberOr<int>(j, "planned_epochs", 0);
                e.trainLoss = j.at("train_loss");
                e.learningRate = j.value("lr", 0.0);
                e.epochSeconds = j.value("epoch_s", 0.0);
                e.elapsedSeconds = j.value("elapsed_s", 0.0);
                e.etaSeconds = j.value("eta_s", 0.0);
                e.device = j.value("device", "");
                e.precision = j.value("precision", "");
                history.epochs.push_back(e);
            } else if (type == "validation") {
                history.validations.push_back(validationFromJson(j));
            }
        } catch (const std::exception&) {  // a line cut by a crash, or nested too deeply
            continue;
        }
    }
    return history;
}

namespace {

std::string hostName()
{
    char name[256] = {};
    return ::gethostname(name, sizeof name - 1) == 0 ? std::string(name) : std::string();
}

}  // namespace

void writeRunStatus(const RunPaths& paths, const RunStatus& s)
{
    writeJsonFile(paths.status(), {{"state", s.state},
                                   {"message", s.message},
                                   {"epoch", s.epoch},
                                   {"planned_epochs", s.plannedEpochs},
                                   {"best_mean_dice", s.bestMeanDice},
                                   {"duration_s", s.durationSeconds},
                                   {"dataset", s.datasetName},
                                   {"updated", isoTimestampUtc()},
                                   {"pid", static_cast<int64_t>(::getpid())},
                                   {"host", hostName()}});
}

std::optional<RunStatus> readRunStatus(const std::string& folder)
{
    const std::string path = folder + "/status.json";
    if (!fs::exists(path))
        return std::nullopt;
    try {
        const Json j = readJsonFile(path);
        RunStatus s;
        s.state = j.value("state", "unknown");
        s.message = j.value("message", "");
        s.epoch = numberOr<int>(j, "epoch", 0);
        s.plannedEpochs = numberOr<int>(j, "planned_epochs", 0);
        s.bestMeanDice = j.value("best_mean_dice", -1.0);
        s.durationSeconds = j.value("duration_s", 0.0);
        s.datasetName = j.value("dataset", "");
        s.updated = j.value("updated", "");
        // "running" from a process of this machine that no longer exists: it
        // was killed (kill -9, out of memory, power) before it could say so.
        const int64_t pid = numberOr<int64_t>(j, "pid", 0);
        const bool active = s.state == "running" || s.state == "paused";
        if (active && pid > 0 && j.value("host", "") == hostName() && ::kill(static_cast<pid_t>(pid), 0) != 0 &&
            errno == ESRCH) {
            s.state = "interrupted";
            s.message = "the process training this run (pid " + std::to_string(pid) +
                        ") ended without saving its state; resume continues from the last checkpoint";
        }
        return s;
    } catch (const std::exception&) {
        return std::nullopt;
    }
}

// ------------------------------------------------------------- lock ----

namespace {

struct HeldLock {
    int fd = -1;
    int holders = 0;
};
std::mutex g_locksMutex;
std::map<std::string, HeldLock> g_locks;  // canonical folder -> this process's lock

}  // namespace

RunFolderLock::RunFolderLock(const std::string& folder)
{
    std::error_code error;
    fs::create_directories(folder, error);
    // A run folder holds case ids, source paths and validation predictions:
    // its owner's alone, like the cache.
    fs::permissions(folder, fs::perms::owner_all, fs::perm_options::replace, error);
    m_key = fs::weakly_canonical(fs::absolute(folder), error).string();
    if (m_key.empty())
        m_key = folder;
    std::lock_guard<std::mutex> guard(g_locksMutex);
    HeldLock& held = g_locks[m_key];
    if (held.holders > 0) {
        ++held.holders;
        return;
    }
    const std::string path = m_key + "/.lock";
    const int fd = ::open(path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0600);
    if (fd < 0) {
        g_locks.erase(m_key);
        throw InputError(folder, ".lock", std::string("cannot be created: ") + std::strerror(errno));
    }
    if (::flock(fd, LOCK_EX | LOCK_NB) != 0) {
        char holder[128] = {};
        const ssize_t n = ::pread(fd, holder, sizeof holder - 1, 0);
        ::close(fd);
        g_locks.erase(m_key);
        const std::string who = n > 0 ? std::string(holder, static_cast<std::size_t>(n)) : std::string("another process");
        throw InputError(folder, "", "is in use by " + who.substr(0, who.find('\n')) +
                                         ", which is training or finishing this run; wait for it or stop it first");
    }
    // Who holds it, for the message another process gives; the lock does not depend on it.
    const std::string holder = "pid " + std::to_string(::getpid()) + " on " + hostName() + "\n";
    const bool named = ::ftruncate(fd, 0) == 0 && ::pwrite(fd, holder.data(), holder.size(), 0) > 0;
    (void)named;
    held.fd = fd;
    held.holders = 1;
}

RunFolderLock::~RunFolderLock()
{
    std::lock_guard<std::mutex> guard(g_locksMutex);
    const auto it = g_locks.find(m_key);
    if (it == g_locks.end() || --it->second.holders > 0)
        return;
    ::close(it->second.fd);  // releases the flock
    g_locks.erase(it);
}

}  // namespace segstudio::engine
