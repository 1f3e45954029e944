// segstudio-cli interact: segment by pointing with an interactive model
// (application/interactive/): one request from PROMPTS.json, or the
// simulated-user protocol on a folder (--simulate).
#include <cstdio>
#include <memory>

#include <CLI/CLI.hpp>

#include "Commands.h"
#include "Terminal.h"
#include "application/interactive/InteractiveSegmentation.h"
#include "application/interactive/SimulateInteractions.h"
#include "common/Errors.h"
#include "io/ScanIO.h"

namespace segstudio::cli {
namespace {

struct InteractOptions {
    std::string model;
    std::vector<std::string> images;
    std::string prompts;
    std::string output;
    bool simulate = false;
    application::SimulationRequest simulation;
    std::string start = "click";
    std::string corrections = "click";
    bool trustModel = false;
};

int runRequest(const InteractOptions& o, bool json)
{
    if (o.images.empty() || o.prompts.empty() || o.output.empty())
        throw InputError("", "--image", "interact needs --image, --prompts and --output (or --simulate)");
    const application::PromptFile prompts = application::readPromptFile(o.prompts);
    std::vector<Volume> images;
    for (const std::string& file : o.images)
        images.push_back(io::readScan(file));
    application::InteractiveSession session(o.model, images, o.simulation.device, o.simulation.threads);
    if (!prompts.previousFile.empty())
        session.setPrevious(io::readScan(prompts.previousFile));
    const application::InteractiveSession::Answer answer =
        session.segment(prompts.promptsOnGrid(session.scanGeometry(), o.prompts));
    io::writeScan(o.output, answer.mask);
    int64_t voxels = 0;
    const uint8_t* mask = answer.mask.data<uint8_t>();
    for (int64_t i = 0; i < answer.mask.voxelCount(); ++i)
        voxels += mask[i];
    if (json) {
        printJsonLine({{"event", "result"},
                       {"output", o.output},
                       {"label", prompts.label},
                       {"object_voxels", voxels},
                       {"zoom_steps", answer.zoomSteps},
                       {"milliseconds", {{"network", answer.networkMs}, {"total", answer.totalMs}}},
                       {"device", session.deviceName()}});
        return kExitOk;
    }
    std::printf("Object of label %d: %lld voxels (network %.0f ms, whole request %.0f ms on %s, window grew %d times)\n",
                prompts.label, static_cast<long long>(voxels), answer.networkMs, answer.totalMs,
                session.deviceName().c_str(), answer.zoomSteps);
    std::printf("Wrote %s\n", o.output.c_str());
    return kExitOk;
}

int runSimulation(const InteractOptions& o, bool json)
{
    application::SimulationRequest request = o.simulation;
    request.model = o.model;
    request.startWithBox = o.start == "box";
    request.scribbleCorrections = o.corrections == "scribble";
    if (request.imagesFolder.empty() || request.labelsFolder.empty())
        throw InputError("", "--images", "interact --simulate needs --images and --labels folders");
    const application::SimulationReport report =
        application::simulateInteractions(request, [json](const application::SimulatedObject& object) {
            if (json) {
                printJsonLine({{"event", "object"},
                               {"case", object.caseId},
                               {"label", object.labelValue},
                               {"dice", object.dice},
                               {"milliseconds", object.totalMs}});
                return;
            }
            std::printf("%s, label %d (%s): Dice", object.caseId.c_str(), object.labelValue, object.labelName.c_str());
            for (double d : object.dice)
                std::printf(" %.3f", d);
            std::printf("\n");
        });
    if (json) {
        nlohmann::json perLabel = nlohmann::json::object();
        for (const auto& [value, dice] : report.meanDicePerLabel)
            perLabel[std::to_string(value)] = dice;
        printJsonLine({{"event", "result"},
                       {"objects", report.objects.size()},
                       {"start", o.start},
                       {"corrections", o.corrections},
                       {"mean_dice", report.meanDice},
                       {"mean_dice_per_label", perLabel},
                       {"area_under_curve", report.areaUnderCurve},
                       {"latency_ms", {{"p50", report.p50Ms}, {"p95", report.p95Ms}}},
                       {"network_ms", {{"p50", report.networkP50Ms}, {"p95", report.networkP95Ms}}}});
        return kExitOk;
    }
    std::printf("\n%zu objects, first prompt: %s, corrections: %ss\n", report.objects.size(), o.start.c_str(),
                o.corrections.c_str());
    std::printf("%-12s", "interaction");
    for (std::size_t i = 0; i < report.meanDice.size(); ++i)
        std::printf(" %6zu", i + 1);
    std::printf("\n%-12s", "mean Dice");
    for (double d : report.meanDice)
        std::printf(" %6.3f", d);
    std::printf("\n");
    for (const auto& [value, dice] : report.meanDicePerLabel) {
        std::printf("%-12s", ("label " + std::to_string(value)).c_str());
        for (double d : dice)
            std::printf(" %6.3f", d);
        std::printf("\n");
    }
    std::printf("Area under the Dice curve: %.3f\n", report.areaUnderCurve);
    std::printf("Latency per interaction: p50 %.0f ms, p95 %.0f ms (network alone: p50 %.0f ms, p95 %.0f ms)\n",
                report.p50Ms, report.p95Ms, report.networkP50Ms, report.networkP95Ms);
    return kExitOk;
}

}  // namespace

void addInteractCommand(CLI::App& app, CommandTable& table)
{
    auto o = std::make_shared<InteractOptions>();
    CLI::App* command = app.add_subcommand(
        "interact", "Segment by pointing: an interactive model segments the object that clicks and a box point at");
    command->add_option("--model", o->model, "Interactive model: a run folder, model package or its TorchScript export")
        ->required();
    command->add_option("--image", o->images, "The scan; repeat for each channel file of one case");
    command->add_option("--prompts", o->prompts,
                        "PROMPTS.json: {\"label\": 1, \"points\": [{\"index\": [x, y, z], \"positive\": true}], "
                        "\"box\": {\"min\": [x, y, z], \"max\": [x, y, z]}, \"scribbles\": [{\"points\": "
                        "[[x, y, z], ...], \"positive\": true}], \"lasso\": {\"points\": [[x, y, z], ...]}, "
                        "\"previous\": \"mask.nii.gz\"} (strokes become clicks and a box)");
    command->add_option("--output", o->output, "The object's mask (0/1) on the scan's grid");
    command->add_flag("--simulate", o->simulate,
                      "Measure the model with a simulated user on --images/--labels (CVPR 2025 challenge protocol)");
    command->add_option("--images", o->simulation.imagesFolder, "--simulate: scans (<case>_0000.nii.gz, ...)");
    command->add_option("--labels", o->simulation.labelsFolder, "--simulate: reference label maps (<case>.nii.gz)");
    command->add_option("--clicks", o->simulation.corrections, "--simulate: corrective clicks after the first prompt")
        ->check(CLI::Range(0, 50));
    command->add_option("--start", o->start, "--simulate: the first prompt, a click or the bounding box")
        ->check(CLI::IsMember({"click", "box"}));
    command->add_option("--corrections", o->corrections,
                        "--simulate: each correction a click at the centre of the largest error, or a scribble "
                        "through it")
        ->check(CLI::IsMember({"click", "scribble"}));
    command->add_option("--device", o->simulation.device, "auto, cpu, cuda or cuda:N");
    command->add_flag("--trust-model", o->trustModel,
                      "Trust the model's TorchScript module (an exported interactive model) after checking where it "
                      "came from; remembered by SHA-256");
    command->add_option("--threads", o->simulation.threads, "CPU threads (0 = physical cores)")
        ->check(CLI::Range(0, 1024));
    command->callback([&table, o] {
        table.run = [&table, o] {
            if (o->trustModel)
                trustModulesOnRequest({o->model}, table.json);
            return o->simulate ? runSimulation(*o, table.json) : runRequest(*o, table.json);
        };
    });
}

}  // namespace segstudio::cli
