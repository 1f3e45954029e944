#pragma once
// The live preview of a training run: the validation case the engine last
// predicted (its preprocessed image), the reference as an outline and the
// model's labels filled, in an axial view with a scene of its own. It never
// touches the scans and label maps the user has open in the main views, so
// a user can keep editing while a run trains. GUI thread only.
#include <QString>
#include <QWidget>

#include <map>
#include <memory>

#include "widgets/views/SceneModel.h"

class QLabel;

namespace segstudio::widgets {

class SliceView;

class LivePreviewPane : public QWidget {
    Q_OBJECT
public:
    explicit LivePreviewPane(QWidget* parent = nullptr);

    // A new case: `image` with `reference` (null: the case has none) as an
    // outline; the previous case's layers go.
    void showCase(const QString& caseId, ImageLayer image, std::shared_ptr<DisplayVolume> reference,
                  const std::map<int, QString>& labelNames);
    // The model's labels on the case shown (on its grid): the first call
    // adds the layer, later ones replace its voxels. `epoch` is for the caption.
    void showPrediction(std::shared_ptr<const DisplayVolume> predicted, int epoch);
    // Empty again (a new run): the next validation shows its case afresh.
    void clear();
    QString caseId() const { return m_caseId; }
    const SceneModel& scene() const { return *m_scene; }
    void retranslate();

private:
    void updateCaption();

    SceneModel* m_scene;
    SliceView* m_view;
    QLabel* m_caption;
    QString m_caseId;
    std::map<int, QString> m_labelNames;
    int m_predictionLayer = -1;
    int m_epoch = -1;
};

}  // namespace segstudio::widgets
