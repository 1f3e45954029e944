#include "widgets/review/MeasureController.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>

#include "widgets/views/SceneModel.h"
#include "widgets/views/SliceView.h"

namespace segstudio::widgets {
namespace {

void drawText(QPainter& painter, const QPointF& at, const QString& text)
{
    QPainterPath path;
    path.addText(at, painter.font(), text);
    painter.strokePath(path, QPen(QColor(0, 0, 0, 200), 3));
    painter.fillPath(path, painter.pen().color());
}

}  // namespace

MeasureController::MeasureController(SceneModel* scene, MeasurementList* list, QObject* parent)
    : QObject(parent), m_scene(scene), m_list(list)
{
    connect(m_list, &MeasurementList::changed, this, &MeasureController::describeAll);
    connect(m_list, &MeasurementList::changed, this, &MeasureController::repaintViews);
    connect(m_scene, &SceneModel::cursorChanged, this, &MeasureController::repaintViews);
}

void MeasureController::attach(SliceView* view)
{
    m_views.push_back(view);
    view->installEventFilter(this);
    view->addOverlayPainter([this](const SliceView& v, QPainter& painter) { paint(v, painter); });
}

void MeasureController::setTool(std::optional<MeasurementKind> tool)
{
    m_tool = tool;
    m_drawing.reset();
    for (SliceView* view : m_views)
        view->setCursor(tool ? Qt::CrossCursor : Qt::ArrowCursor);
    repaintViews();
}

void MeasureController::describeAll()
{
    m_descriptions.clear();
    if (const ImageLayer* image = m_scene->image())
        for (const Measurement& m : m_list->items())
            m_descriptions.push_back(describeMeasurement(m, *image->data));
}

QString MeasureController::description(int index) const
{
    return index >= 0 && index < static_cast<int>(m_descriptions.size()) ? m_descriptions[static_cast<std::size_t>(index)]
                                                                           : QString();
}

void MeasureController::repaintViews()
{
    for (SliceView* view : m_views)
        view->requestOverlayRepaint();
}

Vec3 MeasureController::worldAt(const SliceView& view, const QPointF& position) const
{
    Vec3 world = view.displayToWorld(position);
    const Geometry& g = view.shownImage()->volume.geometry;
    const int n = normalAxis(view.orientation());
    world[n] = g.origin[n] + static_cast<double>(m_scene->cursor()[n]) * g.spacing[n];
    return world;
}

bool MeasureController::eventFilter(QObject* watched, QEvent* event)
{
    auto* view = qobject_cast<SliceView*>(watched);
    if (!view || !m_tool || !view->shownImage())
        return QObject::eventFilter(watched, event);
    switch (event->type()) {
    case QEvent::MouseButtonPress: {
        auto* mouse = static_cast<QMouseEvent*>(event);
        if (mouse->button() != Qt::LeftButton || mouse->modifiers() != Qt::NoModifier)
            return false;
        const Vec3 p = worldAt(*view, mouse->position());
        if (m_drawing && m_drawing->awaitingThirdPoint && m_drawing->view == view) {
            m_drawing->measurement.points[2] = p;
            finish();
            return true;
        }
        Drawing drawing;
        drawing.view = view;
        drawing.measurement.kind = *m_tool;
        drawing.measurement.normalAxis = normalAxis(view->orientation());
        drawing.measurement.slice = m_scene->cursor()[static_cast<std::size_t>(drawing.measurement.normalAxis)];
        drawing.measurement.points.assign(*m_tool == MeasurementKind::Angle ? 3 : 2, p);
        m_drawing = drawing;
        return true;
    }
    case QEvent::MouseMove: {
        if (!m_drawing || m_drawing->view != view)
            return false;
        auto* mouse = static_cast<QMouseEvent*>(event);
        const Vec3 p = worldAt(*view, mouse->position());
        if (m_drawing->awaitingThirdPoint)
            m_drawing->measurement.points[2] = p;
        else if (mouse->buttons() & Qt::LeftButton)
            m_drawing->measurement.points[1] = p;
        else
            return false;
        view->requestOverlayRepaint();
        return true;
    }
    case QEvent::MouseButtonRelease: {
        auto* mouse = static_cast<QMouseEvent*>(event);
        if (!m_drawing || m_drawing->view != view || mouse->button() != Qt::LeftButton || m_drawing->awaitingThirdPoint)
            return m_drawing.has_value();
        const auto& points = m_drawing->measurement.points;
        if (lengthMm(points[0], points[1]) < 1e-9) {  // a click, not a drag: nothing to measure
            m_drawing.reset();
            view->requestOverlayRepaint();
            return true;
        }
        if (m_drawing->measurement.kind == MeasurementKind::Angle) {
            m_drawing->awaitingThirdPoint = true;
            return true;
        }
        finish();
        return true;
    }
    case QEvent::MouseButtonDblClick:
        return true;  // no maximising while measuring
    case QEvent::KeyPress:
        if (static_cast<QKeyEvent*>(event)->key() == Qt::Key_Escape && m_drawing) {
            m_drawing.reset();
            repaintViews();
            return true;
        }
        return false;
    default: return false;
    }
}

void MeasureController::finish()
{
    Measurement measurement = std::move(m_drawing->measurement);
    m_drawing.reset();
    m_list->add(std::move(measurement));
}

void MeasureController::paint(const SliceView& view, QPainter& painter) const
{
    const DisplayVolume* image = view.shownImage();
    if (!image)
        return;
    const int n = normalAxis(view.orientation());
    const int64_t slice = m_scene->cursor()[static_cast<std::size_t>(n)];
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    auto draw = [&](const Measurement& m, bool selected, const QString& text) {
        if (m.normalAxis != n || m.slice != slice)
            return;
        const QColor colour = selected ? QColor(255, 150, 40) : QColor(255, 230, 60);
        painter.setPen(QPen(colour, selected ? 2.5 : 1.5));
        painter.setBrush(Qt::NoBrush);
        std::vector<QPointF> at;
        for (const Vec3& p : m.points)
            at.push_back(view.worldToWidget(p));
        QPointF label = at[1] + QPointF(6, -6);
        switch (m.kind) {
        case MeasurementKind::Ruler:
            painter.drawLine(at[0], at[1]);
            for (const QPointF& end : at)
                painter.drawEllipse(end, 2.5, 2.5);
            break;
        case MeasurementKind::Angle:
            painter.drawLine(at[0], at[1]);
            painter.drawLine(at[1], at[2]);
            break;
        case MeasurementKind::Rectangle:
        case MeasurementKind::Ellipse: {
            const QRectF box = QRectF(at[0], at[1]).normalized();
            m.kind == MeasurementKind::Rectangle ? painter.drawRect(box) : painter.drawEllipse(box);
            label = box.bottomLeft() + QPointF(0, 14);
            break;
        }
        }
        drawText(painter, label, text);
    };
    const auto& items = m_list->items();
    for (std::size_t i = 0; i < items.size(); ++i)
        draw(items[i], static_cast<int>(i) == m_list->selected(), description(static_cast<int>(i)));
    if (m_drawing && m_drawing->view == &view)
        draw(m_drawing->measurement, true, describeMeasurement(m_drawing->measurement, *image));
    painter.restore();
}

}  // namespace segstudio::widgets
