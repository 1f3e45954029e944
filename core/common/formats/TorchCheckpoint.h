#pragma once
// A `torch.save` file (a zip archive: <root>/data.pkl and one record
// <root>/data/<key> per tensor storage) read without Python and without
// running anything: data.pkl through PickleReader.h, every tensor from its
// record with each size checked against the record. No LibTorch, so the
// sanitizer build fuzzes it (tests/fuzz/fuzz_torch_checkpoint.cpp).
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "common/formats/PickleReader.h"

namespace segstudio {

// data.pkl larger than this is refused (nnU-Net's is well under 1 MiB).
inline constexpr uint64_t kMaxCheckpointPickleBytes = uint64_t(64) << 20;

class TorchCheckpoint {
public:
    // Opens the archive and reads data.pkl. Throws InputError naming `path`
    // (and "pickle", "archive" or the record) when it is not a zip archive
    // of torch.save (an old pre-1.6 file, a compressed record, a big-endian
    // archive), is truncated, or its pickle is refused.
    explicit TorchCheckpoint(const std::string& path);
    ~TorchCheckpoint();
    TorchCheckpoint(const TorchCheckpoint&) = delete;
    TorchCheckpoint& operator=(const TorchCheckpoint&) = delete;

    const std::string& path() const { return m_path; }
    const PickleValue& root() const { return *m_root; }

    // A floating-point tensor's elements as float32, row-major in its sizes
    // (float16, bfloat16 and float64 are converted). Throws InputError naming
    // the file and `name` when its record is missing or smaller than its
    // storage, when its view reaches outside the storage, or when it is not
    // floating-point.
    std::vector<float> floatValues(const PickledTensor& tensor, const std::string& name) const;

private:
    struct Zip;
    std::string m_path;
    std::string m_rootFolder;  // "checkpoint_final/" as torch.save named it
    std::unique_ptr<Zip> m_zip;
    PickleRef m_root;

    // The record's bytes; refused unless its size lies in [minimumBytes, maximumBytes].
    std::string readRecord(const std::string& name, uint64_t minimumBytes, uint64_t maximumBytes) const;
};

}  // namespace segstudio
