#pragma once
// Coded concepts for a segment's "what is it" (Segmented Property Category
// and Type, DICOM CID 7150/7151, SNOMED CT codes, with the side as a type
// modifier) and, for a finding, "where" (Anatomic Region), from its
// free-text name, as dcmqi and highdicom users code them: a finding word
// beats an organ word ("kidney tumour" is a Neoplasm in the kidney, not a
// kidney). TotalSegmentator's structure names ("kidney_left", "rib_right_4",
// "vertebrae_T12", "kidney_cyst_left") are known by name. A user's own codes
// (dataset.json "segment_codes") replace these (SegmentDescription::codes).
#include <optional>
#include <string>

#include "common/formats/JsonFile.h"

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

// One label's codes as dataset.json's "segment_codes" holds them:
//   {"category": [value, scheme, meaning], "type": [...], "type_modifier": [...],
//    "anatomic_region": [...], "anatomic_region_modifier": [...]}
// category and type required, the rest optional. Each part: a code value
// (at most 16 characters, SH), a coding scheme designator (at most 16) and
// a code meaning (at most 64, LO), none empty or holding a backslash.
// Throws InputError naming `file` and `field` (e.g. "segment_codes.liver.type").
SegmentCodes segmentCodesFromJson(const Json& json, const std::string& file, const std::string& field);
Json segmentCodesToJson(const SegmentCodes& codes);

}  // namespace segstudio::io::dicom
