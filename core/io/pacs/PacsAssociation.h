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

// "<target>.partial", created empty for a retrieve into `target` (which must
// not exist) and removed on destruction unless commit() renamed it to
// `target`: a half-received series never looks complete.
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
};

// C-MOVE of one series to SegStudio's own storage SCP (node.storePort);
// the contract of retrieveSeries.
RetrievedSeries retrieveSeriesByMove(const PacsNode& node, const std::string& studyInstanceUid,
                                     const std::string& seriesInstanceUid, const std::string& targetFolder,
                                     const TransferObserver& observer);

}  // namespace segstudio::io::pacs::detail
