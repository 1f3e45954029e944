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
#include <torch/csrc/distributed/c10d/FileStore.hpp>
#include <torch/csrc/distributed/c10d/PrefixStore.hpp>
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

std::string seconds(std::chrono::milliseconds duration)
{
    return std::to_string(std::chrono::duration_cast<std::chrono::seconds>(duration).count()) + " s";
}

// The job's store: a FileStore for local launches, else the TCPStore rank 0
// hosts (LibTorch 1.13's TCPStore server listens on every interface; it has
// no bind address). Its keys live under "segstudio/<job id>/".
c10::intrusive_ptr<c10d::Store> openStore(const DistributedEnvironment& e, std::chrono::milliseconds joinTimeout)
{
    c10::intrusive_ptr<c10d::Store> store;
    if (!e.rendezvousFile.empty()) {
        store = c10::make_intrusive<c10d::FileStore>(e.rendezvousFile, e.worldSize);
        store->setTimeout(joinTimeout);
    } else {
        c10d::TCPStoreOptions options;
        options.port = static_cast<std::uint16_t>(e.masterPort);
        options.isServer = e.root();
        options.numWorkers = static_cast<std::size_t>(e.worldSize);
        options.waitWorkers = false;  // waitForEveryRank instead: it can stop early
        options.timeout = joinTimeout;
        store = c10::make_intrusive<c10d::TCPStore>(e.masterAddress, options);
    }
    return c10::make_intrusive<c10d::PrefixStore>("segstudio/" + (e.jobId.empty() ? std::string("job") : e.jobId),
                                                  store);
}

// Rank 0 opens the job's namespace and waits until every rank has counted
// itself in; the others wait until rank 0 has opened it. Both poll
// joinAbandoned and give up after `timeout` with a message that says why.
void waitForEveryRank(c10d::Store& store, const DistributedEnvironment& e, std::chrono::milliseconds timeout)
{
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    if (!e.root()) {
        store.add("joined", 1);
        while (!store.check({"open"})) {
            if (e.joinAbandoned && e.joinAbandoned())
                throw std::runtime_error("rank 0 ended before it opened the rendezvous");
            if (std::chrono::steady_clock::now() > deadline)
                throw DistributedError(
                    e.describe() + ": rank 0 of job '" + e.jobId + "' did not open the rendezvous at " + e.rendezvousDescription() +
                    " within " + seconds(timeout) +
                    ": it did not start, or that port belongs to another job (give each job its own MASTER_PORT)");
            std::this_thread::sleep_for(std::chrono::milliseconds(100));
        }
        return;
    }
    store.set("open", std::vector<uint8_t>{1});
    int64_t joined = store.add("joined", 1);
    while (joined < e.worldSize) {
        if (e.joinAbandoned && e.joinAbandoned())
            throw std::runtime_error("a rank ended before it joined");
        if (std::chrono::steady_clock::now() > deadline)
            throw std::runtime_error(std::to_string(e.worldSize - joined) + " of " + std::to_string(e.worldSize) +
                                     " ranks did not join within " + seconds(timeout));
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
        joined = store.add("joined", 0);
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
    } catch (const DistributedError&) {
        throw;  // already says what happened
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
    collective(m_environment, "the rendezvous at " + m_environment.rendezvousDescription(), [&] {
        // Joining: every rank within 5 minutes (they start within seconds), so
        // one that failed before it joined does not hold the others for long.
        const auto joinTimeout = std::min(timeout, std::chrono::milliseconds(std::chrono::minutes(5)));
        m_impl->store = openStore(m_environment, joinTimeout);
        waitForEveryRank(*m_impl->store, m_environment, joinTimeout);
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
        else if (!m_environment.rendezvousFile.empty() || isLoopback(m_environment.masterAddress))
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
