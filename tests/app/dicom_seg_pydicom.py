#!/usr/bin/python3
"""Checks `segstudio-cli convert` (DICOM SEG and RT Structure Sets) against
an independent DICOM reader and writer (pydicom), NIfTI library (nibabel)
and contour rasteriser (numpy, below).

pydicom writes a CT series (oblique, anisotropic, 37 x 29 pixels so frames do
not start on byte boundaries, files named in shuffled order); nibabel writes a
label map (and the scan) on its grid in a dataset whose dataset.json names the labels.
`convert --label` makes a DICOM SEG; pydicom reads it and the test checks the
SOP class, BINARY type, the patient, study and frame of reference taken over,
the referenced series, each frame's source image, the segment names and codes,
that no frame is empty, and every voxel rebuilt from the frames' positions.
`convert --input` turns the SEG back into a label map equal to the original.
`convert --format rtstruct` writes an RT Structure Set: pydicom reads its
references, ROI names, numbers and colours, and this script rasterises its
contours itself (even-odd rule at pixel centres): Dice >= 0.98 per ROI (the
issue's bar; SegStudio's contours give the map back exactly); read back by
SegStudio the same; an RTSTRUCT whose ROIs overlap (pydicom copies one ROI's
contours into another) opens as two layers. A SEG of another frame of
reference is refused, one of another PatientID warned about; a series whose
anonymiser removed its UIDs refuses to take a SEG or RTSTRUCT, naming them.

usage: dicom_seg_pydicom.py SEGSTUDIO_CLI WORK_FOLDER
Exit 77 (CTest: skipped) when pydicom, numpy or nibabel is missing."""
import json
import os
import random
import shutil
import subprocess
import sys

try:
    import nibabel
    import numpy as np
    import pydicom
    from pydicom.dataset import FileDataset, FileMetaDataset
    from pydicom.uid import CTImageStorage, ExplicitVRLittleEndian, generate_uid
    from planar_contours import slice_mask
except ImportError as missing:
    print(f"SKIP: {missing} (install python3-pydicom python3-numpy python3-nibabel)")
    sys.exit(77)

SEG_STORAGE = "1.2.840.10008.5.1.4.1.1.66.4"
NX, NY, NZ = 37, 29, 11
SPACING = np.array([0.7, 0.9, 2.5])           # x, y, z in mm
ORIGIN = np.array([-40.25, 12.5, 80.0])       # LPS mm
ANGLE = 0.4
DIRECTION = np.array([[np.cos(ANGLE), -np.sin(ANGLE), 0.0],  # columns: LPS directions of i, j, k
                      [np.sin(ANGLE), np.cos(ANGLE), 0.0],
                      [0.0, 0.0, 1.0]])


# A user's codes for "vessel" (dataset.json "segment_codes"): the portal vein, in the liver.
USER_CODES = {"category": ["123037004", "SCT", "Anatomical Structure"], "type": ["32764006", "SCT", "Portal vein"],
              "anatomic_region": ["10200004", "SCT", "Liver"]}


def position(k):
    return ORIGIN + DIRECTION @ np.array([0.0, 0.0, k * SPACING[2]])


def write_series(folder, volume_zyx):
    os.makedirs(folder, exist_ok=True)
    study, series, frame = generate_uid(), generate_uid(), generate_uid()
    sops = [generate_uid() for _ in range(NZ)]
    order = list(range(NZ))
    random.Random(7).shuffle(order)
    for k in range(NZ):
        meta = FileMetaDataset()
        meta.MediaStorageSOPClassUID = CTImageStorage
        meta.MediaStorageSOPInstanceUID = sops[k]
        meta.TransferSyntaxUID = ExplicitVRLittleEndian
        path = os.path.join(folder, f"im{order[k]:03d}.dcm")
        ds = FileDataset(path, {}, file_meta=meta, preamble=b"\0" * 128)
        ds.is_little_endian, ds.is_implicit_VR = True, False
        ds.SOPClassUID, ds.SOPInstanceUID = CTImageStorage, sops[k]
        ds.PatientName, ds.PatientID, ds.PatientBirthDate, ds.PatientSex = "Phantom^Seg", "SEG-001", "19700101", "O"
        ds.StudyInstanceUID, ds.SeriesInstanceUID, ds.FrameOfReferenceUID = study, series, frame
        ds.StudyDate, ds.StudyTime, ds.AccessionNumber, ds.StudyID = "20260101", "120000", "ACC1", "1"
        ds.ReferringPhysicianName, ds.Modality, ds.SeriesNumber, ds.InstanceNumber = "", "CT", 2, k + 1
        ds.PositionReferenceIndicator = ""
        ds.ImagePositionPatient = [f"{v:.6f}" for v in position(k)]
        ds.ImageOrientationPatient = [f"{v:.8f}" for v in list(DIRECTION[:, 0]) + list(DIRECTION[:, 1])]
        ds.PixelSpacing = [f"{SPACING[1]:g}", f"{SPACING[0]:g}"]
        ds.SliceThickness = f"{SPACING[2]:g}"
        ds.Rows, ds.Columns, ds.SamplesPerPixel, ds.PhotometricInterpretation = NY, NX, 1, "MONOCHROME2"
        ds.BitsAllocated, ds.BitsStored, ds.HighBit, ds.PixelRepresentation = 16, 16, 15, 1
        ds.RescaleIntercept, ds.RescaleSlope = 0, 1
        ds.PixelData = volume_zyx[k].astype("<i2").tobytes()
        ds.save_as(path, write_like_original=False)
    return study, series, frame, sops


def labels_zyx():
    z, y, x = np.mgrid[0:NZ, 0:NY, 0:NX]
    labels = np.zeros((NZ, NY, NX), np.uint8)
    labels[(z >= 2) & (z <= 7) & ((x - 12) ** 2 + (y - 14) ** 2 < 40)] = 1
    labels[(z >= 1) & (z <= 3) & (x > 25) & (y > 3) & (y < 20)] = 2
    labels[(z == 9) & (x == 30) & (y == 25)] = 5
    # A hole in the liver on slice 5, with an island in it: CLOSEDPLANAR_XOR contours.
    labels[(z == 5) & ((x - 12) ** 2 + (y - 14) ** 2 < 12)] = 0
    labels[(z == 5) & (x == 12) & (y == 14)] = 1
    labels[(z >= 4) & (z <= 6) & (x >= 20) & (x <= 23) & (y >= 22) & (y <= 25)] = 7
    return labels


def write_volume(path, labels):
    lps = np.eye(4)
    lps[:3, :3] = DIRECTION * SPACING
    lps[:3, 3] = ORIGIN
    ras = np.diag([-1.0, -1.0, 1.0, 1.0]) @ lps
    image = nibabel.Nifti1Image(np.ascontiguousarray(labels.transpose(2, 1, 0)), ras)
    image.set_qform(ras, code=1)
    image.set_sform(ras, code=1)
    nibabel.save(image, path)


def slice_of(pos):
    for k in range(NZ):
        if np.abs(position(k) - np.asarray(pos, float)).max() < 1e-3:
            return k
    raise AssertionError(f"frame position {pos} is on no slice of the series")


def rasterise(contours_by_slice):
    """Each slice's contours ((i, j), XOR flag) read as PS3.3 says (planar_contours.py)."""
    mask = np.zeros((NZ, NY, NX), bool)
    for k, contours in contours_by_slice.items():
        mask[k] = slice_mask(contours, NY, NX)
    return mask


def contours_of(roi_contour):
    """ContourData (LPS mm) to continuous (i, j) per slice k of the series' grid."""
    inverse = np.linalg.inv(DIRECTION * SPACING)
    by_slice = {}
    for contour in roi_contour.ContourSequence:
        points = np.array([float(v) for v in contour.ContourData]).reshape(-1, 3)
        ijk = (inverse @ (points - ORIGIN).T).T
        k = int(round(ijk[0, 2]))
        assert np.abs(ijk[:, 2] - k).max() < 1e-3, "a contour is not on one slice"
        by_slice.setdefault(k, []).append((ijk[:, :2], contour.ContourGeometricType == "CLOSEDPLANAR_XOR"))
    return by_slice


def dice(a, b):
    return 2.0 * (a & b).sum() / (a.sum() + b.sum())


def check_rtstruct(cli, work, series_dir, label_path, labels, study, series, frame, sops):
    rt_path = os.path.join(work, "case_001_rt.dcm")
    result = subprocess.run([cli, "convert", "--label", label_path, "--reference-series", series_dir,
                             "--format", "rtstruct", "--method", "manual", "--output", rt_path],
                            capture_output=True, text=True)
    if result.returncode != 0:
        raise AssertionError(f"convert --format rtstruct failed ({result.returncode}): {result.stderr}")
    rt = pydicom.dcmread(rt_path)
    assert rt.SOPClassUID == "1.2.840.10008.5.1.4.1.1.481.3" and rt.Modality == "RTSTRUCT"
    assert (rt.PatientID, rt.StudyInstanceUID) == ("SEG-001", study)
    referenced = rt.ReferencedFrameOfReferenceSequence[0]
    assert referenced.FrameOfReferenceUID == frame
    referenced_series = referenced.RTReferencedStudySequence[0].RTReferencedSeriesSequence[0]
    assert referenced_series.SeriesInstanceUID == series
    assert {item.ReferencedSOPInstanceUID for item in referenced_series.ContourImageSequence} == set(sops)
    names = {int(r.ROINumber): r.ROIName for r in rt.StructureSetROISequence}
    assert names == {1: "liver", 2: "lesion", 5: "vessel", 7: "kidney tumour"}, names
    assert all(r.ROIGenerationAlgorithm == "MANUAL" for r in rt.StructureSetROISequence)
    types = {}
    for roi in rt.ROIContourSequence:
        value = int(roi.ReferencedROINumber)
        for contour in roi.ContourSequence:
            k = round(float(np.linalg.inv(DIRECTION * SPACING)[2] @ (np.array([float(v) for v in contour.ContourData[:3]]) - ORIGIN)))
            assert contour.ContourImageSequence[0].ReferencedSOPInstanceUID == sops[k]
            types.setdefault(value, set()).add(contour.ContourGeometricType)
        score = dice(rasterise(contours_of(roi)), labels == value)
        assert score >= 0.98, f"ROI {value}: Dice {score:.4f} after rasterising its contours"
        print(f"RTSTRUCT ROI {value} ({names[value]}): Dice {score:.4f} rasterised by numpy")

    back_path = os.path.join(work, "rt_back.nii.gz")
    result = subprocess.run([cli, "convert", "--input", rt_path, "--reference-series", series_dir,
                             "--output", back_path], capture_output=True, text=True)
    if result.returncode != 0:
        raise AssertionError(f"convert --input (RTSTRUCT) failed ({result.returncode}): {result.stderr}")
    back = np.asarray(nibabel.load(back_path).dataobj).transpose(2, 1, 0)
    # The liver's hole and the island in it are XOR; every island's outline CLOSED_PLANAR.
    assert types[1] == {"CLOSED_PLANAR", "CLOSEDPLANAR_XOR"} and types[2] == {"CLOSED_PLANAR"}, types
    for value in (1, 2, 5, 7):
        score = dice(back == value, labels == value)
        assert score >= 0.98, f"ROI {value} read back by SegStudio: Dice {score:.4f}"

    # ROI 2 gets ROI 1's contours too: the two overlap and must open as two layers.
    overlapping = pydicom.dcmread(rt_path)
    first = next(r for r in overlapping.ROIContourSequence if int(r.ReferencedROINumber) == 1)
    second = next(r for r in overlapping.ROIContourSequence if int(r.ReferencedROINumber) == 2)
    second.ContourSequence.extend(first.ContourSequence)
    overlap_path = os.path.join(work, "overlap_rt.dcm")
    overlapping.save_as(overlap_path)
    layers_path = os.path.join(work, "overlap.nii.gz")
    result = subprocess.run([cli, "convert", "--input", overlap_path, "--reference-series", series_dir,
                             "--output", layers_path], capture_output=True, text=True)
    if result.returncode != 0:
        raise AssertionError(f"convert --input (overlapping RTSTRUCT) failed: {result.stderr}")
    second_layer = os.path.join(work, "overlap_layer2.nii.gz")
    assert os.path.exists(second_layer), "overlapping ROIs were collapsed into one label map"
    layer1 = np.asarray(nibabel.load(layers_path).dataobj).transpose(2, 1, 0)
    layer2 = np.asarray(nibabel.load(second_layer).dataobj).transpose(2, 1, 0)
    assert ((layer1 == 1) == (labels == 1)).all() and (layer2 == 2).sum() == ((labels == 1) | (labels == 2)).sum()


def check_references(cli, work, series_dir, seg_path, label_path, labels):
    """A SEG of another frame of reference is refused, one of another PatientID
    warned about; an anonymised series (its UIDs removed) still takes a SEG
    read onto it, and refuses to make one, naming the missing attributes."""
    foreign = pydicom.dcmread(seg_path)
    foreign.FrameOfReferenceUID = generate_uid()
    foreign_path = os.path.join(work, "foreign_frame_seg.dcm")
    foreign.save_as(foreign_path)
    out = os.path.join(work, "foreign.nii.gz")
    result = subprocess.run([cli, "convert", "--input", foreign_path, "--reference-series", series_dir,
                             "--output", out], capture_output=True, text=True)
    assert result.returncode != 0 and not os.path.exists(out), "a SEG of another frame of reference was overlaid"
    assert "FrameOfReferenceUID" in result.stderr and foreign.FrameOfReferenceUID in result.stderr, result.stderr

    other = pydicom.dcmread(seg_path)
    other.PatientID = "OTHER-7"
    other_path = os.path.join(work, "other_patient_seg.dcm")
    other.save_as(other_path)
    out = os.path.join(work, "other_patient.nii.gz")
    result = subprocess.run([cli, "convert", "--input", other_path, "--reference-series", series_dir,
                             "--output", out], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert "warning" in result.stderr and "OTHER-7" in result.stderr and "SEG-001" in result.stderr, result.stderr

    # An anonymiser removed the study, series and instance UIDs and the SOP class.
    anonymised_dir = os.path.join(work, "anonymised")
    os.makedirs(anonymised_dir, exist_ok=True)
    for name in sorted(os.listdir(series_dir)):
        ds = pydicom.dcmread(os.path.join(series_dir, name))
        for keyword in ("StudyInstanceUID", "SeriesInstanceUID", "SOPInstanceUID", "SOPClassUID"):
            delattr(ds, keyword)
        ds.save_as(os.path.join(anonymised_dir, name), write_like_original=True)
    for kind in ("dicom-seg", "rtstruct"):
        out = os.path.join(work, f"anonymised_{kind}.dcm")
        result = subprocess.run([cli, "convert", "--label", label_path, "--reference-series", anonymised_dir,
                                 "--format", kind, "--method", "manual", "--output", out],
                                capture_output=True, text=True)
        assert result.returncode != 0 and not os.path.exists(out), f"{kind} of an anonymised series was written"
        for attribute in ("StudyInstanceUID", "SeriesInstanceUID", "SOPClassUID", "SOPInstanceUID"):
            assert attribute in result.stderr, f"{kind}: {attribute} not named: {result.stderr}"
        assert "lies on slice" not in result.stderr, result.stderr
    back = os.path.join(work, "onto_anonymised.nii.gz")
    result = subprocess.run([cli, "convert", "--input", seg_path, "--reference-series", anonymised_dir,
                             "--output", back], capture_output=True, text=True)
    assert result.returncode == 0, f"a SEG could not be read onto the anonymised series: {result.stderr}"
    assert (np.asarray(nibabel.load(back).dataobj).transpose(2, 1, 0) == labels).all()
    print("OK: frames of reference, patients and anonymised series")


def main():
    cli, work = sys.argv[1], sys.argv[2]
    os.makedirs(work, exist_ok=True)
    rng = np.random.default_rng(3)
    series_dir = os.path.join(work, "series")
    ct = rng.integers(-200, 300, (NZ, NY, NX)).astype(np.int16)
    study, series, frame, sops = write_series(series_dir, ct)
    dataset = os.path.join(work, "dataset")
    os.makedirs(os.path.join(dataset, "labelsTr"), exist_ok=True)
    os.makedirs(os.path.join(dataset, "imagesTr"), exist_ok=True)
    write_volume(os.path.join(dataset, "imagesTr", "case_001_0000.nii.gz"), ct)
    with open(os.path.join(dataset, "dataset.json"), "w") as f:
        json.dump({"channel_names": {"0": "CT"}, "labels": {"background": 0, "liver": 1, "lesion": 2, "vessel": 5, "kidney tumour": 7},
                   "numTraining": 1, "file_ending": ".nii.gz", "segment_codes": {"vessel": USER_CODES}}, f)
    label_path = os.path.join(dataset, "labelsTr", "case_001.nii.gz")
    labels = labels_zyx()
    write_volume(label_path, labels)

    seg_path = os.path.join(work, "case_001_seg.dcm")
    result = subprocess.run([cli, "--json", "convert", "--label", label_path, "--reference-series", series_dir,
                             "--format", "dicom-seg", "--model", "phantom-3d", "--output", seg_path],
                            capture_output=True, text=True)
    if result.returncode != 0:
        raise AssertionError(f"convert --label failed ({result.returncode}): {result.stderr}")
    report = json.loads(result.stdout.strip().splitlines()[-1])

    seg = pydicom.dcmread(seg_path)
    assert seg.SOPClassUID == SEG_STORAGE, seg.SOPClassUID
    assert seg.ContentCreatorName == "SegStudio", seg.ContentCreatorName
    assert seg.SegmentationType == "BINARY" and seg.BitsAllocated == 1
    assert seg.SegmentsOverlap == "NO"
    assert (seg.PatientID, seg.StudyInstanceUID, seg.FrameOfReferenceUID) == ("SEG-001", study, frame)
    assert seg.SeriesInstanceUID != series and seg.SOPInstanceUID == report["sop_instance_uid"]
    assert seg.ReferencedSeriesSequence[0].SeriesInstanceUID == series
    assert (seg.Rows, seg.Columns) == (NY, NX)
    shared = seg.SharedFunctionalGroupsSequence[0]
    orientation = np.array([float(v) for v in shared.PlaneOrientationSequence[0].ImageOrientationPatient])
    assert np.abs(orientation - np.concatenate([DIRECTION[:, 0], DIRECTION[:, 1]])).max() < 1e-6
    spacing = [float(v) for v in shared.PixelMeasuresSequence[0].PixelSpacing]
    assert np.allclose(spacing, [SPACING[1], SPACING[0]]), spacing

    value_of = {}
    for item in seg.SegmentSequence:
        value_of[item.SegmentNumber] = int(item.TrackingID.split()[-1])
        assert item.SegmentAlgorithmType == "AUTOMATIC" and "phantom-3d" in item.SegmentAlgorithmName
    names = {value_of[item.SegmentNumber]: item.SegmentLabel for item in seg.SegmentSequence}
    assert names == {1: "liver", 2: "lesion", 5: "vessel", 7: "kidney tumour"}, names
    liver = next(item for item in seg.SegmentSequence if item.SegmentLabel == "liver")
    assert liver.SegmentedPropertyTypeCodeSequence[0].CodeValue == "10200004"
    # A finding is coded as the finding, its organ as the anatomic region (CID 7151).
    # The user's codes from dataset.json replace the ones derived from the name.
    vessel = next(item for item in seg.SegmentSequence if item.SegmentLabel == "vessel")
    assert vessel.SegmentedPropertyTypeCodeSequence[0].CodeValue == "32764006"
    assert vessel.SegmentedPropertyTypeCodeSequence[0].CodeMeaning == "Portal vein"
    assert vessel.AnatomicRegionSequence[0].CodeValue == "10200004"
    assert [c["source"] for c in report["codes"]] == ["name", "name", "dataset.json", "name"], report["codes"]
    tumour = next(item for item in seg.SegmentSequence if item.SegmentLabel == "kidney tumour")
    assert tumour.SegmentedPropertyCategoryCodeSequence[0].CodeValue == "49755003"
    assert tumour.SegmentedPropertyTypeCodeSequence[0].CodeValue == "108369006"
    assert tumour.AnatomicRegionSequence[0].CodeValue == "64033007"

    pixels = seg.pixel_array.reshape(int(seg.NumberOfFrames), NY, NX)
    rebuilt = np.zeros_like(labels)
    for f, groups in enumerate(seg.PerFrameFunctionalGroupsSequence):
        number = groups.SegmentIdentificationSequence[0].ReferencedSegmentNumber
        k = slice_of(groups.PlanePositionSequence[0].ImagePositionPatient)
        source = groups.DerivationImageSequence[0].SourceImageSequence[0].ReferencedSOPInstanceUID
        assert source == sops[k], f"frame {f + 1} names {source}, slice {k} is {sops[k]}"
        mask = pixels[f] == 1
        assert mask.any(), f"frame {f + 1} is empty"
        assert not rebuilt[k][mask].any(), f"frame {f + 1} overlaps another segment"
        rebuilt[k][mask] = value_of[number]
    pairs = sum(int((labels[k] == v).any()) for v in (1, 2, 5, 7) for k in range(NZ))
    assert int(seg.NumberOfFrames) == pairs, (seg.NumberOfFrames, pairs)
    mismatched = int((rebuilt != labels).sum())
    assert mismatched == 0, f"{mismatched} voxels differ between the SEG and the label map"

    back_path = os.path.join(work, "back.nii.gz")
    result = subprocess.run([cli, "convert", "--input", seg_path, "--reference-series", series_dir,
                             "--output", back_path], capture_output=True, text=True)
    if result.returncode != 0:
        raise AssertionError(f"convert --input failed ({result.returncode}): {result.stderr}")
    back = np.asarray(nibabel.load(back_path).dataobj).transpose(2, 1, 0)
    assert back.shape == labels.shape and (back == labels).all(), "the SEG read back differs from the label map"
    print(f"OK: {int(seg.NumberOfFrames)} frames, {len(value_of)} segments, every voxel equal both ways")
    check_rtstruct(cli, work, series_dir, label_path, labels, study, series, frame, sops)
    print("OK: RT Structure Set")
    check_references(cli, work, series_dir, seg_path, label_path, labels)
    check_user_codes(cli, work, dataset, label_path)
    check_content_creator(cli, work, dataset, label_path, series_dir)


def check_content_creator(cli, work, dataset, label_path, series_dir):
    """A rater's map (raters/<name>/labelsTr/) exports with the rater as Content Creator's Name; --creator names anyone."""
    rater_dir = os.path.join(dataset, "raters", "ann", "labelsTr")
    os.makedirs(rater_dir, exist_ok=True)
    rater_label = os.path.join(rater_dir, os.path.basename(label_path))
    shutil.copyfile(label_path, rater_label)
    for extra, creator in (([], "ann"), (["--creator", "Doe^Jane"], "Doe^Jane")):
        out = os.path.join(work, f"creator_{creator.replace('^', '_')}.dcm")
        result = subprocess.run([cli, "convert", "--label", rater_label, "--reference-series", series_dir,
                                 "--format", "dicom-seg", "--method", "manual", *extra, "--output", out],
                                capture_output=True, text=True)
        assert result.returncode == 0, result.stderr
        assert str(pydicom.dcmread(out).ContentCreatorName) == creator, pydicom.dcmread(out).ContentCreatorName
    print("OK: Content Creator's Name is the rater, or --creator")


def check_user_codes(cli, work, dataset, label_path):
    """convert --show-codes shows each label's codes before an export; a
    malformed "segment_codes" entry is refused naming dataset.json and the field."""
    shown = subprocess.run([cli, "--json", "convert", "--label", label_path, "--show-codes"], capture_output=True, text=True)
    assert shown.returncode == 0, shown.stderr
    codes = {c["name"]: c for c in json.loads(shown.stdout.strip().splitlines()[-1])["codes"]}
    assert set(codes) == {"liver", "lesion", "vessel", "kidney tumour"}, codes
    assert codes["vessel"]["codes"] == USER_CODES and codes["vessel"]["source"] == "dataset.json", codes["vessel"]
    assert codes["liver"]["codes"]["type"] == ["10200004", "SCT", "Liver"], codes["liver"]
    text = subprocess.run([cli, "convert", "--label", label_path, "--show-codes"], capture_output=True, text=True)
    assert text.returncode == 0 and "Portal vein (SCT 32764006)" in text.stdout and '"segment_codes"' in text.stdout, text.stdout
    described = json.load(open(os.path.join(dataset, "dataset.json")))
    for entry, field in (({"spleen": USER_CODES}, "segment_codes.spleen"),
                         ({"vessel": {"category": USER_CODES["category"]}}, "segment_codes.vessel.type"),
                         ({"vessel": dict(USER_CODES, type=["1" * 17, "SCT", "Too long"])}, "segment_codes.vessel.type")):
        described["segment_codes"] = entry
        with open(os.path.join(dataset, "dataset.json"), "w") as f:
            json.dump(described, f)
        refused = subprocess.run([cli, "convert", "--label", label_path, "--show-codes"], capture_output=True, text=True)
        assert refused.returncode == 2 and "dataset.json" in refused.stderr and field in refused.stderr, refused.stderr
    print("OK: segment codes shown, the user's used, malformed ones refused by field")


if __name__ == "__main__":
    main()
