#include "widgets/review/Measurements.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cmath>
#include <limits>
#include <stdexcept>

#include "common/system/AtomicFile.h"

namespace segstudio::widgets {
namespace {

const char* kindName(MeasurementKind kind)
{
    switch (kind) {
    case MeasurementKind::Ruler: return "ruler";
    case MeasurementKind::Angle: return "angle";
    case MeasurementKind::Rectangle: return "rectangle";
    case MeasurementKind::Ellipse: break;
    }
    return "ellipse";
}

std::size_t pointCount(MeasurementKind kind) { return kind == MeasurementKind::Angle ? 3 : 2; }

[[noreturn]] void refuse(const QString& file, const QString& field, const QString& reason)
{
    throw std::runtime_error(QStringLiteral("%1: %2: %3").arg(file, field, reason).toStdString());
}

}  // namespace

double lengthMm(const Vec3& a, const Vec3& b)
{
    return std::sqrt((a[0] - b[0]) * (a[0] - b[0]) + (a[1] - b[1]) * (a[1] - b[1]) + (a[2] - b[2]) * (a[2] - b[2]));
}

double rulerLengthMm(const Measurement& ruler) { return lengthMm(ruler.points.at(0), ruler.points.at(1)); }

double angleDegrees(const Measurement& angle)
{
    const Vec3 &a = angle.points.at(0), &b = angle.points.at(1), &c = angle.points.at(2);
    const double ab = lengthMm(a, b), cb = lengthMm(c, b);
    if (ab == 0 || cb == 0)
        return std::numeric_limits<double>::quiet_NaN();
    double dot = 0;
    for (int d = 0; d < 3; ++d)
        dot += (a[d] - b[d]) * (c[d] - b[d]);
    return std::acos(std::clamp(dot / (ab * cb), -1.0, 1.0)) * 180.0 / M_PI;
}

RegionStatistics regionStatistics(const Measurement& region, const DisplayVolume& image)
{
    const Volume& volume = image.volume;
    const Geometry& g = volume.geometry;
    const int n = region.normalAxis;
    const int u = n == 0 ? 1 : 0, v = n == 2 ? 1 : 2;
    const Vec3 &p = region.points.at(0), &q = region.points.at(1);
    const double uLow = std::min(p[u], q[u]), uHigh = std::max(p[u], q[u]);
    const double vLow = std::min(p[v], q[v]), vHigh = std::max(p[v], q[v]);
    auto inside = [&](double x, double y) {
        if (x < uLow || x > uHigh || y < vLow || y > vHigh)
            return false;
        if (region.kind != MeasurementKind::Ellipse)
            return true;
        const double ru = (uHigh - uLow) / 2, rv = (vHigh - vLow) / 2;
        if (ru <= 0 || rv <= 0)
            return false;
        const double du = (x - (uLow + uHigh) / 2) / ru, dv = (y - (vLow + vHigh) / 2) / rv;
        return du * du + dv * dv <= 1.0;
    };
    RegionStatistics result;
    if (region.slice < 0 || region.slice >= g.size[n])
        return result;
    // The region's bounding box in this slice, as a mask and the scan's
    // values: the statistics are then the label statistics of that mask.
    auto firstIndex = [&](int axis, double low) { return std::max<int64_t>(0, int64_t(std::ceil((low - g.origin[axis]) / g.spacing[axis]))); };
    auto lastIndex = [&](int axis, double high) {
        return std::min<int64_t>(g.size[axis] - 1, int64_t(std::floor((high - g.origin[axis]) / g.spacing[axis])));
    };
    const int64_t i0 = firstIndex(u, uLow), i1 = lastIndex(u, uHigh), j0 = firstIndex(v, vLow), j1 = lastIndex(v, vHigh);
    if (i1 < i0 || j1 < j0)
        return result;
    Geometry box;
    box.size = {i1 - i0 + 1, j1 - j0 + 1, 1};
    box.spacing = {g.spacing[u], g.spacing[v], g.spacing[n]};
    Volume mask = Volume::allocate(box, ScalarType::UInt8);
    Volume values = Volume::allocate(box, ScalarType::Float64, volume.components);
    const int channels = volume.components;
    for (int64_t j = j0; j <= j1; ++j)
        for (int64_t i = i0; i <= i1; ++i) {
            std::array<int64_t, 3> index{};
            index[u] = i;
            index[v] = j;
            index[n] = region.slice;
            const int64_t voxel = index[0] + g.size[0] * (index[1] + g.size[1] * index[2]);
            const int64_t at = (i - i0) + box.size[0] * (j - j0);
            mask.data<uint8_t>()[at] = inside(g.origin[u] + i * g.spacing[u], g.origin[v] + j * g.spacing[v]) ? 1 : 0;
            for (int c = 0; c < channels; ++c)
                values.data<double>()[at * channels + c] = volume.valueAsDouble(voxel * channels + c);
        }
    const auto rows = application::computeLabelStatistics(mask, &values);
    if (rows.empty())
        return result;
    result.pixels = rows.front().voxels;
    result.areaMm2 = rows.front().areaMm2;
    result.channels = rows.front().channels;
    return result;
}

QString describeMeasurement(const Measurement& m, const DisplayVolume& image)
{
    const LengthUnit unit = lengthUnitFor(image.source);
    const QString symbol = QString::fromStdString(unitSymbol(unit));
    switch (m.kind) {
    case MeasurementKind::Ruler:
        return QStringLiteral("%1 %2").arg(QString::fromStdString(formatLength(rulerLengthMm(m), unit)), symbol);
    case MeasurementKind::Angle:
        return QStringLiteral("%1°").arg(angleDegrees(m), 0, 'f', 1);
    case MeasurementKind::Rectangle:
    case MeasurementKind::Ellipse: break;
    }
    const RegionStatistics s = regionStatistics(m, image);
    const double areaScale = unit == LengthUnit::Micrometre ? 1e6 : 1.0;
    QString text = MeasurementList::tr("area %1 %2").arg(s.areaMm2 * areaScale, 0, 'g', 4).arg(symbol + QString::fromUtf8("\u00b2"));
    for (std::size_t c = 0; c < s.channels.size(); ++c)
        text += (s.channels.size() > 1 ? MeasurementList::tr(", channel %1: mean %2 (SD %3), %4..%5").arg(c + 1)
                                       : MeasurementList::tr(", mean %1 (SD %2), %3..%4"))
                    .arg(s.channels[c].mean, 0, 'g', 4)
                    .arg(s.channels[c].sd, 0, 'g', 4)
                    .arg(s.channels[c].min, 0, 'g', 4)
                    .arg(s.channels[c].max, 0, 'g', 4);
    return text;
}

int MeasurementList::add(Measurement measurement)
{
    m_items.push_back(std::move(measurement));
    m_selected = static_cast<int>(m_items.size()) - 1;
    Q_EMIT changed();
    return m_selected;
}

void MeasurementList::remove(int index)
{
    if (index < 0 || index >= static_cast<int>(m_items.size()))
        return;
    m_items.erase(m_items.begin() + index);
    m_selected = -1;
    Q_EMIT changed();
}

void MeasurementList::clear()
{
    m_items.clear();
    m_selected = -1;
    Q_EMIT changed();
}

void MeasurementList::select(int index)
{
    m_selected = index >= 0 && index < static_cast<int>(m_items.size()) ? index : -1;
    Q_EMIT changed();
}

QString MeasurementList::fileFor(const QString& scanPath)
{
    return QFileInfo(scanPath).absoluteFilePath() + ".measurements.json";
}

void MeasurementList::save(const QString& file, const Size3& displaySize) const
{
    QJsonArray items;
    for (const Measurement& m : m_items) {
        QJsonArray points;
        for (const Vec3& p : m.points)
            points.append(QJsonArray{p[0], p[1], p[2]});
        items.append(QJsonObject{{"kind", kindName(m.kind)}, {"normal_axis", m.normalAxis}, {"slice", qint64(m.slice)},
                                 {"points_mm", points}});
    }
    const QJsonObject root{{"format", "segstudio-measurements-1"},
                           {"frame", "display world: the scan's voxel axes reordered to L, P, S; mm"},
                           {"display_size", QJsonArray{qint64(displaySize[0]), qint64(displaySize[1]), qint64(displaySize[2])}},
                           {"measurements", items}};
    writeFileAtomically(file.toStdString(), QJsonDocument(root).toJson().toStdString());
}

void MeasurementList::load(const QString& file, const Size3& displaySize)
{
    const std::string text = readWholeFile(file.toStdString(), 16 << 20);
    QJsonParseError error{};
    const QJsonDocument document = QJsonDocument::fromJson(QByteArray::fromStdString(text), &error);
    if (!document.isObject())
        refuse(file, QStringLiteral("json"), error.errorString());
    const QJsonObject root = document.object();
    const QJsonArray size = root["display_size"].toArray();
    if (size.size() != 3 || size[0].toInteger() != displaySize[0] || size[1].toInteger() != displaySize[1] ||
        size[2].toInteger() != displaySize[2])
        refuse(file, QStringLiteral("display_size"), QStringLiteral("made on a scan of another size"));
    std::vector<Measurement> items;
    for (const QJsonValue& value : root["measurements"].toArray()) {
        const QJsonObject o = value.toObject();
        Measurement m;
        const QString kind = o["kind"].toString();
        bool known = false;
        for (MeasurementKind k : {MeasurementKind::Ruler, MeasurementKind::Angle, MeasurementKind::Rectangle, MeasurementKind::Ellipse})
            if (kind == kindName(k)) {
                m.kind = k;
                known = true;
            }
        if (!known)
            refuse(file, QStringLiteral("kind"), QStringLiteral("unknown measurement \"%1\"").arg(kind));
        m.normalAxis = o["normal_axis"].toInt(-1);
        m.slice = o["slice"].toInteger(-1);
        if (m.normalAxis < 0 || m.normalAxis > 2 || m.slice < 0 || m.slice >= displaySize[m.normalAxis])
            refuse(file, QStringLiteral("slice"), QStringLiteral("outside the scan"));
        for (const QJsonValue& point : o["points_mm"].toArray()) {
            const QJsonArray xyz = point.toArray();
            const Vec3 p{xyz[0].toDouble(NAN), xyz[1].toDouble(NAN), xyz[2].toDouble(NAN)};
            if (xyz.size() != 3 || !std::isfinite(p[0]) || !std::isfinite(p[1]) || !std::isfinite(p[2]))
                refuse(file, QStringLiteral("points_mm"), QStringLiteral("a point is not three numbers"));
            m.points.push_back(p);
        }
        if (m.points.size() != pointCount(m.kind))
            refuse(file, QStringLiteral("points_mm"), QStringLiteral("a %1 has %2 points").arg(kind).arg(pointCount(m.kind)));
        items.push_back(std::move(m));
    }
    m_items = std::move(items);
    m_selected = -1;
    Q_EMIT changed();
}

}  // namespace segstudio::widgets
