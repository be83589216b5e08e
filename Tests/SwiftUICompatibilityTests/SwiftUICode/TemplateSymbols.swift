// The symbol new projects start with (Xcode's template shows a globe).
import AnimGen

/// The Xcode template's symbol, stretched to a 100-point square.
struct GlobeBadge: View {
    var body: some View {
        Image(systemName: "globe")
            .resizable()
            .frame(width: 100, height: 100)
    }
}
