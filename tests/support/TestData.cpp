#include "TestData.h"

#include <QDir>
#include <QFileInfo>

#include <cstdio>

#include "common/JsonFile.h"
#ifdef SEGSTUDIO_TEST_HAS_IO
#include "io/ScanIO.h"
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

QString sampleDatasetRoot() { return QStringLiteral(SEGSTUDIO_SOURCE_DIR "/resources/sample/hippocampus"); }

#ifdef SEGSTUDIO_TEST_HAS_IO
void writePhantomDataset(const QString& root, int cases, const Size3& size, int classes, uint64_t seed)
{
    QDir().mkpath(root + "/imagesTr");
    QDir().mkpath(root + "/labelsTr");
    Json training = Json::array();
    for (int i = 0; i < cases; ++i) {
        char id[32];
        std::snprintf(id, sizeof id, "phantom_%03d", i);
        PhantomParameters p;
        p.sizeXyz = size;
        p.foregroundClasses = classes;
        p.seed = seed + static_cast<uint64_t>(i);
        p.threads = 1;
        const Phantom phantom = generatePhantom(p);
        const std::string image = toStd(root) + "/imagesTr/" + id + ".nii.gz";
        const std::string label = toStd(root) + "/labelsTr/" + id + ".nii.gz";
        io::writeScan(image, phantom.image);
        io::writeScan(label, phantom.label);
        training.push_back({{"image", std::string("./imagesTr/") + id + ".nii.gz"},
                            {"label", std::string("./labelsTr/") + id + ".nii.gz"}});
    }
    Json labels = {{"0", "background"}};
    for (int c = 1; c <= classes; ++c)
        labels[std::to_string(c)] = "organ" + std::to_string(c);
    writeJsonFile(toStd(root) + "/dataset.json", {{"name", "Phantoms"},
                                                  {"modality", {{"0", "MRI"}}},
                                                  {"labels", labels},
                                                  {"numTraining", cases},
                                                  {"training", training},
                                                  {"test", Json::array()}});
}
#endif

}  // namespace segstudio::test
