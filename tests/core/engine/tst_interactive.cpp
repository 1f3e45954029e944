// Interactive models (engine/interactive/): the simulated user's clicks
// against hand-computed answers, the prompt channels, the training
// simulator's queries, and the window that grows with the object -- the
// last with stand-in networks whose answer is known, so the window logic is
// checked apart from any training.
#include <QtTest>

#include <torch/torch.h>

#include <algorithm>
#include <cmath>
#include <random>

#include "common/Errors.h"
#include "engine/interactive/ClickSimulation.h"
#include "engine/interactive/InteractiveValidation.h"
#include "engine/interactive/PromptTensors.h"
#include "engine/interactive/StrokePrompts.h"
#include "engine/interactive/WindowedSegmentation.h"

using namespace segstudio;
using namespace segstudio::engine;

namespace {

// A ball (ellipsoid in voxels when the spacing differs) of radius `r` mm.
std::vector<uint8_t> ball(const MaskGrid& grid, const std::array<double, 3>& centre, double r)
{
    std::vector<uint8_t> mask(static_cast<std::size_t>(grid.voxels()));
    int64_t i = 0;
    for (int64_t z = 0; z < grid.size[2]; ++z)
        for (int64_t y = 0; y < grid.size[1]; ++y)
            for (int64_t x = 0; x < grid.size[0]; ++x, ++i) {
                const double dx = (x - centre[0]) * grid.spacing[0], dy = (y - centre[1]) * grid.spacing[1],
                             dz = (z - centre[2]) * grid.spacing[2];
                mask[static_cast<std::size_t>(i)] = dx * dx + dy * dy + dz * dz <= r * r;
            }
    return mask;
}

NetworkConfig tinyNetwork(int dimensions)
{
    NetworkConfig n;
    n.dimensions = dimensions;
    n.baseFeatures = 4;
    n.maxFeatures = 8;
    n.kernelSizes = {{3, 3, 3}, {3, 3, 3}};
    n.strides = {{1, 1, 1}, {2, 2, dimensions == 2 ? 1 : 2}};
    if (dimensions == 2)
        n.kernelSizes = {{3, 3, 1}, {3, 3, 1}};
    return n;
}

// A stand-in network: object wherever `inside(z, y, x)` of the window's
// voxel holds (in window coordinates), through the box channel -- it
// answers "the box", so the result is known exactly.
WindowNetwork boxEcho(int dimensions)
{
    return {dimensions, 2, [](const torch::Tensor& batch) {
                const torch::Tensor box = batch.select(1, batch.size(1) - 2);  // channel "box"
                return torch::stack({1 - box, box}, 1) * 20 - 10;
            }, {}};
}

}  // namespace

class TestInteractive : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // The validation's IoU is the mean of each interaction's IoU (the same
    // masks' D / (2 - D)), not D / (2 - D) of the mean Dice.
    void validationIouIsTheMeanOfEachInteractionsIou()
    {
        InteractionCurve curve;
        curve.dice = {0.5, 1.0};
        QCOMPARE(curve.areaUnderCurve(), 0.75);
        QVERIFY(std::abs(meanIouOf(curve) - (1.0 / 3.0 + 1.0) / 2) < 1e-12);
        QVERIFY(std::abs(meanIouOf(curve) - 0.75 / (2 - 0.75)) > 0.05);
        QCOMPARE(meanIouOf(InteractionCurve{}), 0.0);
    }

    void deepestVoxelIsTheCentreOfABall()
    {
        const MaskGrid grid{{21, 17, 13}, {1, 1, 1}};
        const auto centre = deepestVoxel(ball(grid, {9, 8, 6}, 5), grid);
        QVERIFY(centre.has_value());
        QCOMPARE((*centre)[0], int64_t(9));
        QCOMPARE((*centre)[1], int64_t(8));
        QCOMPARE((*centre)[2], int64_t(6));
        QVERIFY(!deepestVoxel(std::vector<uint8_t>(static_cast<std::size_t>(grid.voxels())), grid));
    }

    void deepestVoxelUsesPhysicalDistances()
    {
        // Slices 4 mm apart. A: a 5-voxel cube (3 mm deep in-plane); B: a
        // single slice 7 x 7 voxels (4 mm deep: in-plane and to the next
        // slice). In voxels A is deeper (3 against 1); in mm, B.
        const MaskGrid grid{{30, 15, 9}, {1, 1, 4}};
        std::vector<uint8_t> mask(static_cast<std::size_t>(grid.voxels()));
        auto fill = [&](VoxelIndex lo, VoxelIndex hi) {
            for (int64_t z = lo[2]; z <= hi[2]; ++z)
                for (int64_t y = lo[1]; y <= hi[1]; ++y)
                    for (int64_t x = lo[0]; x <= hi[0]; ++x)
                        mask[static_cast<std::size_t>((z * 15 + y) * 30 + x)] = 1;
        };
        fill({2, 5, 2}, {6, 9, 6});
        fill({16, 4, 4}, {22, 10, 4});
        const auto centre = deepestVoxel(mask, grid);
        QVERIFY(centre.has_value());
        QCOMPARE(*centre, (VoxelIndex{19, 7, 4}));
        const auto inVoxels = deepestVoxel(mask, MaskGrid{grid.size, {1, 1, 1}});
        QCOMPARE(*inVoxels, (VoxelIndex{4, 7, 4}));
    }

    void correctiveClickGoesToTheLargestError()
    {
        const MaskGrid grid{{40, 30, 20}, {1, 1, 1}};
        std::vector<uint8_t> target = ball(grid, {12, 15, 10}, 6);
        const std::vector<uint8_t> small = ball(grid, {32, 15, 10}, 3);
        for (std::size_t i = 0; i < target.size(); ++i)
            target[i] |= small[i];
        // Predicted: nothing of the big ball, the small one, and a false blob.
        std::vector<uint8_t> prediction = small;
        const std::vector<uint8_t> wrong = ball(grid, {30, 5, 10}, 3);
        for (std::size_t i = 0; i < prediction.size(); ++i)
            prediction[i] |= wrong[i];
        auto click = correctiveClick(prediction, target, grid);
        QVERIFY(click.has_value());
        QVERIFY(click->positive);
        QCOMPARE(click->index, (VoxelIndex{12, 15, 10}));
        // Once the big ball is found, the false blob is the largest error.
        for (std::size_t i = 0; i < prediction.size(); ++i)
            prediction[i] |= target[i];
        click = correctiveClick(prediction, target, grid);
        QVERIFY(click.has_value());
        QVERIFY(!click->positive);
        QCOMPARE(click->index, (VoxelIndex{30, 5, 10}));
        // Ignored voxels are never errors.
        click = correctiveClick(prediction, target, grid, wrong);
        QVERIFY(!click.has_value());
    }

    void componentsAreSixConnected()
    {
        const MaskGrid grid{{3, 3, 1}, {1, 1, 1}};
        const std::vector<uint8_t> diagonal{1, 0, 0, 0, 1, 0, 0, 0, 1};
        const Components c = connectedComponents(diagonal, grid);
        QCOMPARE(c.sizes.size(), std::size_t(4));  // three single voxels
        const std::vector<uint8_t> line{1, 1, 1, 0, 0, 0, 0, 0, 0};
        QCOMPARE(connectedComponents(line, grid).sizes, (std::vector<int64_t>{0, 3}));
    }

    void protocolRisesWithAUserWhoseClicksAdd()
    {
        // A stand-in model that answers a ball of 3 voxels around each
        // positive click, minus balls around negative ones: on two separate
        // objects of one label each corrective click finds more.
        const MaskGrid grid{{40, 20, 20}, {1, 1, 1}};
        std::vector<uint8_t> target = ball(grid, {10, 10, 10}, 4);
        const std::vector<uint8_t> second = ball(grid, {30, 10, 10}, 4);
        for (std::size_t i = 0; i < target.size(); ++i)
            target[i] |= second[i];
        const SegmentFunction model = [&](const PromptSet& prompts, double& ms) {
            std::vector<uint8_t> mask(target.size());
            for (const PromptClick& c : prompts.clicks)
                if (c.positive) {
                    const std::vector<uint8_t> b =
                        ball(grid, {double(c.index[0]), double(c.index[1]), double(c.index[2])}, 4);
                    for (std::size_t i = 0; i < mask.size(); ++i)
                        mask[i] |= b[i];
                }
            ms += 1;
            return mask;
        };
        const InteractionCurve curve = runClickProtocol(model, target, grid, 3, false);
        QCOMPARE(curve.dice.size(), std::size_t(4));
        QVERIFY(curve.dice[0] > 0.6 && curve.dice[0] < 0.7);  // one of two equal balls
        QCOMPARE(curve.dice[1], 1.0);
        QCOMPARE(curve.dice[3], 1.0);  // perfect: the remaining interactions repeat it
        QCOMPARE(curve.milliseconds.size(), std::size_t(2));
        const InteractionCurve boxed = runClickProtocol(model, target, grid, 0, true);
        QCOMPARE(boxed.dice.size(), std::size_t(1));
        QCOMPARE(boxed.dice[0], 0.0);  // this stand-in ignores boxes
    }

    void promptChannelsEncodeClicksBoxAndPrevious()
    {
        PromptSet prompts;
        prompts.clicks = {{{5, 5, 5}, true}, {{0, 0, 0}, false}, {{50, 5, 5}, true}};
        prompts.box = PromptBox{{-3, 2, 4}, {3, 8, 20}};
        std::vector<uint8_t> previous(10 * 10 * 10, 0);
        previous[3] = 1;
        const torch::Tensor t = encodePrompts(prompts, previous, PromptWindow{{0, 0, 0}, {10, 10, 10}});
        QCOMPARE(t.sizes(), (torch::IntArrayRef{4, 10, 10, 10}));
        const int r = kClickRadiusVoxels;
        int ballVoxels = 0;
        for (int z = -r; z <= r; ++z)
            for (int y = -r; y <= r; ++y)
                for (int x = -r; x <= r; ++x)
                    ballVoxels += x * x + y * y + z * z <= r * r;
        QCOMPARE(t[0].sum().item<int>(), ballVoxels);  // the click outside the window leaves no trace
        QCOMPARE(t[0][5][5][5].item<float>(), 1.0f);
        QVERIFY(t[1].sum().item<int>() < ballVoxels);  // clipped at the corner
        QCOMPARE(t[1][0][0][0].item<float>(), 1.0f);
        QCOMPARE(t[2].sum().item<int>(), 4 * 7 * 6);  // x 0..3, y 2..8, z 4..9
        QCOMPARE(t[3].sum().item<int>(), 1);
        QCOMPARE(t[3][0][0][3].item<float>(), 1.0f);
        // A 2D window in slice 7 sees only prompts of that slice.
        const torch::Tensor flat = encodePrompts(prompts, {}, PromptWindow{{0, 0, 7}, {10, 10}});
        QCOMPARE(flat.sizes(), (torch::IntArrayRef{4, 10, 10}));
        QCOMPARE(flat[0].sum().item<int>(), 0);
        QCOMPARE(flat[2].sum().item<int>(), 4 * 7);
    }

    void simulatorMakesOneBinaryQueryPerSample()
    {
        torch::manual_seed(3);
        UNet network(tinyNetwork(3), 1 + kPromptChannels, 2);
        const torch::Tensor x = torch::randn({3, 1, 16, 16, 16});
        torch::Tensor y = torch::zeros({3, 1, 16, 16, 16}, torch::kInt64);
        y.slice(2, 2, 8).slice(3, 2, 8).slice(4, 2, 8).fill_(1);
        y.slice(2, 9, 14).slice(3, 9, 14).slice(4, 9, 14).fill_(2);
        y[2].fill_(0);  // a sample without foreground
        y[1].slice(1, 0, 2).fill_(3);  // the ignore class
        for (uint64_t seed : {1, 2, 3, 4, 5}) {
            const PromptSimulator simulator(3, {1, 1, 1}, /*ignoreClass=*/3);
            const auto [input, target] = simulator.apply(network, x, y, {seed, seed + 10, seed + 20}, Precision::Float32);
            QCOMPARE(input.sizes(), (torch::IntArrayRef{3, 1 + kPromptChannels, 16, 16, 16}));
            QVERIFY(torch::equal(input.slice(1, 0, 1), x));
            QCOMPARE(target.sizes(), y.sizes());
            for (int b = 0; b < 2; ++b) {
                // Object = exactly one of the classes present.
                const torch::Tensor object = target[b] == 1;
                const bool first = torch::equal(object, y[b] == 1), second = torch::equal(object, y[b] == 2);
                QVERIFY2(first != second, qPrintable(QString("seed %1 sample %2").arg(seed).arg(b)));
                QVERIFY(input[b][1 + 0].sum().item<float>() + input[b][1 + 2].sum().item<float>() > 0);  // a prompt
            }
            QVERIFY(torch::equal(target[1] == PromptSimulator::kIgnoredTarget, y[1] == 3));
            QCOMPARE(target[2].sum().item<int64_t>(), int64_t(0));
            QVERIFY(input[2][1 + 1].sum().item<float>() > 0);  // "not here"
            QCOMPARE(input[2][1 + 0].sum().item<float>(), 0.0f);
        }
        // No corrective rounds: only the first prompt, never a previous mask.
        for (uint64_t seed : {1, 2, 3, 4, 5}) {
            const PromptSimulator firstOnly(3, {1, 1, 1}, 3, /*maxCorrectiveRounds=*/0);
            const torch::Tensor input = firstOnly.apply(network, x, y, {seed, seed + 10, seed + 20}, Precision::Float32).first;
            QCOMPARE(input.slice(1, 1 + kPromptChannels - 1, 1 + kPromptChannels).abs().sum().item<float>(), 0.0f);
        }
    }

    void windowGrowsUntilTheObjectFits()
    {
        // The stand-in answers the bright block of the image: one click in a
        // block far larger than the patch makes the answer touch the
        // window's sides until the window holds the whole block.
        torch::Tensor image = torch::zeros({1, 40, 64, 64});
        image.slice(1, 5, 31).slice(2, 12, 41).slice(3, 10, 51).fill_(1);
        const WindowNetwork brightBlock{3, 2, [](const torch::Tensor& batch) {
                                            const torch::Tensor bright = (batch.select(1, 0) > 0.5).to(torch::kFloat32);
                                            return torch::stack({1 - bright, bright}, 1) * 20 - 10;
                                        }, {}};
        PromptSet prompts;
        prompts.clicks = {{{30, 26, 17}, true}};
        const InteractiveAnswer answer =
            segmentObject(brightBlock, image, Triple{16, 16, 16}, Precision::Float32, prompts, {});
        QCOMPARE(answer.zoomSteps, 2);
        int64_t inBlock = 0, total = 0;
        for (int64_t z = 0; z < 40; ++z)
            for (int64_t y = 0; y < 64; ++y)
                for (int64_t x = 0; x < 64; ++x) {
                    const bool object = answer.mask[static_cast<std::size_t>((z * 64 + y) * 64 + x)] != 0;
                    total += object;
                    inBlock += object && x >= 10 && x <= 50 && y >= 12 && y <= 40 && z >= 5 && z <= 30;
                }
        QCOMPARE(inBlock, int64_t(41 * 29 * 26));
        QCOMPARE(total, inBlock);
        // A box prompt: the first window already holds it.
        PromptSet boxed;
        boxed.box = PromptBox{{10, 12, 5}, {50, 40, 30}};
        const InteractiveAnswer fromBox = segmentObject(boxEcho(3), image, Triple{16, 16, 16}, Precision::Float32, boxed, {});
        QCOMPARE(fromBox.zoomSteps, 0);
        QCOMPARE(std::count(fromBox.mask.begin(), fromBox.mask.end(), uint8_t(1)), std::ptrdiff_t(41 * 29 * 26));
    }

    // A stand-in that marks a whole tile as the object when any positive
    // click or previous-mask voxel lies in it: when the window grows along a
    // long object, the grown window's tiles must see the answer so far, else
    // the tiles without the click vote it away and the object shrinks.
    void autoZoomFeedsBackItsOwnAnswer()
    {
        const WindowNetwork tileVote{3, 2, [](const torch::Tensor& batch) {
                                         const int64_t c = batch.size(1);
                                         const torch::Tensor prompted = batch.select(1, c - 4) + batch.select(1, c - 1);
                                         const torch::Tensor any =
                                             (prompted.flatten(1).amax(1) > 0).to(torch::kFloat32).view({-1, 1, 1, 1});
                                         const torch::Tensor object = any.expand_as(prompted);
                                         return torch::stack({1 - object, object}, 1) * 20 - 10;
                                     }, {}};
        torch::Tensor image = torch::zeros({1, 16, 16, 96});  // long along x
        PromptSet prompts;
        prompts.clicks = {{{2, 8, 8}, true}};
        const InteractiveAnswer answer =
            segmentObject(tileVote, image, Triple{16, 16, 16}, Precision::Float32, prompts, {});
        const auto objectVoxels = std::count(answer.mask.begin(), answer.mask.end(), uint8_t(1));
        QVERIFY2(answer.zoomSteps >= 1, "the window did not grow");
        // More than the first window's answer (its whole 16^3 window): each
        // step's tiles that overlap the answer so far keep it and extend it.
        QVERIFY2(objectVoxels > 16 * 16 * 16, qPrintable(QString("%1 voxels after %2 zoom steps")
                                                              .arg(objectVoxels).arg(answer.zoomSteps)));
    }

    // A box drawn on a slice of a 3D scan reaches a 2D model as a box
    // across slices (boxAcrossSlices): the model answers on the slice it
    // was drawn on, also near the scan's first slice.
    void twoDimensionalModelsAnswerInTheBoxesSlice()
    {
        const MaskGrid grid{{32, 32, 100}, {1, 1, 1}};
        for (const int64_t drawn : {int64_t(50), int64_t(2), int64_t(98)}) {
            const PromptBox across = boxAcrossSlices(PromptBox{{4, 4, drawn}, {20, 18, drawn}}, 2, grid);
            QCOMPARE((across.min[2] + across.max[2]) / 2, drawn);
            QVERIFY(across.min[2] >= 0 && across.max[2] <= 99);
            torch::Tensor image = torch::zeros({1, 100, 32, 32});
            PromptSet prompts;
            prompts.box = across;
            const InteractiveAnswer answer =
                segmentObject(boxEcho(2), image, Triple{16, 16, 1}, Precision::Float32, prompts, {});
            int64_t total = 0;
            for (int64_t i = 0; i < int64_t(answer.mask.size()); ++i)
                if (answer.mask[static_cast<std::size_t>(i)]) {
                    ++total;
                    QCOMPARE(i / (32 * 32), drawn);
                }
            QCOMPARE(total, int64_t(17 * 15));
        }
        // A 32 mm rectangle on slice 50 of a 1 mm scan spans 16 slices each side.
        const PromptBox wide = boxAcrossSlices(PromptBox{{0, 0, 50}, {31, 31, 50}}, 2, grid);
        QCOMPARE(wide.min[2], int64_t(34));
        QCOMPARE(wide.max[2], int64_t(66));
    }

    void twoDimensionalModelsAnswerInTheClickedSlice()
    {
        torch::Tensor image = torch::zeros({1, 6, 32, 32});
        PromptSet prompts;
        prompts.box = PromptBox{{4, 4, 2}, {12, 10, 4}};
        prompts.clicks = {{{8, 8, 3}, true}};
        const InteractiveAnswer answer =
            segmentObject(boxEcho(2), image, Triple{16, 16, 1}, Precision::Float32, prompts, {});
        int64_t total = 0;
        for (int64_t i = 0; i < int64_t(answer.mask.size()); ++i) {
            total += answer.mask[static_cast<std::size_t>(i)];
            if (answer.mask[static_cast<std::size_t>(i)])
                QCOMPARE(i / (32 * 32), int64_t(3));
        }
        QCOMPARE(total, int64_t(9 * 7));
    }

    // A scribble is clicks at most two voxels apart along the stroke as
    // drawn, both ends included; corners are not cut.
    void scribbleBecomesClicksAlongIt()
    {
        const std::vector<VoxelIndex> stroke{{2, 2, 4}, {12, 2, 4}, {12, 9, 4}};
        const std::vector<PromptClick> clicks = scribbleClicks(stroke, false);
        QCOMPARE(clicks.front().index, (VoxelIndex{2, 2, 4}));
        QCOMPARE(clicks.back().index, (VoxelIndex{12, 9, 4}));
        for (const PromptClick& click : clicks) {
            QVERIFY(!click.positive);
            QCOMPARE(click.index[2], int64_t(4));
            const bool onFirstLeg = click.index[1] == 2 && click.index[0] >= 2 && click.index[0] <= 12;
            const bool onSecondLeg = click.index[0] == 12 && click.index[1] >= 2 && click.index[1] <= 9;
            QVERIFY2(onFirstLeg || onSecondLeg, "a click off the stroke");
        }
        for (std::size_t k = 1; k < clicks.size(); ++k) {
            const double gap = std::hypot(double(clicks[k].index[0] - clicks[k - 1].index[0]),
                                          double(clicks[k].index[1] - clicks[k - 1].index[1]));
            QVERIFY2(gap > 0 && gap <= kClickRadiusVoxels + 1e-9, qPrintable(QString("gap %1").arg(gap)));
        }
        QCOMPARE(clicks.size(), std::size_t(10));  // 17 voxels of path, a click every 2, both ends
        QCOMPARE(scribbleClicks({{3, 3, 0}}, true).size(), std::size_t(1));
        QVERIFY(scribbleClicks({}, true).empty());
    }

    // The simulated user's scribble: a line of clicks through the region's
    // deepest voxel along its long side, every click inside the region, on
    // one slice; in 2D on the image's slice, whatever the bar's direction.
    void simulatedScribbleRunsAlongTheRegionInside()
    {
        std::mt19937_64 rng(7);
        const MaskGrid flat{{50, 40, 1}, {1, 1, 1}};
        for (const bool horizontal : {true, false}) {
            std::vector<uint8_t> bar(static_cast<std::size_t>(flat.voxels()));
            for (int64_t y = 0; y < 40; ++y)
                for (int64_t x = 0; x < 50; ++x)
                    bar[static_cast<std::size_t>(y * 50 + x)] =
                        horizontal ? (x >= 5 && x <= 44 && y >= 10 && y <= 16) : (x >= 20 && x <= 26 && y >= 2 && y <= 37);
            const std::vector<PromptClick> clicks = simulatedScribble(bar, flat, false, rng);
            QVERIFY(clicks.size() >= 10);
            int64_t lo = 1000, hi = -1;
            for (const PromptClick& c : clicks) {
                QVERIFY(!c.positive);
                QCOMPARE(c.index[2], int64_t(0));
                QVERIFY2(bar[static_cast<std::size_t>(c.index[1] * 50 + c.index[0])], "a click outside the bar");
                const int64_t along = horizontal ? c.index[0] : c.index[1];
                lo = std::min(lo, along), hi = std::max(hi, along);
            }
            // A radius short of each end: 40 (36) voxels long, about 36 (32) covered.
            QVERIFY2(hi - lo >= (horizontal ? 33 : 29), qPrintable(QString("covers %1 voxels").arg(hi - lo)));
        }
        // 3D, anisotropic: every seed's stroke lies in one slice through the
        // deepest voxel and inside the ellipsoid.
        const MaskGrid grid{{40, 30, 16}, {1.0, 1.0, 2.5}};
        const std::vector<uint8_t> object = ball(grid, {20, 15, 8}, 12);
        for (int seed = 0; seed < 6; ++seed) {
            std::mt19937_64 r(seed);
            const std::vector<PromptClick> clicks = simulatedScribble(object, grid, true, r);
            QVERIFY(clicks.size() >= 3);
            int sharedAxes = 0;
            for (int a = 0; a < 3; ++a)
                sharedAxes += std::all_of(clicks.begin(), clicks.end(),
                                          [&](const PromptClick& c) { return c.index[a] == clicks.front().index[a]; });
            QVERIFY(sharedAxes >= 1);
            for (const PromptClick& c : clicks)
                QVERIFY(object[static_cast<std::size_t>((c.index[2] * 30 + c.index[1]) * 40 + c.index[0])]);
        }
        QVERIFY(simulatedScribble(std::vector<uint8_t>(static_cast<std::size_t>(grid.voxels())), grid, true, rng).empty());
    }

    // The protocol with scribbles: a scribble into the missed half of a bar
    // covers more of it than a click does (a stand-in model that answers balls
    // around the positive clicks).
    void scribbleCorrectionsFixMoreThanClicks()
    {
        const MaskGrid grid{{60, 20, 1}, {1, 1, 1}};
        std::vector<uint8_t> target(static_cast<std::size_t>(grid.voxels()));
        for (int64_t y = 7; y <= 12; ++y)
            for (int64_t x = 4; x <= 55; ++x)
                target[static_cast<std::size_t>(y * 60 + x)] = 1;
        const SegmentFunction model = [&](const PromptSet& prompts, double& ms) {
            std::vector<uint8_t> mask(target.size());
            for (const PromptClick& c : prompts.clicks)
                if (c.positive)
                    for (int64_t y = c.index[1] - 3; y <= c.index[1] + 3; ++y)
                        for (int64_t x = c.index[0] - 3; x <= c.index[0] + 3; ++x)
                            if (x >= 0 && y >= 0 && x < 60 && y < 20)
                                mask[static_cast<std::size_t>(y * 60 + x)] = 1;
            ms += 1;
            return mask;
        };
        const InteractionCurve clicked = runClickProtocol(model, target, grid, 2, false);
        const InteractionCurve scribbled = runClickProtocol(model, target, grid, 2, false, {}, true);
        QCOMPARE(scribbled.dice[0], clicked.dice[0]);  // the same first click
        QVERIFY2(scribbled.dice[1] > clicked.dice[1] + 0.2,
                 qPrintable(QString("scribble %1, click %2").arg(scribbled.dice[1]).arg(clicked.dice[1])));
        QVERIFY2(scribbled.dice[2] > 0.85 && scribbled.dice[2] > clicked.dice[2] + 0.2,  // the other half too
                 qPrintable(QString("scribble %1, click %2").arg(scribbled.dice[2]).arg(clicked.dice[2])));
    }

    // A lasso: the box of its outline across as many slices (mm) as it is
    // wide, and a click at the voxel inside the outline farthest from it --
    // inside the thick arm of an L, never in the notch the box holds too.
    void lassoBecomesItsBoxAndAClickDeepInside()
    {
        const MaskGrid grid{{40, 30, 20}, {1.0, 1.0, 2.0}};
        // An L on axial slice 10: a thick vertical arm x 4..14, y 4..24 and
        // a thin foot x 14..30, y 20..24.
        const std::vector<VoxelIndex> outline{{4, 4, 10},  {14, 4, 10},  {14, 20, 10},
                                              {30, 20, 10}, {30, 24, 10}, {4, 24, 10}};
        const auto lasso = lassoPrompts(outline, 2, grid);
        QVERIFY(lasso.has_value());
        QVERIFY(lasso->inside.positive);
        const VoxelIndex c = lasso->inside.index;
        QCOMPARE(c[2], int64_t(10));
        QVERIFY2(c[0] >= 7 && c[0] <= 11 && c[1] >= 7 && c[1] <= 21,
                 qPrintable(QString("click at %1 %2, not deep in the thick arm").arg(c[0]).arg(c[1])));
        // Sides 27 and 21 mm, 24 mm on average: 12 mm, 6 slices of 2 mm, on each side.
        QCOMPARE(lasso->box.min, (VoxelIndex{4, 4, 10 - 6}));
        QCOMPARE(lasso->box.max, (VoxelIndex{30, 24, 10 + 6}));
        // A 2D image: the box stays in its slice.
        const auto flat = lassoPrompts({{2, 2, 0}, {9, 2, 0}, {9, 8, 0}, {2, 8, 0}}, 2, MaskGrid{{12, 12, 1}, {1, 1, 1}});
        QVERIFY(flat.has_value());
        QCOMPARE(flat->box.min[2], int64_t(0));
        QCOMPARE(flat->box.max[2], int64_t(0));
        QCOMPARE(flat->inside.index[2], int64_t(0));
        // A coronal lasso (y fixed) extends along y.
        const auto coronal = lassoPrompts({{5, 7, 3}, {15, 7, 3}, {15, 7, 13}, {5, 7, 13}}, 1, grid);
        QVERIFY(coronal.has_value());
        QCOMPARE(coronal->inside.index[1], int64_t(7));
        QVERIFY(coronal->box.min[1] < 7 && coronal->box.max[1] > 7);
        // Too few points, or an outline with no voxel centre inside: nothing.
        QVERIFY(!lassoPrompts({{1, 1, 1}, {5, 1, 1}}, 2, grid));
        QVERIFY(!lassoPrompts({{1, 1, 1}, {5, 1, 1}, {9, 1, 1}}, 2, grid));
    }

    void badPromptsAreRefusedWithTheirReason()
    {
        torch::Tensor image = torch::zeros({1, 8, 8, 8});
        PromptSet outside;
        outside.clicks = {{{8, 0, 0}, true}};
        QVERIFY_THROWS_EXCEPTION(InputError, segmentObject(boxEcho(3), image, Triple{8, 8, 8}, Precision::Float32,
                                                           outside, {}));
        PromptSet onlyNegative;
        onlyNegative.clicks = {{{2, 2, 2}, false}};
        try {
            segmentObject(boxEcho(3), image, Triple{8, 8, 8}, Precision::Float32, onlyNegative, {});
            QFAIL("a request with nothing to look for was answered");
        } catch (const InputError& error) {
            QVERIFY(QString(error.what()).contains("nothing to look for"));
        }
    }
};

QTEST_APPLESS_MAIN(TestInteractive)
#include "tst_interactive.moc"
