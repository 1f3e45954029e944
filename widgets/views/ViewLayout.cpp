#include "widgets/views/ViewLayout.h"

#include <QEvent>
#include <QGridLayout>
#include <QImage>
#include <QPainter>
#include <QPixmap>
#include <QLabel>
#include <QToolButton>
#include <QVBoxLayout>

#include "widgets/views/SceneModel.h"
#include "widgets/views/SliceView.h"
#include "widgets/views/VolumeView.h"

namespace segstudio::widgets {

ViewLayout::ViewLayout(SceneModel* model, QWidget* parent) : QWidget(parent), m_model(model)
{
    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setSpacing(2);
    m_slices[0] = new SliceView(model, SliceOrientation::Axial);
    m_slices[1] = new SliceView(model, SliceOrientation::Sagittal);
    m_slices[2] = new SliceView(model, SliceOrientation::Coronal);
    m_volume = new VolumeView(model);
    const std::array<QWidget*, 4> views{m_slices[0], m_slices[1], m_slices[2], m_volume};
    const char* const names[4] = {"axialView", "sagittalView", "coronalView", "volumeView"};
    for (int pane = 0; pane < 4; ++pane) {
        auto* frame = new QWidget(this);
        auto* header = new QWidget(frame);
        header->setObjectName("viewHeader");
        m_titles[pane] = new QLabel(header);
        m_buttons[pane] = new QToolButton(header);
        m_buttons[pane]->setAutoRaise(true);
        m_buttons[pane]->setText(QString::fromUtf8("\u25A1"));
        auto* headerLayout = new QHBoxLayout(header);
        headerLayout->setContentsMargins(4, 0, 0, 0);
        headerLayout->addWidget(m_titles[pane], 1);
        headerLayout->addWidget(m_buttons[pane]);
        auto* layout = new QVBoxLayout(frame);
        layout->setContentsMargins(0, 0, 0, 0);
        layout->setSpacing(0);
        layout->addWidget(header);
        layout->addWidget(views[pane], 1);
        views[pane]->setObjectName(names[pane]);
        views[pane]->installEventFilter(this);
        m_frames[pane] = frame;
        grid->addWidget(frame, pane / 2, pane % 2);
        connect(m_buttons[pane], &QToolButton::clicked, this, [this, pane] { toggleMaximized(pane); });
    }
    for (int pane = 0; pane < 3; ++pane)
        connect(m_slices[pane], &SliceView::doubleClicked, this, [this, pane] { toggleMaximized(pane); });
    connect(m_volume, &VolumeView::doubleClicked, this, [this] { toggleMaximized(ThreeD); });
    connect(m_model, &SceneModel::imageChanged, this, &ViewLayout::retranslate);
    retranslate();
}

SliceView* ViewLayout::sliceView(Pane pane) const { return pane == ThreeD ? nullptr : m_slices[pane]; }

void ViewLayout::maximize(int pane)
{
    m_maximized = pane;
    for (int p = 0; p < 4; ++p)
        m_frames[p]->setVisible(pane < 0 || p == pane);
    retranslate();
    Q_EMIT layoutChanged();
}

QString ViewLayout::paneTitle(Pane pane) const { return m_titles[pane]->text(); }

bool ViewLayout::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() == QEvent::MouseButtonPress)
        for (int p = 0; p < 4; ++p)
            if (watched == (p == ThreeD ? static_cast<QObject*>(m_volume) : m_slices[p]))
                m_lastClicked = static_cast<Pane>(p);
    return QWidget::eventFilter(watched, event);
}

ViewLayout::Pane ViewLayout::currentPane() const { return m_maximized >= 0 ? static_cast<Pane>(m_maximized) : m_lastClicked; }

QImage ViewLayout::paneImage(Pane pane, double scale) const
{
    VtkRenderWidget* view = pane == ThreeD ? static_cast<VtkRenderWidget*>(m_volume) : m_slices[pane];
    // grab() paints the widget: the VTK frame and the overlay drawn over it.
    return scale == 1.0 ? view->grab().toImage() : view->renderImage(scale);
}

QImage ViewLayout::layoutImage(double scale)
{
    if (scale == 1.0)
        return grab().toImage();
    // Each shown pane's title bar drawn by Qt and its view rendered again, at `scale`.
    const qreal ratio = devicePixelRatioF() * scale;
    QImage canvas(size() * ratio, QImage::Format_RGB32);
    canvas.setDevicePixelRatio(ratio);
    canvas.fill(palette().window().color());
    QPainter painter(&canvas);
    for (int p = 0; p < 4; ++p) {
        if (!m_frames[p]->isVisible())
            continue;
        QWidget* header = m_titles[p]->parentWidget();
        header->render(&painter, header->mapTo(this, QPoint(0, 0)), QRegion(), QWidget::DrawChildren | QWidget::DrawWindowBackground);
        const QImage view = paneImage(static_cast<Pane>(p), scale);
        const QWidget* widget = p == ThreeD ? static_cast<QWidget*>(m_volume) : m_slices[p];
        painter.drawImage(QPointF(widget->mapTo(this, QPoint(0, 0))), view);
    }
    return canvas;
}

void ViewLayout::setScaleBarsVisible(bool visible)
{
    for (SliceView* view : m_slices)
        view->setScaleBarVisible(visible);
}

void ViewLayout::toggleMaximized(int pane) { maximize(m_maximized == pane ? -1 : pane); }

void ViewLayout::retranslate()
{
    const bool patient = !m_model->hasImage() || m_model->image()->patientOrientation;
    m_titles[Axial]->setText(patient ? tr("Axial") : QStringLiteral("XY"));
    m_titles[Sagittal]->setText(patient ? tr("Sagittal") : QStringLiteral("YZ"));
    m_titles[Coronal]->setText(patient ? tr("Coronal") : QStringLiteral("XZ"));
    m_titles[ThreeD]->setText(tr("3D"));
    for (int p = 0; p < 4; ++p)
        m_buttons[p]->setToolTip(m_maximized == p ? tr("Show all four views") : tr("Maximise this view"));
}

}  // namespace segstudio::widgets
