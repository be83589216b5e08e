import Testing
@testable import Timeline

@Suite struct FrameClockTests {
    @Test func ntscDecimalsParseToThousandOverThousandOne() throws {
        #expect(try FrameRate(parsing: "29.97") == FrameRate(numerator: 30000, denominator: 1001))
        #expect(try FrameRate(parsing: "23.976") == FrameRate(numerator: 24000, denominator: 1001))
        #expect(try FrameRate(parsing: "59.94") == FrameRate(numerator: 60000, denominator: 1001))
        #expect(try FrameRate(parsing: "30000/1001") == FrameRate(numerator: 30000, denominator: 1001))
        #expect(try FrameRate(parsing: " 60 ") == FrameRate(60))
        #expect(try FrameRate(parsing: "12.5").numerator == 25)
        #expect(try FrameRate(parsing: "12.5").denominator == 2)
        #expect(try FrameRate(parsing: "2997/100").numerator == 2997)
        #expect(try FrameRate(parsing: "60/2") == FrameRate(30))
        #expect(try FrameRate.ntsc29_97 == FrameRate(numerator: 30000, denominator: 1001))
        #expect(try FrameRate.fps60 == FrameRate(60))
    }

    @Test func badRatesThrow() {
        for bad in ["0", "-30", "abc", "30/0", "1/x", ""] {
            #expect(throws: TimelineError.self) { try FrameRate(parsing: bad) }
        }
    }

    @Test func frame107892At2997IsExact() throws {
        let rate = try FrameRate(parsing: "29.97")
        let t = rate.exactTime(ofFrame: 107_892)
        // 107892·1001/30000 = 107999892/30000 = 8999991/2500 in lowest terms
        // (divide by 4, then by 3).
        #expect(t.numerator == 8_999_991 && t.denominator == 2_500)
        #expect(rate.time(ofFrame: 107_892) == 8_999_991.0 / 2_500.0)
        #expect(rate.context(forFrame: 107_892).time == 3599.9964)
    }

    @Test func frameTimesExactOverTenHoursAtFractionalRates() throws {
        for rate in [try FrameRate(numerator: 30000, denominator: 1001),
                     try FrameRate(numerator: 24000, denominator: 1001),
                     try FrameRate(numerator: 60000, denominator: 1001)] {
            var i = 0
            while i < 2_200_000 {   // ten hours at 60 fps
                let exact = rate.exactTime(ofFrame: i)
                // exact·rate = i, checked in integers.
                #expect(exact.numerator * rate.numerator == i * exact.denominator * rate.denominator)
                // The Double is the nearest one: within half an ulp of the fraction.
                let t = rate.time(ofFrame: i)
                // t·q − p with one rounding (fused multiply-add) is the exact residual.
                let q = Double(rate.numerator), p = Double(i * rate.denominator)
                let residual = (-p).addingProduct(t, q)
                #expect(abs(residual) <= 0.5 * t.ulp * q * (1 + 1e-12))
                #expect(rate.frame(at: t) == i)
                i += 997
            }
        }
    }

    @Test func frameCountRounding() throws {
        let thirty = try FrameRate(30)
        #expect(thirty.frameCount(forDuration: 2.0) == 60)
        #expect(thirty.frameCount(forDuration: 0.1) == 3)
        #expect(thirty.frameCount(forDuration: 0.101) == 4)
        #expect(thirty.frameCount(forDuration: 0) == 0)
        let ntsc = try FrameRate(parsing: "29.97")
        #expect(ntsc.frameCount(forDuration: 10.0) == 300)            // 299.7 → a partial last frame
        #expect(ntsc.frameCount(forDuration: 1001.0 / 30000.0 * 7) == 7)
        #expect(ntsc.frameCount(forDuration: RationalTime(1001 * 7, 30000)) == 7)
        #expect(ntsc.frameCount(forDuration: RationalTime(1001 * 7 + 1, 30000)) == 8)
        let frames = thirty.frames(forDuration: 1)
        #expect(frames.count == 30 && frames.last?.time == 29.0 / 30.0)
    }

    @Test func contextCarriesIndexTimeAndFrameDuration() throws {
        let c = try FrameRate(60).context(forFrame: 37)
        #expect(c.frame == 37 && c.time == 37.0 / 60.0 && c.frameDuration == 1.0 / 60.0)
        #expect(c.exactTime == RationalTime(37, 60))
    }
}
