import Testing
@testable import Particles

@Suite struct SplitMix64Tests {
    @Test func scenesCheckValue() {
        // bench/SCENES.md: seed 0 gives 0xE220A8397B1DCDAF first.
        var g = SplitMix64(seed: 0)
        #expect(g.next() == 0xE220_A839_7B1D_CDAF)
    }

    @Test func publishedReferenceOutputs() {
        // The first outputs of Vigna's splitmix64.c for seed 1477776061723855037,
        // as published in rand_xoshiro's reference test.
        var g = SplitMix64(seed: 1_477_776_061_723_855_037)
        let expected: [UInt64] = [
            1_985_237_415_132_408_290, 2_979_275_885_539_914_483, 13_511_426_838_097_143_398,
            8_488_337_342_461_049_707, 15_141_737_807_933_549_159,
        ]
        #expect((0..<5).map { _ in g.next() } == expected)
    }

    @Test func unitIsTop53BitsScaled() {
        var a = SplitMix64(seed: 0), b = SplitMix64(seed: 0)
        let u = a.nextUnit()
        #expect(u == Double(UInt64(0xE220_A839_7B1D_CDAF) >> 11) / 9_007_199_254_740_992)  // 2^53
        _ = b.next()
        #expect(a == b)
    }

    @Test func rangesStayInsideAndReachBothEnds() {
        var g = SplitMix64(seed: 42)
        var seen = Set<Int>()
        for _ in 0..<2000 {
            let v = g.next(in: -3...3)
            #expect((-3...3).contains(v))
            seen.insert(v)
            let d = g.next(in: 2.5...4.0)
            #expect(d >= 2.5 && d < 4.0)
        }
        #expect(seen == Set(-3...3))
        #expect(g.next(in: 5...5) == 5)
    }

    @Test func derivedStreamsAreStableAndDistinct() {
        // A stream depends on (seed, key) only, not on other streams' draws.
        var a = SplitMix64(seed: 9, stream: 3)
        var other = SplitMix64(seed: 9, stream: 2)
        for _ in 0..<10 { _ = other.next() }
        var b = SplitMix64(seed: 9, stream: 3)
        #expect(a.next() == b.next())
        let firsts = (0..<64).map { k -> UInt64 in var s = SplitMix64(seed: 9, stream: UInt64(k)); return s.next() }
        #expect(Set(firsts).count == 64)
        var c = SplitMix64(seed: 10, stream: 3)
        #expect(c.next() != SplitMix64(seed: 9, stream: 3).peek)
    }
}

extension SplitMix64 {
    fileprivate var peek: UInt64 { var c = self; return c.next() }
}
