#include "widgets/surface/VtkSurfaceMesher.h"

#include <array>
#include <cmath>
#include <map>
#include <stdexcept>

#include <vtkAppendPolyData.h>
#include <vtkCellArray.h>
#include <vtkDiscreteFlyingEdges3D.h>
#include <vtkFeatureEdges.h>
#include <vtkImageData.h>
#include <vtkIntArray.h>
#include <vtkMassProperties.h>
#include <vtkOBJWriter.h>
#include <vtkPLYWriter.h>
#include <vtkPointData.h>
#include <vtkPoints.h>
#include <vtkPolyData.h>
#include <vtkPolyDataConnectivityFilter.h>
#include <vtkPolyDataNormals.h>
#include <vtkQuadricDecimation.h>
#include <vtkReverseSense.h>
#include <vtkStaticCleanPolyData.h>
#include <vtkCellData.h>
#include <vtkSTLWriter.h>
#include <vtkTriangleFilter.h>
#include <vtkUnsignedCharArray.h>
#include <vtkWindowedSincPolyDataFilter.h>
#include <vtkXMLPolyDataWriter.h>

#include "common/Errors.h"
#include "common/image/LabelPalette.h"
#include "common/system/AtomicFile.h"

namespace segstudio::surface {
namespace {

// The label's mask over its bounding box padded by one voxel on every side
// (voxels beyond the map are empty), as an image whose extent is in the
// map's voxel indices, so points come out at index * spacing. `labels` may
// be a slab of the map: its rows start at map row `firstRow`, and a side of
// the slab inside the map (`openLow`, `openHigh`) gets no padding there, so
// the next slab's cells continue the surface. Null when the label has no voxel.
vtkSmartPointer<vtkImageData> paddedMask(const Volume& labels, int64_t label, int64_t firstRow = 0, bool openLow = false,
                                         bool openHigh = false)
{
    const Size3& size = labels.geometry.size;
    std::array<int64_t, 3> lo{size[0], size[1], size[2]}, hi{-1, -1, -1};
    std::vector<uint8_t> inside(static_cast<std::size_t>(labels.voxelCount()));
    visitScalarType(labels.type, [&](auto zero) {
        using T = decltype(zero);
        const T* data = labels.data<T>();
        int64_t i = 0;
        for (int64_t z = 0; z < size[2]; ++z)
            for (int64_t y = 0; y < size[1]; ++y)
                for (int64_t x = 0; x < size[0]; ++x, ++i) {
                    if (static_cast<int64_t>(data[i]) != label)
                        continue;
                    inside[static_cast<std::size_t>(i)] = 1;
                    const std::array<int64_t, 3> p{x, y, z};
                    for (int a = 0; a < 3; ++a) {
                        lo[a] = std::min(lo[a], p[a]);
                        hi[a] = std::max(hi[a], p[a]);
                    }
                }
    });
    if (hi[0] < 0)
        return nullptr;
    std::array<int64_t, 3> first{}, last{};  // slab voxel indices of the mask
    for (int a = 0; a < 3; ++a) {
        first[a] = lo[a] - 1;
        last[a] = hi[a] + 1;
    }
    if (openLow && lo[2] == 0)
        first[2] = 0;
    if (openHigh && hi[2] == size[2] - 1)
        last[2] = size[2] - 1;
    auto image = vtkSmartPointer<vtkImageData>::New();
    image->SetExtent(static_cast<int>(first[0]), static_cast<int>(last[0]), static_cast<int>(first[1]),
                     static_cast<int>(last[1]), static_cast<int>(first[2] + firstRow), static_cast<int>(last[2] + firstRow));
    image->SetSpacing(labels.geometry.spacing.data());
    image->SetOrigin(0, 0, 0);
    image->AllocateScalars(VTK_UNSIGNED_CHAR, 1);
    auto* out = static_cast<uint8_t*>(image->GetScalarPointer());
    std::size_t c = 0;
    for (int64_t z = first[2]; z <= last[2]; ++z)
        for (int64_t y = first[1]; y <= last[1]; ++y)
            for (int64_t x = first[0]; x <= last[0]; ++x, ++c) {
                const bool within = x >= 0 && y >= 0 && z >= 0 && x < size[0] && y < size[1] && z < size[2];
                out[c] = within ? inside[static_cast<std::size_t>((z * size[1] + y) * size[0] + x)] : 0;
            }
    return image;
}

// The label's surface where the mask crosses 1/2 (points at index * spacing).
vtkSmartPointer<vtkPolyData> flyingEdges(vtkImageData* mask)
{
    auto edges = vtkSmartPointer<vtkDiscreteFlyingEdges3D>::New();
    edges->SetInputData(mask);
    edges->SetValue(0, 1);
    edges->ComputeNormalsOff();
    edges->ComputeGradientsOff();
    edges->ComputeScalarsOff();
    edges->Update();
    vtkSmartPointer<vtkPolyData> surface = edges->GetOutput();
    return surface;
}

// Points at index * spacing to world mm: origin + direction * p, then RAS if asked.
void placeInWorld(vtkPolyData* surface, const Geometry& g, SurfaceCoordinates coordinates)
{
    vtkPoints* points = surface->GetPoints();
    if (!points)
        return;
    const Matrix3& d = g.direction;
    for (vtkIdType k = 0; k < points->GetNumberOfPoints(); ++k) {
        double p[3];
        points->GetPoint(k, p);
        double w[3];
        for (int r = 0; r < 3; ++r)
            w[r] = g.origin[r] + d[r * 3 + 0] * p[0] + d[r * 3 + 1] * p[1] + d[r * 3 + 2] * p[2];
        if (coordinates == SurfaceCoordinates::Ras) {
            w[0] = -w[0];
            w[1] = -w[1];
        }
        points->SetPoint(k, w);
    }
    points->Modified();
}

// Signed volume and the solid's first moments (sum over triangles of the
// tetrahedra to the origin).
struct SolidMoments {
    double volume = 0;
    std::array<double, 3> moment{0, 0, 0};
};
SolidMoments solidMoments(vtkPolyData* surface)
{
    SolidMoments m;
    vtkCellArray* polys = surface->GetPolys();
    if (!polys)
        return m;
    vtkIdType count = 0;
    const vtkIdType* ids = nullptr;
    for (polys->InitTraversal(); polys->GetNextCell(count, ids);) {
        if (count != 3)
            continue;
        double a[3], b[3], c[3];
        surface->GetPoint(ids[0], a);
        surface->GetPoint(ids[1], b);
        surface->GetPoint(ids[2], c);
        const double v = (a[0] * (b[1] * c[2] - b[2] * c[1]) - a[1] * (b[0] * c[2] - b[2] * c[0]) +
                          a[2] * (b[0] * c[1] - b[1] * c[0])) / 6.0;
        m.volume += v;
        for (int r = 0; r < 3; ++r)
            m.moment[r] += v * (a[r] + b[r] + c[r]) / 4.0;
    }
    return m;
}

template <class Filter> vtkSmartPointer<vtkPolyData> run(Filter* filter, vtkPolyData* input)
{
    filter->SetInputData(input);
    filter->Update();
    vtkSmartPointer<vtkPolyData> out = filter->GetOutput();
    return out;
}

}  // namespace

struct Surface::Mesh {
    vtkSmartPointer<vtkPolyData> polyData;
};

namespace {

Surface wrapped(vtkSmartPointer<vtkPolyData> polyData)
{
    Surface surface;
    surface.mesh = std::make_shared<Surface::Mesh>(Surface::Mesh{std::move(polyData)});
    return surface;
}

vtkPolyData* polyDataOf(const Surface& surface) { return surface.mesh ? surface.mesh->polyData.Get() : nullptr; }

// The options' steps on a surface at index * spacing, then placed in the
// map's world with outward winding, and normals.
Surface finishSurface(vtkSmartPointer<vtkPolyData> surface, const Geometry& geometry, const SurfaceOptions& options)
{
    if (options.largestComponentOnly) {
        auto largest = vtkSmartPointer<vtkPolyDataConnectivityFilter>::New();
        largest->SetExtractionModeToLargestRegion();
        surface = run(largest.Get(), surface);
    }
    if (options.smooth) {
        auto smooth = vtkSmartPointer<vtkWindowedSincPolyDataFilter>::New();
        smooth->SetNumberOfIterations(options.smoothingIterations);
        smooth->SetPassBand(options.passBand);
        smooth->NormalizeCoordinatesOn();
        smooth->BoundarySmoothingOff();
        smooth->FeatureEdgeSmoothingOff();
        smooth->NonManifoldSmoothingOn();
        surface = run(smooth.Get(), surface);
    }
    if (options.keepFraction < 1) {
        auto triangles = vtkSmartPointer<vtkTriangleFilter>::New();
        surface = run(triangles.Get(), surface);
        auto decimate = vtkSmartPointer<vtkQuadricDecimation>::New();
        decimate->SetTargetReduction(1.0 - options.keepFraction);
        decimate->VolumePreservationOn();
        surface = run(decimate.Get(), surface);
    }
    // Own copy before moving points, so no filter's output is changed behind it.
    auto placed = vtkSmartPointer<vtkPolyData>::New();
    placed->DeepCopy(surface);
    placeInWorld(placed, geometry, options.coordinates);
    if (solidMoments(placed).volume < 0) {
        auto reverse = vtkSmartPointer<vtkReverseSense>::New();
        reverse->ReverseCellsOn();
        reverse->ReverseNormalsOff();
        placed = run(reverse.Get(), placed);
    }
    if (options.normals) {
        auto normals = vtkSmartPointer<vtkPolyDataNormals>::New();
        normals->SplittingOff();
        normals->ConsistencyOff();  // the winding is already consistent (positive volume)
        normals->ComputePointNormalsOn();
        normals->ComputeCellNormalsOff();
        placed = run(normals.Get(), placed);
    }
    return wrapped(placed);
}

void requireLabelMap(const Volume& labels)
{
    if (labels.components != 1 || !isIntegerType(labels.type))
        throw InputError("", "label map", std::string("surfaces need an integer label map of one component, not ") +
                                              scalarTypeName(labels.type) + " x" + std::to_string(labels.components));
}

}  // namespace

Surface VtkSurfaceMesher::labelSurface(const Volume& labels, int64_t label, const SurfaceOptions& options) const
{
    requireLabelMap(labels);
    checkSurfaceOptions(options);
    vtkSmartPointer<vtkImageData> mask = paddedMask(labels, label);
    if (!mask)
        return wrapped(vtkSmartPointer<vtkPolyData>::New());
    return finishSurface(flyingEdges(mask), labels.geometry, options);
}

namespace {

// Each label's pieces, one per slab that held it, joined on demand.
class VtkSlabSurfaces final : public SlabSurfaces {
public:
    VtkSlabSurfaces(const Geometry& map, const SurfaceOptions& options) : m_map(map), m_options(options)
    {
        checkSurfaceOptions(options);
    }
    void add(const Volume& slab, int64_t firstRow) override;
    std::vector<int64_t> labels() const override;
    Surface surface(int64_t label) const override;

private:
    Geometry m_map;
    SurfaceOptions m_options;
    std::map<int64_t, std::vector<vtkSmartPointer<vtkPolyData>>> m_pieces;
    int64_t m_nextRow = 0;
};

void VtkSlabSurfaces::add(const Volume& slab, int64_t firstRow)
{
    requireLabelMap(slab);
    const Size3& size = slab.geometry.size;
    if (size[0] != m_map.size[0] || size[1] != m_map.size[1] || firstRow < 0 || firstRow + size[2] > m_map.size[2] ||
        firstRow != m_nextRow)
        throw std::invalid_argument("SlabSurfaces::add: the slab does not continue the map's rows");
    const bool openLow = firstRow > 0, openHigh = firstRow + size[2] < m_map.size[2];
    for (const int64_t label : distinctLabelValues(slab, "slab")) {
        if (label == 0)
            continue;
        if (vtkSmartPointer<vtkImageData> mask = paddedMask(slab, label, firstRow, openLow, openHigh)) {
            vtkSmartPointer<vtkPolyData> piece = flyingEdges(mask);
            if (piece->GetNumberOfPolys() > 0 || !m_pieces.count(label))
                m_pieces[label].push_back(piece);
        }
    }
    m_nextRow = firstRow + size[2] - 1;  // the next slab repeats this slab's last row
}

std::vector<int64_t> VtkSlabSurfaces::labels() const
{
    std::vector<int64_t> labels;
    for (const auto& [label, pieces] : m_pieces)
        labels.push_back(label);
    return labels;
}

Surface VtkSlabSurfaces::surface(int64_t label) const
{
    const auto found = m_pieces.find(label);
    if (found == m_pieces.end())
        return wrapped(vtkSmartPointer<vtkPolyData>::New());
    auto append = vtkSmartPointer<vtkAppendPolyData>::New();
    for (const vtkSmartPointer<vtkPolyData>& piece : found->second)
        append->AddInputData(piece);
    append->Update();
    // Points on a row two slabs share are computed from the same global
    // indices and voxels in both: bit for bit equal, merged exactly.
    auto merge = vtkSmartPointer<vtkStaticCleanPolyData>::New();
    merge->SetInputConnection(append->GetOutputPort());
    merge->ToleranceIsAbsoluteOn();
    merge->SetAbsoluteTolerance(0.0);
    merge->ConvertLinesToPointsOff();
    merge->ConvertPolysToLinesOff();
    merge->ConvertStripsToPolysOff();
    merge->Update();
    vtkSmartPointer<vtkPolyData> merged = merge->GetOutput();
    return finishSurface(merged, m_map, m_options);
}

}  // namespace

std::unique_ptr<SlabSurfaces> VtkSurfaceMesher::slabSurfaces(const Geometry& map, const SurfaceOptions& options) const
{
    return std::make_unique<VtkSlabSurfaces>(map, options);
}

SurfaceSummary VtkSurfaceMesher::summarize(const Surface& mesh, int64_t label) const
{
    vtkPolyData* surface = polyDataOf(mesh);
    SurfaceSummary s;
    s.label = label;
    if (!surface)
        return s;
    s.points = surface->GetNumberOfPoints();
    s.triangles = surface->GetNumberOfPolys();
    if (s.triangles == 0)
        return s;
    auto mass = vtkSmartPointer<vtkMassProperties>::New();
    mass->SetInputData(surface);
    mass->Update();
    s.areaMm2 = mass->GetSurfaceArea();
    const SolidMoments m = solidMoments(surface);
    s.volumeMm3 = m.volume;
    for (int r = 0; r < 3; ++r)
        s.centroidMm[r] = m.volume != 0 ? m.moment[r] / m.volume : 0;
    double bounds[6];
    surface->GetBounds(bounds);
    s.boundsMin = {bounds[0], bounds[2], bounds[4]};
    s.boundsMax = {bounds[1], bounds[3], bounds[5]};
    auto open = vtkSmartPointer<vtkFeatureEdges>::New();
    open->SetInputData(surface);
    open->BoundaryEdgesOn();
    open->NonManifoldEdgesOn();
    open->FeatureEdgesOff();
    open->ManifoldEdgesOff();
    open->Update();
    s.closed = open->GetOutput()->GetNumberOfLines() == 0;
    return s;
}

TriangleMesh VtkSurfaceMesher::triangleMesh(const Surface& mesh) const
{
    TriangleMesh out;
    vtkPolyData* surface = polyDataOf(mesh);
    if (!surface)
        return out;
    out.points.resize(static_cast<std::size_t>(surface->GetNumberOfPoints()));
    for (vtkIdType i = 0; i < surface->GetNumberOfPoints(); ++i) {
        double p[3];
        surface->GetPoint(i, p);
        out.points[static_cast<std::size_t>(i)] = {static_cast<float>(p[0]), static_cast<float>(p[1]), static_cast<float>(p[2])};
    }
    if (vtkDataArray* normals = surface->GetPointData()->GetNormals()) {
        out.normals.resize(out.points.size());
        for (vtkIdType i = 0; i < normals->GetNumberOfTuples() && i < surface->GetNumberOfPoints(); ++i) {
            double n[3];
            normals->GetTuple(i, n);
            out.normals[static_cast<std::size_t>(i)] = {static_cast<float>(n[0]), static_cast<float>(n[1]),
                                                        static_cast<float>(n[2])};
        }
    }
    // Polygons of more than three points (none from the filters above) as fans.
    vtkCellArray* polys = surface->GetPolys();
    out.triangles.reserve(static_cast<std::size_t>(polys->GetNumberOfCells()));
    vtkIdType count = 0;
    const vtkIdType* ids = nullptr;
    for (polys->InitTraversal(); polys->GetNextCell(count, ids);)
        for (vtkIdType k = 1; k + 1 < count; ++k)
            out.triangles.push_back({static_cast<int64_t>(ids[0]), static_cast<int64_t>(ids[k]), static_cast<int64_t>(ids[k + 1])});
    return out;
}

Surface VtkSurfaceMesher::combined(const std::vector<std::pair<int64_t, Surface>>& surfaces) const
{
    auto append = vtkSmartPointer<vtkAppendPolyData>::New();
    int inputs = 0;
    for (const auto& [label, mesh] : surfaces) {
        vtkPolyData* surface = polyDataOf(mesh);
        if (!surface || surface->GetNumberOfPolys() == 0)
            continue;
        auto tagged = vtkSmartPointer<vtkPolyData>::New();
        tagged->ShallowCopy(surface);
        auto labelArray = vtkSmartPointer<vtkIntArray>::New();
        labelArray->SetName("Label");
        auto rgb = vtkSmartPointer<vtkUnsignedCharArray>::New();
        rgb->SetName("RGB");
        rgb->SetNumberOfComponents(3);
        const std::array<uint8_t, 3> colour = defaultLabelRgb(static_cast<int>(label));
        for (vtkIdType c = 0; c < tagged->GetNumberOfCells(); ++c) {
            labelArray->InsertNextValue(static_cast<int>(label));
            rgb->InsertNextTuple3(colour[0], colour[1], colour[2]);
        }
        tagged->GetCellData()->AddArray(labelArray);
        tagged->GetCellData()->AddArray(rgb);
        append->AddInputData(tagged);
        ++inputs;
    }
    if (inputs == 0)
        return wrapped(vtkSmartPointer<vtkPolyData>::New());
    append->Update();
    return wrapped(append->GetOutput());
}

void VtkSurfaceMesher::write(const Surface& mesh, const std::string& path, SurfaceFormat format,
                             SurfaceCoordinates coordinates) const
{
    vtkPolyData* surface = polyDataOf(mesh);
    replaceFileAtomically(path, [&](const std::string& temp) {
        // Every writer: file name, input, Write(); `setUp` sets its format's options.
        const auto write = [&](auto writer, auto&& setUp) {
            writer->SetFileName(temp.c_str());
            writer->SetInputData(surface);
            setUp(writer.Get());
            return writer->Write();
        };
        int ok = 0;
        switch (format) {
        case SurfaceFormat::Stl:
            ok = write(vtkSmartPointer<vtkSTLWriter>::New(), [&](vtkSTLWriter* w) {
                w->SetFileTypeToBinary();
                w->SetHeader(coordinates == SurfaceCoordinates::Ras ? "SegStudio surface SPACE=RAS" : "SegStudio surface SPACE=LPS");
            });
            break;
        case SurfaceFormat::Obj: ok = write(vtkSmartPointer<vtkOBJWriter>::New(), [](vtkOBJWriter*) {}); break;
        case SurfaceFormat::Ply:
            ok = write(vtkSmartPointer<vtkPLYWriter>::New(), [&](vtkPLYWriter* w) {
                w->SetFileTypeToBinary();
                if (surface->GetCellData()->GetArray("RGB")) {
                    w->SetArrayName("RGB");
                    w->SetColorModeToDefault();
                }
            });
            break;
        case SurfaceFormat::Vtp:
            ok = write(vtkSmartPointer<vtkXMLPolyDataWriter>::New(), [](vtkXMLPolyDataWriter* w) { w->SetDataModeToBinary(); });
            break;
        }
        if (!ok)
            throw InputError(path, "surface", "VTK could not write the file (disk full, or no permission?)");
    });
}

}  // namespace segstudio::surface
