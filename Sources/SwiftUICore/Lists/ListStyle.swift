// List styles. SwiftUI's `ListStyle` has no public requirements: the
// platform draws each style itself, and so do we (ListLook.swift holds
// each look's numbers). `listStyle(_:)` puts the chosen look in the
// environment; a list reads it when it is resolved.
//
// What `.automatic` is on iOS: Apple's page only says "a platform's
// default behavior and appearance for a list". A `List` on iOS 16 and 17
// with the automatic style is drawn inset grouped (rounded sections on the
// grouped background), and that is the look used here. `.sidebar` on an
// iPhone is drawn as inset grouped too (its collapsible headers need a
// tap; a render shows them expanded), so it falls back to that look.
import Foundation

/// A style for a list, as SwiftUI's `ListStyle` (its look is chosen by the renderer).
public protocol ListStyle {}

/// The platform's default list style: inset grouped on iOS, as SwiftUI's `DefaultListStyle`.
public struct DefaultListStyle: ListStyle {
    /// The default style.
    public init() {}
}

/// Rows edge to edge on the plain background, as SwiftUI's `PlainListStyle`.
public struct PlainListStyle: ListStyle {
    /// The plain style.
    public init() {}
}

/// Sections full width on the grouped background, as SwiftUI's `GroupedListStyle`.
public struct GroupedListStyle: ListStyle {
    /// The grouped style.
    public init() {}
}

/// Sections as rounded cards inset from the edges on the grouped
/// background, as SwiftUI's `InsetGroupedListStyle`.
public struct InsetGroupedListStyle: ListStyle {
    /// The inset grouped style.
    public init() {}
}

/// Rows inset from the edges on the plain background, as SwiftUI's `InsetListStyle`.
public struct InsetListStyle: ListStyle {
    /// The inset style.
    public init() {}
}

/// A sidebar's list, as SwiftUI's `SidebarListStyle`: on an iPhone, drawn inset grouped.
public struct SidebarListStyle: ListStyle {
    /// The sidebar style.
    public init() {}
}

extension ListStyle where Self == DefaultListStyle {
    /// The platform's default list style (inset grouped on iOS).
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
    /// Rows edge to edge on the plain background.
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    /// Sections full width on the grouped background.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    /// Sections as rounded cards on the grouped background.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == InsetListStyle {
    /// Rows inset from the edges on the plain background.
    public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
    /// A sidebar's list (inset grouped on an iPhone).
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

/// The look a list style is drawn in (nil in the environment: `.automatic`).
enum ListLookKind: Hashable {
    case plain, grouped, insetGrouped, inset

    init(_ style: some ListStyle) {
        switch style {
        case is PlainListStyle: self = .plain
        case is GroupedListStyle: self = .grouped
        case is InsetListStyle: self = .inset
        default: self = .insetGrouped
        }
    }
}

extension View {
    /// Sets the style of the lists in this view.
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        controlStyle(ListLookKind(style))
    }
}
