#pragma once
// Lists the cases of a dataset folder (any layout core/io understands);
// activating one asks the window to load its image and label map.
#include <QWidget>

#include <map>
#include <optional>

#include "application/ScanViewing.h"

class QLabel;
class QListWidget;

namespace segstudio::widgets {

class DatasetBrowser : public QWidget {
    Q_OBJECT
public:
    explicit DatasetBrowser(QWidget* parent = nullptr);

    // Throws InputError (from io::openDataset) when the folder is not a dataset.
    void setDataset(const io::DatasetDescription& dataset);
    const io::DatasetDescription* dataset() const { return m_dataset ? &*m_dataset : nullptr; }
    std::map<int, QString> labelNames() const;
    int caseCount() const;
    void activateCase(int row);
    void retranslate();

Q_SIGNALS:
    void caseActivated(const segstudio::io::DatasetCase& datasetCase);

private:
    std::optional<io::DatasetDescription> m_dataset;
    QLabel* m_summary;
    QListWidget* m_list;
};

}  // namespace segstudio::widgets
