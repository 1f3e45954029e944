#pragma once
// A test's answer to the next modal message box: it waits for one (polling
// every 50 ms), records its text and title, and clicks the given button (or
// closes the box when it has none). Header-only: GUI tests only.
#include <QAbstractButton>
#include <QApplication>
#include <QMessageBox>
#include <QObject>
#include <QTimer>

namespace segstudio::test {

class DialogCatcher : public QObject {
public:
    explicit DialogCatcher(QMessageBox::StandardButton answer) : m_answer(answer)
    {
        m_timer.setInterval(50);
        connect(&m_timer, &QTimer::timeout, this, [this] {
            if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
                text = box->text();
                title = box->windowTitle();
                QAbstractButton* button = box->button(m_answer);
                if (button)
                    button->click();
                else
                    box->close();
                m_timer.stop();
            }
        });
        m_timer.start();
    }
    QString text, title;

private:
    QTimer m_timer;
    QMessageBox::StandardButton m_answer;
};

}  // namespace segstudio::test
