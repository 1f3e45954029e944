#pragma once
// Use case "label statistics" (ITK-SNAP's Label Statistics, Slicer's Segment
// Statistics): for every non-zero label of a label map, its voxel count,
// volume, the mean / standard deviation / minimum / maximum of each scan
// channel inside it, its bounding box and its centroid. `segstudio-cli stats`
// and the workbench's Label Statistics window call this, so both give the
// same numbers. Qt-free; any thread.
//
// Conventions (stated in the CSV's header too):
// - indices are the file's own voxel indices (i, j, k), 0-based, inclusive;
// - the centroid is the mean voxel centre in world coordinates (LPS mm, or
//   µm for microscopy, see reportInMicrometres);
// - SD is the population standard deviation (numpy's default, ddof = 0);
// - NaN and infinite scan values are left out of a channel's statistics
//   (nonFinite counts them); a label with only such values has NaN there.
#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "common/image/Volume.h"

namespace segstudio::application {

struct ChannelSummary {
    double mean = 0, sd = 0, min = 0, max = 0;
    int64_t nonFinite = 0;
};

struct LabelStatisticsRow {
    int64_t label = 0;
    int64_t voxels = 0;
    double volumeMm3 = 0;
    double areaMm2 = 0;  // voxels times the in-plane pixel area (what a 2D image reports)
    std::vector<ChannelSummary> channels;  // one per scan channel; empty without a scan
    Size3 boxMin{0, 0, 0}, boxMax{0, 0, 0};
    Vec3 centroidMm{0, 0, 0};  // LPS world, mm
};

struct LabelStatisticsReport {
    std::vector<LabelStatisticsRow> rows;  // ascending label value; label 0 left out
    int channels = 0;                      // of the scan; 0 without one
    bool micrometres = false;              // lengths and volumes shown in µm / µm³, else mm / mL
    bool patientOrientation = true;        // world axes are LPS (false for pictures and microscopy)
    bool planar = false;                   // a 2D image: areas (mm², µm²) are reported, not volumes
    std::map<int64_t, std::string> names;  // label names for the report (may be empty)
    double readSeconds = 0, computeSeconds = 0;  // labelStatisticsOfFiles only
};

// Lengths in µm for images without patient orientation whose finest spacing
// is below 0.1 mm (microscopy), as `segstudio-cli info` and the views show them.
bool reportInMicrometres(const Geometry& geometry, bool patientOrientation);

// The statistics of `labels` (one component; integer values, or whole
// numbers in a floating-point map), with `scan` (any channels, same grid)
// or nullptr. Throws InputError naming `labelFile` for a multi-component
// map, a non-integer label value or a scan on another grid.
std::vector<LabelStatisticsRow> computeLabelStatistics(const Volume& labels, const Volume* scan,
                                                       const std::string& labelFile = {});

// What a row reports as its size, in the report's unit: mL or µm³, or for
// a 2D image mm² or µm²; and that unit's symbol (UTF-8).
double reportedExtent(const LabelStatisticsReport& report, const LabelStatisticsRow& row);
std::string reportedExtentUnit(const LabelStatisticsReport& report);

// The report as CSV (comma-separated, '.' decimals, one header row, a row per
// label): label, name, voxels, volume_ml (volume_um3; area_mm2 or area_um2
// for a 2D image), per channel
// c<N>_mean, c<N>_sd, c<N>_min, c<N>_max, bbox_min_i..k, bbox_max_i..k,
// centroid_lps_x..z_mm for scans with a patient orientation, else
// centroid_x..z_mm (or _um).
std::string labelStatisticsCsv(const LabelStatisticsReport& report);

// Files: a label map, and the scan (one file, or one per channel) or none.
struct LabelStatisticsRequest {
    std::string labelFile;
    std::vector<std::string> channelFiles;
};
// Reads the files and computes the report; names come from the dataset.json
// beside the label map's folder (its "labels"), when there is one. Throws
// InputError naming the file at fault.
LabelStatisticsReport labelStatisticsOfFiles(const LabelStatisticsRequest& request);

}  // namespace segstudio::application
