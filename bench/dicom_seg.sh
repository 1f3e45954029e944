#!/usr/bin/env bash
# DICOM SEG and RT Structure Set export and import time (issue 32): pydicom
# writes a 512x512x300 CT series (int16) and nibabel a label map on its grid
# with 4 labels (spheres, 0.8x0.8x1.5 mm); `segstudio-cli convert` writes the
# SEG and the RTSTRUCT and reads each back (checked: the SEG exactly, the
# RTSTRUCT's Dice per label). Prints the milliseconds of each (whole process:
# reading the label map, the series' headers, writing) and writes
# bench/results/dicom_seg.json.
#   bench/dicom_seg.sh [NX NY NZ]
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
CLI="$ROOT/build/bin/segstudio-cli"
OUT="$ROOT/bench/results"
mkdir -p "$OUT"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
NX="${1:-512}"; NY="${2:-512}"; NZ="${3:-300}"
/usr/bin/python3 "$ROOT/bench/python/dicom_series_phantom.py" "$WORK" "$NX" "$NY" "$NZ"
milliseconds() { local start end; start=$(date +%s%N); "$@" > /dev/null; end=$(date +%s%N); echo $(( (end - start) / 1000000 )); }
export_ms=$(milliseconds "$CLI" convert --label "$WORK/labels.nii.gz" --reference-series "$WORK/series" --format dicom-seg --output "$WORK/seg.dcm")
import_ms=$(milliseconds "$CLI" convert --input "$WORK/seg.dcm" --reference-series "$WORK/series" --output "$WORK/back.nii.gz")
rt_export_ms=$(milliseconds "$CLI" convert --label "$WORK/labels.nii.gz" --reference-series "$WORK/series" --format rtstruct --output "$WORK/rt.dcm")
rt_import_ms=$(milliseconds "$CLI" convert --input "$WORK/rt.dcm" --reference-series "$WORK/series" --output "$WORK/rt_back.nii.gz")
/usr/bin/python3 - "$WORK" <<'PY'
import nibabel, numpy, sys
a = numpy.asarray(nibabel.load(sys.argv[1] + "/labels.nii.gz").dataobj)
b = numpy.asarray(nibabel.load(sys.argv[1] + "/back.nii.gz").dataobj)
assert (a == b).all(), "the SEG read back differs"
c = numpy.asarray(nibabel.load(sys.argv[1] + "/rt_back.nii.gz").dataobj)
for v in range(1, 5):
    dice = 2 * ((a == v) & (c == v)).sum() / ((a == v).sum() + (c == v).sum())
    assert dice >= 0.98, f"RTSTRUCT label {v}: Dice {dice}"
PY
seg_mb=$(du -m "$WORK/seg.dcm" | cut -f1)
rt_mb=$(du -m "$WORK/rt.dcm" | cut -f1)
printf '{"size": [%d, %d, %d], "labels": 4, "seg_export_ms": %d, "seg_import_ms": %d, "seg_mib": %d, "rtstruct_export_ms": %d, "rtstruct_import_ms": %d, "rtstruct_mib": %d}\n' \
  "$NX" "$NY" "$NZ" "$export_ms" "$import_ms" "$seg_mb" "$rt_export_ms" "$rt_import_ms" "$rt_mb" | tee "$OUT/dicom_seg.json"
