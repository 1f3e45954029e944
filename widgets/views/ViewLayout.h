#pragma once
// The 2x2 arrangement of the axial, sagittal, coronal and 3D views, each
// with a title bar; any one can fill the whole area (double-click a view or
// its maximise button) and come back. GUI thread only.
#include <QWidget>

#include <array>

class QLabel;
class QToolButton;

namespace segstudio::widgets {

class SceneModel;
class SliceView;
class VolumeView;

class ViewLayout : public QWidget {
    Q_OBJECT
public:
    enum Pane { Axial = 0, Sagittal = 1, Coronal = 2, ThreeD = 3 };

    explicit ViewLayout(SceneModel* model, QWidget* parent = nullptr);

    SliceView* sliceView(Pane pane) const;
    VolumeView* volumeView() const { return m_volume; }
    QWidget* paneWidget(Pane pane) const { return m_frames[pane]; }
    // -1 when all four are shown.
    int maximizedPane() const { return m_maximized; }
    void maximize(int pane);  // -1 restores the 2x2 layout
    void toggleMaximized(int pane);
    // Pane titles follow the image: Axial/Sagittal/Coronal for a patient's
    // scan, XY/YZ/XZ for a picture (PNG, TIFF).
    void retranslate();
    QString paneTitle(Pane pane) const;

    // Figures. The current pane: the maximised one, else the one last
    // clicked (axial at first). A pane's image is its render as shown
    // (scan, overlays, crosshair, letters, scale bar) at the screen's pixels;
    // the layout's image is every visible pane with its title, as one figure.
    Pane currentPane() const;
    // `scale` 2 renders them again at twice the pixels (VtkRenderWidget::renderImage).
    QImage paneImage(Pane pane, double scale = 1.0) const;
    QImage layoutImage(double scale = 1.0);
    void setScaleBarsVisible(bool visible);  // in the three slice views

Q_SIGNALS:
    void layoutChanged();

private:
    SceneModel* m_model;
    std::array<QWidget*, 4> m_frames{};
    std::array<QLabel*, 4> m_titles{};
    std::array<QToolButton*, 4> m_buttons{};
    std::array<SliceView*, 3> m_slices{};
    VolumeView* m_volume = nullptr;
    int m_maximized = -1;
    Pane m_lastClicked = Axial;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
};

}  // namespace segstudio::widgets
