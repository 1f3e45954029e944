#include "widgets/views/VtkRenderWidget.h"

#include <QOffscreenSurface>
#include <QOpenGLContext>
#include <QOpenGLFramebufferObject>
#include <QOpenGLFunctions>
#include <QPainter>
#include <QSurfaceFormat>

#include <vtkCallbackCommand.h>
#include <vtkCommand.h>
#include <vtkAutoInit.h>
#include <vtkGenericOpenGLRenderWindow.h>
#include <vtkRenderer.h>

// VTK's object factories (OpenGL2 rendering, volume and 2D-context
// rendering, fonts, interaction), registered once here, in the file every
// view links, instead of through vtk_module_autoinit: its compile
// definitions name a header in the build folder, which would keep a clone
// elsewhere from reusing the compiled objects.
VTK_MODULE_INIT(vtkRenderingOpenGL2);
VTK_MODULE_INIT(vtkInteractionStyle);
VTK_MODULE_INIT(vtkRenderingFreeType);
VTK_MODULE_INIT(vtkRenderingContextOpenGL2);
VTK_MODULE_INIT(vtkRenderingVolumeOpenGL2);

namespace segstudio::widgets {

void VtkRenderWidget::configureDefaultSurfaceFormat()
{
    QSurfaceFormat format;
    format.setRenderableType(QSurfaceFormat::OpenGL);
    format.setVersion(3, 2);
    format.setProfile(QSurfaceFormat::CoreProfile);
    format.setDepthBufferSize(24);
    format.setStencilBufferSize(8);
    format.setAlphaBufferSize(8);
    format.setSamples(0);
    QSurfaceFormat::setDefaultFormat(format);
}

VtkRenderWidget::VtkRenderWidget(QWidget* parent) : QWidget(parent)
{
    m_window = vtkSmartPointer<vtkGenericOpenGLRenderWindow>::New();
    m_renderer = vtkSmartPointer<vtkRenderer>::New();
    m_renderer->SetBackgroundAlpha(1.0);
    m_window->AddRenderer(m_renderer);
    m_window->SetFrameBlitModeToBlitToCurrent();  // into the framebuffer bound when rendering starts
    // VTK asks for its context outside a frame too (releasing resources).
    m_makeCurrent = vtkSmartPointer<vtkCallbackCommand>::New();
    m_makeCurrent->SetCallback(&VtkRenderWidget::makeCurrentCallback);
    m_makeCurrent->SetClientData(this);
    m_window->AddObserver(vtkCommand::WindowMakeCurrentEvent, m_makeCurrent);
    m_window->AddObserver(vtkCommand::WindowIsCurrentEvent, m_makeCurrent);
    setAttribute(Qt::WA_OpaquePaintEvent);  // paintEvent covers every pixel
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    setMinimumSize(120, 120);
}

VtkRenderWidget::~VtkRenderWidget()
{
    if (m_context && m_context->makeCurrent(m_surface.get())) {
        if (m_vtkInitialized)
            m_window->Finalize();
        m_framebuffer.reset();
        m_context->doneCurrent();
    }
    m_window->RemoveObserver(m_makeCurrent);
}

vtkRenderer* VtkRenderWidget::renderer() const { return m_renderer; }

vtkGenericOpenGLRenderWindow* VtkRenderWidget::renderWindow() const { return m_window; }

void VtkRenderWidget::requestRender()
{
    m_stale = true;
    update();
}

QImage VtkRenderWidget::grabFramebuffer()
{
    if (m_stale)
        renderFrame();
    return m_frame;
}

void VtkRenderWidget::makeCurrentCallback(vtkObject*, unsigned long event, void* self, void* callData)
{
    auto* widget = static_cast<VtkRenderWidget*>(self);
    if (!widget->m_context)
        return;
    const bool current = QOpenGLContext::currentContext() == widget->m_context.get();
    if (event == vtkCommand::WindowIsCurrentEvent)
        *static_cast<bool*>(callData) = current;
    else if (!current)  // re-making it current mid-frame would be wasted work
        widget->m_context->makeCurrent(widget->m_surface.get());
}

bool VtkRenderWidget::ensureContext()
{
    if (m_context)
        return true;
    if (!m_problem.isEmpty())
        return false;  // failed before; do not retry on every paint
    auto context = std::make_unique<QOpenGLContext>();
    context->setFormat(QSurfaceFormat::defaultFormat());
    auto surface = std::make_unique<QOffscreenSurface>();
    surface->setFormat(QSurfaceFormat::defaultFormat());
    surface->create();
    if (!context->create() || !surface->isValid() || !context->makeCurrent(surface.get())) {
        m_problem = tr("OpenGL is not available, so this view cannot be drawn.");
        return false;
    }
    const QSurfaceFormat got = context->format();
    if (got.version() < qMakePair(3, 2)) {
        m_problem = tr("This view needs OpenGL 3.2; the system offers %1.%2.").arg(got.majorVersion()).arg(got.minorVersion());
        context->doneCurrent();
        return false;
    }
    m_context = std::move(context);
    m_surface = std::move(surface);
    return true;
}

QImage VtkRenderWidget::renderImage(double scale)
{
    const qreal ratio = devicePixelRatioF();
    m_renderScale = scale;
    m_window->SetSize(qRound(width() * ratio * scale), qRound(height() * ratio * scale));
    renderFrame();
    QImage image = m_frame;
    m_renderScale = 1.0;
    m_window->SetSize(qRound(width() * ratio), qRound(height() * ratio));
    renderFrame();  // the overlay's widget coordinates come from the view at its own size
    if (image.isNull())
        return image;
    image.setDevicePixelRatio(ratio * scale);
    QPainter painter(&image);
    paintOverlay(painter);
    return image;
}

void VtkRenderWidget::renderFrame()
{
    const qreal ratio = devicePixelRatioF() * m_renderScale;
    const QSize size(qRound(width() * ratio), qRound(height() * ratio));
    if (size.isEmpty() || !ensureContext() || !m_context->makeCurrent(m_surface.get()))
        return;
    if (!m_framebuffer || m_framebuffer->size() != size) {
        m_framebuffer.reset();  // released while its context is current
        m_framebuffer = std::make_unique<QOpenGLFramebufferObject>(size, QOpenGLFramebufferObject::CombinedDepthStencil);
    }
    m_framebuffer->bind();
    if (!m_vtkInitialized) {
        m_window->SetOwnContext(false);
        m_window->SetIsDirect(true);
        m_window->SetSupportsOpenGL(true);
        m_window->SetMapped(1);
        m_window->SetIsCurrent(true);
        m_window->OpenGLInitContext();
        m_vtkInitialized = true;
    }
    m_window->SetIsCurrent(true);
    m_window->SetReadyForRendering(true);
    m_window->Render();
    m_window->SetReadyForRendering(false);
    m_framebuffer->bind();
    // Translucent props (label overlays) leave destination alpha below 1,
    // and the read-back image counts as premultiplied, which would distort
    // colours. The view is opaque: set alpha to 1 before reading.
    QOpenGLFunctions* gl = m_context->functions();
    gl->glColorMask(GL_FALSE, GL_FALSE, GL_FALSE, GL_TRUE);
    gl->glClearColor(0, 0, 0, 1);
    gl->glClear(GL_COLOR_BUFFER_BIT);
    gl->glColorMask(GL_TRUE, GL_TRUE, GL_TRUE, GL_TRUE);
    m_frame = m_framebuffer->toImage().convertToFormat(QImage::Format_RGB32);
    m_frame.setDevicePixelRatio(ratio);
    m_framebuffer->release();
    m_stale = false;
    Q_EMIT frameRendered();
}

void VtkRenderWidget::paintEvent(QPaintEvent*)
{
    if (m_stale)
        renderFrame();
    QPainter painter(this);
    if (m_frame.isNull()) {
        painter.fillRect(rect(), palette().window());
        painter.drawText(rect().adjusted(8, 8, -8, -8), Qt::AlignCenter | Qt::TextWordWrap, m_problem);
        return;
    }
    painter.drawImage(QPointF(0, 0), m_frame);
    paintOverlay(painter);
}

void VtkRenderWidget::paintOverlay(QPainter&) {}

void VtkRenderWidget::resizeEvent(QResizeEvent* event)
{
    // VTK's size now, not at the next frame: picking and camera fitting use it.
    const qreal ratio = devicePixelRatioF();
    m_window->SetSize(qRound(width() * ratio), qRound(height() * ratio));
    m_stale = true;
    QWidget::resizeEvent(event);
}

}  // namespace segstudio::widgets
