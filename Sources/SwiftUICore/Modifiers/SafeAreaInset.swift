// Safe-area insets without a safe area: a headless render has none, and a
// view that respects the safe area is laid out in what the inset leaves.
// So an inset is its content placed beside the view (a stack, spacing as
// given), and safe-area padding is padding.
import Foundation

/// The leading or trailing edge, as SwiftUI's `HorizontalEdge`.
public enum HorizontalEdge: Int8, Hashable, Sendable, CaseIterable {
    case leading, trailing
}

/// The top or bottom edge, as SwiftUI's `VerticalEdge`.
public enum VerticalEdge: Int8, Hashable, Sendable, CaseIterable {
    case top, bottom
}

/// A view with content shown beside it at one edge (`safeAreaInset`).
public struct _SafeAreaInsetView<Content: View, Inset: View>: View {
    let content: Content
    let inset: Inset
    let axis: Axis
    let first: Bool
    let horizontal: HorizontalAlignment
    let vertical: VerticalAlignment
    let spacing: CGFloat?

    @ViewBuilder public var body: some View {
        if axis == .vertical {
            VStack(alignment: horizontal, spacing: spacing) {
                if first { inset; content } else { content; inset }
            }
        } else {
            HStack(alignment: vertical, spacing: spacing) {
                if first { inset; content } else { content; inset }
            }
        }
    }
}

extension View {
    /// Shows `content` above or below this view, which is inset by its
    /// height (and `spacing`; nil: the default stack spacing); `alignment`
    /// places it horizontally.
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> _SafeAreaInsetView<Self, V> {
        _SafeAreaInsetView(content: self, inset: content(), axis: .vertical, first: edge == .top,
                           horizontal: alignment, vertical: .center, spacing: spacing)
    }

    /// Shows `content` beside this view, which is inset by its width (and
    /// `spacing`); `alignment` places it vertically.
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> _SafeAreaInsetView<Self, V> {
        _SafeAreaInsetView(content: self, inset: content(), axis: .horizontal, first: edge == .leading,
                           horizontal: .center, vertical: alignment, spacing: spacing)
    }

    /// Adds `insets` to the safe area this view sees: with no safe area
    /// headless, the view is padded by them.
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View { padding(insets) }

    /// Adds `length` (nil: the default padding) on `edges` to the safe area
    /// this view sees: padding, headless.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { padding(edges, length) }

    /// Adds `length` on every edge to the safe area this view sees.
    public func safeAreaPadding(_ length: CGFloat) -> some View { padding(length) }
}
