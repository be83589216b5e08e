import SwiftUI
#if canImport(UIKit)
import UIKit
#endif

/// Three figures in a row over a header: a screen that wants a whole device.
struct Dashboard: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Today").font(.largeTitle.bold())
            HStack(spacing: 12) {
                Tile(title: "Steps", value: "8,412", tint: .orange)
                Tile(title: "Sleep", value: "7h 20m", tint: .purple)
                Tile(title: "Water", value: "1.6 l", tint: .blue)
            }
            Spacer()
        }
        .padding()
    }
}

private struct Tile: View {
    var title: String
    var value: String
    var tint: Color

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(title).font(.caption).foregroundStyle(.secondary)
            Text(value).font(.title3.bold()).foregroundStyle(tint)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(12)
        .background(RoundedRectangle(cornerRadius: 10).fill(tint.opacity(0.12)))
    }
}

#if DEBUG
#Preview("Landscape", traits: .landscapeLeft) {
    Dashboard()
}
#endif
