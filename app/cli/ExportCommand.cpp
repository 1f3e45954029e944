// segstudio-cli export: a model package as a TorchScript module plus its JSON
// sidecar (engine/infer/TorchScriptModel.h), for PyTorch, other tools, and
// `segstudio-cli predict --model <folder>` on another machine.
#include <cstdio>
#include <map>
#include <memory>

#include <CLI/CLI.hpp>

#include "Commands.h"
#include "Terminal.h"
#include "common/formats/JsonFile.h"
#include "engine/infer/TorchScriptModel.h"
#ifdef SEGSTUDIO_HAS_IO
#include "application/segment/ModelTrust.h"
#endif

namespace segstudio::cli {

namespace {

struct ExportRequest {
    std::string model;
    std::string torchScriptFolder;
    engine::Precision precision = engine::Precision::Float32;
};

int runExport(const ExportRequest& request, bool json)
{
    const engine::TorchScriptExport result =
        engine::exportTorchScript(request.model, request.torchScriptFolder, request.precision);
#ifdef SEGSTUDIO_HAS_IO
    // Made here from a SegStudio network: this installation's own code, trusted to run.
    application::TrustStore().remember({result.modulePath, application::sha256OfFile(result.modulePath)}, true,
                                       "exported by this installation from " + request.model);
#endif
    if (json) {
        printJsonLine({{"event", "result"},
                       {"module", result.modulePath},
                       {"sidecar", result.sidecarPath},
                       {"precision", engine::precisionName(request.precision)},
                       {"parameters", result.parameters}});
    } else {
        std::printf("TorchScript module (%s, %lld parameters): %s\nsidecar: %s\n",
                    engine::precisionName(request.precision), static_cast<long long>(result.parameters),
                    result.modulePath.c_str(), result.sidecarPath.c_str());
        std::printf("Load it in PyTorch with torch.jit.load(\"%s\"); segment with "
                    "segstudio-cli predict --model %s.\n",
                    result.modulePath.c_str(), request.torchScriptFolder.c_str());
    }
    return kExitOk;
}

}  // namespace

void addExportCommand(CLI::App& app, CommandTable& table)
{
    auto request = std::make_shared<ExportRequest>();
    CLI::App* c = app.add_subcommand(
        "export", "Export a model as a TorchScript module with a JSON sidecar (preprocessing, labels, patch, postprocessing)");
    c->add_option("--model", request->model, "Run folder or model package to export")->required();
    c->add_option("--torchscript", request->torchScriptFolder,
                  "Folder to write model.pt and model.sidecar.json into (created when missing)")
        ->required();
    std::map<std::string, engine::Precision> precisions;
    for (engine::Precision p : {engine::Precision::Float32, engine::Precision::BFloat16, engine::Precision::Float16})
        precisions[engine::precisionName(p)] = p;
    c->add_option("--precision", request->precision,
                  "Weights and arithmetic of the module: fp32 (default), bf16, or fp16 (CUDA only)")
        ->transform(CLI::CheckedTransformer(precisions, CLI::ignore_case));
    c->callback([&table, request] { table.run = [&table, request] { return runExport(*request, table.json); }; });
}

}  // namespace segstudio::cli
