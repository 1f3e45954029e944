#include "common/formats/YamlFile.h"

#include <cmath>
#include <cstdlib>
#include <limits>
#include <memory>
#include <regex>

#include "common/Errors.h"
#include "common/system/AtomicFile.h"

#ifdef SEGSTUDIO_HAVE_LIBYAML
#include <yaml.h>
#endif

namespace segstudio {

#ifdef SEGSTUDIO_HAVE_LIBYAML
namespace {

constexpr const char* kStandardTags = "tag:yaml.org,2002:";

// A plain scalar as PyYAML's SafeLoader resolves it (YAML 1.1).
Json resolvePlain(const std::string& text)
{
    static const std::regex nullRe("~|null|Null|NULL|");
    static const std::regex trueRe("yes|Yes|YES|true|True|TRUE|on|On|ON");
    static const std::regex falseRe("no|No|NO|false|False|FALSE|off|Off|OFF");
    static const std::regex decimalRe("[-+]?(0|[1-9][0-9_]*)");
    static const std::regex hexRe("[-+]?0x[0-9a-fA-F_]+");
    static const std::regex octalRe("[-+]?0[0-7_]+");
    static const std::regex binaryRe("[-+]?0b[01_]+");
    // PyYAML's: a dot is needed, and a sign only before a digit ("-.5" is text).
    static const std::regex floatRe("[-+]?[0-9][0-9_]*\\.[0-9_]*([eE][-+][0-9]+)?|\\.[0-9_]+([eE][-+][0-9]+)?");
    static const std::regex infRe("[-+]?\\.(inf|Inf|INF)");
    static const std::regex nanRe("\\.(nan|NaN|NAN)");
    if (text.size() > 64)  // no number or keyword is this long (and std::regex recurses per character)
        return text;
    if (std::regex_match(text, nullRe))
        return nullptr;
    if (std::regex_match(text, trueRe))
        return true;
    if (std::regex_match(text, falseRe))
        return false;
    std::string digits;
    for (char c : text)
        if (c != '_')
            digits += c;
    const bool negative = !digits.empty() && digits[0] == '-';
    const std::string unsignedDigits = !digits.empty() && (digits[0] == '-' || digits[0] == '+') ? digits.substr(1) : digits;
    const auto integer = [&](const std::string& body, int base) -> Json {
        errno = 0;
        char* end = nullptr;
        const unsigned long long magnitude = std::strtoull(body.c_str(), &end, base);
        if (errno == ERANGE || magnitude > static_cast<unsigned long long>(std::numeric_limits<int64_t>::max()))
            return std::strtod(digits.c_str(), nullptr);  // beyond int64: a float, as a JSON reader would keep it
        const auto value = static_cast<int64_t>(magnitude);
        return negative ? -value : value;
    };
    if (std::regex_match(text, decimalRe))
        return integer(unsignedDigits, 10);
    if (std::regex_match(text, hexRe))
        return integer(unsignedDigits.substr(2), 16);
    if (std::regex_match(text, binaryRe))
        return integer(unsignedDigits.substr(2), 2);
    if (std::regex_match(text, octalRe))
        return integer(unsignedDigits, 8);
    if (std::regex_match(text, infRe))
        return negative ? -std::numeric_limits<double>::infinity() : std::numeric_limits<double>::infinity();
    if (std::regex_match(text, nanRe))
        return std::numeric_limits<double>::quiet_NaN();
    if (std::regex_match(text, floatRe))
        return std::strtod(digits.c_str(), nullptr);
    return text;
}

class Converter {
public:
    Converter(yaml_document_t& document, const std::string& source) : m_document(document), m_source(source) {}

    Json convert(yaml_node_t* node, int depth)
    {
        if (depth > kMaxJsonDepth)
            fail(node, "is nested more than " + std::to_string(kMaxJsonDepth) + " levels deep");
        if (++m_values > kMaxYamlValues)
            fail(node, "expands (through its aliases) to more than " + std::to_string(kMaxYamlValues) + " values");
        const std::string tag = node->tag ? reinterpret_cast<const char*>(node->tag) : "";
        const std::string kind = tag.rfind(kStandardTags, 0) == 0 ? tag.substr(std::string(kStandardTags).size()) : "";
        if (kind != "str" && kind != "int" && kind != "float" && kind != "bool" && kind != "null" && kind != "seq" &&
            kind != "map")
            fail(node, "has the tag " + tag + "; SegStudio reads plain YAML (yaml.safe_load's) only");
        switch (node->type) {
        case YAML_SCALAR_NODE: {
            const std::string text(reinterpret_cast<const char*>(node->data.scalar.value), node->data.scalar.length);
            if ((m_textBytes += text.size()) > kMaxYamlTextBytes)
                fail(node, "expands (through its aliases) to more than " + std::to_string(kMaxYamlTextBytes >> 20) +
                               " MiB of text");
            if (kind == "str")  // the loader's default tag: a plain scalar is resolved, a quoted one is text
                return node->data.scalar.style == YAML_PLAIN_SCALAR_STYLE ? resolvePlain(text) : Json(text);
            const Json value = resolvePlain(text);  // an explicit !!int, !!float, !!bool or !!null
            const bool fits = kind == "null"    ? value.is_null()
                              : kind == "bool"  ? value.is_boolean()
                              : kind == "int"   ? value.is_number_integer()
                              : kind == "float" ? value.is_number()
                                                : false;
            if (!fits)
                fail(node, "\"" + text.substr(0, 40) + "\" is not a !!" + kind);
            return value;
        }
        case YAML_SEQUENCE_NODE: {
            Json out = Json::array();
            for (yaml_node_item_t* item = node->data.sequence.items.start; item < node->data.sequence.items.top; ++item)
                out.push_back(convert(yaml_document_get_node(&m_document, *item), depth + 1));
            return out;
        }
        case YAML_MAPPING_NODE: {
            Json out = Json::object();
            for (yaml_node_pair_t* pair = node->data.mapping.pairs.start; pair < node->data.mapping.pairs.top; ++pair) {
                yaml_node_t* keyNode = yaml_document_get_node(&m_document, pair->key);
                const Json key = convert(keyNode, depth + 1);
                if (key == "<<" && keyNode->data.scalar.style == YAML_PLAIN_SCALAR_STYLE)
                    fail(keyNode, "is a merge key (<<); write the entries themselves");
                if (!key.is_string() && !key.is_number())
                    fail(keyNode, "is a mapping key that is not a string or a number");
                out[key.is_string() ? key.get<std::string>() : key.dump()] =
                    convert(yaml_document_get_node(&m_document, pair->value), depth + 1);
            }
            return out;
        }
        default:
            fail(node, "is an empty node");
        }
        return nullptr;
    }

private:
    [[noreturn]] void fail(const yaml_node_t* node, const std::string& reason) const
    {
        throw InputError(m_source, "line " + std::to_string(node ? node->start_mark.line + 1 : 0), reason);
    }

    yaml_document_t& m_document;
    const std::string& m_source;
    int m_values = 0;
    uint64_t m_textBytes = 0;
};

struct ParserGuard {
    yaml_parser_t parser;
    ParserGuard() { yaml_parser_initialize(&parser); }
    ~ParserGuard() { yaml_parser_delete(&parser); }
};
struct DocumentGuard {
    yaml_document_t document{};
    bool loaded = false;
    ~DocumentGuard()
    {
        if (loaded)
            yaml_document_delete(&document);
    }
};

}  // namespace

Json parseYaml(std::string_view text, const std::string& source)
{
    ParserGuard guard;
    yaml_parser_set_input_string(&guard.parser, reinterpret_cast<const unsigned char*>(text.data()), text.size());
    const auto syntaxError = [&] {
        const yaml_parser_t& p = guard.parser;
        throw InputError(source, "line " + std::to_string(p.problem_mark.line + 1),
                         std::string("invalid YAML: ") + (p.problem ? p.problem : "unreadable") +
                             (p.context ? std::string(" ") + p.context : std::string()));
    };
    Json out;
    {
        DocumentGuard first;
        if (!yaml_parser_load(&guard.parser, &first.document))
            syntaxError();
        first.loaded = true;
        yaml_node_t* root = yaml_document_get_root_node(&first.document);
        if (!root)
            throw InputError(source, "", "holds no YAML document");
        out = Converter(first.document, source).convert(root, 0);
    }
    DocumentGuard second;
    if (!yaml_parser_load(&guard.parser, &second.document))
        syntaxError();
    second.loaded = true;
    if (yaml_document_get_root_node(&second.document))
        throw InputError(source, "", "holds more than one YAML document (---); SegStudio reads one");
    return out;
}

#else

Json parseYaml(std::string_view, const std::string& source)
{
    throw InputError(source, "", "this build of SegStudio reads no YAML (built without libyaml); convert it to JSON");
}

#endif

Json readYamlFile(const std::string& path) { return parseYaml(readWholeFile(path), path); }

}  // namespace segstudio
