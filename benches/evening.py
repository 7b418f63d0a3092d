#!/usr/bin/env python3
"""A scripted evening of all five games in one Deputy process, for benches/memory.sh.

The data directory holds a long duel (the newest save, opened by --resume) and the
other four games of benches/saves.py, older and in the order they are played. Deputy
runs under `/usr/bin/time -v`; the evening plays each game with its own keys for a
while, goes back to Home with the top bar's last button ("Home") and continues the next
game with the last "Continue" button (the oldest save, since every game played becomes
the newest). Buttons are found on a screenshot (ImageMagick's `import`), so a layout
change does not send clicks astray: each step also checks that the game it played wrote
to its save, and the script fails otherwise.

With EVENING_MINUTES=N the five games are played again and again, 30 s of an idle
table between two rounds of them, until N minutes have passed (benches/evening_log.sh);
a game already over takes the keys without a sound. With EVENING_LOG=FILE, Deputy's
standard error (its log) goes to FILE.

Usage: evening.py DEPUTY DATA_DIR TIME_OUTPUT   (prints what each game wrote)
"""

import os
import re
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import window as xwindow  # noqa: E402

WIDTH, HEIGHT = 1280, 800  # Deputy's window, at the screen's top left under Xvfb
BACKGROUND_MAX = 40  # channel values at or under this are the window's dark background


def xdo(*args):
    subprocess.run(["xdotool", *args], check=False, capture_output=True)


def keys(*names, pause=0.25):
    for name in names:
        xdo("key", "--delay", "0", name)
        time.sleep(pause)


def screenshot():
    """The window's pixels: a function of (x, y) giving (r, g, b)."""
    ppm = subprocess.run(["import", "-window", "root", "-crop", f"{WIDTH}x{HEIGHT}+0+0",
                          "-depth", "8", "ppm:-"], capture_output=True, check=True).stdout
    # P6, width, height, max value, one whitespace byte, then the pixels.
    header = re.match(rb"P6\s+(\d+)\s+(\d+)\s+255\s", ppm)
    if header is None:
        raise RuntimeError("the screenshot is not an 8-bit PPM")
    w, data = int(header.group(1)), ppm[header.end():]
    return lambda x, y: tuple(data[(y * w + x) * 3:(y * w + x) * 3 + 3])


def is_button(pixel):
    """A button's grey fill: lighter than the background, not coloured."""
    r, g, b = pixel
    return BACKGROUND_MAX < r < 90 and abs(r - g) < 8 and abs(g - b) < 8


def runs(values):
    """(start, end) of each run of True in `values`, at least 12 long."""
    out, start = [], None
    for i, v in enumerate(values + [False]):
        if v and start is None:
            start = i
        elif not v and start is not None:
            if i - start >= 12:
                out.append((start, i))
            start = None
    return out


def failed_here(what):
    """Keeps a screenshot of the screen that did not match and raises."""
    shot = os.path.join(tempfile.gettempdir(), "deputy-evening-failed.png")
    subprocess.run(["import", "-window", "root", shot], check=False)
    raise RuntimeError(f"{what} (screenshot: {shot})")


def click_home():
    """Clicks the last button of the top bar ("Home"), on its last row when it wraps."""
    pixel = screenshot()
    rows = [(y, runs([is_button(pixel(x, y)) for x in range(WIDTH)])) for y in (7, 40, 73)]
    # A run as wide as a panel is a panel's grey, not a button.
    rows = [(y, [r for r in found if r[1] - r[0] < WIDTH // 3]) for y, found in rows]
    rows = [(y, found) for y, found in rows if found]
    if not rows:
        failed_here("no button in the top bar")
    y, found = rows[-1]
    start, end = found[-1]
    xdo("mousemove", str((start + end) // 2), str(y + 11), "click", "1")
    time.sleep(1.0)


def click_last_continue():
    """Clicks the lowest "Continue" button of Home's list of games in progress (waiting up
    to 15 s for Home: a loaded machine may take more than a second to draw it)."""
    deadline = time.monotonic() + 15
    while True:
        pixel = screenshot()
        column = [is_button(pixel(11, y)) for y in range(HEIGHT)]
        # Row 7 and column 11 cross the buttons' padding, above and left of their text.
        found = [r for r in runs(column) if r[0] > 60]
        if found:
            break
        if time.monotonic() > deadline:
            failed_here("no Continue button on Home")
        time.sleep(0.5)
    start, end = found[-1]
    xdo("mousemove", "40", str((start + end) // 2), "click", "1")
    time.sleep(1.5)


def play_duel():
    # Space starts the shooting; the caller calls 6 to 0 and the round ends.
    for _ in range(2):
        keys("space")
        time.sleep(16)


def play_gnadenlos():
    for _ in range(4):
        keys("space")  # the payday die
        time.sleep(3)
    for _ in range(3):
        # A poker where everyone shows 3, no prestige, no recruitment.
        keys("p", "3", "3", "3", "space", "space", "n")
        time.sleep(2)


def play_fast_west():
    for _ in range(16):
        keys("space", pause=1.2)  # flip
        keys("1", "Return", pause=0.5)  # the event's outcome: the first cowboy


def play_saloon():
    for brawler in "123456":
        keys(brawler, "minus", "minus", pause=0.6)


def play_colt_express():
    for _ in range(24):
        keys("space", pause=0.8)


EVENING = [
    ("duel", play_duel),
    ("gnadenlos", play_gnadenlos),
    ("fast-west", play_fast_west),
    ("saloon", play_saloon),
    ("colt-express", play_colt_express),
]


def lines(path):
    with open(path, "rb") as f:
        return sum(1 for _ in f)


def main():
    deputy, data, time_output = sys.argv[1:4]
    games = os.path.join(data, "games")
    saves = {game: os.path.join(games, f"{game}-0-0.jsonl") for game, _ in EVENING}
    # Oldest first in playing order, the duel newest (opened by --resume).
    now = time.time()
    for i, (game, _) in enumerate(EVENING[1:]):
        os.utime(saves[game], (now - 100 + i, now - 100 + i))
    os.utime(saves["duel"], (now, now))
    before = {game: lines(path) for game, path in saves.items()}

    log_path = os.environ.get("EVENING_LOG")
    log = open(log_path, "w") if log_path else subprocess.DEVNULL  # closed at exit
    timed, window = xwindow.start(["/usr/bin/time", "-v", "-o", time_output, deputy,
                                   "--data-dir", data, "--resume"],
                                  stdout=subprocess.DEVNULL, stderr=log)
    time.sleep(2)
    xdo("windowfocus", "--sync", window)
    failed = []
    started = time.monotonic()
    minutes = float(os.environ.get("EVENING_MINUTES", "0"))
    rounds = 0
    while True:
        for i, (game, play) in enumerate(EVENING):
            if i > 0 or rounds > 0:
                click_home()
                click_last_continue()
            play()
            if rounds == 0:
                wrote = lines(saves[game]) - before[game]
                print(f"{game}: {wrote} records written")
                if wrote <= 0:
                    failed.append(game)
        rounds += 1
        if time.monotonic() - started >= minutes * 60 or failed:
            break
        time.sleep(30)  # an idle table: the output pauses
    print(f"played the five games {rounds} times in {(time.monotonic() - started) / 60:.1f} min")
    click_home()
    # Close as a window manager would; the time report follows the process's end.
    pid = subprocess.run(["pgrep", "-P", str(timed.pid)], capture_output=True,
                         text=True).stdout.split()
    for p in pid:
        # What the resident memory is made of, as the kernel counts it at the end.
        with open(f"/proc/{p}/status") as f:
            fields = dict(line.split(":", 1) for line in f if ":" in line)
        print("at the end: " + ", ".join(f"{k} {fields[k].strip()}" for k in
              ["VmHWM", "VmRSS", "RssAnon", "RssFile", "RssShmem"] if k in fields))
        os.kill(int(p), 15)
    timed.wait()
    if failed:
        print(f"the evening did not play: {', '.join(failed)}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
