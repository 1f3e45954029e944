#include "io/dicom/DcmtkSupport.h"

#include <dcmtk/config/osconfig.h>
#include <dcmtk/dcmdata/dcdeftag.h>
#include <dcmtk/dcmdata/dcfilefo.h>
#include <dcmtk/oflog/oflog.h>

#include "common/system/AtomicFile.h"
#include "common/Errors.h"

namespace segstudio::io::dicom {

void quietDcmtkLog()
{
    // DCMTK logs to stderr: warnings such as "PixelData encountered, skipping
    // rest of dataset" when headers are read on purpose, and errors that reach
    // the user as InputErrors anyway.
    OFLog::getLogger("dcmtk").setLogLevel(OFLogger::FATAL_LOG_LEVEL);
}

void checkDcmtk(const OFCondition& condition, const std::string& file, const std::string& what)
{
    if (condition.bad())
        throw InputError(file, "", "DCMTK could not " + what + ": " + condition.text());
}

std::string saveDicomFileAtomically(DcmFileFormat& format, const std::string& outputFile)
{
    OFString sopInstanceUid;
    format.getDataset()->findAndGetOFString(DCM_SOPInstanceUID, sopInstanceUid);
    replaceFileAtomically(outputFile, [&](const std::string& tempPath) {
        checkDcmtk(format.saveFile(tempPath.c_str(), EXS_LittleEndianExplicit), outputFile, "write the file");
    });
    return sopInstanceUid.c_str();
}

}  // namespace segstudio::io::dicom
