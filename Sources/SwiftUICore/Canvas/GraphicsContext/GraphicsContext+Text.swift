import Foundation
import Geometry
import Raster

extension GraphicsContext {
    /// A text shaped once, to measure and draw many times, as SwiftUI's
    /// `GraphicsContext.ResolvedText`.
    public struct ResolvedText: Sendable {
        let text: Text
        /// Where layouts made before are kept (the resolving context's).
        let resources: RenderResources
        let unconstrained: Result<TextLayout, FontErrorBox>
        /// The shading for pieces of the text that set no foreground style
        /// of their own; `.foreground` (the context's, black by default)
        /// unless changed.
        public var shading: Shading = .foreground
        /// How a `Text` view lays its lines out (its environment's
        /// `multilineTextAlignment`, `lineSpacing`, `lineLimit`); a text a
        /// canvas resolves has the defaults.
        let options: LayoutOptions

        /// The layout options a `Text` view takes from its environment.
        struct LayoutOptions: Sendable {
            var alignment: TextAlignment = .leading
            var lineSpacing: CGFloat = 0
            var lineLimit: Int? = nil
        }

        init(_ text: Text, options: LayoutOptions = LayoutOptions(), resources: RenderResources = .shared) {
            self.text = text
            self.options = options
            self.resources = resources
            unconstrained = FontErrorBox.attempt {
                try text.layout(alignment: options.alignment, lineSpacing: options.lineSpacing, lineLimit: options.lineLimit,
                                resources: resources)
            }
        }

        func layout(width: CGFloat?) -> Result<TextLayout, FontErrorBox> {
            guard let width, width.isFinite, width >= 0 else { return unconstrained }
            if case .success(let l) = unconstrained, l.size.width <= width { return unconstrained }
            return FontErrorBox.attempt {
                try text.layout(width: width, alignment: options.alignment, lineSpacing: options.lineSpacing, lineLimit: options.lineLimit,
                                resources: resources)
            }
        }

        /// The size the text takes when offered `size` (lines wrap to its width).
        public func measure(in size: CGSize) -> CGSize {
            (try? layout(width: size.width).get())?.size ?? .zero
        }

        /// The first line's baseline, from the top, when offered `size`.
        public func firstBaseline(in size: CGSize) -> CGFloat {
            (try? layout(width: size.width).get())?.firstBaseline ?? 0
        }

        /// The last line's baseline, from the top, when offered `size`.
        public func lastBaseline(in size: CGSize) -> CGFloat {
            (try? layout(width: size.width).get())?.lastBaseline ?? 0
        }
    }

    /// Shapes `text` once, to draw many times.
    public func resolve(_ text: Text) -> ResolvedText { ResolvedText(text, resources: shared.resources) }

    /// Shapes `text` once with a `Text` view's layout options (its lines
    /// aligned, spaced and limited as its environment says).
    func resolve(_ text: Text, options: ResolvedText.LayoutOptions) -> ResolvedText { ResolvedText(text, options: options, resources: shared.resources) }

    /// Draws `text` on one line per paragraph, its `anchor` point at `point`.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        switch text.unconstrained {
        case .failure(let e): record(e.error)
        case .success(let layout): drawWithColorGlyphs(text, layout, origin: layout.origin(placing: anchor, at: point))
        }
    }

    /// Draws `text` on one line per paragraph, its `anchor` point at `point`.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(text), at: point, anchor: anchor)
    }

    /// Draws `text` from the top-left corner of `rect`, wrapping lines to its width.
    public func draw(_ text: ResolvedText, in rect: CGRect) {
        let r = rect.standardized
        switch text.layout(width: r.width) {
        case .failure(let e): record(e.error)
        case .success(let layout): drawWithColorGlyphs(text, layout, origin: r.origin)
        }
    }

    /// Draws `text` from the top-left corner of `rect`, wrapping lines to its width.
    public func draw(_ text: Text, in rect: CGRect) {
        draw(resolve(text), in: rect)
    }

    /// The text's outlines, then its colour glyphs (emoji) in their own
    /// colours over them: as on Apple's platforms, a foreground style does
    /// not tint an emoji; the context's opacity, blend mode, clip and
    /// filters apply as to any image.
    private func drawWithColorGlyphs(_ text: ResolvedText, _ layout: TextLayout, origin: CGPoint) {
        draw(text, layout, origin: origin)
        let glyphs = layout.colorGlyphs(at: origin, resources: shared.resources)
        guard !glyphs.isEmpty else { return }
        for (bitmap, rect) in glyphs {
            draw(ResolvedImage(content: .bitmap(bitmap), image: Image(source: .bitmap(bitmap)).resizable(),
                               size: rect.size, baseline: rect.height), in: rect)
        }
    }

    /// Fills each piece's glyphs with its own style or the resolved text's
    /// shading; styles resolve against the whole text's box. The whole text
    /// is one drawing operation (filters see it at once).
    private func draw(_ text: ResolvedText, _ layout: TextLayout, origin: CGPoint) {
        let box = CGRect(origin: origin, size: layout.size)
        if filters.isEmpty && RenderCaches.isEnabled {
            drawReusingCoverage(text, layout, origin: origin, box: box)
            return
        }
        let pieces = layout.pieces(at: origin, anchor: .topLeading).filter { !$0.path.isEmpty }
        var ink = CGRect.null
        for piece in pieces { ink = ink.union(piece.path.boundingRect) }
        guard !ink.isNull else { return }
        // A style's shadows are cast from the whole text: the text's shading's,
        // else those of the first piece with a style of its own.
        let ownStyle = pieces.lazy.compactMap { $0.attributes[ForegroundStyleAttribute.self] }.first
        if let c = applyingStyleEffects(of: text.shading, bounds: box)
            ?? ownStyle.flatMap({ applyingStyleEffects(of: .style($0), bounds: box) }) {
            c.draw(text, layout, origin: origin)
            return
        }
        perform(deviceBounds: ink.applying(canvasTransform)) { ctx in
            for piece in pieces {
                let shading: Shading
                if let own = piece.attributes[ForegroundStyleAttribute.self] { shading = .style(own) } else { shading = text.shading }
                ctx.rasterFill(piece.path, pathTransform: ctx.deviceTransform, style: FillStyle(), shading: shading, bounds: box)
            }
        }
    }
}

extension GraphicsContext {
    /// `draw(_:_:origin:)` without filters: the same fills, each named by the
    /// layout, piece and origin so that its coverage is resolved once while
    /// the text stays put (its outline is then not even built).
    private func drawReusingCoverage(_ text: ResolvedText, _ layout: TextLayout, origin: CGPoint, box: CGRect) {
        let segments = layout.drawnSegments
        guard !segments.isEmpty else { return }
        let ownStyle = segments.lazy.compactMap { layout.segmentAttributes[$0][ForegroundStyleAttribute.self] }.first
        if let c = applyingStyleEffects(of: text.shading, bounds: box)
            ?? ownStyle.flatMap({ applyingStyleEffects(of: .style($0), bounds: box) }) {
            c.draw(text, layout, origin: origin)
            return
        }
        for segment in segments {
            let shading: Shading
            if let own = layout.segmentAttributes[segment][ForegroundStyleAttribute.self] {
                shading = .style(own)
            } else {
                shading = text.shading
            }
            rasterFill(cachedAs: CoverageKey(source: layout.outlineIdentity, part: segment, origin: origin),
                       { layout.piecePath(at: origin, segment: segment) }, pathTransform: deviceTransform,
                       style: FillStyle(), shading: shading, bounds: box)
        }
    }
}

/// A text layout error, boxed so results can be Sendable.
struct FontErrorBox: Error, @unchecked Sendable {
    let error: any Error
    static func attempt(_ body: () throws -> TextLayout) -> Result<TextLayout, FontErrorBox> {
        do { return .success(try body()) } catch { return .failure(FontErrorBox(error: error)) }
    }
}
