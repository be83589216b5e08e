import AnimGen
import Testing
@testable import animgen
import TestSupport

/// `--fit`: a 100x100 canvas (left half red, right half blue, a green band
/// over its top quarter) rendered into 200x100. Expected pixels are worked
/// out by hand from each mode's scale and offset.
@Suite struct FitTests {
    static let file = """
        {
          size: [100, 100], fps: 10, duration: 0.1,
          layers: [
            { type: "rect", anchor: "topLeading", position: [0, 0], size: [50, 100], fill: "#FF0000" },
            { type: "rect", anchor: "topLeading", position: [50, 0], size: [50, 100], fill: "#0000FF" },
            { type: "rect", anchor: "topLeading", position: [0, 0], size: [100, 25], fill: "#00FF00" },
          ],
        }
        """
    static let (red, blue, green, empty): ([UInt8], [UInt8], [UInt8], [UInt8]) =
        ([255, 0, 0, 255], [0, 0, 255, 255], [0, 255, 0, 255], [0, 0, 0, 0])

    @Test(arguments: [
        // contain: scale 1, centred: the canvas spans x 50…150.
        ("contain", [(25, 50, empty), (75, 50, red), (125, 50, blue), (175, 50, empty), (75, 10, green)]),
        // cover: scale 2, y offset −50: canvas rows 25…75 fill the frame, the green band is cut off.
        ("cover", [(50, 10, red), (150, 10, blue), (50, 90, red), (150, 90, blue), (100 - 2, 0, red)]),
        // stretch: x × 2, y × 1.
        ("stretch", [(50, 50, red), (150, 50, blue), (50, 10, green), (150, 10, green), (199, 99, blue)]),
    ])
    func fitPlacesTheCanvas(mode: String, pixels: [(Int, Int, [UInt8])]) throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try Self.file.write(toFile: folder.path + "/fit.json5", atomically: true, encoding: .utf8)
        let run = try Tool.run(["render", "fit.json5", "--size", "200x100", "--fit", mode, "--frame", "0", "-o", "f.png"],
                               in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!run.stderr.contains("note:"))
        let rgba = [UInt8](try MediaProbe.rgba(folder.path + "/f.png"))
        #expect(rgba.count == 200 * 100 * 4)
        for (x, y, expected) in pixels {
            let at = (y * 200 + x) * 4
            #expect(Array(rgba[at..<(at + 4)]) == expected, "\(mode) pixel (\(x), \(y))")
        }
    }

    @Test func withoutFitANoteNamesTheChoices() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try Self.file.write(toFile: folder.path + "/fit.json5", atomically: true, encoding: .utf8)
        let run = try Tool.run(["render", "fit.json5", "--size", "200x100", "--frame", "0", "-o", "f.png"], in: folder.url)
        #expect(run.status == 0)
        #expect(run.stderr.contains("--fit cover") && run.stderr.contains("--fit stretch"))
    }

    @Test func badFitsAreRefused() throws {
        let unknown = cliError { _ = try RenderOptions.parseFit("fill") }
        #expect(unknown?.description.contains("contain, cover, stretch") == true)
        // The fireworks fill any frame: --fit is noted as changing nothing.
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let fireworks = try Tool.run(["fireworks", "--fit", "cover", "--seconds", "0.05", "--size", "32x18", "-o", "fx.mp4"],
                                     in: folder.url)
        #expect(fireworks.status == 0 && fireworks.stderr.contains("--fit changes nothing"))
    }
}
