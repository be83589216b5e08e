// `swift package --allow-writing-to-package-directory render-previews [options]`:
// `animgen previews` on the package the command runs in, from inside
// SwiftPM (as swift-docc-plugin does for documentation). Options after the
// verb go to `animgen previews` (e.g. --seconds 2, --verify goldens);
// pictures go to <package>/previews unless -o says otherwise (with --verify
// too: the files and the golden check in one run).
//
// The plugin asks SwiftPM to build the `animgen` program and the
// `SwiftUIPreviews` shared library in the package's own build folder, and
// does not declare `animgen` as a tool dependency: SwiftPM builds a tool
// dependency's whole module graph a second time for the host ("-tool"
// targets), in every `swift build` of animgen as well, and the previews
// build links the library those same objects make.
import Foundation
import PackagePlugin

@main
struct RenderPreviews: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targets = extractor.extractOption(named: "target")
        let release = extractor.extractFlag(named: "release") > 0
        var parameters = PackageManager.BuildParameters(configuration: release ? .release : .debug)
        parameters.logging = .concise
        var program: URL?
        for product in ["SwiftUIPreviews", "animgen"] {
            let result = try packageManager.build(.product(product), parameters: parameters)
            guard result.succeeded else {
                Diagnostics.error("building animgen's \(product) failed:\n\(result.logText)")
                throw ExitCode(1)
            }
            if product == "animgen" { program = result.builtArtifacts.first { $0.kind == .executable }?.url }
        }
        guard let program else {
            Diagnostics.error("SwiftPM built animgen but reported no program")
            throw ExitCode(1)
        }
        // animgen's own package (the dependency providing this plugin): its build holds the library and modules.
        let animgen = context.package.dependencies.map(\.package).first { $0.products.contains { $0.name == "SwiftUIPreviews" } }
            ?? (context.package.products.contains { $0.name == "SwiftUIPreviews" } ? context.package : nil)
        let root = context.package.directoryURL.path
        var paths = targets.isEmpty ? [root] : targets.map { "\(root)/Sources/\($0)" }
        if targets.isEmpty, extractor.remainingArguments.contains(where: { !$0.hasPrefix("-") && $0.hasSuffix(".swift") }) { paths = [] }
        var command = ["previews"] + paths + extractor.remainingArguments
        if release { command.append("--release") }
        if !command.contains("-o") && !command.contains("--output") && !command.contains("--record") {
            command += ["-o", "\(root)/previews"]
        }
        if let animgen { command += ["--animgen", animgen.directoryURL.path] }
        let process = Process()
        process.executableURL = program
        process.arguments = command
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            Diagnostics.error("animgen previews failed (exit status \(process.terminationStatus)); its messages are above")
            throw ExitCode(process.terminationStatus)
        }
    }
}

/// The exit status to leave with.
struct ExitCode: Error { var status: Int32; init(_ status: Int32) { self.status = status } }
