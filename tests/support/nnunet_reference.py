"""nnU-Net v2's default preprocessing and its resampling, written from
nnU-Net's definitions with numpy, scipy and scikit-image (not nnU-Net's
code), for the pretrained-model tests (tst_nnunetpreprocessing,
nnunet_import.py). Arrays are nnU-Net's (Z, Y, X), spacings (z, y, x).
- preprocess: crop to the box of the filled non-zero mask; CTNormalization
  (clip to the plans' percentiles, z-score with their mean and std) or
  ZScoreNormalization (inside the mask with use_mask_for_norm); new shape = round(shape * spacing /
  target); resample.
- resample (resample_data_or_seg_to_shape, is_seg False):
  skimage.transform.resize(order, mode "edge", anti_aliasing False); an
  anisotropic axis (max/min spacing > 3, of the current spacing, else the
  target's; a unique coarsest axis) is resampled separately by
  map_coordinates(order 0, mode "nearest") after in-plane resizes of each
  slice."""
import numpy as np
from scipy.ndimage import binary_fill_holes, map_coordinates
from skimage.transform import resize


def resample(data, new_shape, spacing, target, order=3):
    shape = np.array(data.shape)
    if np.all(shape == np.array(new_shape)):
        return data
    axis = None
    for sp in (spacing, target):
        if max(sp) / min(sp) > 3:
            axis = np.where(max(sp) / np.array(sp) == 1)[0]
            break
    if axis is None or len(axis) != 1:
        return resize(data, new_shape, order, mode="edge", anti_aliasing=False)
    a = int(axis[0])
    in_plane = [new_shape[i] for i in range(3) if i != a]
    here = np.stack([resize(np.take(data, k, axis=a), in_plane, order, mode="edge", anti_aliasing=False)
                     for k in range(data.shape[a])], axis=a)
    if here.shape[a] == new_shape[a]:
        return here
    grid = np.meshgrid(*[(np.arange(new_shape[i]) + 0.5) * (here.shape[i] / new_shape[i]) - 0.5 for i in range(3)],
                       indexing="ij")
    return map_coordinates(here, np.array(grid), order=0, mode="nearest")


def preprocess(zyx, spacing, target, scheme, properties, use_mask=True):
    """The preprocessed (Z, Y, X) array and the crop box (slices)."""
    nonzero = binary_fill_holes(zyx != 0)
    box = [np.where(np.any(nonzero, axis=tuple(i for i in range(3) if i != a)))[0] for a in range(3)]
    box = tuple(slice(b.min(), b.max() + 1) for b in box)
    data, mask = zyx[box].astype(np.float32), nonzero[box]
    if scheme == "CTNormalization":
        data = (np.clip(data, properties["percentile_00_5"], properties["percentile_99_5"]) - properties["mean"]) / max(properties["std"], 1e-8)
    else:
        if not use_mask:
            mask = np.ones_like(mask)
        mean, std = data[mask].mean(), data[mask].std()
        data[mask] = (data[mask] - mean) / max(std, 1e-8)
    data = data.astype(np.float32)
    new_shape = [int(np.round(s * sp / t)) for s, sp, t in zip(data.shape, spacing, target)]
    return resample(data, new_shape, spacing, target).astype(np.float32), box
