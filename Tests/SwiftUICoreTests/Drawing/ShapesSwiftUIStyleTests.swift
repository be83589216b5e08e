// Shapes written exactly as a SwiftUI user would write them; only the import
// differs (`import SwiftUICore` instead of `import SwiftUI`).
import Foundation
import Testing
import SwiftUICore
import Geometry

struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

/// A ticket: rounded corners and a semicircular notch cut into each side.
struct Ticket: InsettableShape {
    var cornerRadius: CGFloat = 12
    var notchRadius: CGFloat = 10
    var insetAmount: CGFloat = 0

    func path(in rect: CGRect) -> Path {
        let r = rect.insetBy(dx: insetAmount, dy: insetAmount)
        let c = cornerRadius
        return Path { p in
            p.move(to: CGPoint(x: r.minX + c, y: r.minY))
            p.addLine(to: CGPoint(x: r.maxX - c, y: r.minY))
            p.addArc(center: CGPoint(x: r.maxX - c, y: r.minY + c), radius: c,
                     startAngle: .degrees(-90), endAngle: .degrees(0), clockwise: false)
            // Notch on the right side, bulging into the ticket.
            p.addArc(center: CGPoint(x: r.maxX, y: r.midY), radius: notchRadius,
                     startAngle: .degrees(-90), endAngle: .degrees(90), clockwise: true)
            p.addArc(center: CGPoint(x: r.maxX - c, y: r.maxY - c), radius: c,
                     startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
            p.addArc(center: CGPoint(x: r.minX + c, y: r.maxY - c), radius: c,
                     startAngle: .degrees(90), endAngle: .degrees(180), clockwise: false)
            // Notch on the left side.
            p.addArc(center: CGPoint(x: r.minX, y: r.midY), radius: notchRadius,
                     startAngle: .degrees(90), endAngle: .degrees(-90), clockwise: true)
            p.addArc(center: CGPoint(x: r.minX + c, y: r.minY + c), radius: c,
                     startAngle: .degrees(180), endAngle: .degrees(270), clockwise: false)
            p.closeSubpath()
        }
    }

    func inset(by amount: CGFloat) -> Ticket {
        var t = self
        t.insetAmount += amount
        return t
    }
}

/// A progress ring that starts at 12 o'clock and grows clockwise.
struct ProgressRingShape: Shape {
    var progress: Double

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addArc(center: CGPoint(x: rect.midX, y: rect.midY),
                    radius: min(rect.width, rect.height) / 2,
                    startAngle: .degrees(-90),
                    endAngle: .degrees(-90 + 360 * progress),
                    clockwise: false)
        return path
    }
}

@Test func triangleAsSwiftUIDrawsIt() {
    let path = Triangle().path(in: CGRect(x: 0, y: 0, width: 100, height: 80))
    #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 100, height: 80))
    #expect(path.contains(CGPoint(x: 50, y: 40)))
    #expect(!path.contains(CGPoint(x: 10, y: 10)))   // above the left edge
    #expect(path.contains(CGPoint(x: 10, y: 75)))
    // Area by the shoelace formula: half of 100 × 80.
    var pts: [CGPoint] = []
    path.forEach { if case .move(let p) = $0 { pts.append(p) } else if case .line(let p) = $0 { pts.append(p) } }
    var twice: CGFloat = 0
    for i in pts.indices { let a = pts[i], b = pts[(i + 1) % pts.count]; twice += a.x * b.y - b.x * a.y }
    #expect(abs(twice) / 2 == 4000)
}

@Test func ticketHasNotchesAndRoundedCorners() {
    let frame = CGRect(x: 0, y: 0, width: 200, height: 100)
    let path = Ticket().path(in: frame)
    #expect(abs(path.boundingRect.minX - 0) < 1e-9 && abs(path.boundingRect.maxX - 200) < 1e-9)
    #expect(abs(path.boundingRect.minY - 0) < 1e-9 && abs(path.boundingRect.maxY - 100) < 1e-9)
    // The notches are cut out of the body…
    #expect(!path.contains(CGPoint(x: 195, y: 50)) && !path.contains(CGPoint(x: 5, y: 50)))
    #expect(path.contains(CGPoint(x: 185, y: 50)) && path.contains(CGPoint(x: 15, y: 50)))
    // …just above and below them the body reaches the side,
    #expect(path.contains(CGPoint(x: 199, y: 35)) && path.contains(CGPoint(x: 1, y: 65)))
    // and the corners are rounded off.
    #expect(!path.contains(CGPoint(x: 1, y: 1)) && !path.contains(CGPoint(x: 199, y: 99)))
    #expect(path.contains(CGPoint(x: 12, y: 3)))
    // One closed subpath, no stray moves.
    #expect(path.elements.filter { if case .move = $0 { true } else { false } }.count == 1)
    // strokeBorder works on it like on built-in shapes.
    let border = Ticket().inset(by: 2).path(in: frame).strokedPath(StrokeStyle(lineWidth: 4)).boundingRect
    #expect(abs(border.minX) < 1e-9 && abs(border.maxX - 200) < 1e-9)
}

@Test func progressRingAsSwiftUIDrawsIt() {
    let frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    let quarter = ProgressRingShape(progress: 0.25).path(in: frame)
    // Starts at 12 o'clock, ends at 3 o'clock, going clockwise on screen.
    #expect(quarter.elements.first == .move(to: CGPoint(x: 50, y: 0)))
    #expect(quarter.currentPoint == CGPoint(x: 100, y: 50))
    #expect(abs(quarter.boundingRect.minX - 50) < 1e-9 && abs(quarter.boundingRect.maxY - 50) < 1e-9)
    #expect(abs(quarter.length - .pi * 50 / 2) < 0.05)
    // Stroked with round caps of width 10 as `.stroke(style:)` would.
    let ring = quarter.strokedPath(StrokeStyle(lineWidth: 10, lineCap: .round))
    let b = ring.boundingRect
    #expect(abs(b.minX - 45) < 0.06 && abs(b.minY + 5) < 0.06 && abs(b.maxX - 105) < 0.06 && abs(b.maxY - 55) < 0.06)
    // Three quarters reach round through 6 and 9 o'clock.
    let most = ProgressRingShape(progress: 0.75).path(in: frame)
    #expect(abs(most.currentPoint!.x - 0) < 1e-9 && abs(most.currentPoint!.y - 50) < 1e-9)
    #expect(abs(most.boundingRect.maxY - 100) < 1e-9)
    // Full and empty rings.
    #expect(abs(ProgressRingShape(progress: 1).path(in: frame).length - .pi * 100) < 0.1)
    #expect(ProgressRingShape(progress: 0).path(in: frame).length == 0)
}
