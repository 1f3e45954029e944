#include "widgets/training/SegmentationController.h"

#include <QMetaObject>
#include <QThread>
#include <QtConcurrent>

#include <chrono>

#include "application/segment/ModelParts.h"
#include "application/segment/SegmentPyramidScan.h"
#include "application/segment/SegmentScan.h"
#include "common/Errors.h"
#include "engine/infer/ModelPackage.h"

namespace segstudio::widgets {

namespace {

void reportProgress(SegmentationController* reporter, int done, int total)
{
    QMetaObject::invokeMethod(reporter, [reporter, done, total] { Q_EMIT reporter->progress(done, total); },
                              Qt::QueuedConnection);
}

// A task shipped as parts (application/segment/ModelParts.h, TotalSegmentator's
// "total"): each part segments the scan, their maps merged into one. No
// uncertainty map: the parts share no classes. Progress counts every part's windows.
SegmentationResult segmentWithParts(const std::shared_ptr<const Volume>& scan, const std::string& scanFile,
                                    const std::vector<std::string>& partFolders, const QString& device, const std::shared_ptr<std::atomic<bool>>& cancel,
                                    SegmentationController* reporter, SegmentationResult result,
                                    std::chrono::steady_clock::time_point start)
{
    application::ModelParts parts(partFolders, device.toStdString());
    application::SegmentOptions options;
    options.threads = QThread::idealThreadCount();
    options.autoMirroring = true;
    const int partCount = static_cast<int>(parts.size());
    const application::ScanSegmentation segmentation = parts.segment(
        {*scan}, "scan", scanFile, options,
        [reporter, partCount](std::size_t part, int done, int total) {
            reportProgress(reporter, static_cast<int>(part) * total + done, partCount * total);
        },
        cancel.get());
    if (segmentation.cancelled) {
        result.cancelled = true;
        return result;
    }
    result.labels = std::make_shared<DisplayVolume>(toDisplayOrder(segmentation.labels));
    for (const auto& [value, name] : parts.labels())
        result.labelNames[value] = QString::fromStdString(name);
    result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return result;
}

SegmentationResult segment(const std::shared_ptr<const Volume>& scan, const QString& scanFile, const QString& modelPath,
                           const QString& device,
                           const std::shared_ptr<std::atomic<bool>>& cancel, SegmentationController* reporter)
{
    SegmentationResult result;
    result.modelPath = modelPath;
    const auto start = std::chrono::steady_clock::now();
    try {
        const std::string source = scanFile.isEmpty() ? scan->geometry.describe() : scanFile.toStdString();
        const std::vector<std::string> parts = application::modelPartsOf(modelPath.toStdString());
        if (!parts.empty())
            return segmentWithParts(scan, source, parts, device, cancel, reporter, std::move(result), start);
        application::ModelEnsemble models({modelPath.toStdString()}, device.toStdString());
        const engine::ModelInfo& info = models.info();
        application::SegmentOptions options;
        options.threads = QThread::idealThreadCount();
        options.uncertainty = UncertaintyMeasure::Entropy;
        options.autoMirroring = true;
        const application::ScanSegmentation segmentation = application::segmentScan(
            models, {*scan}, "scan", source, options,
            [reporter](int done, int total) { reportProgress(reporter, done, total); },
            cancel.get());
        if (segmentation.cancelled) {
            result.cancelled = true;
            return result;
        }
        result.labels = std::make_shared<DisplayVolume>(toDisplayOrder(segmentation.labels));
        result.uncertainty = std::make_shared<DisplayVolume>(toDisplayOrder(*segmentation.uncertainty));
        for (const auto& [value, name] : info.labels)
            result.labelNames[value] = QString::fromStdString(name);
    } catch (const std::exception& error) {
        result.error = QString::fromStdString(error.what());
    }
    result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return result;
}

SegmentationResult segmentAtFullResolution(const QString& scanFile, const Geometry& scanGeometry, const Geometry& overviewGrid,
                                           const QString& labelFile, const QString& modelPath, const QString& device,
                                           const std::shared_ptr<std::atomic<bool>>& cancel, SegmentationController* reporter)
{
    SegmentationResult result;
    result.modelPath = modelPath;
    result.scanFile = scanFile;
    result.labelFile = labelFile;
    const auto start = std::chrono::steady_clock::now();
    try {
        if (!application::modelPartsOf(modelPath.toStdString()).empty())
            throw InputError(modelPath.toStdString(), "parts",
                             "a model shipped as parts segments scans held whole; this scan is larger than memory. "
                             "Segment it with `segstudio-cli predict --model` on a server, or with one part's folder");
        application::ModelEnsemble models({modelPath.toStdString()}, device.toStdString());
        application::PyramidSegmentation segmentation = application::segmentPyramidScan(
            models, scanFile.toStdString(), scanGeometry, overviewGrid, labelFile.toStdString(), QThread::idealThreadCount(),
            [reporter](const application::PyramidSegmentationProgress& p) {
                const bool indexing = p.stage == application::PyramidSegmentationProgress::Stage::Indexing;
                QMetaObject::invokeMethod(
                    reporter, [reporter, p, indexing] { Q_EMIT reporter->rowsDone(p.done, p.total, p.etaSeconds, indexing); },
                    Qt::QueuedConnection);
            },
            cancel.get());
        if (segmentation.run.cancelled) {
            result.cancelled = true;
            return result;
        }
        result.fullResolution = segmentation.labels;
        result.reused = segmentation.reused;
        result.labels = std::make_shared<DisplayVolume>(toDisplayOrder(segmentation.overview));
        result.resumedAtRow = segmentation.run.resumedAtRow;
        for (const std::string& note : segmentation.run.notes)
            result.notes << QString::fromStdString(note);
        for (const auto& [value, name] : models.info().labels)
            result.labelNames[value] = QString::fromStdString(name);
    } catch (const std::exception& error) {
        result.error = QString::fromStdString(error.what());
    }
    result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return result;
}

}  // namespace

SegmentationController::SegmentationController(QObject* parent) : QObject(parent)
{
    qRegisterMetaType<SegmentationResult>();
    m_pool.setMaxThreadCount(1);
    m_pool.setExpiryTimeout(0);  // the thread (and its OpenMP team) ends when idle
    connect(&m_watcher, &QFutureWatcherBase::finished, this, [this] { Q_EMIT finished(m_watcher.result()); });
}

SegmentationController::~SegmentationController()
{
    cancel();
    m_watcher.waitForFinished();
}

bool SegmentationController::start(std::shared_ptr<const Volume> scan, const QString& scanFile, const QString& modelPath,
                                   const QString& device)
{
    if (busy())
        return false;
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    m_watcher.setFuture(QtConcurrent::run(&m_pool,
        [scan, scanFile, modelPath, device, cancel = m_cancel, this] {
            return segment(scan, scanFile, modelPath, device, cancel, this);
        }));
    return true;
}

bool SegmentationController::startAtFullResolution(const QString& scanFile, const Geometry& scanGeometry,
                                                   const Geometry& overviewGrid, const QString& labelFile,
                                                   const QString& modelPath, const QString& device)
{
    if (busy())
        return false;
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    m_watcher.setFuture(QtConcurrent::run(&m_pool, [scanFile, scanGeometry, overviewGrid, labelFile, modelPath, device,
                                                     cancel = m_cancel, this] {
        return segmentAtFullResolution(scanFile, scanGeometry, overviewGrid, labelFile, modelPath, device, cancel, this);
    }));
    return true;
}

void SegmentationController::cancel()
{
    if (m_cancel)
        m_cancel->store(true);
}

}  // namespace segstudio::widgets
