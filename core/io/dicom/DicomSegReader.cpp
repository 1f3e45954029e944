#include <cmath>
#include <cstdio>
#include <map>
#include <memory>
#include <set>
#include <tuple>
#include <utility>

#include <dcmtk/config/osconfig.h>
#include <dcmtk/dcmdata/dcdeftag.h>
#include <dcmtk/dcmdata/dcfilefo.h>
#include <dcmtk/dcmdata/dcuid.h>
#include <dcmtk/dcmfg/fginterface.h>
#include <dcmtk/dcmfg/fgplanor.h>
#include <dcmtk/dcmfg/fgplanpo.h>
#include <dcmtk/dcmfg/fgseg.h>
#include <dcmtk/dcmiod/cielabutil.h>
#include <dcmtk/dcmseg/segdoc.h>
#include <dcmtk/dcmseg/segment.h>
#include <dcmtk/dcmseg/segutils.h>

#include "common/system/AtomicFile.h"
#include "common/system/ChildProcess.h"
#include "common/Errors.h"
#include "io/dicom/DicomSegmentation.h"
#include "io/dicom/DcmtkSupport.h"
#include "io/dicom/ReferenceSeries.h"

// DICOM SEG to label layers (DicomSegmentation.h) with DCMTK's dcmseg.
namespace segstudio::io {

namespace {

struct SegFrame {
    std::size_t index = 0;  // in the file
    int64_t slice = 0;      // on the reference grid
};

// "SegStudio label N" -> N; 0 for any other tracking ID.
int labelFromTrackingId(DcmSegment& segment)
{
    OFString tracking;
    if (segment.getTrackingID(tracking).bad())
        return 0;
    int value = 0;
    char rest = 0;
    if (std::sscanf(tracking.c_str(), "SegStudio label %d%c", &value, &rest) == 1 && value > 0)
        return value;
    return 0;
}

SegmentDescription describe(DcmSegment& segment, std::size_t number)
{
    SegmentDescription description;
    OFString label;
    segment.getSegmentLabel(label);
    description.name = label.empty() ? "Segment " + std::to_string(number) : label.c_str();
    description.labelValue = labelFromTrackingId(segment);
    Uint16 l = 0, a = 0, b = 0;
    if (segment.getRecommendedDisplayCIELabValue(l, a, b).good()) {
        double red = 0, green = 0, blue = 0;
        IODCIELabUtil::dicomLab2RGB(red, green, blue, l, a, b);
        auto channel = [](double v) { return static_cast<uint8_t>(std::lround(std::clamp(v, 0.0, 1.0) * 255)); };
        description.rgb = {channel(red), channel(green), channel(blue)};
    }
    return description;
}

void checkOrientation(FGInterface& groups, const Geometry& grid, const std::string& segFile)
{
    OFBool perFrame = OFFalse;
    auto* orientation = OFstatic_cast(FGPlaneOrientationPatient*, groups.get(0, DcmFGTypes::EFG_PLANEORIENTPATIENT, perFrame));
    if (!orientation)
        throw InputError(segFile, "PlaneOrientationSequence", "is missing; the frames cannot be placed");
    Float64 row[3], column[3];
    if (orientation->getImageOrientationPatient(row[0], row[1], row[2], column[0], column[1], column[2]).bad())
        throw InputError(segFile, "ImageOrientationPatient", "is not six numbers");
    const Matrix3& d = grid.direction;
    for (int axis = 0; axis < 3; ++axis)
        if (std::abs(row[axis] - d[axis * 3]) > 1e-3 || std::abs(column[axis] - d[axis * 3 + 1]) > 1e-3)
            throw InputError(segFile, "ImageOrientationPatient",
                             "differs from the reference series' orientation; the SEG belongs to another series");
}

// Reads the SEG with DCMTK; runs in the child process.
SegReadResult readInChild(const std::string& segFile, const Geometry& grid)
{
    dicom::quietDcmtkLog();
    std::pair<std::string, std::string> references;  // FrameOfReferenceUID, PatientID
    std::string creator;
    {
        DcmFileFormat header;
        OFString sopClass;
        if (header.loadFileUntilTag(segFile.c_str(), EXS_Unknown, EGL_noChange, DCM_MaxReadLength, ERM_autoDetect,
                                    DCM_PixelData)
                .bad())
            throw InputError(segFile, "", "is not a DICOM file");
        header.getDataset()->findAndGetOFString(DCM_SOPClassUID, sopClass);
        OFString frameOfReference, patient;
        header.getDataset()->findAndGetOFString(DCM_FrameOfReferenceUID, frameOfReference);
        header.getDataset()->findAndGetOFString(DCM_PatientID, patient);
        references = {frameOfReference.c_str(), patient.c_str()};
        OFString contentCreator;
        header.getDataset()->findAndGetOFString(DCM_ContentCreatorName, contentCreator);
        creator = contentCreator.c_str();
        if (sopClass != UID_SegmentationStorage)
            throw InputError(segFile, "SOPClassUID",
                             "is " + std::string(sopClass.empty() ? "missing" : sopClass.c_str()) +
                                 ", not Segmentation Storage (" + UID_SegmentationStorage + ")");
    }
    DcmSegmentation* loaded = nullptr;
    const OFCondition condition = DcmSegmentation::loadFile(segFile.c_str(), loaded);
    std::unique_ptr<DcmSegmentation> seg(loaded);
    if (condition.bad() || !seg)
        throw InputError(segFile, "", std::string("is not a readable DICOM Segmentation: ") + condition.text());
    if (seg->getSegmentationType() != DcmSegTypes::ST_BINARY)
        throw InputError(segFile, "SegmentationType", "is FRACTIONAL; SegStudio reads BINARY segmentations");
    Uint16 rows = 0, columns = 0;
    // DcmSegmentation hides the pixel module its image base class offers.
    auto& image = static_cast<DcmIODImage<IODImagePixelModule<Uint8>>&>(*seg);
    image.getImagePixel().getRows(rows);
    image.getImagePixel().getColumns(columns);
    if (rows != grid.size[1] || columns != grid.size[0])
        throw InputError(segFile, "Rows/Columns",
                         std::to_string(rows) + " x " + std::to_string(columns) + " differ from the reference grid (" +
                             grid.describe() + ")");
    FGInterface& groups = seg->getFunctionalGroups();
    const std::size_t frameCount = seg->getNumberOfFrames();
    if (frameCount == 0)
        throw InputError(segFile, "NumberOfFrames", "is 0: the SEG holds no frame");
    checkOrientation(groups, grid, segFile);

    SegReadResult result;
    std::tie(result.frameOfReferenceUid, result.patientId) = references;
    result.contentCreatorName = creator;
    const std::size_t segmentCount = seg->getNumberOfSegments();
    std::set<int> trackedValues;
    for (std::size_t s = 1; s <= segmentCount; ++s) {
        DcmSegment* segment = seg->getSegment(s);
        if (!segment)
            throw InputError(segFile, "SegmentSequence", "has no segment " + std::to_string(s));
        result.segments.push_back(describe(*segment, s));
        trackedValues.insert(result.segments.back().labelValue);
    }
    // SegStudio's own label values come back when every segment carries a distinct one.
    const bool keepTracked = !trackedValues.count(0) && trackedValues.size() == segmentCount;
    for (std::size_t s = 0; s < segmentCount; ++s)
        if (!keepTracked)
            result.segments[s].labelValue = static_cast<int>(s + 1);

    std::vector<std::vector<SegFrame>> framesOfSegment(segmentCount);
    for (std::size_t f = 0; f < frameCount; ++f) {
        OFBool perFrame = OFFalse;
        auto* identification = OFstatic_cast(FGSegmentation*, groups.get(static_cast<Uint32>(f), DcmFGTypes::EFG_SEGMENTATION, perFrame));
        auto* plane = OFstatic_cast(FGPlanePosPatient*, groups.get(static_cast<Uint32>(f), DcmFGTypes::EFG_PLANEPOSPATIENT, perFrame));
        Uint16 number = 0;
        if (!identification || identification->getReferencedSegmentNumber(number).bad() || number < 1 ||
            number > segmentCount)
            throw InputError(segFile, "ReferencedSegmentNumber",
                             "of frame " + std::to_string(f + 1) + " names no segment of the SEG");
        Vec3 position{};
        if (!plane || plane->getImagePositionPatient(position[0], position[1], position[2]).bad())
            throw InputError(segFile, "ImagePositionPatient", "is missing for frame " + std::to_string(f + 1));
        const int64_t slice = dicom::gridSliceAt(grid, position);
        if (slice < 0)
            throw InputError(segFile, "ImagePositionPatient",
                             "of frame " + std::to_string(f + 1) + " lies on no slice of the reference series' grid");
        framesOfSegment[number - 1].push_back({f, slice});
    }

    const std::size_t frameSize = static_cast<std::size_t>(rows) * columns;
    auto unpacked = [&](std::size_t f) {
        const DcmIODTypes::Frame* frame = seg->getFrame(f);
        if (!frame || frame->length < (frameSize + 7) / 8)
            throw InputError(segFile, "PixelData", "frame " + std::to_string(f + 1) + " is shorter than its pixels");
        return std::unique_ptr<DcmIODTypes::Frame>(DcmSegUtils::unpackBinaryFrame(frame, rows, columns));
    };
    result.layerOfSegment.assign(segmentCount, 0);
    for (std::size_t s = 0; s < segmentCount; ++s) {
        // The first layer where this segment touches no earlier one; a new layer if none.
        std::size_t chosen = 0;
        for (; chosen < result.layers.size(); ++chosen) {
            const int32_t* layer = result.layers[chosen].data<int32_t>();
            bool overlaps = false;
            for (const SegFrame& f : framesOfSegment[s]) {
                const auto pixels = unpacked(f.index);
                const int32_t* slice = layer + f.slice * static_cast<int64_t>(frameSize);
                for (std::size_t p = 0; p < frameSize && !overlaps; ++p)
                    overlaps = pixels->pixData[p] && slice[p] != 0;
                if (overlaps)
                    break;
            }
            if (!overlaps)
                break;
        }
        if (chosen == result.layers.size())
            result.layers.push_back(Volume::allocate(grid, ScalarType::Int32));
        int32_t* layer = result.layers[chosen].data<int32_t>();
        for (const SegFrame& f : framesOfSegment[s]) {
            const auto pixels = unpacked(f.index);
            int32_t* slice = layer + f.slice * static_cast<int64_t>(frameSize);
            for (std::size_t p = 0; p < frameSize; ++p)
                if (pixels->pixData[p])
                    slice[p] = result.segments[s].labelValue;
        }
        result.layerOfSegment[s] = static_cast<int>(chosen);
    }
    if (result.layers.empty())
        result.layers.push_back(Volume::allocate(grid, ScalarType::Int32));
    return result;
}

std::string serialise(const SegReadResult& result)
{
    ByteWriter writer;
    writer.put<uint64_t>(result.segments.size());
    for (std::size_t s = 0; s < result.segments.size(); ++s) {
        writer.put(result.segments[s].labelValue);
        writer.putString(result.segments[s].name);
        writer.put(result.segments[s].rgb);
        writer.put(result.layerOfSegment[s]);
    }
    writer.putString(result.frameOfReferenceUid);
    writer.putString(result.patientId);
    writer.putString(result.contentCreatorName);
    writer.put<uint64_t>(result.layers.size());
    for (const Volume& layer : result.layers)
        writer.put(layer.bytes.data(), layer.bytes.size());
    return writer.take();
}

SegReadResult deserialise(const std::string& bytes, const Geometry& grid)
{
    ByteReader reader(bytes);
    SegReadResult result;
    result.segments.resize(reader.get<uint64_t>());
    for (SegmentDescription& segment : result.segments) {
        segment.labelValue = reader.get<int>();
        segment.name = reader.getString();
        segment.rgb = reader.get<std::array<uint8_t, 3>>();
        result.layerOfSegment.push_back(reader.get<int>());
    }
    result.frameOfReferenceUid = reader.getString();
    result.patientId = reader.getString();
    result.contentCreatorName = reader.getString();
    result.layers.resize(reader.get<uint64_t>());
    for (Volume& layer : result.layers) {
        layer = Volume::allocate(grid, ScalarType::Int32);
        reader.get(layer.bytes.data(), layer.bytes.size());
    }
    return result;
}

}  // namespace

SegReadResult detail::readDicomSegOnGrid(const std::string& segFile, const Geometry& grid)
{
    return readInChild(segFile, grid);
}

SegReadResult readDicomSeg(const std::string& segFile, const std::string& referenceSeriesFolder,
                           const std::string& seriesUid)
{
    requireRegularFile(segFile);
    const dicom::ReferenceSeries series = dicom::loadReferenceSeries(referenceSeriesFolder, seriesUid);
    const Geometry grid = series.geometry;
    SegReadResult result = deserialise(
        runInChildProcess(segFile, "the DICOM SEG reader (DCMTK)", [&] { return serialise(readInChild(segFile, grid)); }),
        grid);
    // The same geometry is no proof of the same patient: the frame of
    // reference is (PS3.3 C.7.4.1).
    if (!series.frameOfReferenceUid.empty() && !result.frameOfReferenceUid.empty() &&
        series.frameOfReferenceUid != result.frameOfReferenceUid)
        throw InputError(segFile, "FrameOfReferenceUID",
                         "is " + result.frameOfReferenceUid + ", the reference series' (" + referenceSeriesFolder + ") is " +
                             series.frameOfReferenceUid +
                             ": the SEG was made on another study, patient or position and is not overlaid on this series");
    if (!series.patientId.empty() && !result.patientId.empty() && series.patientId != result.patientId)
        result.warnings.push_back(segFile + ": PatientID \"" + result.patientId + "\" differs from the reference series' \"" +
                                  series.patientId + "\" (same frame of reference; a pseudonymised copy?)");
    result.referencedSeriesUid = series.seriesUid;
    return result;
}

}  // namespace segstudio::io
