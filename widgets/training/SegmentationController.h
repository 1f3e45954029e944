#pragma once
// "Segment current scan": preprocess the scan the way the model was trained,
// run sliding-window inference on a worker thread (progress, cancel) and
// return the label map on the scan's own grid, with the voxel uncertainty
// (the normalised entropy of the probabilities). A scan open as a pyramid
// is segmented at full resolution instead, block by block from its file
// (application/segment/SegmentPyramidScan.h). GUI thread API.
#include <QFutureWatcher>
#include <QThreadPool>
#include <QObject>
#include <QString>
#include <QStringList>

#include <atomic>
#include <map>
#include <memory>

#include "widgets/views/DisplayGeometry.h"

namespace segstudio::edit {
class BrickedLabelMap;
}

namespace segstudio::widgets {

struct SegmentationResult {
    QString modelPath;
    std::shared_ptr<const DisplayVolume> labels;  // display order, the scan's geometry
    // float32 entropy (common/image/Uncertainty.h), same grid; null for a model
    // shipped as parts (application/segment/ModelParts.h), whose maps are merged
    std::shared_ptr<const DisplayVolume> uncertainty;
    std::map<int, QString> labelNames;
    // A pyramid scan's map at full resolution (then `labels` is its rendition on
    // the overview's grid and there is no uncertainty), read from `labelFile`.
    std::shared_ptr<edit::BrickedLabelMap> fullResolution;
    QString scanFile, labelFile;
    bool reused = false;  // labelFile was finished earlier from the same scan and model
    QStringList notes;  // what block-wise segmentation left out
    qint64 resumedAtRow = 0;
    QString error;      // non-empty: failed (names the model or scan and the reason)
    bool cancelled = false;
    double seconds = 0;
};

class SegmentationController : public QObject {
    Q_OBJECT
public:
    explicit SegmentationController(QObject* parent = nullptr);
    ~SegmentationController() override;

    // Starts segmenting `scan` (the volume as stored, with its geometry),
    // read from `scanFile` (its first channel's file; empty for a scan of no
    // file), with the model package or run folder at `modelPath`. The file
    // names the scan in errors and tells a MONAI bundle how its reader sees
    // it (engine/infer/MonaiLoading.h), as predict does. False if busy.
    bool start(std::shared_ptr<const Volume> scan, const QString& scanFile, const QString& modelPath,
               const QString& device = "auto");
    // Starts segmenting the scan in `scanFile` (a pyramid scan: `scanGeometry`
    // its full-resolution grid, `overviewGrid` the scene's) at full resolution
    // into `labelFile`, which the result's map then reads from. False if busy.
    bool startAtFullResolution(const QString& scanFile, const Geometry& scanGeometry, const Geometry& overviewGrid,
                               const QString& labelFile, const QString& modelPath, const QString& device = "auto");
    void cancel();
    bool busy() const { return m_watcher.isRunning(); }

Q_SIGNALS:
    void progress(int done, int total);
    // At full resolution: rows of the scan segmented (etaSeconds -1 before the
    // first block), then rows of the label file indexed (`indexing`).
    void rowsDone(qint64 done, qint64 total, double etaSeconds, bool indexing);
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
