// animgen's already-built library as a previews build uses it, so the
// first `animgen previews` compiles only the user's files: the modules a
// file importing `SwiftUI` needs (SwiftPM's products folder), the C
// modules' maps and the `#Preview` macro plugin (the flags SwiftPM itself
// compiled the `SwiftUI` target with), and `libSwiftUIPreviews.so`, the
// library's code in one shared object. An installed animgen ships exactly
// these: the products folder of a `swift build`.
import Foundation

struct PreviewsKit: Equatable {
    /// SwiftPM's products folder: `<package>/.build/<triple>/<configuration>`.
    var products: String
    /// What compiling a file that imports SwiftUI needs: module search paths, C module maps, the macro plugin.
    var compilerFlags: [String]
    /// Changes whenever the library is linked again: a previews build made against another one starts afresh.
    var fingerprint: String

    static let library = "libSwiftUIPreviews.so"

    /// Linking the previews program against the library, found again at run time.
    var linkerFlags: [String] { ["-L" + products, "-lSwiftUIPreviews", "-Xlinker", "-rpath", "-Xlinker", products] }

    /// What is wrong with a products folder as a kit.
    enum Problem: Error, Equatable {
        /// A file the kit needs is not there (animgen was built without the library, or not built).
        case missing(String)
        /// The library is older than a module it was linked from (animgen was rebuilt in part).
        case stale(String)
        /// SwiftPM's build description cannot be read as expected.
        case unreadable(String)
    }

    /// The kit in `products` as it is now, or why it cannot be used. `checkDates: false` takes
    /// SwiftPM's word that the library is current (after it built it: a module can be written
    /// again with no object changing, and then SwiftPM rightly does not link again).
    static func load(products: String, checkDates: Bool = true) -> Result<PreviewsKit, Problem> {
        let fm = FileManager.default
        let library = products + "/" + Self.library
        for needed in [library, products + "/Modules/SwiftUI.swiftmodule", products + "/Modules/SwiftUIPreviews.swiftmodule",
                       products + "/description.json"] where !fm.fileExists(atPath: needed) {
            return .failure(.missing(needed))
        }
        guard let data = fm.contents(atPath: products + "/description.json"),
              let description = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let scan = description["swiftTargetScanArgs"] as? [String: [String]], let swiftUI = scan["SwiftUI"],
              let dependencies = (description["targetDependencyMap"] as? [String: [String]])?["SwiftUIPreviews"] else {
            return .failure(.unreadable(products + "/description.json"))
        }
        let linked = modificationDate(library)
        for module in dependencies + ["SwiftUIPreviews"] {
            let path = "\(products)/Modules/\(module).swiftmodule"
            if checkDates, let date = modificationDate(path), let linked, date > linked { return .failure(.stale(path)) }
        }
        let flags = compilerFlags(fromSwiftUIInvocation: swiftUI)
        guard flags.contains(where: { $0.hasSuffix("#PreviewMacros") }) else { return .failure(.unreadable(products + "/description.json")) }
        let stamp = linked.map { String($0.timeIntervalSince1970) } ?? "?"
        return .success(PreviewsKit(products: products, compilerFlags: flags, fingerprint: "\(products) \(stamp)"))
    }

    /// From the compiler invocation of the `SwiftUI` target, what a module importing it needs too:
    /// `-I` paths (Swift modules and the C libraries' headers), `-fmodule-map-file`s, the macro plugin.
    static func compilerFlags(fromSwiftUIInvocation arguments: [String]) -> [String] {
        var flags: [String] = []
        var i = 0
        while i < arguments.count {
            let argument = arguments[i]
            let next = i + 1 < arguments.count ? arguments[i + 1] : ""
            if argument == "-I" {
                flags += ["-I", next]; i += 2; continue
            } else if argument.hasPrefix("-I"), !flags.contains(argument) {
                flags.append(argument)
            } else if argument == "-Xcc", next.hasPrefix("-fmodule-map-file=") {
                flags += ["-Xcc", next]; i += 2; continue
            } else if argument == "-Xfrontend", next == "-load-plugin-executable", i + 3 < arguments.count {
                flags += Array(arguments[i...(i + 3)]); i += 4; continue
            }
            i += 1
        }
        return flags
    }

    static func modificationDate(_ path: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    }

    /// The package a products folder belongs to (the folder holding its `.build`).
    static func package(ofProducts products: String) -> String? {
        guard let range = products.range(of: "/.build/", options: .backwards) else { return nil }
        return String(products[..<range.lowerBound])
    }

    /// The products folder to use: the one the running animgen sits in (unless another configuration is
    /// asked for, or `--animgen`/`$ANIMGEN_PACKAGE` names another package), else the package's own build.
    static func productsFolder(package: String, release: Bool?) -> String {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        let folder = (executable as NSString).deletingLastPathComponent
        let configuration = (folder as NSString).lastPathComponent
        // The running animgen's own build: animgen's clone, or a user's package that built it (the plugin).
        if FileManager.default.fileExists(atPath: folder + "/description.json"), let owner = Self.package(ofProducts: folder),
           owner == PreviewsProject.absolute(package) || !PreviewsBuild.isAnimgenPackage(owner),
           release == nil || (configuration == "release") == release {
            return folder
        }
        let build = package + "/.build/"
        // Unless told, debug; release when only a release build has the library (what scripts/quickstart leaves).
        let chosen = release ?? (!FileManager.default.fileExists(atPath: build + "debug/" + Self.library)
            && FileManager.default.fileExists(atPath: build + "release/" + Self.library))
        let link = build + (chosen ? "release" : "debug")
        return ((try? FileManager.default.destinationOfSymbolicLink(atPath: link)).map { $0.hasPrefix("/") ? $0 : build + $0 }) ?? link
    }

    /// The kit for `package`, building the library first (in that package, as `swift build` does) when it is
    /// missing or older than its modules; `release` picks the configuration (nil: the running animgen's).
    static func prepare(package: String, release: Bool?, console: Console) throws -> PreviewsKit {
        let products = productsFolder(package: package, release: release)
        if case .success(let kit) = load(products: products) { return kit }
        let owner = Self.package(ofProducts: products) ?? package
        let isRelease = (products as NSString).lastPathComponent == "release"
        console.printErrorLine("building animgen's previews library in \(owner) (once; later runs reuse it)")
        let built = try PreviewsBuild.swiftBuild(package: owner, product: "SwiftUIPreviews", release: isRelease, console: console,
                                                 label: "building animgen")
        if built.status != 0 {
            console.printErrorLine(built.transcript.suffix(30).joined(separator: "\n"))
            throw CLIError.runtime("building animgen's previews library failed (SwiftPM's output is above)", at: owner,
                                   fix: "run `swift build --product SwiftUIPreviews` there and fix what it says")
        }
        switch load(products: products, checkDates: false) {
        case .success(let kit): return kit
        case .failure(let problem):
            throw CLIError.runtime("animgen's previews library is not usable after building it (\(problem))", at: products,
                                   fix: "run `swift build --product SwiftUIPreviews` in \(owner) and look at its output")
        }
    }
}
