// The numbers of iOS's list looks, in points, and where each comes from.
//
// Documented:
// - Rows are at least 44 points tall: the Human Interface Guidelines'
//   minimum hit target ("Layout": at least 44×44 pt), which is also
//   UITableView's standard row height and SwiftUI's
//   `EnvironmentValues.defaultMinListRowHeight` on iOS.
// - Colours (UIColor's "UI element colors" pages; the values are the
//   ones UIColor+System.swift already gives): the list's background is
//   `systemGroupedBackground` (#F2F2F7, black in dark) for the grouped
//   looks and `systemBackground` (white, black) for the plain ones; rows
//   of grouped looks sit on `secondarySystemGroupedBackground` (white,
//   #1C1C1E); separators are `separator` (#3C3C43 at 29 %, #545458 at
//   60 %), one pixel thick (UIKit draws them a hairline: 1 / scale);
//   headers and footers are in `secondaryLabel`.
// - Section spacing: Apple's `listSectionSpacing(_:)` page: "each section
//   applies half its spacing above and below".
// - Headers of grouped lists are upper case in the footnote style
//   (`UIListContentConfiguration.groupedHeader()`'s look); footers are
//   footnote text as written.
//
// Not documented by Apple; iOS 17's look on an iPhone, our choice:
// section cards 16 points from the list's edges with corners of 10
// (UITableView's inset grouped tables since iOS 13); row content 20 points
// in from the row's leading and trailing edges, 6 above and below (so a
// 31-point switch row is 44 tall, as in Settings); 35 points between
// sections (`.default`), 20 for `.compact`, 20 above the first section;
// a header's text starts half a spacing below what is above it and ends 6
// points above its card; a footer starts 6 points below its card.
// An increased-prominence header is `.title3` bold in the label colour,
// as written (UIKit's `prominentInsetGroupedHeader()`).
import Foundation

/// One list look's metrics and colours.
struct ListLook {
    let kind: ListLookKind
    /// Whether sections are grouped (cards of rows on the grouped background).
    var isGrouped: Bool { kind == .grouped || kind == .insetGrouped }
    /// Points between the list's edges and the sections' cards.
    var sectionMargin: CGFloat { kind == .insetGrouped || kind == .inset ? 16 : 0 }
    /// The corner radius of a section's card.
    var cornerRadius: CGFloat { kind == .insetGrouped ? 10 : 0 }
    /// The space between a row's edges and its content, unless `listRowInsets` says otherwise.
    static let rowInsets = EdgeInsets(top: 6, leading: 20, bottom: 6, trailing: 20)
    /// A row's minimum height.
    static let minimumRowHeight: CGFloat = 44
    /// The spacing between sections, above the first, and below a header / above a footer.
    var defaultSectionSpacing: CGFloat { isGrouped ? 35 : 0 }
    static let compactSectionSpacing: CGFloat = 20
    var firstSectionTop: CGFloat { isGrouped ? 20 : 0 }
    static let headerGap: CGFloat = 6, footerGap: CGFloat = 6
    /// Plain headers sit in a band of their own, padded above and below.
    var plainHeaderPadding: CGFloat { isGrouped ? 0 : 8 }

    /// The list's background colour.
    var background: Color { isGrouped ? Color(uiColor: .systemGroupedBackground) : Color(uiColor: .systemBackground) }
    /// A row's background colour, unless `listRowBackground` says otherwise.
    var rowBackground: Color { isGrouped ? Color(uiColor: .secondarySystemGroupedBackground) : Color(uiColor: .systemBackground) }
    /// The separators' colour, unless `listRowSeparatorTint` says otherwise.
    static let separator = Color(uiColor: .separator)
}
