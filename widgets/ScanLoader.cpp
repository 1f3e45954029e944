#include "ScanLoader.h"

#include <QCoreApplication>
#include <QtConcurrent>

#include <algorithm>
#include <cmath>

#include "common/Errors.h"
#include "common/Statistics.h"
#include "io/ScanIO.h"

namespace segstudio::widgets {

namespace {

constexpr int64_t kStatisticsSamples = 2'000'000;

void computeStatistics(const Volume& v, LoadedScan& out)
{
    const int64_t voxels = v.voxelCount();
    const int64_t step = std::max<int64_t>(1, voxels / kStatisticsSamples);
    std::vector<double> samples;
    samples.reserve(static_cast<std::size_t>(voxels / step + 1));
    for (int64_t i = 0; i < voxels; i += step) {
        const double x = v.valueAsDouble(i * v.components);
        if (std::isfinite(x))
            samples.push_back(x);
    }
    if (samples.empty())
        return;
    const ValueRange range = valueRange(v);
    out.minimum = range.min;
    out.maximum = range.max;
    out.percentile01 = percentile(samples, 1.0);
    out.percentile99 = percentile(samples, 99.0);
    if (out.percentile99 <= out.percentile01) {
        out.percentile01 = out.minimum;
        out.percentile99 = std::max(out.maximum, out.minimum + 1);
    }
}

}  // namespace

LoadedScan loadScan(const QString& path, ScanRole role)
{
    LoadedScan out;
    out.role = role;
    out.path = path;
    try {
        Volume stored = io::readScan(path.toStdString());
        if (role == ScanRole::LabelMap) {
            if (stored.components != 1)
                throw InputError(path.toStdString(), "labels", "a label map must have one channel, this file has " +
                                                                    std::to_string(stored.components));
            distinctLabelValues(stored, path.toStdString());  // throws for non-integer labels
            if (!isIntegerType(stored.type))
                stored = stored.convertedTo(ScalarType::Int16);
        }
        auto display = std::make_shared<DisplayVolume>(toDisplayOrder(stored));
        computeStatistics(display->volume, out);
        out.display = display;
        if (role == ScanRole::LabelMap)
            out.stored = std::make_shared<Volume>(std::move(stored));
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

ScanLoader::~ScanLoader() { m_watcher.waitForFinished(); }

int ScanLoader::load(const QString& path, ScanRole role)
{
    const int id = m_nextId++;
    m_queue.push_back({id, path, role});
    if (!m_running)
        startNext();
    return id;
}

void ScanLoader::cancelAll()
{
    m_queue.clear();
    if (m_running)
        m_dropRunning = true;
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
    m_watcher.setFuture(QtConcurrent::run([request] {
        LoadedScan scan = loadScan(request.path, request.role);
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
