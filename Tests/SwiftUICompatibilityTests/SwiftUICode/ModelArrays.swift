// Lists of models, as apps keep them: an array of @Observable items in
// @State read by a ForEach, and rows observing ObservableObjects handed
// down from an array. Only `import SwiftUI` became `import AnimGen`.
import AnimGen

@Observable
final class UploadItem: Identifiable {
    let id: Int
    var progress = 0.0

    init(id: Int) {
        self.id = id
    }
}

/// Three uploads; every half second each advances by a quarter times its number.
struct UploadList: View {
    @State private var items = (1...3).map { UploadItem(id: $0) }

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            ForEach(items) { item in
                Capsule()
                    .fill(Color.blue)
                    .frame(width: 100 * item.progress, height: 10)
            }
        }
        .frame(width: 100, height: 50, alignment: .topLeading)
        .onAppear {
            Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { _ in
                for item in items {
                    item.progress = min(1, item.progress + 0.25 * Double(item.id))
                }
            }
        }
    }
}

final class Track: ObservableObject, Identifiable {
    let id: Int
    @Published var level = 0.0

    init(id: Int) {
        self.id = id
    }
}

/// One meter, observing its track.
struct TrackMeter: View {
    @ObservedObject var track: Track

    var body: some View {
        Rectangle()
            .fill(Color.green)
            .frame(width: 10, height: 50 * track.level)
            .frame(height: 50, alignment: .bottom)
    }
}

/// Two meters whose levels rise at different times.
struct MixerView: View {
    @State private var tracks = [Track(id: 0), Track(id: 1)]

    var body: some View {
        HStack(spacing: 10) {
            ForEach(tracks) { track in
                TrackMeter(track: track)
            }
        }
        .frame(width: 30, height: 50, alignment: .leading)
        .onAppear {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                tracks[0].level = 0.5
            }
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
                tracks[1].level = 1
            }
        }
    }
}
