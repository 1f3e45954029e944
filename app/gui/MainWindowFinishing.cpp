// MainWindow's finishing steps after a segmentation (issue 71): File >
// Export Surfaces… and File > Save Scan Masked by Label…, each a dialog
// beside the window working on copies of the layers it was opened on (a
// layer held at full resolution block by block: a copy on disk).
#include "MainWindow.h"

#include <QDir>
#include <QFileInfo>
#include <QStorageInfo>
#include <QTemporaryDir>

#include <algorithm>

#include "application/labeledit/FullResolutionLabels.h"
#include "finishing/MaskScanDialog.h"
#include "finishing/SurfaceExportDialog.h"
#include "io/Preprocessing.h"
#include "io/ScanIO.h"
#include "labeledit/LabelEditWorkspace.h"
#include "widgets/labeledit/LabelEditController.h"
#include "widgets/views/ViewLayout.h"
#include "widgets/views/VolumeView.h"

namespace segstudio::app {

using namespace segstudio::widgets;

namespace {

// "case_001" of ".../case_001.nii.gz"; a layer's name when it has no file.
QString fileStemOrName(const QString& path, const QString& name)
{
    return path.isEmpty() ? name : QString::fromStdString(io::stripScanExtension(QFileInfo(path).fileName().toStdString()));
}

// Every label a layer holds (its styles), with its shown or declared name.
std::map<int64_t, std::string> namedLabelsOf(const LabelLayer& layer)
{
    std::map<int64_t, std::string> names;
    for (const auto& [value, style] : layer.styles) {
        const auto declared = layer.declaredNames.find(value);
        names[value] = !style.name.isEmpty() ? style.name.toStdString()
                       : declared != layer.declaredNames.end() ? declared->second.toStdString() : std::string();
    }
    return names;
}

}  // namespace

// The label map being edited (else the top one), or -1 after telling why
// there is none that `title`'s step can work on.
int MainWindow::finishingLayer(const QString& title)
{
    const auto& layers = m_scene.labelLayers();
    const int layer = layers.empty() ? -1 : m_labelEditing->layerToSave();
    if (layer < 0 || !layers[static_cast<std::size_t>(layer)].segmentation()) {
        showError(title, tr("Open or make a label map first."));
        return -1;
    }
    return layer;
}

// A copy of a layer held block by block at full resolution, written into a
// private folder under SegStudio's cache (owner-only, removed with the
// dialog) for the export to stream on its worker: the map itself is not
// thread-safe and may be larger than memory. Null after telling why not.
std::unique_ptr<QTemporaryDir> MainWindow::fullResolutionSnapshot(const edit::BrickedLabelMap& map, const QString& layerName,
                                                                  const QString& title)
{
    const QString base = QString::fromStdString(io::cacheBaseFolder());
    QDir().mkpath(base);
    auto folder = std::make_unique<QTemporaryDir>(QDir(base).filePath("surface-export-XXXXXX"));
    const Size3& size = map.geometry().size;
    const double bytes = double(size[0]) * double(size[1]) * double(size[2]) * (map.type() == ScalarType::UInt8 ? 1 : 2);
    if (!folder->isValid()) {
        showError(title, tr("Cannot make a folder in %1 for the copy of \"%2\" the export reads: %3. Set "
                            "SEGSTUDIO_CACHE_DIR to a folder you can write, or save the layer and run segstudio-cli mesh "
                            "on the file.")
                             .arg(base, layerName, folder->errorString()));
        return nullptr;
    }
    const QStorageInfo disk(base);
    if (double(disk.bytesAvailable()) < bytes * 1.05 + (64 << 20)) {
        showError(title, tr("\"%1\" is held block by block at full resolution, and its copy for the export needs %2 MB "
                            "in %3, which has %4 MB free. Set SEGSTUDIO_CACHE_DIR to a larger disk, or save the "
                            "layer and run segstudio-cli mesh on the file.")
                             .arg(layerName)
                             .arg(bytes / 1e6, 0, 'f', 0)
                             .arg(base)
                             .arg(double(disk.bytesAvailable()) / 1e6, 0, 'f', 0));
        return nullptr;
    }
    try {
        saveFullResolution(map, folder->filePath("labels.mha"));  // a copy: the layer stays unsaved
    } catch (const std::exception& error) {
        showError(title, QString::fromStdString(error.what()));
        return nullptr;
    }
    return folder;
}

void MainWindow::exportSurfaces()
{
    const int layer = finishingLayer(tr("No surfaces to export"));
    if (layer < 0)
        return;
    // Copies first: writing a full-resolution copy lets events run, and the layers may change meanwhile.
    const LabelLayer& l = m_scene.labelLayers()[static_cast<std::size_t>(layer)];
    const QString folder = l.path.isEmpty() ? QDir::homePath() : QFileInfo(l.path).absolutePath();
    const QString name = l.name, suggested = QDir(folder).filePath(fileStemOrName(l.path, l.name) + "_surfaces");
    Volume labels = toStoredOrder(*l.data);  // the overview, for a layer held at full resolution
    std::map<int64_t, std::string> names = namedLabelsOf(l);
    const std::shared_ptr<edit::BrickedLabelMap> full = l.fullResolution;
    std::unique_ptr<QTemporaryDir> snapshot;
    if (full && !(snapshot = fullResolutionSnapshot(*full, name, tr("No surfaces to export"))))
        return;
    auto* dialog = new SurfaceExportDialog(std::move(labels), std::move(names), name, suggested, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    if (snapshot) {
        const QString file = snapshot->filePath("labels.mha");
        dialog->exportFromSnapshot(std::move(snapshot), file);
    }
    VolumeView* view = m_views->volumeView();
    connect(dialog, &SurfaceExportDialog::previewReady, view,
            [view, layer](const std::map<int64_t, TriangleMesh>& meshes) { view->showSurfacePreview(layer, meshes); });
    connect(dialog, &QDialog::finished, view, &VolumeView::clearSurfacePreview);
    dialog->show();
}

void MainWindow::maskScanByLabel()
{
    const ImageLayer* image = m_scene.image();
    if (!image) {
        showError(tr("No scan to mask"), tr("Open a scan and a label map on it first."));
        return;
    }
    if (image->pyramid) {
        showError(tr("No scan to mask"), tr("%1 is larger than memory and shown from its overview; run segstudio-cli edit "
                                            "--operation mask on the file.")
                                             .arg(image->path));
        return;
    }
    const int layer = finishingLayer(tr("No scan to mask"));
    if (layer < 0)
        return;
    const LabelLayer& l = m_scene.labelLayers()[static_cast<std::size_t>(layer)];
    if (l.fullResolution) {  // only on a pyramid scan, refused above; kept should that change
        showError(tr("No scan to mask"), tr("\"%1\" is held block by block at full resolution; save it, then run "
                                            "segstudio-cli edit --operation mask on the file.")
                                             .arg(l.name));
        return;
    }
    const Volume& scan = image->data->volume;
    double lowest = 0;  // "air" on a CT, background elsewhere
    for (const ImageChannel& channel : image->channels)
        lowest = std::min(lowest, channel.statistics.minimum);
    const QString folder = image->path.isEmpty() ? QDir::homePath() : QFileInfo(image->path).absolutePath();
    auto* dialog = new MaskScanDialog(
        toStoredOrder(*image->data), image->path, toStoredOrder(*l.data), l.path, namedLabelsOf(l),
        scan.components == 1 ? lowest : 0,
        QDir(folder).filePath(fileStemOrName(image->path, image->name) + "_masked.nii.gz"), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setLabel(m_labelEditing->controller()->activeLabel());
    dialog->show();
}

}  // namespace segstudio::app
