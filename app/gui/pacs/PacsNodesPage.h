#pragma once
// Preferences > PACS nodes: the table of nodes the PACS dock may talk to
// (name, address AE@host:port or DICOMweb URL, SegStudio's AE title there,
// C-MOVE port), with Add and Remove, and under it the selected node's TLS
// files (trusted certificates, SegStudio's certificate and key: DICOM TLS,
// or HTTPS for DICOMweb) and DICOMweb credentials file. apply() checks
// every row (PacsNodes.h) and saves them; a row that does not check keeps
// the dialog open with the reason shown.
#include <QWidget>

#include <array>

class QGroupBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableWidget;

namespace segstudio::app {

class PacsNodesPage : public QWidget {
    Q_OBJECT
public:
    explicit PacsNodesPage(QWidget* parent = nullptr);

    QTableWidget* table() const { return m_table; }
    void addNode();  // a new row, its name ready to type
    // Saves the rows when every one is valid; otherwise shows why, selects
    // the row and returns false.
    bool apply();

    // The selected node's files: trusted certificates, certificate, key,
    // DICOMweb credentials.
    QLineEdit* securityField(int which) const { return m_securityFields[static_cast<std::size_t>(which)]; }

private:
    void showSecurityOf(int row);
    QTableWidget* m_table;
    QGroupBox* m_security;
    std::array<QLineEdit*, 4> m_securityFields{};
    QPushButton* m_add;
    QPushButton* m_remove;
    QLabel* m_problem;
};

}  // namespace segstudio::app
