#include "VtkRenderWidget.h"

#include <QOpenGLContext>
#include <QOpenGLFunctions>
#include <QSurfaceFormat>

#include <vtkGenericOpenGLRenderWindow.h>
#include <vtkRenderer.h>

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

VtkRenderWidget::VtkRenderWidget(QWidget* parent) : QOpenGLWidget(parent)
{
    m_window = vtkSmartPointer<vtkGenericOpenGLRenderWindow>::New();
    m_renderer = vtkSmartPointer<vtkRenderer>::New();
    m_renderer->SetBackgroundAlpha(1.0);  // otherwise the background composites as black
    m_window->AddRenderer(m_renderer);
    m_window->SetFrameBlitModeToBlitToCurrent();
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    setMinimumSize(120, 120);
}

VtkRenderWidget::~VtkRenderWidget()
{
    makeCurrent();
    m_window->Finalize();
    doneCurrent();
}

vtkRenderer* VtkRenderWidget::renderer() const { return m_renderer; }

vtkGenericOpenGLRenderWindow* VtkRenderWidget::renderWindow() const { return m_window; }

void VtkRenderWidget::requestRender() { update(); }

void VtkRenderWidget::initializeGL()
{
    m_window->SetOwnContext(false);
    m_window->SetIsDirect(true);
    m_window->SetSupportsOpenGL(true);
    m_window->SetMapped(1);
    m_window->SetIsCurrent(true);
    m_window->OpenGLInitContext();
    m_initialized = true;
}

void VtkRenderWidget::resizeGL(int width, int height)
{
    const qreal ratio = devicePixelRatioF();
    m_window->SetSize(static_cast<int>(width * ratio), static_cast<int>(height * ratio));
}

void VtkRenderWidget::paintGL()
{
    if (!m_initialized)
        return;
    m_window->SetIsCurrent(true);
    m_window->SetReadyForRendering(true);
    m_window->Render();
    m_window->SetReadyForRendering(false);
    // Translucent props (label overlays) leave destination alpha below 1;
    // Qt treats the widget's framebuffer as premultiplied, so colours would
    // be distorted when composited or grabbed. The view is opaque: set alpha to 1.
    QOpenGLFunctions* gl = context()->functions();
    gl->glColorMask(GL_FALSE, GL_FALSE, GL_FALSE, GL_TRUE);
    gl->glClearColor(0, 0, 0, 1);
    gl->glClear(GL_COLOR_BUFFER_BIT);
    gl->glColorMask(GL_TRUE, GL_TRUE, GL_TRUE, GL_TRUE);
}

}  // namespace segstudio::widgets
