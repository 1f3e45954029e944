// The stack a microscopy TIFF's first description declares (MicroscopyTiff.h):
// OME-XML parsed with expat (the OME 2016-06 schema's Pixels, Channel and
// TiffData elements of the first Image), ImageJ's "key=value" lines, and
// tifffile's JSON ("shaped") description.
#include <algorithm>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <map>
#include <memory>
#include <sstream>

#include <expat.h>

#include "common/Errors.h"
#include "io/LengthUnits.h"
#include "common/formats/JsonFile.h"
#include "io/MicroscopyTiff.h"

namespace segstudio::io::detail {

namespace {

constexpr int64_t kMaxAxis = int64_t(1) << 31;

int64_t positiveCount(const std::string& text, const std::string& path, const std::string& field)
{
    std::size_t used = 0;
    long long value = 0;
    try {
        value = std::stoll(text, &used);
    } catch (const std::exception&) {
        used = 0;
    }
    if (used != text.size() || value < 1 || value > kMaxAxis)
        throw InputError(path, field, "must be a whole number from 1 to 2^31, the file has \"" + text + "\"");
    return value;
}

std::optional<double> positiveLength(const std::string& text)
{
    std::size_t used = 0;
    double value = 0;
    try {
        value = std::stod(text, &used);
    } catch (const std::exception&) {
        return std::nullopt;
    }
    if (used != text.size() || !(value > 0) || !std::isfinite(value))
        return std::nullopt;
    return value;
}

// The pages of every (slice, channel) exist in the file.
void checkPagesExist(const std::vector<uint64_t>& pages, uint64_t pageCount, const std::string& path,
                     const std::string& field)
{
    for (uint64_t page : pages)
        if (page >= pageCount)
            throw InputError(path, field,
                             "needs page " + std::to_string(page + 1) + " (counting from 1), but the file has only " +
                                 std::to_string(pageCount) + " pages (a cut file, or planes kept in another file)");
}

// Pixel size from the resolution tags (pixels per unit), in `unit` when the
// description names one, else TIFF's ResolutionUnit; the slice distance
// `depth` in that unit. A stack without one gets one unit when
// `depthDefaultsToOneUnit` (ImageJ's own default voxel depth, as Fiji shows
// it), else the pixel width, with a warning under `depthField`; a plane
// gets the pixel width. Without a size: 1 mm and a warning under `field`.
Vec3 resolutionSpacing(const FirstPage& page, const std::optional<std::string>& unit, std::optional<double> depth,
                       int64_t slices, ScanHeader& header, const std::string& field, const std::string& depthField,
                       bool depthDefaultsToOneUnit)
{
    std::optional<double> perUnit;
    if (unit)
        perUnit = millimetresPerUnit(*unit);
    else if (page.resolutionUnitMm > 0)
        perUnit = page.resolutionUnitMm;
    Vec3 spacing{1.0, 1.0, 1.0};
    if (perUnit && page.xResolution > 0) {
        spacing[0] = *perUnit / page.xResolution;
        spacing[1] = *perUnit / (page.yResolution > 0 ? page.yResolution : page.xResolution);
        spacing[2] = depth ? *depth * *perUnit : (slices > 1 && depthDefaultsToOneUnit ? *perUnit : spacing[0]);
        if (!depth && slices > 1)
            header.warnings.push_back({"", header.path, depthField,
                                       std::string("no distance between slices; read as ") +
                                           (depthDefaultsToOneUnit ? "one " + unit.value_or("unit") + ", as Fiji does"
                                                                   : "the pixel width")});
    } else {
        header.warnings.push_back({"", header.path, field,
                                   "no physical pixel size (unit \"" + unit.value_or("") +
                                       "\"); read as 1 mm, so lengths and volumes may be wrong"});
    }
    return spacing;
}

// Channels stored as pages (each with the first page's samples), slices, and
// the page of (slice z, channel c) = z * sliceStride + c * channelStride.
void setStackLayout(MicroscopyStack& stack, const FirstPage& page, int64_t channels, int64_t slices,
                    int64_t sliceStride, int64_t channelStride)
{
    ScanHeader& header = stack.header;
    header.type = page.type;
    header.dimensions = slices > 1 ? 3 : 2;
    stack.planeChannels = static_cast<int>(channels);
    stack.samplesPerPage = page.samplesPerPage;
    header.components = static_cast<int>(channels) * page.samplesPerPage;
    for (int64_t z = 0; z < slices; ++z)
        for (int64_t c = 0; c < channels; ++c)
            stack.pages.push_back(static_cast<uint64_t>(z * sliceStride + c * channelStride));
}

Geometry stackGeometry(int64_t sizeX, int64_t sizeY, int64_t sizeZ, const Vec3& spacing)
{
    Geometry geometry;
    geometry.size = {sizeX, sizeY, sizeZ};
    geometry.spacing = spacing;
    return geometry;
}

// ------------------------------------------------------------- OME-XML ----

std::string localName(const XML_Char* name)
{
    const char* colon = std::strrchr(name, ':');
    return colon ? colon + 1 : name;
}

struct TiffDataBlock {
    std::map<std::string, std::string> attributes;
    std::string otherFile;  // a UUID child's FileName naming another file
};

struct OmeContent {
    int images = 0;
    int depth = 0;            // inside the first Image while > 0
    bool firstImageDone = false;
    std::map<std::string, std::string> pixels;
    bool pixelsSeen = false;
    std::vector<TiffDataBlock> tiffData;
    bool inTiffData = false;
    std::vector<std::string> channelNames;  // Pixels' Channel elements' Name ("" when absent)
};

std::map<std::string, std::string> attributeMap(const XML_Char** attributes)
{
    std::map<std::string, std::string> map;
    for (int i = 0; attributes[i] && attributes[i + 1]; i += 2)
        map[localName(attributes[i])] = attributes[i + 1];
    return map;
}

void XMLCALL omeStart(void* data, const XML_Char* name, const XML_Char** attributes)
{
    auto& ome = *static_cast<OmeContent*>(data);
    const std::string element = localName(name);
    if (element == "Image") {
        ++ome.images;
        if (ome.images == 1)
            ome.depth = 0;
    }
    if (ome.images != 1 || ome.firstImageDone)
        return;
    ++ome.depth;
    if (element == "Pixels" && !ome.pixelsSeen) {
        ome.pixelsSeen = true;
        ome.pixels = attributeMap(attributes);
    } else if (element == "Channel" && ome.pixelsSeen) {
        const auto map = attributeMap(attributes);
        ome.channelNames.push_back(map.count("Name") ? map.at("Name") : std::string());
    } else if (element == "TiffData") {
        ome.tiffData.push_back({attributeMap(attributes), ""});
        ome.inTiffData = true;
    } else if (element == "UUID" && ome.inTiffData) {
        const auto map = attributeMap(attributes);
        if (map.count("FileName"))
            ome.tiffData.back().otherFile = map.at("FileName");
    }
}

void XMLCALL omeEnd(void* data, const XML_Char* name)
{
    auto& ome = *static_cast<OmeContent*>(data);
    if (ome.images != 1 || ome.firstImageDone)
        return;
    const std::string element = localName(name);
    if (element == "TiffData")
        ome.inTiffData = false;
    if (--ome.depth == 0 && element == "Image")
        ome.firstImageDone = true;
}

std::string required(const std::map<std::string, std::string>& pixels, const std::string& key, const std::string& path)
{
    const auto found = pixels.find(key);
    if (found == pixels.end())
        throw InputError(path, "OME-XML Pixels." + key, "is missing");
    return found->second;
}

// The OME length `key` in mm, or nullopt (absent, or a unit no length).
std::optional<double> omeLength(const std::map<std::string, std::string>& pixels, const std::string& key,
                                const std::string& path, std::vector<Problem>& warnings)
{
    const auto value = pixels.find(key);
    if (value == pixels.end())
        return std::nullopt;
    const std::optional<double> length = positiveLength(value->second);
    const auto unitText = pixels.find(key + "Unit");
    const std::string unit = unitText == pixels.end() ? "µm" : unitText->second;
    const std::optional<double> perUnit = millimetresPerUnit(unit);
    if (!length)
        warnings.push_back({"", path, "OME-XML Pixels." + key,
                            "\"" + value->second + "\" is not a positive number; ignored"});
    else if (!perUnit)
        warnings.push_back({"", path, "OME-XML Pixels." + key + "Unit",
                            "\"" + unit + "\" is not a unit of length SegStudio knows; the size is ignored"});
    if (!length || !perUnit)
        return std::nullopt;
    return *length * *perUnit;
}

}  // namespace

const char* omePixelType(ScalarType type)
{
    if (type == ScalarType::Float32)
        return "float";
    if (type == ScalarType::Float64)
        return "double";
    if (type == ScalarType::UInt64 || type == ScalarType::Int64)
        return nullptr;
    return scalarTypeName(type);  // "uint8" ... "int32", as OME names them
}

std::optional<ScalarType> scalarTypeOfOmePixelType(const std::string& name)
{
    for (int t = 0; t <= static_cast<int>(ScalarType::Float64); ++t) {
        const char* ome = omePixelType(static_cast<ScalarType>(t));
        if (ome && name == ome)
            return static_cast<ScalarType>(t);
    }
    return std::nullopt;
}

MicroscopyStack parseOmeXml(const std::string& xml, const std::string& path, const FirstPage& page)
{
    OmeContent ome;
    std::unique_ptr<XML_ParserStruct, void (*)(XML_Parser)> parser(XML_ParserCreate(nullptr), XML_ParserFree);
    XML_SetUserData(parser.get(), &ome);
    XML_SetElementHandler(parser.get(), omeStart, omeEnd);
    if (XML_Parse(parser.get(), xml.data(), static_cast<int>(std::min<std::size_t>(xml.size(), INT32_MAX)), 1) ==
        XML_STATUS_ERROR)
        throw InputError(path, "OME-XML", std::string("is not well-formed XML: ") +
                                              XML_ErrorString(XML_GetErrorCode(parser.get())) + " at line " +
                                              std::to_string(XML_GetCurrentLineNumber(parser.get())));
    if (!ome.pixelsSeen)
        throw InputError(path, "OME-XML", "has no Image with Pixels");
    const auto& pixels = ome.pixels;
    MicroscopyStack stack;
    ScanHeader& header = stack.header;
    header.path = path;
    header.format = "OME-TIFF";
    const int64_t sizeX = positiveCount(required(pixels, "SizeX", path), path, "OME-XML Pixels.SizeX");
    const int64_t sizeY = positiveCount(required(pixels, "SizeY", path), path, "OME-XML Pixels.SizeY");
    const int64_t sizeZ = positiveCount(required(pixels, "SizeZ", path), path, "OME-XML Pixels.SizeZ");
    const int64_t sizeC = positiveCount(required(pixels, "SizeC", path), path, "OME-XML Pixels.SizeC");
    const int64_t sizeT = positiveCount(required(pixels, "SizeT", path), path, "OME-XML Pixels.SizeT");
    if (sizeT > 1)
        throw InputError(path, "OME-XML Pixels.SizeT",
                         "the stack holds " + std::to_string(sizeT) +
                             " time points; SegStudio reads one: save one time point (Fiji: Image > Duplicate)");
    const std::string typeName = required(pixels, "Type", path);
    const std::optional<ScalarType> type = scalarTypeOfOmePixelType(typeName);
    if (!type)
        throw InputError(path, "OME-XML Pixels.Type", "\"" + typeName + "\" is not supported (8, 16 or 32-bit "
                                                      "integers, float or double)");
    if (*type != page.type)
        throw InputError(path, "OME-XML Pixels.Type", "says " + typeName + " but the pages hold " +
                                                          scalarTypeName(page.type));
    if (sizeX != page.width || sizeY != page.height)
        throw InputError(path, "OME-XML Pixels.SizeX", "says " + std::to_string(sizeX) + "x" + std::to_string(sizeY) +
                                                           " pixels but the first page has " +
                                                           std::to_string(page.width) + "x" + std::to_string(page.height));
    if (sizeC % page.samplesPerPage != 0 || sizeC > int64_t(kMaxChannels))
        throw InputError(path, "OME-XML Pixels.SizeC",
                         std::to_string(sizeC) + " channels do not fit pages of " +
                             std::to_string(page.samplesPerPage) + " samples (or exceed " +
                             std::to_string(kMaxChannels) + ")");
    stack.samplesPerPage = page.samplesPerPage;
    stack.planeChannels = static_cast<int>(sizeC / page.samplesPerPage);
    header.components = static_cast<int>(sizeC);
    header.type = *type;
    header.dimensions = sizeZ > 1 ? 3 : 2;
    // Names when every channel has one (a Channel of several samples, RGB, names them all alike).
    if (static_cast<int64_t>(ome.channelNames.size()) == sizeC &&
        std::none_of(ome.channelNames.begin(), ome.channelNames.end(), [](const std::string& n) { return n.empty(); }))
        header.channelNames = ome.channelNames;
    if (ome.images > 1)
        header.warnings.push_back({"", path, "OME-XML Image",
                                   "the file holds " + std::to_string(ome.images) + " images; the first is read"});

    // Spacing: OME's default unit is the micrometre.
    // A missing or unusable size takes its neighbour's in the plane (square
    // pixels), the slice distance the pixel width; 1 mm when the plane has none.
    std::optional<double> x = omeLength(pixels, "PhysicalSizeX", path, header.warnings);
    std::optional<double> y = omeLength(pixels, "PhysicalSizeY", path, header.warnings);
    std::optional<double> z = omeLength(pixels, "PhysicalSizeZ", path, header.warnings);
    if (!x && !y)
        header.warnings.push_back({"", path, "OME-XML Pixels.PhysicalSizeX",
                                   "no physical pixel size; read as 1 mm, so lengths and volumes may be wrong"});
    else if (!x || !y)
        header.warnings.push_back({"", path, !x ? "OME-XML Pixels.PhysicalSizeX" : "OME-XML Pixels.PhysicalSizeY",
                                   "no usable size; read as square pixels"});
    if (!x)
        x = y;
    if (!y)
        y = x;
    if (!z && sizeZ > 1 && x)
        header.warnings.push_back({"", path, "OME-XML Pixels.PhysicalSizeZ",
                                   "no distance between slices; read as the pixel width"});
    if (!z)
        z = x;
    header.geometry = stackGeometry(sizeX, sizeY, sizeZ, {x.value_or(1.0), y.value_or(1.0), z.value_or(1.0)});

    // Planes in DimensionOrder (XY then three of Z, C, T, fastest first).
    const std::string order = pixels.count("DimensionOrder") ? pixels.at("DimensionOrder") : "XYZCT";
    if (order.size() != 5 || order.compare(0, 2, "XY") != 0 || order.find('Z') == std::string::npos ||
        order.find('C') == std::string::npos || order.find('T') == std::string::npos)
        throw InputError(path, "OME-XML Pixels.DimensionOrder", "\"" + order + "\" is not one of XYZCT, XYCZT, ...");
    const std::map<char, int64_t> extent = {{'Z', sizeZ}, {'C', stack.planeChannels}, {'T', sizeT}};
    auto planeIndex = [&](int64_t c, int64_t zi, int64_t t) {
        const std::map<char, int64_t> at = {{'Z', zi}, {'C', c}, {'T', t}};
        int64_t index = 0, stride = 1;
        for (int i = 2; i < 5; ++i) {
            index += at.at(order[i]) * stride;
            stride *= extent.at(order[i]);
        }
        return index;
    };
    const int64_t planes = sizeZ * stack.planeChannels;
    std::vector<int64_t> pageOfPlane(static_cast<std::size_t>(planes), -1);
    if (ome.tiffData.empty()) {
        for (int64_t p = 0; p < planes; ++p)
            pageOfPlane[static_cast<std::size_t>(p)] = p;
    }
    const std::string fileName = std::filesystem::path(path).filename().string();
    for (std::size_t b = 0; b < ome.tiffData.size(); ++b) {
        const auto& block = ome.tiffData[b];
        const std::string field = "OME-XML TiffData[" + std::to_string(b) + "]";
        if (!block.otherFile.empty() && block.otherFile != fileName)
            throw InputError(path, field, "keeps planes in another file (\"" + block.otherFile +
                                              "\"); multi-file OME-TIFF is not read, open a single-file export");
        auto attribute = [&](const char* key, int64_t fallback) -> int64_t {
            const auto found = block.attributes.find(key);
            if (found == block.attributes.end())
                return fallback;
            return found->second == "0" ? 0 : positiveCount(found->second, path, field + "." + key);
        };
        const bool hasIfd = block.attributes.count("IFD") > 0;
        const int64_t ifd = attribute("IFD", 0);
        const int64_t count = attribute("PlaneCount", hasIfd ? 1 : planes);
        const int64_t first = planeIndex(attribute("FirstC", 0), attribute("FirstZ", 0), attribute("FirstT", 0));
        for (int64_t k = 0; k < count && first + k < planes; ++k)
            pageOfPlane[static_cast<std::size_t>(first + k)] = ifd + k;
    }
    for (int64_t zi = 0; zi < sizeZ; ++zi)
        for (int64_t c = 0; c < stack.planeChannels; ++c) {
            const int64_t page = pageOfPlane[static_cast<std::size_t>(planeIndex(c, zi, 0))];
            if (page < 0)
                throw InputError(path, "OME-XML TiffData", "names no page for channel " + std::to_string(c) +
                                                               " of slice " + std::to_string(zi));
            stack.pages.push_back(static_cast<uint64_t>(page));
        }
    checkPagesExist(stack.pages, page.pageCount, path, "OME-XML TiffData");
    return stack;
}

// ------------------------------------------------------------- ImageJ ----

MicroscopyStack parseImageJDescription(const std::string& text, const std::string& path, const FirstPage& page)
{
    std::map<std::string, std::string> keys;
    std::istringstream lines(text);
    for (std::string line; std::getline(lines, line);) {
        const std::size_t equals = line.find('=');
        if (equals != std::string::npos)
            keys[line.substr(0, equals)] = line.substr(equals + 1);
    }
    auto count = [&](const char* key) -> int64_t {
        return keys.count(key) ? positiveCount(keys.at(key), path, std::string("ImageJ ") + key) : 1;
    };
    const int64_t channels = count("channels"), slices = count("slices"), frames = count("frames");
    if (frames > 1)
        throw InputError(path, "ImageJ frames",
                         "the stack holds " + std::to_string(frames) +
                             " time points; SegStudio reads one: save one time point (Fiji: Image > Duplicate)");
    if (channels * page.samplesPerPage > int64_t(kMaxChannels))
        throw InputError(path, "ImageJ channels", "declares more than " + std::to_string(kMaxChannels) + " channels");
    const uint64_t needed = static_cast<uint64_t>(channels * slices);
    if (keys.count("images") && static_cast<uint64_t>(count("images")) != needed)
        throw InputError(path, "ImageJ images", "says " + keys.at("images") + " images, but channels x slices is " +
                                                    std::to_string(needed));
    if (page.pageCount < needed)
        throw InputError(path, "ImageJ images",
                         "declares " + std::to_string(needed) + " images but the file has " +
                             std::to_string(page.pageCount) +
                             " pages: a cut file, or ImageJ's layout for files over 4 GB (all images after one "
                             "page), which is not read; save such stacks as OME-TIFF or BigTIFF");
    MicroscopyStack stack;
    ScanHeader& header = stack.header;
    header.path = path;
    header.format = "ImageJ TIFF";
    setStackLayout(stack, page, channels, slices, channels, 1);  // ImageJ: channel fastest, then slice, then frame

    // Pixel size: the resolution tags in ImageJ's unit (or TIFF's ResolutionUnit).
    const std::optional<std::string> unit = keys.count("unit") ? std::optional(keys.at("unit")) : std::nullopt;
    const std::optional<double> depth = keys.count("spacing") ? positiveLength(keys.at("spacing")) : std::nullopt;
    header.geometry =
        stackGeometry(page.width, page.height, slices, resolutionSpacing(page, unit, depth, slices, header, "ImageJ unit", "ImageJ spacing", true));
    return stack;
}

// ------------------------------------------------------ tifffile shaped ----

MicroscopyStack parseShapedDescription(const std::string& text, const std::string& path, const FirstPage& page)
{
    const Json description = Json::parse(text, nullptr, /*allow_exceptions=*/false);
    if (!description.is_object() || !description.contains("shape") || !description["shape"].is_array())
        throw InputError(path, "tifffile description", "is not JSON with a \"shape\" list");
    std::vector<int64_t> shape;
    for (const Json& extent : description["shape"]) {
        if (!extent.is_number_integer() || extent.get<int64_t>() < 1 || extent.get<int64_t>() > kMaxAxis)
            throw InputError(path, "tifffile description shape", "holds " + extent.dump() + ", not a size from 1 to 2^31");
        shape.push_back(extent.get<int64_t>());
    }
    // Trailing axes: Y, X and, for RGB pages, the samples.
    const std::size_t planeAxes = page.samplesPerPage > 1 ? 3 : 2;
    if (shape.size() < planeAxes || shape[shape.size() - planeAxes] != page.height ||
        shape[shape.size() - planeAxes + 1] != page.width ||
        (planeAxes == 3 && shape.back() != page.samplesPerPage))
        throw InputError(path, "tifffile description shape",
                         "says " + description["shape"].dump() + " but the pages are " + std::to_string(page.width) + "x" +
                             std::to_string(page.height) + " with " + std::to_string(page.samplesPerPage) + " sample(s)");
    const std::vector<int64_t> leading(shape.begin(), shape.end() - static_cast<std::ptrdiff_t>(planeAxes));
    std::string axes;
    MicroscopyStack stack;
    ScanHeader& header = stack.header;
    header.path = path;
    header.format = "tifffile TIFF";
    if (description.contains("axes") && description["axes"].is_string()) {
        const std::string named = description["axes"].get<std::string>();
        if (named.size() != shape.size())
            throw InputError(path, "tifffile description axes",
                             "\"" + named + "\" names " + std::to_string(named.size()) + " axes for a shape of " +
                                 std::to_string(shape.size()));
        axes = named.substr(0, leading.size());
    } else if (leading.size() == 1) {
        axes = "Z";
    } else if (leading.size() == 2) {
        // No names: the smaller leading axis is taken for the channels.
        axes = leading[0] <= leading[1] ? "CZ" : "ZC";
        header.warnings.push_back({"", path, "tifffile description axes",
                                   "not given; the shape " + description["shape"].dump() + " is read as " + axes +
                                       "YX (channels: the smaller axis); save with metadata={'axes': ...} to say"});
    }
    if (std::count_if(axes.begin(), axes.end(), [](char a) { return a == 'C' || a == 'S'; }) > 1 ||
        std::count_if(axes.begin(), axes.end(), [](char a) { return a == 'Z' || a == 'Q' || a == 'I'; }) > 1)
        throw InputError(path, "tifffile description axes", "\"" + axes + "\" repeats an axis");
    // Each axis below 2^31 and at most two of them larger than 1: no overflow.
    int64_t channels = 1, slices = 1, channelStride = 1, sliceStride = 1, stride = 1;
    for (std::size_t i = leading.size(); i-- > 0;) {
        const char axis = i < axes.size() ? axes[i] : '?';
        if (axis == 'C' || axis == 'S') {
            channels *= leading[i];
            channelStride = stride;
        } else if (axis == 'Z' || axis == 'Q' || axis == 'I') {
            slices *= leading[i];
            sliceStride = stride;
        } else if (leading[i] > 1) {
            throw InputError(path, "tifffile description axes",
                             std::string("axis ") + axis + " of size " + std::to_string(leading[i]) +
                                 (axis == 'T' ? " (time points); SegStudio reads one: save one time point"
                                              : " is neither Z nor C; save the stack as ZYX, CZYX or ZCYX"));
        }
        stride *= leading[i];
    }
    if (channels * page.samplesPerPage > int64_t(kMaxChannels))
        throw InputError(path, "tifffile description shape", "declares more than " + std::to_string(kMaxChannels) + " channels");
    if (static_cast<uint64_t>(channels * slices) > page.pageCount)
        throw InputError(path, "tifffile description shape",
                         "says " + description["shape"].dump() + ", " + std::to_string(channels * slices) +
                             " pages, but the file has " + std::to_string(page.pageCount) + " (a cut file?)");
    setStackLayout(stack, page, channels, slices, sliceStride, channelStride);
    checkPagesExist(stack.pages, page.pageCount, path, "tifffile description shape");
    // Spacing as ImageJ writes it, from keys tifffile users pass as metadata.
    const auto keyText = [&](const char* key) -> std::optional<std::string> {
        if (!description.contains(key))
            return std::nullopt;
        const Json& value = description[key];
        return value.is_string() ? value.get<std::string>() : value.dump();
    };
    const std::optional<std::string> depthText = keyText("spacing");
    const std::optional<double> depth = depthText ? positiveLength(*depthText) : std::nullopt;
    header.geometry = stackGeometry(page.width, page.height, slices,
                                    resolutionSpacing(page, keyText("unit"), depth, slices, header, "tifffile resolution",
                                                      "tifffile spacing", false));
    return stack;
}

MicroscopyStack plainPages(const std::string& path, const FirstPage& page)
{
    MicroscopyStack stack;
    ScanHeader& header = stack.header;
    header.path = path;
    header.format = "TIFF";
    const auto slices = static_cast<int64_t>(page.pageCount);
    setStackLayout(stack, page, 1, slices, 1, 0);
    header.geometry = stackGeometry(page.width, page.height, slices,
                                    resolutionSpacing(page, std::nullopt, std::nullopt, slices, header,
                                                      "TIFF resolution", "TIFF pages", false));
    return stack;
}

}  // namespace segstudio::io::detail
