#pragma once
// Reads scans and label maps off the GUI thread (ITK reader, reordering into
// display axes, intensity statistics), one request at a time, in order.
// Cancel drops the running request's result at once; the read itself
// finishes in the background (ITK readers cannot be interrupted), except a
// pyramid being built, which stops after the rows it is reading.
#include <QFutureWatcher>
#include <QObject>
#include <QString>
#include <QStringList>

#include <atomic>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <vector>

#include "widgets/views/DisplayGeometry.h"
#include "edit/BrickedLabelMap.h"
#include "widgets/views/PyramidSlices.h"

namespace segstudio::widgets {

// Uncertainty: a float map of one channel in [0, 1] (predict --uncertainty),
// shown as a heat overlay (UncertaintyOverlay.h).
enum class ScanRole { Image, LabelMap, Uncertainty };

// Which files make up an image: the opened file alone, every channel file
// of its case ("<case>_0000", "<case>_0001", ... beside it), or every
// channel file only when the scan lies in a dataset folder (the default).
enum class ChannelFiles { Single, AllOfCase, AllInDataset };

struct LoadedScan {
    int requestId = 0;
    ScanRole role = ScanRole::Image;
    QString path;             // the file the user opened
    QStringList channelFiles; // images: every file read, in channel order (one file may hold several channels)
    std::shared_ptr<const DisplayVolume> display;  // components = channels
    std::shared_ptr<const Volume> stored;  // label maps only: for resampling onto another grid
    // A scan larger than the memory share, opened as a pyramid: `display` is
    // its overview level. Null for a scan read whole.
    std::shared_ptr<const PyramidSlices> pyramid;
    // A label map on the full-resolution grid of the scan open as a pyramid
    // (ScanLoadOptions::pyramidScan): held at full resolution, read box by
    // box; `display` is then its rendition on the scan's overview grid.
    std::shared_ptr<edit::BrickedLabelMap> fullResolution;
    std::vector<ChannelStatistics> statistics;     // one per channel
    // Channel names: dataset.json's ("FLAIR", "CT", ...), "Red"/"Green"/"Blue"
    // for colour images, else empty; one per channel when known.
    QStringList channelNames;
    int openedChannel = 0;  // the channel of the file the user opened
    bool colour = false;    // 8-bit RGB(A) pixels: shown in colour
    // The opened file places its voxels in a patient (NIfTI, NRRD, MetaImage,
    // DICOM), not a picture (PNG, TIFF): orientation letters and plane names.
    bool patientOrientation = true;
    std::map<int, QString> datasetLabelNames;  // from the scan's dataset.json; empty otherwise
    QString error;  // non-empty: the file could not be used (names the file and the reason)
    // What the files leave unsaid and the reader assumed (io::ScanHeader::warnings),
    // one line each naming the file: shown, the scan still opens.
    QStringList warnings;
};

struct ScanLoadOptions {
    // An image of one file whose voxels need more than this share of the
    // available memory opens as a pyramid (application::opensAsPyramid).
    double pyramidMemoryShare = 0.25;
    // Building a pyramid the first time: rows of the scan read so far.
    std::function<void(int done, int total)> pyramidProgress;
    // Set by another thread: a pyramid being built stops (the load fails).
    std::shared_ptr<const std::atomic<bool>> cancel;
    // The scan open as a pyramid, if any: a label map on its full-resolution
    // grid opens at full resolution (LoadedScan::fullResolution).
    std::shared_ptr<const PyramidSlices> pyramidScan;
};

// Runs on any thread: read, check (label maps: one integer channel; channel
// files: the same geometry), reorder, and compute statistics. Never throws;
// errors go to `error`.
LoadedScan loadScan(const QString& path, ScanRole role, ChannelFiles channels = ChannelFiles::AllInDataset,
                    const ScanLoadOptions& options = {});

class ScanLoader : public QObject {
    Q_OBJECT
public:
    explicit ScanLoader(QObject* parent = nullptr);
    ~ScanLoader() override;

    // Queues a read; returns its id.
    int load(const QString& path, ScanRole role, ChannelFiles channels = ChannelFiles::AllInDataset);
    void cancelAll();
    // Images larger than this share of the available memory open as a pyramid (default 0.25).
    void setPyramidMemoryShare(double share) { m_pyramidMemoryShare = share; }
    double pyramidMemoryShare() const { return m_pyramidMemoryShare; }
    // The scan open as a pyramid (null: none); label maps read after this see it.
    void setPyramidScan(std::shared_ptr<const PyramidSlices> pyramid) { m_pyramidScan = std::move(pyramid); }
    bool busy() const { return m_running || !m_queue.empty(); }

Q_SIGNALS:
    void started(const QString& path);
    void loaded(const segstudio::widgets::LoadedScan& scan);
    void failed(const QString& message);
    void cancelled();
    void idle();
    // A pyramid being built for `path` (its first opening): rows read of the total.
    void pyramidProgress(const QString& path, int done, int total);

private:
    void startNext();
    void onFinished();

    struct Request {
        int id;
        QString path;
        ScanRole role;
        ChannelFiles channels;
    };
    std::deque<Request> m_queue;
    QFutureWatcher<LoadedScan> m_watcher;
    bool m_running = false;
    bool m_dropRunning = false;
    std::shared_ptr<std::atomic<bool>> m_cancelRunning;  // the running request's build stops when set
    int m_nextId = 1;
    double m_pyramidMemoryShare = 0.25;
    std::shared_ptr<const PyramidSlices> m_pyramidScan;
};

}  // namespace segstudio::widgets

Q_DECLARE_METATYPE(segstudio::widgets::LoadedScan)
