#pragma once
// The consensus of several raters' label maps of one case, and each rater's
// performance against it. Two methods, both ITK's filters:
//  - STAPLE (Warfield et al. 2004; itk::STAPLEImageFilter), run per label on
//    the binary masks "rater's map == label" over the whole grid. The prior
//    of foreground is the mean of the raters' masks over every voxel; EM
//    starts from that mean as the probability of each voxel, and stops when
//    every rater's sensitivity and specificity moved by at most 1e-7 (its
//    square by 1e-14) in one iteration, or after kStapleMaxIterations. A
//    voxel takes the label whose STAPLE probability is highest, when that is
//    at least 0.5; else background.
//  - majority vote (itk::LabelVotingImageFilter): the value most raters gave
//    a voxel, background counted as one; a tie is background.
// A rater's performance per label: STAPLE's estimated sensitivity and
// specificity; for a vote, sensitivity |R∩C|/|C| and specificity
// |¬R∩¬C|/|¬C| of the rater's mask R against the consensus mask C.
#include <string>
#include <vector>

#include "common/image/Volume.h"

namespace segstudio::io {

enum class ConsensusMethod { Staple, MajorityVote };
const char* consensusMethodName(ConsensusMethod method);  // "staple", "majority-vote"

inline constexpr int kStapleMaxIterations = 200;

struct RaterPerformance {
    double sensitivity = 0;  // NaN when the label is nowhere in the consensus
    double specificity = 0;
};

struct LabelConsensus {
    int label = 0;
    std::vector<RaterPerformance> raters;  // in the order of the maps
    int iterations = 0;      // STAPLE's EM iterations; 0 for a vote
    double prior = 0;        // STAPLE's prior of foreground; 0 for a vote
};

struct Consensus {
    Volume labels;                         // the raters' grid; uint8, or uint16 for values above 255
    std::vector<LabelConsensus> perLabel;  // each value > 0 in any map, ascending
};

// `maps`: one label map per rater (at least two), on one grid; `files` name
// them in errors. Throws InputError naming the file when a map's grid
// differs from the first's, or a voxel is negative, above 65535 or not an
// integer.
Consensus raterConsensus(const std::vector<Volume>& maps, const std::vector<std::string>& files,
                         ConsensusMethod method);

}  // namespace segstudio::io
