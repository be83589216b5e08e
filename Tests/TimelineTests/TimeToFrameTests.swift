// Times as written and as Doubles become exact fractions, and a fraction
// becomes a frame on integers: ⌊t·rate⌋ for the frame on screen, ⌈t·rate⌉
// for how many frames start before t. Expected values are worked by hand.
import Testing
@testable import Timeline

@Suite struct TimeToFrameTests {
    @Test func writtenTimesParseExactly() {
        #expect(RationalTime(parsing: "2.5") == RationalTime(5, 2))
        #expect(RationalTime(parsing: "2.5s") == RationalTime(5, 2))
        #expect(RationalTime(parsing: "0.1") == RationalTime(1, 10))
        #expect(RationalTime(parsing: ".5") == RationalTime(1, 2))
        #expect(RationalTime(parsing: "7") == RationalTime(seconds: 7))
        // 1 min 5.5 s = 131/2 s; 1 h 0 min 30 s = 3630 s.
        #expect(RationalTime(parsing: "1:05.5") == RationalTime(131, 2))
        #expect(RationalTime(parsing: "1:00:30") == RationalTime(seconds: 3630))
        #expect(RationalTime(parsing: "0.123456789") == RationalTime(123_456_789, 1_000_000_000))
    }

    @Test func malformedTimesAreRefused() {
        for bad in ["", "-1", "nan", "inf", "1e3", "1:60", "1:05s", "2.", "0.1234567891", "1:2:3:4", "abc", "1,5",
                    "99999999999"] {
            #expect(RationalTime(parsing: bad) == nil, "\(bad)")
        }
    }

    @Test func doublesBecomeTheFractionTheyWereComputedFrom() {
        #expect(RationalTime(approximating: 0.1) == RationalTime(1, 10))
        #expect(RationalTime(approximating: 2.0 / 3.0) == RationalTime(2, 3))
        // Rounded twice (a division, then a product), still 7 frames of 29.97 fps.
        #expect(RationalTime(approximating: 1001.0 / 30000.0 * 7) == RationalTime(7007, 30000))
        #expect(RationalTime(approximating: -0.25) == RationalTime(-1, 4))
        // 600 steps of 1/60 s drift by many ulps from 10 s, and still mean 10 s.
        var sum = 0.0
        for _ in 0..<600 { sum += 1.0 / 60 }
        #expect(sum != 10)
        #expect(RationalTime(approximating: sum) == RationalTime(seconds: 10))
        #expect(RationalTime(approximating: .nan) == nil)
        #expect(RationalTime(approximating: 1e300) == nil)
    }

    @Test func theFrameOnScreenIsTheFloorOfTimeTimesRate() throws {
        let thirty = try FrameRate(30), ntsc = try FrameRate.ntsc29_97
        // 0.1 × 30 is 2.9999999999999996 in a Double; exactly it is 3.
        #expect(thirty.frame(at: RationalTime(1, 10)) == 3)
        #expect(thirty.frame(at: 0.1) == 3)
        // 0.7 s at 30 fps = 21 exactly; 0.7333 s is still frame 21, 11/15 s is frame 22.
        #expect(thirty.frame(at: RationalTime(7, 10)) == 21)
        #expect(thirty.frame(at: RationalTime(7333, 10000)) == 21)
        #expect(thirty.frame(at: RationalTime(11, 15)) == 22)
        // Frame 30 of 29.97 fps starts at 30·1001/30000 = 1.001 s; just before it, frame 29.
        #expect(ntsc.frame(at: RationalTime(1001, 1000)) == 30)
        #expect(ntsc.frame(at: RationalTime(1000_999, 1_000_000)) == 29)
        #expect(thirty.frame(at: RationalTime(-1, 60)) == -1)
    }

    @Test func frameCountsAreCeilingsOnIntegers() throws {
        let thirty = try FrameRate(30)
        // 2/3 s at 30 fps is exactly 20 frames: the nanosecond nearest 2/3 s would give 21.
        #expect(thirty.frameCount(forDuration: 2.0 / 3.0) == 20)
        #expect(thirty.frameCount(forDuration: RationalTime(2, 3)) == 20)
        #expect(thirty.frameCount(forDuration: RationalTime(2, 3) + RationalTime(1, 1_000_000)) == 21)
    }
}
