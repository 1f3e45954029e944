// MainWindow's finishing steps after a segmentation (issue 71): File >
// Export Surfaces… and File > Save Scan Masked by Label…, each a dialog
// beside the window working on copies of the layers it was opened on.
#include "MainWindow.h"

#include <QDir>
#include <QFileInfo>

#include <algorithm>

#include "finishing/MaskScanDialog.h"
#include "finishing/SurfaceExportDialog.h"
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
    const LabelLayer& l = layers[static_cast<std::size_t>(layer)];
    if (l.fullResolution) {
        showError(title, tr("\"%1\" is held block by block at full resolution; save it, then run segstudio-cli on the file.")
                             .arg(l.name));
        return -1;
    }
    return layer;
}

void MainWindow::exportSurfaces()
{
    const int layer = finishingLayer(tr("No surfaces to export"));
    if (layer < 0)
        return;
    const LabelLayer& l = m_scene.labelLayers()[static_cast<std::size_t>(layer)];
    const QString folder = l.path.isEmpty() ? QDir::homePath() : QFileInfo(l.path).absolutePath();
    auto* dialog = new SurfaceExportDialog(toStoredOrder(*l.data), namedLabelsOf(l), l.name,
                                           QDir(folder).filePath(fileStemOrName(l.path, l.name) + "_surfaces"), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
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
