// `animgen previews PATH…`: every `#Preview` and `PreviewProvider` in a
// SwiftUI package rendered to PNG/GIF/MP4 with an index.html gallery, or
// recorded as / checked against golden PNGs. How: docs/previews.md.
import AnimGen
import Foundation
import SwiftUIPreviews
import Timeline
import Verification

enum PreviewsCommand {
    static let spec = CommandSpec(
        name: "previews",
        summary: "Render every SwiftUI #Preview and PreviewProvider of a package to PNG, GIF or MP4",
        synopsis: "PATH... [-o DIR] [--seconds S] [--record DIR | --verify DIR] [options]",
        positionals: [PositionalSpec(name: "PATH...", help: "a package folder, a folder of Swift files, or .swift files")],
        options: [
            OptionSpec(.output, short: "o", .value(placeholder: "DIR"), help: "where the pictures and index.html go (default: previews; with --verify, only if given)"),
            OptionSpec(.seconds, .value(placeholder: "S"), help: "render S seconds of each preview as a GIF (or --format mp4) instead of a still PNG"),
            OptionSpec(.format, .value(placeholder: "png|gif|mp4"), help: "picture format (default: png, or gif with --seconds)"),
            OptionSpec(.fps, .value(placeholder: "N"), help: "frames per second of a GIF/MP4 (default 30)"),
            OptionSpec(.time, .value(placeholder: "T"), help: "time of a still, in seconds after the preview appears (default 0)"),
            OptionSpec(.scale, .value(placeholder: "N"), help: "pixels per point (default 2)"),
            OptionSpec(.size, .value(placeholder: "WxH"), help: "the device canvas in points (default 390x844); a sizeThatFits view is offered it"),
            OptionSpec(.colorScheme, .value(placeholder: "light|dark|both"), help: "render in light, dark or both (default light)"),
            OptionSpec(.only, .value(placeholder: "NAME"), help: "only previews of this file (without .swift) or name; repeatable", repeatable: true),
            OptionSpec(.list, .flag, help: "list the previews found and exit"),
            OptionSpec(.record, .value(placeholder: "DIR"), help: "write each preview's still PNG into DIR as the new golden"),
            OptionSpec(.verify, .value(placeholder: "DIR"), help: "compare each preview's still PNG with DIR's golden; exit 1 on a difference"),
            OptionSpec(.artifacts, .value(placeholder: "DIR"), help: "with --verify: where failure pictures go (default out/verify/<golden folder>, never the golden folder)"),
        ] + ToleranceOptions.specs + [
            OptionSpec(.buildFolder, .value(placeholder: "DIR"), help: "the cached build (default: PACKAGE/.build/animgen-previews)"),
            OptionSpec(.animgen, .value(placeholder: "DIR"), help: "animgen's package folder (default: the clone this animgen was built in, or $ANIMGEN_PACKAGE)"),
            OptionSpec(.release, .flag, help: "link animgen's release build and compile the previews optimised (faster rendering of long GIFs)"),
            OptionSpec(.quiet, short: "q", .flag, help: "print nothing but errors"),
        ],
        details: """
            Files compile unchanged: `import SwiftUI` is animgen's SwiftUI module.
            Only your files are compiled: they link animgen's own built library
            (libSwiftUIPreviews.so beside the animgen program), so a first run
            takes seconds plus your code's compile; later runs rebuild what changed.

            Pictures: DIR/<File>/<Name>.png (or .gif/.mp4); unnamed previews are
            Preview, Preview-2, …; with --color-scheme both, names end -light/-dark.
            Layouts: .sizeThatFitsLayout fits the view, .fixedLayout(width:height:)
            its size, the default a device canvas (--size, landscape turned).

            Goldens: --record DIR writes still PNGs; --verify DIR renders them again
            and compares (exact, or within --max-diff/--max-differing/--min-psnr),
            writing a failing preview's <Name>.actual.png and <Name>.diff.png to
            --artifacts DIR (default out/verify/ followed by the golden folder's
            path, as `animgen verify`), never into the golden folder.

            Examples:
              animgen previews .                          # every preview of the package, PNG
              animgen previews Sources/Shop --seconds 2   # GIFs: onAppear and repeatForever play
              animgen previews . --color-scheme both --scale 3
              animgen previews . --record goldens/previews
              animgen previews . --verify goldens/previews --max-diff 1
            More: docs/previews.md
            """,
        run: { context in try run(context) }
    )

    /// The options as a request to the previews program.
    static func request(_ arguments: ParsedArguments, output: String) throws -> PreviewRequest {
        var request = PreviewRequest(outputFolder: output)
        if arguments.value(.seconds) != nil { request.format = "gif" }
        if let format = arguments.value(.format) {
            guard ["png", "gif", "mp4"].contains(format) else {
                throw CLIError.usage("unknown format", at: "--format \(format)", fix: "use png, gif or mp4")
            }
            request.format = format
        }
        try readTiming(arguments, into: &request)
        if let text = arguments.value(.size) {
            let size = try PixelSize.parse(text)
            (request.deviceWidth, request.deviceHeight) = (Double(size.width), Double(size.height))
        }
        switch arguments.value(.colorScheme) ?? "light" {
        case "light": request.colorSchemes = ["light"]
        case "dark": request.colorSchemes = ["dark"]
        case "both": request.colorSchemes = ["light", "dark"]
        case let other: throw CLIError.usage("unknown colour scheme", at: "--color-scheme \(other)", fix: "use light, dark or both")
        }
        request.only = arguments.allValues(.only)
        return request
    }

    static func run(_ context: CommandContext) throws {
        let arguments = context.arguments
        let quiet = arguments.has(.quiet)
        if arguments.value(.record) != nil, arguments.value(.verify) != nil {
            throw CLIError.usage("--record and --verify cannot be used together", fix: "record once, then verify")
        }
        let tolerance = try VerifyCommand.parseTolerance(arguments)
        let project = try PreviewsProject(paths: arguments.positionals)
        let animgen = try PreviewsBuild.animgenPackage(option: arguments.value(.animgen))
        let buildFolder = try buildFolder(arguments.value(.buildFolder), project: project)
        let golden = arguments.value(.record) ?? arguments.value(.verify)
        var request = try request(arguments, output: PreviewsProject.absolute(arguments.value(.output) ?? "previews"))
        if golden != nil {
            if request.format != "png" {
                throw CLIError.usage("goldens are still PNGs", at: "--seconds/--format", fix: "drop --seconds (use --time T to pick the moment)")
            }
        }
        let started = Date()
        let release = arguments.has(.release)
        let kit = try PreviewsKit.prepare(package: animgen, release: release ? true : nil, console: quiet ? Console.silent : context.console)
        let (count, notes) = try project.generate(in: buildFolder, kit: kit)
        if !quiet { for note in notes { context.console.printErrorLine(note) } }
        if count == 0 {
            throw CLIError.usage("no #Preview or PreviewProvider found", at: arguments.positionals.joined(separator: " "),
                                 fix: "add `#Preview { MyView() }` to a file (after `import SwiftUI`)")
        }
        if !quiet { context.console.printErrorLine("found \(count) preview\(count == 1 ? "" : "s") in \(project.modules.count) module\(project.modules.count == 1 ? "" : "s"); building in \(buildFolder)") }
        try PreviewsBuild.build(folder: buildFolder, kit: kit, release: release, console: quiet ? Console.silent : context.console)
        let built = Date()
        if !quiet { context.console.printErrorLine(String(format: "built in %.1f s", built.timeIntervalSince(started))) }
        let program = "\(buildFolder)/.build/\(release ? "release" : "debug")/AnimGenPreviewsRunner"
        if arguments.has(.list) {
            try PreviewsBuild.run([program, "--list"]) { context.console.print($0 + "\n") }
            return
        }
        let verifying = arguments.value(.verify) != nil
        // Pictures and a gallery: without goldens, or with --verify and -o (files and the check in one run).
        let gallery = golden == nil || (verifying && arguments.value(.output) != nil)
        if let golden, !gallery {
            request.outputFolder = verifying ? "\(buildFolder)/verify" : PreviewsProject.absolute(golden)
            if verifying { try? FileManager.default.removeItem(atPath: request.outputFolder) }
        }
        let results = try render(request, program: program, buildFolder: buildFolder, context: context, quiet: quiet)
        if !quiet { context.console.printErrorLine(String(format: "rendered %d picture%@ in %.1f s", results.count, results.count == 1 ? "" : "s", Date().timeIntervalSince(built))) }
        let failures = results.filter { $0.error != nil }
        if gallery {
            try PreviewGallery.write(results, to: request.outputFolder, title: project.packageRoot.map { ($0 as NSString).lastPathComponent } ?? "Previews")
            if !quiet { context.console.printErrorLine("gallery: \(request.outputFolder)/index.html") }
        }
        if verifying, let golden {
            let artifacts = arguments.value(.artifacts).map(PreviewsProject.absolute)
                ?? GoldenCheck.defaultArtifactsDirectory(for: GoldenStore(path: PreviewsProject.absolute(golden))).path
            try PreviewGoldens.verify(results.filter { $0.error == nil }, actualFolder: request.outputFolder,
                                      goldenFolder: PreviewsProject.absolute(golden), artifactsFolder: artifacts,
                                      tolerance: tolerance, console: context.console, quiet: quiet)
        } else if let golden, !quiet {
            context.console.printErrorLine("recorded \(results.count - failures.count) golden\(results.count - failures.count == 1 ? "" : "s") in \(golden)")
        }
        if !failures.isEmpty {
            throw CLIError.runtime("\(failures.count) preview\(failures.count == 1 ? "" : "s") could not be rendered (above)")
        }
    }

    /// Where the generated package is built: the option, else inside the user's package's .build, else the user's cache.
    static func buildFolder(_ option: String?, project: PreviewsProject) throws -> String {
        if let option { return PreviewsProject.absolute(option) }
        if let root = project.packageRoot { return root + "/.build/animgen-previews" }
        let home = ProcessInfo.processInfo.environment["XDG_CACHE_HOME"] ?? (NSHomeDirectory() + "/.cache")
        let key = project.modules.map(\.folder).joined(separator: "|")
        var hash: UInt64 = 0xcbf29ce484222325
        for byte in key.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100000001b3 }
        return "\(home)/animgen/previews/\(String(hash, radix: 16))"
    }

    /// Runs the previews program with `request`; prints each picture as it is written and each failure at its file:line.
    static func render(_ request: PreviewRequest, program: String, buildFolder: String, context: CommandContext,
                       quiet: Bool) throws -> [RenderedPreview] {
        let requestPath = "\(buildFolder)/request.json"
        try JSONEncoder().encode(request).write(to: URL(fileURLWithPath: requestPath), options: .atomic)
        var results: [RenderedPreview] = []
        var other: [String] = []
        let status = try PreviewsBuild.run([program, requestPath]) { line in
            guard line.hasPrefix("{"), let result = try? JSONDecoder().decode(RenderedPreview.self, from: Data(line.utf8)) else {
                other.append(line); return
            }
            results.append(result)
            if let error = result.error {
                context.console.printErrorLine("\(result.file):\(result.line): error: preview \"\(result.name)\" (\(result.colorScheme)) could not be rendered: \(error)")
            } else if !quiet {
                context.console.printErrorLine("  \(result.file):\(result.line) \(result.name) → \(result.path) (\(result.width)×\(result.height))")
            }
        }
        for line in other where !line.isEmpty { context.console.printErrorLine(line) }
        if status != 0, results.allSatisfy({ $0.error == nil }) {
            throw CLIError.runtime("the previews program stopped (exit status \(status)) before rendering every preview",
                                   at: results.last.map { "after \($0.file):\($0.line)" }, fix: "the lines above say why; a crash in a view's body shows there")
        }
        return results
    }
}

extension PreviewsCommand {
    /// The options `animgen render FILE.swift --view EXPR` adds to `render`.
    static let viewSpecs = [
        OptionSpec(.view, .value(placeholder: "EXPR"), help: "with a .swift FILE: the view to render, e.g. 'Spinner()' (see below)"),
        OptionSpec(.buildFolder, .value(placeholder: "DIR"), help: "with --view: the cached build (default: PACKAGE/.build/animgen-previews)"),
        OptionSpec(.animgen, .value(placeholder: "DIR"), help: "with --view: animgen's package folder (default: this animgen's clone or $ANIMGEN_PACKAGE)"),
    ]

    /// `animgen render FILE.swift --view EXPR -o OUT`: one view expression, built with FILE's module.
    static func renderView(_ context: CommandContext) throws {
        let arguments = context.arguments
        let file = arguments.positionals[0]
        guard file.hasSuffix(".swift") else {
            throw CLIError.usage("--view goes with a Swift file", at: file, fix: "write animgen render Sources/X/MyView.swift --view 'MyView()' -o out.gif")
        }
        guard let expression = arguments.value(.view), !expression.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw CLIError.usage("a Swift file needs --view EXPR: the view to render", at: file, fix: "add e.g. --view 'MyView()'")
        }
        guard let output = arguments.value(.output) else {
            throw CLIError.usage("missing -o FILE", fix: "add e.g. -o out/view.gif (.png, .gif or .mp4)")
        }
        let ext = (output as NSString).pathExtension.lowercased()
        guard ["png", "gif", "mp4"].contains(ext) else {
            throw CLIError.usage("a view renders to .png, .gif or .mp4", at: "-o \(output)", fix: "use e.g. -o out/view.gif")
        }
        let quiet = arguments.has(.quiet)
        var project = try PreviewsProject(paths: [file])
        project.selectedFiles = []
        let animgen = try PreviewsBuild.animgenPackage(option: arguments.value(.animgen))
        let buildFolder = try buildFolder(arguments.value(.buildFolder), project: project)
        var request = PreviewRequest(outputFolder: "\(buildFolder)/view")
        request.format = ext
        try readTiming(arguments, into: &request)
        var trait = ".sizeThatFitsLayout"
        if let text = arguments.value(.size) {
            let size = try PixelSize.parse(text)
            trait = ".fixedLayout(width: \(size.width), height: \(size.height))"
        }
        let module = project.modules.first { file.hasPrefix($0.folder) || PreviewsProject.absolute(file).hasPrefix($0.folder + "/") }?.name ?? project.modules[0].name
        let code = """
            all.append(PreviewRegistration(file: \(PreviewsProject.literal(project.displayPath(PreviewsProject.absolute(file)))), line: 1, settings: .preview("view", traits: \(trait)), makeView: {
            #sourceLocation(file: "--view", line: 1)
            \(expression)
            #sourceLocation()
            }))
            """
        let console = quiet ? Console.silent : context.console
        let kit = try PreviewsKit.prepare(package: animgen, release: nil, console: console)
        _ = try project.generate(in: buildFolder, kit: kit, extraPreview: (module, code))
        try PreviewsBuild.build(folder: buildFolder, kit: kit, release: false, console: console)
        try? FileManager.default.removeItem(atPath: request.outputFolder)
        let results = try render(request, program: "\(buildFolder)/.build/debug/AnimGenPreviewsRunner", buildFolder: buildFolder,
                                 context: context, quiet: true)
        guard let result = results.first, result.error == nil else {
            throw CLIError.runtime("the view could not be rendered: \(results.first?.error ?? "no picture was made")", at: "--view \(expression)")
        }
        let destination = PreviewsProject.absolute(output)
        try FileManager.default.createDirectory(atPath: (destination as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        _ = try? FileManager.default.removeItem(atPath: destination)
        try FileManager.default.moveItem(atPath: "\(request.outputFolder)/\(result.path)", toPath: destination)
        if !quiet { context.console.printErrorLine("wrote \(output) (\(result.width)×\(result.height) px)") }
    }
}

extension PreviewsCommand {
    /// Reads `--seconds`, `--fps`, `--time` and `--scale`, which `previews`
    /// and `render FILE.swift --view` share; the still's frame follows the
    /// one time-to-frame rule (`FrameRate.frame(at:)` on the exact time).
    static func readTiming(_ arguments: ParsedArguments, into request: inout PreviewRequest) throws {
        if let text = arguments.value(.seconds) {
            guard let s = Double(text), s.isFinite, s > 0, s <= 600 else {
                throw CLIError.usage("the length must be a number of seconds above 0 and at most 600", at: "--seconds \(text)", fix: "write e.g. --seconds 2")
            }
            request.seconds = s
        }
        if let text = arguments.value(.fps) {
            guard let n = Int(text), (1...240).contains(n) else {
                throw CLIError.usage("frames per second must be a whole number from 1 to 240", at: "--fps \(text)", fix: "write e.g. --fps 30")
            }
            request.framesPerSecond = n
        }
        if let text = arguments.value(.time) {
            guard let time = RationalTime(parsing: text), time <= RationalTime(seconds: Int(RenderLimits.maximumSeconds)) else {
                throw CLIError.usage("the time must be a number of seconds from 0 to \(Int(RenderLimits.maximumSeconds)) (0.5, 0.5s or 1:05.5)", at: "--time \(text)", fix: "write e.g. --time 0.5")
            }
            request.stillFrame = try FrameRate(request.framesPerSecond).frame(at: time)
        }
        if let text = arguments.value(.scale) {
            guard let s = Double(text), s.isFinite, s > 0, s <= 8 else {
                throw CLIError.usage("the scale must be a number of pixels per point above 0 and at most 8", at: "--scale \(text)", fix: "write e.g. --scale 2")
            }
            request.scale = s
        }
    }
}
