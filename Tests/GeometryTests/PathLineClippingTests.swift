// Path.lineIntersection / lineSubtraction (iOS 17): Apple documents the
// result as the line of this path that overlaps (or does not overlap) the
// filled region of the other; clipped subpaths become open subpaths,
// closed subpaths that are not cut stay closed.
import Foundation
import Testing
@testable import Geometry

@Suite struct PathLineClippingTests {
    let box = Path(CGRect(x: 10, y: 0, width: 20, height: 20))

    func subpaths(_ p: Path) -> [[Path.Element]] {
        var result: [[Path.Element]] = []
        p.forEach { e in
            if case .move = e { result.append([]) }
            result[result.count - 1].append(e)
        }
        return result
    }

    func close(_ a: CGPoint?, _ b: CGPoint) -> Bool {
        guard let a else { return false }
        return abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9
    }

    @Test func aLineThroughASquareKeepsTheInsideOrTheOutside() {
        // y = 10 from x = 0 to 40 crosses the square's sides at x = 10 and 30.
        let line = Path { p in p.move(to: CGPoint(x: 0, y: 10)); p.addLine(to: CGPoint(x: 40, y: 10)) }
        let inside = line.lineIntersection(box)
        #expect(subpaths(inside).count == 1)
        #expect(inside.boundingRect.minX == 10 && inside.boundingRect.maxX == 30)
        let outside = line.lineSubtraction(box)
        let parts = subpaths(outside)
        #expect(parts.count == 2)
        #expect(outside.boundingRect.minX == 0 && outside.boundingRect.maxX == 40)
        #expect(!outside.contains(CGPoint(x: 20, y: 10)))
        // Both open: no closeSubpath anywhere.
        #expect(!outside.elements.contains(.closeSubpath) && !inside.elements.contains(.closeSubpath))
    }

    @Test func closedSubpathsStayClosedWhenNotCut() {
        let far = Path(CGRect(x: 100, y: 100, width: 5, height: 5))
        let kept = far.lineSubtraction(box)
        #expect(kept.elements.last == .closeSubpath)
        #expect(kept.boundingRect == CGRect(x: 100, y: 100, width: 5, height: 5))
        #expect(far.lineIntersection(box).isEmpty)
    }

    @Test func aCutClosedSubpathBecomesOneOpenRun() {
        // A 20 × 20 square at (20, 5) overlaps the box (x 10…30, y 0…20)
        // in its top-left quarter. Outside the box its outline is one open
        // run (30, 5) → (40, 5) → (40, 25) → (20, 25) → (20, 20); inside,
        // one run (20, 20) → (20, 5) → (30, 5).
        let square = Path(CGRect(x: 20, y: 5, width: 20, height: 20))
        let outside = square.lineSubtraction(box)
        #expect(subpaths(outside).count == 1)
        #expect(!outside.elements.contains(.closeSubpath))
        #expect(outside.boundingRect == CGRect(x: 20, y: 5, width: 20, height: 20))
        #expect(outside.elements.first == .move(to: CGPoint(x: 30, y: 5)))
        #expect(close(outside.currentPoint, CGPoint(x: 20, y: 20)))
        let inside = square.lineIntersection(box)
        #expect(subpaths(inside).count == 1)
        #expect(inside.boundingRect.minX == 20 && inside.boundingRect.maxX == 30)
        #expect(inside.boundingRect.minY == 5 && inside.boundingRect.maxY == 20)
    }

    @Test func evenOddMakesTheHoleOutside() {
        // A ring: outer 0…40, inner 10…30 square, same direction. Non-zero
        // fills the hole (winding 2), even-odd leaves it out.
        var ring = Path(CGRect(x: 0, y: 0, width: 40, height: 40))
        ring.addRect(CGRect(x: 10, y: 10, width: 20, height: 20))
        let line = Path { p in p.move(to: CGPoint(x: -5, y: 20)); p.addLine(to: CGPoint(x: 45, y: 20)) }
        #expect(subpaths(line.lineIntersection(ring)).count == 1)
        let eo = line.lineIntersection(ring, eoFill: true)
        #expect(subpaths(eo).count == 2)
        #expect(!eo.contains(CGPoint(x: 20, y: 20)))
        #expect(close(eo.boundingRect.origin, CGPoint(x: 0, y: 20)) && eo.boundingRect.maxX == 40)
    }
}
