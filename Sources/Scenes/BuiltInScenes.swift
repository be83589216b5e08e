import Frames

/// The scenes `animgen` knows by name (`animgen list`, `animgen NAME`).
public enum BuiltInScenes {
    /// Every built-in scene, in the order `animgen list` shows them:
    /// fireworks, then the timeline files shipped inside the binary.
    public static let all: [any Scene] = [FireworksScene()] + BuiltInTimelineScenes.all.map { $0 as any Scene }

    /// The built-in scene called `name`, if any.
    public static func named(_ name: String) -> (any Scene)? {
        all.first { $0.name == name }
    }
}
