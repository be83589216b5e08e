/// `loopOut`/`loopIn` as a mapping of time: frames beyond the looped span
/// fall back into it (cycle, pingpong), or hold with a count of cycles
/// passed (offset), or continue at the end's velocity (approximated as hold).
enum LoopTime {
    struct Mapped {
        var frame: Double
        var cycles: Int = 0
        var cycleStart: Double = 0
        var cycleEnd: Double = 0
    }

    static func map<V>(_ frame: Double, _ kfs: [Keyframe<V>], _ loop: PropertyLoop?) -> Mapped {
        guard let loop, kfs.count > 1 else { return Mapped(frame: frame) }
        let n = kfs.count
        let span = loop.keyframes <= 0 || loop.keyframes >= n ? n - 1 : loop.keyframes
        let start = loop.isOut ? kfs[n - 1 - span].time : kfs[0].time
        let end = loop.isOut ? kfs[n - 1].time : kfs[span].time
        let length = end - start
        guard length > 0 else { return Mapped(frame: frame) }
        if loop.isOut ? frame <= end : frame >= start { return Mapped(frame: frame) }
        let rel = frame - start
        let cycles = Int((rel / length).rounded(.down))
        var local = rel - Double(cycles) * length
        switch loop.kind {
        case .cycle:
            return Mapped(frame: start + local)
        case .pingpong:
            if abs(cycles) % 2 == 1 { local = length - local }
            return Mapped(frame: start + local)
        case .offset:
            return Mapped(frame: start + local, cycles: cycles, cycleStart: start, cycleEnd: end)
        case .continue:
            return Mapped(frame: frame)
        }
    }
}
