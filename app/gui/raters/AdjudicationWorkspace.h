#pragma once
// The "Raters" dock: for a case opened from a dataset with raters
// (raters/<name>/labelsTr/, RaterLayers.h), the raters' agreement per label
// (pairwise and against their consensus, application/raters/RaterAgreement.h)
// and adjudication (application/raters/Adjudication.h): show where the
// raters disagree about a label, take one rater's version or the
// consensus's into an editable "adjudicated" layer (the reference with that
// label replaced), edit it with the Label editor, save it as the dataset's
// reference with who decided. Below, the agreement over every case of the
// open dataset (DatasetAgreementPanel), and which rater labels which case
// (RaterAssignmentsPanel). Owned by MainWindow; GUI thread
// only; the agreement is computed on a worker thread.
#include <QFutureWatcher>
#include <QObject>
#include <QString>

#include <string>
#include <vector>

#include "application/raters/Adjudication.h"
#include "common/image/Volume.h"

class QComboBox;
class QDockWidget;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableWidget;

namespace segstudio::app {

class DatasetAgreementPanel;
class RaterAssignmentsPanel;
class MainWindow;

// The case whose raters the dock shows.
struct RatedCase {
    std::string datasetRoot;  // empty for raters' DICOM SEGs of an open series: nothing to save the reference into
    std::string caseId;
    std::vector<std::string> imageFiles;
    std::string referenceFile;  // labelsTr/ map; empty when there is none yet
    std::vector<std::pair<std::string, std::string>> raterFiles;  // (rater, file)
};

class AdjudicationWorkspace : public QObject {
    Q_OBJECT
public:
    explicit AdjudicationWorkspace(MainWindow* window);
    ~AdjudicationWorkspace() override;

    QDockWidget* dock() const { return m_dock; }
    void retranslate();
    // The open dataset's folder, for the agreement over all its cases.
    void setDataset(const QString& root);
    DatasetAgreementPanel* datasetAgreement() const { return m_datasetAgreement; }
    RaterAssignmentsPanel* assignments() const { return m_assignments; }
    // A case opened from the Dataset dock; no raters: the dock says so.
    void setCase(const RatedCase& ratedCase);

    // What the buttons do (tests call them too).
    void compareRaters();        // fills the table and the consensus, on a worker thread
    bool comparing() const { return m_comparing; }
    // A draft layer of the voxels some raters gave the label and others did
    // not, found on a worker thread; disagreementShown() when it is added.
    void showDisagreement();
    void takeVersion();          // the chosen version of the label into the adjudicated layer
    // Starts writing the adjudicated layer as the reference on a worker
    // thread; referenceSaved() says how it ended. False (with the reason in
    // the status line) when nothing was started.
    bool saveReference();
    QString status() const;

Q_SIGNALS:
    void agreementShown();
    void disagreementShown();
    void referenceSaved(bool ok);

private:
    struct Agreement;
    // The open rater layers' voxels (display order), in the case's rater
    // order; empty when any is not open yet.
    std::vector<Volume> raterVolumes() const;
    int layerOfPath(const std::string& path) const;
    int adjudicatedLayer() const;
    void showAgreement();
    void addDisagreementLayer();  // the disagreement found, as a draft layer of the case still open
    void setStatus(const QString& text);
    void showSaved();  // a save's outcome, on the GUI thread
    struct SaveOutcome {
        application::SavedAdjudication saved;
        QString error;
    };

    MainWindow* m_window;
    QDockWidget* m_dock = nullptr;
    QLabel* m_caseLabel = nullptr;
    QComboBox* m_method = nullptr;
    QPushButton* m_compare = nullptr;
    QTableWidget* m_table = nullptr;
    QComboBox* m_label = nullptr;
    QPushButton* m_disagreement = nullptr;
    QComboBox* m_source = nullptr;
    QPushButton* m_take = nullptr;
    QLineEdit* m_adjudicator = nullptr;
    QPushButton* m_save = nullptr;
    QLabel* m_status = nullptr;
    DatasetAgreementPanel* m_datasetAgreement = nullptr;
    RaterAssignmentsPanel* m_assignments = nullptr;
    RatedCase m_case;
    QFutureWatcher<std::shared_ptr<Agreement>> m_watcher;
    std::shared_ptr<Agreement> m_agreement;  // the last comparison: table rows and the consensus
    bool m_comparing = false;
    QFutureWatcher<Volume> m_disagreementWatcher;
    std::pair<std::string, int> m_disagreementOf;  // the case and label it is found for
    QString m_takenSource;  // the version last taken into the adjudicated layer
    QFutureWatcher<SaveOutcome> m_saveWatcher;
    bool m_saving = false;
    int m_savingLayer = -1;
    bool m_editedWhileSaving = false;  // then the layer stays marked modified
};

}  // namespace segstudio::app
