// Hierarchical levels as SwiftUI code uses them: levels set by
// foregroundStyle(_:_:_:), relative levels inside a single foreground
// style, a given style's own levels, and the fifth level.
import AnimGen

struct LayeredBars: View {
    var body: some View {
        HStack(spacing: 0) {
            Rectangle()
            Rectangle()
                .foregroundStyle(.secondary)
            Rectangle()
                .foregroundStyle(.tertiary)
            Rectangle()
                .foregroundStyle(.quaternary)
        }
        .frame(width: 40, height: 10)
        .foregroundStyle(Color(red: 0, green: 0, blue: 1), Color(red: 0, green: 1, blue: 0), Color(red: 1, green: 0, blue: 0))
    }
}

struct FadedLevels: View {
    var body: some View {
        HStack(spacing: 0) {
            Circle()
                .foregroundStyle(.secondary)
                .frame(width: 10, height: 10)
                .foregroundStyle(Color(red: 1, green: 0, blue: 0))
            Rectangle()
                .fill(Color(red: 0, green: 0.5, blue: 0).tertiary)
                .frame(width: 10, height: 10)
            Rectangle()
                .fill(.quinary)
                .frame(width: 10, height: 10)
        }
    }
}

/// A badge on a material over a black backdrop, thin and thick, far enough
/// apart that neither blurs the other.
struct MaterialBadges: View {
    var body: some View {
        ZStack {
            Color(red: 0, green: 0, blue: 0)
            HStack(spacing: 40) {
                Color.clear
                    .frame(width: 10, height: 10)
                    .background(.thinMaterial)
                Color.clear
                    .frame(width: 10, height: 10)
                    .background(.ultraThickMaterial)
            }
        }
        .frame(width: 60, height: 10)
    }
}

/// A black and a white half, frosted by an ultra-thin material in their top
/// 40 points.
struct FrostedHalves: View {
    var body: some View {
        HStack(spacing: 0) {
            Color.black
            Color.white
        }
        .frame(width: 80, height: 50)
        .overlay(alignment: .top) {
            Rectangle()
                .fill(.ultraThinMaterial)
                .frame(height: 40)
        }
    }
}
