#include "io/LengthUnits.h"

#include <map>

namespace segstudio::io {

std::optional<double> millimetresPerUnit(const std::string& unit)
{
    static const std::map<std::string, double> units = {
        // OME UnitsLength symbols and ImageJ's unit names.
        {"m", 1e3}, {"dm", 1e2}, {"cm", 10}, {"mm", 1}, {"µm", 1e-3}, {"\u03bcm", 1e-3}, {"um", 1e-3},
        {"micron", 1e-3}, {"microns", 1e-3}, {"nm", 1e-6}, {"pm", 1e-9}, {"Å", 1e-7}, {"\u212b", 1e-7},
        {"inch", 25.4}, {"in", 25.4}, {"\\u00B5m", 1e-3}, {"\\u00b5m", 1e-3},
        // OME-NGFF's space units (UDUNITS-2 names).
        {"angstrom", 1e-7}, {"nanometer", 1e-6}, {"micrometer", 1e-3}, {"millimeter", 1.0}, {"centimeter", 10.0},
        {"decimeter", 100.0}, {"meter", 1e3}, {"picometer", 1e-9}, {"femtometer", 1e-12}, {"kilometer", 1e6}};
    const auto found = units.find(unit);
    if (found == units.end())
        return std::nullopt;
    return found->second;
}

}  // namespace segstudio::io
