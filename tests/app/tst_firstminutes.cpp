// The first ten minutes of a newcomer, on a 1366x768 screen: the Training
// dock lays out without a horizontal scroll bar or cut text in every
// language (geometries, not pixels), and a screenshot of it in German; the
// window's first placement on a laptop screen, a large one, and a monitor
// since unplugged.
#include <QtTest>

#include <algorithm>
#include <utility>


#include <QAbstractButton>
#include <QApplication>
#include <QDir>
#include <QDialog>
#include <QDockWidget>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>
#include <QLabel>
#include <QScrollArea>
#include <QScrollBar>

#include "TestData.h"
#include "MainWindow.h"
#include "WindowPlacement.h"
#include "engine/config/TrainingFields.h"
#include "training/TrainingWorkspace.h"
#include "widgets/training/TrainingPanel.h"
#include "widgets/views/VtkRenderWidget.h"

using namespace segstudio;
using segstudio::app::MainWindow;

class TestFirstMinutes : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void trainingDockFitsTheScreen_data();
    void trainingDockFitsTheScreen();
    void windowGeometryAndDockSizesAreRemembered();
    void gettingStartedPageWalksThroughEveryStep_data();
    void gettingStartedPageWalksThroughEveryStep();
    void windowIsPlacedInsideTheScreen();

private:
    std::unique_ptr<MainWindow> m_window;
};

void TestFirstMinutes::initTestCase()
{
    QCoreApplication::setOrganizationName("SegStudioTests");
    QCoreApplication::setApplicationName("tst_firstminutes");
    QSettings().clear();  // a first start: no saved window geometry
    m_window = std::make_unique<MainWindow>();
    m_window->setCloseConfirmation(false);
    m_window->resize(1366, 768);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestFirstMinutes::trainingDockFitsTheScreen_data()
{
    QTest::addColumn<QString>("language");
    for (const char* language : {"en", "de", "fr", "es", "zh_CN"})
        QTest::newRow(language) << QString(language);
}

void TestFirstMinutes::trainingDockFitsTheScreen()
{
    QFETCH(QString, language);
    m_window->languages().setLanguage(language);
    QDockWidget* dock = m_window->training()->panelDock();
    dock->show();
    dock->raise();
    QTest::qWait(100);
    QApplication::processEvents();
    if (language == "de") {
        const QString folder = segstudio::test::binaryPath(QStringLiteral("/screenshots"));
        QDir().mkpath(folder);
        QVERIFY(m_window->grab().save(folder + "/training-panel-1366x768-de.png"));
    }
    widgets::TrainingPanel* panel = m_window->training()->panel();
    // Row labels and tooltips come from the training field table, in the
    // interface's language.
    for (const auto& [key, objectName] : {std::pair{"batch_size", "batchSize"}, std::pair{"network.stages", "stages"},
                                          std::pair{"planner", "planner"}}) {
        const engine::TrainingField& field = engine::trainingField(key);
        QVERIFY(!field.label.empty() && !field.tooltip.empty());
        const QString label = QCoreApplication::translate("TrainingField", field.label.c_str());
        const QString tooltip = QCoreApplication::translate("TrainingField", field.tooltip.c_str());
        if (language != "en")
            QVERIFY2(label != QString::fromStdString(field.label), qPrintable(language + ": " + label + " untranslated"));
        auto* box = panel->findChild<QWidget*>(objectName);
        QVERIFY(box);
        QVERIFY2(box->toolTip().startsWith(tooltip), qPrintable(box->toolTip()));
        const QList<QLabel*> labels = panel->findChildren<QLabel*>();
        QVERIFY2(std::any_of(labels.begin(), labels.end(), [&](QLabel* l) { return l->text() == label; }),
                 qPrintable(language + ": no row label " + label));
    }
    auto* scroll = panel->findChild<QScrollArea*>();
    QVERIFY(scroll);
    QVERIFY2(!scroll->horizontalScrollBar()->isVisible(),
             qPrintable(QString("horizontal scroll bar: content %1 px wide in a %2 px viewport")
                            .arg(scroll->widget()->minimumSizeHint().width()).arg(scroll->viewport()->width())));
    // Every visible label, editor and button lies inside the dock's visible
    // area and is at least as wide as its text needs.
    const QRect area = scroll->viewport()->rect();
    QStringList problems;
    for (QWidget* w : panel->findChildren<QWidget*>()) {
        if (!w->isVisible() || w == scroll || w->parentWidget() == scroll || qobject_cast<QScrollBar*>(w))
            continue;
        const bool inScroll = scroll->widget()->isAncestorOf(w);
        const QRect box(inScroll ? w->mapTo(scroll->viewport(), QPoint(0, 0)) : w->mapTo(dock, QPoint(0, 0)), w->size());
        const QRect limit = inScroll ? area : dock->rect();
        const QString name = w->metaObject()->className() + QString(" '%1'").arg(
                                 qobject_cast<QLabel*>(w) ? qobject_cast<QLabel*>(w)->text()
                                 : qobject_cast<QAbstractButton*>(w) ? qobject_cast<QAbstractButton*>(w)->text()
                                                                       : w->objectName());
        if (!limit.contains(QRect(box.x(), limit.y(), box.width(), 1)))  // horizontally inside
            problems << QString("%1 at x %2..%3 outside 0..%4").arg(name).arg(box.left()).arg(box.right()).arg(limit.right());
        auto* label = qobject_cast<QLabel*>(w);
        const bool needsFullText = (label && !label->wordWrap()) || qobject_cast<QAbstractButton*>(w);
        if (needsFullText && w->width() < w->sizeHint().width())
            problems << QString("%1 cut: %2 px of %3").arg(name).arg(w->width()).arg(w->sizeHint().width());
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join("\n")));
    if (language == "en")  // the Getting started page shows this one (resources/help/images)
        QVERIFY(dock->grab().save(segstudio::test::binaryPath(QStringLiteral("/screenshots/training-panel-en.png"))));
}

// Closing saves the window's size and its docks' sizes; the next window
// opens as the user left it.
void TestFirstMinutes::windowGeometryAndDockSizesAreRemembered()
{
    int dockWidth = 0;
    QSize windowSize;
    {
        MainWindow first;
        first.setCloseConfirmation(false);
        first.resize(1300, 760);
        first.show();
        QVERIFY(QTest::qWaitForWindowExposed(&first));
        QDockWidget* dock = first.training()->panelDock();
        first.resizeDocks({dock}, {dock->width() + 90}, Qt::Horizontal);
        QApplication::processEvents();
        dockWidth = dock->width();
        windowSize = first.size();
        QVERIFY(first.close());
    }
    MainWindow second;
    second.setCloseConfirmation(false);
    second.showOnScreen();  // as main() shows it: the saved geometry, kept on the screen
    QVERIFY(QTest::qWaitForWindowExposed(&second));
    QApplication::processEvents();
    QCOMPARE(second.size(), windowSize);
    QVERIFY2(std::abs(second.training()->panelDock()->width() - dockWidth) <= 2,
             qPrintable(QString("%1 px, saved %2").arg(second.training()->panelDock()->width()).arg(dockWidth)));
    second.close();
}

void TestFirstMinutes::gettingStartedPageWalksThroughEveryStep_data()
{
    // Per language: the page's title and the words of its six steps.
    QTest::addColumn<QString>("language");
    QTest::addColumn<QStringList>("steps");
    QTest::newRow("en") << "en" << QStringList{"Getting started", "Open the sample", "Start training", "Watch the dashboard", "Segment the current scan", "Review", "Save"};
    QTest::newRow("de") << "de" << QStringList{"Erste Schritte", "Beispiel öffnen", "Training starten", "Dashboard", "segmentieren", "Prüfen", "Speichern"};
    QTest::newRow("fr") << "fr" << QStringList{"Premiers pas", "Ouvrir l'exemple", "Lancer l'entraînement", "tableau de bord", "Segmenter", "Vérifier", "Enregistrer"};
    QTest::newRow("es") << "es" << QStringList{"Primeros pasos", "Abrir el ejemplo", "Iniciar el entrenamiento", "panel de control", "Segmentar", "Revisar", "Guardar"};
    QTest::newRow("zh_CN") << "zh_CN" << QStringList{"入门", "打开示例", "开始训练", "仪表板", "分割当前扫描", "检查", "保存"};
}

// Help > Getting started opens the page in the interface's language, with
// every step and every screenshot loaded.
void TestFirstMinutes::gettingStartedPageWalksThroughEveryStep()
{
    QFETCH(QString, language);
    QFETCH(QStringList, steps);
    m_window->languages().setLanguage(language);
    QApplication::processEvents();
    auto* action = m_window->findChild<QAction*>("gettingStartedAction");
    QVERIFY(action);
    action->trigger();
    auto shownDialog = [this]() -> QDialog* {
        for (QDialog* d : m_window->findChildren<QDialog*>("gettingStarted"))
            if (d->isVisible())
                return d;
        return nullptr;
    };
    QDialog* dialog = nullptr;
    QTRY_VERIFY((dialog = shownDialog()) != nullptr);
    auto* page = dialog->findChild<QTextBrowser*>("gettingStartedPage");
    const QString text = page->toPlainText();
    for (const QString& step : steps)
        QVERIFY2(text.contains(step), qPrintable(language + ": no '" + step + "' in the page"));
    // Every image of the page loads (from the embedded resources).
    int images = 0;
    for (QTextBlock block = page->document()->begin(); block.isValid(); block = block.next())
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextImageFormat format = it.fragment().charFormat().toImageFormat();
            if (!format.isValid())
                continue;
            ++images;
            const QVariant image = page->document()->resource(QTextDocument::ImageResource, QUrl(format.name()));
            QVERIFY2(image.canConvert<QImage>() && !image.value<QImage>().isNull(), qPrintable(format.name()));
        }
    QCOMPARE(images, 3);
    QTest::qWait(100);
    QVERIFY(dialog->grab().save(segstudio::test::binaryPath(QStringLiteral("/screenshots/getting-started-")) + language + ".png"));
    dialog->close();
}

// Issue 34: a first start on a laptop screen is maximised to its available
// area; on a large screen the preferred size is centred; a geometry saved on
// a monitor since unplugged is moved and shrunk into the screen.
void TestFirstMinutes::windowIsPlacedInsideTheScreen()
{
    using segstudio::app::placeWindow;
    const QSize preferred = MainWindow::kPreferredSize;
    const QRect laptop(0, 0, 1366, 740);  // 1366x768 less a 28-pixel panel
    const auto first = placeWindow(laptop, preferred, std::nullopt);
    QVERIFY(first.maximized);
    QCOMPARE(first.geometry, laptop);
    const QRect large(0, 0, 2560, 1400);
    const auto roomy = placeWindow(large, preferred, std::nullopt);
    QVERIFY(!roomy.maximized);
    QCOMPARE(roomy.geometry.size(), preferred);
    QCOMPARE(roomy.geometry.center(), large.center());
    const auto unplugged = placeWindow(laptop, preferred, QRect(2200, 300, 1600, 1000));  // was on a second monitor
    QVERIFY(laptop.contains(unplugged.geometry));
    QCOMPARE(unplugged.geometry.size(), laptop.size());
    const QRect kept(100, 50, 1000, 600);
    QCOMPARE(placeWindow(laptop, preferred, kept).geometry, kept);  // already inside: unchanged
    const auto offLeft = placeWindow(QRect(1920, 0, 1280, 700), preferred, QRect(0, 0, 800, 600));
    QCOMPARE(offLeft.geometry, QRect(1920, 0, 800, 600));  // a second screen to the right
}

int main(int argc, char** argv)
{
    widgets::VtkRenderWidget::configureDefaultSurfaceFormat();
    QApplication app(argc, argv);
    TestFirstMinutes test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_firstminutes.moc"
