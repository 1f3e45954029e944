#include "engine/data/CaseStore.h"

#include "common/Errors.h"

namespace segstudio::engine {

const VoxelXyz* StoredCase::samplesOf(int label, std::size_t* count) const
{
    const auto& samples = file->foregroundSamples();
    const auto it = samples.find(label);
    if (it == samples.end()) {
        *count = 0;
        return nullptr;
    }
    *count = it->second.second;
    return it->second.first;
}

static StoredCase openCase(const CacheIndex& index, const CacheIndexCase& entry)
{
    StoredCase c;
    c.id = entry.id;
    c.file = CacheFile::open(index.casePath(entry));
    const CachedCaseInfo& info = c.file->info();
    if (info.channels != static_cast<int>(index.channelNames.size()))
        throw InputError(c.file->path(), "channels",
                         std::to_string(info.channels) + " channel(s), the cache index declares " +
                             std::to_string(index.channelNames.size()));
    c.sizeXyz = info.sizeXyz;
    const std::vector<int64_t> shape{info.channels, info.sizeXyz[2], info.sizeXyz[1], info.sizeXyz[0]};
    // from_blob views the read-only mapping; the engine only ever reads it.
    c.image = torch::from_blob(const_cast<float*>(c.file->channel(0)), shape, torch::kFloat32);
    if (info.hasLabel) {
        const auto dtype = info.labelType == ScalarType::UInt8 ? torch::kUInt8 : torch::kInt16;
        c.labels = torch::from_blob(const_cast<void*>(c.file->labels()), {shape[1], shape[2], shape[3]}, dtype);
    }
    for (const auto& [label, samples] : c.file->foregroundSamples())
        if (samples.second > 0 && label < index.plan.classCount())
            c.foregroundClasses.push_back(label);
    return c;
}

void StoredCase::requireClassesBelow(int limit, int lowestFound, int highestFound) const
{
    if (lowestFound >= 0 && highestFound < limit)
        return;
    throw InputError(file->path(), "label",
                     "holds class " + std::to_string(lowestFound < 0 ? lowestFound : highestFound) +
                         ", the cache's label maps hold classes 0 to " + std::to_string(limit - 1) +
                         ": the cache is damaged; delete it and preprocess again");
}

CaseStore::CaseStore(const CacheIndex& index, const std::vector<std::string>& ids) : m_index(index)
{
    std::map<std::string, const CacheIndexCase*> available;
    for (const CacheIndexCase& c : index.cases)
        available[c.id] = &c;
    std::vector<const CacheIndexCase*> chosen;
    if (ids.empty()) {
        for (const CacheIndexCase& c : index.cases)
            chosen.push_back(&c);
    } else {
        for (const std::string& id : ids) {
            const auto it = available.find(id);
            if (it == available.end())
                throw InputError(index.folder, "cases", "case '" + id + "' is not in this cache (run preprocess again?)");
            chosen.push_back(it->second);
        }
    }
    for (const CacheIndexCase* c : chosen) {
        m_byId[c->id] = m_cases.size();
        m_cases.push_back(openCase(index, *c));
    }
}

const StoredCase& CaseStore::byId(const std::string& id) const
{
    const auto it = m_byId.find(id);
    if (it == m_byId.end())
        throw InputError(m_index.folder, "cases", "case '" + id + "' is not loaded");
    return m_cases[it->second];
}

Size3 CaseStore::maxSizeXyz() const
{
    Size3 size{1, 1, 1};
    for (const StoredCase& c : m_cases)
        for (int axis = 0; axis < 3; ++axis)
            size[axis] = std::max(size[axis], c.sizeXyz[axis]);
    return size;
}

}  // namespace segstudio::engine
