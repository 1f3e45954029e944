#include "widgets/training/ImportedModelsPanel.h"

#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QTreeWidget>
#include <QVBoxLayout>

#include "application/segment/ModelSummary.h"

namespace segstudio::widgets {

namespace {

constexpr const char* kModelsSetting = "models/imported";
constexpr const char* kAcceptedLicencesSetting = "models/licencesAccepted";
constexpr int kModelPathRole = Qt::UserRole;
constexpr qint64 kLicenceShownBytes = 6000;   // in the Licence... box and the question's details
constexpr qint64 kLicenceOpeningBytes = 1500;  // in the question itself

QString tripleText(double x, double y, double z)
{
    return QString("%1 x %2 x %3").arg(x, 0, 'g', 4).arg(y, 0, 'g', 4).arg(z, 0, 'g', 4);
}

QString labelList(const application::ModelSummary& summary)
{
    QStringList names;
    for (const auto& [value, name] : summary.labels)
        if (value != 0)
            names << QString("%1 %2").arg(value).arg(QString::fromStdString(name));
    return names.join(", ");
}

// The licence file's first `bytes`, as text.
QString licenceText(const QString& file, qint64 bytes = kLicenceShownBytes)
{
    QFile in(file);
    if (!in.open(QIODevice::ReadOnly))
        return ImportedModelsPanel::tr("(%1 cannot be read: %2)").arg(file, in.errorString());
    QString text = QString::fromUtf8(in.read(bytes));
    if (!in.atEnd())
        text += "\n" + ImportedModelsPanel::tr("... (the rest is in %1)").arg(file);
    return text;
}

}  // namespace

ImportedModelsPanel::ImportedModelsPanel(QWidget* parent) : QWidget(parent)
{
    m_list = new QTreeWidget(this);
    m_list->setObjectName("importedModelsList");
    m_list->setColumnCount(6);
    m_list->setRootIsDecorated(false);
    m_list->header()->setStretchLastSection(false);
    m_list->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_list->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_details = new QLabel(this);
    m_details->setObjectName("importedModelDetails");
    m_details->setWordWrap(true);
    m_details->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_add = new QPushButton(this);
    m_add->setObjectName("addImportedModel");
    m_segment = new QPushButton(this);
    m_segment->setObjectName("segmentWithImportedModel");
    m_fineTune = new QPushButton(this);
    m_fineTune->setObjectName("fineTuneImportedModel");
    m_licence = new QPushButton(this);
    m_licence->setObjectName("importedModelLicence");
    m_remove = new QPushButton(this);
    m_remove->setObjectName("removeImportedModel");
    auto* buttons = new QGridLayout;  // two by two: the dock is narrow
    buttons->addWidget(m_add, 0, 0);
    buttons->addWidget(m_segment, 0, 1);
    buttons->addWidget(m_licence, 1, 0);
    buttons->addWidget(m_remove, 1, 1);
    buttons->addWidget(m_fineTune, 2, 0, 1, 2);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_list, 1);
    layout->addWidget(m_details);
    layout->addLayout(buttons);

    connect(m_list, &QTreeWidget::currentItemChanged, this, &ImportedModelsPanel::showDetails);
    connect(m_add, &QPushButton::clicked, this, &ImportedModelsPanel::chooseFolder);
    connect(m_segment, &QPushButton::clicked, this, [this] {
        if (!selectedModel().isEmpty())
            Q_EMIT segmentRequested(selectedModel());
    });
    connect(m_fineTune, &QPushButton::clicked, this, [this] {
        if (!selectedModel().isEmpty())
            Q_EMIT fineTuneRequested(selectedModel());
    });
    connect(m_licence, &QPushButton::clicked, this, [this] {
        const QString file = m_licence->property("file").toString();
        QMessageBox box(QMessageBox::Information, tr("Licence and notes"), licenceText(file), QMessageBox::Close, this);
        box.setObjectName("importedModelLicenceText");
        box.setTextFormat(Qt::PlainText);
        box.exec();
    });
    connect(m_remove, &QPushButton::clicked, this, &ImportedModelsPanel::removeSelected);
    retranslate();
    reload();
}

void ImportedModelsPanel::retranslate()
{
    m_list->setHeaderLabels({tr("Model"), tr("Kind"), tr("Labels"), tr("Configuration"), tr("Spacing (mm)"), tr("Patch")});
    m_add->setText(tr("Add Model Folder..."));
    m_add->setToolTip(tr("An nnU-Net v2 results folder (or a folder of several, as TotalSegmentator's), a TorchScript "
                         "folder, or a SegStudio package"));
    m_segment->setText(tr("Segment Current Scan"));
    m_fineTune->setText(tr("Fine-tune on the Training Dataset"));
    m_fineTune->setToolTip(tr("An nnU-Net model: train on the Training panel's dataset from its weights, preprocessed as "
                              "the model does (a new output head when the labels differ), then compare both models"));
    m_licence->setText(tr("Licence..."));
    m_remove->setText(tr("Remove from List"));
    m_remove->setToolTip(tr("Forgets the model here; its folder stays as it is"));
    showDetails();
}

QStringList ImportedModelsPanel::models() const { return QSettings().value(kModelsSetting).toStringList(); }

QString ImportedModelsPanel::selectedModel() const
{
    const QTreeWidgetItem* item = m_list->currentItem();
    return item ? item->data(0, kModelPathRole).toString() : QString();
}

QString ImportedModelsPanel::addModel(const QString& folder)
{
    const QString path = QDir::cleanPath(QFileInfo(folder).absoluteFilePath());
    try {
        application::describeModelFolder(path.toStdString());
    } catch (const std::exception& error) {
        return QString::fromStdString(error.what());
    }
    QStringList list = models();
    if (!list.contains(path))
        list << path;
    QSettings().setValue(kModelsSetting, list);
    reload();
    for (int i = 0; i < m_list->topLevelItemCount(); ++i)
        if (m_list->topLevelItem(i)->data(0, kModelPathRole).toString() == path)
            m_list->setCurrentItem(m_list->topLevelItem(i));
    return {};
}

void ImportedModelsPanel::reload()
{
    const QString selected = selectedModel();
    m_list->clear();
    m_descriptions.clear();
    for (const QString& folder : models()) {
        auto* item = new QTreeWidgetItem(m_list);
        item->setData(0, kModelPathRole, folder);
        // An nnU-Net results folder (Trainer__Plans__configuration) is named by its dataset folder.
        const QFileInfo info(folder);
        item->setText(0, info.fileName().contains("__") ? info.dir().dirName() : info.fileName());
        item->setToolTip(0, folder);
        try {
            const application::ModelSummary s = application::describeModelFolder(folder.toStdString());
            m_descriptions[folder] = s;
            item->setText(1, QString::fromStdString(s.kind));
            item->setText(2, QString::number(std::max<std::size_t>(s.labels.size(), 1) - 1));
            item->setToolTip(2, labelList(s));
            item->setText(3, QString::fromStdString(s.configuration));
            item->setText(4, tripleText(s.spacingXyz[0], s.spacingXyz[1], s.spacingXyz[2]));
            item->setText(5, tripleText(double(s.patchXyz[0]), double(s.patchXyz[1]), double(s.patchXyz[2])));
        } catch (const std::exception& error) {
            m_descriptions[folder] = QString::fromStdString(error.what());
            item->setText(1, tr("cannot be read"));
            item->setToolTip(1, QString::fromStdString(error.what()));
        }
        if (folder == selected)
            m_list->setCurrentItem(item);
    }
    showDetails();
}

void ImportedModelsPanel::showDetails()
{
    const QString folder = selectedModel();
    m_segment->setEnabled(!folder.isEmpty());
    m_remove->setEnabled(!folder.isEmpty());
    m_licence->setEnabled(false);
    m_fineTune->setEnabled(false);
    if (folder.isEmpty()) {
        m_details->setText(models().isEmpty() ? tr("No imported model yet: Add Model Folder..., or Training > Segment "
                                                   "with Model Folder...")
                                              : QString());
        return;
    }
    const auto described = m_descriptions.find(folder);
    if (described == m_descriptions.end())
        return;
    if (const auto* why = std::get_if<QString>(&described->second)) {
        m_details->setText(tr("%1 cannot be read: %2").arg(folder, *why));
        return;
    }
    const auto& s = std::get<application::ModelSummary>(described->second);
    QStringList lines{tr("Folder: %1").arg(folder), tr("Labels: %1").arg(labelList(s))};
    if (!s.trainer.empty())
        lines << tr("Trainer: %1, plans: %2").arg(QString::fromStdString(s.trainer), QString::fromStdString(s.plans));
    QStringList members;
    for (const std::string& m : s.members)
        members << QFileInfo(QString::fromStdString(m)).fileName();
    lines << tr("Runs as: %1").arg(members.join(", "));
    lines << (s.licenceFile.empty() ? tr("No licence or notes file beside the weights")
                                    : tr("Licence and notes: %1").arg(QString::fromStdString(s.licenceFile)));
    m_details->setText(lines.join("\n"));
    m_licence->setProperty("file", QString::fromStdString(s.licenceFile));
    m_licence->setEnabled(!s.licenceFile.empty());
    m_fineTune->setEnabled(s.kind == application::kNnUNetModelKind);  // one nnU-Net model, not parts
}

void ImportedModelsPanel::chooseFolder()
{
    const QString folder = QFileDialog::getExistingDirectory(this, tr("Add Model Folder"));
    if (folder.isEmpty())
        return;
    const QString why = addModel(folder);
    if (!why.isEmpty())
        QMessageBox::warning(this, tr("Not a model folder"), why);
}

void ImportedModelsPanel::removeSelected()
{
    QStringList list = models();
    list.removeAll(selectedModel());
    QSettings().setValue(kModelsSetting, list);
    reload();
}

bool confirmModelLicence(QWidget* parent, const QString& modelFolder)
{
    std::string licence;
    try {
        licence = application::describeModelFolder(modelFolder.toStdString()).licenceFile;
    } catch (const std::exception&) {
        return true;  // not readable as a model: segmenting says why
    }
    if (licence.empty())
        return true;
    const QString file = QDir::cleanPath(QString::fromStdString(licence));
    QSettings settings;
    QStringList accepted = settings.value(kAcceptedLicencesSetting).toStringList();
    if (accepted.contains(file))
        return true;
    QMessageBox question(QMessageBox::Information, ImportedModelsPanel::tr("Licence of this model"),
                         ImportedModelsPanel::tr("These weights come with a licence or notes (%1). Read them before the "
                                                 "first use:").arg(file),
                         QMessageBox::NoButton, parent);
    question.setObjectName("modelLicenceQuestion");
    question.setTextFormat(Qt::PlainText);
    question.setInformativeText(licenceText(file, kLicenceOpeningBytes));
    question.setDetailedText(licenceText(file));
    QPushButton* accept = question.addButton(ImportedModelsPanel::tr("Accept and Use"), QMessageBox::AcceptRole);
    accept->setObjectName("acceptModelLicence");
    question.addButton(QMessageBox::Cancel);
    question.setDefaultButton(QMessageBox::Cancel);
    question.exec();
    if (question.clickedButton() != accept)
        return false;
    accepted << file;
    settings.setValue(kAcceptedLicencesSetting, accepted);
    return true;
}

}  // namespace segstudio::widgets
