// libFuzzer harness: a DICOM Segmentation (dicom_seg) or RT Structure Set
// (dicom_rtstruct, SEGSTUDIO_FUZZ_RTSTRUCT) read onto the seeds' grid in this
// process (io::detail::readDicomSegOnGrid / readDicomRtStructOnGrid, what the
// product runs in its reader child), so libFuzzer sees DCMTK's and
// SegStudio's code. Whatever the bytes: the product's own error naming the
// file, or label layers that fit the grid and a segment list that names them.
#include "FuzzSupport.h"
#include "io/dicom/DicomRtStruct.h"
#include "io/dicom/DicomSegmentation.h"

using namespace segstudio;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size)
{
    static const std::string folder = fuzz::freshFolder("dicom_labels");
    static const Geometry grid = fuzz::dicomSeedGrid();
    const std::string file = fuzz::writeInput(folder, "labels.dcm", data, size);
    fuzz::expectOnlyProductErrors(file, [&] {
#ifdef SEGSTUDIO_FUZZ_RTSTRUCT
        const io::SegReadResult result = io::detail::readDicomRtStructOnGrid(file, grid);
#else
        const io::SegReadResult result = io::detail::readDicomSegOnGrid(file, grid);
#endif
        bool fits = !result.layers.empty() && result.layerOfSegment.size() == result.segments.size();
        for (const Volume& layer : result.layers)
            fits = fits && layer.geometry.size == grid.size && layer.valueCount() == grid.voxelCount() &&
                   layer.bytes.size() == static_cast<std::size_t>(layer.valueCount()) * scalarSize(layer.type);
        for (int layer : result.layerOfSegment)
            fits = fits && layer >= 0 && static_cast<std::size_t>(layer) < result.layers.size();
        if (!fits) {
            std::fprintf(stderr, "%s: label layers that do not fit the grid or their segments\n", file.c_str());
            std::abort();
        }
    });
    return 0;
}
