#pragma once
// The PACS nodes configured in Preferences (QSettings "pacs/nodes"): the
// only places the PACS dock talks to. Each has a name shown in the dock,
// an address "AE@host:port", the AE title SegStudio calls itself there and,
// for a node that retrieves by C-MOVE, the port SegStudio receives on, and
// for a node reached over DICOM TLS or HTTPS, the certificate files; for a
// DICOMweb node (its address a URL), the credentials file.
// A single node remembered by an older version ("pacs/node") becomes the
// first entry the first time the list is read.
#include <QList>
#include <QString>

#include "io/pacs/PacsClient.h"

namespace segstudio::app {

struct ConfiguredPacsNode {
    QString name;
    QString address;  // "ORTHANC@pacs.example.org:4242", or "https://pacs.example.org/dicom-web"
    QString callingAeTitle = QStringLiteral("SEGSTUDIO");
    // Empty: retrieve with C-GET. Else retrieve with C-MOVE, receiving on this
    // port of this computer (the node lists callingAeTitle, this host and port).
    QString movePort = {};
    // DICOM TLS, on when tlsTrustedCertificates is set (PEM paths; the
    // certificate and key only for nodes that require SegStudio's own).
    QString tlsTrustedCertificates = {};
    QString tlsCertificate = {};
    QString tlsKey = {};
    // DICOMweb: a file whose first line is "user:password" or "Bearer <token>".
    QString credentialsFile = {};
};

QList<ConfiguredPacsNode> loadPacsNodes();
void savePacsNodes(const QList<ConfiguredPacsNode>& nodes);
// The name of the node chosen in the dock last ("pacs/currentNode").
QString currentPacsNodeName();
void setCurrentPacsNodeName(const QString& name);

// The node as the PACS client takes it. Throws ValidationError naming the
// node and the field (address, calling AE title, C-MOVE port, TLS, credentials) that is
// not valid.
io::pacs::PacsNode toPacsNode(const ConfiguredPacsNode& node);
// Every node valid, names non-empty and distinct: "" or why not (one line).
QString problemWithPacsNodes(const QList<ConfiguredPacsNode>& nodes);

}  // namespace segstudio::app
