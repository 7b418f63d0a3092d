#!/usr/bin/env bash
# Cold start to first frame (shared/spec/performance.md): Deputy (release) against an
# empty eframe window built with the same eframe features (benches/empty_window.rs),
# both under Xvfb with software GL, started alternately N times (default 10). Measures
# the time from spawning the process until its window is visible: eframe keeps a window
# hidden until its first frame is painted, so that is the first frame on screen. Polls
# with `xdotool search --onlyvisible` (a few ms of resolution, the same for both).
# Deputy starts on Home with an empty temporary data directory.
# Target: Deputy's median within 1.5x of the empty window's.
#
# Usage: benches/startup.sh [N]     (CARGO_TARGET_DIR is honoured; NO_BUILD=1 skips the build)
set -euo pipefail
source "$(dirname "$0")/lib.sh"
N="${1:-10}"
need Xvfb xdotool
cd "$ROOT"

build_deputy
EMPTY=$(build_empty_window)
[ -x "$EMPTY" ] || { echo "empty_window not built" >&2; exit 1; }

DATA=$(mktemp -d)
trap 'stop_xvfb; rm -rf "$DATA"' EXIT
start_xvfb

# $1: title regex; rest: the command. Prints milliseconds until the window is visible.
time_to_window() {
    local title="$1"
    shift
    local t0 t1 pid
    t0=$(now_ns)
    "$@" >/dev/null 2>&1 &
    pid=$!
    wait_window "$title" >/dev/null || { echo "no window for $*" >&2; kill "$pid"; exit 1; }
    t1=$(now_ns)
    kill -TERM "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
    # Let the window disappear before the next run searches for it.
    while xdotool search --name "$title" >/dev/null 2>&1; do sleep 0.01; done
    echo $(((t1 - t0) / 1000000))
}

# One untimed run of each to load the binaries and libraries into the page cache.
time_to_window '^Deputy$' "$DEPUTY" --data-dir "$DATA" --lang en --mute >/dev/null
time_to_window '^Empty eframe$' "$EMPTY" --window >/dev/null

deputy_ms=()
empty_ms=()
for i in $(seq "$N"); do
    deputy_ms+=("$(time_to_window '^Deputy$' "$DEPUTY" --data-dir "$DATA" --lang en --mute)")
    empty_ms+=("$(time_to_window '^Empty eframe$' "$EMPTY" --window)")
    echo "run $i: deputy ${deputy_ms[-1]} ms, empty window ${empty_ms[-1]} ms"
done
d=$(printf '%s\n' "${deputy_ms[@]}" | median)
e=$(printf '%s\n' "${empty_ms[@]}" | median)
ratio=$(awk -v d="$d" -v e="$e" 'BEGIN {printf "%.2f", d / e}')
verdict=$(awk -v r="$ratio" 'BEGIN {print (r <= 1.5) ? "PASS" : "FAIL"}')
echo "command: benches/startup.sh $N  (binaries: $DEPUTY, $EMPTY)"
echo "RESULT startup: Deputy median ${d} ms, empty eframe window median ${e} ms, ratio ${ratio}x (N=$N, Xvfb, LIBGL_ALWAYS_SOFTWARE=1); target <= 1.5x: $verdict"
