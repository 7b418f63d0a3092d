#!/usr/bin/env bash
# Idle CPU with a game open and nothing moving (shared/spec/performance.md): for each
# game, Deputy (release) under Xvfb with software GL resumes the game saved by
# benches/saves.py (a duel in its shooting phase with the caller paused, a Gnadenlos!
# payday, a dealt Fast West round of 8 cowboys, a Saloon brawl of 6, a Colt Express
# round of 6), waits until start-up, the opening cues and the audio output's pause are
# over, then measures its CPU time (utime + stime of every thread, /proc/PID/stat)
# over IDLE_SECS (default 10). Any repaint would show: each frame is drawn by llvmpipe.
# With a sound server running (PulseAudio), the output is opened and paused 3 s after
# the last sound; without one, Deputy runs silently. Target: under 1% of one core.
#
# Usage: benches/idle_cpu.sh [GAME...]   (all five by default; IDLE_SECS=10)
#        (CARGO_TARGET_DIR is honoured; NO_BUILD=1 skips the build)
set -euo pipefail
source "$(dirname "$0")/lib.sh"
SECS="${IDLE_SECS:-10}"
SETTLE=6
need Xvfb xdotool python3
cd "$ROOT"
build_deputy
GAMES=("$@")
[ ${#GAMES[@]} -gt 0 ] || GAMES=(duel gnadenlos fast-west saloon colt-express)

DATA=""
trap 'kill "${PID:-}" 2>/dev/null; stop_xvfb; rm -rf "$DATA"' EXIT
start_xvfb
hz=$(getconf CLK_TCK)
sound=$(pactl info >/dev/null 2>&1 && echo "a sound server (PulseAudio)" || echo "no sound device")
echo "command: benches/idle_cpu.sh ${GAMES[*]}  ($DEPUTY --data-dir <tmp> --resume, measured over ${SECS} s after ${SETTLE} s; $sound)"

thread_ticks() {
    for t in /proc/"$PID"/task/*; do
        echo "$(basename "$t") $(tr ' ' '_' <"$t/comm") $(awk '{print $14 + $15}' "$t/stat")"
    done
}

status=0
for game in "${GAMES[@]}"; do
    DATA=$(mktemp -d)
    python3 "$ROOT/benches/saves.py" "$game" "$DATA" >/dev/null
    "$DEPUTY" --data-dir "$DATA" --resume 2>/dev/null &
    PID=$!
    wait_window '^Deputy$' >/dev/null
    sleep "$SETTLE"
    before=$(thread_ticks)
    c0=$(cpu_ticks "$PID")
    t0=$(now_ns)
    sleep "$SECS"
    c1=$(cpu_ticks "$PID")
    t1=$(now_ns)
    after=$(thread_ticks)
    busy=$(join <(echo "$before" | sort) <(echo "$after" | sort) | awk '$5 - $3 > 0 {printf " %s:%d", $2, $5 - $3}')
    kill "$PID" 2>/dev/null
    wait "$PID" 2>/dev/null || true
    PID=""
    [ -z "$(ls -A "$DATA/set-aside" 2>/dev/null)" ] || { echo "$game: the save was set aside" >&2; exit 1; }
    rm -rf "$DATA"
    pct=$(awk -v c=$((c1 - c0)) -v hz="$hz" -v ns=$((t1 - t0)) 'BEGIN {printf "%.2f", 100 * (c / hz) / (ns / 1e9)}')
    cpu_ms=$(((c1 - c0) * 1000 / hz))
    verdict=$(awk -v p="$pct" 'BEGIN {print (p < 1.0) ? "PASS" : "FAIL"}')
    [ "$verdict" = PASS ] || status=1
    echo "RESULT idle CPU, $game: ${cpu_ms} ms of CPU in ${SECS} s = ${pct}% of one core (clock tick $((1000 / hz)) ms; threads that ran:${busy:- none}); target < 1%: $verdict"
done
exit "$status"
