// A picture of what changed, for failure reports (the pixel loop is Raster's
// `Pixmap.difference(golden:actual:)`).
import Raster

/// Pictures that show where a frame differs from its golden.
public enum DiffPicture {
    /// The diff picture of `actual` against `golden` (same size): opaque, unchanged
    /// pixels grey (48…111 from the actual frame's luma), changed pixels
    /// (255, 0, m) where m is the pixel's largest channel difference.
    /// Sizes that differ give the golden's size, every pixel marked changed.
    public static func make(golden: Pixmap, actual: Pixmap) -> Pixmap {
        Pixmap.difference(golden: golden, actual: actual)
    }
}
