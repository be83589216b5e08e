#!/usr/bin/env python3
"""Times the SCENES.md scenes in Skia, Blend2D and Cairo, single thread.

    bench.py [--scenes a,b] [--renderers skia,blend2d,cairo] [--reps 7]
             [--out DIR] [--json FILE]

Per scene: build the items once (not timed), render once to warm up, then
time --reps renders per renderer, alternating renderers so that drift on a
noisy machine hits all alike. Prints median ms per frame; writes
DIR/<renderer>_<scene>.png (default /tmp/animgen-anchors).
"""

import os

for var in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS"):
    os.environ.setdefault(var, "1")

import argparse
import importlib
import json
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from PIL import Image  # noqa: E402

MODULES = {"skia": "skia_r", "blend2d": "blend2d_r", "cairo": "cairo_r"}
ALL = "particles,strokes,stars,cards,text,images,blur"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--scenes", default=ALL)
    ap.add_argument("--renderers", default="skia,blend2d,cairo")
    ap.add_argument("--reps", type=int, default=7)
    ap.add_argument("--out", default=os.environ.get("ANCHORS_OUT", "/tmp/animgen-anchors"))
    ap.add_argument("--no-save", action="store_true")
    ap.add_argument("--json")
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)
    mods = {}
    for name in args.renderers.split(","):
        try:
            mods[name] = importlib.import_module(MODULES[name])
        except Exception as e:  # a package that did not install
            print("renderer %s unavailable: %s" % (name, e), file=sys.stderr)
    results = {"versions": {n: m.version() for n, m in mods.items()}, "scenes": {}}
    for scene in args.scenes.split(","):
        renderers = {n: m.Renderer(scene) for n, m in mods.items()
                     if scene in getattr(m, "SCENES", {scene})}
        times = {n: [] for n in renderers}
        for r in renderers.values():
            r.render()
        order = list(renderers)
        for rep in range(args.reps):
            k = rep % max(1, len(order))
            for n in order[k:] + order[:k]:
                t0 = time.perf_counter()
                renderers[n].render()
                times[n].append((time.perf_counter() - t0) * 1e3)
        results["scenes"][scene] = {n: {"median": statistics.median(v), "min": min(v)} for n, v in times.items()}
        line = "  ".join("%s %.2f ms" % (n, statistics.median(v)) for n, v in times.items())
        print("%-10s %s" % (scene, line))
        if not args.no_save:
            for n, r in renderers.items():
                Image.fromarray(r.rgb()).save(os.path.join(args.out, "%s_%s.png" % (n, scene)))
    if args.json:
        with open(args.json, "w") as f:
            json.dump(results, f, indent=1)


if __name__ == "__main__":
    main()
