#pragma once
// Grow from seeds in the workbench (edit/GrowFromSeeds.h). While the label
// editor's Grow tool is active its brush strokes paint seeds (the active
// label, or background) into a draft seed layer; after each stroke the seeds
// grow over the scan on a worker thread and the result shows in a draft
// preview layer (LabelLayer::draft: shown, never saved or reviewed). A stroke
// made while a grow runs is grown right after it, so the preview always ends
// up showing the newest seeds. The label editor accepts the result into its
// target map (LabelEditModel::paintLabels); reset() removes seeds and
// preview. GUI thread only.
#include <QFutureWatcher>
#include <QObject>

#include <map>
#include <memory>

#include "widgets/views/SceneModel.h"
#include "edit/GrowFromSeeds.h"

namespace segstudio::widgets {

class SeedGrowthController : public QObject {
    Q_OBJECT
public:
    static constexpr int kBackgroundSeed = 255;  // seeds are uint8: labels 1..254

    explicit SeedGrowthController(SceneModel* scene, QObject* parent = nullptr);
    ~SeedGrowthController() override;  // waits for a running grow

    // Strokes paint background seeds instead of the active label.
    bool backgroundSeeds() const { return m_background; }
    void setBackgroundSeeds(bool background);
    // Grow over the whole scan instead of a box around the seeds; regrows.
    bool wholeImage() const { return m_options.wholeImage; }
    void setWholeImage(bool whole);

    // A seed stroke of `label` (or background) with `styles` naming the
    // target map's labels for the preview. Returns false (and says why via
    // message) when no stroke could start.
    bool beginStroke(const edit::BrushShape& brush, const VoxelIndex& voxel, int label, const std::map<int, LabelStyle>& styles);
    void strokeTo(const VoxelIndex& voxel);
    void endStroke();  // grows (or queues a grow) from the seeds so far

    bool hasSeeds() const { return m_seeds != nullptr; }
    bool running() const { return m_watcher.isRunning(); }
    // The newest grown labels (display order, on the scan's grid): what
    // Accept writes. nullptr before the first result or after reset().
    const std::shared_ptr<const Volume>& result() const { return m_result; }
    double lastGrowSeconds() const { return m_lastSeconds; }
    void reset();

Q_SIGNALS:
    void previewChanged();  // a new result is in the preview layer
    void stateChanged();    // seeds appeared or went, a grow started or ended
    void message(const QString& text);

private:
    struct Outcome {
        std::shared_ptr<const DisplayVolume> labels;  // built on the worker: the preview layer's data
        double seconds = 0;
        QString error;
    };
    int layerOf(const DisplayVolume* data) const;
    void ensureLayers(const std::map<int, LabelStyle>& styles);
    void startGrow();
    void onGrown();
    void forgetLayers();  // the scene dropped them (a new scan)

    SceneModel* m_scene;
    edit::GrowOptions m_options;
    bool m_background = false;
    const DisplayVolume* m_seedLayer = nullptr;
    const DisplayVolume* m_previewLayer = nullptr;
    std::unique_ptr<edit::LabelEditModel> m_seeds;  // paints the seed layer's voxels
    std::shared_ptr<edit::SeedGrowth> m_growth;      // one grow at a time uses it
    std::shared_ptr<const DisplayVolume> m_growthImage;  // the scan m_growth grows over
    QFutureWatcher<Outcome> m_watcher;
    bool m_pending = false;  // seeds changed while a grow ran
    bool m_stroking = false;
    std::shared_ptr<const Volume> m_result;
    double m_lastSeconds = 0;
};

}  // namespace segstudio::widgets
