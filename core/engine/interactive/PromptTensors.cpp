#include "engine/interactive/PromptTensors.h"

#include <algorithm>

#include "engine/device/Autocast.h"
#include "engine/interactive/StrokePrompts.h"

namespace segstudio::engine {

namespace {

// The window's sizes as (x, y, z); z is 1 for a 2D window.
VoxelIndex windowSizeXyz(const PromptWindow& window)
{
    const auto& s = window.spatial;
    return s.size() == 2 ? VoxelIndex{s[1], s[0], 1} : VoxelIndex{s[2], s[1], s[0]};
}

void paintBall(float* channel, const VoxelIndex& size, const VoxelIndex& centre, bool flat)
{
    const int r = kClickRadiusVoxels;
    const int rz = flat ? 0 : r;
    for (int dz = -rz; dz <= rz; ++dz)
        for (int dy = -r; dy <= r; ++dy)
            for (int dx = -r; dx <= r; ++dx) {
                if (dx * dx + dy * dy + dz * dz > r * r)
                    continue;
                const int64_t x = centre[0] + dx, y = centre[1] + dy, z = centre[2] + dz;
                if (x < 0 || y < 0 || z < 0 || x >= size[0] || y >= size[1] || z >= size[2])
                    continue;
                channel[(z * size[1] + y) * size[0] + x] = 1.0f;
            }
}

}  // namespace

torch::Tensor encodePrompts(const PromptSet& prompts, const std::vector<uint8_t>& previous, const PromptWindow& window)
{
    const VoxelIndex size = windowSizeXyz(window);
    const bool flat = window.spatial.size() == 2;
    std::vector<int64_t> shape{kPromptChannels};
    shape.insert(shape.end(), window.spatial.begin(), window.spatial.end());
    torch::Tensor encoded = torch::zeros(shape, torch::kFloat32);
    const int64_t voxels = size[0] * size[1] * size[2];
    float* data = encoded.data_ptr<float>();
    auto local = [&](const VoxelIndex& index) {
        VoxelIndex p{index[0] - window.origin[0], index[1] - window.origin[1], index[2] - window.origin[2]};
        if (flat)
            p[2] = index[2] == window.origin[2] ? 0 : -1000000;  // another slice: outside
        return p;
    };
    for (const PromptClick& click : prompts.clicks)
        paintBall(data + (click.positive ? 0 : 1) * voxels, size, local(click.index), flat);
    if (prompts.box) {
        VoxelIndex lo = local(prompts.box->min), hi = local(prompts.box->max);
        if (flat) {
            const bool inSlice = prompts.box->min[2] <= window.origin[2] && window.origin[2] <= prompts.box->max[2];
            lo[2] = inSlice ? 0 : 1;
            hi[2] = inSlice ? 0 : -1;
        }
        float* box = data + 2 * voxels;
        for (int64_t z = std::max<int64_t>(0, lo[2]); z <= std::min(size[2] - 1, hi[2]); ++z)
            for (int64_t y = std::max<int64_t>(0, lo[1]); y <= std::min(size[1] - 1, hi[1]); ++y)
                for (int64_t x = std::max<int64_t>(0, lo[0]); x <= std::min(size[0] - 1, hi[0]); ++x)
                    box[(z * size[1] + y) * size[0] + x] = 1.0f;
    }
    if (!previous.empty()) {
        float* mask = data + 3 * voxels;
        for (int64_t i = 0; i < voxels; ++i)
            mask[i] = previous[static_cast<std::size_t>(i)] ? 1.0f : 0.0f;
    }
    return encoded;
}

PromptSimulator::PromptSimulator(int dimensions, const std::array<double, 3>& spacingXyz, int64_t ignoreClass,
                                 int maxCorrectiveRounds)
    : m_dimensions(dimensions), m_spacing(spacingXyz), m_ignoreClass(ignoreClass),
      m_maxCorrectiveRounds(std::max(0, maxCorrectiveRounds))
{
}

namespace {

// The share of first prompts and of corrections that are scribbles
// (simulatedScribble) rather than one click.
constexpr double kScribbleShare = 0.1;

struct Query {
    std::vector<uint8_t> target, ignore, previous;
    PromptSet prompts;
};

// A box around the object, each side moved by up to 10% of its extent (at
// least one voxel) in or out, clipped to the grid.
PromptBox jitteredBox(const PromptBox& tight, const MaskGrid& grid, std::mt19937_64& rng)
{
    PromptBox box = tight;
    for (int a = 0; a < 3; ++a) {
        if (grid.size[a] == 1)
            continue;
        const int64_t reach = std::max<int64_t>(1, (tight.max[a] - tight.min[a] + 1) / 10);
        std::uniform_int_distribution<int64_t> shift(-reach, reach);
        box.min[a] = std::clamp<int64_t>(tight.min[a] + shift(rng), 0, grid.size[a] - 1);
        box.max[a] = std::clamp<int64_t>(tight.max[a] + shift(rng), box.min[a], grid.size[a] - 1);
    }
    return box;
}

Query firstQuery(const std::vector<uint8_t>& classes, const MaskGrid& grid, int64_t ignoreClass, std::mt19937_64& rng)
{
    Query q;
    std::vector<int> present(256, 0);
    for (uint8_t c : classes)
        present[c] = 1;
    std::vector<int> candidates;
    for (int c = 1; c < 256; ++c)
        if (present[static_cast<std::size_t>(c)] && c != ignoreClass)
            candidates.push_back(c);
    q.target.resize(classes.size());
    q.ignore.resize(ignoreClass >= 0 ? classes.size() : 0);
    for (std::size_t i = 0; i < q.ignore.size(); ++i)
        q.ignore[i] = classes[i] == ignoreClass;
    std::uniform_real_distribution<double> uniform(0, 1);
    if (candidates.empty()) {
        // Nothing to find: the user says "not here".
        std::uniform_int_distribution<int64_t> voxel(0, grid.voxels() - 1);
        const int64_t i = voxel(rng);
        q.prompts.clicks.push_back(
            {{i % grid.size[0], (i / grid.size[0]) % grid.size[1], i / (grid.size[0] * grid.size[1])}, false});
        return q;
    }
    const int chosen = candidates[std::uniform_int_distribution<std::size_t>(0, candidates.size() - 1)(rng)];
    std::vector<int64_t> inside;
    for (std::size_t i = 0; i < classes.size(); ++i)
        if ((q.target[i] = classes[i] == chosen))
            inside.push_back(static_cast<int64_t>(i));
    const double kind = uniform(rng);
    if (kind < 0.25) {
        q.prompts.box = jitteredBox(*boundingBox(q.target, grid), grid, rng);
    } else if (kind < 0.55) {
        const int64_t i = inside[std::uniform_int_distribution<std::size_t>(0, inside.size() - 1)(rng)];
        q.prompts.clicks.push_back(
            {{i % grid.size[0], (i / grid.size[0]) % grid.size[1], i / (grid.size[0] * grid.size[1])}, true});
    } else if (kind < 1.0 - kScribbleShare) {
        q.prompts.clicks.push_back({*deepestVoxel(q.target, grid, &rng), true});
    } else {
        q.prompts.clicks = simulatedScribble(q.target, grid, true, rng);
    }
    return q;
}

}  // namespace

std::pair<torch::Tensor, torch::Tensor> PromptSimulator::apply(UNet& network, const torch::Tensor& x,
                                                               const torch::Tensor& y,
                                                               const std::vector<uint64_t>& sampleSeeds,
                                                               Precision precision) const
{
    const int64_t batch = x.size(0);
    const torch::Tensor yCpu = y.to(torch::kCPU).to(torch::kUInt8).contiguous();
    PromptWindow window;
    window.spatial.assign(y.sizes().begin() + 2, y.sizes().end());
    MaskGrid grid;
    grid.size = m_dimensions == 2 || window.spatial.size() == 2
                    ? VoxelIndex{window.spatial.back(), window.spatial[window.spatial.size() - 2], 1}
                    : VoxelIndex{window.spatial[2], window.spatial[1], window.spatial[0]};
    grid.spacing = m_spacing;
    const std::size_t voxels = static_cast<std::size_t>(grid.voxels());
    std::vector<Query> queries;
    std::vector<std::mt19937_64> rngs;
    for (int64_t b = 0; b < batch; ++b) {
        rngs.emplace_back(sampleSeeds.empty() ? uint64_t(b) : sampleSeeds[static_cast<std::size_t>(b)] ^ 0x9e3779b97f4a7c15ULL);
        const uint8_t* begin = yCpu[b].data_ptr<uint8_t>();
        queries.push_back(firstQuery(std::vector<uint8_t>(begin, begin + voxels), grid, m_ignoreClass, rngs.back()));
    }
    auto inputs = [&] {
        std::vector<torch::Tensor> prompts;
        for (const Query& q : queries)
            prompts.push_back(encodePrompts(q.prompts, q.previous, window));
        return torch::cat({x, torch::stack(prompts).to(x.device(), x.scalar_type())}, 1);
    };
    const int rounds = std::uniform_int_distribution<int>(0, m_maxCorrectiveRounds)(rngs.front());
    for (int round = 0; round < rounds; ++round) {
        torch::NoGradGuard noGrad;
        torch::Tensor predicted;
        {
            AutocastGuard autocast(x.device(), precision);
            predicted = network->forward(inputs()).front().argmax(1);
        }
        predicted = predicted.to(torch::kCPU).to(torch::kUInt8).contiguous();
        for (int64_t b = 0; b < batch; ++b) {
            Query& q = queries[static_cast<std::size_t>(b)];
            const uint8_t* begin = predicted[b].data_ptr<uint8_t>();
            q.previous.assign(begin, begin + voxels);
            const std::optional<ErrorRegion> error = largestErrorRegion(q.previous, q.target, grid, q.ignore);
            if (!error)
                continue;
            std::mt19937_64& rng = rngs[static_cast<std::size_t>(b)];
            const bool scribble = std::uniform_real_distribution<double>(0, 1)(rng) < kScribbleShare;
            for (const PromptClick& c : correctionOf(*error, grid, scribble, rng))
                q.prompts.clicks.push_back(c);
        }
    }
    std::vector<torch::Tensor> targets;
    for (const Query& q : queries) {
        torch::Tensor t = torch::from_blob(const_cast<uint8_t*>(q.target.data()), window.spatial, torch::kUInt8)
                              .to(torch::kInt64);
        if (!q.ignore.empty())
            t.masked_fill_(torch::from_blob(const_cast<uint8_t*>(q.ignore.data()), window.spatial, torch::kUInt8)
                               .to(torch::kBool),
                           kIgnoredTarget);
        targets.push_back(t.unsqueeze(0));
    }
    return {inputs(), torch::stack(targets).to(y.device())};
}

}  // namespace segstudio::engine
