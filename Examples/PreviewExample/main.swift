// A user's own executable previewing a view-based scene written in Swift:
//
//     swift run preview-example      (then open the printed URL)
//
// It imports only what a user would: AnimGen for the drawing and views,
// Preview for the server.
import AnimGen
import Preview

struct ProgressCard: View {
    var progress: Double
    var body: some View {
        VStack(spacing: 24) {
            ZStack {
                Circle().stroke(Color.white.opacity(0.15), lineWidth: 28)
                Circle()
                    .trim(from: 0, to: progress)
                    .stroke(Color.orange, style: StrokeStyle(lineWidth: 28, lineCap: .round))
                    .rotationEffect(.degrees(-90))
            }
            .frame(width: 320, height: 320)
            Text("Uploading")
                .font(.system(size: 48, weight: .bold))
                .foregroundStyle(Color.white)
        }
        .padding(48)
        .background(RoundedRectangle(cornerRadius: 40).fill(Color(red: 0.16, green: 0.18, blue: 0.26)))
    }
}

let animation = ViewAnimation(ProgressCard(progress: 0.1), width: 1280, height: 720,
                              background: Color(red: 0.08, green: 0.09, blue: 0.13))
    .at(0.5, animation: .spring(duration: 1.2, bounce: 0.3)) { $0.progress = 0.8 }
    .at(2.5, animation: .easeInOut(duration: 1)) { $0.progress = 1 }
let scene = ViewScene(name: "progress-card", summary: "A progress ring in a card, on springs", animation: animation,
                      defaultSettings: SceneSettings(width: 1280, height: 720, frameRate: .fps60, duration: 4))
try Preview(scene: scene).serve()
