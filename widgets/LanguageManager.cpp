#include "LanguageManager.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>

namespace segstudio::widgets {

namespace {

constexpr char kSettingsKey[] = "language";

// The translation that best fits a locale name ("de_AT" -> "de", "zh_TW" -> "zh_CN").
QString bestAvailable(const QString& localeName)
{
    const QString language = localeName.section('_', 0, 0);
    for (const LanguageOption& option : LanguageManager::languages()) {
        if (option.code.isEmpty())
            continue;
        if (option.code == localeName || option.code.section('_', 0, 0) == language)
            return option.code;
    }
    return "en";
}

}  // namespace

LanguageManager::LanguageManager(QObject* parent) : QObject(parent) {}

LanguageManager::~LanguageManager()
{
    if (m_appTranslator)
        QCoreApplication::removeTranslator(m_appTranslator.get());
    if (m_qtTranslator)
        QCoreApplication::removeTranslator(m_qtTranslator.get());
}

std::vector<LanguageOption> LanguageManager::languages()
{
    return {{"", QCoreApplication::translate("LanguageManager", "System language")},
            {"en", "English"},
            {"de", "Deutsch"},
            {"fr", QString::fromUtf8("Fran\u00e7ais")},
            {"es", QString::fromUtf8("Espa\u00f1ol")},
            {"zh_CN", QString::fromUtf8("\u7b80\u4f53\u4e2d\u6587")}};
}

QString LanguageManager::preferredLanguage() const { return QSettings().value(kSettingsKey, "").toString(); }

void LanguageManager::setLanguage(const QString& code)
{
    QSettings().setValue(kSettingsKey, code);
    install(code.isEmpty() ? bestAvailable(QLocale::system().name()) : code);
}

void LanguageManager::applySavedLanguage()
{
    const QString saved = preferredLanguage();
    install(saved.isEmpty() ? bestAvailable(QLocale::system().name()) : saved);
}

void LanguageManager::install(const QString& code)
{
    if (m_appTranslator)
        QCoreApplication::removeTranslator(m_appTranslator.get());
    if (m_qtTranslator)
        QCoreApplication::removeTranslator(m_qtTranslator.get());
    m_appTranslator.reset();
    m_qtTranslator.reset();
    m_active = code;
    if (code != "en") {
        auto app = std::make_unique<QTranslator>();
        if (app->load(":/i18n/segstudio_" + code))
            m_appTranslator = std::move(app);
        auto qt = std::make_unique<QTranslator>();
        if (qt->load("qtbase_" + code, QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            m_qtTranslator = std::move(qt);
    }
    if (m_qtTranslator)
        QCoreApplication::installTranslator(m_qtTranslator.get());
    if (m_appTranslator)
        QCoreApplication::installTranslator(m_appTranslator.get());
    else if (code != "en")
        m_active = "en";
    // Installing or removing a translator posts QEvent::LanguageChange to every widget.
}

}  // namespace segstudio::widgets
