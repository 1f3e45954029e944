#pragma once
// Test data for SegStudio's tests: where the real hippocampus data is, and
// writers for synthetic datasets with known content.
#include <QString>

#include <string>

#include "common/image/Phantom.h"

namespace segstudio::test {

// The MSD hippocampus dataset (208 cases), or an empty string when this
// machine does not have it (tests then QSKIP, saying why). Looked up in
// $SEGSTUDIO_HIPPOCAMPUS_DIR, then ../shared/data/hippocampus beside the
// source tree, then /work/shared/data/hippocampus.
QString hippocampusRoot();

// The four-case sample bundled in resources/sample/hippocampus.
QString sampleDatasetRoot();
// The bundled sample's first case: its scan and its label map.
QString sampleCaseScan();
QString sampleCaseLabels();

// Paths in the source tree and the build tree ("" or "/relative/path").
// Only TestData.cpp knows where those trees are, so that no other test's
// compile line names a folder: a clone elsewhere (CI) then reuses their
// compiled objects from the compiler cache.
QString sourcePath(const QString& relative = {});
QString binaryPath(const QString& relative = {});
// The segstudio-cli this build made.
QString cliPath();

#ifdef SEGSTUDIO_TEST_HAS_IO
// The Medical Segmentation Decathlon's layout, which the product's phantom
// writer (io::writePhantomDataset) writes on request: `cases` MRI phantoms
// with labels 0..classes in `root`: dataset.json, imagesTr/mri_NNN.nii.gz,
// labelsTr/mri_NNN.nii.gz.
void writePhantomDataset(const QString& root, int cases, const Size3& size, int classes = 2, uint64_t seed = 7);
#endif

// Writes a preprocessed cache (CacheIndex.h layout) of `cases` phantoms
// without ITK: z-scored images, labels 0..classes, fingerprint and a
// `folds`-fold split. Returns the cache folder (= `folder`).
QString writePhantomCache(const QString& folder, int cases, const Size3& size, int classes = 2, int folds = 2,
                          uint64_t seed = 11, int channels = 1);

std::string toStd(const QString& s);

}  // namespace segstudio::test
