#pragma once
// Preferences: interface language (applied at once), the label overlay
// defaults for new label maps and the memory share above which scans open
// as a pyramid on the General page, and pages the
// application adds (PACS nodes). Values persist in QSettings.
#include <QDialog>
#include <QList>
#include <functional>

class QComboBox;
class QSlider;
class QSpinBox;
class QTabWidget;

namespace segstudio::widgets {

class LanguageManager;

class PreferencesDialog : public QDialog {
    Q_OBJECT
public:
    PreferencesDialog(LanguageManager& languages, QWidget* parent = nullptr);

    static double defaultOverlayOpacity();  // 0..1, from QSettings
    // Scans whose voxels need more than this share (0.05..0.9) of the
    // available memory open as a multiresolution pyramid (ScanLoader).
    static double pyramidMemoryShare();

    // A page after General; OK calls `apply`, and a page whose apply
    // returns false is shown and keeps the dialog open.
    void addPage(QWidget* page, const QString& title, std::function<bool()> apply);
    void showPage(QWidget* page);

private:
    void accept() override;

    struct Page {
        QWidget* widget;
        std::function<bool()> apply;
    };
    LanguageManager& m_languages;
    QTabWidget* m_pages;
    QComboBox* m_language;
    QSlider* m_opacity;
    QSpinBox* m_pyramidShare;
    QList<Page> m_extraPages;
};

}  // namespace segstudio::widgets
