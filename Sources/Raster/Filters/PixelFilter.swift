/// A change to pixels that looks at each pixel alone (a colour matrix, a
/// tritone), run on a layer's drawn pixels row by row before it is
/// composited (`RasterContext.beginLayer(opacity:blendMode:matte:filter:)`).
///
/// It must leave transparent pixels transparent: only the columns drawn
/// into are filtered. It runs on several threads at once, so `body` only
/// touches the pixels it is handed.
package struct PixelFilter: Sendable {
    /// Changes `count` packed premultiplied RGBA pixels in place.
    package let body: @Sendable (UnsafeMutablePointer<UInt32>, Int) -> Void

    package init(_ body: @escaping @Sendable (UnsafeMutablePointer<UInt32>, Int) -> Void) {
        self.body = body
    }
}
