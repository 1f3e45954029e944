#pragma once
// A scan or label map in memory, independent of any toolkit: geometry, the
// scalar type as stored in the file, and the voxels (x fastest, then y, then z;
// components of a multi-channel voxel stored together, as in ITK's VectorImage).
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "common/image/Geometry.h"

namespace segstudio {

enum class ScalarType : uint8_t { UInt8, Int8, UInt16, Int16, UInt32, Int32, UInt64, Int64, Float32, Float64 };

std::size_t scalarSize(ScalarType type);
const char* scalarTypeName(ScalarType type);  // "uint8" ... "float64"
std::optional<ScalarType> scalarTypeFromName(std::string_view name);
bool isIntegerType(ScalarType type);

template <class T> constexpr ScalarType scalarTypeOf();
template <> constexpr ScalarType scalarTypeOf<uint8_t>() { return ScalarType::UInt8; }
template <> constexpr ScalarType scalarTypeOf<int8_t>() { return ScalarType::Int8; }
template <> constexpr ScalarType scalarTypeOf<uint16_t>() { return ScalarType::UInt16; }
template <> constexpr ScalarType scalarTypeOf<int16_t>() { return ScalarType::Int16; }
template <> constexpr ScalarType scalarTypeOf<uint32_t>() { return ScalarType::UInt32; }
template <> constexpr ScalarType scalarTypeOf<int32_t>() { return ScalarType::Int32; }
template <> constexpr ScalarType scalarTypeOf<uint64_t>() { return ScalarType::UInt64; }
template <> constexpr ScalarType scalarTypeOf<int64_t>() { return ScalarType::Int64; }
template <> constexpr ScalarType scalarTypeOf<float>() { return ScalarType::Float32; }
template <> constexpr ScalarType scalarTypeOf<double>() { return ScalarType::Float64; }

// Calls visitor(T{}) with the C++ type matching `type`; returns its result.
template <class Visitor> decltype(auto) visitScalarType(ScalarType type, Visitor&& visitor)
{
    switch (type) {
    case ScalarType::UInt8: return visitor(uint8_t{});
    case ScalarType::Int8: return visitor(int8_t{});
    case ScalarType::UInt16: return visitor(uint16_t{});
    case ScalarType::Int16: return visitor(int16_t{});
    case ScalarType::UInt32: return visitor(uint32_t{});
    case ScalarType::Int32: return visitor(int32_t{});
    case ScalarType::UInt64: return visitor(uint64_t{});
    case ScalarType::Int64: return visitor(int64_t{});
    case ScalarType::Float32: return visitor(float{});
    case ScalarType::Float64: break;
    }
    return visitor(double{});
}

struct Volume {
    Geometry geometry;
    ScalarType type = ScalarType::Float32;
    int components = 1;
    std::vector<std::byte> bytes;  // voxelCount * components * scalarSize(type)

    // Allocates zeroed voxels for the given geometry, type and components.
    static Volume allocate(const Geometry& geometry, ScalarType type, int components = 1);

    int64_t voxelCount() const { return geometry.voxelCount(); }
    int64_t valueCount() const { return voxelCount() * components; }

    template <class T> T* data()
    {
        checkType(scalarTypeOf<T>());
        return reinterpret_cast<T*>(bytes.data());
    }
    template <class T> const T* data() const
    {
        checkType(scalarTypeOf<T>());
        return reinterpret_cast<const T*>(bytes.data());
    }

    // Value index = voxel * components + component.
    double valueAsDouble(int64_t valueIndex) const;

    // One component as float32, x fastest.
    std::vector<float> channelAsFloat(int component) const;

    // Copy with every value converted (rounded and clamped for integer targets).
    Volume convertedTo(ScalarType target) const;

private:
    void checkType(ScalarType requested) const;
};

// Statistics of one component of a volume.
struct ValueRange {
    double min = 0, max = 0;
    int64_t nonFiniteCount = 0;  // NaN and +-inf (always 0 for integer types)
};
ValueRange valueRange(const Volume& volume, int component = 0);

// Sorted distinct values of component 0; for label maps. Throws InputError if a
// value is not an integer (e.g. a float label map holding 0.5).
std::vector<int64_t> distinctLabelValues(const Volume& labelMap, const std::string& fileForErrors);

}  // namespace segstudio
