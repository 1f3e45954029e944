#pragma once
// What PacsClient.cpp and MoveRetrieval.cpp share, private to io/pacs: the
// transfer syntaxes offered, small dataset readers, one association with a
// node (DcmSCU, every DCMTK condition an InputError naming the node and the
// operation) and the ".partial" folder a retrieve lands in.
#include <dcmtk/config/osconfig.h>
#include <dcmtk/dcmdata/dcdeftag.h>
#include <dcmtk/dcmdata/dcuid.h>
#include <dcmtk/dcmnet/scu.h>
#include <dcmtk/dcmtls/tlsscu.h>

#include <filesystem>
#include <mutex>
#include <set>
#include <string>

#include "io/pacs/PacsClient.h"

namespace segstudio::io::pacs::detail {

// Explicit, then implicit little endian.
OFList<OFString> uncompressedSyntaxes();
// The uncompressed syntaxes, then the compressed ones ITK's GDCM reads, so a
// PACS that stores them need not transcode.
OFList<OFString> retrievableSyntaxes();

// Digits and dots, at most 64 characters: safe as a file name.
bool isDicomUid(const std::string& text);
std::string text(DcmItem* item, const DcmTagKey& tag);
std::string statusText(Uint16 status);  // "status 0xA700"
// Where a retrieved instance is written: <folder>/<SOP Instance UID>.dcm, or
// <folder>/instance-<number>.dcm when the UID is not digits and dots.
std::string instanceFileName(const std::filesystem::path& folder, const std::string& sopInstanceUid, int number);
// The identifier of a SERIES-level retrieve (C-GET or C-MOVE).
void putSeriesKeys(DcmDataset& keys, const std::string& studyInstanceUid, const std::string& seriesInstanceUid);

// What one series retrieve (C-GET or C-MOVE) lets in: instances of its own
// study and series, at most kMaxRetrievedInstances, while the disk holding
// the partial folder keeps 1 GiB free; counted once per SOP Instance UID (a
// duplicate overwrites its file, and must not stand in for a missing
// instance). Thread-safe: the C-MOVE receiver admits on its listener thread.
class RetrieveGate {
public:
    static constexpr std::size_t kMaxRetrievedInstances = 200000;

    RetrieveGate(std::string studyInstanceUid, std::string seriesInstanceUid, std::filesystem::path folder);
    // STATUS_Success, or the C-STORE status that refuses `dataset` (another
    // study or series: 0xC000; no room: 0xA700).
    Uint16 admit(DcmItem* dataset);
    void stored(const std::string& sopInstanceUid);
    int distinct() const;  // instances stored, each once
    int refused() const;   // instances refused (another study or series, no room)

private:
    const std::string m_study, m_series;
    const std::filesystem::path m_folder;
    mutable std::mutex m_mutex;
    std::set<std::string> m_instances;
    int m_refused = 0;
};

// Plain TCP, or TLS when the node asks for it (DcmTLSSCU's layer is made
// only then). The constructor throws InputError when the TLS settings are
// unusable (problemWithNode).
class Association : public DcmTLSSCU {
public:
    Association(const PacsNode& node, std::string operation);
    ~Association() override;

    OFCondition initNetwork() override;

    // Throws InputError("PACS <node>", operation, reason).
    [[noreturn]] void fail(const std::string& reason) const;
    void check(const OFCondition& condition, const std::string& what) const;
    void open();  // network and association; fails naming the calling AE title
    // The accepted context for `abstractSyntax`; fails naming `name` when there is none.
    T_ASC_PresentationContextID contextFor(const char* abstractSyntax, const std::string& name);
    void close();

protected:
    const PacsNode m_node;
    const std::string m_operation;
};

// A partial folder of this retrieve's own (common/system/PartialOutputs.h),
// created empty for a retrieve into `target` (which must not exist) and
// removed on destruction unless commit() renamed it to `target`: a
// half-received series never looks complete, and two retrieves of one series
// (two windows, the CLI beside the workbench) never mix or delete each
// other's instances; the first to finish is kept, the second refused.
// Failures throw InputError(where, operation, reason).
class PartialFolder {
public:
    PartialFolder(std::string where, std::string operation, const std::string& target);
    ~PartialFolder();
    PartialFolder(const PartialFolder&) = delete;
    PartialFolder& operator=(const PartialFolder&) = delete;

    const std::filesystem::path& path() const { return m_partial; }
    void commit();

private:
    std::string m_where;
    std::string m_operation;
    std::string m_target;
    std::filesystem::path m_partial;
    bool m_committed = false;
};

// C-MOVE of one series to SegStudio's own storage SCP (node.storePort);
// the contract of retrieveSeries.
RetrievedSeries retrieveSeriesByMove(const PacsNode& node, const std::string& studyInstanceUid,
                                     const std::string& seriesInstanceUid, const std::string& targetFolder,
                                     const TransferObserver& observer);

}  // namespace segstudio::io::pacs::detail
