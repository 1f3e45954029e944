#include "pacs/PacsNodes.h"

#include <QCoreApplication>
#include <QSet>
#include <QSettings>

#include "common/Errors.h"

namespace segstudio::app {

namespace {
constexpr char kNodes[] = "pacs/nodes";
constexpr char kOlderNode[] = "pacs/node";
constexpr char kOlderCallingAe[] = "pacs/callingAe";
constexpr char kCurrent[] = "pacs/currentNode";

}  // namespace

QList<ConfiguredPacsNode> loadPacsNodes()
{
    QSettings settings;
    QList<ConfiguredPacsNode> nodes;
    const int count = settings.beginReadArray(kNodes);
    for (int i = 0; i < count; ++i) {
        settings.setArrayIndex(i);
        ConfiguredPacsNode node;
        node.name = settings.value("name").toString();
        node.address = settings.value("address").toString();
        node.callingAeTitle = settings.value("callingAe", node.callingAeTitle).toString();
        node.movePort = settings.value("movePort").toString();
        node.tlsTrustedCertificates = settings.value("tlsTrustedCertificates").toString();
        node.tlsCertificate = settings.value("tlsCertificate").toString();
        node.tlsKey = settings.value("tlsKey").toString();
        node.credentialsFile = settings.value("credentialsFile").toString();
        nodes.append(node);
    }
    settings.endArray();
    const QString older = settings.value(kOlderNode).toString().trimmed();
    if (nodes.isEmpty() && !older.isEmpty()) {
        ConfiguredPacsNode node;
        node.name = older.section('@', 0, 0);
        node.address = older;
        node.callingAeTitle = settings.value(kOlderCallingAe, node.callingAeTitle).toString();
        nodes.append(node);
        savePacsNodes(nodes);
    }
    return nodes;
}

void savePacsNodes(const QList<ConfiguredPacsNode>& nodes)
{
    QSettings settings;
    settings.remove(kNodes);
    settings.beginWriteArray(kNodes, static_cast<int>(nodes.size()));
    for (int i = 0; i < nodes.size(); ++i) {
        settings.setArrayIndex(i);
        settings.setValue("name", nodes[i].name);
        settings.setValue("address", nodes[i].address);
        settings.setValue("callingAe", nodes[i].callingAeTitle);
        settings.setValue("movePort", nodes[i].movePort);
        settings.setValue("tlsTrustedCertificates", nodes[i].tlsTrustedCertificates);
        settings.setValue("tlsCertificate", nodes[i].tlsCertificate);
        settings.setValue("tlsKey", nodes[i].tlsKey);
        settings.setValue("credentialsFile", nodes[i].credentialsFile);
    }
    settings.endArray();
    settings.remove(kOlderNode);
    settings.remove(kOlderCallingAe);
}

QString currentPacsNodeName() { return QSettings().value(kCurrent).toString(); }

void setCurrentPacsNodeName(const QString& name) { QSettings().setValue(kCurrent, name); }

io::pacs::PacsNode toPacsNode(const ConfiguredPacsNode& node)
{
    const std::string field = QCoreApplication::translate("PacsNodes", "PACS node \"%1\"").arg(node.name).toStdString();
    io::pacs::PacsNode pacs = io::pacs::parsePacsNode(node.address.trimmed().toStdString(), field);
    pacs.callingAeTitle = node.callingAeTitle.trimmed().toStdString();
    if (!io::pacs::isValidAeTitle(pacs.callingAeTitle))
        throw ValidationError("Invalid PACS node",
                              {{"", "", field, "our AE title \"" + pacs.callingAeTitle +
                                                   "\": it must be 1-16 printable ASCII characters"}});
    if (const QString port = node.movePort.trimmed(); !port.isEmpty()) {
        bool number = false;
        const int value = port.toInt(&number);
        if (!number || value < 1 || value > 65535)
            throw ValidationError("Invalid PACS node", {{"", "", field, "C-MOVE port \"" + port.toStdString() +
                                                                            "\": it must be 1-65535, or empty for C-GET"}});
        pacs.storePort = value;
    }
    pacs.tls.trustedCertificates = node.tlsTrustedCertificates.trimmed().toStdString();
    pacs.tls.certificate = node.tlsCertificate.trimmed().toStdString();
    pacs.tls.privateKey = node.tlsKey.trimmed().toStdString();
    pacs.tls.enabled = !pacs.tls.trustedCertificates.empty() || !pacs.tls.certificate.empty() || !pacs.tls.privateKey.empty();
    pacs.credentialsFile = node.credentialsFile.trimmed().toStdString();
    if (const std::string problem = io::pacs::problemWithNode(pacs); !problem.empty())
        throw ValidationError("Invalid PACS node", {{"", "", field, problem}});
    return pacs;
}

QString problemWithPacsNodes(const QList<ConfiguredPacsNode>& nodes)
{
    QSet<QString> names;
    for (const ConfiguredPacsNode& node : nodes) {
        if (node.name.trimmed().isEmpty())
            return QCoreApplication::translate("PacsNodes", "Every PACS node needs a name.");
        if (names.contains(node.name.trimmed()))
            return QCoreApplication::translate("PacsNodes", "Two PACS nodes are called \"%1\"; names must differ.").arg(node.name.trimmed());
        names.insert(node.name.trimmed());
        try {
            toPacsNode(node);
        } catch (const std::exception& error) {
            return QString::fromStdString(error.what());
        }
    }
    return {};
}

}  // namespace segstudio::app
