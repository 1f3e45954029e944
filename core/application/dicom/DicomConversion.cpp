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

// The dataset the label map belongs to (or the one the request names). Its
// dataset.json names the labels and may code them, so a malformed one is
// an error, not a map without names.
std::optional<io::DatasetDescription> datasetOf(const LabelsToDicomRequest& request)
{
    if (!request.datasetFolder.empty())
        return io::openDataset(request.datasetFolder);
    if (const std::optional<std::string> folder = io::datasetFolderNear(request.labelFiles.front()))
        return io::openDataset(*folder);
    return std::nullopt;
}

// The request's label maps, with the names and user codes its dataset declares.
struct RequestedLabels {
    std::vector<Volume> layers;
    std::map<int, std::string> names;
    std::map<int, io::dicom::SegmentCodes> userCodes;
};

RequestedLabels readRequestedLabels(const LabelsToDicomRequest& request)
{
    if (request.labelFiles.empty())
        throw InputError("", "--label", "no label map given");
    RequestedLabels requested;
    for (const std::string& file : request.labelFiles)
        requested.layers.push_back(io::readScan(file));
    if (const std::optional<io::DatasetDescription> dataset = datasetOf(request)) {
        requested.names = dataset->labels;
        requested.userCodes = dataset->segmentCodes;
    }
    return requested;
}

// The label values (> 0) present in `layers`, named as the SEG writer names
// them: by `declared`, else "Label N".
std::map<int, std::string> namesOfPresentValues(const std::vector<Volume>& layers, const std::string& nameForErrors,
                                                const std::map<int, std::string>& declared)
{
    std::map<int, std::string> names;
    for (const Volume& layer : layers)
        for (const int64_t value : distinctLabelValues(layer, nameForErrors)) {
            if (value <= 0)
                continue;
            const auto found = declared.find(static_cast<int>(value));
            names[static_cast<int>(value)] = found != declared.end() && !found->second.empty()
                                                 ? found->second
                                                 : "Label " + std::to_string(value);
        }
    return names;
}

std::vector<LabelCodes> codesOfLabels(const std::map<int, std::string>& names,
                                      const std::map<int, io::dicom::SegmentCodes>& userCodes)
{
    std::vector<LabelCodes> codes;
    for (const auto& [value, name] : names) {
        if (value <= 0)
            continue;
        const auto user = userCodes.find(value);
        codes.push_back({value, name, user != userCodes.end() ? user->second : io::dicom::segmentCodesFor(name, value),
                         user != userCodes.end()});
    }
    return codes;
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

namespace {

// The rater whose map this is: <dataset>/raters/<name>/labelsTr/<file>; else
// "SegStudio". At most 64 characters, as a DICOM PN component group.
std::string raterOfLabelFile(const std::string& labelFile)
{
    const fs::path labels = fs::path(labelFile).parent_path();
    const fs::path rater = labels.parent_path();
    if (labels.filename() == "labelsTr" && rater.parent_path().filename() == "raters" && !rater.filename().empty())
        return rater.filename().string().substr(0, 64);
    return "SegStudio";
}

}  // namespace

DicomExportReport exportLabelMapsAsDicom(const std::vector<Volume>& layers, const std::string& nameForErrors,
                                         const std::map<int, std::string>& labelNames, const DicomTarget& target,
                                         const std::map<int, io::dicom::SegmentCodes>& userCodes)
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
    const std::vector<LabelCodes> codes =
        codesOfLabels(namesOfPresentValues(onSeries, nameForErrors, labelNames), userCodes);
    for (const LabelCodes& label : codes)
        options.segments.push_back({label.labelValue, label.name, defaultLabelRgb(label.labelValue),
                                    label.fromDataset ? std::optional(label.codes) : std::nullopt});
    options.method = target.method;
    options.algorithmName = target.modelName.empty() ? "SegStudio" : "SegStudio " + target.modelName;
    options.softwareVersion = SEGSTUDIO_VERSION;
    options.contentCreatorName = !target.contentCreator.empty() ? target.contentCreator : raterOfLabelFile(nameForErrors);
    if (target.object == DicomLabelObject::RtStruct) {
        const io::RtStructWriteReport written = io::writeDicomRtStruct(onSeries.front(), nameForErrors,
                                                                       target.referenceSeriesFolder, target.outputFile, options);
        return {written.rois, written.contours, written.sopInstanceUid, written.referencedSeriesUid, warnings, {}};
    }
    const io::SegWriteReport written =
        io::writeDicomSeg(onSeries, nameForErrors, target.referenceSeriesFolder, target.outputFile, options);
    return {written.segments, written.frames, written.sopInstanceUid, written.referencedSeriesUid, warnings, codes};
}

DicomExportReport exportLabelsAsDicom(const LabelsToDicomRequest& request)
{
    const RequestedLabels requested = readRequestedLabels(request);
    return exportLabelMapsAsDicom(requested.layers, request.labelFiles.front(), requested.names, request.target,
                                  requested.userCodes);
}

std::vector<LabelCodes> segmentCodesOfLabels(const LabelsToDicomRequest& request)
{
    const RequestedLabels requested = readRequestedLabels(request);
    return codesOfLabels(namesOfPresentValues(requested.layers, request.labelFiles.front(), requested.names),
                         requested.userCodes);
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
