import SwiftUI

/// A heart that fills when liked, with the count beside it.
struct LikeButton: View {
    @Binding var isLiked: Bool
    var count: Int

    var body: some View {
        HStack(spacing: 6) {
            Image(systemName: isLiked ? "heart.fill" : "heart")
                .foregroundStyle(isLiked ? Color.pink : Color.gray)
            Text("\(count + (isLiked ? 1 : 0))")
                .font(.subheadline.monospacedDigit())
        }
        .padding(.horizontal, 12)
        .padding(.vertical, 6)
        .background(Capsule().stroke(Color.gray.opacity(0.4)))
    }
}

#Preview("Liked", traits: .sizeThatFitsLayout) {
    @Previewable @State var liked = true
    LikeButton(isLiked: $liked, count: 41)
        .padding()
}
