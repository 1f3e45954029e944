// segstudio-cli convert: a label map to a DICOM SEG or RT Structure Set on
// its reference series, and either back to label maps
// (application/dicom/DicomConversion.h).
//   convert --label L [--label L2 ...] --reference-series DIR --format dicom-seg|rtstruct --output OUT.dcm
//   convert --input SEG_OR_RTSTRUCT.dcm --reference-series DIR --output label.nii.gz
//   convert --label L [--dataset D] --show-codes   (each label's SEG codes; writes nothing)
#include <cstdio>
#include <map>
#include <memory>

#include <CLI/CLI.hpp>

#include "Commands.h"
#include "Terminal.h"
#include "application/dicom/DicomConversion.h"
#include "common/Errors.h"

namespace segstudio::cli {
namespace {

struct ConvertOptions {
    std::vector<std::string> labelFiles;
    std::string segInput;
    std::string referenceSeries;
    std::string seriesUid;
    std::string format = "dicom-seg";
    std::string output;
    std::string dataset;
    std::string method = "automatic";
    std::string model;
    std::string creator;  // SEG Content Creator's Name; empty: the rater, or SegStudio
    bool showCodes = false;
};

std::string hexColour(const std::array<uint8_t, 3>& rgb)
{
    char text[8];
    std::snprintf(text, sizeof text, "#%02x%02x%02x", rgb[0], rgb[1], rgb[2]);
    return text;
}

std::string describe(const io::dicom::CodedConcept& coded)
{
    return coded.meaning + " (" + coded.scheme + " " + coded.value + ")";
}

nlohmann::json codesJson(const std::vector<application::LabelCodes>& codes)
{
    nlohmann::json list = nlohmann::json::array();
    for (const application::LabelCodes& label : codes)
        list.push_back({{"label", label.labelValue}, {"name", label.name},
                        {"source", label.fromDataset ? "dataset.json" : "name"},
                        {"codes", io::dicom::segmentCodesToJson(label.codes)}});
    return list;
}

// One line per label: what it is, where, and where the codes came from.
void printCodes(const std::vector<application::LabelCodes>& codes)
{
    for (const application::LabelCodes& label : codes) {
        const io::dicom::SegmentCodes& c = label.codes;
        std::string what = describe(c.category) + " / " + describe(c.type);
        if (c.typeModifier)
            what += ", " + describe(*c.typeModifier);
        if (c.anatomicRegion)
            what += "; in " + describe(*c.anatomicRegion) + (c.regionModifier ? ", " + describe(*c.regionModifier) : "");
        std::printf("  label %d  %-20s %s  [%s]\n", label.labelValue, label.name.c_str(), what.c_str(),
                    label.fromDataset ? "dataset.json" : "from the name");
    }
}

int showCodes(const ConvertOptions& o, bool json)
{
    application::LabelsToDicomRequest request;
    request.labelFiles = o.labelFiles;
    request.datasetFolder = o.dataset;
    const std::vector<application::LabelCodes> codes = application::segmentCodesOfLabels(request);
    if (json) {
        printJsonLine({{"event", "result"}, {"codes", codesJson(codes)}});
        return kExitOk;
    }
    std::printf("Codes each label gets in a DICOM SEG (category / type; anatomic region of a finding):\n");
    printCodes(codes);
    nlohmann::json entries = nlohmann::json::object();
    for (const application::LabelCodes& label : codes)
        entries[label.name] = io::dicom::segmentCodesToJson(label.codes);
    std::printf("To change them, give dataset.json a \"segment_codes\" entry per label (by its name or value), e.g.\n"
                "\"segment_codes\": %s\n",
                entries.dump(2).c_str());
    return kExitOk;
}

int runLabelsToDicom(const ConvertOptions& o, bool json)
{
    static const std::map<std::string, io::SegmentationMethod> methods{
        {"automatic", io::SegmentationMethod::Automatic},
        {"semiautomatic", io::SegmentationMethod::SemiAutomatic},
        {"manual", io::SegmentationMethod::Manual}};
    application::LabelsToDicomRequest request;
    request.labelFiles = o.labelFiles;
    request.datasetFolder = o.dataset;
    request.target.referenceSeriesFolder = o.referenceSeries;
    request.target.seriesUid = o.seriesUid;
    request.target.outputFile = o.output;
    request.target.method = methods.at(o.method);
    request.target.modelName = o.model;
    request.target.contentCreator = o.creator;
    const bool rtStruct = o.format == "rtstruct";
    request.target.object = rtStruct ? application::DicomLabelObject::RtStruct : application::DicomLabelObject::Seg;
    const application::DicomExportReport report = application::exportLabelsAsDicom(request);
    if (json) {
        printJsonLine({{"event", "result"}, {"output", o.output}, {"format", o.format},
                       {rtStruct ? "rois" : "segments", report.segments}, {rtStruct ? "contours" : "frames", report.planes},
                       {"sop_instance_uid", report.sopInstanceUid}, {"referenced_series_uid", report.referencedSeriesUid},
                       {"warnings", report.warnings}, {"codes", codesJson(report.codes)}});
        return kExitOk;
    }
    for (const std::string& warning : report.warnings)
        std::fprintf(stderr, "warning: %s\n", warning.c_str());
    std::printf("Wrote %s: %s, %d %s in %d %s, on series %s\n", o.output.c_str(),
                rtStruct ? "RT Structure Set" : "DICOM SEG", report.segments, rtStruct ? "ROI(s)" : "segment(s)",
                report.planes, rtStruct ? "contour(s)" : "frame(s)", report.referencedSeriesUid.c_str());
    printCodes(report.codes);
    return kExitOk;
}

int runDicomToLabels(const ConvertOptions& o, bool json)
{
    application::DicomToLabelsRequest request{o.segInput, o.referenceSeries, o.seriesUid, o.output};
    const application::DicomToLabelsReport report = application::importDicomAsLabels(request);
    if (json) {
        nlohmann::json segments = nlohmann::json::array();
        for (std::size_t s = 0; s < report.segments.size(); ++s)
            segments.push_back({{"label", report.segments[s].labelValue}, {"name", report.segments[s].name},
                                {"colour", hexColour(report.segments[s].rgb)},
                                {"file", report.layerFiles[report.layerOfSegment[s]]}});
        printJsonLine({{"event", "result"}, {"files", report.layerFiles}, {"segments", segments}, {"warnings", report.warnings}});
        return kExitOk;
    }
    for (const std::string& warning : report.warnings)
        std::fprintf(stderr, "warning: %s\n", warning.c_str());
    for (std::size_t s = 0; s < report.segments.size(); ++s)
        std::printf("  label %d  %-24s %s  in %s\n", report.segments[s].labelValue, report.segments[s].name.c_str(),
                    hexColour(report.segments[s].rgb).c_str(), report.layerFiles[report.layerOfSegment[s]].c_str());
    std::printf("Wrote %zu label map(s)%s\n", report.layerFiles.size(),
                report.layerFiles.size() > 1 ? " (the segments overlap: one layer per file)" : "");
    return kExitOk;
}

}  // namespace

void addConvertCommand(CLI::App& app, CommandTable& table)
{
    auto o = std::make_shared<ConvertOptions>();
    CLI::App* command = app.add_subcommand(
        "convert",
        "Convert a label map to a DICOM SEG or RT Structure Set on its reference series (--label), or either back to label maps (--input)");
    CLI::Option* label = command->add_option(
        "--label", o->labelFiles, "Label map on the reference series' grid; repeat for layers whose segments overlap");
    CLI::Option* input =
        command->add_option("--input", o->segInput, "A DICOM SEG or RT Structure Set file to turn into label maps");
    label->excludes(input);
    command->add_option("--reference-series", o->referenceSeries, "Folder of the DICOM series the segmentation refers to");
    command->add_option("--series", o->seriesUid, "SeriesInstanceUID, when the folder holds several series");
    command->add_option("--format", o->format, "Output format for --label")->check(CLI::IsMember({"dicom-seg", "rtstruct"}));
    command->add_option("--output", o->output,
                        "The DICOM file (--label), or the label map (--input; overlapping segments or ROIs add <name>_layer2, ...)");
    command->add_option("--dataset", o->dataset, "Dataset whose dataset.json names the labels (default: the label map's own)");
    command->add_option("--method", o->method, "How the label map was made (Segment Algorithm Type, ROI Generation Algorithm)")
        ->check(CLI::IsMember({"automatic", "semiautomatic", "manual"}));
    command->add_option("--model", o->model, "Model name recorded as the segmentation algorithm");
    command->add_option("--creator", o->creator,
                        "SEG Content Creator's Name, DICOM PN (\"Doe^Jane\"); default: the rater for a map in "
                        "raters/<name>/labelsTr/, else SegStudio");
    command->add_flag("--show-codes", o->showCodes,
                      "Print the codes (category, type, anatomic region) each label of --label gets in a SEG, and "
                      "the dataset.json \"segment_codes\" entry that changes them; writes nothing")
        ->excludes(input);
    command->callback([&table, o] {
        table.run = [&table, o] {
            if (o->labelFiles.empty() && o->segInput.empty())
                throw InputError("", "convert", "give --label (label map to DICOM) or --input (DICOM to label maps)");
            if (o->showCodes)
                return showCodes(*o, table.json);
            if (o->referenceSeries.empty())
                throw InputError("", "--reference-series", "is required (the DICOM series the segmentation refers to)");
            if (o->output.empty())
                throw InputError("", "--output", "is required");
            return o->segInput.empty() ? runLabelsToDicom(*o, table.json) : runDicomToLabels(*o, table.json);
        };
    });
}

}  // namespace segstudio::cli
