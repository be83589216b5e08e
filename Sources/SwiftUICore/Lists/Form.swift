// Form, after Apple's page: "forms appear as grouped lists on iOS" —
// a form is a list in the inset grouped look (iOS draws grouped lists
// inset on an iPhone), whatever `listStyle` says around it. Its rows are
// laid out as list rows: labels at the leading edge, controls at the
// trailing edge (GroupedFormStyle: "leading aligned labels and trailing
// aligned controls within visually grouped sections").
import Foundation

/// A container of controls for data entry, as SwiftUI's `Form`: on iOS, a grouped list.
public struct Form<Content: View>: View {
    let content: Content

    /// A form of `content`'s rows and sections.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// The rows as an inset grouped list.
    public var body: some View {
        List<Never, Content>(content: content, automaticLook: .insetGrouped).controlStyle(ListLookKind.insetGrouped)
    }
}

/// A style for forms, as SwiftUI's `FormStyle` (its look is chosen by the renderer).
public protocol FormStyle {}

/// The platform's default form style (grouped on iOS).
public struct AutomaticFormStyle: FormStyle {
    /// The default style.
    public init() {}
}

/// Rows in visually grouped sections, as SwiftUI's `GroupedFormStyle`.
public struct GroupedFormStyle: FormStyle {
    /// The grouped style.
    public init() {}
}

/// Labels and controls in two columns, as SwiftUI's `ColumnsFormStyle`
/// (a macOS look: on iOS drawn grouped).
public struct ColumnsFormStyle: FormStyle {
    /// The columns style.
    public init() {}
}

extension FormStyle where Self == AutomaticFormStyle {
    /// The platform's default form style (grouped on iOS).
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == GroupedFormStyle {
    /// Rows in visually grouped sections.
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

extension FormStyle where Self == ColumnsFormStyle {
    /// Labels and controls in two columns (drawn grouped here).
    public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

extension View {
    /// Sets the style of the forms in this view (every style is drawn grouped, iOS's look).
    public func formStyle<S: FormStyle>(_ style: S) -> some View {
        self
    }
}
