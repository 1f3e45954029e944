#!/usr/bin/env python3
"""Instance scores of predicted label maps against reference maps, written
independently of SegStudio (numpy only): StarDist's matching (a predicted and
a reference object match where their IoU >= t; from t = 0.5 up a match is
unique), summed over the images as StarDist's matching_dataset does.

  score.py PREDICTIONS REFERENCES [--json OUT]

Per dataset: AP (TP / (TP + FP + FN)), precision, recall and F1 at IoU 0.5
and 0.75; the mean relative count error; merges (a predicted object that
holds most of two or more reference objects: each extra one is a merge) and
splits (a reference object most of which lies in two or more predicted
objects, each of them mostly inside it: each extra piece is a split).
Objects are ids > 0 in both maps."""
import argparse
import json
import os
import sys

import numpy as np


def read(path):
    if path.endswith(('.nii', '.nii.gz')):
        import nibabel
        return np.asarray(nibabel.load(path).dataobj).astype(np.int64)
    from PIL import Image
    return np.asarray(Image.open(path)).astype(np.int64)


def case_scores(pred, ref, thresholds):
    p_ids, p_inv = np.unique(pred.ravel(), return_inverse=True)
    r_ids, r_inv = np.unique(ref.ravel(), return_inverse=True)
    counts = np.zeros((len(p_ids), len(r_ids)), dtype=np.int64)
    np.add.at(counts, (p_inv, r_inv), 1)
    p_fg, r_fg = p_ids > 0, r_ids > 0
    p_size, r_size = counts.sum(1), counts.sum(0)
    inter = counts[np.ix_(p_fg, r_fg)]
    union = p_size[p_fg][:, None] + r_size[r_fg][None, :] - inter
    iou = np.where(union > 0, inter / np.maximum(union, 1), 0.0)
    result = {'predicted': int(p_fg.sum()), 'reference': int(r_fg.sum())}
    for t in thresholds:
        # Unique from 0.5 up: a row or column holds at most one IoU >= t.
        result['tp@%g' % t] = int((iou >= t).sum())
    # Merges: a predicted object holding > 50 % of each of k >= 2 reference objects.
    holds = inter > 0.5 * r_size[r_fg][None, :]
    result['merges'] = int(np.maximum(holds.sum(1) - 1, 0).sum())
    # Splits: a reference object with k >= 2 predicted objects each > 50 % inside it.
    inside = inter > 0.5 * p_size[p_fg][:, None]
    result['splits'] = int(np.maximum(inside.sum(0) - 1, 0).sum())
    return result


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument('predictions')
    parser.add_argument('references')
    parser.add_argument('--json')
    args = parser.parse_args()
    thresholds = (0.5, 0.75)
    cases = []
    for name in sorted(os.listdir(args.references)):
        if not name.endswith(('.png', '.nii.gz', '.nii', '.tif')):
            continue
        pred_path = os.path.join(args.predictions, name)
        if not os.path.exists(pred_path):
            sys.exit('no prediction for ' + name)
        pred, ref = read(pred_path), read(os.path.join(args.references, name))
        if pred.shape != ref.shape:
            sys.exit('%s: prediction %s, reference %s' % (name, pred.shape, ref.shape))
        cases.append(case_scores(pred, ref, thresholds))
    if not cases:
        sys.exit('no reference maps in ' + args.references)
    total = {k: sum(c[k] for c in cases) for k in cases[0]}
    out = {'cases': len(cases), 'reference_objects': total['reference'], 'predicted_objects': total['predicted'],
           'merges': total['merges'], 'splits': total['splits'],
           'count_error': float(np.mean([abs(c['predicted'] - c['reference']) / max(c['reference'], 1) for c in cases]))}
    for t in thresholds:
        tp = total['tp@%g' % t]
        fp, fn = total['predicted'] - tp, total['reference'] - tp
        out['ap@%g' % t] = tp / max(tp + fp + fn, 1)
        out['precision@%g' % t] = tp / max(tp + fp, 1)
        out['recall@%g' % t] = tp / max(tp + fn, 1)
        out['f1@%g' % t] = 2 * tp / max(2 * tp + fp + fn, 1)
    print(json.dumps(out, indent=1))
    if args.json:
        with open(args.json, 'w') as f:
            json.dump(out, f, indent=1)


if __name__ == '__main__':
    main()
