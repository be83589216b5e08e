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
            let request = try RenderOptions.request(from: context.arguments, oddSizePolicy: oddSizePolicy)
            try RenderRun.perform(request, context: context, renderer: renderFireworks)
        }
    )

    /// How `.mp4` treats odd sizes: refused, as the media layer refuses them
    /// (yuv420p; see FrameEncoder.swift).
    static let oddSizePolicy = OddVideoSizePolicy.reject
}
