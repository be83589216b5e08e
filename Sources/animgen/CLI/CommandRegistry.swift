/// Every subcommand `animgen` knows, in the order `animgen --help` lists them.
///
/// To add a command (`render`, `check`, `list`, `verify`, `sheet`, `curves`,
/// `schema`, …): write `Commands/<Name>Command.swift` with a
/// `static let spec: CommandSpec`, and add it to `commands` below. Built-in
/// scenes (`animgen NAME`) can be appended here as one spec per scene,
/// generated from the scene list.
enum CommandRegistry {
    static let version = "0.1.0"

    static let commands: [CommandSpec] = [
        FireworksCommand.spec,
        ListCommand.spec,
        RenderCommand.spec,
        CheckCommand.spec,
        SchemaCommand.spec,
        VerifyCommand.spec,
        SheetCommand.spec,
        CurvesCommand.spec,
        PreviewCommand.spec,
        ConcatCommand.spec,
        CommandSpec(name: "bench", summary: "Time the rasterizer on the benchmark scenes", synopsis: "[options]", parsing: .passthrough, run: { try BenchCommand.run($0.arguments.raw) }),
    ] + SceneCommand.specs

    static func command(named name: String) -> CommandSpec? {
        commands.first { $0.name == name }
    }

    static var names: [String] { commands.map(\.name) }
}
