#include "widgets/interactive/InteractiveAssistController.h"

#include <QDir>
#include <QtConcurrent/QtConcurrentRun>

#include <cmath>

#include "application/interactive/InteractiveSegmentation.h"
#include "engine/infer/ModelInfo.h"
#include "engine/interactive/StrokePrompts.h"

namespace segstudio::widgets {

InteractiveAssistController::InteractiveAssistController(SceneModel* scene, QObject* parent)
    : QObject(parent), m_scene(scene)
{
    connect(&m_watcher, &QFutureWatcherBase::finished, this, &InteractiveAssistController::onAnswered);
    connect(m_scene, &SceneModel::imageChanged, this, [this] {
        reset();
        m_session.reset();  // a running request keeps its own reference until it ends
        m_sessionImage.reset();
    });
    connect(m_scene, &SceneModel::labelLayersChanged, this, [this] {
        if (m_previewLayer && layerOf(m_previewLayer) < 0)
            forgetPreview();
    });
}

InteractiveAssistController::~InteractiveAssistController()
{
    if (m_cancel)
        m_cancel->store(true);
    m_watcher.waitForFinished();
}

bool InteractiveAssistController::setModel(const QString& path)
{
    try {
        const engine::ModelInfo info = engine::readModelInfo(path.toStdString());
        if (!info.interactive) {
            Q_EMIT message(tr("%1 segments whole scans and takes no clicks. Choose an interactive model: train one "
                              "with the configuration \"Interactive\".")
                               .arg(QDir::toNativeSeparators(path)));
            return false;
        }
        m_modelPath = path;
        m_modelName = QString::fromStdString(info.datasetName.empty() ? info.folder : info.datasetName);
    } catch (const std::exception& error) {
        Q_EMIT message(QString::fromStdString(error.what()));
        return false;
    }
    reset();
    m_session.reset();
    Q_EMIT message(QString());
    Q_EMIT stateChanged();
    return true;
}

bool InteractiveAssistController::offerModel(const QString& path)
{
    if (path.isEmpty() || path == m_modelPath)
        return false;
    try {
        if (!engine::readModelInfo(path.toStdString()).interactive)
            return false;
    } catch (const std::exception&) {
        return false;  // no model (yet) in that folder
    }
    return setModel(path);
}

int InteractiveAssistController::layerOf(const DisplayVolume* data) const
{
    const auto& layers = m_scene->labelLayers();
    for (std::size_t i = 0; i < layers.size(); ++i)
        if (layers[i].data.get() == data)
            return static_cast<int>(i);
    return -1;
}

bool InteractiveAssistController::prepare(int label, const std::map<int, LabelStyle>& styles)
{
    if (!m_scene->hasImage())
        return false;
    if (!hasModel()) {
        Q_EMIT message(tr("No interactive model yet. Choose one (Model…), or use Grow, which needs none. To train one "
                          "on the open dataset: Training, configuration \"Interactive\" (or segstudio-cli train "
                          "DATASET --configuration interactive)."));
        return false;
    }
    if (label < 1 || label > 255) {
        Q_EMIT message(tr("AI assist segments labels 1 to 255; label %1 is beyond them.").arg(label));
        return false;
    }
    if (label != m_label && hasPrompts())
        reset();  // another label: another object
    m_label = label;
    m_styles = styles;
    if (!m_previewLayer) {
        const DisplayVolume& scan = *m_scene->image()->data;
        auto preview = std::make_shared<DisplayVolume>();
        preview->volume = Volume::allocate(scan.volume.geometry, ScalarType::UInt8);
        preview->source = scan.source;
        preview->mapping = scan.mapping;
        m_previewLayer = preview.get();
        m_scene->addDraftLayer(tr("AI assist: preview"), preview, styles, 0.5);
    }
    return true;
}

void InteractiveAssistController::addClick(const VoxelIndex& voxel, bool positive, int label,
                                           const std::map<int, LabelStyle>& styles)
{
    addPrompts({{voxel, positive}}, std::nullopt, label, styles);
}

void InteractiveAssistController::setBox(const VoxelIndex& corner, const VoxelIndex& oppositeCorner, int label,
                                         const std::map<int, LabelStyle>& styles)
{
    addPrompts({}, std::make_pair(corner, oppositeCorner), label, styles);
}

bool InteractiveAssistController::addPrompts(const std::vector<engine::PromptClick>& displayClicks,
                                             const std::optional<std::pair<VoxelIndex, VoxelIndex>>& box, int label,
                                             const std::map<int, LabelStyle>& styles)
{
    if ((displayClicks.empty() && !box) || !prepare(label, styles))
        return false;
    const DisplayVolume& scan = *m_scene->image()->data;
    for (const engine::PromptClick& click : displayClicks)
        m_prompts.clicks.push_back({scan.sourceIndex(click.index), click.positive});
    if (box) {
        const engine::VoxelIndex a = scan.sourceIndex(box->first), b = scan.sourceIndex(box->second);
        engine::PromptBox stored;
        for (int axis = 0; axis < 3; ++axis) {
            stored.min[axis] = std::min(a[axis], b[axis]);
            stored.max[axis] = std::max(a[axis], b[axis]);
        }
        m_prompts.box = stored;
    }
    startRequest();
    Q_EMIT stateChanged();
    return true;
}

std::vector<std::pair<VoxelIndex, bool>> InteractiveAssistController::displayClicks() const
{
    std::vector<std::pair<VoxelIndex, bool>> clicks;
    if (const ImageLayer* image = m_scene->image())
        for (const engine::PromptClick& click : m_prompts.clicks)
            clicks.emplace_back(image->data->mapping.toDisplay(click.index, image->data->source.size), click.positive);
    return clicks;
}

std::optional<std::pair<VoxelIndex, VoxelIndex>> InteractiveAssistController::displayBox() const
{
    const ImageLayer* image = m_scene->image();
    if (!image || !m_prompts.box)
        return std::nullopt;
    const DisplayVolume& scan = *image->data;
    return std::make_pair(scan.mapping.toDisplay(m_prompts.box->min, scan.source.size),
                          scan.mapping.toDisplay(m_prompts.box->max, scan.source.size));
}

void InteractiveAssistController::beginGesture(int sliceAxis, const VoxelIndex& voxel, bool positive)
{
    m_gesture = Gesture{sliceAxis, {voxel}, positive};
}

void InteractiveAssistController::moveGesture(const VoxelIndex& voxel)
{
    if (!m_gesture)
        return;
    VoxelIndex inSlice = voxel;
    inSlice[m_gesture->sliceAxis] = m_gesture->path.front()[m_gesture->sliceAxis];
    if (m_gesture->path.back() != inSlice)
        m_gesture->path.push_back(inSlice);
}

std::optional<std::pair<VoxelIndex, VoxelIndex>> InteractiveAssistController::gestureBox() const
{
    if (!m_gesture || !m_gesture->positive || m_stroke != AssistStroke::Box ||
        m_gesture->path.front() == m_gesture->path.back())
        return std::nullopt;
    return std::make_pair(m_gesture->path.front(), m_gesture->path.back());
}

std::vector<VoxelIndex> InteractiveAssistController::gesturePath() const
{
    if (!m_gesture || m_stroke == AssistStroke::Box)
        return {};
    return m_gesture->path;
}

void InteractiveAssistController::endGesture(int label, const std::map<int, LabelStyle>& styles)
{
    if (!m_gesture)
        return;
    const Gesture g = *m_gesture;
    m_gesture.reset();
    const VoxelIndex start = g.path.front(), end = g.path.back();
    // How far the drag went: to its end (a box), or anywhere along it (a stroke).
    int64_t toEnd = 0, along = 0;
    for (int axis = 0; axis < 3; ++axis) {
        toEnd = std::max<int64_t>(toEnd, std::abs(end[axis] - start[axis]));
        for (const VoxelIndex& p : g.path)
            along = std::max<int64_t>(along, std::abs(p[axis] - start[axis]));
    }
    const bool box = m_stroke == AssistStroke::Box;
    if (!m_scene->hasImage() || (box ? toEnd : along) < 3 || (box && !g.positive)) {
        addClick(end, g.positive, label, styles);
        return;
    }
    const Geometry& grid = m_scene->image()->data->volume.geometry;
    const engine::MaskGrid maskGrid{grid.size, grid.spacing};
    if (box) {
        engine::PromptBox dragged;
        for (int axis = 0; axis < 3; ++axis) {
            dragged.min[axis] = std::min(start[axis], end[axis]);
            dragged.max[axis] = std::max(start[axis], end[axis]);
        }
        const engine::PromptBox across = engine::boxAcrossSlices(dragged, g.sliceAxis, maskGrid);
        setBox(across.min, across.max, label, styles);
        return;
    }
    if (m_stroke == AssistStroke::Lasso && g.positive) {
        if (const auto lasso = engine::lassoPrompts(g.path, g.sliceAxis, maskGrid)) {
            if (addPrompts({lasso->inside}, std::make_pair(lasso->box.min, lasso->box.max), label, styles))
                m_lassos.push_back(g.path);
            return;
        }
    }
    addPrompts(engine::scribbleClicks(g.path, g.positive), std::nullopt, label, styles);
}

void InteractiveAssistController::startRequest()
{
    const ImageLayer* image = m_scene->image();
    if (!image || m_prompts.empty())
        return;
    if (running()) {  // the newest prompts win: stop the stale request, answer after it
        m_cancel->store(true);
        m_pending = true;
        return;
    }
    m_pending = false;
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    std::shared_ptr<application::InteractiveSession> session = m_sessionImage == image->data ? m_session : nullptr;
    m_sessionImage = image->data;
    const bool newObject = m_newObject;
    m_newObject = false;
    m_watcher.setFuture(QtConcurrent::run([session, scan = image->data, model = m_modelPath.toStdString(),
                                           prompts = m_prompts, label = m_label, newObject, cancel = m_cancel]() mutable {
        Outcome outcome;
        try {
            if (!session)
                session = std::make_shared<application::InteractiveSession>(model, std::vector<Volume>{toStoredOrder(*scan)});
            outcome.session = session;
            if (newObject)
                session->reset();
            const application::InteractiveSession::Answer answer = session->segment(prompts, cancel.get());
            outcome.cancelled = answer.cancelled;
            outcome.milliseconds = answer.totalMs;
            if (!answer.cancelled) {
                Volume stored = answer.mask;
                uint8_t* voxels = stored.data<uint8_t>();
                for (int64_t i = 0; i < stored.voxelCount(); ++i)
                    voxels[i] = voxels[i] ? static_cast<uint8_t>(label) : 0;
                outcome.labels = std::make_shared<DisplayVolume>(toDisplayOrder(std::move(stored)));
            }
        } catch (const std::exception& error) {
            outcome.error = QString::fromStdString(error.what());
        }
        return outcome;
    }));
}

void InteractiveAssistController::onAnswered()
{
    const Outcome outcome = m_watcher.result();
    if (outcome.session)
        m_session = outcome.session;
    if (!outcome.error.isEmpty()) {
        Q_EMIT message(outcome.error);
    } else if (!outcome.cancelled && outcome.labels && m_previewLayer) {
        m_result = std::shared_ptr<const Volume>(outcome.labels, &outcome.labels->volume);
        m_lastMilliseconds = outcome.milliseconds;
        const int layer = layerOf(m_previewLayer);
        m_previewLayer = outcome.labels.get();
        m_scene->replaceLabelData(layer, outcome.labels);
        Q_EMIT message(QString());
        Q_EMIT previewChanged();
    }
    if (m_pending)
        startRequest();
    Q_EMIT stateChanged();
}

void InteractiveAssistController::reset()
{
    if (m_cancel && running())
        m_cancel->store(true);
    m_pending = false;
    m_prompts = {};
    m_lassos.clear();
    m_newObject = true;
    const DisplayVolume* preview = m_previewLayer;
    forgetPreview();
    if (const int layer = preview ? layerOf(preview) : -1; layer >= 0)
        m_scene->removeLabelLayer(layer);
    Q_EMIT stateChanged();
}

void InteractiveAssistController::forgetPreview()
{
    m_previewLayer = nullptr;
    m_result.reset();
    Q_EMIT previewChanged();
}

}  // namespace segstudio::widgets
