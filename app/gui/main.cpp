// segstudio: the workbench. Usage:
//   segstudio [scan] [--label labelmap] [--dataset folder] [--language code]
//             [--channels auto|single|dataset]
//             [--screenshot file.png]   (save the window once everything is shown, then quit)
#include <QApplication>
#include <QCommandLineParser>
#include <QTimer>

#include <cstdio>

#include "MainWindow.h"
#include "QuitSignals.h"
#include "common/system/HugePages.h"
#include "widgets/views/VolumeView.h"
#include "widgets/views/VtkRenderWidget.h"

using segstudio::app::MainWindow;

int main(int argc, char** argv)
{
    segstudio::restartWithHugePageMalloc(argv);  // before any thread: scans and textures fault in 2 MiB pages
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
    const QCommandLineOption channels(
        "channels",
        QApplication::translate("main", "Channel files to open with the scan: auto (every <case>_XXXX file beside it), "
                                        "single (the file alone), dataset (auto inside a dataset folder; the default)"),
        "mode", "dataset");
    parser.addOptions({label, dataset, language, channels, screenshot});
    parser.process(application);
    using segstudio::widgets::ChannelFiles;
    const QString channelMode = parser.value(channels);
    if (channelMode != "auto" && channelMode != "single" && channelMode != "dataset") {
        std::fprintf(stderr, "segstudio: --channels: expected auto, single or dataset, got \"%s\"\n", qPrintable(channelMode));
        return 2;
    }
    const ChannelFiles channelFiles = channelMode == "auto"     ? ChannelFiles::AllOfCase
                                      : channelMode == "single" ? ChannelFiles::Single
                                                                : ChannelFiles::AllInDataset;

    MainWindow window;
    segstudio::app::QuitSignals quitSignals;
    QObject::connect(&quitSignals, &segstudio::app::QuitSignals::requested, &window, &MainWindow::quitForSignal);
    if (parser.isSet(language))
        window.languages().setLanguage(parser.value(language));
    else
        window.languages().applySavedLanguage();
    window.showOnScreen();
    if (parser.isSet(dataset))
        window.openDataset(parser.value(dataset));
    if (!parser.positionalArguments().isEmpty())
        window.openScan(parser.positionalArguments().front(), channelFiles);
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
