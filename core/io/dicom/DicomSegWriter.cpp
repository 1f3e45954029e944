#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <memory>
#include <set>

#include <dcmtk/config/osconfig.h>
#include <dcmtk/dcmdata/dcdeftag.h>
#include <dcmtk/dcmdata/dcfilefo.h>
#include <dcmtk/dcmdata/dcuid.h>
#include <dcmtk/dcmfg/fgderimg.h>
#include <dcmtk/dcmfg/fgfracon.h>
#include <dcmtk/dcmfg/fgpixmsr.h>
#include <dcmtk/dcmfg/fgplanor.h>
#include <dcmtk/dcmfg/fgplanpo.h>
#include <dcmtk/dcmiod/cielabutil.h>
#include <dcmtk/dcmseg/segdoc.h>
#include <dcmtk/dcmseg/segment.h>

#include "common/Errors.h"
#include "common/image/LabelPalette.h"
#include "io/dicom/DicomSegmentation.h"
#include "io/dicom/DcmtkSupport.h"
#include "io/dicom/ReferenceSeries.h"
#include "io/dicom/SegmentCodes.h"

// Label maps to DICOM SEG (DicomSegmentation.h) with DCMTK's dcmseg.
namespace segstudio::io {

namespace {

// A decimal string (VR DS) holds at most 16 characters.
std::string decimalString(double value)
{
    if (std::abs(value) < 1e-12)
        value = 0;
    char text[32];
    for (int precision = 12; precision > 1; --precision) {
        std::snprintf(text, sizeof text, "%.*g", precision, value);
        if (std::string(text).size() <= 16)
            break;
    }
    return text;
}


CodeSequenceMacro codeMacro(const dicom::CodedConcept& concept)
{
    return CodeSequenceMacro(concept.value.c_str(), concept.scheme.c_str(), concept.meaning.c_str());
}

DcmSegTypes::E_SegmentAlgoType algorithmType(SegmentationMethod method)
{
    switch (method) {
    case SegmentationMethod::Manual: return DcmSegTypes::SAT_MANUAL;
    case SegmentationMethod::SemiAutomatic: return DcmSegTypes::SAT_SEMIAUTOMATIC;
    case SegmentationMethod::Automatic: break;
    }
    return DcmSegTypes::SAT_AUTOMATIC;
}

struct PlannedSegment {
    SegmentDescription description;
    std::size_t layer = 0;
};

// The label values present in each layer, in ascending order per layer;
// refuses non-integer, multi-channel or off-grid layers and values shared by two layers.
std::vector<PlannedSegment> planSegments(const std::vector<Volume>& layers, const std::string& labelFile,
                                         const dicom::ReferenceSeries& series, const SegWriteOptions& options)
{
    std::map<int, std::size_t> layerOfValue;
    for (std::size_t l = 0; l < layers.size(); ++l) {
        const Volume& layer = layers[l];
        if (!isIntegerType(layer.type) || layer.components != 1)
            throw InputError(labelFile, "voxel type",
                             "a label map holds one integer value per voxel, not " + std::to_string(layer.components) +
                                 " x " + scalarTypeName(layer.type));
        const std::vector<std::string> differences = geometryDifferences(layer.geometry, series.geometry);
        if (!differences.empty())
            throw InputError(labelFile, "geometry",
                             "differs from the reference series " + series.folder + " (" + differences.front() +
                                 "); a SEG's frames lie on its series' grid");
        std::set<int> values;
        for (int64_t i = 0; i < layer.voxelCount(); ++i) {
            const double value = layer.valueAsDouble(i);
            if (value < 0 || value > 65535)
                throw InputError(labelFile, "label values", "holds " + std::to_string(static_cast<long long>(value)) +
                                                                "; label values run from 0 to 65535");
            if (value > 0)
                values.insert(static_cast<int>(value));
        }
        for (int value : values)
            if (!layerOfValue.emplace(value, l).second)
                throw InputError(labelFile, "label values",
                                 "value " + std::to_string(value) + " is in two layers; each label is one segment");
    }
    if (layerOfValue.empty())
        throw InputError(labelFile, "label values", "holds no label (only 0); a SEG needs at least one segment");
    std::vector<PlannedSegment> planned;
    for (const auto& [value, layer] : layerOfValue) {
        SegmentDescription description{value, "Label " + std::to_string(value), defaultLabelRgb(value), {}};
        for (const SegmentDescription& given : options.segments)
            if (given.labelValue == value) {
                if (!given.name.empty())
                    description.name = given.name;
                description.rgb = given.rgb;
                description.codes = given.codes;
            }
        planned.push_back({description, layer});
    }
    return planned;
}

DcmSegment* createSegment(const SegmentDescription& description, const SegWriteOptions& options,
                          const std::string& outputFile)
{
    const dicom::SegmentCodes codes =
        description.codes ? *description.codes : dicom::segmentCodesFor(description.name, description.labelValue);
    const DcmSegTypes::E_SegmentAlgoType type = algorithmType(options.method);
    DcmSegment* segment = nullptr;
    dicom::checkDcmtk(DcmSegment::create(segment, description.name.substr(0, 64).c_str(), codeMacro(codes.category),
                             codeMacro(codes.type), type,
                             type == DcmSegTypes::SAT_MANUAL ? "" : options.algorithmName.substr(0, 64).c_str()),
          outputFile, "create segment " + description.name);
    std::unique_ptr<DcmSegment> owned(segment);
    // The side of an organ as a type modifier; where a finding is as its
    // anatomic region (CID 7151 with the organ, as dcmqi writes them).
    if (codes.typeModifier)
        segment->getSegmentedPropertyTypeModifierCode().push_back(new CodeSequenceMacro(codeMacro(*codes.typeModifier)));
    if (codes.anatomicRegion) {
        const dicom::CodedConcept& region = *codes.anatomicRegion;
        dicom::checkDcmtk(segment->getGeneralAnatomyCode().getAnatomicRegion().set(region.value.c_str(), region.scheme.c_str(),
                                                                                   region.meaning.c_str()),
                          outputFile, "set the anatomic region of " + description.name);
        if (codes.regionModifier)
            segment->getGeneralAnatomyCode().getAnatomicRegionModifier().push_back(
                new CodeSequenceMacro(codeMacro(*codes.regionModifier)));
    }
    dicom::checkDcmtk(segment->setTrackingID(("SegStudio label " + std::to_string(description.labelValue)).c_str()), outputFile,
          "set a tracking ID");
    char uid[100];
    dicom::checkDcmtk(segment->setTrackingUID(dcmGenerateUniqueIdentifier(uid, SITE_INSTANCE_UID_ROOT)), outputFile,
          "set a tracking UID");
    double l = 0, a = 0, b = 0;
    IODCIELabUtil::rgb2DicomLab(l, a, b, description.rgb[0] / 255.0, description.rgb[1] / 255.0, description.rgb[2] / 255.0);
    dicom::checkDcmtk(segment->setRecommendedDisplayCIELabValue(static_cast<Uint16>(std::lround(l)), static_cast<Uint16>(std::lround(a)),
                                                    static_cast<Uint16>(std::lround(b))),
          outputFile, "set a display colour");
    return owned.release();
}

void addSharedGroups(DcmSegmentation& seg, const Geometry& grid, const std::string& outputFile)
{
    const Matrix3& d = grid.direction;  // column c: the world direction of voxel axis c
    std::unique_ptr<FGPlaneOrientationPatient> orientation(FGPlaneOrientationPatient::createMinimal(
        decimalString(d[0]).c_str(), decimalString(d[3]).c_str(), decimalString(d[6]).c_str(),
        decimalString(d[1]).c_str(), decimalString(d[4]).c_str(), decimalString(d[7]).c_str()));
    if (!orientation)
        throw InputError(outputFile, "", "DCMTK could not describe the plane orientation");
    dicom::checkDcmtk(seg.addForAllFrames(*orientation), outputFile, "add the plane orientation");
    FGPixelMeasures measures;
    // Pixel Spacing is the spacing between rows (along j), then between columns (along i).
    dicom::checkDcmtk(measures.setPixelSpacing((decimalString(grid.spacing[1]) + "\\" + decimalString(grid.spacing[0])).c_str()),
          outputFile, "set the pixel spacing");
    dicom::checkDcmtk(measures.setSliceThickness(decimalString(grid.spacing[2]).c_str()), outputFile, "set the slice thickness");
    dicom::checkDcmtk(measures.setSpacingBetweenSlices(decimalString(grid.spacing[2]).c_str()), outputFile, "set the slice spacing");
    dicom::checkDcmtk(seg.addForAllFrames(measures), outputFile, "add the pixel measures");
}

}  // namespace

SegWriteReport writeDicomSeg(const std::vector<Volume>& layers, const std::string& labelFileForErrors,
                             const std::string& referenceSeriesFolder, const std::string& outputFile,
                             const SegWriteOptions& options)
{
    if (layers.empty())
        throw InputError(labelFileForErrors, "", "no label map to write");
    const dicom::ReferenceSeries series = dicom::loadReferenceSeries(referenceSeriesFolder, options.seriesUid);
    dicom::requireImageUids(series, "a DICOM SEG");
    dicom::quietDcmtkLog();
    const std::vector<PlannedSegment> planned = planSegments(layers, labelFileForErrors, series, options);
    const Geometry& grid = series.geometry;
    if (grid.size[0] > 65535 || grid.size[1] > 65535)
        throw InputError(labelFileForErrors, "size", "a DICOM frame has at most 65535 rows and columns");
    if (options.method != SegmentationMethod::Manual && options.algorithmName.empty())
        throw InputError(outputFile, "algorithm", "an automatic or semi-automatic SEG names its algorithm");

    const IODGeneralEquipmentModule::EquipmentInfo equipment(
        "SegStudio", options.algorithmName.empty() ? "SegStudio" : options.algorithmName.substr(0, 64).c_str(), "1",
        options.softwareVersion.empty() ? "unknown" : options.softwareVersion.c_str());
    const ContentIdentificationMacro content("1", "SEGMENTATION", options.seriesDescription.substr(0, 64).c_str(),
                                             options.contentCreatorName.empty() ? kSoftwareCreatorName
                                                                                : options.contentCreatorName.c_str());
    DcmSegmentation* created = nullptr;
    dicom::checkDcmtk(DcmSegmentation::createBinarySegmentation(created, static_cast<Uint16>(grid.size[1]),
                                                    static_cast<Uint16>(grid.size[0]), equipment, content),
          outputFile, "create a segmentation");
    std::unique_ptr<DcmSegmentation> seg(created);
    dicom::checkDcmtk(seg->importHierarchy(series.slices.front().file.c_str(), OFTrue, OFTrue, OFTrue, OFFalse), outputFile,
          "take patient, study and frame of reference from " + series.slices.front().file);
    OFString frameOfReference;
    if (seg->getFrameOfReference().getFrameOfReferenceUID(frameOfReference).bad() || frameOfReference.empty()) {
        char uid[100];
        dicom::checkDcmtk(seg->getFrameOfReference().setFrameOfReferenceUID(dcmGenerateUniqueIdentifier(uid, SITE_INSTANCE_UID_ROOT)),
              outputFile, "set a frame of reference");
    }
    dicom::checkDcmtk(seg->getSeries().setSeriesDescription(options.seriesDescription.substr(0, 64).c_str()), outputFile,
          "set the series description");
    dicom::checkDcmtk(seg->getSeries().setSeriesNumber("300"), outputFile, "set the series number");

    char dimensionUid[100];
    dcmGenerateUniqueIdentifier(dimensionUid, SITE_INSTANCE_UID_ROOT);
    IODMultiframeDimensionModule& dimensions = seg->getDimensions();
    dicom::checkDcmtk(dimensions.addDimensionIndex(DCM_ReferencedSegmentNumber, dimensionUid, DCM_SegmentIdentificationSequence,
                                       "ReferencedSegmentNumber"),
          outputFile, "add the segment dimension");
    dicom::checkDcmtk(dimensions.addDimensionIndex(DCM_ImagePositionPatient, dimensionUid, DCM_PlanePositionSequence,
                                       "ImagePositionPatient"),
          outputFile, "add the position dimension");
    addSharedGroups(*seg, grid, outputFile);

    const std::size_t columns = static_cast<std::size_t>(grid.size[0]);
    const std::size_t frameSize = columns * static_cast<std::size_t>(grid.size[1]);
    std::vector<Uint8> frame(frameSize);
    std::set<int64_t> referencedSlices;
    SegWriteReport report;
    report.referencedSeriesUid = series.seriesUid;
    for (const PlannedSegment& plan : planned) {
        Uint16 segmentNumber = 0;
        dicom::checkDcmtk(seg->addSegment(createSegment(plan.description, options, outputFile), segmentNumber), outputFile,
              "add segment " + plan.description.name);
        ++report.segments;
        const Volume& layer = layers[plan.layer];
        for (int64_t k = 0; k < grid.size[2]; ++k) {
            if (!dicom::maskOfValue(layer, k * static_cast<int64_t>(frameSize), plan.description.labelValue, frame))
                continue;  // empty frames are left out
            const Vec3 position = grid.indexToWorld({0, 0, static_cast<double>(k)});
            std::unique_ptr<FGPlanePosPatient> plane(FGPlanePosPatient::createMinimal(
                decimalString(position[0]).c_str(), decimalString(position[1]).c_str(), decimalString(position[2]).c_str()));
            FGFrameContent frameContent;
            dicom::checkDcmtk(frameContent.setDimensionIndexValues(segmentNumber, 0), outputFile, "index a frame");
            dicom::checkDcmtk(frameContent.setDimensionIndexValues(static_cast<Uint32>(k + 1), 1), outputFile, "index a frame");
            FGDerivationImage derivation;
            DerivationImageItem* derivationItem = nullptr;
            dicom::checkDcmtk(derivation.addDerivationImageItem(CodeSequenceMacro("113076", "DCM", "Segmentation"), "", derivationItem),
                  outputFile, "describe the derivation");
            auto* source = new SourceImageItem();
            derivationItem->getSourceImageItems().push_back(source);
            source->getPurposeOfReferenceCode() =
                CodeSequenceMacro("121322", "DCM", "Source image for image processing operation");
            dicom::checkDcmtk(source->getImageSOPInstanceReference().setReferencedSOPClassUID(series.slices[k].sopClassUid.c_str()),
                  outputFile, "reference a source image");
            dicom::checkDcmtk(source->getImageSOPInstanceReference().setReferencedSOPInstanceUID(series.slices[k].sopInstanceUid.c_str()),
                  outputFile, "reference a source image");
            referencedSlices.insert(k);
            const OFVector<FGBase*> perFrame{plane.get(), &frameContent, &derivation};
            dicom::checkDcmtk(seg->addFrame(frame.data(), segmentNumber, perFrame), outputFile, "add a frame");
            ++report.frames;
        }
    }

    auto* referencedSeries = new IODSeriesAndInstanceReferenceMacro::ReferencedSeriesItem();
    seg->getCommonInstanceReference().getReferencedSeriesItems().push_back(referencedSeries);
    dicom::checkDcmtk(referencedSeries->setSeriesInstanceUID(series.seriesUid.c_str()), outputFile, "reference the series");
    for (int64_t k : referencedSlices) {
        auto* instance = new SOPInstanceReferenceMacro();
        referencedSeries->getReferencedInstanceItems().push_back(instance);
        dicom::checkDcmtk(instance->setReferencedSOPClassUID(series.slices[k].sopClassUid.c_str()), outputFile, "reference an image");
        dicom::checkDcmtk(instance->setReferencedSOPInstanceUID(series.slices[k].sopInstanceUid.c_str()), outputFile,
              "reference an image");
    }

    DcmFileFormat file;
    dicom::checkDcmtk(seg->writeDataset(*file.getDataset()), outputFile, "encode the segmentation");
    dicom::checkDcmtk(file.getDataset()->putAndInsertString(DCM_SegmentsOverlap, layers.size() == 1 ? "NO" : "UNDEFINED"), outputFile,
          "set Segments Overlap");
    report.sopInstanceUid = dicom::saveDicomFileAtomically(file, outputFile);
    return report;
}

}  // namespace segstudio::io
