/// A Lottie file that cannot be used: what is wrong, where (a JSON path such
/// as `layers[3].shapes[1].ks.k[0]`, when the problem has a place) and how to
/// fix it.
public struct LottieError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The JSON path of the offending value, or nil for the file as a whole.
    public let path: String?
    /// What is wrong.
    public let what: String
    /// How to fix it.
    public let fix: String

    /// An error at `path` (nil: the whole file).
    public init(at path: JSONPath?, _ what: String, fix: String) {
        self.path = path?.description
        self.what = what
        self.fix = fix
    }

    /// `path: what — fix`.
    public var description: String {
        (path.map { "\($0): " } ?? "") + what + " — " + fix
    }
}

/// Something in a Lottie file that is drawn differently from what the file
/// asks (an unsupported feature, an expression kept as its keyframes), with
/// the JSON path where it was found.
public struct LottieDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// The JSON path of the value.
    public let path: String
    /// What was found and what is done instead.
    public let message: String

    init(_ path: JSONPath, _ message: String) {
        self.path = path.description
        self.message = message
    }

    /// `path: message`.
    public var description: String { "\(path): \(message)" }
}
