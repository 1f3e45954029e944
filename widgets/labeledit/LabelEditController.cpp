#include "widgets/labeledit/LabelEditController.h"

#include <algorithm>
#include <cmath>


namespace segstudio::widgets {
namespace {

edit::Index3 toIndex(const VoxelIndex& voxel) { return {voxel[0], voxel[1], voxel[2]}; }

}  // namespace

LabelEditController::LabelEditController(SceneModel* scene, QObject* parent)
    : QObject(parent), m_scene(scene), m_growth(new SeedGrowthController(scene, this)),
      m_assist(new InteractiveAssistController(scene, this)), m_fullResolution(scene)
{
    connect(m_growth, &SeedGrowthController::message, this, &LabelEditController::message);
    connect(m_assist, &InteractiveAssistController::message, this, &LabelEditController::message);
    connect(m_scene, &SceneModel::labelLayersChanged, this, &LabelEditController::onLayersChanged);
    connect(m_scene, &SceneModel::imageChanged, this, [this] {
        const WindowLevel wl = m_scene->windowLevel();
        setIntensityWindow(wl.level - wl.window / 2, wl.level + wl.window / 2);
    });
}

LabelEditController::~LabelEditController() = default;

void LabelEditController::setTool(EditTool tool)
{
    if (tool == m_tool)
        return;
    if (m_stroking)
        pointerReleased();
    cancelPolygon();
    m_splitSeed.reset();
    m_tool = tool;
    Q_EMIT settingsChanged();
}

bool LabelEditController::wantsPointer() const { return m_tool != EditTool::Navigate && targetLayer() >= 0; }

void LabelEditController::setBrushDiameterMm(double diameterMm)
{
    m_brushDiameterMm = std::clamp(diameterMm, 0.01, 200.0);
    Q_EMIT settingsChanged();
}

void LabelEditController::setBrush3D(bool ball)
{
    m_brush3D = ball;
    Q_EMIT settingsChanged();
}

int LabelEditController::targetLayer() const
{
    const auto& layers = m_scene->labelLayers();
    for (std::size_t i = 0; i < layers.size(); ++i)
        if (layers[i].data.get() == m_target)
            return static_cast<int>(i);
    return -1;
}

void LabelEditController::setTargetLayer(int layer)
{
    const auto& layers = m_scene->labelLayers();
    const DisplayVolume* target = layer >= 0 && layer < static_cast<int>(layers.size()) ? layers[layer].data.get() : nullptr;
    if (target == m_target)
        return;
    if (m_stroking)
        pointerReleased();
    cancelPolygon();
    m_target = target;
    if (target && !layers[layer].styles.empty() && !layers[layer].styles.count(m_activeLabel))
        m_activeLabel = layers[layer].styles.begin()->first;
    Q_EMIT settingsChanged();
    Q_EMIT historyChanged();
}

void LabelEditController::setActiveLabel(int label)
{
    m_activeLabel = std::max(1, label);
    Q_EMIT settingsChanged();
}

int LabelEditController::addLabel(const QString& name, const QColor& color)
{
    const int layer = targetLayer();
    const edit::BrickedLabelMap* full = fullResolutionTarget();
    edit::LabelEditModel* model = full || layer < 0 ? nullptr : modelOfTarget();
    if (!model && !full)
        return 0;
    const LabelLayer& l = m_scene->labelLayers()[layer];
    const auto holds = [&](int value) {
        return full ? full->voxelCount(value).value_or(0) > 0 || full->baseLabels().count(value) : model->voxelCount(value) > 0;
    };
    const int64_t largest = full ? full->largestStorableLabel() : model->largestStorableLabel();
    int value = 1;
    while (l.styles.count(value) || holds(value))
        ++value;
    if (value > largest) {
        Q_EMIT message(tr("No label value is left in this label map (its voxels hold at most %1).").arg(largest));
        return 0;
    }
    m_scene->defineLabel(layer, value, name.isEmpty() ? tr("Label %1").arg(value) : name, color.isValid() ? color : defaultLabelColor(value));
    setActiveLabel(value);
    return value;
}

int LabelEditController::newLabelMap(const QString& name)
{
    const int layer = m_scene->addEmptyLabelLayer(name);
    if (layer < 0)
        return -1;
    setTargetLayer(layer);
    m_scene->defineLabel(layer, 1, tr("Label %1").arg(1), defaultLabelColor(1));
    setActiveLabel(1);
    return layer;
}

void LabelEditController::setPaintOver(edit::PaintOver over, int label)
{
    m_rules.over = over;
    m_rules.overLabel = label;
    applyRules();
}

void LabelEditController::setLabelLocked(int label, bool locked)
{
    if (locked)
        m_rules.locked.insert(label);
    else
        m_rules.locked.erase(label);
    applyRules();
}

void LabelEditController::applyRules()
{
    for (auto& [data, model] : m_models)
        model->setRules(m_rules);
    Q_EMIT settingsChanged();
}

void LabelEditController::setIntensityWindow(double low, double high)
{
    m_windowLow = std::min(low, high);
    m_windowHigh = std::max(low, high);
    Q_EMIT settingsChanged();
}

void LabelEditController::setFillExtent(edit::FillExtent extent)
{
    m_fillExtent = extent;
    Q_EMIT settingsChanged();
}

edit::LabelEditModel* LabelEditController::modelOfTarget()
{
    const int layer = targetLayer();
    if (layer < 0)
        return nullptr;
    const auto found = m_models.find(m_target);
    if (found != m_models.end())
        return found->second.get();
    std::shared_ptr<DisplayVolume> data = m_scene->editableLabelData(layer);
    m_target = data.get();
    auto model = std::make_unique<edit::LabelEditModel>(std::shared_ptr<Volume>(data, &data->volume));
    model->setRules(m_rules);
    return (m_models[m_target] = std::move(model)).get();
}

const edit::LabelEditModel* LabelEditController::existingModelOfTarget() const
{
    const auto found = m_models.find(m_target);
    return found == m_models.end() ? nullptr : found->second.get();
}

void LabelEditController::afterEdit(const edit::EditSummary& summary, int label)
{
    if (summary.changedVoxels > 0)
        m_scene->notifyLabelVoxelsEdited(targetLayer(), summary.box, label);
}

void LabelEditController::pointerPressed(int sliceAxis, const VoxelIndex& pointer)
{
    if (editableFullResolutionTarget()) {
        runAtFullResolution([&] { pressFullResolution(sliceAxis, pointer); });
        return;
    }
    const VoxelIndex voxel = onSceneGrid(pointer);
    edit::LabelEditModel* model = modelOfTarget();
    if (!model)
        return;
    m_lastSliceAxis = sliceAxis;
    try {
        switch (m_tool) {
        case EditTool::Brush:
        case EditTool::Eraser: {
            const edit::BrushShape brush{m_brushDiameterMm / 2, m_brush3D, sliceAxis};
            model->beginStroke(brush, m_tool == EditTool::Brush ? edit::BrushMode::Paint : edit::BrushMode::Erase, m_activeLabel);
            m_stroking = true;
            afterEdit(model->strokeTo(toIndex(voxel)), m_tool == EditTool::Brush ? m_activeLabel : 0);
            break;
        }
        case EditTool::FloodFill:
        case EditTool::Threshold: {
            const ImageLayer* image = m_scene->image();
            if (!image)
                return;
            const Volume& scan = image->data->volume;
            const int channel = m_scene->activeChannel();
            const edit::EditSummary summary =
                m_tool == EditTool::FloodFill
                    ? model->floodFill(toIndex(voxel), scan, channel, m_windowLow, m_windowHigh, m_fillExtent, sliceAxis, m_activeLabel)
                    : model->thresholdPaint(scan, channel, m_windowLow, m_windowHigh, m_fillExtent, sliceAxis, voxel[sliceAxis], m_activeLabel);
            if (summary.changedVoxels == 0) {
                const double value = m_scene->intensityAt(voxel, channel);
                Q_EMIT message(m_tool == EditTool::FloodFill && (value < m_windowLow || value > m_windowHigh)
                                   ? tr("Nothing filled: the clicked voxel's intensity %1 is outside the window %2 to %3.")
                                         .arg(value).arg(m_windowLow).arg(m_windowHigh)
                                   : tr("Nothing changed: no voxel in reach may be painted under the current rules."));
            }
            afterEdit(summary, m_activeLabel);
            Q_EMIT historyChanged();
            break;
        }
        case EditTool::GrowSeeds: {
            const edit::BrushShape brush{m_brushDiameterMm / 2, m_brush3D, sliceAxis};
            // A copy: the growth adds its draft layers, which may move the scene's layers.
            const std::map<int, LabelStyle> styles = m_scene->labelLayers()[static_cast<std::size_t>(targetLayer())].styles;
            m_stroking = m_growth->beginStroke(brush, voxel, m_activeLabel, styles);
            break;
        }
        case EditTool::AiAssist:
            assistPressed(sliceAxis, voxel, true);
            break;
        case EditTool::Split:
            splitPressed(voxel);
            break;
        case EditTool::Navigate:
        case EditTool::Polygon:
            break;
        }
    } catch (const std::exception& error) {
        m_stroking = false;
        Q_EMIT message(QString::fromStdString(error.what()));
    }
}

void LabelEditController::assistPressed(int sliceAxis, const VoxelIndex& voxel, bool positive)
{
    if (m_tool != EditTool::AiAssist || targetLayer() < 0 || refusedAtFullResolution(tr("AI assist")))
        return;
    m_lastSliceAxis = sliceAxis;
    m_assist->beginGesture(sliceAxis, onSceneGrid(voxel), positive);
    m_stroking = true;
}

void LabelEditController::pointerMoved(const VoxelIndex& pointer)
{
    if (!m_stroking)
        return;
    if (fullResolutionTarget()) {
        runAtFullResolution([&] { m_fullResolution.strokeTo(targetLayer(), pointer, m_tool == EditTool::Brush ? m_activeLabel : 0); });
        return;
    }
    const VoxelIndex voxel = onSceneGrid(pointer);
    if (m_tool == EditTool::AiAssist)
        m_assist->moveGesture(voxel);
    else if (m_tool == EditTool::GrowSeeds)
        m_growth->strokeTo(voxel);
    else if (edit::LabelEditModel* model = modelOfTarget())
        afterEdit(model->strokeTo(toIndex(voxel)), m_tool == EditTool::Brush ? m_activeLabel : 0);
}

void LabelEditController::pointerReleased()
{
    if (!m_stroking)
        return;
    m_stroking = false;
    if (m_tool == EditTool::GrowSeeds) {
        m_growth->endStroke();
        return;
    }
    if (m_tool == EditTool::AiAssist) {
        const std::map<int, LabelStyle> styles = m_scene->labelLayers()[static_cast<std::size_t>(targetLayer())].styles;
        m_assist->endGesture(m_activeLabel, styles);  // a copy: the preview's draft layer may move the scene's layers
        return;
    }
    if (fullResolutionTarget())
        runAtFullResolution([&] { m_fullResolution.endStroke(targetLayer()); });
    else if (edit::LabelEditModel* model = modelOfTarget())
        model->endStroke();
    Q_EMIT historyChanged();
}

void LabelEditController::addPolygonVertex(int sliceAxis, int64_t slice, const std::array<double, 2>& vertex)
{
    if (m_polygon.slice != slice || m_polygon.sliceAxis != sliceAxis)
        m_polygon = {sliceAxis, slice, {}};
    m_polygon.vertices.push_back(vertex);
    m_lastSliceAxis = sliceAxis;
    Q_EMIT polygonChanged();
}

void LabelEditController::closePolygon()
{
    PolygonDraft draft = m_polygon;
    cancelPolygon();
    if (draft.vertices.size() < 3)
        return;
    if (editableFullResolutionTarget()) {
        runAtFullResolution([&] { m_fullResolution.fillPolygon(targetLayer(), draft.sliceAxis, draft.slice, draft.vertices, m_activeLabel); });
        Q_EMIT historyChanged();
        return;
    }
    if (const ImageLayer* image = m_scene->image(); image && image->pyramid) {
        // Drawn on the full-resolution grid: onto the overview's.
        const Geometry& fine = image->pyramid->displayGrid(0);
        const Geometry& coarse = image->pyramid->displayGrid(image->pyramid->overviewLevel());
        const int u = draft.sliceAxis == 0 ? 1 : 0, v = draft.sliceAxis == 2 ? 1 : 2;
        for (auto& vertex : draft.vertices)
            for (const auto& [k, axis] : {std::pair{0, u}, std::pair{1, v}})
                vertex[k] = (fine.origin[axis] + vertex[k] * fine.spacing[axis] - coarse.origin[axis]) / coarse.spacing[axis];
        VoxelIndex onSlice{0, 0, 0};
        onSlice[draft.sliceAxis] = draft.slice;
        draft.slice = onSceneGrid(onSlice)[draft.sliceAxis];
    }
    edit::LabelEditModel* model = modelOfTarget();
    if (!model)
        return;
    try {
        afterEdit(model->fillPolygon(draft.sliceAxis, draft.slice, draft.vertices, m_activeLabel), m_activeLabel);
    } catch (const std::exception& error) {
        Q_EMIT message(QString::fromStdString(error.what()));
    }
    Q_EMIT historyChanged();
}

void LabelEditController::cancelPolygon()
{
    if (m_polygon.vertices.empty() && m_polygon.slice < 0)
        return;
    m_polygon = {};
    Q_EMIT polygonChanged();
}

bool LabelEditController::acceptProposal(const std::shared_ptr<const Volume>& proposal, const QString& nothingYet,
                                         const QString& nothingChanged)
{
    edit::LabelEditModel* model = modelOfTarget();
    if (!proposal || !model) {
        Q_EMIT message(nothingYet);
        return false;
    }
    bool accepted = false;
    try {
        const edit::EditSummary summary = model->paintLabels(*proposal);
        for (const int label : labelsPresent(*proposal))
            afterEdit(summary, label);
        if (summary.changedVoxels == 0)
            Q_EMIT message(nothingChanged);
        accepted = true;
    } catch (const std::exception& error) {
        Q_EMIT message(QString::fromStdString(error.what()));
    }
    Q_EMIT historyChanged();
    return accepted;
}

void LabelEditController::acceptGrowth()
{
    if (acceptProposal(m_growth->result(), tr("Nothing to accept yet: paint seeds of a label and of the background first."),
                       tr("Nothing changed: no grown voxel may be painted under the current rules.")))
        m_growth->reset();
}

void LabelEditController::acceptAssist()
{
    if (acceptProposal(m_assist->result(), tr("Nothing to accept yet: click inside a structure first."),
                       tr("Nothing changed: no voxel of the object may be painted under the current rules.")))
        m_assist->reset();
}

void LabelEditController::confirm()
{
    if (m_tool == EditTool::GrowSeeds)
        acceptGrowth();
    else if (m_tool == EditTool::AiAssist)
        acceptAssist();
    else
        closePolygon();
}

void LabelEditController::discard()
{
    if (m_tool == EditTool::GrowSeeds)
        m_growth->reset();
    else if (m_tool == EditTool::AiAssist)
        m_assist->reset();
    else
        cancelPolygon();
}

void LabelEditController::fillBetweenSlices(int sliceAxis)
{
    if (refusedAtFullResolution(tr("Interpolation between slices")))
        return;
    edit::LabelEditModel* model = modelOfTarget();
    if (!model)
        return;
    try {
        const edit::EditSummary summary = model->fillBetweenSlices(sliceAxis, m_activeLabel);
        if (summary.changedVoxels == 0)
            Q_EMIT message(tr("Nothing to fill: label %1 needs two slices with empty slices between them.").arg(m_activeLabel));
        afterEdit(summary, m_activeLabel);
    } catch (const std::exception& error) {
        Q_EMIT message(QString::fromStdString(error.what()));
    }
    Q_EMIT historyChanged();
}

void LabelEditController::relabel(int from, int to)
{
    if (refusedAtFullResolution(to == 0 ? tr("Deleting an object") : tr("Merging objects")))
        return;
    edit::LabelEditModel* model = modelOfTarget();
    if (!model)
        return;
    try {
        const edit::EditSummary summary = model->relabel(from, to);
        if (summary.changedVoxels == 0)
            Q_EMIT message(tr("Nothing changed: label %1 is absent or locked.").arg(from));
        afterEdit(summary, to);
    } catch (const std::exception& error) {
        Q_EMIT message(QString::fromStdString(error.what()));
    }
    Q_EMIT historyChanged();
}

void LabelEditController::splitPressed(const VoxelIndex& voxel)
{
    const Volume& labels = m_scene->labelLayers()[static_cast<std::size_t>(targetLayer())].data->volume;
    const Size3& size = labels.geometry.size;
    const auto labelAt = [&](const VoxelIndex& v) {
        return static_cast<int64_t>(labels.valueAsDouble(v[0] + size[0] * (v[1] + size[1] * v[2])));
    };
    const int64_t label = labelAt(voxel);
    if (!m_splitSeed) {
        if (label == 0) {
            Q_EMIT message(tr("Split: click inside the object to split; this voxel is background."));
            return;
        }
        m_splitSeed = voxel;
        Q_EMIT message(tr("Split label %1: now click inside the part that should become a new object.").arg(label));
        Q_EMIT polygonChanged();  // the views redraw their editing marks: the first click
        return;
    }
    const VoxelIndex keep = *m_splitSeed;
    const int64_t keptLabel = labelAt(keep);
    if (label != keptLabel || voxel == keep) {
        Q_EMIT message(voxel == keep ? tr("Split: click a second point, away from the first.")
                                     : tr("Split: the second click must lie inside the same object (label %1).").arg(keptLabel));
        return;
    }
    m_splitSeed.reset();
    Q_EMIT polygonChanged();
    const edit::LabelEditModel::SplitOutcome outcome = modelOfTarget()->splitObject(toIndex(keep), toIndex(voxel));
    if (outcome.newLabel == 0)
        Q_EMIT message(tr("Nothing changed: label %1 is locked.").arg(keptLabel));
    else
        Q_EMIT message(tr("Label %1 split: %n voxel(s) are now label %2.", "", static_cast<int>(outcome.summary.changedVoxels))
                           .arg(keptLabel).arg(outcome.newLabel));
    afterEdit(outcome.summary, static_cast<int>(outcome.newLabel));
    Q_EMIT historyChanged();
}

bool LabelEditController::canUndo() const
{
    if (const edit::BrickedLabelMap* full = fullResolutionTarget())
        return full->canUndo();
    const edit::LabelEditModel* model = existingModelOfTarget();
    return model && model->canUndo();
}

bool LabelEditController::canRedo() const
{
    if (const edit::BrickedLabelMap* full = fullResolutionTarget())
        return full->canRedo();
    const edit::LabelEditModel* model = existingModelOfTarget();
    return model && model->canRedo();
}

void LabelEditController::undo()
{
    if (m_stroking)
        pointerReleased();
    if (editableFullResolutionTarget())
        runAtFullResolution([&] { m_fullResolution.undo(targetLayer()); });
    else if (edit::LabelEditModel* model = canUndo() ? modelOfTarget() : nullptr)
        afterEdit(model->undo(), 0);
    Q_EMIT historyChanged();
}

void LabelEditController::redo()
{
    if (editableFullResolutionTarget())
        runAtFullResolution([&] { m_fullResolution.redo(targetLayer()); });
    else if (edit::LabelEditModel* model = canRedo() ? modelOfTarget() : nullptr)
        afterEdit(model->redo(), 0);
    Q_EMIT historyChanged();
}

std::size_t LabelEditController::historyBytes() const
{
    if (const edit::BrickedLabelMap* full = fullResolutionTarget())
        return full->historyBytes();
    const edit::LabelEditModel* model = existingModelOfTarget();
    return model ? model->historyBytes() : 0;
}

double LabelEditController::activeLabelVolumeMl() const
{
    if (const edit::BrickedLabelMap* full = fullResolutionTarget()) {
        const Vec3& s = full->geometry().spacing;
        const auto voxels = full->voxelCount(m_activeLabel);  // unknown over an opened map
        return voxels ? static_cast<double>(*voxels) * s[0] * s[1] * s[2] / 1000.0 : -1;
    }
    if (const edit::LabelEditModel* model = existingModelOfTarget())
        return model->volumeMl(m_activeLabel);
    return -1;
}

void LabelEditController::onLayersChanged()
{
    // Layers removed or replaced take their undo history with them.
    for (auto it = m_models.begin(); it != m_models.end();) {
        bool present = false;
        for (const LabelLayer& layer : m_scene->labelLayers())
            present = present || layer.data.get() == it->first;
        it = present ? std::next(it) : m_models.erase(it);
    }
    if (targetLayer() < 0) {
        // The top label map that is a segmentation (not a review's difference map).
        m_target = nullptr;
        const auto& layers = m_scene->labelLayers();
        for (int i = static_cast<int>(layers.size()) - 1; i >= 0 && !m_target; --i)
            if (layers[i].segmentation())
                setTargetLayer(i);
    }
    Q_EMIT settingsChanged();
    Q_EMIT historyChanged();
}

}  // namespace segstudio::widgets
