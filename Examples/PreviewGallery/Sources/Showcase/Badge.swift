import SwiftUI

/// A red count bubble, as on an app icon.
struct Badge: View {
    var count: Int

    var body: some View {
        Text(count > 99 ? "99+" : "\(count)")
            .font(.caption.bold())
            .foregroundStyle(.white)
            .padding(.horizontal, 8)
            .padding(.vertical, 3)
            .background(Capsule().fill(Color.red))
            .fixedSize()
    }
}

#Preview("One digit", traits: .sizeThatFitsLayout) {
    Badge(count: 3)
        .padding()
}

#Preview("Many", traits: .sizeThatFitsLayout) {
    Badge(count: 120)
        .padding()
}
