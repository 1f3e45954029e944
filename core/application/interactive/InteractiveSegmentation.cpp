#include "application/interactive/InteractiveSegmentation.h"
#include "application/segment/ModelTrust.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <filesystem>
#include <optional>

#include "common/Errors.h"
#include "common/formats/JsonFile.h"
#include "engine/interactive/InteractivePredictor.h"
#include "engine/interactive/StrokePrompts.h"
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

// Where the model-grid voxels in `window` can change the scan's mask: the
// scan voxels whose position lies within one model voxel of the window
// (linear interpolation reads the neighbours on each side), and the model
// region that interpolation reads (the window and two voxels around it).
// `mapping` then maps that region alone onto those voxels exactly as the
// whole grid would be; `offset` is where they start in the scan. False when
// no scan voxel is near the window.
bool windowMapping(const io::CaseMapping& m, const engine::PromptBox& window, io::CaseMapping& mapping,
                   engine::PromptBox& region, VoxelIndex& offset)
{
    Vec3 lo{1e300, 1e300, 1e300}, hi{-1e300, -1e300, -1e300};
    for (int corner = 0; corner < 8; ++corner) {
        Vec3 q;
        for (int a = 0; a < 3; ++a)
            q[a] = double((corner >> a) & 1 ? window.max[a] + 1 : window.min[a] - 1);
        const Vec3 p = m.cropped.worldToIndex(m.resampled.indexToWorld(q));
        for (int a = 0; a < 3; ++a) {
            lo[a] = std::min(lo[a], p[a]);
            hi[a] = std::max(hi[a], p[a]);
        }
    }
    Vec3 first;
    mapping.crop = io::CropBox{};
    for (int a = 0; a < 3; ++a) {
        const int64_t from = std::max<int64_t>(0, static_cast<int64_t>(std::floor(lo[a])));
        const int64_t to = std::min<int64_t>(m.cropped.size[a], static_cast<int64_t>(std::ceil(hi[a])) + 1);
        if (from >= to)
            return false;
        offset[a] = m.crop.lo[a] + from;
        first[a] = double(from);
        mapping.crop.hi[a] = to - from;
        region.min[a] = std::max<int64_t>(0, window.min[a] - 2);
        region.max[a] = std::min<int64_t>(m.resampled.size[a] - 1, window.max[a] + 2);
    }
    mapping.cropped = m.cropped;
    mapping.cropped.origin = m.cropped.indexToWorld(first);
    mapping.cropped.size = mapping.crop.size();
    mapping.source = mapping.cropped;
    mapping.resampled = m.resampled;
    mapping.resampled.origin = m.resampled.indexToWorld({double(region.min[0]), double(region.min[1]), double(region.min[2])});
    for (int a = 0; a < 3; ++a)
        mapping.resampled.size[a] = region.max[a] - region.min[a] + 1;
    return true;
}

// The mask in `region` of the model grid as (background, object) probabilities.
std::vector<float> objectProbabilities(const std::vector<uint8_t>& mask, const Size3& grid, const engine::PromptBox& region)
{
    const int64_t nx = region.max[0] - region.min[0] + 1, ny = region.max[1] - region.min[1] + 1,
                  nz = region.max[2] - region.min[2] + 1;
    const std::size_t voxels = static_cast<std::size_t>(nx * ny * nz);
    std::vector<float> probabilities(2 * voxels, 1.0f);
    std::size_t i = 0;
    for (int64_t z = 0; z < nz; ++z)
        for (int64_t y = 0; y < ny; ++y)
            for (int64_t x = 0; x < nx; ++x, ++i) {
                const int64_t at = region.min[0] + x + grid[0] * (region.min[1] + y + grid[1] * (region.min[2] + z));
                const bool object = !mask.empty() && mask[static_cast<std::size_t>(at)];
                probabilities[i] = object ? 0.0f : 1.0f;
                probabilities[voxels + i] = object ? 1.0f : 0.0f;
            }
    return probabilities;
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
    // `previous` mapped onto the scan, kept up to date window by window;
    // unset until the first answer after a reset or setPrevious.
    std::optional<Volume> scanMask;
    int threads = 1;

    Volume mapWhole() const
    {
        const Size3& grid = mapping.resampled.size;
        const engine::PromptBox all{{0, 0, 0}, {grid[0] - 1, grid[1] - 1, grid[2] - 1}};
        return io::mapPredictionToSource(objectProbabilities(previous, grid, all), mapping, plan, false, threads).labels;
    }
};

InteractiveSession::InteractiveSession(const std::string& modelPath, const std::vector<Volume>& images,
                                       const std::string& device, int cpuThreads)
    : m_impl(std::make_unique<Impl>())
{
    if (images.empty())
        throw InputError("", "image", "no scan given");
    requireTrustedModules({modelPath});
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

void InteractiveSession::reset()
{
    m_impl->previous.clear();
    m_impl->scanMask.reset();
}

Volume InteractiveSession::maskMappedWhole() const { return m_impl->mapWhole(); }

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
    m_impl->scanMask.reset();
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
    // Only the window the model examined changed (the mask outside it is the
    // previous one): map that window back into the kept scan mask.
    io::CaseMapping part;
    engine::PromptBox region;
    VoxelIndex offset{0, 0, 0};
    if (!m_impl->scanMask) {
        m_impl->scanMask = m_impl->mapWhole();
    } else if (!found.cancelled && windowMapping(m_impl->mapping, found.window, part, region, offset)) {
        const Volume mapped = io::mapPredictionToSource(
            objectProbabilities(m_impl->previous, m_impl->mapping.resampled.size, region), part, m_impl->plan, false,
            m_impl->threads).labels;
        Volume& mask = *m_impl->scanMask;
        const Size3& s = mask.geometry.size;
        const Size3& n = mapped.geometry.size;
        for (int64_t z = 0; z < n[2]; ++z)
            for (int64_t y = 0; y < n[1]; ++y)
                std::copy_n(mapped.data<uint8_t>() + n[0] * (y + n[1] * z), n[0],
                            mask.data<uint8_t>() + offset[0] + s[0] * (offset[1] + y + s[1] * (offset[2] + z)));
    }
    answer.mask = *m_impl->scanMask;
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

// "scribbles" and "lasso" (see PromptFile).
void readStrokes(const Json& json, const std::string& path, PromptFile& result)
{
    auto pointsOf = [&](const Json& stroke, const std::string& field) {
        if (!stroke.is_object() || !stroke.contains("points") || !stroke["points"].is_array() || stroke["points"].empty())
            throw InputError(path, field, "must be {\"points\": [[x, y, z], ...]} with at least one point");
        std::vector<VoxelIndex> points;
        for (std::size_t k = 0; k < stroke["points"].size(); ++k)
            points.push_back(indexFrom(stroke["points"][k], path, field + ".points[" + std::to_string(k) + "]"));
        return points;
    };
    const Json scribbles = optionalField<Json>(json, "scribbles", Json::array(), path);
    if (!scribbles.is_array())
        throw InputError(path, "scribbles", "must be a list of {\"points\": [[x, y, z], ...], \"positive\": true}");
    for (std::size_t i = 0; i < scribbles.size(); ++i) {
        const std::string field = "scribbles[" + std::to_string(i) + "]";
        PromptFile::Scribble scribble{pointsOf(scribbles[i], field), true};
        const Json positive = scribbles[i].value("positive", Json(true));
        if (!positive.is_boolean())
            throw InputError(path, field + ".positive", "must be true or false");
        scribble.positive = positive.get<bool>();
        result.scribbles.push_back(std::move(scribble));
    }
    if (!json.contains("lasso"))
        return;
    if (json.contains("box"))
        throw InputError(path, "lasso", "and \"box\" both say where the object is: give one of them");
    result.lasso = pointsOf(json["lasso"], "lasso");
    if (result.lasso.size() < 3)
        throw InputError(path, "lasso.points", "must hold at least three points of a closed outline");
    for (int axis : {2, 1, 0}) {
        const bool shared = std::all_of(result.lasso.begin(), result.lasso.end(),
                                        [&](const VoxelIndex& p) { return p[axis] == result.lasso.front()[axis]; });
        if (shared) {
            result.lassoSliceAxis = axis;
            return;
        }
    }
    throw InputError(path, "lasso.points", "must lie on one slice (share x, y or z)");
}

}  // namespace

PromptFile readPromptFile(const std::string& path)
{
    const Json json = readJsonFile(path);
    if (!json.is_object())
        throw InputError(path, "", "must be a JSON object with \"points\" and/or \"box\"");
    for (const auto& [key, value] : json.items())
        if (key != "label" && key != "points" && key != "box" && key != "scribbles" && key != "lasso" &&
            key != "previous")
            throw InputError(path, key, "is not a prompt field (label, points, box, scribbles, lasso, previous)");
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
    readStrokes(json, path, result);
    if (json.contains("previous")) {
        if (!json["previous"].is_string() || json["previous"].get<std::string>().empty())
            throw InputError(path, "previous", "must name a mask file");
        const fs::path previous = json["previous"].get<std::string>();
        result.previousFile = previous.is_absolute() ? previous.string() : (fs::path(path).parent_path() / previous).string();
    }
    if (result.prompts.empty() && result.scribbles.empty() && result.lasso.empty() && result.previousFile.empty())
        throw InputError(path, "points", "no prompt: give points, a box, scribbles, a lasso or a previous mask");
    return result;
}

engine::PromptSet PromptFile::promptsOnGrid(const Geometry& scanGrid, const std::string& fileForErrors) const
{
    engine::PromptSet onGrid = prompts;
    const engine::MaskGrid grid{scanGrid.size, scanGrid.spacing};
    for (const Scribble& scribble : scribbles)
        for (const engine::PromptClick& click : engine::scribbleClicks(scribble.points, scribble.positive))
            onGrid.clicks.push_back(click);
    if (!lasso.empty()) {
        const auto fromLasso = engine::lassoPrompts(lasso, lassoSliceAxis, grid);
        if (!fromLasso)
            throw InputError(fileForErrors, "lasso", "encloses no voxel of the scan: draw around the structure");
        onGrid.box = fromLasso->box;
        onGrid.clicks.push_back(fromLasso->inside);
    }
    return onGrid;
}

}  // namespace segstudio::application
