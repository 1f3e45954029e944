#pragma once
// Measurements drawn in the slice views (as ITK-SNAP's and Fiji's): rulers
// (a length), angles (at the middle of three points), and rectangle or
// ellipse regions (their area and the mean, SD, minimum and maximum of each
// channel over the pixels whose centres lie inside). Each lies in one slice;
// points are display-world millimetres (DisplayGeometry.h: the scan's voxel
// axes reordered to L, P, S; distances are true mm, as the spacing is
// kept). Saved beside the scan as "<scan file>.measurements.json" with the
// scan's display size, and refused for a scan of another size. GUI thread only.
#include <QObject>
#include <QString>
#include <optional>
#include <vector>

#include "widgets/views/DisplayGeometry.h"
#include "application/statistics/LabelStatistics.h"

namespace segstudio::widgets {

enum class MeasurementKind { Ruler, Angle, Rectangle, Ellipse };

struct Measurement {
    MeasurementKind kind = MeasurementKind::Ruler;
    int normalAxis = 2;       // display axis across the slice (2 axial, 1 coronal, 0 sagittal)
    int64_t slice = 0;        // display index along it
    std::vector<Vec3> points; // ruler: 2; angle: 3 (vertex second); regions: 2 opposite corners
};

double lengthMm(const Vec3& a, const Vec3& b);
double rulerLengthMm(const Measurement& ruler);
double angleDegrees(const Measurement& angle);  // 0..180; NaN with a zero-length arm

struct RegionStatistics {
    int64_t pixels = 0;
    double areaMm2 = 0;
    // Per channel, as application::computeLabelStatistics gives them (finite
    // values, population SD); empty when no pixel centre lies inside.
    std::vector<application::ChannelSummary> channels;
};
// The pixels of the measurement's slice whose centres lie in the region.
RegionStatistics regionStatistics(const Measurement& region, const DisplayVolume& image);

// The value a measurement shows: "12.5 mm", "47.3°", "area 35 mm², mean 104 (SD 12)".
QString describeMeasurement(const Measurement& measurement, const DisplayVolume& image);

class MeasurementList : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;
    const std::vector<Measurement>& items() const { return m_items; }
    int add(Measurement measurement);  // returns its index
    void remove(int index);
    void clear();
    int selected() const { return m_selected; }
    void select(int index);  // -1: none

    // "<scan file or DICOM folder>.measurements.json", beside it.
    static QString fileFor(const QString& scanPath);
    // Writes atomically; throws std::runtime_error naming the file.
    void save(const QString& file, const Size3& displaySize) const;
    // Replaces the list; throws std::runtime_error naming the file, the field
    // and the reason (unreadable, not JSON, another scan's size, bad points).
    void load(const QString& file, const Size3& displaySize);

Q_SIGNALS:
    void changed();

private:
    std::vector<Measurement> m_items;
    int m_selected = -1;
};

}  // namespace segstudio::widgets
