/// One band's rows of an offscreen layer: a layer is begun and ended inside
/// every band (the band renderer composites it back before moving on), so
/// its pixels need only exist for the band being rendered. Each worker keeps
/// a few band-sized buffers and hands them from layer to layer: a file with
/// twenty mattes then zeroes and reads a band's rows that stay in cache,
/// instead of twenty canvas-sized pixmaps allocated, faulted in and zeroed
/// every frame.
///
/// Buffers are `width × RasterContext.bandHeight` words, handed out
/// uninitialised (layers zero the columns drawing reaches, `LayerColumns`).
final class LayerBandMemory: @unchecked Sendable {
    let words: Int
    private var free: [UnsafeMutablePointer<UInt32>] = []
    private var all: [UnsafeMutablePointer<UInt32>] = []

    init(width: Int) {
        words = width * RasterContext.bandHeight
    }

    deinit {
        for p in all { p.deallocate() }
    }

    /// A buffer of `words` words, until `give` hands it back.
    func take() -> UnsafeMutablePointer<UInt32> {
        if let p = free.popLast() { return p }
        let p = UnsafeMutablePointer<UInt32>.allocate(capacity: words)
        all.append(p)
        return p
    }

    func give(_ p: UnsafeMutablePointer<UInt32>) {
        free.append(p)
    }
}
