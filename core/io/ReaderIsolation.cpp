// Every read that may reach GDCM, and every TIFF read, runs in a child process
// (common/system/ChildProcess.h): Debian's GDCM keeps its assert()s and aborts, or
// allocates what a damaged header claims, on some DICOM data sets, and ITK
// 5.2's TIFF reader overruns libtiff's buffers on some damaged files. Here
// the results of the readers in ScanIO.cpp and DicomIO.cpp travel back from
// the child as bytes.
#include <filesystem>
#include <system_error>

#include "common/system/ChildProcess.h"
#include "common/Errors.h"
#include "io/ScanIOInternal.h"

namespace segstudio::io::detail {

namespace fs = std::filesystem;

namespace {

constexpr const char* kWhat = "the DICOM reader";

template <class Writer> void putGeometry(Writer& out, const Geometry& g)
{
    out.put(g.size);
    out.put(g.spacing);
    out.put(g.origin);
    out.put(g.direction);
}

Geometry getGeometry(ByteReader& in)
{
    Geometry g;
    g.size = in.get<Size3>();
    g.spacing = in.get<Vec3>();
    g.origin = in.get<Vec3>();
    g.direction = in.get<Matrix3>();
    return g;
}

// Bytes on disk below `path` (one level): the child may take a while on a
// large series, never minutes of silence on a small one.
uint64_t bytesOnDisk(const std::string& path)
{
    std::error_code error;
    if (!fs::is_directory(path, error))
        return fs::file_size(path, error);
    uint64_t total = 0;
    for (const auto& entry : fs::directory_iterator(path, error))
        if (entry.is_regular_file(error))
            total += entry.file_size(error);
    return total;
}

ChildProcessLimits limitsFor(const std::string& path)
{
    // Two minutes, plus a second per 10 MB to read (slow network shares).
    ChildProcessLimits limits;
    limits.silence = std::chrono::milliseconds(120'000 + bytesOnDisk(path) / 10'000);
    return limits;
}

// Results that arrive without their full size are a broken child, not a scan.
template <class T> T decodeOrThrow(const std::string& path, const std::string& bytes, T (*decode)(ByteReader&))
{
    ByteReader in(bytes);
    try {
        return decode(in);
    } catch (const std::out_of_range&) {
        throw InputError(path, "", std::string(kWhat) + " sent an incomplete answer");
    }
}

ScanHeader decodeHeader(ByteReader& in)
{
    ScanHeader header;
    header.path = in.getString();
    header.format = in.getString();
    header.geometry = getGeometry(in);
    header.type = in.get<ScalarType>();
    header.components = in.get<int>();
    header.dimensions = in.get<int>();
    const auto warnings = in.get<uint64_t>();
    for (uint64_t i = 0; i < warnings; ++i) {
        Problem w;
        w.subject = in.getString();
        w.file = in.getString();
        w.field = in.getString();
        w.reason = in.getString();
        header.warnings.push_back(std::move(w));
    }
    const auto names = in.get<uint64_t>();
    if (names > 4096)
        throw std::out_of_range("too many channel names");
    for (uint64_t i = 0; i < names; ++i)
        header.channelNames.push_back(in.getString());
    return header;
}

// Read from the child's pipe straight into the volume's buffer, after the
// size the child claims is checked against the caller's limit.
Volume receiveVolume(ByteReader& in, const std::string& path, const ScanReadOptions& options)
{
    Volume volume;
    volume.geometry = getGeometry(in);
    volume.type = in.get<ScalarType>();
    volume.components = in.get<int>();
    const auto size = in.get<uint64_t>();
    const bool knownType = static_cast<int>(volume.type) <= static_cast<int>(ScalarType::Float64);
    if (!knownType || volume.components < 1 || volume.geometry.size[0] < 1 || volume.geometry.size[1] < 1 ||
        volume.geometry.size[2] < 1)
        throw std::out_of_range("a volume without voxels");
    ScanHeader claimed;
    claimed.path = path;
    claimed.geometry = volume.geometry;
    claimed.type = volume.type;
    claimed.components = volume.components;
    checkSizeWithinLimit(claimed, options);
    if (size != static_cast<uint64_t>(volume.valueCount()) * scalarSize(volume.type))
        throw std::out_of_range("voxel bytes do not match the geometry");
    volume.bytes.resize(size);
    in.get(volume.bytes.data(), size);
    return volume;
}

std::vector<DicomSeriesInfo> decodeSeries(ByteReader& in)
{
    const auto count = in.get<uint64_t>();
    std::vector<DicomSeriesInfo> series;
    for (uint64_t i = 0; i < count; ++i) {
        DicomSeriesInfo s;
        s.uid = in.getString();
        s.description = in.getString();
        s.modality = in.getString();
        s.sliceCount = in.get<int>();
        series.push_back(std::move(s));
    }
    return series;
}

}  // namespace

bool mayHoldDicom(const std::string& path)
{
    std::error_code error;
    return fs::is_directory(path, error) || mayBeDicom(path);
}

ScanHeader scanHeaderInChildProcess(const std::string& path, const std::function<ScanHeader()>& read,
                                    const std::string& reader)
{
    const std::string bytes = runInChildProcess(
        path, reader,
        [&] {
            const ScanHeader header = read();
            ByteWriter out;
            out.putString(header.path);
            out.putString(header.format);
            putGeometry(out, header.geometry);
            out.put(header.type);
            out.put(header.components);
            out.put(header.dimensions);
            // The header's warnings (no pixel size, axes guessed) reach the user too.
            out.put(static_cast<uint64_t>(header.warnings.size()));
            for (const Problem& w : header.warnings)
                for (const std::string* text : {&w.subject, &w.file, &w.field, &w.reason})
                    out.putString(*text);
            out.put(static_cast<uint64_t>(header.channelNames.size()));
            for (const std::string& name : header.channelNames)
                out.putString(name);
            return out.take();
        },
        limitsFor(path));
    return decodeOrThrow(path, bytes, &decodeHeader);
}

Volume scanInChildProcess(const std::string& path, const std::function<Volume()>& read, const ScanReadOptions& options,
                          const std::string& reader)
{
    Volume volume;
    runInChildProcess(
        path, reader,
        [&](ChildAnswerWriter& out) {
            const Volume scan = read();  // what may throw, before anything is put
            putGeometry(out, scan.geometry);
            out.put(scan.type);
            out.put(scan.components);
            out.put(static_cast<uint64_t>(scan.bytes.size()));
            out.put(scan.bytes.data(), scan.bytes.size());
        },
        [&](ByteReader& in) { volume = receiveVolume(in, path, options); }, limitsFor(path));
    return volume;
}

std::vector<DicomSeriesInfo> dicomSeriesInChildProcess(const std::string& folder,
                                                       const std::function<std::vector<DicomSeriesInfo>()>& list)
{
    const std::string bytes = runInChildProcess(
        folder, kWhat,
        [&] {
            const std::vector<DicomSeriesInfo> series = list();
            ByteWriter out;
            out.put(static_cast<uint64_t>(series.size()));
            for (const DicomSeriesInfo& s : series) {
                out.putString(s.uid);
                out.putString(s.description);
                out.putString(s.modality);
                out.put(s.sliceCount);
            }
            return out.take();
        },
        limitsFor(folder));
    return decodeOrThrow(folder, bytes, &decodeSeries);
}

}  // namespace segstudio::io::detail
