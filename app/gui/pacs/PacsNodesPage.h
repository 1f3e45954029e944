#pragma once
// Preferences > PACS nodes: the table of nodes the PACS dock may talk to
// (name, address AE@host:port, SegStudio's AE title there), with Add and
// Remove. apply() checks every row (PacsNodes.h) and saves them; a row
// that does not check keeps the dialog open with the reason shown.
#include <QWidget>

class QLabel;
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

private:
    QTableWidget* m_table;
    QPushButton* m_add;
    QPushButton* m_remove;
    QLabel* m_problem;
};

}  // namespace segstudio::app
