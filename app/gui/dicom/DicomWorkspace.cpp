#include "dicom/DicomWorkspace.h"

#include <QAction>
#include <QApplication>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QMenu>
#include <QMessageBox>
#include <QStatusBar>

#include <algorithm>

#include "MainWindow.h"
#include "raters/AdjudicationWorkspace.h"
#include "raters/RaterLayers.h"
#include "labeledit/LabelEditWorkspace.h"
#include "io/ScanIO.h"
#include "io/dicom/DicomRtStruct.h"
#include "io/dicom/DicomSegmentation.h"
#include "widgets/views/DisplayGeometry.h"
#include "widgets/labeledit/LabelEditController.h"
#include "widgets/PreferencesDialog.h"

namespace segstudio::app {

namespace {

constexpr char kRtStructStorage[] = "1.2.840.10008.5.1.4.1.1.481.3";
constexpr char kSegmentationStorage[] = "1.2.840.10008.5.1.4.1.1.66.4";

// A DICOM person name as people write it: "Doe^Jane" -> "Jane Doe".
QString personName(const QString& dicomName)
{
    const QStringList parts = dicomName.split('^');
    QStringList shown;
    for (int i = 1; i < parts.size(); ++i)
        if (!parts[i].trimmed().isEmpty())
            shown << parts[i].trimmed();
    if (!parts.isEmpty() && !parts.front().trimmed().isEmpty())
        shown << parts.front().trimmed();
    return shown.join(' ');
}

}  // namespace

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

std::optional<io::SegReadResult> DicomWorkspace::readLabelObject(const QString& file, const QString& reference,
                                                                  const QString& title)
{
    try {
        const WaitCursor wait;
        const bool rtStruct = io::dicomSopClassUid(file.toStdString()) == kRtStructStorage;
        return rtStruct ? io::readDicomRtStruct(file.toStdString(), reference.toStdString())
                        : io::readDicomSeg(file.toStdString(), reference.toStdString());
    } catch (const std::exception& error) {
        m_window->showError(title, QString::fromStdString(error.what()));
        return std::nullopt;
    }
}

std::vector<int> DicomWorkspace::addLayers(io::SegReadResult& read, const QString& name, const QString& file)
{
    std::vector<int> added;
    for (std::size_t l = 0; l < read.layers.size(); ++l) {
        LabelLayer layer;
        layer.name = read.layers.size() > 1 ? tr("%1 (layer %2)").arg(name).arg(l + 1) : name;
        layer.path = file;
        layer.data = std::make_shared<DisplayVolume>(toDisplayOrder(std::move(read.layers[l])));
        layer.opacity = PreferencesDialog::defaultOverlayOpacity();
        added.push_back(m_window->scene().addLabelLayer(std::move(layer)));
        for (std::size_t s = 0; s < read.segments.size(); ++s)
            if (read.layerOfSegment[s] == static_cast<int>(l)) {
                const io::SegmentDescription& segment = read.segments[s];
                m_window->scene().defineLabel(added.back(), segment.labelValue, QString::fromStdString(segment.name),
                                              QColor(segment.rgb[0], segment.rgb[1], segment.rgb[2]));
            }
    }
    if (!read.warnings.empty()) {
        QStringList warnings;
        for (const std::string& warning : read.warnings)
            warnings << QString::fromStdString(warning);
        QMessageBox::warning(m_window, tr("Imported with a warning"), warnings.join("\n"));
    }
    return added;
}

bool DicomWorkspace::importFile(const QString& file)
{
    const QString title = tr("Cannot import the DICOM file");
    const QString reference = referenceSeries(title);
    if (reference.isEmpty())
        return false;
    std::optional<io::SegReadResult> read = readLabelObject(file, reference, title);
    if (!read)
        return false;
    addLayers(*read, QFileInfo(file).completeBaseName(), file);
    m_window->statusBar()->showMessage(
        tr("Imported %1: %n structure(s)", nullptr, static_cast<int>(read->segments.size())).arg(file), 8000);
    return true;
}

bool DicomWorkspace::importRaterSegs(const QStringList& files)
{
    const QString title = tr("Cannot import the raters' DICOM SEGs");
    const QString reference = referenceSeries(title);
    if (reference.isEmpty())
        return false;
    std::vector<io::SegReadResult> reads;  // every file first: nothing is added when one fails
    for (const QString& file : files) {
        if (io::dicomSopClassUid(file.toStdString()) != kSegmentationStorage) {
            m_window->showError(title, tr("%1 is no DICOM SEG: a rater's map comes as a SEG.").arg(file));
            return false;
        }
        std::optional<io::SegReadResult> read = readLabelObject(file, reference, title);
        if (!read)
            return false;
        reads.push_back(std::move(*read));
    }
    RatedCase rated;
    rated.caseId = QFileInfo(reference).fileName().toStdString();
    QStringList names;
    for (std::size_t r = 0; r < reads.size(); ++r) {
        // SegStudio names itself when no person was named: no rater's name then.
        const std::string& creator = reads[r].contentCreatorName;
        QString rater = creator == io::kSoftwareCreatorName ? QString() : personName(QString::fromStdString(creator));
        if (rater.isEmpty() || names.contains(rater))
            rater = QFileInfo(files[static_cast<int>(r)]).completeBaseName();
        for (int copy = 2; names.contains(rater); ++copy)
            rater = QString("%1 (%2)").arg(QFileInfo(files[static_cast<int>(r)]).completeBaseName()).arg(copy);
        names << rater;
        for (const int layer : addLayers(reads[r], rater, files[static_cast<int>(r)]))
            showAsRaterLayer(m_window->scene(), layer, {rater, static_cast<int>(r)});
        rated.raterFiles.emplace_back(rater.toStdString(), files[static_cast<int>(r)].toStdString());
    }
    m_window->adjudication()->setCase(rated);
    m_window->statusBar()->showMessage(tr("Imported %n rater(s): %1", nullptr, static_cast<int>(names.size())).arg(names.join(", ")),
                                       8000);
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
    const QStringList files = QFileDialog::getOpenFileNames(m_window, tr("Import DICOM SEG or RT Structure Set"), QString(),
                                                            tr("DICOM (*.dcm);;All files (*)"));
    const bool severalSegs = files.size() > 1 && std::all_of(files.begin(), files.end(), [](const QString& file) {
        return io::dicomSopClassUid(file.toStdString()) == kSegmentationStorage;
    });
    if (severalSegs) {
        importRaterSegs(files);
        return;
    }
    for (const QString& file : files)
        if (!importFile(file))
            return;
}

}  // namespace segstudio::app
