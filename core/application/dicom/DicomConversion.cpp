#include "application/dicom/DicomConversion.h"

#include <algorithm>
#include <filesystem>
#include <optional>

#include "common/Errors.h"
#include "common/image/LabelPlacement.h"
#include "common/image/LabelPalette.h"
#include "io/Dataset.h"
#include "io/ScanIO.h"

namespace segstudio::application {

namespace fs = std::filesystem;

namespace {

const std::string kRtStructStorage = "1.2.840.10008.5.1.4.1.1.481.3";

// Names of the label values declared by the dataset the label map belongs to.
std::map<int, std::string> declaredLabels(const LabelsToDicomRequest& request)
{
    std::optional<io::DatasetDescription> dataset;
    if (!request.datasetFolder.empty()) {
        dataset = io::openDataset(request.datasetFolder);
    } else if (const auto context = io::datasetOfScan(request.labelFiles.front())) {
        dataset = context->dataset;
    }
    return dataset ? dataset->labels : std::map<int, std::string>{};
}

// uint8 or uint16 when the values fit (smaller, faster files), else int32.
Volume smallestLabelType(const Volume& layer)
{
    const int32_t* values = layer.data<int32_t>();
    const int32_t highest = layer.voxelCount() ? *std::max_element(values, values + layer.voxelCount()) : 0;
    if (highest <= 255)
        return layer.convertedTo(ScalarType::UInt8);
    if (highest <= 65535)
        return layer.convertedTo(ScalarType::UInt16);
    return layer;
}

}  // namespace

std::string layerFileName(const std::string& outputFile, int layerNumber)
{
    if (layerNumber <= 1)
        return outputFile;
    const fs::path path(outputFile);
    const std::string name = path.filename().string();
    const std::string stem = io::stripScanExtension(name);
    const std::string extension = name.substr(stem.size());
    return (path.parent_path() / (stem + "_layer" + std::to_string(layerNumber) + extension)).string();
}

DicomExportReport exportLabelMapsAsDicom(const std::vector<Volume>& layers, const std::string& nameForErrors,
                                         const std::map<int, std::string>& labelNames, const DicomTarget& target)
{
    if (target.object == DicomLabelObject::RtStruct && layers.size() != 1)
        throw InputError(nameForErrors, "--label", "an RT Structure Set is written from one label map");
    // Maps from the NIfTI world (another axis order or direction, a crop,
    // another spacing) onto the series' own grid first (LabelPlacement.h).
    io::ScanReadOptions seriesOptions;
    seriesOptions.dicomSeriesUid = target.seriesUid;
    const Geometry seriesGrid = io::readScanHeader(target.referenceSeriesFolder, seriesOptions).geometry;
    std::vector<Volume> onSeries;
    std::vector<std::string> warnings;
    for (const Volume& layer : layers) {
        PlacedLabels placed = placeLabelsOnGrid(layer, seriesGrid, nameForErrors,
                                                "the reference series " + target.referenceSeriesFolder);
        if (placed.kind == LabelPlacementKind::Reoriented)
            warnings.push_back(nameForErrors + " holds the series' voxels in another axis order or direction (" +
                               layer.geometry.orientationCode() + " against the series' " + seriesGrid.orientationCode() +
                               "): placed on the series' grid voxel for voxel");
        warnings.insert(warnings.end(), placed.warnings.begin(), placed.warnings.end());
        onSeries.push_back(std::move(placed.labels));
    }
    io::SegWriteOptions options;
    options.seriesUid = target.seriesUid;
    for (const auto& [value, name] : labelNames)
        if (value > 0)
            options.segments.push_back({value, name, defaultLabelRgb(value)});
    options.method = target.method;
    options.algorithmName = target.modelName.empty() ? "SegStudio" : "SegStudio " + target.modelName;
    options.softwareVersion = SEGSTUDIO_VERSION;
    if (target.object == DicomLabelObject::RtStruct) {
        const io::RtStructWriteReport written = io::writeDicomRtStruct(onSeries.front(), nameForErrors,
                                                                       target.referenceSeriesFolder, target.outputFile, options);
        return {written.rois, written.contours, written.sopInstanceUid, written.referencedSeriesUid, warnings};
    }
    const io::SegWriteReport written =
        io::writeDicomSeg(onSeries, nameForErrors, target.referenceSeriesFolder, target.outputFile, options);
    return {written.segments, written.frames, written.sopInstanceUid, written.referencedSeriesUid, warnings};
}

DicomExportReport exportLabelsAsDicom(const LabelsToDicomRequest& request)
{
    if (request.labelFiles.empty())
        throw InputError("", "--label", "no label map given");
    std::vector<Volume> layers;
    for (const std::string& file : request.labelFiles)
        layers.push_back(io::readScan(file));
    return exportLabelMapsAsDicom(layers, request.labelFiles.front(), declaredLabels(request), request.target);
}

DicomToLabelsReport importDicomAsLabels(const DicomToLabelsRequest& request)
{
    if (!io::hasScanExtension(request.outputFile))
        throw InputError(request.outputFile, "--output", "needs a label map extension (.nii.gz, .nrrd, .mha, ...)");
    DicomToLabelsReport report;
    report.object = io::dicomSopClassUid(request.dicomFile) == kRtStructStorage ? DicomLabelObject::RtStruct
                                                                                : DicomLabelObject::Seg;
    io::SegReadResult read = report.object == DicomLabelObject::RtStruct
                                 ? io::readDicomRtStruct(request.dicomFile, request.referenceSeriesFolder, request.seriesUid)
                                 : io::readDicomSeg(request.dicomFile, request.referenceSeriesFolder, request.seriesUid);
    for (std::size_t l = 0; l < read.layers.size(); ++l) {
        report.layerFiles.push_back(layerFileName(request.outputFile, static_cast<int>(l + 1)));
        io::writeScan(report.layerFiles.back(), smallestLabelType(read.layers[l]));
    }
    report.segments = std::move(read.segments);
    report.layerOfSegment = std::move(read.layerOfSegment);
    report.warnings = std::move(read.warnings);
    return report;
}

}  // namespace segstudio::application
