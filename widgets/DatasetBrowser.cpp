#include "DatasetBrowser.h"

#include <QFontMetrics>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QSortFilterProxyModel>
#include <QStandardItemModel>
#include <QTreeView>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include "widgets/views/DisplayGeometry.h"

namespace segstudio::widgets {
namespace {

constexpr int kIndexRole = Qt::UserRole + 1;  // the case's index in the dataset

}  // namespace

DatasetBrowser::DatasetBrowser(QWidget* parent) : QWidget(parent)
{
    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    m_filter = new QLineEdit(this);
    m_filter->setObjectName("datasetFilter");
    m_filter->setClearButtonEnabled(true);
    m_model = new QStandardItemModel(0, ColumnCount, this);
    m_proxy = new QSortFilterProxyModel(this);
    m_proxy->setSourceModel(m_model);
    m_proxy->setFilterKeyColumn(CaseColumn);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_view = new QTreeView(this);
    m_view->setObjectName("datasetCases");
    m_view->setModel(m_proxy);
    m_view->setRootIsDecorated(false);
    m_view->setUniformRowHeights(true);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(CaseColumn, Qt::AscendingOrder);
    m_view->setTextElideMode(Qt::ElideMiddle);
    m_view->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);  // names elide, never hide behind a scroll bar
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->header()->setStretchLastSection(false);
    m_view->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->header()->setSectionResizeMode(CaseColumn, QHeaderView::Stretch);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(m_filter);
    layout->addWidget(m_view, 1);
    layout->addStretch(0);
    connect(m_filter, &QLineEdit::textChanged, m_proxy, &QSortFilterProxyModel::setFilterFixedString);
    auto activate = [this](const QModelIndex& index) { activateCase(index.siblingAtColumn(CaseColumn).data(kIndexRole).toInt()); };
    connect(m_view, &QTreeView::activated, this, activate);
    connect(m_view, &QTreeView::clicked, this, activate);
    retranslate();
}

DatasetBrowser::~DatasetBrowser() { stopDescribing(); }

void DatasetBrowser::retranslate()
{
    m_model->setHorizontalHeaderLabels({tr("Case"), tr("Size"), tr("Spacing"), tr("Ch."), tr("Labels")});
    m_model->horizontalHeaderItem(ChannelsColumn)->setToolTip(tr("Channels"));
    m_model->horizontalHeaderItem(LabelsColumn)->setToolTip(tr("The label values present in the case's label map"));
    m_filter->setPlaceholderText(tr("Filter cases"));
    // Without a dataset only the hint shows (an empty table would be squeezed to "C...").
    m_filter->setVisible(m_dataset.has_value());
    m_view->setVisible(m_dataset.has_value());
    if (!m_dataset) {
        m_summary->setText(tr("No dataset open. Use File > Open Dataset Folder."));
        return;
    }
    m_summary->setText(tr("%1: %n case(s), click one to open it", nullptr, static_cast<int>(m_dataset->training.size()))
                           .arg(QString::fromStdString(m_dataset->name)));
}

QSize DatasetBrowser::sizeHint() const
{
    // The longest case name whole beside columns of typical contents (they
    // fill in later; the dock should not jump when they do), within reason.
    if (m_model->rowCount() == 0)
        return QWidget::sizeHint();
    const QFontMetrics metrics(m_view->font());
    int longest = metrics.horizontalAdvance(tr("Case"));
    for (int row = 0; row < m_model->rowCount(); ++row)
        longest = std::max(longest, metrics.horizontalAdvance(m_model->item(row, CaseColumn)->text()));
    int others = 0;
    for (const char* typical : {"512x512x512", "0.781x0.781x2.5 mm", "Ch.", "1 2 3 4"})
        others += metrics.horizontalAdvance(QString::fromLatin1(typical)) + 16;
    return {std::clamp(longest + others + 48, 240, 640), QWidget::sizeHint().height()};
}

void DatasetBrowser::stopDescribing()
{
    if (m_cancel)
        m_cancel->store(true);
    m_describing.waitForFinished();
}

void DatasetBrowser::setDataset(const io::DatasetDescription& dataset)
{
    stopDescribing();
    m_dataset = dataset;
    m_described = 0;
    m_model->removeRows(0, m_model->rowCount());
    for (std::size_t i = 0; i < dataset.training.size(); ++i) {
        const io::DatasetCase& c = dataset.training[i];
        auto* name = new QStandardItem(QString::fromStdString(c.id));
        name->setData(static_cast<int>(i), kIndexRole);
        name->setToolTip(c.labelFile.empty() ? tr("%1 (no label map)").arg(name->text()) : name->text());
        QList<QStandardItem*> row{name};
        for (int column = SizeColumn; column < ColumnCount; ++column)
            row << new QStandardItem();
        m_model->appendRow(row);
    }
    retranslate();
    updateGeometry();
    describeCasesInBackground();
}

void DatasetBrowser::describeCasesInBackground()
{
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    const auto cancel = m_cancel;
    const io::DatasetDescription dataset = *m_dataset;
    QPointer<DatasetBrowser> self(this);
    m_describing = QtConcurrent::run([dataset, cancel, self] {
        for (std::size_t i = 0; i < dataset.training.size() && !cancel->load(); ++i) {
            io::CaseReport report = application::summarizeCase(dataset, dataset.training[i]);
            QMetaObject::invokeMethod(
                self.data(),
                [self, cancel, i, report = std::move(report)] {
                    if (self && !cancel->load())
                        self->showCase(static_cast<int>(i), report);
                },
                Qt::QueuedConnection);
        }
    });
}

void DatasetBrowser::showCase(int index, const io::CaseReport& report)
{
    const Geometry& g = report.geometry;
    const LengthUnit unit = lengthUnitFor(g);
    const double scale = unit == LengthUnit::Micrometre ? 1000.0 : 1.0;
    QStringList labels;
    for (int64_t value : report.labelValues)
        if (value != 0)
            labels << QString::number(value);
    QStandardItem* name = m_model->item(index, CaseColumn);
    if (report.geometry.voxelCount() > 1 || report.valid()) {
        m_model->item(index, SizeColumn)->setText(QString::fromStdString(formatSize(g.size)));
        m_model->item(index, SpacingColumn)->setText(
            QString::fromStdString(formatTriple({g.spacing[0] * scale, g.spacing[1] * scale, g.spacing[2] * scale}) + " " +
                                   unitSymbol(unit)));
        m_model->item(index, ChannelsColumn)->setText(QString::number(m_dataset->training[static_cast<std::size_t>(index)].imageFiles.size()));
        m_model->item(index, LabelsColumn)->setText(labels.size() > 8 ? tr("%n label(s)", nullptr, int(labels.size())) : labels.join(' '));
    }
    if (!report.valid()) {
        QStringList problems;
        for (const Problem& problem : report.problems)
            problems << QString::fromStdString(problem.toString());
        name->setToolTip(name->text() + "\n" + problems.join('\n'));
        name->setForeground(QColor(200, 60, 40));
    }
    if (++m_described == m_model->rowCount())
        Q_EMIT casesDescribed();
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

void DatasetBrowser::activateCase(int datasetIndex)
{
    if (!m_dataset || datasetIndex < 0 || datasetIndex >= caseCount())
        return;
    for (int row = 0; row < m_proxy->rowCount(); ++row)
        if (m_proxy->index(row, CaseColumn).data(kIndexRole).toInt() == datasetIndex)
            m_view->setCurrentIndex(m_proxy->index(row, CaseColumn));
    Q_EMIT caseActivated(m_dataset->training[static_cast<std::size_t>(datasetIndex)]);
}

}  // namespace segstudio::widgets
