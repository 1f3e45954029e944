#pragma once
// De-identified copies of DICOM files, after DICOM PS3.15 Annex E's Basic
// Application Level Confidentiality Profile (no options retained):
//   - attributes that name or describe the patient, the staff, the
//     institution, the device or the request are removed (X) or emptied (Z,
//     for those a Type 2 attribute of the IODs SegStudio writes must keep);
//   - Patient Name and Patient ID become a pseudonym derived from the
//     original Patient ID and the secret, the same one for every file of
//     that patient and secret;
//   - every UID that is not a DICOM-defined one (1.2.840.10008.*) becomes
//     2.25.<decimal of 128 bits of SHA-256(secret, UID)>, wherever it occurs
//     (sequences included), so a series and the SEG or RT Structure Set that
//     refers to it still match after both are de-identified with one secret;
//   - private attributes, overlays and curves are removed;
//   - Patient Identity Removed = YES and De-identification Method (Code
//     Sequence 113100, "Basic Application Confidentiality Profile") are set.
// Pixel data are copied unchanged: text burned into the pixels is not found.
#include <string>
#include <vector>

namespace segstudio::io::dicom {

struct DeidentifyOptions {
    // Mixed into every pseudonym and new UID. Keep it secret; reuse it to
    // de-identify later files of the same patients consistently. Must not be empty.
    std::string secret;
};

struct DeidentifyReport {
    int files = 0;
    int removedAttributes = 0;   // elements, over all files, sequence items included
    int replacedUids = 0;
    std::string pseudonym;       // the Patient ID of the first file, after
};

// Writes a de-identified copy of each file into `outputFolder` (created if
// needed) as <new SOP Instance UID>.dcm; the inputs are never modified.
// Throws InputError naming a file DCMTK cannot read or write.
DeidentifyReport deidentifyFiles(const std::vector<std::string>& files, const std::string& outputFolder,
                                 const DeidentifyOptions& options);

}  // namespace segstudio::io::dicom
