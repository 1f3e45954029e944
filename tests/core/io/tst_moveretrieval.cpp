// A C-MOVE retrieve against a hostile PACS (a DCMTK SCP in this test, on
// loopback): SegStudio's receiver stores only instances of the study and
// series it asked for, counts a SOP Instance UID sent twice once (so a
// duplicate cannot stand in for a missing instance), and refuses
// connections from any other address than the PACS host's (issue 67, item 6).
#include <QtTest>
#include <QTemporaryDir>

#include <dcmtk/config/osconfig.h>
#include <dcmtk/dcmdata/dcdeftag.h>
#include <dcmtk/dcmdata/dcuid.h>
#include <dcmtk/dcmnet/scp.h>
#include <dcmtk/dcmnet/scu.h>

#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <atomic>
#include <filesystem>
#include <thread>
#include <vector>

#include "common/Errors.h"
#include "io/pacs/PacsClient.h"

using namespace segstudio;
namespace fs = std::filesystem;

namespace {

const std::string kStudy = "1.2.826.0.1.3680043.8.498.1";
const std::string kSeries = "1.2.826.0.1.3680043.8.498.2";

// A port nothing listens on now.
int freePort()
{
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    ::bind(fd, reinterpret_cast<sockaddr*>(&address), sizeof address);
    socklen_t length = sizeof address;
    ::getsockname(fd, reinterpret_cast<sockaddr*>(&address), &length);
    ::close(fd);
    return ntohs(address.sin_port);
}

struct Sent {
    std::string study, series, sopInstance;
};

// Answers one C-MOVE by sending `instances` to the move destination
// (127.0.0.1:destinationPort) and reporting `claimedCompleted` completed
// sub-operations, whatever the receiver answered.
class HostilePacs : public DcmSCP {
public:
    HostilePacs(int port, int destinationPort, std::vector<Sent> instances, Uint16 claimedCompleted)
        : m_destinationPort(destinationPort), m_instances(std::move(instances)), m_claimed(claimedCompleted)
    {
        setAETitle("HOSTILE");
        setPort(static_cast<Uint16>(port));
        setConnectionBlockingMode(DUL_NOBLOCK);
        setConnectionTimeout(1);
        OFList<OFString> syntaxes;
        syntaxes.push_back(UID_LittleEndianExplicitTransferSyntax);
        syntaxes.push_back(UID_LittleEndianImplicitTransferSyntax);
        addPresentationContext(UID_MOVEStudyRootQueryRetrieveInformationModel, syntaxes);
    }
    void stop() { m_stop = true; }
    std::vector<Uint16> storeStatuses;

protected:
    OFBool stopAfterConnectionTimeout() override { return m_stop.load(); }
    OFBool stopAfterCurrentAssociation() override { return m_stop.load(); }

    OFCondition handleIncomingCommand(T_DIMSE_Message* message, const DcmPresentationContextInfo& context) override
    {
        if (message->CommandField != DIMSE_C_MOVE_RQ)
            return DcmSCP::handleIncomingCommand(message, context);
        T_DIMSE_C_MoveRQ& request = message->msg.CMoveRQ;
        DcmDataset* keys = nullptr;
        OFString destination;
        OFCondition received = receiveMOVERequest(request, context.presentationContextID, keys, destination);
        delete keys;
        if (received.bad())
            return received;
        DcmSCU sender;
        sender.setAETitle("HOSTILE");
        sender.setPeerAETitle(destination);
        sender.setPeerHostName("127.0.0.1");
        sender.setPeerPort(static_cast<Uint16>(m_destinationPort));
        OFList<OFString> syntaxes;
        syntaxes.push_back(UID_LittleEndianExplicitTransferSyntax);
        sender.addPresentationContext(UID_CTImageStorage, syntaxes);
        if (sender.initNetwork().good() && sender.negotiateAssociation().good()) {
            const T_ASC_PresentationContextID id = sender.findPresentationContextID(UID_CTImageStorage, "");
            for (const Sent& sent : m_instances) {
                DcmDataset dataset;
                dataset.putAndInsertString(DCM_SOPClassUID, UID_CTImageStorage);
                dataset.putAndInsertString(DCM_SOPInstanceUID, sent.sopInstance.c_str());
                dataset.putAndInsertString(DCM_StudyInstanceUID, sent.study.c_str());
                dataset.putAndInsertString(DCM_SeriesInstanceUID, sent.series.c_str());
                dataset.putAndInsertString(DCM_Modality, "CT");
                Uint16 status = 0xFFFF;
                sender.sendSTORERequest(id, "", &dataset, status, "SEGSTUDIO", request.MessageID);
                storeStatuses.push_back(status);
            }
            sender.releaseAssociation();
        }
        return sendMOVEResponse(context.presentationContextID, request.MessageID,
                                UID_MOVEStudyRootQueryRetrieveInformationModel, nullptr, STATUS_Success, nullptr, 0,
                                m_claimed, 0, 0);
    }

private:
    const int m_destinationPort;
    const std::vector<Sent> m_instances;
    const Uint16 m_claimed;
    std::atomic<bool> m_stop{false};
};

// Runs a retrieve against a HostilePacs; returns the error (empty: none).
std::string retrieveFrom(HostilePacs& pacs, io::pacs::PacsNode node, const std::string& target)
{
    std::thread listener([&pacs] {
        pacs.openListenPort();
        pacs.acceptAssociations();
    });
    std::this_thread::sleep_for(std::chrono::milliseconds(300));
    std::string error;
    try {
        io::pacs::retrieveSeries(node, kStudy, kSeries, target);
    } catch (const InputError& failure) {
        error = failure.what();
    }
    pacs.stop();
    listener.join();
    return error;
}

io::pacs::PacsNode nodeOf(int port, int storePort, const std::string& host)
{
    io::pacs::PacsNode node;
    node.calledAeTitle = "HOSTILE";
    node.host = host;
    node.port = port;
    node.storePort = storePort;
    node.timeoutSeconds = 10;
    return node;
}

}  // namespace

class TestMoveRetrieval : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void instancesOfAnotherSeriesAreNotStored();
    void aDuplicateDoesNotStandInForAMissingInstance();
    void connectionsFromAnotherAddressAreRefused();

private:
    QTemporaryDir m_dir;
};

void TestMoveRetrieval::instancesOfAnotherSeriesAreNotStored()
{
    const int port = freePort(), storePort = freePort();
    HostilePacs pacs(port, storePort,
                     {{kStudy, kSeries, "1.2.3.1"}, {kStudy, "1.2.3.999", "1.2.3.2"}, {"1.2.3.998", kSeries, "1.2.3.3"}}, 1);
    const std::string target = m_dir.filePath("series").toStdString();
    const std::string error = retrieveFrom(pacs, nodeOf(port, storePort, "127.0.0.1"), target);
    QVERIFY2(error.empty(), error.c_str());
    QCOMPARE(pacs.storeStatuses.size(), std::size_t(3));
    QCOMPARE(pacs.storeStatuses[0], Uint16(STATUS_Success));
    QCOMPARE(pacs.storeStatuses[1], Uint16(STATUS_STORE_Error_CannotUnderstand));  // another series
    QCOMPARE(pacs.storeStatuses[2], Uint16(STATUS_STORE_Error_CannotUnderstand));  // another study
    std::vector<std::string> files;
    for (const auto& entry : fs::directory_iterator(target))
        files.push_back(entry.path().filename().string());
    QCOMPARE(files, std::vector<std::string>{"1.2.3.1.dcm"});
}

void TestMoveRetrieval::aDuplicateDoesNotStandInForAMissingInstance()
{
    const int port = freePort(), storePort = freePort();
    HostilePacs pacs(port, storePort, {{kStudy, kSeries, "1.2.3.1"}, {kStudy, kSeries, "1.2.3.1"}}, 2);
    const std::string target = m_dir.filePath("duplicate").toStdString();
    const std::string error = retrieveFrom(pacs, nodeOf(port, storePort, "127.0.0.1"), target);
    QVERIFY2(QString::fromStdString(error).contains("sent 2 instance(s), 1 distinct ones arrived"), error.c_str());
    QVERIFY(!fs::exists(target));
}

void TestMoveRetrieval::connectionsFromAnotherAddressAreRefused()
{
    // The node is 127.0.0.2 (loopback too); its "sub-operations" come from
    // 127.0.0.1, as a third host's would from its own address.
    const int port = freePort(), storePort = freePort();
    HostilePacs pacs(port, storePort, {{kStudy, kSeries, "1.2.3.1"}}, 1);
    const std::string target = m_dir.filePath("elsewhere").toStdString();
    const std::string error = retrieveFrom(pacs, nodeOf(port, storePort, "127.0.0.2"), target);
    QVERIFY2(QString::fromStdString(error).contains("came from another address than 127.0.0.2"), error.c_str());
    QVERIFY(!fs::exists(target));
}

QTEST_GUILESS_MAIN(TestMoveRetrieval)
#include "tst_moveretrieval.moc"
