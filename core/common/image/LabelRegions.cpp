#include "common/image/LabelRegions.h"

#include <algorithm>
#include <set>

#include "common/Errors.h"

namespace segstudio {

std::vector<int> RegionLabels::labelValues() const
{
    std::set<int> values{0};
    for (const LabelRegion& r : regions)
        values.insert(r.values.begin(), r.values.end());
    return {values.begin(), values.end()};
}

bool RegionLabels::contains(int r, int value) const
{
    const std::vector<int>& v = regions[static_cast<std::size_t>(r)].values;
    return std::binary_search(v.begin(), v.end(), value);
}

void RegionLabels::addToJson(Json& json) const
{
    if (empty())
        return;
    Json list = Json::array();
    for (const LabelRegion& r : regions)
        list.push_back({{"name", r.name}, {"values", r.values}});
    json["regions"] = list;
    json["regions_class_order"] = classOrder;
}

RegionLabels RegionLabels::fromJson(const Json& json, const std::string& file)
{
    RegionLabels labels;
    if (!json.contains("regions"))
        return labels;
    const Json& list = json.at("regions");
    if (!list.is_array())
        throw InputError(file, "regions", "must be a list of {\"name\", \"values\"}");
    for (std::size_t i = 0; i < list.size(); ++i) {
        const std::string where = "regions[" + std::to_string(i) + "]";
        LabelRegion r;
        r.name = requireField<std::string>(list[i], "name", file + " " + where);
        try {
            r.values = getChecked<std::vector<int>>(list[i].at("values"));
        } catch (const nlohmann::json::exception&) {
            throw InputError(file, where + ".values", "must be a list of integers");
        }
        std::sort(r.values.begin(), r.values.end());
        r.values.erase(std::unique(r.values.begin(), r.values.end()), r.values.end());
        labels.regions.push_back(r);
    }
    try {
        labels.classOrder = getChecked<std::vector<int>>(json.at("regions_class_order"));
    } catch (const nlohmann::json::exception&) {
        throw InputError(file, "regions_class_order", "must list one integer label value per region");
    }
    labels.validate(file);
    return labels;
}

void RegionLabels::validate(const std::string& file) const
{
    for (std::size_t i = 0; i < regions.size(); ++i) {
        const LabelRegion& r = regions[i];
        if (r.values.empty())
            throw InputError(file, "labels." + r.name, "a region must hold at least one label value");
        if (r.values.front() <= 0)
            throw InputError(file, "labels." + r.name,
                             "a region holds foreground label values (> 0) only; background is its own label 0");
    }
    if (classOrder.size() != regions.size())
        throw InputError(file, "regions_class_order",
                         "lists " + std::to_string(classOrder.size()) + " value(s) for " + std::to_string(regions.size()) +
                             " region(s); it needs the label value each region writes, in the regions' order");
    for (std::size_t i = 0; i < classOrder.size(); ++i)
        if (!contains(static_cast<int>(i), classOrder[i]))
            throw InputError(file, "regions_class_order",
                             "value " + std::to_string(classOrder[i]) + " is not one of region '" + regions[i].name +
                                 "''s label values");
}

}  // namespace segstudio
