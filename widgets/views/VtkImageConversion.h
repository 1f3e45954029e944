#pragma once
// DisplayVolume -> vtkImageData without copying voxels: the image data views
// the volume's buffer, which the caller keeps alive (hold the shared_ptr for
// as long as VTK may read the image). Display volumes have identity
// direction, so origin and spacing describe them completely.
#include <memory>

#include <vtkSmartPointer.h>

#include "widgets/views/DisplayGeometry.h"

class vtkImageData;

namespace segstudio::widgets {

vtkSmartPointer<vtkImageData> viewAsImageData(const DisplayVolume& volume);

// One component of a multi-channel volume, copied into VTK-owned memory.
vtkSmartPointer<vtkImageData> copyChannelAsImageData(const DisplayVolume& volume, int channel);

}  // namespace segstudio::widgets
