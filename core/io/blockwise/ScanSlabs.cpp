#include "io/blockwise/ScanSlabs.h"

#include <zlib.h>

#include <algorithm>
#include <cstring>
#include <filesystem>

#include <itkImageFileReader.h>
#include <itkImageFileWriter.h>
#include <itkImageIORegion.h>
#include <itkMetaImageIO.h>
#include <itkVectorImage.h>

#include "common/Errors.h"
#include "common/system/AtomicFile.h"
#include "io/ItkBridge.h"
#include "io/ScanIOInternal.h"

namespace segstudio::io {

namespace fs = std::filesystem;

namespace {

bool endsWith(const std::string& s, const std::string& suffix)
{
    return s.size() >= suffix.size() && std::equal(suffix.rbegin(), suffix.rend(), s.rbegin(),
                                                   [](char a, char b) { return std::tolower(a) == std::tolower(b); });
}

// What a NIfTI-1 header says about where and how the voxels are stored.
struct NiftiLayout {
    int64_t voxOffset = 0;
    ScalarType type = ScalarType::Float32;
    bool swap = false;
    double slope = 1, inter = 0;
    int64_t size[4] = {1, 1, 1, 1};
};

template <class T> T fieldAt(const unsigned char* header, std::size_t offset, bool swap)
{
    T value;
    std::memcpy(&value, header + offset, sizeof(T));
    if (swap) {
        unsigned char* b = reinterpret_cast<unsigned char*>(&value);
        std::reverse(b, b + sizeof(T));
    }
    return value;
}

// The layout of a NIfTI-1 file this reader can stream: at most 4 axes
// (the 4th: channels), a plain scalar type; std::nullopt otherwise.
std::optional<NiftiLayout> niftiLayout(const std::string& path)
{
    gzFile file = gzopen(path.c_str(), "rb");
    if (!file)
        return std::nullopt;
    unsigned char header[348];
    const int got = gzread(file, header, sizeof header);
    gzclose(file);
    if (got != static_cast<int>(sizeof header))
        return std::nullopt;
    NiftiLayout layout;
    const int32_t size = fieldAt<int32_t>(header, 0, false);
    layout.swap = size != 348;
    if (fieldAt<int32_t>(header, 0, layout.swap) != 348 || std::memcmp(header + 344, "n+1", 4) != 0)
        return std::nullopt;
    const int16_t dims = fieldAt<int16_t>(header, 40, layout.swap);
    if (dims < 1 || dims > 4)
        return std::nullopt;
    for (int d = 0; d < dims; ++d)
        layout.size[d] = fieldAt<int16_t>(header, 42 + 2 * static_cast<std::size_t>(d), layout.swap);
    switch (fieldAt<int16_t>(header, 70, layout.swap)) {
    case 2: layout.type = ScalarType::UInt8; break;
    case 4: layout.type = ScalarType::Int16; break;
    case 8: layout.type = ScalarType::Int32; break;
    case 16: layout.type = ScalarType::Float32; break;
    case 64: layout.type = ScalarType::Float64; break;
    case 256: layout.type = ScalarType::Int8; break;
    case 512: layout.type = ScalarType::UInt16; break;
    case 768: layout.type = ScalarType::UInt32; break;
    case 1024: layout.type = ScalarType::Int64; break;
    case 1280: layout.type = ScalarType::UInt64; break;
    default: return std::nullopt;
    }
    const float voxOffset = fieldAt<float>(header, 108, layout.swap);
    if (!(voxOffset >= 348.0f && voxOffset < 1e15f))  // also NaN: the header is not one this reader streams
        return std::nullopt;
    layout.voxOffset = static_cast<int64_t>(voxOffset);
    const float slope = fieldAt<float>(header, 112, layout.swap), inter = fieldAt<float>(header, 116, layout.swap);
    if (slope != 0.0f && std::isfinite(slope) && std::isfinite(inter)) {
        layout.slope = slope;
        layout.inter = inter;
    }
    return layout;
}

}  // namespace

struct ScanSlabReader::Impl {
    std::string path;
    ScanHeader header;
    enum class Source { MetaImage, Nifti, Isolated, Memory } source = Source::Memory;
    ScanReadOptions options;  // Source::Isolated: each request's size limit
    // NIfTI: one zlib stream per channel, each at row `streamRow`.
    NiftiLayout nifti;
    std::vector<gzFile> streams;
    int64_t streamRow = 0;
    // Rows kept from the last answer, so an overlapping request re-reads nothing.
    int64_t cacheFirst = 0, cacheEnd = 0;
    std::vector<std::vector<float>> cache;  // per channel, rows x Y x X
    std::optional<Volume> whole;            // Source::Memory

    int64_t rowVoxels() const { return header.geometry.size[0] * header.geometry.size[1]; }

    ~Impl()
    {
        for (gzFile f : streams)
            gzclose(f);
    }

    // Rows [first, end) of channel c from the NIfTI streams (first >= streamRow).
    void readNifti(int64_t first, int64_t end, std::vector<std::vector<float>>& out)
    {
        const std::size_t scalar = scalarSize(nifti.type);
        const int64_t rowBytes = rowVoxels() * static_cast<int64_t>(scalar);
        std::vector<unsigned char> raw(static_cast<std::size_t>((end - first) * rowBytes));
        for (std::size_t c = 0; c < streams.size(); ++c) {
            const int64_t channelStart = nifti.voxOffset + static_cast<int64_t>(c) * header.geometry.size[2] * rowBytes;
            if (gzseek(streams[c], static_cast<z_off_t>(channelStart + first * rowBytes), SEEK_SET) < 0)
                throw InputError(path, "voxels", "cannot seek to row " + std::to_string(first));
            std::size_t done = 0;
            while (done < raw.size()) {
                const unsigned chunk = static_cast<unsigned>(std::min<std::size_t>(raw.size() - done, 1u << 30));
                const int got = gzread(streams[c], raw.data() + done, chunk);
                if (got <= 0)
                    throw InputError(path, "voxels",
                                     "ends before row " + std::to_string(end) + " of channel " + std::to_string(c) +
                                         " (the header declares " + std::to_string(header.geometry.size[2]) + " rows)");
                done += static_cast<std::size_t>(got);
            }
            std::vector<float>& values = out[c];
            values.resize(static_cast<std::size_t>((end - first) * rowVoxels()));
            visitScalarType(nifti.type, [&](auto zero) {
                using T = decltype(zero);
                for (std::size_t i = 0; i < values.size(); ++i) {
                    T v = fieldAt<T>(raw.data(), i * sizeof(T), nifti.swap && sizeof(T) > 1);
                    values[i] = static_cast<float>(static_cast<double>(v) * nifti.slope + nifti.inter);
                }
            });
        }
        streamRow = end;
    }

    void readMetaImage(int64_t first, int64_t end, std::vector<std::vector<float>>& out)
    {
        using Image = itk::VectorImage<float, 3>;
        auto reader = itk::ImageFileReader<Image>::New();
        reader->SetFileName(path);
        try {
            reader->UpdateOutputInformation();
            Image::RegionType region = reader->GetOutput()->GetLargestPossibleRegion();
            region.SetIndex(2, first);
            region.SetSize(2, static_cast<itk::SizeValueType>(end - first));
            reader->GetOutput()->SetRequestedRegion(region);
            reader->Update();
        } catch (const itk::ExceptionObject& error) {
            throw InputError(path, "voxels", "rows " + std::to_string(first) + "-" + std::to_string(end) +
                                                 " could not be read: " + error.GetDescription());
        }
        const Image* image = reader->GetOutput();
        const int components = static_cast<int>(image->GetNumberOfComponentsPerPixel());
        const int64_t voxels = (end - first) * rowVoxels();
        if (components != header.components ||
            static_cast<int64_t>(image->GetBufferedRegion().GetNumberOfPixels()) != voxels)
            throw InputError(path, "voxels", "rows " + std::to_string(first) + "-" + std::to_string(end) +
                                                 " do not have the header's size");
        const float* buffer = image->GetBufferPointer();
        for (int c = 0; c < components; ++c) {
            out[static_cast<std::size_t>(c)].resize(static_cast<std::size_t>(voxels));
            for (int64_t v = 0; v < voxels; ++v)
                out[static_cast<std::size_t>(c)][static_cast<std::size_t>(v)] = buffer[v * components + c];
        }
    }

    // Rows [first, end) of `volume`, whose row 0 is row `volumeFirst` of the scan.
    void splitChannels(const Volume& volume, int64_t volumeFirst, int64_t first, int64_t end,
                       std::vector<std::vector<float>>& out) const
    {
        const int64_t voxels = (end - first) * rowVoxels();
        for (int c = 0; c < volume.components; ++c) {
            std::vector<float>& values = out[static_cast<std::size_t>(c)];
            values.resize(static_cast<std::size_t>(voxels));
            const int64_t offset = (first - volumeFirst) * rowVoxels();
            for (int64_t v = 0; v < voxels; ++v)
                values[static_cast<std::size_t>(v)] =
                    static_cast<float>(volume.valueAsDouble((offset + v) * volume.components + c));
        }
    }

    void readMemory(int64_t first, int64_t end, std::vector<std::vector<float>>& out)
    {
        splitChannels(*whole, 0, first, end, out);
    }

    // Rows from the isolated reader, in a child process per request.
    void readIsolated(int64_t first, int64_t end, std::vector<std::vector<float>>& out)
    {
        const Volume rows = detail::readScanRows(path, first, end, options);
        if (rows.geometry.size != Size3{header.geometry.size[0], header.geometry.size[1], end - first} ||
            rows.components != header.components)
            throw InputError(path, "voxels", "the reader sent rows of another size");
        splitChannels(rows, first, first, end, out);
    }
};

namespace {

// How `path` can be read in rows: its NIfTI layout, MetaImage through ITK,
// its isolated reader (microscopy TIFF stacks, OME-Zarr), or not at all.
enum class RowSource { Nifti, MetaImage, Isolated, None };

RowSource rowSourceOf(const std::string& path, const ScanHeader& header, const ScanReadOptions& options,
                      std::optional<NiftiLayout>* nifti)
{
    if (options.spacingOverrideXyz || header.dimensions > 4)
        return RowSource::None;
    // Isolated readers stay isolated: rows come from a child process.
    if (!isolatingReader(path).empty())
        return detail::readsRowsInChildProcess(header) ? RowSource::Isolated : RowSource::None;
    const Size3& size = header.geometry.size;
    if (endsWith(path, ".nii") || endsWith(path, ".nii.gz")) {
        const std::optional<NiftiLayout> layout = niftiLayout(path);
        if (layout && layout->size[0] == size[0] && layout->size[1] == size[1] && layout->size[2] == size[2] &&
            layout->size[3] == header.components) {
            if (nifti)
                *nifti = layout;
            return RowSource::Nifti;
        }
        return RowSource::None;
    }
    // A 4D MetaImage's channels are a 4th axis, which the 3D streaming reader does not see.
    if ((endsWith(path, ".mha") || endsWith(path, ".mhd")) && header.dimensions <= 3) {
        auto io = itk::ImageIOFactory::CreateImageIO(path.c_str(), itk::IOFileModeEnum::ReadMode);
        if (io && dynamic_cast<itk::MetaImageIO*>(io.GetPointer())) {
            io->SetFileName(path);
            io->ReadImageInformation();
            if (io->CanStreamRead())
                return RowSource::MetaImage;
        }
    }
    return RowSource::None;
}

}  // namespace

bool scanStreamsRows(const std::string& path, const ScanReadOptions& options)
{
    return rowSourceOf(path, readScanHeader(path, options), options, nullptr) != RowSource::None;
}

ScanSlabReader::ScanSlabReader(const std::string& path, const ScanReadOptions& options) : m(std::make_unique<Impl>())
{
    m->path = path;
    m->header = readScanHeader(path, options);
    std::optional<NiftiLayout> nifti;
    switch (rowSourceOf(path, m->header, options, &nifti)) {
    case RowSource::Nifti:
        m->nifti = *nifti;
        m->source = Impl::Source::Nifti;
        for (int c = 0; c < m->header.components; ++c) {
            gzFile file = gzopen(path.c_str(), "rb");
            if (!file)
                throw InputError(path, "", "cannot be opened");
            gzbuffer(file, 1 << 20);
            m->streams.push_back(file);
        }
        break;
    case RowSource::MetaImage:
        m->source = Impl::Source::MetaImage;
        break;
    case RowSource::Isolated:
        m->source = Impl::Source::Isolated;
        m->options = options;
        break;
    case RowSource::None:
        m->whole = readScan(path, options);
        break;
    }
}

ScanSlabReader::~ScanSlabReader() = default;

const ScanHeader& ScanSlabReader::header() const { return m->header; }

bool ScanSlabReader::streams() const { return m->source != Impl::Source::Memory; }

std::vector<float> ScanSlabReader::rows(int64_t first, int64_t end)
{
    const int64_t depth = m->header.geometry.size[2];
    if (first < 0 || end > depth || end <= first)
        throw std::out_of_range("ScanSlabReader::rows: rows outside the scan");
    if (first < m->cacheFirst)  // a new pass from an earlier row: nothing cached is reused
        m->cacheFirst = m->cacheEnd = 0, m->cache.clear();
    const std::size_t channels = static_cast<std::size_t>(m->header.components);
    const int64_t rowVoxels = m->rowVoxels();
    std::vector<std::vector<float>> kept(channels), fresh(channels);
    const int64_t keptEnd = std::clamp(m->cacheEnd, first, end);  // rows [first, keptEnd) come from the cache
    for (std::size_t c = 0; c < channels && keptEnd > first && !m->cache.empty(); ++c)
        kept[c].assign(m->cache[c].begin() + (first - m->cacheFirst) * rowVoxels,
                       m->cache[c].begin() + (keptEnd - m->cacheFirst) * rowVoxels);
    const int64_t readFirst = keptEnd > first ? keptEnd : first;
    if (end > readFirst) {
        if (m->source == Impl::Source::Nifti)
            m->readNifti(readFirst, end, fresh);
        else if (m->source == Impl::Source::MetaImage)
            m->readMetaImage(readFirst, end, fresh);
        else if (m->source == Impl::Source::Isolated)
            m->readIsolated(readFirst, end, fresh);
        else
            m->readMemory(readFirst, end, fresh);
    }
    std::vector<float> out;
    out.reserve(channels * static_cast<std::size_t>((end - first) * rowVoxels));
    m->cache.assign(channels, {});
    for (std::size_t c = 0; c < channels; ++c) {
        m->cache[c] = std::move(kept[c]);
        m->cache[c].insert(m->cache[c].end(), fresh[c].begin(), fresh[c].end());
        out.insert(out.end(), m->cache[c].begin(), m->cache[c].end());
    }
    m->cacheFirst = first;
    m->cacheEnd = end;
    return out;
}

bool streamsLabelRows(const std::string& path) { return endsWith(path, ".mha"); }

struct LabelSlabWriter::Impl {
    std::string path, partialPath;
    Geometry geometry;
    ScalarType type;
    int64_t rowsDone = 0;
    std::optional<Volume> whole;  // formats that cannot stream

    template <class T> void paste(const Volume& rows)
    {
        using Image = itk::Image<T, 3>;
        auto image = Image::New();
        copyGeometryToItk(geometry, image.GetPointer());
        typename Image::RegionType block = image->GetLargestPossibleRegion();
        block.SetIndex(2, rowsDone);
        block.SetSize(2, static_cast<itk::SizeValueType>(rows.geometry.size[2]));
        image->SetBufferedRegion(block);
        image->SetRequestedRegion(block);
        image->Allocate();
        std::memcpy(image->GetBufferPointer(), rows.bytes.data(), rows.bytes.size());
        auto writer = itk::ImageFileWriter<Image>::New();
        writer->SetInput(image);
        writer->SetFileName(partialPath);
        writer->SetUseCompression(false);
        itk::ImageIORegion region(3);
        for (unsigned d = 0; d < 3; ++d) {
            region.SetIndex(d, static_cast<itk::IndexValueType>(block.GetIndex(d)));
            region.SetSize(d, block.GetSize(d));
        }
        writer->SetIORegion(region);
        try {
            writer->Update();
        } catch (const itk::ExceptionObject& error) {
            throw InputError(partialPath, "", std::string("rows could not be written: ") + error.GetDescription());
        }
        // On disk before anyone (a resume record) counts them.
        syncFileToDisk(partialPath);
    }
};

LabelSlabWriter::LabelSlabWriter(const std::string& path, const std::string& partialPath, const Geometry& geometry,
                                 ScalarType type, int64_t rowsDone)
    : m(std::make_unique<Impl>())
{
    // ITK writes the rows here; the scan may have been read only in reader
    // children (OME-TIFF, OME-Zarr), which registered ITK's IO there, not here.
    detail::registerImageIOFactories();
    m->path = path;
    m->partialPath = partialPath;
    m->geometry = geometry;
    m->type = type;
    if (!streams()) {
        if (rowsDone > 0)
            throw std::logic_error("LabelSlabWriter: only streaming formats resume");
        m->whole = Volume::allocate(geometry, type);
    } else if (rowsDone > 0) {
        if (!fs::exists(partialPath))
            throw InputError(partialPath, "", "the partial label map to continue is missing");
        m->rowsDone = rowsDone;
    } else {
        fs::remove(partialPath);
    }
}

LabelSlabWriter::~LabelSlabWriter() = default;

bool LabelSlabWriter::streams() const { return streamsLabelRows(m->path); }

int64_t LabelSlabWriter::rowsDone() const { return m->rowsDone; }

void LabelSlabWriter::append(const Volume& rows)
{
    const int64_t count = rows.geometry.size[2];
    if (rows.type != m->type || rows.geometry.size[0] != m->geometry.size[0] ||
        rows.geometry.size[1] != m->geometry.size[1] || m->rowsDone + count > m->geometry.size[2])
        throw std::logic_error("LabelSlabWriter::append: rows of another shape or type");
    if (m->whole) {
        const std::size_t rowBytes = rows.bytes.size() / static_cast<std::size_t>(count);
        std::memcpy(m->whole->bytes.data() + static_cast<std::size_t>(m->rowsDone) * rowBytes, rows.bytes.data(),
                    rows.bytes.size());
    } else {
        visitScalarType(m->type, [&](auto zero) { m->paste<decltype(zero)>(rows); });
    }
    m->rowsDone += count;
}

void LabelSlabWriter::finish()
{
    if (m->rowsDone != m->geometry.size[2])
        throw std::logic_error("LabelSlabWriter::finish before the last row");
    if (m->whole) {
        writeScan(m->path, *m->whole);
        return;
    }
    renameDurably(m->partialPath, m->path);
}

}  // namespace segstudio::io
