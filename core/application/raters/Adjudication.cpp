#include "application/raters/Adjudication.h"

#include <chrono>
#include <ctime>
#include <filesystem>
#include <stdexcept>

#include "application/labeledit/AcceptCorrection.h"
#include "common/Errors.h"
#include "common/system/UtcTime.h"
#include "common/formats/JsonFile.h"

namespace segstudio::application {

namespace fs = std::filesystem;

namespace {

// Label values of a map, voxel by voxel (component 0, rounded).
std::vector<int64_t> valuesOf(const Volume& map)
{
    std::vector<int64_t> values(static_cast<std::size_t>(map.voxelCount()));
    for (int64_t i = 0; i < map.voxelCount(); ++i)
        values[static_cast<std::size_t>(i)] = static_cast<int64_t>(map.valueAsDouble(i * map.components));
    return values;
}

void requireSameSize(const Volume& a, const Volume& b, const char* what)
{
    if (a.geometry.size != b.geometry.size)
        throw std::invalid_argument(std::string(what) + ": the maps lie on different grids");
}

}  // namespace

Volume raterDisagreement(const std::vector<Volume>& raterMaps, int label)
{
    if (raterMaps.empty())
        throw std::invalid_argument("raterDisagreement: no maps");
    Volume out = Volume::allocate(raterMaps.front().geometry, ScalarType::UInt8);
    std::vector<int> votes(static_cast<std::size_t>(out.voxelCount()), 0);
    for (const Volume& map : raterMaps) {
        requireSameSize(map, raterMaps.front(), "raterDisagreement");
        const std::vector<int64_t> values = valuesOf(map);
        for (std::size_t i = 0; i < values.size(); ++i)
            votes[i] += values[i] == label;
    }
    uint8_t* d = out.data<uint8_t>();
    const int raters = static_cast<int>(raterMaps.size());
    for (std::size_t i = 0; i < votes.size(); ++i)
        d[i] = votes[i] > 0 && votes[i] < raters;
    return out;
}

Volume takeLabelFrom(const Volume& base, const Volume& chosen, int label)
{
    const bool hasBase = base.voxelCount() > 0 && !base.bytes.empty();
    if (hasBase)
        requireSameSize(base, chosen, "takeLabelFrom");
    const std::vector<int64_t> from = valuesOf(chosen);
    std::vector<int64_t> result = hasBase ? valuesOf(base) : std::vector<int64_t>(from.size(), 0);
    int64_t highest = label;
    for (std::size_t i = 0; i < result.size(); ++i) {
        if (result[i] == label)
            result[i] = 0;
        if (from[i] == label)
            result[i] = label;
        highest = std::max(highest, result[i]);
    }
    const ScalarType type = highest > 65535 ? ScalarType::Int32 : highest > 255 ? ScalarType::UInt16 : ScalarType::UInt8;
    Volume out = Volume::allocate(hasBase ? base.geometry : chosen.geometry, type);
    visitScalarType(type, [&](auto tag) {
        using T = decltype(tag);
        T* d = out.data<T>();
        for (std::size_t i = 0; i < result.size(); ++i)
            d[i] = static_cast<T>(result[i]);
    });
    return out;
}

SavedAdjudication saveAdjudicatedReference(const std::string& datasetRoot, const std::vector<std::string>& imageFiles,
                                           Volume labels, const AdjudicationDecision& decision)
{
    if (decision.adjudicator.empty())
        throw InputError(decision.caseId, "adjudicator", "is empty: a reference records who decided");
    const AcceptedCorrection accepted = acceptCorrection({datasetRoot, imageFiles, std::move(labels), decision.caseId});
    SavedAdjudication saved{accepted.labelFile, accepted.previousLabel,
                            (fs::path(accepted.labelFile).parent_path() / (accepted.caseId + ".adjudication.json")).string()};
    Json record = Json::object();
    if (fs::exists(saved.provenanceFile)) {
        try {
            record = readJsonFile(saved.provenanceFile);
        } catch (const std::exception&) {
            record = Json::object();  // an unreadable record is replaced, not appended to
        }
    }
    if (!record.contains("decisions") || !record["decisions"].is_array())
        record["decisions"] = Json::array();
    record["case"] = accepted.caseId;
    record["decisions"].push_back({{"label", decision.label},
                                   {"source", decision.source},
                                   {"adjudicator", decision.adjudicator},
                                   {"raters", decision.raters},
                                   {"date", isoTimestampUtc()},
                                   {"previous_reference", accepted.previousLabel},
                                   {"software", "SegStudio"}});
    writeJsonFile(saved.provenanceFile, record);
    return saved;
}

}  // namespace segstudio::application
