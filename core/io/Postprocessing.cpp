#include "io/Postprocessing.h"

#include <algorithm>

#include <itkConnectedComponentImageFilter.h>
#include <itkRelabelComponentImageFilter.h>

#include "common/image/SegmentationMetrics.h"
#include "io/ItkBridge.h"

namespace segstudio::io {

namespace {

using MaskImage = itk::Image<uint8_t, 3>;
using ComponentImage = itk::Image<uint32_t, 3>;

constexpr double kMinDiceGain = 1e-9;

bool holds(const ValueSet& structure, int value)
{
    return std::find(structure.begin(), structure.end(), value) != structure.end();
}

// Dice of one structure's mask between two class maps of the same grid.
double diceOf(const std::vector<int16_t>& predicted, const std::vector<int16_t>& reference, const ValueSet& structure,
              int unannotated)
{
    int64_t tp = 0, fp = 0, fn = 0;
    for (std::size_t i = 0; i < predicted.size(); ++i) {
        if (reference[i] == unannotated)
            continue;
        const bool p = holds(structure, predicted[i]), r = holds(structure, reference[i]);
        tp += p && r;
        fp += p && !r;
        fn += !p && r;
    }
    return diceScore(tp, fp, fn);
}

}  // namespace

void keepLargestComponent(std::vector<int16_t>& values, const Size3& size, const ValueSet& structure)
{
    Geometry grid;
    grid.size = size;
    auto mask = MaskImage::New();
    copyGeometryToItk(grid, mask.GetPointer());
    mask->Allocate();
    uint8_t* m = mask->GetBufferPointer();
    bool any = false;
    for (std::size_t i = 0; i < values.size(); ++i) {
        m[i] = holds(structure, values[i]);
        any |= m[i] != 0;
    }
    if (!any)
        return;
    auto components = itk::ConnectedComponentImageFilter<MaskImage, ComponentImage>::New();
    components->SetInput(mask);
    components->SetFullyConnected(true);
    auto relabel = itk::RelabelComponentImageFilter<ComponentImage, ComponentImage>::New();
    relabel->SetInput(components->GetOutput());  // component 1 = the largest
    relabel->Update();
    const uint32_t* c = relabel->GetOutput()->GetBufferPointer();
    for (std::size_t i = 0; i < values.size(); ++i)
        if (m[i] && c[i] != 1)
            values[i] = 0;
}

void keepLargestComponents(Volume& labels, const std::vector<ValueSet>& structures)
{
    if (structures.empty())
        return;
    std::vector<int16_t> values(static_cast<std::size_t>(labels.voxelCount()));
    for (std::size_t i = 0; i < values.size(); ++i)
        values[i] = static_cast<int16_t>(labels.valueAsDouble(static_cast<int64_t>(i) * labels.components));
    for (const ValueSet& structure : structures)
        keepLargestComponent(values, labels.geometry.size, structure);
    Volume out = Volume::allocate(labels.geometry, ScalarType::Int16);
    std::copy(values.begin(), values.end(), out.data<int16_t>());
    labels = out.convertedTo(labels.type);
}

std::vector<ComponentDecision> chooseLargestComponent(const std::vector<ValidationPair>& cases,
                                                      const std::vector<ValueSet>& structures)
{
    std::vector<ComponentDecision> decisions;
    for (const ValueSet& structure : structures) {
        std::vector<double> before, after;
        for (const ValidationPair& c : cases) {
            before.push_back(diceOf(c.predicted, c.reference, structure, c.unannotated));
            std::vector<int16_t> kept = c.predicted;
            keepLargestComponent(kept, c.sizeXyz, structure);
            after.push_back(diceOf(kept, c.reference, structure, c.unannotated));
        }
        ComponentDecision d;
        d.structure = structure;
        d.diceBefore = meanIgnoringNaN(before);
        d.diceAfter = meanIgnoringNaN(after);
        d.keepLargest = d.diceAfter > d.diceBefore + kMinDiceGain;
        decisions.push_back(d);
    }
    return decisions;
}

}  // namespace segstudio::io
