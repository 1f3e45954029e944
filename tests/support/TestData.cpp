#include "TestData.h"

#include <QDir>
#include <QFileInfo>

#include <cmath>
#include <cstdio>

#include "common/formats/CacheFormat.h"
#include "common/formats/CacheIndex.h"
#include "common/formats/JsonFile.h"
#include "common/formats/KFoldSplit.h"
#ifdef SEGSTUDIO_TEST_HAS_IO
#include "io/PhantomDataset.h"
#endif

namespace segstudio::test {

std::string toStd(const QString& s) { return s.toStdString(); }

QString hippocampusRoot()
{
    const QStringList candidates = {qEnvironmentVariable("SEGSTUDIO_HIPPOCAMPUS_DIR"),
                                    QStringLiteral(SEGSTUDIO_SOURCE_DIR "/../shared/data/hippocampus"),
                                    QStringLiteral("/work/shared/data/hippocampus")};
    for (const QString& candidate : candidates)
        if (!candidate.isEmpty() && QFileInfo::exists(candidate + "/dataset.json"))
            return QDir(candidate).canonicalPath();
    return {};
}

QString sampleDatasetRoot() { return sourcePath(QStringLiteral("/resources/sample/hippocampus")); }
QString sampleCaseScan() { return sampleDatasetRoot() + "/imagesTr/hippocampus_001.nii.gz"; }
QString sampleCaseLabels() { return sampleDatasetRoot() + "/labelsTr/hippocampus_001.nii.gz"; }

QString sourcePath(const QString& relative) { return QStringLiteral(SEGSTUDIO_SOURCE_DIR) + relative; }

QString binaryPath(const QString& relative) { return QStringLiteral(SEGSTUDIO_BINARY_DIR) + relative; }

QString cliPath() { return binaryPath(QStringLiteral("/bin/segstudio-cli")); }

QString writePhantomCache(const QString& folder, int cases, const Size3& size, int classes, int folds, uint64_t seed,
                          int channels)
{
    QDir().mkpath(folder + "/cases");
    CacheIndex index;
    index.folder = toStd(folder);
    index.datasetName = "Phantoms";
    for (int c = 0; c < channels; ++c)
        index.channelNames.push_back(c == 0 ? "MRI" : "MRI" + std::to_string(c + 1));
    index.labels[0] = "background";
    for (int c = 1; c <= classes; ++c)
        index.labels[c] = "organ" + std::to_string(c);
    index.plan.targetSpacingXyz = {1, 1, 1};
    for (const std::string& name : index.channelNames)
        index.plan.channels.push_back({name, NormalizationScheme::ZScorePerImage});
    index.plan.labelValues.clear();
    for (int c = 0; c <= classes; ++c)
        index.plan.labelValues.push_back(c);
    DatasetFingerprint fingerprint;
    fingerprint.datasetName = "Phantoms";
    fingerprint.channelNames = index.channelNames;
    fingerprint.labelNames = index.labels;
    std::vector<std::string> ids;
    for (int i = 0; i < cases; ++i) {
        char id[32];
        std::snprintf(id, sizeof id, "phantom_%03d", i);
        PhantomParameters p;
        p.sizeXyz = size;
        p.foregroundClasses = classes;
        p.seed = seed + static_cast<uint64_t>(i);
        p.threads = 1;
        const Phantom phantom = generatePhantom(p);
        std::vector<float> image(phantom.image.data<float>(), phantom.image.data<float>() + phantom.image.voxelCount());
        double mean = 0, squares = 0;
        for (float v : image)
            mean += v;
        mean /= static_cast<double>(image.size());
        for (float v : image)
            squares += (v - mean) * (v - mean);
        const double std = std::sqrt(squares / static_cast<double>(image.size()));
        for (float& v : image)
            v = static_cast<float>((v - mean) / std);
        const std::size_t voxels = image.size();
        for (int c = 1; c < channels; ++c)  // further channels: the first, negated
            for (std::size_t v = 0; v < voxels; ++v)
                image.push_back(-image[v]);
        const std::vector<int16_t> labels(phantom.label.data<uint8_t>(), phantom.label.data<uint8_t>() + phantom.label.voxelCount());
        CachedCaseInfo info;
        info.caseId = id;
        info.sizeXyz = size;
        info.channels = channels;
        const std::string file = std::string("cases/") + id + kCacheFileExtension;
        writeCacheFile(toStd(folder) + "/" + file, info, image, labels);
        index.cases.push_back({id, file});
        ids.push_back(id);
        CaseFingerprint cf;
        cf.caseId = id;
        cf.originalSizeXyz = cf.croppedSizeXyz = size;
        fingerprint.cases.push_back(cf);
    }
    fingerprint.foregroundIntensity.assign(static_cast<std::size_t>(channels), IntensityStatistics{});
    index.save();
    writeJsonFile(index.fingerprintPath(), fingerprint.toJson());
    saveSplits(index.splitsPath(), makeKFoldSplits(ids, folds, 1));
    return folder;
}

#ifdef SEGSTUDIO_TEST_HAS_IO
void writePhantomDataset(const QString& root, int cases, const Size3& size, int classes, uint64_t seed)
{
    io::PhantomDatasetOptions options;
    options.layout = io::PhantomLayout::Msd;
    options.cases = cases;
    options.sizeXyz = size;
    options.classes = classes;
    options.seed = seed;
    io::writePhantomDataset(toStd(root), options);
}
#endif

}  // namespace segstudio::test
