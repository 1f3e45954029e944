#pragma once
// Millimetres per unit of length, for the unit names microscopy files use:
// OME-XML's UnitsLength symbols and ImageJ's ("µm", "um", "micron", "nm",
// "Å", "inch"...), and OME-NGFF's UDUNITS-2 names ("micrometer", "nanometer",
// "angstrom"...). Private to io.
#include <optional>
#include <string>

namespace segstudio::io {

// Millimetres per `unit`; nullopt for a unit it does not know.
std::optional<double> millimetresPerUnit(const std::string& unit);

}  // namespace segstudio::io
