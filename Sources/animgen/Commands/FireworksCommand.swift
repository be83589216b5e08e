/// `animgen fireworks`: the headline effect video.
enum FireworksCommand {
    static let spec = CommandSpec(
        name: "fireworks",
        summary: "Render a fireworks show (seeded bursts, glowing particles) to video or PNG",
        synopsis: "[options] [-o FILE]",
        // The fireworks fill a frame of any size: there is no canvas to --fit.
        options: RenderOptions.specs.map { spec in
            guard spec.name == "fit" else { return spec }
            var fit = spec
            fit.help = "accepted for every render command; the fireworks fill a frame of any size, so it changes nothing"
            return fit
        },
        details: RenderOptions.details + """


            Examples:
              animgen fireworks -o out/fx.mp4
              animgen fireworks --seconds 10 --fps 30 --size 1920x1080 --seed 7 -o out/fx.mp4
              animgen fireworks --size 480x270 -o out/fx.gif
              animgen fireworks --frame 120 -o out/frame.png
              animgen fireworks --frames 30-90 -o out/clip.mp4
              animgen fireworks --time-range 2s-4.5s -o out/clip.gif
              animgen fireworks -o out/seq/%04d.png
            """,
        run: { context in
            var request = try RenderOptions.request(from: context.arguments, name: "fireworks")
            if request.fit != nil {
                request.notes.append("the fireworks fill a frame of any size: --fit changes nothing")
                request.fit = nil
            }
            try RenderRun.perform(request, context: context, renderer: renderFireworks)
        }
    )
}
