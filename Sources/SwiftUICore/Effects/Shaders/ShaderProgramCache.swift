// Compiled shader programs by source text, so that a library made again in
// every `body` (`ShaderLibrary(data:)`, `ShaderLibrary(url:)`) does not
// compile again. Compiling is a pure function of the text and the path its
// messages name, so a kept program is the one compiling would give.
import Raster
import Shading
import Synchronization

/// The process's compiled programs: at most ``capacity`` (`BoundedCache`'s
/// rule), none kept while `RenderCaches` is off.
enum ShaderProgramCache {
    /// Programs kept, at most: far more than the sources a program uses.
    static let capacity = 256
    private static let programs = Mutex(BoundedCache<Key, ShaderProgram>(budget: capacity))

    struct Key: Hashable {
        let path: String
        let source: String
    }

    /// The program compiled from `source`, which messages call `path`.
    static func program(source: String, path: String) throws -> ShaderProgram {
        let key = Key(path: path, source: source)
        guard RenderCaches.isEnabled else { return try ShaderProgram(source: source, path: path) }
        if let p = programs.withLock({ $0.value(for: key) }) { return p }
        let p = try ShaderProgram(source: source, path: path)
        programs.withLock { $0.insert(p, for: key) }
        return p
    }

    /// Programs kept now (for tests of the bound).
    static var count: Int { programs.withLock { $0.count } }
}
