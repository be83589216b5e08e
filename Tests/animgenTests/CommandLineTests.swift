import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The built binary, run as a user would: each bad input of issue 2 item 8
/// gets its message on stderr, nothing on stdout, and the documented status.
@Suite struct CommandLineTests {
    func expectUsageError(_ arguments: [String], _ message: String,
                          sourceLocation: SourceLocation = #_sourceLocation) throws {
        let run = try Tool.run(arguments)
        #expect(run.status == 2, sourceLocation: sourceLocation)
        #expect(run.stderr == message + "\n", sourceLocation: sourceLocation)
        #expect(run.stdout.isEmpty, sourceLocation: sourceLocation)
    }

    @Test func unknownCommandSuggestsTheNearest() throws {
        try expectUsageError(["firewroks"],
            "animgen: error: unknown command \"firewroks\" — did you mean \"animgen fireworks\"? (animgen --help lists the commands)")
    }

    @Test func unknownFlagSuggestsTheNearest() throws {
        try expectUsageError(["fireworks", "--sizee", "640x360", "-o", "out/a.mp4"],
            "animgen: error: unknown option --sizee (animgen fireworks) — did you mean --size? (see animgen fireworks --help)")
    }

    @Test func missingValue() throws {
        try expectUsageError(["fireworks", "-o"],
            "animgen: error: -o needs a value (-o) — write -o FILE: where to write (default out/NAME.mp4, out/NAME.png with --frame or --time; NAME: the file's or scene's name); the extension picks the format: .mp4, .gif, .webm (VP9; alpha unless the scene is opaque), .mov (ProRes 4444, alpha), .apng, .webp, .png (one frame; an APNG with --frames), or %04d.png for a sequence")
    }

    @Test(arguments: ["0", "-1"])
    func secondsNotPositive(value: String) throws {
        try expectUsageError(["fireworks", "--seconds", value, "-o", "/tmp/a.mp4"],
            "animgen: error: the length must be more than 0 and at most 3600 seconds (--seconds \(value)) — write e.g. --seconds 5")
    }

    @Test func secondsNaN() throws {
        try expectUsageError(["fireworks", "--seconds", "nan", "-o", "/tmp/a.mp4"],
            "animgen: error: the length must be a number of seconds (--seconds nan) — write e.g. --seconds 5")
    }

    @Test(arguments: ["0", "100000"])
    func fpsZeroOrAbsurd(value: String) throws {
        try expectUsageError(["fireworks", "--fps", value, "-o", "/tmp/a.mp4"],
            "animgen: error: the frame rate must be from 1 to 240 frames per second (--fps \(value)) — write e.g. --fps 60 or --fps 30000/1001")
    }

    @Test func sizeMalformed() throws {
        try expectUsageError(["fireworks", "--size", "1280by720", "-o", "/tmp/a.mp4"],
            "animgen: error: the size must be WIDTHxHEIGHT in pixels, or WIDTHx / xHEIGHT to keep the aspect ratio (--size 1280by720) — write e.g. --size 1280x720 or --size 640x")
    }

    @Test func sizeZero() throws {
        try expectUsageError(["fireworks", "--size", "0x720", "-o", "/tmp/a.mp4"],
            "animgen: error: the width must be at least 1 pixel (--size 0x720) — write e.g. --size 1280x720")
    }

    @Test func sizeTooBig() throws {
        try expectUsageError(["fireworks", "--size", "1280x10000", "-o", "/tmp/a.mp4"],
            "animgen: error: the height must be at most 8192 pixels (--size 1280x10000) — choose a size up to 8192x8192")
    }

    @Test func oddSizeForMP4() throws {
        try expectUsageError(["fireworks", "--size", "641x360", "-o", "/tmp/a.mp4"],
            "animgen: error: H.264 video in yuv420p needs an even width and height (--size 641x360) — use 640x360 or 642x360, or write .gif, .png, .webm, .apng or .webp, which take any size")
    }

    @Test func unknownExtension() throws {
        try expectUsageError(["fireworks", "-o", "/tmp/a.avi"],
            "animgen: error: unknown output format .avi (-o /tmp/a.avi) — use .mp4, .gif, .webm, .mov, .apng, .webp, .png, or a PNG sequence like out/seq/%04d.png")
    }

    @Test func outputPathIsAFolder() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try expectUsageError(["fireworks", "-o", folder.path],
            "animgen: error: the output path is a folder (-o \(folder.path)) — name a file inside it, e.g. \(folder.path)/fx.mp4")
    }

    @Test func outputFolderUnwritable() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        // Root ignores permission bits, so as root use /sys, which refuses new
        // files even to root; otherwise a folder with mode 555.
        let locked: String
        if getuid() == 0 {
            locked = "/sys"
            let probe = open("/sys/animgen-test-probe", O_WRONLY | O_CREAT | O_EXCL, 0o600)
            if probe >= 0 {
                close(probe); unlink("/sys/animgen-test-probe")
                Issue.record("/sys accepts new files here; cannot test an unwritable folder as root")
                return
            }
        } else {
            locked = folder.path + "/locked"
            try FileManager.default.createDirectory(atPath: locked, withIntermediateDirectories: false,
                                                    attributes: [.posixPermissions: 0o555])
        }
        let run = try Tool.run(["fireworks", "-o", locked + "/fx.mp4"])
        #expect(run.status == 2)
        #expect(run.stderr == "animgen: error: cannot write into the output folder \(locked): Permission denied (-o \(locked)/fx.mp4) — choose another location or make the folder writable\n")
        #expect(!FileManager.default.fileExists(atPath: locked + "/fx.mp4"))
    }

    @Test func outputUnderARegularFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let file = folder.path + "/plain"
        try Data("x".utf8).write(to: URL(fileURLWithPath: file))
        try expectUsageError(["fireworks", "-o", file + "/sub/fx.mp4"],
            "animgen: error: the output's folder cannot be created because \(file) is a file (-o \(file)/sub/fx.mp4) — choose a path whose folders are folders")
    }

    @Test func missingOutputFolderIsCreated() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let nested = folder.path + "/new/deeper"
        let run = try Tool.run(["fireworks", "--seconds", "0.1", "--size", "64x36", "--quiet", "-o", nested + "/fx.gif"])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(!run.stderr.contains("usage"))
        var isDirectory: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: nested, isDirectory: &isDirectory) && isDirectory.boolValue)
        // No temporary or probe file is left behind.
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: nested).filter { $0.contains(".partial-") }
        #expect(leftovers.isEmpty)
    }

    @Test func helpAndVersionGoToStdout() throws {
        let help = try Tool.run(["--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("fireworks"))
        #expect(help.stdout.contains("130  interrupted"))
        #expect(help.stderr.isEmpty)
        let commandHelp = try Tool.run(["fireworks", "--bogus", "-h"])
        #expect(commandHelp.status == 0)
        #expect(commandHelp.stdout.contains("--seconds S"))
        let version = try Tool.run(["--version"])
        #expect(version.status == 0)
        #expect(version.stdout == "animgen 0.1.0\n")
    }

    @Test func noArgumentsIsAUsageError() throws {
        let run = try Tool.run([])
        #expect(run.status == 2)
        #expect(run.stderr.hasSuffix("animgen: error: no command given — try animgen fireworks -o out/fx.mp4\n"))
    }

    @Test func topLevelTypo() throws {
        try expectUsageError(["--verison"],
            "animgen: error: unknown option --verison (animgen) — did you mean --version? Options go after the command name")
    }
}
