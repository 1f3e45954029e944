#pragma once
// Wall time of a step, for the seconds a report or a benchmark prints.
#include <chrono>

namespace segstudio {

using SteadyClock = std::chrono::steady_clock;

inline double secondsSince(SteadyClock::time_point start)
{
    return std::chrono::duration<double>(SteadyClock::now() - start).count();
}

}  // namespace segstudio
