// availableDevices / describeDevice (Planner.h): the CPU and CUDA devices.
#include <unistd.h>

#include <thread>

#include "common/Errors.h"
#include "engine/device/CudaSupport.h"
#include "engine/plan/Planner.h"

namespace segstudio::engine {

static DeviceDescription cpuDevice()
{
    DeviceDescription d;
    d.id = "cpu";
    d.cpuThreads = std::max(1, static_cast<int>(std::thread::hardware_concurrency()));
    d.name = "CPU (" + std::to_string(d.cpuThreads) + " threads)";
    d.memoryBytes = static_cast<int64_t>(sysconf(_SC_PHYS_PAGES)) * static_cast<int64_t>(sysconf(_SC_PAGE_SIZE));
    return d;
}

std::vector<DeviceDescription> availableDevices()
{
    std::vector<DeviceDescription> devices{cpuDevice()};
    for (int i = 0; i < cuda::deviceCount(); ++i) {
        const cuda::DeviceProperties p = cuda::properties(i);
        DeviceDescription d;
        d.id = "cuda:" + std::to_string(i);
        d.name = p.name;
        d.cuda = true;
        d.memoryBytes = p.totalMemoryBytes;
        d.cpuThreads = devices.front().cpuThreads;
        devices.push_back(d);
    }
    return devices;
}

DeviceDescription describeDevice(const std::string& configDevice)
{
    const std::vector<DeviceDescription> devices = availableDevices();
    if (configDevice == "auto")
        return devices.size() > 1 ? devices[1] : devices[0];
    const std::string id = configDevice == "cuda" ? "cuda:0" : configDevice;
    for (const DeviceDescription& d : devices)
        if (d.id == id)
            return d;
    throw InputError("", "device", "'" + configDevice + "' is not available on this machine (have: " +
                                       [&] {
                                           std::string list;
                                           for (const DeviceDescription& d : devices)
                                               list += (list.empty() ? "" : ", ") + d.id;
                                           return list;
                                       }() + ")");
}

}  // namespace segstudio::engine
