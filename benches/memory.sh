#!/usr/bin/env bash
# Peak memory over a scripted evening of all five games (shared/spec/performance.md):
# one Deputy process (release) under Xvfb with software GL, run by `/usr/bin/time -v`.
# It resumes a 10,011-action duel (history panel on) and plays two rounds with the
# caller, then goes back to Home and plays a Gnadenlos! payday and three turns, sixteen
# Fast West flips with their outcomes, a Saloon round of knocks on six brawlers and
# twenty-four Colt Express steps, each game continued from Home (benches/evening.py,
# which fails if a game did not write to its save). About three minutes.
# Reports "Maximum resident set size", and what the resident memory is made of at the
# end. With a sound server running (PulseAudio) the output is open and the sounds are
# played (from the binary's own pages); with none, Deputy runs silently and the figure
# is a little lower. Target: under 150 MB.
#
# Usage: benches/memory.sh     (CARGO_TARGET_DIR is honoured; NO_BUILD=1 skips the build)
set -euo pipefail
source "$(dirname "$0")/lib.sh"
need Xvfb xdotool import python3 /usr/bin/time
cd "$ROOT"
build_deputy

DATA=$(mktemp -d)
OUT=$(mktemp)
trap 'stop_xvfb; rm -rf "$DATA" "$OUT"' EXIT
for game in gnadenlos fast-west saloon colt-express; do
    python3 "$ROOT/benches/saves.py" "$game" "$DATA" >/dev/null
done
# 213 whole cycles of the duel script (47 actions each): ends in preparation.
write_save "$DATA" 10011 >/dev/null
start_xvfb

python3 "$ROOT/benches/evening.py" "$DEPUTY" "$DATA" "$OUT"
[ -z "$(ls -A "$DATA/set-aside" 2>/dev/null)" ] || { echo "a save was set aside" >&2; exit 1; }
sound=$(pactl info >/dev/null 2>&1 && echo "with a sound server: the output open, cues played" || echo "no sound device: silent")
kb=$(awk -F': ' '/Maximum resident set size/ {print $2}' "$OUT")
mb=$(awk -v k="$kb" 'BEGIN {printf "%.1f", k / 1024}')
verdict=$(awk -v m="$mb" 'BEGIN {print (m < 150) ? "PASS" : "FAIL"}')
echo "command: benches/memory.sh  (/usr/bin/time -v $DEPUTY --data-dir <tmp> --resume; $sound)"
echo "RESULT peak memory over an evening of the five games: Maximum resident set size ${kb} kB = ${mb} MiB; target < 150 MB: $verdict"
