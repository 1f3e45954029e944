#!/usr/bin/python3
"""`segstudio-cli deidentify` checked with an independent DICOM reader (pydicom).

pydicom writes a CT series full of identifying attributes (patient, staff,
institution, device, dates, a private block, an overlay) and SegStudio makes
a DICOM SEG on it. Both are de-identified together with one secret:
- no original identifier, private attribute or overlay is left, at any depth;
  Patient Name and ID are one pseudonym; Patient Identity Removed is YES;
- every UID is new (DICOM-defined ones such as SOP classes stay), and the
  SEG still refers to the de-identified series: `convert --input` reads the
  de-identified SEG on the de-identified series and gives the label map back;
- the same secret gives the same UIDs again, another secret other UIDs;
- the originals are byte for byte as they were.

usage: deidentify_pydicom.py SEGSTUDIO_CLI WORK_FOLDER
Exit 77 (CTest: skipped) when pydicom, numpy or nibabel is missing."""
import hashlib
import os
import shutil
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
try:
    import nibabel
    import numpy as np
    import pydicom
    import dicom_seg_pydicom as phantom
except ImportError as missing:
    print(f"SKIP: {missing} (install python3-pydicom python3-numpy python3-nibabel)")
    sys.exit(77)

IDENTIFIERS = {"PatientName": "Doe^Jane", "PatientID": "MRN-0042", "PatientBirthDate": "19610203",
               "InstitutionName": "St. Example Hospital", "ReferringPhysicianName": "House^Greg",
               "OperatorsName": "Tech^Tom", "StationName": "CT-ROOM-3", "DeviceSerialNumber": "SN998877",
               "AccessionNumber": "ACC-778899", "StudyDescription": "Liver Jane Doe", "PatientAge": "063Y"}


def run(cli, *arguments, env=None):
    result = subprocess.run([cli, *arguments], capture_output=True, text=True, env=env)
    if result.returncode != 0:
        raise AssertionError(f"{' '.join(arguments)}: exit {result.returncode}\n{result.stdout}\n{result.stderr}")
    return result


def add_identifiers(folder):
    for name in sorted(os.listdir(folder)):
        path = os.path.join(folder, name)
        ds = pydicom.dcmread(path)
        for keyword, value in IDENTIFIERS.items():
            setattr(ds, keyword, value)
        ds.StudyDate = ds.SeriesDate = "20250317"
        block = ds.private_block(0x0029, "EXAMPLE VENDOR", create=True)
        block.add_new(0x10, "LO", "Jane Doe's private note")
        ds.add_new(0x60000010, "US", 4)  # an overlay's rows
        request = pydicom.Dataset()
        request.RequestedProcedureID, request.RequestingPhysician = "RP-1", "Who^Asked"
        ds.RequestAttributesSequence = [request]
        ds.save_as(path, write_like_original=False)


def digest(folder):
    h = hashlib.sha256()
    for name in sorted(os.listdir(folder)):
        with open(os.path.join(folder, name), "rb") as f:
            h.update(f.read())
    return h.hexdigest()


def all_text(ds):
    """Every value in the dataset, sequences included, as text."""
    texts = []
    for element in ds.iterall():
        if element.VR not in ("OB", "OW", "OF", "SQ", "UN"):
            texts.append(str(element.value))
    return " ".join(texts)


def deidentify(cli, inputs, output, secret_file):
    run(cli, "deidentify", "--output", output, "--secret-file", secret_file, *inputs)
    return {os.path.basename(p): pydicom.dcmread(os.path.join(output, p)) for p in sorted(os.listdir(output))}


def main():
    cli, work = sys.argv[1], sys.argv[2]
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    rng = np.random.default_rng(5)
    series = os.path.join(work, "series")
    ct = rng.integers(-200, 300, (phantom.NZ, phantom.NY, phantom.NX)).astype(np.int16)
    study, series_uid, frame, sops = phantom.write_series(series, ct)
    add_identifiers(series)
    labels = phantom.labels_zyx()
    label_path = os.path.join(work, "labels.nii.gz")
    phantom.write_volume(label_path, labels)
    seg_folder = os.path.join(work, "seg")
    os.makedirs(seg_folder)
    run(cli, "convert", "--label", label_path, "--reference-series", series, "--format", "dicom-seg",
        "--output", os.path.join(seg_folder, "seg.dcm"))
    before = digest(series), digest(seg_folder)

    secret = os.path.join(work, "secret.txt")
    with open(secret, "w") as f:
        f.write("correct horse battery staple\n")
    out = os.path.join(work, "deidentified")
    copies = deidentify(cli, [series, seg_folder], out, secret)
    assert (digest(series), digest(seg_folder)) == before, "the originals changed"
    assert len(copies) == phantom.NZ + 1, sorted(copies)

    originals = set(sops) | {study, series_uid, frame}
    pseudonyms = set()
    for name, ds in copies.items():
        text = all_text(ds)
        for keyword, value in IDENTIFIERS.items():
            assert value not in text, f"{name}: {keyword} {value!r} is still there"
        assert "Jane" not in text and "Who^Asked" not in text
        assert not any(element.tag.is_private for element in ds.iterall()), f"{name}: a private attribute is left"
        assert 0x60000010 not in ds, f"{name}: the overlay is left"
        assert ds.PatientIdentityRemoved == "YES" and ds.DeidentificationMethodCodeSequence[0].CodeValue == "113100"
        assert ds.PatientName == ds.PatientID and str(ds.PatientID).startswith("ANON-")
        pseudonyms.add(str(ds.PatientID))
        for element in ds.iterall():
            if element.VR == "UI" and element.value:
                values = element.value if isinstance(element.value, list) else [element.value]
                for uid in values:
                    assert uid not in originals, f"{name}: {element.keyword} keeps the original UID {uid}"
        assert str(ds.file_meta.MediaStorageSOPInstanceUID) == str(ds.SOPInstanceUID)
        assert name == f"{ds.SOPInstanceUID}.dcm"
        assert ds.SOPClassUID in (phantom.CTImageStorage, phantom.SEG_STORAGE)
    assert len(pseudonyms) == 1, pseudonyms
    images = {n: ds for n, ds in copies.items() if ds.SOPClassUID == phantom.CTImageStorage}
    seg = next(ds for ds in copies.values() if ds.SOPClassUID == phantom.SEG_STORAGE)
    new_series = {str(ds.SeriesInstanceUID) for ds in images.values()}
    assert len(new_series) == 1 and seg.ReferencedSeriesSequence[0].SeriesInstanceUID in new_series
    assert seg.StudyInstanceUID == next(iter(images.values())).StudyInstanceUID
    assert seg.FrameOfReferenceUID == next(iter(images.values())).FrameOfReferenceUID

    # The de-identified SEG still lies on the de-identified series.
    image_folder = os.path.join(work, "deidentified-series")
    os.makedirs(image_folder)
    for name in images:
        shutil.copy(os.path.join(out, name), image_folder)
    seg_name = next(n for n, ds in copies.items() if ds.SOPClassUID == phantom.SEG_STORAGE)
    back_path = os.path.join(work, "back.nii.gz")
    run(cli, "convert", "--input", os.path.join(out, seg_name), "--reference-series", image_folder,
        "--output", back_path)
    back = np.asarray(nibabel.load(back_path).dataobj).transpose(2, 1, 0)
    assert (back == labels).all(), "the de-identified SEG no longer matches its de-identified series"

    again = deidentify(cli, [series, seg_folder], os.path.join(work, "again"), secret)
    assert sorted(again) == sorted(copies), "the same secret gave other UIDs"
    other = os.path.join(work, "other-secret.txt")
    with open(other, "w") as f:
        f.write("another secret, another mapping\n")
    different = deidentify(cli, [series, seg_folder], os.path.join(work, "other"), other)
    assert not set(different) & set(copies), "another secret gave the same UIDs"
    result = subprocess.run([cli, "deidentify", "--output", os.path.join(work, "none"), series],
                            capture_output=True, text=True, env={k: v for k, v in os.environ.items()
                                                                 if k != "SEGSTUDIO_DEIDENTIFY_SECRET"})
    assert result.returncode == 2 and "secret" in result.stderr, (result.returncode, result.stderr)
    print(f"OK: {len(copies)} files de-identified; references kept; the same secret, the same UIDs")


if __name__ == "__main__":
    main()
