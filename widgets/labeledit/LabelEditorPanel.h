#pragma once
// The label editor's tool panel: the label map to edit (or a new one), the
// tool, brush size (mm) and shape, the active label (or a new one), the
// "paint over" rule and locked labels, the intensity window for flood fill
// and threshold paint, Grow from seeds (background seeds, whole image,
// Accept, Reset), segment operations on the active label
// (SegmentOperationsBox), fill between slices, undo/redo, and the active
// label's volume in mL. A thin view of LabelEditController: it refreshes
// from the controller's signals and calls its setters. GUI thread only.
#include <QWidget>

class QButtonGroup;
class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QGroupBox;
class QLabel;
class QListWidget;
class QPushButton;
class QToolButton;

namespace segstudio::widgets {

class LabelEditController;
class SegmentOperationsBox;

class LabelEditorPanel : public QWidget {
    Q_OBJECT
public:
    explicit LabelEditorPanel(LabelEditController* editor, QWidget* parent = nullptr);
    void retranslate();
    void refresh();  // every control from the controller and the scene

    // A run selected in the Runs list becomes AI assist's model (and is
    // remembered) when it is an interactive one.
    void offerAssistModel(const QString& runFolder);

private:
    void refreshHistory();  // undo/redo buttons and the volume line
    void refreshGrowth();   // the Grow from seeds group
    void refreshAssist();   // the AI assist group
    void chooseAssistModel();
    void chooseNewLabel();
    void onPaintOverChosen(int index);

    LabelEditController* m_editor;
    bool m_refreshing = false;
    QLabel* m_layerLabel;
    QComboBox* m_layerBox;
    QPushButton* m_newMap;
    QButtonGroup* m_tools;
    QLabel* m_sizeLabel;
    QDoubleSpinBox* m_brushSize;
    QCheckBox* m_ball;
    QLabel* m_activeLabelLabel;
    QComboBox* m_labelBox;
    QToolButton* m_newLabel;
    QLabel* m_paintOverLabel;
    QComboBox* m_paintOver;
    QLabel* m_locksLabel;
    QListWidget* m_locks;
    QGroupBox* m_fillGroup;
    QDoubleSpinBox* m_low;
    QDoubleSpinBox* m_high;
    QComboBox* m_extent;
    QGroupBox* m_growGroup;
    QCheckBox* m_backgroundSeeds;
    QCheckBox* m_wholeImage;
    QPushButton* m_acceptGrowth;
    QPushButton* m_resetGrowth;
    QLabel* m_growStatus;
    QGroupBox* m_assistGroup;
    QLabel* m_assistModel;
    QPushButton* m_chooseAssistModel;
    QLabel* m_assistStrokeLabel;
    QButtonGroup* m_assistStrokes;  // ids: AssistStroke
    QPushButton* m_acceptAssist;
    QPushButton* m_resetAssist;
    QLabel* m_assistStatus;
    SegmentOperationsBox* m_operations;
    QComboBox* m_interpolationAxis;
    QPushButton* m_interpolate;
    QPushButton* m_undo;
    QPushButton* m_redo;
    QLabel* m_volume;
    QLabel* m_message;
};

}  // namespace segstudio::widgets
