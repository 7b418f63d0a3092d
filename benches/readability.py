#!/usr/bin/env python3
"""Readability in a real window (issue 27, item 5): the release build under Xvfb, each
scene of tests/readability.rs opened again from its data directory and screenshotted,
and the figures the headless test found measured again on the screenshot.

For each scene the JSON written by `READABILITY_OUT=DIR cargo test --test readability`
gives: the pristine data directory (a copy is opened, `deputy --resume`), the keys and
clicks that open the scene's form (clicks where the harness found their buttons), each
player's key figure's first digit box, the smallest other figure's, and the five labels
of lowest contrast, all in pixels of the 1280x800 window, which Xvfb puts at the
screen's top left (no window manager, no title bar).

On the screenshot: a digit's height is the rows of ink in its box (widened 4 px up and
down): pixels whose contrast with the box's commonest colour (its background) is at
least 1.5:1; a label's contrast is that of its most contrasting pixel against the
commonest colour around it. Pure Python over a PPM from ImageMagick's `import` (no PIL
or numpy needed).

Usage: benches/readability.py READABILITY_JSON DEPUTY_BINARY [SHOTS_DIR]
(READABILITY_GAMES="Duel,Saloon" measures only these games; each scene runs in the dark
theme and again in the light one, "form-light".)
Prints a table per game; exit status 1 when a figure misses its target (40 px for the
key figure, 24 px for any other figure, 4.5:1 for every label), 2 when a scene could
not be measured.
"""

import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import window  # noqa: E402

KEY_PX, OTHER_PX, CONTRAST = 40.0, 24.0, 4.5
SETTLE_SECS = 2.5
STEP_SECS = 0.8


def xdo(*args):
    subprocess.run(["xdotool", *map(str, args)], check=True, capture_output=True)


def screenshot(width, height, keep=None):
    """The screen's top-left `width` x `height` pixels: a function (x, y) -> (r, g, b)."""
    ppm = subprocess.run(["import", "-window", "root", "-crop", f"{width}x{height}+0+0",
                          "-depth", "8", "ppm:-"], check=True, capture_output=True).stdout
    if keep:
        with open(keep, "wb") as f:
            f.write(ppm)
    # P6 header: magic, width, height, maxval, each separated by whitespace.
    fields, pos = [], 0
    while len(fields) < 4:
        while ppm[pos:pos + 1].isspace():
            pos += 1
        start = pos
        while not ppm[pos:pos + 1].isspace():
            pos += 1
        fields.append(ppm[start:pos])
    pos += 1
    if fields[0] != b"P6" or int(fields[3]) != 255:
        raise RuntimeError("the screenshot is not an 8-bit PPM")
    w, h = int(fields[1]), int(fields[2])
    data = ppm[pos:]

    def pixel(x, y):
        x, y = min(max(int(x), 0), w - 1), min(max(int(y), 0), h - 1)
        i = 3 * (y * w + x)
        return data[i], data[i + 1], data[i + 2]
    return pixel


def luminance(c):
    def channel(v):
        s = v / 255.0
        return s / 12.92 if s <= 0.04045 else ((s + 0.055) / 1.055) ** 2.4
    r, g, b = c
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)


def contrast(a, b):
    la, lb = luminance(a), luminance(b)
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)


def box(pixel, rect, grow_x=0, grow_y=0):
    x0, y0, x1, y1 = rect
    xs = range(int(x0) - grow_x, int(round(x1)) + grow_x)
    ys = range(int(y0) - grow_y, int(round(y1)) + grow_y)
    return [[pixel(x, y) for x in xs] for y in ys]


def commonest(rows):
    counts = {}
    for row in rows:
        for c in row:
            counts[c] = counts.get(c, 0) + 1
    return max(counts, key=counts.get)


def ink_height(pixel, rect):
    """The rows of ink in a digit's box, widened 4 px up and down."""
    rows = box(pixel, rect, 0, 4)
    bg = commonest(rows)
    inked = [i for i, row in enumerate(rows) if any(contrast(c, bg) >= 1.5 for c in row)]
    return (inked[-1] - inked[0] + 1) if inked else 0


def label_contrast(pixel, rect):
    """The contrast of a label's most contrasting pixel against the commonest colour
    around it."""
    bg = commonest(box(pixel, rect, 3, 3))
    inside = [c for row in box(pixel, rect) for c in row]
    return max((contrast(c, bg) for c in inside), default=1.0)


def key_name(name):
    return {"Space": "space", "Enter": "Return", "Escape": "Escape"}.get(name, name.lower())


def scene_name(scene):
    """The scene and its theme ("form", "form-light")."""
    return scene["scene"] + ("-light" if scene.get("theme") == "light" else "")


def run_scene(scene, deputy, width, height, shots):
    data = tempfile.mkdtemp(prefix="deputy-readability-")
    try:
        shutil.copytree(scene["data"], data, dirs_exist_ok=True)
        proc, wid = window.start([deputy, "--data-dir", data, "--resume"],
                                 stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            time.sleep(SETTLE_SECS)
            for step in scene["steps"]:
                if "key" in step:
                    xdo("windowfocus", "--sync", wid)
                    xdo("key", "--clearmodifiers", key_name(step["key"]))
                else:
                    x, y = step["click"]
                    xdo("mousemove", "--sync", round(x), round(y))
                    time.sleep(0.2)
                    xdo("click", 1)
                time.sleep(STEP_SECS)
            # The pointer off the window: no hover, no tooltip.
            xdo("mousemove", "--sync", width + 300, height + 200)
            time.sleep(1.0)
            keep = os.path.join(shots, f"{scene['game']}-{scene_name(scene)}.ppm".replace(" ", "-")) if shots else None
            pixel = screenshot(width, height, keep)
        finally:
            proc.terminate()
            proc.wait()
        if os.listdir(os.path.join(data, "set-aside")) if os.path.isdir(os.path.join(data, "set-aside")) else False:
            raise RuntimeError("the save was set aside")
        keys = [(k["label"], ink_height(pixel, k["digit"]), k["px"]) for k in scene["key"]]
        other = scene.get("other")
        other = (other["text"], ink_height(pixel, other["digit"]), other["px"]) if other else None
        labels = [(l["text"], label_contrast(pixel, l["rect"]), l["contrast"]) for l in scene["lowest"]]
        return keys, other, labels
    finally:
        shutil.rmtree(data, ignore_errors=True)


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    with open(sys.argv[1]) as f:
        spec = json.load(f)
    deputy = sys.argv[2]
    shots = sys.argv[3] if len(sys.argv) > 3 else None
    if shots:
        os.makedirs(shots, exist_ok=True)
    width, height = (int(v) for v in spec["window"])
    status = 0
    game = None
    # READABILITY_GAMES="Duel,Saloon" measures only these games' scenes.
    only = [g for g in os.environ.get("READABILITY_GAMES", "").split(",") if g]
    for scene in spec["scenes"]:
        if only and scene["game"] not in only:
            continue
        if scene["game"] != game:
            game = scene["game"]
            print(f"\n{game}, at {width}x{height}, the largest table: screenshot (headless)\n")
            print("| scene | key figure, smallest player | smallest other figure | lowest contrast |")
            print("|---|---|---|---|")
        try:
            keys, other, labels = run_scene(scene, deputy, width, height, shots)
        except (RuntimeError, subprocess.CalledProcessError) as e:
            print(f"| {scene_name(scene)} | not measured: {e} | | |")
            status = max(status, 2)
            continue
        label, px, headless = min(keys, key=lambda k: k[1])
        ok = px >= KEY_PX
        cells = [f"{px} px ({headless:.0f}) '{label}' {'PASS' if ok else 'FAIL'}"]
        if other:
            text, opx, oheadless = other
            ok &= opx >= OTHER_PX
            cells.append(f"{opx} px ({oheadless:.0f}) '{text}' {'PASS' if opx >= OTHER_PX else 'FAIL'}")
        else:
            cells.append("none")
        text, ratio, headless_ratio = min(labels, key=lambda l: l[1])
        ok &= ratio >= CONTRAST
        cells.append(f"{ratio:.1f}:1 ({headless_ratio:.1f}:1) '{text[:60]}' "
                     f"{'PASS' if ratio >= CONTRAST else 'FAIL'}")
        print(f"| {scene_name(scene)} | " + " | ".join(cells) + " |")
        if not ok:
            status = max(status, 1)
    sys.exit(status)


if __name__ == "__main__":
    main()
