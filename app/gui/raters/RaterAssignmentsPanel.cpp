#include "raters/RaterAssignmentsPanel.h"

#include <QCheckBox>
#include <QDir>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

#include "MainWindow.h"
#include "application/raters/RaterAssignments.h"
#include "labeledit/LabelEditWorkspace.h"
#include "widgets/labeledit/LabelEditController.h"
#include "widgets/views/DisplayGeometry.h"

namespace segstudio::app {

using namespace segstudio::widgets;

// One worker job's outcome: the assignments as the file holds them after it.
struct RaterAssignmentsPanel::Outcome {
    application::RaterAssignments assignments;
    QString message;  // what the job did, or why it failed
    bool ok = true;
    QString savedFile;  // a saved rater's map, for the layer
    int savedLayer = -1;
};

namespace {

constexpr char kRaterSetting[] = "raters/name";

QString joined(const std::vector<std::string>& names)
{
    QStringList list;
    for (const std::string& name : names)
        list << QString::fromStdString(name);
    return list.join(", ");
}

}  // namespace

RaterAssignmentsPanel::RaterAssignmentsPanel(MainWindow* window, QWidget* parent) : QGroupBox(parent), m_window(window)
{
    setObjectName("raterAssignments");
    auto* layout = new QVBoxLayout(this);
    auto* form = new QFormLayout;
    m_rater = new QLineEdit(QSettings().value(kRaterSetting, qEnvironmentVariable("USER")).toString(), this);
    m_rater->setObjectName("assignmentsRater");
    m_mineOnly = new QCheckBox(this);
    m_mineOnly->setObjectName("assignmentsMineOnly");
    form->addRow(tr("Rater"), m_rater);
    form->addRow(QString(), m_mineOnly);
    layout->addLayout(form);
    m_table = new QTableWidget(0, 3, this);
    m_table->setObjectName("assignmentsTable");
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setMinimumHeight(8 * m_table->fontMetrics().lineSpacing());
    m_table->horizontalHeader()->setStretchLastSection(true);
    layout->addWidget(m_table);
    m_progress = new QLabel(this);
    m_progress->setObjectName("assignmentsProgress");
    m_progress->setWordWrap(true);
    layout->addWidget(m_progress);
    m_saveFinish = new QPushButton(this);
    m_saveFinish->setObjectName("assignmentsSaveFinish");
    layout->addWidget(m_saveFinish);
    auto* assignRow = new QHBoxLayout;
    m_assignLabel = new QLabel(this);
    assignRow->addWidget(m_assignLabel);
    m_assignRaters = new QLineEdit(this);
    m_assignRaters->setObjectName("assignmentsRaters");
    m_perCase = new QSpinBox(this);
    m_perCase->setObjectName("assignmentsPerCase");
    m_perCase->setRange(1, 20);
    m_assign = new QPushButton(this);
    m_assign->setObjectName("assignmentsAssign");
    assignRow->addWidget(m_assignRaters, 1);
    assignRow->addWidget(m_perCase);
    assignRow->addWidget(m_assign);
    layout->addLayout(assignRow);
    m_status = new QLabel(this);
    m_status->setObjectName("assignmentsStatus");
    m_status->setWordWrap(true);
    layout->addWidget(m_status);

    connect(m_rater, &QLineEdit::textChanged, this, [this](const QString& name) {
        QSettings().setValue(kRaterSetting, name.trimmed());
        fillTable();
        updateEnabled();
    });
    connect(m_mineOnly, &QCheckBox::toggled, this, &RaterAssignmentsPanel::fillTable);
    connect(m_assign, &QPushButton::clicked, this, &RaterAssignmentsPanel::assign);
    connect(m_saveFinish, &QPushButton::clicked, this, &RaterAssignmentsPanel::saveMyMapAndFinish);
    connect(m_table, &QTableWidget::cellDoubleClicked, this, [this](int row, int) {
        if (QTableWidgetItem* item = m_table->item(row, 0))
            Q_EMIT caseRequested(item->text());
    });
    connect(&window->scene(), &SceneModel::labelVoxelsChanged, this, [this](int layer, const edit::VoxelBox&) {
        m_editedWhileSaving = m_editedWhileSaving || (m_busy && layer == m_savingLayer);
    });
    connect(&m_watcher, &QFutureWatcher<std::shared_ptr<Outcome>>::finished, this, [this] { show(*m_watcher.result()); });
    retranslate();
    setDataset({});
}

RaterAssignmentsPanel::~RaterAssignmentsPanel() { m_watcher.waitForFinished(); }

void RaterAssignmentsPanel::retranslate()
{
    setTitle(tr("Assignments"));
    m_mineOnly->setText(tr("Only my cases"));
    m_table->setHorizontalHeaderLabels({tr("Case"), tr("Raters"), tr("Finished by")});
    m_table->setToolTip(tr("Double-click a case to open it with its raters' maps."));
    m_saveFinish->setText(tr("Save my map and finish the case"));
    m_saveFinish->setToolTip(tr("Saves the Label editor's map as this rater's map of the open case "
                                "(raters/<name>/labelsTr/) and records the case as finished by them."));
    m_assignLabel->setText(tr("Raters"));
    m_assignRaters->setToolTip(tr("Raters to share the cases: ann, bo, cy"));
    m_perCase->setToolTip(tr("Raters per case"));
    m_assign->setText(tr("Assign"));
    m_assign->setToolTip(tr("Gives every training case this many raters, each time the one with the fewest cases. "
                            "Cases already assigned keep their raters."));
}

QString RaterAssignmentsPanel::status() const { return m_status->text(); }

void RaterAssignmentsPanel::setDataset(const QString& root)
{
    m_root = root;
    m_shown.reset();
    m_caseId.clear();
    m_status->setText(root.isEmpty() ? tr("Open a dataset to assign its cases to raters.") : QString());
    fillTable();
    updateEnabled();
    if (!root.isEmpty())
        reload();
}

void RaterAssignmentsPanel::setCase(const QString& caseId, const QString& imageFile)
{
    m_caseId = caseId;
    m_caseImage = imageFile;
    updateEnabled();
}

void RaterAssignmentsPanel::updateEnabled()
{
    const bool dataset = !m_root.isEmpty() && !m_busy;
    m_assign->setEnabled(dataset);
    m_assignRaters->setEnabled(dataset);
    m_perCase->setEnabled(dataset);
    m_saveFinish->setEnabled(dataset && !m_caseId.isEmpty() && !m_rater->text().trimmed().isEmpty());
}

void RaterAssignmentsPanel::run(const QString& working, std::function<Outcome()> job)
{
    m_busy = true;
    updateEnabled();
    m_status->setText(working);
    m_watcher.setFuture(QtConcurrent::run([job = std::move(job)] {
        auto outcome = std::make_shared<Outcome>();
        try {
            *outcome = job();
        } catch (const std::exception& error) {
            outcome->ok = false;
            outcome->message = QString::fromStdString(error.what());
        }
        return outcome;
    }));
}

void RaterAssignmentsPanel::reload()
{
    if (m_root.isEmpty() || m_busy)
        return;
    const std::string root = m_root.toStdString();
    run(tr("Reading the assignments..."), [root] {
        Outcome outcome;
        outcome.assignments = application::readAssignments(root);
        return outcome;
    });
}

void RaterAssignmentsPanel::assign()
{
    if (m_root.isEmpty() || m_busy)
        return;
    application::AssignRequest request;
    request.dataset = m_root.toStdString();
    for (const QString& name : m_assignRaters->text().split(',', Qt::SkipEmptyParts))
        if (!name.trimmed().isEmpty())
            request.raters.push_back(name.trimmed().toStdString());
    request.perCase = m_perCase->value();
    run(tr("Assigning the cases..."), [request] {
        Outcome outcome;
        outcome.assignments = application::assignCases(request);
        outcome.message = tr("Assigned: every training case has %n rater(s) or more.", nullptr, request.perCase);
        return outcome;
    });
}

void RaterAssignmentsPanel::saveMyMapAndFinish()
{
    if (m_root.isEmpty() || m_caseId.isEmpty() || m_busy)
        return;
    const int layer = m_window->labelEditing()->controller()->targetLayer();
    const auto& layers = m_window->scene().labelLayers();
    if (layer < 0 || layer >= static_cast<int>(layers.size()) || !layers[static_cast<std::size_t>(layer)].segmentation()) {
        m_status->setText(tr("Not saved: label the case in the Label editor first; its target layer is what is saved."));
        Q_EMIT finished(false);
        return;
    }
    const ImageLayer* image = m_window->scene().image();
    const QString caseImage = QFileInfo(m_caseImage).canonicalFilePath();
    if (!image || (QFileInfo(image->path).canonicalFilePath() != caseImage &&
                   !std::any_of(image->channelFiles.begin(), image->channelFiles.end(),
                                [&](const QString& file) { return QFileInfo(file).canonicalFilePath() == caseImage; }))) {
        m_status->setText(tr("Not saved: the open scan is not case %1's; open the case from the Dataset dock or this list.").arg(m_caseId));
        Q_EMIT finished(false);
        return;
    }
    const LabelLayer& target = layers[static_cast<std::size_t>(layer)];
    if (target.fullResolution) {
        m_status->setText(tr("Not saved: a full-resolution map of a pyramid scan is saved with File > Save Label Map As."));
        Q_EMIT finished(false);
        return;
    }
    application::RaterMapRequest request;
    request.datasetRoot = m_root.toStdString();
    request.caseId = m_caseId.toStdString();
    request.rater = m_rater->text().trimmed().toStdString();
    request.labels = toStoredOrder(*target.data);  // a copy: the editor keeps changing the layer's voxels
    auto shared = std::make_shared<application::RaterMapRequest>(std::move(request));
    m_savingLayer = layer;
    m_editedWhileSaving = false;
    run(tr("Saving %1's map of %2...").arg(m_rater->text().trimmed(), m_caseId), [shared, layer] {
        Outcome outcome;
        const application::SavedRaterMap saved = application::saveRaterMap(*shared);
        outcome.assignments = application::readAssignments(shared->datasetRoot);
        outcome.savedFile = QString::fromStdString(saved.labelFile);
        outcome.savedLayer = layer;
        outcome.message = tr("Saved as %1's map: %2; %3 is finished.")
                              .arg(QString::fromStdString(shared->rater), outcome.savedFile,
                                   QString::fromStdString(shared->caseId));
        if (!saved.previousLabel.empty())
            outcome.message += " " + tr("Their previous map is kept as %1.").arg(QString::fromStdString(saved.previousLabel));
        return outcome;
    });
}

void RaterAssignmentsPanel::show(const Outcome& outcome)
{
    m_busy = false;
    if (!outcome.ok) {
        m_status->setText(tr("Not done: %1").arg(outcome.message));
    } else {
        m_shown = std::make_shared<Outcome>(outcome);
        m_status->setText(outcome.message);
        if (outcome.savedLayer >= 0 && outcome.savedLayer < static_cast<int>(m_window->scene().labelLayers().size()) &&
            !m_editedWhileSaving)  // edits made during the save are not in the file
            m_window->scene().setLayerSaved(outcome.savedLayer, outcome.savedFile);
        fillTable();
    }
    updateEnabled();
    Q_EMIT finished(outcome.ok);
}

void RaterAssignmentsPanel::fillTable()
{
    m_table->setRowCount(0);
    m_progress->clear();
    if (!m_shown)
        return;
    const std::string me = m_rater->text().trimmed().toStdString();
    for (const application::CaseAssignment& c : m_shown->assignments.cases) {
        const bool mine = std::find(c.raters.begin(), c.raters.end(), me) != c.raters.end();
        if (m_mineOnly->isChecked() && !mine)
            continue;
        std::vector<std::string> finishedBy;
        for (const auto& [rater, when] : c.finished)
            finishedBy.push_back(rater);
        const int row = m_table->rowCount();
        m_table->insertRow(row);
        const QStringList cells{QString::fromStdString(c.caseId), joined(c.raters), joined(finishedBy)};
        for (int column = 0; column < cells.size(); ++column) {
            auto* item = new QTableWidgetItem(cells[column]);
            if (mine && !c.finished.count(me)) {  // the rater's cases still to do stand out
                QFont font = item->font();
                font.setBold(true);
                item->setFont(font);
            }
            m_table->setItem(row, column, item);
        }
    }
    m_table->resizeColumnsToContents();
    QStringList lines;
    for (const application::RaterProgress& p : application::progressByRater(m_shown->assignments))
        lines << tr("%1: %2 of %n case(s) finished", nullptr, p.assigned).arg(QString::fromStdString(p.rater)).arg(p.finished);
    m_progress->setText(m_shown->assignments.cases.empty()
                            ? tr("No case is assigned yet: name the raters below and press Assign.")
                            : lines.join("\n"));
}

}  // namespace segstudio::app
