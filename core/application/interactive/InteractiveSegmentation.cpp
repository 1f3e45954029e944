#include "application/interactive/InteractiveSegmentation.h"

#include <chrono>
#include <cmath>
#include <filesystem>

#include "common/Errors.h"
#include "common/JsonFile.h"
#include "engine/interactive/InteractivePredictor.h"
#include "io/CasePreprocessing.h"
#include "io/PredictionMapping.h"

namespace segstudio::application {

namespace fs = std::filesystem;
using engine::VoxelIndex;

namespace {

// The model's plan with one object against the rest: what the masks are.
PreprocessingPlan objectPlan(PreprocessingPlan plan)
{
    plan.labelValues = {0, 1};
    plan.regions = RegionLabels{};
    plan.ignoreLabelValue.reset();
    return plan;
}

VoxelIndex toModelGrid(const VoxelIndex& p, const io::CaseMapping& m)
{
    const Vec3 inCrop{double(p[0] - m.crop.lo[0]), double(p[1] - m.crop.lo[1]), double(p[2] - m.crop.lo[2])};
    const Vec3 q = m.resampled.worldToIndex(m.cropped.indexToWorld(inCrop));
    VoxelIndex r;
    for (int a = 0; a < 3; ++a)
        r[a] = std::clamp<int64_t>(std::llround(q[a]), 0, m.resampled.size[a] - 1);
    return r;
}

std::string indexText(const VoxelIndex& p)
{
    return "[" + std::to_string(p[0]) + ", " + std::to_string(p[1]) + ", " + std::to_string(p[2]) + "]";
}

}  // namespace

struct InteractiveSession::Impl {
    std::unique_ptr<engine::InteractivePredictor> predictor;
    std::vector<Volume> images;
    io::CaseMapping mapping;
    PreprocessingPlan plan;            // objectPlan of the model's
    std::vector<uint8_t> previous;     // on the model's grid; empty: none
    int threads = 1;
};

InteractiveSession::InteractiveSession(const std::string& modelPath, const std::vector<Volume>& images,
                                       const std::string& device, int cpuThreads)
    : m_impl(std::make_unique<Impl>())
{
    if (images.empty())
        throw InputError("", "image", "no scan given");
    m_impl->predictor = std::make_unique<engine::InteractivePredictor>(modelPath, device, cpuThreads);
    m_impl->images = images;
    m_impl->plan = objectPlan(m_impl->predictor->info().preprocessing);
    m_impl->threads = std::max(1, cpuThreads);
    const io::PreprocessedCase prepared =
        io::preprocessCase("interactive", images, nullptr, m_impl->predictor->info().preprocessing, m_impl->threads);
    m_impl->mapping = prepared.mapping;
    m_impl->predictor->setImage(prepared.image, prepared.channels, prepared.mapping.resampled.size);
}

InteractiveSession::~InteractiveSession() = default;

const engine::ModelInfo& InteractiveSession::info() const { return m_impl->predictor->info(); }

std::string InteractiveSession::deviceName() const { return m_impl->predictor->deviceName(); }

const Geometry& InteractiveSession::scanGeometry() const { return m_impl->mapping.source; }

void InteractiveSession::reset() { m_impl->previous.clear(); }

void InteractiveSession::setPrevious(const Volume& mask)
{
    if (mask.geometry.size != m_impl->mapping.source.size)
        throw InputError("", "previous", "the previous mask's grid differs from the scan's");
    Volume binary = Volume::allocate(mask.geometry, ScalarType::UInt8);
    uint8_t* out = binary.data<uint8_t>();
    for (int64_t i = 0; i < mask.voxelCount(); ++i)
        out[i] = mask.valueAsDouble(i * mask.components) != 0;
    const io::PreprocessedCase prepared =
        io::preprocessCase("interactive", m_impl->images, &binary, m_impl->plan, m_impl->threads);
    m_impl->previous.assign(prepared.label.begin(), prepared.label.end());
}

InteractiveSession::Answer InteractiveSession::segment(const engine::PromptSet& scanPrompts,
                                                       const std::atomic<bool>* cancel)
{
    const auto start = std::chrono::steady_clock::now();
    const Size3& scan = m_impl->mapping.source.size;
    auto check = [&](const VoxelIndex& p, const std::string& what) {
        for (int a = 0; a < 3; ++a)
            if (p[a] < 0 || p[a] >= scan[a])
                throw InputError("", "prompts", what + " " + indexText(p) + " is outside the scan (" +
                                                    formatSize(scan) + " voxels)");
    };
    engine::PromptSet prompts;
    for (const engine::PromptClick& c : scanPrompts.clicks) {
        check(c.index, "the click at");
        prompts.clicks.push_back({toModelGrid(c.index, m_impl->mapping), c.positive});
    }
    if (scanPrompts.box) {
        check(scanPrompts.box->min, "the box corner");
        check(scanPrompts.box->max, "the box corner");
        engine::PromptBox box{toModelGrid(scanPrompts.box->min, m_impl->mapping),
                              toModelGrid(scanPrompts.box->max, m_impl->mapping)};
        for (int a = 0; a < 3; ++a)
            if (box.min[a] > box.max[a])
                std::swap(box.min[a], box.max[a]);
        prompts.box = box;
    }
    engine::InteractiveAnswer found = m_impl->predictor->segment(prompts, m_impl->previous, cancel);
    Answer answer;
    answer.networkMs = found.milliseconds;
    answer.zoomSteps = found.zoomSteps;
    answer.cancelled = found.cancelled;
    if (!found.cancelled)
        m_impl->previous = found.mask;
    // The mask as the two classes' probabilities (background, object).
    const std::size_t voxels = static_cast<std::size_t>(m_impl->mapping.resampled.voxelCount());
    std::vector<float> probabilities(2 * voxels, 0.0f);
    std::fill_n(probabilities.begin(), voxels, 1.0f);
    for (std::size_t i = 0; i < m_impl->previous.size(); ++i)
        if (m_impl->previous[i]) {
            probabilities[i] = 0.0f;
            probabilities[voxels + i] = 1.0f;
        }
    io::SourcePrediction mapped =
        io::mapPredictionToSource(probabilities, m_impl->mapping, m_impl->plan, false, m_impl->threads);
    answer.mask = std::move(mapped.labels);
    answer.totalMs = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    return answer;
}

// ------------------------------------------------------------ prompt file ----

namespace {

VoxelIndex indexFrom(const Json& value, const std::string& file, const std::string& field)
{
    if (!value.is_array() || value.size() < 2 || value.size() > 3)
        throw InputError(file, field, "must be [x, y, z] (or [x, y] for a 2D image) voxel indices");
    VoxelIndex p{0, 0, 0};
    for (std::size_t a = 0; a < value.size(); ++a) {
        if (!value[a].is_number_integer())
            throw InputError(file, field, "must hold whole voxel indices, not " + value[a].dump());
        p[a] = value[a].get<int64_t>();
    }
    return p;
}

}  // namespace

PromptFile readPromptFile(const std::string& path)
{
    const Json json = readJsonFile(path);
    if (!json.is_object())
        throw InputError(path, "", "must be a JSON object with \"points\" and/or \"box\"");
    for (const auto& [key, value] : json.items())
        if (key != "label" && key != "points" && key != "box" && key != "previous")
            throw InputError(path, key, "is not a prompt field (label, points, box, previous)");
    PromptFile result;
    result.label = optionalField<int>(json, "label", 1, path);
    if (result.label < 1)
        throw InputError(path, "label", "must be a foreground label value (1 or more)");
    const Json points = optionalField<Json>(json, "points", Json::array(), path);
    if (!points.is_array())
        throw InputError(path, "points", "must be a list of {\"index\": [x, y, z], \"positive\": true}");
    for (std::size_t i = 0; i < points.size(); ++i) {
        const std::string field = "points[" + std::to_string(i) + "]";
        if (!points[i].is_object() || !points[i].contains("index"))
            throw InputError(path, field, "must be {\"index\": [x, y, z], \"positive\": true}");
        const Json positive = points[i].value("positive", Json(true));
        if (!positive.is_boolean())
            throw InputError(path, field + ".positive", "must be true or false");
        result.prompts.clicks.push_back({indexFrom(points[i]["index"], path, field + ".index"), positive.get<bool>()});
    }
    if (json.contains("box")) {
        const Json& box = json["box"];
        if (!box.is_object() || !box.contains("min") || !box.contains("max"))
            throw InputError(path, "box", "must be {\"min\": [x, y, z], \"max\": [x, y, z]}");
        result.prompts.box = engine::PromptBox{indexFrom(box["min"], path, "box.min"), indexFrom(box["max"], path, "box.max")};
    }
    if (json.contains("previous")) {
        if (!json["previous"].is_string() || json["previous"].get<std::string>().empty())
            throw InputError(path, "previous", "must name a mask file");
        const fs::path previous = json["previous"].get<std::string>();
        result.previousFile = previous.is_absolute() ? previous.string() : (fs::path(path).parent_path() / previous).string();
    }
    if (result.prompts.empty() && result.previousFile.empty())
        throw InputError(path, "points", "no prompt: give points, a box or a previous mask");
    return result;
}

}  // namespace segstudio::application
