#!/usr/bin/python3
"""A label map from the NIfTI world onto its DICOM series (issue 73), through
`segstudio-cli convert`, checked with independent readers and writers
(pydicom, nibabel, numpy).

pydicom writes an axial CT series in LPS (40 x 32 pixels, 12 slices, 0.8 x
0.8 x 2 mm, as scanners and TotalSegmentator's test data are); nibabel writes
label maps of it with four labels:
- in LAS (the series' y axis flipped, as dcm2niix and nibabel-based tools
  write it) and with the axes permuted (k, i, j): the same voxel centres, so
  the SEG must equal the series-grid labels voxel for voxel (pydicom reads
  its frames back), and so must the RT Structure Set after this script
  rasterises its contours;
- on a cropped grid and on a 2x coarser grid: resampled by nearest
  neighbour, each label's voxels equal to numpy's nearest-neighbour mapping,
  and the warning gives each label's voxel counts before and after;
- on a grid far from the series: refused, saying it does not overlap.

usage: nifti_onto_dicom.py SEGSTUDIO_CLI WORK_FOLDER
Exit 77 (CTest: skipped) when pydicom, numpy or nibabel is missing."""
import os
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

NX, NY, NZ = 40, 32, 12
SPACING = np.array([0.8, 0.8, 2.0])      # x (columns), y (rows), z in mm
ORIGIN = np.array([-20.0, 30.0, -100.0])  # LPS mm of voxel (0, 0, 0)


def write_series(folder):
    os.makedirs(folder, exist_ok=True)
    study, series, frame = generate_uid(), generate_uid(), generate_uid()
    rng = np.random.default_rng(5)
    for k in range(NZ):
        sop = generate_uid()
        meta = FileMetaDataset()
        meta.MediaStorageSOPClassUID, meta.MediaStorageSOPInstanceUID = CTImageStorage, sop
        meta.TransferSyntaxUID = ExplicitVRLittleEndian
        path = os.path.join(folder, f"slice{k:03d}.dcm")
        ds = FileDataset(path, {}, file_meta=meta, preamble=b"\0" * 128)
        ds.is_little_endian, ds.is_implicit_VR = True, False
        ds.SOPClassUID, ds.SOPInstanceUID = CTImageStorage, sop
        ds.PatientName, ds.PatientID = "Phantom^Nifti", "NIFTI-001"
        ds.StudyInstanceUID, ds.SeriesInstanceUID, ds.FrameOfReferenceUID = study, series, frame
        ds.Modality, ds.SeriesNumber, ds.InstanceNumber = "CT", 1, k + 1
        ds.ImagePositionPatient = [f"{v:g}" for v in ORIGIN + np.array([0.0, 0.0, k * SPACING[2]])]
        ds.ImageOrientationPatient = ["1", "0", "0", "0", "1", "0"]
        ds.PixelSpacing = [f"{SPACING[1]:g}", f"{SPACING[0]:g}"]
        ds.SliceThickness = f"{SPACING[2]:g}"
        ds.Rows, ds.Columns, ds.SamplesPerPixel, ds.PhotometricInterpretation = NY, NX, 1, "MONOCHROME2"
        ds.BitsAllocated, ds.BitsStored, ds.HighBit, ds.PixelRepresentation = 16, 16, 15, 1
        ds.RescaleIntercept, ds.RescaleSlope = -1024, 1
        ds.PixelData = rng.integers(0, 1400, (NY, NX)).astype("<i2").tobytes()
        ds.save_as(path, write_like_original=False)


def series_labels():
    """Labels on the series' grid, indexed [k, j, i] (slice, row, column)."""
    k, j, i = np.mgrid[0:NZ, 0:NY, 0:NX]
    labels = np.zeros((NZ, NY, NX), np.uint8)
    labels[(k >= 2) & (k <= 8) & ((i - 12) ** 2 + (j - 10) ** 2 < 30)] = 1      # near the front (small j)
    labels[(k >= 4) & (k <= 6) & (i >= 26) & (i <= 33) & (j >= 18) & (j <= 27)] = 2
    labels[(k == 10) & (i == 5) & (j == 29)] = 3                                 # one voxel in a corner
    labels[(k >= 1) & (k <= 3) & (i >= 20) & (i <= 22) & (j >= 3) & (j <= 6)] = 4
    return labels


def ras_affine(axes, origin_lps):
    """Affine (RAS) whose columns are the LPS world steps `axes` (3 vectors) from `origin_lps`."""
    lps = np.eye(4)
    for column, step in enumerate(axes):
        lps[:3, column] = step
    lps[:3, 3] = origin_lps
    return np.diag([-1.0, -1.0, 1.0, 1.0]) @ lps


def save(path, data_ijk, affine):
    image = nibabel.Nifti1Image(np.ascontiguousarray(data_ijk), affine)
    image.set_qform(affine, code=1)
    image.set_sform(affine, code=1)
    nibabel.save(image, path)


def world_of_series(i, j, k):
    return ORIGIN + np.stack([i * SPACING[0], j * SPACING[1], k * SPACING[2]], axis=-1)


def nearest_onto_series(data_ijk, axes, origin_lps):
    """numpy's nearest neighbour of a grid (voxel steps `axes` in LPS) at the series' voxel centres."""
    k, j, i = np.mgrid[0:NZ, 0:NY, 0:NX]
    world = world_of_series(i, j, k) - origin_lps
    index = np.linalg.solve(np.array(axes).T, world.reshape(-1, 3).T).T.reshape(NZ, NY, NX, 3)
    nearest = np.floor(index + 0.5).astype(int)
    shape = np.array(data_ijk.shape)
    inside = np.all((nearest >= 0) & (nearest < shape), axis=-1)
    out = np.zeros((NZ, NY, NX), data_ijk.dtype)
    picked = nearest[inside]
    out[inside] = data_ijk[picked[:, 0], picked[:, 1], picked[:, 2]]
    return out


def run(cli, *arguments):
    return subprocess.run([cli, *arguments], capture_output=True, text=True)


def seg_labels(path):
    """The SEG's frames as labels on the series' grid [k, j, i], by pydicom."""
    seg = pydicom.dcmread(path)
    value_of = {item.SegmentNumber: int(item.TrackingID.split()[-1]) for item in seg.SegmentSequence}
    pixels = seg.pixel_array.reshape(int(seg.NumberOfFrames), NY, NX)
    labels = np.zeros((NZ, NY, NX), np.uint8)
    for f, groups in enumerate(seg.PerFrameFunctionalGroupsSequence):
        position = np.array([float(v) for v in groups.PlanePositionSequence[0].ImagePositionPatient])
        k = int(round((position[2] - ORIGIN[2]) / SPACING[2]))
        assert np.abs(position - (ORIGIN + [0, 0, k * SPACING[2]])).max() < 1e-3, position
        labels[k][pixels[f] == 1] = value_of[groups.SegmentIdentificationSequence[0].ReferencedSegmentNumber]
    return labels


def rtstruct_labels(path):
    """The RT Structure Set's contours rasterised here (PS3.3 C.8.8.6: union, then XOR), [k, j, i]."""
    rt = pydicom.dcmread(path)
    labels = np.zeros((NZ, NY, NX), np.uint8)
    for roi in rt.ROIContourSequence:
        value = int(roi.ReferencedROINumber)
        slices = {}
        for contour in roi.ContourSequence:
            points = np.array([float(v) for v in contour.ContourData]).reshape(-1, 3)
            ijk = (points - ORIGIN) / SPACING
            k = int(round(ijk[0, 2]))
            slices.setdefault(k, []).append((ijk[:, :2], contour.ContourGeometricType == "CLOSEDPLANAR_XOR"))
        for k, contours in slices.items():
            labels[k][slice_mask(contours, NY, NX)] = value
    return labels


def counts(labels):
    return {int(v): int((labels == v).sum()) for v in np.unique(labels) if v != 0}


def main():
    cli, work = sys.argv[1], sys.argv[2]
    os.makedirs(work, exist_ok=True)
    series_dir = os.path.join(work, "series")
    write_series(series_dir)
    truth = series_labels()                      # [k, j, i]
    truth_ijk = truth.transpose(2, 1, 0)         # [i, j, k]
    step_i, step_j, step_k = (np.array([SPACING[0], 0, 0]), np.array([0, SPACING[1], 0]), np.array([0, 0, SPACING[2]]))

    # LAS: the rows flipped (dcm2niix); the axes permuted (k, i, j): the same voxel centres.
    las = os.path.join(work, "las.nii.gz")
    save(las, truth_ijk[:, ::-1, :], ras_affine([step_i, -step_j, step_k], ORIGIN + (NY - 1) * step_j))
    assert nibabel.aff2axcodes(nibabel.load(las).affine) == ("L", "A", "S"), nibabel.aff2axcodes(nibabel.load(las).affine)
    permuted = os.path.join(work, "permuted.nii.gz")
    save(permuted, truth_ijk.transpose(2, 0, 1), ras_affine([step_k, step_i, step_j], ORIGIN))
    for name, path in (("LAS", las), ("permuted", permuted)):
        out = os.path.join(work, f"{name}_seg.dcm")
        result = run(cli, "convert", "--label", path, "--reference-series", series_dir, "--format", "dicom-seg",
                     "--output", out)
        assert result.returncode == 0, f"{name}: {result.stderr}"
        assert "voxel for voxel" in result.stderr and "resampled" not in result.stderr, result.stderr
        got = seg_labels(out)
        assert (got == truth).all(), f"{name}: {int((got != truth).sum())} voxels differ in the SEG"
        rt = os.path.join(work, f"{name}_rt.dcm")
        result = run(cli, "convert", "--label", path, "--reference-series", series_dir, "--format", "rtstruct",
                     "--method", "manual", "--output", rt)
        assert result.returncode == 0, f"{name} RTSTRUCT: {result.stderr}"
        got = rtstruct_labels(rt)
        assert (got == truth).all(), f"{name} RTSTRUCT: {int((got != truth).sum())} voxels differ"
        print(f"OK: {name} label map -> SEG and RTSTRUCT voxel for voxel ({counts(truth)})")

    # Other grids: a crop (LPS, rows 4-27, columns 3-35, slices 1-10) and a 2x coarser grid.
    crop = truth_ijk[3:36, 4:28, 1:11]
    crop_origin = ORIGIN + 3 * step_i + 4 * step_j + 1 * step_k
    coarse = truth_ijk[::2, ::2, ::2]
    # A third of a series voxel off, so no series voxel centre lies halfway
    # between two of the coarse grid's (a tie nearest neighbour may break either way).
    coarse_origin = ORIGIN + (step_i + step_j + step_k) / 3
    cases = {
        "cropped": (crop, [step_i, step_j, step_k], crop_origin),
        "coarse": (coarse, [2 * step_i, 2 * step_j, 2 * step_k], coarse_origin),
    }
    for name, (data, axes, origin) in cases.items():
        path = os.path.join(work, f"{name}.nii.gz")
        save(path, data, ras_affine(axes, origin))
        expected = nearest_onto_series(data, axes, origin)
        out = os.path.join(work, f"{name}_seg.dcm")
        result = run(cli, "convert", "--label", path, "--reference-series", series_dir, "--format", "dicom-seg",
                     "--output", out)
        assert result.returncode == 0, f"{name}: {result.stderr}"
        assert "resampled by nearest neighbour" in result.stderr, result.stderr
        got = seg_labels(out)
        assert (got == expected).all(), f"{name}: {int((got != expected).sum())} voxels differ from numpy's nearest"
        before, after = counts(data), counts(expected)
        for value in before:
            line = f"label {value}: {before[value]} -> {after.get(value, 0)} voxels"
            assert line in result.stderr, f"{name}: '{line}' not in: {result.stderr}"
        print(f"OK: {name} label map resampled, voxel counts {before} -> {after}")

    far = os.path.join(work, "far.nii.gz")
    save(far, truth_ijk, ras_affine([step_i, step_j, step_k], ORIGIN + np.array([500.0, 0, 0])))
    out = os.path.join(work, "far_seg.dcm")
    result = run(cli, "convert", "--label", far, "--reference-series", series_dir, "--format", "dicom-seg",
                 "--output", out)
    assert result.returncode != 0 and not os.path.exists(out), "a map that does not overlap the series was written"
    assert "does not overlap" in result.stderr and "far.nii.gz" in result.stderr, result.stderr
    print("OK: a map off the series is refused")


if __name__ == "__main__":
    main()
