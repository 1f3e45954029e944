#pragma once
// The PACS dock: the node, chosen among those configured in Preferences
// (PacsNodes.h; "Nodes..." opens that page),
// a study search (patient name or ID, date, modality, accession), the
// studies found, the chosen study's series, "Retrieve Study and Open" (every
// series), "Retrieve and Open" (C-GET into
// the application's data folder, with progress and cancel; the series opens
// only once every instance has arrived) and "Send Label Map as DICOM SEG"
// (the label map being edited, exported on the open series, sent with
// C-STORE to the node chosen and nowhere else). Network calls run on a worker
// thread (application/pacs/PacsExchange.h); the dock stays responsive and
// one operation runs at a time. The node chosen is remembered between sessions.
#include <QObject>
#include <QString>
#include <atomic>
#include <functional>
#include <memory>
#include <optional>

#include "application/pacs/PacsExchange.h"

class QComboBox;
class QDockWidget;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QTableWidget;

namespace segstudio::app {

class MainWindow;

class PacsWorkspace : public QObject {
    Q_OBJECT
public:
    explicit PacsWorkspace(MainWindow* window);
    ~PacsWorkspace() override;

    QDockWidget* dock() const { return m_dock; }
    void retranslate();
    // The node list again from the settings (after Preferences), keeping the
    // chosen node where it is still there.
    void reloadNodes();

    // Programmatic entry points (tests); each starts the operation its button
    // starts and returns false when another one is still running.
    bool findStudies();
    bool retrieveSelectedSeries();
    // Every series listed for the selected study, each into the folder
    // retrieveSelectedSeries would use (those already here are kept), then
    // opens the image series with the most instances; its SEG and RTSTRUCT
    // then open from the local copies with Retrieve and Open.
    bool retrieveSelectedStudy();
    bool sendLabelMap(int layer);
    bool busy() const { return m_busy; }
    QTableWidget* studyTable() const { return m_studies; }
    QTableWidget* seriesTable() const { return m_series; }

Q_SIGNALS:
    void studiesFound(int count);
    void seriesFound(int count);
    void seriesRetrieved(const QString& folder);
    void labelMapSent(int instances);
    void operationFailed(const QString& message);

private:
    // Runs `work` on a worker thread; `done` on the GUI thread with its
    // result, or operationFailed with the error's message.
    bool start(const QString& what, std::function<void()> work, std::function<void()> done);
    void finish();
    // The chosen node (remembered in the settings); nullopt, with the reason
    // shown and operationFailed, when none is configured or it does not parse.
    std::optional<io::pacs::PacsNode> chosenNode();
    QString noNodeText() const;
    void listSeriesOfSelectedStudy();
    // A row of the series table: its UID, modality, instance count and the
    // folder a retrieve puts it in.
    struct ListedSeries {
        QString uid, modality, folder;
        int instances = 0;
    };
    ListedSeries listedSeries(const QString& studyUid, int row) const;
    // The node to retrieve from; nullopt with `notReady` shown when not
    // `ready`, or while busy, or when no node is chosen.
    std::optional<io::pacs::PacsNode> nodeForRetrieve(bool ready, const QString& notReady);
    // start() with the progress bar and Cancel shown; `cancel` is what Cancel sets.
    bool startTransfer(const QString& what, const std::shared_ptr<std::atomic<bool>>& cancel, std::function<void()> work,
                       std::function<void()> done);
    // Shows shown(done) of total(done, remaining) on the progress bar
    // (from any thread) and answers whether to go on.
    io::pacs::TransferObserver progressObserver(const std::shared_ptr<std::atomic<bool>>& cancel,
                                                std::function<int(int done, int remaining)> total,
                                                std::function<int(int done)> shown) const;
    QString storageFolder(const QString& studyUid, const QString& seriesUid, const QString& title) const;
    void showStatus(const QString& text);  // the status line, whole in its tooltip

    MainWindow* m_window;
    QDockWidget* m_dock;
    QComboBox* m_node;
    QPushButton* m_configureNodes;
    QPushButton* m_echo;
    QLineEdit* m_patientName;
    QLineEdit* m_patientId;
    QLineEdit* m_date;
    QLineEdit* m_modality;
    QLineEdit* m_accession;
    QPushButton* m_find;
    QTableWidget* m_studies;
    QTableWidget* m_series;
    QPushButton* m_retrieve;
    QPushButton* m_retrieveStudy;
    QPushButton* m_send;
    QProgressBar* m_progress;
    QPushButton* m_cancel;
    QLabel* m_status;
    QLabel* m_nodeLabel;
    QLabel* m_searchLabel;
    bool m_busy = false;
    std::shared_ptr<std::atomic<bool>> m_cancelRequested;
};

}  // namespace segstudio::app
