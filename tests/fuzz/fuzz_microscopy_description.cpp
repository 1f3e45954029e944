// libFuzzer harness: the first page's description of a microscopy TIFF, as
// OME-XML (first byte % 3 == 0), ImageJ "key=value" lines (1) or tifffile's
// JSON (2), parsed in this
// process against a first page of 64 x 48 uint16 pixels in 96 pages. The
// parsers must return a stack whose pages exist or throw an InputError naming
// the file; the page reader relies on both.
#include "FuzzSupport.h"
#include "io/MicroscopyTiff.h"

using namespace segstudio;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size)
{
    if (size < 1)
        return 0;
    static const std::string path = fuzz::freshFolder("microscopy") + "/stack.ome.tif";
    io::detail::FirstPage page;
    page.pageCount = 96;
    page.width = 64;
    page.height = 48;
    page.type = ScalarType::UInt16;
    page.xResolution = page.yResolution = 2.0;
    const std::string text(reinterpret_cast<const char*>(data) + 1, size - 1);
    fuzz::expectOnlyProductErrors(path, [&] {
        const io::detail::MicroscopyStack stack = data[0] % 3 == 0   ? io::detail::parseOmeXml(text, path, page)
                                                  : data[0] % 3 == 1 ? io::detail::parseImageJDescription(text, path, page)
                                                                     : io::detail::parseShapedDescription(text, path, page);
        for (uint64_t p : stack.pages)
            if (p >= page.pageCount)
                std::abort();  // a page the file does not have
        if (stack.pages.size() != static_cast<std::size_t>(stack.header.geometry.size[2] * stack.planeChannels))
            std::abort();
    });
    return 0;
}
