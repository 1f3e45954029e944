#pragma once
// The label editor's state and actions for the workbench: which label map is
// edited, the tool, brush, active label, rules and intensity window; turns
// pointer events from the slice views into edits of the Qt-free
// edit::LabelEditModel (one per edited layer, with its own undo history) and
// tells the SceneModel what changed. The panel (LabelEditorPanel) and the
// views bind to it. GUI thread only.
#include <QColor>
#include <QObject>
#include <QString>

#include <array>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <vector>

#include "widgets/views/SceneModel.h"
#include "widgets/interactive/InteractiveAssistController.h"
#include "widgets/labeledit/FullResolutionEditing.h"
#include "widgets/labeledit/SeedGrowthController.h"
#include "edit/LabelEditModel.h"

namespace segstudio::widgets {

// GrowSeeds: the brush paints seeds for Grow from seeds (SeedGrowthController).
// AiAssist: clicks and boxes prompt an interactive model (InteractiveAssistController).
// Split: two clicks inside one object (instance maps): the part nearer the
// first keeps its id, the part nearer the second gets a new one
// (LabelEditModel::splitObject).
enum class EditTool { Navigate, Brush, Eraser, Polygon, FloodFill, Threshold, GrowSeeds, AiAssist, Split };

// A polygon being drawn: vertices in continuous in-plane voxel coordinates
// (u along the lower in-plane display axis, v along the higher).
struct PolygonDraft {
    int sliceAxis = 2;
    int64_t slice = -1;
    std::vector<std::array<double, 2>> vertices;
};

class LabelEditController : public QObject {
    Q_OBJECT
public:
    explicit LabelEditController(SceneModel* scene, QObject* parent = nullptr);
    ~LabelEditController() override;

    SceneModel* scene() const { return m_scene; }

    EditTool tool() const { return m_tool; }
    void setTool(EditTool tool);
    // Views send the left button to the editor (not to the cursor) when a
    // tool is chosen and a label map is there to edit.
    bool wantsPointer() const;

    double brushDiameterMm() const { return m_brushDiameterMm; }
    void setBrushDiameterMm(double diameterMm);  // clamped to 0.01..200 mm
    bool brush3D() const { return m_brush3D; }
    void setBrush3D(bool ball);

    // The edited label map (index into scene()->labelLayers()); -1: none.
    int targetLayer() const;
    void setTargetLayer(int layer);
    int activeLabel() const { return m_activeLabel; }
    void setActiveLabel(int label);
    // A new label in the target layer with the next free value; returns it (0 if none fits).
    int addLabel(const QString& name, const QColor& color);
    // A new empty label map on the scan, made the target; returns its layer (-1 without a scan).
    int newLabelMap(const QString& name);

    const edit::PaintRules& rules() const { return m_rules; }
    void setPaintOver(edit::PaintOver over, int label = 0);
    void setLabelLocked(int label, bool locked);

    // Flood fill and threshold paint: intensities of the active channel in [low, high].
    double windowLow() const { return m_windowLow; }
    double windowHigh() const { return m_windowHigh; }
    void setIntensityWindow(double low, double high);
    edit::FillExtent fillExtent() const { return m_fillExtent; }
    void setFillExtent(edit::FillExtent extent);

    // Pointer events from a slice view perpendicular to `sliceAxis`, at a
    // voxel of the scan's display grid; on a scan opened as a pyramid, its
    // full-resolution display grid (PyramidSlices::displayGrid(0)): a label
    // map held at full resolution takes them as they are (brush, eraser,
    // polygon; the other tools say they need a map held whole), any other
    // map at the overview voxel holding them.
    void pointerPressed(int sliceAxis, const VoxelIndex& voxel);
    // AI assist: `positive` false for the right button or Shift+left.
    void assistPressed(int sliceAxis, const VoxelIndex& voxel, bool positive);
    void pointerMoved(const VoxelIndex& voxel);
    void pointerReleased();

    // Polygon tool: vertices are added by clicks (in the views' grid, as
    // pointer events), closePolygon fills it.
    const PolygonDraft& polygon() const { return m_polygon; }
    void addPolygonVertex(int sliceAxis, int64_t slice, const std::array<double, 2>& vertex);
    void closePolygon();
    void cancelPolygon();

    // Grow from seeds: its seeds and preview; acceptGrowth writes the
    // preview's labels into the target map as one undo step under the rules
    // and clears seeds and preview.
    SeedGrowthController* seedGrowth() const { return m_growth; }
    void acceptGrowth();
    // AI assist: its prompts and preview; acceptAssist writes the preview's
    // object into the target map as one undo step under the rules and
    // clears prompts and preview.
    InteractiveAssistController* interactiveAssist() const { return m_assist; }
    void acceptAssist();
    // Enter and Esc in a slice view: the polygon, Grow from seeds' or AI assist's result.
    void confirm();
    void discard();

    // Interpolates the active label between its slices along `sliceAxis`.
    void fillBetweenSlices(int sliceAxis);
    // Every voxel of label `from` in the target map becomes `to` (0: delete
    // an object; another id: merge into it); one undo step.
    void relabel(int from, int to);
    // A segment operation (edit/SegmentOperations.h) on the target map under
    // the rules' locked labels, as one undo step; what it did, or why it
    // did nothing (a locked label, a distance out of range), as a message.
    // LabelEditControllerOperations.cpp.
    void applyOperation(const edit::SegmentOperation& operation);
    int lastSliceAxis() const { return m_lastSliceAxis; }  // of the last view edited in
    // Split: the first click, waiting for the second (cleared by a split or another tool).
    const std::optional<VoxelIndex>& splitSeed() const { return m_splitSeed; }

    bool canUndo() const;
    bool canRedo() const;
    void undo();
    void redo();
    std::size_t historyBytes() const;  // of the target layer

    // The active label's volume in mL in the target layer; negative when there is none.
    double activeLabelVolumeMl() const;

Q_SIGNALS:
    void settingsChanged();  // tool, brush, label, rules, window, target
    void historyChanged();   // undo/redo availability or a new edit
    void polygonChanged();  // the polygon draft or the split's first click: views redraw their marks
    void message(const QString& text);  // why an edit did nothing, or failed

private:
    edit::LabelEditModel* modelOfTarget();  // created on first use; nullptr when no target
    const edit::LabelEditModel* existingModelOfTarget() const;
    void afterEdit(const edit::EditSummary& summary, int label);
    // Writes a proposal (Grow from seeds', AI assist's) into the target map
    // as one undo step; says why when there is none or nothing changed.
    // Returns whether it was written (the proposal may then be cleared).
    bool acceptProposal(const std::shared_ptr<const Volume>& proposal, const QString& nothingYet,
                        const QString& nothingChanged);
    void splitPressed(const VoxelIndex& voxel);
    // The target's full-resolution map (null: a map held whole).
    edit::BrickedLabelMap* fullResolutionTarget() const { return m_fullResolution.mapOf(targetLayer()); }
    // The same before an edit, with the editor's rules: the layer's overview
    // then is its own copy (SceneModel::editableLabelData), which identifies
    // the target from then on.
    edit::BrickedLabelMap* editableFullResolutionTarget();
    // A full-resolution display voxel on a pyramid's overview grid (unchanged without a pyramid).
    VoxelIndex onSceneGrid(const VoxelIndex& voxel) const;
    // Brush and eraser on a full-resolution target; other tools are refused with a message.
    void pressFullResolution(int sliceAxis, const VoxelIndex& voxel);
    // Runs an edit of the full-resolution target; an error (a base file
    // gone) ends the stroke and becomes a message, never an exception in
    // the event loop.
    void runAtFullResolution(const std::function<void()>& change);
    // Says that `tool` needs a label map held whole; true when the target is held at full resolution.
    bool refusedAtFullResolution(const QString& tool);
    void applyRules();  // the rules onto every layer's model
    void onLayersChanged();

    SceneModel* m_scene;
    std::map<const DisplayVolume*, std::unique_ptr<edit::LabelEditModel>> m_models;
    const DisplayVolume* m_target = nullptr;  // identifies the target layer across layer changes
    EditTool m_tool = EditTool::Navigate;
    double m_brushDiameterMm = 3.0;
    bool m_brush3D = false;
    int m_activeLabel = 1;
    edit::PaintRules m_rules;
    double m_windowLow = 0, m_windowHigh = 1;
    edit::FillExtent m_fillExtent = edit::FillExtent::Slice;
    int m_lastSliceAxis = 2;
    bool m_stroking = false;
    PolygonDraft m_polygon;
    std::optional<VoxelIndex> m_splitSeed;
    SeedGrowthController* m_growth;
    InteractiveAssistController* m_assist;
    FullResolutionEditing m_fullResolution;
};

}  // namespace segstudio::widgets
