// MainWindow's files: opening scans, label maps and datasets (from dialogs,
// the recent-files menu and drag and drop), adding a loaded scan or label
// map to the scene, saving a label map, and the question before label maps
// with unsaved edits are closed. The rest of the window is in
// MainWindow.cpp.
#include "MainWindow.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QProgressBar>
#include <QProgressDialog>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>

#include <algorithm>
#include <cstdio>

#include "application/labeledit/FullResolutionLabels.h"
#include "application/raters/RaterAgreement.h"
#include "common/formats/DatasetFingerprint.h"
#include "common/Errors.h"
#include "common/image/LabelPlacement.h"
#include "io/Dataset.h"
#include "io/ScanIO.h"
#include "widgets/DatasetBrowser.h"
#include "labeledit/LabelEditWorkspace.h"
#include "raters/AdjudicationWorkspace.h"
#include "review/ReviewWorkspace.h"
#include "training/TrainingWorkspace.h"
#include "widgets/PreferencesDialog.h"
#include "worklist/WorklistWorkspace.h"

namespace segstudio::app {

using namespace segstudio::widgets;

namespace {

constexpr int kMaxRecentFiles = 10;

QString baseName(const QString& path)
{
    return QString::fromStdString(io::stripScanExtension(QFileInfo(path).fileName().toStdString()));
}

bool looksLikeLabelMap(const QString& path)
{
    const QString name = QFileInfo(path).fileName().toLower();
    const QString folder = QFileInfo(path).dir().dirName().toLower();
    return name.contains("label") || name.contains("_seg") || name.contains("mask") || folder.startsWith("labels");
}

bool looksLikeDataset(const QString& folder)
{
    const QDir dir(folder);
    return dir.exists("dataset.json") || dir.exists("imagesTr") || (dir.exists("images") && dir.exists("labels"));
}

// Size, spacing and origin; the orientation code only for a scan with a
// patient (a picture's axes are not LPS).
QString describe(const Geometry& g, bool patientOrientation = true)
{
    const LengthUnit unit = lengthUnitFor(g);
    auto length = [unit](double mm) { return QString::fromStdString(formatLength(mm, unit)); };
    const QString spacing = QString("%1x%2x%3").arg(length(g.spacing[0]), length(g.spacing[1]), length(g.spacing[2]));
    const QString origin = QString("(%1, %2, %3)").arg(length(g.origin[0]), length(g.origin[1]), length(g.origin[2]));
    const QString size = QString::fromStdString(formatSize(g.size)), symbol = QString::fromStdString(unitSymbol(unit));
    if (!patientOrientation)
        return QCoreApplication::translate("segstudio::app::MainWindow", "%1 pixels, spacing %2 %4, origin %3 %4")
            .arg(size, spacing, origin, symbol);
    return QCoreApplication::translate("segstudio::app::MainWindow", "%1 voxels, spacing %2 %5, origin %3 %5, %4")
        .arg(size, spacing, origin, QString::fromStdString(g.orientationCode()), symbol);
}

// A channel's modality, for its first window: colour images keep their
// colours; dataset.json's channel name decides; an integer image with no
// name that is one slice (PNG, TIFF) or not placed in a patient (TIFF
// stacks, OME-Zarr) is taken as microscopy.
ChannelModality modalityOf(const LoadedScan& scan, int channel)
{
    if (scan.colour)
        return ChannelModality::Colour;
    const QString name = channel < scan.channelNames.size() ? scan.channelNames[channel] : QString();
    const ChannelModality named = modalityFromChannelName(name);
    const Volume& v = scan.display->volume;
    if (named == ChannelModality::Other && name.isEmpty() && (v.geometry.size[2] == 1 || !scan.patientOrientation) && isIntegerType(v.type) &&
        scan.statistics.at(static_cast<std::size_t>(channel)).minimum >= 0)
        return ChannelModality::Microscopy;
    return named;
}

}  // namespace

// ------------------------------------------------------------ opening ----

void MainWindow::openScan(const QString& path, ChannelFiles channels)
{
    // A scan on another grid closes the label maps: unsaved edits are asked about first.
    if (!confirmDiscardEdits())
        return;
    m_loader.load(path, ScanRole::Image, channels);
    addRecent("scan", path);
}

void MainWindow::openLabelMap(const QString& path)
{
    if (!m_scene.hasImage() && !m_loader.busy()) {
        showError(tr("Cannot open the label map"), tr("%1: open a scan first; a label map is shown over a scan.").arg(path));
        return;
    }
    m_loader.load(path, ScanRole::LabelMap);
    addRecent("label", path);
}

bool MainWindow::openDataset(const QString& path)
{
    try {
        const io::DatasetDescription dataset = io::openDataset(path.toStdString());
        m_datasetBrowser->setDataset(dataset);
        resizeDocks({m_datasetDock}, {m_datasetBrowser->sizeHint().width()}, Qt::Horizontal);  // names whole where it fits
        m_labelNames = m_datasetBrowser->labelNames();
        m_training->setDatasetIfEmpty(path);
        m_adjudication->setDataset(QString::fromStdString(dataset.root));
        m_datasetDock->show();
        m_datasetDock->raise();
        addRecent("dataset", path);
        statusBar()->showMessage(tr("Opened dataset %1").arg(QString::fromStdString(dataset.name)), 5000);
        return true;
    } catch (const std::exception& error) {
        showError(tr("Cannot open the dataset"), QString::fromStdString(error.what()));
        return false;
    }
}

void MainWindow::chooseScan()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open Scan"), QString(),
        tr("Scans (*.nii *.nii.gz *.nrrd *.nhdr *.mha *.mhd *.tif *.tiff *.png *.dcm);;All files (*)"));
    if (!path.isEmpty())
        openScan(path);
}

// Scans stored as folders: a DICOM series, an OME-Zarr store, 2D slices.
void MainWindow::chooseScanFolder()
{
    const QString folder = QFileDialog::getExistingDirectory(this, tr("Open Scan Folder"));
    if (!folder.isEmpty())
        openScan(folder);
}

void MainWindow::chooseLabelMap()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Label Map"), QString(),
                                                      tr("Label maps (*.nii *.nii.gz *.nrrd *.nhdr *.mha *.mhd *.tif *.tiff *.png);;All files (*)"));
    if (!path.isEmpty())
        openLabelMap(path);
}

void MainWindow::chooseDataset()
{
    const QString folder = QFileDialog::getExistingDirectory(this, tr("Open Dataset Folder"));
    if (!folder.isEmpty())
        openDataset(folder);
}

void MainWindow::saveLabelMapAs()
{
    const auto& layers = m_scene.labelLayers();
    if (layers.empty()) {
        showError(tr("Nothing to save"), tr("There is no label map to save."));
        return;
    }
    // The label map being edited, else the top one.
    const int layer = m_labelEditing->layerToSave();
    if (!layers[static_cast<std::size_t>(layer)].segmentation()) {
        showError(tr("Nothing to save"), tr("\"%1\" is a view of the data, not a label map.").arg(layers[static_cast<std::size_t>(layer)].name));
        return;
    }
    const QString path = chooseLabelMapFile(layer);
    if (!path.isEmpty())
        saveLabelLayer(layer, path);
}

QString MainWindow::chooseLabelMapFile(int layer)
{
    const LabelLayer& l = m_scene.labelLayers().at(static_cast<std::size_t>(layer));
    // A map held at full resolution on a pyramid scan streams to MetaImage; other formats need it whole in memory.
    const QString suggested = l.path.isEmpty() ? l.name + (l.fullResolution ? ".mha" : ".nii.gz") : l.path;
    return QFileDialog::getSaveFileName(this, tr("Save Label Map"), suggested,
                                        tr("NIfTI (*.nii.gz *.nii);;NRRD (*.nrrd);;MetaImage (*.mha)"));
}

bool MainWindow::saveLabelLayer(int layer, const QString& path)
{
    const LabelLayer& l = m_scene.labelLayers().at(static_cast<std::size_t>(layer));
    if (m_scene.hasImage() && QFileInfo(path) == QFileInfo(m_scene.image()->path)) {
        showError(tr("Cannot save the label map"), tr("%1 is the open scan; a label map never replaces it. Choose another file.").arg(path));
        return false;
    }
    try {
        if (l.fullResolution) {
            // Events run while it saves: hold the map, and find its layer again afterwards.
            const std::shared_ptr<edit::BrickedLabelMap> labels = l.fullResolution;
            saveFullResolution(*labels, path);
            labels->markSaved();
            const auto& layers = m_scene.labelLayers();
            const auto found = std::find_if(layers.begin(), layers.end(), [&](const LabelLayer& each) { return each.fullResolution == labels; });
            if (found != layers.end())
                m_scene.setLayerSaved(static_cast<int>(found - layers.begin()), path);
        } else {
            io::writeScan(path.toStdString(), toStoredOrder(*l.data));
            m_scene.setLayerSaved(layer, path);
        }
        statusBar()->showMessage(tr("Saved %1").arg(path), 5000);
        return true;
    } catch (const std::exception& error) {
        showError(tr("Cannot save the label map"), QString::fromStdString(error.what()));
        return false;
    }
}

void MainWindow::saveFullResolution(const edit::BrickedLabelMap& labels, const QString& path)
{
    // Row blocks of a map as large as the scan: the window repaints between them.
    QProgressDialog progress(tr("Saving %1 at full resolution...").arg(QFileInfo(path).fileName()), QString(), 0,
                             static_cast<int>(labels.geometry().size[2]), this);
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(500);
    application::saveFullResolutionLabels(labels, path.toStdString(), [&](const ProgressEvent& event) {
        progress.setValue(event.done);
        QCoreApplication::processEvents(QEventLoop::ExcludeUserInputEvents);
    });
}

QStringList MainWindow::saveRecoveryCopies()
{
    QStringList written;
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation) + "/recovered";
    const QString stamp = QDateTime::currentDateTime().toString("yyyyMMdd-HHmmss");
    for (std::size_t i = 0; i < m_scene.labelLayers().size(); ++i) {
        const LabelLayer& layer = m_scene.labelLayers()[i];
        if (!layer.modified || !layer.data)
            continue;
        QDir().mkpath(folder);
        QFile::setPermissions(folder, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
        QString name = layer.name;
        name.replace(QRegularExpression("[^A-Za-z0-9._-]+"), "_");
        const QString path = QString("%1/%2-%3-%4%5").arg(folder, name, stamp).arg(i).arg(layer.fullResolution ? ".mha" : ".nii.gz");
        try {
            if (layer.fullResolution)
                application::saveFullResolutionLabels(*layer.fullResolution, path.toStdString());
            else
                io::writeScan(path.toStdString(), toStoredOrder(*layer.data));
            written << path;
        } catch (const std::exception& error) {
            std::fprintf(stderr, "segstudio: cannot keep the edits of %s: %s\n", qPrintable(layer.name), error.what());
        }
    }
    return written;
}

void MainWindow::quitForSignal(int signal)
{
    std::fprintf(stderr, "segstudio: signal %d, quitting (a training run stops with a checkpoint)\n", signal);
    for (const QString& path : saveRecoveryCopies())
        std::fprintf(stderr, "segstudio: unsaved label edits kept in %s\n", qPrintable(path));
    m_askBeforeClosing = false;
    close();
    QCoreApplication::exit(128 + signal);  // as a shell reports a process its signal ended
}

void MainWindow::onScanLoaded(const LoadedScan& scan)
{
    if (scan.role == ScanRole::LabelMap) {
        addLabelMap(scan);
        return;
    }
    if (scan.role == ScanRole::Uncertainty) {
        m_worklist->addUncertaintyMap(scan);
        return;
    }
    ImageLayer image;
    image.name = baseName(scan.path);
    image.path = scan.path;
    image.channelFiles = scan.channelFiles;
    image.data = scan.display;
    image.colour = scan.colour;
    image.initialChannel = scan.openedChannel;
    image.patientOrientation = scan.patientOrientation;
    image.pyramid = scan.pyramid;
    for (int c = 0; c < scan.display->volume.components; ++c)
        image.channels.push_back({c < scan.channelNames.size() ? scan.channelNames[c] : QString(),
                                  scan.statistics.at(static_cast<std::size_t>(c)), modalityOf(scan, c)});
    // Each channel starts with its modality's window (CT: soft tissue, MRI:
    // percentiles, microscopy: no negative floor, colour: as stored).
    m_scene.setImage(std::move(image));
    // Label names from the scan's dataset.json name the label maps opened over it.
    if (!scan.datasetLabelNames.empty())
        m_labelNames = scan.datasetLabelNames;
    // A 2D image (one slice) gets the whole area; a 3D scan after it gets
    // back the layout 3D scans had (the four views unless the user chose one).
    const bool singleSlice = scan.display->source.size[2] == 1;
    if (singleSlice && !m_singleSliceLayout)
        m_paneFor3dScans = m_views->maximizedPane();
    if (singleSlice)
        m_views->maximize(widgets::ViewLayout::Axial);
    else if (m_singleSliceLayout)
        m_views->maximize(m_paneFor3dScans);
    m_singleSliceLayout = singleSlice;
    setWindowTitle(tr("SegStudio - %1").arg(m_scene.image()->name));
    const QString channels = scan.channelFiles.size() > 1 ? tr(", %n channel files", nullptr, int(scan.channelFiles.size())) : QString();
    if (!scan.warnings.isEmpty()) {
        statusBar()->showMessage(tr("Opened %1 with a warning: %2").arg(scan.path, scan.warnings.join("; ")), 30000);
        return;
    }
    if (scan.pyramid) {
        const Geometry& full = scan.pyramid->pyramid().geometry();
        statusBar()->showMessage(tr("Opened %1 (%2) as a multiresolution pyramid (levels: %3): it is larger than the memory "
                                    "share (Preferences), so slices load at full resolution as you scroll and zoom. Label "
                                    "maps made on it, or opened on its grid, are painted and saved at full resolution; the "
                                    "3D view shows them on the overview's grid (%4)")
                                     .arg(scan.path, describe(full, scan.patientOrientation))
                                     .arg(scan.pyramid->levelCount())
                                     .arg(describe(scan.display->source, scan.patientOrientation)),
                                 30000);
        return;
    }
    statusBar()->showMessage(
        tr("Opened %1 (%2%3)").arg(scan.path, describe(scan.display->source, scan.patientOrientation), channels), 5000);
}

void MainWindow::addLabelMap(const LoadedScan& scan)
{
    if (!m_scene.hasImage()) {
        showError(tr("Cannot open the label map"), tr("%1: open a scan first; a label map is shown over a scan.").arg(scan.path));
        return;
    }
    const Geometry& imageGeometry = m_scene.image()->data->source;
    const auto differences = geometryDifferences(imageGeometry, scan.display->source);
    std::shared_ptr<const DisplayVolume> data = scan.display;
    if (scan.fullResolution && !differences.empty()) {
        // Read at full resolution for a scan that is no longer the one open.
        showError(tr("Cannot open the label map"), tr("%1 was read for the scan open before; open it again.").arg(scan.path));
        return;
    }
    if (!differences.empty()) {
        // The NIfTI world's maps of a DICOM scan (LAS, RAS) hold the same
        // voxels in another axis order: placed voxel for voxel, no question.
        // Other grids are resampled if the user agrees (LabelPlacement.h).
        PlacedLabels placed;
        try {
            placed = placeLabelsOnGrid(*scan.stored, imageGeometry, scan.path.toStdString(), "the scan");
        } catch (const std::exception& error) {
            showError(tr("Cannot open the label map"), QString::fromStdString(error.what()));
            return;
        }
        if (placed.kind == LabelPlacementKind::Resampled) {
            QString details;
            for (const std::string& d : differences)
                details += "\n  - " + QString::fromStdString(d);
            const auto answer = QMessageBox::question(
                this, tr("Label map does not fit the scan"),
                tr("%1 has a different geometry from the scan:\n\nScan: %2\nLabel map: %3\n\nDifferences (scan vs label map):%4\n\n"
                   "Resample the label map onto the scan (nearest neighbour)?")
                    .arg(scan.path, describe(imageGeometry), describe(scan.display->source), details),
                QMessageBox::Yes | QMessageBox::No, QMessageBox::No);
            if (answer != QMessageBox::Yes) {
                m_lastError = tr("The label map %1 was not added: its geometry differs from the scan.").arg(scan.path);
                statusBar()->showMessage(m_lastError, 8000);
                return;
            }
            QStringList counts;
            for (const std::string& line : placed.warnings)
                counts << QString::fromStdString(line);
            m_lastWarning = counts.join(" ");  // each label's voxels before and after
            statusBar()->showMessage(m_lastWarning, 30000);
        } else {
            m_lastWarning = tr("%1 holds the scan's voxels in another axis order or direction (%2 against the scan's %3): "
                               "placed on the scan's grid voxel for voxel.")
                                .arg(scan.path, QString::fromStdString(scan.stored->geometry.orientationCode()),
                                     QString::fromStdString(imageGeometry.orientationCode()));
            statusBar()->showMessage(m_lastWarning, 10000);
        }
        data = std::make_shared<DisplayVolume>(toDisplayOrder(placed.labels));
    }
    LabelLayer layer;
    layer.name = baseName(scan.path);
    layer.path = scan.path;
    layer.data = data;
    // Read at full resolution for the pyramid scan open when it was read: still that scan's grid.
    const PyramidSlices* pyramid = m_scene.image()->pyramid.get();
    if (scan.fullResolution && pyramid && scan.fullResolution->geometry().size == pyramid->pyramid().geometry().size)
        layer.fullResolution = scan.fullResolution;
    layer.opacity = PreferencesDialog::defaultOverlayOpacity();
    const int index = m_scene.addLabelLayer(std::move(layer), m_labelNames);
    const auto rater = m_raterLayers.find(scan.path);
    if (rater != m_raterLayers.end())
        showAsRaterLayer(m_scene, index, rater->second);
}

void MainWindow::openDatasetCase(const QString& caseId)
{
    const io::DatasetDescription* dataset = m_datasetBrowser->dataset();
    for (std::size_t i = 0; dataset && i < dataset->training.size(); ++i)
        if (dataset->training[i].id == caseId.toStdString())
            m_datasetBrowser->activateCase(static_cast<int>(i));
}

void MainWindow::openRaterMaps(const std::string& caseId)
{
    m_raterLayers.clear();
    const io::DatasetDescription* dataset = m_datasetBrowser->dataset();
    if (!dataset)
        return;
    const auto maps = application::raterMapsOfCase(dataset->root, caseId);
    RatedCase rated{dataset->root, caseId, {}, {}, maps};
    for (const io::DatasetCase& c : dataset->training)
        if (c.id == caseId)
            rated = {dataset->root, caseId, c.imageFiles, c.labelFile, maps};
    m_adjudication->setCase(rated);
    for (std::size_t i = 0; i < maps.size(); ++i) {
        const QString path = QString::fromStdString(maps[i].second);
        m_raterLayers[path] = {QString::fromStdString(maps[i].first), static_cast<int>(i)};
        m_loader.load(path, ScanRole::LabelMap);
    }
}

void MainWindow::onLoadFailed(const QString& message)
{
    showError(tr("Cannot open the file"), message);
}

void MainWindow::onLoadStarted(const QString& path)
{
    m_loadingLabel->setText(tr("Loading %1...").arg(QFileInfo(path).fileName()));
    m_loadingLabel->show();
    m_progress->setRange(0, 0);
    m_progress->show();
    m_cancel->show();
}

void MainWindow::onPyramidProgress(const QString& path, int done, int total)
{
    m_loadingLabel->setText(tr("Building a multiresolution pyramid of %1 (once; it is larger than the memory share)...")
                                .arg(QFileInfo(path).fileName()));
    m_progress->setRange(0, std::max(1, total));
    m_progress->setValue(done);
}

void MainWindow::onLoaderIdle()
{
    m_loadingLabel->hide();
    m_progress->hide();
    m_cancel->hide();
    m_review->finishPendingCase();
    m_worklist->finishPendingCase();
}

// -------------------------------------------------------- recent files ----

void MainWindow::addRecent(const QString& kind, const QString& path)
{
    QSettings settings;
    QStringList recent = settings.value("recentFiles").toStringList();
    const QString entry = kind + ":" + QFileInfo(path).absoluteFilePath();
    recent.removeAll(entry);
    recent.prepend(entry);
    while (recent.size() > kMaxRecentFiles)
        recent.removeLast();
    settings.setValue("recentFiles", recent);
    rebuildRecentMenu();
}

void MainWindow::rebuildRecentMenu()
{
    m_recentMenu->clear();
    const QStringList recent = QSettings().value("recentFiles").toStringList();
    for (const QString& entry : recent) {
        const QString kind = entry.section(':', 0, 0), path = entry.section(':', 1);
        const QString prefix = kind == "dataset" ? tr("Dataset") : kind == "label" ? tr("Label map") : tr("Scan");
        QAction* action = m_recentMenu->addAction(QString("%1: %2").arg(prefix, path));
        connect(action, &QAction::triggered, this, [this, kind, path] {
            if (kind == "dataset")
                openDataset(path);
            else if (kind == "label")
                openLabelMap(path);
            else
                openScan(path);
        });
    }
    m_recentMenu->setEnabled(!recent.isEmpty());
}

// ------------------------------------------------------- drag and drop ----

void MainWindow::dragEnterEvent(QDragEnterEvent* event)
{
    if (event->mimeData()->hasUrls())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event)
{
    for (const QUrl& url : event->mimeData()->urls()) {
        const QString path = url.toLocalFile();
        if (QFileInfo(path).isDir() && looksLikeDataset(path))
            openDataset(path);
        else if ((m_scene.hasImage() || m_loader.busy()) && looksLikeLabelMap(path))
            openLabelMap(path);
        else
            openScan(path);
    }
    event->acceptProposedAction();
}

bool MainWindow::confirmDiscardEdits()
{
    std::vector<int> modified;
    for (std::size_t i = 0; i < m_scene.labelLayers().size(); ++i)
        if (m_scene.labelLayers()[i].modified)
            modified.push_back(static_cast<int>(i));
    if (modified.empty() || !m_askBeforeClosing)
        return true;
    QStringList names;
    for (int layer : modified)
        names << m_scene.labelLayers()[layer].name;
    const auto answer = QMessageBox::question(
        this, tr("Unsaved label maps"),
        tr("These label maps have edits that are not saved:\n%1\n\nSave them first?").arg(names.join('\n')),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Cancel)
        return false;
    if (answer == QMessageBox::Discard)
        return true;
    for (int layer : modified) {
        const QString path = chooseLabelMapFile(layer);
        if (path.isEmpty() || !saveLabelLayer(layer, path))
            return false;
    }
    return true;
}

}  // namespace segstudio::app
