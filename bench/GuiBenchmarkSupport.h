#pragma once
// What segstudio-bench-gui's measurements share (GuiBenchmark.cpp defines
// them): printing and collecting result rows, percentiles, waiting in the
// event loop, and a workbench window of a fixed size.
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QTimer>

#include <memory>
#include <vector>

#include "MainWindow.h"

namespace segstudio::bench {

extern QJsonArray g_results;  // every row reported, for --json

// Prints the row as one line of JSON and keeps it.
void report(QJsonObject row);
// The p-th percentile (0-100) by rank; 0 for no values.
double percentile(std::vector<double> values, double p);
// A 1600 x 1000 workbench window, shown, in English, closing without asking.
std::unique_ptr<app::MainWindow> showWindow();

// Runs the event loop until `done` holds (checked every 2 ms) or `timeoutMs`
// passes; false on timeout.
template <typename Predicate> bool waitUntil(Predicate done, int timeoutMs)
{
    QElapsedTimer clock;
    clock.start();
    while (!done()) {
        if (clock.elapsed() > timeoutMs)
            return false;
        QEventLoop loop;  // sleeps in the event loop: no busy waiting that would skew CPU numbers
        QTimer::singleShot(2, &loop, &QEventLoop::quit);
        loop.exec();
    }
    return true;
}

// Brush strokes on a phantom's new label map (EditorBenchmark.cpp).
void benchmarkEditor(const QList<int>& size, int strokes);
// Painting on a scan open as a pyramid (a label map held at full
// resolution) in `window`: pointer event to the axial view's next frame,
// the map's memory after the strokes, scrolling with the labels shown, and
// saving it (MetaImage, streamed) into `folder`. `frames` counts the axial
// view's frames. Fields for the viewer's row.
QJsonObject measurePyramidEditing(app::MainWindow& window, int& frames, const QString& folder);

}  // namespace segstudio::bench
