// A shape is a view, as in SwiftUI: the shape filled with the foreground
// style. So every view modifier applies to a user's `Shape` unchanged
// (`MyShape().frame(width: 40).shadow(radius: 2)`), while the shape
// modifiers (`offset`, `rotation`, `scale`, `trim`…), declared on the more
// specific protocol, win where both exist, as SwiftUI's do.
import Foundation
import Geometry

/// A shape filled with a style, as SwiftUI's `_ShapeView`.
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View {
    public typealias Body = Never
    public var shape: Content
    public var style: Style
    public var fillStyle: FillStyle

    public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
    }
}

extension Shape {
    /// The view a shape is: the shape filled with the foreground style.
    public var body: _ShapeView<Self, ForegroundStyle> { _ShapeView(shape: self, style: ForegroundStyle()) }
}
