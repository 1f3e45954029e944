#include "pacs/PacsNodesPage.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include "pacs/PacsNodes.h"

namespace segstudio::app {

namespace {
enum Column { Name, Address, CallingAe, MovePort, ColumnCount };
}

PacsNodesPage::PacsNodesPage(QWidget* parent) : QWidget(parent)
{
    setMinimumSize(660, 260);  // an address such as ORTHANC@pacs.example.org:4242 stays whole
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(tr("SegStudio finds, retrieves and sends DICOM only to the nodes listed here."), this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    m_table = new QTableWidget(0, ColumnCount, this);
    m_table->setObjectName("pacsNodesTable");
    m_table->setHorizontalHeaderLabels({tr("Name"), tr("Address (AE@host:port)"), tr("Our AE title"), tr("C-MOVE port")});
    m_table->horizontalHeaderItem(MovePort)->setToolTip(
        tr("Empty: retrieve with C-GET. A port: retrieve with C-MOVE, received on this port of this computer; the PACS "
           "must list our AE title with this computer's address and this port."));
    m_table->horizontalHeader()->setSectionResizeMode(Name, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(Address, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(CallingAe, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(MovePort, QHeaderView::ResizeToContents);
    m_table->verticalHeader()->hide();
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    for (const ConfiguredPacsNode& node : loadPacsNodes()) {
        const int row = m_table->rowCount();
        m_table->insertRow(row);
        m_table->setItem(row, Name, new QTableWidgetItem(node.name));
        m_table->setItem(row, Address, new QTableWidgetItem(node.address));
        m_table->setItem(row, CallingAe, new QTableWidgetItem(node.callingAeTitle));
        m_table->setItem(row, MovePort, new QTableWidgetItem(node.movePort));
    }
    layout->addWidget(m_table, 1);
    auto* buttons = new QHBoxLayout;
    m_add = new QPushButton(tr("Add"), this);
    m_add->setObjectName("pacsNodeAdd");
    m_remove = new QPushButton(tr("Remove"), this);
    m_remove->setObjectName("pacsNodeRemove");
    buttons->addWidget(m_add);
    buttons->addWidget(m_remove);
    buttons->addStretch(1);
    layout->addLayout(buttons);
    m_problem = new QLabel(this);
    m_problem->setObjectName("pacsNodeProblem");
    m_problem->setWordWrap(true);
    m_problem->setTextFormat(Qt::PlainText);
    m_problem->hide();
    layout->addWidget(m_problem);
    connect(m_add, &QPushButton::clicked, this, &PacsNodesPage::addNode);
    connect(m_remove, &QPushButton::clicked, this, [this] {
        if (m_table->currentRow() >= 0)
            m_table->removeRow(m_table->currentRow());
    });
}

void PacsNodesPage::addNode()
{
    const int row = m_table->rowCount();
    m_table->insertRow(row);
    m_table->setItem(row, Name, new QTableWidgetItem);
    m_table->setItem(row, Address, new QTableWidgetItem);
    m_table->setItem(row, CallingAe, new QTableWidgetItem(ConfiguredPacsNode().callingAeTitle));
    m_table->setItem(row, MovePort, new QTableWidgetItem);
    m_table->setCurrentCell(row, Name);
    m_table->editItem(m_table->item(row, Name));
}

bool PacsNodesPage::apply()
{
    QList<ConfiguredPacsNode> nodes;
    const auto text = [this](int row, int column) {
        const QTableWidgetItem* item = m_table->item(row, column);
        return item ? item->text().trimmed() : QString();
    };
    for (int row = 0; row < m_table->rowCount(); ++row) {
        const ConfiguredPacsNode node{text(row, Name), text(row, Address), text(row, CallingAe), text(row, MovePort)};
        if (const QString problem = problemWithPacsNodes(nodes + QList<ConfiguredPacsNode>{node}); !problem.isEmpty()) {
            m_problem->setText(problem);
            m_problem->show();
            m_table->selectRow(row);
            return false;
        }
        nodes.append(node);
    }
    m_problem->hide();
    savePacsNodes(nodes);
    return true;
}

}  // namespace segstudio::app
