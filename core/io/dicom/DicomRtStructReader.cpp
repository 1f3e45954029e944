#include <cmath>
#include <cstdio>
#include <map>
#include <memory>

#include <dcmtk/config/osconfig.h>
#include <dcmtk/dcmdata/dcdeftag.h>
#include <dcmtk/dcmdata/dcfilefo.h>
#include <dcmtk/dcmdata/dcuid.h>
#include <dcmtk/dcmrt/drtstrct.h>

#include "common/system/AtomicFile.h"
#include "common/system/ChildProcess.h"
#include "common/Errors.h"
#include "common/image/LabelPalette.h"
#include "io/dicom/DicomRtStruct.h"
#include "io/dicom/DcmtkSupport.h"
#include "io/dicom/ReferenceSeries.h"
#include "io/dicom/SliceContours.h"

// RT Structure Sets to label layers (DicomRtStruct.h) with DCMTK's dcmrt.
namespace segstudio::io {

namespace {

struct Roi {
    SegmentDescription description;
    std::map<int64_t, std::vector<dicom::PlanarContour>> contoursOfSlice;
};

std::string sopClassInChild(const std::string& file)
{
    dicom::quietDcmtkLog();
    DcmFileFormat header;
    if (header.loadFileUntilTag(file.c_str(), EXS_Unknown, EGL_noChange, DCM_MaxReadLength, ERM_autoDetect, DCM_PixelData)
            .bad())
        return {};
    OFString sopClass;
    header.getDataset()->findAndGetOFString(DCM_SOPClassUID, sopClass);
    return sopClass.c_str();
}

// The ROIs and their contours in grid coordinates; runs in the child.
std::vector<Roi> readRois(const std::string& file, const Geometry& grid, const std::string& frameOfReference)
{
    if (sopClassInChild(file) != UID_RTStructureSetStorage)
        throw InputError(file, "SOPClassUID", "is not RT Structure Set Storage (" + std::string(UID_RTStructureSetStorage) + ")");
    DcmFileFormat format;
    if (format.loadFile(file.c_str()).bad())
        throw InputError(file, "", "is not a readable DICOM file");
    DRTStructureSetIOD rt;
    const OFCondition read = rt.read(*format.getDataset());
    if (read.bad())
        throw InputError(file, "", std::string("is not a readable RT Structure Set: ") + read.text());

    std::map<Sint32, Roi> rois;
    DRTStructureSetROISequence& structures = rt.getStructureSetROISequence();
    // (dcmrt's gotoNextItem() steps once past the last item and says Normal: index instead.)
    for (std::size_t s = 0; s < structures.getNumberOfItems(); ++s) {
        DRTStructureSetROISequence::Item& item = structures[s];
        Sint32 number = 0;
        OFString name, roiFrame;
        const OFCondition numbered = item.getROINumber(number);
        if (numbered.bad() || number <= 0)
            throw InputError(file, "ROINumber", std::string("is missing or not positive (") + numbered.text() + ")");
        item.getROIName(name);
        item.getReferencedFrameOfReferenceUID(roiFrame);
        if (!frameOfReference.empty() && !roiFrame.empty() && roiFrame.c_str() != frameOfReference)
            throw InputError(file, "ReferencedFrameOfReferenceUID",
                             "of ROI " + std::to_string(number) + " is not the reference series' frame of reference");
        rois[number].description = {number, name.empty() ? "ROI " + std::to_string(number) : name.c_str(), defaultLabelRgb(number), {}};
    }
    DRTROIContourSequence& roiContours = rt.getROIContourSequence();
    for (std::size_t r = 0; r < roiContours.getNumberOfItems(); ++r) {
        DRTROIContourSequence::Item& item = roiContours[r];
        Sint32 number = 0;
        item.getReferencedROINumber(number);
        const auto roi = rois.find(number);
        if (roi == rois.end())
            throw InputError(file, "ReferencedROINumber", std::to_string(number) + " names no ROI of the structure set");
        Sint32 rgb[3];
        if (item.getROIDisplayColor(rgb[0], 0).good() && item.getROIDisplayColor(rgb[1], 1).good() &&
            item.getROIDisplayColor(rgb[2], 2).good())
            for (int channel = 0; channel < 3; ++channel)
                roi->second.description.rgb[channel] = static_cast<uint8_t>(std::clamp<Sint32>(rgb[channel], 0, 255));
        DRTContourSequence& contours = item.getContourSequence();
        for (std::size_t c = 0; c < contours.getNumberOfItems(); ++c) {
            DRTContourSequence::Item& contourItem = contours[c];
            OFString type;
            contourItem.getContourGeometricType(type);
            OFVector<Float64> data;
            contourItem.getContourData(data);
            const bool exclusiveOr = type == "CLOSEDPLANAR_XOR";
            if ((type != "CLOSED_PLANAR" && !exclusiveOr) || data.size() < 9)
                continue;  // points and open lines enclose nothing
            dicom::PlanarContour planar;
            planar.exclusiveOr = exclusiveOr;
            dicom::Contour& contour = planar.points;
            int64_t slice = -1;
            for (std::size_t p = 0; p + 2 < data.size(); p += 3) {
                const Vec3 index = grid.worldToIndex({data[p], data[p + 1], data[p + 2]});
                const int64_t k = std::llround(index[2]);
                if (std::abs(index[2] - static_cast<double>(k)) > 0.05 || k < 0 || k >= grid.size[2] || (slice >= 0 && k != slice))
                    throw InputError(file, "ContourData",
                                     "a contour of ROI " + std::to_string(number) +
                                         " does not lie on one slice of the reference series' grid");
                slice = k;
                contour.push_back({index[0], index[1]});
            }
            roi->second.contoursOfSlice[slice].push_back(std::move(planar));
        }
    }
    std::vector<Roi> result;
    for (auto& [number, roi] : rois)
        result.push_back(std::move(roi));
    return result;
}

// Each ROI rasterised and placed in the first layer it does not overlap.
SegReadResult rasterise(const std::vector<Roi>& rois, const Geometry& grid)
{
    SegReadResult result;
    const std::size_t sliceSize = static_cast<std::size_t>(grid.size[0] * grid.size[1]);
    std::vector<uint8_t> mask(sliceSize);
    for (const Roi& roi : rois) {
        std::map<int64_t, std::vector<uint8_t>> slices;
        for (const auto& [k, contours] : roi.contoursOfSlice) {
            std::fill(mask.begin(), mask.end(), 0);
            dicom::fillPlanarContours(contours, grid.size[0], grid.size[1], mask.data());
            slices[k] = mask;
        }
        std::size_t chosen = 0;
        for (; chosen < result.layers.size(); ++chosen) {
            const int32_t* layer = result.layers[chosen].data<int32_t>();
            bool overlaps = false;
            for (const auto& [k, pixels] : slices)
                for (std::size_t p = 0; p < sliceSize && !overlaps; ++p)
                    overlaps = pixels[p] && layer[k * static_cast<int64_t>(sliceSize) + static_cast<int64_t>(p)] != 0;
            if (!overlaps)
                break;
        }
        if (chosen == result.layers.size())
            result.layers.push_back(Volume::allocate(grid, ScalarType::Int32));
        int32_t* layer = result.layers[chosen].data<int32_t>();
        for (const auto& [k, pixels] : slices)
            for (std::size_t p = 0; p < sliceSize; ++p)
                if (pixels[p])
                    layer[k * static_cast<int64_t>(sliceSize) + static_cast<int64_t>(p)] = roi.description.labelValue;
        result.segments.push_back(roi.description);
        result.layerOfSegment.push_back(static_cast<int>(chosen));
    }
    if (result.layers.empty())
        result.layers.push_back(Volume::allocate(grid, ScalarType::Int32));
    return result;
}

std::string serialise(const std::vector<Roi>& rois)
{
    ByteWriter writer;
    writer.put<uint64_t>(rois.size());
    for (const Roi& roi : rois) {
        writer.put(roi.description.labelValue);
        writer.putString(roi.description.name);
        writer.put(roi.description.rgb);
        writer.put<uint64_t>(roi.contoursOfSlice.size());
        for (const auto& [k, contours] : roi.contoursOfSlice) {
            writer.put(k);
            writer.put<uint64_t>(contours.size());
            for (const dicom::PlanarContour& contour : contours) {
                writer.put<uint8_t>(contour.exclusiveOr ? 1 : 0);
                writer.put<uint64_t>(contour.points.size());
                writer.put(contour.points.data(), contour.points.size() * sizeof(contour.points[0]));
            }
        }
    }
    return writer.take();
}

std::vector<Roi> deserialise(const std::string& bytes)
{
    ByteReader reader(bytes);
    std::vector<Roi> rois(reader.get<uint64_t>());
    for (Roi& roi : rois) {
        roi.description.labelValue = reader.get<int>();
        roi.description.name = reader.getString();
        roi.description.rgb = reader.get<std::array<uint8_t, 3>>();
        const auto slices = reader.get<uint64_t>();
        for (uint64_t s = 0; s < slices; ++s) {
            std::vector<dicom::PlanarContour>& contours = roi.contoursOfSlice[reader.get<int64_t>()];
            contours.resize(reader.get<uint64_t>());
            for (dicom::PlanarContour& contour : contours) {
                contour.exclusiveOr = reader.get<uint8_t>() != 0;
                contour.points.resize(reader.get<uint64_t>());
                reader.get(contour.points.data(), contour.points.size() * sizeof(contour.points[0]));
            }
        }
    }
    return rois;
}

}  // namespace

SegReadResult detail::readDicomRtStructOnGrid(const std::string& file, const Geometry& grid)
{
    return rasterise(readRois(file, grid, ""), grid);
}

std::string dicomSopClassUid(const std::string& file)
{
    requireRegularFile(file);
    return runInChildProcess(file, "the DICOM header reader (DCMTK)", [&] { return sopClassInChild(file); });
}

SegReadResult readDicomRtStruct(const std::string& file, const std::string& referenceSeriesFolder,
                                const std::string& seriesUid)
{
    requireRegularFile(file);
    const dicom::ReferenceSeries series = dicom::loadReferenceSeries(referenceSeriesFolder, seriesUid);
    const Geometry grid = series.geometry;
    const std::string frameOfReference = series.frameOfReferenceUid;
    const std::vector<Roi> rois = deserialise(runInChildProcess(
        file, "the RT Structure Set reader (DCMTK)", [&] { return serialise(readRois(file, grid, frameOfReference)); }));
    SegReadResult result = rasterise(rois, grid);
    result.referencedSeriesUid = series.seriesUid;
    return result;
}

}  // namespace segstudio::io
