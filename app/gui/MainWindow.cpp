#include "MainWindow.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QStatusBar>
#include <QTabWidget>
#include <QToolBar>

#include "FigureExport.h"
#include "WindowPlacement.h"
#include "common/Errors.h"
#include "dicom/DicomWorkspace.h"
#include "labeledit/LabelEditWorkspace.h"
#include "pacs/PacsNodesPage.h"
#include "pacs/PacsWorkspace.h"
#include "raters/AdjudicationWorkspace.h"
#include "review/ReviewWorkspace.h"
#include "training/TrainingWorkspace.h"
#include "widgets/training/ImportedModelsPanel.h"
#include "widgets/DatasetBrowser.h"
#include "widgets/GettingStartedDialog.h"
#include "widgets/PreferencesDialog.h"
#include "widgets/training/RunsPanel.h"
#include "widgets/training/TrainingPanel.h"
#include "widgets/views/LayersPanel.h"
#include "widgets/views/SliceView.h"
#include "widgets/views/VolumeView.h"
#include "worklist/WorklistWorkspace.h"

namespace segstudio::app {

using namespace segstudio::widgets;

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent)
{
    setObjectName("mainWindow");
    setAcceptDrops(true);
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName("centralTabs");
    m_views = new ViewLayout(&m_scene, m_tabs);
    m_tabs->addTab(m_views, QString());
    setCentralWidget(m_tabs);
    m_training = new TrainingWorkspace(this, &m_scene, m_tabs);
    connect(m_training, &TrainingWorkspace::errorOccurred, this, &MainWindow::showError);
    connect(m_training, &TrainingWorkspace::segmentationAdded, this, [this] { m_tabs->setCurrentWidget(m_views); });
    createActions();
    createMenus();
    createDocksAndStatusBar();
    m_labelEditing = new LabelEditWorkspace(this);
    m_review = new ReviewWorkspace(this);
    m_adjudication = new AdjudicationWorkspace(this);
    m_worklist = new WorklistWorkspace(this, m_openDataset);
    m_dicom = new DicomWorkspace(this, m_fileMenu, m_closeAll);
    m_pacs = new PacsWorkspace(this);
    addDockWidget(Qt::LeftDockWidgetArea, m_pacs->dock());
    tabifyDockWidget(m_datasetDock, m_pacs->dock());
    m_datasetDock->raise();
    m_viewMenu->addAction(m_pacs->dock()->toggleViewAction());
    m_figures = new FigureExport(this, m_views, m_fileMenu, m_labelEditing->editMenu(), m_viewMenu);
    connect(&m_loader, &ScanLoader::loaded, this, &MainWindow::onScanLoaded);
    connect(&m_loader, &ScanLoader::failed, this, &MainWindow::onLoadFailed);
    connect(&m_loader, &ScanLoader::started, this, &MainWindow::onLoadStarted);
    connect(&m_loader, &ScanLoader::idle, this, &MainWindow::onLoaderIdle);
    connect(&m_loader, &ScanLoader::pyramidProgress, this, &MainWindow::onPyramidProgress);
    m_loader.setPyramidMemoryShare(PreferencesDialog::pyramidMemoryShare());
    connect(&m_loader, &ScanLoader::cancelled, this, [this] {
        onLoaderIdle();
        statusBar()->showMessage(tr("Loading cancelled"), 5000);
    });
    for (auto pane : {ViewLayout::Axial, ViewLayout::Sagittal, ViewLayout::Coronal}) {
        SliceView* view = m_views->sliceView(pane);
        connect(view, &SliceView::hovered, this, &MainWindow::updateCursorInfo);
        connect(view, &SliceView::hoverLeft, this, [this] { updateCursorInfo(m_scene.cursor()); });
    }
    connect(&m_scene, &SceneModel::cursorChanged, this, [this] { updateCursorInfo(m_scene.cursor()); });
    connect(m_datasetBrowser, &DatasetBrowser::caseActivated, this, [this](const io::DatasetCase& c) {
        if (!confirmDiscardEdits())
            return;
        m_scene.clearLabelLayers();
        openScan(QString::fromStdString(c.imageFiles.front()));
        if (!c.labelFile.empty())
            openLabelMap(QString::fromStdString(c.labelFile));
        openRaterMaps(c.id);
    });
    retranslateUi();
    restoreSettings();
}

MainWindow::~MainWindow() = default;

// ------------------------------------------------------------ set-up ----

void MainWindow::createActions()
{
    m_openScan = new QAction(this);
    m_openScan->setShortcut(QKeySequence::Open);
    connect(m_openScan, &QAction::triggered, this, &MainWindow::chooseScan);
    m_openScanFolder = new QAction(this);
    m_openScanFolder->setObjectName("openScanFolder");
    m_openScanFolder->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    connect(m_openScanFolder, &QAction::triggered, this, &MainWindow::chooseScanFolder);
    m_openLabel = new QAction(this);
    m_openLabel->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    connect(m_openLabel, &QAction::triggered, this, &MainWindow::chooseLabelMap);
    m_openDataset = new QAction(this);
    m_openDataset->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_D));
    connect(m_openDataset, &QAction::triggered, this, &MainWindow::chooseDataset);
    m_saveLabel = new QAction(this);
    m_saveLabel->setShortcut(QKeySequence::Save);
    connect(m_saveLabel, &QAction::triggered, this, &MainWindow::saveLabelMapAs);
    m_exportSurfaces = new QAction(this);
    m_exportSurfaces->setObjectName("exportSurfacesAction");
    connect(m_exportSurfaces, &QAction::triggered, this, &MainWindow::exportSurfaces);
    m_maskScan = new QAction(this);
    m_maskScan->setObjectName("maskScanAction");
    connect(m_maskScan, &QAction::triggered, this, &MainWindow::maskScanByLabel);
    m_closeAll = new QAction(this);
    connect(m_closeAll, &QAction::triggered, this, [this] {
        if (!confirmDiscardEdits())
            return;
        m_loader.cancelAll();
        m_scene.clearLabelLayers();
    });
    m_quit = new QAction(this);
    m_quit->setShortcut(QKeySequence::Quit);
    connect(m_quit, &QAction::triggered, this, &QWidget::close);
    m_resetViews = new QAction(this);
    connect(m_resetViews, &QAction::triggered, this, [this] {
        for (auto pane : {ViewLayout::Axial, ViewLayout::Sagittal, ViewLayout::Coronal})
            m_views->sliceView(pane)->resetCamera();
        m_views->volumeView()->resetCamera();
    });
    m_showAll = new QAction(this);
    connect(m_showAll, &QAction::triggered, this, [this] { m_views->maximize(-1); });
    for (int pane = 0; pane < 4; ++pane) {
        m_maximize[pane] = new QAction(this);
        m_maximize[pane]->setShortcut(QKeySequence(Qt::ALT | (Qt::Key_1 + pane)));
        connect(m_maximize[pane], &QAction::triggered, this, [this, pane] { m_views->maximize(pane); });
    }
    m_preferences = new QAction(this);
    m_preferences->setMenuRole(QAction::PreferencesRole);
    connect(m_preferences, &QAction::triggered, this, &MainWindow::showPreferences);
    m_about = new QAction(this);
    connect(m_about, &QAction::triggered, this, &MainWindow::showAbout);
    m_gettingStarted = new QAction(this);
    m_gettingStarted->setObjectName("gettingStartedAction");
    m_gettingStarted->setShortcut(QKeySequence::HelpContents);
    connect(m_gettingStarted, &QAction::triggered, this, &MainWindow::showGettingStarted);
    m_startTraining = new QAction(this);
    connect(m_startTraining, &QAction::triggered, this, [this] {
        m_training->panelDock()->show();
        m_training->panelDock()->raise();
        if (m_training->startTraining().isEmpty() && !m_training->trainingActive())
            showError(tr("Cannot start training"), tr("Check the training settings: the panel lists what is missing."));
    });
    m_stopTraining = new QAction(this);
    connect(m_stopTraining, &QAction::triggered, this, [this] { m_training->controller().stop(); });
    m_retrain = new QAction(this);
    m_retrain->setObjectName("retrainAction");
    connect(m_retrain, &QAction::triggered, this, [this] {
        const QString run = m_training->activeRun();
        if (run.isEmpty())
            showError(tr("No model chosen"), tr("Select in the Runs panel the run whose model should learn from the corrections."));
        else  // AI assist's interactive model learns from the same corrections, after the selected one
            m_training->retrainWithCorrections(run, 0, 0, m_labelEditing->assistRunToRetrain());
    });
    m_segmentScan = new QAction(this);
    connect(m_segmentScan, &QAction::triggered, this, [this] {
        const QString run = m_training->runs()->selectedRun();
        if (run.isEmpty())
            showError(tr("No model chosen"), tr("Select a run in the Runs panel whose model should segment the scan."));
        else
            m_training->segmentCurrentScan(run);
    });
    m_segmentWithModel = new QAction(this);
    m_segmentWithModel->setObjectName("segmentWithModelAction");
    connect(m_segmentWithModel, &QAction::triggered, this, [this] {
        const QString folder = QFileDialog::getExistingDirectory(this, tr("Segment with Model Folder"));
        if (folder.isEmpty())
            return;
        m_training->importedModels()->addModel(folder);  // listed when it is a model; segmenting says why not
        m_training->segmentCurrentScan(folder);
    });
}

void MainWindow::createMenus()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_fileMenu->setObjectName("fileMenu");
    m_fileMenu->addAction(m_openScan);
    m_fileMenu->addAction(m_openScanFolder);
    m_fileMenu->addAction(m_openLabel);
    m_fileMenu->addAction(m_openDataset);
    m_recentMenu = m_fileMenu->addMenu(QString());
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_saveLabel);
    m_fileMenu->addAction(m_exportSurfaces);
    m_fileMenu->addAction(m_maskScan);
    m_fileMenu->addAction(m_closeAll);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_quit);

    m_viewMenu = menuBar()->addMenu(QString());
    m_viewMenu->addAction(m_showAll);
    for (QAction* a : m_maximize)
        m_viewMenu->addAction(a);
    m_viewMenu->addSeparator();
    m_presetMenu = m_viewMenu->addMenu(QString());
    for (const WindowPreset& preset : windowPresets()) {
        QAction* action = m_presetMenu->addAction(QString());
        action->setData(preset.id);
        connect(action, &QAction::triggered, this, [this, id = preset.id] { m_scene.applyPreset(id); });
    }
    m_renderingMenu = m_viewMenu->addMenu(QString());
    for (VolumePreset preset : {VolumePreset::Off, VolumePreset::MrDefault, VolumePreset::CtSoftTissue, VolumePreset::CtBone}) {
        QAction* action = m_renderingMenu->addAction(QString());
        action->setData(static_cast<int>(preset));
        connect(action, &QAction::triggered, this, [this, preset] { m_views->volumeView()->setVolumePreset(preset); });
    }
    m_viewMenu->addAction(m_resetViews);

    m_trainingMenu = menuBar()->addMenu(QString());
    m_trainingMenu->addAction(m_startTraining);
    m_trainingMenu->addAction(m_stopTraining);
    m_trainingMenu->addSeparator();
    m_trainingMenu->addAction(m_segmentScan);
    m_trainingMenu->addAction(m_segmentWithModel);
    m_trainingMenu->addAction(m_retrain);
    m_settingsMenu = menuBar()->addMenu(QString());
    m_settingsMenu->addAction(m_preferences);
    m_helpMenu = menuBar()->addMenu(QString());
    m_helpMenu->addAction(m_gettingStarted);
    m_helpMenu->addAction(m_about);

    QToolBar* toolbar = addToolBar(QString());
    toolbar->setObjectName("mainToolBar");
    toolbar->addAction(m_openScan);
    toolbar->addAction(m_openLabel);
    toolbar->addAction(m_openDataset);
    toolbar->addSeparator();
    m_presetBox = new QComboBox(toolbar);
    m_presetBox->setObjectName("windowPresetBox");
    for (const WindowPreset& preset : windowPresets())
        m_presetBox->addItem(QString(), preset.id);
    m_presetBox->setCurrentIndex(m_presetBox->findData(QStringLiteral("mr-auto")));
    connect(m_presetBox, QOverload<int>::of(&QComboBox::activated), this,
            [this](int index) { m_scene.applyPreset(m_presetBox->itemData(index).toString()); });
    toolbar->addWidget(m_presetBox);
    m_channelBox = new QComboBox(toolbar);
    m_channelBox->setObjectName("channelBox");
    m_channelBox->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    connect(m_channelBox, QOverload<int>::of(&QComboBox::activated), this, &MainWindow::onChannelChosen);
    m_channelBoxAction = toolbar->addWidget(m_channelBox);
    m_channelBoxAction->setVisible(false);
    connect(&m_scene, &SceneModel::imageChanged, this, &MainWindow::rebuildChannelBox);
    // Label maps opened over a scan open as a pyramid may be read at its full resolution.
    connect(&m_scene, &SceneModel::imageChanged, this,
            [this] { m_loader.setPyramidScan(m_scene.hasImage() ? m_scene.image()->pyramid : nullptr); });
    connect(&m_scene, &SceneModel::channelDisplayChanged, this, &MainWindow::rebuildChannelBox);
}

void MainWindow::rebuildChannelBox()
{
    const ImageLayer* image = m_scene.image();
    const int channels = image ? image->channelCount() : 0;
    m_channelBox->clear();
    m_channelBoxAction->setVisible(channels > 1);
    if (channels < 1)
        return;
    for (int c = 0; c < channels; ++c)
        m_channelBox->addItem(image->channelName(c), c);
    if (channels > 1)
        m_channelBox->addItem(image->colour ? tr("Colour") : tr("Composite (%1)").arg(std::min(channels, int(SceneModel::kCompositeChannels))), -1);
    m_channelBox->setCurrentIndex(m_scene.compositeShown() ? channels : m_scene.activeChannel());
    m_channelBox->setToolTip(tr("Channel shown in the slice views; the window presets and right-drag adjust the "
                                "selected channel's window. Composite: the first three channels in colour."));
    m_presetBox->setCurrentIndex(m_presetBox->findData(m_scene.modalityPreset(m_scene.activeChannel())));
}

void MainWindow::onChannelChosen(int index)
{
    const int channel = m_channelBox->itemData(index).toInt();
    if (channel < 0)
        m_scene.setCompositeShown(true);
    else
        m_scene.setActiveChannel(channel);
}

void MainWindow::createDocksAndStatusBar()
{
    m_layersPanel = new LayersPanel(&m_scene, this);
    m_layersDock = new QDockWidget(this);
    m_layersDock->setObjectName("layersDock");
    m_layersDock->setWidget(m_layersPanel);
    addDockWidget(Qt::RightDockWidgetArea, m_layersDock);
    m_datasetBrowser = new DatasetBrowser(this);
    m_datasetDock = new QDockWidget(this);
    m_datasetDock->setObjectName("datasetDock");
    m_datasetDock->setWidget(m_datasetBrowser);
    addDockWidget(Qt::LeftDockWidgetArea, m_datasetDock);
    tabifyDockWidget(m_layersDock, m_training->panelDock());
    tabifyDockWidget(m_training->panelDock(), m_training->runsDock());
    m_layersDock->raise();

    m_cursorInfo = new QLabel(this);
    m_cursorInfo->setObjectName("cursorInfo");
    m_loadingLabel = new QLabel(this);
    m_progress = new QProgressBar(this);
    m_progress->setRange(0, 0);  // busy: ITK readers report no progress
    m_progress->setMaximumWidth(160);
    m_cancel = new QPushButton(this);
    m_cancel->setObjectName("cancelLoading");
    connect(m_cancel, &QPushButton::clicked, this, [this] { m_loader.cancelAll(); });
    statusBar()->addWidget(m_cursorInfo, 1);
    statusBar()->addPermanentWidget(m_loadingLabel);
    statusBar()->addPermanentWidget(m_progress);
    statusBar()->addPermanentWidget(m_cancel);
    m_loadingLabel->hide();
    m_progress->hide();
    m_cancel->hide();
}

void MainWindow::retranslateUi()
{
    setWindowTitle(m_scene.hasImage() ? tr("SegStudio - %1").arg(m_scene.image()->name) : tr("SegStudio"));
    m_fileMenu->setTitle(tr("&File"));
    m_openScan->setText(tr("&Open Scan..."));
    m_openScanFolder->setText(tr("Open Scan &Folder (DICOM Series, OME-Zarr, Slices)..."));
    m_openLabel->setText(tr("Open &Label Map..."));
    m_openDataset->setText(tr("Open &Dataset Folder..."));
    m_recentMenu->setTitle(tr("Open &Recent"));
    m_saveLabel->setText(tr("&Save Label Map As..."));
    m_closeAll->setText(tr("&Close Label Maps"));
    m_exportSurfaces->setText(tr("Export S&urfaces..."));
    m_maskScan->setText(tr("Save Scan &Masked by Label..."));
    m_quit->setText(tr("&Quit"));
    m_viewMenu->setTitle(tr("&View"));
    m_showAll->setText(tr("Show &All Views"));
    const QString paneNames[4] = {tr("Maximise &Axial View"), tr("Maximise &Sagittal View"), tr("Maximise &Coronal View"),
                                  tr("Maximise &3D View")};
    for (int pane = 0; pane < 4; ++pane)
        m_maximize[pane]->setText(paneNames[pane]);
    m_presetMenu->setTitle(tr("&Window Presets"));
    for (QAction* action : m_presetMenu->actions())
        action->setText(presetDisplayName(action->data().toString()));
    for (int i = 0; i < m_presetBox->count(); ++i)
        m_presetBox->setItemText(i, presetDisplayName(m_presetBox->itemData(i).toString()));
    m_renderingMenu->setTitle(tr("3D &Rendering"));
    const QString renderingNames[4] = {tr("Surfaces only"), tr("MR volume"), tr("CT soft tissue volume"), tr("CT bone volume")};
    for (QAction* action : m_renderingMenu->actions())
        action->setText(renderingNames[action->data().toInt()]);
    m_resetViews->setText(tr("&Reset Views"));
    m_settingsMenu->setTitle(tr("&Settings"));
    m_preferences->setText(tr("&Preferences..."));
    m_trainingMenu->setTitle(tr("&Training"));
    m_startTraining->setText(tr("&Start Training"));
    m_stopTraining->setText(tr("S&top Training"));
    m_segmentScan->setText(tr("Segment &Current Scan"));
    m_segmentWithModel->setText(tr("Segment with &Model Folder..."));
    m_segmentWithModel->setToolTip(tr("Segment the open scan with a model from a folder: a SegStudio run or package, "
                                      "a TorchScript model with its sidecar (model.pt + model.sidecar.json), or an "
                                      "nnU-Net v2 results folder (plans.json, dataset.json, fold_N)"));
    m_retrain->setText(tr("&Retrain with Corrections"));
    m_retrain->setToolTip(tr("Fine-tune the selected run's model on the dataset with its corrections, then check it is not worse"));
    m_tabs->setTabText(m_tabs->indexOf(m_views), tr("Views"));
    m_training->retranslate();
    m_helpMenu->setTitle(tr("&Help"));
    m_about->setText(tr("&About SegStudio"));
    m_gettingStarted->setText(tr("&Getting Started"));
    m_layersDock->setWindowTitle(tr("Layers"));
    m_datasetDock->setWindowTitle(tr("Dataset"));
    m_cancel->setText(tr("Cancel"));
    m_layersPanel->retranslate();
    m_datasetBrowser->retranslate();
    m_views->retranslate();
    m_labelEditing->retranslate();
    m_review->retranslate();
    if (m_adjudication)
        m_adjudication->retranslate();
    if (m_dicom)
        m_dicom->retranslate();
    if (m_figures)
        m_figures->retranslate();
    if (m_pacs)
        m_pacs->retranslate();
    m_worklist->retranslate();
    rebuildRecentMenu();
    updateCursorInfo(m_scene.cursor());
}

void MainWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        if (m_gettingStartedDialog) {  // the page is per language: opened anew in the new one
            m_gettingStartedDialog->deleteLater();
            m_gettingStartedDialog = nullptr;
        }
    }
    QMainWindow::changeEvent(event);
}

void MainWindow::showOnScreen()
{
    const QScreen* screen = this->screen() ? this->screen() : QGuiApplication::primaryScreen();
    std::optional<QRect> restored;
    if (restoreGeometry(QSettings().value("window/geometry").toByteArray()))
        restored = isMaximized() ? screen->availableGeometry() : geometry();
    const WindowPlacement placement = placeWindow(screen->availableGeometry(), kPreferredSize, restored);
    setGeometry(placement.geometry);
    if (placement.maximized)
        showMaximized();
    else
        showNormal();
}

void MainWindow::restoreSettings()
{
    QSettings settings;
    restoreState(settings.value("window/state").toByteArray());
    // "view/maximizedPane" of earlier versions may hold a 2D image's single
    // view (the bug this key replaces): it is not read.
    m_paneFor3dScans = settings.value("view/paneFor3dScans", -1).toInt();
    m_views->maximize(m_paneFor3dScans);
}

void MainWindow::saveSettings()
{
    QSettings settings;
    settings.setValue("window/geometry", saveGeometry());
    settings.setValue("window/state", saveState());
    // A 2D image's single view is not what the next 3D scan should open in.
    settings.setValue("view/paneFor3dScans", m_singleSliceLayout ? m_paneFor3dScans : m_views->maximizedPane());
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (m_training->trainingActive() && m_askBeforeClosing) {
        const auto answer = QMessageBox::question(
            this, tr("Training is running"),
            tr("A training run is in progress. Stop it and quit? Its checkpoint is saved, so it can be continued later."),
            QMessageBox::Yes | QMessageBox::No, QMessageBox::No);
        if (answer != QMessageBox::Yes) {
            event->ignore();
            return;
        }
    }
    if (!confirmDiscardEdits()) {
        event->ignore();
        return;
    }
    m_loader.cancelAll();
    m_training->shutDown();
    saveSettings();
    event->accept();
}

void MainWindow::showError(const QString& title, const QString& message)
{
    // Window-modal but not blocking: no nested event loop, so a report that
    // arrives while another dialog is open (training, loading) cannot stall.
    m_lastError = message;
    auto* box = new QMessageBox(QMessageBox::Critical, title, message, QMessageBox::Ok, this);
    box->setObjectName("errorDialog");
    box->setTextFormat(Qt::PlainText);  // messages quote files and models: never markup
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

// ------------------------------------------------------------ status ----

void MainWindow::updateCursorInfo(const VoxelIndex& voxel)
{
    const ImageLayer* image = m_scene.image();
    if (!image) {
        m_cursorInfo->setText(tr("Open a scan (File > Open Scan) or a dataset folder to begin."));
        return;
    }
    const std::array<int64_t, 3> stored = image->data->sourceIndex(voxel);
    const Vec3 world = image->data->worldPosition(voxel);
    QString labelName;
    const int label = m_scene.labelAt(voxel, &labelName);
    const LengthUnit unit = lengthUnitFor(image->data->source);
    QString values;
    if (image->channelCount() <= 1) {
        values = tr("Value %1").arg(m_scene.intensityAt(voxel), 0, 'g', 6);
    } else {
        QStringList parts;
        for (int c = 0; c < image->channelCount(); ++c)
            parts << QString("%1 %2").arg(image->channelName(c)).arg(m_scene.intensityAt(voxel, c), 0, 'g', 6);
        values = tr("Values %1").arg(parts.join(", "));
    }
    // A picture (PNG, TIFF) has no patient: its position is not LPS.
    const QString format = image->patientOrientation ? tr("Voxel (%1, %2, %3)   %4, %5, %6 %7 (LPS)   %8")
                                                     : tr("Pixel (%1, %2, %3)   %4, %5, %6 %7   %8");
    QString text = format
                       .arg(stored[0])
                       .arg(stored[1])
                       .arg(stored[2])
                       .arg(QString::fromStdString(formatLength(world[0], unit)), QString::fromStdString(formatLength(world[1], unit)),
                            QString::fromStdString(formatLength(world[2], unit)), QString::fromStdString(unitSymbol(unit)), values);
    if (label != 0)
        text += tr("   Label %1: %2").arg(label).arg(labelName);
    if (const PyramidSlices* pyramid = image->pyramid.get()) {
        // A scan larger than memory: the scene's grid is its overview.
        double voxels = 1;
        for (int axis = 0; axis < 3; ++axis)
            voxels *= image->data->source.spacing[axis] / pyramid->pyramid().geometry().spacing[axis];
        text += tr("   (overview voxel: the mean of about %1 voxels)").arg(std::lround(voxels));
    }
    m_cursorInfo->setText(text);
}

// ----------------------------------------------------------- dialogs ----

void MainWindow::showPreferences() { runPreferences(false); }

void MainWindow::showPacsNodePreferences() { runPreferences(true); }

void MainWindow::runPreferences(bool showPacsNodes)
{
    PreferencesDialog dialog(m_languages, this);
    auto* pacsNodes = new PacsNodesPage(&dialog);
    dialog.addPage(pacsNodes, tr("PACS Nodes"), [pacsNodes] { return pacsNodes->apply(); });
    if (showPacsNodes)
        dialog.showPage(pacsNodes);
    if (dialog.exec() == QDialog::Accepted) {
        m_pacs->reloadNodes();
        m_loader.setPyramidMemoryShare(PreferencesDialog::pyramidMemoryShare());
    }
}

void MainWindow::showGettingStarted()
{
    if (!m_gettingStartedDialog)
        m_gettingStartedDialog = new GettingStartedDialog(m_languages.activeLanguage(), this);
    m_gettingStartedDialog->show();
    m_gettingStartedDialog->raise();
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About SegStudio"),
                       tr("<b>SegStudio %1</b><p>A workbench for 3D segmentation: scans and label maps, U-Net training "
                          "and sliding-window inference.</p><p>Sample data: Medical Segmentation Decathlon, Task04 "
                          "Hippocampus (CC-BY-SA 4.0).</p>")
                           .arg(QCoreApplication::applicationVersion()));
}

}  // namespace segstudio::app
