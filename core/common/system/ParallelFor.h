#pragma once
#include <functional>

namespace segstudio {

// Runs task(i) for every i in [0, count) on up to `workers` threads (0 = the
// hardware concurrency), handing out indices in increasing order. Blocks until
// all are done; the first exception thrown by a task is rethrown afterwards
// (the other tasks still run).
void parallelFor(int count, int workers, const std::function<void(int index)>& task);

int defaultWorkerCount();  // hardware concurrency, at least 1

}  // namespace segstudio
