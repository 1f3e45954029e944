#include "widgets/labeledit/LabelEditorPanel.h"
#include "widgets/training/ModelTrustQuestion.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QLabel>
#include <QListWidget>
#include <QPixmap>
#include <QPushButton>
#include <QSettings>
#include <QSignalBlocker>
#include <QToolButton>
#include <QVBoxLayout>

#include <iterator>
#include <limits>

#include "widgets/labeledit/LabelEditController.h"
#include "widgets/labeledit/SegmentOperationsBox.h"

namespace segstudio::widgets {
namespace {

QIcon swatch(const QColor& color)
{
    QPixmap pixmap(12, 12);
    pixmap.fill(color);
    return QIcon(pixmap);
}

constexpr EditTool kTools[] = {EditTool::Navigate,  EditTool::Brush,     EditTool::Eraser,    EditTool::Polygon,
                               EditTool::FloodFill, EditTool::Threshold, EditTool::GrowSeeds, EditTool::AiAssist,
                               EditTool::Split};
constexpr const char* kAssistModelSetting = "aiAssist/model";
constexpr int kToolCount = static_cast<int>(std::size(kTools));

}  // namespace

LabelEditorPanel::LabelEditorPanel(LabelEditController* editor, QWidget* parent) : QWidget(parent), m_editor(editor)
{
    m_layerLabel = new QLabel(this);
    m_layerBox = new QComboBox(this);
    m_layerBox->setObjectName("editLayer");
    m_newMap = new QPushButton(this);
    m_newMap->setObjectName("newLabelMap");

    m_tools = new QButtonGroup(this);
    auto* toolGrid = new QGridLayout;
    for (int t = 0; t < kToolCount; ++t) {
        auto* button = new QToolButton(this);
        button->setCheckable(true);
        button->setToolButtonStyle(Qt::ToolButtonTextOnly);
        button->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
        button->setObjectName(QString("editTool%1").arg(t));
        m_tools->addButton(button, t);
        toolGrid->addWidget(button, t / 3, t % 3);  // nine tools, three rows
    }

    m_sizeLabel = new QLabel(this);
    m_brushSize = new QDoubleSpinBox(this);
    m_brushSize->setObjectName("brushSize");
    m_brushSize->setRange(0.01, 200);
    m_brushSize->setDecimals(2);
    m_brushSize->setSuffix(" mm");
    m_ball = new QCheckBox(this);
    m_ball->setObjectName("brushBall");
    m_activeLabelLabel = new QLabel(this);
    m_labelBox = new QComboBox(this);
    m_labelBox->setObjectName("activeLabel");
    m_newLabel = new QToolButton(this);
    m_newLabel->setObjectName("newLabel");
    m_paintOverLabel = new QLabel(this);
    m_paintOver = new QComboBox(this);
    m_paintOver->setObjectName("paintOver");
    m_locksLabel = new QLabel(this);
    m_locks = new QListWidget(this);
    m_locks->setObjectName("lockedLabels");
    m_locks->setMaximumHeight(72);

    m_fillGroup = new QGroupBox(this);
    m_low = new QDoubleSpinBox(this);
    m_high = new QDoubleSpinBox(this);
    for (QDoubleSpinBox* box : {m_low, m_high}) {
        box->setRange(-std::numeric_limits<double>::max(), std::numeric_limits<double>::max());
        box->setDecimals(2);
        // The range's 18-character width would make the dock scroll sideways.
        box->setMinimumWidth(90);
    }
    m_extent = new QComboBox(this);
    m_extent->setObjectName("fillExtent");
    auto* fillRow = new QHBoxLayout(m_fillGroup);
    fillRow->addWidget(m_low);
    fillRow->addWidget(m_high);
    fillRow->addWidget(m_extent);

    m_growGroup = new QGroupBox(this);
    m_growGroup->setObjectName("growFromSeeds");
    m_backgroundSeeds = new QCheckBox(this);
    m_backgroundSeeds->setObjectName("backgroundSeeds");
    m_wholeImage = new QCheckBox(this);
    m_wholeImage->setObjectName("growWholeImage");
    m_acceptGrowth = new QPushButton(this);
    m_acceptGrowth->setObjectName("acceptGrowth");
    m_resetGrowth = new QPushButton(this);
    m_resetGrowth->setObjectName("resetGrowth");
    m_growStatus = new QLabel(this);
    m_growStatus->setWordWrap(true);
    m_growStatus->setObjectName("growStatus");
    auto* growLayout = new QGridLayout(m_growGroup);
    growLayout->addWidget(m_backgroundSeeds, 0, 0);
    growLayout->addWidget(m_wholeImage, 0, 1);
    growLayout->addWidget(m_acceptGrowth, 1, 0);
    growLayout->addWidget(m_resetGrowth, 1, 1);
    growLayout->addWidget(m_growStatus, 2, 0, 1, 2);

    m_operations = new SegmentOperationsBox(m_editor, this);
    m_assistGroup = new QGroupBox(this);
    m_assistGroup->setObjectName("aiAssist");
    m_assistModel = new QLabel(this);
    m_assistModel->setWordWrap(true);
    m_assistModel->setObjectName("assistModel");
    m_chooseAssistModel = new QPushButton(this);
    m_chooseAssistModel->setObjectName("chooseAssistModel");
    m_acceptAssist = new QPushButton(this);
    m_acceptAssist->setObjectName("acceptAssist");
    m_resetAssist = new QPushButton(this);
    m_resetAssist->setObjectName("resetAssist");
    m_assistStatus = new QLabel(this);
    m_assistStatus->setWordWrap(true);
    m_assistStatus->setObjectName("assistStatus");
    // What a drag draws: a box, a scribble or a lasso (InteractiveAssistController).
    m_assistStrokeLabel = new QLabel(this);
    m_assistStrokes = new QButtonGroup(this);
    auto* strokeRow = new QHBoxLayout;
    strokeRow->addWidget(m_assistStrokeLabel);
    const std::pair<AssistStroke, const char*> strokes[] = {{AssistStroke::Box, "assistStrokeBox"},
                                                            {AssistStroke::Scribble, "assistStrokeScribble"},
                                                            {AssistStroke::Lasso, "assistStrokeLasso"}};
    for (const auto& [stroke, name] : strokes) {
        auto* button = new QToolButton(this);
        button->setObjectName(name);
        button->setCheckable(true);
        button->setChecked(stroke == AssistStroke::Box);
        m_assistStrokes->addButton(button, static_cast<int>(stroke));
        strokeRow->addWidget(button);
    }
    strokeRow->addStretch(1);
    auto* assistLayout = new QGridLayout(m_assistGroup);
    assistLayout->addWidget(m_assistModel, 0, 0);
    assistLayout->addWidget(m_chooseAssistModel, 0, 1);
    assistLayout->addLayout(strokeRow, 1, 0, 1, 2);
    assistLayout->addWidget(m_acceptAssist, 2, 0);
    assistLayout->addWidget(m_resetAssist, 2, 1);
    assistLayout->addWidget(m_assistStatus, 3, 0, 1, 2);

    m_interpolationAxis = new QComboBox(this);
    m_interpolate = new QPushButton(this);
    m_interpolate->setObjectName("fillBetweenSlices");
    m_undo = new QPushButton(this);
    m_undo->setObjectName("undoEdit");
    m_redo = new QPushButton(this);
    m_redo->setObjectName("redoEdit");
    m_volume = new QLabel(this);
    m_volume->setObjectName("labelVolume");
    m_message = new QLabel(this);
    m_message->setWordWrap(true);
    m_message->setObjectName("editMessage");

    auto* form = new QFormLayout;
    auto* layerRow = new QHBoxLayout;
    layerRow->addWidget(m_layerBox, 1);
    layerRow->addWidget(m_newMap);
    form->addRow(m_layerLabel, layerRow);
    auto* sizeRow = new QHBoxLayout;
    sizeRow->addWidget(m_brushSize, 1);
    sizeRow->addWidget(m_ball);
    form->addRow(m_sizeLabel, sizeRow);
    auto* labelRow = new QHBoxLayout;
    labelRow->addWidget(m_labelBox, 1);
    labelRow->addWidget(m_newLabel);
    form->addRow(m_activeLabelLabel, labelRow);
    form->addRow(m_paintOverLabel, m_paintOver);
    form->addRow(m_locksLabel, m_locks);
    auto* interpolationRow = new QHBoxLayout;
    interpolationRow->addWidget(m_interpolationAxis);
    interpolationRow->addWidget(m_interpolate, 1);
    auto* historyRow = new QHBoxLayout;
    historyRow->addWidget(m_undo);
    historyRow->addWidget(m_redo);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(toolGrid);
    layout->addLayout(form);
    layout->addWidget(m_fillGroup);
    layout->addWidget(m_growGroup);
    layout->addWidget(m_assistGroup);
    layout->addWidget(m_operations);
    layout->addLayout(interpolationRow);
    layout->addLayout(historyRow);
    layout->addWidget(m_volume);
    layout->addWidget(m_message);
    layout->addStretch(1);

    connect(m_layerBox, &QComboBox::activated, this, [this](int index) { m_editor->setTargetLayer(index); });
    connect(m_newMap, &QPushButton::clicked, this, [this] { m_editor->newLabelMap(tr("New label map")); });
    connect(m_tools, &QButtonGroup::idClicked, this, [this](int id) { m_editor->setTool(kTools[id]); });
    connect(m_brushSize, &QDoubleSpinBox::valueChanged, this, [this](double mm) {
        if (!m_refreshing)
            m_editor->setBrushDiameterMm(mm);
    });
    connect(m_ball, &QCheckBox::toggled, this, [this](bool on) {
        if (!m_refreshing)
            m_editor->setBrush3D(on);
    });
    connect(m_labelBox, &QComboBox::activated, this, [this](int index) { m_editor->setActiveLabel(m_labelBox->itemData(index).toInt()); });
    connect(m_newLabel, &QToolButton::clicked, this, &LabelEditorPanel::chooseNewLabel);
    connect(m_paintOver, &QComboBox::activated, this, &LabelEditorPanel::onPaintOverChosen);
    connect(m_locks, &QListWidget::itemChanged, this, [this](QListWidgetItem* item) {
        if (!m_refreshing)
            m_editor->setLabelLocked(item->data(Qt::UserRole).toInt(), item->checkState() == Qt::Checked);
    });
    for (QDoubleSpinBox* box : {m_low, m_high})
        connect(box, &QDoubleSpinBox::valueChanged, this, [this] {
            if (!m_refreshing)
                m_editor->setIntensityWindow(m_low->value(), m_high->value());
        });
    connect(m_extent, &QComboBox::activated, this, [this](int index) {
        m_editor->setFillExtent(index == 0 ? edit::FillExtent::Slice : edit::FillExtent::Volume);
    });
    connect(m_interpolate, &QPushButton::clicked, this, [this] { m_editor->fillBetweenSlices(2 - m_interpolationAxis->currentIndex()); });
    connect(m_undo, &QPushButton::clicked, m_editor, &LabelEditController::undo);
    connect(m_redo, &QPushButton::clicked, m_editor, &LabelEditController::redo);
    connect(m_editor, &LabelEditController::settingsChanged, this, &LabelEditorPanel::refresh);
    connect(m_editor, &LabelEditController::historyChanged, this, &LabelEditorPanel::refreshHistory);
    connect(m_editor, &LabelEditController::message, m_message, &QLabel::setText);
    connect(m_editor->scene(), &SceneModel::labelStyleChanged, this, &LabelEditorPanel::refresh);
    SeedGrowthController* growth = m_editor->seedGrowth();
    connect(m_backgroundSeeds, &QCheckBox::toggled, growth, &SeedGrowthController::setBackgroundSeeds);
    connect(m_wholeImage, &QCheckBox::toggled, growth, &SeedGrowthController::setWholeImage);
    connect(m_acceptGrowth, &QPushButton::clicked, m_editor, &LabelEditController::acceptGrowth);
    connect(m_resetGrowth, &QPushButton::clicked, growth, &SeedGrowthController::reset);
    connect(growth, &SeedGrowthController::stateChanged, this, &LabelEditorPanel::refreshGrowth);
    connect(growth, &SeedGrowthController::previewChanged, this, &LabelEditorPanel::refreshGrowth);
    InteractiveAssistController* assist = m_editor->interactiveAssist();
    connect(m_chooseAssistModel, &QPushButton::clicked, this, &LabelEditorPanel::chooseAssistModel);
    connect(m_acceptAssist, &QPushButton::clicked, m_editor, &LabelEditController::acceptAssist);
    connect(m_resetAssist, &QPushButton::clicked, assist, &InteractiveAssistController::reset);
    connect(m_assistStrokes, &QButtonGroup::idClicked, this,
            [assist](int id) { assist->setStroke(static_cast<AssistStroke>(id)); });
    connect(assist, &InteractiveAssistController::stateChanged, this, &LabelEditorPanel::refreshAssist);
    connect(assist, &InteractiveAssistController::previewChanged, this, &LabelEditorPanel::refreshAssist);
    const QString remembered = QSettings().value(kAssistModelSetting).toString();
    if (!remembered.isEmpty() && QFileInfo::exists(remembered))
        assist->setModel(remembered);
    retranslate();
}

void LabelEditorPanel::retranslate()
{
    m_operations->retranslate();
    m_layerLabel->setText(tr("Label map"));
    m_newMap->setText(tr("New"));
    m_newMap->setToolTip(tr("A new empty label map on the open scan"));
    const QStringList toolNames{tr("Navigate"),   tr("Brush"),     tr("Eraser"), tr("Polygon"),
                                tr("Flood fill"), tr("Threshold"), tr("Grow"),  tr("AI assist"),
                                tr("Split")};
    const QStringList toolTips{
        tr("The left button moves the cursor (no editing)"),
        tr("Paint the active label; [ and ] change the size"),
        tr("Erase the active label (other labels stay)"),
        tr("Click the corners on a slice; double-click or Enter fills, Escape cancels"),
        tr("Click a voxel: its connected region within the intensity window gets the label"),
        tr("Click a slice: every voxel within the intensity window gets the label"),
        tr("Grow from seeds: paint a few strokes inside each structure and around it (Background seeds); "
           "the whole structure grows in 3D. Enter accepts, Escape resets"),
        tr("AI assist: click inside a structure (right button or Shift: outside it), or drag a box, a scribble or "
           "a lasso; an interactive model segments it in 3D. Enter accepts, Escape resets"),
        tr("Split an object in two: click inside the part that keeps its id, then inside the part that becomes a "
           "new object; the object is cut where the two clicks are equally far")};
    for (int t = 0; t < kToolCount; ++t) {
        m_tools->button(t)->setText(toolNames[t]);
        m_tools->button(t)->setToolTip(toolTips[t]);
    }
    m_sizeLabel->setText(tr("Brush size"));
    m_brushSize->setToolTip(tr("Diameter of the brush in mm, drawn as an outline under the pointer"));
    m_ball->setText(tr("3D"));
    m_ball->setToolTip(tr("A ball across slices instead of a disk in the slice"));
    m_activeLabelLabel->setText(tr("Label"));
    m_newLabel->setText(tr("New…"));
    m_newLabel->setToolTip(tr("Add a label with the next free value, a name and a colour"));
    m_paintOverLabel->setText(tr("Paint over"));
    m_locksLabel->setText(tr("Locked"));
    m_locks->setToolTip(tr("Voxels of a ticked label are never changed"));
    m_fillGroup->setTitle(tr("Intensity window (flood fill, threshold)"));
    m_extent->clear();
    m_extent->addItems({tr("This slice"), tr("Whole volume")});
    m_growGroup->setTitle(tr("Grow from seeds"));
    m_backgroundSeeds->setText(tr("Background seeds"));
    m_backgroundSeeds->setToolTip(tr("Strokes mark background (what is not any structure) instead of the active label"));
    m_wholeImage->setText(tr("Whole image"));
    m_wholeImage->setToolTip(tr("Grow over the whole scan instead of a box around the seeds (slower on large scans)"));
    m_acceptGrowth->setText(tr("Accept"));
    m_acceptGrowth->setToolTip(tr("Write the grown labels into the label map as one undo step (Enter)"));
    m_resetGrowth->setText(tr("Reset"));
    m_resetGrowth->setToolTip(tr("Remove the seeds and the preview (Escape)"));
    m_assistGroup->setTitle(tr("AI assist"));
    m_chooseAssistModel->setText(tr("Model…"));
    m_chooseAssistModel->setToolTip(tr("An interactive model: a run folder or model package trained with the "
                                       "configuration \"Interactive\""));
    m_assistStrokeLabel->setText(tr("A drag draws"));
    const QStringList strokeNames{tr("Box"), tr("Scribble"), tr("Lasso")};
    const QStringList strokeTips{
        tr("A box around the structure, reaching across slices as far as it is wide"),
        tr("A line over the structure (right button or Shift: over what is not it)"),
        tr("An outline around the structure on this slice")};
    for (int id = 0; id < 3; ++id) {
        m_assistStrokes->button(id)->setText(strokeNames[id]);
        m_assistStrokes->button(id)->setToolTip(strokeTips[id]);
    }
    m_acceptAssist->setText(tr("Accept"));
    m_acceptAssist->setToolTip(tr("Write the object into the label map as one undo step (Enter)"));
    m_resetAssist->setText(tr("Reset"));
    m_resetAssist->setToolTip(tr("Forget the clicks and the preview (Escape)"));
    m_interpolationAxis->clear();
    m_interpolationAxis->addItems({tr("Axial"), tr("Coronal"), tr("Sagittal")});
    m_interpolate->setText(tr("Fill between slices"));
    m_interpolate->setToolTip(tr("Interpolate the active label's shape across the empty slices between edited ones"));
    m_undo->setText(tr("Undo"));
    m_undo->setToolTip(tr("Undo the last edit (Ctrl+Z)"));
    m_redo->setText(tr("Redo"));
    m_redo->setToolTip(tr("Redo (Ctrl+Shift+Z)"));
    refresh();
}

void LabelEditorPanel::refresh()
{
    m_refreshing = true;
    m_operations->refresh();
    const SceneModel* scene = m_editor->scene();
    const auto& layers = scene->labelLayers();
    const int target = m_editor->targetLayer();
    m_layerBox->clear();
    for (const LabelLayer& layer : layers)
        m_layerBox->addItem(layer.modified ? layer.name + " *" : layer.name);
    m_layerBox->setCurrentIndex(target);
    m_newMap->setEnabled(scene->hasImage());
    for (int t = 0; t < kToolCount; ++t)
        m_tools->button(t)->setChecked(kTools[t] == m_editor->tool());
    m_brushSize->setValue(m_editor->brushDiameterMm());
    m_ball->setChecked(m_editor->brush3D());

    m_labelBox->clear();
    m_paintOver->clear();
    m_paintOver->addItem(tr("All labels"));
    m_paintOver->addItem(tr("Empty voxels only"));
    m_locks->clear();
    if (target >= 0) {
        for (const auto& [value, style] : layers[target].styles) {
            const QString text = QString("%1  %2").arg(value).arg(style.name);
            m_labelBox->addItem(swatch(style.color), text, value);
            m_paintOver->addItem(swatch(style.color), tr("Only %1").arg(text), value);
            auto* item = new QListWidgetItem(swatch(style.color), text, m_locks);
            item->setData(Qt::UserRole, value);
            item->setCheckState(m_editor->rules().locked.count(value) ? Qt::Checked : Qt::Unchecked);
        }
    }
    m_labelBox->setCurrentIndex(m_labelBox->findData(m_editor->activeLabel()));
    const edit::PaintRules& rules = m_editor->rules();
    m_paintOver->setCurrentIndex(rules.over == edit::PaintOver::All         ? 0
                                 : rules.over == edit::PaintOver::EmptyOnly ? 1
                                                                            : std::max(0, m_paintOver->findData(int(rules.overLabel))));
    m_low->setValue(m_editor->windowLow());
    m_high->setValue(m_editor->windowHigh());
    m_extent->setCurrentIndex(m_editor->fillExtent() == edit::FillExtent::Slice ? 0 : 1);
    m_interpolationAxis->setCurrentIndex(2 - m_editor->lastSliceAxis());
    for (QWidget* w : std::initializer_list<QWidget*>{m_labelBox, m_newLabel, m_paintOver, m_locks, m_interpolate})
        w->setEnabled(target >= 0);
    m_refreshing = false;
    refreshHistory();
    refreshGrowth();
    refreshAssist();
}

void LabelEditorPanel::refreshAssist()
{
    const InteractiveAssistController* assist = m_editor->interactiveAssist();
    m_assistGroup->setVisible(m_editor->tool() == EditTool::AiAssist);
    m_assistModel->setText(assist->hasModel() ? tr("Model: %1").arg(assist->modelName()) : tr("No interactive model"));
    m_assistModel->setToolTip(QDir::toNativeSeparators(assist->modelPath()));
    m_acceptAssist->setEnabled(assist->result() != nullptr && m_editor->targetLayer() >= 0);
    m_resetAssist->setEnabled(assist->hasPrompts());
    m_assistStatus->setText(
        !assist->hasModel()  ? tr("Choose an interactive model (Model…), or use Grow, which needs none. To train one on "
                                  "the open dataset: Training, configuration \"Interactive\".")
        : assist->running()  ? tr("Segmenting…")
        : assist->result()   ? tr("Found in %1 ms. Click to correct (right button: not this), then Accept.")
                                   .arg(assist->lastMilliseconds(), 0, 'f', 0)
                             : tr("Click inside a structure, or drag over it (a box, a scribble or a lasso)."));
}

void LabelEditorPanel::chooseAssistModel()
{
    const QString folder = QFileDialog::getExistingDirectory(this, tr("Interactive model (run folder or model package)"),
                                                             m_editor->interactiveAssist()->modelPath());
    if (!folder.isEmpty() && confirmModelTrust(this, folder) && m_editor->interactiveAssist()->setModel(folder))
        QSettings().setValue(kAssistModelSetting, folder);
}

void LabelEditorPanel::offerAssistModel(const QString& runFolder)
{
    if (m_editor->interactiveAssist()->offerModel(runFolder))
        QSettings().setValue(kAssistModelSetting, runFolder);
}

void LabelEditorPanel::refreshGrowth()
{
    const SeedGrowthController* growth = m_editor->seedGrowth();
    m_growGroup->setVisible(m_editor->tool() == EditTool::GrowSeeds);
    const QSignalBlocker blockBackground(m_backgroundSeeds), blockWhole(m_wholeImage);
    m_backgroundSeeds->setChecked(growth->backgroundSeeds());
    m_wholeImage->setChecked(growth->wholeImage());
    m_acceptGrowth->setEnabled(growth->result() != nullptr && m_editor->targetLayer() >= 0);
    m_resetGrowth->setEnabled(growth->hasSeeds());
    m_growStatus->setText(growth->running()  ? tr("Growing…")
                          : growth->result() ? tr("Grown in %1 s. Add strokes to correct it, then Accept.")
                                                   .arg(growth->lastGrowSeconds(), 0, 'f', 2)
                                             : tr("Paint seeds inside a structure with its label, and background seeds around it."));
}

void LabelEditorPanel::refreshHistory()
{
    m_undo->setEnabled(m_editor->canUndo());
    m_redo->setEnabled(m_editor->canRedo());
    const double ml = m_editor->activeLabelVolumeMl();
    m_volume->setText(ml < 0 ? QString() : tr("Label %1: %2 mL").arg(m_editor->activeLabel()).arg(ml, 0, 'f', 3));
    const int target = m_editor->targetLayer();
    const auto& layers = m_editor->scene()->labelLayers();
    if (target >= 0 && target < m_layerBox->count())
        m_layerBox->setItemText(target, layers[target].modified ? layers[target].name + " *" : layers[target].name);
}

void LabelEditorPanel::chooseNewLabel()
{
    bool ok = false;
    const QString name = QInputDialog::getText(this, tr("New label"), tr("Name of the new label:"), QLineEdit::Normal, QString(), &ok);
    if (ok)
        m_editor->addLabel(name.trimmed(), QColor());
}

void LabelEditorPanel::onPaintOverChosen(int index)
{
    if (index == 0)
        m_editor->setPaintOver(edit::PaintOver::All);
    else if (index == 1)
        m_editor->setPaintOver(edit::PaintOver::EmptyOnly);
    else
        m_editor->setPaintOver(edit::PaintOver::OneLabel, m_paintOver->itemData(index).toInt());
}

}  // namespace segstudio::widgets
