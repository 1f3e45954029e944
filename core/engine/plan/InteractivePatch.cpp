#include "engine/plan/InteractivePatch.h"

#include <algorithm>

namespace segstudio::engine {

void interactivePatchWithinTheMedian(TrainingConfig& c, const Triple& median, PlanExplanation& why)
{
    const Triple stride = c.network.totalStride();
    Triple patch = c.patchSize;
    for (int a = 0; a < 3; ++a)
        if (patch[a] > median[a])
            patch[a] = std::max(stride[a], median[a] / stride[a] * stride[a]);
    if (patch == c.patchSize)
        return;
    c.patchSize = patch;
    why.lines.push_back("interactive: patch " + tripleText(patch, 3) +
                        ", the median case rounded down to the network's stride (a query is one object near its "
                        "prompts; the window grows where the answer touches its sides)");
}

}  // namespace segstudio::engine
