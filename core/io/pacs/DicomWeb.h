#pragma once
// DICOMweb (PS3.18) for PacsClient.cpp, private to io/pacs: a node whose
// address is an http(s) URL is searched with QIDO-RS, retrieved from with
// WADO-RS and sent to with STOW-RS, under the contracts PacsClient.h states
// for C-FIND, C-GET and C-STORE. HTTP goes through libcurl: only the node's
// own URL, http or https, no redirects followed; https checks the node's
// certificate (against tls.trustedCertificates when given, else the
// system's certificate authorities) and its host name.
#include <functional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "io/pacs/PacsClient.h"

namespace segstudio::io::pacs::detail {

// A DICOMweb base URL as SegStudio keeps it: http or https, a host, no user
// name or password (credentials go in a file: PacsNode::credentialsFile),
// no query or fragment; normalised by libcurl's URL parser (scheme and host
// in lower case), no trailing '/'. Throws ValidationError naming `field`
// otherwise; a user name and password in `text` never appear in it.
std::string checkedDicomWebUrl(const std::string& text, const std::string& field);
// Whether the URL's scheme is https (any case).
bool isHttpsUrl(const std::string& url);
// Whether the URL's host is this computer: "localhost", an IPv4 address in
// 127.0.0.0/8 (not a name that starts with "127."), or [::1].
bool isLoopbackUrl(const std::string& url);

// One value of a DICOM JSON model attribute (PS3.18 F.2): the text of a
// string, the Alphabetic group of a person name, a number as written;
// several values joined by '\'. "" when the attribute or its Value is
// absent. `tag` is 8 hex digits ("0020000D").
std::string dicomJsonText(const nlohmann::json& dataset, const char* tag);

void echoDicomWeb(const PacsNode& node);
std::vector<StudyRecord> findStudiesDicomWeb(const PacsNode& node, const StudyQuery& query);
std::vector<SeriesRecord> findSeriesDicomWeb(const PacsNode& node, const std::string& studyInstanceUid,
                                             const std::string& modality);
// Searches are paged (limit, offset) for servers that cap their answers.
// The instances are listed first (QIDO-RS): the count is the progress's
// total, and a retrieve that brings fewer or other instances keeps nothing.
RetrievedSeries retrieveSeriesDicomWeb(const PacsNode& node, const std::string& studyInstanceUid,
                                       const std::string& seriesInstanceUid, const std::string& targetFolder,
                                       const TransferObserver& observer);
// STOW-RS in requests of at most 32 files or 64 MiB; a file the node
// refuses (FailedSOPSequence) throws InputError naming the file.
int storeFilesDicomWeb(const PacsNode& node, const std::vector<std::string>& files, const TransferObserver& observer);

}  // namespace segstudio::io::pacs::detail
