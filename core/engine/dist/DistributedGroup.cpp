#include "engine/dist/DistributedGroup.h"

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <thread>

#ifndef SEGSTUDIO_NO_GLOO
#ifndef USE_C10D_GLOO
#define USE_C10D_GLOO  // LibTorch's header declares ProcessGroupGloo only with it
#endif
#include <torch/csrc/distributed/c10d/ProcessGroupGloo.hpp>
#endif
#include <torch/csrc/distributed/c10d/TCPStore.hpp>

#include "common/Errors.h"
#include "engine/dist/NcclGroup.h"

namespace segstudio::engine {

struct DistributedGroup::Pending {
    c10::intrusive_ptr<c10d::Work> work;
};

struct DistributedGroup::Impl {
    c10::intrusive_ptr<c10d::Store> store;
    c10::intrusive_ptr<CollectiveBackend> group;
};

namespace {

std::string firstLine(const std::string& text)
{
    return text.substr(0, text.find('\n'));
}

// Every rank counts itself in; rank 0 waits until all have, polling
// joinAbandoned, for at most `timeout`.
void waitForEveryRank(c10d::Store& store, const DistributedEnvironment& e, std::chrono::milliseconds timeout)
{
    const std::string key = "segstudio/joined";
    int64_t joined = store.add(key, 1);
    if (!e.root())
        return;
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    while (joined < e.worldSize) {
        if (e.joinAbandoned && e.joinAbandoned())
            throw std::runtime_error("a rank ended before it joined");
        if (std::chrono::steady_clock::now() > deadline)
            throw std::runtime_error(std::to_string(e.worldSize - joined) + " of " + std::to_string(e.worldSize) +
                                     " ranks did not join within " +
                                     std::to_string(std::chrono::duration_cast<std::chrono::seconds>(timeout).count()) +
                                     " s");
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
        joined = store.add(key, 0);
    }
}

bool isLoopback(const std::string& address)
{
    return address == "localhost" || address.rfind("127.", 0) == 0 || address == "::1";
}

}  // namespace

// Runs one collective; a failure becomes a DistributedError that says which
// rank saw it and what c10d said.
template <typename Call>
void collective(const DistributedEnvironment& e, const std::string& what, Call&& call)
{
    try {
        call();
    } catch (const InputError&) {
        throw;  // a bad setting, said as it is
    } catch (const std::exception& error) {
        throw DistributedError(e.describe() + ": lost contact with the other processes of the distributed run during " +
                               what + " (another rank ended, was killed or ran out of memory, or the network "
                               "failed): " + firstLine(error.what()));
    }
}

DistributedGroup::DistributedGroup(const DistributedEnvironment& environment, const torch::Device& device,
                                   std::chrono::milliseconds timeout)
    : m_environment(environment), m_device(device), m_impl(std::make_unique<Impl>())
{
    collective(m_environment,
               "the rendezvous at " + m_environment.masterAddress + ":" + std::to_string(m_environment.masterPort),
               [&] {
        c10d::TCPStoreOptions storeOptions;
        storeOptions.port = static_cast<std::uint16_t>(m_environment.masterPort);
        storeOptions.isServer = m_environment.root();
        storeOptions.numWorkers = static_cast<std::size_t>(m_environment.worldSize);
        storeOptions.waitWorkers = false;  // waitForEveryRank instead: it can stop early
        // Joining: every rank within 5 minutes (they start within seconds), so
        // one that failed before it joined does not hold the others for long.
        storeOptions.timeout = std::min(timeout, std::chrono::milliseconds(std::chrono::minutes(5)));
        m_impl->store = c10::make_intrusive<c10d::TCPStore>(m_environment.masterAddress, storeOptions);
        waitForEveryRank(*m_impl->store, m_environment, storeOptions.timeout);
        if (device.is_cuda()) {
            m_impl->group = makeNcclProcessGroup(m_impl->store, m_environment.rank, m_environment.worldSize, timeout);
            return;
        }
#ifdef SEGSTUDIO_NO_GLOO
        throw InputError("", "device", "this build has no Gloo (its LibTorch came without Gloo's headers), so its "
                                       "ranks cannot train on the CPU; use CUDA devices (NCCL)");
#else
        auto options = c10d::ProcessGroupGloo::Options::create(timeout);
        if (const char* interface = std::getenv("GLOO_SOCKET_IFNAME"); interface && *interface)
            options->devices.push_back(c10d::ProcessGroupGloo::createDeviceForInterface(interface));
        else if (isLoopback(m_environment.masterAddress))
            options->devices.push_back(c10d::ProcessGroupGloo::createDeviceForHostname("127.0.0.1"));
        else
            options->devices.push_back(c10d::ProcessGroupGloo::createDefaultDevice());
        m_impl->group = c10::make_intrusive<c10d::ProcessGroupGloo>(m_impl->store, m_environment.rank,
                                                                    m_environment.worldSize, options);
#endif
    });
}

DistributedGroup::~DistributedGroup() = default;

void DistributedGroup::broadcastFromRoot(std::vector<torch::Tensor> tensors)
{
    collective(m_environment, "the broadcast of the initial weights", [&] {
        for (torch::Tensor& t : tensors) {
            std::vector<at::Tensor> one{t};
            m_impl->group->broadcast(one)->wait();
        }
    });
}

void DistributedGroup::sum(torch::Tensor& tensor)
{
    wait(startSum(tensor));
}

std::shared_ptr<DistributedGroup::Pending> DistributedGroup::startSum(torch::Tensor tensor)
{
    auto pending = std::make_shared<Pending>();
    collective(m_environment, "an all-reduce", [&] {
        std::vector<at::Tensor> one{std::move(tensor)};
        pending->work = m_impl->group->allreduce(one);
    });
    return pending;
}

void DistributedGroup::wait(const std::shared_ptr<Pending>& pending)
{
    collective(m_environment, "an all-reduce", [&] { pending->work->wait(); });
}

namespace {

torch::Tensor scalars(const std::vector<double>& values, const torch::Device& device)
{
    return torch::tensor(values, torch::kFloat64).to(device);
}

std::vector<double> values(const torch::Tensor& t)
{
    const torch::Tensor cpu = t.to(torch::kCPU).contiguous();
    return std::vector<double>(cpu.data_ptr<double>(), cpu.data_ptr<double>() + cpu.numel());
}

}  // namespace

std::vector<double> DistributedGroup::sum(const std::vector<double>& v)
{
    torch::Tensor t = scalars(v, m_device);
    sum(t);
    return values(t);
}

std::vector<double> DistributedGroup::maximum(const std::vector<double>& v)
{
    torch::Tensor t = scalars(v, m_device);
    collective(m_environment, "an all-reduce", [&] {
        std::vector<at::Tensor> one{t};
        c10d::AllreduceOptions options;
        options.reduceOp = c10d::ReduceOp::MAX;
        m_impl->group->allreduce(one, options)->wait();
    });
    return values(t);
}

std::vector<double> DistributedGroup::fromRoot(const std::vector<double>& v)
{
    torch::Tensor t = scalars(v, m_device);
    broadcastFromRoot({t});
    return values(t);
}

std::vector<double> DistributedGroup::gather(double value)
{
    std::vector<double> slots(static_cast<std::size_t>(size()), 0.0);
    slots[static_cast<std::size_t>(rank())] = value;
    return sum(slots);
}

void DistributedGroup::barrier()
{
    collective(m_environment, "a barrier", [&] { m_impl->group->barrier()->wait(); });
}

torch::Tensor DistributedGroup::sumWithGradient(const torch::Tensor& local)
{
    torch::Tensor total = local.detach().clone();
    sum(total);
    // Value: the total; gradient with respect to `local`: size() (see the header).
    return total + static_cast<double>(size()) * (local - local.detach());
}

}  // namespace segstudio::engine
