#pragma once
// The Raters dock's assignments (issue 72): which rater labels which case of
// the open dataset and who has finished which, as `segstudio-cli assign`
// keeps them in raters/assignments.json (application/raters/
// RaterAssignments.h). A rater types their name, sees their cases (or every
// case), opens one by double-clicking it, labels it in the Label editor's
// target layer, and saves that map as theirs (raters/<name>/labelsTr/),
// which records the case as finished by them. A coordinator shares the
// cases among raters with Assign. Files are read and written on a worker
// thread. Owned by AdjudicationWorkspace; GUI thread only.
#include <QFutureWatcher>
#include <QGroupBox>
#include <QString>

#include <memory>

class QCheckBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace segstudio::app {

class MainWindow;

class RaterAssignmentsPanel : public QGroupBox {
    Q_OBJECT
public:
    RaterAssignmentsPanel(MainWindow* window, QWidget* parent);
    ~RaterAssignmentsPanel() override;
    void retranslate();

    // The open dataset's folder (empty: none) and the case open in the
    // window with its first image file (empty: none of the dataset's).
    void setDataset(const QString& root);
    void setCase(const QString& caseId, const QString& imageFile);

    // What the buttons do (tests call them too); each ends with finished().
    void assign();               // the raters and per-case count typed in the panel
    void saveMyMapAndFinish();   // the Label editor's target layer as the rater's map of the open case
    void reload();               // re-reads raters/assignments.json
    bool busy() const { return m_busy; }
    QString status() const;
    QTableWidget* table() const { return m_table; }
    QLineEdit* raterName() const { return m_rater; }
    QLineEdit* ratersToAssign() const { return m_assignRaters; }
    QSpinBox* perCase() const { return m_perCase; }

Q_SIGNALS:
    void finished(bool ok);
    void caseRequested(const QString& caseId);

private:
    struct Outcome;
    void run(const QString& working, std::function<Outcome()> job);
    void show(const Outcome& outcome);
    void fillTable();
    void updateEnabled();

    MainWindow* m_window;
    QString m_root;
    QString m_caseId;
    QString m_caseImage;
    int m_savingLayer = -1;           // the layer being saved
    bool m_editedWhileSaving = false;  // then it stays marked modified
    QLineEdit* m_rater = nullptr;
    QCheckBox* m_mineOnly = nullptr;
    QTableWidget* m_table = nullptr;
    QLabel* m_progress = nullptr;
    QLabel* m_assignLabel = nullptr;
    QLineEdit* m_assignRaters = nullptr;
    QSpinBox* m_perCase = nullptr;
    QPushButton* m_assign = nullptr;
    QPushButton* m_saveFinish = nullptr;
    QLabel* m_status = nullptr;
    QFutureWatcher<std::shared_ptr<Outcome>> m_watcher;
    std::shared_ptr<Outcome> m_shown;  // the assignments in the table
    bool m_busy = false;
};

}  // namespace segstudio::app
