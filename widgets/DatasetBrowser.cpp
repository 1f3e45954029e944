#include "DatasetBrowser.h"

#include <QLabel>
#include <QListWidget>
#include <QVBoxLayout>

namespace segstudio::widgets {

DatasetBrowser::DatasetBrowser(QWidget* parent) : QWidget(parent)
{
    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    m_list = new QListWidget(this);
    m_list->setObjectName("datasetCases");
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(m_list, 1);
    connect(m_list, &QListWidget::itemActivated, this, [this](QListWidgetItem* item) { activateCase(m_list->row(item)); });
    connect(m_list, &QListWidget::itemClicked, this, [this](QListWidgetItem* item) { activateCase(m_list->row(item)); });
    retranslate();
}

void DatasetBrowser::retranslate()
{
    if (!m_dataset) {
        m_summary->setText(tr("No dataset open. Use File > Open Dataset Folder."));
        return;
    }
    m_summary->setText(tr("%1: %n case(s), click one to open it", nullptr, static_cast<int>(m_dataset->training.size()))
                           .arg(QString::fromStdString(m_dataset->name)));
}

void DatasetBrowser::setDataset(const io::DatasetDescription& dataset)
{
    m_dataset = dataset;
    m_list->clear();
    for (const io::DatasetCase& c : dataset.training) {
        auto* item = new QListWidgetItem(QString::fromStdString(c.id), m_list);
        if (c.labelFile.empty())
            item->setToolTip(tr("No label map"));
    }
    retranslate();
}

std::map<int, QString> DatasetBrowser::labelNames() const
{
    std::map<int, QString> names;
    if (m_dataset)
        for (const auto& [value, name] : m_dataset->labels)
            if (!m_dataset->instances || value == 0)  // instance maps hold ids, not the classes
                names[value] = QString::fromStdString(name);
    return names;
}

int DatasetBrowser::caseCount() const { return m_dataset ? static_cast<int>(m_dataset->training.size()) : 0; }

void DatasetBrowser::activateCase(int row)
{
    if (!m_dataset || row < 0 || row >= caseCount())
        return;
    m_list->setCurrentRow(row);
    Q_EMIT caseActivated(m_dataset->training[static_cast<std::size_t>(row)]);
}

}  // namespace segstudio::widgets
