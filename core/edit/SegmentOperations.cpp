#include "edit/SegmentOperations.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>

#include "common/Errors.h"
#include "edit/MaskMorphology.h"

namespace segstudio::edit {
namespace {

const std::map<std::string, SegmentOperationKind>& operationNames()
{
    static const std::map<std::string, SegmentOperationKind> names{
        {"keep-largest", SegmentOperationKind::KeepLargestIsland},
        {"remove-small", SegmentOperationKind::RemoveSmallIslands},
        {"split", SegmentOperationKind::SplitIslands},
        {"grow", SegmentOperationKind::Grow},
        {"shrink", SegmentOperationKind::Shrink},
        {"hollow", SegmentOperationKind::Hollow},
        {"median", SegmentOperationKind::Median},
        {"opening", SegmentOperationKind::Opening},
        {"closing", SegmentOperationKind::Closing},
        {"gaussian", SegmentOperationKind::Gaussian},
        {"union", SegmentOperationKind::Union},
        {"intersect", SegmentOperationKind::Intersect},
        {"subtract", SegmentOperationKind::Subtract},
        {"invert", SegmentOperationKind::Invert},
    };
    return names;
}

bool isLogical(SegmentOperationKind kind)
{
    return kind == SegmentOperationKind::Union || kind == SegmentOperationKind::Intersect ||
           kind == SegmentOperationKind::Subtract;
}

int64_t largestStorable(ScalarType type)
{
    return visitScalarType(type, [](auto zero) -> int64_t {
        using T = decltype(zero);
        if constexpr (std::is_floating_point_v<T> || sizeof(T) >= 8)
            return std::numeric_limits<int64_t>::max();
        else
            return static_cast<int64_t>(std::numeric_limits<T>::max());
    });
}

std::vector<int64_t> labelValues(const Volume& map)
{
    std::vector<int64_t> values(static_cast<std::size_t>(map.voxelCount()));
    visitScalarType(map.type, [&](auto zero) {
        using T = decltype(zero);
        const T* data = map.data<T>();
        for (std::size_t i = 0; i < values.size(); ++i)
            values[i] = static_cast<int64_t>(data[i]);
    });
    return values;
}

void storeLabelValues(Volume& map, const std::vector<int64_t>& values)
{
    visitScalarType(map.type, [&](auto zero) {
        using T = decltype(zero);
        T* data = map.data<T>();
        for (std::size_t i = 0; i < values.size(); ++i)
            data[i] = static_cast<T>(values[i]);
    });
}

// The inclusive voxel box of the voxels where `inside` holds, or empty.
template <class Inside> VoxelBox boxWhere(const Size3& size, Inside&& inside)
{
    VoxelBox box;
    int64_t i = 0;
    for (int64_t z = 0; z < size[2]; ++z)
        for (int64_t y = 0; y < size[1]; ++y)
            for (int64_t x = 0; x < size[0]; ++x, ++i)
                if (inside(i))
                    box.include(Index3{x, y, z});
    return box;
}

// The box grown by pad[axis] voxels on each side, clamped to the image.
VoxelBox padded(VoxelBox box, const std::array<int64_t, 3>& pad, const Size3& size)
{
    for (int a = 0; a < 3; ++a) {
        box.lo[a] = std::max<int64_t>(0, box.lo[a] - pad[a]);
        box.hi[a] = std::min<int64_t>(size[a] - 1, box.hi[a] + pad[a]);
    }
    return box;
}

std::array<int64_t, 3> voxelsFor(double mm, const Vec3& spacing, int64_t extra)
{
    std::array<int64_t, 3> pad{};
    for (int a = 0; a < 3; ++a)
        pad[a] = static_cast<int64_t>(std::ceil(mm / spacing[a])) + extra;
    return pad;
}

void checkLength(const SegmentOperation& op)
{
    if (!std::isfinite(op.mm) || op.mm < 0)
        throw InputError("", "mm", "a length must be a finite number of mm >= 0, not " + std::to_string(op.mm));
    if (!std::isfinite(op.minimumVolumeMm3) || op.minimumVolumeMm3 < 0)
        throw InputError("", "minimum volume", "the smallest island's volume must be >= 0 mm3");
}

void checkInputs(const Volume& labels, const SegmentOperation& op, const std::set<int64_t>& locked)
{
    if (labels.components != 1 || !isIntegerType(labels.type))
        throw InputError("", "label map", std::string("segment operations need an integer label map of one component, not ") +
                                              scalarTypeName(labels.type) + " x" + std::to_string(labels.components));
    if (op.label <= 0 || op.label > largestStorable(labels.type))
        throw InputError("", "label", "label " + std::to_string(op.label) + " is not a positive value a " +
                                          scalarTypeName(labels.type) + " map holds");
    if (locked.count(op.label))
        throw InputError("", "label", "label " + std::to_string(op.label) + " is locked; unlock it to change it");
    checkLength(op);
    if (!isLogical(op.kind))
        return;
    if (op.operandLabel <= 0)
        throw InputError("", "operand", "a logical operation needs an operand label > 0");
    if (op.operandMap) {
        if (op.operandMap->geometry.size != labels.geometry.size || op.operandMap->components != 1)
            throw InputError("", "operand", "the operand map is not on the label map's grid " +
                                                formatSize(labels.geometry.size));
    } else if (op.kind == SegmentOperationKind::Union && locked.count(op.operandLabel)) {
        throw InputError("", "operand", "label " + std::to_string(op.operandLabel) +
                                            " is locked; a union would merge its voxels into label " +
                                            std::to_string(op.label));
    }
}

// The new mask of the target label over `crop`, from its current mask there.
std::vector<uint8_t> newMask(const CroppedMask& mask, const SegmentOperation& op, const std::vector<uint8_t>& operand)
{
    switch (op.kind) {
    case SegmentOperationKind::Grow: return grownMask(mask, op.mm);
    case SegmentOperationKind::Shrink: return shrunkMask(mask, op.mm);
    case SegmentOperationKind::Opening: return grownMask(mask.with(shrunkMask(mask, op.mm)), op.mm);
    case SegmentOperationKind::Closing: return shrunkMask(mask.with(grownMask(mask, op.mm)), op.mm);
    case SegmentOperationKind::Median: return medianMask(mask, op.mm);
    case SegmentOperationKind::Gaussian: return gaussianMask(mask, op.mm);
    case SegmentOperationKind::Hollow: {
        std::vector<uint8_t> outer = mask.voxels, inner = mask.voxels;
        const double t = op.shell == ShellSide::Centred ? op.mm / 2 : op.mm;
        if (op.shell != ShellSide::Inside)
            outer = grownMask(mask, t);
        if (op.shell != ShellSide::Outside)
            inner = shrunkMask(mask, t);
        for (std::size_t i = 0; i < outer.size(); ++i)
            outer[i] = outer[i] && !inner[i];
        return outer;
    }
    case SegmentOperationKind::Union:
    case SegmentOperationKind::Intersect:
    case SegmentOperationKind::Subtract: {
        std::vector<uint8_t> out(mask.voxels.size());
        for (std::size_t i = 0; i < out.size(); ++i) {
            const bool a = mask.voxels[i], b = operand[i];
            out[i] = op.kind == SegmentOperationKind::Union ? (a || b) : op.kind == SegmentOperationKind::Intersect ? (a && b) : (a && !b);
        }
        return out;
    }
    default: break;
    }
    return mask.voxels;
}

}  // namespace

SegmentOperationKind segmentOperationFromName(const std::string& name)
{
    const auto found = operationNames().find(name);
    if (found == operationNames().end()) {
        std::string known;
        for (const std::string& n : segmentOperationNames())
            known += (known.empty() ? "" : ", ") + n;
        throw InputError("", "operation", "unknown operation '" + name + "'; known: " + known);
    }
    return found->second;
}

std::string segmentOperationName(SegmentOperationKind kind)
{
    for (const auto& [name, k] : operationNames())
        if (k == kind)
            return name;
    return "?";
}

std::vector<std::string> segmentOperationNames()
{
    std::vector<std::string> names;
    for (const auto& entry : operationNames())
        names.push_back(entry.first);
    return names;
}

ShellSide shellSideFromName(const std::string& name)
{
    if (name == "inside")
        return ShellSide::Inside;
    if (name == "outside")
        return ShellSide::Outside;
    if (name == "centred" || name == "centered")
        return ShellSide::Centred;
    throw InputError("", "shell", "the shell lies 'inside', 'outside' or 'centred' on the border, not '" + name + "'");
}

SegmentOperationResult applySegmentOperation(const Volume& labels, const SegmentOperation& op,
                                             const std::set<int64_t>& locked)
{
    checkInputs(labels, op, locked);
    const Geometry& g = labels.geometry;
    std::vector<int64_t> values = labelValues(labels);
    const bool sameMapOperand = isLogical(op.kind) && !op.operandMap;
    std::vector<int64_t> operandValues = op.operandMap ? labelValues(*op.operandMap) : std::vector<int64_t>{};
    const auto inOperand = [&](int64_t i) {
        return isLogical(op.kind) && (sameMapOperand ? values[i] : operandValues[i]) == op.operandLabel;
    };

    SegmentOperationResult result;
    VoxelBox box = boxWhere(g.size, [&](int64_t i) { return values[i] == op.label || inOperand(i); });
    if (op.kind == SegmentOperationKind::Invert) {
        box = VoxelBox{{0, 0, 0}, {g.size[0] - 1, g.size[1] - 1, g.size[2] - 1}};
    } else if (box.empty()) {
        result.labels = labels;
        return result;
    }
    switch (op.kind) {
    case SegmentOperationKind::Grow: box = padded(box, voxelsFor(op.mm, g.spacing, 1), g.size); break;
    case SegmentOperationKind::Closing: box = padded(box, voxelsFor(op.mm, g.spacing, 2), g.size); break;
    case SegmentOperationKind::Hollow:
        box = padded(box, voxelsFor(op.shell == ShellSide::Inside ? 0.0 : op.mm, g.spacing, 1), g.size);
        break;
    case SegmentOperationKind::Median: {
        const std::array<int64_t, 3> radius = medianRadius(op.mm, g);
        box = padded(box, {2 * radius[0] + 1, 2 * radius[1] + 1, 2 * radius[2] + 1}, g.size);
        break;
    }
    case SegmentOperationKind::Gaussian: box = padded(box, voxelsFor(4 * op.mm, g.spacing, 2), g.size); break;
    default: box = padded(box, {1, 1, 1}, g.size); break;
    }

    CroppedMask mask = CroppedMask::of(g, box, [&](int64_t i) { return values[i] == op.label; });
    std::vector<uint8_t> operand;
    if (isLogical(op.kind))
        operand = CroppedMask::of(g, box, inOperand).voxels;

    std::vector<uint8_t> after;
    std::vector<int64_t> islandLabel;  // SplitIslands: per crop voxel, the label it gets
    if (op.kind == SegmentOperationKind::Invert) {
        after.resize(mask.voxels.size());
        for (std::size_t i = 0; i < after.size(); ++i)
            after[i] = !mask.voxels[i];
    } else if (op.kind == SegmentOperationKind::KeepLargestIsland || op.kind == SegmentOperationKind::RemoveSmallIslands ||
               op.kind == SegmentOperationKind::SplitIslands) {
        const Islands islands = islandsOf(mask, op.fullConnectivity);
        result.islands = static_cast<int64_t>(islands.voxelCounts.size());
        double voxelMeasure = g.spacing[0] * g.spacing[1] * (g.size[2] > 1 ? g.spacing[2] : 1.0);
        after.resize(mask.voxels.size());
        int64_t next = *std::max_element(values.begin(), values.end()) + 1;
        std::vector<int64_t> newLabelOf(islands.voxelCounts.size() + 1, op.label);
        if (op.kind == SegmentOperationKind::SplitIslands) {
            for (std::size_t k = 2; k < newLabelOf.size(); ++k) {
                if (next > largestStorable(labels.type))
                    throw InputError("", "label", "splitting label " + std::to_string(op.label) + " into " +
                                                      std::to_string(islands.voxelCounts.size()) + " islands needs label " +
                                                      std::to_string(next) + ", more than a " + scalarTypeName(labels.type) +
                                                      " map holds");
                newLabelOf[k] = next;
                result.newLabels.push_back(next++);
            }
            islandLabel.resize(mask.voxels.size(), 0);
        }
        for (std::size_t i = 0; i < after.size(); ++i) {
            const int32_t island = islands.ids[i];  // 1 = largest
            if (island == 0)
                continue;
            if (op.kind == SegmentOperationKind::KeepLargestIsland)
                after[i] = island == 1;
            else if (op.kind == SegmentOperationKind::RemoveSmallIslands)
                after[i] = static_cast<double>(islands.voxelCounts[island - 1]) * voxelMeasure >= op.minimumVolumeMm3;
            else {
                after[i] = island == 1;
                islandLabel[i] = newLabelOf[island];
            }
        }
    } else {
        after = newMask(mask, op, operand);
    }

    // Write back under the contract: leave the mask -> 0 (or a new island
    // label), join it -> only voxels holding 0 (or the merged operand).
    forEachCropVoxel(g, box, [&](std::size_t c, int64_t i) {
        const bool was = mask.voxels[c], now = after[c];
        if (was && !now) {
            values[i] = islandLabel.empty() ? 0 : islandLabel[c];
            ++result.removedVoxels;
        } else if (!was && now && (values[i] == 0 || (sameMapOperand && values[i] == op.operandLabel))) {
            values[i] = op.label;
            ++result.addedVoxels;
        }
    });
    result.labels = labels;
    storeLabelValues(result.labels, values);
    return result;
}

Volume maskScanByLabel(const Volume& scan, const Volume& labels, int64_t label, bool fillOutside, double fillValue)
{
    if (labels.geometry.size != scan.geometry.size || labels.components != 1)
        throw InputError("", "label map", "the label map is not on the scan's grid " + formatSize(scan.geometry.size));
    if (!std::isfinite(fillValue))
        throw InputError("", "fill value", "the fill value must be a finite number");
    const std::vector<int64_t> values = labelValues(labels);
    Volume out = scan;
    visitScalarType(out.type, [&](auto zero) {
        using T = decltype(zero);
        double v = fillValue;
        if constexpr (std::is_integral_v<T>)
            v = std::clamp(std::round(v), static_cast<double>(std::numeric_limits<T>::lowest()),
                           static_cast<double>(std::numeric_limits<T>::max()));
        const T fill = static_cast<T>(v);
        T* data = out.data<T>();
        for (std::size_t i = 0; i < values.size(); ++i)
            if ((values[i] == label) != fillOutside)
                for (int c = 0; c < out.components; ++c)
                    data[i * out.components + c] = fill;
    });
    return out;
}

}  // namespace segstudio::edit
