#include "widgets/labeledit/SegmentOperationsBox.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QLabel>
#include <QPixmap>
#include <QPushButton>

#include "edit/SegmentOperations.h"
#include "widgets/labeledit/LabelEditController.h"

namespace segstudio::widgets {
namespace {

using Kind = edit::SegmentOperationKind;

constexpr Kind kOperations[] = {Kind::KeepLargestIsland, Kind::RemoveSmallIslands, Kind::SplitIslands, Kind::Grow,
                                Kind::Shrink,            Kind::Hollow,             Kind::Median,       Kind::Opening,
                                Kind::Closing,           Kind::Gaussian,           Kind::Union,        Kind::Intersect,
                                Kind::Subtract,          Kind::Invert};

bool readsLength(Kind kind)
{
    return kind == Kind::Grow || kind == Kind::Shrink || kind == Kind::Hollow || kind == Kind::Median ||
           kind == Kind::Opening || kind == Kind::Closing || kind == Kind::Gaussian;
}

bool readsOperand(Kind kind) { return kind == Kind::Union || kind == Kind::Intersect || kind == Kind::Subtract; }

QIcon operandSwatch(const QColor& color)
{
    QPixmap pixmap(12, 12);
    pixmap.fill(color);
    return QIcon(pixmap);
}

}  // namespace

SegmentOperationsBox::SegmentOperationsBox(LabelEditController* editor, QWidget* parent)
    : QGroupBox(parent), m_editor(editor)
{
    setObjectName("segmentOperations");
    m_operationLabel = new QLabel(this);
    m_operation = new QComboBox(this);
    m_operation->setObjectName("segmentOperation");
    for (Kind kind : kOperations)
        m_operation->addItem(QString(), static_cast<int>(kind));
    m_lengthLabel = new QLabel(this);
    m_length = new QDoubleSpinBox(this);
    m_length->setObjectName("segmentOperationMm");
    m_length->setRange(0.01, 100.0);
    m_length->setDecimals(2);
    m_length->setValue(2.0);
    m_length->setSuffix(" mm");
    m_minimumLabel = new QLabel(this);
    m_minimum = new QDoubleSpinBox(this);
    m_minimum->setObjectName("segmentOperationMinimum");
    m_minimum->setRange(0.0, 1.0e9);
    m_minimum->setDecimals(1);
    m_minimum->setValue(100.0);
    m_minimum->setSuffix(QString::fromUtf8(" mm³"));
    m_sideLabel = new QLabel(this);
    m_side = new QComboBox(this);
    m_side->setObjectName("segmentOperationSide");
    for (edit::ShellSide side : {edit::ShellSide::Inside, edit::ShellSide::Outside, edit::ShellSide::Centred})
        m_side->addItem(QString(), static_cast<int>(side));
    m_operandLabel = new QLabel(this);
    m_operand = new QComboBox(this);
    m_operand->setObjectName("segmentOperationOperand");
    m_apply = new QPushButton(this);
    m_apply->setObjectName("applySegmentOperation");

    auto* layout = new QGridLayout(this);
    layout->addWidget(m_operationLabel, 0, 0);
    layout->addWidget(m_operation, 0, 1);
    layout->addWidget(m_lengthLabel, 1, 0);
    layout->addWidget(m_length, 1, 1);
    layout->addWidget(m_minimumLabel, 2, 0);
    layout->addWidget(m_minimum, 2, 1);
    layout->addWidget(m_sideLabel, 3, 0);
    layout->addWidget(m_side, 3, 1);
    layout->addWidget(m_operandLabel, 4, 0);
    layout->addWidget(m_operand, 4, 1);
    layout->addWidget(m_apply, 5, 0, 1, 2);

    connect(m_operation, &QComboBox::currentIndexChanged, this, &SegmentOperationsBox::enableFields);
    connect(m_apply, &QPushButton::clicked, this, &SegmentOperationsBox::apply);
    retranslate();
    enableFields();
}

void SegmentOperationsBox::retranslate()
{
    setTitle(tr("Segment operations (active label)"));
    m_operationLabel->setText(tr("Operation"));
    const QStringList names{tr("Keep the largest island"),
                            tr("Remove small islands"),
                            tr("Split islands into labels"),
                            tr("Grow by a margin"),
                            tr("Shrink by a margin"),
                            tr("Hollow (shell)"),
                            tr("Median smoothing"),
                            tr("Opening (removes spurs)"),
                            tr("Closing (fills gaps)"),
                            tr("Gaussian smoothing"),
                            tr("Union with a label"),
                            tr("Intersect with a label"),
                            tr("Subtract a label"),
                            tr("Invert within the scan")};
    for (int i = 0; i < m_operation->count() && i < names.size(); ++i)
        m_operation->setItemText(i, names[i]);
    m_lengthLabel->setText(tr("Distance"));
    m_length->setToolTip(tr("Margin, shell thickness, smoothing radius or Gaussian sigma, in mm along every axis"));
    m_minimumLabel->setText(tr("Smallest island"));
    m_sideLabel->setText(tr("Shell"));
    m_side->setItemText(0, tr("Inside the border"));
    m_side->setItemText(1, tr("Outside the border"));
    m_side->setItemText(2, tr("Centred on the border"));
    m_operandLabel->setText(tr("Other label"));
    m_apply->setText(tr("Apply"));
    m_apply->setToolTip(tr("One edit of the active label; the other labels and locked labels stay as they are; Undo takes it back"));
}

void SegmentOperationsBox::refresh()
{
    const int previous = m_operand->currentData().toInt();
    m_operand->clear();
    const int target = m_editor->targetLayer();
    if (target >= 0)
        for (const auto& [value, style] : m_editor->scene()->labelLayers()[static_cast<std::size_t>(target)].styles)
            m_operand->addItem(operandSwatch(style.color), QString("%1  %2").arg(value).arg(style.name), value);
    m_operand->setCurrentIndex(std::max(0, m_operand->findData(previous)));
    setEnabled(target >= 0);
    enableFields();
}

void SegmentOperationsBox::enableFields()
{
    const auto kind = static_cast<Kind>(m_operation->currentData().toInt());
    for (QWidget* w : {static_cast<QWidget*>(m_lengthLabel), static_cast<QWidget*>(m_length)})
        w->setEnabled(readsLength(kind));
    for (QWidget* w : {static_cast<QWidget*>(m_minimumLabel), static_cast<QWidget*>(m_minimum)})
        w->setEnabled(kind == Kind::RemoveSmallIslands);
    for (QWidget* w : {static_cast<QWidget*>(m_sideLabel), static_cast<QWidget*>(m_side)})
        w->setEnabled(kind == Kind::Hollow);
    for (QWidget* w : {static_cast<QWidget*>(m_operandLabel), static_cast<QWidget*>(m_operand)})
        w->setEnabled(readsOperand(kind));
}

void SegmentOperationsBox::apply()
{
    edit::SegmentOperation operation;
    operation.kind = static_cast<Kind>(m_operation->currentData().toInt());
    operation.label = m_editor->activeLabel();
    operation.mm = m_length->value();
    operation.minimumVolumeMm3 = m_minimum->value();
    operation.shell = static_cast<edit::ShellSide>(m_side->currentData().toInt());
    operation.operandLabel = m_operand->currentData().toInt();
    m_editor->applyOperation(operation);
}

}  // namespace segstudio::widgets
