/// `animgen fireworks`: the headline effect video.
enum FireworksCommand {
    static let spec = CommandSpec(
        name: "fireworks",
        summary: "Render a fireworks show (seeded bursts, glowing particles) to video or PNG",
        synopsis: "[options] -o FILE",
        options: RenderOptions.specs,
        details: RenderOptions.details + """


            Examples:
              animgen fireworks -o out/fx.mp4
              animgen fireworks --seconds 10 --fps 30 --size 1920x1080 --seed 7 -o out/fx.mp4
              animgen fireworks --size 480x270 -o out/fx.gif
              animgen fireworks --frame 120 -o out/frame.png
              animgen fireworks -o out/seq/%04d.png
            """,
        run: { context in
            if let fit = context.arguments.value("fit") {
                throw CLIError.usage("the fireworks fill a frame of any size, so there is nothing to fit", at: "--fit \(fit)",
                                     fix: "drop --fit (it applies to timeline files and built-in scenes with a canvas of their own)")
            }
            let request = try RenderOptions.request(from: context.arguments)
            try RenderRun.perform(request, context: context, renderer: renderFireworks)
        }
    )
}
