#pragma once
// Coded concepts for a segment's "what is it" (Segmented Property Category
// and Type, DICOM CID 7150/7151, SNOMED CT codes) from its free-text name.
// Private to io/dicom.
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
};

// A name that contains a known anatomy or finding as a word ("left kidney",
// "Tumour core") gets its SNOMED CT codes; any other name gets the category
// Tissue and a private type code ("99SEGSTUDIO", "L<labelValue>", the name).
SegmentCodes segmentCodesFor(const std::string& name, int labelValue);

}  // namespace segstudio::io::dicom
