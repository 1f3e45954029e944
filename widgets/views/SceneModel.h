#pragma once
// What the workbench shows: one scan, any number of label maps over it, the
// linked cursor and the intensity window. Views and panels read it and call
// its setters; it emits a signal per kind of change, so every view refreshes
// from the model and never from another view. GUI thread only.
#include <QColor>
#include <QObject>
#include <QString>
#include <QStringList>

#include <array>
#include <map>
#include <memory>
#include <optional>
#include <vector>

#include "widgets/views/DisplayGeometry.h"
#include "widgets/views/PyramidSlices.h"
#include "edit/BrickedLabelMap.h"
#include "edit/LabelEditModel.h"

namespace segstudio::widgets {

using VoxelIndex = std::array<int64_t, 3>;  // display axes (L, P, S)

// What a channel holds, for its first window: CT (Hounsfield units: the
// soft-tissue window), microscopy (no negative floor: from max(0, minimum)
// to the 99.5th percentile), 8-bit colour (0-255, colours as stored), or
// anything else (MRI: the 1st-99th percentile window).
enum class ChannelModality { Other, Ct, Microscopy, Colour };

// From a channel name in dataset.json: "CT" -> Ct; microscopy names
// ("EM", "fluorescence", "brightfield", "DAPI", ...) -> Microscopy.
ChannelModality modalityFromChannelName(const QString& name);

struct ImageChannel {
    QString name;  // "T1c", "Red"; empty: "Channel N" is shown
    ChannelStatistics statistics;
    ChannelModality modality = ChannelModality::Other;
};

struct ImageLayer {
    QString name;
    QString path;
    QStringList channelFiles;  // the files read, in channel order
    std::shared_ptr<const DisplayVolume> data;  // components = channels
    std::vector<ImageChannel> channels;         // one per component
    bool colour = false;   // RGB(A) pixels: the composite shows the stored colours
    int initialChannel = 0;  // shown first (the channel of the opened file)
    // False for pictures (PNG, TIFF): views are XY/XZ/YZ, without R/L/A/P letters.
    bool patientOrientation = true;
    // A scan larger than memory: `data` is the pyramid's overview level (the
    // scene's grid), and slice views read full-resolution regions from here.
    // Null for a scan held whole.
    std::shared_ptr<const PyramidSlices> pyramid;

    int channelCount() const { return static_cast<int>(channels.size()); }
    QString channelName(int channel) const;  // the name, or "Channel N" (1-based)
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
    // The label editor owns `data`'s voxels and changes them in place on the
    // GUI thread (SceneModel::editableLabelData); readers on other threads
    // must copy it first.
    bool editable = false;
    bool modified = false;  // edited since opened or saved
    bool differences = false;  // a review's difference map (ReviewPanel), not a segmentation
    bool heat = false;         // an uncertainty heat map's levels (UncertaintyOverlay.h), not a segmentation
    bool draft = false;        // a tool's working layer (Grow from seeds' seeds, preview): never saved
    // On a scan opened as a pyramid, a label map made or opened at the
    // scan's full resolution: its voxels (stored axes, memory following the
    // edits), which the label editor paints and saving writes; `data` is
    // then its rendition on the overview grid (FullResolutionEditing keeps
    // it up to date). Null for label maps held whole.
    std::shared_ptr<edit::BrickedLabelMap> fullResolution;
    // A label map of structures: editable, savable, reviewable.
    bool segmentation() const { return !differences && !heat && !draft; }
};

struct WindowLevel {
    double window = 1, level = 0.5;
};

// Named windows (width/level, Hounsfield units for CT); "MR auto" uses the
// channel's 1st-99th percentile, "microscopy auto" max(0, minimum) to the
// 99.5th, "colour" 0-255.
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

    // Replaces the scan; removes label maps that no longer fit (another
    // grid size; for maps held at full resolution, another full grid); centres the
    // cursor; gives each channel its modality's window; shows the initial
    // channel alone (colour images: the colour composite).
    void setImage(ImageLayer image);
    const ImageLayer* image() const { return m_image ? &*m_image : nullptr; }
    bool hasImage() const { return m_image.has_value(); }

    // Adds a label map that has the scan's geometry (callers check and, if the
    // user agrees, resample first). Label names come from `names` (e.g.
    // dataset.json), otherwise "Label N". Returns the layer index.
    int addLabelLayer(LabelLayer layer, const std::map<int, QString>& names = {});
    void replaceLabelData(int layer, std::shared_ptr<const DisplayVolume> data);
    // A new label map with no label, on the scan's grid (uint8 voxels, saved
    // with the scan's geometry); on a pyramid, held at full resolution
    // (LabelLayer::fullResolution). Returns the layer index; -1 without a scan.
    int addEmptyLabelLayer(const QString& name);
    // An uncertainty map (float32, display order, the scan's grid) as a heat
    // layer (UncertaintyOverlay.h). Returns the layer index.
    int addUncertaintyLayer(const QString& name, const DisplayVolume& uncertainty, bool visible = true);

    // A tool's working layer on the scan's grid (LabelLayer::draft), editable
    // in place by that tool and never marked modified. Returns the layer index.
    int addDraftLayer(const QString& name, std::shared_ptr<DisplayVolume> data, std::map<int, LabelStyle> styles, double opacity);
    // Editing: the layer's own copy of its voxels, made once, for the label
    // editor to change in place. After each change the editor calls
    // notifyLabelVoxelsEdited, which marks the layer modified and tells the
    // views (labelVoxelsChanged; labelLayersChanged when `label` is new).
    std::shared_ptr<DisplayVolume> editableLabelData(int layer);
    void notifyLabelVoxelsEdited(int layer, const edit::VoxelBox& box, int label);
    // Adds (or renames and recolours) a label of a layer before any voxel holds it.
    void defineLabel(int layer, int label, const QString& name, const QColor& color);
    void setLayerSaved(int layer, const QString& path);  // not modified any more
    void renameLayer(int layer, const QString& name);
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
    // Moves the cursor by `delta` slices of the scan as stored: with a
    // pyramid, full-resolution slices (the overview cursor follows).
    void moveCursor(int axis, int64_t delta);
    // The cursor on the scan's full-resolution display grid: with a pyramid,
    // level 0's index (setCursor puts it at the centre of the overview voxel
    // along the axes it changes); without, cursor() itself.
    VoxelIndex fullResolutionCursor() const { return m_image && m_image->pyramid ? m_fineCursor : m_cursor; }
    void setFullResolutionCursor(const VoxelIndex& index);  // clamped; moves cursor() to the overview voxel holding it

    // Channels: one is active (shown alone, and the one the window applies
    // to); the composite shows up to the first three channels at once, each
    // in its colour (compositeColor) through its own window.
    int activeChannel() const { return m_activeChannel; }
    void setActiveChannel(int channel);
    bool compositeShown() const { return m_composite; }
    void setCompositeShown(bool composite);
    static constexpr int kCompositeChannels = 3;
    // Channel c's colour in the composite: stored colours for colour images;
    // magenta/green for two channels; red/green/blue for three.
    QColor compositeColor(int channel) const;

    // The active channel's window; windowLevel(c) any channel's.
    WindowLevel windowLevel() const { return windowLevel(m_activeChannel); }
    WindowLevel windowLevel(int channel) const;
    void setWindowLevel(const WindowLevel& windowLevel);  // the active channel's
    void applyPreset(const QString& presetId);            // to the active channel
    void applyAutomaticWindow();                          // the active channel's modality window
    // The preset id matching a channel's modality ("ct-soft-tissue", "mr-auto", ...).
    QString modalityPreset(int channel) const;
    // A preset's window for a channel (from its statistics where the preset
    // depends on them); nullopt for an unknown preset or channel.
    std::optional<WindowLevel> presetWindow(int channel, const QString& presetId) const;

    // The visible label (top-most layer first) at a display voxel, 0 if none.
    int labelAt(const VoxelIndex& index, QString* name = nullptr) const;
    double intensityAt(const VoxelIndex& index, int channel = 0) const;

Q_SIGNALS:
    void imageChanged();
    void labelLayersChanged();
    void labelStyleChanged(int layer);
    // Voxels inside `box` (display indices) of an editable layer changed.
    void labelVoxelsChanged(int layer, const segstudio::edit::VoxelBox& box);
    void cursorChanged();
    void windowLevelChanged();
    void channelDisplayChanged();  // active channel or composite switched

private:
    void addMissingStyles(LabelLayer& layer) const;  // styles for labels present, named if declared

    std::optional<ImageLayer> m_image;
    std::vector<LabelLayer> m_labels;
    VoxelIndex m_cursor{0, 0, 0};
    VoxelIndex m_fineCursor{0, 0, 0};  // pyramids only: level 0's display index
    std::vector<WindowLevel> m_windows;  // per channel
    int m_activeChannel = 0;
    bool m_composite = false;
};

// Sorted non-zero labels of an integer volume.
std::vector<int> labelsPresent(const Volume& labels);

}  // namespace segstudio::widgets
