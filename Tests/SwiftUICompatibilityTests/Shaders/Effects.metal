// Effects for views, written as they are for SwiftUI on iOS 17.
#include <metal_stdlib>
#include <SwiftUI/SwiftUI_Metal.h>
using namespace metal;

// Vertical bands: every other band of `width` points takes `stripe`,
// keeping the view's own coverage.
[[ stitchable ]] half4 stripes(float2 position, half4 color, float width, half4 stripe) {
    float band = floor(position.x / width);
    if (fmod(band, 2.0) == 0.0) {
        return stripe * color.a;
    }
    return color;
}

// Fades the view in from its leading edge across its bounding rect.
[[ stitchable ]] half4 leadingFade(float2 position, half4 color, float4 bounds) {
    float t = saturate((position.x - bounds.x) / bounds.z);
    return color * half(t);
}

// A vertical sine wave: each column moves up or down.
[[ stitchable ]] float2 wave(float2 position, float amplitude, float wavelength) {
    float phase = 2.0 * M_PI_F * position.x / wavelength;
    return float2(position.x, position.y + amplitude * sin(phase));
}

// Square cells of `size` points, each the colour at its centre.
[[ stitchable ]] half4 pixellate(float2 position, SwiftUI::Layer layer, float size) {
    float2 cell = floor(position / size) * size + size * 0.5;
    return layer.sample(cell);
}

// Inverts the colours, keeping alpha (premultiplied in and out).
[[ stitchable ]] half4 invert(float2 position, half4 color) {
    return half4(color.a - color.rgb, color.a);
}
