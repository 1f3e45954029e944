// segstudio-bench-gui's label editor measurements: brush strokes on a
// phantom's label map held whole, and on a scan open as a pyramid, where
// the label map is held at full resolution (GuiBenchmarkSupport.h).
#include <QApplication>
#include <QFileInfo>
#include <QMouseEvent>
#include <QTemporaryDir>

#include <stdexcept>

#include "GuiBenchmarkSupport.h"
#include "common/image/Phantom.h"
#include "engine/device/ProcessStats.h"
#include "io/ScanIO.h"
#include "labeledit/LabelEditWorkspace.h"
#include "widgets/labeledit/LabelEditController.h"
#include "widgets/views/SliceView.h"
#include "widgets/views/ViewLayout.h"
#include "widgets/views/VtkRenderWidget.h"

namespace segstudio::bench {
namespace {

// Sends a left-button event at `at` to the view; for a press or a move, the
// milliseconds until the view's next frame (`frames` counts them).
double pointerToFrameMs(widgets::SliceView* view, QEvent::Type type, const QPointF& at, int& frames)
{
    QMouseEvent event(type, at, view->mapToGlobal(at), Qt::LeftButton,
                      type == QEvent::MouseButtonRelease ? Qt::NoButton : Qt::LeftButton, Qt::NoModifier);
    QElapsedTimer clock;
    clock.start();
    const int before = frames;
    QApplication::sendEvent(view, &event);
    if (type == QEvent::MouseButtonRelease)
        return 0.0;
    if (!waitUntil([&] { return frames > before; }, 10000))
        throw std::runtime_error("the axial view did not repaint after an edit");
    return static_cast<double>(clock.nsecsElapsed()) * 1e-6;
}

}  // namespace

void benchmarkEditor(const QList<int>& size, int strokes)
{
    QTemporaryDir dir;
    PhantomParameters p;
    p.sizeXyz = {size[0], size[1], size[2]};
    p.spacingXyz = {0.8, 0.8, 1.5};
    p.imageType = ScalarType::Int16;
    const QString scan = dir.filePath("ct.nii");
    io::writeScan(scan.toStdString(), generatePhantom(p).image);
    auto window = showWindow();
    window->openScan(scan);
    if (!waitUntil([&] { return !window->isLoading() && window->scene().hasImage(); }, 600000))
        throw std::runtime_error("the scan was not shown within 10 minutes");
    widgets::LabelEditController* editor = window->labelEditing()->controller();
    editor->newLabelMap("bench");
    editor->setTool(widgets::EditTool::Brush);
    editor->setBrushDiameterMm(5.0);
    widgets::SliceView* axial = window->views()->sliceView(widgets::ViewLayout::Axial);
    int frames = 0;
    QObject::connect(axial, &widgets::VtkRenderWidget::frameRendered, [&] { ++frames; });
    waitUntil([] { return false; }, 500);  // let the first frames settle

    auto send = [&](QEvent::Type type, const widgets::VoxelIndex& voxel) {
        return pointerToFrameMs(axial, type, axial->widgetPosition(voxel), frames);
    };
    std::vector<double> latencyMs;
    double firstEditMs = 0;
    const int64_t nx = size[0], ny = size[1], nz = size[2];
    for (int s = 0; s < strokes; ++s) {
        const int64_t z = (nz / 2 + s) % nz, y = ny / 4 + (s * 7) % (ny / 2);
        window->scene().setCursor({nx / 2, ny / 2, z});
        QCoreApplication::processEvents();
        const double pressMs = send(QEvent::MouseButtonPress, {nx / 4, y, z});
        if (s == 0)
            firstEditMs = pressMs;
        else
            latencyMs.push_back(pressMs);
        for (int k = 1; k <= 20; ++k)
            latencyMs.push_back(send(QEvent::MouseMove, {nx / 4 + k * nx / 40, y + k, z}));
        send(QEvent::MouseButtonRelease, {nx / 4 + nx / 2, y + 20, z});
    }
    QJsonObject row;
    row["benchmark"] = "editor";
    row["volume_xyz"] = QJsonArray{size[0], size[1], size[2]};
    row["brush_diameter_mm"] = 5.0;
    row["strokes"] = strokes;
    row["pointer_events"] = static_cast<int>(latencyMs.size());
    row["first_edit_ms"] = firstEditMs;
    row["event_to_frame_ms_p50"] = percentile(latencyMs, 50);
    row["event_to_frame_ms_p99"] = percentile(latencyMs, 99);
    row["event_to_frame_ms_max"] = percentile(latencyMs, 100);
    row["undo_steps"] = static_cast<int>(editor->canUndo() ? strokes : 0);
    row["undo_history_bytes"] = static_cast<double>(editor->historyBytes());
    row["label_map_bytes"] = static_cast<double>(nx * ny * nz);
    report(row);
}

QJsonObject measurePyramidEditing(app::MainWindow& window, int& frames, const QString& folder)
{
    widgets::LabelEditController* editor = window.labelEditing()->controller();
    const int layer = editor->newLabelMap("bench");
    const edit::BrickedLabelMap* labels = window.scene().labelLayers().at(static_cast<std::size_t>(layer)).fullResolution.get();
    if (!labels)
        throw std::runtime_error("the new label map on the pyramid scan is not held at full resolution");
    editor->setTool(widgets::EditTool::Brush);
    editor->setBrushDiameterMm(5.0);
    widgets::SliceView* axial = window.views()->sliceView(widgets::ViewLayout::Axial);
    engine::ProcessStatsSampler process;
    const int64_t residentBefore = process.residentBytes();
    const widgets::VoxelIndex start = window.scene().fullResolutionCursor();
    const Size3 size = window.scene().image()->pyramid->displayGrid(0).size;
    // Pointer events along each stroke, where the axial view shows them (its region's middle half).
    auto send = [&](QEvent::Type type, const widgets::VoxelIndex& voxel) {
        return pointerToFrameMs(axial, type, axial->editorWidgetPosition(voxel), frames);
    };
    std::vector<double> latencyMs;
    const int strokes = 10;
    for (int s = 0; s < strokes; ++s) {
        const int64_t z = std::min(size[2] - 1, start[2] + 37 * s);
        window.scene().setFullResolutionCursor({size[0] / 2, size[1] / 2, z});
        QCoreApplication::processEvents();
        const int64_t y = size[1] / 4 + (s * 7) % (size[1] / 2);
        latencyMs.push_back(send(QEvent::MouseButtonPress, {size[0] / 4, y, z}));
        for (int k = 1; k <= 20; ++k)
            latencyMs.push_back(send(QEvent::MouseMove, {size[0] / 4 + k * size[0] / 40, y + k, z}));
        send(QEvent::MouseButtonRelease, {size[0] / 4 + size[0] / 2, y + 20, z});
    }
    const int64_t residentAfterEdits = process.residentBytes();
    // Scrolling through the edited slices with the labels shown.
    QElapsedTimer scroll;
    scroll.start();
    int rendered = 0;
    for (int i = 0; i < 100; ++i) {
        const int before = frames;
        window.scene().moveCursor(2, (i / 25) % 2 == 0 ? 1 : -1);
        if (waitUntil([&] { return frames > before; }, 5000))
            ++rendered;
    }
    const double scrollSeconds = static_cast<double>(scroll.nsecsElapsed()) * 1e-9;
    const QString saved = folder + "/bench-labels.mha";
    QElapsedTimer save;
    save.start();
    if (!window.saveLabelLayer(layer, saved))
        throw std::runtime_error("the full-resolution label map could not be saved");
    const double saveSeconds = static_cast<double>(save.nsecsElapsed()) * 1e-9;

    QJsonObject fields;
    fields["label_strokes"] = strokes;
    fields["label_brush_diameter_mm"] = 5.0;
    fields["label_event_to_frame_ms_p50"] = percentile(latencyMs, 50);
    fields["label_event_to_frame_ms_p95"] = percentile(latencyMs, 95);
    fields["label_event_to_frame_ms_max"] = percentile(latencyMs, 100);
    fields["label_bricks"] = static_cast<double>(labels->brickCount());
    fields["label_brick_bytes"] = static_cast<double>(labels->brickBytes());
    fields["label_history_bytes"] = static_cast<double>(labels->historyBytes());
    fields["label_map_bytes_if_whole"] = static_cast<double>(size[0] * size[1] * size[2]);  // uint8
    fields["label_resident_added_bytes"] = static_cast<double>(residentAfterEdits - residentBefore);
    fields["label_scroll_fps"] = rendered / scrollSeconds;
    fields["label_save_seconds"] = saveSeconds;
    fields["label_file_mb"] = static_cast<double>(QFileInfo(saved).size()) / 1e6;
    QFile::remove(saved);
    return fields;
}

}  // namespace segstudio::bench
