// Golden-frame assertions for users' own Swift Testing tests:
//
//     import AnimGenTesting
//     import Testing
//
//     @Test func spinnerLooksRight() throws {
//         try assertFrames(of: Spinner(), frames: [0, 37])
//     }
//
// The first run fails and asks for ANIMGEN_RECORD=1; that run writes the
// goldens beside the test file (__Goldens__/<File>/<test>/); later runs
// compare against them and, on a mismatch, record an issue naming the frames
// and their figures, with the diff pictures attached and written to disk.
@_exported import AnimGen
