import AnimGen
import TimelineFile

/// `animgen schema`: the timeline format's JSON Schema, for editors.
enum SchemaCommand {
    static let spec = CommandSpec(
        name: "schema",
        summary: "Print the JSON Schema (draft 2020-12) of timeline files",
        synopsis: "",
        details: """
            Save it and point your editor at it, e.g. animgen schema > timeline.schema.json
            and "$schema": "timeline.schema.json" at the top of a timeline file.
            """,
        run: { context in context.console.print(TimelineSchema.json) }
    )
}
