#include "dicom/DicomWorkspace.h"

#include <QAction>
#include <QApplication>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QMenu>
#include <QMessageBox>
#include <QStatusBar>

#include "MainWindow.h"
#include "labeledit/LabelEditWorkspace.h"
#include "io/ScanIO.h"
#include "io/dicom/DicomRtStruct.h"
#include "io/dicom/DicomSegmentation.h"
#include "widgets/views/DisplayGeometry.h"
#include "widgets/labeledit/LabelEditController.h"
#include "widgets/PreferencesDialog.h"

namespace segstudio::app {

using namespace segstudio::widgets;

namespace {

// Shows a wait cursor while a SEG is read or written on the GUI thread.
struct WaitCursor {
    WaitCursor() { QApplication::setOverrideCursor(Qt::WaitCursor); }
    ~WaitCursor() { QApplication::restoreOverrideCursor(); }
};

}  // namespace

DicomWorkspace::DicomWorkspace(MainWindow* window, QMenu* fileMenu, QAction* before)
    : QObject(window), m_window(window), m_exportSeg(new QAction(this)), m_exportRtStruct(new QAction(this)),
      m_import(new QAction(this))
{
    m_exportSeg->setObjectName("exportDicomSeg");
    m_exportRtStruct->setObjectName("exportRtStruct");
    m_import->setObjectName("importDicomLabels");
    fileMenu->insertAction(before, m_import);
    fileMenu->insertAction(before, m_exportSeg);
    fileMenu->insertAction(before, m_exportRtStruct);
    connect(m_exportSeg, &QAction::triggered, this, [this] { chooseAndExport(Object::Seg); });
    connect(m_exportRtStruct, &QAction::triggered, this, [this] { chooseAndExport(Object::RtStruct); });
    connect(m_import, &QAction::triggered, this, &DicomWorkspace::chooseAndImport);
    retranslate();
}

void DicomWorkspace::retranslate()
{
    m_exportSeg->setText(tr("Export Label Map as DICOM &SEG..."));
    m_exportRtStruct->setText(tr("Export Label Map as RT S&tructure Set..."));
    m_import->setText(tr("&Import DICOM SEG or RT Structure Set..."));
}

QString DicomWorkspace::referenceSeries(const QString& title)
{
    const ImageLayer* image = m_window->scene().image();
    if (!image) {
        m_window->showError(title, tr("Open the DICOM series first: a DICOM SEG refers to the series it segments."));
        return {};
    }
    const QFileInfo opened(image->path);
    const QString folder = opened.isDir() ? opened.absoluteFilePath() : opened.absolutePath();
    if (io::listDicomSeries(folder.toStdString()).empty()) {
        m_window->showError(title, tr("%1 is not a DICOM series. A DICOM SEG refers to a DICOM series: open the "
                                      "scan's DICOM folder, then its label map.")
                                       .arg(image->path));
        return {};
    }
    return folder;
}

bool DicomWorkspace::exportLayer(int layer, const QString& file, io::SegmentationMethod method, Object object)
{
    const QString title = object == Object::Seg ? tr("Cannot export the DICOM SEG") : tr("Cannot export the RT Structure Set");
    const auto& layers = m_window->scene().labelLayers();
    if (layer < 0 || layer >= static_cast<int>(layers.size()) || !layers[static_cast<std::size_t>(layer)].segmentation()) {
        m_window->showError(title, tr("There is no label map to export."));
        return false;
    }
    const QString reference = referenceSeries(title);
    if (reference.isEmpty())
        return false;
    const LabelLayer& l = layers[static_cast<std::size_t>(layer)];
    io::SegWriteOptions options;
    for (const auto& [value, style] : l.styles)
        options.segments.push_back({value, style.name.toStdString(),
                                    {static_cast<uint8_t>(style.color.red()), static_cast<uint8_t>(style.color.green()),
                                     static_cast<uint8_t>(style.color.blue())},
                                    std::nullopt});
    options.method = method;
    options.softwareVersion = QApplication::applicationVersion().toStdString();
    options.seriesDescription = (l.name + " (SegStudio)").toStdString();
    try {
        const WaitCursor wait;
        const Volume labels = toStoredOrder(*l.data);
        if (object == Object::Seg) {
            const io::SegWriteReport report = io::writeDicomSeg({labels}, l.name.toStdString(), reference.toStdString(),
                                                                file.toStdString(), options);
            m_window->statusBar()->showMessage(
                tr("Wrote %1: a DICOM SEG of %n segment(s) on the open series", nullptr, report.segments).arg(file), 8000);
        } else {
            const io::RtStructWriteReport report = io::writeDicomRtStruct(labels, l.name.toStdString(),
                                                                          reference.toStdString(), file.toStdString(), options);
            m_window->statusBar()->showMessage(
                tr("Wrote %1: an RT Structure Set of %n ROI(s) on the open series", nullptr, report.rois).arg(file), 8000);
        }
        return true;
    } catch (const std::exception& error) {
        m_window->showError(title, QString::fromStdString(error.what()));
        return false;
    }
}

bool DicomWorkspace::importFile(const QString& file)
{
    const QString title = tr("Cannot import the DICOM file");
    const QString reference = referenceSeries(title);
    if (reference.isEmpty())
        return false;
    io::SegReadResult read;
    try {
        const WaitCursor wait;
        const bool rtStruct = io::dicomSopClassUid(file.toStdString()) == "1.2.840.10008.5.1.4.1.1.481.3";
        read = rtStruct ? io::readDicomRtStruct(file.toStdString(), reference.toStdString())
                        : io::readDicomSeg(file.toStdString(), reference.toStdString());
    } catch (const std::exception& error) {
        m_window->showError(title, QString::fromStdString(error.what()));
        return false;
    }
    const QString name = QFileInfo(file).completeBaseName();
    for (std::size_t l = 0; l < read.layers.size(); ++l) {
        LabelLayer layer;
        layer.name = read.layers.size() > 1 ? tr("%1 (layer %2)").arg(name).arg(l + 1) : name;
        layer.path = file;
        layer.data = std::make_shared<DisplayVolume>(toDisplayOrder(std::move(read.layers[l])));
        layer.opacity = PreferencesDialog::defaultOverlayOpacity();
        const int added = m_window->scene().addLabelLayer(std::move(layer));
        for (std::size_t s = 0; s < read.segments.size(); ++s)
            if (read.layerOfSegment[s] == static_cast<int>(l)) {
                const io::SegmentDescription& segment = read.segments[s];
                m_window->scene().defineLabel(added, segment.labelValue, QString::fromStdString(segment.name),
                                              QColor(segment.rgb[0], segment.rgb[1], segment.rgb[2]));
            }
    }
    m_window->statusBar()->showMessage(
        tr("Imported %1: %n structure(s)", nullptr, static_cast<int>(read.segments.size())).arg(file), 8000);
    if (!read.warnings.empty()) {
        QStringList warnings;
        for (const std::string& warning : read.warnings)
            warnings << QString::fromStdString(warning);
        QMessageBox::warning(m_window, tr("Imported with a warning"), warnings.join("\n"));
    }
    return true;
}

void DicomWorkspace::chooseAndExport(Object object)
{
    const auto& layers = m_window->scene().labelLayers();
    const int layer = m_window->labelEditing()->layerToSave();
    if (layer < 0) {
        m_window->showError(object == Object::Seg ? tr("Cannot export the DICOM SEG") : tr("Cannot export the RT Structure Set"),
                            tr("There is no label map to export."));
        return;
    }
    const QStringList methods{tr("Automatic (a model's result)"), tr("Semi-automatic (a model's result, corrected)"),
                              tr("Manual (drawn by hand)")};
    bool chosen = false;
    const QString method = QInputDialog::getItem(m_window, tr("Export as DICOM"), tr("How was this label map made?"),
                                                 methods, layers[static_cast<std::size_t>(layer)].modified ? 1 : 0,
                                                 false, &chosen);
    if (!chosen)
        return;
    const QString& name = layers[static_cast<std::size_t>(layer)].name;
    const QString file = QFileDialog::getSaveFileName(
        m_window, object == Object::Seg ? tr("Export Label Map as DICOM SEG") : tr("Export Label Map as RT Structure Set"),
        name + (object == Object::Seg ? "_seg.dcm" : "_rtstruct.dcm"), tr("DICOM (*.dcm)"));
    if (file.isEmpty())
        return;
    const io::SegmentationMethod kinds[] = {io::SegmentationMethod::Automatic, io::SegmentationMethod::SemiAutomatic,
                                            io::SegmentationMethod::Manual};
    exportLayer(layer, file, kinds[methods.indexOf(method)], object);
}

void DicomWorkspace::chooseAndImport()
{
    const QString file = QFileDialog::getOpenFileName(m_window, tr("Import DICOM SEG or RT Structure Set"), QString(),
                                                      tr("DICOM (*.dcm);;All files (*)"));
    if (!file.isEmpty())
        importFile(file);
}

}  // namespace segstudio::app
