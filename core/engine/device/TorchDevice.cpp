#include "engine/device/TorchDevice.h"

#include <ATen/Context.h>

#include <cstdlib>
#include <fstream>
#include <set>
#include <thread>

#include "common/Errors.h"

namespace segstudio::engine {

torch::Device resolveDevice(const std::string& name)
{
    if (name == "auto")
        return torch::cuda::is_available() ? torch::Device(torch::kCUDA, 0) : torch::Device(torch::kCPU);
    if (name == "cpu")
        return torch::Device(torch::kCPU);
    if (name == "cuda" || name.rfind("cuda:", 0) == 0) {
        if (!torch::cuda::is_available())
            throw InputError("", "device", "'" + name + "' asked for, but this build or machine has no CUDA device");
        const int index = name == "cuda" ? 0 : std::atoi(name.c_str() + 5);
        if (index < 0 || index >= static_cast<int>(torch::cuda::device_count()))
            throw InputError("", "device", "'" + name + "' does not exist; this machine has " +
                                               std::to_string(torch::cuda::device_count()) + " CUDA device(s)");
        return torch::Device(torch::kCUDA, static_cast<c10::DeviceIndex>(index));
    }
    throw InputError("", "device", "'" + name + "' is not a device; use auto, cpu, cuda or cuda:N");
}

void setTF32(bool enabled)
{
    at::globalContext().setAllowTF32CuBLAS(enabled);
    at::globalContext().setAllowTF32CuDNN(enabled);
}

void setCudnnBenchmark(bool enabled) { at::globalContext().setBenchmarkCuDNN(enabled); }

// Physical cores: distinct (physical id, core id) pairs in /proc/cpuinfo.
static int physicalCoreCount()
{
    std::ifstream cpuinfo("/proc/cpuinfo");
    std::set<std::pair<int, int>> cores;
    std::string line;
    int physical = 0;
    while (std::getline(cpuinfo, line)) {
        if (line.rfind("physical id", 0) == 0)
            physical = std::atoi(line.substr(line.find(':') + 1).c_str());
        else if (line.rfind("core id", 0) == 0)
            cores.insert({physical, std::atoi(line.substr(line.find(':') + 1).c_str())});
    }
    const int hardware = static_cast<int>(std::thread::hardware_concurrency());
    return cores.empty() ? std::max(1, hardware) : static_cast<int>(cores.size());
}

int threadsFromEnvironment()
{
    const char* text = std::getenv("OMP_NUM_THREADS");
    if (!text || !*text)
        return 0;
    char* end = nullptr;
    const long threads = std::strtol(text, &end, 10);
    // OpenMP allows a list ("4,2" for nested levels): the first level counts.
    if (end == text || (*end != '\0' && *end != ',') || threads < 1 || threads > 4096)
        return 0;
    return static_cast<int>(threads);
}

int configureCpuThreads(int requested)
{
    int threads = requested;
    if (threads <= 0)
        threads = threadsFromEnvironment();
    if (threads <= 0)
        threads = physicalCoreCount();
    torch::set_num_threads(threads);
    return threads;
}

void synchronize(const torch::Device& device)
{
    if (device.is_cuda())
        torch::cuda::synchronize(device.index());
}

void seedDevice(const torch::Device& device, uint64_t seed)
{
    {
        auto generator = at::detail::getDefaultCPUGenerator();
        std::lock_guard<std::mutex> lock(generator.mutex());
        generator.set_current_seed(seed);
    }
    if (device.is_cuda()) {
        auto generator = at::globalContext().defaultGenerator(device);
        std::lock_guard<std::mutex> lock(generator.mutex());
        generator.set_current_seed(seed);
    }
}

}  // namespace segstudio::engine
