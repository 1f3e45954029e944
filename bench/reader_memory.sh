#!/usr/bin/env bash
# Memory of a scan read through a reader child (issue 29, item 7): tifffile
# writes a uint16 stack (NZ x NY x NX, default 384 x 512 x 512 = 192 MiB of
# voxels; TIFF is always read in a child process), and `segstudio-cli info`
# reads it whole. A sampler polls VmHWM (the peak resident set) of the CLI
# and of its reader child every 5 ms; the same for a 4 x 8 x 8 stack gives
# each process's base. Prints the peaks and what the big scan adds, in MiB
# and in multiples of the voxels, and writes bench/results/reader_memory.json.
#   bench/reader_memory.sh [NZ NY NX]
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
CLI="$ROOT/build/bin/segstudio-cli"
OUT="$ROOT/bench/results"
mkdir -p "$OUT"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
/usr/bin/python3 - "$CLI" "$WORK" "$OUT/reader_memory.json" "${1:-384}" "${2:-512}" "${3:-512}" <<'PY'
import json, subprocess, sys, time
import numpy as np, tifffile
cli, work, out, nz, ny, nx = sys.argv[1], sys.argv[2], sys.argv[3], *map(int, sys.argv[4:])
big = (np.arange(nz * ny * nx, dtype=np.uint32) % 4000).astype(np.uint16).reshape(nz, ny, nx)
tifffile.imwrite(f"{work}/big.tif", big)
tifffile.imwrite(f"{work}/small.tif", np.zeros((4, 8, 8), np.uint16))

def peaks(path):
    """VmHWM in MiB of the CLI ('parent') and of its reader child ('child')."""
    process = subprocess.Popen([cli, "info", path], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    seen = {}
    while process.poll() is None:
        try:
            children = open(f"/proc/{process.pid}/task/{process.pid}/children").read().split()
        except OSError:
            children = []
        for role, pid in [("parent", process.pid)] + [("child", int(c)) for c in children]:
            try:
                for line in open(f"/proc/{pid}/status"):
                    if line.startswith("VmHWM"):
                        seen[role] = max(seen.get(role, 0), int(line.split()[1]) / 1024)
            except OSError:
                pass
        time.sleep(0.005)
    assert process.returncode == 0, process.returncode
    return seen

voxels_mib = big.nbytes / 2**20
base = {}
for attempt in range(20):  # the small scan's child may end between two samples
    base = peaks(f"{work}/small.tif")
    if "child" in base:
        break
full = peaks(f"{work}/big.tif")
result = {"voxels_mib": round(voxels_mib, 1)}
for role in ("parent", "child"):
    added = full[role] - base[role]
    result[role] = {"peak_mib": round(full[role]), "base_mib": round(base[role]), "added_mib": round(added),
                    "added_per_voxel_byte": round(added / voxels_mib, 2)}
    print(f"{role}: peak {full[role]:.0f} MiB, base {base[role]:.0f} MiB, "
          f"added {added:.0f} MiB = {added / voxels_mib:.2f} x the voxels ({voxels_mib:.0f} MiB)")
json.dump(result, open(out, "w"), indent=1)
PY
