// Networks, losses and optimisers: shapes, equivalences with LibTorch's own
// implementations, and numerical behaviour.
#include <QtTest>

#include <torch/torch.h>

#include <cmath>

#include <thread>

#include "LoopbackPort.h"
#include "engine/device/Autocast.h"
#include "engine/dist/DistributedGroup.h"
#include "engine/dist/GradientAverager.h"
#include "engine/nn/UNet.h"
#include "engine/train/Loss.h"
#include "engine/train/Optimizer.h"

using namespace segstudio;
using namespace segstudio::engine;

namespace {

NetworkConfig smallNetwork(int dimensions, Architecture architecture = Architecture::PlainUNet)
{
    NetworkConfig n;
    n.dimensions = dimensions;
    n.architecture = architecture;
    n.baseFeatures = 4;
    n.maxFeatures = 16;
    n.kernelSizes = {{3, 3, 3}, {3, 3, 3}, {3, 3, 3}};
    n.strides = {{1, 1, 1}, {2, 2, 2}, {2, 2, 1}};
    if (dimensions == 2)
        n.strides[2] = {2, 2, 1};
    return n;
}

bool allClose(const torch::Tensor& a, const torch::Tensor& b, double tolerance)
{
    return (a - b).abs().max().item<double>() <= tolerance * (1.0 + b.abs().max().item<double>());
}

}  // namespace

class TestNetwork : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { torch::manual_seed(0); }
    void unet3dOutputsEveryDecoderLevel();
    void unet2dAndResidualVariantRun();
    void activationCheckpointingGivesTheSameGradients();
    void fastTransposedConvolutionMatchesLibTorch();
    void convolutionMatchesLibTorchAtEveryBatchSize();
    void deepSupervisionWeightsHalveAndIgnoreTheLowestLevel();
    void lossIsSmallForAPerfectPrediction();
    void regionLossIsBinaryCrossEntropyPlusSoftDice();
    void ignoredVoxelsAddNothingToTheLoss();
    void overlapCountsAndScores();
    void gradientsNoRankReachedStayUndefined();
    void foreachSgdMatchesLibTorchNesterov();
    void foreachAdamWMatchesLibTorch();
    void learningRateSchedules();
    void gradientClippingBoundsTheNorm();
    void lossScalerSkipsNonFiniteStepsAndRecovers();
};

void TestNetwork::unet3dOutputsEveryDecoderLevel()
{
    UNet net(smallNetwork(3), 2, 3);
    net->train();
    const torch::Tensor x = torch::randn({2, 2, 8, 16, 12});  // z y x; stage strides (x y z) 1, 2 2 2, 2 2 1
    const auto outputs = net->forward(x);
    QCOMPARE(outputs.size(), std::size_t(2));
    QVERIFY(outputs[0].sizes() == torch::IntArrayRef({2, 3, 8, 16, 12}));
    QVERIFY(outputs[1].sizes() == torch::IntArrayRef({2, 3, 4, 8, 6}));
    net->eval();
    QCOMPARE(net->forward(x).size(), std::size_t(1));
}

void TestNetwork::unet2dAndResidualVariantRun()
{
    UNet flat(smallNetwork(2), 1, 2);
    QVERIFY(flat->forward(torch::randn({3, 1, 16, 16})).front().sizes() == torch::IntArrayRef({3, 2, 16, 16}));
    UNet residual(smallNetwork(3, Architecture::ResidualEncoderUNet), 1, 2);
    residual->eval();
    const torch::Tensor y = residual->forward(torch::randn({1, 1, 8, 8, 8})).front();
    QVERIFY(y.sizes() == torch::IntArrayRef({1, 2, 8, 8, 8}));
    QVERIFY(parameterCount(*residual) > parameterCount(*UNet(smallNetwork(3), 1, 2)));

    // nnU-Net's ResEnc layout (ResEncPresets.h): blocks per encoder stage, one conv per decoder stage.
    NetworkConfig resEnc = smallNetwork(3, Architecture::ResidualEncoderUNet);
    resEnc.encoderBlocks = {1, 3, 2};
    resEnc.decoderConvs = 1;
    UNet deep(resEnc, 1, 2);
    int blocks = 0, decoderConvs = 0;
    const QRegularExpression decoderConv("^decoder\\.\\d+\\.\\d+$");
    for (const auto& item : deep->named_modules()) {
        blocks += dynamic_cast<ResidualBlockImpl*>(item.value().get()) != nullptr;
        decoderConvs += decoderConv.match(QString::fromStdString(item.key())).hasMatch();
    }
    QCOMPARE(blocks, 1 + 3 + 2);
    QCOMPARE(decoderConvs, 2);  // two decoder levels, one conv each
    deep->eval();
    QVERIFY(deep->forward(torch::randn({1, 1, 8, 8, 8})).front().sizes() == torch::IntArrayRef({1, 2, 8, 8, 8}));
}

// Recomputing each stage in backward (nn/StageCheckpoint.h) changes memory,
// not results: the same loss and gradients, in fp32 and under bf16 autocast,
// for the plain and the residual 3D network and the 2D one.
void TestNetwork::activationCheckpointingGivesTheSameGradients()
{
    struct Case {
        NetworkConfig network;
        std::vector<int64_t> input;
        Precision precision;
    };
    const std::vector<Case> cases{{smallNetwork(3), {2, 1, 8, 16, 12}, Precision::Float32},
                                  {smallNetwork(3, Architecture::ResidualEncoderUNet), {1, 1, 8, 8, 8}, Precision::Float32},
                                  {smallNetwork(2), {2, 1, 16, 16}, Precision::Float32},
                                  {smallNetwork(3), {2, 1, 8, 16, 12}, Precision::BFloat16}};
    for (const Case& c : cases) {
        const torch::Tensor x = torch::randn(c.input);
        std::vector<int64_t> labelShape = c.input;
        labelShape[1] = 1;
        const torch::Tensor y = torch::randint(0, 2, labelShape, torch::kLong);
        std::vector<std::vector<torch::Tensor>> gradients;
        std::vector<double> losses;
        for (bool checkpointing : {false, true}) {
            NetworkConfig config = c.network;
            config.activationCheckpointing = checkpointing;
            torch::manual_seed(7);
            UNet net(config, 1, 2);
            net->train();
            torch::Tensor loss;
            {
                AutocastGuard autocast(torch::kCPU, c.precision);
                loss = deepSupervisionLoss(net->forward(x), y, net->deepSupervisionWeights(), LossWeights{});
            }
            loss.backward();
            losses.push_back(loss.item<double>());
            std::vector<torch::Tensor> g;
            for (const torch::Tensor& p : net->parameters())
                g.push_back(p.grad().defined() ? p.grad().clone() : torch::zeros_like(p));
            gradients.push_back(g);
        }
        QCOMPARE(losses[0], losses[1]);
        for (std::size_t i = 0; i < gradients[0].size(); ++i)
            QVERIFY2(allClose(gradients[1][i], gradients[0][i], 1e-5),
                     qPrintable(QString("parameter %1, %2").arg(i).arg(precisionName(c.precision))));
    }
}

// The CPU depth-to-space path must equal at::convolution (transposed), values and gradients.
void TestNetwork::fastTransposedConvolutionMatchesLibTorch()
{
    for (const std::vector<int64_t>& stride : {std::vector<int64_t>{2, 2, 2}, std::vector<int64_t>{1, 2, 2},
                                               std::vector<int64_t>{2, 2}}) {
        ConvNd conv(6, 5, stride, stride, /*transposed=*/true, /*bias=*/true);
        torch::NoGradGuard init;
        for (auto& p : conv->parameters())
            p.normal_();
        std::vector<int64_t> shape{2, 6};
        for (std::size_t d = 0; d < stride.size(); ++d)
            shape.push_back(3 + static_cast<int64_t>(d));
        const torch::Tensor x = torch::randn(shape);
        torch::Tensor fastInput = x.clone().requires_grad_(true), referenceInput = x.clone().requires_grad_(true);
        torch::Tensor weight = conv->named_parameters()["weight"], bias = conv->named_parameters()["bias"];
        {
            at::AutoGradMode enable(true);
            const torch::Tensor fast = conv->forward(fastInput);
            const std::vector<int64_t> zeros(stride.size(), 0), ones(stride.size(), 1);
            const torch::Tensor reference = at::convolution(referenceInput, weight, bias, stride, zeros, ones, true, zeros, 1);
            QVERIFY(fast.sizes() == reference.sizes());
            QVERIFY(allClose(fast, reference, 1e-5));
            const torch::Tensor upstream = torch::randn(fast.sizes());
            (fast * upstream).sum().backward();
            const torch::Tensor fastGrad = weight.grad().clone();
            weight.mutable_grad() = torch::Tensor();
            (reference * upstream).sum().backward();
            QVERIFY(allClose(fastGrad, weight.grad(), 1e-4));
            QVERIFY(allClose(fastInput.grad(), referenceInput.grad(), 1e-4));
        }
    }
}

// ConvNd runs fp32 CPU convolutions through oneDNN whatever the batch (one
// sliding window, one prompt): the values and gradients are LibTorch's own
// convolution's, in 2D and 3D, with and without a stride, batch 1 and 2.
void TestNetwork::convolutionMatchesLibTorchAtEveryBatchSize()
{
    for (const std::vector<int64_t>& stride : {std::vector<int64_t>{1, 1, 1}, std::vector<int64_t>{1, 2, 2},
                                               std::vector<int64_t>{2, 2}, std::vector<int64_t>{1, 1}})
        for (int64_t batch : {1, 2}) {
            const std::vector<int64_t> kernel(stride.size(), 3), padding(stride.size(), 1), ones(stride.size(), 1);
            ConvNd conv(4, 6, kernel, stride, /*transposed=*/false, /*bias=*/true);
            std::vector<int64_t> shape{batch, 4};
            for (std::size_t d = 0; d < stride.size(); ++d)
                shape.push_back(7 + static_cast<int64_t>(d));
            const torch::Tensor x = torch::randn(shape);
            torch::Tensor input = x.clone().requires_grad_(true), referenceInput = x.clone().requires_grad_(true);
            torch::Tensor weight = conv->named_parameters()["weight"], bias = conv->named_parameters()["bias"];
            at::AutoGradMode enable(true);
            const torch::Tensor output = conv->forward(input);
            const torch::Tensor reference = at::convolution(referenceInput, weight, bias, stride, padding, ones, false,
                                                            std::vector<int64_t>(stride.size(), 0), 1);
            QVERIFY(output.sizes() == reference.sizes());
            QVERIFY(allClose(output, reference, 1e-5));
            const torch::Tensor upstream = torch::randn(output.sizes());
            (output * upstream).sum().backward();
            const torch::Tensor weightGrad = weight.grad().clone(), biasGrad = bias.grad().clone();
            weight.mutable_grad() = torch::Tensor();
            bias.mutable_grad() = torch::Tensor();
            (reference * upstream).sum().backward();
            // Gradients sum many products; oneDNN's reduction order depends on
            // the threads it gets (a CI run beside another test once differed
            // by more than 1e-4 of the largest value): 1e-3, far below a wrong gradient's O(1).
            const auto gradientsAgree = [](const torch::Tensor& mine, const torch::Tensor& theirs) {
                const bool close = allClose(mine, theirs, 1e-3);
                if (!close)
                    qWarning("largest difference %g, largest value %g", (mine - theirs).abs().max().item<double>(),
                             theirs.abs().max().item<double>());
                return close;
            };
            QVERIFY(gradientsAgree(weightGrad, weight.grad()));
            QVERIFY(gradientsAgree(biasGrad, bias.grad()));
            QVERIFY(gradientsAgree(input.grad(), referenceInput.grad()));
            torch::NoGradGuard inference;
            QVERIFY(allClose(conv->forward(x), reference.detach(), 1e-5));
        }
}

void TestNetwork::deepSupervisionWeightsHalveAndIgnoreTheLowestLevel()
{
    NetworkConfig config = smallNetwork(3);
    config.strides.push_back({2, 2, 2});
    config.kernelSizes.push_back({3, 3, 3});
    const std::vector<double> w = UNet(config, 1, 2)->deepSupervisionWeights();
    QCOMPARE(w.size(), std::size_t(3));
    QCOMPARE(w[2], 0.0);
    QVERIFY(std::abs(w[0] - 2 * w[1]) < 1e-12);
    QVERIFY(std::abs(w[0] + w[1] + w[2] - 1.0) < 1e-12);
}

void TestNetwork::lossIsSmallForAPerfectPrediction()
{
    const torch::Tensor target = torch::randint(0, 3, {2, 1, 6, 6, 6});
    const torch::Tensor perfect = torch::zeros({2, 3, 6, 6, 6}).scatter_(1, target, 30.0);
    const torch::Tensor wrong = torch::zeros({2, 3, 6, 6, 6}).scatter_(1, (target + 1) % 3, 30.0);
    const double good = diceCrossEntropyLoss(perfect, target, {}).item<double>();
    const double bad = diceCrossEntropyLoss(wrong, target, {}).item<double>();
    QVERIFY2(good < 1e-3, qPrintable(QString::number(good)));
    QVERIFY(bad > 1.0);
}

// BraTS-style regions over label values {0, 1, 2, 4}: whole {1, 2, 4}, core
// {2, 4}, enhancing {4}. The masks and the loss against a computation
// written out by hand (elementwise BCE, soft Dice pooled over the batch).
void TestNetwork::regionLossIsBinaryCrossEntropyPlusSoftDice()
{
    PreprocessingPlan plan;
    plan.labelValues = {0, 1, 2, 4};
    plan.regions.regions = {{"whole", {1, 2, 4}}, {"core", {2, 4}}, {"enhancing", {4}}};
    plan.regions.classOrder = {1, 2, 4};
    QCOMPARE(plan.outputCount(), 3);
    const torch::Tensor target = torch::randint(0, 4, {2, 1, 5, 6, 7}, torch::kLong);  // classes
    const torch::Tensor logits = torch::randn({2, 3, 5, 6, 7});
    const torch::Tensor masks = regionTargets(target, regionMembership(plan, torch::kCPU));
    const torch::Tensor t = target.squeeze(1);
    const torch::Tensor expected = torch::stack({t >= 1, t >= 2, t == 3}, 1).to(torch::kFloat32);
    QVERIFY(torch::equal(masks, expected));

    const torch::Tensor p = torch::sigmoid(logits);
    const double bce = -(expected * p.log() + (1 - expected) * (1 - p).log()).mean().item<double>();
    double diceSum = 0;
    for (int r = 0; r < 3; ++r) {
        const torch::Tensor pr = p.select(1, r), mr = expected.select(1, r);
        diceSum += ((2 * (pr * mr).sum() + 1e-5) / (pr.sum() + mr.sum() + 1e-5)).item<double>();
    }
    LossWeights weights;
    weights.regionMembership = regionMembership(plan, torch::kCPU);
    const double loss = diceCrossEntropyLoss(logits, target, weights).item<double>();
    QVERIFY2(std::abs(loss - (bce + 1.0 - diceSum / 3)) < 1e-5, qPrintable(QString::number(loss)));
    const torch::Tensor perfect = (expected * 2 - 1) * 30;
    QVERIFY(diceCrossEntropyLoss(perfect, target, weights).item<double>() < 1e-3);
}

// nnU-Net's ignore label: unannotated voxels (the ignore class, one past
// the last class) are left out of cross-entropy and Dice, for softmax
// classes and for regions. Against the loss written out by hand over the
// annotated voxels only; their logits get no gradient; a batch with no
// annotated voxel has loss 0.
void TestNetwork::ignoredVoxelsAddNothingToTheLoss()
{
    PreprocessingPlan plan;
    plan.labelValues = {0, 1, 2};
    plan.ignoreLabelValue = 9;
    QCOMPARE(plan.ignoreClass(), 3);
    QCOMPARE(plan.classOfValue(9), 3);
    const LabelEncoding encoding = labelEncoding(plan, torch::kCPU);
    QCOMPARE(encoding.ignoreClass, int64_t(3));
    torch::Tensor target = torch::randint(0, 3, {2, 1, 5, 6, 7}, torch::kLong);
    const torch::Tensor ignored = torch::rand({2, 1, 5, 6, 7}) < 0.4;
    target.masked_fill_(ignored, 3);
    const torch::Tensor annotated = (~ignored).to(torch::kFloat32);
    LossWeights weights;
    weights.ignoreClass = encoding.ignoreClass;

    // Softmax: CE averaged over annotated voxels; Dice of classes 1, 2 over them.
    torch::Tensor logits = torch::randn({2, 3, 5, 6, 7}, torch::requires_grad());
    const torch::Tensor p = torch::softmax(logits.detach(), 1);
    const torch::Tensor classes = target.masked_fill(ignored, 0);
    const torch::Tensor oneHot = torch::zeros_like(p).scatter_(1, classes, 1.0) * annotated;
    const double ce = (-(p.log() * oneHot).sum(1, true) * annotated).sum().item<double>() / annotated.sum().item<double>();
    double diceSum = 0;
    for (int k = 1; k < 3; ++k) {
        const torch::Tensor pk = p.select(1, k) * annotated.squeeze(1), mk = oneHot.select(1, k);
        diceSum += ((2 * (pk * mk).sum() + 1e-5) / (pk.sum() + mk.sum() + 1e-5)).item<double>();
    }
    torch::Tensor loss = diceCrossEntropyLoss(logits, target, weights);
    QVERIFY2(std::abs(loss.item<double>() - (ce + 1.0 - diceSum / 2)) < 1e-5, qPrintable(QString::number(loss.item<double>())));
    loss.backward();
    QCOMPARE(logits.grad().masked_select(ignored.expand({2, 3, 5, 6, 7})).abs().max().item<float>(), 0.0f);
    QVERIFY(logits.grad().abs().max().item<float>() > 0);

    // Regions: BCE and Dice over annotated voxels only.
    plan.labelValues = {0, 1, 2};
    plan.regions.regions = {{"whole", {1, 2}}, {"inner", {2}}};
    plan.regions.classOrder = {1, 2};
    weights.regionMembership = labelEncoding(plan, torch::kCPU).regionMembership;
    torch::Tensor regionLogits = torch::randn({2, 2, 5, 6, 7}, torch::requires_grad());
    const torch::Tensor q = torch::sigmoid(regionLogits.detach());
    const torch::Tensor t = classes.squeeze(1);
    const torch::Tensor masks = torch::stack({t >= 1, t == 2}, 1).to(torch::kFloat32);
    const double bce = (-(masks * q.log() + (1 - masks) * (1 - q).log()) * annotated).sum().item<double>() /
                       (2 * annotated.sum().item<double>());
    double regionDice = 0;
    for (int r = 0; r < 2; ++r) {
        const torch::Tensor qr = q.select(1, r) * annotated.squeeze(1), mr = masks.select(1, r) * annotated.squeeze(1);
        regionDice += ((2 * (qr * mr).sum() + 1e-5) / (qr.sum() + mr.sum() + 1e-5)).item<double>();
    }
    loss = diceCrossEntropyLoss(regionLogits, target, weights);
    QVERIFY2(std::abs(loss.item<double>() - (bce + 1.0 - regionDice / 2)) < 1e-5, qPrintable(QString::number(loss.item<double>())));
    loss.backward();
    QCOMPARE(regionLogits.grad().masked_select(ignored.expand({2, 2, 5, 6, 7})).abs().max().item<float>(), 0.0f);

    // Nothing annotated: no loss, no step.
    weights.regionMembership = torch::Tensor();
    const torch::Tensor nothing = torch::full({1, 1, 4, 4, 4}, 3, torch::kLong);
    QCOMPARE(diceCrossEntropyLoss(torch::randn({1, 3, 4, 4, 4}), nothing, weights).item<double>(), 0.0);
}

void TestNetwork::overlapCountsAndScores()
{
    const torch::Tensor truth = torch::tensor({0, 1, 1, 1, 2, 2, 0, 0});
    const torch::Tensor prediction = torch::tensor({0, 1, 1, 0, 2, 1, 0, 1});
    const OverlapCounts c = overlapCounts(prediction, truth, 4);
    QCOMPARE(c.truePositive[1], int64_t(2));
    QCOMPARE(c.falsePositive[1], int64_t(2));
    QCOMPARE(c.falseNegative[1], int64_t(1));
    QVERIFY(std::abs(diceScore(c, 1) - 4.0 / 7.0) < 1e-12);
    QVERIFY(std::abs(iouScore(c, 2) - 0.5) < 1e-12);
    QVERIFY(std::isnan(diceScore(c, 3)));  // absent from both
}

// Two ranks (threads, gloo over loopback) average their gradients: `used`
// gets the mean, `oneRank` (reached on rank 1 only) the mean with zero,
// and `unused`, which no backward reached, keeps no gradient on either
// rank -- as in one process, so weight decay and momentum leave it alone.
void TestNetwork::gradientsNoRankReachedStayUndefined()
{
    const int port = segstudio::test::freeLoopbackPort();
    torch::Tensor results[2][3];
    std::string failures[2];
    auto rank = [&](int r) {
        try {
            DistributedEnvironment environment;
            environment.rank = r;
            environment.worldSize = 2;
            environment.localRank = r;
            environment.localWorldSize = 2;
            environment.masterAddress = "127.0.0.1";
            environment.masterPort = port;
            DistributedGroup group(environment, torch::kCPU, std::chrono::seconds(60));
            torch::Tensor used = torch::zeros({3}, torch::requires_grad()), oneRank = torch::zeros({2}, torch::requires_grad()),
                          unused = torch::zeros({4}, torch::requires_grad());
            GradientAverager averager(group, {used, oneRank, unused}, GradientSchedule::AfterBackward);
            averager.beforeLastBackward();
            torch::Tensor loss = (used * (r == 0 ? 1.0 : 3.0)).sum();
            if (r == 1)
                loss = loss + (oneRank * 4.0).sum();
            loss.backward();
            averager.afterLastBackward();
            results[r][0] = used.grad();
            results[r][1] = oneRank.grad();
            results[r][2] = unused.grad();
        } catch (const std::exception& e) {
            failures[r] = e.what();
        }
    };
    std::thread second(rank, 1);
    rank(0);
    second.join();
    QVERIFY2(failures[0].empty() && failures[1].empty(), (failures[0] + failures[1]).c_str());
    for (int r = 0; r < 2; ++r) {
        QVERIFY(torch::allclose(results[r][0], torch::full({3}, 2.0)));
        QVERIFY(results[r][1].defined() && torch::allclose(results[r][1], torch::full({2}, 2.0)));
        QVERIFY2(!results[r][2].defined(), "a parameter no rank reached got a gradient");
    }
}

static void quadraticGradients(std::vector<torch::Tensor>& params, const std::vector<torch::Tensor>& targets)
{
    for (std::size_t i = 0; i < params.size(); ++i) {
        if (params[i].grad().defined())
            params[i].mutable_grad().zero_();
        ((params[i] - targets[i]).pow(2).sum() * (i + 1.0)).backward();
    }
}

void TestNetwork::foreachSgdMatchesLibTorchNesterov()
{
    const std::vector<torch::Tensor> targets{torch::randn({5}), torch::randn({3, 4})};
    std::vector<torch::Tensor> ours{torch::randn({5}).requires_grad_(), torch::randn({3, 4}).requires_grad_()};
    std::vector<torch::Tensor> theirs{ours[0].detach().clone().requires_grad_(), ours[1].detach().clone().requires_grad_()};
    OptimizerConfig config;
    config.momentum = 0.9;
    config.weightDecay = 0.01;
    auto optimizer = makeOptimizer(config, ours);
    torch::optim::SGD reference(theirs, torch::optim::SGDOptions(0.05).momentum(0.9).nesterov(true).weight_decay(0.01));
    for (int step = 0; step < 5; ++step) {
        quadraticGradients(ours, targets);
        optimizer->step(0.05);
        quadraticGradients(theirs, targets);
        reference.step();
    }
    for (std::size_t i = 0; i < ours.size(); ++i)
        QVERIFY(allClose(ours[i], theirs[i], 1e-6));
}

void TestNetwork::foreachAdamWMatchesLibTorch()
{
    const std::vector<torch::Tensor> targets{torch::randn({7}), torch::randn({2, 2})};
    std::vector<torch::Tensor> ours{torch::randn({7}).requires_grad_(), torch::randn({2, 2}).requires_grad_()};
    std::vector<torch::Tensor> theirs{ours[0].detach().clone().requires_grad_(), ours[1].detach().clone().requires_grad_()};
    OptimizerConfig config;
    config.kind = OptimizerKind::AdamW;
    config.weightDecay = 0.05;
    auto optimizer = makeOptimizer(config, ours);
    torch::optim::AdamW reference(theirs, torch::optim::AdamWOptions(0.01).weight_decay(0.05));
    for (int step = 0; step < 6; ++step) {
        quadraticGradients(ours, targets);
        optimizer->step(0.01);
        quadraticGradients(theirs, targets);
        reference.step();
    }
    for (std::size_t i = 0; i < ours.size(); ++i)
        QVERIFY(allClose(ours[i], theirs[i], 1e-5));
}

void TestNetwork::learningRateSchedules()
{
    OptimizerConfig sgd;
    sgd.learningRate = 0.01;
    QCOMPARE(learningRateAt(sgd, 0, 100), 0.01);
    QVERIFY(std::abs(learningRateAt(sgd, 50, 100) - 0.01 * std::pow(0.5, 0.9)) < 1e-12);
    QCOMPARE(learningRateAt(sgd, 100, 100), 0.0);
    OptimizerConfig adam;
    adam.kind = OptimizerKind::AdamW;
    adam.learningRate = 1e-3;
    adam.warmupEpochs = 10;
    QVERIFY(learningRateAt(adam, 1, 110) < 2e-4);               // warming up
    QVERIFY(std::abs(learningRateAt(adam, 10, 110) - 1e-3) < 1e-9);  // peak
    QVERIFY(std::abs(learningRateAt(adam, 60, 110) - 5e-4) < 1e-9);  // half-way down the cosine
}

void TestNetwork::gradientClippingBoundsTheNorm()
{
    std::vector<torch::Tensor> grads{torch::full({4}, 3.0), torch::full({9}, 4.0)};  // norm sqrt(36 + 144)
    const double before = clipGradientNorm(grads, 1.0).item<double>();
    QVERIFY(std::abs(before - std::sqrt(180.0)) < 1e-4);
    const double after = std::sqrt(grads[0].pow(2).sum().item<double>() + grads[1].pow(2).sum().item<double>());
    QVERIFY(std::abs(after - 1.0) < 1e-4);
}

void TestNetwork::lossScalerSkipsNonFiniteStepsAndRecovers()
{
    DynamicLossScaler scaler(true, 1024.0, 2);
    std::vector<torch::Tensor> grads{torch::full({3}, 2048.0)};
    QVERIFY(scaler.unscaleAndCheck(grads));
    QCOMPARE(grads[0][0].item<double>(), 2.0);  // unscaled
    std::vector<torch::Tensor> bad{torch::tensor({1.0, std::numeric_limits<double>::infinity()})};
    QVERIFY(!scaler.unscaleAndCheck(bad));
    scaler.update(false);
    QCOMPARE(scaler.scale(), 512.0);
    scaler.update(true);
    scaler.update(true);
    QCOMPARE(scaler.scale(), 1024.0);  // grows back after the growth interval
    QCOMPARE(DynamicLossScaler(false).scale(), 1.0);
}

QTEST_GUILESS_MAIN(TestNetwork)
#include "tst_network.moc"
