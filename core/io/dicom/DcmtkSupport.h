#pragma once
// What every DCMTK user in io/dicom/ needs: DCMTK's log kept off stderr, its
// conditions turned into InputErrors, and a file written atomically.
// Private to io/dicom.
#include <string>

class DcmFileFormat;
class OFCondition;

namespace segstudio::io::dicom {

// Keeps DCMTK's log off stderr (its errors reach the caller as InputErrors).
void quietDcmtkLog();

// Throws InputError naming `file`: "DCMTK could not <what>: <condition>".
void checkDcmtk(const OFCondition& condition, const std::string& file, const std::string& what);

// Writes `format` to `outputFile` (explicit VR little endian) through a
// temporary file and a rename; returns its SOP Instance UID.
std::string saveDicomFileAtomically(DcmFileFormat& format, const std::string& outputFile);

}  // namespace segstudio::io::dicom
