#!/usr/bin/env bash
# Idle CPU with a game open and nothing moving (shared/spec/performance.md): Deputy
# (release) under Xvfb with software GL resumes a duel saved just after tier 6 was
# called (a resumed shooting phase starts with the caller paused), waits until start-up
# and any caption are over, then measures its CPU time (utime + stime of every thread,
# /proc/PID/stat) over 10 s. Any repaint would show: each frame is drawn by llvmpipe.
# Target: under 1% of one core.
#
# Usage: benches/idle_cpu.sh [SECONDS]     (CARGO_TARGET_DIR is honoured; NO_BUILD=1 skips the build)
set -euo pipefail
source "$(dirname "$0")/lib.sh"
SECS="${1:-10}"
SETTLE=5
need Xvfb xdotool
cd "$ROOT"
build_deputy

DATA=$(mktemp -d)
trap 'kill "${PID:-}" 2>/dev/null; stop_xvfb; rm -rf "$DATA"' EXIT
write_save "$DATA" 0 tier >/dev/null
start_xvfb

"$DEPUTY" --data-dir "$DATA" --lang en --resume &
PID=$!
wait_window '^Deputy$' >/dev/null
sleep "$SETTLE"
hz=$(getconf CLK_TCK)
thread_ticks() {
    for t in /proc/"$PID"/task/*; do
        echo "$(basename "$t") $(tr ' ' '_' <"$t/comm") $(awk '{print $14 + $15}' "$t/stat")"
    done
}
before=$(thread_ticks)
c0=$(cpu_ticks "$PID")
t0=$(now_ns)
sleep "$SECS"
c1=$(cpu_ticks "$PID")
t1=$(now_ns)
after=$(thread_ticks)
echo "CPU ticks per thread over ${SECS} s (tid name ticks):"
join <(echo "$before" | sort) <(echo "$after" | sort) | awk '$5 - $3 > 0 {print "  " $1, $2, $5 - $3}'

[ -z "$(ls -A "$DATA/set-aside" 2>/dev/null)" ] || { echo "the save was set aside" >&2; exit 1; }
pct=$(awk -v c=$((c1 - c0)) -v hz="$hz" -v ns=$((t1 - t0)) 'BEGIN {printf "%.2f", 100 * (c / hz) / (ns / 1e9)}')
cpu_ms=$(((c1 - c0) * 1000 / hz))
verdict=$(awk -v p="$pct" 'BEGIN {print (p < 1.0) ? "PASS" : "FAIL"}')
echo "command: benches/idle_cpu.sh $SECS  ($DEPUTY --data-dir <tmp> --lang en --resume, measured after ${SETTLE} s)"
echo "RESULT idle CPU: ${cpu_ms} ms of CPU in ${SECS} s = ${pct}% of one core (clock tick $((1000 / hz)) ms); target < 1%: $verdict"
