#pragma once
// Use case "segment a scan larger than memory": segmentScan's pipeline
// (SegmentScan.h) run block by block of z-rows, from file to file.
//  1. A first pass over the scan finds the crop box and the normalisation
//     statistics (io/blockwise/SlabPreprocessing.h).
//  2. The sliding window runs over the network grid in z-slabs
//     (engine SlabSlidingWindow): each window once, blended across block
//     borders exactly as in one pass; preprocessed rows are made from the
//     source rows as the windows reach them.
//  3. Each block of source rows is mapped back as soon as its network rows
//     are final, and written (io/blockwise/ScanSlabs.h).
// Memory is bounded by blockwiseMemoryBound(), which grows with the slice
// area and the block's rows, never with the depth.
//
// Resume: after every written block, OUTPUT.partial.json records the rows
// written, the first pass's results and what the run depends on (scan
// size and modification time, models, options). A run with the same
// arguments continues after the last written block; anything else that
// differs starts afresh. Only MetaImage outputs (.mha) stream and resume;
// other formats hold the label map (one value per voxel) and write it at
// the end.
//
// Uncertainty: with options.uncertaintyPath, the normalised entropy of the
// (ensemble-averaged) probabilities is written there row by row too, and
// its StructureUncertainty summed as the rows pass (a resumed run redoes
// the last two rows for it). Disagreement needs every member's
// probabilities apart: not block-wise.
//
// Not block-wise: the model's largest-component postprocessing (it needs the
// whole map; skipped, and said in `notes`), instance models (their watershed
// is whole-volume: refused), class probabilities.
#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "application/segment/ModelEnsemble.h"
#include "common/formats/JsonFile.h"
#include "common/image/Geometry.h"
#include "common/image/Uncertainty.h"

namespace segstudio::application {

struct BlockwiseOptions {
    engine::PredictOptions predict;
    int64_t blockRows = 0;  // source rows per written block; 0: about 32 MiB of float input
    int threads = 1;        // ITK work units for resampling
    std::string uncertaintyPath;  // also the normalised entropy map (float32) here; empty: none
};

struct BlockwiseProgress {
    int64_t rowsDone = 0, rowsTotal = 0;  // source rows written
    double seconds = 0;                   // since this run started
    double etaSeconds = -1;               // from this run's rate; -1 before the first block
};

struct BlockwiseSegmentation {
    bool cancelled = false;
    int64_t resumedAtRow = 0;  // 0: started afresh
    int64_t blocks = 0;
    uint64_t memoryBoundBytes = 0;
    std::vector<std::string> notes;  // what block-wise prediction left out, for the user
    std::optional<StructureUncertainty> uncertainty;  // with options.uncertaintyPath, once finished
};

// Bytes block-wise segmentation needs for a scan of `scanGeometry` with
// `channels` channels: rows read, the window's input and accumulators, the
// probability rows held and one block mapped back; constant in the scan's
// depth when the scan is read in rows (`scanStreams`, io::scanStreamsRows)
// and the label map is written in rows (`labelsStream`,
// io::streamsLabelRows), else plus the whole scan (float and as stored) or
// the whole label map (and uncertainty map). Not counted: the process
// itself (LibTorch, ITK).
uint64_t blockwiseMemoryBound(const ModelEnsemble& models, const Geometry& scanGeometry, int channels,
                              const BlockwiseOptions& options, bool scanStreams = true, bool labelsStream = true);

// The source rows per block options.blockRows resolves to for this scan.
int64_t blockRowsFor(const Geometry& scanGeometry, int channels, const BlockwiseOptions& options);

// The largest block height, at most blockRowsFor's, whose
// blockwiseMemoryBound fits `limitBytes`; 0 when even one row does not.
int64_t blockRowsWithin(const ModelEnsemble& models, const Geometry& scanGeometry, int channels,
                        BlockwiseOptions options, bool scanStreams, bool labelsStream, uint64_t limitBytes);

// Segments `scanPath` into `outputPath` block by block. Throws InputError
// naming the file and field for a scan the model cannot take (channels,
// dimensions), an instance model, or an unreadable or short file.
// `progress` after each written block; returns with `cancelled` (the
// partial output and its record kept for resuming) when `cancel` is set.
BlockwiseSegmentation segmentInBlocks(ModelEnsemble& models, const std::string& scanPath, const std::string& outputPath,
                                      const BlockwiseOptions& options = {},
                                      const std::function<void(const BlockwiseProgress&)>& progress = {},
                                      const std::atomic<bool>* cancel = nullptr);

// What a block-wise output depends on besides the options: the scan (path,
// size, modification time) and the models. A stopped run's record (below)
// and a finished file's (SegmentPyramidScan.h) both hold it.
Json scanAndModelIdentity(const ModelEnsemble& models, const std::string& scanPath);

// The record a block-wise run keeps beside its partial output.
std::string blockwiseRecordPath(const std::string& outputPath);

// The block height a stopped run of `outputPath` used (its record), so the
// run continues with it; 0 without a readable record.
int64_t blockRowsOfStoppedRun(const std::string& outputPath);

}  // namespace segstudio::application
