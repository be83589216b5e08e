import Testing
@testable import Timeline

/// Issue 22 item 1: huge rates are errors, not arithmetic traps.
@Suite struct FrameRateLimitsTests {
    @Test(arguments: ["1e16", "1e300", "99999999999999999999", "1000000.5", "2000000", "1e7/1", "12345678.25"])
    func hugeRatesThrowInsteadOfTrapping(text: String) {
        #expect(throws: TimelineError.self) { _ = try FrameRate(parsing: text) }
    }

    @Test func theLargestAllowedTermStillParses() throws {
        // 1 000 000 is the documented largest term (see init(numerator:denominator:)).
        let rate = try FrameRate(parsing: "1000000")
        #expect(rate.numerator == 1_000_000 && rate.denominator == 1)
    }

    @Test func theMessageNamesTheAllowedTerms() {
        do {
            _ = try FrameRate(parsing: "1e16")
            Issue.record("1e16 parsed")
        } catch let error as TimelineError {
            #expect(error.message.contains("1000000") || error.message.contains("1 000 000"))
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func frameCountsOfHugeDurationsSaturate() throws {
        let rate = try FrameRate(240)
        #expect(rate.frameCount(forDuration: 1e300) == Int.max)
        #expect(rate.frame(at: 1e300) == Int.max)
        #expect(rate.frame(at: -1e300) == Int.min)
    }
}
