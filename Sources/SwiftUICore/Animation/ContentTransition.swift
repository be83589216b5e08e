// Content transitions for Text, in script time. The modifier remembers the
// string its text showed; when an animated change gives it another one, the
// old text is drawn beside the new one, in the same frame, until the
// change's animation ends. `.numericText` rolls each changed character by
// the text's height while cross-fading it, and slides the kept ones
// (NumericTextRoll.swift; the whole text rolls when it is not one line).
// `.interpolate` moves, scales and recolours each glyph of a text that kept
// its string but changed its style (GlyphInterpolation.swift), and
// cross-fades like `.opacity` when the string changed (Apple: texts
// interpolate "when the text views have identical strings"). Only a
// modifier applied directly to a `Text` acts.
import Foundation
import ImageFiles

/// How a view's content changes inside an animated change, as SwiftUI's `ContentTransition`.
public struct ContentTransition: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case identity, opacity, interpolate
        case numeric(countsDown: Bool?, value: Double?)
    }
    let kind: Kind

    /// The content changes at once.
    public static let identity = ContentTransition(kind: .identity)
    /// The old content fades out while the new fades in.
    public static let opacity = ContentTransition(kind: .opacity)
    /// Interpolates the content where it can: the glyphs of a text that
    /// keeps its string move, scale and change colour; another string fades.
    public static let interpolate = ContentTransition(kind: .interpolate)
    /// Numbers roll: up when counting up (the old text leaves upwards), down when `countsDown`.
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(kind: .numeric(countsDown: countsDown, value: nil))
    }
    /// Numbers roll in the direction `value` moved since the last change.
    public static func numericText(value: Double) -> ContentTransition {
        ContentTransition(kind: .numeric(countsDown: nil, value: value))
    }
}

public struct _ContentTransitionModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let transition: ContentTransition

    struct Record {
        var text: Text
        var string: String
        /// What the text looks like beside its string (its pieces' styles
        /// and the inherited foreground style), to tell a restyled text.
        var look: String
        var environment: EnvironmentValues
        var change: (old: Text, environment: EnvironmentValues, start: Double, animation: Animation, down: Bool)?
    }

    /// The styles of `node`'s text, written out: two texts with equal looks
    /// and strings draw alike.
    private func look(of node: TextNode) -> String {
        let pieces = node.text.segments.map {
            "\($0.font.map(String.init(describing:)) ?? "-") \(String(describing: $0.weight)) \($0.italic) "
                + "\(String(describing: $0.design)) \(String(describing: $0.tracking)) \(String(describing: $0.baselineOffset)) "
                + "\($0.underline) \($0.strikethrough) \(String(describing: $0.attributes))"
        }
        return pieces.joined(separator: "|") + "|" + String(describing: node.environment.foregroundStyle)
    }

    func makeNodes(content: ResolveContext.Content, _ context: ResolveContext) -> [Node] {
        let nodes = content(context)
        guard nodes.count == 1, let node = nodes[0] as? TextNode else { return nodes }
        let key = SiteKey(path: context.path, slot: .modifier)
        let string = node.text.segments.map(\.string).joined()
        var record = context.sites.record(key, as: Record.self)
        if context.sites.mode == .commit {
            let look = self.look(of: node)
            var new = Record(text: node.text, string: string, look: look, environment: node.environment, change: record?.change)
            if let old = record, old.string != string || (transition.kind == .interpolate && old.look != look) {
                new.change = nil
                if let animation = context.animation, transition.kind != .identity {
                    new.change = (old.text, old.environment, context.time, animation, countsDown(from: old.string, to: string))
                }
            }
            context.sites.keep(new, key: key)
            record = new
        }
        guard let change = record?.change, !change.animation.isComplete(at: context.time - change.start) else { return nodes }
        let p = change.animation.progress(at: context.time - change.start)
        let rolls: Bool
        if case .numeric = transition.kind { rolls = true } else { rolls = false }
        return [ContentTransitionNode(node, old: TextNode(text: change.old, environment: change.environment),
                                      progress: p, roll: rolls ? (change.down ? -1 : 1) : 0,
                                      interpolates: transition.kind == .interpolate)]
    }

    private func countsDown(from old: String, to new: String) -> Bool {
        switch transition.kind {
        case let .numeric(countsDown?, _): return countsDown
        case let .numeric(nil, value?):
            // The direction of the value's last move: compare with the old text's number.
            if let before = Double(old.filter { "0123456789.-".contains($0) }) { return value < before }
            return false
        default: return false
        }
    }
}

/// A text and the one it replaces, drawn in the same frame while the change runs.
final class ContentTransitionNode: WrapperNode {
    let old: Node
    let progress: Double
    /// 1: the old text leaves upwards and the new comes from below; −1 the other way; 0 no roll.
    let roll: CGFloat
    /// Whether glyphs of an unchanged string interpolate (`.interpolate`).
    let interpolates: Bool

    init(_ child: Node, old: Node, progress: Double, roll: CGFloat, interpolates: Bool) {
        self.old = old
        self.progress = progress
        self.roll = roll
        self.interpolates = interpolates
        super.init(child)
    }

    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize) {
        super.placeChildren(in: rect, proposal: proposal)
        let size = old.size(for: proposal)
        // Glyphs interpolate from where the old text sat: centred where the
        // new one is (layout does not animate, so its old frame is gone).
        let origin = interpolates ? CGPoint(x: rect.midX - size.width / 2, y: rect.midY - size.height / 2) : rect.origin
        old.place(in: CGRect(origin: origin, size: size), proposal: proposal)
    }

    override func draw(_ context: inout GraphicsContext) {
        let p = CGFloat(max(0, min(1, progress))), h = frame.height
        if roll != 0, let old = old as? TextNode, let new = child as? TextNode, let plan = NumericTextRoll(old: old, new: new) {
            plan.draw(old: old, new: new, progress: p, roll: roll, height: h, in: context)
            return
        }
        if interpolates, let old = old as? TextNode, let new = child as? TextNode, let plan = GlyphInterpolation(old: old, new: new) {
            plan.draw(old: old, new: new, progress: p, in: context)
            return
        }
        var c = context
        c.opacity *= Double(1 - p)
        c.translateBy(x: 0, y: -roll * h * p)
        old.draw(&c)
        var d = context
        d.opacity *= Double(p)
        d.translateBy(x: 0, y: roll * h * (1 - p))
        child.draw(&d)
    }
}

extension View {
    /// How changes to this view's content animate, as SwiftUI's
    /// `contentTransition(_:)`; only inside an animated change.
    public func contentTransition(_ transition: ContentTransition) -> some View {
        modifier(_ContentTransitionModifier(transition: transition))
    }
}
