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

    /// The shape, filled with the foreground style, in a frame of fixed `width` and `height` (nil: the offer
    /// passes through on that axis), placed in it by `alignment`.
    @_disfavoredOverload public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        asView.frame(width: width, height: height, alignment: alignment)
    }
    /// The filled shape in a frame that clamps the offer to the min/max bounds (nil: unbounded) and reports
    /// the ideal sizes when offered nil; `alignment` places the shape in it.
    @_disfavoredOverload public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        asView.frame(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
                     idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment)
    }
    /// The filled shape inset by `insets` (points, per edge).
    @_disfavoredOverload public func padding(_ insets: EdgeInsets) -> some View { asView.padding(insets) }
    /// The filled shape inset on `edges` by `length` points (nil: the default, 16).
    @_disfavoredOverload public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { asView.padding(edges, length) }
    /// The filled shape inset by `length` points on every edge.
    @_disfavoredOverload public func padding(_ length: CGFloat) -> some View { asView.padding(length) }
    /// The filled shape centred at `position` in its parent's coordinates; it takes the whole offer.
    @_disfavoredOverload public func position(_ position: CGPoint) -> some View { asView.position(position) }
    /// The filled shape centred at (`x`, `y`) in its parent's coordinates; it takes the whole offer.
    @_disfavoredOverload public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { asView.position(x: x, y: y) }
    /// The filled shape constrained to `aspectRatio` (width / height; nil: its ideal size's), fitting or
    /// filling the offer as `contentMode` says.
    @_disfavoredOverload public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        asView.aspectRatio(aspectRatio, contentMode: contentMode)
    }
    /// The filled shape constrained to the width / height ratio of `aspectRatio`.
    @_disfavoredOverload public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        asView.aspectRatio(aspectRatio, contentMode: contentMode)
    }
    /// The filled shape at its aspect ratio, as large as fits the offer.
    @_disfavoredOverload public func scaledToFit() -> some View { asView.scaledToFit() }
    /// The filled shape at its aspect ratio, as small as covers the offer.
    @_disfavoredOverload public func scaledToFill() -> some View { asView.scaledToFill() }
    /// The filled shape at its ideal size on both axes, whatever it is offered.
    @_disfavoredOverload public func fixedSize() -> some View { asView.fixedSize() }
    /// The filled shape at its ideal size on the axes given as true, offered as usual on the others.
    @_disfavoredOverload public func fixedSize(horizontal: Bool, vertical: Bool) -> some View { asView.fixedSize(horizontal: horizontal, vertical: vertical) }
    /// The filled shape with stack priority `value`: a stack offers space to higher priorities first (default
    /// 0).
    @_disfavoredOverload public func layoutPriority(_ value: Double) -> some View { asView.layoutPriority(value) }
    /// The filled shape drawn in front of siblings with lower `value` (default 0); layout is unchanged.
    @_disfavoredOverload public func zIndex(_ value: Double) -> some View { asView.zIndex(value) }
    /// The filled shape drawn rotated by `angle` around `anchor` (a unit point of its frame); layout is
    /// unchanged.
    @_disfavoredOverload public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        asView.rotationEffect(angle, anchor: anchor)
    }
    /// The filled shape drawn scaled by `scale` (width and height factors) around `anchor`; layout is
    /// unchanged.
    @_disfavoredOverload public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View { asView.scaleEffect(scale, anchor: anchor) }
    /// The filled shape drawn scaled by `s` on both axes around `anchor`; layout is unchanged.
    @_disfavoredOverload public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View { asView.scaleEffect(s, anchor: anchor) }
    /// The filled shape drawn scaled by `x` and `y` around `anchor`; layout is unchanged.
    @_disfavoredOverload public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        asView.scaleEffect(x: x, y: y, anchor: anchor)
    }
    /// The filled shape drawn at `opacity` (0 transparent … 1 unchanged).
    @_disfavoredOverload public func opacity(_ opacity: Double) -> some View { asView.opacity(opacity) }
    /// The filled shape composited onto what is behind it with `blendMode`.
    @_disfavoredOverload public func blendMode(_ blendMode: BlendMode) -> some View { asView.blendMode(blendMode) }
    /// The filled shape flattened into one layer before effects outside it (opacity, blend modes, shadows)
    /// apply.
    @_disfavoredOverload public func compositingGroup() -> some View { asView.compositingGroup() }
    /// The filled shape rendered offscreen as one picture, blending as `colorMode` says, before it is drawn.
    @_disfavoredOverload public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        asView.drawingGroup(opaque: opaque, colorMode: colorMode)
    }
    /// The filled shape with a shadow of `radius` points moved by (`x`, `y`); the default color is SwiftUI's,
    /// black at 33 % opacity.
    @_disfavoredOverload public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat,
                       x: CGFloat = 0, y: CGFloat = 0) -> some View {
        asView.shadow(color: color, radius: radius, x: x, y: y)
    }
    /// The filled shape blurred by `radius` points (Gaussian σ = radius / 2); `opaque` keeps the edges solid.
    @_disfavoredOverload public func blur(radius: CGFloat, opaque: Bool = false) -> some View { asView.blur(radius: radius, opaque: opaque) }
    /// The filled shape clipped to `shape` in its frame, filled by `style`'s rule.
    @_disfavoredOverload public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View { asView.clipShape(shape, style: style) }
    /// The filled shape with the builder's view in front of it, sized to the shape's frame and placed by
    /// `alignment`.
    @_disfavoredOverload public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        asView.overlay(alignment: alignment, content: content)
    }
    /// The filled shape with the builder's view behind it, sized to the shape's frame and placed by
    /// `alignment`.
    @_disfavoredOverload public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        asView.background(alignment: alignment, content: content)
    }
    /// The filled shape masked by the builder's view: the mask's alpha is kept, its color ignored.
    @_disfavoredOverload public func mask<M: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> M) -> some View {
        asView.mask(alignment: alignment, mask)
    }
    /// The shape filled with `style` instead of the inherited foreground style.
    @_disfavoredOverload public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { asView.foregroundStyle(style) }
    /// The shape filled with `color` (nil: the inherited foreground).
    @_disfavoredOverload public func foregroundColor(_ color: Color?) -> some View { asView.foregroundColor(color) }
    /// The filled shape, whose animatable values inside animate with `animation` whenever `value` changes
    /// (nil: no animation).
    @_disfavoredOverload public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        asView.animation(animation, value: value)
    }
    /// The filled shape with `modifier` applied.
    @_disfavoredOverload public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<_ShapeView<Self, ForegroundStyle>, M> {
        asView.modifier(modifier)
    }
    /// The filled shape with `overlay` in front of it, sized to the shape's frame and placed by `alignment`.
    @_disfavoredOverload public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        asView.overlay(overlay, alignment: alignment)
    }
    /// The filled shape with `background` behind it, sized to the shape's frame and placed by `alignment`.
    @_disfavoredOverload public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        asView.background(background, alignment: alignment)
    }
    /// The filled shape with `shape` filled by `style` behind it, in the shape's frame.
    @_disfavoredOverload public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        asView.background(style, in: shape, fillStyle: fillStyle)
    }
    /// The filled shape masked by `mask`'s alpha.
    @_disfavoredOverload public func mask<M: View>(_ mask: M) -> some View { asView.mask(mask) }
    /// The filled shape clipped to its frame.
    @_disfavoredOverload public func clipped(antialiased: Bool = false) -> some View { asView.clipped(antialiased: antialiased) }
    /// The filled shape clipped to a rounded rectangle of `radius` points in its frame.
    @_disfavoredOverload public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        asView.cornerRadius(radius, antialiased: antialiased)
    }
    /// The filled shape with the environment value at `keyPath` set to `value` for it.
    @_disfavoredOverload public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        asView.environment(keyPath, value)
    }
    /// The filled shape with `font` in its environment (for text in overlays or backgrounds).
    @_disfavoredOverload public func font(_ font: Font?) -> some View { asView.font(font) }
}
