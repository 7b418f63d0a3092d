#!/usr/bin/env bash
# Idle CPU with a game open and nothing moving (shared/spec/performance.md): for each
# game, Deputy (release) under Xvfb with software GL resumes the game saved by
# benches/saves.py (a duel in its shooting phase with the caller paused, a Gnadenlos!
# payday, a dealt Fast West round of 8 cowboys, a Saloon brawl of 6, a Colt Express
# round of 6), waits until start-up, the opening cues and the audio output's pause are
# over, then measures its CPU time (utime + stime of every thread, /proc/PID/stat)
# over IDLE_SECS (default 10). Any repaint would show: each frame is drawn by llvmpipe.
# The CPU time is the process's own, so other processes (a build beside it) do not count.
# With a sound server (PulseAudio: one is started with a null sink if none runs and
# pulseaudio is installed; SOUND=0 runs without), the output is opened and paused 3 s
# after the last sound; without one, Deputy runs silently. Each game is measured RUNS
# times (each a new process: the output's state at start differs from run to run), and
# every run must stay under 1% of one core.
#
# Usage: [RUNS=20] benches/idle_cpu.sh [GAME...]   (all five by default; RUNS=1, IDLE_SECS=10)
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

RUNS="${RUNS:-1}"

DATA=""
trap 'kill "${PID:-}" 2>/dev/null || true; stop_pulse; stop_xvfb; rm -rf "$DATA"' EXIT
if [ "${SOUND:-1}" != 0 ] && command -v pulseaudio >/dev/null; then
    start_pulse deputy_idle
fi
start_xvfb
hz=$(getconf CLK_TCK)
sound=$(pactl info >/dev/null 2>&1 && echo "a sound server (PulseAudio, a null sink; ${SOUND_PATH_SAYS:-})" || echo "no sound device")
echo "command: RUNS=$RUNS benches/idle_cpu.sh ${GAMES[*]}  ($DEPUTY --data-dir <tmp> --resume, measured over ${SECS} s after ${SETTLE} s; $sound)"
conditions before

thread_ticks() {
    for t in /proc/"$PID"/task/*; do
        echo "$(basename "$t") $(tr ' ' '_' <"$t/comm") $(awk '{print $14 + $15}' "$t/stat")"
    done
}

status=0
for game in "${GAMES[@]}"; do
  runs=()
  for run in $(seq "$RUNS"); do
    DATA=$(mktemp -d)
    python3 "$ROOT/benches/saves.py" "$game" "$DATA" >/dev/null
    start_with_window '^Deputy$' "$DEPUTY" --data-dir "$DATA" --resume
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
    runs+=("$pct")
    echo "idle CPU, $game, run $run: ${cpu_ms} ms of CPU in ${SECS} s = ${pct}% (clock tick $((1000 / hz)) ms; threads that ran:${busy:- none})"
  done
  worst=$(printf '%s\n' "${runs[@]}" | sort -g | tail -n1)
  median=$(printf '%s\n' "${runs[@]}" | median)
  verdict=$(awk -v p="$worst" 'BEGIN {print (p < 1.0) ? "PASS" : "FAIL"}')
  [ "$verdict" = PASS ] || status=1
  echo "RESULT idle CPU, $game: ${#runs[@]} runs of ${SECS} s, median ${median}%, worst ${worst}% of one core; target < 1% in every run: $verdict"
done
conditions after
exit "$status"
