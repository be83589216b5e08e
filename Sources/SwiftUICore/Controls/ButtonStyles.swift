// The built-in button styles in iOS's look. Apple documents what each
// style is for, not its numbers; the numbers here are iOS 17's as drawn on
// an iPhone, rounded: bordered platters pad the label by 12 × 7 points at
// `.regular` (10 × 5 small, 8 × 3 mini, 20 × 14 large and extra large),
// their shape is the environment's `buttonBorderShape` (a rounded
// rectangle of 8 points when none is set), `.bordered` fills it with the
// tint at 15 % opacity under a tint-coloured label, `.borderedProminent`
// with the tint under a white label. Borderless and plain buttons draw
// the label alone (tint-coloured for borderless). A pressed button draws
// at reduced opacity: 0.25 for borderless and plain labels, 0.6 for
// bordered platters (iOS dims a pressed button; its exact amount is not
// documented). A destructive role tints red; a disabled button draws its
// label in the secondary colour.
import Foundation

/// The platform's default: on iOS a borderless button, as SwiftUI's `DefaultButtonStyle`.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    /// The default style.
    public init() {}
    /// A borderless button.
    public func makeBody(configuration: Configuration) -> some View {
        ButtonStyleRunner(style: BorderlessButtonStyle.Look()).makeBody(configuration: configuration)
    }
}

/// A button drawing its label in the tint colour with no border, as SwiftUI's `BorderlessButtonStyle`.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    /// The borderless style.
    public init() {}
    /// The label in the tint colour, dimmed while pressed.
    public func makeBody(configuration: Configuration) -> some View {
        ButtonStyleRunner(style: Look()).makeBody(configuration: configuration)
    }

    struct Look: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            ButtonLabel(configuration: configuration, prominent: false)
                .opacity(configuration.isPressed ? 0.25 : 1)
        }
    }
}

/// A button that draws its label as it is, as SwiftUI's `PlainButtonStyle`.
public struct PlainButtonStyle: ButtonStyle {
    /// The plain style.
    public init() {}
    /// The label unchanged, dimmed while pressed.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label.opacity(configuration.isPressed ? 0.25 : 1)
    }
}

/// A button on a tinted platter, as SwiftUI's `BorderedButtonStyle`.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    /// The bordered style.
    public init() {}
    /// The label on a platter of the tint at 15 % opacity.
    public func makeBody(configuration: Configuration) -> some View {
        ButtonStyleRunner(style: BorderedLook(prominent: false)).makeBody(configuration: configuration)
    }
}

/// A button on a platter of the tint colour, as SwiftUI's `BorderedProminentButtonStyle`.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    /// The bordered prominent style.
    public init() {}
    /// A white label on a platter of the tint.
    public func makeBody(configuration: Configuration) -> some View {
        ButtonStyleRunner(style: BorderedLook(prominent: true)).makeBody(configuration: configuration)
    }
}

/// The label of a built-in style: its font for the control size and its colour for the role and state.
struct ButtonLabel: View {
    let configuration: ButtonStyleConfiguration
    let prominent: Bool
    @Environment(\.isEnabled) private var isEnabled
    /// A foreground style set around the button (`Button(…).foregroundStyle(.white)`).
    @Environment(\.foregroundStyle) private var outerStyle

    var body: some View {
        // The tint is the label's default: a foreground style the app set
        // around the button wins over it, as it does on iOS.
        let color: AnyShapeStyle = !isEnabled ? AnyShapeStyle(Color.secondary)
            : prominent ? AnyShapeStyle(Color.white)
            : configuration.role == .destructive ? AnyShapeStyle(Color.red) : outerStyle ?? AnyShapeStyle(.tint)
        configuration.label.foregroundStyle(color)
    }
}

struct BorderedLook: ButtonStyle {
    let prominent: Bool

    func makeBody(configuration: Configuration) -> some View {
        BorderedBody(configuration: configuration, prominent: prominent)
    }
}

private struct BorderedBody: View {
    let configuration: ButtonStyleConfiguration
    let prominent: Bool
    @Environment(\.controlSize) private var controlSize
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        let (h, v, font) = Self.metrics(controlSize)
        let platter: AnyShapeStyle = !isEnabled ? AnyShapeStyle(Color.systemFill)
            : configuration.role == .destructive ? AnyShapeStyle(Color.red.opacity(prominent ? 1 : 0.15))
            : prominent ? AnyShapeStyle(.tint) : AnyShapeStyle(TintShapeStyle().opacity(0.15))
        ButtonLabel(configuration: configuration, prominent: prominent && isEnabled)
            .font(font)
            .padding(.horizontal, h)
            .padding(.vertical, v)
            .background(ButtonBorderShape.buttonBorder.fill(platter))
            .opacity(configuration.isPressed ? 0.6 : 1)
    }

    /// Horizontal and vertical padding and the label's font at `size`.
    static func metrics(_ size: ControlSize) -> (CGFloat, CGFloat, Font) {
        switch size {
        case .mini: (8, 3, .footnote)
        case .small: (10, 5, .subheadline)
        case .regular: (12, 7, .body)
        case .large, .extraLarge: (20, 14, .body)
        }
    }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The platform's default button style (borderless on iOS).
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// A button with no border.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// A button on a tinted platter.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// A button on a platter of the tint colour.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

extension ButtonStyle where Self == PlainButtonStyle {
    /// A button drawing its label as it is.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
