#pragma once
// Models from elsewhere (nnU-Net v2 results folders, TorchScript folders,
// SegStudio packages) the user has segmented with or added: one row each
// with its kind, labels, configuration, target spacing and patch; the
// selected one's origin (folder, trainer, plans, folds or parts) and its
// licence or notes file below. The list is kept in QSettings
// ("models/imported") across sessions. Reads descriptions only, through
// application::describeModelFolder, once per folder and reload (adding a
// model reloads), not on every selection. GUI thread only.
#include <QStringList>
#include <QWidget>

#include <map>
#include <variant>

#include "application/segment/ModelSummary.h"

class QLabel;
class QPushButton;
class QTreeWidget;

namespace segstudio::widgets {

class ImportedModelsPanel : public QWidget {
    Q_OBJECT
public:
    explicit ImportedModelsPanel(QWidget* parent = nullptr);
    void retranslate();

    // Adds (or refreshes) the folder's row and selects it; an empty string,
    // or why the folder is not a model.
    QString addModel(const QString& folder);
    QStringList models() const;
    QString selectedModel() const;

Q_SIGNALS:
    void segmentRequested(const QString& modelFolder);
    // Fine-tune the selected nnU-Net model on the Training panel's dataset.
    void fineTuneRequested(const QString& modelFolder);

private:
    void reload();  // the rows from the settings
    void showDetails();
    void chooseFolder();
    void removeSelected();

    // Each listed folder's description, or why it cannot be read, as of the last reload.
    std::map<QString, std::variant<application::ModelSummary, QString>> m_descriptions;
    QTreeWidget* m_list;
    QLabel* m_details;
    QPushButton* m_add;
    QPushButton* m_segment;
    QPushButton* m_fineTune;
    QPushButton* m_licence;
    QPushButton* m_remove;
};

// Before the first use of a model folder that ships a licence or notes
// file: its text, to accept or cancel; the acceptance of that file is
// remembered (QSettings "models/licencesAccepted"). True when there is no
// such file or it was accepted now or before; false when cancelled, or the
// folder cannot be read (then its loaders say why when it runs). Blocks in
// a modal dialog.
bool confirmModelLicence(QWidget* parent, const QString& modelFolder);

}  // namespace segstudio::widgets
