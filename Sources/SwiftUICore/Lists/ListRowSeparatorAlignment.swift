// Where a list row's bottom separator starts and ends, as SwiftUI's
// `listRowSeparatorLeading` / `listRowSeparatorTrailing` guides: "Use this
// guide to align the leading end of the bottom List row separator with any
// other horizontal guide of a view that is part of the cell content"
// (Apple's HorizontalAlignment.listRowSeparatorLeading page). Like any
// custom guide they pass up through stacks and modifiers to the row's
// content (AlignmentGuide.swift), where ListNode reads them.
//
// Defaults, as iOS draws them: the separator starts at the row content's
// leading edge, except that a `Label` in the title-and-icon style sets the
// leading guide at its title, so the line starts under the text and not
// under the icon (UIKit's list cells do the same: "the separator
// automatically aligns to the primary text"); it runs to the card's
// trailing edge unless the trailing guide is set.
import Foundation

extension HorizontalAlignment {
    private enum ListRowSeparatorLeading: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.leading] }
    }

    private enum ListRowSeparatorTrailing: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.trailing] }
    }

    /// A guide marking the leading end of a list row's bottom separator,
    /// in the row content's coordinates.
    public static let listRowSeparatorLeading = HorizontalAlignment(ListRowSeparatorLeading.self)
    /// A guide marking the trailing end of a list row's bottom separator
    /// (unset: the separator runs to the row's trailing edge).
    public static let listRowSeparatorTrailing = HorizontalAlignment(ListRowSeparatorTrailing.self)
}

extension Node {
    /// Where the row separator below this row content starts and ends, from
    /// the content's leading edge, when the content sets the guides; nil
    /// for an unset end.
    func listRowSeparatorEnds(size: CGSize, proposal: ProposedViewSize) -> (leading: CGFloat?, trailing: CGFloat?) {
        (explicitGuide(HorizontalAlignment.listRowSeparatorLeading.key, size: size, proposal: proposal),
         explicitGuide(HorizontalAlignment.listRowSeparatorTrailing.key, size: size, proposal: proposal))
    }
}
