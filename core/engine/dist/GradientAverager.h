#pragma once
// Data-parallel gradient averaging, as PyTorch's DistributedDataParallel does
// it: the parameters' gradients are packed into buckets of about 25 MiB (in
// reverse parameter order, roughly the order backward produces them), each
// bucket is summed over the ranks with one all-reduce, and every gradient is
// replaced by the mean. Two schedules:
//  - AfterBackward: the buckets are packed and all-reduced (all in flight at
//    once) when the last backward pass of the step has returned;
//  - Overlapped: a hook on each parameter packs its gradient the moment
//    backward produces it (plus what earlier micro-batches accumulated), and a
//    bucket's all-reduce starts as soon as it is complete, in bucket order on
//    every rank, while backward goes on.
// bench/README.md measures both. Runs on the training thread (the hooks on
// autograd's); the same parameters on every rank, in the same order.
// A parameter that no rank's backward reached keeps no gradient (as in one
// process, so weight decay and momentum leave it alone, as DDP does); one
// that some ranks reached gets the mean with zeros for the others.
#include <torch/torch.h>

#include <memory>
#include <mutex>
#include <vector>

#include "engine/dist/DistributedGroup.h"

namespace segstudio::engine {

class GradientAverager {
public:
    GradientAverager(DistributedGroup& group, const std::vector<torch::Tensor>& parameters, GradientSchedule schedule,
                     int64_t bucketBytes = int64_t{25} << 20);
    ~GradientAverager();
    GradientAverager(const GradientAverager&) = delete;
    GradientAverager& operator=(const GradientAverager&) = delete;

    // Call right before the backward pass of a step's last micro-batch.
    void beforeLastBackward();
    // Call right after it: every gradient is the mean over the ranks when it
    // returns. Returns the milliseconds it waited (the all-reduce time that
    // backward did not hide).
    double afterLastBackward();

private:
    struct Bucket {
        torch::Tensor flat;                 // the packed gradients
        std::vector<std::size_t> members;   // parameter indices
        std::vector<int64_t> offsets;       // of each member in `flat`
        std::size_t ready = 0;
        std::shared_ptr<DistributedGroup::Pending> pending;
    };
    void pack(std::size_t parameter, const torch::Tensor& gradient);
    void launchReadyBuckets();

    DistributedGroup& m_group;
    std::vector<torch::Tensor> m_parameters;
    GradientSchedule m_schedule;
    std::vector<Bucket> m_buckets;
    std::vector<std::pair<std::size_t, std::size_t>> m_place;  // parameter -> (bucket, member)
    std::vector<bool> m_packed;
    // Per parameter: 1 where this rank has a gradient, summed over the ranks.
    torch::Tensor m_reached;
    std::vector<unsigned> m_hooks;
    std::size_t m_nextLaunch = 0;
    bool m_armed = false;
    std::mutex m_mutex;
};

}  // namespace segstudio::engine
