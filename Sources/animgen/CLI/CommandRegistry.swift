/// Every subcommand `animgen` knows, in the order `animgen --help` lists them.
///
/// To add a command (`render`, `check`, `list`, `verify`, `sheet`, `curves`,
/// `schema`, …): write `Commands/<Name>Command.swift` with a
/// `static let spec: CommandSpec`, and add it to `commands` below. Built-in
/// scenes (`animgen NAME`) can be appended here as one spec per scene,
/// generated from the scene list.
enum CommandRegistry {
    static let version = "0.1.0"

    /// The commands other than the built-in scenes'.
    static let fixed: [CommandSpec] = [
        FireworksCommand.spec,
        ListCommand.spec,
        RenderCommand.spec,
        CheckCommand.spec,
        SchemaCommand.spec,
        VerifyCommand.spec,
        SheetCommand.spec,
        CurvesCommand.spec,
        PreviewCommand.spec,
        PreviewsCommand.spec,
        ConcatCommand.spec,
        CommandSpec(name: "bench", summary: "Time the rasterizer on the benchmark scenes", synopsis: "[options]", parsing: .passthrough, run: { try BenchCommand.run($0.arguments.raw) }),
    ]

    /// Every command, the built-in scenes' last (each scene parsed: for `--help`).
    static var commands: [CommandSpec] { fixed + SceneCommand.specs }

    /// The command `name`; a built-in scene's is made for that scene alone,
    /// so a render does not parse every embedded timeline (63 M instructions).
    static func command(named name: String) -> CommandSpec? {
        fixed.first { $0.name == name } ?? SceneCommand.spec(named: name)
    }

    static var names: [String] { fixed.map(\.name) + SceneCommand.names }
}
