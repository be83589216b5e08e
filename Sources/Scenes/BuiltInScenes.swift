import Frames

/// The scenes `animgen` knows by name (`animgen list`, `animgen NAME`).
public enum BuiltInScenes {
    /// Every built-in scene, in the order `animgen list` shows them:
    /// fireworks, then the timeline files shipped inside the binary. Parsing
    /// every embedded timeline takes about 63 M instructions, so a command
    /// that needs one scene asks ``named(_:)`` instead.
    public static var all: [any AnimationScene] { [FireworksScene()] + BuiltInTimelineScenes.all.map { $0 as any AnimationScene } }

    /// The names of ``all``, in the same order, without parsing any timeline.
    public static var names: [String] { [FireworksScene.name] + BuiltInTimelineScenes.names }

    /// The built-in scene called `name`, if any; parses only that one.
    public static func named(_ name: String) -> (any AnimationScene)? {
        name == FireworksScene.name ? FireworksScene() : BuiltInTimelineScenes.scene(named: name)
    }
}
