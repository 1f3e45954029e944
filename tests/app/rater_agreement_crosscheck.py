#!/usr/bin/python3
"""Cross-checks `segstudio-cli agree` (several raters of one dataset) against
an independent computation written here with numpy/scipy:
  - binary STAPLE per label by EM, with ITK's prior (the mean of the raters'
    masks over the whole grid), start (that mean as each voxel's
    probability), stopping rule (every squared change of a sensitivity or
    specificity at most 1e-14, from the second iteration; at most 200) and
    consensus rule (the label of highest probability, when >= 0.5);
  - the majority vote (ties are background), with each rater's sensitivity
    and specificity against it;
  - pairwise Dice, HD95 and surface Dice (evaluate_crosscheck's MONAI
    definitions) between raters and against the consensus.
The raters are drawn from a known truth with known sensitivities and
specificities, and STAPLE must recover them. Then --write-consensus: the
consensus as labelsTr/ maps, the previous reference kept in the history,
the provenance sidecar; and the errors a user meets.

usage: rater_agreement_crosscheck.py SEGSTUDIO_CLI WORK_FOLDER
Exit 77 (CTest: skipped) when numpy, scipy or nibabel is missing."""
import glob
import json
import os
import shutil
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cli_check import require, run  # noqa: E402

nibabel, np = require("nibabel", "numpy")
from evaluate_crosscheck import reference_metrics  # noqa: E402  (scipy; skips likewise)

SPACING = (0.8, 0.8, 2.0)
SHAPE = (32, 28, 12)
TOLERANCE_MM = 1.5
RATERS = {"ann": (0.95, 0.996), "bob": (0.85, 0.99), "cid": (0.75, 0.998)}  # sensitivity, specificity
MAX_ITERATIONS = 200


def truth_map(rng):
    grid = np.indices(SHAPE).astype(float)
    centre = [rng.uniform(0.4, 0.6) * s for s in SHAPE]
    distance = sum(((grid[i] - centre[i]) / (0.3 * SHAPE[i])) ** 2 for i in range(3))
    out = np.zeros(SHAPE, np.uint8)
    out[distance <= 1] = 1
    out[distance <= 0.35] = 2
    return out


def rater_map(truth, sensitivity, specificity, rng):
    out = truth.copy()
    out[(truth > 0) & (rng.random(SHAPE) > sensitivity)] = 0
    invented = (truth == 0) & (rng.random(SHAPE) > specificity)
    out[invented] = rng.integers(1, 3, SHAPE)[invented]
    return out


def staple(masks):
    """ITK's STAPLEImageFilter, step for step: probabilities, p, q, elapsed iterations, prior."""
    d = np.stack([m.ravel() for m in masks]).astype(bool)
    w = d.mean(axis=0)
    prior = w.mean()
    last_p = np.full(len(masks), -10.0)
    last_q = np.full(len(masks), -10.0)
    for iteration in range(MAX_ITERATIONS):
        p = (d * w).sum(axis=1) / w.sum()
        q = (~d * (1 - w)).sum(axis=1) / (1 - w).sum()
        alpha = np.prod(np.where(d, p[:, None], 1 - p[:, None]), axis=0)
        beta = np.prod(np.where(d, 1 - q[:, None], q[:, None]), axis=0)
        w = prior * alpha / (prior * alpha + (1 - prior) * beta)
        converged = iteration != 0 and np.all((p - last_p) ** 2 <= 1e-14) and np.all((q - last_q) ** 2 <= 1e-14)
        last_p, last_q = p, q
        if converged:
            break
    else:
        iteration = MAX_ITERATIONS
    return w.reshape(masks[0].shape), p, q, iteration, prior


def staple_consensus(maps):
    labels = sorted(set(np.unique(np.stack(maps))) - {0})
    best = np.zeros(SHAPE)
    winner = np.zeros(SHAPE, np.uint8)
    parameters = {}
    for label in labels:
        w, p, q, iterations, prior = staple([m == label for m in maps])
        take = (w >= 0.5) & (w > best)
        best[take], winner[take] = w[take], label
        parameters[label] = (p, q, iterations, prior)
    return winner, parameters


def vote_consensus(maps):
    stack = np.stack(maps)
    labels = sorted(set(np.unique(stack)))
    counts = np.stack([(stack == label).sum(axis=0) for label in labels])
    top = counts.max(axis=0)
    winner = np.array(labels, np.uint8)[counts.argmax(axis=0)]
    winner[(counts == top).sum(axis=0) > 1] = 0
    parameters = {}
    for label in labels[1:]:
        c = winner == label
        p = np.array([(m == label)[c].sum() / c.sum() if c.any() else np.nan for m in maps])
        q = np.array([(m != label)[~c].sum() / (~c).sum() for m in maps])
        parameters[label] = (p, q, 0, 0.0)
    return winner, parameters


def save(path, volume):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    nibabel.save(nibabel.Nifti1Image(volume, np.diag(list(SPACING) + [1.0])), path)


def make_dataset(root, rng):
    """Five cases: three rated by all, one by two, one by one; case 0 has a reference already."""
    cases = {}
    for index in range(5):
        case = f"case_{index:03d}"
        truth = truth_map(rng)
        save(os.path.join(root, "imagesTr", case + "_0000.nii.gz"), (truth * 40 + rng.normal(0, 5, SHAPE)).astype(np.float32))
        names = list(RATERS) if index < 3 else (["ann", "cid"] if index == 3 else ["bob"])
        maps = {}
        for name in names:
            maps[name] = rater_map(truth, *RATERS[name], rng)
            save(os.path.join(root, "raters", name, "labelsTr", case + ".nii.gz"), maps[name])
        cases[case] = (truth, maps)
    save(os.path.join(root, "labelsTr", "case_000.nii.gz"), cases["case_000"][0])
    with open(os.path.join(root, "dataset.json"), "w") as f:
        json.dump({"name": "raters", "channel_names": {"0": "MRI"},
                   "labels": {"background": 0, "organ": 1, "lesion": 2}, "numTraining": 5,
                   "file_ending": ".nii.gz"}, f)
    return cases


def close(got, want, tolerance):
    got = float("nan") if got is None else got
    return (np.isnan(want) and np.isnan(got)) or abs(got - want) <= tolerance * max(1.0, abs(want))


class Checks:
    def __init__(self):
        self.failures, self.compared = 0, 0

    def expect(self, condition, message):
        self.compared += 1
        if not condition:
            self.failures += 1
            print("MISMATCH " + message)


def check_report(checks, report, cases, method, models=None):
    consensus_maps = {}
    for entry in report["cases"]:
        case = entry["case"]
        maps = cases[case][1]
        names = sorted(maps)
        checks.expect(entry["raters"] == names, f"{case} raters {entry['raters']} vs {names}")
        stack = [maps[n] for n in names]
        winner, parameters = (staple_consensus if method == "staple" else vote_consensus)(stack)
        consensus_maps[case] = winner
        for row in entry["rater_parameters"]:
            p, q, iterations, prior = parameters[row["label"]]
            r = names.index(row["rater"])
            what = f"{method} {case} label {row['label']} {row['rater']}"
            checks.expect(close(row["sensitivity"], p[r], 1e-7), f"{what} sensitivity {row['sensitivity']} vs {p[r]}")
            checks.expect(close(row["specificity"], q[r], 1e-7), f"{what} specificity {row['specificity']} vs {q[r]}")
            checks.expect(abs(row["iterations"] - iterations) <= 1, f"{what} iterations {row['iterations']} vs {iterations}")
            checks.expect(close(row["prior"], prior, 1e-9), f"{what} prior {row['prior']} vs {prior}")
        for pair in entry["pairs"] + entry["against_consensus"]:
            a = models[case] if pair["a"] == "model" else maps[pair["a"]]
            b = winner if pair["b"] == "consensus" else maps[pair["b"]]
            want = reference_metrics(a == pair["label"], b == pair["label"], SPACING, TOLERANCE_MM)
            for key, value in zip(("dice", "hd95_mm", "surface_dice"), want):
                checks.expect(close(pair[key], value, 1e-4),
                              f"{method} {case} {pair['a']}/{pair['b']} label {pair['label']} {key}: {pair[key]} vs {value}")
        expected_pairs = len(names) * (len(names) - 1) // 2 * 2
        checks.expect(len(entry["pairs"]) == expected_pairs, f"{case}: {len(entry['pairs'])} pair rows")
    return consensus_maps


def check_recovered_raters(checks, report):
    """STAPLE's estimates over the three fully rated cases near the drawn values."""
    for name, (sensitivity, specificity) in RATERS.items():
        rows = [row for entry in report["cases"] for row in entry["rater_parameters"] if row["rater"] == name]
        mean_p = np.mean([row["sensitivity"] for row in rows])
        mean_q = np.mean([row["specificity"] for row in rows])
        # An invented voxel takes one of the two labels: each label's false-positive rate is half.
        checks.expect(abs(mean_p - sensitivity) < 0.04, f"{name}: STAPLE sensitivity {mean_p:.4f}, drawn {sensitivity}")
        checks.expect(abs(mean_q - (1 - (1 - specificity) / 2)) < 0.003,
                      f"{name}: STAPLE specificity {mean_q:.5f}, drawn {1 - (1 - specificity) / 2}")
        print(f"{name}: sensitivity {mean_p:.4f} (drawn {sensitivity}), specificity {mean_q:.5f}")


def check_evaluate_beside_raters(checks, cli, work, root, cases, models):
    """`evaluate --gt labelsTr/` (now the consensus) scores each rater's maps against the same references: each
    rater's mean Dice over the cases they labelled, the model's over the cases any rater labelled, its standing."""
    references = {case: nibabel.load(os.path.join(root, "labelsTr", case + ".nii.gz")).get_fdata().astype(np.uint8)
                  for case in ("case_000", "case_001", "case_002", "case_003")}
    for kind, shift in (("good", 0), ("shifted", 5)):
        folder = os.path.join(work, "model_" + kind)
        for case in references:
            save(os.path.join(folder, case + ".nii.gz"), np.roll(models[case], shift, axis=0))
        base = os.path.join(work, "evaluate_" + kind)
        out = run(cli, "evaluate", "--pred", folder, "--gt", os.path.join(root, "labelsTr"), "--tolerance",
                  str(TOLERANCE_MM), "--out", base)
        with open(base + ".json") as f:
            raters = json.load(f)["raters"]
        checks.expect(raters["raters"] == sorted(RATERS) and sorted(raters["cases"]) == sorted(references),
                      f"evaluate raters {raters['raters']}, cases {raters['cases']}")
        for entry in raters["structures"]:
            label = int(entry["label"])
            want = {}
            for name in RATERS:
                rated = [case for case in references if name in cases[case][1]]
                want[name] = np.mean([reference_metrics(cases[c][1][name] == label, references[c] == label, SPACING)[0]
                                      for c in rated])
                got = entry["raters"][name]
                checks.expect(close(got["dice"], want[name], 1e-6) and got["cases"] == len(rated),
                              f"evaluate {kind} label {label} rater {name}: {got} vs {want[name]} over {len(rated)}")
            model = np.mean([reference_metrics(np.roll(models[c], shift, axis=0) == label, references[c] == label,
                                               SPACING)[0] for c in references])
            checks.expect(close(entry["model_dice"], model, 1e-6), f"evaluate {kind} label {label} model "
                                                                   f"{entry['model_dice']} vs {model}")
            low, high = min(want.values()), max(want.values())
            standing = "below" if model < low else "above" if model > high else "within"
            checks.expect(entry["model_standing"] == standing, f"evaluate {kind} label {label} standing "
                                                               f"{entry['model_standing']} vs {standing}")
            checks.expect(kind == "good" or standing == "below", f"a shifted model is below the raters: {standing}")
            checks.expect(f"{standing} the raters' range" in out.stdout, f"evaluate prints the standing: {out.stdout}")


def main():
    cli, work = sys.argv[1], sys.argv[2]
    shutil.rmtree(work, ignore_errors=True)  # a run starts afresh (the history of an earlier one would count)
    os.makedirs(work)
    rng = np.random.default_rng(72)
    root = os.path.join(work, "dataset")
    cases = make_dataset(root, rng)
    previous = nibabel.load(os.path.join(root, "labelsTr", "case_000.nii.gz")).get_fdata()
    checks = Checks()

    predictions = os.path.join(work, "model")
    models = {case: rater_map(truth, 0.9, 0.995, rng) for case, (truth, _) in cases.items()}
    for case, model in models.items():
        save(os.path.join(predictions, case + ".nii.gz"), model)

    for method in ("staple", "vote"):
        base = os.path.join(work, method)
        run(cli, "agree", root, "--method", method, "--tolerance", str(TOLERANCE_MM), "--predictions", predictions,
            "--output", base + ".csv")
        with open(base + ".json") as f:
            report = json.load(f)
        checks.expect(report["cases_with_one_rater"] == ["case_004"], f"one rater: {report['cases_with_one_rater']}")
        checks.expect(len(report["cases"]) == 4, f"{len(report['cases'])} cases scored")
        check_report(checks, report, cases, method, models)
        for label in report["labels"]:
            raters = [label["dice_against_consensus"][n]["mean"] for n in RATERS]
            model = label["dice_against_consensus"]["model"]["mean"]
            checks.expect(label["model_within_raters"] == (min(raters) <= model <= max(raters)),
                          f"label {label['label']} model_within_raters")
        with open(base + ".csv") as f:
            rows = f.read().splitlines()
        checks.expect(rows[0].startswith("case,label,a,b,dice"), "csv header")
        if method == "staple":
            check_recovered_raters(checks, report)

    run(cli, "agree", root, "--tolerance", str(TOLERANCE_MM), "--write-consensus", "--output", os.path.join(work, "w.csv"))
    with open(os.path.join(work, "w.json")) as f:
        report = json.load(f)
    consensus = check_report(checks, report, cases, "staple")
    for case, winner in consensus.items():
        written = nibabel.load(os.path.join(root, "labelsTr", case + ".nii.gz")).get_fdata()
        checks.expect(np.array_equal(written, winner), f"{case}: labelsTr map differs from the STAPLE consensus "
                                                       f"in {(written != winner).sum()} voxels")
        with open(os.path.join(root, "labelsTr", case + ".consensus.json")) as f:
            provenance = json.load(f)
        checks.expect(provenance["method"] == "staple" and provenance["raters"] == sorted(cases[case][1])
                      and provenance["date"].endswith("Z"), f"{case} provenance {provenance}")
    kept = glob.glob(os.path.join(root + "_history", "case_000", "*case_000.nii.gz"))
    checks.expect(len(kept) == 1 and np.array_equal(nibabel.load(kept[0]).get_fdata(), previous),
                  f"previous reference of case_000 in the history: {kept}")

    check_evaluate_beside_raters(checks, cli, work, root, cases, models)

    # Errors a user meets: exit 2, naming the file.
    os.rename(os.path.join(root, "raters", "bob"), os.path.join(work, "bob"))
    os.rename(os.path.join(root, "raters", "cid"), os.path.join(work, "cid"))
    out = run(cli, "agree", root, expect=2)
    checks.expect("two or more" in out.stderr, "one rater: " + out.stderr)
    os.rename(os.path.join(work, "cid"), os.path.join(root, "raters", "cid"))
    save(os.path.join(root, "raters", "cid", "labelsTr", "case_999.nii.gz"), cases["case_000"][0])
    out = run(cli, "agree", root, expect=2)
    checks.expect("case_999" in out.stderr and "names no case" in out.stderr, "unknown case: " + out.stderr)
    os.remove(os.path.join(root, "raters", "cid", "labelsTr", "case_999.nii.gz"))
    nibabel.save(nibabel.Nifti1Image(cases["case_000"][0][:, :, :10], np.diag(list(SPACING) + [1.0])),
                 os.path.join(root, "raters", "cid", "labelsTr", "case_000.nii.gz"))
    out = run(cli, "agree", root, expect=2)
    checks.expect("case_000" in out.stderr and "cid" in out.stderr, "another grid: " + out.stderr)

    print(f"{checks.compared - checks.failures} passed, {checks.failures} failed")
    return 1 if checks.failures else 0


if __name__ == "__main__":
    sys.exit(main())
