// Canvas symbols: views handed to a Canvas (`symbols:`), tagged, laid out at
// their ideal size and drawn by the renderer closure. The view tree
// installs each tagged view as a ResolvedSymbol,
// a size and a closure that draws the laid-out view into a rectangle.
import Foundation
import Geometry

extension GraphicsContext {
    /// A prepared child view of a Canvas, to draw any number of times, as
    /// SwiftUI's `GraphicsContext.ResolvedSymbol`.
    public struct ResolvedSymbol {
        /// The view's ideal size, in points.
        public let size: CGSize
        let drawBody: (inout GraphicsContext, CGRect) -> Void

        /// A symbol of `size` drawn by `draw` into a rectangle of user space
        /// (for the view tree, which lays the view out in that rectangle).
        package init(size: CGSize, draw: @escaping (inout GraphicsContext, CGRect) -> Void) {
            self.size = size
            drawBody = draw
        }
    }

    /// The symbol view tagged `id` among the canvas's `symbols`, or nil
    /// when no symbol has that tag.
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
        symbols[AnyHashable(id)]
    }

    /// Draws `symbol` with `rect` as its layout frame: the view is offered
    /// the rectangle's size and placed in it, under the context's
    /// transform, clip, opacity, blend mode and filters.
    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {
        var inner = self
        symbol.drawBody(&inner, rect.standardized)
    }

    /// Draws `symbol` at its size with its `anchor` point at `point`.
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
        let s = symbol.size
        draw(symbol, in: CGRect(x: point.x - anchor.x * s.width, y: point.y - anchor.y * s.height,
                                width: s.width, height: s.height))
    }

    /// Installs the canvas's tagged symbol views (the view tree's hook).
    package mutating func setSymbols(_ symbols: [AnyHashable: ResolvedSymbol]) {
        self.symbols = symbols
    }
}
