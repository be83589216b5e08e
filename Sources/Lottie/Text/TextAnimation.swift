import Foundation
import Timeline

/// A text document's characters moved and painted by its animators at one
/// frame, as shape items.
///
/// Each animator's range selector gives every character a share in 0…1
/// (times its amount): its unit (character, character not counting spaces,
/// word or line) is the cell `[i, i + 1)`, the range runs from start to end
/// (both shifted by the offset; in percent of the unit count, or in unit
/// indices), and the shape says how the share falls across it — square: the
/// part of the cell inside the range; ramp up, ramp down, triangle, round
/// (a half ellipse) and smooth (a raised cosine): the curve over the range
/// read at the cell's centre, eased by ease high and low. A character then
/// takes each property that share of the way: position and rotation added,
/// scale and opacity from 100 % towards the animator's, fill and stroke
/// colour from the document's towards the animator's, stroke width and
/// tracking added (tracking moving the characters after it on its line,
/// and a right-justified or centred line back by all or half of what its
/// characters add).
/// Scale and rotation turn about the character's centre on the baseline.
struct TextAnimation {
    let text: SetText
    let animators: [TextAnimatorModel]
    let frame: Double

    func items() -> [ShapeItem] {
        let chars = text.characters
        var shares = [[Double]](repeating: [], count: animators.count)
        for (k, animator) in animators.enumerated() {
            shares[k] = Self.shares(animator.selector, chars, frame: frame)
        }
        // Tracking added after each character; a line widens by its sum,
        // so a right-justified line starts that much further left and a
        // centred one half as much (as lottie-web re-aligns it).
        let tracking = chars.indices.map { i in
            animators.indices.reduce(0.0) { sum, k in
                guard shares[k][i] != 0, let t = animators[k].tracking?.value(at: frame).first else { return sum }
                return sum + t * shares[k][i] * text.size / 1000
            }
        }
        var widening: [Int: Double] = [:]
        for (i, c) in chars.enumerated() { widening[c.line, default: 0] += tracking[i] }
        let realign = text.justify == 1 ? -1.0 : text.justify == 2 ? -0.5 : 0
        var items: [ShapeItem] = []
        var line = chars.first?.line ?? 0
        var shift = realign * (widening[line] ?? 0)
        for (i, c) in chars.enumerated() {
            if c.line != line { line = c.line; shift = realign * (widening[line] ?? 0) }
            var offset = [0.0, 0.0], scale = [100.0, 100.0], rotation = 0.0, opacity = 100.0
            var fill = text.fill, stroke = text.stroke, strokeWidth = text.strokeWidth
            for (k, a) in animators.enumerated() {
                let m = shares[k][i]
                guard m != 0 else { continue }
                if let p = a.position?.value(at: frame) { for j in 0..<min(2, p.count) { offset[j] += p[j] * m } }
                if let s = a.scale?.value(at: frame) { for j in 0..<min(2, s.count) { scale[j] += (s[j] - 100) * m } }
                if let r = a.rotation?.value(at: frame).first { rotation += r * m }
                if let o = a.opacity?.value(at: frame).first { opacity += (o - 100) * m }
                if let fc = a.fillColor?.value(at: frame) { fill = Self.mix(fill, fc, m) }
                if let sc = a.strokeColor?.value(at: frame) { stroke = Self.mix(stroke, sc, m) }
                if let sw = a.strokeWidth?.value(at: frame).first { strokeWidth += sw * m }
            }
            defer { shift += tracking[i] }
            guard !c.items.isEmpty else { continue }
            var glyph = TransformModel()
            glyph.position = .combined(.constant([c.x, c.y]))
            glyph.scale = .constant([c.scale * 100, c.scale * 100])
            var styles: [ShapeItem] = []
            let alpha = min(max(opacity, 0), 100)
            if let fill {
                styles.append(.fill(color: .constant(fill), opacity: .constant([alpha]), evenOdd: false))
            }
            if let stroke, strokeWidth > 0 {
                let model = StrokeModel(width: .constant([strokeWidth]), cap: .butt, join: .miter, miterLimit: 4,
                                        dashes: [], dashOffset: nil)
                let item = ShapeItem.stroke(color: .constant(stroke), opacity: .constant([alpha]), model)
                if text.strokeOverFill { styles.insert(item, at: 0) } else { styles.append(item) }
            }
            let centre = [c.x + c.width / 2, c.y]
            var move = TransformModel()
            move.anchor = .constant(centre)
            move.position = .combined(.constant([centre[0] + shift + offset[0], centre[1] + offset[1]]))
            move.scale = .constant(scale)
            move.rotation = .constant([rotation])
            items.append(.group([.group(c.items, glyph)] + styles, move))
        }
        return items
    }

    /// `from` moved `m` of the way to `to`, channel by channel.
    static func mix(_ from: Vector?, _ to: Vector, _ m: Double) -> Vector {
        guard let from else { return to }
        var out = from
        for j in 0..<min(from.count, to.count) { out[j] = from[j] + (to[j] - from[j]) * m }
        return out
    }

    /// Each character's share of `selector` at `frame`, amount included.
    static func shares(_ selector: TextRangeSelector, _ chars: [SetCharacter], frame: Double) -> [Double] {
        // Each character's unit index (nil: a space where spaces do not count).
        var units: [Int?] = []
        var count = 0
        switch selector.basedOn {
        case .characters:
            units = chars.indices.map { $0 }
            count = chars.count
        case .charactersExcludingSpaces:
            for c in chars { units.append(c.isSpace ? nil : count); if !c.isSpace { count += 1 } }
        case .words, .lines:
            var rank: [Int: Int] = [:]
            for c in chars {
                let key = selector.basedOn == .words ? c.word : c.line
                if rank[key] == nil { rank[key] = rank.count }
                units.append(rank[key])
            }
            count = rank.count
        }
        let unit = selector.inIndices ? 1 : Double(count) / 100
        let offset = (selector.offset.value(at: frame).first ?? 0) * unit
        var s = (selector.start.value(at: frame).first ?? 0) * unit + offset
        var e = (selector.end.value(at: frame).first ?? 100) * unit + offset
        if s > e { swap(&s, &e) }
        let amount = (selector.amount.value(at: frame).first ?? 100) / 100
        let high = (selector.maxEase.value(at: frame).first ?? 0) / 100
        let low = (selector.minEase.value(at: frame).first ?? 0) / 100
        // Ease low bends the start of the curve, ease high its end (negative: the other way).
        let ease = CubicBezierEasing(x1: max(low, 0), y1: max(-low, 0), x2: 1 - max(high, 0), y2: 1 - max(-high, 0))
        return units.map { index in
            guard let index else { return 0 }
            let i = Double(index)
            var m: Double
            switch selector.shape {
            case .square:
                return max(0, min(i + 1, e) - max(i, s)) * amount
            case .rampUp: m = e > s ? min(max((i + 0.5 - s) / (e - s), 0), 1) : (i >= e ? 1 : 0)
            case .rampDown: m = e > s ? 1 - min(max((i + 0.5 - s) / (e - s), 0), 1) : (i >= e ? 0 : 1)
            case .triangle:
                guard e > s else { return 0 }
                let t = min(max((i + 0.5 - s) / (e - s), 0), 1)
                m = t < 0.5 ? 2 * t : 2 - 2 * t
            case .round:
                guard e > s else { return 0 }
                let half = (e - s) / 2, x = min(max(i + 0.5 - s, 0), e - s) - half
                m = (max(0, 1 - x * x / (half * half))).squareRoot()
            case .smooth:
                guard e > s else { return 0 }
                let t = min(max(i + 0.5 - s, 0), e - s) / (e - s)
                m = (1 + cos(Double.pi + 2 * Double.pi * t)) / 2
            }
            return ease.value(at: m) * amount
        }
    }
}
