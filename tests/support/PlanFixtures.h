#pragma once
// What the planner reads, made up for tests: a fingerprint of `cases`
// identical cases and the cache index of their preprocessing, with labels
// 0 (background) .. labels-1. A case's cropped size at the target spacing is
// then the median shape the planners plan with.
#include <string>

#include "common/formats/CacheIndex.h"
#include "common/formats/DatasetFingerprint.h"

namespace segstudio::test {

inline std::string fixtureLabelName(int label) { return label == 0 ? "background" : "label" + std::to_string(label); }

inline DatasetFingerprint uniformFingerprint(const Size3& sizeXyz, const Vec3& spacingXyz, int cases, int labels = 3)
{
    DatasetFingerprint f;
    f.channelNames = {"MRI"};
    for (int l = 0; l < labels; ++l)
        f.labelNames[l] = fixtureLabelName(l);
    for (int i = 0; i < cases; ++i) {
        CaseFingerprint c;
        c.caseId = "c" + std::to_string(i);
        c.croppedSizeXyz = c.originalSizeXyz = sizeXyz;
        c.spacingXyz = spacingXyz;
        f.cases.push_back(c);
    }
    return f;
}

inline CacheIndex cacheAtSpacing(const Vec3& spacingXyz, int labels = 3)
{
    CacheIndex index;
    index.channelNames = {"MRI"};
    index.plan.targetSpacingXyz = spacingXyz;
    index.plan.labelValues.clear();
    for (int l = 0; l < labels; ++l) {
        index.labels[l] = fixtureLabelName(l);
        index.plan.labelValues.push_back(l);
    }
    return index;
}

}  // namespace segstudio::test
