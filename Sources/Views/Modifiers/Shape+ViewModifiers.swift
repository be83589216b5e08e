// SwiftUI's shapes are views, so view modifiers apply to them directly
// (`MyShape().frame(width: 40)`). The built-in shapes are views here too
// (BuiltInShapeViews.swift), but a user's `Shape` is not (our Shape protocol
// lives below this layer): each view modifier is forwarded here to the
// shape filled with the foreground style, which is the view a SwiftUI shape
// is. The forwards are disfavoured so that shapes that are views use the
// view modifiers. `offset`, `rotation`, `scale` and `trim` are Drawing's
// shape modifiers and stay shapes.
import Foundation

extension Shape {
    var asView: _ShapeView<Self, ForegroundStyle> { _ShapeView(shape: self, style: ForegroundStyle()) }

    @_disfavoredOverload public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        asView.frame(width: width, height: height, alignment: alignment)
    }
    @_disfavoredOverload public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        asView.frame(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
                     idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment)
    }
    @_disfavoredOverload public func padding(_ insets: EdgeInsets) -> some View { asView.padding(insets) }
    @_disfavoredOverload public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { asView.padding(edges, length) }
    @_disfavoredOverload public func padding(_ length: CGFloat) -> some View { asView.padding(length) }
    @_disfavoredOverload public func position(_ position: CGPoint) -> some View { asView.position(position) }
    @_disfavoredOverload public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { asView.position(x: x, y: y) }
    @_disfavoredOverload public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        asView.aspectRatio(aspectRatio, contentMode: contentMode)
    }
    @_disfavoredOverload public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        asView.aspectRatio(aspectRatio, contentMode: contentMode)
    }
    @_disfavoredOverload public func scaledToFit() -> some View { asView.scaledToFit() }
    @_disfavoredOverload public func scaledToFill() -> some View { asView.scaledToFill() }
    @_disfavoredOverload public func fixedSize() -> some View { asView.fixedSize() }
    @_disfavoredOverload public func fixedSize(horizontal: Bool, vertical: Bool) -> some View { asView.fixedSize(horizontal: horizontal, vertical: vertical) }
    @_disfavoredOverload public func layoutPriority(_ value: Double) -> some View { asView.layoutPriority(value) }
    @_disfavoredOverload public func zIndex(_ value: Double) -> some View { asView.zIndex(value) }
    @_disfavoredOverload public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        asView.rotationEffect(angle, anchor: anchor)
    }
    @_disfavoredOverload public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View { asView.scaleEffect(scale, anchor: anchor) }
    @_disfavoredOverload public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View { asView.scaleEffect(s, anchor: anchor) }
    @_disfavoredOverload public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        asView.scaleEffect(x: x, y: y, anchor: anchor)
    }
    @_disfavoredOverload public func opacity(_ opacity: Double) -> some View { asView.opacity(opacity) }
    @_disfavoredOverload public func blendMode(_ blendMode: BlendMode) -> some View { asView.blendMode(blendMode) }
    @_disfavoredOverload public func compositingGroup() -> some View { asView.compositingGroup() }
    @_disfavoredOverload public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        asView.drawingGroup(opaque: opaque, colorMode: colorMode)
    }
    @_disfavoredOverload public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat,
                       x: CGFloat = 0, y: CGFloat = 0) -> some View {
        asView.shadow(color: color, radius: radius, x: x, y: y)
    }
    @_disfavoredOverload public func blur(radius: CGFloat, opaque: Bool = false) -> some View { asView.blur(radius: radius, opaque: opaque) }
    @_disfavoredOverload public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View { asView.clipShape(shape, style: style) }
    @_disfavoredOverload public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        asView.overlay(alignment: alignment, content: content)
    }
    @_disfavoredOverload public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        asView.background(alignment: alignment, content: content)
    }
    @_disfavoredOverload public func mask<M: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> M) -> some View {
        asView.mask(alignment: alignment, mask)
    }
    @_disfavoredOverload public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { asView.foregroundStyle(style) }
    @_disfavoredOverload public func foregroundColor(_ color: Color?) -> some View { asView.foregroundColor(color) }
    @_disfavoredOverload public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        asView.animation(animation, value: value)
    }
    @_disfavoredOverload public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<_ShapeView<Self, ForegroundStyle>, M> {
        asView.modifier(modifier)
    }
    @_disfavoredOverload public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        asView.overlay(overlay, alignment: alignment)
    }
    @_disfavoredOverload public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        asView.background(background, alignment: alignment)
    }
    @_disfavoredOverload public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        asView.background(style, in: shape, fillStyle: fillStyle)
    }
    @_disfavoredOverload public func mask<M: View>(_ mask: M) -> some View { asView.mask(mask) }
    @_disfavoredOverload public func clipped(antialiased: Bool = false) -> some View { asView.clipped(antialiased: antialiased) }
    @_disfavoredOverload public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        asView.cornerRadius(radius, antialiased: antialiased)
    }
    @_disfavoredOverload public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        asView.environment(keyPath, value)
    }
    @_disfavoredOverload public func font(_ font: Font?) -> some View { asView.font(font) }
}
