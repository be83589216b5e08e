// The lazy stacks, eager: nothing scrolls headless, so every item is made.
// They differ from VStack/HStack in one observable way, kept here: a lazy
// stack takes the whole length it is offered across its axis (a
// LazyVStack is as wide as its container), placing its column by its
// alignment.
import Foundation

/// Which scrollable views stay pinned, as SwiftUI's `PinnedScrollableViews`
/// (nothing scrolls headless: accepted, no effect).
public struct PinnedScrollableViews: OptionSet, Sendable {
    /// The set's bits: section headers 1, footers 2.
    public let rawValue: UInt32
    /// The set whose bits are `rawValue` (see `rawValue`).
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Section headers (no effect here).
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
    /// Section footers (no effect here).
    public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}

/// A column that creates its items as needed, as SwiftUI's `LazyVStack`.
public struct LazyVStack<Content: View>: View {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A column of the builder's views lined up by `alignment`, `spacing` points apart (nil: 8). Headless,
    /// every item is made at once; `pinnedViews` has no effect.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: some View {
        VStack(alignment: alignment, spacing: spacing) { content }
            .frame(maxWidth: .infinity, alignment: Alignment(horizontal: alignment, vertical: .center))
    }
}

/// A row that creates its items as needed, as SwiftUI's `LazyHStack`.
public struct LazyHStack<Content: View>: View {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A row of the builder's views lined up by `alignment`, `spacing` points apart (nil: 8). Headless, every
    /// item is made at once; `pinnedViews` has no effect.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: some View {
        HStack(alignment: alignment, spacing: spacing) { content }
            .frame(maxHeight: .infinity, alignment: Alignment(horizontal: .center, vertical: alignment))
    }
}
