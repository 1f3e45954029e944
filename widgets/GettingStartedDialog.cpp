#include "GettingStartedDialog.h"

#include <QDialogButtonBox>
#include <QFile>
#include <QImage>
#include <QTextBrowser>
#include <QUrl>
#include <QVBoxLayout>

namespace segstudio::widgets {

namespace {

constexpr int kImageWidth = 640;  // pixels: screenshots are shown at most this wide

// Loads the page's images from the resources, scaled to kImageWidth.
class HelpBrowser : public QTextBrowser {
public:
    using QTextBrowser::QTextBrowser;

    QVariant loadResource(int type, const QUrl& name) override
    {
        const QVariant resource = QTextBrowser::loadResource(type, name);
        if (type != QTextDocument::ImageResource)
            return resource;
        QImage image = resource.canConvert<QImage>() ? resource.value<QImage>() : QImage::fromData(resource.toByteArray());
        if (image.width() > kImageWidth)
            image = image.scaledToWidth(kImageWidth, Qt::SmoothTransformation);
        return image;
    }
};

}  // namespace

QString GettingStartedDialog::pagePath(const QString& language)
{
    const QString localized = QString(":/help/getting-started.%1.md").arg(language);
    return language != "en" && QFile::exists(localized) ? localized : QString(":/help/getting-started.md");
}

GettingStartedDialog::GettingStartedDialog(const QString& language, QWidget* parent) : QDialog(parent)
{
    setObjectName("gettingStarted");
    setWindowTitle(tr("Getting started"));
    m_browser = new HelpBrowser(this);
    m_browser->setObjectName("gettingStartedPage");
    m_browser->setOpenExternalLinks(true);
    m_browser->setSource(QUrl("qrc" + pagePath(language)), QTextDocument::MarkdownResource);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_browser);
    layout->addWidget(buttons);
    resize(kImageWidth + 80, 760);
}

}  // namespace segstudio::widgets
