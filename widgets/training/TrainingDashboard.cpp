#include "widgets/training/TrainingDashboard.h"

#include <QChart>
#include <QChartView>
#include <QFile>
#include <QFileDialog>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineSeries>
#include <QMenu>
#include <QPushButton>
#include <QTextStream>
#include <QTimer>
#include <QValueAxis>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace segstudio::widgets {

namespace {

// Min/max buckets per pixel column pair: a curve is drawn with about one
// point per horizontal pixel, however long the run (looks the same as all
// points, costs a fraction).
constexpr int kPixelsPerBucket = 2;
constexpr int kMinBuckets = 50;
constexpr int kRefreshMs = 200;  // 5 Hz
constexpr std::size_t kMarkedPointsMax = 60;  // draw point markers up to this many
constexpr double kMiB = 1024.0 * 1024.0;

QString durationText(double seconds)
{
    if (!(seconds >= 0) || !std::isfinite(seconds))
        return "--";
    const long total = std::lround(seconds);
    return total >= 3600 ? QString("%1:%2:%3").arg(total / 3600).arg(total / 60 % 60, 2, 10, QChar('0')).arg(total % 60, 2, 10, QChar('0'))
                         : QString("%1:%2").arg(total / 60).arg(total % 60, 2, 10, QChar('0'));
}

NiceRange rangeOf(const QValueAxis* axis) { return {axis->min(), axis->max(), axis->tickCount()}; }

// Touches the axis only when something changes: every change relayouts the chart.
void applyRange(QValueAxis* axis, const NiceRange& r)
{
    if (axis->min() != r.min || axis->max() != r.max) {
        axis->setRange(r.min, r.max);
        // Plain numbers from 1000 up ("8000", not "8e+03"); 3 digits below.
        axis->setLabelFormat(std::max(std::abs(r.min), std::abs(r.max)) >= 1000 ? "%.0f" : "%.3g");
    }
    if (axis->tickCount() != r.ticks)
        axis->setTickCount(r.ticks);
}

// 1, 2, 5 or 10 times a power of ten, at least `value`.
double niceStep(double value)
{
    const double magnitude = std::pow(10.0, std::floor(std::log10(value)));
    for (double m : {1.0, 2.0, 5.0})
        if (m * magnitude >= value * (1 - 1e-9))
            return m * magnitude;
    return 10 * magnitude;
}

}  // namespace

NiceRange niceRange(double low, double high, int maxTicks)
{
    if (!(high > low))
        high = low + std::max(1e-9, std::abs(low) * 0.1);
    const double step = niceStep((high - low) / std::max(1, maxTicks - 1));
    NiceRange r;
    r.min = std::floor(low / step + 1e-9) * step;
    r.max = std::ceil(high / step - 1e-9) * step;
    r.ticks = static_cast<int>(std::lround((r.max - r.min) / step)) + 1;
    return r;
}

NiceRange fitAxisRange(const Span& data, const NiceRange& current, double headroom)
{
    const double extent = data.high - data.low;
    const double pad = extent > 0 ? 0.05 * extent : std::max(1e-9, std::abs(data.high) * 0.1);
    const double low = data.low >= 0 ? std::max(0.0, data.low - pad) : data.low - pad;
    const double high = data.high + pad;  // points on the edge would be cut in half
    if (low >= current.min && high <= current.max && extent >= 0.5 * (current.max - current.min))
        return current;
    return niceRange(low, high + headroom * extent);
}

std::vector<QPointF> decimate(const std::vector<QPointF>& points, int buckets)
{
    if (static_cast<int>(points.size()) <= 2 * buckets)
        return points;
    std::vector<QPointF> out;
    out.reserve(static_cast<std::size_t>(2 * buckets + 2));
    const double perBucket = static_cast<double>(points.size()) / buckets;
    for (int b = 0; b < buckets; ++b) {
        const auto first = static_cast<std::size_t>(b * perBucket);
        const auto last = std::min(points.size(), static_cast<std::size_t>((b + 1) * perBucket));
        if (first >= last)
            continue;
        auto low = first, high = first;
        for (auto i = first; i < last; ++i) {
            if (points[i].y() < points[low].y())
                low = i;
            if (points[i].y() > points[high].y())
                high = i;
        }
        out.push_back(points[std::min(low, high)]);
        if (low != high)
            out.push_back(points[std::max(low, high)]);
    }
    if (out.back() != points.back())
        out.push_back(points.back());
    return out;
}

TrainingDashboard::TrainingDashboard(QWidget* parent) : QWidget(parent)
{
    m_summary = new QLabel(this);
    m_summary->setObjectName("dashboardSummary");
    auto* grid = new QGridLayout;
    for (int id = 0; id < ChartCount; ++id) {
        auto* chart = new QChart;
        chart->legend()->setAlignment(Qt::AlignBottom);
        chart->legend()->setShowToolTips(true);  // names elided in narrow charts
        QFont legendFont = chart->legend()->font();
        legendFont.setPointSizeF(legendFont.pointSizeF() * 0.85);
        chart->legend()->setFont(legendFont);
        chart->setMargins(QMargins(4, 4, 4, 4));
        m_axisX[id] = new QValueAxis(chart);
        m_axisY[id] = new QValueAxis(chart);
        m_axisX[id]->setLabelFormat("%g");
        m_axisY[id]->setLabelFormat("%.3g");
        chart->addAxis(m_axisX[id], Qt::AlignBottom);
        chart->addAxis(m_axisY[id], Qt::AlignLeft);
        auto* view = new QChartView(chart, this);
        view->setRenderHint(QPainter::Antialiasing);
        view->setMinimumSize(200, 160);  // three across fit a 1280-pixel screen beside the docks
        view->setContextMenuPolicy(Qt::CustomContextMenu);
        connect(view, &QWidget::customContextMenuRequested, this, [this, id, view](const QPoint& at) {
            QMenu menu;
            QAction* exportAction = menu.addAction(tr("Export PNG and CSV..."));
            if (menu.exec(view->mapToGlobal(at)) == exportAction) {
                QString base = QFileDialog::getSaveFileName(this, tr("Export chart"), m_charts[id]->title() + ".png",
                                                            tr("PNG image and CSV data (*.png)"));
                if (base.endsWith(".png", Qt::CaseInsensitive))
                    base.chop(4);
                if (!base.isEmpty())
                    exportChart(static_cast<ChartId>(id), base);
            }
        });
        m_charts[id] = chart;
        m_views[id] = view;
        grid->addWidget(view, id / 3, id % 3);
    }
    m_throughputVoxelAxis = new QValueAxis(m_charts[Throughput]);
    m_throughputVoxelAxis->setLabelFormat("%.3g");
    m_charts[Throughput]->addAxis(m_throughputVoxelAxis, Qt::AlignRight);
    m_hint = new QLabel(this);
    m_hint->setObjectName("dashboardHint");
    m_hint->setWordWrap(true);
    m_applyHint = new QPushButton(this);
    m_applyHint->setObjectName("applyHintButton");
    m_hintComparison = new QLabel(this);
    m_hintComparison->setObjectName("dashboardHintComparison");
    m_hintComparison->setWordWrap(true);
    connect(m_applyHint, &QPushButton::clicked, this, [this] {
        if (!m_hints.empty())
            Q_EMIT hintAccepted(0);
    });
    auto* hintRow = new QHBoxLayout;
    hintRow->addWidget(m_hint, 1);
    hintRow->addWidget(m_applyHint);
    setHints({});
    showHintComparison(QString());
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addLayout(hintRow);
    layout->addWidget(m_hintComparison);
    layout->addLayout(grid, 1);
    m_refresh = new QTimer(this);
    m_refresh->setSingleShot(true);
    connect(m_refresh, &QTimer::timeout, this, &TrainingDashboard::refreshIfSeen);
    retranslate();
}

void TrainingDashboard::retranslate()
{
    m_applyHint->setText(tr("Apply to the Training form"));
    m_applyHint->setToolTip(tr("Change this setting in the Training panel; the next run is measured against this one"));
    m_charts[Loss]->setTitle(tr("Loss"));
    m_charts[Dice]->setTitle(tr("Validation Dice per class"));
    m_charts[LearningRate]->setTitle(tr("Learning rate"));
    m_charts[Throughput]->setTitle(tr("Throughput"));
    m_charts[StepTime]->setTitle(tr("Step time (ms)"));
    m_charts[Memory]->setTitle(tr("Memory and processors"));
    m_axisX[Loss]->setTitleText(tr("epoch"));
    m_axisX[Dice]->setTitleText(tr("epoch"));
    m_axisX[LearningRate]->setTitleText(tr("step"));
    m_axisX[Throughput]->setTitleText(tr("step"));
    m_axisX[StepTime]->setTitleText(tr("step"));
    m_axisX[Memory]->setTitleText(tr("step"));
    m_axisY[Throughput]->setTitleText(tr("samples/s"));
    m_throughputVoxelAxis->setTitleText(tr("Mvoxel/s"));
    m_axisY[Memory]->setTitleText(tr("MiB / %"));
    updateSummary();
}

void TrainingDashboard::setHints(const std::vector<engine::TrainingHint>& hints)
{
    m_hints = hints;
    m_hint->setVisible(!hints.empty());
    m_applyHint->setVisible(!hints.empty());
    if (hints.empty())
        return;
    QString text = tr("Hint: %1").arg(QString::fromStdString(hints.front().message));
    if (hints.size() > 1)
        text += tr(" (%1 more after this one)").arg(hints.size() - 1);
    m_hint->setText(text);
}

QString TrainingDashboard::hintText() const { return m_hint->isVisible() ? m_hint->text() : QString(); }

void TrainingDashboard::showHintComparison(const QString& text)
{
    m_hintComparison->setText(text);
    m_hintComparison->setVisible(!text.isEmpty());
}

QString TrainingDashboard::hintComparison() const { return m_hintComparison->text(); }

Curve& TrainingDashboard::curve(ChartId chart, const QString& name, QValueAxis* axisY)
{
    auto it = m_curves[chart].find(name);
    if (it != m_curves[chart].end())
        return it->second;
    Curve& c = m_curves[chart][name];
    c.axisY = axisY ? axisY : m_axisY[chart];
    c.series = new QLineSeries(m_charts[chart]);
    c.series->setName(name);
    m_charts[chart]->addSeries(c.series);
    c.series->attachAxis(m_axisX[chart]);
    c.series->attachAxis(c.axisY);
    return c;
}

void TrainingDashboard::append(ChartId chart, const QString& name, double x, double y, QValueAxis* axisY)
{
    if (!std::isfinite(y))
        return;
    Curve& c = curve(chart, name, axisY);
    c.points.emplace_back(x, y);
    c.x.include(x);
    c.y.include(y);
    c.dirty = true;
    scheduleRefresh();
}

void TrainingDashboard::addStep(const engine::StepStats& s)
{
    const double x = static_cast<double>(s.step);
    const double epochX = s.epoch + static_cast<double>(s.stepInEpoch + 1) / std::max(1, s.stepsPerEpoch);
    append(Loss, tr("train (step)"), epochX, s.loss);
    append(LearningRate, tr("learning rate"), x, s.learningRate);
    append(Throughput, tr("samples/s"), x, s.samplesPerSecond);
    append(Throughput, tr("Mvoxel/s"), x, s.voxelsPerSecond / 1e6, m_throughputVoxelAxis);
    append(StepTime, tr("data wait"), x, s.dataWaitMs);
    append(StepTime, tr("augment"), x, s.augmentMs);
    if (s.promptsMs > 0)  // interactive models: the simulated clicks
        append(StepTime, tr("simulated clicks"), x, s.promptsMs);
    append(StepTime, tr("forward"), x, s.forwardMs);
    append(StepTime, tr("backward"), x, s.backwardMs);
    append(StepTime, tr("optimizer"), x, s.optimizerMs);
    if (s.recordedStepMs > 0)  // CUDA graphs: forward to update in one replay
        append(StepTime, tr("CUDA graph (forward to update)"), x, s.recordedStepMs);
    if (!s.rankSamplesPerSecond.empty()) {  // data-parallel: the all-reduce, each rank's own throughput
        append(StepTime, tr("all-reduce"), x, s.allReduceMs);
        for (std::size_t r = 0; r < s.rankSamplesPerSecond.size(); ++r)
            append(Throughput, tr("rank %1 samples/s").arg(r), x, s.rankSamplesPerSecond[r]);
    }
    if (s.memory.deviceReservedBytes > 0) {
        append(Memory, tr("device allocated (MiB)"), x, s.memory.deviceAllocatedBytes / kMiB);
        append(Memory, tr("device reserved (MiB)"), x, s.memory.deviceReservedBytes / kMiB);
        append(Memory, tr("device peak (MiB)"), x, s.memory.devicePeakBytes / kMiB);
    }
    if (s.memory.gpuUtilizationPercent >= 0)
        append(Memory, tr("GPU use (%)"), x, s.memory.gpuUtilizationPercent);
    append(Memory, tr("process RAM (MiB)"), x, s.memory.processResidentBytes / kMiB);
    append(Memory, tr("process CPU (%)"), x, s.memory.processCpuPercent);
}

void TrainingDashboard::addEpoch(const engine::EpochStats& e)
{
    append(Loss, tr("train (epoch)"), e.epoch + 1.0, e.trainLoss);
    m_lastEpoch = e;
    m_haveEpoch = true;
    updateSummary();
}

void TrainingDashboard::addValidation(const engine::ValidationStats& v)
{
    append(Loss, tr("validation"), v.epoch + 1.0, v.loss);
    for (std::size_t k = 0; k < v.dicePerClass.size(); ++k)
        if (!std::isnan(v.dicePerClass[k]))  // NaN: no validation case holds or predicts the class
            append(Dice, k < v.classNames.size() ? QString::fromStdString(v.classNames[k]) : tr("class %1").arg(k + 1),
               v.epoch + 1.0, v.dicePerClass[k]);
    append(Dice, tr("mean"), v.epoch + 1.0, v.meanDice);
    m_bestDice = std::max(m_bestDice, v.meanDice);
    updateSummary();
}

void TrainingDashboard::loadHistory(const engine::RunHistory& history)
{
    clear();
    for (const engine::StepStats& s : history.steps)
        addStep(s);
    for (const engine::EpochStats& e : history.epochs)
        addEpoch(e);
    for (const engine::ValidationStats& v : history.validations)
        addValidation(v);
    flush();
}

void TrainingDashboard::clear()
{
    for (int id = 0; id < ChartCount; ++id) {
        for (auto& [name, c] : m_curves[id]) {
            m_charts[id]->removeSeries(c.series);
            delete c.series;
        }
        m_curves[id].clear();
    }
    m_bestDice = -1;
    m_haveEpoch = false;
    updateSummary();
}

void TrainingDashboard::flush()
{
    m_pending = false;
    for (int id = 0; id < ChartCount; ++id)
        flushChart(static_cast<ChartId>(id));
    m_sinceRefresh.start();
    ++m_refreshCount;
}

void TrainingDashboard::scheduleRefresh()
{
    m_pending = true;
    if (m_refresh->isActive())
        return;
    // At most one pass per kRefreshMs: points arriving faster are batched.
    const qint64 since = m_sinceRefresh.isValid() ? m_sinceRefresh.elapsed() : kRefreshMs;
    m_refresh->start(static_cast<int>(std::max<qint64>(0, kRefreshMs - since)));
}

bool TrainingDashboard::canBeSeen() const
{
    return isVisible() && !window()->isMinimized();
}

void TrainingDashboard::refreshIfSeen()
{
    // A hidden dashboard (another tab, minimised window) costs nothing to
    // keep; it catches up when shown.
    if (m_pending && canBeSeen())
        flush();
}

void TrainingDashboard::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    if (m_pending)
        m_refresh->start(0);
}

bool TrainingDashboard::flushChart(ChartId chart)
{
    bool changed = false;
    for (auto& [name, c] : m_curves[chart]) {
        if (!c.dirty)
            continue;
        const int buckets = std::max(kMinBuckets, static_cast<int>(m_charts[chart]->plotArea().width()) / kPixelsPerBucket);
        const std::vector<QPointF> shown = decimate(c.points, buckets);
        c.series->replace(QList<QPointF>(shown.begin(), shown.end()));
        c.series->setPointsVisible(shown.size() <= kMarkedPointsMax);  // a lone validation point shows
        c.dirty = false;
        changed = true;
    }
    if (changed)
        refreshAxes(chart);
    return changed;
}

void TrainingDashboard::refreshAxes(ChartId chart)
{
    Span x;
    std::map<QValueAxis*, Span> y;  // the throughput chart has a second y axis
    for (const auto& [name, c] : m_curves[chart]) {
        x.include(c.x);
        y[c.axisY].include(c.y);
    }
    if (x.empty())
        return;
    const bool stepAxis = chart != Loss && chart != Dice;  // grows by one per step
    applyRange(m_axisX[chart], fitAxisRange(x, rangeOf(m_axisX[chart]), stepAxis ? 0.25 : 0.0));
    for (const auto& [axis, span] : y)
        applyRange(axis, chart == Dice ? niceRange(0.0, 1.0) : fitAxisRange(span, rangeOf(axis), 0.0));
}

void TrainingDashboard::updateSummary()
{
    if (!m_haveEpoch) {
        m_summary->setText(tr("No training data yet."));
        return;
    }
    QString text = tr("Epoch %1 of %2   epoch time %3   elapsed %4   ETA %5")
                       .arg(m_lastEpoch.epoch + 1)
                       .arg(m_lastEpoch.plannedEpochs)
                       .arg(durationText(m_lastEpoch.epochSeconds))
                       .arg(durationText(m_lastEpoch.elapsedSeconds))
                       .arg(durationText(m_lastEpoch.etaSeconds));
    if (m_lastEpoch.budgetSeconds > 0)
        text += tr("   time budget %1").arg(durationText(m_lastEpoch.budgetSeconds));
    if (m_bestDice >= 0)
        text += tr("   best mean Dice %1").arg(m_bestDice, 0, 'f', 4);
    if (!m_lastEpoch.device.empty())
        text += tr("   on %1, %2").arg(QString::fromStdString(m_lastEpoch.device), QString::fromStdString(m_lastEpoch.precision));
    m_summary->setText(text);
}

int TrainingDashboard::pointCount(ChartId chart, const QString& name) const
{
    const auto it = m_curves[chart].find(name);
    return it == m_curves[chart].end() ? 0 : static_cast<int>(it->second.points.size());
}

int TrainingDashboard::drawnPointCount(ChartId chart, const QString& name) const
{
    const auto it = m_curves[chart].find(name);
    return it == m_curves[chart].end() ? 0 : static_cast<int>(it->second.series->count());
}

bool TrainingDashboard::exportChart(ChartId chart, const QString& basePath) const
{
    if (!m_views[chart]->grab().save(basePath + ".png"))
        return false;
    QFile file(basePath + ".csv");
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return false;
    QTextStream out(&file);
    out << "curve,x,y\n";
    for (const auto& [name, c] : m_curves[chart])
        for (const QPointF& p : c.points)
            out << '"' << name << "\"," << QString::number(p.x(), 'g', 10) << ',' << QString::number(p.y(), 'g', 10) << '\n';
    return true;
}

}  // namespace segstudio::widgets
