#pragma once
// Live charts of a training run (Qt Charts): loss (steps, epochs,
// validation), Dice per class, learning rate, throughput, step-time
// breakdown, memory and CPU/GPU use, with epoch time and ETA. Every point is
// kept; a chart shows at most ~2000 (min/max per bucket, so spikes survive),
// and charts redraw at most every 200 ms, so 100k+ points stay smooth.
// Each chart exports as PNG and its full data as CSV. GUI thread only.
#include <QWidget>

#include <array>
#include <map>
#include <vector>

#include <QPointF>
#include <QString>

#include "engine/train/RunFolder.h"
#include "engine/train/TrainingObserver.h"

class QChart;
class QChartView;
class QLabel;
class QLineSeries;
class QTimer;
class QValueAxis;

namespace segstudio::widgets {

// One curve: all its points, and the decimated copy shown.
struct Curve {
    QString name;
    std::vector<QPointF> points;
    QLineSeries* series = nullptr;
    bool dirty = false;
};

// Keeps at most ~2 * buckets points: each bucket contributes its minimum and
// maximum (in x order), so spikes stay visible.
std::vector<QPointF> decimate(const std::vector<QPointF>& points, int buckets);

class TrainingDashboard : public QWidget {
    Q_OBJECT
public:
    enum ChartId { Loss, Dice, LearningRate, Throughput, StepTime, Memory, ChartCount };

    explicit TrainingDashboard(QWidget* parent = nullptr);

    void clear();
    void addStep(const engine::StepStats& stats);
    void addEpoch(const engine::EpochStats& stats);
    void addValidation(const engine::ValidationStats& stats);
    // Redraws a finished run from its metrics.jsonl.
    void loadHistory(const engine::RunHistory& history);

    // Writes <base>.png (the chart as shown) and <base>.csv (every point of every curve).
    bool exportChart(ChartId chart, const QString& basePath) const;
    // Points kept for a curve, and points currently drawn (for tests).
    int pointCount(ChartId chart, const QString& curve) const;
    int drawnPointCount(ChartId chart, const QString& curve) const;
    QChartView* chartView(ChartId chart) const { return m_views[chart]; }
    // Applies pending points to every chart now. (Otherwise each chart is
    // refreshed every 200 ms, one chart per tick, so that no single redraw
    // holds the event loop for long.)
    void flush();
    void retranslate();

private:
    Curve& curve(ChartId chart, const QString& name, QValueAxis* axisY = nullptr);
    void append(ChartId chart, const QString& name, double x, double y);
    bool flushChart(ChartId chart);  // false when it had nothing new
    void flushNextChart();
    void refreshAxes(ChartId chart);
    void updateSummary();

    std::array<QChart*, ChartCount> m_charts{};
    std::array<QChartView*, ChartCount> m_views{};
    std::array<QValueAxis*, ChartCount> m_axisX{};
    std::array<QValueAxis*, ChartCount> m_axisY{};
    QValueAxis* m_throughputVoxelAxis = nullptr;
    std::array<std::map<QString, Curve>, ChartCount> m_curves;
    QLabel* m_summary;
    QTimer* m_refresh;
    int m_nextChart = 0;
    engine::EpochStats m_lastEpoch;
    double m_bestDice = -1;
    int64_t m_lastStep = 0;
    bool m_haveEpoch = false;
};

}  // namespace segstudio::widgets
