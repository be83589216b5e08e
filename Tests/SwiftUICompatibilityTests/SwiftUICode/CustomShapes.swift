// Custom shapes as SwiftUI developers write them: the math is in the
// shape's own coordinates (`rect.width / 2`, `.zero`), trusting SwiftUI to
// hand `path(in:)` a rect at the origin and place the result.
import AnimGen

struct Star: Shape {
    var corners = 5
    var smoothness: CGFloat = 0.45

    func path(in rect: CGRect) -> Path {
        let center = CGPoint(x: rect.width / 2, y: rect.height / 2)
        let outerRadius = min(rect.width, rect.height) / 2
        let innerRadius = outerRadius * smoothness
        let step = .pi / CGFloat(corners)
        var path = Path()
        for index in 0..<(corners * 2) {
            let radius = index.isMultiple(of: 2) ? outerRadius : innerRadius
            let angle = CGFloat(index) * step - .pi / 2
            let point = CGPoint(x: center.x + cos(angle) * radius, y: center.y + sin(angle) * radius)
            if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.closeSubpath()
        return path
    }
}

struct Heart: Shape {
    func path(in rect: CGRect) -> Path {
        let width = rect.width, height = rect.height
        var path = Path()
        path.move(to: CGPoint(x: width / 2, y: height))
        path.addCurve(to: CGPoint(x: 0, y: height / 4),
                      control1: CGPoint(x: width * 0.1, y: height * 0.65),
                      control2: CGPoint(x: 0, y: height * 0.45))
        path.addArc(center: CGPoint(x: width / 4, y: height / 4), radius: width / 4,
                    startAngle: .degrees(180), endAngle: .degrees(0), clockwise: false)
        path.addArc(center: CGPoint(x: width * 3 / 4, y: height / 4), radius: width / 4,
                    startAngle: .degrees(180), endAngle: .degrees(0), clockwise: false)
        path.addCurve(to: CGPoint(x: width / 2, y: height),
                      control1: CGPoint(x: width, y: height * 0.45),
                      control2: CGPoint(x: width * 0.9, y: height * 0.65))
        path.closeSubpath()
        return path
    }
}

/// An arrow pointing right: a shaft over the left 60 %, a head over the rest.
struct Arrow: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            let shaftEnd = rect.width * 0.6
            path.move(to: CGPoint(x: 0, y: rect.height * 0.35))
            path.addLine(to: CGPoint(x: shaftEnd, y: rect.height * 0.35))
            path.addLine(to: CGPoint(x: shaftEnd, y: 0))
            path.addLine(to: CGPoint(x: rect.width, y: rect.height / 2))
            path.addLine(to: CGPoint(x: shaftEnd, y: rect.height))
            path.addLine(to: CGPoint(x: shaftEnd, y: rect.height * 0.65))
            path.addLine(to: CGPoint(x: 0, y: rect.height * 0.65))
            path.closeSubpath()
        }
    }
}

/// A progress arc from 12 o'clock, clockwise on screen; `progress` animates.
struct ProgressArc: Shape {
    var progress: Double

    var animatableData: Double {
        get { progress }
        set { progress = newValue }
    }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addArc(center: CGPoint(x: rect.width / 2, y: rect.height / 2),
                    radius: min(rect.width, rect.height) / 2 - 5,
                    startAngle: .degrees(-90), endAngle: .degrees(-90 + 360 * progress), clockwise: false)
        return path
    }
}

/// A bar whose height and corner radius animate together.
struct Bar: Shape {
    var fraction: CGFloat
    var cornerRadius: CGFloat

    var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(fraction, cornerRadius) }
        set { (fraction, cornerRadius) = (newValue.first, newValue.second) }
    }

    func path(in rect: CGRect) -> Path {
        let height = rect.height * fraction
        let bar = CGRect(x: 0, y: rect.height - height, width: rect.width, height: height)
        return Path(roundedRect: bar, cornerRadius: cornerRadius)
    }
}

/// A square that sizes itself: the largest square the offer allows, 20
/// points on a side when asked for its ideal size.
struct SquareBadge: Shape {
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let side = min(proposal.width ?? 20, proposal.height ?? 20)
        return CGSize(width: side, height: side)
    }

    func path(in rect: CGRect) -> Path {
        Path(rect)
    }
}

struct SelfSizedBadges: View {
    var body: some View {
        VStack(spacing: 0) {
            SquareBadge()
                .fill(Color.blue)
                .frame(width: 40, height: 20)
            HStack(spacing: 0) {
                SquareBadge()
                Color.red
                    .frame(width: 10, height: 10)
            }
            .fixedSize()
        }
    }
}

/// A right triangle with its right angle at the bottom leading corner.
struct CornerTriangle: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

/// The same triangle, kept as drawn in every layout direction.
struct FixedCornerTriangle: Shape {
    var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }

    func path(in rect: CGRect) -> Path {
        CornerTriangle().path(in: rect)
    }
}

/// A triangle in a given layout direction.
struct DirectedTriangle: View {
    var direction: LayoutDirection
    var fixed = false

    var body: some View {
        Group {
            if fixed {
                FixedCornerTriangle().fill(.black)
            } else {
                CornerTriangle().fill(.black)
            }
        }
        .frame(width: 40, height: 40)
        .environment(\.layoutDirection, direction)
    }
}

/// A quarter pie built with CoreGraphics' mutable path, as older drawing
/// code does, then wrapped in a `Path`.
struct CGQuarterPie: Shape {
    func path(in rect: CGRect) -> Path {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let path = CGMutablePath()
        path.move(to: center)
        path.addArc(center: center, radius: rect.width / 2, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        path.closeSubpath()
        return Path(path)
    }
}
