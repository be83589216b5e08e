import Foundation

// Path boolean operations, step 4: turn the kept flattened pieces back into
// the operands' own segments. Consecutive pieces of one source become one
// part of it (its parameters from the first piece's start to the last
// one's end); where two sources meet at a cut, the cut's parameters, known
// only on the chords, are refined on the true segments so that both parts
// end at the same point of both curves. Curves then come back as curves,
// lines as lines.

/// A part of one source in a result's outline, from `start` to `end`.
struct BooleanRun {
    var piece: BooleanPiece
    var start: CGPoint
    var end: CGPoint
}

struct BooleanCurveBuilder {
    let sources: [BooleanSource]
    let grid: BooleanGrid
    let tolerance: CGFloat
    /// How far a refined meeting point may move from the flattened one: a
    /// few times the flattening tolerance, beyond which the refinement found
    /// some other crossing and the flattened point is kept.
    let reach: CGFloat

    init(sources: [BooleanSource], grid: BooleanGrid, tolerance: CGFloat) {
        self.sources = sources
        self.grid = grid
        self.tolerance = tolerance
        reach = 4 * tolerance + grid.epsilon
    }

    /// Whether `b` continues `a` along the same source.
    func continues(_ a: BooleanPiece, _ b: BooleanPiece) -> Bool {
        a.source == b.source && abs(a.t1 - b.t0) <= 1e-9
    }

    /// Consecutive pieces (each with its start and end point) merged into runs.
    func runs(_ pieces: [(piece: BooleanPiece, a: CGPoint, b: CGPoint)]) -> [BooleanRun] {
        var runs: [BooleanRun] = []
        for p in pieces {
            if let last = runs.last, continues(last.piece, p.piece), last.end == p.a {
                runs[runs.count - 1].piece.t1 = p.piece.t1
                runs[runs.count - 1].end = p.b
            } else {
                runs.append(BooleanRun(piece: p.piece, start: p.a, end: p.b))
            }
        }
        return runs
    }

    /// The parameters on sources `a` and `b` where they meet near `v`,
    /// starting from the guesses `ta`, `tb` (Newton's method on
    /// a(s) − b(u) = 0), and the meeting point; nil when they do not meet
    /// transversally near `v`.
    func meet(_ a: Int, _ ta: CGFloat, _ b: Int, _ tb: CGFloat, near v: CGPoint) -> (CGFloat, CGFloat, CGPoint)? {
        let sa = sources[a], sb = sources[b]
        var s = ta, u = tb
        let scale = max(abs(v.x), abs(v.y), 1)
        for _ in 0..<12 {
            let f = sa.point(at: s) - sb.point(at: u)
            if f.length <= 1e-13 * scale { break }
            let da = sa.derivative(at: s), db = -sb.derivative(at: u)
            let det = da.cross(db)
            guard abs(det) > 1e-9 * da.length * db.length, det.isFinite else { return nil }
            let c = -f
            s = min(max(s + c.cross(db) / det, 0), 1)
            u = min(max(u + da.cross(c) / det, 0), 1)
        }
        let pa = sa.point(at: s)
        guard pa.distance(to: sb.point(at: u)) <= 1e-9 * scale, pa.distance(to: v) <= reach else { return nil }
        // The flattened crossing lies on the chords next to the true one: a
        // parameter that moved by more than two flattening steps went to
        // another crossing (small curves have several within `reach`).
        guard abs(s - ta) <= 2 / CGFloat(sa.steps(tolerance: tolerance)),
              abs(u - tb) <= 2 / CGFloat(sb.steps(tolerance: tolerance)) else { return nil }
        return (s, u, pa)
    }

    /// Where run `a` ends and run `b` starts when they come from different
    /// sources: the refined meeting point when one is found, else the
    /// flattened vertex. Both runs are updated.
    func join(_ a: inout BooleanRun, _ b: inout BooleanRun) {
        let v = a.end
        let sa = sources[a.piece.source], sb = sources[b.piece.source]
        var p = v
        if sa.point(at: a.piece.t1).distance(to: v) > grid.epsilon || sb.point(at: b.piece.t0).distance(to: v) > grid.epsilon,
           let (s, u, m) = meet(a.piece.source, a.piece.t1, b.piece.source, b.piece.t0, near: v) {
            a.piece.t1 = s
            b.piece.t0 = u
            p = grid.snap(m)
        }
        a.end = p
        b.start = p
    }

    /// Moves the end (or with `atStart`, the start) of a run that stops
    /// where it crosses source `other` (at parameter `t` there) onto the
    /// true crossing.
    func cut(_ run: inout BooleanRun, atStart: Bool, by other: Int, at t: CGFloat) {
        let v = atStart ? run.start : run.end
        let tr = atStart ? run.piece.t0 : run.piece.t1
        guard sources[run.piece.source].point(at: tr).distance(to: v) > grid.epsilon,
              let (s, _, m) = meet(run.piece.source, tr, other, t, near: v) else { return }
        if atStart {
            run.piece.t0 = s; run.start = grid.snap(m)
        } else {
            run.piece.t1 = s; run.end = grid.snap(m)
        }
    }

    /// Appends runs that follow one another as a subpath: closed ones as
    /// a closed subpath (the last run ending where the first starts), else
    /// an open one. Straight runs in line are merged; a closed outline of
    /// lines only that collapses below three corners is dropped.
    func append(_ input: [BooleanRun], closed: Bool, to path: inout Path) {
        var runs = input
        let eps = grid.epsilon
        func isLine(_ r: BooleanRun) -> Bool { sources[r.piece.source].kind == .line }
        var changed = true
        while changed && !runs.isEmpty {
            changed = false
            var kept: [BooleanRun] = []
            kept.reserveCapacity(runs.count)
            for r in runs {
                if r.start == r.end && (isLine(r) || abs(r.piece.t1 - r.piece.t0) < 1e-9) { changed = true; continue }
                if let last = kept.last, isLine(last), isLine(r),
                   BooleanContourLinker.isRedundant(r.start, between: last.start, r.end, epsilon: eps) {
                    kept[kept.count - 1].end = r.end
                    changed = true
                    continue
                }
                kept.append(r)
            }
            if closed, kept.count > 1, let first = kept.first, let last = kept.last, isLine(first), isLine(last),
               BooleanContourLinker.isRedundant(first.start, between: last.start, first.end, epsilon: eps) {
                kept[0].start = last.start
                kept.removeLast()
                changed = true
            }
            runs = kept
        }
        guard let first = runs.first else { return }
        if closed && runs.allSatisfy(isLine) && runs.count < 3 { return }
        path.move(to: first.start)
        for (k, r) in runs.enumerated() {
            let isLast = k == runs.count - 1
            if closed && isLast && isLine(r) { break }
            sources[r.piece.source].append(to: &path, from: r.piece.t0, to: r.piece.t1,
                                           end: closed && isLast ? first.start : r.end)
        }
        if closed { path.closeSubpath() }
    }

    /// A closed outline's pieces as runs, rotated to start where two
    /// sources meet, with every meeting refined.
    func closedRuns(_ pieces: [(piece: BooleanPiece, a: CGPoint, b: CGPoint)]) -> [BooleanRun] {
        let n = pieces.count
        guard n > 0 else { return [] }
        let k = (0..<n).first { !continues(pieces[($0 + n - 1) % n].piece, pieces[$0].piece) } ?? 0
        var runs = self.runs(Array(pieces[k...] + pieces[..<k]))
        for i in runs.indices {
            let j = (i + 1) % runs.count
            if i == j { break }
            var a = runs[i], b = runs[j]
            join(&a, &b)
            runs[i] = a
            runs[j] = b
        }
        return runs
    }
}
