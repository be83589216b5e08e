// `swift package --allow-writing-to-package-directory render-previews [options]`:
// `animgen previews` on the package the command runs in, from inside
// SwiftPM (as swift-docc-plugin does for documentation). Options after the
// verb go to `animgen previews` (e.g. --seconds 2, --verify goldens);
// pictures go to <package>/previews unless -o says otherwise.
import Foundation
import PackagePlugin

@main
struct RenderPreviews: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "animgen")
        // animgen's own package (its sources build the previews): the dependency providing this plugin.
        let animgen = context.package.dependencies.map(\.package).first { $0.products.contains { $0.name == "SwiftUIPreviews" } }
            ?? (context.package.products.contains { $0.name == "SwiftUIPreviews" } ? context.package : nil)
        var extractor = ArgumentExtractor(arguments)
        let targets = extractor.extractOption(named: "target")
        let root = context.package.directoryURL.path
        var paths = targets.isEmpty ? [root] : targets.map { "\(root)/Sources/\($0)" }
        if targets.isEmpty, extractor.remainingArguments.contains(where: { !$0.hasPrefix("-") && $0.hasSuffix(".swift") }) { paths = [] }
        var command = ["previews"] + paths + extractor.remainingArguments
        if !command.contains("-o") && !command.contains("--output") && !command.contains("--record") && !command.contains("--verify") {
            command += ["-o", "\(root)/previews"]
        }
        if let animgen { command += ["--animgen", animgen.directoryURL.path] }
        let process = Process()
        process.executableURL = tool.url
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
