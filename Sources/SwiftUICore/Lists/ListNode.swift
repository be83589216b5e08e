// A list laid out and drawn in its look (numbers in ListLook.swift).
//
//   ┌───────────────────────────── list frame (background colour) ──┐
//   │  firstSectionTop (or half the spacing above a header)         │
//   │    HEADER TEXT            (20 in from the card)               │
//   │  ╭─ card (16 in) ──────────────────────────────────────────╮  │
//   │  │  row content (20 in, 6 above and below, ≥ 44 tall)      │  │
//   │  │    ──────────── separator: a pixel, from the content's  │  │
//   │  │                 leading edge to the card's trailing one │  │
//   │  │  row content                                            │  │
//   │  ╰─────────────────────────────────────────────────────────╯  │
//   │    footer text            (6 below the card)                  │
//   │  (a's spacing + b's spacing) / 2 between sections a and b     │
//
// Rows are offered the card's width less their insets and no height;
// each sits at its leading inset, centred in its row. Row backgrounds
// are drawn clipped to their section's card (to each row's own card when
// `listRowSpacing` separates them), separators over them, then headers,
// rows and footers. Everything is clipped to the list's frame.
import Foundation
import Geometry

final class ListNode: Node, ContainerNode {
    struct Row {
        let content: Node
        let background: Node
        /// The separator below the row (nil: none — the section's last row, a hidden one, spaced rows).
        let separator: Node?
        let insets: EdgeInsets
    }

    struct Section {
        let header: Node?
        let footer: Node?
        let rows: [Row]
        let spacing: CGFloat
    }

    let look: ListLook
    let background: Node?
    let sections: [Section]
    let rowSpacing: CGFloat
    let minimumRowHeight: CGFloat
    let hairline: CGFloat
    let children: [Node]
    /// Each section's card in root coordinates, after `place` (nil: a section without rows).
    private var cards: [CGRect?] = []
    private var arrangements: [(width: CGFloat, arrangement: Arrangement)] = []

    /// Where each node goes, relative to the list's top-left corner, for one width.
    struct Arrangement {
        var placed: [(node: Node, rect: CGRect, proposal: ProposedViewSize)] = []
        var cards: [CGRect?] = []
        var height: CGFloat = 0
    }

    /// The part of a list a decoration is, for its identity.
    enum PartID: Hashable {
        case background, rowBackground(Int, Int), separator(Int, Int)
    }

    init(look: ListLook, parts: ListParts, context: ResolveContext) {
        self.look = look
        let environment = context.environment
        rowSpacing = max(0, environment.listRowSpacing ?? 0)
        minimumRowHeight = max(0, environment.defaultMinListRowHeight)
        hairline = 1 / max(1, environment.displayScale)
        background = environment.scrollContentBackground == .hidden
            ? nil : look.background.resolveSingle(context.child(PartID.background))
        let defaultSpacing = look.defaultSectionSpacing
        var sections: [Section] = []
        for (s, part) in parts.sections.enumerated() {
            var rows: [Row] = []
            for (r, row) in part.rows.enumerated() {
                let backgroundView = row.traits.background ?? AnyView(look.rowBackground)
                let next = r + 1 < part.rows.count ? part.rows[r + 1] : nil
                let separated = next.map { !row.traits.hidesBottomSeparator && !$0.traits.hidesTopSeparator } ?? false
                let separator = separated && rowSpacing == 0
                    ? (row.traits.separatorTint ?? ListLook.separator).resolveSingle(context.child(PartID.separator(s, r))) : nil
                rows.append(Row(content: row.node,
                                background: backgroundView.resolveSingle(context.child(PartID.rowBackground(s, r))),
                                separator: separator, insets: row.traits.insets ?? ListLook.rowInsets))
            }
            sections.append(Section(header: part.header, footer: part.footer, rows: rows,
                                    spacing: part.spacing.points ?? defaultSpacing))
        }
        self.sections = sections
        var children: [Node] = background.map { [$0] } ?? []
        for section in sections {
            children += section.rows.map(\.background) + section.rows.compactMap(\.separator)
            children += [section.header].compactMap { $0 } + section.rows.map(\.content) + [section.footer].compactMap { $0 }
        }
        self.children = children
        super.init()
    }

    override var preferenceSources: [Node] { children }

    /// The list's background goes up to the navigation bar above it (ScrollContentBackground.swift).
    override func preferenceValue<K: PreferenceKey>(_ key: K.Type) -> K.Value? {
        if key == ScrollContentBackdropKey.self, background != nil, let color = look.background as? K.Value { return color }
        return super.preferenceValue(key)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? idealWidth
        let height = proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? arrangement(width).height
        return CGSize(width: width, height: height)
    }

    /// The width that fits every row and header at its ideal size.
    private var idealWidth: CGFloat {
        var widest: CGFloat = 0
        for section in sections {
            for row in section.rows {
                widest = max(widest, row.content.size(for: .unspecified).width + row.insets.leading + row.insets.trailing)
            }
            for text in [section.header, section.footer].compactMap({ $0 }) {
                widest = max(widest, text.size(for: .unspecified).width + 2 * ListLook.rowInsets.leading)
            }
        }
        return widest + 2 * look.sectionMargin
    }

    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize) {
        // The background fills the list's frame, whatever the content's height.
        background?.place(in: rect, proposal: ProposedViewSize(rect.size))
        let a = arrangement(rect.width)
        for p in a.placed {
            p.node.place(in: p.rect.offsetBy(dx: rect.minX, dy: rect.minY), proposal: p.proposal)
        }
        cards = a.cards.map { $0?.offsetBy(dx: rect.minX, dy: rect.minY) }
    }

    private func arrangement(_ width: CGFloat) -> Arrangement {
        if let kept = arrangements.first(where: { $0.width == width }) { return kept.arrangement }
        let a = arrange(width)
        if arrangements.count == 2 { arrangements.removeFirst() }
        arrangements.append((width, a))
        return a
    }

    private func arrange(_ width: CGFloat) -> Arrangement {
        var a = Arrangement()
        let margin = look.sectionMargin
        let cardX = margin, cardWidth = max(0, width - 2 * margin)
        let textInset = ListLook.rowInsets.leading
        let textWidth = max(0, cardWidth - 2 * textInset)
        var y: CGFloat = 0
        for (s, section) in sections.enumerated() {
            let gap = s == 0 ? look.firstSectionTop : (sections[s - 1].spacing + section.spacing) / 2
            if let header = section.header {
                let proposal = ProposedViewSize(width: textWidth, height: nil)
                let size = header.size(for: proposal)
                // Grouped: the header takes the upper half of the gap; plain: a padded band.
                let top = look.isGrouped ? y + gap / 2 : y + gap + look.plainHeaderPadding
                a.placed.append((header, CGRect(x: cardX + textInset, y: top, width: size.width, height: size.height), proposal))
                y = top + size.height + (look.isGrouped ? ListLook.headerGap : look.plainHeaderPadding)
            } else {
                y += gap
            }
            let cardTop = y
            for (r, row) in section.rows.enumerated() {
                let contentWidth = max(0, cardWidth - row.insets.leading - row.insets.trailing)
                let proposal = ProposedViewSize(width: contentWidth, height: nil)
                let size = row.content.size(for: proposal)
                let height = max(minimumRowHeight, size.height + row.insets.top + row.insets.bottom)
                let rowRect = CGRect(x: cardX, y: y, width: cardWidth, height: height)
                a.placed.append((row.background, rowRect, ProposedViewSize(rowRect.size)))
                let contentY = y + row.insets.top + (height - row.insets.top - row.insets.bottom - size.height) / 2
                a.placed.append((row.content, CGRect(x: cardX + row.insets.leading, y: contentY, width: size.width, height: size.height), proposal))
                if let separator = row.separator {
                    // From the content's leading edge (or its listRowSeparatorLeading guide) to the card's trailing one.
                    let ends = row.content.listRowSeparatorEnds(size: size, proposal: proposal)
                    let contentX = cardX + row.insets.leading
                    let start = contentX + (ends.leading ?? 0)
                    let end = ends.trailing.map { contentX + $0 } ?? cardX + cardWidth
                    let line = CGRect(x: start, y: rowRect.maxY - hairline, width: max(0, end - start), height: hairline)
                    a.placed.append((separator, line, ProposedViewSize(line.size)))
                }
                y = rowRect.maxY + (r + 1 < section.rows.count ? rowSpacing : 0)
            }
            a.cards.append(section.rows.isEmpty ? nil : CGRect(x: cardX, y: cardTop, width: cardWidth, height: y - cardTop))
            if let footer = section.footer {
                let proposal = ProposedViewSize(width: textWidth, height: nil)
                let size = footer.size(for: proposal)
                let top = y + ListLook.footerGap
                a.placed.append((footer, CGRect(x: cardX + textInset, y: top, width: size.width, height: size.height), proposal))
                y = top + size.height
            }
        }
        a.height = y + (sections.last.map { $0.spacing / 2 } ?? 0)
        return a
    }

    override func draw(_ context: inout GraphicsContext) {
        var list = context
        list.clip(to: Path(frame))
        if let background {
            var c = list
            background.draw(&c)
        }
        let separateCards = rowSpacing > 0
        for (s, section) in sections.enumerated() {
            for row in section.rows {
                var c = list
                if look.cornerRadius > 0, let card = separateCards ? row.background.frame : cards[s] {
                    c.clip(to: RoundedRectangle(cornerRadius: look.cornerRadius, style: .continuous).path(in: card))
                }
                row.background.draw(&c)
            }
            for separator in section.rows.compactMap(\.separator) {
                var c = list
                separator.draw(&c)
            }
            for node in [section.header].compactMap({ $0 }) + section.rows.map(\.content) + [section.footer].compactMap({ $0 }) {
                var c = list
                node.draw(&c)
            }
        }
    }
}
