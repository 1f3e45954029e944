#include "widgets/training/RegressionCheckDialog.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include <cmath>

namespace segstudio::widgets {
namespace {

QTableWidgetItem* diceItem(double dice, bool signedChange = false)
{
    auto* item = new QTableWidgetItem(std::isnan(dice) ? QStringLiteral("–")
                                                       : (signedChange && dice > 0 ? "+" : "") + QString::number(dice, 'f', 4));
    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    item->setData(Qt::UserRole, dice);
    return item;
}

}  // namespace

RegressionCheckDialog::RegressionCheckDialog(const engine::ModelComparison& c, Origin origin, QWidget* parent)
    : QDialog(parent)
{
    const bool fineTuned = origin == Origin::FineTunedImport;
    setObjectName("regressionCheckDialog");
    setWindowTitle(tr("Regression check"));
    m_verdict = new QLabel(this);
    m_verdict->setObjectName("regressionVerdict");
    m_verdict->setWordWrap(true);
    const QString cases = tr("%n validation case(s)", nullptr, static_cast<int>(c.cases.size()));
    QString verdict;
    if (fineTuned)
        verdict = c.candidateWorse ? tr("<b>The fine-tuned model is worse</b> than the imported one on the same %1 "
                                        "(mean Dice %2 against %3). The imported model stays active unless you choose "
                                        "otherwise.")
                                   : tr("<b>The fine-tuned model is not worse</b> than the imported one on the same %1 "
                                        "(mean Dice %2 against %3).");
    else
        verdict = c.candidateWorse ? tr("<b>The retrained model is worse</b> on the same %1 (mean Dice %2 against %3). "
                                        "The previous model stays active unless you choose otherwise.")
                                   : tr("<b>The retrained model is not worse</b> on the same %1 (mean Dice %2 against %3).");
    m_verdict->setText(verdict.arg(cases).arg(c.candidate.meanDice, 0, 'f', 4).arg(c.baseline.meanDice, 0, 'f', 4));
    if (c.interactive)
        m_verdict->setText(m_verdict->text() + " " +
                           tr("Both are interactive models: each object's Dice is the mean over a simulated click and "
                              "the corrective clicks that follow, as their training validates them."));
    m_table = new QTableWidget(static_cast<int>(c.classNames.size()) + 1, 4, this);
    m_table->setObjectName("regressionTable");
    m_table->setHorizontalHeaderLabels({tr("Class"), fineTuned ? tr("Imported model") : tr("Previous model"),
                                        fineTuned ? tr("Fine-tuned model") : tr("Retrained model"), tr("Change")});
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    auto addRow = [this](int row, const QString& name, double before, double after, bool worse) {
        m_table->setItem(row, 0, new QTableWidgetItem(name));
        m_table->setItem(row, 1, diceItem(before));
        m_table->setItem(row, 2, diceItem(after));
        m_table->setItem(row, 3, diceItem(after - before, true));
        if (worse)
            for (int column = 0; column < 4; ++column)
                m_table->item(row, column)->setForeground(QColor(200, 30, 30));
    };
    for (std::size_t k = 0; k < c.classNames.size(); ++k) {
        const QString name = QString::fromStdString(c.classNames[k]);
        const bool worse = std::find(c.worseClasses.begin(), c.worseClasses.end(), c.classNames[k]) != c.worseClasses.end();
        addRow(static_cast<int>(k), name, c.baseline.dicePerClass.at(k), c.candidate.dicePerClass.at(k), worse);
    }
    addRow(static_cast<int>(c.classNames.size()), tr("Mean Dice"), c.baseline.meanDice, c.candidate.meanDice, c.candidateWorse);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);

    auto* buttons = new QDialogButtonBox(this);
    m_keep = buttons->addButton(fineTuned ? tr("Keep the imported model") : tr("Keep the previous model"),
                                QDialogButtonBox::RejectRole);
    m_keep->setObjectName("keepPreviousModel");
    const QString use = fineTuned ? (c.candidateWorse ? tr("Use the fine-tuned model anyway") : tr("Use the fine-tuned model"))
                                  : (c.candidateWorse ? tr("Use the retrained model anyway") : tr("Use the retrained model"));
    m_use = buttons->addButton(use, QDialogButtonBox::AcceptRole);
    m_use->setObjectName("useRetrainedModel");
    (c.candidateWorse ? m_keep : m_use)->setDefault(true);
    connect(m_keep, &QPushButton::clicked, this, [this] {
        m_useCandidate = false;
        done(QDialog::Rejected);
    });
    connect(m_use, &QPushButton::clicked, this, [this] {
        m_useCandidate = true;
        done(QDialog::Accepted);
    });
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_verdict);
    layout->addWidget(m_table, 1);
    layout->addWidget(buttons);
    resize(560, 320);
}

}  // namespace segstudio::widgets
