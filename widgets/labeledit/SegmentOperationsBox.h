#pragma once
// The Label editor's "Segment operations" group: one of the cleaning steps
// of edit/SegmentOperations.h (islands, margin, hollow, smoothing, logical
// operators, invert) on the active label of the edited map, with its
// length in mm, smallest island in mm³, shell side or operand label, as one
// undoable edit through LabelEditController::applyOperation. Only the
// fields the chosen operation reads are enabled. GUI thread only.
#include <QGroupBox>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QPushButton;

namespace segstudio::widgets {

class LabelEditController;

class SegmentOperationsBox : public QGroupBox {
    Q_OBJECT
public:
    explicit SegmentOperationsBox(LabelEditController* editor, QWidget* parent = nullptr);
    void retranslate();
    // The operand list from the target map's labels; what is enabled.
    void refresh();

private:
    void apply();
    void enableFields();

    LabelEditController* m_editor;
    QLabel* m_operationLabel;
    QComboBox* m_operation;  // data: edit::SegmentOperationKind
    QLabel* m_lengthLabel;
    QDoubleSpinBox* m_length;
    QLabel* m_minimumLabel;
    QDoubleSpinBox* m_minimum;
    QLabel* m_sideLabel;
    QComboBox* m_side;  // data: edit::ShellSide
    QLabel* m_operandLabel;
    QComboBox* m_operand;  // data: label value
    QPushButton* m_apply;
};

}  // namespace segstudio::widgets
