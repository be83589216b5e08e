// The body of the program `animgen previews` builds: given every preview of
// the user's modules, it renders each one — a still PNG or, with seconds,
// a GIF or MP4 on the render clock, so `onAppear`, timers and
// `repeatForever` animations play — and reports each file as a JSON line.
import Foundation
import Frames
import Geometry
import ImageFiles
import Raster
import SwiftUI
import SwiftUICore
import Timeline

/// Renders registered previews to files.
public enum PreviewRunner {
    /// The device canvas when none is given: an iPhone-sized 390 × 844 points.
    public static let defaultDevice = CGSize(width: 390, height: 844)

    /// The previews program's entry: reads the request file named by the
    /// first argument, renders `registrations`, prints one ``RenderedPreview``
    /// JSON line per picture, and exits 1 if any failed.
    public static func main(_ registrations: [PreviewRegistration]) -> Never {
        let arguments = CommandLine.arguments
        if arguments.count == 2, arguments[1] == "--list" {
            for (registration, name) in named(registrations) { print("\(registration.file):\(registration.line)\t\(name)") }
            exit(0)
        }
        guard arguments.count == 2, let data = FileManager.default.contents(atPath: arguments[1]),
              let request = try? JSONDecoder().decode(PreviewRequest.self, from: data) else {
            FileHandle.standardError.write(Data("usage: \(arguments.first ?? "previews") REQUEST.json (written by `animgen previews`)\n".utf8))
            exit(2)
        }
        var failed = false
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        for result in render(registrations, request: request, progress: { result in
            if var line = try? encoder.encode(result) {
                line.append(0x0A)
                FileHandle.standardOutput.write(line)
            }
        }) where result.error != nil { failed = true }
        exit(failed ? 1 : 0)
    }

    /// Each registration with its name, unique within its file: the given
    /// name, else `Preview`, `Preview 2`, … in order of appearance.
    public static func named(_ registrations: [PreviewRegistration]) -> [(PreviewRegistration, String)] {
        var used: [String: Set<String>] = [:]
        return registrations.map { registration in
            let base = registration.settings.name ?? "Preview"
            var name = base, n = 1
            while used[registration.file, default: []].contains(name) { n += 1; name = "\(base) \(n)" }
            used[registration.file, default: []].insert(name)
            return (registration, name)
        }
    }

    /// A name as a file name: letters, digits, `-`, `_` and `.` kept, anything else `-`.
    public static func fileName(_ name: String) -> String {
        let cleaned = String(name.map { $0.isLetter || $0.isNumber || "-_.".contains($0) ? $0 : "-" })
        let trimmed = cleaned.trimmingCharacters(in: CharacterSet(charactersIn: "-."))
        return trimmed.isEmpty ? "Preview" : trimmed
    }

    /// Renders every registration the request selects, in each colour scheme;
    /// `progress` is called after each picture.
    @discardableResult
    public static func render(_ registrations: [PreviewRegistration], request: PreviewRequest,
                              progress: (RenderedPreview) -> Void = { _ in }) -> [RenderedPreview] {
        var results: [RenderedPreview] = []
        for (registration, name) in named(registrations) {
            let fileBase = ((registration.file as NSString).lastPathComponent as NSString).deletingPathExtension
            if !request.only.isEmpty, !request.only.contains(fileBase), !request.only.contains(name),
               !request.only.contains("\(fileBase)/\(name)") { continue }
            for scheme in request.colorSchemes {
                let suffix = request.colorSchemes.count > 1 ? "-\(scheme)" : ""
                let path = "\(fileName(fileBase))/\(fileName(name))\(suffix).\(request.format)"
                var result = RenderedPreview(file: registration.file, line: registration.line, name: name,
                                             colorScheme: scheme, path: path, width: 0, height: 0)
                do {
                    let size = try render(registration, scheme: scheme == "dark" ? .dark : .light, request: request,
                                          to: (request.outputFolder as NSString).appendingPathComponent(path))
                    (result.width, result.height) = (size.width, size.height)
                } catch {
                    result.path = ""
                    result.error = "\(error)"
                }
                results.append(result)
                progress(result)
            }
        }
        return results
    }

    /// Renders one preview in `scheme` to `path`; returns its size in pixels.
    public static func render(_ registration: PreviewRegistration, scheme: ColorScheme, request: PreviewRequest,
                              to path: String) throws -> (width: Int, height: Int) {
        // The scheme is the presentation's, not a subtree's: a preview's own
        // preferredColorScheme(_:) wins over it, as on Xcode's canvas.
        let root = AnyView(registration.makeView())
        let scale = CGFloat(request.scale)
        let device = CGSize(width: request.deviceWidth ?? defaultDevice.width, height: request.deviceHeight ?? defaultDevice.height)
        var fittingError: Error?
        let canvas = registration.settings.canvas(device: device) { offered in
            // The view's size when offered the device, as ImageRenderer lays it out.
            let measure = ImageRenderer(content: root.environment(\.colorScheme, scheme))
            measure.proposedSize = ProposedViewSize(width: offered.width, height: offered.height)
            do {
                let pixmap = try measure.render()
                return CGSize(width: pixmap.width, height: pixmap.height)
            } catch {
                fittingError = error
                return .zero
            }
        }
        if let fittingError { throw fittingError }
        let width = max(1, Int(canvas.width.rounded(.up))), height = max(1, Int(canvas.height.rounded(.up)))
        var animation = ViewAnimation(root, width: width, height: height, scale: scale, background: Color(UIColor.systemBackground))
        animation.colorScheme = scheme
        let rate = try FrameRate(request.framesPerSecond)
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        if request.format == "png" {
            let frame = max(0, request.stillFrame)
            let renderer = try animation.makeRenderer(frameRate: rate, duration: Double(frame + 1) / Double(request.framesPerSecond))
            let pixmap = try renderer.render(frame: frame)
            let temporary = path + ".partial"
            guard FileManager.default.createFile(atPath: temporary, contents: Data(try pngData(pixmap))) else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
            }
            _ = try? FileManager.default.removeItem(atPath: path)
            try FileManager.default.moveItem(atPath: temporary, toPath: path)
            return (pixmap.width, pixmap.height)
        }
        let scene = ViewScene(name: registration.settings.name ?? "Preview", summary: registration.file, animation: animation)
        let settings = SceneSettings(width: Int((CGFloat(width) * scale).rounded()), height: Int((CGFloat(height) * scale).rounded()),
                                     frameRate: rate, duration: request.seconds)
        try scene.render(to: path, settings: settings)
        return (settings.width, settings.height)
    }
}
