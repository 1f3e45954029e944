#include "io/dicom/Deidentification.h"

#include <dcmtk/config/osconfig.h>
#include <dcmtk/dcmdata/dcdeftag.h>
#include <dcmtk/dcmdata/dcfilefo.h>
#include <dcmtk/dcmdata/dcitem.h>
#include <dcmtk/dcmdata/dcmetinf.h>
#include <dcmtk/dcmdata/dcsequen.h>
#include <dcmtk/dcmdata/dcstack.h>
#include <openssl/evp.h>

#include <filesystem>
#include <map>
#include <utility>

#include "common/Errors.h"
#include "io/dicom/DcmtkSupport.h"

namespace segstudio::io::dicom {

namespace fs = std::filesystem;

namespace {

// PS3.15 Table E.1-1, Basic Profile, for the attributes below: removed (X).
const DcmTagKey kRemoved[] = {
    DCM_PatientBirthTime, DCM_OtherPatientIDsSequence, DCM_OtherPatientNames, DCM_PatientBirthName,
    DCM_PatientAge, DCM_PatientSize, DCM_PatientWeight, DCM_PatientAddress, DCM_PatientMotherBirthName,
    DCM_MilitaryRank, DCM_BranchOfService, DCM_RETIRED_MedicalRecordLocator, DCM_PatientTelephoneNumbers,
    DCM_EthnicGroup, DCM_Occupation, DCM_AdditionalPatientHistory, DCM_PatientComments,
    DCM_PatientReligiousPreference, DCM_ResponsiblePerson, DCM_ResponsibleOrganization,
    DCM_CountryOfResidence, DCM_RegionOfResidence, DCM_PregnancyStatus, DCM_MedicalAlerts, DCM_Allergies,
    DCM_SmokingStatus, DCM_LastMenstrualDate, DCM_SpecialNeeds, DCM_PatientState, DCM_PatientInsurancePlanCodeSequence,
    DCM_InstitutionName, DCM_InstitutionAddress, DCM_InstitutionalDepartmentName, DCM_InstitutionCodeSequence,
    DCM_ReferringPhysicianAddress, DCM_ReferringPhysicianTelephoneNumbers,
    DCM_ReferringPhysicianIdentificationSequence, DCM_PhysiciansOfRecord, DCM_PhysiciansOfRecordIdentificationSequence,
    DCM_PerformingPhysicianName, DCM_PerformingPhysicianIdentificationSequence, DCM_NameOfPhysiciansReadingStudy,
    DCM_PhysiciansReadingStudyIdentificationSequence, DCM_OperatorsName, DCM_OperatorIdentificationSequence,
    DCM_RequestingPhysician, DCM_RequestingService, DCM_RequestAttributesSequence, DCM_ReferencedPatientSequence,
    DCM_ReferencedStudySequence, DCM_AdmittingDiagnosesDescription, DCM_AdmittingDiagnosesCodeSequence,
    DCM_AdmissionID, DCM_IssuerOfAdmissionIDSequence, DCM_StationName, DCM_DeviceSerialNumber, DCM_DeviceUID,
    DCM_PlateID, DCM_GantryID, DCM_CassetteID, DCM_DetectorID, DCM_StudyDescription, DCM_SeriesDescription,
    DCM_ProtocolName, DCM_PerformedProcedureStepDescription, DCM_PerformedProcedureStepID,
    DCM_PerformedProcedureStepStartDate, DCM_PerformedProcedureStepStartTime, DCM_ScheduledProcedureStepDescription,
    DCM_RequestedProcedureDescription, DCM_RequestedProcedureID, DCM_ImageComments, DCM_DerivationDescription,
    DCM_VisitComments, DCM_SeriesDate, DCM_SeriesTime, DCM_AcquisitionDate,
    DCM_AcquisitionTime, DCM_AcquisitionDateTime, DCM_InstanceCreationDate, DCM_InstanceCreationTime,
    DCM_InstanceCreatorUID, DCM_OriginalAttributesSequence, DCM_ModifiedAttributesSequence,
    DCM_DigitalSignaturesSequence, DCM_DataSetTrailingPadding, DCM_IssuerOfPatientID, DCM_StructureSetDescription,
    DCM_StructureSetName, DCM_ContentCreatorName, DCM_RETIRED_InterpretationRecorder, DCM_RETIRED_InterpretationAuthor,
    DCM_ReviewerName, DCM_PersonName, DCM_VerifyingObserverName, DCM_CurrentPatientLocation,
    DCM_PatientInstitutionResidence, DCM_ConsultingPhysicianName, DCM_ScheduledPerformingPhysicianName,
};

// Emptied (Z): kept, zero-length, because IODs make them Type 2.
const DcmTagKey kEmptied[] = {
    DCM_PatientBirthDate, DCM_PatientSex, DCM_StudyDate, DCM_StudyTime, DCM_AccessionNumber, DCM_StudyID,
    DCM_ReferringPhysicianName, DCM_ContentDate, DCM_ContentTime, DCM_StructureSetDate, DCM_StructureSetTime,
};

// The secret and the value, hashed: 32 bytes.
std::string sha256(const std::string& secret, const std::string& value)
{
    unsigned char digest[EVP_MAX_MD_SIZE];
    unsigned int length = 0;
    const std::string message = secret + '\0' + value;
    if (EVP_Digest(message.data(), message.size(), digest, &length, EVP_sha256(), nullptr) != 1)
        throw std::runtime_error("OpenSSL's SHA-256 failed");
    return std::string(reinterpret_cast<const char*>(digest), length);
}

// "2.25." and the decimal value of the digest's first 128 bits (PS3.5 B.2).
std::string uidFromDigest(const std::string& digest)
{
    unsigned char bytes[16];
    for (int i = 0; i < 16; ++i)
        bytes[i] = static_cast<unsigned char>(digest[static_cast<std::size_t>(i)]);
    bytes[0] &= 0x7f;  // keep the number below 2^127: 39 digits at most, UID 44 characters
    std::string decimal;
    bool nonZero = true;
    while (nonZero) {  // long division of the 16-byte number by 10
        unsigned remainder = 0;
        nonZero = false;
        for (unsigned char& byte : bytes) {
            const unsigned value = remainder * 256 + byte;
            byte = static_cast<unsigned char>(value / 10);
            remainder = value % 10;
            nonZero = nonZero || byte != 0;
        }
        decimal.insert(decimal.begin(), static_cast<char>('0' + remainder));
    }
    return "2.25." + decimal;
}

std::string pseudonymFor(const std::string& secret, const std::string& patientId)
{
    const std::string digest = sha256(secret, "patient:" + patientId);
    static const char hex[] = "0123456789ABCDEF";
    std::string text = "ANON-";
    for (int i = 0; i < 6; ++i) {
        text += hex[static_cast<unsigned char>(digest[static_cast<std::size_t>(i)]) >> 4];
        text += hex[static_cast<unsigned char>(digest[static_cast<std::size_t>(i)]) & 15];
    }
    return text;
}

bool isDicomDefinedUid(const std::string& uid)
{
    return uid.rfind("1.2.840.10008.", 0) == 0;
}

class Deidentifier {
public:
    explicit Deidentifier(const DeidentifyOptions& options) : m_secret(options.secret) {}

    std::string newUid(const std::string& uid)
    {
        auto [it, added] = m_uids.try_emplace(uid);
        if (added)
            it->second = uidFromDigest(sha256(m_secret, "uid:" + uid));
        return it->second;
    }

    // De-identifies `dataset` in place; counts what it changed into `report`.
    void apply(DcmDataset& dataset, DeidentifyReport& report)
    {
        // One occurrence per call (the first found, sequence items
        // included), so each removed element is counted.
        for (const DcmTagKey& tag : kRemoved)
            while (dataset.findAndDeleteElement(tag, /*allOccurrences=*/OFFalse, /*searchIntoSub=*/OFTrue).good())
                ++report.removedAttributes;
        removePrivateOverlaysAndCurves(dataset, report);
        for (const DcmTagKey& tag : kEmptied)
            if (dataset.tagExists(tag))
                dataset.putAndInsertString(tag, "");
        OFString patientId;
        dataset.findAndGetOFString(DCM_PatientID, patientId);
        const std::string pseudonym = pseudonymFor(m_secret, patientId.c_str());
        dataset.putAndInsertString(DCM_PatientID, pseudonym.c_str());
        dataset.putAndInsertString(DCM_PatientName, pseudonym.c_str());
        if (report.pseudonym.empty())
            report.pseudonym = pseudonym;
        replaceUids(dataset, report);
        dataset.putAndInsertString(DCM_PatientIdentityRemoved, "YES");
        dataset.putAndInsertString(DCM_DeidentificationMethod,
                                   "SegStudio: PS3.15 Basic Application Confidentiality Profile");
        dataset.findAndDeleteElement(DCM_DeidentificationMethodCodeSequence);
        DcmItem* code = nullptr;
        if (dataset.findOrCreateSequenceItem(DCM_DeidentificationMethodCodeSequence, code, 0).good() && code) {
            code->putAndInsertString(DCM_CodeValue, "113100");
            code->putAndInsertString(DCM_CodingSchemeDesignator, "DCM");
            code->putAndInsertString(DCM_CodeMeaning, "Basic Application Confidentiality Profile");
        }
    }

private:
    // Private attributes (odd groups), overlays (60xx) and curves (50xx),
    // at any depth.
    static void removePrivateOverlaysAndCurves(DcmDataset& dataset, DeidentifyReport& report)
    {
        std::vector<std::pair<DcmItem*, DcmObject*>> doomed;
        DcmStack stack;
        while (dataset.nextObject(stack, OFTrue).good()) {
            DcmObject* object = stack.top();
            const DcmTagKey tag = object->getTag();
            const Uint16 group = tag.getGroup();
            const bool drop = (group & 1) != 0 || (group >= 0x5000 && group <= 0x50ff) ||
                              (group >= 0x6000 && group <= 0x60ff);
            if (drop && stack.card() >= 2 && object->ident() != EVR_item) {
                auto* parent = dynamic_cast<DcmItem*>(stack.elem(1));
                if (parent)
                    doomed.emplace_back(parent, object);
            }
        }
        // Deepest first, so no parent goes before its children are counted.
        for (auto it = doomed.rbegin(); it != doomed.rend(); ++it) {
            delete it->first->remove(it->second);
            ++report.removedAttributes;
        }
    }

    void replaceUids(DcmDataset& dataset, DeidentifyReport& report)
    {
        DcmStack stack;
        while (dataset.nextObject(stack, OFTrue).good()) {
            DcmObject* object = stack.top();
            if (object->ident() != EVR_UI)
                continue;
            auto* element = static_cast<DcmElement*>(object);
            OFString value;
            if (element->getOFStringArray(value).bad() || value.empty() || isDicomDefinedUid(value.c_str()))
                continue;
            element->putString(newUid(value.c_str()).c_str());
            ++report.replacedUids;
        }
    }

    std::string m_secret;
    std::map<std::string, std::string> m_uids;
};

}  // namespace

DeidentifyReport deidentifyFiles(const std::vector<std::string>& files, const std::string& outputFolder,
                                 const DeidentifyOptions& options)
{
    if (options.secret.empty())
        throw InputError("", "secret", "de-identification needs a secret: without one, pseudonyms could be recomputed");
    quietDcmtkLog();
    std::error_code error;
    fs::create_directories(outputFolder, error);
    if (error)
        throw InputError(outputFolder, "", "cannot create the folder: " + error.message());
    Deidentifier deidentifier(options);
    DeidentifyReport report;
    for (const std::string& file : files) {
        DcmFileFormat format;
        checkDcmtk(format.loadFile(file.c_str()), file, "read the DICOM file");
        DcmDataset& dataset = *format.getDataset();
        deidentifier.apply(dataset, report);
        OFString sopInstanceUid;
        dataset.findAndGetOFString(DCM_SOPInstanceUID, sopInstanceUid);
        if (sopInstanceUid.empty())
            throw InputError(file, "SOPInstanceUID", "missing: not a DICOM instance");
        // The meta header names the instance too; DCMTK rewrites it from the dataset.
        format.getMetaInfo()->findAndDeleteElement(DCM_MediaStorageSOPInstanceUID);
        const std::string output = (fs::path(outputFolder) / (std::string(sopInstanceUid.c_str()) + ".dcm")).string();
        saveDicomFileAtomically(format, output);
        ++report.files;
    }
    return report;
}

}  // namespace segstudio::io::dicom
