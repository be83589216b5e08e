import Foundation
import Testing
@testable import Geometry

@Test func svgRoundTrips() throws {
    var p = Path()
    p.move(to: CGPoint(x: 1.5, y: -2))
    p.addLine(to: CGPoint(x: 10, y: 0.1))
    p.addQuadCurve(to: CGPoint(x: 20, y: 20), control: CGPoint(x: 15, y: 1e-7))
    p.addCurve(to: CGPoint(x: 0, y: 30), control1: CGPoint(x: 25, y: 25), control2: CGPoint(x: 5, y: 33.333))
    p.closeSubpath()
    p.addEllipse(in: CGRect(x: 3, y: 4, width: 5, height: 6))
    #expect(try Path(svgPathData: p.svgPathData) == p)
    #expect(Path(p.description) == p)
    #expect(Path(CGRect(x: 0, y: 0, width: 10, height: 10)).description == "0 0 m 10 0 l 10 10 l 0 10 l h")
    #expect(Path("1 2 m 3 l") == nil)
}

@Test func svgGrammar() throws {
    // Relative commands, implicit repeats, H/V, compact numbers.
    let a = try Path(svgPathData: "m10 10 20 0 0-20zh5v5l.5.5-1e1,0")
    #expect(a.elements == [
        .move(to: CGPoint(x: 10, y: 10)), .line(to: CGPoint(x: 30, y: 10)), .line(to: CGPoint(x: 30, y: -10)),
        .closeSubpath, .move(to: CGPoint(x: 10, y: 10)), .line(to: CGPoint(x: 15, y: 10)),
        .line(to: CGPoint(x: 15, y: 15)), .line(to: CGPoint(x: 15.5, y: 15.5)), .line(to: CGPoint(x: 5.5, y: 15.5)),
    ])
    // Smooth curves reflect the previous control point.
    let s = try Path(svgPathData: "M0 0 C 0 10 10 10 10 0 S 20 -10 20 0 Q 25 5 30 0 T 40 0")
    #expect(s.elements[2] == .curve(to: CGPoint(x: 20, y: 0), control1: CGPoint(x: 10, y: -10),
                                    control2: CGPoint(x: 20, y: -10)))
    #expect(s.elements[4] == .quadCurve(to: CGPoint(x: 40, y: 0), control: CGPoint(x: 35, y: -5)))
    // Arc: sweep flag 1 is the positive-angle direction, clockwise on a y-down screen.
    let arc = try Path(svgPathData: "M0 0 A50 50 0 0 1 100 0")
    #expect(arc.currentPoint == CGPoint(x: 100, y: 0))
    #expect(close(arc.boundingRect, CGRect(x: 0, y: -50, width: 100, height: 50), 1e-6))
    let arc2 = try Path(svgPathData: "M0 0 a50 50 0 0 0 100 0")
    #expect(close(arc2.boundingRect, CGRect(x: 0, y: 0, width: 100, height: 50), 1e-6))
    // Flags without separators, and radii too small get scaled up.
    let arc3 = try Path(svgPathData: "M0 0a1 1 0 01100 0")
    #expect(close(arc3.boundingRect, CGRect(x: 0, y: -50, width: 100, height: 50), 1e-6))
    // Zero radius is a straight line.
    #expect(try Path(svgPathData: "M0 0 A0 5 0 0 1 10 0").elements == [.move(to: .zero), .line(to: CGPoint(x: 10, y: 0))])
    #expect(try Path(svgPathData: "").isEmpty)
}

@Test func svgErrorsArePositioned() {
    func offset(_ s: String) -> Int? {
        do { _ = try Path(svgPathData: s); return nil } catch let e as SVGPathError { return e.offset } catch { return nil }
    }
    #expect(offset("M 10 20 L 30") == 12)      // missing y at the end
    #expect(offset("M10,10 X5") == 7)          // unknown command
    #expect(offset("L10 10") == 0)             // must start with a moveto
    #expect(offset("M0 0 A5 5 0 2 1 3 3") == 12) // flag must be 0 or 1
    #expect(offset("M0 0 L 1 , , 2") == 11)    // two commas: the second
    do {
        _ = try Path(svgPathData: "M1 1 L2 x")
        Issue.record("expected an error")
    } catch let e as SVGPathError {
        #expect(e.description.contains("offset 8"))
    } catch { Issue.record("wrong error type") }
}
