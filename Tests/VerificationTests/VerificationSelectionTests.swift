import Foundation
import Raster
@testable import Verification
import Testing
import Timeline

@Suite struct VerificationSelectionTests {
    @Test func framesTimesAndSteps() throws {
        #expect(try FrameSelection.parseFrames("0,30,60").indices(frameCount: 300, frameRate: .fps60) == [0, 30, 60])
        #expect(try FrameSelection.parseFrames("10-12, 5,10").indices(frameCount: 300, frameRate: .fps60) == [10, 11, 12, 5])
        // At 60 fps, 0.5 s is frame 30 and 1.25 s is frame 75.
        #expect(try FrameSelection.parseTimes("0.5,1.25").indices(frameCount: 300, frameRate: .fps60) == [30, 75])
        // 0.1 s at 30 fps is frame 3 even though 0.1 × 30 = 3.0000000000000004.
        #expect(try FrameSelection.parseTimes("0.1s").indices(frameCount: 30, frameRate: .fps30) == [3])
        // Every 0.5 s of 2 s at 30 fps: 0, 15, 30, 45.
        #expect(try FrameSelection.parseEvery("0.5s").indices(frameCount: 60, frameRate: .fps30) == [0, 15, 30, 45])
        #expect(try FrameSelection.parseEvery("20f").indices(frameCount: 60, frameRate: .fps30) == [0, 20, 40])
        // 29.97 fps: the frame on screen at 1 s is frame 29 (29 × 1001/30000 = 0.9676 s; frame 30 starts at 1.001 s).
        #expect(try FrameSelection.times([1]).indices(frameCount: 100, frameRate: .ntsc29_97) == [29])
        #expect(try FrameSelection.all.indices(frameCount: 3, frameRate: .fps30) == [0, 1, 2])
    }

    @Test func badSelectionsSayWhy() {
        #expect(throws: VerificationError.self) { try FrameSelection.parseFrames("0,x") }
        #expect(throws: VerificationError.self) { try FrameSelection.parseFrames("-1") }
        #expect(throws: VerificationError.self) { try FrameSelection.parseTimes("soon") }
        #expect(throws: VerificationError.self) { try FrameSelection.parseEvery("0s") }
        #expect(throws: VerificationError.self) { try FrameSelection.frames([300]).indices(frameCount: 300, frameRate: .fps60) }
        #expect(throws: VerificationError.self) { try FrameSelection.times([5]).indices(frameCount: 300, frameRate: .fps60) }
        #expect(throws: VerificationError.self) { try FrameSelection.everySeconds(1e-12).indices(frameCount: 300, frameRate: .fps60) }
    }
}
