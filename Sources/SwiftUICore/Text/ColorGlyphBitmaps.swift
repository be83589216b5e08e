import Raster
import Synchronization

/// The drawable bitmap of each colour glyph picture the text engine hands
/// out. The engine keeps one picture per glyph for the process, so one
/// bitmap each (padded once for sampling) is kept beside it, keyed by the
/// picture's identity.
enum ColorGlyphBitmaps {
    private static let bitmaps = Mutex<[ObjectIdentifier: ImageBitmap]>([:])

    static func bitmap(for pixmap: Pixmap) -> ImageBitmap {
        bitmaps.withLock { known in
            if let bitmap = known[ObjectIdentifier(pixmap)] { return bitmap }
            let bitmap = ImageBitmap(pixmap: pixmap, scale: 1)
            known[ObjectIdentifier(pixmap)] = bitmap
            return bitmap
        }
    }
}
