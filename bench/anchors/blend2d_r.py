"""Blend2D (blend2d-python) renderer for the three geometry scenes."""

import numpy as np
import blend2d as bl

import scenes as S

SCENES = {"particles", "strokes", "stars"}


def version():
    import importlib.metadata as md
    return "blend2d-python %s" % md.version("blend2d-python")


def _rgba(rgb, a):
    # The binding truncates 255·x and stores the tuple as BGRA: pass
    # (b, g, r, a) nudged so truncation gives the rounded byte.
    q = lambda v: (int(v * 255 + 0.5) + 0.5) / 255
    return (q(rgb[2]), q(rgb[1]), q(rgb[0]), q(a))


class Renderer:
    def __init__(self, scene):
        self.image = bl.BLImage(S.WIDTH, S.HEIGHT, bl.BLFormat.PRGB32)
        self.ctx = bl.BLContext(self.image)   # synchronous: no worker threads
        self.items = S.SCENES[scene]()
        self.bg = _rgba((0, 0, 0) if scene in S.BLACK_BACKGROUND else (1, 1, 1), 1)
        self.draw = getattr(self, "_" + scene)

    def render(self):
        ctx = self.ctx
        ctx.comp_op = bl.BLCompOp.SRC_COPY
        ctx.set_fill_style(self.bg)
        ctx.fill_all()
        ctx.comp_op = bl.BLCompOp.SRC_OVER
        self.draw(ctx)
        ctx.flush()

    def _particles(self, ctx):
        ctx.comp_op = bl.BLCompOp.SCREEN
        for cx, cy, r, c in self.items:
            g = bl.create_radial_gradient(cx, cy, cx, cy, r)
            g.add_stop(0.0, _rgba(c, 1))
            g.add_stop(1.0, _rgba(c, 0))
            ctx.set_fill_style(g)
            ctx.fill_circle(cx, cy, r)
        ctx.comp_op = bl.BLCompOp.SRC_OVER

    def _strokes(self, ctx):
        ctx.set_stroke_caps(bl.BLStrokeCap.CAP_ROUND)
        ctx.stroke_join = bl.BLStrokeJoin.JOIN_ROUND
        for p, w, rgb in self.items:
            path = bl.BLPath()
            path.move_to(p[0], p[1])
            path.cubic_to(*p[2:])
            ctx.stroke_width = w
            ctx.set_stroke_style(_rgba(rgb, 0.6))
            ctx.stroke_path(path)

    def _stars(self, ctx):
        for cx, cy, R, pts, c0, c1, eo in self.items:
            path = bl.BLPath()
            path.move_to(*pts[0])
            for q in pts[1:]:
                path.line_to(*q)
            path.close()
            path.add_circle(cx, cy, 0.3 * R)
            ctx.fill_rule = bl.BLFillRule.EVEN_ODD if eo else bl.BLFillRule.NON_ZERO
            g = bl.create_linear_gradient(cx, cy - R, cx, cy + R)
            g.add_stop(0.0, _rgba(c0, 0.8))
            g.add_stop(1.0, _rgba(c1, 0.8))
            ctx.set_fill_style(g)
            ctx.fill_path(path)

    def rgb(self):
        bgra = np.asarray(self.image.getDataAsNumPy())
        return np.ascontiguousarray(bgra[..., 2::-1])   # opaque frames
