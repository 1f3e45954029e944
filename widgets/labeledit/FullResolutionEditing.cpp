#include "widgets/labeledit/FullResolutionEditing.h"

#include <algorithm>
#include <cmath>

#include "application/labeledit/FullResolutionLabels.h"

namespace segstudio::widgets {
namespace {

const PyramidSlices& pyramidOf(const SceneModel& scene) { return *scene.image()->pyramid; }

edit::Index3 storedIndexOf(const PyramidSlices& pyramid, const VoxelIndex& display)
{
    const Size3& stored = pyramid.pyramid().geometry().size;
    const auto clamped = [&] {
        VoxelIndex v = display;
        const Size3& size = pyramid.displayGrid(0).size;
        for (int d = 0; d < 3; ++d)
            v[d] = std::clamp<int64_t>(v[d], 0, size[d] - 1);
        return v;
    }();
    const auto s = pyramid.mapping().toSource(clamped, stored);
    return {s[0], s[1], s[2]};
}

}  // namespace

edit::BrickedLabelMap* FullResolutionEditing::mapOf(int layer) const
{
    const auto& layers = m_scene->labelLayers();
    if (layer < 0 || layer >= static_cast<int>(layers.size()) || !m_scene->image() || !m_scene->image()->pyramid)
        return nullptr;
    return layers[static_cast<std::size_t>(layer)].fullResolution.get();
}

void FullResolutionEditing::beginStroke(int layer, edit::BrushShape brush, edit::BrushMode mode, int64_t label)
{
    if (edit::BrickedLabelMap* map = mapOf(layer)) {
        brush.sliceAxis = pyramidOf(*m_scene).mapping().sourceAxis[static_cast<std::size_t>(brush.sliceAxis)];
        map->beginStroke(brush, mode, label);
    }
}

void FullResolutionEditing::strokeTo(int layer, const VoxelIndex& displayVoxel, int64_t paintedLabel)
{
    if (edit::BrickedLabelMap* map = mapOf(layer))
        afterEdit(layer, map->strokeTo(storedIndexOf(pyramidOf(*m_scene), displayVoxel)), paintedLabel);
}

void FullResolutionEditing::endStroke(int layer)
{
    if (edit::BrickedLabelMap* map = mapOf(layer))
        map->endStroke();
}

void FullResolutionEditing::fillPolygon(int layer, int sliceAxis, int64_t slice, const std::vector<std::array<double, 2>>& vertices,
                                        int64_t label)
{
    edit::BrickedLabelMap* map = mapOf(layer);
    if (!map)
        return;
    const PyramidSlices& pyramid = pyramidOf(*m_scene);
    const AxisMapping& mapping = pyramid.mapping();
    const Size3& stored = pyramid.pyramid().geometry().size;
    const int u = sliceAxis == 0 ? 1 : 0, v = sliceAxis == 2 ? 1 : 2;  // display in-plane axes, lower first
    const int su = mapping.sourceAxis[static_cast<std::size_t>(u)], sv = mapping.sourceAxis[static_cast<std::size_t>(v)];
    // Each vertex in stored in-plane coordinates, lower stored axis first (a flipped axis counts from the far end).
    auto storedCoordinate = [&](int displayAxis, int storedAxis, double c) {
        return mapping.flipped[static_cast<std::size_t>(displayAxis)] ? static_cast<double>(stored[storedAxis] - 1) - c : c;
    };
    std::vector<std::array<double, 2>> storedVertices;
    for (const auto& vertex : vertices) {
        const double cu = storedCoordinate(u, su, vertex[0]), cv = storedCoordinate(v, sv, vertex[1]);
        storedVertices.push_back(su < sv ? std::array<double, 2>{cu, cv} : std::array<double, 2>{cv, cu});
    }
    VoxelIndex onSlice{0, 0, 0};
    onSlice[static_cast<std::size_t>(sliceAxis)] = slice;
    const edit::Index3 storedSlice = storedIndexOf(pyramid, onSlice);
    const int storedAxis = mapping.sourceAxis[static_cast<std::size_t>(sliceAxis)];
    afterEdit(layer, map->fillPolygon(storedAxis, storedSlice[storedAxis], storedVertices, label), label);
}

void FullResolutionEditing::undo(int layer)
{
    if (edit::BrickedLabelMap* map = mapOf(layer))
        afterEdit(layer, map->undo(), 0);
}

void FullResolutionEditing::redo(int layer)
{
    if (edit::BrickedLabelMap* map = mapOf(layer))
        afterEdit(layer, map->redo(), 0);
}

void FullResolutionEditing::afterEdit(int layer, const edit::EditSummary& summary, int64_t label)
{
    if (summary.changedVoxels == 0 || summary.box.empty())
        return;
    const PyramidSlices& pyramid = pyramidOf(*m_scene);
    const Geometry& full = pyramid.pyramid().geometry();
    const Geometry coarse = pyramid.pyramid().levelGeometry(pyramid.overviewLevel());
    // The overview voxels whose blocks the box touches, redrawn from the map.
    Size3 lo{}, hi{};
    for (int a = 0; a < 3; ++a) {
        const int64_t factor = std::max<int64_t>(1, std::llround(coarse.spacing[a] / full.spacing[a]));
        lo[a] = summary.box.lo[a] / factor;
        hi[a] = std::min(summary.box.hi[a] / factor + 1, coarse.size[a]);
    }
    const Volume redrawn = application::labelOverview(*mapOf(layer), coarse, lo, hi);
    std::shared_ptr<DisplayVolume> data = m_scene->editableLabelData(layer);
    Volume& labels = data->volume;
    const Size3& size = labels.geometry.size;
    const Size3& n = redrawn.geometry.size;
    edit::VoxelBox displayBox;
    visitScalarType(labels.type, [&](auto zero) {
        using T = decltype(zero);
        T* voxels = labels.template data<T>();
        for (int64_t z = 0; z < n[2]; ++z)
            for (int64_t y = 0; y < n[1]; ++y)
                for (int64_t x = 0; x < n[0]; ++x) {
                    const auto d = data->mapping.toDisplay({lo[0] + x, lo[1] + y, lo[2] + z}, coarse.size);
                    voxels[d[0] + size[0] * (d[1] + size[1] * d[2])] = static_cast<T>(redrawn.valueAsDouble(x + n[0] * (y + n[1] * z)));
                    displayBox.include(edit::Index3{d[0], d[1], d[2]});
                }
    });
    m_scene->notifyLabelVoxelsEdited(layer, displayBox, static_cast<int>(label));
}

}  // namespace segstudio::widgets
