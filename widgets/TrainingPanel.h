#pragma once
// The training panel: every setting of engine::TrainingForm with inline
// validation (a problem shows next to its field and disables Start),
// presets, "Plan" (fills the automatic values from the dataset's
// fingerprint), load/save as JSON, and the run controls: Start, Pause,
// Resume, Stop. The panel mirrors the form; it never holds state of its own.
#include <QWidget>

#include <map>

#include "engine/config/TrainingForm.h"

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

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

Q_SIGNALS:
    void startRequested();
    void pauseRequested();
    void resumeRequested();
    void stopRequested();
    void planRequested();

private:
    void build();
    QSpinBox* spin(int minimum, int maximum, const char* objectName);
    void markField(QWidget* field, const std::string& key);

    engine::TrainingForm m_form;
    bool m_refreshing = false;
    QLineEdit* m_dataset = nullptr;
    QPushButton* m_browse = nullptr;
    QLineEdit* m_runs = nullptr;
    QSpinBox* m_fold = nullptr;
    QComboBox* m_dimensions = nullptr;
    QSpinBox* m_stages = nullptr;
    QSpinBox* m_features = nullptr;
    std::array<QSpinBox*, 3> m_patch{};
    QSpinBox* m_batch = nullptr;
    QSpinBox* m_epochs = nullptr;
    QDoubleSpinBox* m_minutes = nullptr;
    QComboBox* m_optimizer = nullptr;
    QDoubleSpinBox* m_learningRate = nullptr;
    QComboBox* m_precision = nullptr;
    QCheckBox* m_channelsLast = nullptr;
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
