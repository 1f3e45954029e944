#pragma once
// DICOM label objects in the workbench: File > Export Label Map as DICOM
// SEG..., File > Export Label Map as RT Structure Set... and File > Import
// DICOM SEG or RT Structure Set.... All need the open scan to be a DICOM
// series (opened from its folder or one of its files): it is the reference
// series. Export writes the label map being edited (else the top one) with
// its label names and colours and the method the user confirms; import tells
// a SEG from an RTSTRUCT by its SOP class and adds one label layer per group
// of non-overlapping segments or ROIs, with their names and colours. GUI
// thread only; io/dicom/ does the work.
#include <QObject>
#include <QString>

class QAction;
class QMenu;

namespace segstudio::io {
enum class SegmentationMethod;
}

namespace segstudio::app {

class MainWindow;

class DicomWorkspace : public QObject {
    Q_OBJECT
public:
    // Adds its three actions to `fileMenu` before `before`.
    DicomWorkspace(MainWindow* window, QMenu* fileMenu, QAction* before);

    enum class Object { Seg, RtStruct };
    // Programmatic entry points (tests); false after an error dialog.
    bool exportLayer(int layer, const QString& file, io::SegmentationMethod method, Object object = Object::Seg);
    bool importFile(const QString& file);  // a SEG or an RT Structure Set

    void retranslate();
    QAction* importAction() const { return m_import; }

private:
    // The open scan's DICOM folder; empty after an error dialog.
    QString referenceSeries(const QString& title);
    void chooseAndExport(Object object);
    void chooseAndImport();

    MainWindow* m_window;
    QAction* m_exportSeg;
    QAction* m_exportRtStruct;
    QAction* m_import;
};

}  // namespace segstudio::app
