"""Item generation for the SCENES.md scenes: one SplitMix64 stream per scene,
values drawn in the documented order. Items are plain tuples, built once."""

import math

WIDTH, HEIGHT = 1280, 720
MASK = (1 << 64) - 1


class SplitMix64:
    def __init__(self, seed):
        self.state = seed & MASK

    def next(self):
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        return z ^ (z >> 31)

    def u(self):
        return (self.next() >> 11) * 2.0 ** -53


def hsv(h, s, v):
    i = int(h * 6)
    f = h * 6 - i
    p, q, t = v * (1 - s), v * (1 - s * f), v * (1 - s * (1 - f))
    return [(v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q)][i % 6]


def particles():
    g = SplitMix64(1)
    out = []
    for _ in range(1500):
        cx, cy, r, h = g.u() * 1280, g.u() * 720, 2 + g.u() * 38, g.u()
        out.append((cx, cy, r, hsv(h, 0.8, 1.0)))
    return out


def strokes():
    g = SplitMix64(2)
    out = []
    for _ in range(400):
        pts = [g.u() * (1280 if k % 2 == 0 else 720) for k in range(8)]
        w = 1 + g.u() * 15
        out.append((pts, w, (g.u(), g.u(), g.u())))
    return out


def stars():
    g = SplitMix64(3)
    out = []
    for i in range(300):
        cx, cy, R = g.u() * 1280, g.u() * 720, 10 + g.u() * 120
        n = 5 + math.floor(g.u() * 8)
        rot = g.u() * 2 * math.pi
        c0 = (g.u(), g.u(), g.u())
        c1 = (g.u(), g.u(), g.u())
        pts = []
        for k in range(2 * n):
            a = rot + k * math.pi / n
            rad = R if k % 2 == 0 else 0.4 * R
            pts.append((cx + rad * math.cos(a), cy + rad * math.sin(a)))
        out.append((cx, cy, R, pts, c0, c1, i % 2 == 1))
    return out


def cards():
    g = SplitMix64(4)
    out = []
    for i in range(12):
        x, y = 40 + (i % 4) * 310, 40 + (i // 4) * 230
        radius = 8 + g.u() * 22
        c0 = hsv(g.u(), 0.5, 1.0)
        c1 = hsv(g.u(), 0.7, 0.8)
        out.append(((x, y, 270, 190), radius, c0, c1, "Card %d" % (i + 1)))
    return out


CARD_LINES = ["Lorem ipsum dolor sit amet,", "consectetur 12.34 \u20ac"]
PARAGRAPH = "The quick brown fox jumps over the lazy dog; pack my box with five dozen liquor jugs."
RIGHT_TO_LEFT = "\u05e9\u05dc\u05d5\u05dd \u05e2\u05d5\u05dc\u05dd, \u05d6\u05d5\u05d4\u05d9 \u05e9\u05d5\u05e8\u05d4 \u05de\u05d9\u05de\u05d9\u05df \u05dc\u05e9\u05de\u05d0\u05dc"
TEXT_SIZES = [12, 14, 16, 18, 24, 32]
TEXT_FONTS = ["DejaVu Sans", "DejaVu Serif", "DejaVu Sans Mono"]
TEXT_LINES, RTL_LINE = 21, 10
FONT_FILES = {
    "DejaVu Sans": "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
    "DejaVu Sans Bold": "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
    "DejaVu Serif": "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf",
    "DejaVu Sans Mono": "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf",
}


def text():
    """(font, size, top, string, right_aligned) per line."""
    out, top = [], 16.0
    for k in range(TEXT_LINES):
        size = TEXT_SIZES[k % 6]
        if k == RTL_LINE:
            # Hebrew needs no shaping: its visual order is the reversed string.
            out.append(("DejaVu Sans", size, top, RIGHT_TO_LEFT[::-1], True))   # the face with Hebrew
        else:
            out.append((TEXT_FONTS[k % 3], size, top, PARAGRAPH, False))
        top += size * 1.5
    return out


def source_image():
    """256x256 RGBA bytes: red = x, green = y, blue 255 on odd checker squares."""
    import numpy as np
    y, x = np.mgrid[0:256, 0:256]
    img = np.zeros((256, 256, 4), np.uint8)
    img[..., 0], img[..., 1] = x, y
    img[..., 2] = np.where(((x // 32) + (y // 32)) % 2 == 1, 255, 0)
    img[..., 3] = 255
    return img


def images():
    g = SplitMix64(5)
    out = []
    for _ in range(40):
        cx, cy, scale = g.u() * 1280, g.u() * 720, 0.25 + g.u()
        angle, opacity = g.u() * 2 * math.pi, 0.3 + g.u() * 0.7
        out.append((cx, cy, scale, angle, opacity))
    return out


BLUR_SIGMA = 6.0   # blur(radius: 12): the project's sigma = radius / 2

SCENES = {"particles": particles, "strokes": strokes, "stars": stars, "cards": cards,
          "text": text, "images": images, "blur": stars}
BLACK_BACKGROUND = {"particles"}
