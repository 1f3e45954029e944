#pragma once
// Preferences: interface language (applied at once) and the label overlay
// defaults for new label maps. Values persist in QSettings.
#include <QDialog>

class QComboBox;
class QSlider;

namespace segstudio::widgets {

class LanguageManager;

class PreferencesDialog : public QDialog {
    Q_OBJECT
public:
    PreferencesDialog(LanguageManager& languages, QWidget* parent = nullptr);

    static double defaultOverlayOpacity();  // 0..1, from QSettings

private:
    void accept() override;

    LanguageManager& m_languages;
    QComboBox* m_language;
    QSlider* m_opacity;
};

}  // namespace segstudio::widgets
