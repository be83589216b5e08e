// Preferences as SwiftUI code uses them: a selection underline found
// through an anchor, widths summed by a reducing key, a size measured by a
// GeometryReader in a background and read further up.
import AnimGen

/// The bounds of the selected tab, handed up to the bar.
struct SelectedTabBounds: PreferenceKey {
    static let defaultValue: Anchor<CGRect>? = nil
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
        value = value ?? nextValue()
    }
}

/// Three tabs in a row, the selected one underlined by an overlay that
/// reads its bounds from the anchor.
struct UnderlinedTabs: View {
    var selection = 1
    let widths: [CGFloat] = [30, 50, 20]

    var body: some View {
        HStack(spacing: 10) {
            ForEach(0..<widths.count, id: \.self) { index in
                Color.gray
                    .frame(width: widths[index], height: 20)
                    .anchorPreference(key: SelectedTabBounds.self, value: .bounds) { anchor in
                        index == selection ? anchor : nil
                    }
            }
        }
        .padding(10)
        .overlayPreferenceValue(SelectedTabBounds.self) { anchor in
            GeometryReader { proxy in
                if let anchor {
                    let bounds = proxy[anchor]
                    Color.red
                        .frame(width: bounds.width, height: 4)
                        .offset(x: bounds.minX, y: bounds.maxY)
                }
            }
        }
    }
}

/// The sum of the widths its views report.
struct TotalWidth: PreferenceKey {
    static var defaultValue: CGFloat { 0 }
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value += nextValue() }
}

/// Reported widths summed, drawn as a bar under the row: the group's own
/// `preference` replaces what its views say, `transformPreference` adds.
struct WidthReport: View {
    var override: CGFloat? = nil

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            row
                .transformPreference(TotalWidth.self) { $0 += 5 }
            Color.clear.frame(height: 10)
        }
        .overlayPreferenceValue(TotalWidth.self, alignment: .bottomLeading) { total in
            Color.blue.frame(width: total, height: 10)
        }
    }

    @ViewBuilder var row: some View {
        let items = HStack(spacing: 0) {
            Color.gray.frame(width: 20, height: 10).preference(key: TotalWidth.self, value: 20)
            Color.gray.frame(width: 30, height: 10).preference(key: TotalWidth.self, value: 30)
            Color.gray.frame(width: 10, height: 10)
        }
        if let override {
            items.preference(key: TotalWidth.self, value: override)
        } else {
            items
        }
    }
}

/// A size measured in a background reader and shown by an ancestor.
struct MeasuredSize: PreferenceKey {
    static let defaultValue: CGSize = .zero
    static func reduce(value: inout CGSize, nextValue: () -> CGSize) {
        let next = nextValue()
        value = CGSize(width: max(value.width, next.width), height: max(value.height, next.height))
    }
}

/// A label of known size whose measured width draws a green rule behind
/// the whole card, and a dot at the label's centre.
struct MeasuredCard: View {
    var body: some View {
        VStack(spacing: 0) {
            Color.orange
                .frame(width: 60, height: 24)
                .background(GeometryReader { proxy in
                    Color.clear.preference(key: MeasuredSize.self, value: proxy.size)
                })
                .anchorPreference(key: LabelCentre.self, value: .center) { $0 }
            Color.clear.frame(width: 100, height: 16)
        }
        .padding(8)
        .backgroundPreferenceValue(MeasuredSize.self, alignment: .bottom) { size in
            Color.green.frame(width: size.width, height: 8)
        }
        .overlayPreferenceValue(LabelCentre.self) { centre in
            GeometryReader { proxy in
                if let centre {
                    Circle().fill(Color.purple).frame(width: 6, height: 6).position(proxy[centre])
                }
            }
        }
    }
}

/// The centre of a view, as an anchor point.
struct LabelCentre: PreferenceKey {
    static let defaultValue: Anchor<CGPoint>? = nil
    static func reduce(value: inout Anchor<CGPoint>?, nextValue: () -> Anchor<CGPoint>?) {
        value = value ?? nextValue()
    }
}

/// The widest width reported inside a view.
struct WidestWidthKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
    }
}

/// A bar as wide as the widest swatch above it, measured with a preference
/// and kept in state; `changes` counts the calls.
struct MeasuredUnderline: View {
    var swatchWidth: CGFloat = 37
    var tint = Color.blue
    @State private var width: CGFloat = 0
    @State private var changes = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            tint
                .frame(width: swatchWidth, height: 10)
                .background(GeometryReader { proxy in
                    Color.clear.preference(key: WidestWidthKey.self, value: proxy.size.width)
                })
            Color.red.frame(width: width, height: 10)
            Color.black.frame(width: CGFloat(changes) * 10, height: 10)
        }
        .onPreferenceChange(WidestWidthKey.self) { newWidth in
            width = newWidth
            changes += 1
        }
        .frame(width: 100, height: 30, alignment: .topLeading)
    }
}
