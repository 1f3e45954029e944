#include "widgets/labeledit/SeedGrowthController.h"

#include <QtConcurrent/QtConcurrentRun>

#include <chrono>

namespace segstudio::widgets {

SeedGrowthController::SeedGrowthController(SceneModel* scene, QObject* parent) : QObject(parent), m_scene(scene)
{
    connect(&m_watcher, &QFutureWatcherBase::finished, this, &SeedGrowthController::onGrown);
    connect(m_scene, &SceneModel::imageChanged, this, [this] {
        reset();
        m_growth.reset();  // a running grow keeps its own reference until it ends
        m_growthImage.reset();
    });
    connect(m_scene, &SceneModel::labelLayersChanged, this, [this] {
        if ((m_seedLayer && layerOf(m_seedLayer) < 0) || (m_previewLayer && layerOf(m_previewLayer) < 0))
            forgetLayers();
    });
}

SeedGrowthController::~SeedGrowthController() { m_watcher.waitForFinished(); }

void SeedGrowthController::setBackgroundSeeds(bool background)
{
    m_background = background;
    Q_EMIT stateChanged();
}

void SeedGrowthController::setWholeImage(bool whole)
{
    if (whole == m_options.wholeImage)
        return;
    m_options.wholeImage = whole;
    if (m_seeds)
        startGrow();
    Q_EMIT stateChanged();
}

int SeedGrowthController::layerOf(const DisplayVolume* data) const
{
    const auto& layers = m_scene->labelLayers();
    for (std::size_t i = 0; i < layers.size(); ++i)
        if (layers[i].data.get() == data)
            return static_cast<int>(i);
    return -1;
}

void SeedGrowthController::ensureLayers(const std::map<int, LabelStyle>& styles)
{
    if (m_seeds)
        return;
    const DisplayVolume& scan = *m_scene->image()->data;
    auto draft = [&scan] {
        auto data = std::make_shared<DisplayVolume>();
        data->volume = Volume::allocate(scan.volume.geometry, ScalarType::UInt8);
        data->source = scan.source;
        data->mapping = scan.mapping;
        return data;
    };
    auto preview = draft();
    m_previewLayer = preview.get();
    m_scene->addDraftLayer(tr("Grow from seeds: preview"), preview, styles, 0.45);
    auto seeds = draft();
    m_seedLayer = seeds.get();
    std::map<int, LabelStyle> seedStyles = styles;
    seedStyles[kBackgroundSeed] = {tr("Background seeds"), QColor(160, 160, 160), true};
    m_seeds = std::make_unique<edit::LabelEditModel>(std::shared_ptr<Volume>(seeds, &seeds->volume));
    m_scene->addDraftLayer(tr("Grow from seeds: seeds"), seeds, seedStyles, 0.9);
}

bool SeedGrowthController::beginStroke(const edit::BrushShape& brush, const VoxelIndex& voxel, int label,
                                       const std::map<int, LabelStyle>& styles)
{
    if (!m_scene->hasImage())
        return false;
    if (!m_background && (label < 1 || label >= kBackgroundSeed)) {
        Q_EMIT message(tr("Grow from seeds grows labels 1 to %1; label %2 is beyond them.").arg(kBackgroundSeed - 1).arg(label));
        return false;
    }
    const bool first = !m_seeds;
    ensureLayers(styles);
    const int value = m_background ? kBackgroundSeed : label;
    if (!first && !m_background) {
        const auto& seedLayer = m_scene->labelLayers()[static_cast<std::size_t>(layerOf(m_seedLayer))];
        const auto style = styles.find(label);
        if (!seedLayer.styles.count(label) && style != styles.end()) {
            m_scene->defineLabel(layerOf(m_seedLayer), label, style->second.name, style->second.color);
            m_scene->defineLabel(layerOf(m_previewLayer), label, style->second.name, style->second.color);
        }
    }
    m_seeds->beginStroke(brush, edit::BrushMode::Paint, value);
    m_stroking = true;
    strokeTo(voxel);
    if (first)
        Q_EMIT stateChanged();
    return true;
}

void SeedGrowthController::strokeTo(const VoxelIndex& voxel)
{
    if (!m_stroking || !m_seeds)
        return;
    const edit::EditSummary summary = m_seeds->strokeTo({voxel[0], voxel[1], voxel[2]});
    if (summary.changedVoxels > 0)
        m_scene->notifyLabelVoxelsEdited(layerOf(m_seedLayer), summary.box, m_background ? kBackgroundSeed : 0);
}

void SeedGrowthController::endStroke()
{
    if (!m_stroking || !m_seeds)
        return;
    m_stroking = false;
    m_seeds->endStroke();
    startGrow();
}

void SeedGrowthController::startGrow()
{
    const ImageLayer* image = m_scene->image();
    if (!image || !m_seeds)
        return;
    if (m_seeds->labelsPresent().size() < 2) {
        Q_EMIT message(m_background ? tr("Now paint seeds of a label inside the structure: the result appears then.")
                                    : tr("Now paint background seeds around the structure (tick \"Background seeds\"), or "
                                         "seeds of another label: the result appears then."));
        return;
    }
    if (running()) {
        m_pending = true;
        return;
    }
    if (!m_growth || m_growthImage != image->data) {
        m_growthImage = image->data;
        m_growth = std::make_shared<edit::SeedGrowth>(std::shared_ptr<const Volume>(image->data, &image->data->volume), m_options);
    } else if (m_growth->options().wholeImage != m_options.wholeImage) {
        m_growth->setOptions(m_options);
    }
    m_pending = false;
    m_watcher.setFuture(QtConcurrent::run([growth = m_growth, seeds = m_seeds->labels(), scan = image->data] {
        Outcome outcome;
        const auto start = std::chrono::steady_clock::now();
        try {
            auto display = std::make_shared<DisplayVolume>();
            display->volume = growth->grow(seeds, kBackgroundSeed).labels;
            display->source = scan->source;
            display->mapping = scan->mapping;
            outcome.labels = std::move(display);
        } catch (const std::exception& error) {
            outcome.error = QString::fromStdString(error.what());
        }
        outcome.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        return outcome;
    }));
    Q_EMIT stateChanged();
}

void SeedGrowthController::onGrown()
{
    const Outcome outcome = m_watcher.result();
    if (!outcome.error.isEmpty()) {
        Q_EMIT message(outcome.error);
    } else if (m_seeds && m_previewLayer && outcome.labels) {
        m_result = std::shared_ptr<const Volume>(outcome.labels, &outcome.labels->volume);  // shares the preview's voxels
        m_lastSeconds = outcome.seconds;
        const int layer = layerOf(m_previewLayer);
        m_previewLayer = outcome.labels.get();
        m_scene->replaceLabelData(layer, outcome.labels);
        Q_EMIT message(QString());  // what to paint next is no longer the question
        Q_EMIT previewChanged();
    }
    if (m_pending && m_seeds)
        startGrow();
    Q_EMIT stateChanged();
}

void SeedGrowthController::reset()
{
    const DisplayVolume* seeds = m_seedLayer;
    const DisplayVolume* preview = m_previewLayer;
    forgetLayers();
    for (const DisplayVolume* data : {seeds, preview})
        if (const int layer = data ? layerOf(data) : -1; layer >= 0)
            m_scene->removeLabelLayer(layer);
    Q_EMIT stateChanged();
}

void SeedGrowthController::forgetLayers()
{
    m_seedLayer = m_previewLayer = nullptr;
    m_seeds.reset();
    m_result.reset();
    m_pending = m_stroking = false;
    Q_EMIT previewChanged();
}

}  // namespace segstudio::widgets
