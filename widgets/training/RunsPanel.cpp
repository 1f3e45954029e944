#include "widgets/training/RunsPanel.h"

#include <QDir>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <cmath>

#include "engine/train/RunFolder.h"

namespace segstudio::widgets {

namespace {

constexpr int kPathRole = Qt::UserRole;

QString duration(double seconds)
{
    const long total = std::lround(std::max(0.0, seconds));
    return QString("%1:%2:%3").arg(total / 3600).arg(total / 60 % 60, 2, 10, QChar('0')).arg(total % 60, 2, 10, QChar('0'));
}

QString stateText(const std::string& state)
{
    if (state == "running")
        return RunsPanel::tr("running");
    if (state == "paused")
        return RunsPanel::tr("paused");
    if (state == "stopped")
        return RunsPanel::tr("stopped");
    if (state == "finished")
        return RunsPanel::tr("finished");
    if (state == "failed")
        return RunsPanel::tr("failed");
    if (state == "interrupted")
        return RunsPanel::tr("interrupted");
    return QString::fromStdString(state);
}

}  // namespace

RunsPanel::RunsPanel(QWidget* parent) : QWidget(parent)
{
    m_list = new QTreeWidget(this);
    m_list->setObjectName("runsList");
    m_list->setColumnCount(4);
    m_list->setRootIsDecorated(false);
    m_list->header()->setStretchLastSection(false);
    m_list->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_continue = new QPushButton(this);
    m_segment = new QPushButton(this);
    m_segment->setObjectName("segmentWithRun");
    m_refresh = new QPushButton(this);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_refresh);
    buttons->addWidget(m_continue);
    buttons->addWidget(m_segment);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_list, 1);
    layout->addLayout(buttons);
    connect(m_list, &QTreeWidget::currentItemChanged, this, [this] {
        if (!selectedRun().isEmpty())
            Q_EMIT runSelected(selectedRun());
    });
    connect(m_continue, &QPushButton::clicked, this, [this] {
        if (!selectedRun().isEmpty())
            Q_EMIT continueRequested(selectedRun());
    });
    connect(m_segment, &QPushButton::clicked, this, [this] {
        if (!selectedRun().isEmpty())
            Q_EMIT segmentRequested(selectedRun());
    });
    connect(m_refresh, &QPushButton::clicked, this, &RunsPanel::refresh);
    retranslate();
}

void RunsPanel::retranslate()
{
    m_list->setHeaderLabels({tr("Run"), tr("Status"), tr("Best Dice"), tr("Duration")});
    m_continue->setText(tr("Continue"));
    m_continue->setToolTip(tr("Resume the selected run from its last checkpoint"));
    m_segment->setText(tr("Segment current scan"));
    m_segment->setToolTip(tr("Run the selected run's model on the scan shown in the views"));
    m_refresh->setText(tr("Refresh"));
    refresh();
}

void RunsPanel::setRunsFolder(const QString& folder)
{
    m_folder = folder;
    refresh();
}

void RunsPanel::refresh()
{
    const QString selected = selectedRun();
    m_list->clear();
    if (m_folder.isEmpty())
        return;
    const QFileInfoList entries = QDir(m_folder).entryInfoList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Time);
    for (const QFileInfo& entry : entries) {
        const auto status = engine::readRunStatus(entry.absoluteFilePath().toStdString());
        if (!status)
            continue;
        auto* item = new QTreeWidgetItem(m_list);
        item->setText(0, entry.fileName());
        item->setText(1, stateText(status->state));
        item->setText(2, status->bestMeanDice >= 0 ? QString::number(status->bestMeanDice, 'f', 4) : QString("-"));
        item->setText(3, duration(status->durationSeconds));
        item->setToolTip(1, QString::fromStdString(status->message));
        item->setData(0, kPathRole, entry.absoluteFilePath());
        if (entry.absoluteFilePath() == selected)
            m_list->setCurrentItem(item);
    }
}

QString RunsPanel::selectedRun() const
{
    const QTreeWidgetItem* item = m_list->currentItem();
    return item ? item->data(0, kPathRole).toString() : QString();
}

void RunsPanel::selectRun(const QString& runFolder)
{
    refresh();
    const QString wanted = QFileInfo(runFolder).absoluteFilePath();
    for (int i = 0; i < m_list->topLevelItemCount(); ++i)
        if (m_list->topLevelItem(i)->data(0, kPathRole).toString() == wanted)
            m_list->setCurrentItem(m_list->topLevelItem(i));
}

int RunsPanel::runCount() const { return m_list->topLevelItemCount(); }

}  // namespace segstudio::widgets
