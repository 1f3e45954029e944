#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>

#include <gdcmUIDGenerator.h>
#include <itkGDCMImageIO.h>
#include <itkGDCMSeriesFileNames.h>
#include <itkImageSeriesReader.h>
#include <itkImageSeriesWriter.h>
#include <itkMetaDataObject.h>

#include "common/Errors.h"
#include "io/ItkBridge.h"
#include "io/ScanIO.h"
#include "io/ScanIOInternal.h"

// DICOM series: discovery by SeriesInstanceUID (GDCM), slices sorted by
// position, consistency checks, reading and export.
namespace segstudio::io {

namespace fs = std::filesystem;
using namespace detail;

namespace {


std::string dicomTag(const itk::MetaDataDictionary& dictionary, const char* tag)
{
    std::string value;
    itk::ExposeMetaData<std::string>(dictionary, tag, value);
    while (!value.empty() && (value.back() == ' ' || value.back() == '\0'))
        value.pop_back();
    return value;
}

std::vector<double> parseBackslashList(const std::string& text)
{
    std::vector<double> values;
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t end = text.find('\\', start);
        const std::string item = text.substr(start, end == std::string::npos ? std::string::npos : end - start);
        if (!item.empty())
            values.push_back(std::atof(item.c_str()));
        if (end == std::string::npos)
            break;
        start = end + 1;
    }
    return values;
}

std::vector<DicomSeriesInfo> listDicomSeriesInProcess(const std::string& folder);

std::vector<std::string> dicomSeriesUids(const std::string& folder, itk::GDCMSeriesFileNames* names)
{
    names->SetUseSeriesDetails(true);
    names->SetDirectory(folder);
    return names->GetSeriesUIDs();
}

// Slices sorted by position must be evenly spaced and share one orientation;
// otherwise slices are missing or two acquisitions were mixed.
void checkDicomSliceConsistency(const std::string& folder, const std::vector<std::string>& files,
                                const std::vector<const itk::MetaDataDictionary*>& slices)
{
    if (slices.size() < 3)
        return;
    const std::string orientation = dicomTag(*slices[0], "0020|0037");
    const std::vector<double> cosines = parseBackslashList(orientation);
    if (cosines.size() != 6)
        return;
    const Vec3 normal{cosines[1] * cosines[5] - cosines[2] * cosines[4], cosines[2] * cosines[3] - cosines[0] * cosines[5],
                      cosines[0] * cosines[4] - cosines[1] * cosines[3]};
    std::vector<double> positions;
    for (std::size_t i = 0; i < slices.size(); ++i) {
        if (dicomTag(*slices[i], "0020|0037") != orientation)
            throw InputError(folder, "series",
                             "mixes slice orientations (" + fs::path(files[i]).filename().string() +
                                 " differs from the first slice); choose one series");
        const std::vector<double> p = parseBackslashList(dicomTag(*slices[i], "0020|0032"));
        if (p.size() != 3)
            return;
        positions.push_back(p[0] * normal[0] + p[1] * normal[1] + p[2] * normal[2]);
    }
    const double step = positions[1] - positions[0];
    for (std::size_t i = 1; i < positions.size(); ++i) {
        const double gap = positions[i] - positions[i - 1];
        if (std::abs(gap) < 1e-6)
            throw InputError(folder, "series",
                             "two slices at the same position (" + fs::path(files[i - 1]).filename().string() + ", " +
                                 fs::path(files[i]).filename().string() + "): the folder mixes acquisitions");
        if (std::abs(gap - step) > 0.01 * std::abs(step) + 1e-3)
            throw InputError(folder, "series",
                             "slice spacing jumps from " + std::to_string(step) + " mm to " + std::to_string(gap) +
                                 " mm at " + fs::path(files[i]).filename().string() + " (missing slices?)");
    }
}

template <class T> Volume readDicomSeriesTyped(const std::string& folder, const std::vector<std::string>& files)
{
    using ImageType = itk::Image<T, 3>;
    auto reader = itk::ImageSeriesReader<ImageType>::New();
    reader->SetImageIO(itk::GDCMImageIO::New());
    reader->SetFileNames(files);
    try {
        reader->Update();
    } catch (const itk::ExceptionObject& error) {
        throw InputError(folder, "series", "unreadable DICOM series: " + lastLine(error.GetDescription()));
    }
    std::vector<const itk::MetaDataDictionary*> slices;
    for (const auto* dictionary : *reader->GetMetaDataDictionaryArray())
        slices.push_back(dictionary);
    checkDicomSliceConsistency(folder, files, slices);
    return volumeFromItkScalarImage<T>(reader->GetOutput());
}

struct ChosenSeries {
    std::vector<std::string> files;
    itk::ImageIOBase::Pointer firstSliceIO;
};

ChosenSeries chooseDicomSeries(const std::string& folder, const ScanReadOptions& options)
{
    auto names = itk::GDCMSeriesFileNames::New();
    const std::vector<std::string> uids = dicomSeriesUids(folder, names);
    if (uids.empty())
        throw InputError(folder, "", "holds no DICOM series");
    std::string uid = options.dicomSeriesUid;
    if (uid.empty()) {
        if (uids.size() > 1) {
            std::string listing;
            for (const DicomSeriesInfo& s : listDicomSeriesInProcess(folder))
                listing += "\n    " + s.uid + " (" + std::to_string(s.sliceCount) + " slices, " + s.modality +
                           (s.description.empty() ? "" : ", " + s.description) + ")";
            throw InputError(folder, "series",
                             "holds " + std::to_string(uids.size()) +
                                 " DICOM series; choose one by its UID (--series UID):" + listing);
        }
        uid = uids.front();
    } else if (std::find(uids.begin(), uids.end(), uid) == uids.end()) {
        throw InputError(folder, "series", "has no series with UID " + uid);
    }
    ChosenSeries chosen;
    chosen.files = names->GetFileNames(uid);
    chosen.firstSliceIO = openImageIO(chosen.files.front());
    return chosen;
}

ScanHeader dicomSeriesHeader(const std::string& folder, const ChosenSeries& series)
{
    ScanHeader header = headerFromIO(series.firstSliceIO, folder);
    header.format = "DICOM";
    header.geometry.size[2] = static_cast<int64_t>(series.files.size());
    if (series.files.size() > 1) {
        // Slice spacing from the first two positions, as ITK's series reader does.
        const itk::ImageIOBase::Pointer second = openImageIO(series.files[1]);
        double distance = 0;
        for (unsigned axis = 0; axis < 3; ++axis) {
            const double d = second->GetOrigin(axis) - series.firstSliceIO->GetOrigin(axis);
            distance += d * d;
        }
        if (distance > 0)
            header.geometry.spacing[2] = std::sqrt(distance);
    }
    return header;
}

}  // namespace

namespace detail {

bool folderHasDicomFiles(const std::string& folder)
{
    registerImageIOFactories();
    auto dicomIO = itk::GDCMImageIO::New();
    std::error_code error;
    for (const auto& entry : fs::directory_iterator(folder, error))
        if (entry.is_regular_file() && dicomIO->CanReadFile(entry.path().c_str()))
            return true;
    return false;
}

ScanHeader dicomFolderHeader(const std::string& folder, const ScanReadOptions& options)
{
    return dicomSeriesHeader(folder, chooseDicomSeries(folder, options));
}

Volume readDicomFolder(const std::string& folder, const ScanReadOptions& options)
{
    const ChosenSeries series = chooseDicomSeries(folder, options);
    const ScanHeader header = dicomSeriesHeader(folder, series);
    checkSizeWithinLimit(header, options);
    if (header.components != 1)
        throw InputError(folder, "pixel type", "colour DICOM series are not supported");
    return visitScalarType(header.type, [&](auto v) { return readDicomSeriesTyped<decltype(v)>(folder, series.files); });
}

}  // namespace detail

namespace {

std::vector<DicomSeriesInfo> listDicomSeriesInProcess(const std::string& folder)
{
    registerImageIOFactories();
    std::vector<DicomSeriesInfo> series;
    if (!folderHasDicomFiles(folder))
        return series;
    auto names = itk::GDCMSeriesFileNames::New();
    for (const std::string& uid : dicomSeriesUids(folder, names)) {
        DicomSeriesInfo info;
        info.uid = uid;
        const std::vector<std::string> files = names->GetFileNames(uid);
        info.sliceCount = static_cast<int>(files.size());
        if (!files.empty()) {
            auto io = itk::GDCMImageIO::New();
            io->SetFileName(files.front());
            try {
                io->ReadImageInformation();
                info.description = dicomTag(io->GetMetaDataDictionary(), "0008|103e");
                info.modality = dicomTag(io->GetMetaDataDictionary(), "0008|0060");
            } catch (const itk::ExceptionObject&) {
                info.description = "(unreadable header)";
            }
        }
        series.push_back(info);
    }
    std::sort(series.begin(), series.end(), [](const auto& a, const auto& b) { return a.uid < b.uid; });
    return series;
}

}  // namespace

std::vector<DicomSeriesInfo> listDicomSeries(const std::string& folder)
{
    if (!fs::is_directory(folder))
        return {};
    return dicomSeriesInChildProcess(folder, [&] { return listDicomSeriesInProcess(folder); });
}

void writeDicomSeries(const std::string& folder, const Volume& volume, const std::string& seriesDescription,
                      DicomModality modality)
{
    registerImageIOFactories();
    if (volume.components != 1)
        throw InputError(folder, "", "DICOM export supports single-channel volumes");
    const Volume pixels = volume.type == ScalarType::Int16 || volume.type == ScalarType::UInt16 ||
                                  volume.type == ScalarType::UInt8
                              ? volume
                              : volume.convertedTo(ScalarType::Int16);
    visitScalarType(pixels.type, [&](auto v) {
        using T = decltype(v);
        if constexpr (std::is_same_v<T, int16_t> || std::is_same_v<T, uint16_t> || std::is_same_v<T, uint8_t>) {
            using Image3 = itk::Image<T, 3>;
            using Image2 = itk::Image<T, 2>;
            auto image = Image3::New();
            copyGeometryToItk(pixels.geometry, image.GetPointer());
            image->Allocate();
            std::memcpy(image->GetBufferPointer(), pixels.bytes.data(), pixels.bytes.size());

            gdcm::UIDGenerator uidGenerator;
            const std::string studyUid = uidGenerator.Generate();
            const std::string seriesUid = uidGenerator.Generate();
            const std::string frameOfReferenceUid = uidGenerator.Generate();
            const Geometry& g = pixels.geometry;
            char orientation[256];
            std::snprintf(orientation, sizeof orientation, "%.10g\\%.10g\\%.10g\\%.10g\\%.10g\\%.10g", g.direction[0],
                          g.direction[3], g.direction[6], g.direction[1], g.direction[4], g.direction[7]);
            typename itk::ImageSeriesWriter<Image3, Image2>::DictionaryArrayType dictionaries;
            std::vector<itk::MetaDataDictionary> storage(static_cast<std::size_t>(g.size[2]));
            std::vector<std::string> files;
            for (int64_t z = 0; z < g.size[2]; ++z) {
                itk::MetaDataDictionary& d = storage[static_cast<std::size_t>(z)];
                const Vec3 position = g.indexToWorld({0, 0, static_cast<double>(z)});
                char text[256];
                std::snprintf(text, sizeof text, "%.10g\\%.10g\\%.10g", position[0], position[1], position[2]);
                itk::EncapsulateMetaData<std::string>(d, "0020|0032", text);
                itk::EncapsulateMetaData<std::string>(d, "0020|0037", orientation);
                itk::EncapsulateMetaData<std::string>(d, "0020|0013", std::to_string(z + 1));
                itk::EncapsulateMetaData<std::string>(d, "0020|000d", studyUid);
                itk::EncapsulateMetaData<std::string>(d, "0020|000e", seriesUid);
                itk::EncapsulateMetaData<std::string>(d, "0020|0052", frameOfReferenceUid);
                itk::EncapsulateMetaData<std::string>(d, "0008|0018", uidGenerator.Generate());
                // Secondary Capture would drop the geometry: GDCM reads positions only for image storage classes.
                const bool ct = modality == DicomModality::CT;
                itk::EncapsulateMetaData<std::string>(d, "0008|0016", ct ? "1.2.840.10008.5.1.4.1.1.2" : "1.2.840.10008.5.1.4.1.1.4");
                itk::EncapsulateMetaData<std::string>(d, "0008|0060", ct ? "CT" : "MR");
                itk::EncapsulateMetaData<std::string>(d, "0028|0004", "MONOCHROME2");
                itk::EncapsulateMetaData<std::string>(d, "0008|103e", seriesDescription);
                std::snprintf(text, sizeof text, "%.10g\\%.10g", g.spacing[1], g.spacing[0]);
                itk::EncapsulateMetaData<std::string>(d, "0028|0030", text);
                itk::EncapsulateMetaData<std::string>(d, "0018|0050", std::to_string(g.spacing[2]));
                dictionaries.push_back(&d);
                files.push_back((fs::path(folder) / ("slice" + std::to_string(z + 1) + ".dcm")).string());
            }
            auto dicomIO = itk::GDCMImageIO::New();
            dicomIO->KeepOriginalUIDOn();
            auto writer = itk::ImageSeriesWriter<Image3, Image2>::New();
            writer->SetInput(image);
            writer->SetImageIO(dicomIO);
            writer->SetFileNames(files);
            writer->SetMetaDataDictionaryArray(&dictionaries);
            try {
                writer->Update();
            } catch (const itk::ExceptionObject& error) {
                throw InputError(folder, "", "cannot write DICOM series: " + lastLine(error.GetDescription()));
            }
        }
    });
}

}  // namespace segstudio::io
