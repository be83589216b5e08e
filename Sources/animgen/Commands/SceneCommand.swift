import AnimGen
import Frames
import Scenes

/// `animgen NAME -o OUT`: a built-in scene, with every option and output of
/// `animgen fireworks` (which keeps its own command).
enum SceneCommand {
    /// One command per built-in scene other than fireworks, in list order
    /// (every embedded timeline parsed: for `--help`).
    static var specs: [CommandSpec] { BuiltInScenes.all.filter { $0.name != FireworksCommand.spec.name }.map(spec(for:)) }

    /// The names of ``specs``, without parsing any timeline.
    static var names: [String] { BuiltInScenes.names.filter { $0 != FireworksCommand.spec.name } }

    /// The command of the built-in scene `name` (not fireworks), parsing only that scene.
    static func spec(named name: String) -> CommandSpec? {
        guard name != FireworksCommand.spec.name, let scene = BuiltInScenes.named(name) else { return nil }
        return spec(for: scene)
    }

    static func spec(for scene: any AnimationScene) -> CommandSpec {
        let d = scene.defaultSettings
        return CommandSpec(
            name: scene.name,
            summary: scene.summary,
            synopsis: "[options] [-o FILE]",
            options: RenderOptions.specs(defaults: d),
            details: RenderOptions.details + """


                Built in: \(d.width)x\(d.height), \(d.frameCount) frames at \(Int(d.frameRate.framesPerSecond.rounded())) fps by default;
                --size scales the whole picture uniformly and centres it (--fit
                cover fills the frame, cropping; --fit stretch distorts). The same
                scene ships as timelines/\(scene.name).json5 (animgen render renders it alike).

                Examples:
                  animgen \(scene.name) -o out/\(scene.name).mp4
                  animgen \(scene.name) --size \(d.width / 2)x\(d.height / 2) -o out/\(scene.name).gif
                  animgen \(scene.name) --time 1.5 -o out/\(scene.name).png
                """,
            run: { context in
                let request = try RenderOptions.request(from: context.arguments, defaults: scene.defaultSettings, name: scene.name)
                try RenderRun.perform(request, context: context) { request, progress, cancellation in
                    try renderScene(scene, request, progress: progress, cancellation: cancellation)
                }
            }
        )
    }
}
