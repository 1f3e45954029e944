#include "widgets/review/ReviewPanel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QStandardItemModel>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <cmath>
#include <limits>

#include "widgets/views/SceneModel.h"
#include "application/review/EvaluatePredictions.h"
#include "application/viewing/ScanViewing.h"

namespace segstudio::widgets {
namespace {

constexpr int kSortRole = Qt::UserRole;         // numbers; NaN sorts last
constexpr int kMetricRole = Qt::UserRole + 1;   // the metric itself (NaN kept)
constexpr int kRowRole = Qt::UserRole + 2;      // case index (case column), structure values (class column)

QStandardItem* numberItem(double value, int decimals, const QString& suffix = QString(), bool sign = false)
{
    auto* item = new QStandardItem(std::isnan(value) ? QStringLiteral("–")
                                                     : (sign && value > 0 ? "+" : "") + QString::number(value, 'f', decimals) + suffix);
    item->setData(std::isnan(value) ? std::numeric_limits<double>::infinity() : value, kSortRole);
    item->setData(value, kMetricRole);
    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    item->setEditable(false);
    return item;
}

}  // namespace

ReviewPanel::ReviewPanel(SceneModel* scene, QWidget* parent) : QWidget(parent), m_scene(scene)
{
    m_openMapsTitle = new QLabel(this);
    m_predictionLabel = new QLabel(this);
    m_referenceLabel = new QLabel(this);
    m_prediction = new QComboBox(this);
    m_prediction->setObjectName("reviewPrediction");
    m_reference = new QComboBox(this);
    m_reference->setObjectName("reviewReference");
    m_compare = new QPushButton(this);
    m_compare->setObjectName("reviewCompare");
    m_differences = new QCheckBox(this);
    m_differences->setObjectName("reviewDifferences");
    m_differences->setChecked(true);
    m_folderTitle = new QLabel(this);
    m_predictionFolderLabel = new QLabel(this);
    m_referenceFolderLabel = new QLabel(this);
    m_scanFolderLabel = new QLabel(this);
    m_predictionFolder = new QLineEdit(this);
    m_predictionFolder->setObjectName("reviewPredictionFolder");
    m_referenceFolder = new QLineEdit(this);
    m_referenceFolder->setObjectName("reviewReferenceFolder");
    m_scanFolder = new QLineEdit(this);
    m_scanFolder->setObjectName("reviewScanFolder");
    m_evaluate = new QPushButton(this);
    m_evaluate->setObjectName("reviewEvaluate");
    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    m_status->setObjectName("reviewStatus");
    m_raters = new QLabel(this);
    m_raters->setWordWrap(true);
    m_raters->setObjectName("reviewRaters");
    m_raters->setTextFormat(Qt::PlainText);
    m_raters->hide();
    m_model = new QStandardItemModel(0, ColumnCount, this);
    m_sorted = new QSortFilterProxyModel(this);
    m_sorted->setSourceModel(m_model);
    m_sorted->setSortRole(kSortRole);
    m_table = new QTableView(this);
    m_table->setObjectName("reviewTable");
    m_table->setModel(m_sorted);
    m_table->setSortingEnabled(true);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);

    auto* compareRow = new QHBoxLayout;
    compareRow->addWidget(m_compare);
    compareRow->addWidget(m_differences, 1);
    auto* openMaps = new QFormLayout;
    openMaps->addRow(m_predictionLabel, m_prediction);
    openMaps->addRow(m_referenceLabel, m_reference);
    auto* folders = new QFormLayout;
    auto folderRow = [this, folders](QLabel* label, QLineEdit* edit) {
        auto* browse = new QToolButton(this);
        browse->setText(QStringLiteral("…"));
        connect(browse, &QToolButton::clicked, this, [this, edit] {
            const QString folder = QFileDialog::getExistingDirectory(this, QString(), edit->text());
            if (!folder.isEmpty())
                edit->setText(folder);
        });
        auto* row = new QHBoxLayout;
        row->addWidget(edit, 1);
        row->addWidget(browse);
        folders->addRow(label, row);
    };
    folderRow(m_predictionFolderLabel, m_predictionFolder);
    folderRow(m_referenceFolderLabel, m_referenceFolder);
    folderRow(m_scanFolderLabel, m_scanFolder);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_openMapsTitle);
    layout->addLayout(openMaps);
    layout->addLayout(compareRow);
    layout->addSpacing(8);
    layout->addWidget(m_folderTitle);
    layout->addLayout(folders);
    layout->addWidget(m_evaluate);
    layout->addWidget(m_status);
    layout->addWidget(m_raters);
    layout->addWidget(m_table, 1);

    connect(m_compare, &QPushButton::clicked, this, &ReviewPanel::compareOpenMaps);
    connect(m_evaluate, &QPushButton::clicked, this, &ReviewPanel::evaluateFolders);
    connect(m_table, &QTableView::activated, this, &ReviewPanel::onRowActivated);
    connect(&m_watcher, &QFutureWatcherBase::finished, this, &ReviewPanel::onScored);
    connect(m_scene, &SceneModel::labelLayersChanged, this, &ReviewPanel::rebuildLayerBoxes);
    retranslate();
}

ReviewPanel::~ReviewPanel() { m_watcher.waitForFinished(); }

void ReviewPanel::retranslate()
{
    m_openMapsTitle->setText(tr("<b>Open label maps</b>"));
    m_predictionLabel->setText(tr("Prediction"));
    m_referenceLabel->setText(tr("Reference"));
    m_compare->setText(tr("Compare"));
    m_differences->setText(tr("Show differences"));
    m_differences->setToolTip(tr("Adds a layer: false positives orange, false negatives cyan, wrong labels magenta"));
    m_folderTitle->setText(tr("<b>Folders</b> (the same case names)"));
    m_predictionFolderLabel->setText(tr("Predictions"));
    m_referenceFolderLabel->setText(tr("References"));
    m_scanFolderLabel->setText(tr("Scans (optional)"));
    m_scanFolder->setToolTip(tr("The folder of the cases' scans, to open a case from the table"));
    m_evaluate->setText(tr("Evaluate folders"));
    m_model->setHorizontalHeaderLabels({tr("Case"), tr("Class"), tr("Dice"), tr("IoU"), tr("HD95"), tr("Volume difference")});
    m_table->setToolTip(tr("Click a header to sort; double-click a row to open the case at its largest error"));
    rebuildLayerBoxes();
}

void ReviewPanel::rebuildLayerBoxes()
{
    const QString prediction = m_prediction->currentText(), reference = m_reference->currentText();
    m_prediction->clear();
    m_reference->clear();
    const auto& layers = m_scene->labelLayers();
    for (std::size_t i = 0; i < layers.size(); ++i) {
        if (layers[i].differences)
            continue;  // not a segmentation
        m_prediction->addItem(layers[i].name, static_cast<int>(i));
        m_reference->addItem(layers[i].name, static_cast<int>(i));
    }
    // Keep the choices; by default the last map is the prediction, the one before the reference.
    const int n = m_prediction->count();
    m_prediction->setCurrentIndex(m_prediction->findText(prediction) >= 0 ? m_prediction->findText(prediction) : n - 1);
    m_reference->setCurrentIndex(m_reference->findText(reference) >= 0 ? m_reference->findText(reference) : std::max(0, n - 2));
    m_compare->setEnabled(n >= 2);
}

int ReviewPanel::predictionLayer() const { return m_prediction->currentIndex() < 0 ? -1 : m_prediction->currentData().toInt(); }
int ReviewPanel::referenceLayer() const { return m_reference->currentIndex() < 0 ? -1 : m_reference->currentData().toInt(); }
bool ReviewPanel::showDifferences() const { return m_differences->isChecked(); }

void ReviewPanel::compareOpenMaps()
{
    const auto& layers = m_scene->labelLayers();
    const int p = predictionLayer(), r = referenceLayer();
    if (busy() || p < 0 || r < 0 || p == r || p >= static_cast<int>(layers.size()) || r >= static_cast<int>(layers.size())) {
        Q_EMIT errorOccurred(tr("Nothing to compare"), tr("Choose two different label maps: a prediction and its reference."));
        return;
    }
    // Edited maps change on this thread: the job scores copies of them.
    auto snapshot = [](const LabelLayer& layer) {
        return layer.editable ? std::make_shared<const DisplayVolume>(*layer.data) : layer.data;
    };
    const auto prediction = snapshot(layers[p]), reference = snapshot(layers[r]);
    const QString caseId = m_scene->image() ? m_scene->image()->name : layers[p].name;
    m_status->setText(tr("Scoring…"));
    m_watcher.setFuture(QtConcurrent::run([prediction, reference, caseId] {
        Result result;
        try {
            io::CaseEvaluation e = application::evaluateLabelMaps(prediction->volume, reference->volume);
            e.caseId = caseId.toStdString();
            result.cases.push_back(std::move(e));
        } catch (const std::exception& error) {
            result.error = QString::fromStdString(error.what());
        }
        return result;
    }));
}

void ReviewPanel::evaluateFolders()
{
    if (busy())
        return;
    application::EvaluationRequest request;
    request.prediction = m_predictionFolder->text().trimmed().toStdString();
    request.reference = m_referenceFolder->text().trimmed().toStdString();
    if (request.prediction.empty() || request.reference.empty()) {
        Q_EMIT errorOccurred(tr("Nothing to evaluate"), tr("Choose a folder of predictions and a folder of references."));
        return;
    }
    m_status->setText(tr("Scoring…"));
    m_watcher.setFuture(QtConcurrent::run([request] {
        Result result;
        result.folder = true;
        try {
            result.cases = application::evaluatePredictions(request);
        } catch (const std::exception& error) {
            result.error = QString::fromStdString(error.what());
            return result;
        }
        try {
            result.raters = application::modelAmongRaters(request, result.cases);
        } catch (const std::exception& error) {
            result.ratersError = QString::fromStdString(error.what());
        }
        return result;
    }));
}

void ReviewPanel::onScored()
{
    Result result = m_watcher.result();
    if (!result.error.isEmpty()) {
        m_status->setText(QString());
        Q_EMIT errorOccurred(tr("Cannot evaluate"), result.error);
        return;
    }
    m_shown = std::move(result);
    m_table->setSortingEnabled(false);
    m_model->removeRows(0, m_model->rowCount());
    // Class names from the open prediction's styles, when comparing open maps.
    std::map<int, QString> names;
    if (!m_shown.folder && predictionLayer() >= 0 && predictionLayer() < static_cast<int>(m_scene->labelLayers().size()))
        for (const auto& [value, style] : m_scene->labelLayers()[predictionLayer()].styles)
            names[value] = style.name;
    for (std::size_t c = 0; c < m_shown.cases.size(); ++c) {
        const io::CaseEvaluation& e = m_shown.cases[c];
        for (const io::LabelMetrics& m : e.labels) {
            auto* caseItem = new QStandardItem(QString::fromStdString(e.caseId));
            caseItem->setData(QString::fromStdString(e.caseId), kSortRole);
            caseItem->setData(static_cast<int>(c), kRowRole);
            caseItem->setEditable(false);
            const QString structure = m.structure.name.empty() ? QString::number(m.label) : QString::fromStdString(m.structure.name);
            const auto named = names.find(m.label);
            auto* classItem = new QStandardItem(named != names.end() && m.structure.name.empty() ? structure + "  " + named->second : structure);
            classItem->setData(m.label, kSortRole);
            QVariantList values;
            for (int v : m.structure.values)
                values << v;
            classItem->setData(values, kRowRole);
            classItem->setEditable(false);
            const double volumeDifferenceMl = (m.predictedVolumeMm3 - m.referenceVolumeMm3) / 1000.0;
            m_model->appendRow({caseItem, classItem, numberItem(m.dice, 4), numberItem(m.iou, 4), numberItem(m.hd95Mm, 2, " mm"),
                                numberItem(volumeDifferenceMl, 3, " mL", true)});
        }
    }
    m_table->setSortingEnabled(true);
    m_status->setText(tr("%n case(s) scored", nullptr, static_cast<int>(m_shown.cases.size())));
    showRaters();
    if (!m_shown.folder)
        Q_EMIT openMapsCompared();
}

void ReviewPanel::showRaters()
{
    QStringList lines;
    if (!m_shown.ratersError.isEmpty())
        lines << tr("Raters not compared: %1").arg(m_shown.ratersError);
    if (m_shown.raters) {
        lines << tr("Beside the raters (%n case(s) they labelled, the same references):", nullptr,
                    static_cast<int>(m_shown.raters->cases.size()));
        for (const application::StructureAmongRaters& s : m_shown.raters->structures) {
            QStringList raters;
            for (const application::RaterMean& r : s.raters)
                raters << QStringLiteral("%1 %2").arg(QString::fromStdString(r.rater)).arg(r.dice, 0, 'f', 4);
            QString standing;
            if (s.standing == application::RaterStanding::Within)
                standing = tr("within the raters' range");
            else if (s.standing == application::RaterStanding::Below)
                standing = tr("below the raters' range");
            else if (s.standing == application::RaterStanding::Above)
                standing = tr("above the raters' range");
            lines << tr("%1: raters %2; model %3 %4")
                         .arg(QString::fromStdString(s.structure), raters.join(QStringLiteral(", ")))
                         .arg(s.modelDice, 0, 'f', 4)
                         .arg(standing);
        }
    }
    m_raters->setText(lines.join(QLatin1Char('\n')));
    m_raters->setVisible(!lines.isEmpty());
}

QString ReviewPanel::scanOfCase(const QString& caseId) const
{
    const QString folder = m_scanFolder->text().trimmed();
    if (folder.isEmpty() || !QFileInfo(folder).isDir())
        return {};
    const auto scan = application::caseScanInFolder(folder.toStdString(), caseId.toStdString());
    return scan ? QString::fromStdString(*scan) : QString();
}

void ReviewPanel::onRowActivated(const QModelIndex& index)
{
    const QModelIndex source = m_sorted->mapToSource(index);
    const int caseIndex = m_model->item(source.row(), CaseColumn)->data(kRowRole).toInt();
    std::vector<int> values;
    for (const QVariant& v : m_model->item(source.row(), ClassColumn)->data(kRowRole).toList())
        values.push_back(v.toInt());
    if (!m_shown.folder) {
        Q_EMIT openMapsRowActivated(values);
        return;
    }
    const io::CaseEvaluation& e = m_shown.cases.at(static_cast<std::size_t>(caseIndex));
    ReviewCase review;
    review.caseId = QString::fromStdString(e.caseId);
    review.prediction = QString::fromStdString(e.predictionFile);
    review.reference = QString::fromStdString(e.referenceFile);
    review.scan = scanOfCase(review.caseId);
    review.values = values;
    Q_EMIT reviewCaseRequested(review);
}

}  // namespace segstudio::widgets
