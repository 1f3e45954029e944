#pragma once
// Live charts of a training run (Qt Charts): loss (steps, epochs,
// validation), Dice per class, learning rate, throughput, step-time
// breakdown, memory and CPU/GPU use, with epoch time and ETA. Every point is
// kept; a chart shows about one point per two pixels (min/max per bucket, so
// spikes survive), so 100k+ points stay smooth. New points are drawn within
// 200 ms of arriving, every chart in one pass,
// and not at all while the dashboard cannot be seen.
// Each chart exports as PNG and its full data as CSV. GUI thread only.
#include <QWidget>

#include <algorithm>
#include <array>
#include <limits>
#include <map>
#include <vector>

#include <QElapsedTimer>
#include <QPointF>
#include <QString>

#include "engine/train/RunFolder.h"
#include "engine/profile/TrainingAdvisor.h"
#include "engine/train/TrainingObserver.h"

class QChart;
class QChartView;
class QLabel;
class QPushButton;
class QLineSeries;
class QTimer;
class QValueAxis;

namespace segstudio::widgets {

// A closed interval; empty until a value is included.
struct Span {
    double low = std::numeric_limits<double>::infinity();
    double high = -std::numeric_limits<double>::infinity();
    void include(double v) { low = std::min(low, v), high = std::max(high, v); }
    void include(const Span& s) { low = std::min(low, s.low), high = std::max(high, s.high); }
    bool empty() const { return low > high; }
};

// One curve: all its points, their extent, and the decimated copy shown.
struct Curve {
    std::vector<QPointF> points;
    Span x, y;
    QLineSeries* series = nullptr;
    QValueAxis* axisY = nullptr;  // the y axis the curve is drawn against
    bool dirty = false;
};

// An axis range with round tick values (0, 0.2, 0.4 ... rather than 0.1666):
// the smallest covering [low, high] with at most maxTicks ticks at 1, 2 or 5
// times a power of ten.
struct NiceRange {
    double min = 0, max = 1;
    int ticks = 2;
};
NiceRange niceRange(double low, double high, int maxTicks = 6);

// The range an axis should show for data spanning `data`. `current` is kept
// while the data stays inside it and fills at least half of it, so a growing
// curve rescales (and relayouts its chart) now and then, not on every point.
// Otherwise: a nice range with 5% padding (kept inside `current` too), `headroom` (a fraction of the data's
// extent) above, and 0 as floor for data that is never negative.
NiceRange fitAxisRange(const Span& data, const NiceRange& current, double headroom);

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
    // Applies pending points to every chart now (otherwise at most 200 ms
    // after they arrive, while the dashboard is shown).
    void flush();
    // Chart refresh passes so far (for tests and benchmarks).
    int refreshCount() const { return m_refreshCount; }
    void retranslate();

    // The advisor's hints from the run's telemetry (engine/profile/TrainingAdvisor.h):
    // the first is shown with an Apply button; hintAccepted(index) when clicked.
    void setHints(const std::vector<engine::TrainingHint>& hints);
    const std::vector<engine::TrainingHint>& hints() const { return m_hints; }
    QString hintText() const;
    // The before/after line of an applied hint.
    void showHintComparison(const QString& text);
    QString hintComparison() const;

Q_SIGNALS:
    void hintAccepted(int index);

private:
    Curve& curve(ChartId chart, const QString& name, QValueAxis* axisY = nullptr);
    void append(ChartId chart, const QString& name, double x, double y, QValueAxis* axisY = nullptr);
    bool flushChart(ChartId chart);  // false when it had nothing new
    void scheduleRefresh();
    void refreshIfSeen();
    bool canBeSeen() const;

protected:
    void showEvent(QShowEvent* event) override;

private:
    void refreshAxes(ChartId chart);
    void updateSummary();

    std::array<QChart*, ChartCount> m_charts{};
    std::array<QChartView*, ChartCount> m_views{};
    std::array<QValueAxis*, ChartCount> m_axisX{};
    std::array<QValueAxis*, ChartCount> m_axisY{};
    QValueAxis* m_throughputVoxelAxis = nullptr;
    std::array<std::map<QString, Curve>, ChartCount> m_curves;
    QLabel* m_summary;
    QLabel* m_hint;
    QPushButton* m_applyHint;
    QLabel* m_hintComparison;
    std::vector<engine::TrainingHint> m_hints;
    QTimer* m_refresh;
    QElapsedTimer m_sinceRefresh;
    bool m_pending = false;  // points arrived that no chart shows yet
    int m_refreshCount = 0;
    engine::EpochStats m_lastEpoch;
    double m_bestDice = -1;
    bool m_haveEpoch = false;
};

}  // namespace segstudio::widgets
