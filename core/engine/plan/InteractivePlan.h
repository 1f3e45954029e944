#pragma once
// The planner's rules for interactive (promptable) runs (Planner.cpp): the
// patch, and the augmentation of a short run.
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

// A time budget that buys at most this many epochs is short: nnU-Net's
// augmentation is made for 1000. The measured runs bought 56 to 94 (the
// hippocampus in 30 minutes on 2 CPU cores); the bound is a judgement.
constexpr double kShortInteractiveRunEpochs = 200;

// Rotation, scaling, blur and simulated low resolution slow the learning of
// a short 3D interactive run on near-isotropic scans more than they
// regularise it: on the hippocampus (30 minutes, the interactive patch) they
// cost about 0.01 Dice after five interactions, which took the default under
// the 0.90 goal (bench/README.md, issues 31 and 68). On anisotropic scans
// (augmented in-plane, rotationAxisFor) the same change lost badly on a CT
// phantom, and 2D runs were neutral at best, so both keep nnU-Net's set.
// Applies only while `c.augmentation.planned`, to an interactive 3D run whose
// plan expects (`why.expectedEpochs`, 0 = not measured) a short run; turns
// those four off and says so in `why`. Mirroring and the intensity
// transforms stay.
void interactiveAugmentationForShortRuns(TrainingConfig& c, const Vec3& spacingXyz, PlanExplanation& why);

}  // namespace segstudio::engine
