#include "application/finishing/SegmentOperationFiles.h"

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <optional>

#include "common/Errors.h"
#include "common/Stopwatch.h"
#include "io/ScanIO.h"

namespace segstudio::application {
namespace {


int64_t countOf(const Volume& labels, int64_t label)
{
    int64_t count = 0;
    for (int64_t i = 0; i < labels.voxelCount(); ++i)
        count += static_cast<int64_t>(labels.valueAsDouble(i)) == label;
    return count;
}

bool sameFile(const std::string& a, const std::string& b)
{
    std::error_code error;
    return std::filesystem::equivalent(a, b, error) ||
           std::filesystem::weakly_canonical(a, error) == std::filesystem::weakly_canonical(b, error);
}

Volume readLabelMap(const std::string& file)
{
    Volume labels = io::readScan(file);
    if (labels.components != 1)
        throw InputError(file, "channels", "a label map has one value per voxel, this file has " +
                                               std::to_string(labels.components));
    if (!isIntegerType(labels.type)) {
        distinctLabelValues(labels, file);  // throws for a value that is not a whole number
        labels = labels.convertedTo(ScalarType::Int32);
    }
    return labels;
}

void requireLabel(const Volume& labels, int64_t label, const std::string& file, const char* field)
{
    const std::vector<int64_t> present = distinctLabelValues(labels, file);
    if (!std::binary_search(present.begin(), present.end(), label))
        throw InputError(file, field, "the map holds no voxel of label " + std::to_string(label));
}

}  // namespace

SegmentOperationReport applySegmentOperationToFiles(const SegmentOperationRequest& request)
{
    SegmentOperationReport report;
    auto start = SteadyClock::now();
    const Volume labels = readLabelMap(request.labelFile);
    edit::SegmentOperation operation = request.operation;
    operation.operandMap = nullptr;
    if (operation.kind != edit::SegmentOperationKind::Invert)
        requireLabel(labels, operation.label, request.labelFile, "label");
    std::optional<Volume> operand;
    if (!request.operandFile.empty()) {
        operand = readLabelMap(request.operandFile);
        const std::vector<std::string> differences = geometryDifferences(labels.geometry, operand->geometry);
        if (!differences.empty())
            throw InputError(request.operandFile, "geometry",
                             "the operand map is not on the grid of " + request.labelFile + ": " + differences.front());
        operation.operandMap = &*operand;
    }
    report.readSeconds = secondsSince(start);

    start = SteadyClock::now();
    edit::SegmentOperationResult result;
    try {
        result = edit::applySegmentOperation(labels, operation, request.locked);
    } catch (const InputError& error) {
        const std::string& file = error.problem().field == "operand" && !request.operandFile.empty() ? request.operandFile
                                                                                                     : request.labelFile;
        throw InputError(file, error.problem().field, error.problem().reason);
    }
    report.operationSeconds = secondsSince(start);
    report.addedVoxels = result.addedVoxels;
    report.removedVoxels = result.removedVoxels;
    report.islands = result.islands;
    report.newLabels = result.newLabels;
    report.labelVoxelsBefore = countOf(labels, operation.label);
    report.labelVoxelsAfter = countOf(result.labels, operation.label);
    const Vec3& s = labels.geometry.spacing;
    report.voxelVolumeMm3 = s[0] * s[1] * s[2];

    start = SteadyClock::now();
    io::writeScan(request.outputFile, result.labels);
    report.writeSeconds = secondsSince(start);
    return report;
}

void maskScanFiles(const MaskScanRequest& request)
{
    if (sameFile(request.outputFile, request.scanFile) || sameFile(request.outputFile, request.labelFile))
        throw InputError(request.outputFile, "output",
                         "the masked scan would replace its source; write it to a new file");
    saveMaskedScan(io::readScan(request.scanFile), readLabelMap(request.labelFile), request);
}

void saveMaskedScan(const Volume& scan, const Volume& labels, const MaskScanRequest& request)
{
    if (request.outputFile.empty())
        throw InputError(request.scanFile, "output", "choose a file for the masked scan");
    if (sameFile(request.outputFile, request.scanFile) || sameFile(request.outputFile, request.labelFile))
        throw InputError(request.outputFile, "output",
                         "the masked scan would replace its source; write it to a new file");
    const std::vector<std::string> differences = geometryDifferences(scan.geometry, labels.geometry);
    if (!differences.empty())
        throw InputError(request.labelFile, "geometry", "the label map is not on the grid of " + request.scanFile + ": " +
                                                            differences.front());
    requireLabel(labels, request.label, request.labelFile, "label");
    Volume masked;
    try {
        masked = edit::maskScanByLabel(scan, labels, request.label, request.fillOutside, request.fillValue);
    } catch (const InputError& error) {
        throw InputError(request.scanFile, error.problem().field, error.problem().reason);
    }
    io::writeScan(request.outputFile, masked);
}

}  // namespace segstudio::application
