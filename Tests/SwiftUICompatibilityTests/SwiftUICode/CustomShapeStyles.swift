// Custom shape styles as SwiftUI (iOS 17) has them written: `resolve(in:)`
// returns the style to draw with, chosen from the environment.
import AnimGen

/// Blue in a light appearance, white in a dark one.
struct SchemeStyle: ShapeStyle {
    func resolve(in environment: EnvironmentValues) -> some ShapeStyle {
        environment.colorScheme == .light ? Color.blue : Color.white
    }
}

struct BadgeLevelKey: EnvironmentKey {
    static let defaultValue = 0
}

extension EnvironmentValues {
    var badgeLevel: Int {
        get { self[BadgeLevelKey.self] }
        set { self[BadgeLevelKey.self] = newValue }
    }
}

/// The foreground style until the badge level passes 2, then orange.
struct BadgeStyle: ShapeStyle {
    func resolve(in environment: EnvironmentValues) -> AnyShapeStyle {
        environment.badgeLevel > 2 ? AnyShapeStyle(Color.orange) : AnyShapeStyle(.foreground)
    }
}

struct StyledSwatches: View {
    var body: some View {
        HStack(spacing: 0) {
            Rectangle().fill(SchemeStyle())
            Rectangle().fill(SchemeStyle()).environment(\.colorScheme, .dark)
            Rectangle().fill(BadgeStyle()).foregroundStyle(.green)
            Rectangle().fill(BadgeStyle()).environment(\.badgeLevel, 3)
            Canvas { context, size in
                context.fill(Path(CGRect(origin: .zero, size: size)), with: .style(SchemeStyle()))
            }
            .environment(\.colorScheme, .dark)
        }
        .frame(width: 100, height: 20)
    }
}
