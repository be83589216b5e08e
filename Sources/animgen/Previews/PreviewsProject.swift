// From the paths a user gives `animgen previews` to a package animgen can
// build: each module's sources copied (rewritten, line for line, behind a
// `#sourceLocation` naming the user's file), a registry of its previews, and
// a small program that renders them, compiled against animgen's built
// library (`PreviewsKit`) rather than its sources.
import Foundation

/// A module of the user's code: a folder of Swift files built as one target.
struct UserModule {
    /// Target name (the folder's name).
    var name: String
    /// The folder.
    var folder: String
    /// Every `.swift` file in it, absolute, sorted.
    var files: [String]
    /// Its resources as the package declares them (`.process`/`.copy`, path relative to the folder),
    /// asset catalogs included, so `Bundle.module` finds them in the previews build too.
    var resources: [(rule: String, path: String)] = []
}

/// The user's code as `animgen previews` sees it, and the package generated from it.
struct PreviewsProject {
    /// The package root the paths are in (if any): names files relative to it and holds the build folder.
    var packageRoot: String?
    var modules: [UserModule] = []
    /// When files were named, only their previews are rendered.
    var selectedFiles: Set<String>?
    /// Swift language mode of the user's code (5 or 6), read from its Package.swift.
    var languageMode = 6

    /// Finds the modules in `paths`: a package (its `Sources/*` folders), a folder, or files (their folders).
    init(paths: [String]) throws {
        let fm = FileManager.default
        var folders: [String] = []
        var files: Set<String> = []
        for raw in paths {
            let path = PreviewsProject.absolute(raw)
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw CLIError.usage("no such file or folder", at: raw, fix: "give a package folder, a folder of Swift files or .swift files")
            }
            if isDirectory.boolValue {
                if fm.fileExists(atPath: path + "/Package.swift") {
                    packageRoot = packageRoot ?? path
                    let sources = path + "/Sources"
                    let names = ((try? fm.contentsOfDirectory(atPath: sources)) ?? []).sorted()
                    folders += names.map { sources + "/" + $0 }.filter { PreviewsProject.isFolder($0) }
                    if names.isEmpty { throw CLIError.usage("the package has no Sources folder with modules", at: raw) }
                } else {
                    folders.append(path)
                }
            } else {
                guard path.hasSuffix(".swift") else {
                    throw CLIError.usage("not a Swift file", at: raw, fix: "give .swift files, a folder or a package")
                }
                files.insert(path)
                folders.append((path as NSString).deletingLastPathComponent)
            }
        }
        if packageRoot == nil, let first = folders.first { packageRoot = PreviewsProject.enclosingPackage(of: first) }
        selectedFiles = files.isEmpty ? nil : files
        var seen: Set<String> = []
        for folder in folders where seen.insert(folder).inserted {
            let swiftFiles = PreviewsProject.swiftFiles(in: folder)
            guard !swiftFiles.isEmpty else { continue }
            let name = PreviewsProject.targetName((folder as NSString).lastPathComponent)
            if modules.contains(where: { $0.name == name }) {
                throw CLIError.usage("two folders make a module called \(name)", at: folder, fix: "render them in separate runs")
            }
            modules.append(UserModule(name: name, folder: folder, files: swiftFiles))
        }
        if modules.isEmpty {
            throw CLIError.usage("no Swift files found", at: paths.joined(separator: " "), fix: "give a package folder, a folder of Swift files or .swift files")
        }
        let manifest = packageRoot.flatMap { try? String(contentsOfFile: $0 + "/Package.swift", encoding: .utf8) }
        if let manifest { languageMode = PreviewsProject.languageMode(manifest: manifest) }
        for i in modules.indices { modules[i].resources = PreviewsProject.resources(of: modules[i].folder, manifest: manifest ?? "") }
    }

    /// The resources of the module in `folder`: each `.process("…")`/`.copy("…")` path of the manifest that
    /// exists there, and the asset catalogs (`.xcassets`) outside them, which SwiftPM processes undeclared.
    static func resources(of folder: String, manifest: String) -> [(rule: String, path: String)] {
        var result: [(rule: String, path: String)] = []
        let declared = try! NSRegularExpression(pattern: #"\.(process|copy)\(\s*"([^"]+)""#)
        for match in declared.matches(in: manifest, range: NSRange(manifest.startIndex..., in: manifest)) {
            guard let rule = Range(match.range(at: 1), in: manifest), let path = Range(match.range(at: 2), in: manifest) else { continue }
            let relative = String(manifest[path])
            if FileManager.default.fileExists(atPath: folder + "/" + relative), !result.contains(where: { $0.path == relative }) {
                result.append((String(manifest[rule]), relative))
            }
        }
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".xcassets") else { continue }
            enumerator?.skipDescendants()
            if !result.contains(where: { relative == $0.path || relative.hasPrefix($0.path + "/") }) { result.append(("process", relative)) }
        }
        return result
    }

    /// 5 for a package whose tools version is below 6 or which asks for the Swift 5 mode; else 6.
    static func languageMode(manifest: String) -> Int {
        let firstLine = manifest.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? ""
        if let range = firstLine.range(of: #"swift-tools-version:\s*(\d+)"#, options: .regularExpression),
           let major = Int(firstLine[range].filter(\.isNumber).prefix(1)), major < 6 { return 5 }
        if manifest.contains(".v5") || manifest.contains("swiftLanguageMode(.v5)") { return 5 }
        return 6
    }

    static func absolute(_ path: String) -> String {
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(path)
        return url.standardizedFileURL.path
    }

    static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// The nearest folder at or above `folder` holding a Package.swift.
    static func enclosingPackage(of folder: String) -> String? {
        var url = URL(fileURLWithPath: folder)
        while url.path != "/" {
            if FileManager.default.fileExists(atPath: url.path + "/Package.swift") { return url.path }
            url.deleteLastPathComponent()
        }
        return nil
    }

    /// Every `.swift` file under `folder`, skipping hidden folders and `.build`, sorted.
    static func swiftFiles(in folder: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var result: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
            if relative.hasSuffix(".swift") { result.append(folder + "/" + relative) }
        }
        return result.sorted()
    }

    /// A folder name as a Swift module name.
    static func targetName(_ folder: String) -> String {
        let cleaned = String(folder.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        return cleaned.first?.isNumber == true ? "_" + cleaned : cleaned
    }

    /// `path` as the user's package names it (relative to its root), else as given.
    func displayPath(_ path: String) -> String {
        if let root = packageRoot, path.hasPrefix(root + "/") { return String(path.dropFirst(root.count + 1)) }
        return path
    }

    /// Writes the package into `folder` (only files whose text changed, so a warm build
    /// recompiles nothing) and returns how many previews it found, and notes for the user.
    /// `extraPreview` adds one registration (for `animgen render FILE --view EXPR`).
    func generate(in folder: String, kit: PreviewsKit,
                  extraPreview: (module: String, code: String)? = nil) throws -> (previews: Int, notes: [String]) {
        var written: Set<String> = []
        var previewCount = 0
        var notes: [String] = []
        var targets: [String] = []
        let names = Set(modules.map(\.name))
        for module in modules {
            var number = 1
            var registrations: [String] = []
            var imports: Set<String> = []
            for file in module.files {
                if (file as NSString).lastPathComponent == "main.swift" { continue }   // a program's top-level code
                let text: String
                do { text = try String(contentsOfFile: file, encoding: .utf8) } catch {
                    throw CLIError.runtime("cannot read the file (\(error.localizedDescription))", at: file)
                }
                let source = try SwiftPreviewFile(text: text, path: displayPath(file), nextNumber: &number)
                imports.formUnion(source.imports)
                for entry in source.leftOutEntryPoints {
                    notes.append("\(displayPath(file)):\(entry.line): note: \(entry.name) (@main) is left out of the previews build; previews do not need it")
                }
                let relative = String(file.dropFirst(module.folder.count + 1))
                let copy = "\(folder)/Modules/\(module.name)/\(relative)"
                try Self.write("#sourceLocation(file: \(Self.literal(file)), line: 1)\n" + source.rewritten, to: copy)
                written.insert(copy)
                let selected = selectedFiles.map { $0.contains(file) } ?? true
                for preview in source.previews where selected {
                    let where_ = "file: \(Self.literal(displayPath(file))), line: \(preview.line)"
                    var entry: String
                    switch preview.kind {
                    case .block(let n):
                        entry = "    all.append(PreviewRegistration(\(where_), settings: __AnimGenPreviewInfo_\(n).settings(), makeView: { __AnimGenPreview_\(n)() }))"
                    case .provider(let name):
                        entry = "    all += PreviewRegistration.provider(\(name).self, \(where_))"
                    }
                    if let condition = preview.condition { entry = "    #if \(condition)\n\(entry)\n    #endif" }
                    registrations.append(entry)
                    previewCount += 1
                }
            }
            if let extra = extraPreview, extra.module == module.name { registrations.append(extra.code); previewCount += 1 }
            let registry = """
                // Generated by `animgen previews`: every preview of this module.
                import SwiftUI

                @MainActor public func __animgenPreviews() -> [PreviewRegistration] {
                    var all: [PreviewRegistration] = []
                \(registrations.joined(separator: "\n"))
                    return all
                }

                """
            let registryPath = "\(folder)/Modules/\(module.name)/__AnimGenPreviews.swift"
            try Self.write(registry, to: registryPath)
            written.insert(registryPath)
            for resource in module.resources {
                try Self.copyResource(from: module.folder + "/" + resource.path, to: "\(folder)/Modules/\(module.name)/\(resource.path)")
            }
            let local = imports.intersection(names).subtracting([module.name]).sorted().map { "\"\($0)\"" }
            let resources = module.resources.map { ".\($0.rule)(\(Self.literal($0.path)))" }.joined(separator: ", ")
            targets.append("""
                        .target(name: "\(module.name)", dependencies: [\(local.joined(separator: ", "))], path: "Modules/\(module.name)",
                                resources: [\(resources)],
                                swiftSettings: [.swiftLanguageMode(.v\(languageMode)), .unsafeFlags(["-suppress-warnings"] + animgen)]),
                """)
        }
        let runner = """
            // Generated by `animgen previews`: renders every preview of the modules below.
            import SwiftUI
            import SwiftUIPreviews
            \(modules.map { "import \($0.name)" }.joined(separator: "\n"))

            var all: [PreviewRegistration] = []
            \(modules.map { "all += \($0.name).__animgenPreviews()" }.joined(separator: "\n"))
            PreviewRunner.main(all)

            """
        try Self.write(runner, to: "\(folder)/Runner/main.swift")
        written.insert("\(folder)/Runner/main.swift")
        let manifest = """
            // swift-tools-version:6.0
            // Generated by `animgen previews` from \(packageRoot ?? modules[0].folder); rewritten on every run.
            import PackageDescription

            // animgen's built modules and library (not its sources: they are compiled once, in animgen's build).
            let animgen: [String] = \(Self.literalArray(kit.compilerFlags))

            let package = Package(
                name: "AnimGenPreviews",
                targets: [
            \(targets.joined(separator: "\n"))
                    .executableTarget(name: "AnimGenPreviewsRunner", dependencies: [\(modules.map { "\"\($0.name)\"" }.joined(separator: ", "))],
                                      path: "Runner", swiftSettings: [.unsafeFlags(animgen)],
                                      linkerSettings: [.unsafeFlags(\(Self.literalArray(kit.linkerFlags)))]),
                ]
            )

            """
        try Self.write(manifest, to: "\(folder)/Package.swift")
        // Files of an earlier run that no longer exist in the user's code.
        for sub in ["Modules", "Runner"] {
            for file in Self.swiftFiles(in: "\(folder)/\(sub)") where !written.contains(file) {
                try? FileManager.default.removeItem(atPath: file)
            }
        }
        return (previewCount, notes)
    }

    /// A Swift string literal of `text`.
    static func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// Copies a resource file or folder, writing only files whose bytes changed (a warm build stays warm).
    static func copyResource(from source: String, to destination: String) throws {
        if isFolder(source) {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: source)) ?? [] where !name.hasPrefix(".") {
                try copyResource(from: source + "/" + name, to: destination + "/" + name)
            }
            return
        }
        guard let data = FileManager.default.contents(atPath: source) else {
            throw CLIError.runtime("cannot read this resource", at: source)
        }
        try write(data, to: destination)
    }

    /// A Swift array literal of `items`, one a line.
    static func literalArray(_ items: [String]) -> String {
        "[\n" + items.map { "    " + literal($0) + ",\n" }.joined() + "]"
    }

    /// Writes `text` to `path` unless it already holds exactly that (keeping its date for the build).
    static func write(_ text: String, to path: String) throws {
        try write(Data(text.utf8), to: path)
    }

    static func write(_ data: Data, to path: String) throws {
        if FileManager.default.contents(atPath: path) == data { return }
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try data.write(to: URL(fileURLWithPath: path), options: .atomic)
    }
}
