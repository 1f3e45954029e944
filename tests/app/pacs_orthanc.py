#!/usr/bin/python3
"""segstudio-cli pacs against a real PACS: Orthanc, started here on loopback
with a temporary configuration and storage, stopped at the end.

1. A small model is trained on a CT phantom dataset (segstudio-cli phantom,
   train); pydicom writes one of its scans as a CT series.
2. `pacs send` uploads the series; Orthanc's own REST API confirms every
   instance arrived. `pacs find` finds the study by patient ID and lists its
   series; `pacs get` retrieves the series (C-GET) into a new folder, and
   `pacs get --move-port` again with C-MOVE to SegStudio's storage SCP: the
   same instances, pixel for pixel.
3. `predict --format label-map` and `--format dicom-seg` segment the
   retrieved series; `pacs send` returns the SEG; `pacs find --modality SEG`
   finds it. The SEG is downloaded through Orthanc's REST API (not
   SegStudio's C-GET) and read with pydicom: every voxel, rebuilt from the
   frames' positions, equals the label map.
4. An RT Structure Set made from the label map goes to Orthanc and back with
   `pacs get`; `convert --input` rasterises it: Dice >= 0.98 per ROI.
5. `pacs get` without --series retrieves the whole study (CT, SEG,
   RTSTRUCT) into one subfolder per series.
6. `pacs send --deidentify` stores a pseudonymous copy (PS3.15 Basic Profile).
7. DICOM TLS: a second Orthanc speaks only TLS and requires a client
   certificate (a test CA made with openssl signs both sides). echo, send,
   find and get work over TLS with the CA and SegStudio's certificate, and
   the instances equal the plain C-GET's. A plain connection, an untrusted
   CA, a missing client certificate and TLS with --move-port each exit 2
   with the reason.
8. Errors: a closed port, an unknown series and an existing output folder
   each exit 2 with a message naming the node and the operation, and leave
   no folder behind.

usage: pacs_orthanc.py SEGSTUDIO_CLI WORK_FOLDER
Exit 77 (CTest: skipped) when Orthanc, pydicom, numpy or nibabel is missing."""
import glob
import json
import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.request

ORTHANC = shutil.which("Orthanc") or ("/usr/sbin/Orthanc" if os.path.exists("/usr/sbin/Orthanc") else None)
try:
    import nibabel
    import numpy as np
    import pydicom
    from pydicom.dataset import FileDataset, FileMetaDataset
    from pydicom.uid import CTImageStorage, ExplicitVRLittleEndian, generate_uid
except ImportError as missing:
    print(f"SKIP: {missing} (install python3-pydicom python3-numpy python3-nibabel)")
    sys.exit(77)
if ORTHANC is None:
    print("SKIP: Orthanc is not installed (apt-get install orthanc)")
    sys.exit(77)

PATIENT_ID = "PACS-TEST-7"


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Orthanc:
    """An Orthanc of its own: loopback only, anyone may echo, store, find and get.
    With `tls` (the paths of make_certificates), DICOM only over TLS, and
    only from clients whose certificate the CA signed. `extra`: more of
    Orthanc's settings (pacs_dicomweb.py: its DICOMweb plugin, HTTPS)."""

    def __init__(self, work, name="orthanc", tls=None, extra=None):
        self.folder = os.path.join(work, name)
        os.makedirs(self.folder, exist_ok=True)
        self.dicom_port, self.http_port, self.move_port = free_port(), free_port(), free_port()
        config = {
            "Name": "SegStudioTest", "StorageDirectory": os.path.join(self.folder, "storage"),
            "IndexDirectory": os.path.join(self.folder, "index"), "Plugins": [],
            "HttpServerEnabled": True, "HttpPort": self.http_port, "RemoteAccessAllowed": False,
            "AuthenticationEnabled": False, "DicomServerEnabled": True, "DicomAet": "ORTHANC",
            "DicomPort": self.dicom_port, "DicomCheckCalledAet": True, "DicomCheckModalityHost": False,
            "DicomAlwaysAllowEcho": True, "DicomAlwaysAllowStore": True, "DicomAlwaysAllowFind": True,
            "DicomAlwaysAllowGet": True, "UnknownSopClassAccepted": False, "StorageCompression": False,
            # SegStudio as a C-MOVE destination: its AE title, receiving on move_port.
            "DicomModalities": {"segstudio": ["SEGSTUDIO", "127.0.0.1", self.move_port]},
        }
        if tls:
            config.update({"DicomTlsEnabled": True, "DicomTlsCertificate": tls["server.crt"],
                           "DicomTlsPrivateKey": tls["server.key"], "DicomTlsTrustedCertificates": tls["ca.crt"],
                           "DicomTlsRemoteCertificateRequired": True})
        config.update(extra or {})
        path = os.path.join(self.folder, "orthanc.json")
        with open(path, "w") as f:
            json.dump(config, f)
        self.log = open(os.path.join(self.folder, "orthanc.log"), "w")
        self.process = subprocess.Popen([ORTHANC, path], stdout=self.log, stderr=subprocess.STDOUT)
        deadline = time.time() + 60
        while True:
            try:
                self.rest("/system")
                break
            except OSError:
                if self.process.poll() is not None or time.time() > deadline:
                    raise AssertionError(f"Orthanc did not start; see {self.log.name}")
                time.sleep(0.2)
        self.node = f"ORTHANC@127.0.0.1:{self.dicom_port}"

    scheme, context, headers = "http", None, {}  # a subclass may serve HTTPS with credentials

    def rest(self, path, data=None):
        request = urllib.request.Request(f"{self.scheme}://127.0.0.1:{self.http_port}{path}", headers=self.headers,
                                         data=None if data is None else json.dumps(data).encode())
        with urllib.request.urlopen(request, timeout=10, context=self.context) as response:
            body = response.read()
        return body if path.endswith("/file") else json.loads(body)

    def stop(self):
        self.process.terminate()
        try:
            self.process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self.process.kill()
        self.log.close()


def run(cli, *arguments, expect=0):
    result = subprocess.run([cli, *arguments], capture_output=True, text=True, timeout=900)
    if result.returncode != expect:
        raise AssertionError(f"{' '.join(arguments)}: exit {result.returncode}, expected {expect}\n"
                             f"{result.stdout}\n{result.stderr}")
    return result


def json_lines(result):
    return [json.loads(line) for line in result.stdout.splitlines() if line.startswith("{")]


def write_series(folder, nifti_path):
    """The scan as a CT series (int16), on the scan's own LPS grid."""
    image = nibabel.load(nifti_path)
    data = np.asarray(image.dataobj, dtype=np.float64)
    lps = np.diag([-1.0, -1.0, 1.0]) @ image.affine[:3, :3]
    spacing = np.linalg.norm(lps, axis=0)
    direction = lps / spacing
    assert np.dot(np.cross(direction[:, 0], direction[:, 1]), direction[:, 2]) > 0.99, "left-handed phantom grid"
    origin = np.diag([-1.0, -1.0, 1.0]) @ image.affine[:3, 3]
    nx, ny, nz = data.shape
    study, series, frame = generate_uid(), generate_uid(), generate_uid()
    positions = [origin + direction[:, 2] * spacing[2] * k for k in range(nz)]
    os.makedirs(folder)
    for k in range(nz):
        meta = FileMetaDataset()
        meta.MediaStorageSOPClassUID, meta.TransferSyntaxUID = CTImageStorage, ExplicitVRLittleEndian
        meta.MediaStorageSOPInstanceUID = sop = generate_uid()
        path = os.path.join(folder, f"ct{k:03d}.dcm")
        ds = FileDataset(path, {}, file_meta=meta, preamble=b"\0" * 128)
        ds.is_little_endian, ds.is_implicit_VR = True, False
        ds.SOPClassUID, ds.SOPInstanceUID, ds.Modality = CTImageStorage, sop, "CT"
        ds.PatientName, ds.PatientID, ds.PatientBirthDate, ds.PatientSex = "Pacs^Test", PATIENT_ID, "19800101", "O"
        ds.StudyInstanceUID, ds.SeriesInstanceUID, ds.FrameOfReferenceUID = study, series, frame
        ds.StudyDate, ds.StudyTime, ds.AccessionNumber, ds.StudyID = "20261120", "101500", "ACC-PACS-1", "1"
        ds.StudyDescription, ds.SeriesDescription = "CT phantom", "phantom slices"
        ds.ReferringPhysicianName, ds.SeriesNumber, ds.InstanceNumber = "", 3, k + 1
        ds.PositionReferenceIndicator = ""
        ds.ImagePositionPatient = [f"{v:.6f}" for v in positions[k]]
        ds.ImageOrientationPatient = [f"{v:.8f}" for v in list(direction[:, 0]) + list(direction[:, 1])]
        ds.PixelSpacing = [f"{spacing[1]:g}", f"{spacing[0]:g}"]
        ds.SliceThickness = f"{spacing[2]:g}"
        ds.Rows, ds.Columns, ds.SamplesPerPixel, ds.PhotometricInterpretation = ny, nx, 1, "MONOCHROME2"
        ds.BitsAllocated, ds.BitsStored, ds.HighBit, ds.PixelRepresentation = 16, 16, 15, 1
        ds.RescaleIntercept, ds.RescaleSlope = 0, 1
        ds.PixelData = np.round(data[:, :, k].T).astype("<i2").tobytes()
        ds.save_as(path, write_like_original=False)
    return study, series, positions, (nx, ny, nz)


def slice_of(positions, position):
    for k, p in enumerate(positions):
        if np.abs(p - np.asarray(position, float)).max() < 1e-3:
            return k
    raise AssertionError(f"frame position {position} is on no slice of the series")


def download_series(orthanc, modality, folder):
    """Every instance of the one series of `modality`, through Orthanc's REST API."""
    found = orthanc.rest("/tools/find", {"Level": "Series", "Query": {"Modality": modality, "PatientID": PATIENT_ID}})
    assert len(found) == 1, f"Orthanc holds {len(found)} {modality} series"
    os.makedirs(folder)
    paths = []
    for instance in orthanc.rest(f"/series/{found[0]}")["Instances"]:
        path = os.path.join(folder, f"{instance}.dcm")
        with open(path, "wb") as f:
            f.write(orthanc.rest(f"/instances/{instance}/file"))
        paths.append(path)
    return paths


def train_model(cli, work):
    dataset, run_folder = os.path.join(work, "dataset"), os.path.join(work, "run")
    run(cli, "phantom", "--kind", "ct", "--cases", "4", "--size", "48", "48", "12", "--seed", "11", "--out", dataset)
    config = os.path.join(work, "config.json")
    with open(config, "w") as f:
        json.dump({"epochs": 6, "iterations_per_epoch": 12, "seed": 3, "validation": {"interval_epochs": 3}}, f)
    run(cli, "train", dataset, "--config", config, "--out", run_folder)
    scans = sorted(os.listdir(os.path.join(dataset, "imagesTr")))
    return run_folder, os.path.join(dataset, "imagesTr", scans[0])


def check_study(cli, orthanc, work, study, retrieved, nz):
    """Every series of the study, a subfolder each, the CT equal to the series retrieve."""
    whole = os.path.join(work, "study")
    report = json_lines(run(cli, "--json", "pacs", "get", "--node", orthanc.node, "--study", study,
                            "--output", whole))[-1]
    modalities = sorted(s["modality"] for s in report["series"])
    assert modalities == ["CT", "RTSTRUCT", "SEG"], report
    assert sorted(os.listdir(whole)) == sorted(os.path.basename(s["folder"]) for s in report["series"]), report
    ct = next(s for s in report["series"] if s["modality"] == "CT")
    assert ct["instances"] == nz and os.path.basename(ct["folder"]) == "3_CT", ct
    assert sorted(os.listdir(ct["folder"])) == sorted(os.listdir(retrieved))
    assert report["instances"] == sum(s["instances"] for s in report["series"]) == nz + 2, report
    assert not glob.glob(whole + ".partial*")
    result = run(cli, "pacs", "get", "--node", orthanc.node, "--study", study, "--output", whole, expect=2)
    assert "exists already" in result.stderr, result.stderr
    unknown = os.path.join(work, "unknown-study")
    result = run(cli, "pacs", "get", "--node", orthanc.node, "--study", "1.2.3.4.5", "--output", unknown, expect=2)
    assert "no series" in result.stderr and not os.path.exists(unknown) and not glob.glob(unknown + ".partial*")
    print(f"OK: the whole study ({len(report['series'])} series, {report['instances']} instances) retrieved, "
          "a folder per series")


def make_certificates(folder):
    """A test CA, and a server and a client certificate it signs (openssl)."""
    os.makedirs(folder)
    path = {name: os.path.join(folder, name) for name in
            ("ca.crt", "ca.key", "server.crt", "server.key", "client.crt", "client.key", "stranger.crt", "stranger.key")}

    def openssl(*arguments):
        subprocess.run(["openssl", *arguments], check=True, capture_output=True, timeout=60)

    for ca in ("ca", "stranger"):  # "stranger": a CA the server's certificate does not chain to
        openssl("req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2", "-subj", f"/CN=SegStudio test {ca}",
                "-keyout", path[f"{ca}.key"], "-out", path[f"{ca}.crt"])
    extensions = os.path.join(folder, "leaf.ext")
    with open(extensions, "w") as f:
        f.write("basicConstraints=CA:FALSE\nsubjectAltName=IP:127.0.0.1,DNS:localhost\n")
    for leaf in ("server", "client"):
        request = os.path.join(folder, f"{leaf}.csr")
        openssl("req", "-newkey", "rsa:2048", "-nodes", "-subj", f"/CN={leaf}", "-keyout", path[f"{leaf}.key"],
                "-out", request)
        openssl("x509", "-req", "-in", request, "-CA", path["ca.crt"], "-CAkey", path["ca.key"], "-CAcreateserial",
                "-days", "2", "-extfile", extensions, "-out", path[f"{leaf}.crt"])
    return path


def echo_send_find_get(cli, client, source, study, series, nz, output):
    """With the node options `client`: echo, send the series in `source`,
    find its study by patient ID, retrieve the series into `output`."""
    run(cli, "pacs", "echo", *client)
    sent = json_lines(run(cli, "--json", "pacs", "send", *client, source))[-1]
    assert sent["stored"] == nz, sent
    studies = [e for e in json_lines(run(cli, "--json", "pacs", "find", *client, "--patient-id", PATIENT_ID))
               if e["event"] == "study"]
    assert [s["study_instance_uid"] for s in studies] == [study], studies
    report = json_lines(run(cli, "--json", "pacs", "get", *client, "--study", study, "--series", series,
                            "--output", output))[-1]
    assert report["instances"] == nz, report


def check_tls(cli, work, source, study, series, retrieved, nz):
    if shutil.which("openssl") is None:
        raise AssertionError("openssl is missing (scripts/setup installs it)")
    tls = make_certificates(os.path.join(work, "certificates"))
    secure = Orthanc(work, "orthanc-tls", tls)
    try:
        client = ["--node", secure.node, "--tls-ca", tls["ca.crt"], "--tls-certificate", tls["client.crt"],
                  "--tls-key", tls["client.key"]]
        over_tls = os.path.join(work, "retrieved-tls")
        echo_send_find_get(cli, client, source, study, series, nz, over_tls)
        assert secure.rest("/statistics")["CountInstances"] == nz
        assert sorted(os.listdir(over_tls)) == sorted(os.listdir(retrieved))
        for name in os.listdir(over_tls):
            a, b = pydicom.dcmread(os.path.join(over_tls, name)), pydicom.dcmread(os.path.join(retrieved, name))
            assert a.SOPInstanceUID == b.SOPInstanceUID and np.array_equal(a.pixel_array, b.pixel_array), name

        refusals = {
            "plain": (["--node", secure.node], "expect TLS"),
            "untrusted CA": ([*client[:2], "--tls-ca", tls["stranger.crt"], *client[4:]], "certificate verify failed"),
            "no client certificate": (client[:4], "TLS"),
        }
        for what, (arguments, reason) in refusals.items():
            result = run(cli, "pacs", "echo", "--timeout", "5", *arguments, expect=2)
            assert secure.node in result.stderr and "C-ECHO" in result.stderr and reason in result.stderr, \
                f"{what}: {result.stderr}"
        moved = os.path.join(work, "moved-tls")
        result = run(cli, "pacs", "get", *client, "--move-port", str(free_port()), "--study", study, "--series",
                     series, "--output", moved, expect=2)
        assert "C-GET only" in result.stderr and not os.path.exists(moved), result.stderr
        print(f"OK: DICOM TLS with a client certificate: echo, send, find and get ({nz} instances, equal to the "
              "plain C-GET's); plain, untrusted-CA, certificate-less and C-MOVE attempts are refused")
    finally:
        secure.stop()


def check_closed_and_missing(cli, closed, node, work, study, echo_words, get_words):
    """A node nobody listens at fails echo; an unknown series fails get and
    leaves no folder. Each message names the node and holds its words."""
    result = run(cli, "pacs", "echo", "--node", closed, "--timeout", "3", expect=2)
    assert closed in result.stderr and echo_words in result.stderr, result.stderr
    missing = os.path.join(work, "missing-series")
    result = run(cli, "pacs", "get", "--node", node, "--study", study, "--series", "1.2.3.4.5.6.7",
                 "--output", missing, expect=2)
    assert get_words in result.stderr and node in result.stderr, result.stderr
    assert not os.path.exists(missing) and not glob.glob(missing + ".partial*"), "a failed get left a folder"


def check_errors(cli, orthanc, work, study, existing):
    check_closed_and_missing(cli, f"NOBODY@127.0.0.1:{free_port()}", orthanc.node, work, study, "C-ECHO", "C-GET")
    result = run(cli, "pacs", "get", "--node", orthanc.node, "--study", study, "--series", "1.2.3",
                 "--output", existing, expect=2)
    assert "exists already" in result.stderr, result.stderr
    result = run(cli, "pacs", "find", "--node", "ORTHANC@127.0.0.1", expect=2)
    assert "AE@host:port" in result.stderr, result.stderr
    print("OK: a closed port, an unknown series, an existing folder and a bad --node exit 2 with their reason")


def check_move(cli, orthanc, work, study, series, retrieved, size):
    """C-MOVE to SegStudio's storage SCP brings the same instances as C-GET."""
    moved = os.path.join(work, "moved")
    report = json_lines(run(cli, "--json", "pacs", "get", "--node", orthanc.node, "--move-port",
                            str(orthanc.move_port), "--study", study, "--series", series, "--output", moved))[-1]
    assert report["instances"] == size[2] and report["size"] == list(size), report
    assert sorted(os.listdir(moved)) == sorted(os.listdir(retrieved)), (os.listdir(moved), os.listdir(retrieved))
    for name in os.listdir(moved):
        a, b = pydicom.dcmread(os.path.join(moved, name)), pydicom.dcmread(os.path.join(retrieved, name))
        assert a.SOPInstanceUID == b.SOPInstanceUID and np.array_equal(a.pixel_array, b.pixel_array), name
    assert not glob.glob(moved + ".partial*")
    # A destination the PACS does not know: refused, naming the node and C-MOVE, nothing left behind.
    stranger = os.path.join(work, "moved-stranger")
    result = run(cli, "pacs", "get", "--node", orthanc.node, "--calling-ae", "STRANGER", "--move-port",
                 str(free_port()), "--timeout", "5", "--study", study, "--series", series, "--output", stranger,
                 expect=2)
    assert "C-MOVE" in result.stderr and orthanc.node in result.stderr and "STRANGER" in result.stderr, result.stderr
    assert not os.path.exists(stranger) and not glob.glob(stranger + ".partial*"), "a failed move left a folder"
    print(f"OK: C-MOVE to port {orthanc.move_port} retrieved the same {size[2]} instances; an unknown destination "
          f"is refused: {result.stderr.strip().splitlines()[-1]}")


def main():
    cli, work = sys.argv[1], sys.argv[2]
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    model, scan = train_model(cli, work)
    orthanc = Orthanc(work)
    try:
        run(cli, "pacs", "echo", "--node", orthanc.node)
        source = os.path.join(work, "source-series")
        study, series, positions, (nx, ny, nz) = write_series(source, scan)
        sent = json_lines(run(cli, "--json", "pacs", "send", "--node", orthanc.node, source))[-1]
        assert sent["stored"] == nz, sent
        assert orthanc.rest("/statistics")["CountInstances"] == nz, orthanc.rest("/statistics")

        studies = [e for e in json_lines(run(cli, "--json", "pacs", "find", "--node", orthanc.node,
                                             "--patient-id", PATIENT_ID)) if e["event"] == "study"]
        assert [s["study_instance_uid"] for s in studies] == [study], studies
        assert studies[0]["accession_number"] == "ACC-PACS-1" and studies[0]["instances"] == nz, studies
        listed = [e for e in json_lines(run(cli, "--json", "pacs", "find", "--node", orthanc.node, "--study", study))
                  if e["event"] == "series"]
        assert [(s["series_instance_uid"], s["modality"], s["instances"]) for s in listed] == [(series, "CT", nz)], listed

        retrieved = os.path.join(work, "retrieved")
        report = json_lines(run(cli, "--json", "pacs", "get", "--node", orthanc.node, "--study", study,
                                "--series", series, "--output", retrieved))[-1]
        assert report["instances"] == nz and report["modality"] == "CT", report
        assert report["size"] == [nx, ny, nz], report
        assert not glob.glob(retrieved + ".partial*")
        print(f"OK: sent, found and retrieved {nz} CT instances")
        check_move(cli, orthanc, work, study, series, retrieved, (nx, ny, nz))

        label_map = os.path.join(work, "prediction.nii.gz")
        run(cli, "predict", "--model", model, "--input", retrieved, "--output", label_map)
        labels = np.asarray(nibabel.load(label_map).dataobj).transpose(2, 1, 0)
        assert labels.shape == (nz, ny, nx) and labels.any(), "the small model found nothing"
        seg_folder = os.path.join(work, "seg")
        os.makedirs(seg_folder)
        run(cli, "predict", "--model", model, "--input", retrieved, "--format", "dicom-seg", "--output", seg_folder)
        run(cli, "pacs", "send", "--node", orthanc.node, seg_folder)
        found = [e for e in json_lines(run(cli, "--json", "pacs", "find", "--node", orthanc.node, "--study", study,
                                           "--modality", "SEG")) if e["event"] == "series"]
        assert len(found) == 1 and found[0]["modality"] == "SEG", found

        seg = pydicom.dcmread(download_series(orthanc, "SEG", os.path.join(work, "seg-from-orthanc"))[0])
        assert seg.StudyInstanceUID == study and seg.ReferencedSeriesSequence[0].SeriesInstanceUID == series
        value_of = {item.SegmentNumber: int(item.TrackingID.split()[-1]) for item in seg.SegmentSequence}
        pixels = seg.pixel_array.reshape(int(seg.NumberOfFrames), ny, nx)
        rebuilt = np.zeros_like(labels)
        for f, groups in enumerate(seg.PerFrameFunctionalGroupsSequence):
            k = slice_of(positions, groups.PlanePositionSequence[0].ImagePositionPatient)
            number = groups.SegmentIdentificationSequence[0].ReferencedSegmentNumber
            rebuilt[k][pixels[f] == 1] = value_of[number]
        differing = int((rebuilt != labels).sum())
        assert differing == 0, f"{differing} voxels differ between the SEG in Orthanc and the label map"
        print(f"OK: the SEG in Orthanc ({int(seg.NumberOfFrames)} frames) equals the label map at all "
              f"{labels.size} voxels")

        rt_path = os.path.join(work, "rtstruct.dcm")
        run(cli, "convert", "--label", label_map, "--reference-series", retrieved, "--format", "rtstruct",
            "--output", rt_path)
        run(cli, "pacs", "send", "--node", orthanc.node, rt_path)
        rt_series = [e for e in json_lines(run(cli, "--json", "pacs", "find", "--node", orthanc.node, "--study", study,
                                               "--modality", "RTSTRUCT")) if e["event"] == "series"]
        assert len(rt_series) == 1, rt_series
        rt_back = os.path.join(work, "rtstruct-back")
        report = json_lines(run(cli, "--json", "pacs", "get", "--node", orthanc.node, "--study", study,
                                "--series", rt_series[0]["series_instance_uid"], "--output", rt_back))[-1]
        assert report["modality"] == "RTSTRUCT" and report["instances"] == 1, report
        rasterised = os.path.join(work, "rtstruct-back.nii.gz")
        run(cli, "convert", "--input", os.path.join(rt_back, os.listdir(rt_back)[0]), "--reference-series", retrieved,
            "--output", rasterised)
        back = np.asarray(nibabel.load(rasterised).dataobj).transpose(2, 1, 0)
        for value in sorted(set(np.unique(labels)) - {0}):
            a, b = labels == value, back == value
            dice = 2.0 * (a & b).sum() / (a.sum() + b.sum())
            assert dice >= 0.98, f"ROI of label {value}: Dice {dice:.4f} after the round trip through Orthanc"
        print("OK: the RT Structure Set went through Orthanc and back, Dice >= 0.98 per ROI")
        check_study(cli, orthanc, work, study, retrieved, nz)

        secret = os.path.join(work, "secret.txt")
        with open(secret, "w") as f:
            f.write("a secret for this test only\n")
        sent = json_lines(run(cli, "--json", "pacs", "send", "--node", orthanc.node, "--deidentify",
                              "--secret-file", secret, source))[-1]
        assert sent["stored"] == nz and sent["deidentified"], sent
        anonymous = orthanc.rest("/tools/find", {"Level": "Patient", "Query": {"PatientID": "ANON-*"}, "Expand": True})
        assert len(anonymous) == 1, anonymous
        tags = anonymous[0]["MainDicomTags"]
        assert tags["PatientName"] == tags["PatientID"] and PATIENT_ID not in json.dumps(tags), tags
        print("OK: pacs send --deidentify stored a pseudonymous copy")

        check_tls(cli, work, source, study, series, retrieved, nz)
        check_errors(cli, orthanc, work, study, retrieved)
    finally:
        orthanc.stop()


if __name__ == "__main__":
    main()
