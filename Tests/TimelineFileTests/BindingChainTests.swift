import Testing
@testable import TimelineFile

/// Issue 35, fault 10: a long chain of `follow` bindings is checked in
/// linear time (20,000 links took 140 s: the circle check walked the chain
/// again for every binding, and each binding's layer was found by scanning
/// every layer), and a circle of thousands is named in a message of a few lines.
@Suite struct BindingChainTests {
    /// `count` rects, each one's opacity following the next one's; the last
    /// follows `last` (a value, or the first layer: a circle).
    static func chain(_ count: Int, last: String) -> String {
        var layers = ""
        for i in 0..<count - 1 { layers += "{ type: \"rect\", name: \"l\(i)\", size: 1, opacity: { follow: \"l\(i + 1).opacity\" } },\n" }
        layers += "{ type: \"rect\", name: \"l\(count - 1)\", size: 1, opacity: \(last) }"
        return "{ layers: [ \(layers) ] }"
    }

    /// A hang guard, not a speed measure: the quadratic check took 140 s
    /// in a debug build (hours under the sanitizers); linear, it takes
    /// about a second (a minute under AddressSanitizer on a loaded machine).
    @Test(.timeLimit(.minutes(5))) func twentyThousandLinksAreCheckedAtOnce() throws {
        // Reading a value calls down its chain, one link a call: 20,000 links
        // overflowed the stack. One message, at the link past the limit (the
        // 1001st property from the value: l18999 … l19999 are 1001).
        let found = TimelineTestSupport.problems(Self.chain(20_000, last: "0.5"))
        #expect(found.count == 1)
        #expect(found.first?.message.contains("l18999.opacity reaches a value through 1001 properties that follow one another; at most 1000 may") == true,
                "\(found.first?.message ?? "")")
        let longest = try TimelineTestSupport.document(Self.chain(1000, last: "0.5"))
        #expect(longest.layers.count == 1000)
    }

    @Test(.timeLimit(.minutes(5))) func aCircleOfTwentyThousandIsNamedBriefly() {
        let found = TimelineTestSupport.problems(Self.chain(20_000, last: "{ follow: \"l0.opacity\" }"))
        #expect(!found.isEmpty)
        let first = found.first?.message ?? ""
        #expect(first.contains("l0.opacity → l1.opacity → l2.opacity"), "\(first)")
        #expect(first.contains("… (20000 properties in all) → l0.opacity"), "\(first)")
        #expect(found.allSatisfy { $0.message.count < 400 })
    }
}
