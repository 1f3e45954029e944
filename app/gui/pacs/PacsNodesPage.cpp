#include "pacs/PacsNodesPage.h"

#include <QFileDialog>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include "pacs/PacsNodes.h"

namespace segstudio::app {

namespace {
// The TLS and credentials columns are hidden: the fields under the table edit the selected row's.
enum Column { Name, Address, CallingAe, MovePort, TlsTrusted, TlsCertificate, TlsKey, Credentials, ColumnCount };
constexpr int kSecurityFields = ColumnCount - TlsTrusted;

void addRow(QTableWidget* table, const ConfiguredPacsNode& node)
{
    const int row = table->rowCount();
    table->insertRow(row);
    const QString values[ColumnCount] = {node.name, node.address, node.callingAeTitle, node.movePort,
                                         node.tlsTrustedCertificates, node.tlsCertificate, node.tlsKey,
                                         node.credentialsFile};
    for (int column = 0; column < ColumnCount; ++column)
        table->setItem(row, column, new QTableWidgetItem(values[column]));
}
}

PacsNodesPage::PacsNodesPage(QWidget* parent) : QWidget(parent)
{
    setMinimumSize(660, 380);  // an address such as ORTHANC@pacs.example.org:4242 stays whole
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(tr("SegStudio finds, retrieves and sends DICOM only to the nodes listed here."), this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    m_table = new QTableWidget(0, ColumnCount, this);
    m_table->setObjectName("pacsNodesTable");
    m_table->setHorizontalHeaderLabels({tr("Name"), tr("Address (AE@host:port, or DICOMweb URL)"), tr("Our AE title"), tr("C-MOVE port")});
    m_table->horizontalHeaderItem(Address)->setToolTip(
        tr("DICOM networking: the PACS's AE title, host and port, e.g. ORTHANC@pacs.example.org:4242. DICOMweb: the "
           "service's base URL, e.g. https://pacs.example.org/dicom-web (find with QIDO-RS, retrieve with WADO-RS, send "
           "with STOW-RS)."));
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
    for (int column = TlsTrusted; column < ColumnCount; ++column)
        m_table->setColumnHidden(column, true);
    for (const ConfiguredPacsNode& node : loadPacsNodes())
        addRow(m_table, node);
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

    m_security = new QGroupBox(tr("TLS and credentials of the selected node"), this);
    m_security->setObjectName("pacsTls");
    auto* form = new QFormLayout(m_security);
    const QString labels[kSecurityFields] = {tr("Trusted certificates (CA):"), tr("Our certificate (if required):"),
                                             tr("Our private key:"), tr("DICOMweb credentials file:")};
    const QString hints[kSecurityFields] = {
        tr("DICOM: empty for no TLS; a PEM file turns TLS on and the node's certificate must be signed by it. "
           "DICOMweb over https: empty for this computer's certificate authorities."),
        tr("Only for nodes that ask for SegStudio's certificate (PEM)."),
        tr("The unencrypted PEM key of our certificate."),
        tr("DICOMweb only: a file whose first line is user:password or Bearer <token>; sent over https only (or "
           "to this computer).")};
    const char* names[kSecurityFields] = {"pacsTlsTrusted", "pacsTlsCertificate", "pacsTlsKey", "pacsCredentials"};
    for (int which = 0; which < kSecurityFields; ++which) {
        auto* field = new QLineEdit(m_security);
        field->setObjectName(names[which]);
        field->setPlaceholderText(hints[which]);
        field->setToolTip(hints[which]);
        auto* browse = new QPushButton(tr("Browse..."), m_security);
        auto* row = new QHBoxLayout;
        row->addWidget(field, 1);
        row->addWidget(browse);
        form->addRow(labels[which], row);
        m_securityFields[static_cast<std::size_t>(which)] = field;
        const int column = TlsTrusted + which;
        connect(field, &QLineEdit::textChanged, this, [this, column](const QString& text) {
            if (QTableWidgetItem* item = m_table->currentRow() >= 0 ? m_table->item(m_table->currentRow(), column) : nullptr)
                item->setText(text.trimmed());
        });
        const bool pem = column != Credentials;
        connect(browse, &QPushButton::clicked, this, [this, field, pem] {
            const QString file = QFileDialog::getOpenFileName(
                this, pem ? tr("Choose a PEM file") : tr("Choose the credentials file"), field->text(),
                pem ? tr("PEM files (*.pem *.crt *.cer *.key);;All files (*)") : tr("All files (*)"));
            if (!file.isEmpty())
                field->setText(file);
        });
    }
    layout->addWidget(m_security);
    connect(m_table, &QTableWidget::currentCellChanged, this, [this](int row) { showSecurityOf(row); });
    showSecurityOf(m_table->currentRow());

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
    addRow(m_table, ConfiguredPacsNode());
    const int row = m_table->rowCount() - 1;
    m_table->setCurrentCell(row, Name);
    m_table->editItem(m_table->item(row, Name));
}

void PacsNodesPage::showSecurityOf(int row)
{
    m_security->setEnabled(row >= 0);
    for (int which = 0; which < kSecurityFields; ++which) {
        const QTableWidgetItem* item = row >= 0 ? m_table->item(row, TlsTrusted + which) : nullptr;
        QLineEdit* field = m_securityFields[static_cast<std::size_t>(which)];
        const QSignalBlocker quiet(field);
        field->setText(item ? item->text() : QString());
    }
}

bool PacsNodesPage::apply()
{
    QList<ConfiguredPacsNode> nodes;
    const auto text = [this](int row, int column) {
        const QTableWidgetItem* item = m_table->item(row, column);
        return item ? item->text().trimmed() : QString();
    };
    for (int row = 0; row < m_table->rowCount(); ++row) {
        const ConfiguredPacsNode node{text(row, Name),          text(row, Address),        text(row, CallingAe),
                                      text(row, MovePort),      text(row, TlsTrusted),     text(row, TlsCertificate),
                                      text(row, TlsKey),        text(row, Credentials)};
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
