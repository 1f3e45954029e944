# Every harness, named once for both ways it is built (CMakeLists.txt here):
#   segstudio_add_fuzzer(<name> SOURCE <file> READERS common|engine|io|application [DICT <file>] [DEFINITIONS <defs>])
# READERS names what the harness reads with: segstudio_common alone, the
# engine's readers, the io readers, or the application's file formats.
segstudio_add_fuzzer(cache_file SOURCE fuzz_cache_file.cpp READERS common DICT json.dict)
segstudio_add_fuzzer(json SOURCE fuzz_json.cpp READERS common DICT json.dict)
segstudio_add_fuzzer(training_config SOURCE fuzz_training_config.cpp READERS engine DICT json.dict)
segstudio_add_fuzzer(preprocessing_plan SOURCE fuzz_preprocessing_plan.cpp READERS common DICT json.dict)
segstudio_add_fuzzer(fingerprint SOURCE fuzz_fingerprint.cpp READERS common DICT json.dict)
segstudio_add_fuzzer(splits SOURCE fuzz_splits.cpp READERS common DICT json.dict)
segstudio_add_fuzzer(cache_index SOURCE fuzz_cache_index.cpp READERS common DICT json.dict)
segstudio_add_fuzzer(model_info SOURCE fuzz_model_info.cpp READERS engine DICT json.dict)
segstudio_add_fuzzer(model_sidecar SOURCE fuzz_model_sidecar.cpp READERS engine DICT json.dict)
segstudio_add_fuzzer(monai_bundle SOURCE fuzz_monai_bundle.cpp READERS engine DICT json.dict)
segstudio_add_fuzzer(yaml SOURCE fuzz_yaml.cpp READERS common)
segstudio_add_fuzzer(run_status SOURCE fuzz_run_status.cpp READERS engine DICT json.dict)
segstudio_add_fuzzer(metrics SOURCE fuzz_metrics.cpp READERS engine DICT json.dict)
segstudio_add_fuzzer(dataset_json SOURCE fuzz_dataset_json.cpp READERS io DICT json.dict)
segstudio_add_fuzzer(worklist SOURCE fuzz_worklist.cpp READERS application DICT json.dict)
# Pickles and torch.save archives (issue 70): nnU-Net checkpoints, read as data.
segstudio_add_fuzzer(pickle SOURCE fuzz_pickle.cpp READERS common)
segstudio_add_fuzzer(torch_checkpoint SOURCE fuzz_torch_checkpoint.cpp READERS common)
# OME-XML and ImageJ descriptions of microscopy TIFF stacks (MicroscopyTiffLayout.cpp).
segstudio_add_fuzzer(microscopy_description SOURCE fuzz_microscopy_description.cpp READERS io)
# OME-Zarr metadata: .zattrs "multiscales" against a level-0 shape (OmeZarr.cpp).
segstudio_add_fuzzer(ome_zarr_attributes SOURCE fuzz_ome_zarr_attributes.cpp READERS io DICT json.dict)
# DICOMweb answers (issue 32): WADO-RS multipart bodies and QIDO-RS / STOW-RS JSON.
segstudio_add_fuzzer(dicomweb_answers SOURCE fuzz_dicomweb_answers.cpp READERS io DICT json.dict)
# One harness per scan format. DICOM is read in a child process
# (core/io/ReaderIsolation.cpp): GDCM's aborts end the child, not the harness.
foreach(format nifti:.nii nifti_gz:.nii.gz nrrd:.nrrd mha:.mha png:.png tiff:.tif dicom:.dcm)
  string(REPLACE ":" ";" fields ${format})
  list(GET fields 0 name)
  list(GET fields 1 extension)
  set(options "")
  if(EXISTS ${CMAKE_CURRENT_SOURCE_DIR}/${name}.dict)
    list(APPEND options DICT ${name}.dict)
  endif()
  segstudio_add_fuzzer(scan_${name} SOURCE fuzz_scan.cpp READERS io ${options}
                       DEFINITIONS SEGSTUDIO_FUZZ_SCAN_EXTENSION="${extension}")
endforeach()

# Detached headers with the data file beside them (issue 29): the input is a
# two-byte header length, the header, then scan.raw (fuzz_detached_scan.cpp).
segstudio_add_fuzzer(detached_mhd SOURCE fuzz_detached_scan.cpp READERS io DICT mha.dict
                     DEFINITIONS SEGSTUDIO_FUZZ_SCAN_EXTENSION=".mhd")
segstudio_add_fuzzer(detached_nhdr SOURCE fuzz_detached_scan.cpp READERS io DICT nrrd.dict
                     DEFINITIONS SEGSTUDIO_FUZZ_SCAN_EXTENSION=".nhdr")

# A folder of PNG slices read as one volume, in-process (fuzz_slice_folder.cpp);
# the input holds up to four slices separated by the line "--slice--".
segstudio_add_fuzzer(slice_folder SOURCE fuzz_slice_folder.cpp READERS io)

# DICOM SEG and RT Structure Sets (issue 32), parsed in-process onto the
# seeds' grid (fuzz_dicom_labels.cpp); the seeds come from the product's writers.
segstudio_add_fuzzer(dicom_seg SOURCE fuzz_dicom_labels.cpp READERS io)
segstudio_add_fuzzer(dicom_rtstruct SOURCE fuzz_dicom_labels.cpp READERS io DEFINITIONS SEGSTUDIO_FUZZ_RTSTRUCT)
