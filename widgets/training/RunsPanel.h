#pragma once
// The runs of a runs folder, one row each (name, status, best Dice,
// duration), read from each run folder's status.json. Selecting a run
// shows its charts (from metrics.jsonl); its model can segment the current
// scan, and a stopped run can be continued.
#include <QWidget>

class QPushButton;
class QTreeWidget;

namespace segstudio::widgets {

class RunsPanel : public QWidget {
    Q_OBJECT
public:
    explicit RunsPanel(QWidget* parent = nullptr);

    void setRunsFolder(const QString& folder);
    QString runsFolder() const { return m_folder; }
    void refresh();
    QString selectedRun() const;
    void selectRun(const QString& runFolder);
    int runCount() const;
    void retranslate();

Q_SIGNALS:
    void runSelected(const QString& runFolder);
    void continueRequested(const QString& runFolder);
    void segmentRequested(const QString& runFolder);

private:
    QString m_folder;
    QTreeWidget* m_list;
    QPushButton* m_continue;
    QPushButton* m_segment;
    QPushButton* m_refresh;
};

}  // namespace segstudio::widgets
