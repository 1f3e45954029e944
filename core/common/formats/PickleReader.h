#pragma once
// A Python pickle read as data, never as code. PyTorch checkpoints
// (`torch.save`, e.g. nnU-Net's checkpoint_final.pth) are pickles, and
// Python's own unpickler runs whatever callable a pickle names. This reader
// understands the opcodes of protocols 2-5 that pickles of plain data use
// and a fixed list of globals, each turned into data here:
//   collections.OrderedDict                  -> Dict
//   torch._utils._rebuild_tensor_v2,
//   torch._utils._rebuild_parameter          -> Tensor (a record reference)
//   torch.<Type>Storage (persistent ids)     -> the tensor's element type
//   torch.device                             -> Device
//   numpy scalars (numpy[._]core.multiarray.scalar with numpy.dtype),
//   numpy arrays of numbers (_reconstruct, numpy.ndarray) -> Int/Float/Array
//   _codecs.encode(text, "latin1")           -> Bytes (protocol 2's bytes)
// Any other global, and any opcode that would build an arbitrary object
// (INST, OBJ, NEWOBJ, EXT*), is refused with InputError naming it; nothing
// is ever called. Limits: nesting depth, memo and stack sizes; containers
// cannot contain themselves.
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace segstudio {

// A tensor in a torch.save archive: which storage record holds it and how
// it views it (elements, not bytes).
struct PickledTensor {
    std::string storageKey;       // record data/<storageKey>
    std::string dtype;            // "float32", "float16", "bfloat16", "float64", "int64", ... "bool"
    int64_t storageElements = 0;  // the storage's size in elements (from the persistent id)
    int64_t offset = 0;
    std::vector<int64_t> sizes, strides;
};

struct PickleValue;
using PickleRef = std::shared_ptr<PickleValue>;

struct PickleValue {
    enum class Kind { None, Bool, Int, Float, String, Bytes, List, Tuple, Dict, Tensor, Device, Array, Global, Storage, Dtype };
    Kind kind = Kind::None;
    bool boolean = false;
    int64_t integer = 0;
    double real = 0;
    // String, Bytes, Device ("cuda:0"),
    // Global ("module.name"), Dtype (numpy's, with its byte order: "<f8").
    std::string text;
    std::vector<PickleRef> items;                          // List, Tuple
    std::vector<std::pair<PickleRef, PickleRef>> entries;  // Dict, in insertion order
    PickledTensor tensor;                                  // Tensor; Storage (key, dtype, elements)
    std::vector<int64_t> shape;                            // Array (its dtype: `dtype`, elements: `bytes`)
    std::string dtype;                                     // Array
    std::string bytes;                                     // Array
    int depth = 0;       // containers nested below this value
    bool sealed = false; // placed in another container: never changes again

    bool isNumber() const { return kind == Kind::Int || kind == Kind::Float || kind == Kind::Bool; }
    double number() const { return kind == Kind::Float ? real : static_cast<double>(kind == Kind::Bool ? boolean : integer); }
    // The Dict entry whose key is the string `key`; nullptr if none (or not a Dict).
    const PickleValue* find(std::string_view key) const;
    // "dict", "list", "tensor", ... for messages.
    const char* kindName() const;
};

// Limits of what a pickle may build.
inline constexpr int kMaxPickleDepth = 100;
inline constexpr std::size_t kMaxPickleStack = 1u << 20;
inline constexpr std::size_t kMaxPickleMemo = 1u << 20;

// Reads one pickle from `bytes`. Throws InputError(source, "pickle", reason)
// naming the offending opcode or global and its byte offset.
PickleRef readPickle(std::string_view bytes, const std::string& source);

}  // namespace segstudio
