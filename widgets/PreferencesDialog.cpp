#include "PreferencesDialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QSettings>
#include <QSlider>
#include <QSpinBox>
#include <QTabWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

#include "LanguageManager.h"

namespace segstudio::widgets {

namespace {
constexpr char kOpacityKey[] = "overlay/opacity";
constexpr char kPyramidShareKey[] = "view/pyramidMemoryShare";
}

double PreferencesDialog::defaultOverlayOpacity() { return QSettings().value(kOpacityKey, 0.5).toDouble(); }

double PreferencesDialog::pyramidMemoryShare()
{
    return std::clamp(QSettings().value(kPyramidShareKey, 0.25).toDouble(), 0.05, 0.9);
}

PreferencesDialog::PreferencesDialog(LanguageManager& languages, QWidget* parent) : QDialog(parent), m_languages(languages)
{
    setWindowTitle(tr("Preferences"));
    m_language = new QComboBox(this);
    m_language->setObjectName("languageBox");
    for (const LanguageOption& option : LanguageManager::languages())
        m_language->addItem(option.nativeName, option.code);
    m_language->setCurrentIndex(std::max(0, m_language->findData(languages.preferredLanguage())));
    m_opacity = new QSlider(Qt::Horizontal, this);
    m_opacity->setRange(0, 100);
    m_opacity->setValue(static_cast<int>(defaultOverlayOpacity() * 100));
    m_pyramidShare = new QSpinBox(this);
    m_pyramidShare->setObjectName("pyramidShareBox");
    m_pyramidShare->setRange(5, 90);
    m_pyramidShare->setSuffix(tr(" % of free memory"));
    m_pyramidShare->setValue(static_cast<int>(std::lround(pyramidMemoryShare() * 100)));
    m_pyramidShare->setToolTip(tr("A scan larger than this opens as a multiresolution pyramid, built once and kept with "
                                  "the caches: the overview shows at once and full-resolution slices load as you scroll."));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &PreferencesDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &PreferencesDialog::reject);
    m_pages = new QTabWidget(this);
    m_pages->setObjectName("preferencesPages");
    auto* general = new QWidget(m_pages);
    auto* form = new QFormLayout(general);
    form->addRow(tr("Language"), m_language);
    form->addRow(tr("Label opacity for new label maps"), m_opacity);
    form->addRow(tr("Open as a pyramid above"), m_pyramidShare);
    m_pages->addTab(general, tr("General"));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_pages);
    layout->addWidget(buttons);
}

void PreferencesDialog::addPage(QWidget* page, const QString& title, std::function<bool()> apply)
{
    m_pages->addTab(page, title);
    m_extraPages.append({page, std::move(apply)});
}

void PreferencesDialog::showPage(QWidget* page) { m_pages->setCurrentWidget(page); }

void PreferencesDialog::accept()
{
    for (const Page& page : m_extraPages)
        if (!page.apply()) {
            m_pages->setCurrentWidget(page.widget);
            return;
        }
    QSettings().setValue(kOpacityKey, m_opacity->value() / 100.0);
    QSettings().setValue(kPyramidShareKey, m_pyramidShare->value() / 100.0);
    m_languages.setLanguage(m_language->currentData().toString());
    QDialog::accept();
}

}  // namespace segstudio::widgets
