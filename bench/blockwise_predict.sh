#!/usr/bin/env bash
# Block-wise prediction of scans larger than memory (issue 33, item 3):
# `predict --block-rows` on synthetic uint16 MetaImage volumes of 512 x 512 x
# N voxels (N = 1024, 2048, ... : 0.5, 1, 2, ... GiB), with a small network
# trained for a minute on phantoms (3 stages, 8-16 features, 64^3 patch,
# 1 mm: no resampling). For each size: wall time and the peak resident set
# (GNU time's "Maximum resident set size") of the whole CLI process, and the
# bound the CLI prints. Windows do not overlap (--overlap 0, one forward
# pass per voxel) unless BLOCKWISE_OVERLAP says otherwise: what is measured
# is memory against depth, and 50 % overlap costs 8x the time on this CPU.
# BLOCKWISE_FORMAT=ome.tif writes the scans as OME-TIFF (tifffile, page by
# page) instead: rows then come from the isolated TIFF reader, a child
# process per request. Writes bench/results/blockwise_predict.json
# (blockwise_predict_ome_tif.json for OME-TIFF). BLOCKWISE_UNCERTAINTY=1
# adds --uncertainty: the entropy map is written too (.mha, float32) and
# its results go to blockwise_predict_uncertainty.json.
#   [BLOCKWISE_OVERLAP=0.5] [BLOCKWISE_FORMAT=ome.tif] [BLOCKWISE_UNCERTAINTY=1] bench/blockwise_predict.sh [GIB ...]   (default: 0.5 1 2 4)
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
CLI="$ROOT/build/bin/segstudio-cli"
OUT="$ROOT/bench/results"
mkdir -p "$OUT"
WORK="${BLOCKWISE_WORK:-$(mktemp -d -p "${TMPDIR:-/tmp}")}"
trap 'rm -rf "$WORK"' EXIT
SIZES=("$@")
[ ${#SIZES[@]} -gt 0 ] || SIZES=(0.5 1 2 4)

"$CLI" phantom --out "$WORK/ds" --cases 4 --size 96 96 96 --spacing 1 1 1 --classes 1 --type uint16 --seed 3 >/dev/null
cat > "$WORK/tiny.json" <<'JSON'
{"network": {"base_features": 8, "max_features": 16,
             "kernel_sizes_xyz": [[3, 3, 3], [3, 3, 3], [3, 3, 3]],
             "strides_xyz": [[1, 1, 1], [2, 2, 2], [2, 2, 2]]},
 "patch_size_xyz": [64, 64, 64], "batch_size": 2}
JSON
"$CLI" train "$WORK/ds" --config "$WORK/tiny.json" --max-minutes 1 --out "$WORK/run" >/dev/null

FORMAT="${BLOCKWISE_FORMAT:-mha}"
RESULT="$OUT/blockwise_predict.json"
[ "$FORMAT" = mha ] || RESULT="$OUT/blockwise_predict_${FORMAT//./_}.json"
[ -z "${BLOCKWISE_UNCERTAINTY:-}" ] || RESULT="${RESULT%.json}_uncertainty.json"
/usr/bin/python3 - "$CLI" "$WORK" "$RESULT" "${BLOCKWISE_OVERLAP:-0}" "$ROOT/bench/python" "$FORMAT" "${BLOCKWISE_UNCERTAINTY:-}" "${SIZES[@]}" <<'PY'
import json, re, subprocess, sys, time
import numpy as np
sys.path.insert(0, sys.argv[5])
from big_scan import write_big_scan
cli, work, out, overlap, fmt = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4], sys.argv[6]
uncertainty = ["--uncertainty"] if sys.argv[7] else []
sizes = [float(s) for s in sys.argv[8:]]
results = []
for gib in sizes:
    scan = f"{work}/scan.{fmt}"
    depth = write_big_scan(scan, gib)
    output = f"{work}/labels.mha"
    start = time.time()
    run = subprocess.run(["/usr/bin/time", "-v", cli, "predict", "--model", f"{work}/run", "--input", scan,
                          "--output", output, "--block-rows", "64", "--no-tta", "--overlap", overlap] + uncertainty,
                         capture_output=True, text=True)
    seconds = time.time() - start
    if run.returncode != 0:
        sys.exit(run.stdout + run.stderr)
    peak_kib = int(re.search(r"Maximum resident set size \(kbytes\): (\d+)", run.stderr).group(1))
    bound = re.search(r"at most about ([0-9.]+ \w+)", run.stdout)
    labels = np.memmap(output, np.uint8, "r", offset=len(open(output, "rb").read(1024).split(b"ElementDataFile = LOCAL\n")[0]) + len("ElementDataFile = LOCAL\n"))
    foreground = float(np.count_nonzero(labels[::997])) / len(labels[::997])
    row = {"gib": gib, "format": fmt, "overlap": float(overlap), "uncertainty": bool(uncertainty),
           "voxels": 512 * 512 * depth, "seconds": round(seconds, 1),
           "mvoxels_per_second": round(512 * 512 * depth / seconds / 1e6, 2), "peak_rss_mib": round(peak_kib / 1024),
           "bound_printed": bound.group(1) if bound else None, "foreground_share_sampled": round(foreground, 3)}
    print(json.dumps(row), flush=True)
    results.append(row)
    for path in (scan, output, f"{work}/labels_uncertainty.mha"):
        subprocess.run(["rm", "-f", path])
json.dump({"machine": open("/proc/cpuinfo").read().split("model name")[1].split("\n")[0].strip(": "),
           "results": results}, open(out, "w"), indent=1)
PY
