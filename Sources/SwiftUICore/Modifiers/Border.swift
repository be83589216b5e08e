import Foundation

extension View {
    /// Adds a border of `width` filled with `content`, drawn inside the
    /// view's frame (an inner stroke of its rectangle), as SwiftUI's.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }
}
