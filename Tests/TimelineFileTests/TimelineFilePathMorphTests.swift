import Foundation
import Geometry
import Testing
@testable import TimelineFile

/// `d: { from, to, … }` moves each point of one path to the matching point
/// of the other; paths of different structure are refused, saying how.
@Suite struct TimelineFilePathMorphTests {
    func shape(_ d: String) throws -> ShapeSpec? {
        let doc = try TimelineTestSupport.document(#"{ layers: [ { type: "path", d: \#(d) } ] }"#)
        if case .shape(let s) = doc.layers[0].content { return s }
        return nil
    }

    @Test func aSquareGrowsPointByPoint() throws {
        let s = try #require(try shape(#"{ from: "M 0 0 L 10 0 L 10 10 L 0 10 Z", to: "M 0 0 L 20 0 L 20 20 Q 10 30 0 20 Z", duration: 1, curve: "linear" }"#))
        // Halfway: the start, then the three segments' ends (15, 0), (15, 15), (0, 15) (Z adds no point).
        let half = s.path(in: .zero, at: 0.5)
        let points = half.elements.compactMap { e -> CGPoint? in
            switch e {
            case .move(let p), .curve(let p, _, _): return p
            default: return nil
            }
        }
        #expect(points == [CGPoint(x: 0, y: 0), CGPoint(x: 15, y: 0), CGPoint(x: 15, y: 15), CGPoint(x: 0, y: 15)])
        // The third segment's first control: on the line (10, 10)→(0, 10) a third of the way, (20/3, 10);
        // the quadratic from (20, 20) with control (10, 30) as a cubic: 2/3 of the way to it, (40/3, 80/3).
        // Halfway between: (10, 55/3).
        guard case let .curve(_, c1, _)? = half.elements.dropFirst(3).first else { Issue.record("no curve"); return }
        #expect(abs(c1.x - 10) < 1e-9 && abs(c1.y - 55.0 / 3) < 1e-9)
        // The frame without a size covers both paths' points and controls (the curve's hull reaches y = 80/3).
        let frame = try #require(s.naturalFrame)
        #expect(frame.minX == 0 && frame.minY == 0 && frame.maxX == 20 && abs(frame.maxY - 80.0 / 3) < 1e-9)
        #expect(s.path(in: .zero, at: 1).boundingRect.maxX == 20)
    }

    @Test func unmatchedPathsAreExplained() throws {
        let found = TimelineTestSupport.problems(
            #"{ layers: [ { type: "path", d: { from: "M 0 0 L 10 0 L 5 8 Z", to: "M 0 0 L 10 0 L 10 10 L 0 10 Z" } } ] }"#)
        #expect(found.count == 1)
        #expect(found.first?.message.contains("from has 1 subpath (segments: 2 closed), to has 1 subpath (segments: 3 closed)") == true,
                "\(found)")
        #expect(found.first?.fix?.contains("same number of segments") == true)
    }
}
