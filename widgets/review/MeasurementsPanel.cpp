#include "widgets/review/MeasurementsPanel.h"

#include <QButtonGroup>
#include <QFile>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QToolButton>

#include "widgets/views/SceneModel.h"
#include "widgets/views/SliceView.h"
#include "widgets/views/ViewLayout.h"

namespace segstudio::widgets {
namespace {

// Tool button ids (QButtonGroup reserves -1): 0 "no measuring", else the kind + 1.
constexpr int kNavigate = 0;
int toolId(MeasurementKind kind) { return static_cast<int>(kind) + 1; }

}  // namespace

MeasurementsPanel::MeasurementsPanel(SceneModel* scene, ViewLayout* views, QWidget* parent)
    : QWidget(parent), m_scene(scene), m_controller(scene, &m_list)
{
    m_tools = new QButtonGroup(this);
    auto* toolRow = new QHBoxLayout;
    for (int id : {kNavigate, toolId(MeasurementKind::Ruler), toolId(MeasurementKind::Angle), toolId(MeasurementKind::Rectangle),
                   toolId(MeasurementKind::Ellipse)}) {
        auto* button = new QToolButton(this);
        button->setCheckable(true);
        button->setObjectName(QStringLiteral("measureTool%1").arg(id));
        m_tools->addButton(button, id);
        toolRow->addWidget(button);
    }
    toolRow->addStretch(1);
    m_tools->button(kNavigate)->setChecked(true);
    m_hint = new QLabel(this);
    m_hint->setWordWrap(true);
    m_table = new QTableWidget(0, 3, this);
    m_table->setObjectName("measurementsTable");
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_delete = new QPushButton(this);
    m_save = new QPushButton(this);
    m_save->setObjectName("saveMeasurements");
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_delete);
    buttons->addWidget(m_save);
    buttons->addStretch(1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(toolRow);
    layout->addWidget(m_hint);
    layout->addWidget(m_table, 1);
    layout->addLayout(buttons);

    for (auto pane : {ViewLayout::Axial, ViewLayout::Sagittal, ViewLayout::Coronal})
        m_controller.attach(views->sliceView(pane));
    connect(m_tools, &QButtonGroup::idClicked, this, [this](int id) {
        m_controller.setTool(id == kNavigate ? std::nullopt : std::optional<MeasurementKind>(static_cast<MeasurementKind>(id - 1)));
    });
    connect(&m_list, &MeasurementList::changed, this, &MeasurementsPanel::rebuildTable);
    connect(m_table, &QTableWidget::itemSelectionChanged, this, [this] {
        const auto rows = m_table->selectionModel()->selectedRows();
        const int row = rows.isEmpty() ? -1 : rows.front().row();
        if (row == m_list.selected())
            return;
        m_list.select(row);
        if (row >= 0) {  // show its slice
            const Measurement& m = m_list.items()[static_cast<std::size_t>(row)];
            VoxelIndex cursor = m_scene->cursor();
            cursor[static_cast<std::size_t>(m.normalAxis)] = m.slice;
            m_scene->setCursor(cursor);
        }
    });
    connect(m_delete, &QPushButton::clicked, this, [this] { m_list.remove(m_list.selected()); });
    connect(m_save, &QPushButton::clicked, this, &MeasurementsPanel::save);
    connect(m_scene, &SceneModel::imageChanged, this, &MeasurementsPanel::onImageChanged);
    retranslate();
}

void MeasurementsPanel::retranslate()
{
    const QString names[5] = {tr("Navigate"), kindName(MeasurementKind::Ruler), kindName(MeasurementKind::Angle),
                              kindName(MeasurementKind::Rectangle), kindName(MeasurementKind::Ellipse)};
    for (int id = kNavigate; id <= toolId(MeasurementKind::Ellipse); ++id)
        m_tools->button(id)->setText(names[id]);
    m_hint->setText(tr("Drag in a slice view to measure; an angle: drag its first arm to the vertex, then click the end "
                       "of the second. Esc drops the one being drawn."));
    m_table->setHorizontalHeaderLabels({tr("Tool"), tr("Slice"), tr("Value")});
    m_delete->setText(tr("Delete"));
    m_save->setText(tr("Save"));
    m_save->setToolTip(tr("Save the measurements beside the scan; they come back when it is opened again"));
    m_controller.describeAll();
    rebuildTable();
}

QString MeasurementsPanel::kindName(MeasurementKind kind) const
{
    switch (kind) {
    case MeasurementKind::Ruler: return tr("Ruler");
    case MeasurementKind::Angle: return tr("Angle");
    case MeasurementKind::Rectangle: return tr("Rectangle");
    case MeasurementKind::Ellipse: break;
    }
    return tr("Ellipse");
}

void MeasurementsPanel::rebuildTable()
{
    const ImageLayer* image = m_scene->image();
    const auto& items = m_list.items();
    const QSignalBlocker blocker(m_table);
    m_table->setRowCount(image ? static_cast<int>(items.size()) : 0);
    // Named as the views name their planes, numbered from 1 as they are.
    const bool patient = image && image->patientOrientation;
    const QString planes[3] = {patient ? tr("Sagittal") : QStringLiteral("YZ"), patient ? tr("Coronal") : QStringLiteral("XZ"),
                               patient ? tr("Axial") : QStringLiteral("XY")};
    for (int row = 0; image && row < static_cast<int>(items.size()); ++row) {
        const Measurement& m = items[static_cast<std::size_t>(row)];
        m_table->setItem(row, 0, new QTableWidgetItem(kindName(m.kind)));
        m_table->setItem(row, 1, new QTableWidgetItem(QStringLiteral("%1 %2").arg(planes[m.normalAxis]).arg(m.slice + 1)));
        m_table->setItem(row, 2, new QTableWidgetItem(m_controller.description(row)));
    }
    if (m_list.selected() >= 0)
        m_table->selectRow(m_list.selected());
    else
        m_table->clearSelection();
    m_table->resizeColumnsToContents();
    m_delete->setEnabled(m_list.selected() >= 0);
    m_save->setEnabled(image != nullptr);
}

void MeasurementsPanel::onImageChanged()
{
    m_list.clear();
    const ImageLayer* image = m_scene->image();
    if (!image || image->path.isEmpty())
        return;
    const QString file = MeasurementList::fileFor(image->path);
    if (!QFile::exists(file))
        return;
    try {
        m_list.load(file, image->data->volume.geometry.size);
    } catch (const std::exception& error) {
        Q_EMIT errorOccurred(tr("Cannot open the saved measurements"), QString::fromStdString(error.what()));
    }
}

bool MeasurementsPanel::save()
{
    const ImageLayer* image = m_scene->image();
    if (!image || image->path.isEmpty())
        return false;
    const QString file = MeasurementList::fileFor(image->path);
    try {
        m_list.save(file, image->data->volume.geometry.size);
        m_hint->setText(tr("Saved %1").arg(file));
        return true;
    } catch (const std::exception& error) {
        Q_EMIT errorOccurred(tr("Cannot save the measurements"), QString::fromStdString(error.what()));
        return false;
    }
}

}  // namespace segstudio::widgets
