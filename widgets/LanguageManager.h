#pragma once
// The user interface language: English (the source strings) or one of the
// translations compiled into the program (translations/segstudio_*.ts).
// At first start the system locale decides; Preferences may choose another,
// which is applied at once (widgets retranslate on QEvent::LanguageChange)
// and remembered in QSettings. GUI thread only.
#include <QObject>
#include <QString>
#include <QTranslator>

#include <memory>
#include <vector>

namespace segstudio::widgets {

struct LanguageOption {
    QString code;        // "" = follow the system, "en", "de", "fr", "es", "zh_CN"
    QString nativeName;  // "Deutsch", "Français", ...
};

class LanguageManager : public QObject {
    Q_OBJECT
public:
    explicit LanguageManager(QObject* parent = nullptr);
    ~LanguageManager() override;

    static std::vector<LanguageOption> languages();
    // The saved choice ("" = system).
    QString preferredLanguage() const;
    // The language actually in use, e.g. "de".
    QString activeLanguage() const { return m_active; }

    // Installs the translation for `code` ("" = system locale), saves the choice.
    void setLanguage(const QString& code);
    // Applies the saved choice (call once at start-up).
    void applySavedLanguage();

private:
    void install(const QString& code);

    std::unique_ptr<QTranslator> m_appTranslator;
    std::unique_ptr<QTranslator> m_qtTranslator;
    QString m_active = "en";
};

}  // namespace segstudio::widgets
