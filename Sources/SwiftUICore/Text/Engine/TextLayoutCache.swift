import Foundation
import Raster
import Synchronization

/// Layouts of texts shaped before, shared by every thread of the process, so
/// a text drawn frame after frame is itemized, shaped and broken into lines
/// once (and its outlines, built lazily by the layout, once too).
///
/// The key holds everything `Text.layout` reads except the pieces'
/// attributes (foreground styles, …), which only travel with the layout and
/// are put back on a hit, so a hit is the layout that shaping would give.
/// Bounded: at most `capacity` layouts (`BoundedCache`). Off with
/// `RenderCaches`.
enum TextLayoutCache {
    struct Key: Hashable {
        struct Piece: Hashable {
            var string: String
            var font: Font?
            var weight: Font.Weight?
            var italic: Bool
            var design: Font.Design?
            var tracking: CGFloat?
            var baselineOffset: CGFloat?
            var underline: Bool, strikethrough: Bool
            var monospacedDigit: Bool
        }
        var pieces: [Piece]
        var width: CGFloat?
        var alignment: TextAlignment
        var lineSpacing: CGFloat
        var lineLimit: Int?
    }

    static let capacity = 2048
    private static let state = Mutex(BoundedCache<Key, TextLayout>(budget: capacity))

    static func key(_ text: Text, width: CGFloat?, alignment: TextAlignment, lineSpacing: CGFloat,
                    lineLimit: Int?) -> Key {
        Key(pieces: text.segments.map {
            Key.Piece(string: $0.string, font: $0.font, weight: $0.weight, italic: $0.italic, design: $0.design,
                      tracking: $0.tracking, baselineOffset: $0.baselineOffset, underline: $0.underline,
                      strikethrough: $0.strikethrough, monospacedDigit: $0.monospacedDigit)
        }, width: width, alignment: alignment, lineSpacing: lineSpacing, lineLimit: lineLimit)
    }

    static func layout(for key: Key) -> TextLayout? {
        guard RenderCaches.isEnabled else { return nil }
        return state.withLock { $0.value(for: key) }
    }

    static func store(_ layout: TextLayout, for key: Key) {
        guard RenderCaches.isEnabled else { return }
        state.withLock { $0.insert(layout, for: key) }
    }
}
