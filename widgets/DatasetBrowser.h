#pragma once
// Lists the cases of a dataset folder (any layout core/io understands) in a
// table: the case name (elided in the middle when narrow, whole in its
// tooltip), and, filled in by a worker thread as each case is read, its
// size, spacing, channels and the label values present (a case with a
// problem says which in its tooltip). A filter box keeps the cases whose
// name contains its text. Activating a case asks the window to load its
// image and label map. GUI thread only.
#include <QFuture>
#include <QWidget>

#include <atomic>
#include <map>
#include <memory>
#include <optional>

#include "application/viewing/ScanViewing.h"

class QLabel;
class QLineEdit;
class QSortFilterProxyModel;
class QStandardItemModel;
class QTreeView;

namespace segstudio::widgets {

class DatasetBrowser : public QWidget {
    Q_OBJECT
public:
    explicit DatasetBrowser(QWidget* parent = nullptr);
    ~DatasetBrowser() override;

    enum Column { CaseColumn, SizeColumn, SpacingColumn, ChannelsColumn, LabelsColumn, ColumnCount };

    // Throws InputError (from io::openDataset) when the folder is not a dataset.
    void setDataset(const io::DatasetDescription& dataset);
    const io::DatasetDescription* dataset() const { return m_dataset ? &*m_dataset : nullptr; }
    std::map<int, QString> labelNames() const;
    int caseCount() const;
    void activateCase(int datasetIndex);
    void retranslate();

    QTreeView* view() const { return m_view; }
    QLineEdit* filter() const { return m_filter; }
    int describedCount() const { return m_described; }  // cases whose columns are filled in
    QSize sizeHint() const override;

Q_SIGNALS:
    void caseActivated(const segstudio::io::DatasetCase& datasetCase);
    void casesDescribed();  // every case's columns are filled in

private:
    void describeCasesInBackground();
    void showCase(int index, const io::CaseReport& report);
    void stopDescribing();

    std::optional<io::DatasetDescription> m_dataset;
    QLabel* m_summary;
    QLineEdit* m_filter;
    QTreeView* m_view;
    QStandardItemModel* m_model;
    QSortFilterProxyModel* m_proxy;
    QFuture<void> m_describing;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    int m_described = 0;
};

}  // namespace segstudio::widgets
