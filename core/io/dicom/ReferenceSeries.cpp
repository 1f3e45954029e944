#include "io/dicom/ReferenceSeries.h"

#include <cmath>
#include <filesystem>
#include <set>

#include <dcmtk/config/osconfig.h>
#include <dcmtk/dcmdata/dcdeftag.h>
#include <dcmtk/dcmdata/dcfilefo.h>

#include "common/system/ChildProcess.h"
#include "common/Errors.h"
#include "io/dicom/DcmtkSupport.h"
#include "io/ScanIO.h"

namespace segstudio::io::dicom {

namespace fs = std::filesystem;

namespace {

struct InstanceHeader {
    std::string seriesUid;  // SeriesInstanceUID as stored
    std::string studyUid;
    std::string frameOfReferenceUid;
    std::string patientId;
    SourceImage image;
    Vec3 positionMm{};
};

std::string stringTag(DcmDataset& dataset, const DcmTagKey& tag)
{
    OFString value;
    if (dataset.findAndGetOFString(tag, value).bad())
        return {};
    return value.c_str();
}

// "series 1.2.3", or for GDCM's id of a series without a Series Instance UID
// (".3512512": the dot and what GDCM appends to the UID, with no UID before
// them) a sentence that says so.
std::string describeSeriesId(const std::string& gdcmSeriesId)
{
    if (!gdcmSeriesId.empty() && gdcmSeriesId.front() == '.')
        return "the series without a Series Instance UID (GDCM names it \"" + gdcmSeriesId +
               "\" from its other attributes)";
    return "series " + gdcmSeriesId;
}

// GDCM's series id (listDicomSeries, ScanReadOptions::dicomSeriesUid) is the
// SeriesInstanceUID, followed by "." and more attributes when a UID holds
// several acquisitions. A file without a SeriesInstanceUID belongs to the
// id GDCM made without one (".3512512").
bool belongsToSeries(const std::string& seriesInstanceUid, const std::string& gdcmSeriesId)
{
    if (seriesInstanceUid.empty())
        return gdcmSeriesId.empty() || gdcmSeriesId.front() == '.';
    return gdcmSeriesId.compare(0, seriesInstanceUid.size(), seriesInstanceUid) == 0 &&
           (gdcmSeriesId.size() == seriesInstanceUid.size() || gdcmSeriesId[seriesInstanceUid.size()] == '.');
}

// The headers (up to the pixel data) of the folder's files of one series;
// files that are not DICOM or lack a position are skipped. Runs in the child.
std::vector<InstanceHeader> readInstanceHeaders(const std::string& folder, const std::string& gdcmSeriesId)
{
    quietDcmtkLog();
    std::vector<InstanceHeader> instances;
    for (const fs::directory_entry& entry : fs::directory_iterator(folder)) {
        if (!entry.is_regular_file())
            continue;
        DcmFileFormat file;
        if (file.loadFileUntilTag(entry.path().c_str(), EXS_Unknown, EGL_noChange, DCM_MaxReadLength,
                                  ERM_autoDetect, DCM_PixelData)
                .bad())
            continue;
        DcmDataset& dataset = *file.getDataset();
        InstanceHeader header;
        header.seriesUid = stringTag(dataset, DCM_SeriesInstanceUID);
        header.studyUid = stringTag(dataset, DCM_StudyInstanceUID);
        header.frameOfReferenceUid = stringTag(dataset, DCM_FrameOfReferenceUID);
        header.patientId = stringTag(dataset, DCM_PatientID);
        if (!belongsToSeries(header.seriesUid, gdcmSeriesId))
            continue;
        bool positioned = true;
        for (unsigned long axis = 0; axis < 3; ++axis)
            positioned = positioned && dataset.findAndGetFloat64(DCM_ImagePositionPatient, header.positionMm[axis], axis).good();
        header.image = {entry.path().string(), stringTag(dataset, DCM_SOPClassUID), stringTag(dataset, DCM_SOPInstanceUID)};
        if (positioned)  // with or without its UIDs (an anonymised series): loadReferenceSeries says which lack
            instances.push_back(std::move(header));
    }
    return instances;
}

std::string serialise(const std::vector<InstanceHeader>& instances)
{
    ByteWriter writer;
    writer.put<uint64_t>(instances.size());
    for (const InstanceHeader& instance : instances) {
        writer.putString(instance.seriesUid);
        writer.putString(instance.studyUid);
        writer.putString(instance.frameOfReferenceUid);
        writer.putString(instance.patientId);
        writer.putString(instance.image.file);
        writer.putString(instance.image.sopClassUid);
        writer.putString(instance.image.sopInstanceUid);
        writer.put(instance.positionMm);
    }
    return writer.take();
}

std::vector<InstanceHeader> deserialise(const std::string& bytes)
{
    ByteReader reader(bytes);
    std::vector<InstanceHeader> instances(reader.get<uint64_t>());
    for (InstanceHeader& instance : instances) {
        instance.seriesUid = reader.getString();
        instance.studyUid = reader.getString();
        instance.frameOfReferenceUid = reader.getString();
        instance.patientId = reader.getString();
        instance.image.file = reader.getString();
        instance.image.sopClassUid = reader.getString();
        instance.image.sopInstanceUid = reader.getString();
        instance.positionMm = reader.get<Vec3>();
    }
    return instances;
}

}  // namespace

bool maskOfValue(const Volume& labels, int64_t first, int value, std::vector<uint8_t>& mask)
{
    return visitScalarType(labels.type, [&](auto zero) {
        using T = decltype(zero);
        const T* voxels = labels.data<T>() + first;
        bool any = false;
        for (std::size_t p = 0; p < mask.size(); ++p) {
            mask[p] = voxels[p] == static_cast<T>(value);
            any = any || mask[p];
        }
        return any;
    });
}

int64_t gridSliceAt(const Geometry& grid, const Vec3& positionMm)
{
    const Vec3 index = grid.worldToIndex(positionMm);
    const int64_t k = std::llround(index[2]);
    const double tolerance = 0.05;
    if (std::abs(index[0]) > tolerance || std::abs(index[1]) > tolerance || std::abs(index[2] - k) > tolerance)
        return -1;
    return k >= 0 && k < grid.size[2] ? k : -1;
}

void requireImageUids(const ReferenceSeries& series, const std::string& what)
{
    if (series.missingUids.empty())
        return;
    std::string names;
    for (const std::string& name : series.missingUids)
        names += (names.empty() ? "" : ", ") + name;
    throw InputError(series.folder, series.missingUids.front(),
                     "the series' images lack " + names + " (an anonymiser removed them): " + what +
                         " references the images it was drawn on by these UIDs, so none can be made for this series. "
                         "Use the series as it came from the scanner or PACS, or save the label map as NIfTI instead");
}

ReferenceSeries loadReferenceSeries(const std::string& folder, const std::string& seriesUid)
{
    if (!fs::is_directory(folder))
        throw InputError(folder, "", "is not a folder; the reference series is a folder of DICOM files");
    ReferenceSeries series;
    series.folder = folder;
    std::string gdcmSeriesId = seriesUid;
    if (gdcmSeriesId.empty()) {
        const std::vector<DicomSeriesInfo> all = listDicomSeries(folder);
        if (all.empty())
            throw InputError(folder, "", "holds no DICOM series");
        if (all.size() > 1)
            throw InputError(folder, "series",
                             "holds " + std::to_string(all.size()) + " DICOM series; choose one by its UID");
        gdcmSeriesId = all.front().uid;
    }
    ScanReadOptions options;
    options.dicomSeriesUid = gdcmSeriesId;
    series.geometry = readScanHeader(folder, options).geometry;

    const std::vector<InstanceHeader> instances =
        deserialise(runInChildProcess(folder, "the DICOM header reader (DCMTK)",
                                      [&] { return serialise(readInstanceHeaders(folder, gdcmSeriesId)); }));
    series.slices.assign(static_cast<std::size_t>(series.geometry.size[2]), {});
    std::vector<bool> placed(series.slices.size(), false);
    std::set<std::string> missing;
    for (const InstanceHeader& instance : instances) {
        const int64_t k = gridSliceAt(series.geometry, instance.positionMm);
        if (k < 0 || placed[static_cast<std::size_t>(k)])
            continue;
        placed[static_cast<std::size_t>(k)] = true;
        series.slices[k] = instance.image;
        series.seriesUid = instance.seriesUid;
        series.studyUid = instance.studyUid;
        series.frameOfReferenceUid = instance.frameOfReferenceUid;
        series.patientId = instance.patientId;
        const std::pair<const char*, const std::string*> uids[] = {{"StudyInstanceUID", &instance.studyUid},
                                                                   {"SeriesInstanceUID", &instance.seriesUid},
                                                                   {"SOPClassUID", &instance.image.sopClassUid},
                                                                   {"SOPInstanceUID", &instance.image.sopInstanceUid}};
        for (const auto& [name, value] : uids)
            if (value->empty())
                missing.insert(name);
    }
    for (const char* name : {"StudyInstanceUID", "SeriesInstanceUID", "SOPClassUID", "SOPInstanceUID"})
        if (missing.count(name))
            series.missingUids.push_back(name);
    for (std::size_t k = 0; k < series.slices.size(); ++k)
        if (!placed[k])
            throw InputError(folder, "series",
                             "no image of " + describeSeriesId(gdcmSeriesId) + " lies on slice " + std::to_string(k) +
                                 " of its grid (" + series.geometry.describe() + ")");
    return series;
}

}  // namespace segstudio::io::dicom
