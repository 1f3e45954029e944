#!/usr/bin/env bash
# PACS transfer throughput on loopback (issue 32): Orthanc is started with a
# temporary configuration and storage (as tests/app/pacs_orthanc.py does),
# pydicom writes a 512x512x300 CT series (int16, 300 files), and
# `segstudio-cli pacs send` stores it (C-STORE), `pacs get` retrieves it
# (C-GET, written into a new folder, then read back as one volume), `pacs
# get --move-port` again by C-MOVE to SegStudio's storage SCP, and `pacs
# find` lists it. A second series of the same size (new UIDs) goes through
# Orthanc's DICOMweb plugin: STOW-RS, QIDO-RS, WADO-RS. Prints milliseconds
# and MiB/s of pixel data and writes bench/results/pacs_transfer.json.
#   bench/pacs_transfer.sh [NX NY NZ]
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
CLI="$ROOT/build/bin/segstudio-cli"
OUT="$ROOT/bench/results"
mkdir -p "$OUT"
WORK="$(mktemp -d)"
NX="${1:-512}"; NY="${2:-512}"; NZ="${3:-300}"
/usr/bin/python3 "$ROOT/bench/python/dicom_series_phantom.py" "$WORK" "$NX" "$NY" "$NZ"
/usr/bin/python3 "$ROOT/bench/python/dicom_series_phantom.py" "$WORK/web" "$NX" "$NY" "$NZ"
read -r DICOM_PORT HTTP_PORT MOVE_PORT < <(/usr/bin/python3 -c '
import socket
ports = []
for _ in range(3):
    s = socket.socket(); s.bind(("127.0.0.1", 0)); ports.append(s.getsockname()[1]); s.close()
print(*ports)')
cat > "$WORK/orthanc.json" <<JSON
{"Name": "SegStudioBench", "StorageDirectory": "$WORK/storage", "IndexDirectory": "$WORK/index",
 "Plugins": ["/usr/share/orthanc/plugins/libOrthancDicomWeb.so"], "DicomWeb": {"Enable": true, "Root": "/dicom-web/"},
 "HttpServerEnabled": true, "HttpPort": $HTTP_PORT, "RemoteAccessAllowed": false, "DicomServerEnabled": true,
 "DicomAet": "ORTHANC", "DicomPort": $DICOM_PORT, "DicomAlwaysAllowEcho": true, "DicomAlwaysAllowStore": true,
 "DicomAlwaysAllowFind": true, "DicomAlwaysAllowGet": true, "StorageCompression": false,
 "DicomModalities": {"segstudio": ["SEGSTUDIO", "127.0.0.1", $MOVE_PORT]}}
JSON
/usr/sbin/Orthanc "$WORK/orthanc.json" > "$WORK/orthanc.log" 2>&1 &
ORTHANC_PID=$!
trap 'kill $ORTHANC_PID 2>/dev/null; wait $ORTHANC_PID 2>/dev/null; rm -rf "$WORK"' EXIT
NODE="ORTHANC@127.0.0.1:$DICOM_PORT"
for _ in $(seq 1 100); do "$CLI" pacs echo --node "$NODE" --timeout 2 > /dev/null 2>&1 && break; sleep 0.3; done
milliseconds() { local start end; start=$(date +%s%N); "$@" > /dev/null; end=$(date +%s%N); echo $(( (end - start) / 1000000 )); }
send_ms=$(milliseconds "$CLI" pacs send --node "$NODE" "$WORK/series")
find_ms=$(milliseconds "$CLI" pacs find --node "$NODE" --patient-id BENCH)
STUDY=$("$CLI" --json pacs find --node "$NODE" --patient-id BENCH | /usr/bin/python3 -c 'import json,sys; print([json.loads(l) for l in sys.stdin if "study_instance_uid" in l][0]["study_instance_uid"])')
SERIES=$("$CLI" --json pacs find --node "$NODE" --study "$STUDY" | /usr/bin/python3 -c 'import json,sys; print([json.loads(l) for l in sys.stdin if "series_instance_uid" in l][0]["series_instance_uid"])')
get_ms=$(milliseconds "$CLI" pacs get --node "$NODE" --study "$STUDY" --series "$SERIES" --output "$WORK/retrieved")
move_ms=$(milliseconds "$CLI" pacs get --node "$NODE" --move-port "$MOVE_PORT" --study "$STUDY" --series "$SERIES" \
          --output "$WORK/moved")
URL="http://127.0.0.1:$HTTP_PORT/dicom-web"
stow_ms=$(milliseconds "$CLI" pacs send --node "$URL" "$WORK/web/series")
qido_ms=$(milliseconds "$CLI" pacs find --node "$URL" --patient-id BENCH)
read -r WEB_STUDY WEB_SERIES < <(/usr/bin/python3 -c '
import os, sys, pydicom
folder = sys.argv[1]
ds = pydicom.dcmread(os.path.join(folder, sorted(os.listdir(folder))[0]), stop_before_pixels=True)
print(ds.StudyInstanceUID, ds.SeriesInstanceUID)' "$WORK/web/series")
wado_ms=$(milliseconds "$CLI" pacs get --node "$URL" --study "$WEB_STUDY" --series "$WEB_SERIES" --output "$WORK/web-retrieved")
[ "$(ls "$WORK/web-retrieved" | wc -l)" -eq "$NZ" ] || { echo "WADO-RS brought too few instances" >&2; exit 1; }
count=$(ls "$WORK/retrieved" | wc -l)
[ "$count" -eq "$NZ" ] || { echo "retrieved $count of $NZ instances" >&2; exit 1; }
moved=$(ls "$WORK/moved" | wc -l)
[ "$moved" -eq "$NZ" ] || { echo "C-MOVE brought $moved of $NZ instances" >&2; exit 1; }
mib=$(( NX * NY * NZ * 2 / 1048576 ))
/usr/bin/python3 - "$NX" "$NY" "$NZ" "$send_ms" "$find_ms" "$get_ms" "$mib" "$move_ms" "$stow_ms" "$qido_ms" "$wado_ms" \
  <<'PY' | tee "$OUT/pacs_transfer.json"
import json, sys
nx, ny, nz, send, find, get, mib, move, stow, qido, wado = map(int, sys.argv[1:])
print(json.dumps({"size": [nx, ny, nz], "instances": nz, "pixel_mib": mib, "send_ms": send,
                  "send_mib_per_s": round(mib / (send / 1000), 1), "find_ms": find, "get_ms": get,
                  "get_mib_per_s": round(mib / (get / 1000), 1), "move_ms": move,
                  "move_mib_per_s": round(mib / (move / 1000), 1),
                  "stow_ms": stow, "stow_mib_per_s": round(mib / (stow / 1000), 1), "qido_ms": qido,
                  "wado_ms": wado, "wado_mib_per_s": round(mib / (wado / 1000), 1),
                  "note": "Orthanc 1.10 on loopback; get includes reading the series header through the isolated reader"}))
PY
