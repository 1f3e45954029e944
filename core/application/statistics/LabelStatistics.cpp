#include "application/statistics/LabelStatistics.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <limits>
#include <optional>
#include <sstream>
#include <unordered_map>

#include "application/viewing/ScanViewing.h"
#include "common/formats/CsvText.h"
#include "common/Errors.h"
#include "io/ScanIO.h"

namespace segstudio::application {
namespace {

// One z slice of component-interleaved values, converted once so the
// accumulation below is written once for every pair of voxel types.
template <class Out> void readSlice(const Volume& volume, int64_t z, std::vector<Out>& out)
{
    const int64_t sliceValues = volume.geometry.size[0] * volume.geometry.size[1] * volume.components;
    out.resize(static_cast<std::size_t>(sliceValues));
    visitScalarType(volume.type, [&](auto tag) {
        using T = decltype(tag);
        const T* source = volume.data<T>() + z * sliceValues;
        for (int64_t v = 0; v < sliceValues; ++v)
            out[static_cast<std::size_t>(v)] = static_cast<Out>(source[v]);
    });
}

struct Accumulator {
    int64_t voxels = 0;
    Size3 lo{std::numeric_limits<int64_t>::max(), std::numeric_limits<int64_t>::max(), std::numeric_limits<int64_t>::max()};
    Size3 hi{-1, -1, -1};
    double indexSum[3] = {0, 0, 0};
    std::vector<double> sum, squaredDeviations, min, max;
    std::vector<int64_t> finite;
};

// Label value -> accumulator slot: a dense table over the value range when
// it is small (every label map and instance map in practice), else a hash.
class SlotTable {
public:
    SlotTable(int64_t lowest, int64_t highest) : m_lowest(lowest)
    {
        if (highest - lowest < (int64_t{1} << 24))
            m_dense.assign(static_cast<std::size_t>(highest - lowest + 1), -1);
    }
    int& slot(int64_t value)
    {
        return m_dense.empty() ? m_sparse.try_emplace(value, -1).first->second
                               : m_dense[static_cast<std::size_t>(value - m_lowest)];
    }

private:
    int64_t m_lowest;
    std::vector<int> m_dense;
    std::unordered_map<int64_t, int> m_sparse;
};

std::string formatNumber(double value)
{
    if (std::isnan(value))
        return "nan";
    char text[40];
    std::snprintf(text, sizeof text, "%.10g", value);
    return text;
}

}  // namespace

double reportedExtent(const LabelStatisticsReport& report, const LabelStatisticsRow& row)
{
    if (report.planar)
        return row.areaMm2 * (report.micrometres ? 1e6 : 1.0);
    return report.micrometres ? row.volumeMm3 * 1e9 : row.volumeMm3 / 1000.0;
}

std::string reportedExtentUnit(const LabelStatisticsReport& report)
{
    if (report.planar)
        return report.micrometres ? "µm²" : "mm²";
    return report.micrometres ? "µm³" : "mL";
}

bool reportInMicrometres(const Geometry& geometry, bool patientOrientation)
{
    const double finest = geometry.size[2] > 1 ? std::min({geometry.spacing[0], geometry.spacing[1], geometry.spacing[2]})
                                               : std::min(geometry.spacing[0], geometry.spacing[1]);
    return !patientOrientation && finest < 0.1;
}

std::vector<LabelStatisticsRow> computeLabelStatistics(const Volume& labels, const Volume* scan, const std::string& labelFile)
{
    if (labels.components != 1)
        throw InputError(labelFile, "channels", "a label map has one value per voxel, this one has " +
                                                    std::to_string(labels.components));
    if (!isIntegerType(labels.type))
        distinctLabelValues(labels, labelFile);  // throws for a value that is not a whole number
    if (scan) {
        const std::vector<std::string> differences = geometryDifferences(scan->geometry, labels.geometry);
        if (!differences.empty())
            throw InputError(labelFile, "geometry", "the label map is not on the scan's grid: " + differences.front());
    }
    const ValueRange range = valueRange(labels);
    SlotTable slots(static_cast<int64_t>(range.min), static_cast<int64_t>(range.max));
    std::vector<Accumulator> accumulators;
    std::vector<int64_t> labelOfSlot;
    const int channels = scan ? scan->components : 0;
    const Size3& size = labels.geometry.size;
    const int64_t sliceVoxels = size[0] * size[1];
    std::vector<int64_t> labelSlice;
    std::vector<double> scanSlice;

    // Pass 1: counts, boxes, index sums, channel sums and extremes.
    for (int64_t z = 0; z < size[2]; ++z) {
        readSlice(labels, z, labelSlice);
        if (scan)
            readSlice(*scan, z, scanSlice);
        for (int64_t v = 0; v < sliceVoxels; ++v) {
            const int64_t label = labelSlice[static_cast<std::size_t>(v)];
            if (label == 0)
                continue;
            int& slot = slots.slot(label);
            if (slot < 0) {
                slot = static_cast<int>(accumulators.size());
                labelOfSlot.push_back(label);
                Accumulator fresh;
                fresh.sum.assign(channels, 0);
                fresh.squaredDeviations.assign(channels, 0);
                fresh.min.assign(channels, std::numeric_limits<double>::infinity());
                fresh.max.assign(channels, -std::numeric_limits<double>::infinity());
                fresh.finite.assign(channels, 0);
                accumulators.push_back(std::move(fresh));
            }
            Accumulator& a = accumulators[static_cast<std::size_t>(slot)];
            const int64_t index[3] = {v % size[0], v / size[0], z};
            ++a.voxels;
            for (int d = 0; d < 3; ++d) {
                a.lo[d] = std::min(a.lo[d], index[d]);
                a.hi[d] = std::max(a.hi[d], index[d]);
                a.indexSum[d] += static_cast<double>(index[d]);
            }
            for (int c = 0; c < channels; ++c) {
                const double value = scanSlice[static_cast<std::size_t>(v * channels + c)];
                if (!std::isfinite(value))
                    continue;
                a.sum[c] += value;
                a.min[c] = std::min(a.min[c], value);
                a.max[c] = std::max(a.max[c], value);
                ++a.finite[c];
            }
        }
    }
    // Pass 2: squared deviations from each mean (two passes stay exact where
    // a sum of squares would cancel, e.g. CT values around 1000).
    for (int64_t z = 0; scan && z < size[2]; ++z) {
        readSlice(labels, z, labelSlice);
        readSlice(*scan, z, scanSlice);
        for (int64_t v = 0; v < sliceVoxels; ++v) {
            const int64_t label = labelSlice[static_cast<std::size_t>(v)];
            if (label == 0)
                continue;
            Accumulator& a = accumulators[static_cast<std::size_t>(slots.slot(label))];
            for (int c = 0; c < channels; ++c) {
                const double value = scanSlice[static_cast<std::size_t>(v * channels + c)];
                if (std::isfinite(value)) {
                    const double deviation = value - a.sum[c] / static_cast<double>(a.finite[c]);
                    a.squaredDeviations[c] += deviation * deviation;
                }
            }
        }
    }

    const Vec3& spacing = labels.geometry.spacing;
    std::vector<LabelStatisticsRow> rows;
    for (std::size_t s = 0; s < accumulators.size(); ++s) {
        const Accumulator& a = accumulators[s];
        LabelStatisticsRow row;
        row.label = labelOfSlot[s];
        row.voxels = a.voxels;
        row.volumeMm3 = static_cast<double>(a.voxels) * spacing[0] * spacing[1] * spacing[2];
        row.areaMm2 = static_cast<double>(a.voxels) * spacing[0] * spacing[1];
        row.boxMin = a.lo;
        row.boxMax = a.hi;
        const double n = static_cast<double>(a.voxels);
        row.centroidMm = labels.geometry.indexToWorld({a.indexSum[0] / n, a.indexSum[1] / n, a.indexSum[2] / n});
        for (int c = 0; c < channels; ++c) {
            ChannelSummary summary;
            summary.nonFinite = a.voxels - a.finite[c];
            if (a.finite[c] == 0) {
                summary.mean = summary.sd = summary.min = summary.max = std::numeric_limits<double>::quiet_NaN();
            } else {
                const double count = static_cast<double>(a.finite[c]);
                summary.mean = a.sum[c] / count;
                summary.sd = std::sqrt(a.squaredDeviations[c] / count);
                summary.min = a.min[c];
                summary.max = a.max[c];
            }
            row.channels.push_back(summary);
        }
        rows.push_back(std::move(row));
    }
    std::sort(rows.begin(), rows.end(), [](const auto& a, const auto& b) { return a.label < b.label; });
    return rows;
}

std::string labelStatisticsCsv(const LabelStatisticsReport& report)
{
    const bool um = report.micrometres;
    const char* length = um ? "um" : "mm";
    std::ostringstream csv;
    csv << "label,name,voxels," << (report.planar ? (um ? "area_um2" : "area_mm2") : (um ? "volume_um3" : "volume_ml"));
    for (int c = 0; c < report.channels; ++c)
        for (const char* what : {"mean", "sd", "min", "max"})
            csv << ",c" << c << '_' << what;
    csv << ",bbox_min_i,bbox_min_j,bbox_min_k,bbox_max_i,bbox_max_j,bbox_max_k";
    for (const char* axis : {"x", "y", "z"})
        csv << ",centroid_" << (report.patientOrientation ? "lps_" : "") << axis << '_' << length;
    csv << '\n';
    for (const LabelStatisticsRow& row : report.rows) {
        const auto name = report.names.find(row.label);
        csv << row.label << ',' << csvField(name == report.names.end() ? std::string() : name->second) << ','
            << row.voxels << ',' << formatNumber(reportedExtent(report, row));
        for (const ChannelSummary& channel : row.channels)
            csv << ',' << formatNumber(channel.mean) << ',' << formatNumber(channel.sd) << ',' << formatNumber(channel.min)
                << ',' << formatNumber(channel.max);
        for (int d = 0; d < 3; ++d)
            csv << ',' << row.boxMin[d];
        for (int d = 0; d < 3; ++d)
            csv << ',' << row.boxMax[d];
        for (int d = 0; d < 3; ++d)
            csv << ',' << formatNumber(row.centroidMm[d] * (um ? 1000.0 : 1.0));
        csv << '\n';
    }
    return csv.str();
}

LabelStatisticsReport labelStatisticsOfFiles(const LabelStatisticsRequest& request)
{
    using Clock = std::chrono::steady_clock;
    auto seconds = [](Clock::time_point since) { return std::chrono::duration<double>(Clock::now() - since).count(); };
    auto start = Clock::now();
    const Volume labels = io::readScan(request.labelFile);
    std::optional<Volume> scan;
    if (!request.channelFiles.empty())
        scan = readChannelFiles(request.channelFiles);
    LabelStatisticsReport report;
    report.readSeconds = seconds(start);
    start = Clock::now();
    report.rows = computeLabelStatistics(labels, scan ? &*scan : nullptr, request.labelFile);
    report.computeSeconds = seconds(start);
    report.channels = scan ? scan->components : 0;
    const std::string& geometrySource = request.channelFiles.empty() ? request.labelFile : request.channelFiles.front();
    report.patientOrientation = io::carriesPatientOrientation(geometrySource);
    report.planar = labels.geometry.size[2] == 1;
    report.micrometres = reportInMicrometres(labels.geometry, report.patientOrientation);
    if (const auto context = datasetOfScan(request.labelFile); context && !context->dataset.instances)
        for (const auto& [value, name] : context->dataset.labels)
            report.names[value] = name;
    return report;
}

}  // namespace segstudio::application
