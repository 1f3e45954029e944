#include "application/segment/SegmentInBlocks.h"

#include <algorithm>
#include <chrono>
#include <deque>
#include <filesystem>
#include <memory>

#include "common/Errors.h"
#include "common/formats/JsonFile.h"
#include "common/system/AtomicFile.h"
#include "common/system/FolderLock.h"
#include "io/FileStamp.h"
#include "io/blockwise/SlabPreprocessing.h"

namespace segstudio::application {

namespace fs = std::filesystem;

namespace {

// The hidden file the rows go to before the finished map is renamed over OUTPUT.
std::string partialPath(const std::string& outputPath)
{
    const fs::path out(outputPath);
    return (out.parent_path() / ("." + out.filename().string() + ".partial.mha")).string();
}

// What the rows written so far depend on: a run resumes only when all of it is unchanged.
Json runIdentity(const ModelEnsemble& models, const std::string& scanPath, const BlockwiseOptions& options,
                 int64_t blockRows)
{
    Json identity = scanAndModelIdentity(models, scanPath);
    identity.update({{"average", models.average() == EnsembleAverage::Logits ? "logits" : "probabilities"},
                     {"overlap", options.predict.overlap},
                     {"mirroring", options.predict.mirroring},
                     {"window_batch", options.predict.windowBatch},
                     {"precision", static_cast<int>(options.predict.precision)},
                     {"block_rows", blockRows},
                     {"uncertainty",
                      options.uncertaintyPath.empty() ? "" : fs::absolute(options.uncertaintyPath).string()}});
    return identity;
}

Json sumsToJson(const StructureUncertaintyRows::Sums& s)
{
    return {{"rows_counted", s.rowsCounted}, {"sum", s.sum}, {"counted", s.counted},
            {"structure_voxels", s.structureVoxels}, {"maximum", s.maximum}};
}

StructureUncertaintyRows::Sums sumsFromJson(const Json& j)
{
    StructureUncertaintyRows::Sums s;
    s.rowsCounted = j.at("rows_counted").get<int64_t>();
    s.sum = j.at("sum").get<double>();
    s.counted = j.at("counted").get<int64_t>();
    s.structureVoxels = j.at("structure_voxels").get<int64_t>();
    s.maximum = j.at("maximum").get<double>();
    return s;
}

// Network rows of probabilities, held from the first one a block still needs.
class NetworkRows {
public:
    explicit NetworkRows(std::unique_ptr<engine::RowPrediction> rows, int64_t classes, int64_t rowVoxels)
        : m_rows(std::move(rows)), m_classes(classes), m_rowVoxels(rowVoxels)
    {
    }

    // Outputs planar over rows [first, end); false when cancelled.
    bool gather(int64_t first, int64_t end, const std::atomic<bool>* cancel, std::vector<float>& out)
    {
        while (m_chunks.empty() || m_chunks.back().firstRow + m_chunks.back().rows < end) {
            std::optional<engine::PredictedRows> next = m_rows->next(cancel);
            if (!next)
                return false;
            m_chunks.push_back(std::move(*next));
        }
        while (!m_chunks.empty() && m_chunks.front().firstRow + m_chunks.front().rows <= first)
            m_chunks.pop_front();  // no later block maps from rows above `first`
        out.assign(static_cast<std::size_t>(m_classes * (end - first) * m_rowVoxels), 0.0f);
        for (const engine::PredictedRows& chunk : m_chunks) {
            const int64_t lo = std::max(first, chunk.firstRow), hi = std::min(end, chunk.firstRow + chunk.rows);
            for (int64_t k = 0; k < m_classes && hi > lo; ++k)
                std::copy_n(chunk.probabilities.begin() + ((k * chunk.rows + lo - chunk.firstRow) * m_rowVoxels),
                            (hi - lo) * m_rowVoxels,
                            out.begin() + ((k * (end - first) + lo - first) * m_rowVoxels));
        }
        return true;
    }

private:
    std::unique_ptr<engine::RowPrediction> m_rows;
    int64_t m_classes, m_rowVoxels;
    std::deque<engine::PredictedRows> m_chunks;
};

}  // namespace

Json scanAndModelIdentity(const ModelEnsemble& models, const std::string& scanPath)
{
    const io::FileStamp stamp = io::fileStamp(scanPath);
    return {{"scan", fs::absolute(scanPath).string()}, {"scan_bytes", stamp.bytes}, {"scan_modified", stamp.modified},
            {"model", models.info().toJson()}, {"members", models.size()}};
}

std::string blockwiseRecordPath(const std::string& outputPath) { return outputPath + ".partial.json"; }

int64_t blockRowsFor(const Geometry& scanGeometry, int channels, const BlockwiseOptions& options)
{
    if (options.blockRows > 0)
        return std::min(options.blockRows, scanGeometry.size[2]);
    return io::rowsOfAbout32MiB(scanGeometry, std::max(1, channels));
}

int64_t blockRowsOfStoppedRun(const std::string& outputPath)
{
    try {
        if (fs::exists(blockwiseRecordPath(outputPath)))
            return readJsonFile(blockwiseRecordPath(outputPath)).at("identity").at("block_rows").get<int64_t>();
    } catch (const std::exception&) {
        // unreadable: segmentInBlocks ignores it too
    }
    return 0;
}

uint64_t blockwiseMemoryBound(const ModelEnsemble& models, const Geometry& scan, int channels,
                              const BlockwiseOptions& options, bool scanStreams, bool labelsStream)
{
    const engine::ModelInfo& info = models.info();
    const int64_t block = blockRowsFor(scan, channels, options);
    double scale[3];
    for (int a = 0; a < 3; ++a)
        scale[a] = std::max(1.0, scan.spacing[a] / info.preprocessing.targetSpacingXyz[a]);  // network voxels per source voxel
    const double netRow = std::ceil(scan.size[0] * scale[0]) * std::ceil(scan.size[1] * scale[1]);
    const double srcRow = static_cast<double>(scan.size[0]) * static_cast<double>(scan.size[1]);
    const Size3 netSize{static_cast<int64_t>(std::ceil(scan.size[0] * scale[0])),
                        static_cast<int64_t>(std::ceil(scan.size[1] * scale[1])),
                        static_cast<int64_t>(std::ceil(scan.size[2] * scale[2]))};
    const double live = static_cast<double>(models.liveRows(netSize, options.predict));
    const double classes = std::max(1, info.classes);
    const double netBlock = block * scale[2] + 4;  // network rows one block maps from, with margins
    const double margin = info.preprocessing.imageInterpolation == ImageInterpolation::BSpline ? 34 : 4;
    double bytes = 0;
    bytes += 4 * srcRow * channels * (live / std::max(1.0, scale[2]) + margin) * 3;  // source rows read, cached, cropped
    bytes += 4 * netRow * channels * live * 3;                                       // network rows, the window's input
    bytes += 4 * netRow * (classes + 2) * live * models.size();                      // the windows' accumulators
    bytes += 4 * netRow * classes * (netBlock + live) * 2;                           // probability rows held and gathered
    bytes += srcRow * block * (4 * 3 + 2 + 4 + 4);                                   // mapping back: a class, best, labels
    const bool uncertainty = !options.uncertaintyPath.empty();
    if (uncertainty)
        bytes += srcRow * (block * 4 * 2 + 3 * 5);  // entropy summed and mapped back; three rows for the shell
    const double voxels = srcRow * static_cast<double>(scan.size[2]);
    if (!scanStreams)
        bytes += voxels * channels * (4 + 4);  // read whole: as stored (up to 4 bytes here) and its values
    if (!labelsStream)
        bytes += voxels * (static_cast<double>(scalarSize(io::labelTypeFor(info.preprocessing))) + (uncertainty ? 4 : 0));
    return static_cast<uint64_t>(bytes);
}

int64_t blockRowsWithin(const ModelEnsemble& models, const Geometry& scanGeometry, int channels,
                        BlockwiseOptions options, bool scanStreams, bool labelsStream, uint64_t limitBytes)
{
    for (int64_t rows = blockRowsFor(scanGeometry, channels, options); rows >= 1; rows /= 2) {
        options.blockRows = rows;
        if (blockwiseMemoryBound(models, scanGeometry, channels, options, scanStreams, labelsStream) <= limitBytes)
            return rows;
    }
    return 0;
}

BlockwiseSegmentation segmentInBlocks(ModelEnsemble& models, const std::string& scanPath, const std::string& outputPath,
                                      const BlockwiseOptions& options,
                                      const std::function<void(const BlockwiseProgress&)>& progress,
                                      const std::atomic<bool>* cancel)
{
    const engine::ModelInfo& info = models.info();
    const PreprocessingPlan& plan = info.preprocessing;
    if (plan.instances)
        throw InputError(info.folder, "instances",
                         "instance models separate objects over the whole volume; block-wise prediction cannot "
                         "(segment the scan whole, or crop it)");
    if (info.isMonaiBundle())
        throw InputError(info.folder, "configs/inference.json",
                         "a MONAI bundle reorients and crops the whole scan before its network; block-wise prediction "
                         "cannot (segment the scan whole)");
    io::ScanSlabReader reader(scanPath);
    const Geometry& geometry = reader.header().geometry;
    const int channels = reader.header().components;
    if (channels != info.inputChannels)
        throw InputError(scanPath, "channels",
                         "has " + std::to_string(channels) + " channel(s); the model " + info.folder + " takes " +
                             std::to_string(info.inputChannels) + " (its input_channels)");
    if (info.network.dimensions == 3 && info.patchXyz[2] > 1 && geometry.size[2] == 1)
        throw InputError(scanPath, "dimensions", "is a 2D image; the model " + info.folder + " is a 3D network");

    BlockwiseSegmentation result;
    const int64_t depth = geometry.size[2];
    const int64_t blockRows = blockRowsFor(geometry, channels, options);
    const bool withUncertainty = !options.uncertaintyPath.empty();
    const bool streamsOut = io::streamsLabelRows(outputPath) &&
                            (!withUncertainty || io::streamsLabelRows(options.uncertaintyPath));
    result.memoryBoundBytes = blockwiseMemoryBound(models, geometry, channels, options, reader.streams(), streamsOut);
    if (!info.keepLargestComponent.empty())
        result.notes.push_back("the model's largest-component postprocessing needs the whole label map and was not applied");
    if (!reader.streams())
        result.notes.push_back(reader.header().format + " cannot be read in blocks: the scan was read whole");
    const std::string record = blockwiseRecordPath(outputPath), partial = partialPath(outputPath);
    const std::string uncertaintyPartial = withUncertainty ? partialPath(options.uncertaintyPath) : std::string();
    if (!streamsOut)
        result.notes.push_back("only .mha label maps are written block by block; this one is held whole and written at the end");

    for (const std::string& file : {outputPath, options.uncertaintyPath}) {
        std::error_code error;
        if (!file.empty() && !fs::path(file).parent_path().empty())
            fs::create_directories(fs::path(file).parent_path(), error);
        if (error)
            throw InputError(file, "folder", "cannot be created: " + error.message());
    }
    // One run per output: a second one (another window, the CLI beside the
    // workbench) would resume or delete this one's partial file and record.
    std::vector<std::unique_ptr<OutputFileLock>> locks;
    for (const std::string& file : {outputPath, options.uncertaintyPath})
        if (!file.empty())
            locks.push_back(std::make_unique<OutputFileLock>(file, "segmenting " + scanPath + " into it",
                                                             std::chrono::milliseconds(0)));
    // Resume when the record matches this run exactly.
    const Json identity = runIdentity(models, scanPath, options, blockRows);
    std::optional<io::SlabCase> slabCase;
    int64_t rowsDone = 0;
    std::optional<StructureUncertaintyRows> structure;
    if (withUncertainty)
        structure.emplace(geometry);
    if (streamsOut && fs::exists(record) && fs::exists(partial) && (!withUncertainty || fs::exists(uncertaintyPartial))) {
        try {
            const Json saved = readJsonFile(record);
            if (saved.at("identity") == identity) {
                slabCase = io::SlabCase::fromJson(saved.at("case"), record);
                rowsDone = std::clamp<int64_t>(saved.at("rows_done").get<int64_t>(), 0, depth);
                if (withUncertainty) {  // from the last counted row on, for the sums
                    structure.emplace(geometry, sumsFromJson(saved.at("uncertainty_sums")));
                    rowsDone = std::min(rowsDone, structure->restartRow());
                }
            }
        } catch (const std::exception&) {
            slabCase.reset();  // a damaged record: start afresh
            rowsDone = 0;
            if (withUncertainty)
                structure.emplace(geometry);
        }
    }
    if (!slabCase) {
        slabCase = io::planSlabCase(reader, plan, blockRows, options.threads, [cancel] { return cancel && cancel->load(); });
        if (!slabCase) {
            result.cancelled = true;
            return result;
        }
        rowsDone = 0;
    }
    result.resumedAtRow = rowsDone;
    auto saveRecord = [&](int64_t rows) {
        Json saved{{"identity", identity}, {"case", slabCase->toJson()}, {"rows_done", rows}};
        if (structure)
            saved["uncertainty_sums"] = sumsToJson(structure->sums());
        writeFileAtomically(record, saved.dump(1));
    };
    if (streamsOut)
        saveRecord(rowsDone);

    const Size3 netSize = slabCase->mapping.resampled.size;
    io::LabelSlabWriter writer(outputPath, partial, geometry, io::labelTypeFor(plan), rowsDone);
    std::optional<io::LabelSlabWriter> uncertaintyWriter;
    if (withUncertainty)
        uncertaintyWriter.emplace(options.uncertaintyPath, uncertaintyPartial, geometry, ScalarType::Float32, rowsDone);
    int64_t firstNeeded = netSize[2];  // the first network row a remaining block maps from
    for (int64_t first = rowsDone; first < depth; first += blockRows) {
        const auto rows = io::networkRowsFor(*slabCase, first, std::min(depth, first + blockRows));
        if (rows.second > rows.first) {
            firstNeeded = rows.first;
            break;
        }
    }
    NetworkRows network(models.predictRows(
                            channels, netSize, options.predict,
                            [&](int64_t a, int64_t b) {
                                return io::preprocessedRows(reader, *slabCase, plan, a, b, options.threads);
                            },
                            firstNeeded),
                        info.classes, netSize[0] * netSize[1]);

    const auto start = std::chrono::steady_clock::now();
    const int64_t startRows = rowsDone;
    std::vector<float> probabilities;
    for (int64_t first = rowsDone; first < depth; first += blockRows) {
        const int64_t end = std::min(depth, first + blockRows);
        const auto netRows = io::networkRowsFor(*slabCase, first, end);
        if ((cancel && cancel->load()) ||
            (netRows.second > netRows.first && !network.gather(netRows.first, netRows.second, cancel, probabilities))) {
            if (!(cancel && cancel->load()))
                throw std::logic_error("segmentInBlocks: the sliding window ended before the last block");
            result.cancelled = true;
            return result;
        }
        io::SourcePrediction rows =
            io::sourceRows(*slabCase, plan, probabilities, netRows, first, end, options.threads, withUncertainty);
        writer.append(rows.labels);
        if (withUncertainty) {
            uncertaintyWriter->append(*rows.entropy);
            structure->add(*rows.entropy, rows.labels);
        }
        ++result.blocks;
        if (streamsOut)
            saveRecord(end);
        if (progress) {
            BlockwiseProgress p;
            p.rowsDone = end;
            p.rowsTotal = depth;
            p.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
            const double rate = static_cast<double>(end - startRows) / std::max(p.seconds, 1e-9);
            p.etaSeconds = static_cast<double>(depth - end) / rate;
            progress(p);
        }
    }
    if (withUncertainty) {
        uncertaintyWriter->finish();
        result.uncertainty = structure->finish();
    }
    writer.finish();
    std::error_code ignored;
    fs::remove(record, ignored);
    return result;
}

}  // namespace segstudio::application
