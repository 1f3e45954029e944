#pragma once
// Use cases "find, retrieve and send back" against a PACS (segstudio-cli
// pacs; the workbench's PACS dock). What arrives is checked by the same
// isolated readers as any scan a user opens before it is reported complete;
// what leaves goes to the one node given. Qt-free; any thread; each call
// opens and closes its own association.
#include <string>
#include <vector>

// The io value types this use case shows its callers (nodes, queries,
// records); a widget may not include io/ itself (ARCHITECTURE.md, floors).
#define SEGSTUDIO_EXPOSES_IO_TYPES
#include "io/dicom/Deidentification.h"
#include "io/pacs/PacsClient.h"
#undef SEGSTUDIO_EXPOSES_IO_TYPES

namespace segstudio::application {

struct RetrievedSeriesReport {
    std::string folder;
    int instanceCount = 0;
    std::string modality;  // of the first instance: "CT", "MR", "SEG", "RTSTRUCT", ...
    // For image series, the volume as SegStudio's scan reader sees it.
    std::vector<int64_t> size;
    std::vector<double> spacing;
    // Study retrieves: why an image series that arrived whole does not read
    // as one volume (a scout with several orientations...); it is kept.
    std::string unreadable;
};

// Retrieves one series into `targetFolder` (which must not exist) and, for
// an image series, reads its header through io::readScanHeader: a series
// that arrives whole but cannot be read as one volume throws InputError
// naming the folder (the files stay for inspection), or with
// `keepUnreadable` is reported in `unreadable`.
RetrievedSeriesReport retrieveSeries(const io::pacs::PacsNode& node, const std::string& studyInstanceUid,
                                     const std::string& seriesInstanceUid, const std::string& targetFolder,
                                     const io::pacs::TransferObserver& observer = {}, bool keepUnreadable = false);

struct RetrievedStudyReport {
    std::string folder;
    int instanceCount = 0;  // every series together
    std::vector<RetrievedSeriesReport> series;  // in the order the node listed them
};

// Retrieves every series of one study (C-FIND of its series, then each as
// retrieveSeries) into `targetFolder`, which must not exist: one subfolder
// per series, named "<series number>_<modality>" from the node's answers
// (letters, digits and '-' only; "_2", "_3"... when two would share a
// name). Everything lands in "<targetFolder>.partial", renamed to
// `targetFolder` only when every series arrived whole; a failed or
// cancelled series removes the whole study, so a half-received study never
// looks complete. `observer` sees the instances of all series together;
// `remaining` is what the series listing still promises (-1 when the node
// gave no counts). An image series that arrives whole but does not read as
// one volume is kept, with the reason in `unreadable`. Throws InputError
// naming the node for a study without series.
RetrievedStudyReport retrieveStudy(const io::pacs::PacsNode& node, const std::string& studyInstanceUid,
                                   const std::string& targetFolder, const io::pacs::TransferObserver& observer = {});

// The DICOM files (Part 10: "DICM" at byte 128) among `paths`; folders are
// searched recursively and their other files skipped. Throws InputError
// naming a path that does not exist or a folder without DICOM files.
std::vector<std::string> dicomFilesIn(const std::vector<std::string>& paths);

// De-identified copies of the DICOM files among `paths` (as dicomFilesIn)
// in `outputFolder` (io/dicom/Deidentification.h); the originals stay as
// they are.
io::dicom::DeidentifyReport deidentifyDicom(const std::vector<std::string>& paths, const std::string& outputFolder,
                                            const std::string& secret);

// Sends the DICOM files among `paths` (as dicomFilesIn) with C-STORE;
// returns how many were stored. With a `deidentifySecret`, de-identified
// copies are made in a private temporary folder, sent, and removed: the
// node never receives the originals.
int sendToPacs(const io::pacs::PacsNode& node, const std::vector<std::string>& paths,
               const io::pacs::TransferObserver& observer = {}, const std::string& deidentifySecret = {});

}  // namespace segstudio::application
