// C-MOVE of one series: SegStudio's own storage SCP listens on the node's
// storePort for the retrieve's duration, on a thread of its own; the C-MOVE
// request, the PACS's responses and the observer stay on the caller's
// thread.
#include <dcmtk/config/osconfig.h>
#include <dcmtk/dcmnet/dstorscp.h>

#include <netdb.h>
#include <sys/socket.h>

#include <atomic>
#include <mutex>
#include <set>
#include <thread>

#include "io/pacs/PacsAssociation.h"

namespace segstudio::io::pacs::detail {

namespace fs = std::filesystem;

namespace {

// The addresses `host` resolves to (numeric), as the receiver sees peers.
std::set<std::string> addressesOf(const std::string& host)
{
    std::set<std::string> addresses;
    addrinfo hints{};
    hints.ai_socktype = SOCK_STREAM;
    addrinfo* found = nullptr;
    if (::getaddrinfo(host.c_str(), nullptr, &hints, &found) != 0)
        return addresses;
    for (const addrinfo* a = found; a; a = a->ai_next) {
        char text[INET6_ADDRSTRLEN] = {};
        if (::getnameinfo(a->ai_addr, a->ai_addrlen, text, sizeof text, nullptr, 0, NI_NUMERICHOST) == 0)
            addresses.insert(text);
    }
    ::freeaddrinfo(found);
    return addresses;
}

// Accepts C-STORE requests from the node only: its host's address (DCMTK
// 3.6.7's listener binds every interface and cannot be told otherwise, so
// any other host's connection is refused before its association), its AE
// title as the calling AE title (as Orthanc and most PACS send their
// sub-operations), and instances the gate admits (this study and series,
// while there is room), into one folder, each file named by its SOP
// Instance UID when that is a UID.
class SeriesReceiver : public DcmStorageSCP {
public:
    SeriesReceiver(const PacsNode& node, const fs::path& folder, RetrieveGate& gate)
        : m_folder(folder), m_peerAeTitle(node.calledAeTitle), m_peerAddresses(addressesOf(node.host)), m_gate(gate)
    {
        setAETitle(node.callingAeTitle.c_str());
        setPort(static_cast<Uint16>(node.storePort));
        setConnectionBlockingMode(DUL_NOBLOCK);
        setConnectionTimeout(1);  // how often the listener looks at stop()
        setACSETimeout(static_cast<Uint32>(node.timeoutSeconds));
        setDIMSETimeout(static_cast<Uint32>(node.timeoutSeconds));
        setHostLookupEnabled(OFFalse);
        setOutputDirectory(folder.string().c_str());
        setDirectoryGenerationMode(DGM_NoSubdirectory);
        for (int i = 0; i < numberOfDcmLongSCUStorageSOPClassUIDs; ++i)
            addPresentationContext(dcmLongSCUStorageSOPClassUIDs[i], retrievableSyntaxes());
    }

    int received() const { return m_gate.distinct(); }
    int refusedHosts() const
    {
        std::lock_guard<std::mutex> lock(m_refusedMutex);
        return m_refusedHosts;
    }
    std::string lastRefusedHost() const
    {
        std::lock_guard<std::mutex> lock(m_refusedMutex);
        return m_lastRefusedHost;
    }
    void stop() { m_stop = true; }

protected:
    OFBool stopAfterConnectionTimeout() override { return m_stop.load(); }
    OFBool stopAfterCurrentAssociation() override { return m_stop.load(); }
    OFBool checkCallingAETitleAccepted(const OFString& callingAeTitle) override
    {
        return std::string(callingAeTitle.c_str()) == m_peerAeTitle;
    }
    // The peer's numeric address (DCMTK 3.6.7 passes an empty `hostOrIp`
    // when host lookups are off) must be one of the node's addresses.
    OFBool checkCallingHostAccepted(const OFString& hostOrIp) override
    {
        const std::string peer = getPeerIP().empty() ? hostOrIp.c_str() : getPeerIP().c_str();
        bool accepted = m_peerAddresses.count(peer) > 0;
        for (const std::string& address : accepted || peer.empty() ? std::set<std::string>{} : addressesOf(peer))
            accepted = accepted || m_peerAddresses.count(address) > 0;
        if (!accepted) {
            std::lock_guard<std::mutex> lock(m_refusedMutex);
            ++m_refusedHosts;
            m_lastRefusedHost = peer.empty() ? "an unknown address" : peer;
        }
        return accepted;
    }
    Uint16 checkAndProcessSTORERequest(const T_DIMSE_C_StoreRQ& request, DcmFileFormat& file) override
    {
        const Uint16 admitted = m_gate.admit(file.getDataset());
        if (admitted != STATUS_Success)
            return admitted;
        const Uint16 status = DcmStorageSCP::checkAndProcessSTORERequest(request, file);
        if (status == STATUS_Success)
            m_gate.stored(text(file.getDataset(), DCM_SOPInstanceUID));
        return status;
    }

    // Every file name the receiver makes: <folder>/<SOP Instance UID>.dcm.
    OFCondition generateDirAndFilename(OFString& filename, OFString& directoryName, OFString& /*sopClassUID*/,
                                       OFString& sopInstanceUID, DcmDataset* dataset) override
    {
        if (sopInstanceUID.empty() && dataset)
            dataset->findAndGetOFString(DCM_SOPInstanceUID, sopInstanceUID);
        directoryName = m_folder.string().c_str();
        filename = instanceFileName(m_folder, sopInstanceUID.c_str(), ++m_named).c_str();
        return EC_Normal;
    }

private:
    const fs::path m_folder;
    const std::string m_peerAeTitle;
    const std::set<std::string> m_peerAddresses;
    RetrieveGate& m_gate;
    std::atomic<bool> m_stop{false};
    std::atomic<int> m_named{0};
    mutable std::mutex m_refusedMutex;
    int m_refusedHosts = 0;
    std::string m_lastRefusedHost;
};

// The C-MOVE request's association: progress (instances arrived at the
// receiver, sub-operations the node still reports) and cancel.
class SeriesMove : public Association {
public:
    SeriesMove(const PacsNode& node, TransferObserver observer)
        : Association(node, "C-MOVE"), m_observer(std::move(observer))
    {
    }

    void watch(const SeriesReceiver* receiver) { m_receiver = receiver; }
    bool cancelled() const { return m_cancelled; }

protected:
    OFCondition handleMOVEResponse(T_ASC_PresentationContextID presID, RetrieveResponse* response,
                                   OFBool& waitForNextResponse) override
    {
        const OFCondition result = DcmSCU::handleMOVEResponse(presID, response, waitForNextResponse);
        if (response && DICOM_PENDING_STATUS(response->m_status) && m_observer && m_receiver &&
            !m_observer(m_receiver->received(), response->m_numberOfRemainingSubops)) {
            m_cancelled = true;
            waitForNextResponse = OFFalse;
        }
        return result;
    }

private:
    TransferObserver m_observer;
    const SeriesReceiver* m_receiver = nullptr;
    bool m_cancelled = false;
};

}  // namespace

RetrievedSeries retrieveSeriesByMove(const PacsNode& node, const std::string& studyInstanceUid,
                                     const std::string& seriesInstanceUid, const std::string& targetFolder,
                                     const TransferObserver& observer)
{
    SeriesMove move(node, observer);
    if (!isDicomUid(studyInstanceUid) || !isDicomUid(seriesInstanceUid))
        move.fail("the study and series must be given by their Instance UIDs");
    if (node.storePort < 1 || node.storePort > 65535)
        move.fail("the storage port " + std::to_string(node.storePort) + " is not 1-65535");
    PartialFolder partial("PACS " + node.address(), "C-MOVE", targetFolder);
    RetrieveGate gate(studyInstanceUid, seriesInstanceUid, partial.path());
    SeriesReceiver receiver(node, partial.path(), gate);
    move.check(receiver.openListenPort(), "cannot listen on port " + std::to_string(node.storePort) +
                                              " for the instances (is another program using it?)");
    std::thread listener([&receiver] { receiver.acceptAssociations(); });
    // However this function ends, the listener stops within a second.
    struct StopListener {
        SeriesReceiver& receiver;
        std::thread& thread;
        void now()
        {
            receiver.stop();
            if (thread.joinable())
                thread.join();
        }
        ~StopListener() { now(); }
    } stopListener{receiver, listener};
    move.watch(&receiver);

    move.addPresentationContext(UID_MOVEStudyRootQueryRetrieveInformationModel, uncompressedSyntaxes());
    move.open();
    const auto id = move.contextFor(UID_MOVEStudyRootQueryRetrieveInformationModel, "Study Root C-MOVE");
    DcmDataset keys;
    putSeriesKeys(keys, studyInstanceUid, seriesInstanceUid);
    OFList<RetrieveResponse*> responses;
    const OFCondition sent = move.sendMOVERequest(id, node.callingAeTitle.c_str(), &keys, &responses);
    Uint16 finalStatus = 0xFFFF;
    int failed = 0, completed = -1;
    for (RetrieveResponse* response : responses) {
        finalStatus = response->m_status;
        failed = std::max<int>(failed, response->m_numberOfFailedSubops);
        completed = std::max<int>(completed, response->m_numberOfCompletedSubops);
        delete response;
    }
    // Every C-STORE was answered before the final response: the count is final.
    stopListener.now();
    const int received = receiver.received();
    if (move.cancelled())
        move.fail("cancelled after " + std::to_string(received) + " instance(s); nothing kept");
    // A PACS refuses a C-MOVE to an AE title it does not list: by status
    // 0xA801, or (Orthanc) by aborting the association.
    const std::string destinationHint =
        "does the node list AE title " + node.callingAeTitle + " with this host and port " +
        std::to_string(node.storePort) + " among its DICOM modalities?" +
        (receiver.refusedHosts() > 0 ? " " + std::to_string(receiver.refusedHosts()) +
                                           " connection(s) came from another address than " + node.host +
                                           "'s (" + receiver.lastRefusedHost() + ") and were refused"
                                     : std::string());
    move.check(sent, "the retrieve failed after " + std::to_string(received) + " instance(s)" +
                         (received == 0 ? " (" + destinationHint + ")" : std::string()));
    if (finalStatus == 0xA801)
        move.fail("the node does not know the move destination " + node.callingAeTitle + "; " + destinationHint);
    if (finalStatus != STATUS_Success || failed > 0)
        move.fail("the node answered " + statusText(finalStatus) + " with " + std::to_string(failed) +
                  " failed instance(s)" +
                  (gate.refused() ? " (" + std::to_string(gate.refused()) +
                                        " refused here: of another study or series, or no room on the disk)"
                                  : std::string()) +
                  "; nothing kept");
    if (received == 0)
        move.fail("no instance of series " + seriesInstanceUid + " arrived on port " + std::to_string(node.storePort) +
                  (receiver.refusedHosts() > 0 ? " (" + destinationHint + ")" : std::string()));
    // A SOP Instance UID sent twice overwrote its file: it cannot stand in for another.
    if (completed > received)
        move.fail("the node sent " + std::to_string(completed) + " instance(s), " + std::to_string(received) +
                  " distinct ones arrived; nothing kept");
    move.close();
    partial.commit();
    return {targetFolder, received};
}

}  // namespace segstudio::io::pacs::detail
