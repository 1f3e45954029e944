#pragma once
// File > Export Surfaces…: a label layer as surface meshes for 3D printing
// and planning (application/finishing/SurfaceExport.h, the same use case as
// `segstudio-cli mesh`). The form chooses the labels, the format (STL, OBJ,
// PLY, VTP), one file per label in a folder or every label in one file,
// windowed-sinc smoothing (pass band, iterations), decimation, the largest
// component only, and the coordinates (LPS or RAS). Export runs on a worker
// thread with a progress bar; the window keeps answering, and the report
// (triangles, area, enclosed volume, closed or not) fills the table.
// "Preview in 3D View" makes the same surfaces without writing them and
// hands them over with previewReady, for the 3D view to show in place of
// its own until the dialog closes. The layer is copied when the dialog
// opens, so later edits do not change an export under way: a layer held
// whole as a Volume, a layer held block by block at full resolution as a
// file (exportFromSnapshot). GUI thread only.
#include <QDialog>
#include <QFutureWatcher>
#include <QString>

#include <atomic>
#include <map>
#include <memory>
#include <string>

#include "application/finishing/SurfaceExport.h"

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTableWidget;
class QTemporaryDir;

namespace segstudio::app {

class SurfaceExportDialog : public QDialog {
    Q_OBJECT
public:
    // `labels`: the layer in stored order; `names`: every label it holds
    // (0 excluded) with its name, empty when it has none.
    SurfaceExportDialog(Volume labels, std::map<int64_t, std::string> names, const QString& layerName,
                        const QString& suggestedOutput, QWidget* parent);
    ~SurfaceExportDialog() override;

    // For a layer held block by block at full resolution (a pyramid scan's):
    // Export reads the layer from `file`, its copy written into `folder`
    // when the dialog opened, streamed in slabs when large; `folder` is
    // removed with the dialog. The Volume given to the constructor is the
    // layer's overview, which the preview shows, saying so.
    void exportFromSnapshot(std::unique_ptr<QTemporaryDir> folder, const QString& file);
    // The export the form describes (what "Export" runs).
    application::SurfaceExportRequest request() const;
    void setOutput(const QString& path);
    // Starts the export on a worker thread; finished(ok) follows.
    void startExport();
    bool running() const;  // from startExport until finished(ok)
    // The last export's outcome: the files written, or the error.
    QString outcome() const;
    // Makes the chosen labels' surfaces with the form's settings on a worker
    // thread, then previewReady (or the reason in the status line).
    void startPreview();
    bool previewing() const { return m_previewing; }
    QString status() const;

Q_SIGNALS:
    void finished(bool ok);
    // Meshes in LPS mm of the layer in display order (widgets::toDisplayOrder),
    // the 3D view's frame: VolumeView::showSurfacePreview takes them as they are.
    void previewReady(const std::map<int64_t, TriangleMesh>& meshes);

private:
    struct Result {
        application::SurfaceExportReport report;
        QString error;
    };
    void chooseOutput();
    void updateEnabled();
    void showResult(const Result& result);

    Volume m_labels;
    std::map<int64_t, std::string> m_names;
    QString m_layerName;
    QListWidget* m_labelList = nullptr;
    QComboBox* m_format = nullptr;
    QCheckBox* m_oneFile = nullptr;
    QLineEdit* m_output = nullptr;
    QCheckBox* m_smooth = nullptr;
    QDoubleSpinBox* m_passBand = nullptr;
    QSpinBox* m_iterations = nullptr;
    QDoubleSpinBox* m_keepPercent = nullptr;
    QCheckBox* m_largestOnly = nullptr;
    QComboBox* m_coordinates = nullptr;
    QProgressBar* m_progress = nullptr;
    QTableWidget* m_report = nullptr;
    QLabel* m_status = nullptr;
    QPushButton* m_export = nullptr;
    QFutureWatcher<Result> m_watcher;
    struct Preview {
        std::map<int64_t, TriangleMesh> meshes;
        QString error;
    };
    QPushButton* m_preview = nullptr;
    QFutureWatcher<Preview> m_previewWatcher;
    std::atomic<bool> m_closing{false};  // stops a preview under way when the dialog goes
    bool m_previewing = false;
    bool m_running = false;  // from Export until its result is shown (the watcher's own state lags behind setFuture)
    QString m_outcome;
    std::unique_ptr<QTemporaryDir> m_snapshotFolder;  // exportFromSnapshot's; null for a layer held whole
    QString m_snapshotFile;
};

}  // namespace segstudio::app
