// LabelEditController::applyOperation: a segment operation (Label editor's
// "Segment operations" group) on the target map as one undo step.
#include "widgets/labeledit/LabelEditController.h"

namespace segstudio::widgets {

void LabelEditController::applyOperation(const edit::SegmentOperation& operation)
{
    if (refusedAtFullResolution(tr("A segment operation")))
        return;
    edit::LabelEditModel* model = modelOfTarget();
    if (!model) {
        Q_EMIT message(tr("Open or create a label map to edit first."));
        return;
    }
    try {
        const edit::LabelEditModel::OperationOutcome outcome = model->applyOperation(operation);
        const edit::SegmentOperationResult& result = outcome.result;
        const int label = static_cast<int>(operation.label);
        if (outcome.summary.changedVoxels == 0) {
            Q_EMIT message(tr("Nothing changed: label %1 is absent, or the operation leaves it as it is.").arg(label));
        } else if (!result.newLabels.empty()) {
            Q_EMIT message(tr("Label %1: %n island(s) split off as new labels.", "", static_cast<int>(result.newLabels.size()))
                               .arg(label));
        } else {
            Q_EMIT message(tr("Label %1: %2 voxel(s) added, %3 removed.")
                               .arg(label)
                               .arg(result.addedVoxels)
                               .arg(result.removedVoxels));
        }
        // Each new island label gets a style; the last call redraws the box.
        for (const int64_t added : result.newLabels)
            afterEdit(outcome.summary, static_cast<int>(added));
        afterEdit(outcome.summary, label);
    } catch (const std::exception& error) {
        Q_EMIT message(QString::fromStdString(error.what()));
    }
    Q_EMIT historyChanged();
}

}  // namespace segstudio::widgets
