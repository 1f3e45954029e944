#pragma once
// Conversions between segstudio::Volume and ITK images, for core/io internals.
// Copies voxels; geometry is carried over exactly.
#include <cstring>

#include <itkImage.h>
#include <itkVectorImage.h>

#include "common/Errors.h"
#include "common/image/Volume.h"

namespace segstudio::io {

template <class ImageType> void copyGeometryToItk(const Geometry& g, ImageType* image)
{
    typename ImageType::RegionType region;
    typename ImageType::SpacingType spacing;
    typename ImageType::PointType origin;
    typename ImageType::DirectionType direction;
    for (unsigned axis = 0; axis < 3; ++axis) {
        region.SetSize(axis, static_cast<itk::SizeValueType>(g.size[axis]));
        spacing[axis] = g.spacing[axis];
        origin[axis] = g.origin[axis];
        for (unsigned c = 0; c < 3; ++c)
            direction(axis, c) = g.direction[axis * 3 + c];
    }
    image->SetRegions(region);
    image->SetSpacing(spacing);
    image->SetOrigin(origin);
    image->SetDirection(direction);
}

template <class ImageType> Geometry geometryFromItk(const ImageType* image)
{
    Geometry g;
    const auto size = image->GetLargestPossibleRegion().GetSize();
    for (unsigned axis = 0; axis < 3; ++axis) {
        g.size[axis] = static_cast<int64_t>(size[axis]);
        g.spacing[axis] = image->GetSpacing()[axis];
        g.origin[axis] = image->GetOrigin()[axis];
        for (unsigned c = 0; c < 3; ++c)
            g.direction[axis * 3 + c] = image->GetDirection()(axis, c);
    }
    return g;
}

// Scalar ITK image holding component `component` of the volume converted to T.
template <class T> typename itk::Image<T, 3>::Pointer toItkScalarImage(const Volume& volume, int component = 0)
{
    auto image = itk::Image<T, 3>::New();
    copyGeometryToItk(volume.geometry, image.GetPointer());
    image->Allocate();
    T* out = image->GetBufferPointer();
    visitScalarType(volume.type, [&](auto v) {
        using Source = decltype(v);
        const Source* in = reinterpret_cast<const Source*>(volume.bytes.data()) + component;
        for (int64_t i = 0; i < volume.voxelCount(); ++i)
            out[i] = static_cast<T>(in[i * volume.components]);
    });
    return image;
}

// Same-type copy of a whole (possibly multi-component) volume.
template <class T> typename itk::VectorImage<T, 3>::Pointer toItkVectorImage(const Volume& volume)
{
    auto image = itk::VectorImage<T, 3>::New();
    copyGeometryToItk(volume.geometry, image.GetPointer());
    image->SetNumberOfComponentsPerPixel(static_cast<unsigned>(volume.components));
    image->Allocate();
    std::memcpy(image->GetBufferPointer(), volume.bytes.data(), volume.bytes.size());
    return image;
}

template <class T> Volume volumeFromItkScalarImage(const itk::Image<T, 3>* image)
{
    Volume volume = Volume::allocate(geometryFromItk(image), scalarTypeOf<T>());
    std::memcpy(volume.bytes.data(), image->GetBufferPointer(), volume.bytes.size());
    return volume;
}

}  // namespace segstudio::io
