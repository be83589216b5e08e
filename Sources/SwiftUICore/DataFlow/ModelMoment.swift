// `@Observable` models at a moment of the script. The Observation macro
// keeps a model's values in the object itself (a stored `_name` behind each
// tracked `name`), and a script runs to its end before any frame is drawn,
// so what a frame evaluates anew (a Canvas's drawing, TimelineView and
// GeometryReader content, animator content, bodies inside an animating
// view) would read every model as the whole script left it. A commit
// therefore copies the macro's stored values of every model its tree holds
// (`ModelMoment`, kept in that snapshot's `StateValues`), and a frame
// evaluates with its snapshot's copy written back into the objects, the
// live values put back after.
//
// Frames render on several threads: every frame of a render whose tree
// holds models resolves, lays out and records its drawing under one lock
// (`ModelMoment.lock`), so no frame reads an object while another writes it.
// Rasterising, the bulk of a frame, stays parallel. When the script has
// ended with every snapshot's copy equal to what the objects hold
// (`ModelMoment.isLive`: the models never changed as frames see them), the
// copies are dropped (ScriptRun.close()) and frames read the objects
// unlocked, as frames of a tree without models do.
import Foundation
import Observation
import Raster

/// The stored fields the Observation macro owns in a model class: `_name`
/// for each tracked property `name` (its registrar left out), held
/// strongly: a `weak` or `unowned` field's storage is not a plain value,
/// so it is left as it is.
struct ModelLayout: @unchecked Sendable {
    struct Field {
        let offset: Int
        let type: Any.Type
    }

    let fields: [Field]

    private static let lock = NSLock()
    nonisolated(unsafe) private static var layouts: [ObjectIdentifier: ModelLayout] = [:]

    static func of(_ type: AnyClass) -> ModelLayout {
        lock.withLock {
            if let known = layouts[ObjectIdentifier(type)] { return known }
            var fields: [Field] = []
            for i in 0..<reflectedFieldCount(type) {
                var field = ReflectedField()
                let fieldType = reflectedField(type, index: i, fieldMetadata: &field)
                defer { field.freeName?(field.name) }
                guard let name = field.name.map({ String(cString: $0) }), field.isStrong,
                      name.hasPrefix("_"), !name.hasPrefix("_$") else { continue }
                fields.append(Field(offset: reflectedFieldOffset(type, index: i), type: fieldType))
            }
            let layout = ModelLayout(fields: fields)
            layouts[ObjectIdentifier(type)] = layout
            return layout
        }
    }

    func values(of object: AnyObject) -> [Any] {
        let base = UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
        return fields.map { load($0.type, from: base + $0.offset) }
    }

    /// Whether `object` holds `values` now, byte for byte: equal bytes are the same value (a reference is
    /// the same object, and a copy-on-write buffer the moment shares cannot have changed in place), so
    /// `true` is never wrong; padding may make equal values look different, which only costs the lock.
    func holds(_ values: [Any], in object: AnyObject) -> Bool {
        let base = UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
        for (field, value) in zip(fields, values) where !sameBytes(field.type, value, at: base + field.offset) { return false }
        return true
    }

    func write(_ values: [Any], into object: AnyObject) {
        let base = Unmanaged.passUnretained(object).toOpaque()
        for (field, value) in zip(fields, values) { store(field.type, value, to: base + field.offset) }
    }
}

// The Swift runtime's field reflection, as the standard library's own
// `_forEachField` calls it; unlike that function it also says whether a
// field is held strongly. The layout of `ReflectedField` is the runtime's
// `FieldReflectionMetadata`.
private struct ReflectedField {
    var name: UnsafePointer<CChar>? = nil
    var freeName: (@convention(c) (UnsafePointer<CChar>?) -> Void)? = nil
    var isStrong = false
    var isVar = false
}

@_silgen_name("swift_reflectionMirror_recursiveCount")
private func reflectedFieldCount(_ type: Any.Type) -> Int

@_silgen_name("swift_reflectionMirror_recursiveChildMetadata")
private func reflectedField(_ type: Any.Type, index: Int, fieldMetadata: UnsafeMutablePointer<ReflectedField>) -> Any.Type

@_silgen_name("swift_reflectionMirror_recursiveChildOffset")
private func reflectedFieldOffset(_ type: Any.Type, index: Int) -> Int

private func load<T>(_: T.Type, from address: UnsafeRawPointer) -> Any {
    address.assumingMemoryBound(to: T.self).pointee
}

private func sameBytes<T>(_: T.Type, _ value: Any, at address: UnsafeRawPointer) -> Bool {
    guard let value = value as? T else { return false }
    return withUnsafeBytes(of: value) { $0.count == 0 || memcmp($0.baseAddress!, address, $0.count) == 0 }
}

private func store<T>(_: T.Type, _ value: Any, to address: UnsafeMutableRawPointer) {
    address.assumingMemoryBound(to: T.self).pointee = value as! T
}

/// `value` as an `@Observable` object, if it is one.
func observableObject(_ value: Any) -> AnyObject? {
    guard let model = value as? any Observable, type(of: model) is AnyObject.Type else { return nil }
    return model as AnyObject
}

/// The values of a set of `@Observable` objects at one commit.
final class ModelMoment: @unchecked Sendable {
    private struct Entry {
        let object: AnyObject
        let layout: ModelLayout
        let values: [Any]
    }

    private let entries: [Entry]
    /// Held by every frame evaluating a tree that holds models (see the top of this file).
    private static let lock = NSRecursiveLock()
    @TaskLocal private static var applied: ModelMoment?

    init(_ objects: [AnyObject]) {
        entries = objects.map { object in
            let layout = ModelLayout.of(type(of: object))
            return Entry(object: object, layout: layout, values: layout.values(of: object))
        }
    }

    /// Whether the objects hold this moment's values now (see `ModelLayout.holds`).
    var isLive: Bool { entries.allSatisfy { $0.layout.holds($0.values, in: $0.object) } }

    /// Runs `body` with the objects holding this moment's values, then puts their values back.
    func applied<T>(_ body: () throws -> T) rethrows -> T {
        if Self.applied === self { return try body() }
        Self.lock.lock()
        defer { Self.lock.unlock() }
        let live = entries.map { $0.layout.values(of: $0.object) }
        for entry in entries { entry.layout.write(entry.values, into: entry.object) }
        defer { for (entry, values) in zip(entries, live) { entry.layout.write(values, into: entry.object) } }
        return try Self.$applied.withValue(self) { try body() }
    }
}

/// The `@Observable` objects a script's trees have held, gathered while
/// commits resolve (`collecting`), and the canvases a commit must draw to
/// see what their closures read.
final class ModelRegistry: @unchecked Sendable {
    /// The registry of the commit resolving on this task.
    @TaskLocal static var collecting: ModelRegistry?
    private var roots: [AnyObject] = []
    private var seen: Set<ObjectIdentifier> = []
    private var canvases: [Node] = []
    /// Objects reached from the roots, at most: a moment copies each one.
    private static let limit = 10_000

    /// Notes the models in `value`: an `@Observable` object, or an array or optional of them.
    func note(_ value: Any) {
        if let object = observableObject(value) {
            if seen.insert(ObjectIdentifier(object)).inserted { roots.append(object) }
        } else if let array = value as? [Any] {
            for element in array.prefix(Self.limit) { note(element) }
        }
    }

    /// A canvas resolved by the commit: its closure runs at draw time, which a commit never reaches.
    func noteCanvas(_ node: Node) { canvases.append(node) }

    /// Draws the commit's canvases into a one-pixel surface, so the
    /// observation tracking around the commit sees what they read, with
    /// the render's `resources`.
    func drawCanvases(resources: RenderResources) {
        let nodes = canvases
        canvases.removeAll()
        guard !nodes.isEmpty else { return }
        try? GraphicsContext.draw(into: Pixmap(width: 1, height: 1), resources: resources) { context in
            for node in nodes {
                var c = context
                node.draw(&c)
            }
        }
    }

    /// The values of every object noted so far and of the models their values hold; nil: none.
    func moment() -> ModelMoment? {
        guard !roots.isEmpty else { return nil }
        var objects: [AnyObject] = [], reached: Set<ObjectIdentifier> = []
        var queue = roots
        while let object = queue.popLast(), objects.count < Self.limit {
            guard reached.insert(ObjectIdentifier(object)).inserted else { continue }
            objects.append(object)
            for value in ModelLayout.of(type(of: object)).values(of: object) {
                if let nested = observableObject(value) {
                    queue.append(nested)
                } else if let array = value as? [Any] {
                    queue += array.prefix(Self.limit).compactMap(observableObject)
                }
            }
        }
        return ModelMoment(objects)
    }
}

extension StateValues {
    /// Runs `body` (a frame's evaluation of the tree) with the models as they were at this snapshot's commit.
    func withModels<T>(_ body: () throws -> T) rethrows -> T {
        guard let models else { return try body() }
        return try models.applied(body)
    }
}

/// What a view property holds for its body: a wrapper's value (`@State`,
/// `@Bindable`, `@Environment`), else the property itself.
func heldValue(_ property: Any, in environment: EnvironmentValues) -> Any {
    (property as? any HoldsValue)?.heldValue(in: environment) ?? property
}

/// A property wrapper whose value may be an `@Observable` model.
protocol HoldsValue {
    func heldValue(in environment: EnvironmentValues) -> Any
}

extension State: HoldsValue {
    func heldValue(in environment: EnvironmentValues) -> Any { wrappedValue }
}

extension Bindable: HoldsValue {
    func heldValue(in environment: EnvironmentValues) -> Any { wrappedValue }
}

extension Environment: HoldsValue {
    func heldValue(in environment: EnvironmentValues) -> Any { read(environment) }
}
