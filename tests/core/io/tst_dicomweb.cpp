// DICOMweb without a server: the multipart reader WADO-RS answers go
// through (every split of the bytes gives the same parts), the DICOM JSON
// values QIDO-RS answers hold, and the checks on DICOMweb addresses and
// node settings. tests/app/pacs_dicomweb.py talks to a real server.
#include <QtTest>

#include <cstdio>
#include <random>

#include "common/Errors.h"
#include "io/pacs/DicomWeb.h"
#include "io/pacs/MultipartStream.h"
#include "io/pacs/PacsClient.h"

using namespace segstudio;
using namespace segstudio::io::pacs;

namespace {

struct Part {
    std::map<std::string, std::string> headers;
    std::string body;
    bool ended = false;
};

class CollectParts : public PartSink {
public:
    std::vector<Part> parts;
    void beginPart(const std::map<std::string, std::string>& headers) override { parts.push_back({headers, {}, false}); }
    void partData(const char* data, std::size_t size) override
    {
        QVERIFY(!parts.back().ended);
        parts.back().body.append(data, size);
    }
    void endPart() override { parts.back().ended = true; }
};

// Part bodies that nearly hold a delimiter (RFC 2046: never a whole one), CR LF
// pairs and binary zeros.
const std::string kBoundary = "b0und4ry";
std::vector<std::string> sampleBodies()
{
    std::string binary(3000, '\0');
    for (std::size_t i = 0; i < binary.size(); ++i)
        binary[i] = static_cast<char>((i * 37) % 256);
    return {binary, "\r\n--b0und4r", "line\r\n-- b0und4ry is not a delimiter\r\n", "", std::string(100000, 'x')};
}

std::string multipartOf(const std::vector<std::string>& bodies, bool withHeaders = true)
{
    std::string text = "preamble to ignore\r\n";
    for (const std::string& body : bodies) {
        text += "--" + kBoundary + "  \r\n";  // transport padding before the line break
        if (withHeaders)
            text += "Content-Type: application/dicom\r\nContent-Length: " + std::to_string(body.size()) + "\r\n";
        text += "\r\n" + body + "\r\n";
    }
    return text + "--" + kBoundary + "--\r\nepilogue to ignore";
}

void feedInChunks(MultipartStream& stream, const std::string& text, std::mt19937& random, std::size_t largest)
{
    std::size_t at = 0;
    while (at < text.size()) {
        const std::size_t size = std::min(text.size() - at, std::size_t(1) + random() % largest);
        stream.feed(text.data() + at, size);
        at += size;
    }
}

}  // namespace

class TestDicomWeb : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void everySplitGivesTheSameParts()
    {
        const std::vector<std::string> bodies = sampleBodies();
        const std::string text = multipartOf(bodies);
        std::mt19937 random(7);
        for (std::size_t largest : {std::size_t(1), std::size_t(2), std::size_t(13), std::size_t(4096), text.size()}) {
            CollectParts sink;
            MultipartStream stream(kBoundary, sink);
            feedInChunks(stream, text, random, largest);
            stream.finish();
            QVERIFY(stream.complete());
            QCOMPARE(stream.partCount(), static_cast<int>(bodies.size()));
            QCOMPARE(sink.parts.size(), bodies.size());
            for (std::size_t p = 0; p < bodies.size(); ++p) {
                QVERIFY2(sink.parts[p].body == bodies[p], qPrintable(QString("part %1, chunks up to %2 bytes").arg(p).arg(largest)));
                QVERIFY(sink.parts[p].ended);
                QCOMPARE(QString::fromStdString(sink.parts[p].headers.at("content-type")), QString("application/dicom"));
            }
        }
    }

    void partsWithoutHeaders()
    {
        CollectParts sink;
        MultipartStream stream(kBoundary, sink);
        const std::string text = multipartOf({"one", "two"}, false);
        stream.feed(text.data(), text.size());
        stream.finish();
        QCOMPARE(sink.parts.size(), std::size_t(2));
        QCOMPARE(QString::fromStdString(sink.parts[1].body), QString("two"));
        QVERIFY(sink.parts[0].headers.empty());
    }

    void aCutShortBodyIsAnError()
    {
        const std::string text = multipartOf(sampleBodies());
        for (std::size_t cut : {std::size_t(10), std::size_t(200), text.size() / 2, text.size() - 30}) {
            CollectParts sink;
            MultipartStream stream(kBoundary, sink);
            stream.feed(text.data(), cut);
            QVERIFY(!stream.complete());
            QVERIFY_THROWS_EXCEPTION(std::runtime_error, stream.finish());
        }
        CollectParts sink;
        MultipartStream stream(kBoundary, sink);
        const std::string endless = "--" + kBoundary + "\r\n" + std::string(70000, 'h');  // headers never end
        QVERIFY_THROWS_EXCEPTION(std::runtime_error, stream.feed(endless.data(), endless.size()));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, MultipartStream(std::string(71, 'b'), sink));
    }

    void boundaryFromContentType()
    {
        QCOMPARE(QString::fromStdString(MultipartStream::boundaryOf(
                     "multipart/related; type=\"application/dicom\"; boundary=\"abc def\"")),
                 QString("abc def"));
        QCOMPARE(QString::fromStdString(MultipartStream::boundaryOf("multipart/related;boundary=xyz;type=x")), QString("xyz"));
        QCOMPARE(QString::fromStdString(MultipartStream::boundaryOf("Multipart/Related; Boundary = Q1")), QString("Q1"));
        QVERIFY(MultipartStream::boundaryOf("multipart/related; type=\"application/dicom\"").empty());
        QVERIFY(MultipartStream::boundaryOf("multipart/related; xboundary=no").empty());
    }

    void dicomJsonValues()
    {
        const auto dataset = nlohmann::json::parse(R"({
            "00100010": {"vr": "PN", "Value": [{"Alphabetic": "Doe^Jane"}]},
            "00080061": {"vr": "CS", "Value": ["CT", "SEG"]},
            "00201208": {"vr": "IS", "Value": [12]},
            "00201209": {"vr": "IS", "Value": ["7"]},
            "00081030": {"vr": "LO"}
        })");
        using detail::dicomJsonText;
        QCOMPARE(QString::fromStdString(dicomJsonText(dataset, "00100010")), QString("Doe^Jane"));
        QCOMPARE(QString::fromStdString(dicomJsonText(dataset, "00080061")), QString("CT\\SEG"));
        QCOMPARE(QString::fromStdString(dicomJsonText(dataset, "00201208")), QString("12"));
        QCOMPARE(QString::fromStdString(dicomJsonText(dataset, "00201209")), QString("7"));
        QVERIFY(dicomJsonText(dataset, "00081030").empty());
        QVERIFY(dicomJsonText(dataset, "0020000D").empty());
        QVERIFY(dicomJsonText(nlohmann::json::array(), "0020000D").empty());
    }

    void dicomWebAddresses()
    {
        const PacsNode node = parsePacsNode("https://pacs.example.org:8443/dicom-web/");
        QVERIFY(node.isDicomWeb());
        QCOMPARE(QString::fromStdString(node.address()), QString("https://pacs.example.org:8443/dicom-web"));
        QVERIFY(parsePacsNode("http://127.0.0.1:8042/dicom-web").isDicomWeb());
        QVERIFY(detail::isLoopbackUrl("http://localhost:8042/dicom-web"));
        QVERIFY(detail::isLoopbackUrl("http://[::1]:8042/dicom-web"));
        QVERIFY(!detail::isLoopbackUrl("http://pacs.example.org/dicom-web"));
        QVERIFY(!detail::isLoopbackUrl("http://127.attacker.example/dicom-web"));  // a name, not an address
        QVERIFY(detail::isLoopbackUrl("http://127.0.0.2:8042/dicom-web"));
        // The scheme in any case, kept in lower case; https decided from it.
        const PacsNode upper = parsePacsNode("HTTPS://pacs.example.org/dicom-web");
        QCOMPARE(QString::fromStdString(upper.address()), QString("https://pacs.example.org/dicom-web"));
        QVERIFY(detail::isHttpsUrl(upper.dicomwebUrl));
        const std::pair<const char*, const char*> refused[] = {
            {"ftp://pacs.example.org/dicom-web", "https://"},
            {"https://user:secret@pacs.example.org/dicom-web", "credentials file"},
            {"https://user:se@cr/et@pacs.example.org/dicom-web", "credentials file"},
            {"https://pacs.example.org/dicom-web?x=1", "query"},
            {"https://", ""},
            {"pacs.example.org/dicom-web", "AE@host:port"},
        };
        for (const auto& [text, reason] : refused) {
            try {
                parsePacsNode(text, "--node");
                QFAIL(text);
            } catch (const ValidationError& error) {
                const QString message = QString::fromUtf8(error.what());
                QVERIFY2(message.contains(reason) && message.contains("--node"), qPrintable(message));
                QVERIFY2(!message.contains("secret"), qPrintable(message));
            }
        }
    }

    void dicomWebNodeSettings()
    {
        PacsNode node = parsePacsNode("http://pacs.example.org/dicom-web");
        QVERIFY(problemWithNode(node).empty());
        node.storePort = 11112;
        QVERIFY(QString::fromStdString(problemWithNode(node)).contains("WADO-RS"));
        node.storePort = 0;
        node.tls.enabled = true;
        node.tls.trustedCertificates = "ca.pem";
        QVERIFY(QString::fromStdString(problemWithNode(node)).contains("https://"));
        node.tls = {};
        const QString credentials = QDir(QDir::tempPath()).filePath("segstudio-tst-dicomweb-credentials.txt");
        {
            QFile file(credentials);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("user:password\n");
        }
        node.credentialsFile = credentials.toStdString();
        QVERIFY(QString::fromStdString(problemWithNode(node)).contains("https only"));
        PacsNode upper = parsePacsNode("HTTP://pacs.example.org/dicom-web");  // no way around "https only"
        upper.credentialsFile = node.credentialsFile;
        QVERIFY(QString::fromStdString(problemWithNode(upper)).contains("https only"));
        PacsNode unchecked;  // set in code, not through parsePacsNode: checked all the same
        unchecked.dicomwebUrl = "https://user:pw@pacs.example.org/dicom-web";
        QVERIFY(QString::fromStdString(problemWithNode(unchecked)).contains("credentials file"));
        node.dicomwebUrl = "http://localhost:8042/dicom-web";
        QVERIFY(problemWithNode(node).empty());
        node.dicomwebUrl = "https://pacs.example.org/dicom-web";
        QVERIFY(problemWithNode(node).empty());
        node.credentialsFile = "/nonexistent/credentials";
        QVERIFY(QString::fromStdString(problemWithNode(node)).contains("cannot read"));
        PacsNode dimse = parsePacsNode("ORTHANC@pacs.example.org:4242");
        dimse.credentialsFile = credentials.toStdString();
        QVERIFY(QString::fromStdString(problemWithNode(dimse)).contains("DICOMweb"));
        QFile::remove(credentials);
    }
};

QTEST_GUILESS_MAIN(TestDicomWeb)
#include "tst_dicomweb.moc"
