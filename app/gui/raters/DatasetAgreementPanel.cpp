#include "raters/DatasetAgreementPanel.h"

#include <QCoreApplication>
#include <QDir>
#include <QHeaderView>
#include <QLabel>
#include <QPointer>
#include <QProgressBar>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <cmath>

#include "application/review/EvaluatePredictions.h"

namespace segstudio::app {

namespace {

QString number(double value, int decimals)
{
    return std::isnan(value) ? QStringLiteral("-") : QString::number(value, 'f', decimals);
}

QString meanAndSd(const application::LabelSpread& s, int decimals)
{
    return s.count == 0 ? QStringLiteral("-") : QString("%1 ± %2").arg(number(s.mean, decimals), number(s.sd, decimals));
}

}  // namespace

DatasetAgreementPanel::DatasetAgreementPanel(std::function<io::ConsensusMethod()> method, QWidget* parent)
    : QGroupBox(parent), m_method(std::move(method))
{
    setObjectName("datasetAgreement");
    auto* layout = new QVBoxLayout(this);
    m_compare = new QPushButton(this);
    m_compare->setObjectName("datasetAgreementCompare");
    layout->addWidget(m_compare);
    m_progress = new QProgressBar(this);
    m_progress->setVisible(false);
    layout->addWidget(m_progress);
    m_status = new QLabel(this);
    m_status->setObjectName("datasetAgreementStatus");
    m_status->setWordWrap(true);
    // A wrapped label in the dock's scroll area gets only its one-line
    // minimum otherwise: room for the summary's three lines.
    m_status->setMinimumHeight(3 * m_status->fontMetrics().lineSpacing());
    layout->addWidget(m_status);
    m_labels = new QTableWidget(0, 0, this);
    m_labels->setObjectName("datasetAgreementLabels");
    m_labels->verticalHeader()->hide();
    m_labels->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_labels->setMinimumHeight(6 * m_labels->fontMetrics().lineSpacing());
    layout->addWidget(m_labels);
    m_cases = new QTableWidget(0, 2, this);
    m_cases->setObjectName("datasetAgreementCases");
    m_cases->verticalHeader()->hide();
    m_cases->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_cases->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_cases->setMinimumHeight(8 * m_cases->fontMetrics().lineSpacing());
    m_cases->horizontalHeader()->setStretchLastSection(true);  // its title whole before any case is listed
    layout->addWidget(m_cases);
    connect(m_compare, &QPushButton::clicked, this, &DatasetAgreementPanel::compare);
    connect(m_cases, &QTableWidget::cellDoubleClicked, this, [this](int row, int) {
        if (QTableWidgetItem* item = m_cases->item(row, 0))
            Q_EMIT caseRequested(item->text());
    });
    connect(&m_watcher, &QFutureWatcher<Outcome>::finished, this, [this] { show(m_watcher.result()); });
    retranslate();
    setDataset({});
}

DatasetAgreementPanel::~DatasetAgreementPanel()
{
    m_closing = true;
    m_watcher.waitForFinished();
}

void DatasetAgreementPanel::retranslate()
{
    setTitle(tr("Agreement over the dataset"));
    m_compare->setText(tr("Compare raters on every case"));
    m_cases->setHorizontalHeaderLabels({tr("Case"), tr("Lowest pairwise Dice")});
    m_cases->setToolTip(tr("Worst first. Double-click a case to open it with its raters."));
}

QString DatasetAgreementPanel::status() const { return m_status->text(); }

void DatasetAgreementPanel::setDataset(const QString& root)
{
    m_root = root;
    const bool rated = !root.isEmpty() && QDir(root).exists("raters");
    m_compare->setEnabled(rated && !m_running);
    if (!m_running)
        m_status->setText(rated ? QString() : tr("Open a dataset whose raters/<name>/labelsTr/ hold the raters' maps."));
}

void DatasetAgreementPanel::compare()
{
    if (m_running || m_root.isEmpty())
        return;
    application::AgreementRequest request;
    request.dataset = m_root.toStdString();
    request.method = m_method();
    request.surfaceToleranceMm = application::kDefaultSurfaceToleranceMm;
    m_running = true;
    m_compare->setEnabled(false);
    m_progress->setRange(0, 0);
    m_progress->setVisible(true);
    m_status->setText(tr("Comparing the raters on every case..."));
    QPointer<QProgressBar> bar = m_progress;
    const auto progress = [bar, closing = &m_closing](int done, int total) {
        if (closing->load())
            return;
        QMetaObject::invokeMethod(qApp, [bar, done, total] {
            if (bar) {
                bar->setRange(0, total);
                bar->setValue(done);
            }
        });
    };
    m_watcher.setFuture(QtConcurrent::run([request, progress]() {
        Outcome outcome;
        try {
            outcome.agreement = std::make_shared<application::DatasetAgreement>(application::agreeOnDataset(request, progress));
        } catch (const std::exception& error) {
            outcome.error = QString::fromStdString(error.what());
        }
        return outcome;
    }));
}

void DatasetAgreementPanel::show(const Outcome& outcome)
{
    m_running = false;
    m_progress->setVisible(false);
    setDataset(m_root);
    if (!outcome.error.isEmpty()) {
        m_status->setText(tr("Not compared: %1").arg(outcome.error));
        Q_EMIT finished(false);
        return;
    }
    const application::DatasetAgreement& a = *outcome.agreement;
    QStringList headers{tr("Label"), tr("Pairwise Dice"), tr("Lowest"), tr("HD95 mm"), tr("Surface Dice")};
    for (const std::string& rater : a.raters)
        headers << tr("%1 vs consensus").arg(QString::fromStdString(rater));
    m_labels->clear();
    m_labels->setColumnCount(static_cast<int>(headers.size()));
    m_labels->setHorizontalHeaderLabels(headers);
    m_labels->setRowCount(static_cast<int>(a.labels.size()));
    for (std::size_t row = 0; row < a.labels.size(); ++row) {
        const application::LabelAgreementSummary& s = a.labels[row];
        QStringList cells{s.name.empty() ? QString::number(s.label) : QString("%1 %2").arg(s.label).arg(QString::fromStdString(s.name)),
                          meanAndSd(s.pairDice, 4), number(s.pairDice.min, 4), meanAndSd(s.pairHd95Mm, 2),
                          meanAndSd(s.pairSurfaceDice, 4)};
        for (const std::string& rater : a.raters) {
            const auto found = s.consensusDice.find(rater);
            cells << (found == s.consensusDice.end() ? QStringLiteral("-") : meanAndSd(found->second, 4));
        }
        for (int column = 0; column < cells.size(); ++column)
            m_labels->setItem(static_cast<int>(row), column, new QTableWidgetItem(cells[column]));
    }
    m_labels->resizeColumnsToContents();
    m_cases->setRowCount(static_cast<int>(a.worstCases.size()));
    for (std::size_t row = 0; row < a.worstCases.size(); ++row) {
        m_cases->setItem(static_cast<int>(row), 0, new QTableWidgetItem(QString::fromStdString(a.worstCases[row].first)));
        m_cases->setItem(static_cast<int>(row), 1, new QTableWidgetItem(number(a.worstCases[row].second, 4)));
    }
    m_cases->resizeColumnsToContents();
    QString text = tr("%n case(s) scored", nullptr, static_cast<int>(a.cases.size())) + ", " +
                   tr("%n rater(s)", nullptr, static_cast<int>(a.raters.size())) + ", " +
                   tr("consensus by %1; surface Dice at %2 mm.").arg(QString::fromStdString(a.method)).arg(a.surfaceToleranceMm);
    if (!a.casesWithOneRater.empty())
        text += " " + tr("%n case(s) labelled by one rater only, not scored.", nullptr,
                         static_cast<int>(a.casesWithOneRater.size()));
    m_status->setText(text);
    Q_EMIT finished(true);
}

}  // namespace segstudio::app
