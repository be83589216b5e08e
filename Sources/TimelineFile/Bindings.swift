// Bindings: a property written `{ follow: "bar.size.height", scale, offset }`
// takes another layer's value at the same instant, so a label rides on its
// bar without a copy of the bar's animation. Layers are read first; the
// bindings are connected once the whole tree (and every sequence's clock)
// is known, and a cycle is an error naming its links.
import Foundation
import Geometry
import SwiftUICore

/// A bound property. Connected once after the document is read and
/// immutable from then on, so render threads share it.
package final class BindingBox<V: Animatable & Sendable>: @unchecked Sendable {
    let target: String
    /// `value × scale + offset`.
    let transform: @Sendable (V) -> V
    /// Shown only if a binding were left unconnected (the reader refuses that).
    let fallback: V
    fileprivate(set) var source: (@Sendable (Double) -> V)?

    init(target: String, fallback: V, transform: @escaping @Sendable (V) -> V) {
        self.target = target
        self.fallback = fallback
        self.transform = transform
    }

    func value(at time: Double) -> V { transform(source?(time) ?? fallback) }
}

/// A property other properties can follow, read at a time on its layer's clock.
enum BoundSource: @unchecked Sendable {
    case number(@Sendable (Double) -> Double)
    case point(@Sendable (Double) -> CGPoint)
    case size(@Sendable (Double) -> CGSize)

    /// The value (or its `component`) as `V`, or nil when it is not one.
    func reader<V>(component: String?, as: V.Type) -> (@Sendable (Double) -> V)? {
        func number(_ f: @escaping @Sendable (Double) -> Double) -> (@Sendable (Double) -> V)? {
            if V.self == Double.self { return { f($0) as! V } }
            if V.self == Angle.self { return { Angle(degrees: f($0)) as! V } }
            return nil
        }
        switch (self, component) {
        case (.number(let f), nil): return number(f)
        case (.point(let f), nil):
            if V.self == CGSize.self { return { CGSize(width: f($0).x, height: f($0).y) as! V } }
            guard V.self == CGPoint.self else { return nil }
            return { f($0) as! V }
        case (.point(let f), "x"?): return number { f($0).x }
        case (.point(let f), "y"?): return number { f($0).y }
        case (.size(let f), nil):
            // A point may ride on a size: width → x, height → y.
            if V.self == CGPoint.self { return { CGPoint(x: f($0).width, y: f($0).height) as! V } }
            guard V.self == CGSize.self else { return nil }
            return { f($0) as! V }
        case (.size(let f), "width"?): return number { f($0).width }
        case (.size(let f), "height"?): return number { f($0).height }
        default: return nil
        }
    }
}

/// Values a property can follow another with.
protocol Bindable { static var bindingZero: Self { get } }
extension Double: Bindable { static var bindingZero: Double { 0 } }
extension CGPoint: Bindable { static var bindingZero: CGPoint { .zero } }
extension CGSize: Bindable { static var bindingZero: CGSize { .zero } }
extension Angle: Bindable { static var bindingZero: Angle { .zero } }

/// The bindings and followable properties met while reading one file.
final class BindingRegistry {
    struct Followable {
        var layerPath: String
        var source: BoundSource
        /// What this property itself follows ("bar.position"), for cycles.
        var follows: String?
    }
    /// "bar.position" → the `position` of the layer named bar.
    var followable: [String: Followable] = [:]
    var layerNames: [String: Int] = [:]
    /// Names of layers that had problems of their own (reported already).
    var unreadable: Set<String> = []
    struct Pending {
        var node: Node
        var target: String
        /// Connects the binding to a source read `shift` seconds later on its clock.
        var connect: (BoundSource, String?, Double) -> Bool
    }
    var pending: [Pending] = []

    static let followableKeys = ["position", "offset", "size", "scale", "rotation", "opacity", "blur", "value", "fontSize"]
}

extension Node {
    /// `{ follow: "name.property[.component]", scale, offset }`.
    func binding<V>(_ kind: ValueKind<V>) -> Animated<V>? {
        guard let o = object("a binding { follow, scale, offset, padding }", allowed: ["follow", "scale", "offset", "padding"]) else { return nil }
        let target = o["follow"]?.string()
        // One factor, or [x, y] factors for a point or size.
        let scale = o["scale"].map { s in
            s.value.elements != nil ? s.pair(("x", "y"), range: -1_000_000...1_000_000)
                : s.number(-1_000_000...1_000_000).map { ($0, $0) }
        } ?? (1, 1)
        let offset = o["offset"].map { kind.parse($0) }
        // Padding on each side of a followed size: [horizontal, vertical] or one number.
        let padding = o["padding"].map { p in
            p.value.elements != nil ? p.pair(("horizontal", "vertical"), range: -100_000...100_000)
                : p.number(-100_000...100_000).map { ($0, $0) }
        }
        if let p = o["padding"], V.self != CGSize.self {
            p.error("padding pads a size that follows another", fix: "use offset to add to a number or point")
            return nil
        }
        if let padding, padding == nil { return nil }
        let padded = (padding ?? nil).map { CGSize(width: 2 * $0.0, height: 2 * $0.1) }
        guard let target, let scale else { return nil }
        if let offset, offset == nil { return nil }
        guard let zero = (V.self as? any Bindable.Type)?.bindingZero as? V else {
            error("this property cannot follow another", fix: "follow works for numbers, points, sizes and angles")
            return nil
        }
        let parts = target.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard (2...3).contains(parts.count), parts.allSatisfy({ !$0.isEmpty }),
              BindingRegistry.followableKeys.contains(parts[1]) else {
            o["follow"]?.error("\"\(target)\" is not a layer's property",
                               fix: "write \"NAME.PROPERTY\" or \"NAME.PROPERTY.COMPONENT\" with a layer's name and one of \(BindingRegistry.followableKeys.joined(separator: ", ")), e.g. \"bar.size.height\"")
            return nil
        }
        let added = offset ?? nil
        if scale.0 != scale.1, V.self != CGPoint.self, V.self != CGSize.self {
            o["scale"]?.error("[x, y] factors scale a point or a size", fix: "write one number: scale: 2")
            return nil
        }
        let box = BindingBox<V>(target: target, fallback: zero) { v in
            var r = v
            if let p = v as? CGPoint {
                r = CGPoint(x: p.x * scale.0, y: p.y * scale.1) as! V
            } else if let z = v as? CGSize {
                r = CGSize(width: z.width * scale.0, height: z.height * scale.1) as! V
            } else {
                r.animatableData.scale(by: scale.0)
            }
            if let added { r.animatableData += added.animatableData }
            if let padded, let z = r as? CGSize { r = CGSize(width: z.width + padded.width, height: z.height + padded.height) as! V }
            return r
        }
        let followNode = o["follow"]!
        diagnostics.bindings.pending.append(.init(node: followNode, target: target) { source, component, shift in
            guard let read = source.reader(component: component, as: V.self) else { return false }
            box.source = shift == 0 ? read : { read($0 + shift) }
            return true
        })
        return .bound(box)
    }
}

extension DocumentReader {
    /// Makes the properties of a named layer followable.
    func register(_ layer: LayerSpec) {
        guard let name = layer.name else { return }
        let registry = diagnostics.bindings
        registry.layerNames[name, default: 0] += 1
        func add(_ key: String, _ source: BoundSource, _ follows: String?) {
            registry.followable["\(name).\(key)"] = .init(layerPath: layer.keyPath, source: source, follows: follows)
        }
        func follows<V>(_ a: Animated<V>?) -> String? {
            if case .bound(let box)? = a { return box.target.split(separator: ".").prefix(2).joined(separator: ".") }
            return nil
        }
        if let p = layer.position { add("position", .point { p.value(at: $0) }, follows(p)) }
        let offset = layer.offset, scale = layer.scale, rotation = layer.rotation, opacity = layer.opacity
        add("offset", .point { offset.value(at: $0) }, follows(offset))
        if let s = layer.size {
            add("size", .size { s.value(at: $0) }, follows(s))
        } else if case .text(let text) = layer.content {
            // A text's size is its laid-out box at that instant (a box can fit a --param of any length).
            add("size", .size { text.measuredSize(at: $0) }, nil)
        }
        add("scale", .size { scale.value(at: $0) }, follows(scale))
        add("rotation", .number { rotation.value(at: $0).degrees }, follows(rotation))
        add("opacity", .number { opacity.value(at: $0) }, follows(opacity))
        if let b = layer.blur { add("blur", .number { b.value(at: $0) }, follows(b)) }
        if case .text(let t) = layer.content {
            if let v = t.value { add("value", .number { v.value(at: $0) }, follows(v)) }
            let size = t.fontSize
            add("fontSize", .number { size.value(at: $0) }, follows(size))
        }
    }

    /// The most properties a chain of `follow` bindings may hold, from the
    /// first follower to the value.
    static let maximumFollowChain = 1000

    /// Connects every binding, each reading its source on the source
    /// layer's clock; reports unknown names, mismatched kinds, cycles and
    /// chains longer than ``maximumFollowChain``.
    static func connectBindings(_ diagnostics: Diagnostics, layers: [LayerSpec]) {
        let registry = diagnostics.bindings
        guard !registry.pending.isEmpty else { return }
        let clocks = LayerClocks(layers)
        var nameByPath: [String: String] = [:]
        for (key, property) in registry.followable { nameByPath[property.layerPath] = String(key.split(separator: ".")[0]) }
        // Each binding as an edge from the property it sits in ("a.size") to the one it follows.
        let owners: [String?] = registry.pending.map { binding in
            guard let ownerPath = clocks.owner(of: binding.node.path), let ownerName = nameByPath[ownerPath] else { return nil }
            let property = binding.node.path.dropFirst(ownerPath.count + 1).prefix { $0 != "." && $0 != "[" }
            return "\(ownerName).\(property)"
        }
        func followedKey(_ target: String) -> String { target.split(separator: ".").prefix(2).joined(separator: ".") }
        let circles = BindingCircles(edges: zip(owners, registry.pending).compactMap { owner, binding in
            owner.map { ($0, followedKey(binding.target)) }
        })
        // How many properties a chain of follows holds from `start` to a value,
        // memoized, walked without recursion (circles stop at a seen key).
        var lengths: [String: Int] = [:]
        func chainLength(_ start: String) -> Int {
            var path: [String] = [], seen = Set<String>()
            var current: String? = start
            while let key = current, lengths[key] == nil, seen.insert(key).inserted {
                path.append(key)
                current = registry.followable[key]?.follows
            }
            var length = current.flatMap { lengths[$0] } ?? 0
            for key in path.reversed() { length += 1; lengths[key] = length }
            return lengths[start] ?? length
        }
        for (binding, ownerKey) in zip(registry.pending, owners) {
            let parts = binding.target.split(separator: ".").map(String.init)
            let key = "\(parts[0]).\(parts[1])"
            if registry.unreadable.contains(parts[0]), registry.layerNames[parts[0]] == nil { continue }
            guard let count = registry.layerNames[parts[0]] else {
                let near = Suggestion.nearest(to: parts[0], among: Array(registry.layerNames.keys))
                binding.node.error("no layer is named \"\(parts[0])\"",
                                   fix: near.map { "did you mean \"\($0)\"?" } ?? "give the layer to follow a name: name: \"\(parts[0])\"")
                continue
            }
            guard count == 1 else {
                binding.node.error("\(count) layers are named \"\(parts[0])\"", fix: "give each layer a name of its own")
                continue
            }
            guard let source = registry.followable[key] else {
                binding.node.error("the layer \"\(parts[0])\" has no \(parts[1]) to follow", fix: "give it a \(parts[1]), or follow another property")
                continue
            }
            // A cycle: the chain of bindings from the followed property comes back to this one.
            if let ownerKey, circles.closes(ownerKey, key) {
                let chain = circles.describe(ownerKey, key) { registry.followable[$0]?.follows }
                binding.node.error("these bindings go round in a circle: \(chain)", fix: "give one of them a value of its own")
                continue
            }
            // Reading a value calls down its chain: one link a call, so a
            // chain of 20,000 overflowed a thread's stack. Reported once, at
            // the link that passes the limit.
            if let ownerKey, case let length = chainLength(ownerKey), length > maximumFollowChain {
                if length == maximumFollowChain + 1 {
                    binding.node.error("\(ownerKey) reaches a value through \(length) properties that follow one another; at most \(maximumFollowChain) may",
                                       fix: "follow the property that holds the value, or one nearer to it")
                }
                continue
            }
            let ownerShift = clocks.owner(of: binding.node.path).flatMap { clocks.shifts[$0] } ?? 0
            let shift = ownerShift - (clocks.shifts[source.layerPath] ?? 0)
            if !binding.connect(source.source, parts.count == 3 ? parts[2] : nil, shift) {
                let what = parts.count == 3 ? "\(parts[1]).\(parts[2])" : parts[1]
                binding.node.error("\(what) of \"\(parts[0])\" is not the kind of value this property takes",
                                   fix: "follow a number with a number (a component such as .x, .y, .width, .height), a point with a point, a size with a size")
            }
        }
    }
}
