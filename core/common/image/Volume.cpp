#include "common/image/Volume.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <set>
#include <stdexcept>

#include "common/Errors.h"

namespace segstudio {

std::size_t scalarSize(ScalarType type)
{
    return visitScalarType(type, [](auto v) { return sizeof(v); });
}

const char* scalarTypeName(ScalarType type)
{
    switch (type) {
    case ScalarType::UInt8: return "uint8";
    case ScalarType::Int8: return "int8";
    case ScalarType::UInt16: return "uint16";
    case ScalarType::Int16: return "int16";
    case ScalarType::UInt32: return "uint32";
    case ScalarType::Int32: return "int32";
    case ScalarType::UInt64: return "uint64";
    case ScalarType::Int64: return "int64";
    case ScalarType::Float32: return "float32";
    case ScalarType::Float64: return "float64";
    }
    return "unknown";
}

std::optional<ScalarType> scalarTypeFromName(std::string_view name)
{
    for (int t = 0; t <= static_cast<int>(ScalarType::Float64); ++t) {
        const auto type = static_cast<ScalarType>(t);
        if (name == scalarTypeName(type))
            return type;
    }
    return std::nullopt;
}

bool isIntegerType(ScalarType type)
{
    return type != ScalarType::Float32 && type != ScalarType::Float64;
}

Volume Volume::allocate(const Geometry& geometry, ScalarType type, int components)
{
    Volume volume;
    volume.geometry = geometry;
    volume.type = type;
    volume.components = components;
    volume.bytes.resize(static_cast<std::size_t>(geometry.voxelCount()) * components * scalarSize(type));
    return volume;
}

void Volume::checkType(ScalarType requested) const
{
    if (requested != type)
        throw std::logic_error(std::string("Volume holds ") + scalarTypeName(type) + ", accessed as " +
                               scalarTypeName(requested));
}

double Volume::valueAsDouble(int64_t valueIndex) const
{
    return visitScalarType(type, [&](auto v) {
        using T = decltype(v);
        return static_cast<double>(reinterpret_cast<const T*>(bytes.data())[valueIndex]);
    });
}

std::vector<float> Volume::channelAsFloat(int component) const
{
    if (component < 0 || component >= components)
        throw std::out_of_range("channel " + std::to_string(component) + " of a " +
                                std::to_string(components) + "-channel volume");
    std::vector<float> out(static_cast<std::size_t>(voxelCount()));
    visitScalarType(type, [&](auto v) {
        using T = decltype(v);
        const T* source = reinterpret_cast<const T*>(bytes.data()) + component;
        for (std::size_t i = 0; i < out.size(); ++i)
            out[i] = static_cast<float>(source[i * components]);
    });
    return out;
}

template <class Target> static Target convertValue(double value)
{
    if constexpr (std::is_integral_v<Target>) {
        if (!std::isfinite(value))
            return Target{0};
        const double lo = static_cast<double>(std::numeric_limits<Target>::lowest());
        const double hi = static_cast<double>(std::numeric_limits<Target>::max());
        return static_cast<Target>(std::clamp(std::round(value), lo, hi));
    } else {
        return static_cast<Target>(value);
    }
}

Volume Volume::convertedTo(ScalarType target) const
{
    Volume out = allocate(geometry, target, components);
    visitScalarType(target, [&](auto t) {
        using Target = decltype(t);
        Target* dst = out.data<Target>();
        visitScalarType(type, [&](auto s) {
            using Source = decltype(s);
            const Source* src = reinterpret_cast<const Source*>(bytes.data());
            for (int64_t i = 0; i < valueCount(); ++i)
                dst[i] = convertValue<Target>(static_cast<double>(src[i]));
        });
    });
    return out;
}

ValueRange valueRange(const Volume& volume, int component)
{
    ValueRange range;
    range.min = std::numeric_limits<double>::infinity();
    range.max = -std::numeric_limits<double>::infinity();
    visitScalarType(volume.type, [&](auto v) {
        using T = decltype(v);
        const T* values = reinterpret_cast<const T*>(volume.bytes.data()) + component;
        const int64_t n = volume.voxelCount();
        for (int64_t i = 0; i < n; ++i) {
            const double x = static_cast<double>(values[i * volume.components]);
            if (!std::isfinite(x)) {
                ++range.nonFiniteCount;
                continue;
            }
            range.min = std::min(range.min, x);
            range.max = std::max(range.max, x);
        }
    });
    if (range.min > range.max)
        range.min = range.max = 0;
    return range;
}

std::vector<int64_t> distinctLabelValues(const Volume& labelMap, const std::string& file)
{
    std::set<int64_t> values;
    visitScalarType(labelMap.type, [&](auto v) {
        using T = decltype(v);
        const T* data = reinterpret_cast<const T*>(labelMap.bytes.data());
        const int64_t n = labelMap.voxelCount();
        T previous{};
        bool havePrevious = false;
        for (int64_t i = 0; i < n; ++i) {
            const T x = data[i * labelMap.components];
            if (havePrevious && x == previous)
                continue;  // long runs of one label are the common case
            if constexpr (std::is_floating_point_v<T>) {
                if (!std::isfinite(x) || std::round(x) != x)
                    throw InputError(file, "labels",
                                     "holds the non-integer value " + std::to_string(x) +
                                         "; a label map must hold integer class values");
            }
            values.insert(static_cast<int64_t>(x));
            previous = x;
            havePrevious = true;
        }
    });
    return {values.begin(), values.end()};
}

}  // namespace segstudio
