#include "raters/AdjudicationWorkspace.h"

#include <QComboBox>
#include <QDockWidget>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <cmath>
#include <set>

#include "MainWindow.h"
#include "WindowPlacement.h"
#include "raters/DatasetAgreementPanel.h"
#include "raters/RaterAssignmentsPanel.h"
#include "application/raters/Adjudication.h"
#include "application/review/EvaluatePredictions.h"
#include "application/raters/RaterAgreement.h"
#include "widgets/views/DisplayGeometry.h"

namespace segstudio::app {

using namespace segstudio::widgets;

// One comparison's outcome, made on a worker thread.
struct AdjudicationWorkspace::Agreement {
    application::CaseAgreement scores;
    Volume consensus;  // display order
    QString method;
    QString error;
};

namespace {

constexpr int kConsensusSource = -1;  // m_source's data for the consensus

QString metric(double value, int decimals) { return std::isnan(value) ? QStringLiteral("-") : QString::number(value, 'f', decimals); }

}  // namespace

AdjudicationWorkspace::AdjudicationWorkspace(MainWindow* window) : QObject(window), m_window(window)
{
    auto* panel = new QWidget(window);
    auto* layout = new QVBoxLayout(panel);
    m_caseLabel = new QLabel(panel);
    m_caseLabel->setWordWrap(true);
    layout->addWidget(m_caseLabel);
    auto* compareRow = new QHBoxLayout;
    m_method = new QComboBox(panel);
    m_method->setObjectName("ratersMethod");
    m_method->addItems({"STAPLE", "majority vote"});
    m_compare = new QPushButton(panel);
    m_compare->setObjectName("ratersCompare");
    compareRow->addWidget(m_method);
    compareRow->addWidget(m_compare);
    layout->addLayout(compareRow);
    m_table = new QTableWidget(0, 5, panel);
    m_table->setObjectName("ratersTable");
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    layout->addWidget(m_table, 1);
    auto* form = new QFormLayout;
    m_label = new QComboBox(panel);
    m_label->setObjectName("ratersLabel");
    m_disagreement = new QPushButton(panel);
    m_disagreement->setObjectName("ratersDisagreement");
    m_source = new QComboBox(panel);
    m_source->setObjectName("ratersSource");
    m_take = new QPushButton(panel);
    m_take->setObjectName("ratersTake");
    m_adjudicator = new QLineEdit(qEnvironmentVariable("USER"), panel);
    m_adjudicator->setObjectName("ratersAdjudicator");
    m_save = new QPushButton(panel);
    m_save->setObjectName("ratersSave");
    form->addRow(tr("Label"), m_label);
    form->addRow(QString(), m_disagreement);
    form->addRow(tr("Version"), m_source);
    form->addRow(QString(), m_take);
    form->addRow(tr("Adjudicator"), m_adjudicator);
    form->addRow(QString(), m_save);
    layout->addLayout(form);
    m_status = new QLabel(panel);
    m_status->setObjectName("ratersStatus");
    m_status->setWordWrap(true);
    layout->addWidget(m_status);
    m_datasetAgreement = new DatasetAgreementPanel(
        [this] { return m_method->currentIndex() == 0 ? io::ConsensusMethod::Staple : io::ConsensusMethod::MajorityVote; },
        panel);
    layout->addWidget(m_datasetAgreement);
    connect(m_datasetAgreement, &DatasetAgreementPanel::caseRequested, m_window, &MainWindow::openDatasetCase);
    m_assignments = new RaterAssignmentsPanel(window, panel);
    layout->addWidget(m_assignments);
    connect(m_assignments, &RaterAssignmentsPanel::caseRequested, m_window, &MainWindow::openDatasetCase);

    m_dock = new QDockWidget(window);
    m_dock->setObjectName("ratersDock");
    m_dock->setWidget(scrollableDockContent(panel));
    window->addDockWidget(Qt::RightDockWidgetArea, m_dock);
    window->tabifyDockWidget(window->layersDock(), m_dock);
    window->viewMenu()->addAction(m_dock->toggleViewAction());
    window->layersDock()->raise();
    connect(m_compare, &QPushButton::clicked, this, &AdjudicationWorkspace::compareRaters);
    connect(m_disagreement, &QPushButton::clicked, this, &AdjudicationWorkspace::showDisagreement);
    connect(m_take, &QPushButton::clicked, this, &AdjudicationWorkspace::takeVersion);
    connect(m_save, &QPushButton::clicked, this, &AdjudicationWorkspace::saveReference);
    connect(&m_disagreementWatcher, &QFutureWatcher<Volume>::finished, this, &AdjudicationWorkspace::addDisagreementLayer);
    connect(&m_saveWatcher, &QFutureWatcher<SaveOutcome>::finished, this, &AdjudicationWorkspace::showSaved);
    connect(&window->scene(), &SceneModel::labelVoxelsChanged, this, [this](int layer, const edit::VoxelBox&) {
        m_editedWhileSaving = m_editedWhileSaving || (m_saving && layer == m_savingLayer);
    });
    connect(&m_watcher, &QFutureWatcher<std::shared_ptr<Agreement>>::finished, this, [this] {
        m_agreement = m_watcher.result();
        m_comparing = false;
        showAgreement();
    });
    retranslate();
    setCase({});
}

AdjudicationWorkspace::~AdjudicationWorkspace()
{
    m_watcher.waitForFinished();
    m_disagreementWatcher.waitForFinished();
    m_saveWatcher.waitForFinished();
}

void AdjudicationWorkspace::retranslate()
{
    m_dock->setWindowTitle(tr("Raters"));
    m_compare->setText(tr("Compare raters"));
    m_disagreement->setText(tr("Show disagreement"));
    m_take->setText(tr("Take this version"));
    m_save->setText(tr("Save as reference"));
    m_table->setHorizontalHeaderLabels({tr("Label"), tr("Rater"), tr("Against"), tr("Dice"), tr("HD95 mm")});
    m_datasetAgreement->retranslate();
    m_assignments->retranslate();
}

void AdjudicationWorkspace::setDataset(const QString& root)
{
    m_datasetAgreement->setDataset(root);
    m_assignments->setDataset(root);
}

QString AdjudicationWorkspace::status() const { return m_status->text(); }

void AdjudicationWorkspace::setStatus(const QString& text) { m_status->setText(text); }

void AdjudicationWorkspace::setCase(const RatedCase& ratedCase)
{
    m_case = ratedCase;
    m_assignments->setCase(ratedCase.datasetRoot.empty() || ratedCase.imageFiles.empty() ? QString() : QString::fromStdString(ratedCase.caseId),
                           ratedCase.imageFiles.empty() ? QString() : QString::fromStdString(ratedCase.imageFiles.front()));
    m_agreement.reset();
    m_table->setRowCount(0);
    m_source->clear();
    m_label->clear();
    m_takenSource.clear();
    const bool rated = m_case.raterFiles.size() >= 2;
    QStringList names;
    for (const auto& [rater, file] : m_case.raterFiles) {
        names << QString::fromStdString(rater);
        m_source->addItem(QString::fromStdString(rater), static_cast<int>(m_source->count()));
    }
    m_source->addItem(tr("Consensus"), kConsensusSource);
    m_caseLabel->setText(rated ? tr("%1: %n rater(s), %2", nullptr, static_cast<int>(names.size()))
                                     .arg(QString::fromStdString(m_case.caseId), names.join(", "))
                               : tr("Open a case of a dataset whose raters/<name>/labelsTr/ hold two raters' maps or more."));
    for (QWidget* w : std::initializer_list<QWidget*>{m_compare, m_method, m_label, m_disagreement, m_source, m_take,
                                                       m_adjudicator, m_save})
        w->setEnabled(rated);
    setStatus(QString());
}

int AdjudicationWorkspace::layerOfPath(const std::string& path) const
{
    const auto& layers = m_window->scene().labelLayers();
    for (std::size_t i = 0; i < layers.size(); ++i)
        if (layers[i].segmentation() && !path.empty() && layers[i].path == QString::fromStdString(path))
            return static_cast<int>(i);
    return -1;
}

std::vector<Volume> AdjudicationWorkspace::raterVolumes() const
{
    std::vector<Volume> volumes;
    for (const auto& [rater, file] : m_case.raterFiles) {
        const int layer = layerOfPath(file);
        if (layer < 0)
            return {};
        volumes.push_back(m_window->scene().labelLayers()[static_cast<std::size_t>(layer)].data->volume);
    }
    return volumes;
}

void AdjudicationWorkspace::compareRaters()
{
    std::vector<Volume> volumes = raterVolumes();  // copies, so the editor may go on painting
    if (volumes.size() < 2 || m_comparing) {
        setStatus(volumes.size() < 2 ? tr("The raters' maps are not open yet.") : QString());
        return;
    }
    std::vector<std::string> raters, files;
    for (const auto& [rater, file] : m_case.raterFiles) {
        raters.push_back(rater);
        files.push_back(file);
    }
    const bool staple = m_method->currentIndex() == 0;
    const QString method = m_method->currentText();
    m_comparing = true;
    setStatus(tr("Comparing the raters..."));
    const std::string caseId = m_case.caseId;
    m_watcher.setFuture(QtConcurrent::run([=, volumes = std::move(volumes)] {
        auto agreement = std::make_shared<Agreement>();
        agreement->method = method;
        try {
            agreement->scores = application::scoreCase(
                caseId, raters, volumes, files, {}, staple ? io::ConsensusMethod::Staple : io::ConsensusMethod::MajorityVote,
                application::kDefaultSurfaceToleranceMm, &agreement->consensus);
        } catch (const std::exception& error) {
            agreement->error = QString::fromStdString(error.what());
        }
        return agreement;
    }));
}

void AdjudicationWorkspace::showAgreement()
{
    if (!m_agreement->error.isEmpty()) {
        setStatus(tr("Not compared: %1").arg(m_agreement->error));
        return;
    }
    const application::CaseAgreement& scores = m_agreement->scores;
    m_table->setRowCount(0);
    std::set<int> labels;
    for (const auto* list : {&scores.pairs, &scores.againstConsensus})
        for (const application::PairAgreement& p : *list) {
            const int row = m_table->rowCount();
            m_table->insertRow(row);
            const bool consensus = p.b == application::kConsensusName;
            const QString cells[] = {QString::number(p.metrics.label), QString::fromStdString(p.a),
                                     consensus ? tr("consensus (%1)").arg(m_agreement->method) : QString::fromStdString(p.b),
                                     metric(p.metrics.dice, 4), metric(p.metrics.hd95Mm, 2)};
            for (int column = 0; column < 5; ++column)
                m_table->setItem(row, column, new QTableWidgetItem(cells[column]));
            labels.insert(p.metrics.label);
        }
    m_table->resizeColumnsToContents();
    const int chosen = m_label->currentData().isValid() ? m_label->currentData().toInt() : -1;
    m_label->clear();
    for (const int label : labels) {
        const auto name = m_window->labelNames().find(label);
        m_label->addItem(name == m_window->labelNames().end() ? QString::number(label)
                                                              : QString("%1 %2").arg(label).arg(name->second),
                         label);
    }
    if (const int index = m_label->findData(chosen); index >= 0)
        m_label->setCurrentIndex(index);
    setStatus(tr("%n label(s) compared; consensus by %1.", nullptr, static_cast<int>(labels.size())).arg(m_agreement->method));
    Q_EMIT agreementShown();
}

void AdjudicationWorkspace::showDisagreement()
{
    if (m_disagreementWatcher.isRunning())
        return;
    std::vector<Volume> volumes = raterVolumes();  // copies, so the editor may go on painting
    if (volumes.size() < 2 || !m_label->currentData().isValid()) {
        setStatus(tr("Compare the raters first."));
        return;
    }
    const int label = m_label->currentData().toInt();
    m_disagreementOf = {m_case.caseId, label};
    setStatus(tr("Finding where the raters disagree about label %1...").arg(label));
    m_disagreementWatcher.setFuture(QtConcurrent::run(
        [volumes = std::move(volumes), label] { return application::raterDisagreement(volumes, label); }));
}

void AdjudicationWorkspace::addDisagreementLayer()
{
    const auto [caseId, label] = m_disagreementOf;
    const int first = m_case.raterFiles.empty() ? -1 : layerOfPath(m_case.raterFiles.front().second);
    if (caseId != m_case.caseId || first < 0)
        return;  // another case was opened meanwhile
    const DisplayVolume& grid = *m_window->scene().labelLayers()[static_cast<std::size_t>(first)].data;
    auto data = std::make_shared<DisplayVolume>();
    data->source = grid.source;
    data->mapping = grid.mapping;
    data->volume = m_disagreementWatcher.result();
    const QString name = tr("disagreement (label %1)").arg(label);
    m_window->scene().addDraftLayer(name, data, {{1, {tr("raters disagree"), QColor(255, 230, 0), true}}}, 0.6);
    setStatus(tr("The layer \"%1\" shows the voxels some raters gave the label and others did not.").arg(name));
    Q_EMIT disagreementShown();
}

int AdjudicationWorkspace::adjudicatedLayer() const
{
    const auto& layers = m_window->scene().labelLayers();
    const QString name = tr("adjudicated %1").arg(QString::fromStdString(m_case.caseId));
    for (std::size_t i = 0; i < layers.size(); ++i)
        if (layers[i].segmentation() && layers[i].name == name)
            return static_cast<int>(i);
    return -1;
}

void AdjudicationWorkspace::takeVersion()
{
    const std::vector<Volume> volumes = raterVolumes();
    if (volumes.size() < 2 || !m_label->currentData().isValid()) {
        setStatus(tr("Compare the raters first."));
        return;
    }
    const int label = m_label->currentData().toInt();
    const int source = m_source->currentData().toInt();
    if (source == kConsensusSource && !m_agreement) {
        setStatus(tr("Compare the raters first."));
        return;
    }
    const Volume& chosen = source == kConsensusSource ? m_agreement->consensus : volumes[static_cast<std::size_t>(source)];
    SceneModel& scene = m_window->scene();
    int layer = adjudicatedLayer();
    const int reference = layerOfPath(m_case.referenceFile);
    const LabelLayer& model = scene.labelLayers()[static_cast<std::size_t>(layerOfPath(m_case.raterFiles.front().second))];
    if (layer >= 0) {
        // In place, as an edit of the layer the Label editor may be painting.
        const std::shared_ptr<DisplayVolume> data = scene.editableLabelData(layer);
        data->volume = application::takeLabelFrom(data->volume, chosen, label);
        edit::VoxelBox all;
        all.lo = {0, 0, 0};
        all.hi = {data->volume.geometry.size[0] - 1, data->volume.geometry.size[1] - 1, data->volume.geometry.size[2] - 1};
        scene.notifyLabelVoxelsEdited(layer, all, label);
    } else {
        auto data = std::make_shared<DisplayVolume>(*model.data);
        data->volume = application::takeLabelFrom(
            reference >= 0 ? scene.labelLayers()[static_cast<std::size_t>(reference)].data->volume : Volume{}, chosen, label);
        LabelLayer adjudicated;
        adjudicated.name = tr("adjudicated %1").arg(QString::fromStdString(m_case.caseId));
        adjudicated.data = data;
        adjudicated.editable = true;
        adjudicated.modified = true;
        layer = scene.addLabelLayer(std::move(adjudicated), m_window->labelNames());
    }
    m_takenSource = source == kConsensusSource ? tr("consensus (%1)").arg(m_agreement->method) : m_source->currentText();
    setStatus(tr("Label %1 taken from %2 into \"%3\"; edit it with the Label editor, then save it as the reference.")
                  .arg(label)
                  .arg(m_takenSource, scene.labelLayers()[static_cast<std::size_t>(layer)].name));
}

bool AdjudicationWorkspace::saveReference()
{
    const int layer = adjudicatedLayer();
    if (m_saving) {
        setStatus(tr("Not saved: the previous save is still being written."));
        return false;
    }
    if (layer < 0) {
        setStatus(tr("Not saved: take a version of a label first."));
        return false;
    }
    if (m_case.datasetRoot.empty()) {  // raters imported as DICOM SEGs
        setStatus(tr("Not saved: these raters' maps come from DICOM SEG files, not from a dataset. Export the "
                     "adjudicated layer with File > Export Label Map as DICOM SEG."));
        return false;
    }
    application::AdjudicationDecision decision;
    decision.caseId = m_case.caseId;
    decision.label = m_label->currentData().toInt();
    decision.source = m_takenSource.toStdString();
    decision.adjudicator = m_adjudicator->text().trimmed().toStdString();
    if (decision.adjudicator.empty()) {
        setStatus(tr("Not saved: name the adjudicator, who decided."));
        return false;
    }
    for (const auto& [rater, file] : m_case.raterFiles)
        decision.raters.push_back(rater);
    // A copy on this thread (the Label editor changes the layer's voxels in
    // place); the file is written on a worker, the window stays responsive.
    const Volume labels = toStoredOrder(*m_window->scene().labelLayers()[static_cast<std::size_t>(layer)].data);
    m_saving = true;
    m_savingLayer = layer;
    m_editedWhileSaving = false;
    m_save->setEnabled(false);
    setStatus(tr("Saving the reference of %1...").arg(QString::fromStdString(m_case.caseId)));
    const RatedCase ratedCase = m_case;
    m_saveWatcher.setFuture(QtConcurrent::run([ratedCase, labels, decision]() -> SaveOutcome {
        SaveOutcome outcome;
        try {
            outcome.saved = application::saveAdjudicatedReference(ratedCase.datasetRoot, ratedCase.imageFiles, labels, decision);
        } catch (const std::exception& error) {
            outcome.error = QString::fromStdString(error.what());
        }
        return outcome;
    }));
    return true;
}

void AdjudicationWorkspace::showSaved()
{
    const SaveOutcome outcome = m_saveWatcher.result();
    m_saving = false;
    m_save->setEnabled(m_case.raterFiles.size() >= 2);
    if (!outcome.error.isEmpty()) {
        setStatus(tr("Not saved: %1").arg(outcome.error));
        Q_EMIT referenceSaved(false);
        return;
    }
    const application::SavedAdjudication& saved = outcome.saved;
    SceneModel& scene = m_window->scene();
    // Edits made while it was written are not in the file: the layer stays modified then.
    if (m_savingLayer == adjudicatedLayer() && !m_editedWhileSaving)
        scene.setLayerSaved(m_savingLayer, QString::fromStdString(saved.referenceFile));
    m_case.referenceFile = saved.referenceFile;
    setStatus(tr("Saved as the reference: %1 (decision in %2%3).")
                  .arg(QString::fromStdString(saved.referenceFile), QString::fromStdString(saved.provenanceFile),
                       saved.previousReference.empty()
                           ? QString()
                           : tr("; the previous reference kept as %1").arg(QString::fromStdString(saved.previousReference))));
    Q_EMIT referenceSaved(true);
}

}  // namespace segstudio::app
