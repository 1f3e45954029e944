// The sliding window in z-slabs (SlabSlidingWindow.h): the same probabilities
// as a plain whole-volume accumulation written here, bit for bit when
// resuming, the reader asked for each row once and never for more rows at
// once than the stated bound, for 3D and 2D networks, with mirroring.
#include <QtTest>

#include <torch/torch.h>

#include "engine/infer/SlabSlidingWindow.h"
#include "engine/nn/UNet.h"

using namespace segstudio::engine;
using torch::indexing::Slice;

namespace {

UNet smallNetwork(int dimensions, int64_t channels, int64_t classes)
{
    NetworkConfig n;
    n.dimensions = dimensions;
    n.baseFeatures = 4;
    n.maxFeatures = 8;
    if (dimensions == 2) {
        n.kernelSizes = {{3, 3, 1}, {3, 3, 1}};
        n.strides = {{1, 1, 1}, {2, 2, 1}};
    } else {
        n.kernelSizes = {{3, 3, 3}, {3, 3, 3}};
        n.strides = {{1, 1, 1}, {2, 2, 2}};
    }
    torch::manual_seed(7);
    return UNet(n, channels, classes);
}

// Every window of a 3D network over a volume at least a patch large, added
// into whole-volume sums one window at a time: the textbook algorithm.
torch::Tensor wholeVolumeReference(UNet& net, const torch::Tensor& image, const SlidingWindowOptions& options)
{
    torch::NoGradGuard noGrad;
    const WindowNetwork network = windowNetworkOf(net);
    const int64_t pz = options.patchXyz[2], py = options.patchXyz[1], px = options.patchXyz[0];
    const torch::Tensor importance = gaussianImportance({pz, py, px}, torch::kCPU);
    torch::Tensor sum = torch::zeros({network.classes, image.size(1), image.size(2), image.size(3)});
    torch::Tensor weight = torch::zeros({1, image.size(1), image.size(2), image.size(3)});
    for (int64_t z : windowStarts(image.size(1), pz, options.overlap))
        for (int64_t y : windowStarts(image.size(2), py, options.overlap))
            for (int64_t x : windowStarts(image.size(3), px, options.overlap)) {
                const auto region = std::vector<torch::indexing::TensorIndex>{
                    Slice(), Slice(z, z + pz), Slice(y, y + py), Slice(x, x + px)};
                const torch::Tensor logits = network.logits(image.index(region).unsqueeze(0))[0];
                sum.index(region).add_(logits * importance);
                weight.index(region).add_(importance);
            }
    return torch::softmax(sum / weight, 0);
}

// Rows of a whole tensor, (C, rows, Y, X).
RowReader readerOver(const torch::Tensor& image)
{
    return [image](int64_t first, int64_t end) { return image.narrow(1, first, end - first); };
}

struct Run {
    torch::Tensor probabilities;               // rows from firstRow
    std::vector<std::pair<int64_t, int64_t>> reads;
    int forwards = 0;
};

Run runInSlabs(const WindowNetwork& network, const torch::Tensor& image, const SlidingWindowOptions& options,
               int64_t firstNeededRow = 0)
{
    Run run;
    WindowNetwork counted = network;
    counted.logits = [&run, network](const torch::Tensor& batch) {
        ++run.forwards;
        return network.logits(batch);
    };
    SlabSlidingWindow window(counted, image.size(0), {image.size(1), image.size(2), image.size(3)}, torch::kCPU, options,
                             [&](int64_t first, int64_t end) {
                                 run.reads.emplace_back(first, end);
                                 return image.narrow(1, first, end - first);
                             },
                             firstNeededRow);
    std::vector<torch::Tensor> parts;
    int64_t expectedRow = firstNeededRow;
    while (std::optional<FinishedRows> rows = window.next()) {
        if (rows->firstRow != expectedRow)
            return {};
        expectedRow += rows->rows();
        parts.push_back(rows->probabilities);
    }
    if (expectedRow != image.size(1))
        return {};
    run.probabilities = torch::cat(parts, 1);
    return run;
}

}  // namespace

class TestSlabWindow : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void equalsAWholeVolumeAccumulation();
    void readsEachRowOnceWithinTheBound();
    void resumingGivesTheSameRowsBitForBit();
    void twoDimensionalNetworksRunSliceBySlice();
    void mirroredDisagreementMatchesTheOnePassCall();
    void cancelStopsBetweenBatches();
};

void TestSlabWindow::equalsAWholeVolumeAccumulation()
{
    UNet net = smallNetwork(3, 2, 3);
    torch::manual_seed(1);
    const torch::Tensor image = torch::randn({2, 41, 20, 18});
    SlidingWindowOptions options;
    options.patchXyz = {16, 16, 8};
    options.windowBatch = 3;
    const Run run = runInSlabs(windowNetworkOf(net), image, options);
    QVERIFY(run.probabilities.defined());
    const torch::Tensor reference = wholeVolumeReference(net, image, options);
    QVERIFY(run.probabilities.sizes() == reference.sizes());
    const float difference = (run.probabilities - reference).abs().max().item<float>();
    QVERIFY2(difference < 1e-6f, qPrintable(QString::number(difference)));
    QVERIFY(torch::equal(run.probabilities.argmax(0), reference.argmax(0)));
    // The one-pass call is the same computation.
    QVERIFY(torch::equal(slidingWindowProbabilities(net, image, torch::kCPU, options), run.probabilities));
}

void TestSlabWindow::readsEachRowOnceWithinTheBound()
{
    UNet net = smallNetwork(3, 1, 2);
    const torch::Tensor image = torch::randn({1, 97, 24, 20});
    SlidingWindowOptions options;
    options.patchXyz = {16, 16, 8};
    options.windowBatch = 2;
    const Run run = runInSlabs(windowNetworkOf(net), image, options);
    QVERIFY(run.probabilities.defined());
    const int64_t windowsPerRow = static_cast<int64_t>(windowStarts(24, 16, 0.5).size() * windowStarts(20, 16, 0.5).size());
    const int64_t bound = SlabSlidingWindow::liveRows(97, options, 3, windowsPerRow);
    QVERIFY2(bound < 97 / 4, qPrintable(QString::number(bound)));
    int64_t next = 0;
    for (const auto& [first, end] : run.reads) {
        QCOMPARE(first, next);  // increasing, no row twice, none skipped
        QVERIFY(end - first <= bound);
        next = end;
    }
    QCOMPARE(next, int64_t(97));
}

void TestSlabWindow::resumingGivesTheSameRowsBitForBit()
{
    UNet net = smallNetwork(3, 1, 2);
    const torch::Tensor image = torch::randn({1, 60, 18, 17});
    SlidingWindowOptions options;
    options.patchXyz = {16, 16, 8};
    options.windowBatch = 4;
    const Run whole = runInSlabs(windowNetworkOf(net), image, options);
    const Run resumed = runInSlabs(windowNetworkOf(net), image, options, 37);
    QVERIFY(whole.probabilities.defined() && resumed.probabilities.defined());
    const float difference = (resumed.probabilities - whole.probabilities.narrow(1, 37, 60 - 37)).abs().max().item<float>();
    QVERIFY2(torch::equal(resumed.probabilities, whole.probabilities.narrow(1, 37, 60 - 37)), qPrintable(QString::number(difference)));
    QVERIFY2(resumed.forwards < whole.forwards / 2,
             qPrintable(QString("%1 of %2 forwards").arg(resumed.forwards).arg(whole.forwards)));
    QVERIFY(resumed.reads.front().first > 20);  // rows far above the resume point are not read
}

void TestSlabWindow::twoDimensionalNetworksRunSliceBySlice()
{
    UNet net = smallNetwork(2, 1, 2);
    const torch::Tensor image = torch::randn({1, 7, 21, 30});
    SlidingWindowOptions options;
    options.patchXyz = {16, 16, 1};
    options.windowBatch = 5;
    const Run run = runInSlabs(windowNetworkOf(net), image, options);
    QVERIFY(run.probabilities.defined());
    QVERIFY(torch::equal(run.probabilities, slidingWindowProbabilities(net, image, torch::kCPU, options)));
    // Each slice alone gives its own rows: 2D windows never mix slices.
    const torch::Tensor third = slidingWindowProbabilities(net, image.narrow(1, 3, 1), torch::kCPU, options);
    QVERIFY((third - run.probabilities.narrow(1, 3, 1)).abs().max().item<float>() < 1e-6f);
}

void TestSlabWindow::mirroredDisagreementMatchesTheOnePassCall()
{
    UNet net = smallNetwork(3, 1, 2);
    const torch::Tensor image = torch::randn({1, 30, 17, 16});
    SlidingWindowOptions options;
    options.patchXyz = {16, 16, 8};
    options.mirroring = true;
    torch::Tensor disagreement;
    const torch::Tensor probabilities =
        slidingWindowProbabilities(net, image, torch::kCPU, options, {}, nullptr, &disagreement);
    SlabSlidingWindow window(windowNetworkOf(net), 1, {30, 17, 16}, torch::kCPU, options,
                             readerOver(image), 11, true);
    int64_t row = 11;
    while (std::optional<FinishedRows> rows = window.next()) {
        QVERIFY(torch::equal(rows->probabilities, probabilities.narrow(1, rows->firstRow, rows->rows())));
        QVERIFY(torch::equal(rows->disagreement, disagreement.narrow(0, rows->firstRow, rows->rows())));
        row = rows->firstRow + rows->rows();
    }
    QCOMPARE(row, int64_t(30));
}

void TestSlabWindow::cancelStopsBetweenBatches()
{
    UNet net = smallNetwork(3, 1, 2);
    const torch::Tensor image = torch::randn({1, 40, 16, 16});
    SlidingWindowOptions options;
    options.patchXyz = {16, 16, 8};
    std::atomic<bool> cancel{false};
    int batches = 0;
    SlabSlidingWindow window(windowNetworkOf(net), 1, {40, 16, 16}, torch::kCPU, options,
                             readerOver(image), 0, false,
                             [&](int done, int) {
                                 batches = done;
                                 cancel = done >= 2;
                             });
    while (window.next(&cancel)) {
    }
    QVERIFY(window.cancelled());
    QCOMPARE(batches, 2);
}

QTEST_GUILESS_MAIN(TestSlabWindow)
#include "tst_slabwindow.moc"
