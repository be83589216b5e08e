// Shapes as views: a shape filled or stroked with a style. A shape on its
// own is a view too (`Shape` refines `View`), the shape filled
// with the foreground style.
import Foundation
import Geometry

extension _ShapeView: PrimitiveView {
    func makeNodes(_ context: ResolveContext) -> [Node] {
        let shape = context.animate(self.shape, slot: .shape)
        let style = context.animate(self.style, slot: .style)
        return [ShapeNode(path: environmentOutline(shape, in: context.environment), sizing: { shape.sizeThatFits($0) }, style: AnyShapeStyle(style),
                          paint: .fill(fillStyle),
                          environment: context.environment)]
    }
}

/// A shape's outline stroked with a style (centred on the outline, or
/// inside it for `strokeBorder`).
public struct _StrokedShapeView<Content: Shape, Style: ShapeStyle>: View, PrimitiveView {
    public typealias Body = Never
    public var shape: Content
    public var style: Style
    public var strokeStyle: StrokeStyle
    let inset: ((Content, CGFloat, CGRect) -> Path)?

    func makeNodes(_ context: ResolveContext) -> [Node] {
        let shape = context.animate(self.shape, slot: .shape)
        let style = context.animate(self.style, slot: .style)
        let stroke = context.animate(strokeStyle, slot: .stroke)
        let path: (CGRect) -> Path
        if let inset {
            path = environmentOutline(shape, in: context.environment) { inset($0, stroke.lineWidth / 2, $1) }
        } else {
            path = environmentOutline(shape, in: context.environment)
        }
        return [ShapeNode(path: path, sizing: { shape.sizeThatFits($0) }, style: AnyShapeStyle(style), paint: .stroke(stroke),
                          environment: context.environment)]
    }
}

extension Shape {
    /// The shape filled with `content` (the foreground style by default).
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, fillStyle: style)
    }

    /// The shape's outline stroked with `content` and `style`.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true)
        -> _StrokedShapeView<Self, S> {
        _StrokedShapeView(shape: self, style: content, strokeStyle: style, inset: nil)
    }

    /// The shape's outline stroked with `content`, `lineWidth` wide.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true)
        -> _StrokedShapeView<Self, S> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// The outline as a shape (filled with the foreground style when shown).
    public func stroke(style: StrokeStyle) -> _StrokedShape<Self> { _StrokedShape(shape: self, style: style) }

    /// The outline, `lineWidth` wide, as a shape.
    public func stroke(lineWidth: CGFloat = 1) -> _StrokedShape<Self> { stroke(style: StrokeStyle(lineWidth: lineWidth)) }
}

extension InsettableShape {
    /// The outline stroked entirely inside the shape with `content`.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true)
        -> _StrokedShapeView<Self, S> {
        _StrokedShapeView(shape: self, style: content, strokeStyle: style,
                          inset: { shape, amount, rect in shape.inset(by: amount).path(in: rect) })
    }

    /// The outline, `lineWidth` wide, entirely inside the shape.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true)
        -> _StrokedShapeView<Self, S> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// The inside outline, `lineWidth` wide, in the foreground style.
    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true)
        -> _StrokedShapeView<Self, ForegroundStyle> {
        strokeBorder(ForegroundStyle(), lineWidth: lineWidth)
    }

    /// The inside outline with `style`, in the foreground style.
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> _StrokedShapeView<Self, ForegroundStyle> {
        strokeBorder(ForegroundStyle(), style: style)
    }
}

/// A shape's stroked outline as a shape, as SwiftUI's `stroke(style:)`.
public struct _StrokedShape<Content: Shape>: Shape {
    public var shape: Content
    public var style: StrokeStyle
    public func path(in rect: CGRect) -> Path { shape.path(in: rect).strokedPath(style) }
}

extension _StrokedShape: Animatable where Content: Animatable {
    public var animatableData: AnimatablePair<Content.AnimatableData, CGFloat> {
        get { AnimatablePair(shape.animatableData, style.lineWidth) }
        set { shape.animatableData = newValue.first; style.lineWidth = newValue.second }
    }
}
