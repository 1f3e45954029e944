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
#include <QStringList>

class QAction;
class QMenu;

#include <optional>
#include <vector>

#include "io/dicom/DicomSegmentation.h"

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
    // Several SEGs of the open series, one per rater (File > Import with
    // several SEG files chosen): each becomes a rater layer named by its
    // Content Creator's Name (else its file name), outlined in the rater's
    // colour, and the Raters dock compares them. Every file is read before
    // any layer is added; false after an error dialog.
    bool importRaterSegs(const QStringList& files);

    void retranslate();
    QAction* importAction() const { return m_import; }

private:
    // The open scan's DICOM folder; empty after an error dialog.
    QString referenceSeries(const QString& title);
    void chooseAndExport(Object object);
    void chooseAndImport();
    std::optional<io::SegReadResult> readLabelObject(const QString& file, const QString& reference, const QString& title);
    std::vector<int> addLayers(io::SegReadResult& read, const QString& name, const QString& file);  // the layers added

    MainWindow* m_window;
    QAction* m_exportSeg;
    QAction* m_exportRtStruct;
    QAction* m_import;
};

}  // namespace segstudio::app
