#pragma once
// The training panel: every setting of engine::TrainingForm with inline
// validation (a problem shows next to its field and disables Start),
// presets, "Plan" (fills the automatic values from the dataset's
// fingerprint), load/save as JSON, and the run controls: Start, Pause,
// Resume, Stop. The panel mirrors the form; it never holds state of its own.
#include <QWidget>

#include <map>
#include <string>
#include <vector>

#include "engine/config/TrainingForm.h"

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QToolButton;

namespace segstudio::widgets {

class TrainingPanel : public QWidget {
    Q_OBJECT
public:
    explicit TrainingPanel(QWidget* parent = nullptr);

    engine::TrainingForm& form() { return m_form; }
    // Shows the form's values and problems in the widgets.
    void refreshFromForm();
    // Running state from the controller: enables Pause/Resume/Stop.
    void setRunState(bool active, bool paused);
    QString runsFolder() const;
    void setRunsFolder(const QString& folder);
    bool livePreview() const;
    void retranslate();
    // After Plan: the planner's reasons (PlanExplanation::lines) join the
    // fields' tooltips; a budget "auto" chose is stated under the field.
    void setPlanNotes(const std::vector<std::string>& lines, double autoBudgetMinutes);
    // A run started with "auto" reports the budget it got (EpochStats).
    void showRunBudget(double budgetSeconds);
    QString budgetNote() const;  // the text under the time budget field

Q_SIGNALS:
    void startRequested();
    void pauseRequested();
    void resumeRequested();
    void stopRequested();
    void planRequested();

private:
    enum class BudgetMode { Auto, None, Minutes };
    void build();
    QString fieldToolTip(const std::string& key) const;
    QString budgetNoteText(BudgetMode mode) const;
    // A spin box over the range of `key` in the training field table (TrainingFields.h).
    QSpinBox* spinFor(const char* key, const char* objectName);
    // Red border and the problem as tooltip when the form reports one for
    // `problemKey` (default: `key`), else the field's tooltip.
    void markField(QWidget* field, const std::string& key, const std::string& problemKey = {});

    engine::TrainingForm m_form;
    bool m_refreshing = false;
    QLineEdit* m_dataset = nullptr;
    QToolButton* m_browse = nullptr;
    QLineEdit* m_runs = nullptr;
    QSpinBox* m_fold = nullptr;
    QComboBox* m_dimensions = nullptr;
    QSpinBox* m_stages = nullptr;
    QSpinBox* m_features = nullptr;
    std::array<QSpinBox*, 3> m_patch{};
    QSpinBox* m_batch = nullptr;
    QSpinBox* m_epochs = nullptr;
    QComboBox* m_budgetMode = nullptr;
    QDoubleSpinBox* m_minutes = nullptr;
    QLabel* m_budgetNote = nullptr;
    QString m_budgetChoice;                       // what auto chose, once known
    std::map<std::string, QString> m_planNotes;   // field key -> the planner's reasons
    QComboBox* m_optimizer = nullptr;
    QComboBox* m_planner = nullptr;
    QDoubleSpinBox* m_gpuMemory = nullptr;
    QDoubleSpinBox* m_learningRate = nullptr;
    QComboBox* m_precision = nullptr;
    QCheckBox* m_channelsLast = nullptr;
    QCheckBox* m_cudaGraphs = nullptr;
    QCheckBox* m_interactive = nullptr;
    std::map<std::string, QCheckBox*> m_augmentation;
    QSpinBox* m_validation = nullptr;
    QComboBox* m_device = nullptr;
    QCheckBox* m_preview = nullptr;
    QLabel* m_problems = nullptr;
    QPushButton* m_quickLook = nullptr;
    QPushButton* m_fullQuality = nullptr;
    QPushButton* m_plan = nullptr;
    QPushButton* m_load = nullptr;
    QPushButton* m_save = nullptr;
    QPushButton* m_start = nullptr;
    QPushButton* m_pause = nullptr;
    QPushButton* m_stop = nullptr;
    QFormLayout* m_formLayout = nullptr;
    bool m_active = false;
    bool m_paused = false;
};

}  // namespace segstudio::widgets
