#include "widgets/views/ScanLoader.h"

#include <QCoreApplication>
#include <QtConcurrent>

#include <algorithm>
#include <cmath>
#include <optional>

#include "common/Errors.h"
#include "common/image/Statistics.h"
#include "application/labeledit/FullResolutionLabels.h"
#include "application/viewing/ScanViewing.h"

namespace segstudio::widgets {

namespace {

constexpr int64_t kStatisticsSamples = 2'000'000;

ChannelStatistics channelStatistics(const Volume& v, int component)
{
    ChannelStatistics out;
    std::vector<double> samples = sampledFiniteValues(v, component, kStatisticsSamples);
    if (samples.empty())
        return out;
    const ValueRange range = valueRange(v, component);
    out.minimum = range.min;
    out.maximum = range.max;
    out.percentile01 = percentile(samples, 1.0);
    out.percentile99 = percentile(samples, 99.0);
    out.percentile995 = percentile(samples, 99.5);
    if (out.percentile99 <= out.percentile01) {
        out.percentile01 = out.minimum;
        out.percentile99 = out.percentile995 = std::max(out.maximum, out.minimum + 1);
    }
    return out;
}

std::vector<std::string> filesToRead(const QString& path, ScanRole role, ChannelFiles channels,
                                     const std::optional<io::ScanDatasetContext>& context)
{
    const std::string file = path.toStdString();
    if (role != ScanRole::Image || channels == ChannelFiles::Single ||
        (channels == ChannelFiles::AllInDataset && !context))
        return {file};
    return application::channelFilesOfScan(file);
}

// The names of a scan's `components` channels: red, green, blue (alpha) for
// a colour image, else the dataset's channels when they match, else the
// channel this file is of in its dataset, else the names the file gives
// (`inFile`, OME metadata); empty when nothing says.
QStringList channelNamesOf(const std::optional<io::ScanDatasetContext>& context, int components, bool colour,
                           const std::vector<std::string>& inFile = {})
{
    QStringList names;
    if (colour) {
        names = QStringList{QCoreApplication::translate("ScanLoader", "Red"), QCoreApplication::translate("ScanLoader", "Green"),
                            QCoreApplication::translate("ScanLoader", "Blue"), QCoreApplication::translate("ScanLoader", "Alpha")}
                    .mid(0, components);
    } else if (context && context->dataset.channelCount() == components) {
        for (const std::string& name : context->dataset.channelNames)
            names << QString::fromStdString(name);
    } else if (context && components == 1 && !context->channelName.empty()) {
        names << QString::fromStdString(context->channelName);
    } else if (inFile.size() == static_cast<std::size_t>(components)) {
        for (const std::string& name : inFile)
            names << QString::fromStdString(name);
    }
    return names;
}

// The display copy and its per-channel statistics.
void setDisplay(LoadedScan& out, std::shared_ptr<DisplayVolume> display)
{
    for (int c = 0; c < display->volume.components; ++c)
        out.statistics.push_back(channelStatistics(display->volume, c));
    out.display = std::move(display);
}

}  // namespace

LoadedScan loadScan(const QString& path, ScanRole role, ChannelFiles channels, const ScanLoadOptions& options)
{
    LoadedScan out;
    out.role = role;
    out.path = path;
    try {
        // Here, off the GUI thread: finding the dataset lists its folders.
        const std::optional<io::ScanDatasetContext> context = application::datasetOfScan(path.toStdString());
        if (context) {
            // An instance dataset's label maps hold one id per object, not its classes.
            for (const auto& [value, name] : context->dataset.labels)
                if (!context->dataset.instances || value == 0)
                    out.datasetLabelNames[value] = QString::fromStdString(name);
            if (context->dataset.ignoreLabelValue)
                out.datasetLabelNames[*context->dataset.ignoreLabelValue] = QCoreApplication::translate("ScanLoader", "ignore (not annotated)");
        }
        const std::vector<std::string> files = filesToRead(path, role, channels, context);
        if (role == ScanRole::Image && files.size() == 1 && application::opensAsPyramid(files.front(), options.pyramidMemoryShare)) {
            ProgressCallback progress;
            if (options.pyramidProgress)
                progress = [&](const ProgressEvent& event) { options.pyramidProgress(event.done, event.total); };
            auto pyramid = std::make_shared<const PyramidSlices>(application::openScanPyramid(files.front(), progress, options.cancel.get()));
            out.channelFiles << path;
            out.patientOrientation = application::carriesPatientOrientation(files.front());
            out.pyramid = pyramid;
            auto display = std::make_shared<DisplayVolume>(pyramid->readOverview());
            out.channelNames = channelNamesOf(context, display->volume.components, false,
                                              application::channelNamesInFile(files.front()));
            setDisplay(out, std::move(display));
            return out;
        }
        if (role == ScanRole::LabelMap && files.size() == 1 && options.pyramidScan) {
            // On the pyramid scan's full-resolution grid: read box by box, never whole.
            const application::ScanPyramid& scan = options.pyramidScan->pyramid();
            if (application::opensAtFullResolution(files.front(), scan.geometry())) {
                ProgressCallback progress;
                if (options.pyramidProgress)
                    progress = [&](const ProgressEvent& event) { options.pyramidProgress(event.done, event.total); };
                application::OpenedFullResolutionLabels opened = application::openFullResolutionLabelsWithOverview(
                    files.front(), scan.geometry(), scan.levelGeometry(scan.overviewLevel()), progress, options.cancel.get());
                out.fullResolution = std::move(opened.labels);
                setDisplay(out, std::make_shared<DisplayVolume>(toDisplayOrder(opened.overview)));
                return out;
            }
        }
        std::vector<Volume> volumes;
        std::vector<std::string> namesInFile;
        for (const std::string& file : files) {
            application::ViewedFile viewed = application::readFileToView(file);
            if (files.size() == 1)
                namesInFile = viewed.channelNames;
            volumes.push_back(std::move(viewed.volume));
            for (const Problem& w : viewed.warnings)
                out.warnings << QString::fromStdString(w.toString());
            out.channelFiles << QString::fromStdString(file);
            if (file == path.toStdString()) {
                out.openedChannel = static_cast<int>(out.channelFiles.size()) - 1;
                out.patientOrientation = viewed.patientOrientation;
            }
        }
        Volume stored = volumes.size() == 1 ? std::move(volumes.front()) : application::mergeChannelFiles(files, std::move(volumes));
        if (role == ScanRole::LabelMap) {
            if (stored.components != 1)
                throw InputError(path.toStdString(), "labels", "a label map must have one channel, this file has " +
                                                                    std::to_string(stored.components));
            distinctLabelValues(stored, path.toStdString());  // throws for non-integer labels
            if (!isIntegerType(stored.type))
                stored = stored.convertedTo(ScalarType::Int16);
        }
        if (role == ScanRole::Uncertainty) {
            if (stored.components != 1)
                throw InputError(path.toStdString(), "uncertainty", "an uncertainty map must have one channel, this file has " +
                                                                         std::to_string(stored.components));
            if (stored.type != ScalarType::Float32)
                stored = stored.convertedTo(ScalarType::Float32);
        }
        out.colour = role == ScanRole::Image && files.size() == 1 && (stored.components == 3 || stored.components == 4) && stored.type == ScalarType::UInt8;
        out.channelNames = channelNamesOf(context, stored.components, out.colour, namesInFile);
        if (role == ScanRole::LabelMap)
            out.stored = std::make_shared<const Volume>(stored);
        // Images are not kept as stored: the display copy takes their voxels over when it can.
        setDisplay(out, std::make_shared<DisplayVolume>(toDisplayOrder(std::move(stored))));
    } catch (const std::bad_alloc&) {
        out.error = QCoreApplication::translate("ScanLoader", "%1: not enough memory to open this scan").arg(path);
    } catch (const std::exception& error) {
        out.error = QString::fromStdString(error.what());
    }
    return out;
}

ScanLoader::ScanLoader(QObject* parent) : QObject(parent)
{
    qRegisterMetaType<LoadedScan>();
    connect(&m_watcher, &QFutureWatcherBase::finished, this, &ScanLoader::onFinished);
}

ScanLoader::~ScanLoader()
{
    if (m_cancelRunning)
        m_cancelRunning->store(true);
    m_watcher.waitForFinished();
}

int ScanLoader::load(const QString& path, ScanRole role, ChannelFiles channels)
{
    const int id = m_nextId++;
    m_queue.push_back({id, path, role, channels});
    if (!m_running)
        startNext();
    return id;
}

void ScanLoader::cancelAll()
{
    m_queue.clear();
    if (m_running) {
        m_dropRunning = true;
        m_cancelRunning->store(true);
    }
    Q_EMIT cancelled();
}

void ScanLoader::startNext()
{
    if (m_queue.empty()) {
        Q_EMIT idle();
        return;
    }
    const Request request = m_queue.front();
    m_queue.pop_front();
    m_running = true;
    m_dropRunning = false;
    Q_EMIT started(request.path);
    ScanLoadOptions options;
    options.pyramidMemoryShare = m_pyramidMemoryShare;
    options.pyramidScan = m_pyramidScan;
    m_cancelRunning = std::make_shared<std::atomic<bool>>(false);
    options.cancel = m_cancelRunning;
    options.pyramidProgress = [this, path = request.path](int done, int total) {
        QMetaObject::invokeMethod(this, [this, path, done, total] { Q_EMIT pyramidProgress(path, done, total); }, Qt::QueuedConnection);
    };
    m_watcher.setFuture(QtConcurrent::run([request, options] {
        LoadedScan scan = loadScan(request.path, request.role, request.channels, options);
        scan.requestId = request.id;
        return scan;
    }));
}

void ScanLoader::onFinished()
{
    m_running = false;
    const LoadedScan scan = m_watcher.result();
    if (!m_dropRunning) {
        if (scan.error.isEmpty())
            Q_EMIT loaded(scan);
        else
            Q_EMIT failed(scan.error);
    }
    startNext();
}

}  // namespace segstudio::widgets
