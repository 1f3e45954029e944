// segstudio-cli mesh and edit: what follows a segmentation. `mesh` writes
// the labels' surfaces (application/finishing/SurfaceExport.h); `edit`
// runs one segment operation on a label map, or masks a scan by a label
// (application/finishing/SegmentOperationFiles.h).
#include <cstdio>
#include <memory>

#include <CLI/CLI.hpp>

#include "Commands.h"
#include "Terminal.h"
#include "application/finishing/SegmentOperationFiles.h"
#include "application/finishing/SurfaceExport.h"
#include "common/Errors.h"
#include "widgets/surface/VtkSurfaceMesher.h"

namespace segstudio::cli {
namespace {

struct MeshOptions {
    application::SurfaceExportRequest request;
    std::string format;
    std::string coordinates = "lps";
    double keepFraction = 1.0;
    bool noNormals = false;
};

nlohmann::json surfaceJson(const surface::SurfaceSummary& s)
{
    return {{"label", s.label},       {"triangles", s.triangles},         {"points", s.points},
            {"area_mm2", s.areaMm2},  {"volume_mm3", s.volumeMm3},        {"closed", s.closed},
            {"centroid_mm", s.centroidMm}, {"bounds_min_mm", s.boundsMin}, {"bounds_max_mm", s.boundsMax}};
}

int runMesh(MeshOptions o, bool json)
{
    if (!o.format.empty())
        o.request.format = surface::surfaceFormatFromName(o.format);
    if (o.coordinates == "ras")
        o.request.options.coordinates = surface::SurfaceCoordinates::Ras;
    else if (o.coordinates != "lps")
        throw InputError("", "--coordinates", "surfaces are written in 'lps' or 'ras' mm, not '" + o.coordinates + "'");
    o.request.options.keepFraction = o.keepFraction;
    o.request.options.normals = !o.noNormals;
    const application::SurfaceExportReport report = application::exportSurfaces(surface::VtkSurfaceMesher(), o.request);
    const char* frame = o.request.options.coordinates == surface::SurfaceCoordinates::Ras ? "RAS" : "LPS";
    if (json) {
        nlohmann::json surfaces = nlohmann::json::array();
        for (const auto& s : report.surfaces)
            surfaces.push_back(surfaceJson(s));
        printJsonLine({{"event", "result"}, {"coordinates", frame}, {"surfaces", surfaces}, {"files", report.files},
                       {"slab_rows", report.slabRows},
                       {"seconds", {{"read", report.readSeconds}, {"mesh", report.meshSeconds}, {"write", report.writeSeconds}}}});
        return kExitOk;
    }
    std::printf("%-8s %-20s %10s %12s %14s %7s\n", "label", "name", "triangles", "area mm2", "volume mm3", "closed");
    for (const auto& s : report.surfaces) {
        const auto name = report.names.find(s.label);
        std::printf("%-8lld %-20s %10lld %12.1f %14.1f %7s\n", static_cast<long long>(s.label),
                    name == report.names.end() ? "" : name->second.c_str(), static_cast<long long>(s.triangles), s.areaMm2,
                    s.volumeMm3, s.closed ? "yes" : "NO");
    }
    std::printf("Coordinates: %s mm. Read %.2f s, meshes %.2f s, write %.2f s\n", frame, report.readSeconds,
                report.meshSeconds, report.writeSeconds);
    if (report.slabRows > 0)
        std::printf("The map was read in slabs of %lld rows, never whole in memory.\n", static_cast<long long>(report.slabRows));
    for (const std::string& file : report.files)
        std::printf("Wrote %s\n", file.c_str());
    return kExitOk;
}

struct EditOptions {
    std::string labelFile, output, operation, shell = "inside", operandFile, scanFile;
    int64_t label = 1, operandLabel = 0;
    double mm = 0, minimumVolume = 0, fillValue = 0;
    bool fullConnectivity = false, fillInside = false;
    std::vector<int64_t> locked;
};

int runMask(const EditOptions& o, bool json)
{
    if (o.scanFile.empty())
        throw InputError("", "--scan", "--operation mask needs the scan to mask (--scan)");
    application::MaskScanRequest request{o.scanFile, o.labelFile, o.label, !o.fillInside, o.fillValue, o.output};
    application::maskScanFiles(request);
    if (json)
        printJsonLine({{"event", "result"}, {"operation", "mask"}, {"output", o.output}});
    else
        std::printf("Wrote %s: %s with the voxels %s label %lld set to %g\n", o.output.c_str(), o.scanFile.c_str(),
                    o.fillInside ? "of" : "outside", static_cast<long long>(o.label), o.fillValue);
    return kExitOk;
}

int runEdit(const EditOptions& o, bool json)
{
    if (o.operation == "mask")
        return runMask(o, json);
    application::SegmentOperationRequest request;
    request.labelFile = o.labelFile;
    request.outputFile = o.output;
    request.operandFile = o.operandFile;
    request.locked = std::set<int64_t>(o.locked.begin(), o.locked.end());
    edit::SegmentOperation& op = request.operation;
    op.kind = edit::segmentOperationFromName(o.operation);
    op.label = o.label;
    op.mm = o.mm;
    op.minimumVolumeMm3 = o.minimumVolume;
    op.shell = edit::shellSideFromName(o.shell);
    op.fullConnectivity = o.fullConnectivity;
    op.operandLabel = o.operandLabel;
    const application::SegmentOperationReport report = application::applySegmentOperationToFiles(request);
    if (json) {
        printJsonLine({{"event", "result"},
                       {"operation", o.operation},
                       {"label", o.label},
                       {"added_voxels", report.addedVoxels},
                       {"removed_voxels", report.removedVoxels},
                       {"islands", report.islands},
                       {"new_labels", report.newLabels},
                       {"voxels_before", report.labelVoxelsBefore},
                       {"voxels_after", report.labelVoxelsAfter},
                       {"output", o.output},
                       {"seconds", {{"read", report.readSeconds}, {"operation", report.operationSeconds}, {"write", report.writeSeconds}}}});
        return kExitOk;
    }
    std::printf("%s on label %lld: %lld -> %lld voxels (%.1f -> %.1f mm3); %lld added, %lld removed in %.2f s\n",
                o.operation.c_str(), static_cast<long long>(o.label), static_cast<long long>(report.labelVoxelsBefore),
                static_cast<long long>(report.labelVoxelsAfter), report.labelVoxelsBefore * report.voxelVolumeMm3,
                report.labelVoxelsAfter * report.voxelVolumeMm3, static_cast<long long>(report.addedVoxels),
                static_cast<long long>(report.removedVoxels), report.operationSeconds);
    if (report.islands > 0)
        std::printf("  islands before: %lld\n", static_cast<long long>(report.islands));
    for (const int64_t label : report.newLabels)
        std::printf("  new label %lld\n", static_cast<long long>(label));
    std::printf("Wrote %s\n", o.output.c_str());
    return kExitOk;
}

}  // namespace

void addFinishingCommands(CLI::App& app, CommandTable& table)
{
    auto m = std::make_shared<MeshOptions>();
    CLI::App* mesh = app.add_subcommand("mesh", "Surface meshes of a label map's labels (STL, OBJ, PLY, VTP) in world mm");
    mesh->add_option("--label", m->request.labelFile, "The label map")->required();
    mesh->add_option("--scan", m->request.scanFile, "The scan the map belongs to: refused when the map is on another grid");
    mesh->add_option("--output", m->request.output,
                     "A .stl/.obj/.ply/.vtp file holding every label, or a folder for a file per label")
        ->required();
    mesh->add_option("--format", m->format, "A folder's file format: stl (default), obj, ply or vtp");
    mesh->add_option("--labels", m->request.labels, "Only these labels (default: every label present)");
    mesh->add_option("--coordinates", m->coordinates,
                     "lps (ITK, DICOM; the default) or ras (NIfTI, Slicer, MeshLab and most slicers' convention)");
    mesh->add_flag("--smooth", m->request.options.smooth, "Windowed-sinc smoothing (default off: the voxel staircase)");
    mesh->add_option("--pass-band", m->request.options.passBand, "Smoothing pass band: smaller smooths more (0.1)")
        ->check(CLI::Range(1e-6, 2.0));
    mesh->add_option("--smoothing-iterations", m->request.options.smoothingIterations, "Smoothing iterations (20)")
        ->check(CLI::Range(1, 1000));
    mesh->add_option("--keep-fraction", m->keepFraction, "Decimate to this fraction of the triangles (1: none)")
        ->check(CLI::Range(1e-4, 1.0));
    mesh->add_flag("--largest-component", m->request.options.largestComponentOnly, "Keep each label's largest piece only");
    mesh->add_flag("--no-normals", m->noNormals, "Write no point normals");
    mesh->add_option("--slab-rows", m->request.slabRows,
                     "Read the map in slabs of this many z-rows, never whole (default: slabs of about 256 MB when the "
                     "map exceeds 2 GB as float32 and its format streams: .mha, .nii, .nii.gz, TIFF stacks, OME-Zarr)")
        ->check(CLI::NonNegativeNumber);
    mesh->callback([&table, m] { table.run = [&table, m] { return runMesh(*m, table.json); }; });

    auto e = std::make_shared<EditOptions>();
    CLI::App* edit = app.add_subcommand(
        "edit", "A segment operation on one label (islands, margin, hollow, smoothing, logical) or mask a scan by a label");
    edit->add_option("map", e->labelFile, "The label map")->required();
    std::string names;
    for (const std::string& name : edit::segmentOperationNames())
        names += name + ", ";
    edit->add_option("--operation", e->operation, "One of " + names + "mask (a scan, with --scan)")->required();
    edit->add_option("--label", e->label, "The label the operation changes (1)");
    edit->add_option("--output", e->output, "The edited map (may be the input: replaced atomically), or the masked scan")
        ->required();
    edit->add_option("--mm", e->mm, "Margin, shell thickness, smoothing radius, or Gaussian sigma, in mm")
        ->check(CLI::Range(0.0, 1e6));
    edit->add_option("--min-volume", e->minimumVolume,
                     "remove-small: islands below this volume in mm3 (area in mm2 for a 2D image) go")
        ->check(CLI::Range(0.0, 1e12));
    edit->add_option("--shell", e->shell, "hollow: the shell lies inside (default), outside or centred on the border");
    edit->add_flag("--full-connectivity", e->fullConnectivity, "Islands touch by edges and corners too (default: faces)");
    edit->add_option("--operand-label", e->operandLabel, "union, intersect, subtract: the other label");
    edit->add_option("--operand-map", e->operandFile, "The map holding the other label (default: this map)");
    edit->add_option("--locked", e->locked, "Labels that must not change");
    edit->add_option("--scan", e->scanFile, "mask: the scan to mask");
    edit->add_flag("--fill-inside", e->fillInside, "mask: fill the label's voxels (default: fill outside it)");
    edit->add_option("--value", e->fillValue, "mask: the fill value (0)");
    edit->callback([&table, e] { table.run = [&table, e] { return runEdit(*e, table.json); }; });
}

}  // namespace segstudio::cli
