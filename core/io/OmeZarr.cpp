#include "io/OmeZarr.h"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <mutex>
#include <sstream>

#include <gdal.h>

#include "common/formats/JsonFile.h"
#include "io/LengthUnits.h"
#include "io/ScanIOInternal.h"

namespace fs = std::filesystem;

namespace segstudio::io::detail {

namespace {

constexpr uintmax_t kMaxAttributesBytes = 4u << 20;  // .zattrs: metadata, not voxels

std::string attributesPath(const std::string& store) { return (fs::path(store) / ".zattrs").string(); }

// The axes as (name, type, unit); NGFF 0.4 objects, 0.3 names, or none
// before 0.3 (then five axes t, c, z, y, x).
struct Axis {
    std::string name, type, unit;
};

std::vector<Axis> axesOf(const Json& image, std::size_t dimensions, const std::string& field, const std::string& file)
{
    std::vector<Axis> axes;
    if (!image.contains("axes")) {
        if (dimensions != 5)
            throw InputError(file, field + ".axes", "is missing, and the array has " + std::to_string(dimensions) +
                                                        " axes, not the five (t, c, z, y, x) of OME-NGFF before 0.3");
        for (const char* name : {"t", "c", "z", "y", "x"})
            axes.push_back({name, "", ""});
    } else {
        for (const Json& a : image.at("axes")) {
            if (a.is_string())
                axes.push_back({a.get<std::string>(), "", ""});
            else
                axes.push_back({a.at("name").get<std::string>(), a.value("type", ""), a.value("unit", "")});
        }
    }
    for (Axis& a : axes) {
        if (a.type.empty())
            a.type = a.name == "t" ? "time" : a.name == "c" ? "channel" : "space";
        if (a.type != "time" && a.type != "channel" && a.type != "space")
            throw InputError(file, field + ".axes", "axis \"" + a.name + "\" has type \"" + a.type +
                                                        "\"; SegStudio reads time, channel and space axes");
    }
    if (axes.size() != dimensions)
        throw InputError(file, field + ".axes", "names " + std::to_string(axes.size()) + " axes; the array has " +
                                                    std::to_string(dimensions));
    return axes;
}

// One transformation list's scale and translation (identity when absent).
void applyTransformations(const Json& image, const std::string& field, const std::string& file,
                          std::vector<double>& scale, std::vector<double>& translation)
{
    if (!image.contains("coordinateTransformations"))
        return;
    for (const Json& t : image.at("coordinateTransformations")) {
        const std::string type = t.at("type").get<std::string>();
        if (type != "scale" && type != "translation")
            continue;  // "identity"; paths to binary transforms are not read
        if (!t.contains(type))
            throw InputError(file, field + ".coordinateTransformations",
                             "a " + type + " without its values (only inline " + type + "s are read)");
        const std::vector<double> values = t.at(type).get<std::vector<double>>();
        if (values.size() != scale.size())
            throw InputError(file, field + ".coordinateTransformations",
                             "a " + type + " of " + std::to_string(values.size()) + " values for " +
                                 std::to_string(scale.size()) + " axes");
        for (std::size_t a = 0; a < values.size(); ++a) {
            if (!std::isfinite(values[a]))
                throw InputError(file, field + ".coordinateTransformations", "a " + type + " that is not finite");
            if (type == "scale") {
                scale[a] *= values[a];
                translation[a] *= values[a];
            } else {
                translation[a] += values[a];
            }
        }
    }
}

std::optional<ScalarType> scalarTypeOfGdal(GDALDataType type)
{
    switch (type) {
    case GDT_Byte: return ScalarType::UInt8;
    case GDT_UInt16: return ScalarType::UInt16;
    case GDT_Int16: return ScalarType::Int16;
    case GDT_UInt32: return ScalarType::UInt32;
    case GDT_Int32: return ScalarType::Int32;
    case GDT_UInt64: return ScalarType::UInt64;
    case GDT_Int64: return ScalarType::Int64;
    case GDT_Float32: return ScalarType::Float32;
    case GDT_Float64: return ScalarType::Float64;
    default: return std::nullopt;
    }
}

GDALDataType gdalTypeOf(ScalarType type)
{
    switch (type) {
    case ScalarType::UInt8: return GDT_Byte;
    case ScalarType::UInt16: return GDT_UInt16;
    case ScalarType::Int16: return GDT_Int16;
    case ScalarType::UInt32: return GDT_UInt32;
    case ScalarType::Int32: return GDT_Int32;
    case ScalarType::UInt64: return GDT_UInt64;
    case ScalarType::Int64: return GDT_Int64;
    case ScalarType::Float64: return GDT_Float64;
    default: return GDT_Float32;
    }
}

// An open level-0 array; GDAL's messages are kept for the InputError.
class ZarrArray {
public:
    ZarrArray(const std::string& store, const std::string& arrayPath) : m_store(store)
    {
        static std::once_flag registered;
        std::call_once(registered, [] { GDALAllRegister(); });
        CPLPushErrorHandler(CPLQuietErrorHandler);
        CPLErrorReset();
        const char* const drivers[] = {"Zarr", nullptr};
        m_dataset = GDALOpenEx(store.c_str(), GDAL_OF_MULTIDIM_RASTER | GDAL_OF_READONLY, drivers, nullptr, nullptr);
        if (!m_dataset)
            fail("", "GDAL's Zarr driver cannot open it");
        m_root = GDALDatasetGetRootGroup(m_dataset);
        if (m_root)
            m_array = GDALGroupOpenMDArrayFromFullname(m_root, ("/" + arrayPath).c_str(), nullptr);
        if (!m_array)
            fail("multiscales[0].datasets[0].path", "names \"" + arrayPath + "\", which is missing from the store or is not a readable array");
    }
    ~ZarrArray()
    {
        if (m_array)
            GDALMDArrayRelease(m_array);
        if (m_root)
            GDALGroupRelease(m_root);
        if (m_dataset)
            GDALClose(m_dataset);
        CPLPopErrorHandler();
    }
    ZarrArray(const ZarrArray&) = delete;
    ZarrArray& operator=(const ZarrArray&) = delete;

    std::vector<uint64_t> shape() const
    {
        std::size_t count = 0;
        GDALDimensionH* dimensions = GDALMDArrayGetDimensions(m_array, &count);
        std::vector<uint64_t> sizes;
        for (std::size_t i = 0; i < count; ++i)
            sizes.push_back(GDALDimensionGetSize(dimensions[i]));
        GDALReleaseDimensions(dimensions, count);
        return sizes;
    }

    ScalarType scalarType() const
    {
        GDALExtendedDataTypeH type = GDALMDArrayGetDataType(m_array);
        const GDALDataType numeric = GDALExtendedDataTypeGetClass(type) == GEDTC_NUMERIC
                                         ? GDALExtendedDataTypeGetNumericDataType(type)
                                         : GDT_Unknown;
        GDALExtendedDataTypeRelease(type);
        const std::optional<ScalarType> scalar = scalarTypeOfGdal(numeric);
        if (!scalar)
            fail("dtype", std::string("holds ") + (numeric == GDT_Unknown ? "a compound or string type" : GDALGetDataTypeName(numeric)) +
                              "; SegStudio reads integers and floating-point numbers");
        return *scalar;
    }

    // Reads the box [start, start + count) into `buffer` with `stride`
    // elements between neighbours along each axis.
    void read(const std::vector<GUInt64>& start, const std::vector<std::size_t>& count,
              const std::vector<GPtrDiff_t>& stride, ScalarType type, void* buffer) const
    {
        GDALExtendedDataTypeH bufferType = GDALExtendedDataTypeCreate(gdalTypeOf(type));
        const int ok = GDALMDArrayRead(m_array, start.data(), count.data(), nullptr, stride.data(), bufferType, buffer,
                                       nullptr, 0);
        GDALExtendedDataTypeRelease(bufferType);
        if (!ok)
            fail("chunks", "cannot be read");
    }

private:
    [[noreturn]] void fail(const std::string& field, const std::string& reason) const
    {
        const std::string gdal = CPLGetLastErrorMsg();
        throw InputError(m_store, field, reason + (gdal.empty() ? "" : " (GDAL: " + gdal + ")"));
    }

    std::string m_store;
    GDALDatasetH m_dataset = nullptr;
    GDALGroupH m_root = nullptr;
    GDALMDArrayH m_array = nullptr;
};

std::string readAttributes(const std::string& store)
{
    const std::string file = attributesPath(store);
    std::error_code error;
    const uintmax_t bytes = fs::file_size(file, error);
    if (error || bytes > kMaxAttributesBytes)
        throw InputError(file, "", error ? "cannot be read" : "is larger than 4 MiB; OME-Zarr metadata is far smaller");
    std::ifstream in(file, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

// The level-0 array path from .zattrs, checked to stay inside the store.
std::string levelZeroPath(const Json& attributes, const std::string& file)
{
    const std::string path = attributes.at("multiscales").at(0).at("datasets").at(0).at("path").get<std::string>();
    if (path.empty() || path.front() == '/' || path.find("..") != std::string::npos || path.find('\\') != std::string::npos)
        throw InputError(file, "multiscales[0].datasets[0].path", "\"" + path + "\" is not a path inside the store");
    return path;
}

// The "omero" block's channel labels (OME-NGFF's transitional rendering
// metadata) when it names every one of `channels` with a non-empty string;
// otherwise none (the block is optional and only describes the display).
std::vector<std::string> omeroChannelLabels(const Json& attributes, int channels)
{
    const auto omero = attributes.find("omero");
    if (omero == attributes.end() || !omero->is_object())
        return {};
    const auto list = omero->find("channels");
    if (list == omero->end() || !list->is_array() || list->size() != static_cast<std::size_t>(channels))
        return {};
    std::vector<std::string> labels;
    for (const Json& channel : *list) {
        const auto label = channel.is_object() ? channel.find("label") : channel.end();
        if (!channel.is_object() || label == channel.end() || !label->is_string() || label->get<std::string>().empty())
            return {};
        labels.push_back(label->get<std::string>().substr(0, 256));
    }
    return labels;
}

}  // namespace

namespace {

// parseOmeZarrAttributes on parsed JSON.
OmeZarrImage imageOfAttributes(const Json& attributes, const std::vector<uint64_t>& shape, ScalarType type,
                               const std::string& path)
{
    const std::string file = attributesPath(path);
    OmeZarrImage out;
    try {
        const Json& images = attributes.at("multiscales");
        if (!images.is_array() || images.empty())
            throw InputError(file, "multiscales", "lists no image");
        const Json& image = images.at(0);
        const std::string field = "multiscales[0]";
        out.arrayPath = levelZeroPath(attributes, file);
        out.levels = static_cast<int>(image.at("datasets").size());
        out.shape = shape;
        const std::vector<Axis> axes = axesOf(image, shape.size(), field, file);
        std::vector<int> space;
        for (std::size_t a = 0; a < axes.size(); ++a) {
            const int axis = static_cast<int>(a);
            if (axes[a].type == "space")
                space.push_back(axis);
            else if (axes[a].type == "time" && out.timeAxis < 0)
                out.timeAxis = axis;
            else if (axes[a].type == "channel" && out.channelAxis < 0)
                out.channelAxis = axis;
            else
                throw InputError(file, field + ".axes", "has more than one " + axes[a].type + " axis");
        }
        if (space.size() < 2 || space.size() > 3)
            throw InputError(file, field + ".axes", "has " + std::to_string(space.size()) + " space axes; 2 or 3 are read");
        // x, y, z by name; otherwise the innermost space axis is x, then y, then z.
        for (std::size_t i = 0; i < space.size(); ++i) {
            const std::string& name = axes[static_cast<std::size_t>(space[i])].name;
            const int which = name == "x" ? 0 : name == "y" ? 1 : name == "z" ? 2 : static_cast<int>(space.size() - 1 - i);
            if (out.spaceAxis[static_cast<std::size_t>(which)] >= 0)
                throw InputError(file, field + ".axes", "names the space axis \"" + name + "\" twice");
            out.spaceAxis[static_cast<std::size_t>(which)] = space[i];
        }
        if (out.spaceAxis[0] < 0 || out.spaceAxis[1] < 0)
            throw InputError(file, field + ".axes", "has no x or no y axis");

        std::vector<double> scale(axes.size(), 1.0), translation(axes.size(), 0.0);
        applyTransformations(image.at("datasets").at(0), field + ".datasets[0]", file, scale, translation);
        applyTransformations(image, field, file, scale, translation);

        ScanHeader& h = out.header;
        h.path = path;
        h.format = "OME-Zarr";
        h.type = type;
        h.dimensions = out.spaceAxis[2] >= 0 ? 3 : 2;
        for (int k = 0; k < 3; ++k) {
            const int axis = out.spaceAxis[static_cast<std::size_t>(k)];
            if (axis < 0)
                continue;  // 2D: one slice, as thick as a pixel is wide (below), as a 2D OME-TIFF
            const auto a = static_cast<std::size_t>(axis);
            if (shape[a] == 0 || shape[a] > (uint64_t(1) << 40))
                throw InputError(file, "shape", "axis \"" + axes[a].name + "\" has " + std::to_string(shape[a]) + " voxels");
            double mm = 1.0;
            if (axes[a].unit.empty()) {
                h.warnings.push_back({"", path, field + ".axes", "axis \"" + axes[a].name + "\" has no unit; read as mm"});
            } else if (const std::optional<double> perUnit = millimetresPerUnit(axes[a].unit)) {
                mm = *perUnit;
            } else {
                throw InputError(file, field + ".axes", "axis \"" + axes[a].name + "\" has the unit \"" + axes[a].unit +
                                                            "\"; a length unit such as \"micrometer\" is needed");
            }
            if (!(scale[a] > 0))
                throw InputError(file, field + ".datasets[0].coordinateTransformations",
                                 "scales axis \"" + axes[a].name + "\" by " + std::to_string(scale[a]) + "; it must be positive");
            const double spacing = scale[a] * mm, origin = translation[a] * mm;
            // Products of finite values can still overflow (or underflow to 0).
            if (!(spacing > 0) || !std::isfinite(spacing) || !std::isfinite(origin))
                throw InputError(file, field + ".coordinateTransformations",
                                 "give axis \"" + axes[a].name + "\" a spacing or position beyond the range of numbers");
            h.geometry.size[static_cast<std::size_t>(k)] = static_cast<int64_t>(shape[a]);
            h.geometry.spacing[static_cast<std::size_t>(k)] = spacing;
            h.geometry.origin[static_cast<std::size_t>(k)] = origin;
        }
        if (out.spaceAxis[2] < 0)
            h.geometry.spacing[2] = h.geometry.spacing[0];
        if (out.channelAxis >= 0) {
            const uint64_t channels = shape[static_cast<std::size_t>(out.channelAxis)];
            if (channels == 0 || channels > kMaxChannels)
                throw InputError(file, "shape", "declares " + std::to_string(channels) + " channels; at most " +
                                                    std::to_string(kMaxChannels) + " are read");
            h.components = static_cast<int>(channels);
        }
        h.channelNames = omeroChannelLabels(attributes, h.components);
        if (out.timeAxis >= 0) {
            const uint64_t times = shape[static_cast<std::size_t>(out.timeAxis)];
            if (times == 0)
                throw InputError(file, "shape", "the time axis has no entries");
            if (times > 1)
                h.warnings.push_back({"", path, "time", "holds " + std::to_string(times) + " time points; the first is read"});
        }
        if (images.size() > 1)
            h.warnings.push_back({"", path, "multiscales", "lists " + std::to_string(images.size()) + " images; the first is read"});
    } catch (const Json::exception& error) {
        throw InputError(file, "multiscales", std::string("is not OME-NGFF metadata SegStudio can read: ") + error.what());
    }
    return out;
}

}  // namespace

OmeZarrImage parseOmeZarrAttributes(const std::string& zattrsJson, const std::vector<uint64_t>& shape, ScalarType type,
                                    const std::string& path)
{
    return imageOfAttributes(parseJson(zattrsJson, attributesPath(path)), shape, type, path);
}

OmeZarrImage describeOmeZarr(const std::string& path)
{
    const Json attributes = parseJson(readAttributes(path), attributesPath(path));
    std::string arrayPath;
    try {
        arrayPath = levelZeroPath(attributes, attributesPath(path));
    } catch (const Json::exception& error) {
        throw InputError(attributesPath(path), "multiscales", std::string("names no level-0 array: ") + error.what());
    }
    const ZarrArray array(path, arrayPath);
    return imageOfAttributes(attributes, array.shape(), array.scalarType(), path);
}

Volume readOmeZarr(const OmeZarrImage& image, const ScanReadOptions& options, int64_t firstZ, int64_t endZ)
{
    const ScanHeader h = rowsOf(image.header, firstZ, endZ);
    checkSizeWithinLimit(h, options);
    Volume volume = Volume::allocate(h.geometry, h.type, h.components);
    const std::size_t axes = image.shape.size();
    std::vector<GUInt64> start(axes, 0);
    std::vector<std::size_t> count(axes, 1);
    std::vector<GPtrDiff_t> stride(axes, 0);
    // Channels interleaved, x fastest: the Volume's layout, written by GDAL directly.
    const auto channels = static_cast<GPtrDiff_t>(h.components);
    const GPtrDiff_t strides[3] = {channels, channels * h.geometry.size[0],
                                   channels * h.geometry.size[0] * h.geometry.size[1]};
    for (int k = 0; k < 3; ++k)
        if (const int axis = image.spaceAxis[static_cast<std::size_t>(k)]; axis >= 0) {
            count[static_cast<std::size_t>(axis)] = static_cast<std::size_t>(h.geometry.size[static_cast<std::size_t>(k)]);
            stride[static_cast<std::size_t>(axis)] = strides[k];
            if (k == 2)
                start[static_cast<std::size_t>(axis)] = static_cast<GUInt64>(firstZ);
        }
    if (image.channelAxis >= 0) {
        count[static_cast<std::size_t>(image.channelAxis)] = static_cast<std::size_t>(h.components);
        stride[static_cast<std::size_t>(image.channelAxis)] = 1;
    }
    const ZarrArray array(h.path, image.arrayPath);
    if (array.shape() != image.shape)
        throw InputError(h.path, "shape", "changed while it was read");
    array.read(start, count, stride, h.type, volume.bytes.data());
    return volume;
}

}  // namespace segstudio::io::detail

namespace segstudio::io {

bool isOmeZarrStore(const std::string& path)
{
    std::error_code error;
    if (!fs::is_directory(path, error) || !fs::is_regular_file(fs::path(path) / ".zgroup", error) ||
        !fs::is_regular_file(detail::attributesPath(path), error))
        return false;
    try {
        return parseJson(detail::readAttributes(path), detail::attributesPath(path)).contains("multiscales");
    } catch (const std::exception&) {
        return false;
    }
}

}  // namespace segstudio::io
