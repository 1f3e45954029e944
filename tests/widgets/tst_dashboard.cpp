// The training dashboard's drawing policy: round axis ranges that stay still
// while a curve grows inside them, decimation that keeps spikes, new points
// batched into one refresh pass within 200 ms, and no drawing at all while
// the dashboard is hidden (it catches up when shown). Data-parallel runs add
// the all-reduce to the step-time breakdown and each rank's throughput.
#include <QtTest>

#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QValueAxis>

#include "widgets/training/TrainingDashboard.h"

using namespace segstudio;
using namespace segstudio::widgets;

namespace {

engine::StepStats step(int64_t index)
{
    engine::StepStats s;
    s.step = index;
    s.epoch = static_cast<int>(index / 10);
    s.stepInEpoch = static_cast<int>(index % 10);
    s.stepsPerEpoch = 10;
    s.loss = 1.0 / (1.0 + 0.1 * static_cast<double>(index));
    s.learningRate = 0.01;
    s.samplesPerSecond = 4.0;
    s.voxelsPerSecond = 4.0e5;
    s.forwardMs = 300;
    s.backwardMs = 600;
    s.memory.processResidentBytes = int64_t(700) << 20;
    s.memory.processCpuPercent = 190;
    return s;
}

QValueAxis* horizontalAxis(TrainingDashboard& dashboard, TrainingDashboard::ChartId chart)
{
    return qobject_cast<QValueAxis*>(dashboard.chartView(chart)->chart()->axes(Qt::Horizontal).value(0));
}

}  // namespace

class TestDashboard : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void niceRangesHaveRoundTicks();
    void axisStaysWhileDataFillsIt();
    void axisGrowsWithHeadroomAndKeepsZeroFloor();
    void decimationKeepsSpikesAndBoundsPoints();
    void pointsArrivingTogetherAreDrawnInOnePass();
    void hiddenDashboardDrawsNothingUntilShown();
    void dataParallelStepsShowAllReduceAndRanks();
};

void TestDashboard::dataParallelStepsShowAllReduceAndRanks()
{
    TrainingDashboard dashboard;
    dashboard.resize(1200, 700);
    dashboard.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dashboard));
    dashboard.addStep(step(0));  // one process: no such curves
    for (int i = 1; i <= 20; ++i) {
        engine::StepStats s = step(i);
        s.allReduceMs = 8.0;
        s.rankSamplesPerSecond = {2.1, 1.9};
        dashboard.addStep(s);
    }
    QTRY_COMPARE_WITH_TIMEOUT(dashboard.drawnPointCount(TrainingDashboard::StepTime, "all-reduce"), 20, 1000);
    QCOMPARE(dashboard.drawnPointCount(TrainingDashboard::Throughput, "rank 0 samples/s"), 20);
    QCOMPARE(dashboard.drawnPointCount(TrainingDashboard::Throughput, "rank 1 samples/s"), 20);
    QCOMPARE(dashboard.drawnPointCount(TrainingDashboard::StepTime, "forward"), 21);
    QCOMPARE(dashboard.drawnPointCount(TrainingDashboard::StepTime, "simulated clicks"), 0);  // no interactive model
    engine::StepStats interactive = step(21);
    interactive.promptsMs = 30.0;
    dashboard.addStep(interactive);
    QTRY_COMPARE_WITH_TIMEOUT(dashboard.drawnPointCount(TrainingDashboard::StepTime, "simulated clicks"), 1, 1000);
}

void TestDashboard::niceRangesHaveRoundTicks()
{
    const NiceRange unit = niceRange(0.0, 0.83);
    QCOMPARE(unit.min, 0.0);
    QCOMPARE(unit.max, 1.0);
    QCOMPARE(unit.ticks, 6);  // 0, 0.2, ..., 1
    const NiceRange steps = niceRange(3, 97);
    QCOMPARE(steps.min, 0.0);
    QCOMPARE(steps.max, 100.0);
    QCOMPARE(steps.ticks, 6);
    const NiceRange negative = niceRange(-0.31, 0.7);
    QCOMPARE(negative.min, -0.5);  // steps of 0.5: -0.5, 0, 0.5, 1
    QCOMPARE(negative.max, 1.0);
    QCOMPARE(negative.ticks, 4);
    const NiceRange flat = niceRange(5, 5);  // a single value still gets a visible range
    QVERIFY(flat.min <= 5 && flat.max > 5);
}

void TestDashboard::axisStaysWhileDataFillsIt()
{
    const NiceRange current{0, 100, 6};
    Span data;
    data.include(0);
    data.include(60);
    const NiceRange kept = fitAxisRange(data, current, 0.25);
    QCOMPARE(kept.min, current.min);
    QCOMPARE(kept.max, current.max);
    QCOMPARE(kept.ticks, current.ticks);
}

void TestDashboard::axisGrowsWithHeadroomAndKeepsZeroFloor()
{
    Span data;
    data.include(1);
    data.include(101);  // past the current maximum
    const NiceRange grown = fitAxisRange(data, {0, 100, 6}, 0.25);
    QVERIFY(grown.max >= 101 + 0.25 * 100);  // room for the next quarter of growth
    QCOMPARE(grown.min, 0.0);                // times and counts never go below 0
    Span edge;  // a point on the axis' end would be drawn cut in half: padding is kept
    edge.include(0.17);
    edge.include(1.0);
    QVERIFY(fitAxisRange(edge, {0, 1, 6}, 0.0).max > 1.0);
    Span shrunk;  // data now fills less than half: the axis follows it down
    shrunk.include(0.5);
    shrunk.include(0.6);
    const NiceRange tighter = fitAxisRange(shrunk, {0, 10, 6}, 0.0);
    QVERIFY(tighter.max <= 1.0);
    QVERIFY(tighter.min >= 0.0 && tighter.min <= 0.5);
}

void TestDashboard::decimationKeepsSpikesAndBoundsPoints()
{
    std::vector<QPointF> points;
    for (int i = 0; i < 100000; ++i)
        points.emplace_back(i, i == 54321 ? 50.0 : 1.0);
    const std::vector<QPointF> shown = decimate(points, 300);
    QVERIFY(shown.size() <= 602);
    QVERIFY(std::any_of(shown.begin(), shown.end(), [](const QPointF& p) { return p.y() == 50.0; }));
    QCOMPARE(shown.front(), points.front());
    QCOMPARE(shown.back(), points.back());
    const std::vector<QPointF> few(points.begin(), points.begin() + 10);
    QCOMPARE(decimate(few, 300).size(), few.size());  // short curves are drawn as they are
}

void TestDashboard::pointsArrivingTogetherAreDrawnInOnePass()
{
    TrainingDashboard dashboard;
    dashboard.resize(1200, 700);
    dashboard.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dashboard));
    const int before = dashboard.refreshCount();
    for (int i = 0; i < 50; ++i)
        dashboard.addStep(step(i));
    QCOMPARE(dashboard.drawnPointCount(TrainingDashboard::Loss, "train (step)"), 0);  // not drawn synchronously
    QTRY_COMPARE_WITH_TIMEOUT(dashboard.drawnPointCount(TrainingDashboard::Loss, "train (step)"), 50, 1000);
    QCOMPARE(dashboard.refreshCount(), before + 1);
    QCOMPARE(dashboard.drawnPointCount(TrainingDashboard::StepTime, "forward"), 50);

    // A step inside the axis' headroom leaves the axis alone (no relayout).
    QValueAxis* steps = horizontalAxis(dashboard, TrainingDashboard::StepTime);
    QVERIFY(steps);
    const double max = steps->max();
    QVERIFY(max >= 49);
    dashboard.addStep(step(50));
    QTRY_COMPARE_WITH_TIMEOUT(dashboard.drawnPointCount(TrainingDashboard::StepTime, "forward"), 51, 1000);
    QCOMPARE(steps->max(), max);
}

void TestDashboard::hiddenDashboardDrawsNothingUntilShown()
{
    TrainingDashboard dashboard;
    dashboard.resize(1200, 700);
    const int before = dashboard.refreshCount();
    for (int i = 0; i < 20; ++i)
        dashboard.addStep(step(i));
    QTest::qWait(400);  // two refresh periods
    QCOMPARE(dashboard.refreshCount(), before);
    QCOMPARE(dashboard.drawnPointCount(TrainingDashboard::Loss, "train (step)"), 0);
    QCOMPARE(dashboard.pointCount(TrainingDashboard::Loss, "train (step)"), 20);  // kept all the same
    dashboard.show();
    QTRY_COMPARE_WITH_TIMEOUT(dashboard.drawnPointCount(TrainingDashboard::Loss, "train (step)"), 20, 1000);
}

QTEST_MAIN(TestDashboard)
#include "tst_dashboard.moc"
