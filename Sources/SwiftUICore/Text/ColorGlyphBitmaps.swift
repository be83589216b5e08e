import Raster
import Synchronization

/// The drawable bitmap of each colour glyph picture the text engine hands
/// out, kept in a render's ``RenderResources``. The engine keeps one picture
/// per glyph for the process (its font faces are the process's, so a key
/// never outlives its picture), so one bitmap each (padded once for
/// sampling) is kept beside it, keyed by the picture's identity.
final class ColorGlyphBitmaps: RenderResource {
    private let bitmaps = Mutex<[ObjectIdentifier: ImageBitmap]>([:])

    init() {}

    func bitmap(for pixmap: Pixmap) -> ImageBitmap {
        bitmaps.withLock { known in
            if let bitmap = known[ObjectIdentifier(pixmap)] { return bitmap }
            let bitmap = ImageBitmap(pixmap: pixmap, scale: 1)
            known[ObjectIdentifier(pixmap)] = bitmap
            return bitmap
        }
    }

    func removeAll() { bitmaps.withLock { $0.removeAll() } }
}
