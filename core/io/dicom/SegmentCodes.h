#pragma once
// Coded concepts for a segment's "what is it" (Segmented Property Category
// and Type, DICOM CID 7150/7151, SNOMED CT codes, with the side as a type
// modifier) and, for a finding, "where" (Anatomic Region), from its
// free-text name, as dcmqi and highdicom users code them: a finding word
// beats an organ word ("kidney tumour" is a Neoplasm in the kidney, not a
// kidney). TotalSegmentator's structure names ("kidney_left", "rib_right_4",
// "vertebrae_T12", "kidney_cyst_left") are known by name. Private to io/dicom.
#include <optional>
#include <string>

namespace segstudio::io::dicom {

struct CodedConcept {
    std::string value;
    std::string scheme;  // "SCT" (SNOMED CT) or the private "99SEGSTUDIO"
    std::string meaning;
};

struct SegmentCodes {
    CodedConcept category;
    CodedConcept type;
    std::optional<CodedConcept> typeModifier;    // Left or Right (of an organ)
    std::optional<CodedConcept> anatomicRegion;  // where a finding is ("kidney" of "kidney tumour")
    std::optional<CodedConcept> regionModifier;  // that region's side
};

// A name that holds a known finding or anatomy ("left kidney", "Tumour
// core", "liver_tumor", "lung nodule") gets its SNOMED CT codes; any other
// name gets the category Tissue and a private type code ("99SEGSTUDIO",
// "L<labelValue>", the name). Words are split at anything that is not a
// letter or digit; a plural s still names the concept.
SegmentCodes segmentCodesFor(const std::string& name, int labelValue);

}  // namespace segstudio::io::dicom
