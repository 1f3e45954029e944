#include "application/interactive/SimulateInteractions.h"

#include <algorithm>
#include <filesystem>

#include "application/interactive/InteractiveSegmentation.h"
#include "common/Errors.h"
#include "engine/interactive/ClickSimulation.h"
#include "io/CasePreprocessing.h"
#include "io/Dataset.h"
#include "io/ScanIO.h"

namespace segstudio::application {

namespace fs = std::filesystem;

namespace {

std::string referenceOf(const std::string& labelsFolder, const std::string& caseId)
{
    for (const std::string& file : io::listScanFiles(labelsFolder))
        if (io::stripScanExtension(fs::path(file).filename().string()) == caseId)
            return file;
    throw InputError(labelsFolder, "", "holds no reference label map for case " + caseId + " (" + caseId +
                                           ".nii.gz or another scan format)");
}

double percentile(std::vector<double> values, double p)
{
    if (values.empty())
        return 0;
    std::sort(values.begin(), values.end());
    const double rank = p / 100.0 * static_cast<double>(values.size() - 1);
    const std::size_t lo = static_cast<std::size_t>(rank);
    const std::size_t hi = std::min(lo + 1, values.size() - 1);
    return values[lo] + (rank - static_cast<double>(lo)) * (values[hi] - values[lo]);
}

}  // namespace

SimulationReport simulateInteractions(const SimulationRequest& request,
                                      const std::function<void(const SimulatedObject&)>& onObject)
{
    const std::vector<io::DatasetCase> cases = io::listCasesInFolder(request.imagesFolder);
    if (cases.empty())
        throw InputError(request.imagesFolder, "", "holds no scans");
    SimulationReport report;
    std::vector<double> latencies, networkLatencies;
    for (const io::DatasetCase& c : cases) {
        std::vector<Volume> images;
        for (const std::string& file : c.imageFiles)
            images.push_back(io::readScan(file));
        const std::string referenceFile = referenceOf(request.labelsFolder, c.id);
        const Volume reference = io::readScan(referenceFile);
        if (reference.geometry.size != images.front().geometry.size)
            throw InputError(referenceFile, "size", "the reference is " + formatSize(reference.geometry.size) +
                                                        " voxels, its scan " + formatSize(images.front().geometry.size));
        InteractiveSession session(request.model, images, request.device, request.threads);
        const engine::ModelInfo& info = session.info();
        const std::vector<int32_t> values = io::labelValuesAsInt32(reference);
        const engine::MaskGrid grid{reference.geometry.size, reference.geometry.spacing};
        std::vector<uint8_t> ignore;
        if (const auto& ignored = info.preprocessing.ignoreLabelValue) {
            ignore.resize(values.size());
            for (std::size_t i = 0; i < values.size(); ++i)
                ignore[i] = values[i] == *ignored;
        }
        for (const auto& [value, name] : info.labels) {
            if (value == 0 || (info.preprocessing.ignoreLabelValue && value == *info.preprocessing.ignoreLabelValue))
                continue;
            std::vector<uint8_t> target(values.size());
            bool present = false;
            for (std::size_t i = 0; i < values.size(); ++i)
                present |= (target[i] = values[i] == value) != 0;
            if (!present)
                continue;
            SimulatedObject object{c.id, value, name, {}, {}, {}};
            session.reset();
            const engine::SegmentFunction segment = [&](const engine::PromptSet& prompts, double& milliseconds) {
                const InteractiveSession::Answer answer = session.segment(prompts);
                milliseconds += answer.networkMs;
                object.totalMs.push_back(answer.totalMs);
                const uint8_t* mask = answer.mask.data<uint8_t>();
                return std::vector<uint8_t>(mask, mask + answer.mask.voxelCount());
            };
            const engine::InteractionCurve curve =
                engine::runClickProtocol(segment, target, grid, request.corrections, request.startWithBox, ignore,
                                         request.scribbleCorrections);
            object.dice = curve.dice;
            object.networkMs = curve.milliseconds;
            latencies.insert(latencies.end(), object.totalMs.begin(), object.totalMs.end());
            networkLatencies.insert(networkLatencies.end(), object.networkMs.begin(), object.networkMs.end());
            report.objects.push_back(object);
            if (onObject)
                onObject(object);
        }
    }
    if (report.objects.empty())
        throw InputError(request.labelsFolder, "", "no reference holds any of the model's foreground labels");
    const std::size_t interactions = static_cast<std::size_t>(request.corrections) + 1;
    report.meanDice.assign(interactions, 0.0);
    std::map<int, int> perLabelCount;
    for (const SimulatedObject& o : report.objects) {
        auto& perLabel = report.meanDicePerLabel[o.labelValue];
        perLabel.resize(interactions, 0.0);
        ++perLabelCount[o.labelValue];
        double sum = 0;
        for (std::size_t i = 0; i < interactions; ++i) {
            report.meanDice[i] += o.dice[i] / static_cast<double>(report.objects.size());
            perLabel[i] += o.dice[i];
            sum += o.dice[i];
        }
        report.areaUnderCurve += sum / static_cast<double>(interactions) / static_cast<double>(report.objects.size());
    }
    for (auto& [value, perLabel] : report.meanDicePerLabel)
        for (double& d : perLabel)
            d /= perLabelCount[value];
    report.p50Ms = percentile(latencies, 50);
    report.p95Ms = percentile(latencies, 95);
    report.networkP50Ms = percentile(networkLatencies, 50);
    report.networkP95Ms = percentile(networkLatencies, 95);
    return report;
}

}  // namespace segstudio::application
