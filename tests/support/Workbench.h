#pragma once
// The workbench (app::MainWindow) as the GUI tests drive it, set up in one
// place: English whatever the machine's locale, the size asked for, shown
// and exposed under Xvfb, and, for tests that type or click, the active
// window. Header-only: only tests that link the GUI include it.
#include <QSize>
#include <QtTest>

#include <memory>

#include "MainWindow.h"

namespace segstudio::test {

struct WorkbenchShape {
    QSize size{1400, 900};
    // Tests that send key or mouse events need the window to have focus.
    bool active = false;
    // False: closing never asks about unsaved edits (a dialog no one would
    // answer). Tests of that question keep it.
    bool askBeforeClosing = false;
};

// A shown workbench, or nullptr (with the reason on the test log) when the
// window system did not expose or activate it; callers QVERIFY the result.
// Settings go where QCoreApplication's names, set by the caller, put them.
inline std::unique_ptr<app::MainWindow> openWorkbench(const WorkbenchShape& shape = {})
{
    auto window = std::make_unique<app::MainWindow>();
    window->languages().setLanguage("en");
    window->setCloseConfirmation(shape.askBeforeClosing);
    window->resize(shape.size);
    window->show();
    if (!QTest::qWaitForWindowExposed(window.get())) {
        qWarning("openWorkbench: the window system did not expose the workbench");
        return nullptr;
    }
    if (shape.active) {
        window->activateWindow();
        if (!QTest::qWaitForWindowActive(window.get())) {
            qWarning("openWorkbench: the workbench did not become the active window");
            return nullptr;
        }
    }
    return window;
}

}  // namespace segstudio::test
