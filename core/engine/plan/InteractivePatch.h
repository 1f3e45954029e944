#pragma once
// The planner's patch for interactive (promptable) runs (Planner.cpp).
#include "engine/plan/Planner.h"

namespace segstudio::engine {

// An interactive query is one object near its prompts, and the window grows
// (AutoZoom) where the answer touches its sides, so a 3D interactive patch
// need not hold the whole median case: each axis longer than the median
// case is rounded down to the network's stride (not below it). On the
// hippocampus the smaller patch halved the step, bought more epochs in the
// same budget and raised the Dice after five interactions (bench/README.md,
// issues 31 and 68). 2D patches are left whole: on 512x512 a smaller window
// once cost accuracy.
// `c.patchSize` (planned, divisible by the network's stride) is changed in
// place; a line is added to `why` when it changes.
void interactivePatchWithinTheMedian(TrainingConfig& c, const Triple& median, PlanExplanation& why);

}  // namespace segstudio::engine
