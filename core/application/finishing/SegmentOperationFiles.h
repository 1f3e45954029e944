#pragma once
// Use cases "segment operation" and "mask a scan by a label" on files
// (segstudio-cli edit; the Label editor runs edit/SegmentOperations.h on the
// map it holds). The output is written atomically in the input map's voxel
// type and geometry. Qt-free; any thread.
#include <cstdint>
#include <set>
#include <string>

#include "edit/SegmentOperations.h"

namespace segstudio::application {

struct SegmentOperationRequest {
    std::string labelFile;
    std::string outputFile;      // may be labelFile: it is replaced whole, atomically
    edit::SegmentOperation operation;  // operandMap is ignored: see operandFile
    std::string operandFile;     // logical operations: the operand label's map; empty: the map itself
    std::set<int64_t> locked;    // labels that must not change
};

struct SegmentOperationReport {
    int64_t addedVoxels = 0, removedVoxels = 0, islands = 0;
    std::vector<int64_t> newLabels;
    int64_t labelVoxelsBefore = 0, labelVoxelsAfter = 0;
    double voxelVolumeMm3 = 0;
    double readSeconds = 0, operationSeconds = 0, writeSeconds = 0;
};

// Throws InputError naming the file and field (unreadable files, an operand
// map on another grid, a locked label, a label the map does not hold...).
SegmentOperationReport applySegmentOperationToFiles(const SegmentOperationRequest& request);

struct MaskScanRequest {
    std::string scanFile;
    std::string labelFile;  // on the scan's grid
    int64_t label = 1;
    bool fillOutside = true;  // false: fill the label's voxels instead
    double fillValue = 0;
    std::string outputFile;  // a new scan; never the source scan
};

// Throws InputError naming the file: another grid, an output that would
// replace the source scan or the label map, a label the map does not hold.
void maskScanFiles(const MaskScanRequest& request);
// The same for a scan and map in memory (the workbench's, in stored order);
// request.scanFile and labelFile name them in errors and are never written.
void saveMaskedScan(const Volume& scan, const Volume& labels, const MaskScanRequest& request);

}  // namespace segstudio::application
