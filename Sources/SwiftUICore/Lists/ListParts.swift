// A list's content, sorted into sections: each `Section` among the
// resolved views is one; runs of rows outside sections become sections
// without header or footer. Each row's settings (ListRowModifiers.swift)
// are read here, over those set on its section.
import Foundation

/// A list's sections, as resolved.
struct ListParts {
    struct Row {
        let node: Node
        let traits: ListRowTraits
    }

    struct Section {
        var header: Node?
        var footer: Node?
        var rows: [Row]
        /// The spacing the section applies (half above, half below).
        var spacing: ListSectionSpacing
    }

    var sections: [Section] = []

    init(sectionsOf nodes: [Node], listSpacing: ListSectionSpacing) {
        var loose = false
        for node in nodes {
            if let section = ListSectionNode.find(in: node) {
                let base = ListTraitNode.traits(of: node)
                sections.append(Section(header: section.header, footer: section.footer,
                                        rows: section.rows.map { Row(node: $0, traits: ListTraitNode.traits(of: $0, over: base)) },
                                        spacing: section.spacing))
                loose = false
            } else {
                if !loose { sections.append(Section(header: nil, footer: nil, rows: [], spacing: listSpacing)) }
                sections[sections.count - 1].rows.append(Row(node: node, traits: ListTraitNode.traits(of: node)))
                loose = true
            }
        }
    }
}
