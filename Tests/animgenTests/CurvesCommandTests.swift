import Foundation
import ImageFiles
import Media
import Testing
@testable import animgen

/// `animgen curves`, run as a user would: a PNG of the asked size, and a
/// clear refusal (nothing written) for anything but .png.
@Suite struct CurvesCommandTests {
    @Test(arguments: [(1.0, 320, 200), (2.0, 640, 400)])
    func writesAPNGOfTheRequestedSize(scale: Double, width: Int, height: Int) throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let path = folder.path + "/plots/curves.png"
        let run = try Tool.run(["curves", "--size", "320x200", "--scale", "\(scale)", "-o", path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.isEmpty)
        let image = try decodeImage(at: URL(fileURLWithPath: path))
        #expect(image.width == width && image.height == height)
        // Only the picture is left: no temporary file beside it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/plots") == ["curves.png"])
    }

    @Test func refusesAnOutputThatIsNotPNG() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let path = folder.path + "/curves.jpg"
        let run = try Tool.run(["curves", "--size", "320x200", "-o", path])
        #expect(run.status == 2)
        #expect(run.stderr == "animgen: error: animgen curves writes a PNG picture, not .jpg (-o \(path)) — "
            + "end the file name with .png, e.g. -o \(folder.path)/curves.png\n")
        #expect(run.stdout.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func checksItsOptionsBeforeDrawing() throws {
        func error(_ arguments: [String]) -> CLIError? {
            cliError { _ = try CurvesCommand.request(from: ArgumentParser.parse(arguments, for: CurvesCommand.spec)) }
        }
        #expect(error(["--size", "320x200"])?.what == "missing -o FILE.png (where to write the picture)")
        #expect(error(["-o", "/tmp/curves"])?.what == "animgen curves writes a PNG picture, not a file without an extension")
        #expect(error(["-o", "/tmp/curves.mp4"])?.fix == "end the file name with .png, e.g. -o /tmp/curves.png")
        #expect(error(["--scale", "0", "-o", "/tmp/c.png"])?.location == "--scale 0")
        #expect(error(["--scale", "nan", "-o", "/tmp/c.png"])?.kind == .usage)
        #expect(error(["--size", "8000x100", "--scale", "2", "-o", "/tmp/c.png"])?.location == "--size 8000x100 --scale 2")
        let ok = try CurvesCommand.request(from: ArgumentParser.parse(["-o", "/tmp/c.PNG"], for: CurvesCommand.spec))
        #expect(ok == CurvesCommand.Request(output: "/tmp/c.PNG", size: PixelSize(width: 1600, height: 1000), scale: 1))
    }
}
