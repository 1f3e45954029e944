#pragma once
// What the workbench shows: one scan, any number of label maps over it, the
// linked cursor and the intensity window. Views and panels read it and call
// its setters; it emits a signal per kind of change, so every view refreshes
// from the model and never from another view. GUI thread only.
#include <QColor>
#include <QObject>
#include <QString>

#include <array>
#include <map>
#include <memory>
#include <optional>
#include <vector>

#include "DisplayGeometry.h"

namespace segstudio::widgets {

using VoxelIndex = std::array<int64_t, 3>;  // display axes (L, P, S)

struct ImageLayer {
    QString name;
    QString path;
    std::shared_ptr<const DisplayVolume> data;
    double minimum = 0, maximum = 1;          // finite range of channel 0
    double percentile01 = 0, percentile99 = 1;  // for the automatic MR window
};

struct LabelStyle {
    QString name;
    QColor color;
    bool visible = true;
};

struct LabelLayer {
    QString name;
    QString path;
    std::shared_ptr<const DisplayVolume> data;  // integer labels, display order
    std::map<int, LabelStyle> styles;           // every label present (0 excluded)
    std::map<int, QString> declaredNames;       // from dataset.json; names labels that appear later
    double opacity = 0.5;
    bool outline = false;
    bool visible = true;
};

struct WindowLevel {
    double window = 1, level = 0.5;
};

// Named windows (width/level, Hounsfield units for CT); "MR auto" uses the
// scan's 1st-99th percentile.
struct WindowPreset {
    QString id;  // stable id stored in settings
    double window, level;
};
const std::vector<WindowPreset>& windowPresets();
QString presetDisplayName(const QString& id);  // translated

// A distinct colour per label: red, green, blue, yellow, cyan, magenta, ...
QColor defaultLabelColor(int label);

class SceneModel : public QObject {
    Q_OBJECT
public:
    explicit SceneModel(QObject* parent = nullptr);

    // Replaces the scan; removes label maps that no longer fit; centres the cursor;
    // applies the automatic window.
    void setImage(ImageLayer image);
    const ImageLayer* image() const { return m_image ? &*m_image : nullptr; }
    bool hasImage() const { return m_image.has_value(); }

    // Adds a label map that has the scan's geometry (callers check and, if the
    // user agrees, resample first). Label names come from `names` (e.g.
    // dataset.json), otherwise "Label N". Returns the layer index.
    int addLabelLayer(LabelLayer layer, const std::map<int, QString>& names = {});
    void replaceLabelData(int layer, std::shared_ptr<const DisplayVolume> data);
    void removeLabelLayer(int layer);
    void clearLabelLayers();
    const std::vector<LabelLayer>& labelLayers() const { return m_labels; }
    void setLabelVisible(int layer, int label, bool visible);
    void setLabelColor(int layer, int label, const QColor& color);
    void setLayerOpacity(int layer, double opacity);
    void setLayerOutline(int layer, bool outline);
    void setLayerVisible(int layer, bool visible);

    VoxelIndex cursor() const { return m_cursor; }
    void setCursor(const VoxelIndex& index);  // clamped to the scan
    void moveCursor(int axis, int64_t delta);

    WindowLevel windowLevel() const { return m_windowLevel; }
    void setWindowLevel(const WindowLevel& windowLevel);
    void applyPreset(const QString& presetId);
    void applyAutomaticWindow();

    // The visible label (top-most layer first) at a display voxel, 0 if none.
    int labelAt(const VoxelIndex& index, QString* name = nullptr) const;
    double intensityAt(const VoxelIndex& index) const;

Q_SIGNALS:
    void imageChanged();
    void labelLayersChanged();
    void labelStyleChanged(int layer);
    void cursorChanged();
    void windowLevelChanged();

private:
    void addMissingStyles(LabelLayer& layer) const;  // styles for labels present, named if declared

    std::optional<ImageLayer> m_image;
    std::vector<LabelLayer> m_labels;
    VoxelIndex m_cursor{0, 0, 0};
    WindowLevel m_windowLevel;
};

// Sorted non-zero labels of an integer volume.
std::vector<int> labelsPresent(const Volume& labels);

}  // namespace segstudio::widgets
