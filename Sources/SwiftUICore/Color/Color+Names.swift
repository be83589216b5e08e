/// SwiftUI's named colours by their Swift names, the one table a name
/// written outside Swift resolves through: a timeline file's `"green"` and
/// `--background green` are both `Color.green`, SwiftUI's green (sRGB 52,
/// 199, 89 in the light appearance), not CSS's (0, 128, 0).
extension Color {
    /// Every named colour, in SwiftUI's order.
    package static let namedColors: [(name: String, color: Color)] = [
        ("red", .red), ("orange", .orange), ("yellow", .yellow), ("green", .green), ("mint", .mint),
        ("teal", .teal), ("cyan", .cyan), ("blue", .blue), ("indigo", .indigo), ("purple", .purple),
        ("pink", .pink), ("brown", .brown), ("gray", .gray), ("black", .black), ("white", .white),
        ("clear", .clear), ("primary", .primary), ("secondary", .secondary),
    ]

    /// The colour named `name` exactly as Swift spells it ("mint", "indigo"), if any.
    package static func named(_ name: String) -> Color? {
        namedColors.first { $0.name == name }?.color
    }
}
