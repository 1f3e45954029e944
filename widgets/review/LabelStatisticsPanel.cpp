#include "widgets/review/LabelStatisticsPanel.h"

#include <QComboBox>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <cmath>

#include "widgets/views/SceneModel.h"
#include "common/system/AtomicFile.h"

namespace segstudio::widgets {
namespace {

// Sorts by the number under Qt::UserRole, not by the text shown.
class NumberItem : public QTableWidgetItem {
public:
    using QTableWidgetItem::QTableWidgetItem;
    bool operator<(const QTableWidgetItem& other) const override
    {
        return data(Qt::UserRole).toDouble() < other.data(Qt::UserRole).toDouble();
    }
};

QTableWidgetItem* numberItem(const QString& text, double sortKey)
{
    auto* item = new NumberItem(text);
    item->setData(Qt::UserRole, sortKey);
    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    item->setFlags(item->flags() & ~Qt::ItemIsEditable);
    return item;
}

QString number(double value, int precision = 4)
{
    return std::isnan(value) ? QStringLiteral("–") : QString::number(value, 'g', precision);
}

}  // namespace

LabelStatisticsPanel::LabelStatisticsPanel(SceneModel* scene, QWidget* parent) : QWidget(parent), m_scene(scene)
{
    m_layerLabel = new QLabel(this);
    m_layer = new QComboBox(this);
    m_layer->setObjectName("statisticsLayer");
    m_compute = new QPushButton(this);
    m_compute->setObjectName("computeStatistics");
    m_export = new QPushButton(this);
    m_export->setObjectName("exportStatistics");
    m_export->setEnabled(false);
    m_delete = new QPushButton(this);
    m_delete->setObjectName("deleteSelectedLabels");
    m_merge = new QPushButton(this);
    m_merge->setObjectName("mergeSelectedLabels");
    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    m_table = new QTableWidget(this);
    m_table->setObjectName("statisticsTable");
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);

    auto* layerRow = new QHBoxLayout;
    layerRow->addWidget(m_layerLabel);
    layerRow->addWidget(m_layer, 1);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_compute);
    buttons->addWidget(m_export);
    buttons->addStretch(1);
    auto* edits = new QHBoxLayout;
    edits->addWidget(m_delete);
    edits->addWidget(m_merge);
    edits->addStretch(1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(layerRow);
    layout->addLayout(buttons);
    layout->addWidget(m_status);
    layout->addWidget(m_table, 1);
    layout->addLayout(edits);

    connect(m_compute, &QPushButton::clicked, this, &LabelStatisticsPanel::compute);
    connect(m_export, &QPushButton::clicked, this, &LabelStatisticsPanel::chooseExportFile);
    connect(m_table, &QTableWidget::cellActivated, this, [this](int row, int) { jumpToRow(row); });
    connect(m_table, &QTableWidget::itemSelectionChanged, this, [this] {
        const std::size_t selected = selectedLabels().size();
        m_delete->setEnabled(selected > 0 && !busy());
        m_merge->setEnabled(selected > 1 && !busy());
    });
    connect(m_delete, &QPushButton::clicked, this, &LabelStatisticsPanel::deleteSelected);
    connect(m_merge, &QPushButton::clicked, this, &LabelStatisticsPanel::mergeSelected);
    connect(&m_watcher, &QFutureWatcherBase::finished, this, &LabelStatisticsPanel::onComputed);
    connect(m_scene, &SceneModel::labelLayersChanged, this, &LabelStatisticsPanel::rebuildLayerBox);
    connect(m_scene, &SceneModel::cursorChanged, this, &LabelStatisticsPanel::selectLabelAtCursor);
    rebuildLayerBox();
    retranslate();
}

LabelStatisticsPanel::~LabelStatisticsPanel() { m_watcher.waitForFinished(); }

void LabelStatisticsPanel::retranslate()
{
    m_layerLabel->setText(tr("Label map"));
    m_compute->setText(tr("Compute"));
    m_compute->setToolTip(tr("Volume, intensity per channel, bounding box and centroid of every label of the chosen map"));
    m_export->setText(tr("Export CSV..."));
    m_delete->setText(tr("Delete Selected"));
    m_delete->setToolTip(tr("Set the selected labels to 0 in the label map (undoable)"));
    m_merge->setText(tr("Merge Selected"));
    m_merge->setToolTip(tr("Give the selected labels the smallest one's value, e.g. to join two halves of a cell (undoable)"));
    m_delete->setEnabled(selectedLabels().size() > 0);
    m_merge->setEnabled(selectedLabels().size() > 1);
    if (!m_report.rows.empty() || m_reportLayer >= 0)
        fillTable();
}

int LabelStatisticsPanel::chosenLayer() const { return m_layer->currentIndex() < 0 ? -1 : m_layer->currentData().toInt(); }

void LabelStatisticsPanel::chooseLayer(int layer)
{
    const int index = m_layer->findData(layer);
    if (index >= 0)
        m_layer->setCurrentIndex(index);
}

void LabelStatisticsPanel::rebuildLayerBox()
{
    const int previous = chosenLayer();
    m_layer->clear();
    const auto& layers = m_scene->labelLayers();
    for (std::size_t i = 0; i < layers.size(); ++i)
        if (layers[i].segmentation())
            m_layer->addItem(layers[i].name, static_cast<int>(i));
    if (m_layer->count() > 0)
        m_layer->setCurrentIndex(previous >= 0 && m_layer->findData(previous) >= 0 ? m_layer->findData(previous)
                                                                                  : m_layer->count() - 1);
    m_compute->setEnabled(m_layer->count() > 0 && !busy());
}

void LabelStatisticsPanel::compute()
{
    const int layer = chosenLayer();
    const ImageLayer* image = m_scene->image();
    if (busy() || layer < 0 || !image)
        return;
    const LabelLayer& labels = m_scene->labelLayers().at(static_cast<std::size_t>(layer));
    // The editor changes the label layer's voxels in place on this thread:
    // only a plain copy of them is made here; the scan is never edited, so
    // the worker shares it. Both go to the stored order on the worker.
    auto labelDisplay = std::make_shared<const DisplayVolume>(*labels.data);
    std::shared_ptr<const DisplayVolume> scanDisplay = image->data;
    application::LabelStatisticsReport frame;
    frame.channels = scanDisplay->volume.components;
    frame.patientOrientation = image->patientOrientation;
    frame.micrometres = application::reportInMicrometres(scanDisplay->source, image->patientOrientation);
    frame.planar = scanDisplay->source.size[2] == 1;
    for (const auto& [value, style] : labels.styles)
        frame.names[value] = style.name.toStdString();
    m_channelNames.clear();
    for (int c = 0; c < image->channelCount(); ++c)
        m_channelNames << image->channelName(c);
    m_reportLayer = layer;
    m_compute->setEnabled(false);
    m_status->setText(tr("Computing the statistics of %1...").arg(labels.name));
    const std::string labelName = labels.name.toStdString();
    m_watcher.setFuture(QtConcurrent::run([labelDisplay, scanDisplay, frame, labelName]() {
        Outcome outcome;
        outcome.report = frame;
        try {
            const Volume labelVolume = toStoredOrder(*labelDisplay), scanVolume = toStoredOrder(*scanDisplay);
            outcome.report.rows = application::computeLabelStatistics(labelVolume, &scanVolume, labelName);
        } catch (const std::exception& error) {
            outcome.error = QString::fromStdString(error.what());
        }
        return outcome;
    }));
}

void LabelStatisticsPanel::onComputed()
{
    const Outcome outcome = m_watcher.result();
    m_compute->setEnabled(m_layer->count() > 0);
    if (!outcome.error.isEmpty()) {
        m_status->clear();
        Q_EMIT errorOccurred(tr("Cannot compute label statistics"), outcome.error);
        return;
    }
    m_report = outcome.report;
    fillTable();
    m_export->setEnabled(!m_report.rows.empty());
    Q_EMIT computed();
}

void LabelStatisticsPanel::fillTable()
{
    const application::LabelStatisticsReport& r = m_report;
    const QString unit = QString::fromStdString(application::reportedExtentUnit(r));
    const QString length = r.micrometres ? QStringLiteral("µm") : QStringLiteral("mm");
    QStringList headers{tr("Label"), tr("Name"), tr("Voxels"), r.planar ? tr("Area (%1)").arg(unit) : tr("Volume (%1)").arg(unit)};
    for (int c = 0; c < r.channels; ++c) {
        const QString channel = c < m_channelNames.size() ? m_channelNames[c] : tr("Channel %1").arg(c + 1);
        headers << tr("Mean (%1)").arg(channel) << tr("SD (%1)").arg(channel);
    }
    headers << tr("Centroid (%1)").arg(length);
    m_table->setSortingEnabled(false);
    m_table->clear();
    m_table->setColumnCount(static_cast<int>(headers.size()));
    m_table->setHorizontalHeaderLabels(headers);
    m_table->setRowCount(static_cast<int>(r.rows.size()));
    const double scale = r.micrometres ? 1000.0 : 1.0;
    for (int i = 0; i < static_cast<int>(r.rows.size()); ++i) {
        const application::LabelStatisticsRow& row = r.rows[static_cast<std::size_t>(i)];
        auto* label = numberItem(QString::number(row.label), static_cast<double>(row.label));
        label->setData(Qt::UserRole + 1, i);  // the report's row, whatever the sort order
        m_table->setItem(i, LabelColumn, label);
        const auto name = r.names.find(row.label);
        m_table->setItem(i, NameColumn, new QTableWidgetItem(name == r.names.end() ? QString() : QString::fromStdString(name->second)));
        m_table->setItem(i, VoxelsColumn, numberItem(QString::number(row.voxels), static_cast<double>(row.voxels)));
        const double extent = application::reportedExtent(r, row);
        m_table->setItem(i, ExtentColumn, numberItem(number(extent), extent));
        for (int c = 0; c < static_cast<int>(row.channels.size()); ++c) {
            m_table->setItem(i, FirstChannelColumn + 2 * c, numberItem(number(row.channels[c].mean), row.channels[c].mean));
            m_table->setItem(i, FirstChannelColumn + 2 * c + 1, numberItem(number(row.channels[c].sd), row.channels[c].sd));
        }
        m_table->setItem(i, FirstChannelColumn + 2 * r.channels,
                         new QTableWidgetItem(QStringLiteral("%1, %2, %3")
                                                  .arg(number(row.centroidMm[0] * scale, 5), number(row.centroidMm[1] * scale, 5),
                                                       number(row.centroidMm[2] * scale, 5))));
    }
    m_table->setSortingEnabled(true);
    m_status->setText(r.rows.empty() ? tr("The label map holds no label.")
                                     : tr("%n label(s). Double-click a row to go to its centroid.", nullptr,
                                          static_cast<int>(r.rows.size())));
}

void LabelStatisticsPanel::jumpToRow(int tableRow)
{
    const QTableWidgetItem* item = m_table->item(tableRow, LabelColumn);
    const ImageLayer* image = m_scene->image();
    if (!item || !image)
        return;
    const auto& row = m_report.rows.at(static_cast<std::size_t>(item->data(Qt::UserRole + 1).toInt()));
    const DisplayVolume& display = *image->data;
    const Vec3 index = display.source.worldToIndex(row.centroidMm);
    std::array<int64_t, 3> source{};
    for (int d = 0; d < 3; ++d)
        source[d] = std::llround(index[d]);
    m_scene->setCursor(display.mapping.toDisplay(source, display.source.size));
}

std::vector<int> LabelStatisticsPanel::selectedLabels() const
{
    std::vector<int> labels;
    for (const QModelIndex& index : m_table->selectionModel()->selectedRows(LabelColumn))
        labels.push_back(static_cast<int>(m_report.rows.at(static_cast<std::size_t>(index.data(Qt::UserRole + 1).toInt())).label));
    std::sort(labels.begin(), labels.end());
    return labels;
}

void LabelStatisticsPanel::deleteSelected()
{
    const std::vector<int> labels = selectedLabels();
    for (int label : labels)
        Q_EMIT relabelRequested(m_reportLayer, label, 0);
    if (!labels.empty())
        compute();
}

void LabelStatisticsPanel::mergeSelected()
{
    const std::vector<int> labels = selectedLabels();
    for (std::size_t k = 1; k < labels.size(); ++k)
        Q_EMIT relabelRequested(m_reportLayer, labels[k], labels.front());
    if (labels.size() > 1)
        compute();
}

void LabelStatisticsPanel::selectLabelAtCursor()
{
    const auto& layers = m_scene->labelLayers();
    if (busy() || m_reportLayer < 0 || m_reportLayer >= static_cast<int>(layers.size()))
        return;
    const Volume& labels = layers[static_cast<std::size_t>(m_reportLayer)].data->volume;
    const VoxelIndex c = m_scene->cursor();
    const Size3& size = labels.geometry.size;
    const auto label = static_cast<int64_t>(labels.valueAsDouble(c[0] + size[0] * (c[1] + size[1] * c[2])));
    for (int row = 0; label != 0 && row < m_table->rowCount(); ++row)
        if (m_table->item(row, LabelColumn)->data(Qt::UserRole).toLongLong() == label) {
            m_table->selectRow(row);
            m_table->scrollToItem(m_table->item(row, LabelColumn));
            return;
        }
}

void LabelStatisticsPanel::chooseExportFile()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Label Statistics"), QStringLiteral("label_statistics.csv"),
                                                      tr("CSV (*.csv)"));
    if (!path.isEmpty())
        exportCsv(path);
}

bool LabelStatisticsPanel::exportCsv(const QString& path)
{
    const ImageLayer* image = m_scene->image();
    if (image && (image->channelFiles.contains(path) || image->path == path)) {
        Q_EMIT errorOccurred(tr("Cannot export label statistics"), tr("%1 is the open scan; choose another file.").arg(path));
        return false;
    }
    try {
        writeFileAtomically(path.toStdString(), application::labelStatisticsCsv(m_report));
        m_status->setText(tr("Wrote %1").arg(path));
        return true;
    } catch (const std::exception& error) {
        Q_EMIT errorOccurred(tr("Cannot export label statistics"), QString::fromStdString(error.what()));
        return false;
    }
}

}  // namespace segstudio::widgets
