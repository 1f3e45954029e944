#include "common/formats/PickleGlobals.h"

#include <cmath>
#include <cstring>
#include <limits>
#include <map>
#include <set>

namespace segstudio::pickle {

using Kind = PickleValue::Kind;

namespace {

[[noreturn]] void refuse(const std::string& reason) { throw PickleRefusal{reason}; }

// torch.<Name>Storage -> element type and size.
const std::map<std::string, std::pair<const char*, int>>& storageTypes()
{
    static const std::map<std::string, std::pair<const char*, int>> types{
        {"torch.FloatStorage", {"float32", 4}}, {"torch.DoubleStorage", {"float64", 8}},
        {"torch.HalfStorage", {"float16", 2}},  {"torch.BFloat16Storage", {"bfloat16", 2}},
        {"torch.LongStorage", {"int64", 8}},    {"torch.IntStorage", {"int32", 4}},
        {"torch.ShortStorage", {"int16", 2}},   {"torch.CharStorage", {"int8", 1}},
        {"torch.ByteStorage", {"uint8", 1}},    {"torch.BoolStorage", {"bool", 1}},
    };
    return types;
}

const std::set<std::string>& allowedGlobals()
{
    static const std::set<std::string> globals = [] {
        std::set<std::string> g{"collections.OrderedDict",
                                "torch._utils._rebuild_tensor_v2",
                                "torch._utils._rebuild_parameter",
                                "torch.device",
                                "numpy.core.multiarray.scalar",
                                "numpy._core.multiarray.scalar",
                                "numpy.core.multiarray._reconstruct",
                                "numpy._core.multiarray._reconstruct",
                                "numpy.ndarray",
                                "numpy.dtype",
                                "_codecs.encode"};
        for (const auto& [name, type] : storageTypes())
            g.insert(name);
        return g;
    }();
    return globals;
}

// Item size of a numpy dtype string without its byte order ("f8" -> 8), 0 if unsupported.
int numpyItemSize(const std::string& code)
{
    static const std::map<std::string, int> sizes{{"f8", 8}, {"f4", 4}, {"f2", 2}, {"i8", 8}, {"i4", 4},
                                                  {"i2", 2}, {"i1", 1}, {"u8", 8}, {"u4", 4}, {"u2", 2},
                                                  {"u1", 1}, {"b1", 1}};
    const auto it = sizes.find(code);
    return it == sizes.end() ? 0 : it->second;
}

uint16_t loadHalfBits(const char* p)
{
    uint16_t h;
    std::memcpy(&h, p, 2);
    return h;
}

double halfToDouble(uint16_t h)
{
    const int exponent = (h >> 10) & 0x1f, mantissa = h & 0x3ff;
    const double sign = (h & 0x8000) ? -1.0 : 1.0;
    if (exponent == 0)
        return sign * std::ldexp(mantissa, -24);
    if (exponent == 31)
        return mantissa ? std::numeric_limits<double>::quiet_NaN() : sign * std::numeric_limits<double>::infinity();
    return sign * std::ldexp(mantissa + 1024, exponent - 25);
}


const std::vector<PickleRef>& tuple(const PickleValue& v, const char* what, std::size_t minItems, std::size_t maxItems)
{
    if (v.kind != Kind::Tuple || v.items.size() < minItems || v.items.size() > maxItems)
        refuse(std::string(what) + " expects a tuple of " + std::to_string(minItems) +
             (maxItems != minItems ? " to " + std::to_string(maxItems) : "") + " values, not a " + v.kindName() +
             (v.kind == Kind::Tuple ? " of " + std::to_string(v.items.size()) : ""));
    return v.items;
}

int64_t integerOf(const PickleValue& v, const char* what)
{
    if (v.kind != Kind::Int)
        refuse(std::string(what) + " is a " + v.kindName() + ", not an int");
    return v.integer;
}


}  // namespace

PickleRef loadPersistentId(const PickleValue& pid)
{
    // ('storage', torch.<Type>Storage, key, location, elements), as torch.save writes.
    const auto& f = tuple(pid, "a persistent id", 5, 5);
    if (f[0]->kind != Kind::String || f[0]->text != "storage")
        refuse("a persistent id that is not a storage");
    if (f[1]->kind != Kind::Global || !storageTypes().count(f[1]->text))
        refuse("a storage of an unknown type");
    if (f[2]->kind != Kind::String || f[2]->text.empty() || f[2]->text.size() > 64 ||
        f[2]->text.find_first_not_of("0123456789abcdefghijklmnopqrstuvwxyz_") != std::string::npos)
        refuse("a storage key that is not a plain record name");
    PickleRef storage = makeValue(Kind::Storage);
    storage->tensor.storageKey = f[2]->text;
    storage->tensor.dtype = storageTypes().at(f[1]->text).first;
    storage->tensor.storageElements = integerOf(*f[4], "a storage's size");
    if (storage->tensor.storageElements < 0)
        refuse("a storage of negative size");
    return storage;
}

PickleRef callGlobal(const std::string& callable, const PickleValue& args)
{
    if (callable == "collections.OrderedDict") {
        const auto& a = tuple(args, callable.c_str(), 0, 1);
        PickleRef dict = makeValue(Kind::Dict);
        if (!a.empty()) {
            if (a[0]->kind != Kind::List)
                refuse("OrderedDict of a " + std::string(a[0]->kindName()));
            std::vector<PickleRef> flat;
            for (const PickleRef& pair : a[0]->items) {
                const auto& kv = tuple(*pair, "an OrderedDict item", 2, 2);
                flat.push_back(kv[0]);
                flat.push_back(kv[1]);
            }
            setItems(dict, std::move(flat), "OrderedDict");
        }
        return dict;
    }
    if (callable == "torch._utils._rebuild_tensor_v2") {
        const auto& a = tuple(args, callable.c_str(), 6, 7);
        if (a[0]->kind != Kind::Storage)
            refuse("a tensor whose storage is a " + std::string(a[0]->kindName()));
        PickleRef t = makeValue(Kind::Tensor);
        t->tensor = a[0]->tensor;
        t->tensor.offset = integerOf(*a[1], "a tensor's storage offset");
        for (const PickleRef& s : tuple(*a[2], "a tensor's size", 0, 16))
            t->tensor.sizes.push_back(integerOf(*s, "a tensor's size"));
        for (const PickleRef& s : tuple(*a[3], "a tensor's stride", 0, 16))
            t->tensor.strides.push_back(integerOf(*s, "a tensor's stride"));
        if (t->tensor.sizes.size() != t->tensor.strides.size())
            refuse("a tensor with " + std::to_string(t->tensor.sizes.size()) + " sizes and " +
                 std::to_string(t->tensor.strides.size()) + " strides");
        return t;
    }
    if (callable == "torch._utils._rebuild_parameter") {
        const auto& a = tuple(args, callable.c_str(), 3, 3);
        if (a[0]->kind != Kind::Tensor)
            refuse("a parameter of a " + std::string(a[0]->kindName()));
        return a[0];
    }
    if (callable == "torch.device") {
        const auto& a = tuple(args, callable.c_str(), 1, 2);
        if (a[0]->kind != Kind::String || a[0]->text.size() > 32)
            refuse("torch.device of a " + std::string(a[0]->kindName()));
        PickleRef d = textValue(Kind::Device, a[0]->text);
        if (a.size() == 2 && a[1]->kind == Kind::Int)
            d->text += ":" + std::to_string(a[1]->integer);
        return d;
    }
    if (callable == "_codecs.encode") {  // protocol 2's bytes: encode(text, "latin1")
        const auto& a = tuple(args, callable.c_str(), 2, 2);
        if (a[0]->kind != Kind::String || a[1]->kind != Kind::String || (a[1]->text != "latin1" && a[1]->text != "latin-1"))
            refuse("_codecs.encode other than a string to latin1");
        std::string out;
        const std::string& in = a[0]->text;  // UTF-8 of code points below 256
        for (std::size_t i = 0; i < in.size(); ++i) {
            const auto c = static_cast<unsigned char>(in[i]);
            if (c < 0x80) {
                out.push_back(static_cast<char>(c));
            } else if ((c == 0xc2 || c == 0xc3) && i + 1 < in.size()) {
                out.push_back(static_cast<char>(((c & 0x03) << 6) | (static_cast<unsigned char>(in[++i]) & 0x3f)));
            } else {
                refuse("_codecs.encode of a character beyond latin1");
            }
        }
        return textValue(Kind::Bytes, out);
    }
    if (callable == "numpy.dtype") {
        const auto& a = tuple(args, callable.c_str(), 1, 3);
        if (a[0]->kind != Kind::String || numpyItemSize(a[0]->text) == 0)
            refuse("numpy dtype '" + (a[0]->kind == Kind::String ? a[0]->text.substr(0, 16) : a[0]->kindName()) +
                 "' (only numbers are read)");
        return textValue(Kind::Dtype, "<" + a[0]->text);
    }
    if (callable == "numpy.core.multiarray.scalar" || callable == "numpy._core.multiarray.scalar") {
        const auto& a = tuple(args, callable.c_str(), 2, 2);
        if (a[0]->kind != Kind::Dtype || a[1]->kind != Kind::Bytes)
            refuse("a numpy scalar without its dtype and bytes");
        const std::string& dtype = a[0]->text;
        const std::string code = dtype.substr(1);
        if (dtype[0] == '>' || a[1]->text.size() != static_cast<std::size_t>(numpyItemSize(code)))
            refuse("a numpy scalar of " + std::to_string(a[1]->text.size()) + " bytes for dtype " + dtype);
        const char* p = a[1]->text.data();
        if (code == "f8" || code == "f4" || code == "f2") {
            PickleRef f = makeValue(Kind::Float);
            if (code == "f8") {
                std::memcpy(&f->real, p, 8);
            } else if (code == "f4") {
                float v;
                std::memcpy(&v, p, 4);
                f->real = v;
            } else {
                f->real = halfToDouble(loadHalfBits(p));
            }
            return f;
        }
        if (code == "b1") {
            PickleRef b = makeValue(Kind::Bool);
            b->boolean = *p != 0;
            return b;
        }
        const int n = numpyItemSize(code);
        uint64_t v = 0;
        std::memcpy(&v, p, static_cast<std::size_t>(n));
        if (code[0] == 'i' && n < 8 && (v >> (8 * n - 1)) & 1)
            v |= ~uint64_t(0) << (8 * n);
        if (code == "u8" && v > static_cast<uint64_t>(std::numeric_limits<int64_t>::max()))
            refuse("a numpy uint64 scalar beyond int64");
        return integerValue(static_cast<int64_t>(v));
    }
    if (callable == "numpy.core.multiarray._reconstruct" || callable == "numpy._core.multiarray._reconstruct") {
        const auto& a = tuple(args, callable.c_str(), 3, 3);
        if (a[0]->kind != Kind::Global || a[0]->text != "numpy.ndarray")
            refuse("numpy _reconstruct of a class other than numpy.ndarray");
        return makeValue(Kind::Array);  // filled by BUILD
    }
    refuse("refused call of '" + callable + "' with these arguments");
}

void buildState(PickleValue& object, const PickleValue& state)
{
    if (object.sealed)
        refuse("BUILD changes a value already placed in a container");
    switch (object.kind) {
    case Kind::Dict: return;  // an OrderedDict's attributes (a state dict's _metadata): not needed
    case Kind::Dtype: {       // (version, byte order, ...)
        const auto& s = tuple(state, "a numpy dtype's state", 2, 9);
        if (s[1]->kind != Kind::String || s[1]->text.size() != 1)
            refuse("a numpy dtype's byte order");
        const char order = s[1]->text[0];
        if (order == '>')
            refuse("a big-endian numpy value");
        return;
    }
    case Kind::Array: {  // (version, shape, dtype, is_fortran, raw bytes)
        const auto& s = tuple(state, "a numpy array's state", 5, 5);
        if (s[2]->kind != Kind::Dtype || s[2]->text[0] == '>' || s[4]->kind != Kind::Bytes)
            refuse("a numpy array that is not little-endian numbers");
        if (s[3]->kind == Kind::Bool && s[3]->boolean)
            refuse("a Fortran-ordered numpy array");
        uint64_t elements = 1;
        for (const PickleRef& n : tuple(*s[1], "a numpy array's shape", 0, 16)) {
            const int64_t extent = integerOf(*n, "a numpy array's shape");
            if (extent < 0 || (extent > 0 && elements > (uint64_t(1) << 40) / static_cast<uint64_t>(extent)))
                refuse("a numpy array of impossible shape");
            elements *= static_cast<uint64_t>(extent);
            object.shape.push_back(extent);
        }
        object.dtype = s[2]->text;
        if (elements * static_cast<uint64_t>(numpyItemSize(object.dtype.substr(1))) != s[4]->text.size())
            refuse("a numpy array whose bytes do not match its shape");
        object.bytes = s[4]->text;
        return;
    }
    default: refuse("BUILD on a " + std::string(object.kindName()));
    }
}


PickleRef textValue(PickleValue::Kind kind, std::string_view text)
{
    PickleRef v = makeValue(kind);
    v->text = std::string(text);
    return v;
}

PickleRef integerValue(int64_t i)
{
    PickleRef v = makeValue(PickleValue::Kind::Int);
    v->integer = i;
    return v;
}

using Kind = PickleValue::Kind;

PickleRef makeValue(PickleValue::Kind kind)
{
    auto v = std::make_shared<PickleValue>();
    v->kind = kind;
    return v;
}

bool isContainer(const PickleValue& v)
{
    return v.kind == Kind::List || v.kind == Kind::Tuple || v.kind == Kind::Dict;
}

void adopt(PickleValue& parent, const PickleRef& child)
{
    if (!isContainer(*child))
        return;
    if (child.get() == &parent)
        refuse("a " + std::string(parent.kindName()) + " would contain itself");
    child->sealed = true;
    parent.depth = std::max(parent.depth, child->depth + 1);
    if (parent.depth > kMaxPickleDepth)
        refuse("containers are nested more than " + std::to_string(kMaxPickleDepth) + " levels deep");
}

PickleValue& changeable(const PickleRef& v, PickleValue::Kind kind, const char* opcode)
{
    if (v->kind != kind)
        refuse(std::string(opcode) + " on a " + v->kindName());
    if (v->sealed)
        refuse(std::string(opcode) + " changes a " + v->kindName() + " already placed in another container");
    return *v;
}

void setItems(const PickleRef& dict, std::vector<PickleRef> items, const char* opcode)
{
    if (items.size() % 2 != 0)
        refuse(std::string(opcode) + " with an odd number of values");
    PickleValue& d = changeable(dict, Kind::Dict, opcode);
    for (std::size_t i = 0; i < items.size(); i += 2) {
        adopt(d, items[i]);
        adopt(d, items[i + 1]);
        d.entries.emplace_back(std::move(items[i]), std::move(items[i + 1]));
    }
}

void requireAllowedGlobal(const std::string& fullName)
{
    if (!allowedGlobals().count(fullName))
        refuse("refused global '" + fullName + "': a checkpoint may name only tensors, containers, numbers and "
               "devices, and SegStudio never calls anything a pickle names");
}

}  // namespace segstudio::pickle
