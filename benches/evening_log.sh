#!/usr/bin/env bash
# The log of a scripted evening (issue 15): one Deputy process (release) under Xvfb,
# its sound going to a PulseAudio null sink, plays the five games of benches/evening.py
# (a long duel with its caller, a Gnadenlos! payday and turns, Fast West flips, Saloon
# knocks, Colt Express steps) again and again, 30 s of an idle table between two rounds
# (so the output pauses and resumes), for EVENING_MINUTES (30). Counts the lines Deputy
# logged at its default level (warnings and errors). Target: fewer than 20.
# LOAD=2 runs two busy processes beside it (a loaded laptop).
#
# Needs: apt-get install -y xvfb xauth xdotool imagemagick time pulseaudio pulseaudio-utils python3
# Usage: [LOAD=2] [EVENING_MINUTES=30] benches/evening_log.sh
#        (CARGO_TARGET_DIR is honoured; NO_BUILD=1 skips the build)
set -euo pipefail
source "$(dirname "$0")/lib.sh"
need Xvfb xdotool import python3 /usr/bin/time pulseaudio pactl
cd "$ROOT"
build_deputy

DATA=$(mktemp -d)
OUT=$(mktemp)
LOG=$(mktemp)
BUSY=()
trap 'for p in "${BUSY[@]}"; do kill "$p" 2>/dev/null; done; stop_pulse; stop_xvfb; rm -rf "$DATA" "$OUT" "$LOG"' EXIT
for game in gnadenlos fast-west saloon colt-express; do
    python3 "$ROOT/benches/saves.py" "$game" "$DATA" >/dev/null
done
write_save "$DATA" 10011 >/dev/null
start_pulse deputy_evening
start_xvfb
for _ in $(seq "${LOAD:-0}"); do
    yes >/dev/null &
    BUSY+=($!)
done
export EVENING_MINUTES="${EVENING_MINUTES:-30}"
echo "command: LOAD=${LOAD:-0} EVENING_MINUTES=$EVENING_MINUTES benches/evening_log.sh  ($DEPUTY --data-dir <tmp> --resume, default log level; PulseAudio null sink)"
conditions before
EVENING_LOG="$LOG" python3 "$ROOT/benches/evening.py" "$DEPUTY" "$DATA" "$OUT"
conditions after
count=$(wc -l <"$LOG")
echo "the log:"
sed 's/^/  /' "$LOG"
verdict=$( [ "$count" -lt 20 ] && echo PASS || echo FAIL)
echo "RESULT log of a ${EVENING_MINUTES}-minute evening: $count lines ($(wc -c <"$LOG") bytes); target < 20: $verdict"
[ "$verdict" = PASS ]
