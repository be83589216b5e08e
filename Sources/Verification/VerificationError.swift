// Why a verification could not run (as opposed to frames that differ, which
// is a result, not an error). Every message names the file or value and
// says how to fix it.

/// A golden set, selection or tolerance that cannot be used.
public struct VerificationError: Error, CustomStringConvertible, Sendable, Equatable {
    /// What went wrong, for callers that react differently (a missing golden
    /// versus a bad argument).
    public enum Kind: String, Sendable {
        /// A frame selection or tolerance value cannot be parsed or is out of range.
        case invalidArgument
        /// The golden folder, manifest or a golden frame is missing.
        case missingGolden
        /// The manifest is not valid JSON of the expected shape.
        case corruptManifest
        /// A golden PNG cannot be decoded, or its pixels do not match the manifest's digest.
        case corruptGolden
        /// The goldens were recorded with other scene parameters. No longer
        /// thrown: such goldens are compared, and the report names the changes.
        case parametersChanged
        /// A golden or artifact could not be written.
        case writeFailed
    }

    /// Which kind of problem this is.
    public let kind: Kind
    /// What is wrong, where, and how to fix it, as one or more sentences.
    public let description: String

    /// An error of `kind`; `description` must say what, where and how to fix it.
    public init(_ kind: Kind, _ description: String) {
        self.kind = kind
        self.description = description
    }
}
