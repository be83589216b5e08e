// Shader fills (Shader as a ShapeStyle).
#include <metal_stdlib>
#include <SwiftUI/SwiftUI_Metal.h>
using namespace metal;

// A checkerboard of `size`-point squares, `first` where the top-left one is.
[[ stitchable ]] half4 checkerboard(float2 position, float size, half4 first, half4 second) {
    uint2 cell = uint2(position / size);
    return ((cell.x + cell.y) % 2 == 0) ? first : second;
}

// Bars whose heights come from an array: bar i covers x in [i·w, (i+1)·w).
[[ stitchable ]] half4 bars(float2 position, device const float *heights, int count, float barWidth, half4 color) {
    int i = int(position.x / barWidth);
    if (i < 0 || i >= count) {
        return half4(0);
    }
    return position.y >= 100.0 - heights[i] ? color : half4(0);
}
