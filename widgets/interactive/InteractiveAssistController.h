#pragma once
// AI assist in the workbench (application/interactive/): while the label
// editor's AI assist tool is active, clicks (positive, or negative with the
// right button or Shift) and drags in any slice view become prompts for an
// interactive model -- a drag draws a box, a scribble or a lasso, as the
// panel chooses (StrokePrompts.h: what the model makes of strokes); each
// new prompt asks the model on a worker
// thread and the answer shows at once in a draft preview layer in the
// active label's colour (LabelLayer::draft: never saved or reviewed). A
// prompt given while a request runs cancels it and is answered right after,
// so the preview always ends up answering the newest prompts. The label
// editor accepts the preview into its target map (paintLabels: one undo
// step under the paint rules); reset() forgets prompts and preview. The
// session (the scan preprocessed for the model) is built on the first
// request and kept until the scan or the model changes. GUI thread only.
#include <QFutureWatcher>
#include <QObject>
#include <QString>

#include <atomic>
#include <map>
#include <memory>
#include <optional>

#include "widgets/views/SceneModel.h"
#include "engine/interactive/Prompts.h"

namespace segstudio::application {
class InteractiveSession;
}

namespace segstudio::widgets {

// What a drag with the left button draws (a drag with the right button or
// Shift is always a negative scribble, except in Box, where it is a click).
enum class AssistStroke { Box, Scribble, Lasso };

class InteractiveAssistController : public QObject {
    Q_OBJECT
public:
    explicit InteractiveAssistController(SceneModel* scene, QObject* parent = nullptr);
    ~InteractiveAssistController() override;  // waits for a running request

    // An interactive model package or run folder. Returns false (and says
    // why via message) when it is not one; the previous model stays.
    bool setModel(const QString& path);
    // A run chosen elsewhere (the Runs list): taken when it holds an
    // interactive model, quietly ignored otherwise (whole-scan models,
    // runs still training). Returns whether it was taken.
    bool offerModel(const QString& path);
    bool hasModel() const { return !m_modelPath.isEmpty(); }
    QString modelPath() const { return m_modelPath; }
    QString modelName() const { return m_modelName; }

    // Prompts on display voxels for `label` (styles: the target map's, for
    // the preview). A click or box for another label starts a new object.
    void addClick(const VoxelIndex& voxel, bool positive, int label, const std::map<int, LabelStyle>& styles);
    void setBox(const VoxelIndex& corner, const VoxelIndex& oppositeCorner, int label,
                const std::map<int, LabelStyle>& styles);
    // Several clicks (a scribble, a lasso's) as one request; `box`, if
    // given, replaces the box (display voxels). False when nothing was
    // asked (no model, no image, a label beyond 255: message says why).
    bool addPrompts(const std::vector<engine::PromptClick>& displayClicks,
                    const std::optional<std::pair<VoxelIndex, VoxelIndex>>& box, int label,
                    const std::map<int, LabelStyle>& styles);

    void setStroke(AssistStroke stroke) { m_stroke = stroke; }
    AssistStroke stroke() const { return m_stroke; }

    // A gesture in a slice view perpendicular to `sliceAxis` (display
    // axes): press and release on nearly the same voxel is a click. A drag:
    //  - Box: a box over the dragged rectangle, spanning across slices as
    //    many mm as its mean side (an object is about as deep as it is wide;
    //    on a 2D image, the slice); negative: a click where it ends;
    //  - Scribble: clicks along the path, positive or negative;
    //  - Lasso: the path closed; the box of its rectangle (across slices as
    //    a dragged box) and a click deep inside it; negative: a scribble.
    void beginGesture(int sliceAxis, const VoxelIndex& voxel, bool positive);
    void moveGesture(const VoxelIndex& voxel);
    void endGesture(int label, const std::map<int, LabelStyle>& styles);
    // The rectangle being dragged (display voxels, in the slice), if any.
    std::optional<std::pair<VoxelIndex, VoxelIndex>> gestureBox() const;
    // The scribble or lasso being drawn (display voxels, in the slice).
    std::vector<VoxelIndex> gesturePath() const;
    bool gesturePositive() const { return m_gesture && m_gesture->positive; }
    bool gestureIsLasso() const { return gesturePositive() && m_stroke == AssistStroke::Lasso; }
    // Lassos given so far, closed outlines on their slices (display voxels).
    const std::vector<std::vector<VoxelIndex>>& displayLassos() const { return m_lassos; }

    bool hasPrompts() const { return !m_prompts.empty(); }
    // The prompts given so far on display voxels, for the views to mark:
    // each click (positive or not) and the box, if any.
    std::vector<std::pair<VoxelIndex, bool>> displayClicks() const;
    std::optional<std::pair<VoxelIndex, VoxelIndex>> displayBox() const;
    bool running() const { return m_watcher.isRunning(); }
    // The newest answer (display order, on the scan's grid): the label where
    // the object is, 0 elsewhere -- what Accept writes. nullptr before the
    // first answer and after reset().
    const std::shared_ptr<const Volume>& result() const { return m_result; }
    double lastMilliseconds() const { return m_lastMilliseconds; }
    void reset();

Q_SIGNALS:
    void previewChanged();
    void stateChanged();  // prompts, model or running changed
    void message(const QString& text);

private:
    struct Outcome {
        std::shared_ptr<const DisplayVolume> labels;
        std::shared_ptr<application::InteractiveSession> session;
        double milliseconds = 0;
        bool cancelled = false;
        QString error;
    };
    bool prepare(int label, const std::map<int, LabelStyle>& styles);
    void startRequest();
    void onAnswered();
    int layerOf(const DisplayVolume* data) const;
    void forgetPreview();

    SceneModel* m_scene;
    QString m_modelPath, m_modelName;
    std::shared_ptr<application::InteractiveSession> m_session;  // on m_sessionImage with m_modelPath
    std::shared_ptr<const DisplayVolume> m_sessionImage;
    engine::PromptSet m_prompts;  // in the scan's stored voxel indices
    int m_label = 0;
    bool m_newObject = true;  // the next request forgets the session's previous answer
    std::map<int, LabelStyle> m_styles;
    const DisplayVolume* m_previewLayer = nullptr;
    QFutureWatcher<Outcome> m_watcher;
    std::shared_ptr<std::atomic<bool>> m_cancel;  // of the running request
    bool m_pending = false;
    struct Gesture {
        int sliceAxis = 2;
        std::vector<VoxelIndex> path;  // every voxel moved over: front() where it began, back() where it is
        bool positive = true;
    };
    std::optional<Gesture> m_gesture;
    AssistStroke m_stroke = AssistStroke::Box;
    std::vector<std::vector<VoxelIndex>> m_lassos;  // display voxels, for the views
    std::shared_ptr<const Volume> m_result;
    double m_lastMilliseconds = 0;
};

}  // namespace segstudio::widgets
