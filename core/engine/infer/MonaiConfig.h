#pragma once
// A MONAI bundle's inference.json as MonaiBundle.cpp reads it: the
// configuration with its "@" references (BundleConfig) and one transform of
// a Compose (Transform), each value resolved when it is asked for and every
// error naming the file and the field. Internal to engine/infer. Plain C++.
#include <algorithm>
#include <cstdlib>
#include <initializer_list>
#include <string>
#include <vector>

#include "common/Errors.h"
#include "common/formats/JsonFile.h"

namespace segstudio::engine::monai {

// inference.json read lazily: a value is resolved when SegStudio needs it
// ("@id" references followed), so entries it does not use (output folders,
// dtypes, handlers) may hold Python expressions; a value it needs may not.
class BundleConfig {
public:
    BundleConfig(Json root, std::string file) : m_root(std::move(root)), m_file(std::move(file)) {}
    const std::string& file() const { return m_file; }

    // `value` with a reference at its top followed (not inside it).
    Json shallow(const Json& value, const std::string& field, int depth = 0) const
    {
        if (depth > 32)
            throw InputError(m_file, field, "its references (@...) run in a circle");
        if (!value.is_string())
            return value;
        const std::string text = value.get<std::string>();
        if (!text.empty() && text[0] == '@')
            return shallow(lookUp(text.substr(1), field), field, depth + 1);
        if (!text.empty() && (text[0] == '$' || text[0] == '%'))
            throw InputError(m_file, field,
                             "is \"" + text.substr(0, 80) +
                                 "\", a Python expression or macro; SegStudio reads bundles as data and runs no "
                                 "Python: write the value itself");
        return value;
    }

    // `value` with every reference followed, inside lists and objects too.
    Json deep(const Json& value, const std::string& field, int depth = 0) const
    {
        if (depth > 32)
            throw InputError(m_file, field, "is nested too deeply");
        Json out = shallow(value, field);
        if (out.is_array())
            for (std::size_t i = 0; i < out.size(); ++i)
                out[i] = deep(out[i], field + "[" + std::to_string(i) + "]", depth + 1);
        else if (out.is_object())
            for (auto it = out.begin(); it != out.end(); ++it)
                it.value() = deep(it.value(), field + "." + it.key(), depth + 1);
        return out;
    }

    // The top-level entry `key` (its top reference followed); null when absent.
    Json entry(const std::string& key) const { return m_root.contains(key) ? shallow(m_root.at(key), key) : Json(); }

private:
    Json lookUp(const std::string& id, const std::string& field) const
    {
        const Json* node = &m_root;
        std::string rest = id;
        while (!rest.empty()) {
            std::size_t cut = rest.find("::");
            std::size_t skip = 2;
            const std::size_t hash = rest.find('#');
            if (hash != std::string::npos && (cut == std::string::npos || hash < cut)) {
                cut = hash;
                skip = 1;
            }
            const std::string part = rest.substr(0, cut);
            rest = cut == std::string::npos ? "" : rest.substr(cut + skip);
            if (node->is_array()) {
                char* end = nullptr;
                const long index = std::strtol(part.c_str(), &end, 10);
                if (end == part.c_str() || *end || index < 0 || static_cast<std::size_t>(index) >= node->size())
                    throw InputError(m_file, field, "refers to @" + id + ", which the configuration does not hold");
                node = &(*node)[static_cast<std::size_t>(index)];
            } else if (node->is_object() && node->contains(part)) {
                node = &node->at(part);
            } else {
                throw InputError(m_file, field, "refers to @" + id + ", which the configuration does not hold");
            }
        }
        return *node;
    }

    Json m_root;
    std::string m_file;
};

// One transform of a Compose: its settings resolved when read.
class Transform {
public:
    Transform(const BundleConfig& config, const Json& raw, std::string field)
        : m_config(config), m_raw(config.shallow(raw, field)), m_field(std::move(field))
    {
        if (!m_raw.is_object() || !m_raw.contains("_target_"))
            throw InputError(file(), m_field, "is not a transform (an object with \"_target_\")");
        const Json target = m_config.shallow(m_raw.at("_target_"), m_field + "._target_");
        if (!target.is_string())
            throw InputError(file(), m_field + "._target_", "must name a transform");
        m_name = target.get<std::string>();
        for (const char* prefix : {"monai.transforms.", "monai.inferers.", "monai.apps."})
            if (m_name.rfind(prefix, 0) == 0)
                m_name = m_name.substr(std::string(prefix).size());
    }
    const std::string& name() const { return m_name; }
    const std::string& file() const { return m_config.file(); }
    std::string field(const std::string& key) const { return m_field + "." + key; }
    const std::string& field() const { return m_field; }
    bool has(const std::string& key) const { return m_raw.contains(key) && !m_raw.at(key).is_null(); }
    Json get(const std::string& key) const { return has(key) ? m_config.deep(m_raw.at(key), field(key)) : Json(); }

    double number(const std::string& key, double fallback) const
    {
        const Json v = get(key);
        if (v.is_null())
            return fallback;
        if (!v.is_number())
            throw InputError(file(), field(key), "must be a number");
        return v.get<double>();
    }
    bool flag(const std::string& key, bool fallback) const
    {
        const Json v = get(key);
        if (v.is_null())
            return fallback;
        if (!v.is_boolean())
            throw InputError(file(), field(key), "must be true or false");
        return v.get<bool>();
    }
    std::string text(const std::string& key, const std::string& fallback) const
    {
        const Json v = get(key);
        if (v.is_null())
            return fallback;
        if (!v.is_string())
            throw InputError(file(), field(key), "must be a string");
        return v.get<std::string>();
    }
    // A number or a list of `dimensions` numbers, as MONAI's per-axis arguments.
    std::vector<double> perAxis(const std::string& key, int dimensions, double fallback) const
    {
        const Json v = get(key);
        if (v.is_null())
            return std::vector<double>(static_cast<std::size_t>(dimensions), fallback);
        if (v.is_number())
            return std::vector<double>(static_cast<std::size_t>(dimensions), v.get<double>());
        std::vector<double> out;
        if (v.is_array())
            for (const Json& x : v)
                if (x.is_number())
                    out.push_back(x.get<double>());
        if (static_cast<int>(out.size()) != dimensions || out.size() != v.size())
            throw InputError(file(), field(key), "must be a number or " + std::to_string(dimensions) + " numbers, one per axis");
        return out;
    }
    // The keys it applies to (a string or a list of strings).
    std::vector<std::string> keys() const
    {
        const Json v = get("keys");
        std::vector<std::string> out;
        if (v.is_string())
            out.push_back(v.get<std::string>());
        else if (v.is_array())
            for (const Json& key : v)
                if (key.is_string())
                    out.push_back(key.get<std::string>());
        if (out.empty())
            throw InputError(file(), field("keys"), "must name the keys the transform applies to");
        return out;
    }
    bool appliesTo(const std::string& key) const
    {
        const std::vector<std::string> k = keys();
        return std::find(k.begin(), k.end(), key) != k.end();
    }
    // Fails on a setting outside `known`, naming it: a setting SegStudio
    // would silently ignore changes what the model sees.
    void requireOnly(std::initializer_list<const char*> known) const
    {
        for (auto it = m_raw.begin(); it != m_raw.end(); ++it) {
            bool ok = it.key() == "_target_" || it.key() == "keys" || it.key() == "allow_missing_keys" ||
                      it.key() == "dtype" || it.key() == "lazy";
            for (const char* k : known)
                ok = ok || it.key() == k;
            if (!ok)
                throw InputError(file(), field(it.key()), "is a setting of " + m_name + " that SegStudio does not reproduce");
        }
    }

private:
    const BundleConfig& m_config;
    Json m_raw;
    std::string m_field;
    std::string m_name;
};

// The transforms of the Compose at top-level `entry`.
inline std::vector<Transform> composeOf(const BundleConfig& config, const std::string& entry)
{
    const Json compose = config.entry(entry);
    if (!compose.is_object() || !compose.contains("transforms"))
        throw InputError(config.file(), entry, "must be a Compose with a list of transforms");
    const Json list = config.shallow(compose.at("transforms"), entry + ".transforms");
    if (!list.is_array())
        throw InputError(config.file(), entry + ".transforms", "must be a list of transforms");
    std::vector<Transform> out;
    for (std::size_t i = 0; i < list.size(); ++i)
        out.emplace_back(config, list[i], entry + ".transforms[" + std::to_string(i) + "]");
    return out;
}

}  // namespace segstudio::engine::monai
