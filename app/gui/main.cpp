// segstudio: the workbench. Usage:
//   segstudio [scan] [--label labelmap] [--dataset folder] [--language code]
//             [--screenshot file.png]   (save the window once everything is shown, then quit)
#include <QApplication>
#include <QCommandLineParser>
#include <QTimer>

#include "MainWindow.h"
#include "widgets/VolumeView.h"
#include "widgets/VtkRenderWidget.h"

using segstudio::app::MainWindow;

int main(int argc, char** argv)
{
    segstudio::widgets::VtkRenderWidget::configureDefaultSurfaceFormat();
    QApplication application(argc, argv);
    QApplication::setOrganizationName("SegStudio");
    QApplication::setApplicationName("SegStudio");
    QApplication::setApplicationVersion(SEGSTUDIO_VERSION);

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "SegStudio segmentation workbench"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument("scan", QApplication::translate("main", "Scan to open"), "[scan]");
    const QCommandLineOption label("label", QApplication::translate("main", "Label map to show over the scan"), "file");
    const QCommandLineOption dataset("dataset", QApplication::translate("main", "Dataset folder to browse"), "folder");
    const QCommandLineOption language("language", QApplication::translate("main", "Interface language (en, de, fr, es, zh_CN)"), "code");
    const QCommandLineOption screenshot("screenshot", QApplication::translate("main", "Save a screenshot once loaded, then quit"), "file");
    parser.addOptions({label, dataset, language, screenshot});
    parser.process(application);

    MainWindow window;
    if (parser.isSet(language))
        window.languages().setLanguage(parser.value(language));
    else
        window.languages().applySavedLanguage();
    window.resize(1400, 900);
    window.show();
    if (parser.isSet(dataset))
        window.openDataset(parser.value(dataset));
    if (!parser.positionalArguments().isEmpty())
        window.openScan(parser.positionalArguments().front());
    if (parser.isSet(label))
        window.openLabelMap(parser.value(label));
    if (parser.isSet(screenshot)) {
        const QString file = parser.value(screenshot);
        auto* poll = new QTimer(&window);
        QObject::connect(poll, &QTimer::timeout, &window, [&window, poll, file] {
            if (window.isLoading() || !window.views()->volumeView()->surfacesReady())
                return;
            poll->stop();
            QTimer::singleShot(500, &window, [&window, file] {
                window.grab().save(file);
                QApplication::quit();
            });
        });
        poll->start(200);
    }
    return application.exec();
}
