#include "engine/plan/InteractivePlan.h"

#include <algorithm>
#include <cstdio>

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

void interactiveAugmentationForShortRuns(TrainingConfig& c, const Vec3& spacingXyz, PlanExplanation& why)
{
    AugmentationConfig& a = c.augmentation;
    if (!a.planned || !c.interactive || c.network.dimensions != 3 || rotationAxisFor(3, spacingXyz) >= 0)
        return;
    if (why.expectedEpochs <= 0 || why.expectedEpochs > kShortInteractiveRunEpochs)
        return;
    if (!a.rotation && !a.scaling && !a.blur && !a.lowResolution)
        return;
    a.rotation = a.scaling = a.blur = a.lowResolution = false;
    char line[320];
    std::snprintf(line, sizeof line,
                  "interactive: no rotation, scaling, blur or low-resolution augmentation: about %.0f epochs on "
                  "near-isotropic scans learn faster without them (set the augmentation to keep them)",
                  why.expectedEpochs);
    why.lines.push_back(line);
}

}  // namespace segstudio::engine
