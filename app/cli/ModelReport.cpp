#include "ModelReport.h"

#include <algorithm>
#include <cstdio>
#include <fstream>

#include "common/image/Geometry.h"

namespace segstudio::cli {

using namespace segstudio::engine;

static void printLicence(const std::string& licenceFile)
{
    if (licenceFile.empty())
        return;
    std::printf("  Licence and notes shipped with these weights (%s):\n", licenceFile.c_str());
    std::ifstream in(licenceFile);
    std::string line;
    for (int i = 0; i < 40 && std::getline(in, line); ++i)
        std::printf("    %s\n", line.c_str());
}

static void printLabelsAndGrid(const ModelInfo& info)
{
    std::string labels;
    for (const auto& [value, name] : info.labels)
        if (value != 0)
            labels += (labels.empty() ? "" : ", ") + std::to_string(value) + " " + name;
    std::printf("  %d label(s): %s\n  spacing %s mm, patch %s\n", static_cast<int>(info.labels.size()) - 1,
                labels.c_str(), formatTriple(info.preprocessing.targetSpacingXyz).c_str(),
                formatSize({info.patchXyz[0], info.patchXyz[1], info.patchXyz[2]}).c_str());
}

void printImportedModel(const ModelInfo& info, std::size_t folds)
{
    if (info.isNnUNet()) {
        const NnUNetSource& n = *info.nnunet;
        std::printf("nnU-Net model: %s, %s, %s (%zu fold(s)) of %s\n", n.trainer.c_str(), n.plansName.c_str(),
                    n.configuration.c_str(), folds, n.resultsFolder.c_str());
        printLabelsAndGrid(info);
        printLicence(n.licenceFile);
        return;
    }
    const MonaiBundleSteps& m = *info.monai;
    std::printf("MONAI bundle: %s (%s)\n", info.datasetName.c_str(), info.folder.c_str());
    printLabelsAndGrid(info);
    std::printf("  orientation %s, windows %s with overlap %.2f, %s foreground crop%s\n",
                m.axcodes.empty() ? "as stored" : m.axcodes.c_str(), m.gaussianBlending ? "Gaussian" : "constant",
                m.overlap,
                std::count(m.steps.begin(), m.steps.end(), MonaiStep::CropForeground) ? "with" : "no",
                m.resampledAxes == std::array<bool, 3>{true, true, true} ? "" : " (the scan's own spacing where no pixdim)");
    printLicence(m.licenceFile);
}

}  // namespace segstudio::cli
