#pragma once
// Figures from the workbench's views: File > Export View As > (the current
// view as shown: scan, overlays, crosshair, letters and scale bar, as a PNG
// at the screen's pixels or rendered again at twice them), File > Export
// All Views As > (the 2x2 layout, or the panes shown, with their titles, as
// one figure, at either resolution), Edit > Copy View
// (the current view to the clipboard) and View > Scale Bar (on by default;
// remembered). The current view is the maximised one, else the one last
// clicked (ViewLayout::currentPane). GUI thread only.
#include <QObject>
#include <QString>

class QAction;
class QMenu;

namespace segstudio::widgets {
class ViewLayout;
}

namespace segstudio::app {

class MainWindow;

class FigureExport : public QObject {
    Q_OBJECT
public:
    // Adds its actions to the File, Edit and View menus.
    FigureExport(MainWindow* window, widgets::ViewLayout* views, QMenu* fileMenu, QMenu* editMenu, QMenu* viewMenu);

    // Programmatic entry points (tests): write a PNG of the current view or
    // of every shown pane; false after an error dialog.
    bool exportView(const QString& file, bool allViews, double scale = 1.0);
    void copyView();
    void setScaleBarVisible(bool visible);
    QAction* scaleBarAction() const { return m_scaleBar; }

    void retranslate();

private:
    void chooseFileAndExport(bool allViews, double scale);

    MainWindow* m_window;
    widgets::ViewLayout* m_views;
    QMenu* m_exportViewMenu = nullptr;
    QMenu* m_exportAllViewsMenu = nullptr;
    QAction* m_exportView = nullptr;
    QAction* m_exportView2x = nullptr;
    QAction* m_exportAllViews = nullptr;
    QAction* m_exportAllViews2x = nullptr;
    QAction* m_copyView = nullptr;
    QAction* m_scaleBar = nullptr;
};

}  // namespace segstudio::app
