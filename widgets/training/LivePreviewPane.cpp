#include "widgets/training/LivePreviewPane.h"

#include <QLabel>
#include <QVBoxLayout>

#include "widgets/views/SliceView.h"

namespace segstudio::widgets {

LivePreviewPane::LivePreviewPane(QWidget* parent) : QWidget(parent)
{
    setObjectName("livePreviewPane");
    m_scene = new SceneModel(this);
    m_view = new SliceView(m_scene, SliceOrientation::Axial, this);
    m_view->setObjectName("livePreviewView");
    m_view->setMinimumSize(220, 220);
    m_caption = new QLabel(this);
    m_caption->setObjectName("livePreviewCaption");
    m_caption->setWordWrap(true);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_caption);
    layout->addWidget(m_view, 1);
    updateCaption();
}

void LivePreviewPane::showCase(const QString& caseId, ImageLayer image, std::shared_ptr<DisplayVolume> reference,
                               const std::map<int, QString>& labelNames)
{
    m_scene->clearLabelLayers();
    m_scene->setImage(std::move(image));
    m_labelNames = labelNames;
    m_predictionLayer = -1;
    m_epoch = -1;
    m_caseId = caseId;
    if (reference) {
        LabelLayer truth;
        truth.name = tr("Reference");
        truth.data = std::move(reference);
        truth.outline = true;
        truth.opacity = 0.9;
        m_scene->addLabelLayer(truth, m_labelNames);
    }
    updateCaption();
}

void LivePreviewPane::showPrediction(std::shared_ptr<const DisplayVolume> predicted, int epoch)
{
    m_epoch = epoch;
    if (m_predictionLayer >= 0) {
        m_scene->replaceLabelData(m_predictionLayer, std::move(predicted));
    } else {
        LabelLayer prediction;
        prediction.name = tr("Model");
        prediction.opacity = 0.45;
        prediction.data = std::move(predicted);
        m_predictionLayer = m_scene->addLabelLayer(prediction, m_labelNames);
    }
    updateCaption();
}

void LivePreviewPane::clear()
{
    m_scene->clearLabelLayers();
    m_caseId.clear();
    m_predictionLayer = -1;
    m_epoch = -1;
    updateCaption();
}

void LivePreviewPane::retranslate() { updateCaption(); }

void LivePreviewPane::updateCaption()
{
    if (m_caseId.isEmpty()) {
        m_caption->setText(tr("Live preview: the model on a validation case appears here after the first validation."));
        return;
    }
    const QString what = tr("Live preview of %1 (preprocessed): reference outlined, model filled").arg(m_caseId);
    m_caption->setText(m_epoch >= 0 ? tr("%1, after epoch %2").arg(what).arg(m_epoch + 1) : what);
}

}  // namespace segstudio::widgets
