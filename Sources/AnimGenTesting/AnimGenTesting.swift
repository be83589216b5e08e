// Golden-frame assertions for users' own Swift Testing tests:
//
//     import AnimGenTesting
//     import Testing
//
//     @Test func spinnerLooksRight() throws {
//         try assertFrames(of: Spinner(), frames: [0, 37])
//         try assertFrames(settings: SceneSettings(width: 64, height: 64, frameRate: .fps30, duration: 2),
//                          frames: .times([0.5, 1.25]), named: "canvas") { context, size, frame in
//             context.fill(Path(ellipseIn: CGRect(x: frame.time * 20, y: 8, width: 16, height: 16)), with: .color(.orange))
//         }
//     }
//
// The first run records an issue asking for ANIMGEN_RECORD=missing; a run with
// it set writes the goldens beside the test file (__Goldens__/<File>/<test>[-<name>]/:
// frame-00037.png and manifest.json). Later runs compare against them; on a
// mismatch the issue names each frame with its figures and the
// golden | actual | diff sheet, and the pictures are attached to the test
// (kept by `swift test --attachments-path DIR`) and written outside the
// goldens, under .build/animgen-artifacts/ (or $ANIMGEN_ARTIFACTS).
// ANIMGEN_RECORD=failed takes an intended change; =all (or 1) records all.
//
// SwiftPM warns about files it does not know inside a test target: add
// `exclude: ["__Goldens__"]` to the test target, or pass a hidden folder
// (`goldenDirectory: ".goldens/spinner"`).
@_exported import AnimGen
