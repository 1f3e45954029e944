#include "widgets/training/TrainingPanel.h"

#include <algorithm>
#include <climits>
#include <cmath>

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollArea>
#include <QSettings>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>

#include "common/Errors.h"
#include "engine/config/TrainingFields.h"

namespace segstudio::widgets {

namespace {

// The form's rows in order, by field key (engine/config/TrainingFields.h
// gives each its label and tooltip).
const char* const kRowKeys[] = {"dataset", "runs", "fold", "network.dimensions", "planner", "network.stages",
                                "network.base_features", "patch_size_xyz", "batch_size", "epochs", "max_minutes",
                                "optimizer.name", "optimizer.learning_rate", "precision", "validation.interval_epochs",
                                "device"};

// A field's label or tooltip in the interface's language.
QString fieldText(const std::string& english)
{
    return QCoreApplication::translate("TrainingField", english.c_str());
}

const std::pair<const char*, const char*> kAugmentations[] = {
    {"rotation", QT_TRANSLATE_NOOP("segstudio::widgets::TrainingPanel", "rotation")}, {"scaling", QT_TRANSLATE_NOOP("segstudio::widgets::TrainingPanel", "scaling")},       {"mirroring", QT_TRANSLATE_NOOP("segstudio::widgets::TrainingPanel", "mirroring")},
    {"gamma", QT_TRANSLATE_NOOP("segstudio::widgets::TrainingPanel", "gamma")},       {"brightness", QT_TRANSLATE_NOOP("segstudio::widgets::TrainingPanel", "brightness")}, {"contrast", QT_TRANSLATE_NOOP("segstudio::widgets::TrainingPanel", "contrast")},
    {"noise", QT_TRANSLATE_NOOP("segstudio::widgets::TrainingPanel", "noise")},       {"blur", QT_TRANSLATE_NOOP("segstudio::widgets::TrainingPanel", "blur")},             {"low_resolution", QT_TRANSLATE_NOOP("segstudio::widgets::TrainingPanel", "low resolution")},
};
// The check box of each key and the switch it sets.
const std::pair<const char*, bool engine::AugmentationConfig::*> kAugmentationSwitches[] = {
    {"rotation", &engine::AugmentationConfig::rotation},     {"scaling", &engine::AugmentationConfig::scaling},
    {"mirroring", &engine::AugmentationConfig::mirroring},   {"gamma", &engine::AugmentationConfig::gamma},
    {"brightness", &engine::AugmentationConfig::brightness}, {"contrast", &engine::AugmentationConfig::contrast},
    {"noise", &engine::AugmentationConfig::noise},           {"blur", &engine::AugmentationConfig::blur},
    {"low_resolution", &engine::AugmentationConfig::lowResolution}};

QString defaultRunsFolder() { return QDir::home().filePath("SegStudio/runs"); }

}  // namespace

TrainingPanel::TrainingPanel(QWidget* parent) : QWidget(parent)
{
    m_form.setDevices(engine::availableDevices());
    build();
    retranslate();
    refreshFromForm();
}

QSpinBox* TrainingPanel::spinFor(const char* key, const char* objectName)
{
    const engine::TrainingField& field = engine::trainingField(key);
    auto* box = new QSpinBox(this);
    box->setRange(static_cast<int>(field.minimum), static_cast<int>(std::min<double>(field.maximum, INT_MAX)));
    box->setObjectName(objectName);
    return box;
}

void TrainingPanel::build()
{
    auto* content = new QWidget;
    m_formLayout = new QFormLayout(content);
    // Narrow docks and long (German, French) labels: a row whose label and
    // field do not fit side by side puts the label above the field.
    m_formLayout->setRowWrapPolicy(QFormLayout::WrapLongRows);
    m_formLayout->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_dataset = new QLineEdit(this);
    m_dataset->setObjectName("trainingDataset");
    m_browse = new QToolButton(this);
    m_browse->setObjectName("browseDataset");
    m_browse->setText(QStringLiteral("\u2026"));
    auto* datasetRow = new QHBoxLayout;
    datasetRow->addWidget(m_dataset, 1);
    datasetRow->addWidget(m_browse);
    m_runs = new QLineEdit(QSettings().value("training/runsFolder", defaultRunsFolder()).toString(), this);
    m_runs->setObjectName("runsFolder");
    m_fold = spinFor("fold", "fold");
    m_dimensions = new QComboBox(this);
    m_dimensions->addItem("3D", 3);
    m_dimensions->addItem("2D", 2);
    m_stages = spinFor("network.stages", "stages");
    m_features = spinFor("network.base_features", "baseFeatures");
    auto* patchRow = new QHBoxLayout;
    for (int a = 0; a < 3; ++a) {
        patchRow->addWidget(new QLabel(QString("xyz").mid(a, 1), this));
        m_patch[a] = spinFor("patch_size_xyz", "patch");
        m_patch[a]->setMinimumWidth(0);
        patchRow->addWidget(m_patch[a], 1);
    }
    m_batch = spinFor("batch_size", "batchSize");
    m_epochs = spinFor("epochs", "epochs");
    // Time budget: auto / none / N minutes, and a note on what auto chose.
    m_budgetMode = new QComboBox(this);
    m_budgetMode->setObjectName("budgetMode");
    m_budgetMode->addItem(QString(), static_cast<int>(BudgetMode::Auto));
    m_budgetMode->addItem(QString(), static_cast<int>(BudgetMode::None));
    m_budgetMode->addItem(QString(), static_cast<int>(BudgetMode::Minutes));
    m_minutes = new QDoubleSpinBox(this);
    m_minutes->setObjectName("maxMinutes");
    m_minutes->setRange(1, engine::trainingField("max_minutes").maximum);  // 0 (none) and auto are modes
    m_minutes->setDecimals(0);
    auto* budgetRow = new QHBoxLayout;
    budgetRow->addWidget(m_budgetMode, 1);
    budgetRow->addWidget(m_minutes, 1);
    m_budgetNote = new QLabel(this);
    m_budgetNote->setObjectName("budgetNote");
    m_budgetNote->setWordWrap(true);
    m_budgetNote->setStyleSheet("color: palette(mid)");
    m_optimizer = new QComboBox(this);
    m_optimizer->addItem(QString(), static_cast<int>(engine::OptimizerKind::Auto));
    m_optimizer->addItem("SGD (Nesterov, poly)", static_cast<int>(engine::OptimizerKind::SGD));
    m_optimizer->addItem("AdamW (warm-up, cosine)", static_cast<int>(engine::OptimizerKind::AdamW));
    // Planner preset, and the GPU memory it plans for (0: the preset's own).
    m_planner = new QComboBox(this);
    m_planner->setObjectName("planner");
    for (engine::PlannerPreset p : engine::kPlannerPresets)
        m_planner->addItem(QString(), static_cast<int>(p));
    m_gpuMemory = new QDoubleSpinBox(this);
    m_gpuMemory->setObjectName("gpuMemoryTarget");
    m_gpuMemory->setRange(0, engine::trainingField("gpu_memory_target_gb").maximum);
    m_gpuMemory->setDecimals(0);
    auto* plannerRow = new QHBoxLayout;
    plannerRow->addWidget(m_planner, 2);
    plannerRow->addWidget(m_gpuMemory, 1);
    m_learningRate = new QDoubleSpinBox(this);
    m_learningRate->setObjectName("learningRate");
    m_learningRate->setDecimals(6);
    m_learningRate->setRange(0, engine::trainingField("optimizer.learning_rate").maximum);  // 0: planned
    m_learningRate->setSingleStep(1e-4);
    m_precision = new QComboBox(this);
    m_precision->setObjectName("precision");
    for (const std::string& name : engine::trainingField("precision").choices)
        m_precision->addItem(QString::fromStdString(name), static_cast<int>(*engine::precisionFromName(name)));
    m_channelsLast = new QCheckBox(this);
    m_cudaGraphs = new QCheckBox(this);
    m_cudaGraphs->setObjectName("cudaGraphs");
    m_interactive = new QCheckBox(this);
    m_interactive->setObjectName("interactiveModel");
    m_validation = spinFor("validation.interval_epochs", "validationInterval");
    m_device = new QComboBox(this);
    m_device->setObjectName("device");
    m_device->addItem(QString(), "auto");
    for (const engine::DeviceDescription& d : m_form.devices())
        m_device->addItem(QString("%1 (%2 GiB)").arg(QString::fromStdString(d.name)).arg(d.memoryBytes / double(1 << 30), 0, 'f', 0),
                          QString::fromStdString(d.id));
    auto* augmentationBox = new QWidget(this);
    auto* augmentationGrid = new QGridLayout(augmentationBox);
    augmentationGrid->setContentsMargins(0, 0, 0, 0);
    int i = 0;
    for (const auto& [key, text] : kAugmentations) {
        auto* box = new QCheckBox(this);
        m_augmentation[key] = box;
        augmentationGrid->addWidget(box, i / 2, i % 2);
        ++i;
        connect(box, &QCheckBox::toggled, this, [this] {
            if (m_refreshing)
                return;
            engine::AugmentationConfig a = m_form.config().augmentation;
            for (const auto& [key, member] : kAugmentationSwitches)
                a.*member = m_augmentation[key]->isChecked();
            m_form.setAugmentation(a);
            refreshFromForm();
        });
    }
    m_preview = new QCheckBox(this);
    m_preview->setChecked(true);
    m_preview->setObjectName("livePreview");
    // Combo boxes as narrow as a short entry: long entries show in the open list.
    for (QComboBox* box : {m_dimensions, m_planner, m_optimizer, m_precision, m_device}) {
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(8);
    }

    QWidget* fields[] = {nullptr,  nullptr,      m_fold,   m_dimensions, nullptr, m_stages,  m_features,   nullptr,
                         m_batch,  m_epochs,     m_minutes, m_optimizer, m_learningRate, m_precision, m_validation, m_device};
    for (std::size_t r = 0; r < std::size(kRowKeys); ++r) {
        const std::string key = kRowKeys[r];
        auto* label = new QLabel(this);
        label->setProperty("fieldKey", kRowKeys[r]);
        if (key == "dataset")
            m_formLayout->addRow(label, datasetRow);
        else if (key == "runs")
            m_formLayout->addRow(label, m_runs);
        else if (key == "patch_size_xyz")
            m_formLayout->addRow(label, patchRow);
        else if (key == "max_minutes")
            m_formLayout->addRow(label, budgetRow);
        else if (key == "planner")
            m_formLayout->addRow(label, plannerRow);
        else
            m_formLayout->addRow(label, fields[r]);
        if (key == "max_minutes")
            m_formLayout->addRow(m_budgetNote);
    }
    m_formLayout->addRow(m_channelsLast);
    m_formLayout->addRow(m_cudaGraphs);
    m_formLayout->addRow(m_interactive);
    m_formLayout->addRow(augmentationBox);
    m_formLayout->addRow(m_preview);
    m_problems = new QLabel(this);
    m_problems->setObjectName("trainingProblems");
    m_problems->setWordWrap(true);
    m_problems->setStyleSheet("color: #c0392b");

    m_quickLook = new QPushButton(this);
    m_fullQuality = new QPushButton(this);
    m_plan = new QPushButton(this);
    m_load = new QPushButton(this);
    m_save = new QPushButton(this);
    m_start = new QPushButton(this);
    m_start->setObjectName("startTraining");
    m_pause = new QPushButton(this);
    m_pause->setObjectName("pauseTraining");
    m_stop = new QPushButton(this);
    m_stop->setObjectName("stopTraining");
    auto* presetRow = new QHBoxLayout;
    for (QPushButton* b : {m_quickLook, m_fullQuality, m_plan})
        presetRow->addWidget(b);
    auto* fileRow = new QHBoxLayout;
    fileRow->addWidget(m_load);
    fileRow->addWidget(m_save);
    auto* runRow = new QHBoxLayout;
    for (QPushButton* b : {m_start, m_pause, m_stop})
        runRow->addWidget(b);

    auto* scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setWidget(content);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(presetRow);
    layout->addWidget(scroll, 1);
    layout->addWidget(m_problems);
    layout->addLayout(fileRow);
    layout->addLayout(runRow);

    connect(m_browse, &QToolButton::clicked, this, [this] {
        const QString folder = QFileDialog::getExistingDirectory(this, tr("Dataset or preprocessed cache folder"));
        if (!folder.isEmpty()) {
            m_form.setDataset(folder.toStdString());
            refreshFromForm();
        }
    });
    connect(m_dataset, &QLineEdit::editingFinished, this, [this] {
        m_form.setDataset(m_dataset->text().toStdString());
        refreshFromForm();
    });
    connect(m_runs, &QLineEdit::editingFinished, this, [this] { QSettings().setValue("training/runsFolder", m_runs->text()); });
    auto onInt = [this](QSpinBox* box, auto setter) {
        connect(box, QOverload<int>::of(&QSpinBox::valueChanged), this, [this, setter](int v) {
            if (m_refreshing)
                return;
            (m_form.*setter)(v);
            refreshFromForm();
        });
    };
    onInt(m_fold, &engine::TrainingForm::setFold);
    onInt(m_stages, &engine::TrainingForm::setStages);
    onInt(m_features, &engine::TrainingForm::setBaseFeatures);
    onInt(m_batch, &engine::TrainingForm::setBatchSize);
    onInt(m_epochs, &engine::TrainingForm::setEpochs);
    onInt(m_validation, &engine::TrainingForm::setValidationInterval);
    for (QSpinBox* box : m_patch)
        connect(box, QOverload<int>::of(&QSpinBox::valueChanged), this, [this] {
            if (m_refreshing)
                return;
            m_form.setPatchSize({m_patch[0]->value(), m_patch[1]->value(), m_patch[2]->value()});
            refreshFromForm();
        });
    connect(m_minutes, QOverload<double>::of(&QDoubleSpinBox::valueChanged), this, [this](double v) {
        if (!m_refreshing) {
            m_form.setMaxMinutes(v);
            refreshFromForm();
        }
    });
    connect(m_budgetMode, QOverload<int>::of(&QComboBox::activated), this, [this] {
        switch (static_cast<BudgetMode>(m_budgetMode->currentData().toInt())) {
        case BudgetMode::Auto: m_form.setMaxMinutes(engine::TrainingConfig::kAutoMaxMinutes); break;
        case BudgetMode::None: m_form.setMaxMinutes(0); break;
        case BudgetMode::Minutes: m_form.setMaxMinutes(std::max(1.0, m_minutes->value())); break;
        }
        m_budgetChoice.clear();
        refreshFromForm();
    });
    connect(m_learningRate, QOverload<double>::of(&QDoubleSpinBox::valueChanged), this, [this](double v) {
        if (!m_refreshing) {
            m_form.setLearningRate(v);
            refreshFromForm();
        }
    });
    connect(m_dimensions, QOverload<int>::of(&QComboBox::activated), this, [this] {
        m_form.setDimensions(m_dimensions->currentData().toInt());
        refreshFromForm();
    });
    connect(m_optimizer, QOverload<int>::of(&QComboBox::activated), this, [this] {
        m_form.setOptimizer(static_cast<engine::OptimizerKind>(m_optimizer->currentData().toInt()));
        refreshFromForm();
    });
    connect(m_planner, QOverload<int>::of(&QComboBox::activated), this, [this] {
        m_form.setPlanner(static_cast<engine::PlannerPreset>(m_planner->currentData().toInt()));
        refreshFromForm();
    });
    connect(m_gpuMemory, QOverload<double>::of(&QDoubleSpinBox::valueChanged), this, [this](double v) {
        if (!m_refreshing) {
            m_form.setGpuMemoryTarget(v);
            refreshFromForm();
        }
    });
    connect(m_precision, QOverload<int>::of(&QComboBox::activated), this, [this] {
        m_form.setPrecision(static_cast<engine::Precision>(m_precision->currentData().toInt()));
        refreshFromForm();
    });
    connect(m_device, QOverload<int>::of(&QComboBox::activated), this, [this] {
        m_form.setDevice(m_device->currentData().toString().toStdString());
        refreshFromForm();
    });
    connect(m_channelsLast, &QCheckBox::toggled, this, [this](bool on) {
        if (!m_refreshing) {
            m_form.setChannelsLast(on);
            refreshFromForm();
        }
    });
    connect(m_cudaGraphs, &QCheckBox::toggled, this, [this](bool on) {
        if (!m_refreshing) {
            m_form.setCudaGraphs(on);
            refreshFromForm();
        }
    });
    connect(m_interactive, &QCheckBox::toggled, this, [this](bool on) {
        if (!m_refreshing) {
            m_form.setInteractive(on);
            refreshFromForm();
        }
    });
    connect(m_quickLook, &QPushButton::clicked, this, [this] {
        m_form.applyPreset(engine::TrainingPreset::QuickLook);
        refreshFromForm();
    });
    connect(m_fullQuality, &QPushButton::clicked, this, [this] {
        m_form.applyPreset(engine::TrainingPreset::FullQuality);
        refreshFromForm();
    });
    connect(m_plan, &QPushButton::clicked, this, &TrainingPanel::planRequested);
    connect(m_save, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Save training configuration"), "training.json",
                                                          tr("JSON (*.json)"));
        if (!path.isEmpty())
            m_form.save(path.toStdString());
    });
    connect(m_load, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Load training configuration"), QString(), tr("JSON (*.json)"));
        if (path.isEmpty())
            return;
        try {
            m_form.load(path.toStdString());
        } catch (const std::exception& error) {
            QMessageBox box(QMessageBox::Critical, tr("Cannot load the configuration"),
                            QString::fromStdString(error.what()), QMessageBox::Ok, this);
            box.setTextFormat(Qt::PlainText);  // the message quotes the file: never markup
            box.exec();
        }
        refreshFromForm();
    });
    connect(m_start, &QPushButton::clicked, this, &TrainingPanel::startRequested);
    connect(m_pause, &QPushButton::clicked, this, [this] { Q_EMIT(m_paused ? resumeRequested() : pauseRequested()); });
    connect(m_stop, &QPushButton::clicked, this, &TrainingPanel::stopRequested);
}

void TrainingPanel::retranslate()
{
    for (int r = 0; r < m_formLayout->rowCount(); ++r) {
        QLayoutItem* item = m_formLayout->itemAt(r, QFormLayout::LabelRole);
        if (auto* label = item ? qobject_cast<QLabel*>(item->widget()) : nullptr)
            label->setText(fieldText(engine::trainingField(label->property("fieldKey").toByteArray().toStdString()).label));
    }
    m_browse->setToolTip(tr("Browse..."));
    m_dataset->setPlaceholderText(tr("dataset folder or preprocessed cache"));
    m_optimizer->setItemText(0, tr("auto"));
    m_planner->setItemText(0, tr("SegStudio (time-aware)"));
    m_planner->setItemText(1, tr("nnU-Net ResEnc M (8 GB GPU)"));
    m_planner->setItemText(2, tr("nnU-Net ResEnc L (24 GB GPU)"));
    m_planner->setItemText(3, tr("nnU-Net ResEnc XL (40 GB GPU)"));
    m_gpuMemory->setSpecialValueText(tr("preset's own"));
    m_gpuMemory->setSuffix(tr(" GB"));
    m_device->setItemText(0, tr("auto"));
    m_channelsLast->setText(tr("Channels-last memory layout"));
    m_interactive->setText(tr("Interactive model (clicks and boxes, for AI assist)"));
    m_interactive->setToolTip(tr("Configuration \"Interactive\": the network also sees clicks, a box and the previous "
                                 "mask, and segments the one object they point at. Training simulates a user's clicks; "
                                 "validation scores Dice over three simulated clicks. Use it in Edit labels > AI assist."));
    m_cudaGraphs->setText(fieldText(engine::trainingField("cuda_graphs").label));
    for (const auto& [key, text] : kAugmentations)
        m_augmentation[key]->setText(tr(text));
    m_preview->setText(tr("Live preview"));
    m_preview->setToolTip(tr("Show the model's prediction on a validation case after each validation"));
    for (QSpinBox* box : {m_stages, m_features, m_batch, m_epochs, m_validation})
        box->setSpecialValueText(tr("auto"));
    for (QSpinBox* box : m_patch)
        box->setSpecialValueText(tr("auto"));
    m_budgetMode->setItemText(0, tr("auto"));
    m_budgetMode->setItemText(1, tr("none"));
    m_budgetMode->setItemText(2, tr("minutes"));
    m_minutes->setSuffix(tr(" min"));
    m_learningRate->setSpecialValueText(tr("auto"));
    m_quickLook->setText(tr("Quick look"));
    m_fullQuality->setText(tr("Full quality"));
    m_plan->setText(tr("Plan"));
    m_plan->setToolTip(tr("Fill the automatic values from the dataset's fingerprint"));
    m_load->setText(tr("Load..."));
    m_save->setText(tr("Save..."));
    m_start->setText(tr("Start"));
    m_pause->setText(m_paused ? tr("Resume") : tr("Pause"));
    m_stop->setText(tr("Stop"));
    refreshFromForm();
}

void TrainingPanel::markField(QWidget* field, const std::string& key, const std::string& problemKey)
{
    const std::string problem = m_form.problemFor(problemKey.empty() ? key : problemKey);
    field->setStyleSheet(problem.empty() ? QString() : QString("border: 1px solid #c0392b"));
    field->setToolTip(problem.empty() ? fieldToolTip(key) : QString::fromStdString(problem));
}

QString TrainingPanel::fieldToolTip(const std::string& key) const
{
    const std::string& english = engine::trainingField(key).tooltip;
    QString tip = fieldText(english);
    if (key == "max_minutes")
        tip = tip.arg(QString::fromStdString(engine::autoBudgetRangeText()));
    const auto planned = m_planNotes.find(key);
    if (planned != m_planNotes.end())
        tip += "\n\n" + tr("Planned for this dataset and device: %1").arg(planned->second);
    return tip;
}

QString TrainingPanel::budgetNoteText(BudgetMode mode) const
{
    if (!m_budgetChoice.isEmpty())
        return m_budgetChoice;
    const std::string device = m_form.config().device;
    const bool gpu = device.rfind("cuda", 0) == 0 ||
                     (device == "auto" && std::any_of(m_form.devices().begin(), m_form.devices().end(),
                                                      [](const engine::DeviceDescription& d) { return d.cuda; }));
    switch (mode) {
    case BudgetMode::Auto:
        return gpu ? tr("auto on a GPU: no time limit, the planned epochs train.")
                   : tr("auto on the CPU: %1 minutes, chosen from the dataset size and the measured step time when "
                        "you press Plan or Start.")
                         .arg(QString::fromStdString(engine::autoBudgetRangeText()));
    case BudgetMode::None: return tr("No time limit: the planned epochs train (1000 unless set).");
    case BudgetMode::Minutes: break;
    }
    return tr("Training stops in time for a final validation and the model.");
}

void TrainingPanel::setPlanNotes(const std::vector<std::string>& lines, double autoBudgetMinutes)
{
    // The planner's reasons, by the field they explain (line prefixes of PlanExplanation).
    static const std::pair<const char*, const char*> prefixes[] = {
        {"patch", "patch_size_xyz"}, {"batch", "batch_size"},       {"network", "network.stages"},
        {"network", "network.base_features"}, {"optimizer", "optimizer.name"}, {"optimizer", "optimizer.learning_rate"},
        {"time budget", "max_minutes"}, {"epochs", "epochs"},  {"target spacing", "patch_size_xyz"},
        {"interactive: no rotation", "augmentation"}};
    m_planNotes.clear();
    for (const std::string& line : lines) {
        for (const auto& [prefix, key] : prefixes)
            if (line.rfind(prefix, 0) == 0)
                m_planNotes[key] += (m_planNotes[key].isEmpty() ? "" : "\n") + QString::fromStdString(line);
        if (line.find(" epochs of ") != std::string::npos)
            m_planNotes["epochs"] += (m_planNotes["epochs"].isEmpty() ? "" : "\n") + QString::fromStdString(line);
    }
    if (autoBudgetMinutes > 0)
        m_budgetChoice = tr("auto chose %1 minutes for this dataset on this CPU (hover for why).").arg(autoBudgetMinutes);
    refreshFromForm();
}

void TrainingPanel::showRunBudget(double budgetSeconds)
{
    if (m_form.config().maxMinutes != engine::TrainingConfig::kAutoMaxMinutes || budgetSeconds <= 0)
        return;
    m_budgetChoice = tr("auto: this run has a %1 minute budget.").arg(std::lround(budgetSeconds / 60.0));
    refreshFromForm();
}

void TrainingPanel::refreshFromForm()
{
    m_refreshing = true;
    const engine::TrainingConfig& c = m_form.config();
    m_dataset->setText(QString::fromStdString(c.dataset));
    m_fold->setValue(c.fold);
    m_dimensions->setCurrentIndex(c.network.dimensions == 2 ? 1 : 0);
    m_stages->setValue(c.network.stages());
    m_features->setValue(c.network.baseFeatures);
    for (int a = 0; a < 3; ++a)
        m_patch[a]->setValue(c.patchSize[a]);
    m_batch->setValue(c.batchSize);
    m_epochs->setValue(c.epochs);
    const BudgetMode mode = c.maxMinutes == engine::TrainingConfig::kAutoMaxMinutes ? BudgetMode::Auto
                            : c.maxMinutes <= 0                                      ? BudgetMode::None
                                                                                     : BudgetMode::Minutes;
    m_budgetMode->setCurrentIndex(m_budgetMode->findData(static_cast<int>(mode)));
    m_minutes->setVisible(mode == BudgetMode::Minutes);
    if (mode == BudgetMode::Minutes)
        m_minutes->setValue(c.maxMinutes);
    m_budgetNote->setText(budgetNoteText(mode));
    m_optimizer->setCurrentIndex(std::max(0, m_optimizer->findData(static_cast<int>(c.optimizer.kind))));
    m_planner->setCurrentIndex(std::max(0, m_planner->findData(static_cast<int>(c.planner))));
    m_gpuMemory->setValue(c.gpuMemoryTargetGB);
    m_learningRate->setValue(c.optimizer.learningRate);
    m_precision->setCurrentIndex(std::max(0, m_precision->findData(static_cast<int>(c.precision))));
    m_channelsLast->setChecked(c.channelsLast);
    m_cudaGraphs->setChecked(c.cudaGraphs);
    m_interactive->setChecked(c.interactive);
    // Left to the plan, a short interactive run may turn some off (InteractivePlan.h): the tooltip says so.
    const auto augmentationNote = m_planNotes.find("augmentation");
    for (const auto& [key, member] : kAugmentationSwitches) {
        m_augmentation[key]->setChecked(c.augmentation.*member);
        m_augmentation[key]->setToolTip(c.augmentation.planned && augmentationNote != m_planNotes.end()
                                            ? tr("Planned for this dataset and device: %1").arg(augmentationNote->second)
                                            : QString());
    }
    m_validation->setValue(c.validation.intervalEpochs);
    m_device->setCurrentIndex(std::max(0, m_device->findData(QString::fromStdString(c.device))));
    markField(m_dataset, "dataset");
    markField(m_batch, "batch_size");
    markField(m_features, "network.base_features");
    markField(m_epochs, "epochs");
    markField(m_minutes, "max_minutes");
    markField(m_budgetMode, "max_minutes");
    markField(m_fold, "fold");
    markField(m_dimensions, "network.dimensions");
    markField(m_stages, "network.stages", "network.strides_xyz");
    markField(m_optimizer, "optimizer.name");
    markField(m_planner, "planner");
    markField(m_gpuMemory, "gpu_memory_target_gb");
    markField(m_runs, "runs");
    markField(m_learningRate, "optimizer.learning_rate");
    markField(m_precision, "precision");
    markField(m_device, "device");
    markField(m_cudaGraphs, "cuda_graphs");
    markField(m_validation, "validation.interval_epochs");
    for (QSpinBox* box : m_patch)
        markField(box, "patch_size_xyz");
    QStringList lines;
    for (const auto& [field, reason] : m_form.problems())
        lines << QString("%1: %2").arg(QString::fromStdString(field), QString::fromStdString(reason));
    m_problems->setText(lines.join("\n"));
    m_problems->setVisible(!lines.isEmpty());
    m_start->setEnabled(!m_active && m_form.canStart());
    m_pause->setEnabled(m_active);
    m_stop->setEnabled(m_active);
    m_plan->setEnabled(!m_active && !c.dataset.empty());
    m_refreshing = false;
}

void TrainingPanel::setRunState(bool active, bool paused)
{
    m_active = active;
    m_paused = paused;
    m_pause->setText(m_paused ? tr("Resume") : tr("Pause"));
    refreshFromForm();
}

QString TrainingPanel::runsFolder() const { return m_runs->text(); }

void TrainingPanel::setRunsFolder(const QString& folder)
{
    m_runs->setText(folder);
    QSettings().setValue("training/runsFolder", folder);
}

bool TrainingPanel::livePreview() const { return m_preview->isChecked(); }

QString TrainingPanel::budgetNote() const { return m_budgetNote->text(); }

}  // namespace segstudio::widgets
