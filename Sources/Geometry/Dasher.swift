import Foundation

/// A validated dash pattern and where it starts.
struct DashState: Sendable {
    var intervals: [CGFloat] = []
    var patternLength: CGFloat = 0
    var startIndex = 0
    var startRemaining: CGFloat = 0

    /// Prepares `dash` and `phase`; false (draw solid) when the pattern is
    /// empty, has a negative or non-finite entry, or sums to zero. An odd
    /// count repeats the list, so `[5]` means 5 on, 5 off.
    mutating func configure(_ dash: [CGFloat], phase: CGFloat) -> Bool {
        guard !dash.isEmpty, dash.allSatisfy({ $0 >= 0 && $0.isFinite }) else { return false }
        intervals = dash.count % 2 == 1 ? dash + dash : dash
        patternLength = intervals.reduce(0, +)
        guard patternLength > 0, patternLength.isFinite else { return false }
        var p = phase.isFinite ? phase.truncatingRemainder(dividingBy: patternLength) : 0
        if p < 0 { p += patternLength }
        startIndex = 0
        var guardCount = 0
        while p >= intervals[startIndex] && guardCount < 2 * intervals.count {
            p -= intervals[startIndex]
            startIndex = (startIndex + 1) % intervals.count
            guardCount += 1
        }
        startRemaining = intervals[startIndex] - max(p, 0)
        return true
    }
}

extension Stroker {
    /// Upper bound on the dashes of one `stroke` call, all subpaths
    /// together; a subpath whose pattern would go past it strokes solid, so
    /// a tiny dash on many long subpaths cannot run away. (Callers with a
    /// budget check ``estimatedSegmentCount(of:style:transform:tolerance:)``
    /// first and report an error instead.)
    public static let maxDashes: CGFloat = 1_000_000

    /// Cuts input.points[start..<end] into dashes and strokes each. The
    /// pattern restarts at every subpath (as in CoreGraphics and SVG); on a
    /// closed subpath a dash running through the start point is drawn as one
    /// piece, without caps at the seam.
    mutating func dashSubpath(_ start: Int, _ end: Int, closed: Bool, into out: inout PolygonSet) {
        let pts = input.points, sm = input.smooth
        let count = end - start + (closed ? 1 : 0)
        // Length check against the runaway bound.
        var total: CGFloat = 0
        for k in 1..<max(count, 1) {
            total += pts[start + (k - 1) % (end - start)].distance(to: pts[start + k % (end - start)])
        }
        let dashes = total / dash.patternLength * CGFloat(dash.intervals.count / 2)
        if !(dashes <= dashesLeft) {
            strokePiece(pts, sm, start, end, closed: closed, dotDir: CGPoint(x: 1, y: 0), into: &out)
            return
        }
        dashesLeft -= dashes
        var toggled = false
        var idx = dash.startIndex
        var remain = dash.startRemaining
        var on = idx % 2 == 0
        let startsOn = on
        var piece: [CGPoint] = []
        var pieceSmooth: [Bool] = []
        var first: [CGPoint]? = nil
        var firstSmooth: [Bool] = []
        var firstDir = CGPoint(x: 1, y: 0)
        var dir = CGPoint(x: 1, y: 0)
        if on { piece.append(pts[start]); pieceSmooth.append(false) }

        for k in 1..<max(count, 1) {
            let a = pts[start + (k - 1) % (end - start)]
            let bi = start + k % (end - start)
            let b = pts[bi]
            let len = a.distance(to: b)
            guard len > 0 else { continue }
            dir = (b - a) * (1 / len)
            var pos: CGFloat = 0
            while len - pos > remain {
                pos += remain
                let q = a.lerp(b, pos / len)
                if on {
                    piece.append(q); pieceSmooth.append(false)
                    if closed && startsOn && first == nil {
                        first = piece; firstSmooth = pieceSmooth; firstDir = dir
                    } else {
                        strokePiece(piece, pieceSmooth, 0, piece.count, closed: false, dotDir: dir, into: &out)
                    }
                    piece.removeAll(keepingCapacity: true); pieceSmooth.removeAll(keepingCapacity: true)
                } else {
                    piece.append(q); pieceSmooth.append(false)
                }
                on.toggle()
                toggled = true
                idx = (idx + 1) % dash.intervals.count
                remain = dash.intervals[idx]
            }
            remain -= len - pos
            if on { piece.append(b); pieceSmooth.append(sm[bi]) }
        }
        if !toggled && on && closed {
            // One dash longer than the whole closed subpath: no seam at all.
            strokePiece(pts, sm, start, end, closed: true, dotDir: dir, into: &out)
            return
        }
        if on, !piece.isEmpty {
            if let f = first {
                // Join the last dash to the first through the start point.
                piece.append(contentsOf: f.dropFirst()); pieceSmooth.append(contentsOf: firstSmooth.dropFirst())
                if piece.count > 1 { pieceSmooth[pieceSmooth.count - f.count] = sm[start] }
                first = nil
            }
            strokePiece(piece, pieceSmooth, 0, piece.count, closed: false, dotDir: dir, into: &out)
        }
        if let f = first {
            strokePiece(f, firstSmooth, 0, f.count, closed: false, dotDir: firstDir, into: &out)
        }
    }
}
