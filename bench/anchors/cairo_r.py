"""Cairo (pycairo, image backend) renderer for the scenes it can draw: it has
no blur, so not cards or blur."""

import math

import numpy as np
import cairo

import scenes as S

SCENES = {"particles", "strokes", "stars", "text", "images"}


def version():
    return "pycairo %s, cairo %s" % (cairo.version, cairo.cairo_version_string())


class Renderer:
    def __init__(self, scene):
        self.surface = cairo.ImageSurface(cairo.FORMAT_ARGB32, S.WIDTH, S.HEIGHT)
        self.ctx = cairo.Context(self.surface)
        self.scene = scene
        self.items = S.SCENES[scene]()
        self.bg = (0, 0, 0) if scene in S.BLACK_BACKGROUND else (1, 1, 1)
        if scene == "images":
            img = S.source_image()
            bgra = np.ascontiguousarray(img[..., [2, 1, 0, 3]])
            self.image = cairo.ImageSurface.create_for_data(memoryview(bgra), cairo.FORMAT_ARGB32, 256, 256)
            self._keep = bgra
        self.draw = getattr(self, "_" + scene)

    def render(self):
        ctx = self.ctx
        ctx.set_operator(cairo.OPERATOR_SOURCE)
        ctx.set_source_rgb(*self.bg)
        ctx.paint()
        ctx.set_operator(cairo.OPERATOR_OVER)
        self.draw(ctx)
        self.surface.flush()

    def _particles(self, ctx):
        ctx.set_operator(cairo.OPERATOR_SCREEN)
        for cx, cy, r, c in self.items:
            g = cairo.RadialGradient(cx, cy, 0, cx, cy, r)
            g.add_color_stop_rgba(0, c[0], c[1], c[2], 1)
            g.add_color_stop_rgba(1, c[0], c[1], c[2], 0)
            ctx.set_source(g)
            ctx.arc(cx, cy, r, 0, 2 * math.pi)
            ctx.fill()
        ctx.set_operator(cairo.OPERATOR_OVER)

    def _strokes(self, ctx):
        ctx.set_line_cap(cairo.LINE_CAP_ROUND)
        ctx.set_line_join(cairo.LINE_JOIN_ROUND)
        for p, w, rgb in self.items:
            ctx.move_to(p[0], p[1])
            ctx.curve_to(*p[2:])
            ctx.set_line_width(w)
            ctx.set_source_rgba(rgb[0], rgb[1], rgb[2], 0.6)
            ctx.stroke()

    def _stars(self, ctx):
        for cx, cy, R, pts, c0, c1, eo in self.items:
            ctx.move_to(*pts[0])
            for q in pts[1:]:
                ctx.line_to(*q)
            ctx.close_path()
            ctx.new_sub_path()
            ctx.arc(cx, cy, 0.3 * R, 0, 2 * math.pi)
            ctx.close_path()
            ctx.set_fill_rule(cairo.FILL_RULE_EVEN_ODD if eo else cairo.FILL_RULE_WINDING)
            g = cairo.LinearGradient(cx, cy - R, cx, cy + R)
            g.add_color_stop_rgba(0, c0[0], c0[1], c0[2], 0.8)
            g.add_color_stop_rgba(1, c1[0], c1[1], c1[2], 0.8)
            ctx.set_source(g)
            ctx.fill()

    def _text(self, ctx):
        ctx.set_source_rgb(0, 0, 0)
        for font_name, size, top, string, right in self.items:
            mono = font_name.endswith("Mono")
            family = "DejaVu Sans Mono" if mono else font_name
            ctx.select_font_face(family, cairo.FONT_SLANT_NORMAL, cairo.FONT_WEIGHT_NORMAL)
            ctx.set_font_size(size)
            ascent = ctx.font_extents()[0]
            x = 1260 - ctx.text_extents(string).x_advance if right else 20
            ctx.move_to(x, top + ascent)
            ctx.show_text(string)

    def _images(self, ctx):
        for cx, cy, scale, angle, opacity in self.items:
            ctx.save()
            ctx.translate(cx, cy)
            ctx.rotate(angle)
            ctx.scale(scale, scale)
            ctx.set_source_surface(self.image, -128, -128)
            ctx.get_source().set_filter(cairo.FILTER_BILINEAR)
            ctx.paint_with_alpha(opacity)
            ctx.restore()

    def rgb(self):
        bgra = np.ndarray((S.HEIGHT, S.WIDTH, 4), np.uint8, self.surface.get_data())
        return np.ascontiguousarray(bgra[..., 2::-1])   # opaque frames: no unpremultiplying
