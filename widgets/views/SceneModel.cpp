#include "widgets/views/SceneModel.h"

#include <QCoreApplication>

#include <algorithm>
#include <set>

#include "application/labeledit/FullResolutionLabels.h"
#include "widgets/worklist/UncertaintyOverlay.h"
#include "common/image/LabelPalette.h"

namespace segstudio::widgets {

const std::vector<WindowPreset>& windowPresets()
{
    static const std::vector<WindowPreset> presets{
        {"ct-soft-tissue", 400, 40}, {"ct-bone", 1800, 400}, {"ct-lung", 1500, -600},
        {"ct-brain", 80, 40},        {"mr-auto", 0, 0},      {"microscopy-auto", 0, 0},
        {"colour", 255, 127.5},      {"full-range", 0, 0},
    };
    return presets;
}

QString presetDisplayName(const QString& id)
{
    if (id == "ct-soft-tissue")
        return QCoreApplication::translate("WindowPreset", "CT soft tissue");
    if (id == "ct-bone")
        return QCoreApplication::translate("WindowPreset", "CT bone");
    if (id == "ct-lung")
        return QCoreApplication::translate("WindowPreset", "CT lung");
    if (id == "ct-brain")
        return QCoreApplication::translate("WindowPreset", "CT brain");
    if (id == "mr-auto")
        return QCoreApplication::translate("WindowPreset", "MR automatic (1-99 %)");
    if (id == "microscopy-auto")
        return QCoreApplication::translate("WindowPreset", "Microscopy automatic (0-99.5 %)");
    if (id == "colour")
        return QCoreApplication::translate("WindowPreset", "Colour (0-255)");
    return QCoreApplication::translate("WindowPreset", "Full range");
}

ChannelModality modalityFromChannelName(const QString& name)
{
    const QString n = name.trimmed().toLower();
    if (n == "ct")
        return ChannelModality::Ct;
    static const char* const microscopy[] = {"em", "sem", "tem", "microscopy", "fluorescence", "fluo", "brightfield",
                                             "phase", "phase contrast", "dapi", "gfp", "rfp", "nuclei", "cells",
                                             "histology", "he", "h&e", "confocal", "widefield"};
    for (const char* m : microscopy)
        if (n == m || n.startsWith(QString(m) + " "))
            return ChannelModality::Microscopy;
    if (n.contains("microscop") || n.contains("fluoresc"))
        return ChannelModality::Microscopy;
    return ChannelModality::Other;
}

QString ImageLayer::channelName(int channel) const
{
    const QString& name = channels.at(static_cast<std::size_t>(channel)).name;
    return name.isEmpty() ? QCoreApplication::translate("SceneModel", "Channel %1").arg(channel + 1) : name;
}

QColor defaultLabelColor(int label)
{
    const std::array<uint8_t, 3> rgb = defaultLabelRgb(label);
    return QColor(rgb[0], rgb[1], rgb[2]);
}

std::vector<int> labelsPresent(const Volume& labels)
{
    std::set<int> present;
    for (int64_t i = 0; i < labels.voxelCount(); ++i) {
        const int value = static_cast<int>(labels.valueAsDouble(i * labels.components));
        if (value != 0)
            present.insert(value);
    }
    return {present.begin(), present.end()};
}

SceneModel::SceneModel(QObject* parent) : QObject(parent) {}

void SceneModel::setImage(ImageLayer image)
{
    m_image = std::move(image);
    const Size3& size = m_image->data->volume.geometry.size;
    // A label map held at full resolution stays only on a pyramid of its own
    // grid whose overview its rendition matches.
    auto fits = [&](const LabelLayer& l) {
        if (l.data->volume.geometry.size != size)
            return false;
        if (!l.fullResolution)
            return true;
        const PyramidSlices* pyramid = m_image->pyramid.get();
        return pyramid && pyramid->pyramid().geometry().size == l.fullResolution->geometry().size &&
               geometryDifferences(pyramid->pyramid().geometry(), l.fullResolution->geometry()).empty();
    };
    m_labels.erase(std::remove_if(m_labels.begin(), m_labels.end(), [&](const LabelLayer& l) { return !fits(l); }), m_labels.end());
    m_cursor = {size[0] / 2, size[1] / 2, size[2] / 2};
    if (m_image->pyramid) {
        const Size3& full = m_image->pyramid->displayGrid(0).size;
        m_fineCursor = {full[0] / 2, full[1] / 2, full[2] / 2};
        m_cursor = m_image->pyramid->indexNear(m_image->pyramid->overviewLevel(), m_image->pyramid->worldOf(0, m_fineCursor));
    }
    m_image->channels.resize(static_cast<std::size_t>(m_image->data->volume.components));
    m_windows.assign(m_image->channels.size(), WindowLevel{});
    for (int c = 0; c < m_image->channelCount(); ++c)
        m_windows[static_cast<std::size_t>(c)] = presetWindow(c, modalityPreset(c)).value_or(WindowLevel{});
    m_activeChannel = std::clamp(m_image->initialChannel, 0, std::max(0, m_image->channelCount() - 1));
    m_composite = m_image->colour;
    Q_EMIT imageChanged();
    Q_EMIT labelLayersChanged();
    Q_EMIT cursorChanged();
}

int SceneModel::addLabelLayer(LabelLayer layer, const std::map<int, QString>& names)
{
    layer.declaredNames = names;
    addMissingStyles(layer);
    m_labels.push_back(std::move(layer));
    Q_EMIT labelLayersChanged();
    return static_cast<int>(m_labels.size()) - 1;
}

void SceneModel::addMissingStyles(LabelLayer& layer) const
{
    const std::vector<int> present = labelsPresent(layer.data->volume);
    // Many objects (instances): touching ones get different colours.
    std::map<int64_t, int> slots;
    if (present.size() > static_cast<std::size_t>(kPaletteColours))
        slots = paletteSlotsApartFromNeighbours(layer.data->volume);
    for (int label : present) {
        if (layer.styles.count(label))
            continue;
        const auto named = layer.declaredNames.find(label);
        const QString name = named != layer.declaredNames.end() ? named->second : tr("Label %1").arg(label);
        const auto slot = slots.find(label);
        layer.styles[label] = {name, defaultLabelColor(slot == slots.end() ? label : slot->second + 1), true};
    }
}

void SceneModel::replaceLabelData(int layer, std::shared_ptr<const DisplayVolume> data)
{
    LabelLayer& l = m_labels.at(static_cast<std::size_t>(layer));
    l.data = std::move(data);
    addMissingStyles(l);
    Q_EMIT labelLayersChanged();
}

int SceneModel::addEmptyLabelLayer(const QString& name)
{
    if (!m_image)
        return -1;
    const DisplayVolume& scan = *m_image->data;
    auto labels = std::make_shared<DisplayVolume>();
    labels->volume = Volume::allocate(scan.volume.geometry, ScalarType::UInt8);
    labels->source = scan.source;
    labels->mapping = scan.mapping;
    LabelLayer layer;
    layer.name = name;
    layer.data = labels;
    layer.editable = true;
    layer.modified = true;
    if (m_image->pyramid)
        layer.fullResolution = application::newFullResolutionLabels(m_image->pyramid->pyramid().geometry());
    m_labels.push_back(std::move(layer));
    Q_EMIT labelLayersChanged();
    return static_cast<int>(m_labels.size()) - 1;
}

int SceneModel::addDraftLayer(const QString& name, std::shared_ptr<DisplayVolume> data, std::map<int, LabelStyle> styles,
                              double opacity)
{
    LabelLayer layer;
    layer.name = name;
    layer.data = std::move(data);
    layer.styles = std::move(styles);
    for (const auto& [label, style] : layer.styles)
        layer.declaredNames[label] = style.name;
    layer.opacity = opacity;
    layer.editable = true;
    layer.draft = true;
    m_labels.push_back(std::move(layer));
    Q_EMIT labelLayersChanged();
    return static_cast<int>(m_labels.size()) - 1;
}

int SceneModel::addUncertaintyLayer(const QString& name, const DisplayVolume& uncertainty, bool visible)
{
    LabelLayer layer;
    layer.name = name;
    layer.data = heatLevels(uncertainty);
    layer.heat = true;
    layer.opacity = 0.6;  // the most uncertain voxels still show the scan through
    layer.visible = visible;
    for (int level = 2; level <= kHeatLevels; ++level)
        layer.styles[level] = {heatLevelName(level), heatLevelColor(level), true};
    m_labels.push_back(std::move(layer));
    Q_EMIT labelLayersChanged();
    return static_cast<int>(m_labels.size()) - 1;
}

std::shared_ptr<DisplayVolume> SceneModel::editableLabelData(int layer)
{
    LabelLayer& l = m_labels.at(static_cast<std::size_t>(layer));
    if (!l.editable) {
        // Others (a surface job, a loader) may still hold the loaded voxels: edit a copy.
        l.data = std::make_shared<DisplayVolume>(*l.data);
        l.editable = true;
    }
    return std::const_pointer_cast<DisplayVolume>(l.data);
}

void SceneModel::notifyLabelVoxelsEdited(int layer, const edit::VoxelBox& box, int label)
{
    LabelLayer& l = m_labels.at(static_cast<std::size_t>(layer));
    l.modified = !l.draft;
    if (label != 0 && !l.styles.count(label)) {
        const auto named = l.declaredNames.find(label);
        l.styles[label] = {named != l.declaredNames.end() ? named->second : tr("Label %1").arg(label), defaultLabelColor(label), true};
        Q_EMIT labelLayersChanged();
        return;
    }
    Q_EMIT labelVoxelsChanged(layer, box);
}

void SceneModel::defineLabel(int layer, int label, const QString& name, const QColor& color)
{
    LabelLayer& l = m_labels.at(static_cast<std::size_t>(layer));
    l.styles[label] = {name, color, true};
    l.declaredNames[label] = name;
    Q_EMIT labelLayersChanged();
}

void SceneModel::setLayerSaved(int layer, const QString& path)
{
    LabelLayer& l = m_labels.at(static_cast<std::size_t>(layer));
    l.modified = false;
    l.path = path;
}

void SceneModel::renameLayer(int layer, const QString& name)
{
    m_labels.at(static_cast<std::size_t>(layer)).name = name;
    Q_EMIT labelLayersChanged();
}

void SceneModel::removeLabelLayer(int layer)
{
    m_labels.erase(m_labels.begin() + layer);
    Q_EMIT labelLayersChanged();
}

void SceneModel::clearLabelLayers()
{
    if (m_labels.empty())
        return;
    m_labels.clear();
    Q_EMIT labelLayersChanged();
}

void SceneModel::setLabelVisible(int layer, int label, bool visible)
{
    m_labels.at(static_cast<std::size_t>(layer)).styles[label].visible = visible;
    Q_EMIT labelStyleChanged(layer);
}

void SceneModel::setLabelColor(int layer, int label, const QColor& color)
{
    m_labels.at(static_cast<std::size_t>(layer)).styles[label].color = color;
    Q_EMIT labelStyleChanged(layer);
}

void SceneModel::setLayerOpacity(int layer, double opacity)
{
    m_labels.at(static_cast<std::size_t>(layer)).opacity = std::clamp(opacity, 0.0, 1.0);
    Q_EMIT labelStyleChanged(layer);
}

void SceneModel::setLayerOutline(int layer, bool outline)
{
    m_labels.at(static_cast<std::size_t>(layer)).outline = outline;
    Q_EMIT labelStyleChanged(layer);
}

void SceneModel::setLayerVisible(int layer, bool visible)
{
    m_labels.at(static_cast<std::size_t>(layer)).visible = visible;
    Q_EMIT labelStyleChanged(layer);
}

void SceneModel::setCursor(const VoxelIndex& index)
{
    if (!m_image)
        return;
    const Size3& size = m_image->data->volume.geometry.size;
    VoxelIndex clamped{};
    for (int a = 0; a < 3; ++a)
        clamped[a] = std::clamp<int64_t>(index[a], 0, size[a] - 1);
    if (clamped == m_cursor)
        return;
    if (const PyramidSlices* pyramid = m_image->pyramid.get()) {
        const VoxelIndex centre = pyramid->indexNear(0, pyramid->worldOf(pyramid->overviewLevel(), clamped));
        for (int a = 0; a < 3; ++a)
            if (clamped[a] != m_cursor[a])
                m_fineCursor[a] = centre[a];
    }
    m_cursor = clamped;
    Q_EMIT cursorChanged();
}

void SceneModel::setFullResolutionCursor(const VoxelIndex& index)
{
    if (!m_image)
        return;
    const PyramidSlices* pyramid = m_image->pyramid.get();
    if (!pyramid) {
        setCursor(index);
        return;
    }
    const Size3& size = pyramid->displayGrid(0).size;
    VoxelIndex clamped{};
    for (int a = 0; a < 3; ++a)
        clamped[a] = std::clamp<int64_t>(index[a], 0, size[a] - 1);
    if (clamped == m_fineCursor)
        return;
    m_fineCursor = clamped;
    m_cursor = pyramid->indexNear(pyramid->overviewLevel(), pyramid->worldOf(0, clamped));
    Q_EMIT cursorChanged();
}

void SceneModel::moveCursor(int axis, int64_t delta)
{
    VoxelIndex next = fullResolutionCursor();
    next[axis] += delta;
    setFullResolutionCursor(next);
}

void SceneModel::setActiveChannel(int channel)
{
    if (!m_image || channel < 0 || channel >= m_image->channelCount())
        return;
    m_activeChannel = channel;
    m_composite = false;
    Q_EMIT channelDisplayChanged();
    Q_EMIT windowLevelChanged();
}

void SceneModel::setCompositeShown(bool composite)
{
    if (!m_image || m_image->channelCount() < 2 || composite == m_composite)
        return;
    m_composite = composite;
    Q_EMIT channelDisplayChanged();
}

QColor SceneModel::compositeColor(int channel) const
{
    if (m_image && m_image->colour)
        return channel == 0 ? QColor(255, 0, 0) : channel == 1 ? QColor(0, 255, 0) : channel == 2 ? QColor(0, 0, 255) : QColor(0, 0, 0);
    if (!m_image || channel >= kCompositeChannels)
        return QColor(0, 0, 0);
    if (m_image->channelCount() == 2)
        return channel == 0 ? QColor(255, 0, 255) : QColor(0, 255, 0);
    return channel == 0 ? QColor(255, 0, 0) : channel == 1 ? QColor(0, 255, 0) : QColor(0, 0, 255);
}

WindowLevel SceneModel::windowLevel(int channel) const
{
    if (channel < 0 || channel >= static_cast<int>(m_windows.size()))
        return {};
    return m_windows[static_cast<std::size_t>(channel)];
}

void SceneModel::setWindowLevel(const WindowLevel& windowLevel)
{
    if (m_windows.empty())
        m_windows.resize(1);
    m_windows[static_cast<std::size_t>(m_activeChannel)] = {std::max(windowLevel.window, 1e-6), windowLevel.level};
    Q_EMIT windowLevelChanged();
}

QString SceneModel::modalityPreset(int channel) const
{
    if (!m_image || channel < 0 || channel >= m_image->channelCount())
        return QStringLiteral("mr-auto");
    switch (m_image->channels[static_cast<std::size_t>(channel)].modality) {
    case ChannelModality::Ct: return QStringLiteral("ct-soft-tissue");
    case ChannelModality::Microscopy: return QStringLiteral("microscopy-auto");
    case ChannelModality::Colour: return QStringLiteral("colour");
    case ChannelModality::Other: break;
    }
    return QStringLiteral("mr-auto");
}

void SceneModel::applyAutomaticWindow()
{
    applyPreset(modalityPreset(m_activeChannel));
}

std::optional<WindowLevel> SceneModel::presetWindow(int channel, const QString& presetId) const
{
    if (!m_image || channel < 0 || channel >= m_image->channelCount())
        return std::nullopt;
    const ChannelStatistics& s = m_image->channels[static_cast<std::size_t>(channel)].statistics;
    auto span = [](double lo, double hi) { return WindowLevel{std::max(hi - lo, 1e-6), (hi + lo) / 2}; };
    if (presetId == "mr-auto")
        return span(s.percentile01, s.percentile99);
    if (presetId == "microscopy-auto") {
        const double floor = std::max(0.0, s.minimum);
        return span(floor, std::max(s.percentile995, floor + 1e-6));
    }
    if (presetId == "full-range")
        return span(s.minimum, s.maximum);
    for (const WindowPreset& p : windowPresets())
        if (p.id == presetId)
            return WindowLevel{p.window, p.level};
    return std::nullopt;
}

void SceneModel::applyPreset(const QString& presetId)
{
    if (const auto window = presetWindow(m_activeChannel, presetId))
        setWindowLevel(*window);
}

int SceneModel::labelAt(const VoxelIndex& index, QString* name) const
{
    for (auto layer = m_labels.rbegin(); layer != m_labels.rend(); ++layer) {
        if (!layer->visible)
            continue;
        const Geometry& g = layer->data->volume.geometry;
        const int64_t i = index[0] + g.size[0] * (index[1] + g.size[1] * index[2]);
        const int value = static_cast<int>(layer->data->volume.valueAsDouble(i));
        const auto style = layer->styles.find(value);
        if (value != 0 && style != layer->styles.end() && style->second.visible) {
            if (name)
                *name = style->second.name;
            return value;
        }
    }
    return 0;
}

double SceneModel::intensityAt(const VoxelIndex& index, int channel) const
{
    if (!m_image || channel < 0 || channel >= m_image->data->volume.components)
        return 0;
    const Volume& v = m_image->data->volume;
    const int64_t i = index[0] + v.geometry.size[0] * (index[1] + v.geometry.size[1] * index[2]);
    return v.valueAsDouble(i * v.components + channel);
}

}  // namespace segstudio::widgets
