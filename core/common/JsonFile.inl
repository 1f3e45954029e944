#pragma once
#include "common/Errors.h"

namespace segstudio {

template <class T> T requireField(const Json& json, const std::string& key, const std::string& file)
{
    if (!json.is_object() || !json.contains(key))
        throw InputError(file, key, "is missing");
    try {
        return json.at(key).get<T>();
    } catch (const nlohmann::json::exception& error) {
        throw InputError(file, key, std::string("has the wrong type (") + json.at(key).type_name() + ")");
    }
}

}  // namespace segstudio
