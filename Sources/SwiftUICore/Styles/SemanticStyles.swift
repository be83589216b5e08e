// SwiftUI's semantic styles, as iOS's dynamic system colours in the
// environment's colour scheme (light / dark), from UIKit's definitions as
// Apple's colour specifications give them (the same values appear in
// Flutter's CupertinoColors):
//   .background   systemBackground   white               / black
//   .separator    separator          #3C3C43 at 29 %     / #545458 at 60 %
//   .placeholder  placeholderText    #3C3C43 at 30 %     / #EBEBF5 at 30 %
//   .link         link               #007AFF             / #0984FF
//   .fill         systemFill         #787880 at 20 %     / #787880 at 36 %
// `.background` is the system background: there are no windows or
// containers headless to give it another.
import Foundation

extension Color {
    static let systemBackground = rgb8(255, 255, 255).dynamic(dark: rgb8(0, 0, 0))
    static let separatorColor = rgb8(60, 60, 67, 0.29).dynamic(dark: rgb8(84, 84, 88, 0.6))
    static let placeholderText = rgb8(60, 60, 67, 0.3).dynamic(dark: rgb8(235, 235, 245, 0.3))
    static let linkColor = rgb8(0, 122, 255).dynamic(dark: rgb8(9, 132, 255))
    static let systemFill = rgb8(120, 120, 128, 0.2).dynamic(dark: rgb8(120, 120, 128, 0.36))
}

/// A style that draws as one of the system's dynamic colours.
protocol SystemColorStyle: ShapeStyle {
    static var color: Color { get }
}

extension SystemColorStyle {
    /// The system colour in the context's colour scheme.
    public func resolvePaint(in context: PaintContext) -> ResolvedPaint { Self.color.resolvePaint(in: context) }
}

/// The background of the current context, as SwiftUI's `BackgroundStyle`
/// (`.background`): the system background, white or black.
public struct BackgroundStyle: SystemColorStyle, Hashable {
    static var color: Color { .systemBackground }
    /// The background style.
    public init() {}
}

/// The colour of separators, as SwiftUI's `SeparatorShapeStyle` (`.separator`).
public struct SeparatorShapeStyle: SystemColorStyle, Hashable {
    static var color: Color { .separatorColor }
    /// The separator style.
    public init() {}
}

/// The colour of placeholder text, as SwiftUI's `PlaceholderTextShapeStyle` (`.placeholder`).
public struct PlaceholderTextShapeStyle: SystemColorStyle, Hashable {
    static var color: Color { .placeholderText }
    /// The placeholder style.
    public init() {}
}

/// The colour of links, as SwiftUI's `LinkShapeStyle` (`.link`).
public struct LinkShapeStyle: SystemColorStyle, Hashable {
    static var color: Color { .linkColor }
    /// The link style.
    public init() {}
}

/// The fill of thin and small shapes, as SwiftUI's `FillShapeStyle` (`.fill`).
public struct FillShapeStyle: SystemColorStyle, Hashable {
    static var color: Color { .systemFill }
    /// The fill style.
    public init() {}
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The background style: the system background.
    public static var background: BackgroundStyle { BackgroundStyle() }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
    /// The colour of separators.
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}

extension ShapeStyle where Self == PlaceholderTextShapeStyle {
    /// The colour of placeholder text.
    public static var placeholder: PlaceholderTextShapeStyle { PlaceholderTextShapeStyle() }
}

extension ShapeStyle where Self == LinkShapeStyle {
    /// The colour of links.
    public static var link: LinkShapeStyle { LinkShapeStyle() }
}

extension ShapeStyle where Self == FillShapeStyle {
    /// The fill of thin and small shapes.
    public static var fill: FillShapeStyle { FillShapeStyle() }
}
