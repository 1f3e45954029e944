#include "widgets/training/ModelTrustQuestion.h"

#include <QMessageBox>
#include <QPushButton>

#include "application/segment/ModelTrust.h"

namespace segstudio::widgets {

bool confirmModelTrust(QWidget* parent, const QString& modelFolder)
{
    try {
        application::TrustStore store;
        for (const application::ForeignModule& module : application::foreignModules({modelFolder.toStdString()})) {
            const auto earlier = store.decision(module.sha256);
            if (earlier && earlier->trusted)
                continue;
            QMessageBox question(QMessageBox::Warning, QObject::tr("Run this model's code?"),
                                 QObject::tr("This model runs its own code: %1").arg(QString::fromStdString(module.file)),
                                 QMessageBox::NoButton, parent);
            question.setObjectName("modelTrustQuestion");
            question.setTextFormat(Qt::PlainText);
            QString details = QObject::tr("SHA-256: %1").arg(QString::fromStdString(module.sha256));
            if (earlier)
                details += "\n" + QObject::tr("You did not trust it on %1.").arg(QString::fromStdString(earlier->decidedOn));
            question.setInformativeText(
                details + "\n\n" +
                QObject::tr("SegStudio runs it in a sandbox where it can only compute (no files, no network). Run it "
                            "only if you know where it came from. SegStudio remembers your answer for this exact file."));
            QPushButton* trust = question.addButton(QObject::tr("Trust and Run"), QMessageBox::AcceptRole);
            trust->setObjectName("trustModelButton");
            QPushButton* refuse = question.addButton(QObject::tr("Do Not Trust"), QMessageBox::DestructiveRole);
            refuse->setObjectName("refuseModelButton");
            question.addButton(QMessageBox::Cancel);
            question.setDefaultButton(QMessageBox::Cancel);
            question.exec();
            if (question.clickedButton() == trust) {
                store.remember(module, true, "the workbench");
                continue;
            }
            if (question.clickedButton() == refuse)
                store.remember(module, false, "the workbench");
            return false;
        }
        return true;
    } catch (const std::exception& error) {
        QMessageBox box(QMessageBox::Warning, QObject::tr("Cannot use this model"), QString::fromStdString(error.what()),
                        QMessageBox::Ok, parent);
        box.setTextFormat(Qt::PlainText);
        box.exec();
        return false;
    }
}

}  // namespace segstudio::widgets
