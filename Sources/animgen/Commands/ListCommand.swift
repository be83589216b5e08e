import AnimGen
import Scenes

/// `animgen list`: every built-in scene with its one-line summary.
enum ListCommand {
    static let spec = CommandSpec(
        name: "list",
        summary: "List the built-in scenes (animgen NAME -o OUT renders one)",
        synopsis: "",
        run: { context in context.console.print(text()) }
    )

    /// One line per scene: the name padded to a column, then its summary.
    static func text() -> String {
        let scenes = BuiltInScenes.all
        let width = scenes.map(\.name.count).max() ?? 0
        return scenes.map { scene in
            scene.name + String(repeating: " ", count: width - scene.name.count + 2) + scene.summary + "\n"
        }.joined()
    }
}
