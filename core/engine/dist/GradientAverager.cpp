#include "engine/dist/GradientAverager.h"

#include <chrono>

namespace segstudio::engine {

GradientAverager::GradientAverager(DistributedGroup& group, const std::vector<torch::Tensor>& parameters,
                                   GradientSchedule schedule, int64_t bucketBytes)
    : m_group(group), m_schedule(schedule)
{
    for (const torch::Tensor& p : parameters)
        if (p.requires_grad())
            m_parameters.push_back(p);
    m_place.resize(m_parameters.size());
    m_packed.assign(m_parameters.size(), false);
    m_reached = torch::zeros({static_cast<int64_t>(m_parameters.size())},
                             torch::TensorOptions().dtype(torch::kFloat32).device(group.device()));
    // Reverse order; a new bucket when the current one is full or the dtype changes.
    int64_t filled = 0;
    for (std::size_t k = m_parameters.size(); k-- > 0;) {
        const torch::Tensor& p = m_parameters[k];
        const bool fresh = m_buckets.empty() || filled >= bucketBytes ||
                           m_buckets.back().flat.scalar_type() != p.scalar_type();
        if (fresh) {
            m_buckets.push_back(Bucket{torch::empty({0}, p.options().requires_grad(false)), {}, {}, 0, nullptr});
            filled = 0;
        }
        Bucket& b = m_buckets.back();
        const int64_t offset = b.flat.numel();
        b.flat = torch::empty({offset + p.numel()}, b.flat.options());
        m_place[k] = {m_buckets.size() - 1, b.members.size()};
        b.members.push_back(k);
        b.offsets.push_back(offset);
        filled += p.numel() * static_cast<int64_t>(p.element_size());
    }
    if (m_schedule == GradientSchedule::Overlapped) {
        for (std::size_t k = 0; k < m_parameters.size(); ++k)
            m_hooks.push_back(m_parameters[k].register_hook([this, k](const torch::Tensor& gradient) {
                std::lock_guard<std::mutex> lock(m_mutex);
                if (!m_armed)
                    return;
                // The hook runs before autograd adds `gradient` to .grad:
                // the step's total is both.
                const torch::Tensor& accumulated = m_parameters[k].grad();
                pack(k, accumulated.defined() ? accumulated + gradient : gradient);
                launchReadyBuckets();
            }));
    }
}

GradientAverager::~GradientAverager()
{
    for (std::size_t k = 0; k < m_hooks.size(); ++k)
        m_parameters[k].remove_hook(m_hooks[k]);
}

void GradientAverager::pack(std::size_t parameter, const torch::Tensor& gradient)
{
    const auto [bucket, member] = m_place[parameter];
    Bucket& b = m_buckets[bucket];
    const torch::Tensor& p = m_parameters[parameter];
    b.flat.narrow(0, b.offsets[member], p.numel()).view(p.sizes()).copy_(gradient);
    if (!m_packed[parameter]) {
        m_packed[parameter] = true;
        ++b.ready;
    }
}

void GradientAverager::launchReadyBuckets()
{
    // Strictly in bucket order, so every rank issues the same all-reduces in
    // the same sequence whatever order its hooks fired in.
    while (m_nextLaunch < m_buckets.size() && m_buckets[m_nextLaunch].ready == m_buckets[m_nextLaunch].members.size()) {
        Bucket& b = m_buckets[m_nextLaunch++];
        b.pending = m_group.startSum(b.flat);
    }
}

void GradientAverager::beforeLastBackward()
{
    std::lock_guard<std::mutex> lock(m_mutex);
    m_armed = m_schedule == GradientSchedule::Overlapped;
}

double GradientAverager::afterLastBackward()
{
    const auto start = std::chrono::steady_clock::now();
    std::lock_guard<std::mutex> lock(m_mutex);
    m_armed = false;
    // What the hooks did not pack (every gradient, without them; parameters
    // backward did not reach): the accumulated gradient, or zeros.
    std::vector<float> reached(m_parameters.size(), 0.0f);
    for (std::size_t k = 0; k < m_parameters.size(); ++k) {
        const torch::Tensor& g = m_parameters[k].grad();
        reached[k] = m_packed[k] || g.defined() ? 1.0f : 0.0f;
        if (m_packed[k])
            continue;
        pack(k, g.defined() ? g : torch::zeros_like(m_parameters[k]));
    }
    launchReadyBuckets();
    m_reached.copy_(torch::from_blob(reached.data(), {static_cast<int64_t>(reached.size())}, torch::kFloat32));
    const auto reachedPending = m_group.startSum(m_reached);
    m_group.wait(reachedPending);
    const torch::Tensor reachedAnywhere = (m_reached > 0).to(torch::kCPU);
    const bool* anywhere = reachedAnywhere.data_ptr<bool>();
    const double ranks = static_cast<double>(m_group.size());
    for (Bucket& b : m_buckets) {
        m_group.wait(b.pending);
        b.pending.reset();
        b.flat.div_(ranks);
        for (std::size_t i = 0; i < b.members.size(); ++i) {
            torch::Tensor& p = m_parameters[b.members[i]];
            if (!anywhere[b.members[i]])
                continue;  // no rank's backward reached it: no gradient, as in one process
            const torch::Tensor mean = b.flat.narrow(0, b.offsets[i], p.numel()).view(p.sizes());
            if (p.grad().defined())
                p.mutable_grad().copy_(mean);
            else
                p.mutable_grad() = mean.clone();
        }
        b.ready = 0;
    }
    m_packed.assign(m_packed.size(), false);
    m_nextLaunch = 0;
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

}  // namespace segstudio::engine
