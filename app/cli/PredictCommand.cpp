// segstudio-cli predict: sliding-window inference of a trained model on scans,
// written as label maps (and optionally probabilities) on each scan's own
// geometry (application/segment/SegmentScan.h).
#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <memory>
#include <optional>
#include <set>

#include <CLI/CLI.hpp>

#include "Commands.h"
#include "Interrupts.h"
#include "ModelReport.h"
#include "Terminal.h"
#include "application/dicom/DicomConversion.h"
#include "application/review/EvaluatePredictions.h"
#include "application/segment/ModelParts.h"
#include "application/segment/ModelTrust.h"
#include "application/segment/SegmentInBlocks.h"
#include "application/segment/SegmentScan.h"
#include "application/worklist/UncertaintyWorklist.h"
#include "common/system/AtomicFile.h"
#include "common/Errors.h"
#include "common/system/ParallelFor.h"
#include "common/system/SystemMemory.h"
#include "engine/dist/DistributedEnvironment.h"
#include "engine/infer/ModelPackage.h"
#include "io/Dataset.h"
#include "io/ScanIO.h"
#include "io/blockwise/ScanSlabs.h"

namespace segstudio::cli {

namespace fs = std::filesystem;
using namespace segstudio::engine;

namespace {

struct PredictCliOptions {
    std::vector<std::string> models;
    std::string input;
    std::string output;
    std::string device = "auto";
    double overlap = 0.5;
    bool mirroring = false, noMirroring = false;  // neither: on for a GPU, off for a CPU
    std::string ensembleAverage = "logits";
    bool cudaGraphs = false;
    engine::Precision precision = engine::Precision::Auto;
    bool probabilities = false;
    bool postprocess = true;
    bool uncertainty = false;
    std::string uncertaintyMeasure = "auto";  // auto, entropy, disagreement
    int threads = 0;
    // label-map (the scan's own format), nifti, nrrd, metaimage, ome-tiff, png,
    // or dicom-seg / rtstruct (a DICOM series in)
    std::string format = "label-map";
    bool trustModel = false;  // record a yes for the models' TorchScript modules (ModelTrust.h)
    int64_t blockRows = 0;    // > 0: block by block, this many rows per block
    double memoryLimitGb = 0; // block by block when one pass needs more (0: the memory available now)
};

// One case: its image files (channels) and where its outputs go.
struct PredictionJob {
    io::DatasetCase scan;
    std::string output;
};

bool sameFile(const std::string& a, const std::string& b)
{
    std::error_code errorA, errorB;
    const fs::path pathA = fs::weakly_canonical(a, errorA), pathB = fs::weakly_canonical(b, errorB);
    return !errorA && !errorB && pathA == pathB;
}

// Refuses outputs that would overwrite a scan: the input folder itself, or a
// label map path that is one of the inputs.
void checkOutputsSpareTheScans(const PredictCliOptions& o, const std::vector<PredictionJob>& jobs)
{
    std::error_code error;
    if (fs::is_directory(o.input) && fs::is_directory(o.output) && fs::equivalent(o.input, o.output, error))
        throw InputError(o.output, "--output",
                         "is the input folder; label maps written there could overwrite the scans: choose another folder");
    for (const PredictionJob& job : jobs)
        for (const std::string& scan : job.scan.imageFiles)
            if (sameFile(scan, job.output) || sameFile(scan, application::probabilitiesPathFor(job.output)) ||
                sameFile(scan, application::uncertaintyPathFor(job.output)))
                throw InputError(job.output, "--output", "is the scan " + scan + " itself; choose another output");
}

// The measure asked for: "auto" is the disagreement where it can be measured
// (--tta or an ensemble), else the entropy.
UncertaintyMeasure chooseUncertaintyMeasure(const PredictCliOptions& o, const application::ModelEnsemble& models,
                                            const PredictOptions& options)
{
    if (o.uncertaintyMeasure == "entropy")
        return UncertaintyMeasure::Entropy;
    if (o.uncertaintyMeasure == "disagreement") {
        if (!models.canMeasureDisagreement(options))
            throw InputError("", "--uncertainty-measure",
                             "disagreement needs --tta or several models (an ensemble); use entropy");
        return UncertaintyMeasure::Disagreement;
    }
    return application::defaultUncertaintyMeasure(models, options);
}

void printWorklist(const application::Worklist& worklist, const std::string& path, bool json)
{
    if (json) {
        printJsonLine({{"event", "worklist"}, {"file", path}, {"first", worklist.entries.front().caseId}});
        return;
    }
    std::printf("Worklist (%s, most uncertain first) -> %s\n  rank  case                  mean   structure mL\n",
                uncertaintyMeasureName(worklist.measure), path.c_str());
    for (std::size_t i = 0; i < worklist.entries.size(); ++i) {
        const application::WorklistEntry& e = worklist.entries[i];
        std::printf("  %4zu  %-20s %6.4f  %10.2f%s\n", i + 1, e.caseId.c_str(), e.score.mean, e.score.structureVolumeMl,
                    e.score.structureVoxels == 0 ? "  nothing predicted" : "");
    }
}

bool writesDicom(const PredictCliOptions& o) { return o.format == "dicom-seg" || o.format == "rtstruct"; }

// The output file's ending for a scan, when --output names a folder.
std::string outputEnding(const PredictCliOptions& o, const std::string& scanPath)
{
    static const std::map<std::string, std::string> endings = {
        {"dicom-seg", "_seg.dcm"}, {"rtstruct", "_rtstruct.dcm"}, {"nifti", ".nii.gz"}, {"nrrd", ".nrrd"},
        {"metaimage", ".mha"},     {"ome-tiff", ".ome.tif"},      {"png", ".png"}};
    const auto found = endings.find(o.format);
    return found != endings.end() ? found->second : io::labelMapExtensionFor(scanPath);
}

// --format dicom-seg|rtstruct: the input is one DICOM series, the output the
// object on it; probabilities and uncertainty maps have no DICOM form here.
void checkDicomOutput(const PredictCliOptions& o)
{
    if (!writesDicom(o))
        return;
    if (!fs::is_directory(o.input) || io::listDicomSeries(o.input).empty())
        throw InputError(o.input, "--format", o.format + " is written on a DICOM series: give its folder as --input");
    if (o.probabilities || o.uncertainty || o.uncertaintyMeasure != "auto")
        throw InputError("", "--format", o.format + " writes the label map only; --probabilities and --uncertainty "
                                                    "need --format label-map");
}

std::vector<PredictionJob> planJobs(const PredictCliOptions& o)
{
    checkDicomOutput(o);
    std::vector<PredictionJob> jobs;
    // A folder of DICOM files is one scan (a series), not one scan per slice;
    // so is an OME-Zarr store (its chunks are not looked at as DICOM files).
    const bool dicomSeries = fs::is_directory(o.input) &&
                             (io::isOmeZarrStore(o.input) || !io::listDicomSeries(o.input).empty());
    const bool folderOfScans = fs::is_directory(o.input) && !dicomSeries && !io::listScanFiles(o.input).empty();
    if (!folderOfScans) {  // one scan (a file, or a DICOM/slice folder)
        io::DatasetCase c;
        c.id = io::stripScanExtension(fs::path(o.input).filename().string());
        c.imageFiles = {o.input};
        std::string output = o.output;
        if (fs::is_directory(o.output))
            output = (fs::path(o.output) / (c.id + outputEnding(o, o.input))).string();
        jobs.push_back({c, output});
        checkOutputsSpareTheScans(o, jobs);
        return jobs;
    }
    for (const io::DatasetCase& c : io::listCasesInFolder(o.input))
        jobs.push_back({c, (fs::path(o.output) / (c.id + outputEnding(o, c.imageFiles.front()))).string()});
    checkOutputsSpareTheScans(o, jobs);
    fs::create_directories(o.output);
    return jobs;
}

// Under a cluster launcher (DistributedEnvironment.h) each rank segments
// every world-size-th scan, on its own GPU; the ranks need not talk.
std::vector<PredictionJob> shardOfRank(std::vector<PredictionJob> jobs, const engine::DistributedEnvironment& ranks,
                                       const PredictCliOptions& o, bool json)
{
    if (!ranks.distributed())
        return jobs;
    if (o.uncertainty || o.uncertaintyMeasure != "auto")
        throw InputError("", "--uncertainty", "the worklist ranks every scan together: run it in one process, "
                                              "not under a distributed launcher");
    std::vector<PredictionJob> mine;
    for (std::size_t j = static_cast<std::size_t>(ranks.rank); j < jobs.size(); j += static_cast<std::size_t>(ranks.worldSize))
        mine.push_back(jobs[j]);
    if (!json)
        std::printf("%s (%s): %zu of %zu scan(s)\n", ranks.describe().c_str(), ranks.origin.c_str(), mine.size(),
                    jobs.size());
    return mine;
}

// A job's block-wise settings (SegmentInBlocks.h): the one-pass settings,
// mirroring only when asked (a scan this large has many patches), the
// entropy map beside the output when asked.
application::BlockwiseOptions blockwiseOptionsFor(const PredictCliOptions& o, const PredictionJob& job,
                                                  const application::SegmentOptions& segment, int64_t blockRows)
{
    application::BlockwiseOptions blocks;
    blocks.predict = segment.predict;
    blocks.predict.mirroring = o.mirroring;
    if (segment.uncertainty)
        blocks.uncertaintyPath = application::uncertaintyPathFor(job.output);
    blocks.blockRows = blockRows;
    blocks.threads = segment.threads;
    return blocks;
}

// The rows per block when this job runs block by block (SegmentInBlocks.h),
// else 0: --block-rows when given; otherwise blocks only when one pass would
// need more than the memory limit and blocks of some height would not (the
// tallest such blocks up to the default's). Only single-file scans (or
// OME-Zarr stores) with plain label-map outputs qualify, with an entropy
// map at most (no class probabilities, no ensemble disagreement).
int64_t blockRowsForJob(const PredictCliOptions& o, const PredictionJob& job, const application::ModelEnsemble& models,
                        const application::SegmentOptions& segment, bool writesDicomOutput)
{
    if (job.scan.imageFiles.size() != 1 || writesDicomOutput || segment.withProbabilities ||
        (segment.uncertainty && *segment.uncertainty != UncertaintyMeasure::Entropy) || models.info().preprocessing.instances ||
        models.info().isMonaiBundle() ||
        (fs::is_directory(job.scan.imageFiles.front()) && !io::isOmeZarrStore(job.scan.imageFiles.front())))
        return 0;
    if (o.blockRows > 0)
        return o.blockRows;
    // A stopped block-wise run of this output continues with its own block height.
    if (const int64_t stopped = application::blockRowsOfStoppedRun(job.output))
        return stopped;
    const io::ScanHeader header = io::readScanHeader(job.scan.imageFiles.front());
    const uint64_t limit = o.memoryLimitGb > 0 ? static_cast<uint64_t>(o.memoryLimitGb * double(1 << 30)) : availableMemoryBytes();
    if (application::segmentationMemoryEstimate(models.info(), header.geometry, header.components, segment) <= limit)
        return 0;
    // Too large for one pass: block by block when that fits, else one pass refuses, saying what it needs.
    const std::string& scan = job.scan.imageFiles.front();
    return application::blockRowsWithin(models, header.geometry, header.components, blockwiseOptionsFor(o, job, segment, 0),
                                        io::scanStreamsRows(scan), io::streamsLabelRows(job.output), limit);
}

// With segment.uncertainty (entropy), the scan's entry joins `worklist`.
void predictInBlocks(const PredictCliOptions& o, const PredictionJob& job, application::ModelEnsemble& models,
                     const application::SegmentOptions& segment, int64_t blockRows, const std::atomic<bool>& cancel,
                     bool json, application::Worklist& worklist)
{
    const application::BlockwiseOptions blocks = blockwiseOptionsFor(o, job, segment, blockRows);
    std::unique_ptr<ProgressBar> bar;
    const application::BlockwiseSegmentation result = application::segmentInBlocks(
        models, job.scan.imageFiles.front(), job.output, blocks,
        [&](const application::BlockwiseProgress& p) {
            if (!bar)
                bar = std::make_unique<ProgressBar>("  " + job.scan.id, static_cast<int>(p.rowsTotal), json);
            bar->update(static_cast<int>(p.rowsDone), "rows");
        },
        &cancel);
    if (bar)
        bar->finish();
    if (json)
        printJsonLine({{"event", "blockwise"}, {"case", job.scan.id}, {"resumed_at_row", result.resumedAtRow},
                       {"blocks", result.blocks}, {"memory_bound_bytes", result.memoryBoundBytes}, {"notes", result.notes}});
    else {
        std::printf("  %s: block by block, at most about %s%s\n", job.scan.id.c_str(),
                    formatBytes(static_cast<double>(result.memoryBoundBytes)).c_str(),
                    result.resumedAtRow > 0 ? (", resumed at row " + std::to_string(result.resumedAtRow)).c_str() : "");
        for (const std::string& note : result.notes)
            std::printf("  note: %s\n", note.c_str());
    }
    if (result.cancelled)
        throw Cancelled("predict stopped in " + job.scan.id + "; run the same command again to continue after the "
                        "last written block (" + application::blockwiseRecordPath(job.output) + ")");
    if (result.uncertainty)
        worklist.entries.push_back({job.scan.id, job.scan.imageFiles, job.output, blocks.uncertaintyPath, *result.uncertainty});
}

// `stages`: where segmentScan's time went (not for block-wise prediction).
void reportWritten(const PredictionJob& job, std::chrono::steady_clock::time_point start, bool json,
                   const application::SegmentationStageSeconds* stages = nullptr)
{
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (json) {
        Json event{{"event", "prediction"}, {"case", job.scan.id}, {"output", job.output}, {"seconds", seconds}};
        if (stages)
            event["stage_seconds"] = {{"preprocess", stages->preprocess},
                                      {"network", stages->network},
                                      {"map_back", stages->mapBack},
                                      {"postprocess", stages->postprocess}};
        printJsonLine(event);
    } else if (stages) {
        std::printf("%s -> %s (%.2f s: preprocess %.2f, network %.2f, mapping back %.2f, postprocess %.2f)\n",
                    job.scan.id.c_str(), job.output.c_str(), seconds, stages->preprocess, stages->network,
                    stages->mapBack, stages->postprocess);
    } else {
        std::printf("%s -> %s (%.2f s)\n", job.scan.id.c_str(), job.output.c_str(), seconds);
    }
}

// A model of several parts (application/segment/ModelParts.h, e.g.
// TotalSegmentator's five results folders): each part segments every scan,
// the label maps are merged into one.
int predictWithParts(const PredictCliOptions& o, const std::vector<PredictionJob>& jobs,
                     const std::vector<std::string>& folders, bool json)
{
    if (o.probabilities || o.uncertainty)
        throw InputError(o.models.front(), o.probabilities ? "--probabilities" : "--uncertainty",
                         "a model of several parts writes one merged label map only");
    application::ModelParts parts(folders, o.device, o.threads);
    if (!json) {
        std::printf("Model of %zu parts, merged into one label map of %zu labels:\n", parts.size(), parts.labels().size());
        for (std::size_t p = 0; p < parts.size(); ++p)
            printImportedModel(parts.part(p).info(), parts.part(p).size());
        std::string merged;
        for (const auto& [value, name] : parts.labels())
            merged += (merged.empty() ? "" : ", ") + std::to_string(value) + " " + name;
        std::printf("Merged labels: %s\n", merged.c_str());
    }
    application::SegmentOptions segment;
    segment.predict.overlap = o.overlap;
    segment.predict.mirroring = o.mirroring;
    segment.predict.precision = o.precision;
    segment.autoMirroring = !o.mirroring && !o.noMirroring;
    segment.postprocess = o.postprocess;
    segment.threads = defaultWorkerCount();
    std::atomic<bool> cancel{false};
    const InterruptTarget target(cancel);
    for (const PredictionJob& job : jobs) {
        const auto start = std::chrono::steady_clock::now();
        std::vector<Volume> images;
        for (const std::string& file : job.scan.imageFiles)
            images.push_back(io::readScan(file));
        std::unique_ptr<ProgressBar> bar;
        std::size_t barPart = parts.size();
        const application::ScanSegmentation result = parts.segment(
            images, job.scan.id, job.scan.imageFiles.front(), segment,
            [&](std::size_t part, int done, int total) {
                if (part != barPart) {
                    if (bar)
                        bar->finish();
                    bar = std::make_unique<ProgressBar>("  " + job.scan.id + " part " + std::to_string(part + 1), total, json);
                    barPart = part;
                }
                bar->update(done, "window batches");
            },
            &cancel);
        if (bar)
            bar->finish();
        if (result.cancelled)
            throw Cancelled("predict stopped at " + job.scan.id + " (complete files only were written)");
        if (writesDicom(o)) {
            application::DicomTarget dicom;
            dicom.object = o.format == "rtstruct" ? application::DicomLabelObject::RtStruct : application::DicomLabelObject::Seg;
            dicom.referenceSeriesFolder = o.input;
            dicom.outputFile = job.output;
            dicom.modelName = fs::path(o.models.front()).filename().string();
            application::exportLabelMapsAsDicom({result.labels}, job.scan.id, parts.labels(), dicom);
        } else {
            io::writeScan(job.output, result.labels);
        }
        reportWritten(job, start, json, &result.seconds);
    }
    return kExitOk;
}

int runPredict(const PredictCliOptions& o, bool json)
{
    const engine::DistributedEnvironment ranks = engine::distributedEnvironmentOfProcess();
    // planJobs refuses outputs over the scans before any work.
    const std::vector<PredictionJob> jobs = shardOfRank(planJobs(o), ranks, o, json);
    const std::string device = ranks.distributed() && o.device == "cuda" ? "cuda:" + std::to_string(ranks.localRank)
                                                                        : o.device;
    if (o.models.size() == 1)
        if (const std::vector<std::string> parts = application::modelPartsOf(o.models.front()); !parts.empty())
            return predictWithParts(o, jobs, parts, json);
    if (o.trustModel)
        trustModulesOnRequest(o.models, json);
    application::ModelEnsemble models(o.models, device, o.threads);
    const ModelInfo& info = models.info();
    if (jobs.empty() && !ranks.distributed())  // a rank may have no share
        throw InputError(o.input, "", "holds no scans");
    if (!json && (info.isNnUNet() || info.isMonaiBundle()))
        printImportedModel(info, models.size());
    if (!json && info.validationMeanDice >= 0)
        std::printf("Model: %s (%d epochs, validation mean Dice %.4f) on %s; %zu scan(s)\n", info.folder.c_str(),
                    info.trainedEpochs, info.validationMeanDice, models.deviceName().c_str(), jobs.size());
    else if (!json && info.trainedEpochs > 0)
        std::printf("Model: %s (%d epochs) on %s; %zu scan(s)\n", info.folder.c_str(), info.trainedEpochs,
                    models.deviceName().c_str(), jobs.size());
    else if (!json)  // imported: its training is not recorded here
        std::printf("Model: %s on %s; %zu scan(s)\n", info.folder.c_str(), models.deviceName().c_str(), jobs.size());
    models.setAverage(o.ensembleAverage == "probabilities" ? application::EnsembleAverage::Probabilities
                                                           : application::EnsembleAverage::Logits);
    if (!json && models.size() > 1)
        std::printf("Ensemble of %zu models: %s averaged\n", models.size(), o.ensembleAverage.c_str());
    PredictOptions options;
    options.overlap = o.overlap;
    options.mirroring = o.mirroring;
    const bool autoMirroring = !o.mirroring && !o.noMirroring;
    if (!json && autoMirroring)
        std::printf("Test-time mirroring: %s (--tta or --no-tta to choose)\n",
                    application::describeDefaultMirroring(models).c_str());
    options.cudaGraphs = o.cudaGraphs;
    options.precision = o.precision;
    std::optional<UncertaintyMeasure> measure;
    if (o.uncertainty || o.uncertaintyMeasure != "auto")  // a measure implies --uncertainty
        measure = chooseUncertaintyMeasure(o, models, options);
    application::Worklist worklist;
    worklist.model = info.folder;
    worklist.scans = o.input;
    worklist.measure = measure.value_or(UncertaintyMeasure::Entropy);
    std::atomic<bool> cancel{false};
    const InterruptTarget target(cancel);
    for (std::size_t j = 0; j < jobs.size(); ++j) {
        const PredictionJob& job = jobs[j];
        const auto start = std::chrono::steady_clock::now();
        {
            application::SegmentOptions segment;
            segment.predict = options;
            segment.withProbabilities = o.probabilities;
            segment.uncertainty = measure;
            segment.threads = defaultWorkerCount();
            if (const int64_t blockRows = blockRowsForJob(o, job, models, segment, writesDicom(o))) {
                predictInBlocks(o, job, models, segment, blockRows, cancel, json, worklist);
                reportWritten(job, start, json);
                continue;
            }
        }
        std::vector<Volume> images;
        for (const std::string& file : job.scan.imageFiles)
            images.push_back(io::readScan(file));
        std::unique_ptr<ProgressBar> bar;  // created once the window count is known
        application::SegmentOptions segment;
        segment.predict = options;
        segment.autoMirroring = autoMirroring;
        segment.withProbabilities = o.probabilities;
        segment.postprocess = o.postprocess;
        segment.uncertainty = measure;
        segment.threads = defaultWorkerCount();
        const application::ScanSegmentation result = application::segmentScan(
            models, images, job.scan.id, job.scan.imageFiles.front(), segment,
            [&](int done, int total) {
                if (!bar)
                    bar = std::make_unique<ProgressBar>("  " + job.scan.id, total, json);
                bar->update(done, "window batches");
            },
            &cancel);
        if (bar)
            bar->finish();
        if (result.cancelled)
            throw Cancelled("predict stopped at " + job.scan.id + ": " + std::to_string(j) + " of " +
                            std::to_string(jobs.size()) + " scans were written (complete files only)");
        if (writesDicom(o)) {
            application::DicomTarget target;
            target.object = o.format == "rtstruct" ? application::DicomLabelObject::RtStruct
                                                   : application::DicomLabelObject::Seg;
            target.referenceSeriesFolder = o.input;
            target.outputFile = job.output;
            target.modelName = fs::path(info.folder).filename().string();
            application::exportLabelMapsAsDicom({result.labels}, job.scan.id, info.labels, target);
        } else {
            io::writeScan(job.output, result.labels);
        }
        if (result.probabilities)
            io::writeScan(application::probabilitiesPathFor(job.output), *result.probabilities);
        if (result.uncertainty) {
            application::WorklistEntry entry{job.scan.id, job.scan.imageFiles, job.output,
                                             application::uncertaintyPathFor(job.output),
                                             structureUncertainty(*result.uncertainty, result.labels)};
            io::writeScan(entry.uncertainty, *result.uncertainty);
            worklist.entries.push_back(std::move(entry));
        }
        reportWritten(job, start, json, &result.seconds);
    }
    if (measure && fs::is_directory(o.output)) {
        application::rankWorklist(worklist.entries);
        const std::string path = (fs::path(o.output) / application::kWorklistFile).string();
        application::writeWorklist(path, worklist);
        printWorklist(worklist, path, json);
    }
    return kExitOk;
}

}  // namespace

void addPredictCommands(CLI::App& app, CommandTable& table)
{
    auto p = std::make_shared<PredictCliOptions>();
    CLI::App* c = app.add_subcommand("predict", "Segment scans with a trained model (sliding window)");
    c->add_option("--model", p->models,
                  "Run folder, model package, or TorchScript folder (model.pt + model.sidecar.json); several (or a "
                  "train --folds folder) predict as an ensemble")
        ->required();
    c->add_option("--input", p->input, "Scan file, DICOM folder, or folder of scans (case_0000 = channel files)")->required();
    c->add_option("--output", p->output, "Label map file (or DICOM file, see --format), or folder for one file per case")
        ->required();
    c->add_option("--format", p->format,
                  "For an --output folder: label-map (default: each scan's own format, PNG in -> PNG out, TIFF in -> "
                  "OME-TIFF out, NIfTI for NIfTI and DICOM), nifti, nrrd, metaimage, ome-tiff or png; or dicom-seg / "
                  "rtstruct: a DICOM series in, a DICOM SEG or RT Structure Set on it out (<series>_seg.dcm / "
                  "_rtstruct.dcm)")
        ->check(CLI::IsMember({"label-map", "nifti", "nrrd", "metaimage", "ome-tiff", "png", "dicom-seg", "rtstruct"}));
    c->add_option("--device", p->device, "auto, cpu, cuda or cuda:N");
    c->add_option("--overlap", p->overlap, "Window overlap (0 to 0.95)")->check(CLI::Range(0.0, 0.95));
    auto* tta = c->add_flag("--tta", p->mirroring,
                            "Test-time mirroring: 8 predictions per window in 3D, 4 in 2D (default: on a GPU; on a CPU for "
                            "scans of up to " + std::to_string(application::kCpuMirroringPatches) + " patches)");
    c->add_flag("--no-tta", p->noMirroring, "No test-time mirroring, also on a GPU")->excludes(tta);
    c->add_option("--ensemble-average", p->ensembleAverage,
                  "How an ensemble's members are combined: logits (default, as nnU-Net v2 averages folds) or "
                  "probabilities")
        ->check(CLI::IsMember({"logits", "probabilities"}));
    c->add_flag("--cuda-graphs", p->cudaGraphs, "Replay each batch of windows as a CUDA graph (CUDA devices only)");
    std::map<std::string, engine::Precision> precisions;
    for (engine::Precision p : {engine::Precision::Auto, engine::Precision::Float32, engine::Precision::BFloat16,
                                engine::Precision::Float16})
        precisions[engine::precisionName(p)] = p;
    c->add_option("--precision", p->precision,
                  "Arithmetic of the network: auto (default: bf16 on GPUs and CPUs that compute it natively, fp16 on "
                  "other GPUs, fp32 on other CPUs), fp32, bf16, or fp16 (CUDA only)")
        ->transform(CLI::CheckedTransformer(precisions, CLI::ignore_case));
    c->add_flag("--probabilities", p->probabilities, "Also write <name>_probabilities.nii.gz (one channel per class)");
    c->add_flag("--uncertainty", p->uncertainty,
                "Also write <name>_uncertainty.nii.gz (0 certain .. 1 most uncertain) and, for a folder, "
                "worklist.json ranking the scans by mean uncertainty over the predicted structure");
    c->add_option("--uncertainty-measure", p->uncertaintyMeasure,
                  "entropy (of the averaged probabilities), disagreement (between --tta copies or ensemble "
                  "members), or auto (disagreement when it can be measured)")
        ->check(CLI::IsMember({"auto", "entropy", "disagreement"}));
    c->add_option("--threads", p->threads, "CPU threads (0 = physical cores)")->check(CLI::Range(0, 1024));
    c->add_flag("!--no-postprocessing", p->postprocess,
                "Skip the model's postprocessing (largest component per label), so the label map is exactly the "
                "argmax of the probabilities");
    c->add_flag("--trust-model", p->trustModel,
                "Trust the TorchScript module(s) among --model (after checking where they came from): SegStudio "
                "asks once per module, by SHA-256, and remembers (~/.config/segstudio/trusted-models.json)");
    c->add_option("--block-rows", p->blockRows,
                  "Segment block by block, this many z-rows per block: memory bounded by the slice area, whatever the "
                  "depth; a killed run continues after its last block (.mha outputs). Chosen automatically when one "
                  "pass would not fit in memory")
        ->check(CLI::Range(int64_t(1), int64_t(1) << 40));
    c->add_option("--memory-limit", p->memoryLimitGb,
                  "GB a scan may take in one pass; larger scans are segmented block by block (default: the memory "
                  "available now)")
        ->check(CLI::Range(0.001, 1e6));
    c->callback([&table, p] { table.run = [&table, p] { return runPredict(*p, table.json); }; });
}

void trustModulesOnRequest(const std::vector<std::string>& models, bool json)
{
    for (const application::ForeignModule& module : application::trustModules(models, "--trust-model")) {
        if (json)
            printJsonLine({{"event", "trusted"}, {"module", module.file}, {"sha256", module.sha256}});
        else
            std::printf("Trusted from now on: %s (SHA-256 %s); it runs in SegStudio's sandbox\n", module.file.c_str(),
                        module.sha256.c_str());
    }
}

}  // namespace segstudio::cli
