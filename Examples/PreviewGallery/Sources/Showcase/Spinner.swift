import SwiftUI

/// An arc turning forever once it appears.
struct Spinner: View {
    var color: Color = .blue
    @State private var isSpinning = false

    var body: some View {
        Circle()
            .trim(from: 0.1, to: 0.8)
            .stroke(color, style: StrokeStyle(lineWidth: 8, lineCap: .round))
            .frame(width: 64, height: 64)
            .rotationEffect(.degrees(isSpinning ? 360 : 0))
            .onAppear {
                withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) {
                    isSpinning = true
                }
            }
    }
}

#Preview(traits: .fixedLayout(width: 100, height: 100)) {
    Spinner()
}
