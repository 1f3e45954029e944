#include "common/system/ParallelFor.h"

#include <algorithm>
#include <atomic>
#include <exception>
#include <mutex>
#include <thread>
#include <vector>

namespace segstudio {

int defaultWorkerCount() { return std::max(1, static_cast<int>(std::thread::hardware_concurrency())); }

void parallelFor(int count, int workers, const std::function<void(int)>& task)
{
    if (count <= 0)
        return;
    workers = std::clamp(workers > 0 ? workers : defaultWorkerCount(), 1, count);
    std::atomic<int> next{0};
    std::exception_ptr firstError;
    std::mutex errorMutex;
    auto work = [&] {
        for (int i = next++; i < count; i = next++) {
            try {
                task(i);
            } catch (...) {
                std::lock_guard<std::mutex> lock(errorMutex);
                if (!firstError)
                    firstError = std::current_exception();
            }
        }
    };
    std::vector<std::thread> threads;
    for (int w = 1; w < workers; ++w)
        threads.emplace_back(work);
    work();
    for (std::thread& t : threads)
        t.join();
    if (firstError)
        std::rethrow_exception(firstError);
}

}  // namespace segstudio
