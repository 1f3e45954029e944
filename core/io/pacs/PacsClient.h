#pragma once
// A PACS (any DICOM node) reached over DIMSE with DCMTK's DcmSCU: C-ECHO,
// C-FIND at study and series level (Study Root), retrieval of one series
// into a folder, and C-STORE of DICOM files. SegStudio talks to the node it
// is given and to no other. Retrieval is C-GET (the instances come back on
// the same association, no port is opened) unless the node has a storePort:
// then C-MOVE to SegStudio's own storage SCP, listening on that port only
// while the retrieve runs and accepting the node's AE title only, for the
// many PACS that answer C-MOVE and not C-GET.
//
// A node may require DICOM TLS (PS3.15 Annex B, DCMTK's dcmtls, the BCP 195
// profile): SegStudio then checks the node's certificate against the
// trusted certificates it is given, and shows its own certificate when the
// node asks for one. Over TLS, retrieval is C-GET only: SegStudio's C-MOVE
// storage SCP does not encrypt, so a TLS node with a storePort is refused.
//
// A node whose address is a DICOMweb base URL (PS3.18) is reached over HTTP
// instead, under the same contracts: QIDO-RS finds, WADO-RS retrieves (the
// instances listed first, so a short answer keeps nothing), STOW-RS sends
// (io/pacs/DicomWeb.h). https checks the node's certificate; credentials
// come from a file, never from the address or the command line.
//
// Every failure throws InputError whose file is the node ("PACS
// ORTHANC@127.0.0.1:4242", "PACS https://pacs.example.org/dicom-web") and
// whose field is the operation ("C-FIND", "QIDO-RS (studies)"), with
// DCMTK's, libcurl's or the PACS's reason: a refused connection, a rejected
// association, a failed TLS handshake, a timeout, a failure status.
#include <functional>
#include <string>
#include <vector>

namespace segstudio::io::pacs {

// DICOM TLS for one node. Paths are PEM files.
struct PacsTls {
    bool enabled = false;
    std::string trustedCertificates;  // the CA (or the node's own certificate) the node's certificate must chain to
    std::string certificate;          // SegStudio's own, for nodes that require client certificates; with privateKey
    std::string privateKey;           // unencrypted PEM
};

struct PacsNode {
    std::string calledAeTitle;              // the PACS's AE title
    std::string host;
    int port = 104;
    std::string callingAeTitle = "SEGSTUDIO";  // how SegStudio introduces itself
    int timeoutSeconds = 30;                // connecting, negotiating, and each message
    // 0: retrieve with C-GET. Else retrieve with C-MOVE to callingAeTitle,
    // received on this port of this machine; the node must list that AE
    // title with this host and port among its DICOM modalities.
    int storePort = 0;
    PacsTls tls;
    // Set for a DICOMweb node (then the AE titles, host, port and storePort
    // are not used): its base URL, e.g. "https://pacs.example.org/dicom-web",
    // as checkedDicomWebUrl keeps it. Over https the node's certificate is
    // checked against tls.trustedCertificates, or the system's authorities
    // when that is empty; tls.certificate is shown when set.
    std::string dicomwebUrl;
    // DICOMweb: a file whose first line is "user:password" (HTTP Basic) or
    // "Bearer <token>"; empty: no credentials. Sent over https only, or to
    // this computer.
    std::string credentialsFile;

    bool isDicomWeb() const { return !dicomwebUrl.empty(); }
    // "ORTHANC@127.0.0.1:4242", or the DICOMweb URL.
    std::string address() const;
};

// 1-16 printable ASCII characters, no backslash (DICOM's AE value representation).
bool isValidAeTitle(const std::string& title);

// Reads "AE@host:port", or a DICOMweb base URL ("https://host/dicom-web").
// Throws ValidationError naming `field` when an AE title is empty, longer
// than 16 characters or not printable ASCII, or the port is not 1-65535;
// or when the URL is not http(s), has no host, or carries a user name,
// password, query or fragment.
PacsNode parsePacsNode(const std::string& text, const std::string& field = "--node");

// Why `node`'s settings cannot be used, "" when they can. DIMSE: TLS
// without trusted certificates, a certificate without its key or the
// reverse, a file that cannot be read or holds no PEM block, or TLS with a
// C-MOVE storePort. DICOMweb: the same file checks, TLS files with an
// http:// URL, a storePort, or a credentials file that cannot be read.
std::string problemWithNode(const PacsNode& node);

// Matching keys of a study search; empty keys match everything. Patient
// name and ID take DICOM wildcards (* and ?); the date is YYYYMMDD or a
// range YYYYMMDD-YYYYMMDD (either end may be left open).
struct StudyQuery {
    std::string patientName;
    std::string patientId;
    std::string studyDate;
    std::string modality;  // matched against Modalities in Study
    std::string accessionNumber;
    std::string studyInstanceUid;
};

struct StudyRecord {
    std::string studyInstanceUid;
    std::string patientName;
    std::string patientId;
    std::string studyDate;
    std::string studyDescription;
    std::string accessionNumber;
    std::string modalities;  // Modalities in Study, "\"-separated as the PACS sent them
    int instanceCount = -1;  // -1: the PACS did not say
};

struct SeriesRecord {
    std::string studyInstanceUid;
    std::string seriesInstanceUid;
    std::string modality;
    std::string seriesDescription;
    std::string seriesNumber;
    int instanceCount = -1;
};

// Throws unless the node answers a C-ECHO.
void echo(const PacsNode& node);

std::vector<StudyRecord> findStudies(const PacsNode& node, const StudyQuery& query);

// The series of one study; `modality` (e.g. "SEG"), when given, filters.
std::vector<SeriesRecord> findSeries(const PacsNode& node, const std::string& studyInstanceUid,
                                     const std::string& modality = {});

// Called after each instance arrives or is sent with the count so far and
// the count still to come as the PACS last reported it (-1: unknown).
// Returning false cancels: the operation then throws InputError ("cancelled").
using TransferObserver = std::function<bool(int done, int remaining)>;

struct RetrievedSeries {
    std::string folder;
    int instanceCount = 0;
};

// Retrieves every instance of one series (C-GET, or C-MOVE when the node has
// a storePort; the same contract) into `targetFolder`,
// which must not exist. Instances land in "<targetFolder>.partial" named
// <SOP Instance UID>.dcm (a UID that is not digits and dots is not used as
// a name); that folder becomes `targetFolder` only when the PACS reports
// every sub-operation completed and none failed, and at least one instance
// arrived. Otherwise it is removed and InputError says what went wrong, so a
// half-received series never looks complete.
RetrievedSeries retrieveSeries(const PacsNode& node, const std::string& studyInstanceUid,
                               const std::string& seriesInstanceUid, const std::string& targetFolder,
                               const TransferObserver& observer = {});

// Sends each DICOM file with C-STORE in its own transfer syntax (explicit
// and implicit little endian are offered as well). Throws InputError naming
// the file when it cannot be read or the PACS does not answer Success or a
// warning. Returns the number of files stored.
int storeFiles(const PacsNode& node, const std::vector<std::string>& files, const TransferObserver& observer = {});

// The Modality (0008,0060) of a DICOM file, "" when it has none. Throws
// InputError naming the file when DCMTK cannot read it.
std::string dicomModality(const std::string& file);

}  // namespace segstudio::io::pacs
