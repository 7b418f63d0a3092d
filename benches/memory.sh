#!/usr/bin/env bash
# Peak memory of a scripted session (shared/spec/performance.md): Deputy (release) under
# Xvfb with software GL, run by `/usr/bin/time -v`, resumes a 10,011-action duel (history
# panel on, left in preparation), then presses Space every 16 s from 2 s on: each press
# starts the shooting and the caller calls tiers 6 to 0 at 2 s and ends the round
# (history lines, cues, captions, autosave); after SECONDS (default 40) it is closed
# with SIGTERM.
# Reports "Maximum resident set size". Note: with no audio device (as under Xvfb here)
# the sounds are not decoded, so their buffers (see `cargo bench --bench cues`, which
# prints their decoded size) are not in this figure. Target: under 150 MB.
#
# Usage: benches/memory.sh [SECONDS]     (CARGO_TARGET_DIR is honoured; NO_BUILD=1 skips the build)
set -euo pipefail
source "$(dirname "$0")/lib.sh"
SECS="${1:-40}"
need Xvfb xdotool /usr/bin/time
cd "$ROOT"
build_deputy

DATA=$(mktemp -d)
OUT=$(mktemp)
trap 'stop_xvfb; rm -rf "$DATA" "$OUT"' EXIT
# 213 whole cycles of the script (47 actions each): ends in preparation, all loaded.
write_save "$DATA" 10011 >/dev/null
start_xvfb

/usr/bin/time -v -o "$OUT" "$DEPUTY" --data-dir "$DATA" --lang en --resume &
TIME_PID=$!
WIN=$(wait_window '^Deputy$')
PID=$(pgrep -P "$TIME_PID")
xdotool windowfocus --sync "$WIN" 2>/dev/null || true
start=$(date +%s)
sleep 2
while [ $(($(date +%s) - start)) -lt "$SECS" ]; do
    xdotool key space 2>/dev/null || true
    left=$((SECS - ($(date +%s) - start)))
    sleep $((left < 16 ? (left > 0 ? left : 0) : 16))
done
lines=$(wc -l <"$DATA"/games/*.jsonl)
kill -TERM "$PID"
wait "$TIME_PID" 2>/dev/null || true
[ -z "$(ls -A "$DATA/set-aside" 2>/dev/null)" ] || { echo "the save was set aside" >&2; exit 1; }
kb=$(awk -F': ' '/Maximum resident set size/ {print $2}' "$OUT")
mb=$(awk -v k="$kb" 'BEGIN {printf "%.1f", k / 1024}')
verdict=$(awk -v m="$mb" 'BEGIN {print (m < 150) ? "PASS" : "FAIL"}')
echo "command: benches/memory.sh $SECS  (/usr/bin/time -v $DEPUTY --data-dir <tmp> --lang en --resume; save grew to $lines lines)"
echo "RESULT peak memory: Maximum resident set size ${kb} kB = ${mb} MiB; target < 150 MB: $verdict"
