// PacsAssociation.h: the DIMSE plumbing PacsClient.cpp and MoveRetrieval.cpp
// share (associations, transfer syntaxes, the retrieve gate, partial folders).
#include "io/pacs/PacsAssociation.h"

#include <dcmtk/config/osconfig.h>
#include <dcmtk/dcmdata/dcfilefo.h>

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <filesystem>

#include "common/Errors.h"
#include "common/system/PartialOutputs.h"
#include "io/dicom/DcmtkSupport.h"

namespace segstudio::io::pacs {

namespace fs = std::filesystem;

namespace detail {

OFList<OFString> uncompressedSyntaxes()
{
    OFList<OFString> syntaxes;
    syntaxes.push_back(UID_LittleEndianExplicitTransferSyntax);
    syntaxes.push_back(UID_LittleEndianImplicitTransferSyntax);
    return syntaxes;
}

OFList<OFString> retrievableSyntaxes()
{
    OFList<OFString> syntaxes = uncompressedSyntaxes();
    syntaxes.push_back(UID_JPEGProcess14SV1TransferSyntax);
    syntaxes.push_back(UID_JPEGProcess1TransferSyntax);
    syntaxes.push_back(UID_JPEG2000LosslessOnlyTransferSyntax);
    syntaxes.push_back(UID_JPEG2000TransferSyntax);
    syntaxes.push_back(UID_RLELosslessTransferSyntax);
    return syntaxes;
}

bool isDicomUid(const std::string& text)
{
    // Components of digits separated by single dots: never "", ".", ".." or "1..2".
    if (text.empty() || text.size() > 64 || text.front() == '.' || text.back() == '.' ||
        text.find("..") != std::string::npos)
        return false;
    return std::all_of(text.begin(), text.end(), [](char c) { return (c >= '0' && c <= '9') || c == '.'; });
}

std::string text(DcmItem* item, const DcmTagKey& tag)
{
    OFString value;
    if (item && item->findAndGetOFStringArray(tag, value).good())
        return value.c_str();
    return {};
}

std::string statusText(Uint16 status)
{
    char hex[8];
    std::snprintf(hex, sizeof hex, "%04X", status);
    return std::string("status 0x") + hex;
}

std::string instanceFileName(const fs::path& folder, const std::string& sopInstanceUid, int number)
{
    const std::string name = isDicomUid(sopInstanceUid) ? sopInstanceUid : "instance-" + std::to_string(number);
    return (folder / (name + ".dcm")).string();
}

void putSeriesKeys(DcmDataset& keys, const std::string& studyInstanceUid, const std::string& seriesInstanceUid)
{
    keys.putAndInsertOFStringArray(DCM_QueryRetrieveLevel, "SERIES");
    keys.putAndInsertOFStringArray(DCM_StudyInstanceUID, studyInstanceUid.c_str());
    keys.putAndInsertOFStringArray(DCM_SeriesInstanceUID, seriesInstanceUid.c_str());
}

Association::Association(const PacsNode& node, std::string operation) : m_node(node), m_operation(std::move(operation))
{
    dicom::quietDcmtkLog();
    setAETitle(node.callingAeTitle.c_str());
    setPeerAETitle(node.calledAeTitle.c_str());
    setPeerHostName(node.host.c_str());
    setPeerPort(static_cast<Uint16>(node.port));
    setConnectionTimeout(node.timeoutSeconds);
    setACSETimeout(static_cast<Uint32>(node.timeoutSeconds));
    setDIMSETimeout(static_cast<Uint32>(node.timeoutSeconds));
    setDIMSEBlockingMode(DIMSE_NONBLOCKING);
    setProgressNotificationMode(OFFalse);
    if (const std::string problem = problemWithNode(node); !problem.empty())
        fail(problem);
    if (node.tls.enabled) {
        addTrustedCertFile(node.tls.trustedCertificates.c_str());
        setPeerCertVerification(DCV_requireCertificate);
        if (!node.tls.certificate.empty())
            enableAuthentication(node.tls.privateKey.c_str(), node.tls.certificate.c_str(), "");
    }
}

OFCondition Association::initNetwork()
{
    return m_node.tls.enabled ? DcmTLSSCU::initNetwork() : DcmSCU::initNetwork();
}

Association::~Association()
{
    if (isConnected())
        abortAssociation();
}

void Association::fail(const std::string& reason) const
{
    throw InputError("PACS " + m_node.address(), m_operation, reason);
}

void Association::check(const OFCondition& condition, const std::string& what) const
{
    if (condition.bad())
        fail(what + ": " + condition.text());
}

void Association::open()
{
    check(initNetwork(), m_node.tls.enabled ? "cannot set up TLS with " + m_node.tls.trustedCertificates +
                                                   (m_node.tls.certificate.empty() ? "" : " and " + m_node.tls.certificate)
                                             : std::string("cannot set up the network"));
    const std::string hint =
        m_node.tls.enabled ? "; over TLS: does the node speak TLS on this port, is its certificate signed by " +
                                 m_node.tls.trustedCertificates + ", and does it accept SegStudio's certificate?"
                           : "; does the node expect TLS?";
    check(negotiateAssociation(), "no association (is the node running, and does it know AE title " +
                                      m_node.callingAeTitle + "?" + hint + ")");
}

T_ASC_PresentationContextID Association::contextFor(const char* abstractSyntax, const std::string& name)
{
    const T_ASC_PresentationContextID id = findPresentationContextID(abstractSyntax, "");
    if (id == 0)
        fail("the node does not offer " + name);
    return id;
}

void Association::close()
{
    if (isConnected())
        releaseAssociation();
}

RetrieveGate::RetrieveGate(std::string studyInstanceUid, std::string seriesInstanceUid, fs::path folder)
    : m_study(std::move(studyInstanceUid)), m_series(std::move(seriesInstanceUid)), m_folder(std::move(folder))
{
}

Uint16 RetrieveGate::admit(DcmItem* dataset)
{
    const bool ours = dataset && text(dataset, DCM_StudyInstanceUID) == m_study &&
                      text(dataset, DCM_SeriesInstanceUID) == m_series;
    std::error_code error;
    const fs::space_info space = fs::space(m_folder, error);
    const bool room = error || space.available > (uint64_t(1) << 30);
    std::lock_guard<std::mutex> lock(m_mutex);
    if (ours && room && m_instances.size() < kMaxRetrievedInstances)
        return STATUS_Success;
    ++m_refused;
    return ours ? STATUS_STORE_Refused_OutOfResources : STATUS_STORE_Error_CannotUnderstand;
}

void RetrieveGate::stored(const std::string& sopInstanceUid)
{
    std::lock_guard<std::mutex> lock(m_mutex);
    m_instances.insert(sopInstanceUid);
}

int RetrieveGate::distinct() const
{
    std::lock_guard<std::mutex> lock(m_mutex);
    return static_cast<int>(m_instances.size());
}

int RetrieveGate::refused() const
{
    std::lock_guard<std::mutex> lock(m_mutex);
    return m_refused;
}

PartialFolder::PartialFolder(std::string where, std::string operation, const std::string& target)
    : m_where(std::move(where)), m_operation(std::move(operation)), m_target(target)
{
    std::error_code error;
    if (fs::exists(m_target, error))
        throw InputError(m_where, m_operation, target + " exists already; choose a new folder");
    removeStalePartialFolders(m_target);  // of retrieves that were killed
    try {
        m_partial = createPartialFolder(m_target);
    } catch (const InputError& failed) {
        throw InputError(m_where, m_operation, failed.what());
    }
}

PartialFolder::~PartialFolder()
{
    std::error_code ignored;
    if (!m_committed)
        fs::remove_all(m_partial, ignored);
}

void PartialFolder::commit()
{
    try {
        commitPartialFolder(m_partial.string(), m_target);
    } catch (const InputError& failed) {
        throw InputError(m_where, m_operation, std::string("cannot move the series into place: ") + failed.what());
    }
    m_committed = true;
}

}  // namespace detail

}  // namespace segstudio::io::pacs
