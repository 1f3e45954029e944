#pragma once
// The project's bridge between VTK and Qt 6. (Debian's VTK Qt module is
// built for Qt 5; two Qt majors in one process crash, so it is never linked.)
//
// VTK renders a vtkGenericOpenGLRenderWindow with the widget's own OpenGL
// context into an offscreen framebuffer; the frame is read back once and
// painted as an image. The window around it therefore stays a plain raster
// window. (A QOpenGLWidget would make Qt compose the whole window with OpenGL
// on every repaint of any widget in it: under software OpenGL — virtual
// machines, remote desktops — that costs tens of milliseconds per chart or
// label update, taken from a training run on the same cores.) The price is
// one read-back per rendered frame, about 1.5 MB for an 800x500 view.
//
// Frames render only when stale (requestRender) and visible. Subclasses add
// renderers and handle mouse and keyboard events themselves. GUI thread only.
// Call configureDefaultSurfaceFormat() before constructing QApplication.
#include <QImage>
#include <QPainter>
#include <QWidget>

#include <memory>

#include <vtkSmartPointer.h>

class QOffscreenSurface;
class QOpenGLContext;
class QOpenGLFramebufferObject;
class vtkCallbackCommand;
class vtkGenericOpenGLRenderWindow;
class vtkObject;
class vtkRenderer;

namespace segstudio::widgets {

class VtkRenderWidget : public QWidget {
    Q_OBJECT
public:
    explicit VtkRenderWidget(QWidget* parent = nullptr);
    ~VtkRenderWidget() override;

    // OpenGL 3.2 core, 24-bit depth, 8-bit stencil and alpha: what VTK needs.
    static void configureDefaultSurfaceFormat();

    vtkRenderer* renderer() const;
    vtkGenericOpenGLRenderWindow* renderWindow() const;

    // Marks the frame stale and schedules a repaint (coalesced by Qt).
    void requestRender();
    // Schedules a repaint that reuses the current frame and redraws only what
    // paintOverlay draws (no VTK render).
    void requestOverlayRepaint() { update(); }
    // The current frame, rendered now if stale (device pixels, opaque).
    // Null when no OpenGL context could be created.
    QImage grabFramebuffer();
    // The view as shown (frame and overlay) rendered at `scale` times its
    // pixels (figures at 2x): the scene is rendered again, larger, and the
    // overlay painted over it scaled; the view then renders at its size
    // again. Null when no OpenGL context could be created.
    QImage renderImage(double scale);
    // Why OpenGL is unavailable; empty while it works.
    QString openGlProblem() const { return m_problem; }

Q_SIGNALS:
    // A new frame was rendered and read back.
    void frameRendered();

protected:
    // Drawn with QPainter over the frame at every paint, in widget
    // coordinates (logical pixels): cheap marks that change more often than
    // the rendered scene (a crosshair). Default: nothing.
    virtual void paintOverlay(QPainter& painter);
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    bool ensureContext();
    void renderFrame();
    static void makeCurrentCallback(vtkObject* caller, unsigned long event, void* self, void* callData);

    vtkSmartPointer<vtkGenericOpenGLRenderWindow> m_window;
    vtkSmartPointer<vtkRenderer> m_renderer;
    vtkSmartPointer<vtkCallbackCommand> m_makeCurrent;
    std::unique_ptr<QOpenGLContext> m_context;
    std::unique_ptr<QOffscreenSurface> m_surface;
    std::unique_ptr<QOpenGLFramebufferObject> m_framebuffer;
    QImage m_frame;
    QString m_problem;
    double m_renderScale = 1.0;  // renderImage's scale while it renders
    bool m_vtkInitialized = false;
    bool m_stale = true;
};

}  // namespace segstudio::widgets
