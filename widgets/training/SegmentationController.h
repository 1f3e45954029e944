#pragma once
// "Segment current scan": preprocess the scan the way the model was trained,
// run sliding-window inference on a worker thread (progress, cancel) and
// return the label map on the scan's own grid, with the voxel uncertainty
// (the normalised entropy of the probabilities). GUI thread API.
#include <QFutureWatcher>
#include <QThreadPool>
#include <QObject>
#include <QString>

#include <atomic>
#include <map>
#include <memory>

#include "widgets/views/DisplayGeometry.h"

namespace segstudio::widgets {

struct SegmentationResult {
    QString modelPath;
    std::shared_ptr<const DisplayVolume> labels;  // display order, the scan's geometry
    std::shared_ptr<const DisplayVolume> uncertainty;  // float32 entropy (common/image/Uncertainty.h), same grid
    std::map<int, QString> labelNames;
    QString error;      // non-empty: failed (names the model or scan and the reason)
    bool cancelled = false;
    double seconds = 0;
};

class SegmentationController : public QObject {
    Q_OBJECT
public:
    explicit SegmentationController(QObject* parent = nullptr);
    ~SegmentationController() override;

    // Starts segmenting `scan` (the volume as stored, with its geometry) with
    // the model package or run folder at `modelPath`. False if already busy.
    bool start(std::shared_ptr<const Volume> scan, const QString& modelPath, const QString& device = "auto");
    void cancel();
    bool busy() const { return m_watcher.isRunning(); }

Q_SIGNALS:
    void progress(int done, int total);
    void finished(const segstudio::widgets::SegmentationResult& result);

private:
    // One thread that ends with each job: LibTorch's OpenMP keeps a team of
    // threads for every thread that ran a parallel region until that thread
    // exits, and a leftover team makes a later training run's team sleep
    // between regions instead of spinning (measured: 14% of the CPU idle and
    // steps 5-20% slower on 2 cores; bench/README.md).
    QThreadPool m_pool;
    QFutureWatcher<SegmentationResult> m_watcher;
    std::shared_ptr<std::atomic<bool>> m_cancel;
};

}  // namespace segstudio::widgets

Q_DECLARE_METATYPE(segstudio::widgets::SegmentationResult)
