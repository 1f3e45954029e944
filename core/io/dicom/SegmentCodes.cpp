#include "io/dicom/SegmentCodes.h"

#include <algorithm>
#include <cctype>

namespace segstudio::io::dicom {

namespace {

const CodedConcept kAnatomicalStructure{"123037004", "SCT", "Anatomical Structure"};
const CodedConcept kAlteredStructure{"49755003", "SCT", "Morphologically Altered Structure"};
const CodedConcept kTissue{"85756007", "SCT", "Tissue"};

struct KnownConcept {
    const char* word;  // lower case, matched as a whole word of the name
    const CodedConcept* category;
    CodedConcept type;
};

const KnownConcept kKnown[] = {
    {"liver", &kAnatomicalStructure, {"10200004", "SCT", "Liver"}},
    {"spleen", &kAnatomicalStructure, {"78961009", "SCT", "Spleen"}},
    {"kidney", &kAnatomicalStructure, {"64033007", "SCT", "Kidney"}},
    {"pancreas", &kAnatomicalStructure, {"15776009", "SCT", "Pancreas"}},
    {"lung", &kAnatomicalStructure, {"39607008", "SCT", "Lung"}},
    {"heart", &kAnatomicalStructure, {"80891009", "SCT", "Heart"}},
    {"brain", &kAnatomicalStructure, {"12738006", "SCT", "Brain"}},
    {"prostate", &kAnatomicalStructure, {"41216001", "SCT", "Prostate"}},
    {"bladder", &kAnatomicalStructure, {"89837001", "SCT", "Urinary bladder"}},
    {"aorta", &kAnatomicalStructure, {"15825003", "SCT", "Aorta"}},
    {"cell", &kAnatomicalStructure, {"4421005", "SCT", "Cell"}},
    {"tumor", &kAlteredStructure, {"108369006", "SCT", "Neoplasm"}},
    {"tumour", &kAlteredStructure, {"108369006", "SCT", "Neoplasm"}},
    {"neoplasm", &kAlteredStructure, {"108369006", "SCT", "Neoplasm"}},
    {"lesion", &kAlteredStructure, {"52988006", "SCT", "Lesion"}},
    {"edema", &kAlteredStructure, {"79654002", "SCT", "Edema"}},
    {"oedema", &kAlteredStructure, {"79654002", "SCT", "Edema"}},
    {"necrosis", &kAlteredStructure, {"6574001", "SCT", "Necrosis"}},
};

bool hasWord(const std::string& lowerName, const std::string& word)
{
    for (std::size_t at = lowerName.find(word); at != std::string::npos; at = lowerName.find(word, at + 1)) {
        const bool startsWord = at == 0 || !std::isalpha(static_cast<unsigned char>(lowerName[at - 1]));
        const std::size_t end = at + word.size();
        // "kidneys", "tumors": a plural s still names the concept.
        const bool endsWord = end == lowerName.size() || !std::isalpha(static_cast<unsigned char>(lowerName[end])) ||
                              (lowerName[end] == 's' && (end + 1 == lowerName.size() ||
                                                         !std::isalpha(static_cast<unsigned char>(lowerName[end + 1]))));
        if (startsWord && endsWord)
            return true;
    }
    return false;
}

}  // namespace

SegmentCodes segmentCodesFor(const std::string& name, int labelValue)
{
    std::string lower = name;
    std::transform(lower.begin(), lower.end(), lower.begin(), [](unsigned char c) { return std::tolower(c); });
    for (const KnownConcept& known : kKnown)
        if (hasWord(lower, known.word))
            return {*known.category, known.type};
    // Code Meaning is an LO (at most 64 characters).
    return {kTissue, {"L" + std::to_string(labelValue), "99SEGSTUDIO", name.substr(0, 64)}};
}

}  // namespace segstudio::io::dicom
