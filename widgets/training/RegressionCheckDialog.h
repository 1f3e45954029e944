#pragma once
// The regression check of "Retrain with corrections", for the user to
// decide: the previous and the retrained model's Dice per class on the same
// validation cases, side by side, and the verdict. A worse retrained model
// is flagged and "Keep the previous model" is the default; the user may
// still insist. An imported model fine-tuned on the user's data
// (Origin::FineTunedImport) is named as such: the imported and the
// fine-tuned model. GUI thread only.
#include <QDialog>

#include "engine/evaluate/ModelComparison.h"

class QLabel;
class QPushButton;
class QTableWidget;

namespace segstudio::widgets {

class RegressionCheckDialog : public QDialog {
    Q_OBJECT
public:
    enum class Origin { Retrained, FineTunedImport };
    RegressionCheckDialog(const engine::ModelComparison& comparison, Origin origin = Origin::Retrained,
                          QWidget* parent = nullptr);

    // After the dialog closed: whether the retrained model is to become the active one.
    bool useCandidate() const { return m_useCandidate; }
    QPushButton* keepButton() const { return m_keep; }
    QPushButton* useButton() const { return m_use; }
    QTableWidget* table() const { return m_table; }
    QLabel* verdict() const { return m_verdict; }

private:
    bool m_useCandidate = false;
    QLabel* m_verdict;
    QTableWidget* m_table;
    QPushButton* m_keep;
    QPushButton* m_use;
};

}  // namespace segstudio::widgets
