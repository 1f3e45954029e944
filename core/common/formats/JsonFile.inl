#pragma once
#include <array>
#include <cmath>
#include <limits>
#include <type_traits>
#include <vector>

#include "common/Errors.h"

namespace segstudio {

namespace jsondetail {

template <class T> struct ElementOf {
    using type = void;
};
template <class U, class A> struct ElementOf<std::vector<U, A>> {
    using type = U;
};
template <class U, std::size_t N> struct ElementOf<std::array<U, N>> {
    using type = U;
};

template <class T> void requireFits(const Json& json)
{
    if constexpr (std::is_integral_v<T> && !std::is_same_v<T, bool>) {
        using Limits = std::numeric_limits<T>;
        bool fits = true;
        if (json.is_number_float()) {
            // Exact bounds: [min, 2^digits), as doubles (powers of two).
            const double v = json.get<double>();
            fits = v > static_cast<double>(Limits::min()) - 1.0 && v < std::ldexp(1.0, Limits::digits);
        } else if (json.is_number_unsigned()) {
            fits = json.get<uint64_t>() <= static_cast<uint64_t>(Limits::max());
        } else if (json.is_number_integer()) {
            const int64_t v = json.get<int64_t>();
            fits = Limits::is_signed ? v >= static_cast<int64_t>(Limits::min()) &&
                                           (sizeof(T) >= sizeof(int64_t) || v <= static_cast<int64_t>(Limits::max()))
                                     : v >= 0 && static_cast<uint64_t>(v) <= static_cast<uint64_t>(Limits::max());
        }
        if (!fits)
            throw JsonNumberError("is " + json.dump() + ", which does not fit a " + std::to_string(Limits::digits + Limits::is_signed) +
                                  "-bit " + (Limits::is_signed ? "integer" : "unsigned integer"));
    } else if constexpr (!std::is_void_v<typename ElementOf<T>::type>) {
        if (json.is_array())
            for (const Json& element : json)
                requireFits<typename ElementOf<T>::type>(element);
    }
}

}  // namespace jsondetail

template <class T> T getChecked(const Json& json)
{
    jsondetail::requireFits<T>(json);
    return json.get<T>();
}

template <class T> T requireField(const Json& json, const std::string& key, const std::string& file)
{
    if (!json.is_object() || !json.contains(key))
        throw InputError(file, key, "is missing");
    try {
        return getChecked<T>(json.at(key));
    } catch (const JsonNumberError& error) {
        throw InputError(file, key, error.what());
    } catch (const nlohmann::json::exception& error) {
        throw InputError(file, key, std::string("has the wrong type (") + json.at(key).type_name() + ")");
    }
}

template <class T> T optionalField(const Json& json, const std::string& key, T fallback, const std::string& file)
{
    return json.is_object() && json.contains(key) ? requireField<T>(json, key, file) : fallback;
}

}  // namespace segstudio
