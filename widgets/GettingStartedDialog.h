#pragma once
// Help > Getting started: the short walk-through (open the sample, Start,
// the dashboard, Segment current scan, review, save) in the interface's
// language, with screenshots. The pages are resources/help/getting-started
// [.<language>].md, embedded as :/help/ — the same files the README links
// to. Screenshots are scaled to the dialog's width. GUI thread only.
#include <QDialog>

class QTextBrowser;

namespace segstudio::widgets {

class GettingStartedDialog : public QDialog {
    Q_OBJECT
public:
    // `language`: "en", "de", "fr", "es" or "zh_CN"; others get English.
    explicit GettingStartedDialog(const QString& language, QWidget* parent = nullptr);

    QTextBrowser* browser() const { return m_browser; }
    // The embedded page for a language (":/help/getting-started.de.md").
    static QString pagePath(const QString& language);

private:
    QTextBrowser* m_browser;
};

}  // namespace segstudio::widgets
