#pragma once
// Review against a reference: Dice, IoU, HD95 and the volume difference per
// class (application::evaluatePredictions / io::evaluateSegmentation, the
// numbers `segstudio-cli evaluate` gives) for two open label maps, or for a
// folder of predictions against a folder of references, in one sortable
// table. Activating a row asks for that case to be shown at the slice where
// prediction and reference disagree most (reviewCaseRequested /
// openMapsRowActivated). When the references are a dataset's labelsTr/ with
// raters/ beside it, each rater is scored against them too and the model's
// mean Dice is set beside theirs (application/raters/ModelAmongRaters.h).
// Scoring runs off the GUI thread. GUI thread only.
#include <QFutureWatcher>
#include <QString>
#include <QWidget>

#include <optional>
#include <vector>

#include "application/raters/ModelAmongRaters.h"
#include "application/review/EvaluatePredictions.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSortFilterProxyModel;
class QStandardItemModel;
class QTableView;
class QToolButton;

namespace segstudio::widgets {

class SceneModel;

// A case of a folder review, as the table row names it.
struct ReviewCase {
    QString caseId;
    QString prediction, reference;
    QString scan;  // the case's scan in the scans folder; empty when none was found
    std::vector<int> values;  // the structure of the row (its label values)
};

class ReviewPanel : public QWidget {
    Q_OBJECT
public:
    explicit ReviewPanel(SceneModel* scene, QWidget* parent = nullptr);
    ~ReviewPanel() override;
    void retranslate();

    // Table columns; the sort key of each cell is under Qt::UserRole.
    enum Column { CaseColumn, ClassColumn, DiceColumn, IouColumn, Hd95Column, VolumeColumn, ColumnCount };
    QTableView* table() const { return m_table; }
    bool busy() const { return m_watcher.isRunning(); }
    bool showDifferences() const;
    // The model beside the raters, from the last folder evaluation; unset without raters.
    const std::optional<application::ModelAmongRaters>& modelAmongRaters() const { return m_shown.raters; }
    // The prediction and reference layers chosen for "Compare" (-1: none).
    int predictionLayer() const;
    int referenceLayer() const;

    // Starts scoring (returns at once); the table fills when done.
    void compareOpenMaps();
    void evaluateFolders();

Q_SIGNALS:
    void reviewCaseRequested(const segstudio::widgets::ReviewCase& reviewCase);
    // A row of the open label maps' comparison: jump to its structure's worst slice.
    void openMapsRowActivated(const std::vector<int>& values);
    void openMapsCompared();  // the table shows predictionLayer() against referenceLayer()
    void errorOccurred(const QString& title, const QString& message);

private:
    struct Result {
        QString error;
        bool folder = false;
        std::vector<io::CaseEvaluation> cases;
        std::optional<application::ModelAmongRaters> raters;
        QString ratersError;  // the raters could not be scored; the model's table stands
    };
    void showRaters();
    void rebuildLayerBoxes();
    void onScored();
    void onRowActivated(const QModelIndex& index);
    QString scanOfCase(const QString& caseId) const;

    SceneModel* m_scene;
    QLabel* m_openMapsTitle;
    QLabel* m_predictionLabel;
    QLabel* m_referenceLabel;
    QComboBox* m_prediction;
    QComboBox* m_reference;
    QPushButton* m_compare;
    QCheckBox* m_differences;
    QLabel* m_folderTitle;
    QLabel* m_predictionFolderLabel;
    QLabel* m_referenceFolderLabel;
    QLabel* m_scanFolderLabel;
    QLineEdit* m_predictionFolder;
    QLineEdit* m_referenceFolder;
    QLineEdit* m_scanFolder;
    QPushButton* m_evaluate;
    QLabel* m_status;
    QLabel* m_raters;
    QTableView* m_table;
    QStandardItemModel* m_model;
    QSortFilterProxyModel* m_sorted;
    QFutureWatcher<Result> m_watcher;
    Result m_shown;  // what the table shows
};

}  // namespace segstudio::widgets
