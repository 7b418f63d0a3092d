#!/usr/bin/env bash
# Issue 18's two accidents, replayed with the real release binary in real windows under
# Xvfb, on a real full disk (a 160 KiB tmpfs; needs root to mount, skipped otherwise):
#
# 1. A full disk that is freed: Deputy resumes a duel in manual calling (benches/saves.py)
#    from the tmpfs; Space is pressed (one action each); another file fills the disk;
#    Space is pressed again until saving fails, and 30 more times; the file is removed; Deputy is left
#    idle until its timer's retry, then Space is pressed again. Every action must be in
#    the file, in order, with no half-written line.
# 2. Two windows on one game: a second Deputy started with --resume on the same data
#    directory must not write to the save (its Home says the game is open in another
#    window); killing the first (SIGKILL) leaves no stale lock: a third --resume plays
#    it and appends.
#
# Prints the figures docs/saves.md gives. SHOTS=DIR keeps screenshots (the notices, the
# banner, Home's question). LANG_CODE=fr for French. XVFB_DISPLAY=93 picks the display.
# Usage: sudo benches/full_disk.sh   (NO_BUILD=1 uses the release binary already built)
set -euo pipefail
source "$(dirname "$0")/lib.sh"
if [ "$(id -u)" != 0 ]; then
    echo "SKIPPED benches/full_disk.sh: mounting a tmpfs needs root"
    exit 0
fi
need Xvfb xdotool python3
cd "$ROOT"
build_deputy
LANG_CODE="${LANG_CODE:-en}"
WORK=$(mktemp -d)
DISK="$WORK/disk"
mkdir -p "$DISK"
PIDS=()
cleanup() {
    for pid in "${PIDS[@]}"; do kill -9 "$pid" 2>/dev/null || true; done
    for pid in "${PIDS[@]}"; do wait "$pid" 2>/dev/null || true; done
    stop_xvfb
    umount "$DISK" 2>/dev/null || true
    rm -rf "$WORK"
}
trap cleanup EXIT
if ! mount -t tmpfs -o size=160k tmpfs "$DISK"; then
    echo "SKIPPED benches/full_disk.sh: no tmpfs can be mounted here"
    exit 0
fi

d="${XVFB_DISPLAY:-93}"
if [ -e "/tmp/.X11-unix/X$d" ]; then echo "display :$d is in use (XVFB_DISPLAY=N picks another)" >&2; exit 1; fi
Xvfb ":$d" -screen 0 1600x1000x24 -nolisten tcp >/dev/null 2>&1 &
XVFB_PID=$!
export DISPLAY=":$d" LIBGL_ALWAYS_SOFTWARE=1
unset WAYLAND_DISPLAY
for _ in $(seq 200); do xdotool getdisplaygeometry >/dev/null 2>&1 && break; sleep 0.05; done

python3 benches/saves.py duel "$DISK" --manual-caller >/dev/null
SAVE="$DISK/games/duel-0-0.jsonl"
records() { echo $(($(wc -l <"$SAVE") - 1)); }
shot() { [ -n "${SHOTS:-}" ] && mkdir -p "$SHOTS" && import -window root "$SHOTS/$1.png"; return 0; }
press() { # N: Space N times, a frame apart
    for _ in $(seq "$1"); do
        xdotool key --window "$WIN" space
        sleep 0.12
    done
}
start_deputy() { # window title is "Deputy": waits for a new window, sets WIN
    local before
    before=$(xdotool search --onlyvisible --name '^Deputy$' 2>/dev/null | sort || true)
    "$DEPUTY" --data-dir "$DISK" --resume --lang "$LANG_CODE" --mute 2>>"$WORK/stderr" &
    PIDS+=($!)
    PID=$!
    for _ in $(seq 1200); do
        WIN=$(comm -13 <(echo "$before") <(xdotool search --onlyvisible --name '^Deputy$' 2>/dev/null | sort) | head -n1)
        [ -n "$WIN" ] && break
        sleep 0.05
    done
    [ -n "$WIN" ] || { echo "no window" >&2; exit 1; }
    sleep 1.5
    xdotool windowfocus --sync "$WIN"
}

# --- Accident 1: a full disk that is freed ------------------------------------------
start_deputy
FIRST=$PID
FIRST_WIN=$WIN
start=$(records)
press 10
before_full=$(records)
[ "$before_full" = $((start + 10)) ] || { echo "FAIL: $((before_full - start)) of 10 actions saved on an empty disk" >&2; exit 1; }
dd if=/dev/zero of="$DISK/filler" bs=4k 2>/dev/null || true
dd if=/dev/zero of="$DISK/filler2" bs=1 2>/dev/null || true
# The save's last page of the tmpfs still takes a few lines: press until the file stops
# growing (saving failed), then 30 more.
FULL_PRESSES=0
while :; do
    r0=$(records)
    press 20
    FULL_PRESSES=$((FULL_PRESSES + 20))
    [ $(($(records) - r0)) -lt 20 ] && break
    [ "$FULL_PRESSES" -lt 600 ] || { echo "FAIL: the disk never filled" >&2; exit 1; }
done
press 30
FULL_PRESSES=$((FULL_PRESSES + 30))
in_file_while_full=$(records)
shot "1-disk-full"
rm -f "$DISK/filler" "$DISK/filler2"
sleep 4 # idle: the timer's retry writes what waits
healed_idle=$(records)
shot "2-healed"
press 5
end=$(records)
expected=$((start + 10 + FULL_PRESSES + 5))
tail -c1 "$SAVE" | od -An -c | grep -q '\\n' || { echo "FAIL: the file ends in a half-written line" >&2; exit 1; }
python3 - "$SAVE" <<'PY'
import json, sys
lines = open(sys.argv[1]).read().splitlines()
for i, line in enumerate(lines, 1):
    json.loads(line)  # every line whole
PY
echo "full disk (tmpfs of 160 KiB, the release binary under Xvfb, Space = one action): $((10 + FULL_PRESSES + 5)) actions played, $FULL_PRESSES after the disk was filled ($((in_file_while_full - before_full)) of them fitted in the save's last page, $((before_full + FULL_PRESSES - in_file_while_full)) waited in memory), $((healed_idle - before_full)) in the file after the idle retry, $((end - start)) in the file at the end, lost: $((expected - end))"
[ "$end" = "$expected" ] || { echo "FAIL: $((expected - end)) actions lost" >&2; exit 1; }
[ "$healed_idle" = $((before_full + FULL_PRESSES)) ] || { echo "FAIL: the idle retry did not write every waiting action" >&2; exit 1; }

# --- Accident 2: two windows on one game --------------------------------------------
bytes=$(wc -c <"$SAVE")
start_deputy
shot "3-second-window"
press 5 # Space on the second window's Home: nothing may reach the save
sleep 1
[ "$(wc -c <"$SAVE")" = "$bytes" ] || { echo "FAIL: the second window wrote to the save" >&2; exit 1; }
kill -9 "$PID"
WIN=$FIRST_WIN
xdotool windowfocus --sync "$WIN"
press 3
after_first=$(records)
kill -9 "$FIRST" # no stale lock after a kill
sleep 0.5
start_deputy
press 2
final=$(records)
echo "two windows: the second window wrote 0 bytes; the first played 3 more ($((after_first - end)) in the file); after a SIGKILL of the first, a new window resumed it and played 2 ($((final - after_first)) in the file), lost: $((3 + 2 - (final - end)))"
[ "$final" = $((end + 5)) ] || { echo "FAIL: actions lost across the windows" >&2; exit 1; }
echo "ok"
