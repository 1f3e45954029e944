// DICOM SEG and RT Structure Sets (io/dicom/): a label map written as a SEG
// or an RTSTRUCT on an oblique, anisotropic CT series and read back is the
// same map, voxel for voxel, with its label values, names and colours;
// overlapping SEG layers come back as layers; contours give their slice back
// exactly (islands, holes, edges); a map off the series' grid, an empty map
// and a file of another kind are refused naming the field.
// (tests/app/dicom_seg_pydicom.py checks the files with independent readers.)
#include <QtTest>

#include <algorithm>

#include <QTemporaryDir>
#include <cmath>
#include <filesystem>

#include "common/Errors.h"
#include "io/ScanIO.h"
#include "io/dicom/DicomRtStruct.h"
#include "io/dicom/DicomSegmentation.h"
#include "io/dicom/SegmentCodes.h"
#include "io/dicom/SliceContours.h"

using namespace segstudio;
namespace fs = std::filesystem;

class TestDicomSeg : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void labelMapRoundTripsThroughSeg();
    void overlappingLayersStayLayers();
    void offGridEmptyAndForeignInputsAreRefused();
    void knownNamesGetSnomedCodes();
    void findingsAreCodedWithTheirOrganAsRegion();
    void contoursGiveTheSliceBackExactly();
    void contoursOfOtherToolsAreReadAsTheStandardSays();
    void labelMapRoundTripsThroughRtStruct();

private:
    std::string path(const std::string& name) const { return (fs::path(m_dir.path().toStdString()) / name).string(); }
    Volume labelsOnGrid() const;
    QTemporaryDir m_dir;
    std::string m_series;
    Geometry m_grid;
};

void TestDicomSeg::initTestCase()
{
    // 37 x 29 pixels: a frame of 1073 bits, so frames do not start on byte boundaries.
    m_grid.size = {37, 29, 9};
    m_grid.spacing = {0.7, 0.9, 2.5};
    m_grid.origin = {-40.25, 12.5, 80};
    const double angle = 0.5;  // radians about the patient's z axis
    m_grid.direction = {std::cos(angle), -std::sin(angle), 0, std::sin(angle), std::cos(angle), 0, 0, 0, 1};
    Volume ct = Volume::allocate(m_grid, ScalarType::Int16);
    int16_t* v = ct.data<int16_t>();
    for (int64_t i = 0; i < ct.voxelCount(); ++i)
        v[i] = static_cast<int16_t>((i * 37) % 400 - 100);
    m_series = path("ct");
    fs::create_directories(m_series);
    io::writeDicomSeries(m_series, ct, "phantom CT", io::DicomModality::CT);
}

Volume TestDicomSeg::labelsOnGrid() const
{
    Volume labels = Volume::allocate(m_grid, ScalarType::UInt8);
    uint8_t* l = labels.data<uint8_t>();
    for (int64_t k = 0; k < m_grid.size[2]; ++k)
        for (int64_t j = 0; j < m_grid.size[1]; ++j)
            for (int64_t i = 0; i < m_grid.size[0]; ++i) {
                const int64_t at = (k * m_grid.size[1] + j) * m_grid.size[0] + i;
                if (k >= 2 && k <= 6 && std::hypot(i - 12.0, j - 14.0) < 6)
                    l[at] = 1;
                else if (k >= 1 && k <= 3 && i > 25 && j > 3 && j < 20)
                    l[at] = 2;
                else if (k == 7 && i == 30 && j == 25)
                    l[at] = 5;  // one voxel, label values need not be consecutive
            }
    return labels;
}

void TestDicomSeg::labelMapRoundTripsThroughSeg()
{
    const Volume labels = labelsOnGrid();
    io::SegWriteOptions options;
    options.segments = {{1, "Left kidney", {10, 200, 30}, {}}, {2, "tumour core", {250, 20, 20}, {}}};
    options.algorithmName = "SegStudio test";
    options.contentCreatorName = "Doe^Jane";
    const io::SegWriteReport report = io::writeDicomSeg({labels}, "labels.nii.gz", m_series, path("seg.dcm"), options);
    QCOMPARE(report.segments, 3);
    QCOMPARE(report.frames, 5 + 3 + 1);  // non-empty (segment, slice) pairs only
    QVERIFY(!report.sopInstanceUid.empty());

    const io::SegReadResult read = io::readDicomSeg(path("seg.dcm"), m_series);
    QCOMPARE(read.layers.size(), std::size_t(1));
    QCOMPARE(read.referencedSeriesUid, report.referencedSeriesUid);
    QCOMPARE(read.contentCreatorName, std::string("Doe^Jane"));  // who made it: a rater's layer name
    QVERIFY(geometryDifferences(read.layers[0].geometry, m_grid).empty());
    const int32_t* back = read.layers[0].data<int32_t>();
    const uint8_t* original = labels.data<uint8_t>();
    for (int64_t i = 0; i < labels.voxelCount(); ++i)
        QCOMPARE(back[i], int32_t(original[i]));
    QCOMPARE(read.segments.size(), std::size_t(3));
    QCOMPARE(read.segments[0].name, std::string("Left kidney"));
    QCOMPARE(read.segments[2].labelValue, 5);
    QCOMPARE(read.segments[2].name, std::string("Label 5"));
    for (int c = 0; c < 3; ++c)  // CIELab in 16-bit steps: sRGB within one level
        QVERIFY(std::abs(int(read.segments[1].rgb[c]) - int(options.segments[1].rgb[c])) <= 1);
}

void TestDicomSeg::overlappingLayersStayLayers()
{
    Volume organ = Volume::allocate(m_grid, ScalarType::UInt16);
    Volume lesion = Volume::allocate(m_grid, ScalarType::UInt16);
    for (int64_t i = 0; i < organ.voxelCount(); ++i) {
        organ.data<uint16_t>()[i] = (i % 37) < 20 ? 1 : 0;
        lesion.data<uint16_t>()[i] = (i % 37) > 15 && (i % 37) < 24 ? 7 : 0;
    }
    io::writeDicomSeg({organ, lesion}, "layers", m_series, path("overlap.dcm"), {});
    const io::SegReadResult read = io::readDicomSeg(path("overlap.dcm"), m_series);
    QCOMPARE(read.layers.size(), std::size_t(2));
    QCOMPARE(read.layerOfSegment, (std::vector<int>{0, 1}));
    for (int64_t i = 0; i < organ.voxelCount(); ++i) {
        QCOMPARE(read.layers[0].data<int32_t>()[i], int32_t(organ.data<uint16_t>()[i]));
        QCOMPARE(read.layers[1].data<int32_t>()[i], int32_t(lesion.data<uint16_t>()[i]));
    }
    // One value in two layers would be two segments of one label.
    QVERIFY_THROWS_EXCEPTION(InputError, io::writeDicomSeg({organ, organ}, "layers", m_series, path("twice.dcm"), {}));
}

void TestDicomSeg::offGridEmptyAndForeignInputsAreRefused()
{
    Volume shifted = labelsOnGrid();
    shifted.geometry.spacing[2] = 3.0;
    try {
        io::writeDicomSeg({shifted}, "shifted.nii.gz", m_series, path("bad.dcm"), {});
        QFAIL("a label map off the series' grid was written");
    } catch (const InputError& error) {
        QCOMPARE(error.problem().file, std::string("shifted.nii.gz"));
        QCOMPARE(error.problem().field, std::string("geometry"));
    }
    try {
        io::writeDicomSeg({Volume::allocate(m_grid, ScalarType::UInt8)}, "empty.nii.gz", m_series, path("bad.dcm"), {});
        QFAIL("an empty label map was written");
    } catch (const InputError& error) {
        QCOMPARE(error.problem().field, std::string("label values"));
    }
    QVERIFY(!fs::exists(path("bad.dcm")));
    const std::string slice = (fs::path(m_series) / "slice1.dcm").string();
    try {
        io::readDicomSeg(slice, m_series);
        QFAIL("a CT slice was read as a SEG");
    } catch (const InputError& error) {
        QCOMPARE(error.problem().file, slice);
        QCOMPARE(error.problem().field, std::string("SOPClassUID"));
    }
}

void TestDicomSeg::knownNamesGetSnomedCodes()
{
    QCOMPARE(io::dicom::segmentCodesFor("Left kidney", 1).type.value, std::string("64033007"));
    QCOMPARE(io::dicom::segmentCodesFor("Tumours", 3).category.value, std::string("49755003"));
    const io::dicom::SegmentCodes custom = io::dicom::segmentCodesFor("Anterior", 2);
    QCOMPARE(custom.type.scheme, std::string("99SEGSTUDIO"));
    QCOMPARE(custom.type.value, std::string("L2"));
    QCOMPARE(custom.type.meaning, std::string("Anterior"));
    // "cellular" is not "cell"; "livers" is "liver".
    QCOMPARE(io::dicom::segmentCodesFor("cellular matrix", 4).type.scheme, std::string("99SEGSTUDIO"));
    QCOMPARE(io::dicom::segmentCodesFor("livers", 4).type.value, std::string("10200004"));
    // The side is a modifier of the organ.
    QCOMPARE(io::dicom::segmentCodesFor("Left kidney", 1).typeModifier->value, std::string("7771000"));
    QCOMPARE(io::dicom::segmentCodesFor("kidney_right", 1).typeModifier->meaning, std::string("Right"));
}

// A finding word beats an organ word: the finding is the type (CID 7151),
// the organ its anatomic region (issue 68: "kidney tumour" was coded as the
// kidney). TotalSegmentator's names are known (its own mapping's codes).
void TestDicomSeg::findingsAreCodedWithTheirOrganAsRegion()
{
    struct Expected {
        const char* name;
        const char* category;
        const char* type;
        const char* region;  // "" when none
        const char* regionSide;
    };
    const Expected cases[] = {
        {"kidney tumour", "49755003", "108369006", "64033007", ""},
        {"liver_tumor", "49755003", "108369006", "10200004", ""},
        {"lung nodule", "49755003", "27925004", "39607008", ""},
        {"kidney_cyst_left", "49755003", "367643001", "64033007", "7771000"},
        {"Brain oedema", "49755003", "79654002", "12738006", ""},
        {"Tumour core", "49755003", "108369006", "", ""},
        {"vertebrae_T12", "123037004", "23215003", "", ""},
        {"rib_left_4", "123037004", "25523003", "", ""},
        {"heart_atrium_left", "123037004", "82471001", "", ""},
        {"lung_middle_lobe_right", "123037004", "72481006", "", ""},
        {"iliac_vena_right", "123037004", "46027005", "", ""},
        {"gluteus_maximus_left", "123037004", "181674001", "", ""},
        {"subcutaneous_fat", "85756007", "67769002", "", ""},
    };
    for (const Expected& e : cases) {
        const io::dicom::SegmentCodes codes = io::dicom::segmentCodesFor(e.name, 1);
        QVERIFY2(codes.category.value == e.category && codes.type.value == e.type, e.name);
        QVERIFY2(codes.anatomicRegion.has_value() == (*e.region != 0), e.name);
        if (codes.anatomicRegion)
            QVERIFY2(codes.anatomicRegion->value == e.region, e.name);
        QVERIFY2(codes.regionModifier.has_value() == (*e.regionSide != 0), e.name);
        if (codes.regionModifier)
            QVERIFY2(codes.regionModifier->value == e.regionSide, e.name);
    }
    // The side of a concept that names it is not repeated as a modifier.
    QVERIFY(!io::dicom::segmentCodesFor("heart_atrium_left", 1).typeModifier);
    QCOMPARE(io::dicom::segmentCodesFor("rib_left_4", 1).typeModifier->value, std::string("7771000"));
}

void TestDicomSeg::contoursGiveTheSliceBackExactly()
{
    // Random blobs: islands, holes, diagonal neighbours (marching squares'
    // ambiguous case), pixels on the slice's edge.
    uint64_t state = 12345;
    auto next = [&state] { return (state = state * 6364136223846793005ull + 1442695040888963407ull) >> 33; };
    for (int trial = 0; trial < 40; ++trial) {
        const int64_t nx = 5 + next() % 40, ny = 5 + next() % 40;
        std::vector<uint8_t> mask(static_cast<std::size_t>(nx * ny));
        const int density = 20 + next() % 60;  // percent
        for (uint8_t& m : mask)
            m = static_cast<int>(next() % 100) < density;
        std::vector<uint8_t> filled(mask.size());
        io::dicom::fillPlanarContours(io::dicom::contoursOfMask(mask.data(), nx, ny), nx, ny, filled.data());
        QVERIFY2(filled == mask, qPrintable(QString("trial %1 (%2 x %3)").arg(trial).arg(nx).arg(ny)));
    }
    // A ring with an island in its hole: the outline CLOSED_PLANAR, the hole
    // and the island CLOSEDPLANAR_XOR, so a union of CLOSED_PLANAR contours
    // does not fill the hole.
    const int64_t n = 11;
    std::vector<uint8_t> ring(static_cast<std::size_t>(n * n));
    for (int64_t j = 1; j < 10; ++j)
        for (int64_t i = 1; i < 10; ++i)
            ring[j * n + i] = i < 3 || i > 7 || j < 3 || j > 7 || (i == 5 && j == 5);
    const std::vector<io::dicom::PlanarContour> contours = io::dicom::contoursOfMask(ring.data(), n, n);
    QCOMPARE(contours.size(), std::size_t(3));
    QCOMPARE(std::count_if(contours.begin(), contours.end(), [](const auto& c) { return c.exclusiveOr; }), 2L);
    std::vector<uint8_t> filled(ring.size());
    io::dicom::fillPlanarContours(contours, n, n, filled.data());
    QVERIFY(filled == ring);
}

// Contours from other tools (rt-utils, planning systems) may run through
// pixel centres: those count as inside (PS3.3: points on the path are in
// the ROI). CLOSED_PLANAR contours are a union, XOR ones toggle.
void TestDicomSeg::contoursOfOtherToolsAreReadAsTheStandardSays()
{
    const int64_t n = 12;
    const auto count = [&](const std::vector<io::dicom::PlanarContour>& contours) {
        std::vector<uint8_t> mask(static_cast<std::size_t>(n * n));
        io::dicom::fillPlanarContours(contours, n, n, mask.data());
        return std::count(mask.begin(), mask.end(), 1);
    };
    const auto square = [](double lo, double hi, bool exclusiveOr) {
        return io::dicom::PlanarContour{{{lo, lo}, {hi, lo}, {hi, hi}, {lo, hi}}, exclusiveOr};
    };
    QCOMPARE(count({square(2, 6, false)}), 25L);  // through the centres (2,2)-(6,6)
    QCOMPARE(count({square(2.0 + 1e-9, 6.0 - 1e-9, false)}), 25L);  // rounding of mm to pixels
    QCOMPARE(count({square(1.5, 6.5, false)}), 25L);  // between centres: the same voxels
    // Two overlapping CLOSED_PLANAR contours keep their overlap: 25 + 25 - 9.
    QCOMPARE(count({square(2, 6, false), square(4, 8, false)}), 41L);
    // A hole as XOR: 9 x 9 less the 3 x 3 inside (its path included), an island in it as XOR again.
    QCOMPARE(count({square(1, 9, false), square(4, 6, true)}), 81L - 9);
    QCOMPARE(count({square(1, 9, false), square(3.5, 6.5, true), square(4.5, 5.5, true)}), 81L - 9 + 1);
    // A diagonal edge through centres: the triangle (0,0), (6,0), (0,6) holds 1 + 2 + ... + 7.
    QCOMPARE(count({io::dicom::PlanarContour{{{0, 0}, {6, 0}, {0, 6}}, false}}), 28L);
}

void TestDicomSeg::labelMapRoundTripsThroughRtStruct()
{
    Volume labels = labelsOnGrid();
    labels.data<uint8_t>()[(4 * m_grid.size[1] + 14) * m_grid.size[0] + 12] = 0;  // a hole inside label 1
    io::SegWriteOptions options;
    options.segments = {{1, "Left kidney", {10, 200, 30}, {}}};
    options.method = io::SegmentationMethod::SemiAutomatic;
    const io::RtStructWriteReport report = io::writeDicomRtStruct(labels, "labels", m_series, path("rt.dcm"), options);
    QCOMPARE(report.rois, 3);
    QCOMPARE(io::dicomSopClassUid(path("rt.dcm")), std::string("1.2.840.10008.5.1.4.1.1.481.3"));
    const io::SegReadResult read = io::readDicomRtStruct(path("rt.dcm"), m_series);
    QCOMPARE(read.layers.size(), std::size_t(1));
    for (int64_t i = 0; i < labels.voxelCount(); ++i)
        QCOMPARE(read.layers[0].data<int32_t>()[i], int32_t(labels.data<uint8_t>()[i]));
    QCOMPARE(read.segments[0].name, std::string("Left kidney"));
    QCOMPARE(read.segments[0].rgb, (std::array<uint8_t, 3>{10, 200, 30}));
    QCOMPARE(read.segments[2].labelValue, 5);
    try {
        io::readDicomRtStruct(path("seg.dcm"), m_series);
        QFAIL("a SEG was read as an RT Structure Set");
    } catch (const InputError& error) {
        QCOMPARE(error.problem().field, std::string("SOPClassUID"));
    }
}

QTEST_GUILESS_MAIN(TestDicomSeg)
#include "tst_dicomseg.moc"
