// Fold ensembles: the members' logits averaged (nnU-Net v2's way, computed
// from their probabilities) or their probabilities averaged, against the
// networks' own logits on one window.
#include <QtTest>
#include <QTemporaryDir>

#include <torch/torch.h>

#include <filesystem>

#include "ModelFixtures.h"
#include "application/segment/ModelEnsemble.h"
#include "common/formats/JsonFile.h"
#include "engine/nn/UNet.h"

using namespace segstudio;
using namespace segstudio::engine;

class TestModelEnsemble : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void membersAreAveragedAsLogitsOrProbabilities();
};

namespace {

std::string writeMember(const QString& folder, uint64_t seed)
{
    return test::writeRandomModelPackage(folder.toStdString(), seed);
}

torch::Tensor logitsOf(const std::string& package, const torch::Tensor& image)
{
    UNet network(test::smallNetworkConfig(), 1, 3);
    torch::load(network, package + "/weights.pt");
    network->eval();
    torch::NoGradGuard noGrad;
    return network->forward(image).front().squeeze(0);  // highest resolution, (3, Z, Y, X)
}

}  // namespace

void TestModelEnsemble::membersAreAveragedAsLogitsOrProbabilities()
{
    QTemporaryDir dir;
    const std::string a = writeMember(dir.filePath("a"), 1), b = writeMember(dir.filePath("b"), 2);
    torch::manual_seed(9);
    const torch::Tensor image = torch::randn({1, 1, 16, 16, 16}) * 3;  // one window: the patch itself
    const std::vector<float> pixels(image.data_ptr<float>(), image.data_ptr<float>() + image.numel());
    const torch::Tensor za = logitsOf(a, image), zb = logitsOf(b, image);

    application::ModelEnsemble ensemble({a, b}, "cpu", 1);
    QCOMPARE(ensemble.average(), application::EnsembleAverage::Logits);  // the default
    PredictOptions options;
    options.precision = Precision::Float32;
    const auto asTensor = [](const std::vector<float>& p) {
        return torch::from_blob(const_cast<float*>(p.data()), {3, 16, 16, 16}).clone();
    };
    const torch::Tensor logits = asTensor(ensemble.probabilities(pixels, 1, {16, 16, 16}, options));
    const torch::Tensor expectedLogits = torch::softmax((za + zb) / 2, 0);
    QVERIFY2((logits - expectedLogits).abs().max().item<float>() < 1e-5f,
             qPrintable(QString::number((logits - expectedLogits).abs().max().item<float>())));

    ensemble.setAverage(application::EnsembleAverage::Probabilities);
    const torch::Tensor probabilities = asTensor(ensemble.probabilities(pixels, 1, {16, 16, 16}, options));
    const torch::Tensor expectedProbabilities = (torch::softmax(za, 0) + torch::softmax(zb, 0)) / 2;
    QVERIFY((probabilities - expectedProbabilities).abs().max().item<float>() < 1e-5f);
    // The two differ where the members disagree: the test tells them apart.
    QVERIFY((expectedLogits - expectedProbabilities).abs().max().item<float>() > 1e-3f);
}

QTEST_GUILESS_MAIN(TestModelEnsemble)
#include "tst_modelensemble.moc"
