#include <QtTest>

#include <QTemporaryDir>
#include <filesystem>
#include <cstring>
#include <fstream>
#include <iterator>

#include "common/formats/CacheFormat.h"
#include "common/Errors.h"

using namespace segstudio;

class TestCacheFormat : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void roundTripKeepsEveryValue();
    void wideLabelsAreStoredAsInt16();
    void foregroundSamplesPointAtTheirClass();
    void truncatedFileIsRefusedWithTheSection();
    void foreignFileIsRefused();
    void sectionsAre64ByteAligned();
    void sizesThatWrapAroundAreRefused();

private:
    QTemporaryDir m_dir;
};

static CachedCaseInfo info(const Size3& size, int channels)
{
    CachedCaseInfo i;
    i.caseId = "case_7";
    i.channels = channels;
    i.sizeXyz = size;
    i.spacingXyz = {0.5, 0.75, 3.0};
    i.source = {{"files", {"a.nii.gz"}}};
    return i;
}

static std::vector<float> ramp(std::size_t n)
{
    std::vector<float> v(n);
    for (std::size_t i = 0; i < n; ++i)
        v[i] = static_cast<float>(i) * 0.25f - 7.0f;
    return v;
}

void TestCacheFormat::roundTripKeepsEveryValue()
{
    const Size3 size{7, 5, 3};
    const std::vector<float> image = ramp(2 * 105);
    std::vector<int16_t> labels(105, 0);
    labels[10] = 1;
    labels[50] = 2;
    const std::string path = m_dir.filePath("a.ssc").toStdString();
    writeCacheFile(path, info(size, 2), image, labels);
    const auto file = CacheFile::open(path);
    QCOMPARE(file->info().caseId, std::string("case_7"));
    QVERIFY(file->info().sizeXyz == size);
    QCOMPARE(file->info().spacingXyz[2], 3.0);
    QCOMPARE(file->info().labelType, ScalarType::UInt8);
    QVERIFY(std::equal(image.begin(), image.begin() + 105, file->channel(0)));
    QVERIFY(std::equal(image.begin() + 105, image.end(), file->channel(1)));
    QVERIFY(file->labelsAsInt16() == labels);
    QCOMPARE(file->info().source["files"][0].get<std::string>(), std::string("a.nii.gz"));
}

void TestCacheFormat::wideLabelsAreStoredAsInt16()
{
    std::vector<int16_t> labels(8, 0);
    labels[3] = 300;
    const std::string path = m_dir.filePath("wide.ssc").toStdString();
    writeCacheFile(path, info({2, 2, 2}, 1), ramp(8), labels);
    const auto file = CacheFile::open(path);
    QCOMPARE(file->info().labelType, ScalarType::Int16);
    QCOMPARE(file->labelsAsInt16()[3], int16_t(300));
}

void TestCacheFormat::foregroundSamplesPointAtTheirClass()
{
    const Size3 size{20, 20, 20};
    std::vector<int16_t> labels(8000, 0);
    for (int i = 0; i < 8000; i += 3)
        labels[static_cast<std::size_t>(i)] = i % 2 ? 1 : 2;
    const std::string path = m_dir.filePath("fg.ssc").toStdString();
    writeCacheFile(path, info(size, 1), ramp(8000), labels);
    const auto file = CacheFile::open(path);
    QCOMPARE(file->foregroundSamples().size(), std::size_t(2));
    for (const auto& [label, samples] : file->foregroundSamples()) {
        QVERIFY(samples.second > 100);
        for (std::size_t s = 0; s < samples.second; ++s) {
            const VoxelXyz v = samples.first[s];
            QCOMPARE(int(labels[static_cast<std::size_t>(v[0] + 20 * (v[1] + 20 * v[2]))]), label);
        }
    }
}

void TestCacheFormat::truncatedFileIsRefusedWithTheSection()
{
    const std::string path = m_dir.filePath("t.ssc").toStdString();
    writeCacheFile(path, info({10, 10, 10}, 1), ramp(1000), std::vector<int16_t>(1000, 1));
    std::filesystem::resize_file(path, std::filesystem::file_size(path) - 600);
    try {
        CacheFile::open(path);
        QFAIL("expected an InputError");
    } catch (const InputError& e) {
        QVERIFY2(QString(e.what()).contains("truncated"), e.what());
        QVERIFY(QString(e.what()).contains("t.ssc"));
    }
}

void TestCacheFormat::foreignFileIsRefused()
{
    const std::string path = m_dir.filePath("foreign.ssc").toStdString();
    std::ofstream(path) << "this is not a cache file, but it is long enough to have a preamble";
    try {
        CacheFile::open(path);
        QFAIL("expected an InputError");
    } catch (const InputError& e) {
        QVERIFY(QString(e.what()).contains("not a SegStudio cache file"));
    }
}

void TestCacheFormat::sectionsAre64ByteAligned()
{
    const std::string path = m_dir.filePath("align.ssc").toStdString();
    writeCacheFile(path, info({3, 3, 3}, 1), ramp(27), std::vector<int16_t>(27, 1));
    const auto file = CacheFile::open(path);
    QCOMPARE(reinterpret_cast<std::uintptr_t>(file->channel(0)) % 64, std::uintptr_t(0));
    QCOMPARE(reinterpret_cast<std::uintptr_t>(file->labels()) % 64, std::uintptr_t(0));
}

// size_xyz of 2^62 + 1000 voxels: times 4 bytes it wraps to the 4000 bytes
// the image section really holds, so only a check before the 64-bit
// product catches it (the engine would read 2^64 bytes past the mapping).
void TestCacheFormat::sizesThatWrapAroundAreRefused()
{
    const std::string path = m_dir.filePath("wrap.ssc").toStdString();
    writeCacheFile(path, info({10, 10, 10}, 1), ramp(1000), std::vector<int16_t>(1000, 1));
    std::fstream file(path, std::ios::in | std::ios::out | std::ios::binary);
    std::string bytes((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
    uint64_t length = 0;
    std::memcpy(&length, bytes.data() + 24, 8);
    std::string header = bytes.substr(32, length);
    const std::string original = "\"size_xyz\":[10,10,10]", wrapped = "\"size_xyz\":[4611686018427388904,1,1]";
    QVERIFY(header.find(original) != std::string::npos);
    header.replace(header.find(original), original.size(), wrapped);
    length = header.size();
    file.seekp(24);
    file.write(reinterpret_cast<const char*>(&length), 8);
    file.write(header.data(), static_cast<std::streamsize>(header.size()));
    file.close();
    try {
        CacheFile::open(path);
        QFAIL("expected an InputError");
    } catch (const InputError& e) {
        QVERIFY2(QString(e.what()).contains("size_xyz") && QString(e.what()).contains("wrap.ssc"), e.what());
    }
}

QTEST_GUILESS_MAIN(TestCacheFormat)
#include "tst_cacheformat.moc"
