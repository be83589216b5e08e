// State kept in models, the way apps keep it: a Combine-driven
// ObservableObject advanced by a timer publisher, an @Observable model
// changed by a tap inside withAnimation, an environment object shared by
// two views, and an @Observable model in the environment watched with
// onChange. Only `import SwiftUI` became `import AnimGen`.
import AnimGen

/// A download whose progress a timer publisher advances an eighth every quarter second.
final class DownloadModel: ObservableObject {
    @Published var progress = 0.0
    private var ticks: AnyCancellable?

    func start() {
        ticks = Timer.publish(every: 0.25, on: .main, in: .common)
            .autoconnect()
            .sink { [weak self] _ in
                guard let self else { return }
                withAnimation(.linear(duration: 0.25)) {
                    self.progress = min(self.progress + 0.125, 1)
                }
            }
    }
}

/// A progress bar filling with its download.
struct DownloadBar: View {
    @StateObject private var download = DownloadModel()

    var body: some View {
        ZStack(alignment: .leading) {
            Capsule()
                .fill(Color.gray.opacity(0.3))
            Capsule()
                .fill(Color.blue)
                .frame(width: 200 * download.progress)
        }
        .frame(width: 200, height: 12)
        .onAppear { download.start() }
    }
}

@Observable
final class CardModel {
    var isExpanded = false
}

/// A card that grows when tapped.
struct ExpandingCard: View {
    @State private var card = CardModel()

    var body: some View {
        CardFace(card: card)
            .frame(width: 200, height: 40, alignment: .leading)
    }
}

struct CardFace: View {
    @Bindable var card: CardModel

    var body: some View {
        RoundedRectangle(cornerRadius: 8)
            .fill(Color.orange)
            .frame(width: card.isExpanded ? 180 : 60, height: 40)
            .accessibilityIdentifier("card")
            .onTapGesture {
                withAnimation(.linear(duration: 1)) {
                    card.isExpanded.toggle()
                }
            }
    }
}

/// Playback state shared through the environment.
final class Playback: ObservableObject {
    @Published var isPlaying = false
}

struct PlayerScreen: View {
    @StateObject private var playback = Playback()

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            PlayButton()
            PlayedBar()
        }
        .frame(width: 200, height: 40, alignment: .topLeading)
        .environmentObject(playback)
    }
}

struct PlayButton: View {
    @EnvironmentObject var playback: Playback

    var body: some View {
        Rectangle()
            .fill(playback.isPlaying ? Color.green : Color.red)
            .frame(width: 20, height: 20)
            .accessibilityIdentifier("play")
            .onTapGesture {
                withAnimation(.linear(duration: 1)) {
                    playback.isPlaying.toggle()
                }
            }
    }
}

struct PlayedBar: View {
    @EnvironmentObject var playback: Playback

    var body: some View {
        Rectangle()
            .fill(Color.blue)
            .frame(width: playback.isPlaying ? 200 : 0, height: 20)
    }
}

@Observable
final class Score {
    var points = 0
}

/// Points counted by a timer; one bar shows them at once, the other
/// follows each change with an animation started from onChange.
struct ScoreBoard: View {
    @State private var score = Score()

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ScoreBar()
            ScoreTrail()
        }
        .frame(width: 200, height: 20, alignment: .topLeading)
        .environment(score)
        .onAppear {
            Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { timer in
                score.points += 1
                if score.points == 3 { timer.invalidate() }
            }
        }
    }
}

struct ScoreBar: View {
    @Environment(Score.self) private var score

    var body: some View {
        Rectangle()
            .fill(Color.black)
            .frame(width: CGFloat(score.points) * 40, height: 10)
    }
}

struct ScoreTrail: View {
    @Environment(Score.self) private var score
    @State private var trail: CGFloat = 0

    var body: some View {
        Rectangle()
            .fill(Color.purple)
            .frame(width: trail, height: 10)
            .onChange(of: score.points) { oldValue, newValue in
                withAnimation(.linear(duration: 0.5)) {
                    trail = CGFloat(newValue) * 40
                }
            }
    }
}
