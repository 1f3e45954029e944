#pragma once
// Scans written by an independent writer (a Python script: tifffile, zarr)
// and the cases.json it describes them in: per case "format", "type",
// "components", "size" [x, y, z], "spacing_mm" (or null: not checked),
// optional "origin_mm", "warning" (a phrase of the header's first
// warning; without it the header must have none) and "channel_names"
// (without it the header names none), and beside the file a
// <name>.raw of the voxels in SegStudio's layout (z, y, x, channel).
// Each helper records QtTest failures and returns early on the first one.
#include <QtTest>

#include <QProcess>
#include <cmath>
#include <cstring>
#include <fstream>
#include <iterator>

#include "common/Errors.h"
#include "common/formats/JsonFile.h"
#include "io/ScanIO.h"
#include "io/blockwise/ScanSlabs.h"

namespace segstudio::test {

// Microscopy stacks and OME-Zarr stores are read a few rows at a time (for
// volumes larger than memory) by their isolated reader: the rows of several
// ranges, read so, equal `volume`'s voxels, channel by channel.
inline void checkRowsStream(const std::string& path, const Volume& volume)
{
    QVERIFY2(io::scanStreamsRows(path), path.c_str());
    io::ScanSlabReader reader(path);
    QVERIFY(reader.streams());
    const Size3& size = volume.geometry.size;
    const int64_t rowVoxels = size[0] * size[1];
    const std::pair<int64_t, int64_t> ranges[] = {{0, std::min<int64_t>(2, size[2])},
                                                  {size[2] / 2, size[2]},
                                                  {size[2] - 1, size[2]}};
    for (const auto& [first, end] : ranges) {
        const std::vector<float> rows = reader.rows(first, end);
        QCOMPARE(rows.size(), static_cast<std::size_t>(volume.components * (end - first) * rowVoxels));
        for (int c = 0; c < volume.components; ++c)
            for (int64_t v = 0; v < (end - first) * rowVoxels; ++v) {
                const double want = volume.valueAsDouble((first * rowVoxels + v) * volume.components + c);
                const float got = rows[static_cast<std::size_t>((c * (end - first)) * rowVoxels + v)];
                if (got != static_cast<float>(want))
                    QFAIL(qPrintable(QString("rows %1-%2, channel %3, voxel %4: %5, expected %6")
                                         .arg(first).arg(end).arg(c).arg(v).arg(got).arg(want)));
            }
    }
}

// Runs the writer `script` (/usr/bin/python3) into `folder`; `cases` gets
// its cases.json.
inline void writeCases(const QString& script, const QString& folder, Json& cases)
{
    QProcess writer;
    writer.setProcessChannelMode(QProcess::ForwardedChannels);
    writer.start("/usr/bin/python3", {script, folder});
    QVERIFY(writer.waitForFinished(120000));
    QCOMPARE(writer.exitCode(), 0);
    cases = readJsonFile(folder.toStdString() + "/cases.json");
}

// One data row "index" per case named by cases[i][nameKey]: the cases
// with an "error" (refused) or those without (read).
inline void addCaseRows(const Json& cases, const char* nameKey, bool refused)
{
    QTest::addColumn<int>("index");
    for (std::size_t i = 0; i < cases.size(); ++i)
        if (cases[i].contains("error") == refused)
            QTest::newRow(cases[i][nameKey].get<std::string>().c_str()) << static_cast<int>(i);
}

// Reads `path` (header and voxels) and compares both with `expected`.
inline void checkWriterCase(const std::string& path, const Json& expected)
{
    const io::ScanHeader header = io::readScanHeader(path);
    const Volume volume = io::readScan(path);
    QCOMPARE(QString::fromStdString(header.format), QString::fromStdString(expected["format"].get<std::string>()));
    QCOMPARE(QString(scalarTypeName(volume.type)), QString::fromStdString(expected["type"].get<std::string>()));
    QCOMPARE(volume.components, expected["components"].get<int>());
    QCOMPARE(header.components, volume.components);
    for (int a = 0; a < 3; ++a) {
        QCOMPARE(volume.geometry.size[a], expected["size"][a].get<int64_t>());
        QCOMPARE(header.geometry.size[a], volume.geometry.size[a]);
        if (!expected["spacing_mm"].is_null()) {
            const double want = expected["spacing_mm"][a].get<double>();
            QVERIFY2(std::abs(volume.geometry.spacing[a] - want) < 1e-9 * std::max(1.0, want),
                     qPrintable(QString("axis %1: %2 mm, expected %3 mm").arg(a).arg(volume.geometry.spacing[a]).arg(want)));
            QCOMPARE(header.geometry.spacing[a], volume.geometry.spacing[a]);
        }
        if (expected.contains("origin_mm")) {
            const double want = expected["origin_mm"][a].get<double>();
            QVERIFY2(std::abs(volume.geometry.origin[a] - want) < 1e-12,
                     qPrintable(QString("axis %1: origin %2 mm, expected %3 mm").arg(a).arg(volume.geometry.origin[a]).arg(want)));
        }
    }
    if (expected.contains("warning")) {
        QVERIFY(!header.warnings.empty());
        QVERIFY2(header.warnings.front().reason.find(expected["warning"].get<std::string>()) != std::string::npos,
                 header.warnings.front().reason.c_str());
    } else {
        QVERIFY2(header.warnings.empty(), header.warnings.empty() ? "" : header.warnings.front().reason.c_str());
    }
    // Channel names: those the writer gave (OME-XML Channel Name, omero labels), else none.
    std::vector<std::string> names;
    if (expected.contains("channel_names"))
        names = expected["channel_names"].get<std::vector<std::string>>();
    QCOMPARE(header.channelNames, names);
    std::ifstream raw(path + ".raw", std::ios::binary);
    const std::vector<char> written((std::istreambuf_iterator<char>(raw)), std::istreambuf_iterator<char>());
    QCOMPARE(written.size(), volume.bytes.size());
    QVERIFY2(std::memcmp(written.data(), volume.bytes.data(), written.size()) == 0,
             "the voxels differ from what the writer wrote");
    const std::string format = header.format;
    if (format == "OME-TIFF" || format == "ImageJ TIFF" || format == "tifffile TIFF" || format == "OME-Zarr")
        checkRowsStream(path, volume);
}

// readScan refuses `path` with an InputError naming `name` and saying `reason`.
inline void checkRefused(const std::string& path, const QString& name, const std::string& reason)
{
    try {
        (void)io::readScan(path);
        QFAIL("a damaged or unsupported file was read");
    } catch (const InputError& error) {
        const QString message = error.what();
        QVERIFY2(message.contains(name), qPrintable(message));
        QVERIFY2(message.contains(QString::fromStdString(reason)), qPrintable(message));
    }
}

}  // namespace segstudio::test
