import Foundation

/// A horizontal alignment guide, as SwiftUI's `HorizontalAlignment`.
public struct HorizontalAlignment: Hashable, Sendable {
    let key: AlignmentKey
    public static let leading = HorizontalAlignment(key: .leading)
    public static let center = HorizontalAlignment(key: .hCenter)
    public static let trailing = HorizontalAlignment(key: .trailing)

    /// A custom guide whose default position `id` computes.
    public init(_ id: any AlignmentID.Type) { key = .custom(CustomGuide(id, horizontal: true)) }
    init(key: AlignmentKey) { self.key = key }
}

/// A vertical alignment guide, as SwiftUI's `VerticalAlignment`.
public struct VerticalAlignment: Hashable, Sendable {
    let key: AlignmentKey
    public static let top = VerticalAlignment(key: .top)
    public static let center = VerticalAlignment(key: .vCenter)
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
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
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
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let leading = Set(rawValue: 2)
        public static let bottom = Set(rawValue: 4)
        public static let trailing = Set(rawValue: 8)
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}

/// Distances from the four edges, as SwiftUI's `EdgeInsets`.
public struct EdgeInsets: Hashable, Sendable {
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat

    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }

    public init() { self.init(top: 0) }
}

extension EdgeInsets: Animatable {
    public var animatableData: AnimatablePair<CGFloat, AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>>> {
        get { AnimatablePair(top, AnimatablePair(leading, AnimatablePair(bottom, trailing))) }
        set { (top, leading, bottom, trailing) = (newValue.first, newValue.second.first, newValue.second.second.first,
                                                  newValue.second.second.second) }
    }
}
