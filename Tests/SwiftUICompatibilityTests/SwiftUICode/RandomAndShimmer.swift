// Views as apps write them for celebrations and loading placeholders:
// confetti whose pieces fly to random places, pieces that start one after
// another on their own state, and a shimmer modifier whose phase is state
// of the modifier itself. Only `import SwiftUI` became `import AnimGen`.
import AnimGen

/// A burst of five coloured dots flying to random places when it appears.
struct ConfettiBurst: View {
    @State private var burst = false
    private let colors: [Color] = [.red, .green, .blue, .yellow, .purple]

    var body: some View {
        ZStack {
            ForEach(0..<colors.count, id: \.self) { i in
                Circle()
                    .fill(colors[i])
                    .frame(width: 10, height: 10)
                    .offset(x: burst ? CGFloat.random(in: 30...80) * (i.isMultiple(of: 2) ? 1 : -1) : 0,
                            y: burst ? -CGFloat.random(in: 30...80) : 0)
                    .animation(.easeOut(duration: 1).delay(Double(i) * 0.1), value: burst)
            }
        }
        .frame(width: 200, height: 200)
        .onAppear {
            burst = true
        }
    }
}

/// One piece of a staggered celebration: its colour is picked in its body,
/// and it falls when its own delay has passed.
struct FallingPiece: View {
    let delay: Double
    @State private var fallen: CGFloat = 0

    var body: some View {
        Rectangle()
            .fill(Color(hue: Double.random(in: 0...1), saturation: 1, brightness: 1))
            .frame(width: 10, height: 10)
            .offset(y: fallen)
            .onAppear {
                DispatchQueue.main.asyncAfter(deadline: .now() + delay) {
                    withAnimation(.linear(duration: 0.5)) {
                        fallen = 50
                    }
                }
            }
    }
}

/// Four pieces side by side, starting 0.25 s apart.
struct StaggeredCelebration: View {
    var body: some View {
        HStack(spacing: 10) {
            ForEach(0..<4) { i in
                FallingPiece(delay: Double(i) * 0.25)
            }
        }
        .frame(width: 100, height: 80, alignment: .top)
    }
}

/// A light band sweeping over whatever it modifies, again and again.
struct Shimmer: ViewModifier {
    @State private var phase: CGFloat = -200

    func body(content: Content) -> some View {
        content
            .overlay(
                LinearGradient(colors: [.clear, .white, .clear], startPoint: .leading, endPoint: .trailing)
                    .blendMode(.plusLighter)
                    .offset(x: phase)
                    .mask(content)
            )
            .onAppear {
                withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) {
                    phase = 200
                }
            }
    }
}

extension View {
    /// Sweeps a shimmer over the view while it is loading.
    func shimmering() -> some View {
        modifier(Shimmer())
    }
}

/// A corner badge whose colour is picked at random in the modifier's
/// body; it widens when the modifier's own state says so, a second in.
struct LuckyBadge: ViewModifier {
    @State private var wide = false

    func body(content: Content) -> some View {
        ZStack(alignment: .topLeading) {
            content
            Rectangle()
                .fill(Color(hue: Double.random(in: 0...1), saturation: 1, brightness: 1))
                .frame(width: wide ? 20 : 10, height: 10)
        }
        .onAppear {
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
                wide = true
            }
        }
    }
}

/// A dot sliding 80 points right over 2 s, under a lucky badge.
struct BadgedSlider: View {
    @State private var moved = false

    var body: some View {
        ZStack(alignment: .topLeading) {
            Color.clear
            Circle()
                .fill(Color.black)
                .frame(width: 10, height: 10)
                .offset(x: moved ? 80 : 0, y: 20)
        }
        .frame(width: 100, height: 40)
        .modifier(LuckyBadge())
        .onAppear {
            withAnimation(.linear(duration: 2)) {
                moved = true
            }
        }
    }
}

/// A skeleton row: a dark placeholder bar with the shimmer over it.
struct SkeletonRow: View {
    var body: some View {
        RoundedRectangle(cornerRadius: 4)
            .fill(Color(white: 0.2))
            .frame(width: 200, height: 20)
            .shimmering()
    }
}

/// The settings a scoreboard reads from its environment.
final class ScoreSettings: ObservableObject {
    @Published var accent = Color.orange
}

/// A score badge coloured by settings an ancestor must supply.
struct ScoreBadge: View {
    @EnvironmentObject var settings: ScoreSettings

    var body: some View {
        Circle()
            .fill(settings.accent)
            .frame(width: 20, height: 20)
    }
}

/// A product thumbnail whose image set is not in any catalog, and its caption bar.
struct MissingThumbnail: View {
    var body: some View {
        VStack(spacing: 0) {
            Image("product-thumbnail")
                .resizable()
                .frame(width: 20, height: 20)
            Color.blue
                .frame(width: 20, height: 10)
        }
    }
}

/// A header and a player panel; the panel asks for dark mode.
struct PlayerPanel: View {
    var darkPanel = true

    var body: some View {
        VStack(spacing: 0) {
            Color(.systemBackground)
                .frame(width: 40, height: 20)
            Rectangle()
                .fill(.primary)
                .frame(width: 40, height: 20)
                .preferredColorScheme(darkPanel ? .dark : nil)
        }
    }
}

/// The same panel darkened through the environment: only the panel changes.
struct EnvironmentDarkPanel: View {
    var body: some View {
        VStack(spacing: 0) {
            Color(.systemBackground)
                .frame(width: 40, height: 20)
            Color(.systemBackground)
                .frame(width: 40, height: 20)
                .environment(\.colorScheme, .dark)
        }
    }
}

/// A screen that switches to dark mode half a second after it appears.
struct NightFallScreen: View {
    @State private var isNight = false

    var body: some View {
        Color(.systemBackground)
            .frame(width: 40, height: 40)
            .overlay(Circle().fill(.primary).frame(width: 10, height: 10))
            .preferredColorScheme(isNight ? .dark : .light)
            .onAppear {
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                    isNight = true
                }
            }
    }
}

/// A record indicator that pulses twice, twice as fast, and then stays lit.
struct RecordIndicator: View {
    var body: some View {
        Image(systemName: "circle.fill")
            .resizable()
            .foregroundStyle(.red)
            .frame(width: 20, height: 20)
            .symbolEffect(.pulse, options: .repeat(2).speed(2))
    }
}

/// A like button whose heart bounces twice each time the count goes up.
struct LikeBadge: View {
    var bounces = 2
    @State private var likes = 0

    var body: some View {
        Image(systemName: "circle.fill")
            .resizable()
            .frame(width: 20, height: 20)
            .symbolEffect(.bounce, options: .repeat(bounces), value: likes)
            .onAppear {
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                    likes += 1
                }
            }
    }
}

/// The loading spinner most apps write: a 70 % arc turning once a second.
struct ArcSpinner: View {
    @State private var isRotating = false

    var body: some View {
        Circle()
            .trim(from: 0, to: 0.7)
            .stroke(Color.blue, style: StrokeStyle(lineWidth: 6, lineCap: .round))
            .frame(width: 40, height: 40)
            .rotationEffect(.degrees(isRotating ? 360 : 0))
            .animation(.linear(duration: 1).repeatForever(autoreverses: false), value: isRotating)
            .frame(width: 60, height: 60)
            .onAppear {
                isRotating = true
            }
    }
}

@Observable
final class SoundLevel {
    var height: CGFloat = 0
}

/// A level meter drawn in a Canvas from an @Observable model that changes twice.
struct LevelCanvas: View {
    @State private var level = SoundLevel()

    var body: some View {
        Canvas { context, size in
            let h = level.height
            context.fill(Path(CGRect(x: 0, y: size.height - h, width: size.width, height: h)), with: .color(.blue))
        }
        .frame(width: 20, height: 40)
        .onAppear {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                level.height = 20
            }
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
                level.height = 40
            }
        }
    }
}

/// The same meter with the level in @State.
struct StateLevelCanvas: View {
    @State private var height: CGFloat = 0

    var body: some View {
        Canvas { context, size in
            context.fill(Path(CGRect(x: 0, y: size.height - height, width: size.width, height: height)), with: .color(.blue))
        }
        .frame(width: 20, height: 40)
        .onAppear {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                height = 20
            }
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
                height = 40
            }
        }
    }
}

@Observable
final class SessionStore {
    var isSignedIn = true
}

/// A status dot reading the session an ancestor must place in the environment.
struct SessionDot: View {
    @Environment(SessionStore.self) private var session

    var body: some View {
        Circle()
            .fill(session.isSignedIn ? Color.green : Color.gray)
            .frame(width: 10, height: 10)
    }
}
