#pragma once
// The layers panel: the scan and each label map, every label with its colour,
// name and a visibility box; opacity and outline mode of the selected label
// map. Rebuilt from the SceneModel whenever its layers change; edits go to
// the model. GUI thread only.
#include <QWidget>

class QCheckBox;
class QLabel;
class QSlider;
class QTreeWidget;
class QTreeWidgetItem;

namespace segstudio::widgets {

class SceneModel;

class LayersPanel : public QWidget {
    Q_OBJECT
public:
    explicit LayersPanel(SceneModel* model, QWidget* parent = nullptr);
    void retranslate();

private:
    void rebuild();
    void onItemChanged(QTreeWidgetItem* item, int column);
    void onItemDoubleClicked(QTreeWidgetItem* item, int column);
    int selectedLayer() const;
    void syncControls();

    SceneModel* m_model;
    QTreeWidget* m_tree;
    QLabel* m_opacityLabel;
    QSlider* m_opacity;
    QCheckBox* m_outline;
    bool m_syncing = false;
};

}  // namespace segstudio::widgets
