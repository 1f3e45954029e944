#pragma once
// Region-based labels as nnU-Net v2 defines them: dataset.json's "labels"
// may map a name to a list of label values ("whole tumor": [1, 2, 3]), and
// "regions_class_order" then says which label value each region writes.
// Regions overlap; the network has one sigmoid output per region (no
// background output), trained with Dice + binary cross-entropy. A label map
// is rebuilt from the region masks by starting from background (0) and
// writing classOrder[r] wherever region r is predicted, regions in the order
// listed, so a later (usually inner) region overwrites an earlier one.
#include <string>
#include <vector>

#include "common/formats/JsonFile.h"

namespace segstudio {

struct LabelRegion {
    std::string name;
    std::vector<int> values;  // ascending, distinct, all > 0
};

struct RegionLabels {
    std::vector<LabelRegion> regions;  // empty: one softmax class per label value
    std::vector<int> classOrder;       // label value written for region r

    bool empty() const { return regions.empty(); }
    int count() const { return static_cast<int>(regions.size()); }
    // Every label value any region holds, plus 0, ascending.
    std::vector<int> labelValues() const;
    // Whether label value `value` belongs to region r.
    bool contains(int r, int value) const;

    // {"regions": [{"name", "values"}], "regions_class_order": [...]}, or
    // nothing for empty().
    void addToJson(Json& json) const;
    // Absent fields: empty(). Throws InputError(file, field, reason) when the
    // fields are malformed or disagree (validate()).
    static RegionLabels fromJson(const Json& json, const std::string& fileForErrors);
    // Throws InputError naming `file` and the field: a region without values,
    // a value <= 0, a class order of another length than the regions, or a
    // class order value that no region holds.
    void validate(const std::string& file) const;
};

}  // namespace segstudio
