// Mixed colors, the tint, shadows carried by styles and a Canvas reading
// its environment, written as SwiftUI code uses them.
import AnimGen

struct MixedSwatches: View {
    var body: some View {
        HStack(spacing: 0) {
            Color.white.mix(with: .black, by: 0.5, in: .device)
                .frame(width: 10, height: 10)
            Color.white.mix(with: .black, by: 0.5)
                .frame(width: 10, height: 10)
            Color(red: 1, green: 0, blue: 0).mix(with: Color(red: 0, green: 0, blue: 1), by: 0.25, in: .device)
                .frame(width: 10, height: 10)
        }
    }
}

struct TintedBadges: View {
    var body: some View {
        HStack(spacing: 0) {
            Circle()
                .fill(.tint)
                .frame(width: 20, height: 20)
            Circle()
                .fill(.tint)
                .frame(width: 20, height: 20)
                .tint(Color(red: 1, green: 0.5, blue: 0))
            Rectangle()
                .foregroundStyle(.tint)
                .frame(width: 20, height: 20)
                .accentColor(Color(red: 0, green: 1, blue: 0))
            Canvas { context, size in
                context.fill(Path(CGRect(origin: .zero, size: size)), with: .style(.tint))
            }
            .frame(width: 20, height: 20)
            .tint(Color(red: 1, green: 0, blue: 1))
        }
    }
}

/// A 20-point tile filled with `style`, 20 points in from the edges.
struct StyledTile<S: ShapeStyle>: View {
    var style: S

    var body: some View {
        Rectangle()
            .fill(style)
            .frame(width: 20, height: 20)
            .padding(20)
    }
}

/// Draws white in a dark appearance, black otherwise, and a second square
/// only at scale 2.
struct SchemeAwareCanvas: View {
    var body: some View {
        Canvas { context, size in
            let ink: Color = context.environment.colorScheme == .dark ? .white : .black
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(ink))
            if context.environment.displayScale == 2 {
                context.fill(Path(CGRect(x: 10, y: 0, width: 10, height: 10)), with: .color(ink))
            }
        }
        .frame(width: 20, height: 10)
    }
}

struct ShadowedCaption: View {
    var body: some View {
        Text("Hi")
            .font(.system(size: 30))
            .foregroundStyle(Color.white.shadow(.drop(color: .black, radius: 0, x: 3, y: 3)))
            .padding(10)
    }
}

struct PlainCaption: View {
    var body: some View {
        Text("Hi")
            .font(.system(size: 30))
            .foregroundStyle(Color.white)
            .padding(10)
    }
}

/// A square that multiplies with the yellow beneath it.
struct MultipliedSquare: View {
    var body: some View {
        ZStack {
            Color(red: 1, green: 1, blue: 0)
            Rectangle()
                .fill(Color(red: 0.5, green: 0.5, blue: 1).blendMode(.multiply))
                .frame(width: 10, height: 10)
        }
        .frame(width: 20, height: 20)
    }
}

/// Two swatches built from a color's resolved components: the color
/// itself and one with its green channel dropped.
struct ResolvedSwatches: View {
    @Environment(\.self) private var environment

    var body: some View {
        let resolved = Color(red: 1, green: 0.5, blue: 0.25).resolve(in: environment)
        var withoutGreen = resolved
        withoutGreen.green = 0
        return HStack(spacing: 0) {
            Color(resolved)
                .frame(width: 10, height: 10)
            Color(withoutGreen)
                .frame(width: 10, height: 10)
        }
    }
}

/// The default foreground and the `.secondary` level on a backdrop, in the
/// color scheme given.
struct LabelSwatches: View {
    var scheme: ColorScheme
    var backdrop: Color

    var body: some View {
        HStack(spacing: 0) {
            Rectangle()
                .frame(width: 10, height: 10)
            Rectangle()
                .fill(.secondary)
                .frame(width: 10, height: 10)
            Rectangle()
                .foregroundStyle(.primary)
                .frame(width: 10, height: 10)
        }
        .background(backdrop)
        .environment(\.colorScheme, scheme)
    }
}
