// AI assist in the real workbench, driven with mouse and key events under
// Xvfb: an interactive model trained by segstudio-cli (train
// --configuration interactive) on an MRI phantom dataset (the one the
// CTest fixture interactive_cli trained, or one trained here); a held-out
// phantom opens, a click in the axial view at the organ's deepest voxel
// shows a preview at the organ (its Dice against the reference on every
// slice, and its colour on the screen), a right click outside it keeps the
// answer off that voxel, Enter writes it into the label map as one undo
// step and Ctrl+Z restores the map bit for bit. A scribble dragged over the
// organ and a lasso dragged around it each preview the organ too. Without a
// model, or with a model that takes no prompts, the panel says what to do.
#include <QtTest>

#include <QApplication>
#include <QGroupBox>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QProcess>
#include <QSettings>
#include <QTemporaryDir>
#include <QToolButton>

#include "TestData.h"
#include "MainWindow.h"
#include "labeledit/LabelEditWorkspace.h"
#include "Workbench.h"
#include "widgets/training/RunsPanel.h"
#include "training/TrainingWorkspace.h"
#include "application/interactive/InteractiveSegmentation.h"
#include "engine/interactive/ClickSimulation.h"
#include "io/PhantomDataset.h"
#include "io/ScanIO.h"
#include "widgets/labeledit/LabelEditController.h"
#include "widgets/views/SliceView.h"

using namespace segstudio;
using namespace segstudio::widgets;
using segstudio::app::MainWindow;

namespace {

constexpr int kAiAssistTool = 7;  // editTool7 in the label editor's tool grid

// Dice of the voxels of `preview` that hold 1 against `organ` (0/1).
double labelOneDice(const Volume& preview, const std::vector<uint8_t>& organ)
{
    std::vector<uint8_t> found(static_cast<std::size_t>(preview.voxelCount()));
    for (int64_t i = 0; i < preview.voxelCount(); ++i)
        found[static_cast<std::size_t>(i)] = preview.valueAsDouble(i) == 1;
    return engine::maskDice(found, organ);
}

}  // namespace

class TestAiAssist : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void withoutAModelThePanelSaysWhatToDo();
    void clickPreviewsTheOrganAcceptsAndUndoes();
    void scribbleAndLassoSegmentTheOrgan();
    void answersMapBackOnlyTheirWindowExactly_data();
    void answersMapBackOnlyTheirWindowExactly();

private:
    const Volume& editedLabels() const;
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
    QString m_run;
    std::string m_heldOut;
    Volume m_reference;
};

void TestAiAssist::initTestCase()
{
    QCoreApplication::setOrganizationName("SegStudioTests");
    QCoreApplication::setApplicationName("tst_aiassist");
    QSettings().clear();  // no AI assist model remembered from an earlier run
    // The model and held-out phantom of the CTest fixture interactive_cli
    // when it ran; else this test trains its own.
    const QString fixture = segstudio::test::binaryPath(QStringLiteral("/tests/app/interactive_cli/mri"));
    std::string heldOut = fixture.toStdString() + "/heldout";
    m_run = fixture + "/run";
    if (!QFileInfo::exists(m_run + "/model/model.json")) {
        const std::string train = m_dir.filePath("train").toStdString();
        heldOut = m_dir.filePath("heldout").toStdString();
        io::PhantomDatasetOptions options;
        options.cases = 12;
        options.sizeXyz = Size3{40, 40, 32};
        options.seed = 3;
        io::writePhantomDataset(train, options);
        options.cases = 1;
        options.seed = 99;
        io::writePhantomDataset(heldOut, options);
        m_run = m_dir.filePath("run");
        QProcess cli;
        cli.setProcessChannelMode(QProcess::MergedChannels);
        cli.start(segstudio::test::cliPath(), {"train", QString::fromStdString(train), "--configuration", "interactive", "--epochs",
                                  "6", "--out", m_run, "--cache", m_dir.filePath("cache")});
        QVERIFY(cli.waitForFinished(15 * 60 * 1000));
        QVERIFY2(cli.exitCode() == 0, cli.readAll().constData());
    }

    m_heldOut = heldOut;
    m_window = test::openWorkbench({{1400, 900}, true});
    QVERIFY(m_window);
    m_window->openScan(QString::fromStdString(heldOut + "/imagesTr/mri_000_0000.nii.gz"));
    QTRY_VERIFY_WITH_TIMEOUT(!m_window->isLoading() && m_window->scene().hasImage(), 20000);
    QVERIFY(m_window->scene().image()->data->mapping.isIdentity());  // display voxels = stored voxels
    m_reference = io::readScan(heldOut + "/labelsTr/mri_000.nii.gz");
    m_window->findChild<QAction*>("newLabelMapAction")->trigger();
    QVERIFY(m_window->labelEditing()->controller()->targetLayer() >= 0);
}

const Volume& TestAiAssist::editedLabels() const
{
    const int layer = m_window->labelEditing()->controller()->targetLayer();
    return m_window->scene().labelLayers().at(static_cast<std::size_t>(layer)).data->volume;
}

void TestAiAssist::withoutAModelThePanelSaysWhatToDo()
{
    LabelEditController* editor = m_window->labelEditing()->controller();
    QTest::mouseClick(m_window->findChild<QToolButton*>(QString("editTool%1").arg(kAiAssistTool)), Qt::LeftButton);
    QCOMPARE(editor->tool(), EditTool::AiAssist);
    QVERIFY(m_window->findChild<QGroupBox*>("aiAssist")->isVisible());
    QVERIFY(m_window->findChild<QLabel*>("assistStatus")->text().contains("Interactive"));
    SliceView* axial = m_window->views()->sliceView(ViewLayout::Axial);
    QTest::mouseClick(axial, Qt::LeftButton, {}, axial->widgetPosition({20, 20, 16}).toPoint());
    QVERIFY(m_window->findChild<QLabel*>("editMessage")->text().contains("configuration \"Interactive\""));
    QVERIFY(!editor->interactiveAssist()->hasPrompts());
    // A package without prompts is refused with the reason; nothing changes.
    QTemporaryDir plain;
    QFile::copy(m_run + "/model/weights.pt", plain.filePath("weights.pt"));
    QFile description(m_run + "/model/model.json");
    QVERIFY(description.open(QIODevice::ReadOnly));
    QJsonObject json = QJsonDocument::fromJson(description.readAll()).object();
    json.remove("interactive");
    QFile copy(plain.filePath("model.json"));
    QVERIFY(copy.open(QIODevice::WriteOnly));
    copy.write(QJsonDocument(json).toJson());
    copy.close();
    QVERIFY(!editor->interactiveAssist()->setModel(plain.path()));
    QVERIFY(m_window->findChild<QLabel*>("editMessage")->text().contains("takes no clicks"));
    QVERIFY(!editor->interactiveAssist()->hasModel());
}

void TestAiAssist::clickPreviewsTheOrganAcceptsAndUndoes()
{
    LabelEditController* editor = m_window->labelEditing()->controller();
    InteractiveAssistController* assist = editor->interactiveAssist();
    // Choosing the interactive run in the Runs list makes it the model; a
    // folder with no model (a run still training) changes nothing.
    Q_EMIT m_window->training()->runs()->runSelected(m_run);
    QVERIFY(assist->hasModel());
    QCOMPARE(assist->modelPath(), m_run);
    Q_EMIT m_window->training()->runs()->runSelected(m_run + "-not-a-run");
    QCOMPARE(assist->modelPath(), m_run);
    editor->setTool(EditTool::AiAssist);
    editor->setActiveLabel(1);
    const std::vector<std::byte> before = editedLabels().bytes;
    const std::size_t layersBefore = m_window->scene().labelLayers().size();

    // The organ of label 1 in the reference, and its deepest voxel.
    const Size3 size = m_reference.geometry.size;
    std::vector<uint8_t> organ(static_cast<std::size_t>(m_reference.voxelCount()));
    for (int64_t i = 0; i < m_reference.voxelCount(); ++i)
        organ[static_cast<std::size_t>(i)] = m_reference.valueAsDouble(i) == 1;
    const engine::MaskGrid grid{size, m_reference.geometry.spacing};
    const auto centre = engine::deepestVoxel(organ, grid);
    QVERIFY(centre.has_value());
    m_window->scene().setCursor(*centre);
    QApplication::processEvents();
    SliceView* axial = m_window->views()->sliceView(ViewLayout::Axial);
    QTest::mouseClick(axial, Qt::LeftButton, {}, axial->widgetPosition(*centre).toPoint());
    QTRY_VERIFY_WITH_TIMEOUT(assist->result() && !assist->running(), 60000);
    QCOMPARE(m_window->scene().labelLayers().size(), layersBefore + 1);  // the preview, a draft
    QVERIFY(!m_window->scene().labelLayers().back().segmentation());
    QVERIFY(editedLabels().bytes == before);  // nothing written before Accept

    const double dice = labelOneDice(*assist->result(), organ);
    QVERIFY2(dice > 0.5, qPrintable(QString("Dice of the preview after one click: %1").arg(dice)));
    // The preview shows in the label's colour (red) at the click.
    QTRY_VERIFY(axial->grabFramebuffer().pixelColor(axial->widgetPosition(*centre).toPoint()).red() >
                axial->grabFramebuffer().pixelColor(axial->widgetPosition(*centre).toPoint()).green() + 40);
    // The click is marked where it was given, green (inside the object).
    QCOMPARE(assist->displayClicks().size(), std::size_t(1));
    QCOMPARE(assist->displayClicks().front().first, *centre);
    QTRY_VERIFY([&] {
        const QColor c = axial->grab().toImage().pixelColor(axial->widgetPosition(*centre).toPoint());
        return c.green() > c.red() + 60 && c.green() > c.blue() + 60;
    }());
    const QString folder = segstudio::test::binaryPath(QStringLiteral("/screenshots"));
    QDir().mkpath(folder);
    QVERIFY(m_window->grab().toImage().save(folder + "/ai-assist.png"));

    // A right click (negative) on a voxel of the preview outside the organ,
    // if there is one: the next answer leaves it out.
    const Volume first = *assist->result();
    std::optional<VoxelIndex> wrong;
    for (int64_t i = 0; i < first.voxelCount() && !wrong; ++i)
        if (first.valueAsDouble(i) == 1 && !organ[static_cast<std::size_t>(i)] && i / (size[0] * size[1]) == (*centre)[2])
            wrong = VoxelIndex{i % size[0], (i / size[0]) % size[1], (*centre)[2]};
    if (wrong) {
        QTest::mouseClick(axial, Qt::RightButton, {}, axial->widgetPosition(*wrong).toPoint());
        QTRY_VERIFY_WITH_TIMEOUT(!assist->running() && assist->result().get() != nullptr &&
                                     assist->result()->bytes != first.bytes,
                                 60000);
        QVERIFY(assist->result()->valueAsDouble((*wrong)[0] + size[0] * ((*wrong)[1] + size[1] * (*wrong)[2])) == 0);
    }

    // Enter in the view accepts: one undo step; Ctrl+Z restores the map bit for bit.
    const Volume preview = *assist->result();
    axial->setFocus();
    QTest::keyClick(axial, Qt::Key_Return);
    QCOMPARE(m_window->scene().labelLayers().size(), layersBefore);
    QVERIFY(!assist->hasPrompts());
    const Volume& accepted = editedLabels();
    for (int64_t i = 0; i < accepted.voxelCount(); ++i)
        if ((preview.valueAsDouble(i) == 1) != (accepted.valueAsDouble(i) == 1))
            QFAIL(qPrintable(QString("voxel %1: preview and accepted map differ").arg(i)));
    QTest::keyClick(m_window.get(), Qt::Key_Z, Qt::ControlModifier);
    QVERIFY(editedLabels().bytes == before);
    editor->setTool(EditTool::Navigate);
}

// A drag in Scribble mode over the organ and one in Lasso mode around it
// each give a preview of the organ; the scribble is a row of positive
// clicks along the drag, the lasso a box and one click inside its outline.
void TestAiAssist::scribbleAndLassoSegmentTheOrgan()
{
    LabelEditController* editor = m_window->labelEditing()->controller();
    InteractiveAssistController* assist = editor->interactiveAssist();
    QVERIFY(assist->hasModel());
    editor->setTool(EditTool::AiAssist);
    editor->setActiveLabel(1);
    const Size3 size = m_reference.geometry.size;
    std::vector<uint8_t> organ(static_cast<std::size_t>(m_reference.voxelCount()));
    for (int64_t i = 0; i < m_reference.voxelCount(); ++i)
        organ[static_cast<std::size_t>(i)] = m_reference.valueAsDouble(i) == 1;
    auto inOrgan = [&](int64_t x, int64_t y, int64_t z) {
        return x >= 0 && y >= 0 && x < size[0] && y < size[1] && organ[static_cast<std::size_t>(x + size[0] * (y + size[1] * z))];
    };
    const VoxelIndex centre = *engine::deepestVoxel(organ, engine::MaskGrid{size, m_reference.geometry.spacing});
    const int64_t z = centre[2];
    m_window->scene().setCursor(centre);
    QApplication::processEvents();
    SliceView* axial = m_window->views()->sliceView(ViewLayout::Axial);
    auto drag = [&](const std::vector<VoxelIndex>& path) {
        QTest::mousePress(axial, Qt::LeftButton, {}, axial->widgetPosition(path.front()).toPoint());
        for (std::size_t k = 1; k < path.size(); ++k)
            QTest::mouseMove(axial, axial->widgetPosition(path[k]).toPoint());
        QTest::mouseRelease(axial, Qt::LeftButton, {}, axial->widgetPosition(path.back()).toPoint());
    };
    auto previewDice = [&] { return labelOneDice(*assist->result(), organ); };

    // Scribble: along x through the organ's deepest voxel, inside the organ.
    QTest::mouseClick(m_window->findChild<QToolButton*>("assistStrokeScribble"), Qt::LeftButton);
    QCOMPARE(assist->stroke(), AssistStroke::Scribble);
    int64_t left = centre[0], right = centre[0];
    while (inOrgan(left - 1, centre[1], z))
        --left;
    while (inOrgan(right + 1, centre[1], z))
        ++right;
    const int64_t margin = (right - left) / 5;
    QVERIFY2(right - left - 2 * margin >= 4, "the organ is too narrow for a scribble");
    std::vector<VoxelIndex> scribble;
    for (int64_t x = left + margin; x <= right - margin; ++x)
        scribble.push_back({x, centre[1], z});
    drag(scribble);
    QTRY_VERIFY_WITH_TIMEOUT(assist->result() && !assist->running(), 60000);
    QVERIFY2(assist->displayClicks().size() >= 3, "a scribble is a row of clicks");
    for (const auto& [voxel, positive] : assist->displayClicks())
        QVERIFY(positive && voxel[2] == z && voxel[1] == centre[1]);
    const double scribbleDice = previewDice();
    QVERIFY2(scribbleDice > 0.5, qPrintable(QString("Dice of the preview after a scribble: %1").arg(scribbleDice)));
    assist->reset();

    // Lasso: around the organ's extent on this slice, two voxels out.
    QTest::mouseClick(m_window->findChild<QToolButton*>("assistStrokeLasso"), Qt::LeftButton);
    QCOMPARE(assist->stroke(), AssistStroke::Lasso);
    int64_t x0 = size[0], x1 = -1, y0 = size[1], y1 = -1;
    for (int64_t y = 0; y < size[1]; ++y)
        for (int64_t x = 0; x < size[0]; ++x)
            if (inOrgan(x, y, z)) {
                x0 = std::min(x0, x), x1 = std::max(x1, x);
                y0 = std::min(y0, y), y1 = std::max(y1, y);
            }
    x0 = std::max<int64_t>(0, x0 - 2), y0 = std::max<int64_t>(0, y0 - 2);
    x1 = std::min(size[0] - 1, x1 + 2), y1 = std::min(size[1] - 1, y1 + 2);
    std::vector<VoxelIndex> outline;
    for (int64_t x = x0; x <= x1; ++x)
        outline.push_back({x, y0, z});
    for (int64_t y = y0; y <= y1; ++y)
        outline.push_back({x1, y, z});
    for (int64_t x = x1; x >= x0; --x)
        outline.push_back({x, y1, z});
    for (int64_t y = y1; y >= y0; --y)
        outline.push_back({x0, y, z});
    drag(outline);
    QTRY_VERIFY_WITH_TIMEOUT(assist->result() && !assist->running(), 60000);
    QCOMPARE(assist->displayLassos().size(), std::size_t(1));
    QCOMPARE(assist->displayClicks().size(), std::size_t(1));
    const VoxelIndex inside = assist->displayClicks().front().first;
    QVERIFY(inside[0] > x0 && inside[0] < x1 && inside[1] > y0 && inside[1] < y1 && inside[2] == z);
    const auto box = assist->displayBox();
    QVERIFY(box && std::min(box->first[2], box->second[2]) < z && std::max(box->first[2], box->second[2]) > z);
    const double lassoDice = previewDice();
    QVERIFY2(lassoDice > 0.5, qPrintable(QString("Dice of the preview after a lasso: %1").arg(lassoDice)));
    qInfo("preview Dice: scribble %.3f, lasso %.3f", scribbleDice, lassoDice);
    const QString folder = segstudio::test::binaryPath(QStringLiteral("/screenshots"));
    QDir().mkpath(folder);
    QVERIFY(m_window->grab().toImage().save(folder + "/ai-assist-lasso.png"));
    assist->reset();
    QVERIFY(assist->displayLassos().empty());
    QTest::mouseClick(m_window->findChild<QToolButton*>("assistStrokeBox"), Qt::LeftButton);
    QCOMPARE(assist->stroke(), AssistStroke::Box);
    editor->setTool(EditTool::Navigate);
}

// A click maps back only the window the model examined into the mask it
// keeps; the answer must equal the whole model grid mapped at once, also
// when the scan is resampled for the model (another spacing) and its coarse
// axis separately (over 3x anisotropic). The held-out phantom tiled 2 x 2 x 2
// is eight patches, so windows are smaller than the scan; the organ to
// segment is the first tile's.
void TestAiAssist::answersMapBackOnlyTheirWindowExactly_data()
{
    QTest::addColumn<Vec3>("spacing");
    QTest::newRow("as stored") << Vec3{0, 0, 0};
    QTest::newRow("resampled") << Vec3{1.3, 0.8, 1.1};
    QTest::newRow("anisotropic") << Vec3{0.6, 0.6, 2.5};
}

void TestAiAssist::answersMapBackOnlyTheirWindowExactly()
{
    QFETCH(Vec3, spacing);
    const Volume tile = io::readScan(m_heldOut + "/imagesTr/mri_000_0000.nii.gz");
    const Size3 t = tile.geometry.size;
    Geometry tiled = tile.geometry;
    tiled.size = {2 * t[0], 2 * t[1], 2 * t[2]};
    if (spacing[0] > 0)
        tiled.spacing = spacing;
    Volume scan = Volume::allocate(tiled, ScalarType::Float32);
    std::vector<uint8_t> organ(static_cast<std::size_t>(scan.voxelCount()));
    for (int64_t z = 0; z < tiled.size[2]; ++z)
        for (int64_t y = 0; y < tiled.size[1]; ++y)
            for (int64_t x = 0; x < tiled.size[0]; ++x) {
                const int64_t from = x % t[0] + t[0] * (y % t[1] + t[1] * (z % t[2]));
                const int64_t to = x + tiled.size[0] * (y + tiled.size[1] * z);
                scan.data<float>()[to] = tile.data<float>()[from];
                organ[static_cast<std::size_t>(to)] =
                    x < t[0] && y < t[1] && z < t[2] && m_reference.valueAsDouble(from) == 1;
            }
    application::InteractiveSession session(m_run.toStdString(), {scan}, "cpu", 2);
    const engine::MaskGrid grid{tiled.size, tiled.spacing};
    engine::PromptSet prompts;
    prompts.clicks.push_back({*engine::deepestVoxel(organ, grid), true});
    for (int click = 0; click < 4; ++click) {
        const application::InteractiveSession::Answer answer = session.segment(prompts);
        const Volume whole = session.maskMappedWhole();
        QCOMPARE(answer.mask.geometry.size, whole.geometry.size);
        QVERIFY2(answer.mask.bytes == whole.bytes, qPrintable(QString("click %1").arg(click + 1)));
        std::vector<uint8_t> predicted(answer.mask.bytes.size());
        std::memcpy(predicted.data(), answer.mask.bytes.data(), predicted.size());
        const auto next = engine::correctiveClick(predicted, organ, grid);
        if (!next)
            break;
        prompts.clicks.push_back(*next);
    }
}

QTEST_MAIN(TestAiAssist)
#include "tst_aiassist.moc"
