#pragma once
// The workbench's side of application/segment/ModelTrust.h: before a model folder
// runs, each TorchScript module the user has not decided on is shown with
// its SHA-256 and path, and the answer is remembered.
#include <QString>

class QWidget;

namespace segstudio::widgets {

// True when every TorchScript module of `modelFolder` is trusted (already,
// or now by the user's answer); false when the user declined or cancelled,
// or the folder cannot be read (then the reason was shown). Packages
// without a module pass without a question. Blocks in a modal dialog.
bool confirmModelTrust(QWidget* parent, const QString& modelFolder);

}  // namespace segstudio::widgets
