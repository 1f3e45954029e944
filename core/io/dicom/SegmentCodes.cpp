#include "io/dicom/SegmentCodes.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <vector>

#include "common/Errors.h"

namespace segstudio::io::dicom {

namespace {

const CodedConcept kAnatomicalStructure{"123037004", "SCT", "Anatomical Structure"};
const CodedConcept kAlteredStructure{"49755003", "SCT", "Morphologically Altered Structure"};
const CodedConcept kTissue{"85756007", "SCT", "Tissue"};
const CodedConcept kLeft{"7771000", "SCT", "Left"};
const CodedConcept kRight{"24028007", "SCT", "Right"};

struct Concept {
    const CodedConcept* category;
    CodedConcept type;
};

// Findings (CID 7151's morphologically altered structures), by word.
const std::map<std::string, CodedConcept>& findings()
{
    static const std::map<std::string, CodedConcept> words = {
        {"tumor", {"108369006", "SCT", "Neoplasm"}},       {"tumour", {"108369006", "SCT", "Neoplasm"}},
        {"neoplasm", {"108369006", "SCT", "Neoplasm"}},    {"cancer", {"108369006", "SCT", "Neoplasm"}},
        {"lesion", {"52988006", "SCT", "Lesion"}},         {"cyst", {"367643001", "SCT", "Cyst"}},
        {"nodule", {"27925004", "SCT", "Nodule"}},         {"metastasis", {"14799000", "SCT", "Neoplasm, metastatic"}},
        {"metastases", {"14799000", "SCT", "Neoplasm, metastatic"}},
        {"edema", {"79654002", "SCT", "Edema"}},           {"oedema", {"79654002", "SCT", "Edema"}},
        {"necrosis", {"6574001", "SCT", "Necrosis"}},      {"hemorrhage", {"50960005", "SCT", "Hemorrhage"}},
        {"haemorrhage", {"50960005", "SCT", "Hemorrhage"}}, {"infiltrate", {"47351003", "SCT", "Infiltrate"}},
    };
    return words;
}

// Anatomy and tissues by their words joined with '_', sides removed (but for
// concepts that name a side themselves): TotalSegmentator's names and the
// plain words users write. SNOMED CT codes as TotalSegmentator's and dcmqi's
// mappings give them.
const std::map<std::string, Concept>& anatomy()
{
    static const std::map<std::string, Concept> names = [] {
        const CodedConcept* a = &kAnatomicalStructure;
        std::map<std::string, Concept> m = {
            {"adrenal_gland", {a, {"23451007", "SCT", "Adrenal gland"}}},
            {"aorta", {a, {"15825003", "SCT", "Aorta"}}},
            {"autochthon", {a, {"244849004", "SCT", "Deep muscle of back"}}},
            {"brain", {a, {"12738006", "SCT", "Brain"}}},
            {"clavicula", {a, {"51299004", "SCT", "Clavicle"}}},
            {"clavicle", {a, {"51299004", "SCT", "Clavicle"}}},
            {"colon", {a, {"71854001", "SCT", "Colon"}}},
            {"duodenum", {a, {"38848004", "SCT", "Duodenum"}}},
            {"esophagus", {a, {"32849002", "SCT", "Esophagus"}}},
            {"oesophagus", {a, {"32849002", "SCT", "Esophagus"}}},
            {"face", {a, {"89545001", "SCT", "Face"}}},
            {"femur", {a, {"71341001", "SCT", "Femur"}}},
            {"gallbladder", {a, {"28231008", "SCT", "Gallbladder"}}},
            {"gluteus_maximus", {a, {"181674001", "SCT", "Gluteus maximus muscle"}}},
            {"gluteus_medius", {a, {"78333006", "SCT", "Gluteus medius muscle"}}},
            {"gluteus_minimus", {a, {"75297007", "SCT", "Gluteus minimus muscle"}}},
            {"heart", {a, {"80891009", "SCT", "Heart"}}},
            {"heart_atrium_left", {a, {"82471001", "SCT", "Left atrium"}}},
            {"heart_atrium_right", {a, {"73829009", "SCT", "Right atrium"}}},
            {"heart_myocardium", {a, {"74281007", "SCT", "Myocardium"}}},
            {"heart_ventricle_left", {a, {"87878005", "SCT", "Left ventricle of heart"}}},
            {"heart_ventricle_right", {a, {"53085002", "SCT", "Right ventricle of heart"}}},
            {"hip", {a, {"29836001", "SCT", "Hip"}}},
            {"humerus", {a, {"85050009", "SCT", "Humerus"}}},
            {"iliac_artery", {a, {"73634005", "SCT", "Common iliac artery"}}},
            {"iliac_vena", {a, {"46027005", "SCT", "Common iliac vein"}}},
            {"iliopsoas", {a, {"68455001", "SCT", "Iliopsoas muscle"}}},
            {"inferior_vena_cava", {a, {"64131007", "SCT", "Inferior vena cava"}}},
            {"kidney", {a, {"64033007", "SCT", "Kidney"}}},
            {"liver", {a, {"10200004", "SCT", "Liver"}}},
            {"lung", {a, {"39607008", "SCT", "Lung"}}},
            {"lung_lower_lobe", {a, {"90572001", "SCT", "Lower lobe of lung"}}},
            {"lung_middle_lobe_right", {a, {"72481006", "SCT", "Middle lobe of right lung"}}},
            {"lung_upper_lobe", {a, {"45653009", "SCT", "Upper lobe of lung"}}},
            {"pancreas", {a, {"15776009", "SCT", "Pancreas"}}},
            {"portal_vein_and_splenic_vein", {a, {"110765007", "SCT", "Portal vein and splenic vein"}}},
            {"pulmonary_artery", {a, {"81040000", "SCT", "Pulmonary artery"}}},
            {"pulmonary_vein", {a, {"122972007", "SCT", "Pulmonary vein"}}},
            {"sacrum", {a, {"54735007", "SCT", "Sacrum"}}},
            {"scapula", {a, {"79601000", "SCT", "Scapula"}}},
            {"small_bowel", {a, {"30315005", "SCT", "Small intestine"}}},
            {"spleen", {a, {"78961009", "SCT", "Spleen"}}},
            {"stomach", {a, {"69695003", "SCT", "Stomach"}}},
            {"trachea", {a, {"44567001", "SCT", "Trachea"}}},
            {"urinary_bladder", {a, {"89837001", "SCT", "Urinary bladder"}}},
            {"bladder", {a, {"89837001", "SCT", "Urinary bladder"}}},
            {"brachiocephalic_trunk", {a, {"12691009", "SCT", "Brachiocephalic artery"}}},
            {"subclavian_artery", {a, {"29700009", "SCT", "Subclavian artery"}}},
            {"common_carotid_artery", {a, {"32062004", "SCT", "Common carotid artery"}}},
            {"brachiocephalic_vein", {a, {"8887007", "SCT", "Brachiocephalic vein"}}},
            {"atrial_appendage", {a, {"68786006", "SCT", "Auricular appendage"}}},
            {"superior_vena_cava", {a, {"48345005", "SCT", "Superior vena cava"}}},
            {"prostate", {a, {"41216001", "SCT", "Prostate"}}},
            {"sternum", {a, {"56873002", "SCT", "Sternum"}}},
            {"skull", {a, {"89546000", "SCT", "Skull"}}},
            {"spinal_cord", {a, {"2748008", "SCT", "Spinal cord"}}},
            {"thyroid_gland", {a, {"69748006", "SCT", "Thyroid gland"}}},
            {"coronary_arteries", {a, {"41801008", "SCT", "Coronary artery"}}},
            {"coronary_artery", {a, {"41801008", "SCT", "Coronary artery"}}},
            {"patella", {a, {"64234005", "SCT", "Patella"}}},
            {"tibia", {a, {"12611008", "SCT", "Tibia"}}},
            {"fibula", {a, {"87342007", "SCT", "Fibula"}}},
            {"ulna", {a, {"23416004", "SCT", "Ulna"}}},
            {"radius", {a, {"62413002", "SCT", "Radius"}}},
            {"skeletal_muscle", {a, {"127954009", "SCT", "Skeletal muscle"}}},
            {"cell", {a, {"4421005", "SCT", "Cell"}}},
            {"subcutaneous_fat", {&kTissue, {"67769002", "SCT", "Subcutaneous fatty tissue"}}},
            {"fat", {&kTissue, {"55603005", "SCT", "Fat"}}},
        };
        const char* ribs[] = {"48535007", "78247007", "25888004", "25523003", "15339008", "59558009",
                              "24915002", "5953002",  "22565002", "77644006", "58830002", "43993008"};
        const char* ordinals[] = {"First", "Second", "Third", "Fourth", "Fifth", "Sixth",
                                  "Seventh", "Eighth", "Ninth", "Tenth", "Eleventh", "Twelfth"};
        for (int n = 0; n < 12; ++n)
            m["rib_" + std::to_string(n + 1)] = {a, {ribs[n], "SCT", std::string(ordinals[n]) + " rib"}};
        const std::pair<const char*, const char*> vertebrae[] = {
            {"c1", "14806007"}, {"c2", "39976000"}, {"c3", "113205007"}, {"c4", "5329002"},  {"c5", "36978003"},
            {"c6", "36054005"}, {"c7", "87391001"}, {"t1", "64864005"},  {"t2", "53733008"}, {"t3", "1626008"},
            {"t4", "73071006"}, {"t5", "56401006"}, {"t6", "45296009"},  {"t7", "62487009"}, {"t8", "11068009"},
            {"t9", "82687006"}, {"t10", "7610001"}, {"t11", "12989004"}, {"t12", "23215003"}, {"l1", "66794005"},
            {"l2", "14293000"}, {"l3", "36470004"}, {"l4", "11994002"},  {"l5", "49668003"}, {"s1", "65985001"}};
        for (const auto& [level, code] : vertebrae) {
            std::string meaning = level;
            meaning[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(meaning[0])));
            m[std::string("vertebrae_") + level] = {a, {code, "SCT", meaning + " vertebra"}};
        }
        return m;
    }();
    return names;
}

// Lower-case words, split at anything but letters and digits; a plural s
// dropped where the singular is a known word ("kidneys", "tumors").
std::vector<std::string> wordsOf(const std::string& name)
{
    std::vector<std::string> words;
    std::string word;
    for (const char c : name + " ") {
        if (std::isalnum(static_cast<unsigned char>(c))) {
            word += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
            continue;
        }
        if (word.empty())
            continue;
        if (word.size() > 3 && word.back() == 's' && word != "metastases") {
            const std::string singular = word.substr(0, word.size() - 1);
            if (findings().count(singular) || anatomy().count(singular))
                word = singular;
        }
        words.push_back(word);
        word.clear();
    }
    return words;
}

std::string joined(const std::vector<std::string>& words, std::size_t first, std::size_t end)
{
    std::string text;
    for (std::size_t w = first; w < end; ++w)
        text += (text.empty() ? "" : "_") + words[w];
    return text;
}

// The longest run of `words` that names a known structure, if any.
const Concept* findAnatomy(const std::vector<std::string>& words)
{
    for (std::size_t length = words.size(); length >= 1; --length)
        for (std::size_t first = 0; first + length <= words.size(); ++first)
            if (const auto found = anatomy().find(joined(words, first, first + length)); found != anatomy().end())
                return &found->second;
    return nullptr;
}

}  // namespace

SegmentCodes segmentCodesFor(const std::string& name, int labelValue)
{
    const std::vector<std::string> all = wordsOf(name);
    // Concepts that name their side ("heart_atrium_left") first, then the words without sides.
    std::optional<CodedConcept> side;
    std::vector<std::string> words;
    for (const std::string& word : all) {
        if (word == "left" || word == "right")
            side = word == "left" ? kLeft : kRight;
        else
            words.push_back(word);
    }
    const Concept* withSide = findAnatomy(all);
    const bool sideNamed = withSide && (withSide->type.meaning.find("Left") != std::string::npos ||
                                        withSide->type.meaning.find("Right") != std::string::npos ||
                                        withSide->type.meaning.find("right lung") != std::string::npos);
    const Concept* organ = sideNamed ? withSide : findAnatomy(words);
    const std::optional<CodedConcept> organSide = sideNamed ? std::nullopt : side;
    for (const std::string& word : words)
        if (const auto finding = findings().find(word); finding != findings().end()) {
            SegmentCodes codes{kAlteredStructure, finding->second, std::nullopt, std::nullopt, std::nullopt};
            if (organ) {
                codes.anatomicRegion = organ->type;
                codes.regionModifier = organSide;
            }
            return codes;
        }
    if (organ)
        return {*organ->category, organ->type, organSide, std::nullopt, std::nullopt};
    // Code Meaning is an LO (at most 64 characters).
    return {kTissue, {"L" + std::to_string(labelValue), "99SEGSTUDIO", name.substr(0, 64)}, std::nullopt, std::nullopt,
            std::nullopt};
}

namespace {

CodedConcept conceptFromJson(const Json& json, const std::string& file, const std::string& field)
{
    if (!json.is_array() || json.size() != 3 || !json[0].is_string() || !json[1].is_string() || !json[2].is_string())
        throw InputError(file, field, "is not [code value, coding scheme, code meaning] (three strings)");
    const CodedConcept coded{json[0].get<std::string>(), json[1].get<std::string>(), json[2].get<std::string>()};
    const std::pair<const std::string*, std::size_t> parts[] = {
        {&coded.value, 16}, {&coded.scheme, 16}, {&coded.meaning, 64}};
    const char* names[] = {"code value", "coding scheme", "code meaning"};
    for (int p = 0; p < 3; ++p) {
        const std::string& text = *parts[p].first;
        if (text.empty() || text.size() > parts[p].second || text.find('\\') != std::string::npos)
            throw InputError(file, field,
                             std::string("has a ") + names[p] + " that is empty, longer than " +
                                 std::to_string(parts[p].second) + " characters or holds a backslash: \"" + text + "\"");
    }
    return coded;
}

Json conceptToJson(const CodedConcept& coded) { return Json::array({coded.value, coded.scheme, coded.meaning}); }

}  // namespace

SegmentCodes segmentCodesFromJson(const Json& json, const std::string& file, const std::string& field)
{
    if (!json.is_object())
        throw InputError(file, field, "is not an object with \"category\" and \"type\"");
    static const char* const known[] = {"category", "type", "type_modifier", "anatomic_region", "anatomic_region_modifier"};
    for (const auto& [key, value] : json.items())
        if (std::find(std::begin(known), std::end(known), key) == std::end(known))
            throw InputError(file, field + "." + key,
                             "is not a code of a segment (category, type, type_modifier, anatomic_region, "
                             "anatomic_region_modifier)");
    for (const char* required : {"category", "type"})
        if (!json.contains(required))
            throw InputError(file, field + "." + required, "is missing");
    auto optional = [&](const char* key) -> std::optional<CodedConcept> {
        if (!json.contains(key))
            return std::nullopt;
        return conceptFromJson(json.at(key), file, field + "." + key);
    };
    SegmentCodes codes{conceptFromJson(json.at("category"), file, field + ".category"),
                       conceptFromJson(json.at("type"), file, field + ".type"), optional("type_modifier"),
                       optional("anatomic_region"), optional("anatomic_region_modifier")};
    if (codes.regionModifier && !codes.anatomicRegion)
        throw InputError(file, field + ".anatomic_region_modifier", "needs an anatomic_region to modify");
    return codes;
}

Json segmentCodesToJson(const SegmentCodes& codes)
{
    Json json{{"category", conceptToJson(codes.category)}, {"type", conceptToJson(codes.type)}};
    if (codes.typeModifier)
        json["type_modifier"] = conceptToJson(*codes.typeModifier);
    if (codes.anatomicRegion)
        json["anatomic_region"] = conceptToJson(*codes.anatomicRegion);
    if (codes.regionModifier)
        json["anatomic_region_modifier"] = conceptToJson(*codes.regionModifier);
    return json;
}

}  // namespace segstudio::io::dicom
