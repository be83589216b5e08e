// ProgressView: determinate (a fraction) or indeterminate (nil), with an
// optional label; its body is the environment's progress style's
// (`.automatic`: a linear bar when determinate, the spinner when not).
import Foundation

/// A view that shows progress towards completion, as SwiftUI's `ProgressView`.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let fraction: Double?
    let label: Label?
    let currentValueLabel: CurrentValueLabel?
    @Environment(\.progressViewStyle) private var style

    /// The environment's progress style applied to this view.
    public var body: some View {
        style.makeBody(ProgressViewStyleConfiguration(
            fractionCompleted: fraction,
            label: label.map { .init(AnyView($0)) },
            currentValueLabel: currentValueLabel.map { .init(AnyView($0)) }))
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// An indeterminate progress view: the spinning activity indicator.
    public init() {
        fraction = nil
        label = nil
        currentValueLabel = nil
    }

    /// Progress of `value` out of `total` (nil: indeterminate); the fraction is clamped to 0…1.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        fraction = value.map { total > 0 ? min(max(Double($0) / Double(total), 0), 1) : 0 }
        label = nil
        currentValueLabel = nil
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// An indeterminate progress view described by `label`.
    public init(@ViewBuilder label: () -> Label) {
        fraction = nil
        self.label = label()
        currentValueLabel = nil
    }

    /// Progress of `value` out of `total` described by `label`.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        fraction = value.map { total > 0 ? min(max(Double($0) / Double(total), 0), 1) : 0 }
        self.label = label()
        currentValueLabel = nil
    }
}

extension ProgressView {
    /// Progress of `value` out of `total` described by `label`, its current value by `currentValueLabel`.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        fraction = value.map { total > 0 ? min(max(Double($0) / Double(total), 0), 1) : 0 }
        self.label = label()
        self.currentValueLabel = currentValueLabel()
    }

    /// A progress view made by a style's `makeBody` from its configuration.
    public init(_ configuration: ProgressViewStyleConfiguration) where Label == AnyView, CurrentValueLabel == AnyView {
        fraction = configuration.fractionCompleted
        label = configuration.label.map { AnyView($0) }
        currentValueLabel = configuration.currentValueLabel.map { AnyView($0) }
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// An indeterminate progress view titled `title`.
    public init<S: StringProtocol>(_ title: S) {
        fraction = nil
        label = Text(String(title))
        currentValueLabel = nil
    }

    /// Progress of `value` out of `total` titled `title`.
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        fraction = value.map { total > 0 ? min(max(Double($0) / Double(total), 0), 1) : 0 }
        label = Text(String(title))
        currentValueLabel = nil
    }
}

/// A style that draws progress views, as SwiftUI's `ProgressViewStyle`.
public protocol ProgressViewStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The progress and labels.
    typealias Configuration = ProgressViewStyleConfiguration
    /// The progress view drawn for `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `ProgressViewStyle` draws, as SwiftUI's `ProgressViewStyleConfiguration`.
public struct ProgressViewStyleConfiguration {
    /// A progress view's label, type-erased.
    public typealias Label = ButtonStyleConfiguration.Label
    /// A progress view's current-value label, type-erased.
    public typealias CurrentValueLabel = ButtonStyleConfiguration.Label
    /// The fraction done, 0…1 (nil: indeterminate).
    public let fractionCompleted: Double?
    /// The label, if any.
    public var label: Label?
    /// The current-value label, if any.
    public var currentValueLabel: CurrentValueLabel?
}

struct AnyProgressViewStyle: @unchecked Sendable {
    let makeBody: (ProgressViewStyleConfiguration) -> AnyView
    init<S: ProgressViewStyle>(_ style: S) { makeBody = { AnyView(style.makeBody(configuration: $0)) } }
}

private enum ProgressViewStyleKey: EnvironmentKey {
    static let defaultValue = AnyProgressViewStyle(DefaultProgressViewStyle())
}

extension EnvironmentValues {
    var progressViewStyle: AnyProgressViewStyle {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the progress views in this view.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        modifier(_EnvironmentModifier { $0.progressViewStyle = AnyProgressViewStyle(style) })
    }
}

/// The platform's default: a bar when determinate, the spinner when not, as SwiftUI's `DefaultProgressViewStyle`.
public struct DefaultProgressViewStyle: ProgressViewStyle {
    /// The default style.
    public init() {}
    /// A linear bar for a fraction, a circular spinner without one.
    public func makeBody(configuration: Configuration) -> some View {
        if configuration.fractionCompleted == nil {
            CircularProgressViewStyle().makeBody(configuration: configuration)
        } else {
            LinearProgressViewStyle().makeBody(configuration: configuration)
        }
    }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The platform's default progress style.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A horizontal bar.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// The spinning activity indicator.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}
