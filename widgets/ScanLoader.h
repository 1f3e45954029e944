#pragma once
// Reads scans and label maps off the GUI thread (ITK reader, reordering into
// display axes, intensity statistics), one request at a time, in order.
// Cancel drops the running request's result at once; the read itself
// finishes in the background (ITK readers cannot be interrupted).
#include <QFutureWatcher>
#include <QObject>
#include <QString>

#include <deque>
#include <memory>

#include "DisplayGeometry.h"

namespace segstudio::widgets {

enum class ScanRole { Image, LabelMap };

struct LoadedScan {
    int requestId = 0;
    ScanRole role = ScanRole::Image;
    QString path;
    std::shared_ptr<const DisplayVolume> display;
    std::shared_ptr<const Volume> stored;  // label maps only: for resampling onto another grid
    double minimum = 0, maximum = 0, percentile01 = 0, percentile99 = 0;
    QString error;  // non-empty: the file could not be used (names the file and the reason)
};

// Runs on any thread: read, check (label maps: one integer channel),
// reorder, and compute statistics. Never throws; errors go to `error`.
LoadedScan loadScan(const QString& path, ScanRole role);

class ScanLoader : public QObject {
    Q_OBJECT
public:
    explicit ScanLoader(QObject* parent = nullptr);
    ~ScanLoader() override;

    // Queues a read; returns its id.
    int load(const QString& path, ScanRole role);
    void cancelAll();
    bool busy() const { return m_running || !m_queue.empty(); }

Q_SIGNALS:
    void started(const QString& path);
    void loaded(const segstudio::widgets::LoadedScan& scan);
    void failed(const QString& message);
    void cancelled();
    void idle();

private:
    void startNext();
    void onFinished();

    struct Request {
        int id;
        QString path;
        ScanRole role;
    };
    std::deque<Request> m_queue;
    QFutureWatcher<LoadedScan> m_watcher;
    bool m_running = false;
    bool m_dropRunning = false;
    int m_nextId = 1;
};

}  // namespace segstudio::widgets

Q_DECLARE_METATYPE(segstudio::widgets::LoadedScan)
