#include <cstdio>
#include <map>
#include <set>

#include <dcmtk/config/osconfig.h>
#include <dcmtk/dcmdata/dcdeftag.h>
#include <dcmtk/dcmdata/dcfilefo.h>
#include <dcmtk/dcmdata/dcuid.h>
#include <dcmtk/dcmrt/drtstrct.h>

#include "common/Errors.h"
#include "common/image/LabelPalette.h"
#include "io/dicom/DicomRtStruct.h"
#include "io/dicom/DcmtkSupport.h"
#include "io/dicom/ReferenceSeries.h"
#include "io/dicom/SliceContours.h"

// Label maps to RT Structure Sets (DicomRtStruct.h) with DCMTK's dcmrt.
namespace segstudio::io {

namespace {


std::string generationAlgorithm(SegmentationMethod method)
{
    switch (method) {
    case SegmentationMethod::Manual: return "MANUAL";
    case SegmentationMethod::SemiAutomatic: return "SEMIAUTOMATIC";
    case SegmentationMethod::Automatic: break;
    }
    return "AUTOMATIC";
}

// Contour Data: x\y\z of each point in patient coordinates (mm), 6 decimals.
std::string contourData(const dicom::Contour& contour, const Geometry& grid, int64_t k)
{
    std::string data;
    char text[64];
    for (const auto& point : contour) {
        const Vec3 world = grid.indexToWorld({point[0], point[1], static_cast<double>(k)});
        std::snprintf(text, sizeof text, "%s%.6f\\%.6f\\%.6f", data.empty() ? "" : "\\", world[0], world[1], world[2]);
        data += text;
    }
    return data;
}

// The label values of `labels` with their names and colours (as a SEG's segments).
std::vector<SegmentDescription> roisOf(const Volume& labels, const std::string& labelFile, const SegWriteOptions& options)
{
    if (!isIntegerType(labels.type) || labels.components != 1)
        throw InputError(labelFile, "voxel type", "a label map holds one integer value per voxel");
    std::set<int> values;
    for (int64_t i = 0; i < labels.voxelCount(); ++i) {
        const double value = labels.valueAsDouble(i);
        if (value < 0)
            throw InputError(labelFile, "label values", "holds a negative value; ROI numbers are positive");
        if (value > 0)
            values.insert(static_cast<int>(value));
    }
    if (values.empty())
        throw InputError(labelFile, "label values", "holds no label (only 0); an RT Structure Set needs at least one ROI");
    std::vector<SegmentDescription> rois;
    for (int value : values) {
        SegmentDescription roi{value, "Label " + std::to_string(value), defaultLabelRgb(value), {}};
        for (const SegmentDescription& given : options.segments)
            if (given.labelValue == value) {
                if (!given.name.empty())
                    roi.name = given.name;
                roi.rgb = given.rgb;
            }
        rois.push_back(roi);
    }
    return rois;
}

void referenceTheSeries(DRTStructureSetIOD& rt, const dicom::ReferenceSeries& series, const std::string& studyUid,
                        const std::string& frameOfReference, const std::string& outputFile)
{
    DRTReferencedFrameOfReferenceSequence::Item* frame = nullptr;
    dicom::checkDcmtk(rt.getReferencedFrameOfReferenceSequence().addItem(frame), outputFile, "reference the frame of reference");
    dicom::checkDcmtk(frame->setFrameOfReferenceUID(frameOfReference.c_str()), outputFile, "reference the frame of reference");
    DRTRTReferencedStudySequence::Item* study = nullptr;
    dicom::checkDcmtk(frame->getRTReferencedStudySequence().addItem(study), outputFile, "reference the study");
    dicom::checkDcmtk(study->setReferencedSOPClassUID(UID_RETIRED_StudyComponentManagementSOPClass), outputFile, "reference the study");
    dicom::checkDcmtk(study->setReferencedSOPInstanceUID(studyUid.c_str()), outputFile, "reference the study");
    DRTRTReferencedSeriesSequence::Item* referenced = nullptr;
    dicom::checkDcmtk(study->getRTReferencedSeriesSequence().addItem(referenced), outputFile, "reference the series");
    dicom::checkDcmtk(referenced->setSeriesInstanceUID(series.seriesUid.c_str()), outputFile, "reference the series");
    for (const dicom::SourceImage& image : series.slices) {
        DRTContourImageSequence::Item* contourImage = nullptr;
        dicom::checkDcmtk(referenced->getContourImageSequence().addItem(contourImage), outputFile, "reference an image");
        dicom::checkDcmtk(contourImage->setReferencedSOPClassUID(image.sopClassUid.c_str()), outputFile, "reference an image");
        dicom::checkDcmtk(contourImage->setReferencedSOPInstanceUID(image.sopInstanceUid.c_str()), outputFile, "reference an image");
    }
}

}  // namespace

RtStructWriteReport writeDicomRtStruct(const Volume& labels, const std::string& labelFileForErrors,
                                       const std::string& referenceSeriesFolder, const std::string& outputFile,
                                       const SegWriteOptions& options)
{
    const dicom::ReferenceSeries series = dicom::loadReferenceSeries(referenceSeriesFolder, options.seriesUid);
    dicom::requireImageUids(series, "an RT Structure Set");
    dicom::quietDcmtkLog();
    const Geometry& grid = series.geometry;
    const std::vector<std::string> differences = geometryDifferences(labels.geometry, grid);
    if (!differences.empty())
        throw InputError(labelFileForErrors, "geometry",
                         "differs from the reference series " + series.folder + " (" + differences.front() +
                             "); contours are placed on its slices");
    const std::vector<SegmentDescription> rois = roisOf(labels, labelFileForErrors, options);

    DcmFileFormat source;
    dicom::checkDcmtk(source.loadFileUntilTag(series.slices.front().file.c_str(), EXS_Unknown, EGL_noChange, DCM_MaxReadLength,
                                  ERM_autoDetect, DCM_PixelData),
          outputFile, "read " + series.slices.front().file);
    DcmDataset& sourceData = *source.getDataset();
    OFString studyUid, frameOfReference;
    sourceData.findAndGetOFString(DCM_StudyInstanceUID, studyUid);
    sourceData.findAndGetOFString(DCM_FrameOfReferenceUID, frameOfReference);
    if (frameOfReference.empty())
        throw InputError(series.folder, "FrameOfReferenceUID",
                         "is missing; an RT Structure Set places its contours in the series' frame of reference");

    DRTStructureSetIOD rt;
    dicom::checkDcmtk(rt.readPatientData(sourceData), outputFile, "take the patient from " + series.slices.front().file);
    dicom::checkDcmtk(rt.readStudyData(sourceData), outputFile, "take the study from " + series.slices.front().file);
    char uid[100];
    dicom::checkDcmtk(rt.setSeriesInstanceUID(dcmGenerateUniqueIdentifier(uid, SITE_SERIES_UID_ROOT)), outputFile, "set the series");
    dicom::checkDcmtk(rt.setSOPInstanceUID(dcmGenerateUniqueIdentifier(uid, SITE_INSTANCE_UID_ROOT)), outputFile, "set the instance");
    dicom::checkDcmtk(rt.setModality("RTSTRUCT"), outputFile, "set the modality");
    dicom::checkDcmtk(rt.setSeriesNumber("301"), outputFile, "set the series number");
    dicom::checkDcmtk(rt.setInstanceNumber("1"), outputFile, "set the instance number");
    dicom::checkDcmtk(rt.setSeriesDescription(options.seriesDescription.substr(0, 64).c_str()), outputFile, "describe the series");
    dicom::checkDcmtk(rt.setManufacturer("SegStudio"), outputFile, "set the manufacturer");
    dicom::checkDcmtk(rt.setManufacturerModelName(options.algorithmName.substr(0, 64).c_str()), outputFile, "set the model name");
    dicom::checkDcmtk(rt.setSoftwareVersions(options.softwareVersion.empty() ? "unknown" : options.softwareVersion.c_str()), outputFile,
          "set the software version");
    dicom::checkDcmtk(rt.setStructureSetLabel("SEGSTUDIO"), outputFile, "label the structure set");
    OFString date, time;
    DcmDate::getCurrentDate(date);
    DcmTime::getCurrentTime(time);
    dicom::checkDcmtk(rt.setStructureSetDate(date), outputFile, "date the structure set");
    dicom::checkDcmtk(rt.setStructureSetTime(time), outputFile, "time the structure set");
    referenceTheSeries(rt, series, studyUid.c_str(), frameOfReference.c_str(), outputFile);

    RtStructWriteReport report;
    report.referencedSeriesUid = series.seriesUid;
    const std::size_t sliceSize = static_cast<std::size_t>(grid.size[0] * grid.size[1]);
    std::vector<uint8_t> mask(sliceSize);
    for (const SegmentDescription& roi : rois) {
        const std::string number = std::to_string(roi.labelValue);
        DRTStructureSetROISequence::Item* structure = nullptr;
        dicom::checkDcmtk(rt.getStructureSetROISequence().addItem(structure), outputFile, "add ROI " + roi.name);
        dicom::checkDcmtk(structure->setROINumber(number.c_str()), outputFile, "number ROI " + roi.name);
        dicom::checkDcmtk(structure->setReferencedFrameOfReferenceUID(frameOfReference), outputFile, "place ROI " + roi.name);
        dicom::checkDcmtk(structure->setROIName(roi.name.substr(0, 64).c_str()), outputFile, "name ROI " + roi.name);
        dicom::checkDcmtk(structure->setROIGenerationAlgorithm(generationAlgorithm(options.method).c_str()), outputFile,
              "describe ROI " + roi.name);
        DRTROIContourSequence::Item* contours = nullptr;
        dicom::checkDcmtk(rt.getROIContourSequence().addItem(contours), outputFile, "add the contours of " + roi.name);
        dicom::checkDcmtk(contours->setReferencedROINumber(number.c_str()), outputFile, "add the contours of " + roi.name);
        const std::string colour = std::to_string(roi.rgb[0]) + "\\" + std::to_string(roi.rgb[1]) + "\\" + std::to_string(roi.rgb[2]);
        dicom::checkDcmtk(contours->setROIDisplayColor(colour.c_str()), outputFile, "colour ROI " + roi.name);
        int contourNumber = 0;
        for (int64_t k = 0; k < grid.size[2]; ++k) {
            if (!dicom::maskOfValue(labels, k * static_cast<int64_t>(sliceSize), roi.labelValue, mask))
                continue;
            for (const dicom::PlanarContour& planar : dicom::contoursOfMask(mask.data(), grid.size[0], grid.size[1])) {
                const dicom::Contour& contour = planar.points;
                DRTContourSequence::Item* item = nullptr;
                dicom::checkDcmtk(contours->getContourSequence().addItem(item), outputFile, "add a contour");
                DRTContourImageSequence::Item* image = nullptr;
                dicom::checkDcmtk(item->getContourImageSequence().addItem(image), outputFile, "reference a contour's image");
                dicom::checkDcmtk(image->setReferencedSOPClassUID(series.slices[k].sopClassUid.c_str()), outputFile, "reference an image");
                dicom::checkDcmtk(image->setReferencedSOPInstanceUID(series.slices[k].sopInstanceUid.c_str()), outputFile,
                      "reference an image");
                // Holes (and islands in holes) as XOR: a union of CLOSED_PLANAR contours would fill them.
                dicom::checkDcmtk(item->setContourGeometricType(planar.exclusiveOr ? "CLOSEDPLANAR_XOR" : "CLOSED_PLANAR"),
                                  outputFile, "add a contour");
                dicom::checkDcmtk(item->setContourNumber(std::to_string(++contourNumber).c_str()), outputFile, "number a contour");
                dicom::checkDcmtk(item->setNumberOfContourPoints(std::to_string(contour.size()).c_str()), outputFile, "add a contour");
                dicom::checkDcmtk(item->setContourData(contourData(contour, grid, k).c_str(), OFFalse), outputFile, "add a contour");
                ++report.contours;
            }
        }
        DRTRTROIObservationsSequence::Item* observation = nullptr;
        dicom::checkDcmtk(rt.getRTROIObservationsSequence().addItem(observation), outputFile, "observe ROI " + roi.name);
        dicom::checkDcmtk(observation->setObservationNumber(number.c_str()), outputFile, "observe ROI " + roi.name);
        dicom::checkDcmtk(observation->setReferencedROINumber(number.c_str()), outputFile, "observe ROI " + roi.name);
        dicom::checkDcmtk(observation->setRTROIInterpretedType(""), outputFile, "observe ROI " + roi.name);
        dicom::checkDcmtk(observation->setROIInterpreter(""), outputFile, "observe ROI " + roi.name);
        ++report.rois;
    }

    DcmFileFormat file;
    dicom::checkDcmtk(rt.write(*file.getDataset()), outputFile, "encode the structure set");
    report.sopInstanceUid = dicom::saveDicomFileAtomically(file, outputFile);
    return report;
}

}  // namespace segstudio::io
