// SwiftUI's ShaderLibrary. On Apple platforms a library is compiled Metal
// (default.metallib); here it is the Metal Shading Language source itself,
// found where SwiftPM puts a target's resources, and compiled on first use
// by the Shading target. Compiled programs are shared by source text, so a
// library made again in every `body` does not compile again.
import Foundation
import Shading
import Synchronization

/// A library of shader functions, as SwiftUI's `ShaderLibrary`: look a
/// function up by name with dynamic member syntax,
/// `ShaderLibrary.default.wave`, or `ShaderLibrary.wave` for the default library.
///
/// The library is Metal Shading Language source: the `.metal` files of a
/// bundle's resources (declare them as resources of the SwiftPM target,
/// `resources: [.copy("Shaders")]`), one file, or source text.
@dynamicMemberLookup
public struct ShaderLibrary: Sendable {
    let storage: ShaderLibraryStorage

    /// The default library of the main bundle: the `.metal` files in its
    /// resources and in the SwiftPM resource bundles (`*.resources`) beside
    /// the executable.
    public static let `default` = ShaderLibrary(storage: ShaderLibraryStorage(.main))

    /// The default library of `bundle`: every `.metal` file in its resources.
    public static func bundle(_ bundle: Bundle) -> ShaderLibrary {
        ShaderLibrary(storage: ShaderLibraryStorage.shared(for: (bundle.resourceURL ?? bundle.bundleURL).standardizedFileURL))
    }

    /// The library at `url`: a `.metal` source file or a folder of them.
    /// (SwiftUI takes a precompiled `.metallib` here; animgen runs the source,
    /// and says so when given a precompiled library.)
    public init(url: URL) {
        storage = ShaderLibraryStorage(.file(url.standardizedFileURL))
    }

    /// The library whose Metal Shading Language source is `data` (UTF-8).
    /// (SwiftUI takes a precompiled library's bytes here; see ``init(url:)``.)
    public init(data: Data) {
        storage = ShaderLibraryStorage(.data(data))
    }

    init(storage: ShaderLibraryStorage) { self.storage = storage }

    /// The stitchable function called `name` in this library.
    public subscript(dynamicMember name: String) -> ShaderFunction {
        ShaderFunction(library: self, name: name)
    }

    /// The stitchable function called `name` in the default library.
    public static subscript(dynamicMember name: String) -> ShaderFunction {
        ShaderFunction(library: .default, name: name)
    }

    /// The compiled function called `name`, or the error saying why there is none.
    func entryPoint(named name: String) throws -> ShaderEntryPoint {
        try storage.entryPoint(named: name)
    }
}

/// Why a shader library has no such function.
public struct ShaderLibraryError: Error, CustomStringConvertible, Sendable {
    /// What went wrong, where, and how to fix it.
    public let description: String
}

/// Where a library's source comes from, and its compiled programs once read.
final class ShaderLibraryStorage: Sendable {
    enum Source: Sendable {
        case main
        case folder(URL)
        case file(URL)
        case data(Data)
    }

    let source: Source
    private let programs = Mutex<[(path: String, program: ShaderProgram)]?>(nil)

    init(_ source: Source) { self.source = source }

    private static let byFolder = Mutex<[URL: ShaderLibraryStorage]>([:])

    /// One storage per bundle folder, so that `.bundle(b)` in every `body` reads the files once.
    static func shared(for folder: URL) -> ShaderLibraryStorage {
        byFolder.withLock { cache in
            if let s = cache[folder] { return s }
            let s = ShaderLibraryStorage(.folder(folder))
            cache[folder] = s
            return s
        }
    }

    func entryPoint(named name: String) throws -> ShaderEntryPoint {
        let programs = try loaded()
        let holders = programs.filter { $0.program.function(named: name) != nil }
        if holders.count > 1 {
            throw ShaderLibraryError(description: "the stitchable function '\(name)' is defined in "
                + holders.map(\.path).joined(separator: " and ") + "; rename one of them")
        }
        if let (_, program) = holders.first, let entry = program.function(named: name) { return entry }
        let known = programs.flatMap(\.program.stitchableFunctionNames).sorted()
        let place = programs.isEmpty ? "\(what) holds no .metal source" : "\(what) has no [[ stitchable ]] function '\(name)'"
        throw ShaderLibraryError(description: place + (known.isEmpty
            ? "; add a .metal file defining `[[ stitchable ]] half4 \(name)(float2 position, …)` to the target's resources"
            : " (it has: \(known.joined(separator: ", "))); check the name"))
    }

    /// The library, for messages.
    private var what: String {
        switch source {
        case .main: return "ShaderLibrary.default (the main bundle and the resource bundles beside it)"
        case .folder(let u): return "the shader library of bundle \(u.path)"
        case .file(let u): return "the shader library \(u.path)"
        case .data: return "the shader library made from data"
        }
    }

    /// Every source file compiled, once.
    private func loaded() throws -> [(path: String, program: ShaderProgram)] {
        try programs.withLock { cache in
            if let cache { return cache }
            let compiled = try Self.sources(of: source).map { (path: $0.path, program: try ShaderProgramCache.program(source: $0.text, path: $0.path)) }
            cache = compiled
            return compiled
        }
    }

    /// The source files of a library, sorted by path so that lookups never depend on directory order.
    private static func sources(of source: Source) throws -> [(path: String, text: String)] {
        switch source {
        case .data(let d):
            return [(path: "<data>", text: try text(d, path: "the data given to ShaderLibrary(data:)"))]
        case .file(let url):
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
                throw ShaderLibraryError(description: "\(url.path): no such shader library; give the path of a .metal file or a folder of them")
            }
            if isFolder.boolValue { return try metalFiles(in: url, recursive: true) }
            return [(path: url.path, text: try text(try Data(contentsOf: url), path: url.path))]
        case .folder(let url):
            return try metalFiles(in: url, recursive: true)
        case .main:
            var files: [(path: String, text: String)] = []
            if let resources = Bundle.main.resourceURL { files += try metalFiles(in: resources, recursive: false) }
            let beside = Bundle.main.bundleURL
            let bundles = (try? FileManager.default.contentsOfDirectory(at: beside, includingPropertiesForKeys: nil)) ?? []
            for b in bundles.sorted(by: { $0.path < $1.path }) where ["resources", "bundle"].contains(b.pathExtension) {
                files += try metalFiles(in: b, recursive: true)
            }
            return files
        }
    }

    private static func metalFiles(in folder: URL, recursive: Bool) throws -> [(path: String, text: String)] {
        let fm = FileManager.default
        let urls: [URL]
        if recursive {
            let e = fm.enumerator(at: folder, includingPropertiesForKeys: nil)
            urls = (e?.allObjects as? [URL]) ?? []
        } else {
            urls = (try? fm.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        }
        return try urls.filter { $0.pathExtension == "metal" }.sorted { $0.path < $1.path }
            .map { (path: $0.path, text: try text(try Data(contentsOf: $0), path: $0.path)) }
    }

    /// Source text, refusing what Metal's compiler produced: animgen runs MSL source, not GPU code.
    private static func text(_ data: Data, path: String) throws -> String {
        if data.starts(with: Array("MTLB".utf8)) {
            throw ShaderLibraryError(description: "\(path) is a precompiled Metal library (.metallib), which holds GPU code animgen cannot run; give the .metal source instead")
        }
        guard let s = String(data: data, encoding: .utf8) else {
            throw ShaderLibraryError(description: "\(path) is not UTF-8 text; a shader library is Metal Shading Language source")
        }
        return s
    }
}
