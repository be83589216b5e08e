// Text case: `textCase(_:)` sets the case every `Text` below it is drawn
// in (Apple: "Sets a transform for the case of the text contained in this
// view when displayed"; the default is nil, the text as written). Grouped
// list headers set `.uppercase` for their header; a header's own
// `.textCase(nil)` sits closer to the text and wins, as in SwiftUI.
import Foundation

extension Text {
    /// A case transform for text, as SwiftUI's `Text.Case`.
    public enum Case: Hashable, Sendable {
        /// Every letter in upper case.
        case uppercase
        /// Every letter in lower case.
        case lowercase
    }

    /// This text with every segment in `textCase` (unchanged for nil).
    func inCase(_ textCase: Case?) -> Text {
        switch textCase {
        case .uppercase: map { $0.string = $0.string.uppercased() }
        case .lowercase: map { $0.string = $0.string.lowercased() }
        case nil: self
        }
    }
}

private struct TextCaseKey: EnvironmentKey {
    static var defaultValue: Text.Case? { nil }
}

extension EnvironmentValues {
    /// The case text below is drawn in (nil: as written), as SwiftUI's `EnvironmentValues.textCase`.
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }
}

extension View {
    /// Draws the text in this view in `textCase` (nil: as written).
    public func textCase(_ textCase: Text.Case?) -> some View {
        environment(\.textCase, textCase)
    }
}
