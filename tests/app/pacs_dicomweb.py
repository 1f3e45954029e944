#!/usr/bin/python3
"""segstudio-cli pacs against a real DICOMweb server: Orthanc with its
DICOMweb plugin (Debian's orthanc-dicomweb), started here on loopback with a
temporary configuration and storage, stopped at the end.

1. pydicom writes a CT phantom as a series; `pacs send --node URL` stores it
   with STOW-RS and Orthanc's REST API counts every instance.
2. `pacs find` (QIDO-RS) finds the study by patient ID with its accession
   number, modality and instance count, and lists its series.
3. `pacs get` (WADO-RS) retrieves the series into a new folder: the same
   SOP instances, pixel for pixel, as pydicom wrote them.
4. A SEG made from a label map (`convert --format dicom-seg`) goes to the
   server and back with the whole study (a folder per series); pydicom reads
   the same segment pixels in what came back.
5. HTTPS with HTTP Basic credentials: a gateway in front of the server (as a
   hospital's reverse proxy) speaks TLS with a certificate from a test CA
   made with openssl and asks for a user name and password.
   It answers searches with at most 3 matches, as servers that cap them do,
   and refuses transfer-syntax=* (406), as some servers do.
   echo, find and get (paging through the 10 instances) work with --tls-ca
   and --credentials-file; no
   credentials, a wrong password and an untrusted CA each exit 2 naming the
   node, the operation and the reason.
6. Errors: a closed port, an unknown series (no folder left behind), a URL
   holding a password, a scheme other than http(s), credentials for plain
   http to another computer and a C-MOVE port for a DICOMweb node exit 2.

usage: pacs_dicomweb.py SEGSTUDIO_CLI WORK_FOLDER
Exit 77 (CTest: skipped) when Orthanc, pydicom, numpy or nibabel is missing."""
import base64
import glob
import http.server
import json
import os
import shutil
import ssl
import sys
import threading
import urllib.error
import urllib.request

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from pacs_orthanc import (PATIENT_ID, Orthanc, check_closed_and_missing,  # noqa: E402  (exits 77 if missing)
                          echo_send_find_get, free_port, json_lines, make_certificates, run, write_series)

import nibabel  # noqa: E402
import numpy as np  # noqa: E402
import pydicom  # noqa: E402

PLUGIN = "/usr/share/orthanc/plugins/libOrthancDicomWeb.so"


class DicomWebOrthanc(Orthanc):
    """Orthanc serving DICOMweb at /dicom-web (plain HTTP, loopback)."""

    def __init__(self, work, name):
        super().__init__(work, name, extra={"Plugins": [PLUGIN], "DicomWeb": {"Enable": True, "Root": "/dicom-web/"}})
        self.url = f"http://127.0.0.1:{self.http_port}/dicom-web"


class HttpsGateway:
    """HTTPS with HTTP Basic credentials in front of a DICOMweb server, as a
    hospital's reverse proxy puts it (Debian's Orthanc 1.10 resets its own
    HTTPS connections with OpenSSL 3): requests with the right credentials
    are forwarded, answers streamed back; others get 401. Like servers that
    cap their search answers, it returns at most 3 matches of a QIDO-RS
    search (honouring offset): SegStudio must page to see them all. Like
    servers that send instances only in their default transfer syntax, it
    refuses "transfer-syntax=*" with 406: SegStudio must ask again."""

    def __init__(self, upstream, tls, user):
        expected = "Basic " + base64.b64encode(f"{user[0]}:{user[1]}".encode()).decode()

        class Handler(http.server.BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *arguments):
                pass

            def forward(self):
                if self.headers.get("Authorization") != expected:
                    self.send_response(401)
                    self.send_header("WWW-Authenticate", 'Basic realm="dicom-web"')
                    self.send_header("Content-Length", "0")
                    self.end_headers()
                    return
                if "transfer-syntax=*" in self.headers.get("Accept", ""):
                    self.send_response(406)  # as servers that only send their default syntax
                    self.send_header("Content-Length", "0")
                    self.end_headers()
                    return
                length = int(self.headers.get("Content-Length") or 0)
                body = self.rfile.read(length) if length else None
                headers = {k: v for k, v in self.headers.items() if k.lower() in ("accept", "content-type")}
                request = urllib.request.Request(upstream + self.path, data=body, headers=headers,
                                                 method=self.command)
                try:
                    answer = urllib.request.urlopen(request, timeout=60)
                except urllib.error.HTTPError as error:
                    answer = error
                with answer:
                    if answer.headers.get("Content-Type", "").startswith("application/dicom+json") and \
                            self.command == "GET":
                        capped = json.dumps(json.loads(answer.read() or b"[]")[:3]).encode()
                        self.send_response(answer.status)
                        self.send_header("Content-Type", "application/dicom+json")
                        self.send_header("Content-Length", str(len(capped)))
                        self.end_headers()
                        self.wfile.write(capped)
                        return
                    self.send_response(answer.status)
                    self.send_header("Content-Type", answer.headers.get("Content-Type", "application/octet-stream"))
                    self.send_header("Transfer-Encoding", "chunked")
                    self.end_headers()
                    while chunk := answer.read(65536):
                        self.wfile.write(b"%x\r\n%s\r\n" % (len(chunk), chunk))
                    self.wfile.write(b"0\r\n\r\n")

            do_GET = do_POST = forward

        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        context.load_cert_chain(tls["server.crt"], tls["server.key"])
        self.server.socket = context.wrap_socket(self.server.socket, server_side=True)
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()
        self.url = f"https://127.0.0.1:{self.server.server_address[1]}/dicom-web"

    def stop(self):
        self.server.shutdown()
        self.server.server_close()


def label_map_of(scan_path, out_path):
    """Two labels by intensity on the scan's own grid (the SEG's content)."""
    image = nibabel.load(scan_path)
    data = np.asarray(image.dataobj, dtype=np.float64)
    labels = np.zeros(data.shape, np.uint8)
    labels[data > np.percentile(data, 70)] = 1
    labels[data > np.percentile(data, 92)] = 2
    nibabel.save(nibabel.Nifti1Image(labels, image.affine), out_path)
    return labels


def same_instances(folder_a, folder_b):
    a = {pydicom.dcmread(os.path.join(folder_a, n)).SOPInstanceUID: os.path.join(folder_a, n)
         for n in os.listdir(folder_a)}
    b = {pydicom.dcmread(os.path.join(folder_b, n)).SOPInstanceUID: os.path.join(folder_b, n)
         for n in os.listdir(folder_b)}
    assert sorted(a) == sorted(b), (sorted(a), sorted(b))
    for uid in a:
        assert np.array_equal(pydicom.dcmread(a[uid]).pixel_array, pydicom.dcmread(b[uid]).pixel_array), uid


def check_https(cli, work, server, source, study, series, nz):
    """Through the HTTPS gateway to the same server (the study is there)."""
    tls = make_certificates(os.path.join(work, "certificates"))
    secure = HttpsGateway(server.url.removesuffix("/dicom-web"), tls, ("radiology", "s3cret-Pw"))
    try:
        credentials = os.path.join(work, "credentials.txt")
        with open(credentials, "w") as f:
            f.write("radiology:s3cret-Pw\n")
        os.chmod(credentials, 0o600)
        client = ["--node", secure.url, "--tls-ca", tls["ca.crt"], "--credentials-file", credentials]
        over_https = os.path.join(work, "retrieved-https")  # the series is sent again: stored as before
        echo_send_find_get(cli, client, source, study, series, nz, over_https)
        same_instances(over_https, source)

        wrong = os.path.join(work, "wrong-credentials.txt")
        with open(wrong, "w") as f:
            f.write("radiology:not-the-password\n")
        refusals = {
            "no credentials": (client[:4], "401"),
            "wrong password": ([*client[:4], "--credentials-file", wrong], "are the credentials"),
            "untrusted CA": ([client[0], client[1], "--tls-ca", tls["stranger.crt"], *client[4:]], "certificate"),
        }
        for what, (arguments, reason) in refusals.items():
            result = run(cli, "pacs", "find", "--timeout", "5", "--patient-id", PATIENT_ID, *arguments, expect=2)
            assert secure.url in result.stderr and "QIDO-RS" in result.stderr and reason in result.stderr, \
                f"{what}: {result.stderr}"
            assert "s3cret" not in result.stderr and "not-the-password" not in result.stderr, result.stderr
        print(f"OK: DICOMweb over HTTPS with Basic credentials: echo, send, find and get ({nz} instances); no "
              "credentials, a wrong password and an untrusted CA are refused")
    finally:
        secure.stop()


def check_errors(cli, server, work, study):
    check_closed_and_missing(cli, f"http://127.0.0.1:{free_port()}/dicom-web", server.url, work, study, "QIDO-RS",
                             "no instance")
    result = run(cli, "pacs", "get", "--node", server.url, "--study", study, "--series", "1..2", "--output",
                 os.path.join(work, "dots"), expect=2)
    assert "Instance UIDs" in result.stderr and not os.path.exists(os.path.join(work, "dots")), result.stderr
    credentials = os.path.join(work, "credentials-plain.txt")
    with open(credentials, "w") as f:
        f.write("user:password\n")
    refused = {
        "password in the URL": (["--node", "https://user:pw@pacs.example.org/dicom-web"], "credentials file"),
        "ftp": (["--node", "ftp://pacs.example.org/dicom-web"], "https://"),
        "credentials over http": (["--node", "http://pacs.example.org/dicom-web", "--credentials-file", credentials],
                                  "https only"),
        "credentials over HTTP": (["--node", "HTTP://pacs.example.org/dicom-web", "--credentials-file", credentials],
                                  "https only"),
        "C-MOVE port": (["--node", server.url, "--move-port", "11112"], "WADO-RS"),
    }
    for what, (arguments, reason) in refused.items():
        command = ["pacs", "get", *arguments, "--study", study, "--output", os.path.join(work, "never")]
        result = run(cli, *command, expect=2)
        assert reason in result.stderr and "pw@" not in result.stderr, f"{what}: {result.stderr}"
        assert not os.path.exists(os.path.join(work, "never")), what
    print("OK: a closed port, an unknown series, a password in the URL, ftp, credentials over plain http and a "
          "C-MOVE port exit 2 with their reason")


def main():
    cli, work = sys.argv[1], sys.argv[2]
    if not os.path.exists(PLUGIN):
        raise AssertionError(f"{PLUGIN} is missing: install orthanc-dicomweb (scripts/setup does)")
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    dataset = os.path.join(work, "dataset")
    run(cli, "phantom", "--kind", "ct", "--cases", "1", "--size", "40", "36", "10", "--seed", "5", "--out", dataset)
    scan = os.path.join(dataset, "imagesTr", sorted(os.listdir(os.path.join(dataset, "imagesTr")))[0])
    source = os.path.join(work, "source-series")
    study, series, positions, (nx, ny, nz) = write_series(source, scan)
    server = DicomWebOrthanc(work, "orthanc-web")
    try:
        run(cli, "pacs", "echo", "--node", server.url)
        sent = json_lines(run(cli, "--json", "pacs", "send", "--node", server.url, source))[-1]
        assert sent["stored"] == nz and server.rest("/statistics")["CountInstances"] == nz, sent

        studies = [e for e in json_lines(run(cli, "--json", "pacs", "find", "--node", server.url,
                                             "--patient-id", PATIENT_ID)) if e["event"] == "study"]
        assert [s["study_instance_uid"] for s in studies] == [study], studies
        assert studies[0]["accession_number"] == "ACC-PACS-1" and studies[0]["instances"] == nz, studies
        assert studies[0]["patient_name"] == "Pacs^Test" and "CT" in studies[0]["modalities"], studies
        listed = [e for e in json_lines(run(cli, "--json", "pacs", "find", "--node", server.url, "--study", study))
                  if e["event"] == "series"]
        assert [(s["series_instance_uid"], s["modality"], s["instances"], s["series_number"]) for s in listed] == \
            [(series, "CT", nz, "3")], listed

        retrieved = os.path.join(work, "retrieved")
        report = json_lines(run(cli, "--json", "pacs", "get", "--node", server.url, "--study", study,
                                "--series", series, "--output", retrieved))[-1]
        assert report["instances"] == nz and report["modality"] == "CT" and report["size"] == [nx, ny, nz], report
        assert not glob.glob(retrieved + ".partial*")
        same_instances(retrieved, source)
        print(f"OK: STOW-RS stored, QIDO-RS found and WADO-RS retrieved {nz} CT instances, equal to the originals")

        labels = label_map_of(scan, os.path.join(work, "labels.nii.gz"))
        seg_path = os.path.join(work, "labels.seg.dcm")
        run(cli, "convert", "--label", os.path.join(work, "labels.nii.gz"), "--reference-series", retrieved,
            "--format", "dicom-seg", "--output", seg_path)
        run(cli, "pacs", "send", "--node", server.url, seg_path)
        whole = os.path.join(work, "study")
        report = json_lines(run(cli, "--json", "pacs", "get", "--node", server.url, "--study", study,
                                "--output", whole + "/"))[-1]  # a trailing '/' names the same folder
        assert os.path.isdir(whole) and not glob.glob(whole + ".partial*"), os.listdir(work)
        assert sorted(s["modality"] for s in report["series"]) == ["CT", "SEG"], report
        seg_back = next(s for s in report["series"] if s["modality"] == "SEG")["folder"]
        back = pydicom.dcmread(os.path.join(seg_back, os.listdir(seg_back)[0]))
        sent_seg = pydicom.dcmread(seg_path)
        assert back.SOPInstanceUID == sent_seg.SOPInstanceUID, "another SEG came back"
        assert np.array_equal(back.pixel_array, sent_seg.pixel_array) and labels.any(), "the SEG's frames changed"
        print(f"OK: a SEG ({int(back.NumberOfFrames)} frames) went through DICOMweb and back with its study")

        check_errors(cli, server, work, study)
        check_https(cli, work, server, source, study, series, nz)
    finally:
        server.stop()


if __name__ == "__main__":
    main()
