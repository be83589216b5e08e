#!/usr/bin/env python3
"""compare.py A.png B.png [--diff OUT.png]

PSNR over RGB (dB), mean absolute error, largest channel error and the
share of pixels off by more than 16 in any channel. Same size required;
alpha is ignored (the scenes are opaque).
"""

import math
import sys

import numpy as np
from PIL import Image


def load(path):
    return np.asarray(Image.open(path).convert("RGB"), dtype=np.int16)


def compare(a, b):
    if a.shape != b.shape:
        raise SystemExit("size mismatch: %s is %dx%d, %s is %dx%d"
                         % ("A", a.shape[1], a.shape[0], "B", b.shape[1], b.shape[0]))
    d = np.abs(a - b)
    mse = float(np.mean(d.astype(np.float64) ** 2))
    return {"psnr": math.inf if mse == 0 else 10 * math.log10(255 ** 2 / mse),
            "mae": float(d.mean()), "max": int(d.max()),
            "over16": float(np.mean((d > 16).any(axis=2)))}


def main(argv):
    paths = [a for a in argv[1:] if not a.startswith("--")]
    if len(paths) < 2:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    out = paths[2] if "--diff" in argv and len(paths) > 2 else None
    a, b = load(paths[0]), load(paths[1])
    r = compare(a, b)
    print("PSNR %s dB | MAE %.3f | max %d | >16: %.3f%%"
          % ("inf" if r["psnr"] == math.inf else "%.2f" % r["psnr"], r["mae"], r["max"], 100 * r["over16"]))
    if out:
        Image.fromarray(np.clip(np.abs(a - b).max(axis=2) * 8, 0, 255).astype(np.uint8)).save(out)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
