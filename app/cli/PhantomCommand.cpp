// segstudio-cli phantom: write seeded synthetic image/label volumes, alone or
// as a whole dataset (MSD layout) for tests and large-volume benchmarks.
#include <cstdio>
#include <filesystem>

#include <CLI/CLI.hpp>

#include "Commands.h"
#include "Terminal.h"
#include "common/formats/JsonFile.h"
#include "common/image/Phantom.h"
#include "io/PhantomDataset.h"
#include "io/ScanIO.h"

namespace segstudio::cli {

namespace fs = std::filesystem;

namespace {

struct PhantomOptions {
    std::vector<int64_t> size{64, 64, 48};
    std::vector<double> spacing{1, 1, 1};
    int classes = 2;
    uint64_t seed = 1;
    double noise = 12.0;
    int cases = 0;  // > 0: write a dataset of this many cases into `out`
    std::string type = "float32";
    std::string kind;  // with --cases: an nnU-Net v2 dataset of this kind (PhantomDataset.h)
    std::string out;
};

PhantomParameters parameters(const PhantomOptions& o, uint64_t seed)
{
    PhantomParameters p;
    p.sizeXyz = {o.size[0], o.size[1], o.size[2]};
    p.spacingXyz = {o.spacing[0], o.spacing[1], o.spacing[2]};
    p.foregroundClasses = o.classes;
    p.noiseSigma = o.noise;
    p.seed = seed;
    const auto type = scalarTypeFromName(o.type);
    if (!type)
        throw InputError("", "--type", "unknown scalar type '" + o.type + "'");
    p.imageType = *type;
    return p;
}

int writeDataset(const PhantomOptions& o, bool json)
{
    fs::create_directories(fs::path(o.out) / "imagesTr");
    fs::create_directories(fs::path(o.out) / "labelsTr");
    Json training = Json::array();
    ProgressBar bar("phantom", o.cases, json);
    for (int i = 0; i < o.cases; ++i) {
        char id[32];
        std::snprintf(id, sizeof id, "phantom_%03d", i);
        const Phantom phantom = generatePhantom(parameters(o, o.seed + static_cast<uint64_t>(i)));
        io::writeScan((fs::path(o.out) / "imagesTr" / (std::string(id) + ".nii.gz")).string(), phantom.image);
        io::writeScan((fs::path(o.out) / "labelsTr" / (std::string(id) + ".nii.gz")).string(), phantom.label);
        training.push_back({{"image", std::string("./imagesTr/") + id + ".nii.gz"},
                            {"label", std::string("./labelsTr/") + id + ".nii.gz"}});
        bar.update(i + 1, id);
    }
    bar.finish();
    Json labels = {{"0", "background"}};
    for (int c = 1; c <= o.classes; ++c)
        labels[std::to_string(c)] = "organ " + std::to_string(c);
    writeJsonFile((fs::path(o.out) / "dataset.json").string(),
                  {{"name", "Phantoms"}, {"description", "SegStudio synthetic phantoms"},
                   {"modality", {{"0", "MRI"}}}, {"labels", labels}, {"numTraining", o.cases},
                   {"numTest", 0}, {"training", training}, {"test", Json::array()}});
    return kExitOk;
}

int writeDatasetOfKind(const PhantomOptions& o, CLI::App* command, bool json)
{
    const auto kind = io::phantomKindFromName(o.kind);
    if (!kind)
        throw InputError("", "--kind", "unknown kind '" + o.kind + "' (mri, multichannel, ct, microscopy2d, rgb2d, regions, cells2d, cells3d, tissue2d, tissue3d)");
    io::PhantomDatasetOptions options;
    options.kind = *kind;
    options.cases = o.cases;
    options.classes = o.classes;
    options.seed = o.seed;
    options.noise = o.noise;
    if (command->count("--size"))
        options.sizeXyz = Size3{o.size[0], o.size[1], o.size[2]};
    if (command->count("--spacing"))
        options.spacingXyz = Vec3{o.spacing[0], o.spacing[1], o.spacing[2]};
    ProgressBar bar("phantom " + o.kind, o.cases, json);
    io::writePhantomDataset(o.out, options, [&](int done) { bar.update(done, ""); });
    bar.finish();
    if (json)
        printJsonLine({{"event", "result"}, {"dataset", o.out}, {"kind", o.kind}, {"cases", o.cases}});
    else
        std::printf("Wrote a %s dataset of %d case(s) to %s\n", o.kind.c_str(), o.cases, o.out.c_str());
    return kExitOk;
}

int runPhantom(const PhantomOptions& o, CLI::App* command, bool json)
{
    if (!o.kind.empty() && o.cases <= 0)
        throw InputError("", "--kind", "needs --cases N (a dataset)");
    if (!o.kind.empty())
        return writeDatasetOfKind(o, command, json);
    if (o.cases > 0)
        return writeDataset(o, json);
    const Phantom phantom = generatePhantom(parameters(o, o.seed));
    const std::string stem = io::stripScanExtension(fs::path(o.out).filename().string());
    const std::string extension = fs::path(o.out).filename().string().substr(stem.size());
    const std::string labelPath = (fs::path(o.out).parent_path() / (stem + "_label" + extension)).string();
    io::writeScan(o.out, phantom.image);
    io::writeScan(labelPath, phantom.label);
    if (json)
        printJsonLine({{"event", "result"}, {"image", o.out}, {"label", labelPath}});
    else
        std::printf("Wrote %s and %s (%s voxels)\n", o.out.c_str(), labelPath.c_str(),
                    formatSize(phantom.image.geometry.size).c_str());
    return kExitOk;
}

}  // namespace

void addPhantomCommand(CLI::App& app, CommandTable& table)
{
    auto o = std::make_shared<PhantomOptions>();
    CLI::App* command = app.add_subcommand("phantom", "Write seeded synthetic scans with known labels");
    command->add_option("--out", o->out, "Output scan (its label goes to <name>_label.<ext>), or dataset folder with --cases")
        ->required();
    command->add_option("--size", o->size, "Voxels x y z")->expected(3);
    command->add_option("--spacing", o->spacing, "Spacing x y z in mm")->expected(3);
    command->add_option("--classes", o->classes, "Foreground classes")->check(CLI::Range(1, 20));
    command->add_option("--seed", o->seed, "Random seed");
    command->add_option("--noise", o->noise, "Noise standard deviation")->check(CLI::NonNegativeNumber);
    command->add_option("--type", o->type, "Image scalar type (uint8 ... float64)");
    command->add_option("--cases", o->cases, "Write a dataset (MSD layout) of this many cases")->check(CLI::Range(0, 100000));
    command->add_option("--kind", o->kind,
                        "With --cases: an nnU-Net v2 dataset shaped like real data: mri, multichannel (2 channels), "
                        "ct (HU, 0.7x0.7x5 mm, labels 0,1,2,4), microscopy2d (PNG, 0/255 masks), rgb2d, regions (nnU-Net v2 regions), cells2d / cells3d (touching cells, one id per cell: instances), tissue2d / tissue3d (densely packed cells behind membranes of varying contrast, as EM shows tissue: instances)");
    command->callback([&table, o, command] {
        table.run = [&table, o, command] { return runPhantom(*o, command, table.json); };
    });
}

}  // namespace segstudio::cli
