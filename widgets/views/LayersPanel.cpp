#include "widgets/views/LayersPanel.h"

#include <QCheckBox>
#include <QColorDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPixmap>
#include <QSignalBlocker>
#include <QSlider>
#include <QTreeWidget>
#include <QVBoxLayout>

#include "widgets/views/SceneModel.h"

namespace segstudio::widgets {

namespace {

constexpr int kLayerRole = Qt::UserRole;
constexpr int kLabelRole = Qt::UserRole + 1;  // -1 for a layer row

QIcon swatch(const QColor& color)
{
    QPixmap pixmap(14, 14);
    pixmap.fill(color);
    return QIcon(pixmap);
}

}  // namespace

LayersPanel::LayersPanel(SceneModel* model, QWidget* parent) : QWidget(parent), m_model(model)
{
    m_tree = new QTreeWidget(this);
    m_tree->setColumnCount(1);
    m_tree->header()->hide();
    m_tree->setRootIsDecorated(true);
    m_opacityLabel = new QLabel(this);
    m_opacity = new QSlider(Qt::Horizontal, this);
    m_opacity->setRange(0, 100);
    m_opacity->setObjectName("overlayOpacity");
    m_outline = new QCheckBox(this);
    m_outline->setObjectName("overlayOutline");
    auto* controls = new QHBoxLayout;
    controls->addWidget(m_opacityLabel);
    controls->addWidget(m_opacity, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_tree, 1);
    layout->addLayout(controls);
    layout->addWidget(m_outline);
    connect(m_tree, &QTreeWidget::itemChanged, this, &LayersPanel::onItemChanged);
    connect(m_tree, &QTreeWidget::itemDoubleClicked, this, &LayersPanel::onItemDoubleClicked);
    connect(m_tree, &QTreeWidget::currentItemChanged, this, [this] { syncControls(); });
    connect(m_opacity, &QSlider::valueChanged, this, [this](int value) {
        if (!m_syncing && selectedLayer() >= 0)
            m_model->setLayerOpacity(selectedLayer(), value / 100.0);
    });
    connect(m_outline, &QCheckBox::toggled, this, [this](bool on) {
        if (!m_syncing && selectedLayer() >= 0)
            m_model->setLayerOutline(selectedLayer(), on);
    });
    connect(m_model, &SceneModel::imageChanged, this, &LayersPanel::rebuild);
    connect(m_model, &SceneModel::labelLayersChanged, this, &LayersPanel::rebuild);
    connect(m_model, &SceneModel::labelStyleChanged, this, &LayersPanel::rebuild);
    retranslate();
    rebuild();
}

void LayersPanel::retranslate()
{
    m_opacityLabel->setText(tr("Opacity"));
    m_outline->setText(tr("Outline only"));
    m_outline->setToolTip(tr("Draw label borders instead of filled regions"));
    m_tree->setToolTip(tr("Tick to show or hide; double-click a label to change its colour"));
    rebuild();
}

int LayersPanel::selectedLayer() const
{
    const QTreeWidgetItem* item = m_tree->currentItem();
    if (!item && !m_model->labelLayers().empty())
        return static_cast<int>(m_model->labelLayers().size()) - 1;
    return item ? item->data(0, kLayerRole).toInt() : -1;
}

void LayersPanel::rebuild()
{
    const int previous = m_tree->currentItem() ? m_tree->currentItem()->data(0, kLayerRole).toInt() : -2;
    {
    const QSignalBlocker blocker(m_tree);  // building the tree is not an edit
    m_tree->clear();
    if (const ImageLayer* image = m_model->image()) {
        auto* item = new QTreeWidgetItem(m_tree, {tr("Scan: %1").arg(image->name)});
        item->setData(0, kLayerRole, -1);
        item->setData(0, kLabelRole, -1);
    }
    const auto& layers = m_model->labelLayers();
    for (std::size_t i = 0; i < layers.size(); ++i) {
        const LabelLayer& layer = layers[i];
        auto* layerItem = new QTreeWidgetItem(m_tree, {tr("Labels: %1").arg(layer.name)});
        layerItem->setData(0, kLayerRole, static_cast<int>(i));
        layerItem->setData(0, kLabelRole, -1);
        layerItem->setFlags(layerItem->flags() | Qt::ItemIsUserCheckable);
        layerItem->setCheckState(0, layer.visible ? Qt::Checked : Qt::Unchecked);
        for (const auto& [label, style] : layer.styles) {
            auto* labelItem = new QTreeWidgetItem(layerItem, {QString("%1  %2").arg(label).arg(style.name)});
            labelItem->setData(0, kLayerRole, static_cast<int>(i));
            labelItem->setData(0, kLabelRole, label);
            labelItem->setIcon(0, swatch(style.color));
            labelItem->setFlags(labelItem->flags() | Qt::ItemIsUserCheckable);
            labelItem->setCheckState(0, style.visible ? Qt::Checked : Qt::Unchecked);
        }
        layerItem->setExpanded(true);
        if (static_cast<int>(i) == previous || (previous == -2 && i + 1 == layers.size()))
            m_tree->setCurrentItem(layerItem);
    }
    }
    syncControls();
}

void LayersPanel::syncControls()
{
    const int layer = selectedLayer();
    const bool enabled = layer >= 0 && layer < static_cast<int>(m_model->labelLayers().size());
    m_opacity->setEnabled(enabled);
    m_outline->setEnabled(enabled);
    if (!enabled)
        return;
    m_syncing = true;
    m_opacity->setValue(static_cast<int>(std::lround(m_model->labelLayers()[layer].opacity * 100)));
    m_outline->setChecked(m_model->labelLayers()[layer].outline);
    m_syncing = false;
}

void LayersPanel::onItemChanged(QTreeWidgetItem* item, int)
{
    const int layer = item->data(0, kLayerRole).toInt();
    const int label = item->data(0, kLabelRole).toInt();
    const bool checked = item->checkState(0) == Qt::Checked;
    if (layer < 0)
        return;
    if (label < 0)
        m_model->setLayerVisible(layer, checked);
    else
        m_model->setLabelVisible(layer, label, checked);
}

void LayersPanel::onItemDoubleClicked(QTreeWidgetItem* item, int)
{
    const int layer = item->data(0, kLayerRole).toInt();
    const int label = item->data(0, kLabelRole).toInt();
    if (layer < 0 || label < 0)
        return;
    const QColor current = m_model->labelLayers()[layer].styles.at(label).color;
    const QColor chosen = QColorDialog::getColor(current, this, tr("Colour of label %1").arg(label));
    if (chosen.isValid())
        m_model->setLabelColor(layer, label, chosen);
}

}  // namespace segstudio::widgets
