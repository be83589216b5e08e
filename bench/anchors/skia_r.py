"""Skia (skia-python, CPU raster) renderer for every SCENES.md scene."""

import math

import numpy as np
import skia

import scenes as S


def version():
    return "skia-python %s" % skia.__version__


def _c4(rgb, a=1.0):
    return skia.Color4f(rgb[0], rgb[1], rgb[2], a)


def _argb(rgb, a):
    b = lambda v: int(v * 255 + 0.5)
    return (b(a) << 24) | (b(rgb[0]) << 16) | (b(rgb[1]) << 8) | b(rgb[2])


class Renderer:
    def __init__(self, scene):
        # N32 premultiplied, no colour space: sRGB bytes blended as they are.
        self.surface = skia.Surface(S.WIDTH, S.HEIGHT)
        self.canvas = self.surface.getCanvas()
        self.scene = scene
        self.items = S.SCENES[scene]()
        self.bg = skia.Color4f(0, 0, 0, 1) if scene in S.BLACK_BACKGROUND else skia.Color4f(1, 1, 1, 1)
        self.fonts = {name: skia.Typeface.MakeFromFile(path) for name, path in S.FONT_FILES.items()}
        if scene == "images":
            img = S.source_image()
            self.image = skia.Image.fromarray(img, colorType=skia.ColorType.kRGBA_8888_ColorType)
        self.draw = getattr(self, "_" + scene)

    def render(self):
        self.canvas.clear(self.bg)
        self.draw(self.canvas)
        self.surface.flushAndSubmit()

    def _particles(self, canvas):
        paint = skia.Paint(AntiAlias=True, BlendMode=skia.BlendMode.kScreen)
        for cx, cy, r, c in self.items:
            paint.setShader(skia.GradientShader.MakeRadial(skia.Point(cx, cy), r, [_argb(c, 1), _argb(c, 0)]))
            canvas.drawCircle(cx, cy, r, paint)

    def _strokes(self, canvas):
        paint = skia.Paint(AntiAlias=True, Style=skia.Paint.kStroke_Style,
                           StrokeCap=skia.Paint.kRound_Cap, StrokeJoin=skia.Paint.kRound_Join)
        for p, w, rgb in self.items:
            path = skia.Path()
            path.moveTo(p[0], p[1])
            path.cubicTo(p[2], p[3], p[4], p[5], p[6], p[7])
            paint.setStrokeWidth(w)
            paint.setColor4f(_c4(rgb, 0.6))
            canvas.drawPath(path, paint)

    def _star_paths(self, canvas):
        paint = skia.Paint(AntiAlias=True)
        for cx, cy, R, pts, c0, c1, eo in self.items:
            path = skia.Path()
            path.moveTo(*pts[0])
            for q in pts[1:]:
                path.lineTo(*q)
            path.close()
            path.addCircle(cx, cy, 0.3 * R, skia.PathDirection.kCW)
            path.setFillType(skia.PathFillType.kEvenOdd if eo else skia.PathFillType.kWinding)
            paint.setShader(skia.GradientShader.MakeLinear(
                [skia.Point(cx, cy - R), skia.Point(cx, cy + R)], [_argb(c0, 0.8), _argb(c1, 0.8)]))
            canvas.drawPath(path, paint)

    _stars = _star_paths

    def _blur(self, canvas):
        # One layer over the whole frame, blurred as it is composited.
        layer = skia.Paint(ImageFilter=skia.ImageFilters.Blur(S.BLUR_SIGMA, S.BLUR_SIGMA, skia.TileMode.kDecal))
        canvas.saveLayer(None, layer)
        # Nothing beyond the frame feeds the blur (SCENES.md: transparent there).
        canvas.clipRect(skia.Rect.MakeWH(S.WIDTH, S.HEIGHT))
        self._star_paths(canvas)
        canvas.restore()

    def _cards(self, canvas):
        title = skia.Font(self.fonts["DejaVu Sans Bold"], 22)
        body = skia.Font(self.fonts["DejaVu Sans"], 14)
        white = skia.Paint(AntiAlias=True, Color=skia.ColorWHITE)
        for (x, y, w, h), radius, c0, c1, name in self.items:
            sigma = radius / 2
            paint = skia.Paint(AntiAlias=True)
            paint.setShader(skia.GradientShader.MakeLinear(
                [skia.Point(x, y), skia.Point(x, y + h)], [_argb(c0, 1), _argb(c1, 1)]))
            paint.setImageFilter(skia.ImageFilters.DropShadow(0, radius / 2, sigma, sigma, _argb((0, 0, 0), 0.35)))
            canvas.drawRRect(skia.RRect.MakeRectXY(skia.Rect.MakeXYWH(x, y, w, h), 16, 16), paint)
            canvas.drawString(name, x + 20, y + 20 - title.getMetrics().fAscent, title, white)
            for k, line in enumerate(S.CARD_LINES):
                canvas.drawString(line, x + 20, y + 60 + 22 * k - body.getMetrics().fAscent, body, white)

    def _text(self, canvas):
        black = skia.Paint(AntiAlias=True, Color=skia.ColorBLACK)
        for font_name, size, top, string, right in self.items:
            font = skia.Font(self.fonts[font_name], size)
            x = 1260 - font.measureText(string) if right else 20
            canvas.drawString(string, x, top - font.getMetrics().fAscent, font, black)

    def _images(self, canvas):
        sampling = skia.SamplingOptions(skia.FilterMode.kLinear)
        for cx, cy, scale, angle, opacity in self.items:
            canvas.save()
            canvas.translate(cx, cy)
            canvas.rotate(math.degrees(angle))
            canvas.scale(scale, scale)
            paint = skia.Paint(AntiAlias=True, Alphaf=opacity)
            canvas.drawImage(self.image, -128, -128, sampling, paint)
            canvas.restore()

    def rgb(self):
        arr = self.surface.toarray(colorType=skia.ColorType.kRGBA_8888_ColorType,
                                   alphaType=skia.AlphaType.kUnpremul_AlphaType)
        return np.ascontiguousarray(arr[..., :3])
