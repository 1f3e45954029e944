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
#include "widgets/ViewLayout.h"

namespace segstudio::app {

FigureExport::FigureExport(MainWindow* window, widgets::ViewLayout* views, QMenu* fileMenu, QMenu* editMenu, QMenu* viewMenu)
    : QObject(window), m_window(window), m_views(views)
{
    m_exportView = new QAction(this);
    m_exportView->setObjectName("exportViewAction");
    connect(m_exportView, &QAction::triggered, this, [this] { chooseFileAndExport(false); });
    m_exportAllViews = new QAction(this);
    m_exportAllViews->setObjectName("exportAllViewsAction");
    connect(m_exportAllViews, &QAction::triggered, this, [this] { chooseFileAndExport(true); });
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
    fileMenu->insertAction(quit, m_exportView);
    fileMenu->insertAction(quit, m_exportAllViews);
    fileMenu->insertSeparator(quit);
    editMenu->addSeparator();
    editMenu->addAction(m_copyView);
    viewMenu->addAction(m_scaleBar);
    retranslate();
}

void FigureExport::retranslate()
{
    m_exportView->setText(tr("Export View As..."));
    m_exportAllViews->setText(tr("Export All Views As..."));
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

void FigureExport::chooseFileAndExport(bool allViews)
{
    const QString file = QFileDialog::getSaveFileName(m_window, allViews ? tr("Export All Views") : tr("Export View"),
                                                      allViews ? QStringLiteral("views.png") : QStringLiteral("view.png"),
                                                      tr("PNG image (*.png)"));
    if (!file.isEmpty())
        exportView(file.endsWith(".png", Qt::CaseInsensitive) ? file : file + ".png", allViews);
}

bool FigureExport::exportView(const QString& file, bool allViews)
{
    const QImage image = allViews ? m_views->layoutImage() : m_views->paneImage(m_views->currentPane());
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
