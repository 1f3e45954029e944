// The PACS dock against a real PACS: Orthanc, started by this test on
// loopback with a temporary configuration and storage (skipped when Orthanc
// is not installed). The sample scan goes to Orthanc as a DICOM series; the
// dock finds its study, lists its series, retrieves and opens it; the label
// map goes back as a DICOM SEG, which Orthanc then lists; the same study is
// found, listed and retrieved again through Orthanc's DICOMweb plugin; a
// wrong node and a refused connection are reported in the dock. Nodes come from Preferences
// (PACS Nodes), which refuses a node that does not check (its TLS files
// too). Saves
// build/screenshots/pacs-dock.png and preferences-pacs-nodes.png.
#include <QtTest>
#include <QDir>

#include <QComboBox>
#include <QDockWidget>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QProcess>
#include <QSettings>
#include <QTableWidget>
#include <QTcpServer>
#include <QTemporaryDir>

#include "MainWindow.h"
#include "Workbench.h"
#include "pacs/PacsNodes.h"
#include "pacs/PacsNodesPage.h"
#include "pacs/PacsWorkspace.h"
#include "TestData.h"
#include "application/pacs/PacsExchange.h"
#include "io/ScanIO.h"
#include "widgets/PreferencesDialog.h"

using namespace segstudio;
using segstudio::app::MainWindow;

namespace {

const QString kOrthanc = "/usr/sbin/Orthanc";
const QString kDicomWebPlugin = "/usr/share/orthanc/plugins/libOrthancDicomWeb.so";
const QString kCase = "hippocampus_001";

quint16 freePort()
{
    QTcpServer server;
    server.listen(QHostAddress::LocalHost, 0);
    return server.serverPort();
}

}  // namespace

class TestPacsDock : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void nodesAreConfiguredInPreferences();
    void findsRetrievesOpensAndSendsBack();
    void findsAndRetrievesOverDicomWeb();
    void aWrongNodeIsReportedInTheDock();
    void cleanupTestCase();

private:
    QTemporaryDir m_dir;
    QProcess m_orthanc;
    quint16 m_dicomPort = 0;
    quint16 m_httpPort = 0;
    std::unique_ptr<MainWindow> m_window;
    QString node() const { return QString("ORTHANC@127.0.0.1:%1").arg(m_dicomPort); }
    // Configures `address` as the only node, as Preferences would, and chooses it in the dock.
    void useOnlyNode(const QString& address)
    {
        app::savePacsNodes({{"Test PACS", address, "SEGSTUDIO"}});
        m_window->pacs()->reloadNodes();
        QCOMPARE(m_window->pacs()->dock()->findChild<QComboBox*>("pacsNode")->currentText(), QString("Test PACS"));
    }
};

void TestPacsDock::initTestCase()
{
    if (!QFileInfo::exists(kOrthanc))
        QSKIP("Orthanc is not installed (apt-get install orthanc)");
    QVERIFY2(QFileInfo::exists(kDicomWebPlugin), "install orthanc-dicomweb (scripts/setup does)");
    m_dicomPort = freePort();
    const quint16 httpPort = m_httpPort = freePort();
    QJsonObject config{{"Name", "SegStudioDockTest"}, {"StorageDirectory", m_dir.filePath("storage")},
                       {"IndexDirectory", m_dir.filePath("index")}, {"HttpServerEnabled", true},
                       {"HttpPort", httpPort}, {"RemoteAccessAllowed", false}, {"DicomServerEnabled", true},
                       {"DicomAet", "ORTHANC"}, {"DicomPort", m_dicomPort}, {"DicomAlwaysAllowEcho", true},
                       {"DicomAlwaysAllowStore", true}, {"DicomAlwaysAllowFind", true},
                       {"DicomAlwaysAllowGet", true}, {"DicomCheckModalityHost", false},
                       {"Plugins", QJsonArray{kDicomWebPlugin}},
                       {"DicomWeb", QJsonObject{{"Enable", true}, {"Root", "/dicom-web/"}}}};
    QFile file(m_dir.filePath("orthanc.json"));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QJsonDocument(config).toJson());
    file.close();
    m_orthanc.setProcessChannelMode(QProcess::MergedChannels);
    m_orthanc.setStandardOutputFile(m_dir.filePath("orthanc.log"));
    m_orthanc.start(kOrthanc, {file.fileName()});
    QVERIFY(m_orthanc.waitForStarted());
    io::pacs::PacsNode pacs = io::pacs::parsePacsNode(node().toStdString());
    pacs.timeoutSeconds = 5;
    QTRY_VERIFY_WITH_TIMEOUT(
        [&] {
            try {
                io::pacs::echo(pacs);
                return true;
            } catch (const std::exception&) {
                return false;
            }
        }(),
        60000);

    // The sample scan as an MR series, in Orthanc before the dock looks.
    const QString series = m_dir.filePath("upload");
    QDir().mkpath(series);
    const QString image = test::sampleDatasetRoot() + "/imagesTr/" + kCase + ".nii.gz";
    io::writeDicomSeries(test::toStd(series), io::readScan(test::toStd(image)).convertedTo(ScalarType::Int16),
                         "dock test series", io::DicomModality::MR);
    QVERIFY(application::sendToPacs(pacs, {test::toStd(series)}) > 0);

    QCoreApplication::setOrganizationName("SegStudioTests");
    QCoreApplication::setApplicationName("tst_pacsdock");
    QStandardPaths::setTestModeEnabled(true);
    QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + "/pacs").removeRecursively();
    m_window = test::openWorkbench({{1400, 900}, false, true});
    QVERIFY(m_window);
}

// Preferences > PACS Nodes: a node without a port, a nameless one, two of
// one name and a C-MOVE port out of range are refused with the reason, and
// nothing is saved; valid
// rows are saved and the dock lists them. An older single node migrates.
void TestPacsDock::nodesAreConfiguredInPreferences()
{
    QSettings().remove("pacs");
    QSettings().setValue("pacs/node", node());  // what an older version remembered
    QCOMPARE(app::loadPacsNodes().size(), 1);
    QCOMPARE(app::loadPacsNodes().first().address, node());
    QSettings().remove("pacs");

    app::PacsNodesPage page;
    page.resize(700, 320);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    QTableWidget* table = page.table();
    const auto setRow = [table](int row, const QString& name, const QString& address, const QString& callingAe) {
        table->item(row, 0)->setText(name);
        table->item(row, 1)->setText(address);
        table->item(row, 2)->setText(callingAe);
    };
    page.addNode();
    setRow(0, "Hospital PACS", "ORTHANC@127.0.0.1", "SEGSTUDIO");
    QVERIFY(!page.apply());
    auto* problem = page.findChild<QLabel*>("pacsNodeProblem");
    QVERIFY2(problem->isVisible() && problem->text().contains("AE@host:port"), qPrintable(problem->text()));
    QVERIFY(app::loadPacsNodes().isEmpty());
    setRow(0, "Hospital PACS", node(), "SEG\\STUDIO");
    QVERIFY(!page.apply());
    QVERIFY2(problem->text().contains("our AE title"), qPrintable(problem->text()));
    setRow(0, "Hospital PACS", node(), "SEGSTUDIO");
    page.addNode();
    setRow(1, "Hospital PACS", "RESEARCH@10.0.0.7:11112", "SEGSTUDIO");
    QVERIFY(!page.apply());
    QVERIFY2(problem->text().contains("names must differ"), qPrintable(problem->text()));
    QCOMPARE(table->currentRow(), 1);
    setRow(1, "Research archive", "RESEARCH@10.0.0.7:11112", "SEGLAB");
    table->item(1, 3)->setText("70000");  // the C-MOVE port
    QVERIFY(!page.apply());
    QVERIFY2(problem->text().contains("C-MOVE port"), qPrintable(problem->text()));
    table->item(1, 3)->setText("11113");
    QVERIFY(page.apply());
    QVERIFY(!problem->isVisible());
    const QList<app::ConfiguredPacsNode> saved = app::loadPacsNodes();
    QCOMPARE(saved.size(), 2);
    QCOMPARE(saved[1].callingAeTitle, QString("SEGLAB"));
    QCOMPARE(app::toPacsNode(saved[0]).storePort, 0);      // C-GET
    QCOMPARE(app::toPacsNode(saved[1]).storePort, 11113);  // C-MOVE to SEGLAB on port 11113
    QVERIFY(!app::toPacsNode(saved[0]).tls.enabled);

    // DICOM TLS for the selected node: its files are checked, then saved.
    QTemporaryDir pem;
    const auto writeFile = [&pem](const QString& name, const QByteArray& content) {
        QFile file(pem.filePath(name));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(content);
    };
    writeFile("ca.crt", "-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n");
    writeFile("notes.txt", "not a certificate\n");
    table->setCurrentCell(0, 0);
    auto* trusted = page.findChild<QLineEdit*>("pacsTlsTrusted");
    auto* own = page.findChild<QLineEdit*>("pacsTlsCertificate");
    QVERIFY(trusted && own && trusted->isEnabled() && trusted->text().isEmpty());
    trusted->setText(pem.filePath("notes.txt"));
    QVERIFY(!page.apply());
    QVERIFY2(problem->text().contains("no PEM block"), qPrintable(problem->text()));
    trusted->setText(pem.filePath("ca.crt"));
    own->setText(pem.filePath("ca.crt"));
    QVERIFY(!page.apply());
    QVERIFY2(problem->text().contains("private key"), qPrintable(problem->text()));
    own->clear();
    table->setCurrentCell(1, 0);  // the fields follow the selected row
    QVERIFY(trusted->text().isEmpty());
    table->setCurrentCell(0, 0);
    QCOMPARE(trusted->text(), pem.filePath("ca.crt"));
    table->item(0, 3)->setText("11114");  // TLS retrieves with C-GET only
    QVERIFY(!page.apply());
    QVERIFY2(problem->text().contains("C-GET only"), qPrintable(problem->text()));
    table->item(0, 3)->setText("");
    QVERIFY(page.apply());
    const io::pacs::PacsNode secure = app::toPacsNode(app::loadPacsNodes()[0]);
    QVERIFY(secure.tls.enabled);
    QCOMPARE(QString::fromStdString(secure.tls.trustedCertificates), pem.filePath("ca.crt"));
    QVERIFY(!app::toPacsNode(app::loadPacsNodes()[1]).tls.enabled);
    // A DICOMweb node: its URL in the address column, a credentials file
    // only over https (or to this computer), and never for AE@host:port.
    writeFile("credentials.txt", "radiology:password\n");
    auto* credentials = page.findChild<QLineEdit*>("pacsCredentials");
    QVERIFY(credentials);
    credentials->setText(pem.filePath("credentials.txt"));
    QVERIFY(!page.apply());
    QVERIFY2(problem->text().contains("DICOMweb"), qPrintable(problem->text()));
    credentials->clear();
    page.addNode();
    setRow(2, "Web archive", "http://archive.example.org/dicom-web", "SEGSTUDIO");
    credentials->setText(pem.filePath("credentials.txt"));
    QVERIFY(!page.apply());
    QVERIFY2(problem->text().contains("https only"), qPrintable(problem->text()));
    table->item(2, 1)->setText("https://archive.example.org/dicom-web/");
    QVERIFY(page.apply());
    const io::pacs::PacsNode web = app::toPacsNode(app::loadPacsNodes()[2]);
    QCOMPARE(QString::fromStdString(web.address()), QString("https://archive.example.org/dicom-web"));
    QCOMPARE(QString::fromStdString(web.credentialsFile), pem.filePath("credentials.txt"));
    const QString screenshots = segstudio::test::binaryPath(QStringLiteral("/screenshots"));
    QDir().mkpath(screenshots);
    QVERIFY(page.grab().toImage().save(screenshots + "/preferences-pacs-nodes.png"));
    table->removeRow(2);
    table->setCurrentCell(0, 0);
    trusted->clear();  // the dock below talks to the plain Orthanc
    QVERIFY(page.apply());

    m_window->pacs()->reloadNodes();
    auto* chooser = m_window->pacs()->dock()->findChild<QComboBox*>("pacsNode");
    QCOMPARE(chooser->count(), 2);
    QCOMPARE(chooser->itemText(1), QString("Research archive"));

    // In the Preferences dialog, as Nodes... opens it: OK with a row that
    // does not check keeps the dialog open on that page.
    widgets::PreferencesDialog dialog(m_window->languages(), m_window.get());
    auto* inDialog = new app::PacsNodesPage(&dialog);
    dialog.addPage(inDialog, "PACS Nodes", [inDialog] { return inDialog->apply(); });
    dialog.showPage(inDialog);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QCOMPARE(inDialog->table()->rowCount(), 2);
    inDialog->addNode();
    static_cast<QDialog&>(dialog).accept();
    QVERIFY(dialog.isVisible());
    QVERIFY(inDialog->isVisible());
    QVERIFY(dialog.grab().toImage().save(screenshots + "/preferences-dialog.png"));
    inDialog->table()->removeRow(2);
    static_cast<QDialog&>(dialog).accept();
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    QCOMPARE(app::loadPacsNodes().size(), 2);
}

void TestPacsDock::findsRetrievesOpensAndSendsBack()
{
    app::PacsWorkspace* pacs = m_window->pacs();
    pacs->dock()->show();
    pacs->dock()->raise();
    useOnlyNode(node());
    QSignalSpy found(pacs, &app::PacsWorkspace::studiesFound);
    QSignalSpy failed(pacs, &app::PacsWorkspace::operationFailed);
    QVERIFY(pacs->findStudies());
    QVERIFY(!pacs->findStudies());  // one operation at a time
    QTRY_VERIFY_WITH_TIMEOUT(!found.isEmpty() || !failed.isEmpty(), 30000);
    QVERIFY2(failed.isEmpty(), qPrintable(failed.value(0).value(0).toString()));
    QCOMPARE(found.first().first().toInt(), 1);
    QCOMPARE(pacs->studyTable()->rowCount(), 1);

    QSignalSpy listed(pacs, &app::PacsWorkspace::seriesFound);
    pacs->studyTable()->selectRow(0);
    QTRY_VERIFY_WITH_TIMEOUT(!listed.isEmpty() || !failed.isEmpty(), 30000);
    QVERIFY2(failed.isEmpty(), qPrintable(failed.value(0).value(0).toString()));
    QCOMPARE(pacs->seriesTable()->rowCount(), 1);
    QCOMPARE(pacs->seriesTable()->item(0, 1)->text(), QString("MR"));

    QSignalSpy retrieved(pacs, &app::PacsWorkspace::seriesRetrieved);
    QVERIFY(pacs->retrieveSelectedSeries());
    QTRY_VERIFY_WITH_TIMEOUT(!retrieved.isEmpty() || !failed.isEmpty(), 60000);
    QVERIFY2(failed.isEmpty(), qPrintable(failed.value(0).value(0).toString()));
    const QString folder = retrieved.first().first().toString();
    const QFileInfo target(folder);
    QVERIFY(QDir(target.absolutePath()).entryList({target.fileName() + ".partial*"}, QDir::AllEntries | QDir::Hidden).isEmpty());
    QTRY_VERIFY_WITH_TIMEOUT(!m_window->isLoading() && m_window->scene().image() &&
                                 m_window->scene().image()->path == folder, 30000);
    const Volume original = io::readScan(test::toStd(test::sampleDatasetRoot() + "/imagesTr/" + kCase + ".nii.gz"));
    QCOMPARE(m_window->scene().image()->data->volume.voxelCount(), original.voxelCount());

    const QString screenshots = segstudio::test::binaryPath(QStringLiteral("/screenshots"));
    QDir().mkpath(screenshots);
    QVERIFY(m_window->grab().toImage().save(screenshots + "/pacs-dock.png"));

    // The sample's label map, sent back as a DICOM SEG on the retrieved series.
    m_window->openLabelMap(test::sampleDatasetRoot() + "/labelsTr/" + kCase + ".nii.gz");
    QTRY_VERIFY_WITH_TIMEOUT(!m_window->isLoading() && m_window->scene().labelLayers().size() == 1, 20000);
    QSignalSpy sent(pacs, &app::PacsWorkspace::labelMapSent);
    QVERIFY2(pacs->sendLabelMap(0), qPrintable(m_window->lastError()));
    QTRY_VERIFY_WITH_TIMEOUT(!sent.isEmpty() || !failed.isEmpty(), 30000);
    QVERIFY2(failed.isEmpty(), qPrintable(failed.value(0).value(0).toString()));
    QCOMPARE(sent.first().first().toInt(), 1);
    io::pacs::PacsNode orthanc = io::pacs::parsePacsNode(node().toStdString());
    const auto studies = io::pacs::findStudies(orthanc, {});
    QCOMPARE(studies.size(), std::size_t(1));
    QCOMPARE(io::pacs::findSeries(orthanc, studies[0].studyInstanceUid, "SEG").size(), std::size_t(1));

    // The whole study: the SEG arrives beside the MR series (kept from
    // above), and the MR series opens again.
    listed.clear();
    pacs->studyTable()->clearSelection();
    pacs->studyTable()->selectRow(0);
    QTRY_VERIFY_WITH_TIMEOUT(!listed.isEmpty() || !failed.isEmpty(), 30000);
    QCOMPARE(pacs->seriesTable()->rowCount(), 2);
    retrieved.clear();
    const QString sample = test::sampleDatasetRoot() + "/imagesTr/" + kCase + ".nii.gz";
    m_window->openScan(sample);
    QTRY_VERIFY_WITH_TIMEOUT(!m_window->isLoading() && m_window->scene().image() &&
                                 m_window->scene().image()->path == sample, 30000);
    QVERIFY(pacs->retrieveSelectedStudy());
    QTRY_VERIFY_WITH_TIMEOUT(!retrieved.isEmpty() || !failed.isEmpty(), 60000);
    QVERIFY2(failed.isEmpty(), qPrintable(failed.value(0).value(0).toString()));
    QCOMPARE(retrieved.first().first().toString(), folder);  // the MR series, the study's image series
    const QStringList local = QDir(QFileInfo(folder).absolutePath()).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    QCOMPARE(local.size(), 2);
    QVERIFY2(local.filter(" SEG ").size() == 1, qPrintable(local.join(", ")));
    QTRY_VERIFY_WITH_TIMEOUT(!m_window->isLoading() && m_window->scene().image() &&
                                 m_window->scene().image()->path == folder, 30000);
}

void TestPacsDock::findsAndRetrievesOverDicomWeb()
{
    // The same Orthanc through its DICOMweb plugin: the study (MR and SEG
    // from above) is found, listed and its MR series retrieved and opened.
    app::PacsWorkspace* pacs = m_window->pacs();
    const QString url = QString("http://127.0.0.1:%1/dicom-web").arg(m_httpPort);
    useOnlyNode(url);
    QSignalSpy found(pacs, &app::PacsWorkspace::studiesFound);
    QSignalSpy listed(pacs, &app::PacsWorkspace::seriesFound);
    QSignalSpy failed(pacs, &app::PacsWorkspace::operationFailed);
    QVERIFY(pacs->findStudies());
    QTRY_VERIFY_WITH_TIMEOUT(!found.isEmpty() || !failed.isEmpty(), 30000);
    QVERIFY2(failed.isEmpty(), qPrintable(failed.value(0).value(0).toString()));
    QCOMPARE(pacs->studyTable()->rowCount(), 1);
    pacs->studyTable()->clearSelection();
    pacs->studyTable()->selectRow(0);
    QTRY_VERIFY_WITH_TIMEOUT(!listed.isEmpty() || !failed.isEmpty(), 30000);
    QVERIFY2(failed.isEmpty(), qPrintable(failed.value(0).value(0).toString()));
    QCOMPARE(pacs->seriesTable()->rowCount(), 2);
    int mr = -1;
    for (int row = 0; row < pacs->seriesTable()->rowCount(); ++row)
        if (pacs->seriesTable()->item(row, 1)->text() == "MR")
            mr = row;
    QVERIFY(mr >= 0);
    pacs->seriesTable()->selectRow(mr);
    QSignalSpy retrieved(pacs, &app::PacsWorkspace::seriesRetrieved);
    QVERIFY(pacs->retrieveSelectedSeries());
    QTRY_VERIFY_WITH_TIMEOUT(!retrieved.isEmpty() || !failed.isEmpty(), 60000);
    QVERIFY2(failed.isEmpty(), qPrintable(failed.value(0).value(0).toString()));
    const QString folder = retrieved.first().first().toString();
    QTRY_VERIFY_WITH_TIMEOUT(!m_window->isLoading() && m_window->scene().image() &&
                                 m_window->scene().image()->path == folder, 30000);
    const Volume original = io::readScan(test::toStd(test::sampleDatasetRoot() + "/imagesTr/" + kCase + ".nii.gz"));
    QCOMPARE(m_window->scene().image()->data->volume.voxelCount(), original.voxelCount());
}

void TestPacsDock::aWrongNodeIsReportedInTheDock()
{
    app::PacsWorkspace* pacs = m_window->pacs();
    QSignalSpy failed(pacs, &app::PacsWorkspace::operationFailed);
    useOnlyNode("ORTHANC@127.0.0.1");  // no port: a settings file edited by hand
    QVERIFY(!pacs->findStudies());
    QCOMPARE(failed.size(), 1);
    QVERIFY2(failed.first().first().toString().contains("AE@host:port"), qPrintable(failed.first().first().toString()));

    const QString closed = QString("NOBODY@127.0.0.1:%1").arg(freePort());
    useOnlyNode(closed);
    QVERIFY(pacs->findStudies());
    QTRY_VERIFY_WITH_TIMEOUT(failed.size() == 2, 60000);
    const QString message = failed.last().first().toString();
    QVERIFY2(message.contains(closed) && message.contains("C-FIND"), qPrintable(message));
    QCOMPARE(pacs->dock()->findChild<QLabel*>("pacsStatus")->text(), message);
    QVERIFY(!pacs->busy());
}

void TestPacsDock::cleanupTestCase()
{
    m_window.reset();
    if (m_orthanc.state() != QProcess::NotRunning) {
        m_orthanc.terminate();
        if (!m_orthanc.waitForFinished(20000))
            m_orthanc.kill();
    }
}

QTEST_MAIN(TestPacsDock)
#include "tst_pacsdock.moc"
