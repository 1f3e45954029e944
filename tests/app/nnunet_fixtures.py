"""nnU-Net v2 results folders written the way nnU-Net writes them, with
Debian's PyTorch and the Python copy of its networks (nnunet_networks.py):
dataset.json, plans.json in nnU-Net's schema (with or without the 2.4
"architecture" entry) and fold_<k>/checkpoint_final.pth holding nnU-Net's
checkpoint dict. For nnunet_import.py and the workbench's tests.
    nnunet_fixtures.py OUT_DIR   writes OUT_DIR/Dataset901_Phantom/nnUNetTrainer__nnUNetPlans__3d_fullres
    nnunet_fixtures.py OUT_DIR parts   writes two parts of one task in OUT_DIR/parts/Dataset90{1,2}_*"""
import copy
import json
import os
import sys

import numpy as np
import torch

import nnunet_networks as nets

LABELS = {"background": 0, "liver": 1, "liver tumour": 2}
FOREGROUND = {"0": {"max": 1500.0, "mean": 80.0, "median": 70.0, "min": -1000.0, "percentile_00_5": -150.0,
                    "percentile_99_5": 300.0, "std": 120.0}}


def arch_kwargs(dims, residual):
    k3 = [3] * dims
    kernels = [[1, 3, 3] if dims == 3 else k3] + [k3] * 3
    strides = [[1] * dims, [2] * dims, [2] * dims, [1, 2, 2] if dims == 3 else [2, 2]]
    kw = {"n_stages": 4, "features_per_stage": [8, 16, 32, 32], "kernel_sizes": kernels, "strides": strides,
          "n_conv_per_stage_decoder": [1, 1, 1] if residual else [2, 2, 2], "conv_bias": True,
          "conv_op": f"torch.nn.modules.conv.Conv{dims}d",
          "norm_op": f"torch.nn.modules.instancenorm.InstanceNorm{dims}d", "norm_op_kwargs": {"eps": 1e-05, "affine": True},
          "dropout_op": None, "dropout_op_kwargs": None, "nonlin": "torch.nn.LeakyReLU", "nonlin_kwargs": {"inplace": True}}
    kw["n_blocks_per_stage" if residual else "n_conv_per_stage"] = [1, 2, 2, 2] if residual else [2, 2, 2, 2]
    return kw


def write_results(work, name, dims, residual, scheme, legacy=False, mirror=(0, 1, 2), folds=(0,), trainer="nnUNetTrainer",
                  labels=None, arch=None, patch=None, spacing=None):
    """A results folder; returns it, its plans' configuration and the folds' networks.
    `arch`, `patch`, `spacing` replace the small test network's arch_kwargs entries, patch and spacing."""
    labels = labels or LABELS
    configuration = "3d_fullres" if dims == 3 else "2d"
    folder = os.path.join(work, name, f"{trainer}__nnUNetPlans__{configuration}")
    os.makedirs(folder)
    kw = arch_kwargs(dims, residual)
    kw.update(arch or {})
    config = {"data_identifier": "nnUNetPlans_" + configuration, "preprocessor_name": "DefaultPreprocessor",
              "batch_size": 2, "patch_size": patch or ([16, 32, 32] if dims == 3 else [32, 32]),
              "median_image_size_in_voxels": [20, 40, 36], "spacing": spacing or ([3.0, 0.8, 0.8] if dims == 3 else [0.8, 0.8]),
              "normalization_schemes": [scheme], "use_mask_for_norm": [False],
              "resampling_fn_data": "resample_data_or_seg_to_shape",
              "resampling_fn_data_kwargs": {"is_seg": False, "order": 3, "order_z": 0, "force_separate_z": None},
              "resampling_fn_seg": "resample_data_or_seg_to_shape",
              "resampling_fn_probabilities": "resample_data_or_seg_to_shape",
              "resampling_fn_probabilities_kwargs": {"is_seg": False, "order": 1, "order_z": 0, "force_separate_z": None},
              "batch_dice": True}
    if legacy:
        config.update({"UNet_class_name": "PlainConvUNet", "UNet_base_num_features": 8, "unet_max_num_features": 32,
                       "n_conv_per_stage_encoder": kw["n_conv_per_stage"], "n_conv_per_stage_decoder": [2, 2, 2],
                       "conv_kernel_sizes": kw["kernel_sizes"], "pool_op_kernel_sizes": kw["strides"]})
    else:
        config["architecture"] = {"network_class_name": "dynamic_network_architectures.architectures.unet." +
                                  ("ResidualEncoderUNet" if residual else "PlainConvUNet"), "arch_kwargs": kw,
                                  "_kw_requires_import": ["conv_op", "norm_op", "dropout_op", "nonlin"]}
    plans = {"dataset_name": "Dataset901_Phantom", "plans_name": "nnUNetPlans",
             "original_median_spacing_after_transp": [3.0, 0.8, 0.8], "original_median_shape_after_transp": [20, 40, 36],
             "image_reader_writer": "SimpleITKIO", "transpose_forward": [0, 1, 2], "transpose_backward": [0, 1, 2],
             "configurations": {configuration: config, "3d_lowres": {"inherits_from": configuration, "spacing": [3.0, 1.6, 1.6],
                                                                    "next_stage": "3d_cascade_fullres"},
                                "3d_cascade_fullres": {"inherits_from": configuration, "previous_stage": "3d_lowres"}},
             "experiment_planner_used": "ExperimentPlanner", "label_manager": "LabelManager",
             "foreground_intensity_properties_per_channel": FOREGROUND}
    dataset = {"channel_names": {"0": "CT"}, "labels": labels, "numTraining": 10, "file_ending": ".nii.gz"}
    json.dump(plans, open(os.path.join(folder, "plans.json"), "w"), indent=2)
    json.dump(dataset, open(os.path.join(folder, "dataset.json"), "w"), indent=2)
    networks = []
    for fold in folds:
        torch.manual_seed(100 + fold)
        net = nets.randomise(nets.UNet(dims, 1, len(labels), kw, residual), 200 + fold + len(labels))
        optimizer = torch.optim.SGD(net.parameters(), 0.01, momentum=0.99, nesterov=True)
        weights = copy.deepcopy(net.state_dict())
        smallest = 2 * np.prod(np.array(kw["strides"]), axis=0)  # a small input the network takes
        net(torch.randn((1, 1) + tuple(int(n) for n in smallest))).sum().backward()
        optimizer.step()  # momentum buffers, as a trained checkpoint has; the weights stay
        net.load_state_dict(weights)
        checkpoint = {"network_weights": net.state_dict(), "optimizer_state": optimizer.state_dict(),
                      "grad_scaler_state": None,
                      "logging": {"mean_fg_dice": [np.float64(0.4), np.float64(0.6)], "ema_fg_dice": [np.float32(0.5)],
                                  "epoch_end_timestamps": [1.5e9]},
                      "_best_ema": np.float64(0.6), "current_epoch": 1000,
                      "init_args": {"plans": plans, "configuration": configuration, "fold": fold, "dataset_json": dataset,
                                    "device": torch.device("cuda", 0)},
                      "trainer_name": trainer,
                      "inference_allowed_mirroring_axes": tuple(mirror) if mirror is not None else None}
        os.makedirs(os.path.join(folder, f"fold_{fold}"))
        torch.save(checkpoint, os.path.join(folder, f"fold_{fold}", "checkpoint_final.pth"))
        networks.append(net.eval())
    return folder, config, networks


if __name__ == "__main__":
    if sys.argv[2:] == ["parts"]:
        # A task shipped as two parts, as TotalSegmentator's "total" ships as five: OUT_DIR/parts.
        parts = os.path.join(sys.argv[1], "parts")
        write_results(parts, "Dataset901_PartA", 3, False, "CTNormalization")
        write_results(parts, "Dataset902_PartB", 3, True, "CTNormalization", labels={"background": 0, "kidney": 1})
        print(parts)
    else:
        print(write_results(sys.argv[1], "Dataset901_Phantom", 3, False, "ZScoreNormalization")[0])
