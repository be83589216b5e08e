// Transparency layers, as CoreGraphics' `beginTransparencyLayer`: Apple's
// page — until `endTransparencyLayer()` everything is drawn into a fully
// transparent backdrop of its own, with alpha 1, no shadow and normal
// blending; at the end the layer is composited as one object with the
// global alpha, shadow and blend mode that were in force, inside the clip
// (so a group of shapes casts one shadow). The graphics state is put back
// as it was at the beginning.
import Foundation
import Raster
import Geometry

#if !canImport(CoreGraphics)
/// Options handed to CoreGraphics, as CoreFoundation's `CFDictionary` (here a Swift dictionary; pass nil).
public typealias CFDictionary = [String: Any]

/// One open transparency layer: the state to go back to and the pixels drawn.
struct TransparencyLayer {
    let outer: CGContext.State
    let surface: RenderSurface?
}

extension CGContext {
    /// Begins a transparency layer over the whole clip.
    public func beginTransparencyLayer(auxiliaryInfo: CFDictionary?) {
        beginLayer(bounds: nil)
    }

    /// Begins a transparency layer whose contents are bounded by `rect` (user space).
    public func beginTransparencyLayer(in rect: CGRect, auxiliaryInfo: CFDictionary?) {
        beginLayer(bounds: Path(rect).applying(state.ctm).boundingRect.applying(state.target.canvasTransform))
    }

    /// Ends the innermost transparency layer, compositing it (nothing happens when none is open).
    public func endTransparencyLayer() {
        guard let layer = layers.popLast() else { return }
        state = layer.outer
        guard let surface = layer.surface else { return }
        do { try surface.raster.flush() } catch { state.target.record(error); return }
        let pixels = surface.pixmap, x = surface.originX, y = surface.originY
        let target = painter
        target.perform(deviceBounds: surface.deviceRect) { ctx in ctx.composite(pixels, originX: x, originY: y) }
    }

    /// Opens a layer over the clip (and `bounds`, canvas pixels, when given).
    private func beginLayer(bounds: CGRect?) {
        let outer = state
        var region = outer.target.clipDeviceBounds
        if let bounds { region = region.intersection(bounds) }
        guard let surface = outer.target.makeOffscreen(covering: region) else {
            // Nothing of the layer can show: draw into a scratch pixel, dropped at the end.
            layers.append(TransparencyLayer(outer: outer, surface: nil))
            state.target = outer.target.isolated(on: RenderSurface(width: 1, height: 1, originX: 0, originY: 0, threads: 1,
                                                                   resources: outer.target.shared.resources))
            state.shadow = nil
            state.baseOpacity = 1
            return
        }
        layers.append(TransparencyLayer(outer: outer, surface: surface))
        state.target = outer.target.isolated(on: surface)
        state.shadow = nil
        state.baseOpacity = 1
    }
}
#endif
