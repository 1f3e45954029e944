#include "common/formats/PickleReader.h"

#include <cmath>
#include <cstdio>
#include <cstring>
#include <functional>
#include <limits>
#include <map>
#include <set>
#include <unordered_map>

#include "common/Errors.h"
#include "common/formats/PickleGlobals.h"

namespace segstudio {

namespace {

using Kind = PickleValue::Kind;
using namespace pickle;

class Unpickler {
public:
    Unpickler(std::string_view bytes, const std::string& source) : m_in(bytes), m_source(source) {}

    PickleRef run()
    {
        while (true) {
            if (m_pos >= m_in.size())
                fail("the pickle ends before its STOP opcode");
            m_opcodeAt = m_pos;
            const auto op = static_cast<unsigned char>(m_in[m_pos++]);
            if (op == '.') {
                if (m_stack.size() != 1 || !m_marks.empty())
                    fail("STOP with " + std::to_string(m_stack.size()) + " values on the stack");
                return m_stack.back();
            }
            try {
                step(op);
            } catch (const PickleRefusal& refusal) {
                fail(refusal.reason);
            }
            if (m_stack.size() > kMaxPickleStack)
                fail("more than " + std::to_string(kMaxPickleStack) + " values on the stack");
        }
    }

private:
    [[noreturn]] void fail(const std::string& reason) const
    {
        throw InputError(m_source, "pickle", reason + " (at byte " + std::to_string(m_opcodeAt) + ")");
    }

    std::string_view take(uint64_t n)
    {
        if (n > m_in.size() - m_pos)
            fail("the pickle is truncated: an opcode needs " + std::to_string(n) + " bytes, " +
                 std::to_string(m_in.size() - m_pos) + " remain");
        const std::string_view out = m_in.substr(m_pos, static_cast<std::size_t>(n));
        m_pos += static_cast<std::size_t>(n);
        return out;
    }
    uint64_t unsignedLE(int n)
    {
        const std::string_view b = take(static_cast<uint64_t>(n));
        uint64_t v = 0;
        for (int i = n - 1; i >= 0; --i)
            v = (v << 8) | static_cast<unsigned char>(b[static_cast<std::size_t>(i)]);
        return v;
    }
    std::string line()
    {
        const std::size_t end = m_in.find('\n', m_pos);
        if (end == std::string_view::npos)
            fail("the pickle is truncated inside a text line");
        std::string out(m_in.substr(m_pos, end - m_pos));
        m_pos = end + 1;
        return out;
    }

    PickleRef pop()
    {
        if (m_stack.size() <= (m_marks.empty() ? 0 : m_marks.back()))
            fail("an opcode takes a value from an empty stack");
        PickleRef v = std::move(m_stack.back());
        m_stack.pop_back();
        return v;
    }
    PickleRef& top()
    {
        if (m_stack.empty())
            fail("an opcode needs a value on an empty stack");
        return m_stack.back();
    }
    std::vector<PickleRef> popToMark()
    {
        if (m_marks.empty())
            fail("an opcode needs a MARK and there is none");
        const std::size_t mark = m_marks.back();
        m_marks.pop_back();
        std::vector<PickleRef> items(std::make_move_iterator(m_stack.begin() + static_cast<std::ptrdiff_t>(mark)),
                                     std::make_move_iterator(m_stack.end()));
        m_stack.resize(mark);
        return items;
    }
    void push(PickleRef v) { m_stack.push_back(std::move(v)); }

    PickleRef sequence(Kind kind, std::vector<PickleRef> items)
    {
        PickleRef v = makeValue(kind);
        for (const PickleRef& item : items)
            adopt(*v, item);
        v->items = std::move(items);
        return v;
    }
    void appendItems(const PickleRef& list, std::vector<PickleRef> items, const char* opcode)
    {
        PickleValue& l = changeable(list, Kind::List, opcode);
        for (PickleRef& item : items) {
            adopt(l, item);
            l.items.push_back(std::move(item));
        }
    }

    void memoPut(uint64_t index)
    {
        if (m_memo.size() >= kMaxPickleMemo && !m_memo.count(index))
            fail("more than " + std::to_string(kMaxPickleMemo) + " memo entries");
        m_memo[index] = top();
    }
    void memoGet(uint64_t index)
    {
        const auto it = m_memo.find(index);
        if (it == m_memo.end())
            fail("memo entry " + std::to_string(index) + " is read before it is written");
        push(it->second);
    }

    void global(const std::string& module, const std::string& name)
    {
        const std::string full = module + "." + name;
        requireAllowedGlobal(full);
        PickleRef g = makeValue(Kind::Global);
        g->text = full;
        push(std::move(g));
    }

    void step(unsigned char op);

    std::string_view m_in;
    std::string m_source;
    std::size_t m_pos = 0, m_opcodeAt = 0;
    std::vector<PickleRef> m_stack;
    std::vector<std::size_t> m_marks;
    std::unordered_map<uint64_t, PickleRef> m_memo;
};

void Unpickler::step(unsigned char op)
{
    switch (op) {
    case 0x80: take(1); return;  // PROTO
    case 0x95: take(8); return;  // FRAME: frames are only a read-ahead hint
    case '(': m_marks.push_back(m_stack.size()); return;
    case '0': pop(); return;
    case '1': popToMark(); return;
    case '2': push(top()); return;
    case 'N': push(makeValue(Kind::None)); return;
    case 0x88:
    case 0x89: {
        PickleRef b = makeValue(Kind::Bool);
        b->boolean = op == 0x88;
        push(std::move(b));
        return;
    }
    case 'J': push(integerValue(static_cast<int32_t>(unsignedLE(4)))); return;
    case 'K': push(integerValue(static_cast<int64_t>(unsignedLE(1)))); return;
    case 'M': push(integerValue(static_cast<int64_t>(unsignedLE(2)))); return;
    case 0x8a:
    case 0x8b: {  // LONG1, LONG4: little-endian two's complement
        const uint64_t n = unsignedLE(op == 0x8a ? 1 : 4);
        if (n > 8)
            fail("an integer of " + std::to_string(n) + " bytes (at most 8 are read)");
        uint64_t v = n ? unsignedLE(static_cast<int>(n)) : 0;
        if (n > 0 && n < 8 && (v >> (8 * n - 1)) & 1)
            v |= ~uint64_t(0) << (8 * n);
        push(integerValue(static_cast<int64_t>(v)));
        return;
    }
    case 'I': {  // protocol 0 INT (also 00 / 01 for booleans)
        const std::string text = line();
        try {
            std::size_t used = 0;
            const long long v = std::stoll(text, &used);
            if (used != text.size())
                throw std::invalid_argument(text);
            push(integerValue(v));
        } catch (const std::exception&) {
            fail("INT with '" + text.substr(0, 40) + "'");
        }
        return;
    }
    case 'G': {
        const uint64_t bits = __builtin_bswap64(unsignedLE(8));  // big-endian double
        PickleRef f = makeValue(Kind::Float);
        std::memcpy(&f->real, &bits, 8);
        push(std::move(f));
        return;
    }
    case 'X': push(textValue(Kind::String, take(unsignedLE(4)))); return;
    case 0x8c: push(textValue(Kind::String, take(unsignedLE(1)))); return;
    case 0x8d: push(textValue(Kind::String, take(unsignedLE(8)))); return;
    case 'T': push(textValue(Kind::String, take(unsignedLE(4)))); return;
    case 'U': push(textValue(Kind::String, take(unsignedLE(1)))); return;
    case 'B': push(textValue(Kind::Bytes, take(unsignedLE(4)))); return;
    case 'C': push(textValue(Kind::Bytes, take(unsignedLE(1)))); return;
    case 0x8e:
    case 0x96: push(textValue(Kind::Bytes, take(unsignedLE(8)))); return;
    case ']': push(makeValue(Kind::List)); return;
    case 0x8f: push(makeValue(Kind::List)); return;  // EMPTY_SET: kept as a list
    case ')': push(makeValue(Kind::Tuple)); return;
    case '}': push(makeValue(Kind::Dict)); return;
    case 'l': push(sequence(Kind::List, popToMark())); return;
    case 't': push(sequence(Kind::Tuple, popToMark())); return;
    case 0x91: push(sequence(Kind::Tuple, popToMark())); return;  // FROZENSET
    case 0x85:
    case 0x86:
    case 0x87: {
        std::vector<PickleRef> items(static_cast<std::size_t>(op - 0x84));
        for (auto it = items.rbegin(); it != items.rend(); ++it)
            *it = pop();
        push(sequence(Kind::Tuple, std::move(items)));
        return;
    }
    case 'd': {
        PickleRef dict = makeValue(Kind::Dict);
        setItems(dict, popToMark(), "DICT");
        push(std::move(dict));
        return;
    }
    case 'a': {
        PickleRef item = pop();
        appendItems(top(), {std::move(item)}, "APPEND");
        return;
    }
    case 'e':
    case 0x90: {  // APPENDS, ADDITEMS
        std::vector<PickleRef> items = popToMark();
        appendItems(top(), std::move(items), op == 'e' ? "APPENDS" : "ADDITEMS");
        return;
    }
    case 's': {
        PickleRef value = pop();
        PickleRef key = pop();
        setItems(top(), {std::move(key), std::move(value)}, "SETITEM");
        return;
    }
    case 'u': {
        std::vector<PickleRef> items = popToMark();
        setItems(top(), std::move(items), "SETITEMS");
        return;
    }
    case 'q': memoPut(unsignedLE(1)); return;
    case 'r': memoPut(unsignedLE(4)); return;
    case 0x94: memoPut(m_memo.size()); return;
    case 'h': memoGet(unsignedLE(1)); return;
    case 'j': memoGet(unsignedLE(4)); return;
    case 'p':
    case 'g': {
        const std::string text = line();
        uint64_t index = 0;
        if (text.empty() || text.size() > 18 || text.find_first_not_of("0123456789") != std::string::npos)
            fail("memo index '" + text.substr(0, 40) + "'");
        index = std::stoull(text);
        op == 'p' ? memoPut(index) : memoGet(index);
        return;
    }
    case 'c': {
        const std::string module = line();
        const std::string name = line();
        global(module, name);
        return;
    }
    case 0x93: {
        PickleRef name = pop();
        PickleRef module = pop();
        if (module->kind != Kind::String || name->kind != Kind::String)
            fail("STACK_GLOBAL needs two strings");
        global(module->text, name->text);
        return;
    }
    case 'R': {
        PickleRef args = pop();
        PickleRef callable = pop();
        if (callable->kind != Kind::Global)
            fail("REDUCE calls a " + std::string(callable->kindName()) + ", not an allowed global");
        push(callGlobal(callable->text, *args));
        return;
    }
    case 'b': {
        PickleRef state = pop();
        if (top()->sealed)
            fail("BUILD changes a value already placed in a container");
        buildState(*top(), *state);
        return;
    }
    case 'Q': {
        PickleRef pid = pop();
        push(loadPersistentId(*pid));
        return;
    }
    default: break;
    }
    char hex[8];
    std::snprintf(hex, sizeof hex, "0x%02x", op);
    fail(std::string("refused opcode ") + hex +
         (op == 'i' || op == 'o' || op == 0x81 || op == 0x92 ? " (it builds an arbitrary object)"
          : op >= 0x82 && op <= 0x84                          ? " (extension registry)"
                                                              : " (not one plain data uses)"));
}

}  // namespace

const PickleValue* PickleValue::find(std::string_view key) const
{
    if (kind != Kind::Dict)
        return nullptr;
    for (const auto& [k, v] : entries)
        if (k->kind == Kind::String && k->text == key)
            return v.get();
    return nullptr;
}

const char* PickleValue::kindName() const
{
    switch (kind) {
    case Kind::None: return "None";
    case Kind::Bool: return "bool";
    case Kind::Int: return "int";
    case Kind::Float: return "float";
    case Kind::String: return "str";
    case Kind::Bytes: return "bytes";
    case Kind::List: return "list";
    case Kind::Tuple: return "tuple";
    case Kind::Dict: return "dict";
    case Kind::Tensor: return "tensor";
    case Kind::Device: return "device";
    case Kind::Array: return "numpy array";
    case Kind::Global: return "global";
    case Kind::Storage: return "storage";
    case Kind::Dtype: return "numpy dtype";
    }
    return "value";
}

PickleRef readPickle(std::string_view bytes, const std::string& source)
{
    return Unpickler(bytes, source).run();
}

}  // namespace segstudio
