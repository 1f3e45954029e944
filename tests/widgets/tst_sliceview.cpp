// Slice views as a user sees them (real OpenGL through Mesa under Xvfb):
// label colours appear where the labelled voxels are and nowhere else, the
// radiological orientation is right, scrolling changes the slice, and a click
// in one view moves the others.
#include <QtTest>

#include <QApplication>
#include <QImage>

#include <cmath>

#include "widgets/views/SceneModel.h"
#include "widgets/views/SliceView.h"
#include "widgets/views/VtkRenderWidget.h"
#include "common/image/Phantom.h"

using namespace segstudio;
using namespace segstudio::widgets;

namespace {

// A scan with a bright cube at the patient's left-posterior-superior corner
// and a label cube (label 1) at the right-anterior-inferior one; display axes
// equal stored axes (LPS direction).
struct Fixture {
    std::shared_ptr<DisplayVolume> image, labels;
};

Fixture makeFixture()
{
    Geometry g;
    g.size = {40, 30, 20};
    g.spacing = {1.0, 1.0, 2.0};
    Volume image = Volume::allocate(g, ScalarType::Float32);
    Volume labels = Volume::allocate(g, ScalarType::UInt8);
    float* v = image.data<float>();
    uint8_t* l = labels.data<uint8_t>();
    for (int64_t z = 0; z < 20; ++z)
        for (int64_t y = 0; y < 30; ++y)
            for (int64_t x = 0; x < 40; ++x) {
                const int64_t i = x + 40 * (y + 30 * z);
                v[i] = 100.0f;
                if (x >= 30 && y >= 20 && z >= 14)
                    v[i] = 1000.0f;  // left, posterior, superior
                if (x >= 4 && x < 12 && y >= 4 && y < 12 && z >= 2 && z < 8)
                    l[i] = 1;        // right, anterior, inferior
            }
    Fixture f;
    f.image = std::make_shared<DisplayVolume>(toDisplayOrder(image));
    f.labels = std::make_shared<DisplayVolume>(toDisplayOrder(labels));
    return f;
}

QColor pixel(const QImage& image, const QPointF& p)
{
    return image.pixelColor(static_cast<int>(p.x() * image.devicePixelRatio()), static_cast<int>(p.y() * image.devicePixelRatio()));
}

bool reddish(const QColor& c) { return c.red() > c.green() + 40 && c.red() > c.blue() + 40; }

}  // namespace

class TestSliceView : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void labelColourAppearsOnlyAtLabelledVoxels();
    void radiologicalOrientation();
    void scrollingChangesTheSlice();
    void clickMovesTheOtherViews();
    void outlineModeDrawsOnlyBorders();
    void scaleBarMatchesTheSpacing();

private:
    QImage render(SliceView& view);
    SceneModel m_model;
    Fixture m_fixture;
};

void TestSliceView::initTestCase()
{
    m_fixture = makeFixture();
    ImageLayer image;
    image.name = "fixture";
    image.data = m_fixture.image;
    ChannelStatistics statistics;
    statistics.minimum = statistics.percentile01 = 100;
    statistics.maximum = statistics.percentile99 = statistics.percentile995 = 1000;
    image.channels = {ImageChannel{{}, statistics}};
    m_model.setImage(image);
    LabelLayer labels;
    labels.name = "labels";
    labels.data = m_fixture.labels;
    labels.opacity = 1.0;
    m_model.addLabelLayer(labels);
    m_model.setLabelColor(0, 1, QColor(255, 0, 0));
}

QImage TestSliceView::render(SliceView& view)
{
    view.resize(400, 400);
    view.show();
    if (!QTest::qWaitForWindowExposed(&view))
        qWarning("slice view window was not exposed");
    view.resetCamera();
    QApplication::processEvents();
    return view.grabFramebuffer();
}

void TestSliceView::labelColourAppearsOnlyAtLabelledVoxels()
{
    SliceView view(&m_model, SliceOrientation::Axial);
    m_model.setCursor({8, 8, 5});  // through the label cube
    const QImage image = render(view);
    int inside = 0, outsideRed = 0;
    for (int64_t y = 1; y < 29; ++y)
        for (int64_t x = 1; x < 39; ++x) {
            const bool labelled = x >= 4 && x < 12 && y >= 4 && y < 12;
            if (x == 8 || y == 8)
                continue;  // the crosshair runs there
            const QColor c = pixel(image, view.widgetPosition({x, y, 5}));
            if (labelled)
                inside += reddish(c);
            else
                outsideRed += reddish(c);
        }
    QCOMPARE(inside, 7 * 7);
    QCOMPARE(outsideRed, 0);
    m_model.setLabelVisible(0, 1, false);
    const QImage hidden = view.grabFramebuffer();
    QVERIFY(!reddish(pixel(hidden, view.widgetPosition({6, 6, 5}))));
    m_model.setLabelVisible(0, 1, true);
}

// Axial: patient's right on screen left, anterior at the top. The bright
// cube (left, posterior) must be at the bottom right; the label (right,
// anterior) at the top left.
void TestSliceView::radiologicalOrientation()
{
    SliceView view(&m_model, SliceOrientation::Axial);
    m_model.setCursor({20, 15, 16});  // superior: through the bright cube
    const QImage image = render(view);
    const QPointF bright = view.widgetPosition({35, 25, 16});
    QVERIFY(bright.x() > view.width() / 2.0 && bright.y() > view.height() / 2.0);
    QVERIFY(pixel(image, bright).lightness() > 200);
    QVERIFY(pixel(image, view.widgetPosition({5, 5, 16})).lightness() < 60);
    // Coronal: superior at the top, patient's left on screen right.
    SliceView coronal(&m_model, SliceOrientation::Coronal);
    m_model.setCursor({20, 25, 10});
    render(coronal);
    const QPointF c = coronal.widgetPosition({35, 25, 17});
    QVERIFY(c.x() > coronal.width() / 2.0 && c.y() < coronal.height() / 2.0);
    // Sagittal: anterior on screen left, superior at the top.
    SliceView sagittal(&m_model, SliceOrientation::Sagittal);
    render(sagittal);
    const QPointF s = sagittal.widgetPosition({35, 25, 17});
    QVERIFY(s.x() > sagittal.width() / 2.0 && s.y() < sagittal.height() / 2.0);
}

void TestSliceView::scrollingChangesTheSlice()
{
    SliceView view(&m_model, SliceOrientation::Axial);
    m_model.setCursor({20, 15, 10});
    render(view);
    QWheelEvent up(QPointF(200, 200), view.mapToGlobal(QPointF(200, 200)), QPoint(), QPoint(0, 240), Qt::NoButton,
                   Qt::NoModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(&view, &up);
    QCOMPARE(m_model.cursor()[2], int64_t(12));
    QTest::keyClick(&view, Qt::Key_PageDown);
    QCOMPARE(m_model.cursor()[2], int64_t(11));
    // The label cube (z 2..7) is not in slice 11 but is in slice 5.
    const QPointF labelled = view.widgetPosition({6, 6, 11});
    QVERIFY(!reddish(pixel(view.grabFramebuffer(), labelled)));
    m_model.setCursor({20, 15, 5});
    QVERIFY(reddish(pixel(view.grabFramebuffer(), labelled)));
}

void TestSliceView::clickMovesTheOtherViews()
{
    SliceView axial(&m_model, SliceOrientation::Axial);
    SliceView coronal(&m_model, SliceOrientation::Coronal);
    m_model.setCursor({20, 15, 10});
    render(axial);
    render(coronal);
    const QPointF target = axial.widgetPosition({7, 22, 10});
    QTest::mouseClick(&axial, Qt::LeftButton, Qt::NoModifier, target.toPoint());
    QCOMPARE(m_model.cursor()[0], int64_t(7));
    QCOMPARE(m_model.cursor()[1], int64_t(22));
    QCOMPARE(m_model.cursor()[2], int64_t(10));  // the axial slice stays
    // The coronal view now shows slice y = 22.
    QVERIFY(coronal.voxelAt(coronal.widgetPosition({7, 22, 10})).value()[1] == 22);
}

void TestSliceView::outlineModeDrawsOnlyBorders()
{
    SliceView view(&m_model, SliceOrientation::Axial);
    m_model.setCursor({20, 15, 5});
    m_model.setLayerOutline(0, true);
    const QImage image = render(view);
    QVERIFY(reddish(pixel(image, view.widgetPosition({4, 6, 5}))));   // border voxel
    QVERIFY(!reddish(pixel(image, view.widgetPosition({6, 6, 5}))));  // interior voxel
    m_model.setLayerOutline(0, false);
}

// A 2D EM-like image of 0.004 mm (4 µm) pixels: the bar is a round number
// of µm, its pixel length is that length over the measured pixel pitch, it
// is drawn white at the lower right, and it goes away when turned off.
void TestSliceView::scaleBarMatchesTheSpacing()
{
    Geometry g;
    g.size = {300, 200, 1};
    g.spacing = {0.004, 0.004, 1.0};
    Volume em = Volume::allocate(g, ScalarType::UInt8);  // black: the bar shows against it
    SceneModel model;
    ImageLayer image;
    image.name = "em";
    image.patientOrientation = false;
    image.data = std::make_shared<DisplayVolume>(toDisplayOrder(em));
    image.channels = {ImageChannel{}};
    model.setImage(image);
    SliceView view(&model, SliceOrientation::Axial);
    render(view);
    QImage frame = view.grab().toImage();  // the frame with what is drawn over it
    const auto bar = view.scaleBar();
    QVERIFY(bar.has_value());
    QVERIFY2(bar->text.endsWith(QString::fromUtf8(" \u00b5m")), qPrintable(bar->text));
    const double micrometres = bar->lengthMm * 1000;
    const double mantissa = micrometres / std::pow(10.0, std::floor(std::log10(micrometres)));
    QVERIFY2(std::abs(mantissa - 1) < 1e-9 || std::abs(mantissa - 2) < 1e-9 || std::abs(mantissa - 5) < 1e-9, qPrintable(bar->text));
    const double pixelsPerVoxel = view.widgetPosition({100, 0, 0}).x() - view.widgetPosition({0, 0, 0}).x();
    QVERIFY(std::abs(bar->pixels - bar->lengthMm / 0.004 * pixelsPerVoxel / 100) < 0.5);
    QVERIFY(bar->pixels > 0.1 * view.width() && bar->pixels < 0.5 * view.width());
    // Interior of the bar (14 px from the right and bottom edges, 4 px thick).
    const double y = view.height() - 16, right = view.width() - 14;
    int white = 0, samples = 0;
    for (double x = right - bar->pixels + 3; x < right - 3; x += 4, ++samples) {
        const QColor c = pixel(frame, {x, y});
        white += c.red() > 230 && c.green() > 230 && c.blue() > 230;
    }
    QVERIFY2(samples > 5 && white == samples, qPrintable(QString("%1 of %2 white").arg(white).arg(samples)));
    view.setScaleBarVisible(false);
    QVERIFY(!view.scaleBar());
    frame = view.grab().toImage();
    QVERIFY(pixel(frame, {right - bar->pixels / 2, y}).red() < 60);
}

int main(int argc, char** argv)
{
    VtkRenderWidget::configureDefaultSurfaceFormat();
    QApplication app(argc, argv);
    TestSliceView test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_sliceview.moc"
