#pragma once
// "Which scan should I label next?": the worklist dock. For a folder of
// unlabelled scans (imagesTs, or any folder) and the active model, "Rank by
// uncertainty" segments every scan with an uncertainty map on a worker
// thread (application::buildWorklist, the code `predict --uncertainty`
// runs) and lists the scans, most uncertain first. "Next case" (or
// activating a row) asks for a case to be opened with its prediction and
// uncertainty (caseRequested) and marks it reviewed in worklist.json, so the
// list survives a restart. Predictions go to
// <model>/worklists/<folder name>/. GUI thread API.
#include <QFutureWatcher>
#include <QString>
#include <QStringList>
#include <QThreadPool>
#include <QWidget>

#include <atomic>
#include <memory>

#include "application/worklist/UncertaintyWorklist.h"

class QCheckBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QStandardItemModel;
class QTableView;

namespace segstudio::widgets {

// A worklist case to open: the scan's channel files, its prediction and uncertainty map.
struct WorklistCase {
    QString caseId;
    QStringList imageFiles;
    QString prediction, uncertainty;
};

class WorklistPanel : public QWidget {
    Q_OBJECT
public:
    explicit WorklistPanel(QWidget* parent = nullptr);
    ~WorklistPanel() override;
    void retranslate();

    enum Column { RankColumn, CaseColumn, UncertaintyColumn, VolumeColumn, ReviewedColumn, ColumnCount };
    QTableView* table() const { return m_table; }
    bool busy() const { return m_watcher.isRunning(); }
    const application::Worklist& worklist() const { return m_worklist; }

    // The model that ranks (a run or package folder; empty: none yet). A
    // worklist already ranked by it for the folder is shown.
    void setModel(const QString& modelFolder);
    void setScanFolder(const QString& folder);
    QString scanFolder() const;
    // Where the worklist of the current model and folder is kept.
    QString outputFolder() const;

    void rank();          // starts ranking (returns at once)
    void cancel();
    void openNextCase();  // the first case not reviewed yet
    void openCase(int entry);

Q_SIGNALS:
    void caseRequested(const segstudio::widgets::WorklistCase& worklistCase);
    void ranked();  // the table shows a new ranking
    void errorOccurred(const QString& title, const QString& message);

private:
    struct Result {
        application::Worklist worklist;
        bool cancelled = false;
        QString error;
    };
    void loadExisting();
    void showWorklist();
    void onRanked();
    void updateButtons();

    QString m_modelFolder;
    application::Worklist m_worklist;
    QLabel* m_title;
    QLabel* m_folderLabel;
    QLineEdit* m_folder;
    QLabel* m_model;
    QCheckBox* m_mirroring;  // disagreement of mirrored predictions instead of the entropy
    QPushButton* m_rank;
    QPushButton* m_cancel;
    QPushButton* m_next;
    QProgressBar* m_progress;
    QLabel* m_status;
    QTableView* m_table;
    QStandardItemModel* m_items;
    // One thread that ends with each job (see SegmentationController.h: a
    // leftover OpenMP team slows a later training run).
    QThreadPool m_pool;
    QFutureWatcher<Result> m_watcher;
    std::shared_ptr<std::atomic<bool>> m_cancelFlag;
};

}  // namespace segstudio::widgets

Q_DECLARE_METATYPE(segstudio::widgets::WorklistCase)
