// Voxel uncertainty and the worklist: the normalised entropy and mutual
// information against hand-computed values, the sliding window's mirrored
// disagreement against a brute-force computation on one window, the
// structure score against a brute-force shell, and worklist.json's ranking,
// round trip and errors.
#include <QtTest>
#include <QTemporaryDir>

#include <torch/torch.h>

#include <cmath>
#include <fstream>

#include "application/worklist/UncertaintyWorklist.h"
#include "common/Errors.h"
#include "common/image/Uncertainty.h"
#include "engine/infer/SlidingWindow.h"
#include "engine/nn/UNet.h"

using namespace segstudio;
using namespace segstudio::engine;

class TestUncertainty : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void entropyIsZeroWhenSureAndOneWhenUniform();
    void disagreementIsMutualInformation();
    void mirroredDisagreementMatchesBruteForceOnOneWindow();
    void structureScoreCoversTheStructureAndItsShell();
    void worklistRanksRoundTripsAndNamesBadFields();
};

void TestUncertainty::entropyIsZeroWhenSureAndOneWhenUniform()
{
    // Planar, 3 classes x 3 voxels: sure, uniform, (0.5, 0.5, 0).
    const std::vector<float> p{1, 1 / 3.f, 0.5f, 0, 1 / 3.f, 0.5f, 0, 1 / 3.f, 0};
    const std::vector<float> h = normalisedEntropy(p, 3, false);
    QCOMPARE(h.size(), std::size_t(3));
    QVERIFY(std::abs(h[0]) < 1e-6f);
    QVERIFY(std::abs(h[1] - 1) < 1e-6f);
    QVERIFY(std::abs(h[2] - static_cast<float>(std::log(2.0) / std::log(3.0))) < 1e-6f);
    // Sigmoid regions: mean binary entropy over the regions / log 2.
    const std::vector<float> s{0.5f, 1.0f, 0.5f, 0.5f};  // 2 regions x 2 voxels
    const std::vector<float> hs = normalisedEntropy(s, 2, true);
    QVERIFY(std::abs(hs[0] - 1) < 1e-6f);
    QVERIFY(std::abs(hs[1] - 0.5f) < 1e-6f);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, normalisedEntropy({1, 2, 3}, 2, false));
}

void TestUncertainty::disagreementIsMutualInformation()
{
    DisagreementAccumulator same(2, false);
    same.add({0.7f, 0.3f});
    same.add({0.7f, 0.3f});
    QVERIFY(same.disagreement()[0] < 1e-6f);
    DisagreementAccumulator opposite(2, false);
    opposite.add({1, 0});
    opposite.add({0, 1});
    QVERIFY(std::abs(opposite.disagreement()[0] - 1) < 1e-6f);  // H(0.5, 0.5) - 0
    DisagreementAccumulator partial(2, false);
    partial.add({0.9f, 0.1f});
    partial.add({0.5f, 0.5f});
    const double h = [](double q) { return -(q * std::log(q) + (1 - q) * std::log(1 - q)) / std::log(2.0); }(0.7);
    const double expected = h - 0.5 * ([](double q) { return -(q * std::log(q) + (1 - q) * std::log(1 - q)) / std::log(2.0); }(0.9) + 1);
    QVERIFY(std::abs(partial.disagreement()[0] - expected) < 1e-5);
    QVERIFY(DisagreementAccumulator(2, false).disagreement().empty());
}

// On a volume exactly one patch large there is one window: the weights
// cancel and the disagreement is the mirrored copies' mutual information.
void TestUncertainty::mirroredDisagreementMatchesBruteForceOnOneWindow()
{
    torch::manual_seed(3);
    NetworkConfig n;
    n.baseFeatures = 4;
    n.maxFeatures = 8;
    n.kernelSizes = {{3, 3, 3}, {3, 3, 3}};
    n.strides = {{1, 1, 1}, {2, 2, 2}};
    UNet net(n, 1, 3);
    net->eval();
    const torch::Tensor volume = torch::randn({1, 8, 16, 16});
    SlidingWindowOptions options;
    options.patchXyz = {16, 16, 8};
    options.mirroring = true;
    torch::Tensor disagreement;
    const torch::Tensor probabilities = slidingWindowProbabilities(net, volume, torch::kCPU, options, {}, nullptr, &disagreement);
    QVERIFY(disagreement.sizes() == torch::IntArrayRef({8, 16, 16}));

    torch::NoGradGuard noGrad;
    std::vector<torch::Tensor> copies;
    for (int mask = 0; mask < 8; ++mask) {
        std::vector<int64_t> flip;
        for (int a = 0; a < 3; ++a)
            if (mask & (1 << a))
                flip.push_back(a + 2);
        const torch::Tensor input = volume.unsqueeze(0);
        const torch::Tensor logits = flip.empty() ? net->forward(input).front() : net->forward(input.flip(flip)).front().flip(flip);
        copies.push_back(torch::softmax(logits[0], 0));
    }
    const int64_t voxels = 8 * 16 * 16;
    DisagreementAccumulator expected(3, false);
    for (const torch::Tensor& p : copies) {
        const torch::Tensor flat = p.reshape({3, voxels}).contiguous();
        expected.add(std::vector<float>(flat.data_ptr<float>(), flat.data_ptr<float>() + flat.numel()));
    }
    const std::vector<float> reference = expected.disagreement();
    const torch::Tensor got = disagreement.reshape({voxels}).contiguous();
    double worst = 0;
    for (int64_t v = 0; v < voxels; ++v)
        worst = std::max(worst, std::abs(static_cast<double>(got[v].item<float>()) - reference[static_cast<std::size_t>(v)]));
    QVERIFY2(worst < 1e-4, qPrintable(QString::number(worst)));
    QVERIFY(got.max().item<float>() > 0);
    // Without the out-parameter (or without mirroring) nothing else changes.
    QVERIFY((slidingWindowProbabilities(net, volume, torch::kCPU, options) - probabilities).abs().max().item<float>() < 1e-6f);
}

void TestUncertainty::structureScoreCoversTheStructureAndItsShell()
{
    Geometry g;
    g.size = {7, 6, 5};
    g.spacing = {1, 2, 0.5};
    Volume labels = Volume::allocate(g, ScalarType::UInt8);
    Volume u = Volume::allocate(g, ScalarType::Float32);
    uint8_t* l = labels.data<uint8_t>();
    float* values = u.data<float>();
    for (int64_t v = 0; v < g.voxelCount(); ++v)
        values[v] = static_cast<float>((v * 37) % 101) / 100.0f;
    auto at = [&](int64_t x, int64_t y, int64_t z) { return x + 7 * (y + 6 * z); };
    l[at(3, 3, 2)] = 1;
    l[at(4, 3, 2)] = 2;
    l[at(0, 0, 0)] = 1;  // a corner: its shell is cut by the grid
    double sum = 0;
    int count = 0;
    for (int64_t z = 0; z < 5; ++z)
        for (int64_t y = 0; y < 6; ++y)
            for (int64_t x = 0; x < 7; ++x) {
                bool near = false;
                for (int64_t dz = -1; dz <= 1; ++dz)
                    for (int64_t dy = -1; dy <= 1; ++dy)
                        for (int64_t dx = -1; dx <= 1; ++dx) {
                            const int64_t X = x + dx, Y = y + dy, Z = z + dz;
                            if (std::abs(dx) + std::abs(dy) + std::abs(dz) > 1 || X < 0 || Y < 0 || Z < 0 || X >= 7 ||
                                Y >= 6 || Z >= 5)
                                continue;
                            near = near || l[at(X, Y, Z)] != 0;
                        }
                if (near) {
                    sum += values[at(x, y, z)];
                    ++count;
                }
            }
    const StructureUncertainty score = structureUncertainty(u, labels);
    QCOMPARE(count, 3 + 10 + 3);  // two touching voxels: 2 + 10 shell; the corner: 1 + 3
    QVERIFY(std::abs(score.mean - sum / count) < 1e-9);
    QCOMPARE(score.structureVoxels, int64_t(3));
    QVERIFY(std::abs(score.structureVolumeMl - 3 * 1.0 / 1000) < 1e-12);
    QVERIFY(std::abs(score.maximum - 1.0) < 1e-6);
    QCOMPARE(structureUncertainty(u, Volume::allocate(g, ScalarType::UInt8)).mean, 0.0);
}

void TestUncertainty::worklistRanksRoundTripsAndNamesBadFields()
{
    using application::WorklistEntry;
    std::vector<WorklistEntry> entries(4);
    const char* ids[] = {"b", "a", "c", "d"};
    const double means[] = {0.2, 0.2, 0.5, 0.0};
    for (int i = 0; i < 4; ++i) {
        entries[i].caseId = ids[i];
        entries[i].imageFiles = {std::string(ids[i]) + "_0000.nii.gz"};
        entries[i].score.mean = means[i];
        entries[i].score.structureVoxels = i == 3 ? 0 : 10;
    }
    application::rankWorklist(entries);
    QCOMPARE(QString::fromStdString(entries[0].caseId + entries[1].caseId + entries[2].caseId + entries[3].caseId),
             QString("dcab"));  // nothing predicted first, then most uncertain, ties by name
    QTemporaryDir dir;
    const std::string path = dir.filePath("worklist.json").toStdString();
    application::Worklist worklist;
    worklist.model = "run";
    worklist.scans = "imagesTs";
    worklist.measure = UncertaintyMeasure::Disagreement;
    worklist.entries = entries;
    worklist.entries[1].reviewed = true;
    application::writeWorklist(path, worklist);
    const application::Worklist back = application::readWorklist(path);
    QCOMPARE(back.entries.size(), std::size_t(4));
    QVERIFY(back.measure == UncertaintyMeasure::Disagreement);
    QCOMPARE(back.entries[2].score.mean, 0.2);
    QVERIFY(back.entries[1].reviewed && !back.entries[0].reviewed);
    QCOMPARE(back.entries[0].imageFiles, entries[0].imageFiles);
    std::ofstream(path) << R"({"format": "segstudio-worklist", "model": "m", "scans": "s", "measure": "variance", "cases": []})";
    try {
        application::readWorklist(path);
        QFAIL("an unknown measure was accepted");
    } catch (const InputError& error) {
        QVERIFY2(QString(error.what()).contains("measure") && QString(error.what()).contains("worklist.json"), error.what());
    }
    // Found by the worklist fuzz harness: JSON that is not an object, and a
    // case or "reviewed" of the wrong type, threw nlohmann's type_error.
    for (const char* damaged : {"7",
                                R"({"format": "segstudio-worklist", "model": "m", "scans": "s", "measure": "entropy", "cases": [7]})",
                                R"({"format": "segstudio-worklist", "model": "m", "scans": "s", "measure": "entropy", "cases": [{"case": "a", "images": ["a.nii"], "prediction": "p", "uncertainty": "u", "mean_uncertainty": 0, "max_uncertainty": 0, "structure_voxels": 0, "structure_volume_ml": 0, "reviewed": "yes"}]})"}) {
        std::ofstream(path) << damaged;
        QVERIFY_THROWS_EXCEPTION(InputError, application::readWorklist(path));
    }
    QVERIFY(application::isUncertaintyFile(application::uncertaintyPathFor("/x/case_7.nii.gz")));
    QVERIFY(!application::isUncertaintyFile("/x/case_7.nii.gz"));
}

QTEST_GUILESS_MAIN(TestUncertainty)
#include "tst_uncertainty.moc"
