// Custom transaction values as Apple's TransactionKey page writes them: set
// with `withTransaction(\.key, value)` at the change, read by a
// `.transaction` modifier below it.
import AnimGen

private struct SlowMotionKey: TransactionKey {
    static let defaultValue = false
}

extension Transaction {
    var slowMotion: Bool {
        get { self[SlowMotionKey.self] }
        set { self[SlowMotionKey.self] = newValue }
    }
}

/// A dot that moves 80 points right when it appears; how depends on the
/// transaction of that change.
struct TransactionDot: View {
    enum Change { case plain, slowMotion, continuousAnimated }
    var change: Change
    @State private var moved = false

    var body: some View {
        Rectangle()
            .frame(width: 10, height: 10)
            .offset(x: moved ? 80 : 0)
            .transaction { transaction in
                if transaction.slowMotion { transaction.animation = .linear(duration: 1) }
                // Values following a drag track it: no animation of their own.
                if transaction.isContinuous { transaction.animation = nil }
            }
            .frame(width: 100, height: 10, alignment: .leading)
            .onAppear {
                switch change {
                case .plain: moved = true
                case .slowMotion: withTransaction(\.slowMotion, true) { moved = true }
                case .continuousAnimated:
                    withAnimation(.linear(duration: 1)) {
                        withTransaction(\.isContinuous, true) { moved = true }
                    }
                }
            }
    }
}
