#include "widgets/worklist/WorklistPanel.h"

#include <QCheckBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMetaObject>
#include <QProgressBar>
#include <QPushButton>
#include <QStandardItemModel>
#include <QTableView>
#include <QThread>
#include <QToolButton>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include "application/segment/ModelEnsemble.h"
#include "widgets/training/ModelTrustQuestion.h"
#include "common/Errors.h"

namespace segstudio::widgets {

namespace {

QStandardItem* item(const QString& text, Qt::Alignment alignment = Qt::AlignLeft | Qt::AlignVCenter)
{
    auto* cell = new QStandardItem(text);
    cell->setTextAlignment(alignment);
    cell->setEditable(false);
    return cell;
}

QStringList toQStringList(const std::vector<std::string>& values)
{
    QStringList list;
    for (const std::string& v : values)
        list << QString::fromStdString(v);
    return list;
}

}  // namespace

WorklistPanel::WorklistPanel(QWidget* parent) : QWidget(parent)
{
    qRegisterMetaType<WorklistCase>();
    m_pool.setMaxThreadCount(1);
    m_pool.setExpiryTimeout(0);
    m_title = new QLabel(this);
    m_title->setWordWrap(true);
    m_folderLabel = new QLabel(this);
    m_folder = new QLineEdit(this);
    m_folder->setObjectName("worklistFolder");
    auto* browse = new QToolButton(this);
    browse->setText(QStringLiteral("…"));
    m_model = new QLabel(this);
    m_model->setWordWrap(true);
    m_model->setObjectName("worklistModel");
    m_mirroring = new QCheckBox(this);
    m_mirroring->setObjectName("worklistMirroring");
    m_rank = new QPushButton(this);
    m_rank->setObjectName("worklistRank");
    m_cancel = new QPushButton(this);
    m_cancel->setObjectName("worklistCancel");
    m_next = new QPushButton(this);
    m_next->setObjectName("worklistNext");
    m_progress = new QProgressBar(this);
    m_progress->hide();
    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    m_status->setObjectName("worklistStatus");
    m_items = new QStandardItemModel(0, ColumnCount, this);
    m_table = new QTableView(this);
    m_table->setObjectName("worklistTable");
    m_table->setModel(m_items);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(CaseColumn, QHeaderView::Stretch);

    auto* folderRow = new QHBoxLayout;
    folderRow->addWidget(m_folderLabel);
    folderRow->addWidget(m_folder, 1);
    folderRow->addWidget(browse);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_rank);
    buttons->addWidget(m_cancel);
    buttons->addStretch(1);
    buttons->addWidget(m_next);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addLayout(folderRow);
    layout->addWidget(m_model);
    layout->addWidget(m_mirroring);
    layout->addLayout(buttons);
    layout->addWidget(m_progress);
    layout->addWidget(m_status);
    layout->addWidget(m_table, 1);

    connect(browse, &QToolButton::clicked, this, [this] {
        const QString folder = QFileDialog::getExistingDirectory(this, QString(), m_folder->text());
        if (!folder.isEmpty())
            setScanFolder(folder);
    });
    connect(m_folder, &QLineEdit::editingFinished, this, [this] { loadExisting(); });
    connect(m_rank, &QPushButton::clicked, this, &WorklistPanel::rank);
    connect(m_cancel, &QPushButton::clicked, this, &WorklistPanel::cancel);
    connect(m_next, &QPushButton::clicked, this, &WorklistPanel::openNextCase);
    connect(m_table, &QTableView::activated, this, [this](const QModelIndex& index) { openCase(index.row()); });
    connect(&m_watcher, &QFutureWatcherBase::finished, this, &WorklistPanel::onRanked);
    retranslate();
}

WorklistPanel::~WorklistPanel()
{
    cancel();
    m_watcher.waitForFinished();
}

void WorklistPanel::retranslate()
{
    m_title->setText(tr("<b>Scans to label next</b><br>Segments unlabelled scans and lists them by how unsure the model "
                        "is about the structures it found."));
    m_folderLabel->setText(tr("Scans"));
    m_mirroring->setText(tr("Compare mirrored predictions (slower; ranks by their disagreement)"));
    m_rank->setText(tr("Rank by uncertainty"));
    m_cancel->setText(tr("Cancel"));
    m_next->setText(tr("Next case"));
    m_next->setToolTip(tr("Opens the most uncertain case not reviewed yet, with its segmentation to correct"));
    m_items->setHorizontalHeaderLabels({tr("#"), tr("Case"), tr("Uncertainty"), tr("Volume (mL)"), tr("Reviewed")});
    m_model->setText(m_modelFolder.isEmpty() ? tr("Model: none yet (train one, or choose a run in the Runs list)")
                                             : tr("Model: %1").arg(QFileInfo(m_modelFolder).fileName()));
    showWorklist();
    updateButtons();
}

void WorklistPanel::setModel(const QString& modelFolder)
{
    if (modelFolder == m_modelFolder)
        return;
    m_modelFolder = modelFolder;
    retranslate();
    loadExisting();
}

void WorklistPanel::setScanFolder(const QString& folder)
{
    m_folder->setText(QDir::toNativeSeparators(folder));
    loadExisting();
}

QString WorklistPanel::scanFolder() const { return QDir::fromNativeSeparators(m_folder->text().trimmed()); }

QString WorklistPanel::outputFolder() const
{
    if (m_modelFolder.isEmpty() || scanFolder().isEmpty())
        return {};
    return QDir(m_modelFolder).filePath("worklists/" + QFileInfo(scanFolder()).fileName());
}

void WorklistPanel::loadExisting()
{
    m_worklist = {};
    const QString file = QDir(outputFolder()).filePath(application::kWorklistFile);
    if (!outputFolder().isEmpty() && QFileInfo::exists(file)) {
        try {
            m_worklist = application::readWorklist(file.toStdString());
        } catch (const std::exception& error) {
            m_status->setText(QString::fromStdString(error.what()));
        }
    }
    showWorklist();
    updateButtons();
}

void WorklistPanel::rank()
{
    if (busy())
        return;
    if (m_modelFolder.isEmpty()) {
        Q_EMIT errorOccurred(tr("No model"), tr("Train a model (or choose a run) before ranking scans."));
        return;
    }
    if (!QFileInfo(scanFolder()).isDir()) {
        Q_EMIT errorOccurred(tr("No scans"), tr("%1 is not a folder of scans.").arg(scanFolder()));
        return;
    }
    if (!confirmModelTrust(this, m_modelFolder))
        return;
    m_cancelFlag = std::make_shared<std::atomic<bool>>(false);
    const std::string model = m_modelFolder.toStdString(), scans = scanFolder().toStdString(),
                      output = outputFolder().toStdString();
    const bool mirroring = m_mirroring->isChecked();
    m_progress->setRange(0, 0);
    m_progress->show();
    m_status->setText(tr("Segmenting the scans…"));
    m_watcher.setFuture(QtConcurrent::run(&m_pool, [this, model, scans, output, mirroring, cancel = m_cancelFlag] {
        Result result;
        try {
            application::ModelEnsemble models({model});
            application::SegmentOptions options;
            options.predict.mirroring = mirroring;
            options.autoMirroring = !mirroring;  // as predict does unless told
            options.uncertainty = application::defaultUncertaintyMeasure(models, options.predict);
            options.threads = QThread::idealThreadCount();
            application::WorklistBuild build = application::buildWorklist(
                models, scans, output, options,
                [this](int done, int total, const std::string& caseId) {
                    const QString id = QString::fromStdString(caseId);
                    QMetaObject::invokeMethod(this, [this, done, total, id] {
                        m_progress->setRange(0, total);
                        m_progress->setValue(done);
                        m_status->setText(tr("Segmented %1 (%2 of %3)").arg(id).arg(done).arg(total));
                    }, Qt::QueuedConnection);
                },
                cancel.get());
            result.worklist = std::move(build.worklist);
            result.cancelled = build.cancelled;
        } catch (const std::exception& error) {
            result.error = QString::fromStdString(error.what());
        }
        return result;
    }));
    updateButtons();
}

void WorklistPanel::cancel()
{
    if (m_cancelFlag)
        m_cancelFlag->store(true);
}

void WorklistPanel::onRanked()
{
    m_progress->hide();
    const Result result = m_watcher.result();
    if (!result.error.isEmpty()) {
        m_status->setText(result.error);
        Q_EMIT errorOccurred(tr("Cannot rank the scans"), result.error);
    } else if (result.cancelled) {
        m_status->setText(tr("Ranking cancelled"));
    } else {
        m_worklist = result.worklist;
        showWorklist();
        Q_EMIT ranked();
    }
    updateButtons();
}

void WorklistPanel::showWorklist()
{
    m_items->removeRows(0, m_items->rowCount());
    int reviewed = 0;
    for (std::size_t i = 0; i < m_worklist.entries.size(); ++i) {
        const application::WorklistEntry& e = m_worklist.entries[i];
        const bool nothing = e.score.structureVoxels == 0;
        QStandardItem* uncertainty = item(nothing ? tr("nothing found") : QString::number(e.score.mean, 'f', 3),
                                          Qt::AlignRight | Qt::AlignVCenter);
        if (nothing)
            uncertainty->setToolTip(tr("The model found no structure in this scan: check it first"));
        m_items->appendRow({item(QString::number(i + 1), Qt::AlignRight | Qt::AlignVCenter), item(QString::fromStdString(e.caseId)),
                            uncertainty, item(QString::number(e.score.structureVolumeMl, 'f', 2), Qt::AlignRight | Qt::AlignVCenter),
                            item(e.reviewed ? QStringLiteral("✓") : QString(), Qt::AlignCenter)});
        reviewed += e.reviewed;
    }
    if (!m_worklist.entries.empty() && !busy())
        m_status->setText(tr("%1 scan(s), %2 reviewed; ranked by %3")
                              .arg(m_worklist.entries.size())
                              .arg(reviewed)
                              .arg(m_worklist.measure == UncertaintyMeasure::Disagreement ? tr("the disagreement of mirrored predictions")
                                                                                           : tr("the entropy of the probabilities")));
}

void WorklistPanel::updateButtons()
{
    m_rank->setEnabled(!busy());
    m_cancel->setVisible(busy());
    const bool anyLeft = std::any_of(m_worklist.entries.begin(), m_worklist.entries.end(),
                                     [](const application::WorklistEntry& e) { return !e.reviewed; });
    m_next->setEnabled(!busy() && anyLeft);
}

void WorklistPanel::openNextCase()
{
    for (std::size_t i = 0; i < m_worklist.entries.size(); ++i)
        if (!m_worklist.entries[i].reviewed) {
            openCase(static_cast<int>(i));
            return;
        }
}

void WorklistPanel::openCase(int entry)
{
    if (entry < 0 || entry >= static_cast<int>(m_worklist.entries.size()))
        return;
    application::WorklistEntry& e = m_worklist.entries[static_cast<std::size_t>(entry)];
    e.reviewed = true;
    try {
        application::writeWorklist(QDir(outputFolder()).filePath(application::kWorklistFile).toStdString(), m_worklist);
    } catch (const std::exception& error) {
        m_status->setText(QString::fromStdString(error.what()));  // the case still opens
    }
    showWorklist();
    updateButtons();
    m_table->selectRow(entry);
    Q_EMIT caseRequested({QString::fromStdString(e.caseId), toQStringList(e.imageFiles), QString::fromStdString(e.prediction),
                          QString::fromStdString(e.uncertainty)});
}

}  // namespace segstudio::widgets
