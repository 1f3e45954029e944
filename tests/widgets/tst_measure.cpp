// Measuring in the slice views as a user does it (mouse events on the real
// views under Xvfb), on an anisotropic scan (0.7 x 0.9 x 2.5 mm voxels):
// a ruler between two voxel centres gives their distance within half a
// voxel, an angle is measured in mm (not voxels), a rectangle's statistics
// equal a brute-force loop over the voxels it covers, and the measurements
// survive a save and reload (and refuse a scan of another size).
#include <QtTest>

#include <QApplication>
#include <QMouseEvent>
#include <QTableWidget>
#include <QTemporaryDir>

#include <cmath>

#include "TestData.h"
#include "widgets/review/MeasurementsPanel.h"
#include "widgets/views/SceneModel.h"
#include "widgets/views/SliceView.h"
#include "widgets/views/ViewLayout.h"
#include "widgets/views/VtkRenderWidget.h"

using namespace segstudio;
using namespace segstudio::widgets;

namespace {

const Vec3 kSpacing{0.7, 0.9, 2.5};
constexpr int64_t kSlice = 7;

void send(QWidget* view, QEvent::Type type, const QPointF& at, Qt::MouseButtons buttons)
{
    const Qt::MouseButton button = type == QEvent::MouseMove ? Qt::NoButton : Qt::LeftButton;
    QMouseEvent event(type, at, view->mapToGlobal(at), button, buttons, Qt::NoModifier);
    QApplication::sendEvent(view, &event);
}

// A drag from voxel a to voxel b (widget positions rounded as a mouse gives them).
void drag(SliceView* view, const QPointF& from, const QPointF& to)
{
    const QPointF a = from.toPoint(), b = to.toPoint();
    send(view, QEvent::MouseButtonPress, a, Qt::LeftButton);
    send(view, QEvent::MouseMove, (a + b) / 2, Qt::LeftButton);
    send(view, QEvent::MouseMove, b, Qt::LeftButton);
    send(view, QEvent::MouseButtonRelease, b, Qt::NoButton);
}

}  // namespace

class TestMeasure : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void rulerMeasuresTheDistanceBetweenVoxelCentres();
    void angleIsMeasuredInMillimetres();
    void rectangleStatisticsEqualABruteForceLoop();
    void measurementsSurviveSaveAndReload();

private:
    QPointF at(int64_t i, int64_t j) const { return m_axial->widgetPosition({i, j, kSlice}); }
    QTemporaryDir m_dir;
    SceneModel m_scene;
    Volume m_scan;
    std::unique_ptr<ViewLayout> m_views;
    std::unique_ptr<MeasurementsPanel> m_panel;
    SliceView* m_axial = nullptr;
};

void TestMeasure::initTestCase()
{
    Geometry g;
    g.size = {60, 50, 20};
    g.spacing = kSpacing;
    m_scan = Volume::allocate(g, ScalarType::Int16);
    for (int64_t i = 0; i < m_scan.voxelCount(); ++i)
        m_scan.data<int16_t>()[i] = static_cast<int16_t>((i * 7919) % 1000 - 200);
    ImageLayer image;
    image.name = "anisotropic";
    image.path = m_dir.filePath("anisotropic.nii.gz");
    image.data = std::make_shared<DisplayVolume>(toDisplayOrder(m_scan));
    ChannelStatistics statistics;
    statistics.minimum = statistics.percentile01 = -200;
    statistics.maximum = statistics.percentile99 = statistics.percentile995 = 800;
    image.channels = {ImageChannel{{}, statistics}};
    m_views = std::make_unique<ViewLayout>(&m_scene);
    m_panel = std::make_unique<MeasurementsPanel>(&m_scene, m_views.get());
    m_scene.setImage(image);
    m_scene.setCursor({30, 25, kSlice});
    m_views->resize(1000, 900);
    m_views->maximize(ViewLayout::Axial);
    m_views->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_views.get()));
    m_axial = m_views->sliceView(ViewLayout::Axial);
    m_axial->resetCamera();
    QApplication::processEvents();
    QVERIFY(at(1, 0).x() - at(0, 0).x() > 8);  // several screen pixels per voxel
}

void TestMeasure::rulerMeasuresTheDistanceBetweenVoxelCentres()
{
    m_panel->controller().setTool(MeasurementKind::Ruler);
    drag(m_axial, at(10, 12), at(45, 40));
    QCOMPARE(m_panel->measurements().items().size(), std::size_t(1));
    const Measurement& ruler = m_panel->measurements().items().back();
    QCOMPARE(ruler.slice, kSlice);
    QCOMPARE(ruler.normalAxis, 2);
    const double expected = std::hypot(35 * kSpacing[0], 28 * kSpacing[1]);
    QVERIFY2(std::abs(rulerLengthMm(ruler) - expected) < 0.5 * kSpacing[0],
             qPrintable(QString("%1 mm, expected %2 mm").arg(rulerLengthMm(ruler)).arg(expected)));
    QCOMPARE(m_panel->table()->rowCount(), 1);
    QVERIFY(m_panel->table()->item(0, 2)->text().endsWith(" mm"));
    // A click without a drag measures nothing.
    drag(m_axial, at(5, 5), at(5, 5));
    QCOMPARE(m_panel->measurements().items().size(), std::size_t(1));
}

void TestMeasure::angleIsMeasuredInMillimetres()
{
    m_panel->controller().setTool(MeasurementKind::Angle);
    drag(m_axial, at(10, 12), at(20, 22));  // first arm, to the vertex
    send(m_axial, QEvent::MouseMove, at(30, 12).toPoint(), Qt::NoButton);
    send(m_axial, QEvent::MouseButtonPress, at(30, 12).toPoint(), Qt::LeftButton);
    send(m_axial, QEvent::MouseButtonRelease, at(30, 12).toPoint(), Qt::NoButton);
    QCOMPARE(m_panel->measurements().items().size(), std::size_t(2));
    // Arms (7, 9) mm and (7, -9) mm: 2 atan(7/9), not the 90 degrees of voxel units.
    const double expected = 2 * std::atan(7.0 / 9.0) * 180 / M_PI;
    const double measured = angleDegrees(m_panel->measurements().items().back());
    QVERIFY2(std::abs(measured - expected) < 1.0, qPrintable(QString("%1 degrees, expected %2").arg(measured).arg(expected)));
}

void TestMeasure::rectangleStatisticsEqualABruteForceLoop()
{
    m_panel->controller().setTool(MeasurementKind::Rectangle);
    // From the corner between voxels (4, 7) and (5, 8) to the one between (15, 20) and (16, 21).
    drag(m_axial, (at(4, 7) + at(5, 8)) / 2, (at(15, 20) + at(16, 21)) / 2);
    const Measurement& box = m_panel->measurements().items().back();
    const RegionStatistics s = regionStatistics(box, *m_scene.image()->data);
    double sum = 0, squares = 0, low = 1e9, high = -1e9;
    int64_t count = 0;
    for (int64_t j = 8; j <= 20; ++j)
        for (int64_t i = 5; i <= 15; ++i) {
            const double v = m_scan.data<int16_t>()[i + 60 * (j + 50 * kSlice)];
            sum += v;
            low = std::min(low, v);
            high = std::max(high, v);
            ++count;
        }
    const double mean = sum / double(count);
    for (int64_t j = 8; j <= 20; ++j)
        for (int64_t i = 5; i <= 15; ++i) {
            const double d = m_scan.data<int16_t>()[i + 60 * (j + 50 * kSlice)] - mean;
            squares += d * d;
        }
    QCOMPARE(s.pixels, count);
    QVERIFY(std::abs(s.areaMm2 - count * kSpacing[0] * kSpacing[1]) < 1e-9);
    QVERIFY(std::abs(s.channels.at(0).mean - mean) < 1e-9);
    QVERIFY(std::abs(s.channels[0].sd - std::sqrt(squares / double(count))) < 1e-9);
    QCOMPARE(s.channels[0].min, low);
    QCOMPARE(s.channels[0].max, high);
    // The ellipse inscribed in the same box covers fewer voxels, but more than half.
    m_panel->controller().setTool(MeasurementKind::Ellipse);
    drag(m_axial, (at(4, 7) + at(5, 8)) / 2, (at(15, 20) + at(16, 21)) / 2);
    const int64_t inEllipse = regionStatistics(m_panel->measurements().items().back(), *m_scene.image()->data).pixels;
    QVERIFY2(inEllipse < count && inEllipse > count / 2, qPrintable(QString::number(inEllipse)));
    m_panel->controller().setTool(std::nullopt);
    QDir().mkpath(segstudio::test::binaryPath(QStringLiteral("/screenshots")));
    QVERIFY(m_views->grab().save(segstudio::test::binaryPath(QStringLiteral("/screenshots/measurements.png"))));
}

void TestMeasure::measurementsSurviveSaveAndReload()
{
    const std::vector<Measurement> before = m_panel->measurements().items();
    QCOMPARE(before.size(), std::size_t(4));
    QVERIFY(m_panel->save());
    const QString file = MeasurementList::fileFor(m_scene.image()->path);
    QVERIFY(QFile::exists(file));
    // Opening the scan again brings them back.
    ImageLayer again = *m_scene.image();
    m_scene.setImage(again);
    const auto& after = m_panel->measurements().items();
    QCOMPARE(after.size(), before.size());
    for (std::size_t k = 0; k < before.size(); ++k) {
        QCOMPARE(after[k].kind, before[k].kind);
        QCOMPARE(after[k].slice, before[k].slice);
        for (std::size_t p = 0; p < before[k].points.size(); ++p)
            for (int d = 0; d < 3; ++d)
                QVERIFY(std::abs(after[k].points[p][d] - before[k].points[p][d]) < 1e-9);
    }
    MeasurementList other;
    try {
        other.load(file, Size3{61, 50, 20});
        QFAIL("measurements of another scan size were accepted");
    } catch (const std::runtime_error& error) {
        QVERIFY2(QString(error.what()).contains("display_size"), error.what());
    }
}

int main(int argc, char** argv)
{
    VtkRenderWidget::configureDefaultSurfaceFormat();
    QApplication app(argc, argv);
    TestMeasure test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_measure.moc"
