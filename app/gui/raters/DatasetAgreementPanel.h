#pragma once
// The Raters dock's dataset-wide agreement (issue 72): every case of the
// open dataset that two raters or more labelled, scored as `segstudio-cli
// agree DATASET` scores it (application::agreeOnDataset, on a worker thread
// with progress): per label, the raters' pairwise Dice (mean ± SD, lowest),
// HD95 and surface Dice, and each rater's mean Dice against the consensus;
// then the cases, worst first by their lowest pairwise Dice. Double-clicking
// a case asks for it to be opened (caseRequested). GUI thread only.
#include <QFutureWatcher>
#include <QGroupBox>
#include <QString>

#include <atomic>
#include <functional>
#include <memory>

#include "application/raters/RaterAgreement.h"

class QLabel;
class QProgressBar;
class QPushButton;
class QTableWidget;

namespace segstudio::app {

class DatasetAgreementPanel : public QGroupBox {
    Q_OBJECT
public:
    // `method`: the consensus method chosen in the dock, read when a comparison starts.
    DatasetAgreementPanel(std::function<io::ConsensusMethod()> method, QWidget* parent);
    ~DatasetAgreementPanel() override;
    void retranslate();

    // The open dataset's folder; empty when none. Enabled when it has raters/.
    void setDataset(const QString& root);
    void compare();  // what the button does
    bool running() const { return m_running; }
    QString status() const;
    QTableWidget* labelTable() const { return m_labels; }
    QTableWidget* caseTable() const { return m_cases; }

Q_SIGNALS:
    void finished(bool ok);
    void caseRequested(const QString& caseId);

private:
    struct Outcome {
        std::shared_ptr<application::DatasetAgreement> agreement;
        QString error;
    };
    void show(const Outcome& outcome);

    std::function<io::ConsensusMethod()> m_method;
    QString m_root;
    QPushButton* m_compare = nullptr;
    QProgressBar* m_progress = nullptr;
    QLabel* m_status = nullptr;
    QTableWidget* m_labels = nullptr;
    QTableWidget* m_cases = nullptr;
    QFutureWatcher<Outcome> m_watcher;
    std::atomic<bool> m_closing{false};
    bool m_running = false;
};

}  // namespace segstudio::app
