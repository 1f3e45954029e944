#include "FigureExport.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QFileDialog>
#include <QImage>
#include <QImageWriter>
#include <QMenu>
#include <QSaveFile>
#include <QSettings>
#include <QStatusBar>

#include "MainWindow.h"
#include "widgets/views/ViewLayout.h"

namespace segstudio::app {

FigureExport::FigureExport(MainWindow* window, widgets::ViewLayout* views, QMenu* fileMenu, QMenu* editMenu, QMenu* viewMenu)
    : QObject(window), m_window(window), m_views(views)
{
    auto exportAction = [this](const char* name, bool allViews, double scale) {
        auto* action = new QAction(this);
        action->setObjectName(name);
        connect(action, &QAction::triggered, this, [this, allViews, scale] { chooseFileAndExport(allViews, scale); });
        return action;
    };
    m_exportView = exportAction("exportViewAction", false, 1.0);
    m_exportView2x = exportAction("exportView2xAction", false, 2.0);
    m_exportAllViews = exportAction("exportAllViewsAction", true, 1.0);
    m_exportAllViews2x = exportAction("exportAllViews2xAction", true, 2.0);
    m_copyView = new QAction(this);
    m_copyView->setObjectName("copyViewAction");
    m_copyView->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    connect(m_copyView, &QAction::triggered, this, &FigureExport::copyView);
    m_scaleBar = new QAction(this);
    m_scaleBar->setObjectName("scaleBarAction");
    m_scaleBar->setCheckable(true);
    connect(m_scaleBar, &QAction::toggled, this, &FigureExport::setScaleBarVisible);
    m_scaleBar->setChecked(QSettings().value("view/scaleBar", true).toBool());
    m_views->setScaleBarsVisible(m_scaleBar->isChecked());

    QAction* quit = fileMenu->actions().isEmpty() ? nullptr : fileMenu->actions().constLast();
    m_exportViewMenu = new QMenu(fileMenu);
    m_exportViewMenu->addActions({m_exportView, m_exportView2x});
    m_exportAllViewsMenu = new QMenu(fileMenu);
    m_exportAllViewsMenu->addActions({m_exportAllViews, m_exportAllViews2x});
    fileMenu->insertMenu(quit, m_exportViewMenu);
    fileMenu->insertMenu(quit, m_exportAllViewsMenu);
    fileMenu->insertSeparator(quit);
    editMenu->addSeparator();
    editMenu->addAction(m_copyView);
    viewMenu->addAction(m_scaleBar);
    retranslate();
}

void FigureExport::retranslate()
{
    m_exportViewMenu->setTitle(tr("Export View As"));
    m_exportAllViewsMenu->setTitle(tr("Export All Views As"));
    for (QAction* screen : {m_exportView, m_exportAllViews})
        screen->setText(tr("PNG, Screen Resolution..."));
    for (QAction* twice : {m_exportView2x, m_exportAllViews2x})
        twice->setText(tr("PNG, Double Resolution..."));
    m_copyView->setText(tr("Copy View"));
    m_scaleBar->setText(tr("Scale Bar"));
}

void FigureExport::setScaleBarVisible(bool visible)
{
    if (m_scaleBar->isChecked() != visible)
        m_scaleBar->setChecked(visible);  // comes back here through toggled
    m_views->setScaleBarsVisible(visible);
    QSettings().setValue("view/scaleBar", visible);
}

void FigureExport::chooseFileAndExport(bool allViews, double scale)
{
    const QString file = QFileDialog::getSaveFileName(m_window, allViews ? tr("Export All Views") : tr("Export View"),
                                                      allViews ? QStringLiteral("views.png") : QStringLiteral("view.png"),
                                                      tr("PNG image (*.png)"));
    if (!file.isEmpty())
        exportView(file.endsWith(".png", Qt::CaseInsensitive) ? file : file + ".png", allViews, scale);
}

bool FigureExport::exportView(const QString& file, bool allViews, double scale)
{
    const QImage image = allViews ? m_views->layoutImage(scale) : m_views->paneImage(m_views->currentPane(), scale);
    // Written beside the target and renamed over it: a failed export leaves no half file.
    QSaveFile out(file);
    QImageWriter writer(&out, "png");
    if (image.isNull() || !out.open(QIODevice::WriteOnly) || !writer.write(image) || !out.commit()) {
        m_window->showError(tr("Cannot export the view"),
                            tr("%1: %2").arg(file, image.isNull() ? tr("the view has not been drawn yet")
                                                                  : out.errorString().isEmpty() ? writer.errorString()
                                                                                                : out.errorString()));
        return false;
    }
    m_window->statusBar()->showMessage(tr("Exported %1 (%2 x %3 pixels)").arg(file).arg(image.width()).arg(image.height()), 5000);
    return true;
}

void FigureExport::copyView()
{
    const QImage image = m_views->paneImage(m_views->currentPane());
    QApplication::clipboard()->setImage(image);
    m_window->statusBar()->showMessage(tr("Copied the view (%1 x %2 pixels)").arg(image.width()).arg(image.height()), 5000);
}

}  // namespace segstudio::app
