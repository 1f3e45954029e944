// The workbench on data that is not one grey channel, driven as a user
// would under Xvfb with real OpenGL: a two-channel MRI case (FLAIR + T1c as
// _0000/_0001) opens with both channels, shows channel 1, then channel 2
// after switching, then a colour composite; an RGB PNG keeps its colours; a
// microscopy image gets a window with no negative floor and micrometre units;
// an OME-Zarr store (written by python3-zarr) opens from its folder with
// both channels named as its omero block says, its micrometres and a
// microscopy window, every pane showing it.
#include <QtTest>

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QAction>
#include <QLabel>
#include <QProcess>
#include <QTemporaryDir>

#include <cmath>

#include "TestData.h"
#include "MainWindow.h"
#include "Workbench.h"
#include "io/PhantomDataset.h"
#include "io/ScanIO.h"
#include "widgets/views/SliceView.h"
#include "widgets/views/VtkRenderWidget.h"

using namespace segstudio;
using namespace segstudio::widgets;
using segstudio::app::MainWindow;

namespace {

QColor pixelAt(const QImage& image, const QPointF& p)
{
    return image.pixelColor(static_cast<int>(p.x() * image.devicePixelRatio()), static_cast<int>(p.y() * image.devicePixelRatio()));
}

// The grey level (0-255) a channel value gets through a window.
int expectedGrey(double value, const WindowLevel& window)
{
    const double lower = window.level - window.window / 2;
    return static_cast<int>(std::lround(std::clamp((value - lower) / window.window, 0.0, 1.0) * 255));
}

struct Agreement {
    int samples = 0, matching = 0;
    QString worst;
};

// Samples a pane's slice at voxel centres and compares the shown colour
// with `expected(voxel)` per primary, within `tolerance` grey levels.
template <class Expected>
Agreement compareSlice(MainWindow& window, ViewLayout::Pane pane, Expected expected, int tolerance = 3)
{
    QApplication::processEvents();
    SliceView* view = window.views()->sliceView(pane);
    const QImage image = view->grabFramebuffer();
    const Size3 size = window.scene().image()->data->volume.geometry.size;
    const auto [u, v] = planeAxes(view->orientation());
    Agreement a;
    int worstError = -1;
    for (int64_t j = 1; j < size[v] - 1; j += 2)
        for (int64_t i = 1; i < size[u] - 1; i += 2) {
            VoxelIndex voxel = window.scene().cursor();
            voxel[u] = i;
            voxel[v] = j;
            const QColor shown = pixelAt(image, view->widgetPosition(voxel));
            const QColor want = expected(voxel);
            const int error = std::max({std::abs(shown.red() - want.red()), std::abs(shown.green() - want.green()),
                                        std::abs(shown.blue() - want.blue())});
            ++a.samples;
            a.matching += error <= tolerance;
            if (error > worstError) {
                worstError = error;
                a.worst = QString("at (%1, %2, %3): shown %4 expected %5")
                              .arg(voxel[0]).arg(voxel[1]).arg(voxel[2]).arg(shown.name(), want.name());
            }
        }
    return a;
}

template <class Expected>
Agreement compareAxialSlice(MainWindow& window, Expected expected, int tolerance = 3)
{
    return compareSlice(window, ViewLayout::Axial, expected, tolerance);
}

// A one-case phantom dataset of a kind, written under `root`.
void writeOneCase(const QString& root, io::PhantomKind kind, const Size3& size)
{
    io::PhantomDatasetOptions options;
    options.kind = kind;
    options.cases = 1;
    options.sizeXyz = size;
    io::writePhantomDataset(root.toStdString(), options);
}

void saveScreenshot(MainWindow& window, const QString& name)
{
    const QString folder = segstudio::test::binaryPath(QStringLiteral("/screenshots"));
    QDir().mkpath(folder);
    QVERIFY(window.grab().toImage().save(folder + "/" + name));
}

}  // namespace

class TestChannelViews : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void twoChannelCaseSwitchesChannelsAndComposes();
    void rgbImageKeepsItsColours();
    void microscopyImageHasNoNegativeFloorAndMicrometres();
    void omeZarrStoreOpensAsAFolder();

private:
    void waitForImage(const QString& name);
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
};

void TestChannelViews::initTestCase()
{
    QCoreApplication::setOrganizationName("SegStudioTests");
    QCoreApplication::setApplicationName("tst_channelviews");
    m_window = test::openWorkbench({{1400, 900}, false, true});
    QVERIFY(m_window);
}

void TestChannelViews::waitForImage(const QString& name)
{
    QTRY_VERIFY_WITH_TIMEOUT(!m_window->isLoading() && m_window->scene().image() && m_window->scene().image()->name == name, 20000);
}

void TestChannelViews::twoChannelCaseSwitchesChannelsAndComposes()
{
    const QString root = m_dir.filePath("multichannel");
    writeOneCase(root, io::PhantomKind::MultiChannel, {56, 48, 10});
    const QString flair = root + "/imagesTr/multichannel_000_0000.nii.gz", t1c = root + "/imagesTr/multichannel_000_0001.nii.gz";
    m_window->openScan(flair);
    waitForImage("multichannel_000_0000");
    const ImageLayer& image = *m_window->scene().image();
    QCOMPARE(image.channelFiles, QStringList({flair, t1c}));
    QCOMPARE(image.channelCount(), 2);
    QCOMPARE(image.channelName(0), QString("FLAIR"));
    QCOMPARE(image.channelName(1), QString("T1c"));
    QCOMPARE(m_window->scene().activeChannel(), 0);
    QVERIFY(!m_window->scene().compositeShown());

    // The values shown are each file's own voxels (read independently here).
    const Volume files[2] = {io::readScan(flair.toStdString()), io::readScan(t1c.toStdString())};
    const Size3 size = files[0].geometry.size;
    auto fileValue = [&](int channel, const VoxelIndex& v) {
        // The phantom is stored in LPS order with identity direction: display index = stored index.
        return files[channel].valueAsDouble(v[0] + size[0] * (v[1] + size[1] * v[2]));
    };
    auto greyOf = [&](int channel) {
        return [&, channel](const VoxelIndex& v) {
            const int g = expectedGrey(fileValue(channel, v), m_window->scene().windowLevel(channel));
            return QColor(g, g, g);
        };
    };
    const Agreement first = compareAxialSlice(*m_window, greyOf(0));
    QVERIFY2(first.matching > 0.97 * first.samples, qPrintable(QString("%1 of %2, worst %3").arg(first.matching).arg(first.samples).arg(first.worst)));

    auto* box = m_window->findChild<QComboBox*>("channelBox");
    QVERIFY(box && box->isVisible());
    QCOMPARE(box->count(), 3);  // FLAIR, T1c, Composite
    box->setCurrentIndex(1);
    Q_EMIT box->activated(1);
    QCOMPARE(m_window->scene().activeChannel(), 1);
    const Agreement second = compareAxialSlice(*m_window, greyOf(1));
    QVERIFY2(second.matching > 0.97 * second.samples, qPrintable(QString("%1 of %2, worst %3").arg(second.matching).arg(second.samples).arg(second.worst)));
    // The two channels really differ on screen (FLAIR here is an unrelated phantom).
    const Agreement crossed = compareAxialSlice(*m_window, greyOf(0));
    QVERIFY2(crossed.matching < 0.7 * crossed.samples, qPrintable(QString("%1 of %2 alike").arg(crossed.matching).arg(crossed.samples)));

    // The status bar names both channels' values under the cursor.
    auto* info = m_window->findChild<QLabel*>("cursorInfo");
    m_window->scene().setCursor({20, 21, 5});
    const VoxelIndex cursor = m_window->scene().cursor();
    QVERIFY2(info->text().contains(QString("FLAIR %1").arg(fileValue(0, cursor), 0, 'g', 6)) &&
                 info->text().contains(QString("T1c %1").arg(fileValue(1, cursor), 0, 'g', 6)),
             qPrintable(info->text()));

    // Composite: FLAIR in magenta, T1c in green, each through its own window.
    box->setCurrentIndex(2);
    Q_EMIT box->activated(2);
    QVERIFY(m_window->scene().compositeShown());
    const Agreement composite = compareAxialSlice(*m_window, [&](const VoxelIndex& v) {
        const int a = expectedGrey(fileValue(0, v), m_window->scene().windowLevel(0));
        const int b = expectedGrey(fileValue(1, v), m_window->scene().windowLevel(1));
        return QColor(a, b, a);
    });
    QVERIFY2(composite.matching > 0.97 * composite.samples,
             qPrintable(QString("%1 of %2, worst %3").arg(composite.matching).arg(composite.samples).arg(composite.worst)));
    saveScreenshot(*m_window, "workbench-multichannel.png");

    // Opening the second channel's file shows that channel first.
    m_window->openScan(t1c);
    waitForImage("multichannel_000_0001");
    QCOMPARE(m_window->scene().image()->channelCount(), 2);
    QCOMPARE(m_window->scene().activeChannel(), 1);
    // --channels single: the file alone.
    m_window->openScan(t1c, ChannelFiles::Single);
    QTRY_VERIFY_WITH_TIMEOUT(!m_window->isLoading() && m_window->scene().image()->channelCount() == 1, 20000);
    QTRY_VERIFY(!box->isVisible());
}

void TestChannelViews::rgbImageKeepsItsColours()
{
    const QString root = m_dir.filePath("rgb");
    writeOneCase(root, io::PhantomKind::Rgb2d, {72, 64, 1});
    const QString file = root + "/imagesTr/rgb2d_000_0000.png";
    m_window->openScan(file);
    waitForImage("rgb2d_000_0000");
    QVERIFY(m_window->scene().image()->colour);
    QVERIFY(m_window->scene().compositeShown());
    const Volume rgb = io::readScan(file.toStdString());
    QCOMPARE(rgb.components, 3);
    const Agreement a = compareAxialSlice(*m_window, [&](const VoxelIndex& v) {
        const int64_t i = 3 * (v[0] + rgb.geometry.size[0] * v[1]);
        return QColor(int(rgb.valueAsDouble(i)), int(rgb.valueAsDouble(i + 1)), int(rgb.valueAsDouble(i + 2)));
    }, 1);
    QVERIFY2(a.matching == a.samples, qPrintable(QString("%1 of %2, worst %3").arg(a.matching).arg(a.samples).arg(a.worst)));
    saveScreenshot(*m_window, "workbench-rgb.png");
}

void TestChannelViews::microscopyImageHasNoNegativeFloorAndMicrometres()
{
    // A 16-bit fluorescence-like image with 0.65 um pixels, dark background at 100.
    Geometry g;
    g.size = {80, 60, 1};
    g.spacing = {0.00065, 0.00065, 0.001};
    Volume image = Volume::allocate(g, ScalarType::UInt16);
    for (int64_t y = 0; y < 60; ++y)
        for (int64_t x = 0; x < 80; ++x)
            image.data<uint16_t>()[y * 80 + x] = static_cast<uint16_t>(100 + ((x - 40) * (x - 40) + (y - 30) * (y - 30) < 200 ? 3000 + 10 * x : x));
    const QString file = m_dir.filePath("cells.nii.gz");
    io::writeScan(file.toStdString(), image);
    m_window->openScan(file);
    waitForImage("cells");
    const WindowLevel w = m_window->scene().windowLevel();
    QVERIFY2(std::abs(w.level - w.window / 2 - 100.0) < 1e-6, qPrintable(QString::number(w.level - w.window / 2)));  // the image's minimum
    auto* presets = m_window->findChild<QComboBox*>("windowPresetBox");
    QCOMPARE(presets->currentData().toString(), QString("microscopy-auto"));
    m_window->scene().setCursor({10, 10, 0});
    auto* info = m_window->findChild<QLabel*>("cursorInfo");
    QVERIFY2(info->text().contains(QString::fromUtf8("6.5, 6.5, 0 \u00b5m")), qPrintable(info->text()));
}

void TestChannelViews::omeZarrStoreOpensAsAFolder()
{
    const QString store = m_dir.filePath("nuclei.ome.zarr");
    QProcess writer;
    writer.setProcessChannelMode(QProcess::ForwardedChannels);
    writer.start("/usr/bin/python3", {"-c",
                                      "import sys, zarr, numpy as np\n"
                                      "a = (np.arange(2*6*30*40) % 997).astype(np.uint16).reshape(2, 6, 30, 40)\n"
                                      "g = zarr.open_group(sys.argv[1], mode='w')\n"
                                      "g.create_dataset('0', data=a, chunks=(1, 2, 16, 16))\n"
                                      "um = lambda n: {'name': n, 'type': 'space', 'unit': 'micrometer'}\n"
                                      "g.attrs['multiscales'] = [{'version': '0.4', 'axes': [{'name': 'c', 'type': 'channel'},"
                                      " um('z'), um('y'), um('x')], 'datasets': [{'path': '0', 'coordinateTransformations':"
                                      " [{'type': 'scale', 'scale': [1, 2.0, 0.5, 0.5]}]}]}]\n"
                                      "g.attrs['omero'] = {'channels': [{'label': 'DAPI'}, {'label': 'GFP'}]}\n",
                                      store});
    QVERIFY(writer.waitForFinished(60000));
    QCOMPARE(writer.exitCode(), 0);
    QVERIFY(m_window->findChild<QAction*>("openScanFolder"));  // File > Open Scan Folder
    m_window->openScan(store);
    waitForImage("nuclei");
    const ImageLayer& image = *m_window->scene().image();
    QCOMPARE(image.channelCount(), 2);
    QCOMPARE(image.channelName(0), QString("DAPI"));  // the store's omero channel labels
    QCOMPARE(image.channelName(1), QString("GFP"));
    QCOMPARE(image.data->volume.geometry.size, (Size3{40, 30, 6}));
    auto* presets = m_window->findChild<QComboBox*>("windowPresetBox");
    QCOMPARE(presets->currentData().toString(), QString("microscopy-auto"));
    // The shown values are the store's (channel 1 of voxel x, y, z is element [0, z, y, x]).
    const Agreement a = compareAxialSlice(*m_window, [&](const VoxelIndex& v) {
        const int g = expectedGrey(double((v[0] + 40 * (v[1] + 30 * v[2])) % 997), m_window->scene().windowLevel(0));
        return QColor(g, g, g);
    });
    QVERIFY2(a.matching > 0.97 * a.samples, qPrintable(QString("%1 of %2, worst %3").arg(a.matching).arg(a.samples).arg(a.worst)));
    m_window->scene().setCursor({4, 2, 1});
    auto* info = m_window->findChild<QLabel*>("cursorInfo");
    QVERIFY2(info->text().contains(QString::fromUtf8("2, 1, 2 \u00b5m")), qPrintable(info->text()));
    // Every pane shows the store, also after the 2D images this window
    // opened before (XZ once stayed black on that switch).
    for (ViewLayout::Pane pane : {ViewLayout::Coronal, ViewLayout::Sagittal}) {
        const Agreement plane = compareSlice(*m_window, pane, [&](const VoxelIndex& v) {
            const int g = expectedGrey(double((v[0] + 40 * (v[1] + 30 * v[2])) % 997), m_window->scene().windowLevel(0));
            return QColor(g, g, g);
        });
        QVERIFY2(plane.matching > 0.97 * plane.samples,
                 qPrintable(QString("pane %1: %2 of %3, worst %4").arg(pane).arg(plane.matching).arg(plane.samples).arg(plane.worst)));
    }
    saveScreenshot(*m_window, "workbench-ome-zarr.png");
}

int main(int argc, char** argv)
{
    VtkRenderWidget::configureDefaultSurfaceFormat();
    QApplication app(argc, argv);
    TestChannelViews test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_channelviews.moc"
