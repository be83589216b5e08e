import Foundation

/// A horizontal alignment guide, as SwiftUI's `HorizontalAlignment`.
public struct HorizontalAlignment: Hashable, Sendable {
    let key: AlignmentKey
    /// The left edge (x = 0): layouts here are left to right only.
    public static let leading = HorizontalAlignment(key: .leading)
    /// Halfway across (x = width / 2).
    public static let center = HorizontalAlignment(key: .hCenter)
    /// The right edge (x = width).
    public static let trailing = HorizontalAlignment(key: .trailing)

    /// A custom guide whose default position `id` computes.
    public init(_ id: any AlignmentID.Type) { key = .custom(CustomGuide(id, horizontal: true)) }
    init(key: AlignmentKey) { self.key = key }
}

/// A vertical alignment guide, as SwiftUI's `VerticalAlignment`.
public struct VerticalAlignment: Hashable, Sendable {
    let key: AlignmentKey
    /// The top edge (y = 0; y grows downwards).
    public static let top = VerticalAlignment(key: .top)
    /// Halfway down (y = height / 2).
    public static let center = VerticalAlignment(key: .vCenter)
    /// The bottom edge (y = height).
    public static let bottom = VerticalAlignment(key: .bottom)
    /// The first line of text's baseline (a view without text: its bottom).
    public static let firstTextBaseline = VerticalAlignment(key: .firstBaseline)
    /// The last line of text's baseline (a view without text: its bottom).
    public static let lastTextBaseline = VerticalAlignment(key: .lastBaseline)

    /// A custom guide whose default position `id` computes.
    public init(_ id: any AlignmentID.Type) { key = .custom(CustomGuide(id, horizontal: false)) }
    init(key: AlignmentKey) { self.key = key }
}

/// The identity of a custom alignment guide, as SwiftUI's `AlignmentID`:
/// its type names the guide and gives its default position in a view.
public protocol AlignmentID {
    /// The guide's default offset from the view's origin (its top-left corner).
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// A custom guide: its identifier type and its axis.
struct CustomGuide: Hashable, @unchecked Sendable {
    let id: any AlignmentID.Type
    let horizontal: Bool
    init(_ id: any AlignmentID.Type, horizontal: Bool) {
        self.id = id
        self.horizontal = horizontal
    }
    static func == (a: CustomGuide, b: CustomGuide) -> Bool { a.id == b.id && a.horizontal == b.horizontal }
    func hash(into h: inout Hasher) {
        h.combine(ObjectIdentifier(id))
        h.combine(horizontal)
    }
}

/// A pair of guides, as SwiftUI's `Alignment`.
public struct Alignment: Hashable, Sendable {
    /// The guide that places views across.
    public var horizontal: HorizontalAlignment
    /// The guide that places views up and down.
    public var vertical: VerticalAlignment

    /// The alignment that lines views up by `horizontal` across and `vertical` up and down.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Centred on both axes (the default of frames, overlays and ZStack).
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// The left edge, centred vertically.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// The right edge, centred vertically.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// The top edge, centred horizontally.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// The bottom edge, centred horizontally.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// The top-left corner.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// The top-right corner.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// The bottom-left corner.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// The bottom-right corner.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    /// Centred horizontally, on the first line of text's baseline.
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    /// Centred horizontally, on the last line of text's baseline.
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    /// The left edge, on the first line of text's baseline.
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    /// The right edge, on the first line of text's baseline.
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    /// The left edge, on the last line of text's baseline.
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    /// The right edge, on the last line of text's baseline.
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)
}

/// The standard guides and custom ones. Left to right only: leading is
/// the left edge.
enum AlignmentKey: Hashable, Sendable {
    case leading, hCenter, trailing, top, vCenter, bottom, firstBaseline, lastBaseline
    case custom(CustomGuide)

    var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }

    var isCustom: Bool { if case .custom = self { return true } else { return false } }

    /// Whether the guide is a vertical line (an x position).
    var isHorizontal: Bool {
        switch self {
        case .leading, .hCenter, .trailing: return true
        case .custom(let g): return g.horizontal
        default: return false
        }
    }

    /// The guide's default position in a view of `size` (baselines default
    /// to the bottom edge, as in SwiftUI).
    func defaultValue(in size: CGSize) -> CGFloat {
        switch self {
        case .leading, .top: return 0
        case .hCenter: return size.width / 2
        case .vCenter: return size.height / 2
        case .trailing: return size.width
        case .bottom, .firstBaseline, .lastBaseline: return size.height
        case .custom(let g): return g.id.defaultValue(in: ViewDimensions(size: size) { _ in nil })
        }
    }
}

/// Which corner, edge or centre of a view a point means, as SwiftUI's
/// `Edge` for padding and safe areas.
public enum Edge: Int8, Hashable, Sendable, CaseIterable {
    case top, leading, bottom, trailing

    /// A set of edges, as SwiftUI's `Edge.Set`.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The set's bits: top 1, leading 2, bottom 4, trailing 8.
        public let rawValue: Int8
        /// The set whose bits are `rawValue` (see `rawValue`).
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The top edge alone.
        public static let top = Set(rawValue: 1)
        /// The leading (left) edge alone.
        public static let leading = Set(rawValue: 2)
        /// The bottom edge alone.
        public static let bottom = Set(rawValue: 4)
        /// The trailing (right) edge alone.
        public static let trailing = Set(rawValue: 8)
        /// Leading and trailing.
        public static let horizontal: Set = [.leading, .trailing]
        /// Top and bottom.
        public static let vertical: Set = [.top, .bottom]
        /// All four edges (the default of `padding`).
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}

/// Distances from the four edges, as SwiftUI's `EdgeInsets`.
public struct EdgeInsets: Hashable, Sendable {
    /// Points inward from each edge; leading is the left edge.
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat

    /// Insets of the given points per edge (each 0 unless given).
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }

    /// Zero on every edge.
    public init() { self.init(top: 0) }
}

extension EdgeInsets: Animatable {
    public var animatableData: AnimatablePair<CGFloat, AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>>> {
        get { AnimatablePair(top, AnimatablePair(leading, AnimatablePair(bottom, trailing))) }
        set { (top, leading, bottom, trailing) = (newValue.first, newValue.second.first, newValue.second.second.first,
                                                  newValue.second.second.second) }
    }
}
