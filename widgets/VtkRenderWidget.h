#pragma once
// The project's bridge between VTK and Qt 6: a QOpenGLWidget that renders a
// vtkGenericOpenGLRenderWindow into its own framebuffer. (Debian's VTK Qt
// module is built for Qt 5; two Qt majors in one process crash, so it is
// never linked.) Subclasses add renderers in setupScene() and handle mouse
// and keyboard events themselves. GUI thread only.
//
// Call configureDefaultSurfaceFormat() before constructing QApplication.
#include <QOpenGLWidget>

#include <vtkNew.h>
#include <vtkSmartPointer.h>

class vtkGenericOpenGLRenderWindow;
class vtkRenderer;

namespace segstudio::widgets {

class VtkRenderWidget : public QOpenGLWidget {
    Q_OBJECT
public:
    explicit VtkRenderWidget(QWidget* parent = nullptr);
    ~VtkRenderWidget() override;

    // OpenGL 3.2 core, 24-bit depth, 8-bit stencil and alpha: what VTK needs.
    static void configureDefaultSurfaceFormat();

    vtkRenderer* renderer() const;
    vtkGenericOpenGLRenderWindow* renderWindow() const;

    // Schedules a repaint (coalesced by Qt); VTK renders in paintGL().
    void requestRender();

protected:
    void initializeGL() override;
    void resizeGL(int width, int height) override;
    void paintGL() override;

private:
    vtkSmartPointer<vtkGenericOpenGLRenderWindow> m_window;
    vtkSmartPointer<vtkRenderer> m_renderer;
    bool m_initialized = false;
};

}  // namespace segstudio::widgets
