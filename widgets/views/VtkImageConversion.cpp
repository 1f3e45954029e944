#include "widgets/views/VtkImageConversion.h"

#include <vtkAOSDataArrayTemplate.h>
#include <vtkImageData.h>
#include <vtkPointData.h>

namespace segstudio::widgets {

namespace {

// An image with the volume's grid and no scalars yet.
vtkSmartPointer<vtkImageData> emptyImageLike(const Volume& v)
{
    auto image = vtkSmartPointer<vtkImageData>::New();
    image->SetDimensions(static_cast<int>(v.geometry.size[0]), static_cast<int>(v.geometry.size[1]),
                         static_cast<int>(v.geometry.size[2]));
    image->SetSpacing(v.geometry.spacing.data());
    image->SetOrigin(v.geometry.origin.data());
    return image;
}

}  // namespace

vtkSmartPointer<vtkImageData> viewAsImageData(const DisplayVolume& display)
{
    const Volume& v = display.volume;
    auto image = emptyImageLike(v);
    visitScalarType(v.type, [&](auto t) {
        using T = decltype(t);
        auto array = vtkSmartPointer<vtkAOSDataArrayTemplate<T>>::New();
        array->SetNumberOfComponents(v.components);
        // save = 1: VTK never frees the buffer; the DisplayVolume owns it.
        array->SetArray(const_cast<T*>(reinterpret_cast<const T*>(v.bytes.data())), static_cast<vtkIdType>(v.valueCount()), 1);
        array->SetName("voxels");
        image->GetPointData()->SetScalars(array);
    });
    return image;
}

vtkSmartPointer<vtkImageData> copyChannelAsImageData(const DisplayVolume& display, int channel)
{
    const Volume& v = display.volume;
    auto image = emptyImageLike(v);
    visitScalarType(v.type, [&](auto t) {
        using T = decltype(t);
        auto array = vtkSmartPointer<vtkAOSDataArrayTemplate<T>>::New();
        array->SetNumberOfComponents(1);
        array->SetNumberOfTuples(static_cast<vtkIdType>(v.voxelCount()));
        const T* source = v.data<T>();
        T* target = array->GetPointer(0);
        for (int64_t i = 0; i < v.voxelCount(); ++i)
            target[i] = source[i * v.components + channel];
        array->SetName("voxels");
        image->GetPointData()->SetScalars(array);
    });
    return image;
}

}  // namespace segstudio::widgets
