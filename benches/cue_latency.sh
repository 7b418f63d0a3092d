#!/usr/bin/env bash
# Whole-cue latency (issue 15): for each key press, when its cue starts in a recording of
# what Deputy really plays (PulseAudio null sink, parec), and whether every part of the
# cue arrived on time (a stall is a gap inside the cue) or is missing, by matching the
# recording against the cue's own sound files. See benches/cue_latency.py for how.
# Targets: every cue whole, start median < 30 ms and worst < 60 ms under load, 0 stalls,
# at most a few log lines.
#
# Under CPU load: LOAD=2 starts two busy processes (`yes > /dev/null`, one per core of
# a 2-core machine) for the whole run and stops them after; LOAD=0 (the default) runs
# without. The conditions (load average, the busiest other processes) are printed
# before and after.
#
# Needs: apt-get install -y xvfb xauth xdotool pulseaudio pulseaudio-utils python3 python3-numpy
# Usage: [LOAD=2] benches/cue_latency.sh [SCENARIO...]   (fast-west, duel, gnadenlos; all by default)
#        PRESSES=N per scenario (default 200 Fast West flips, 40 Duel calls, 40 Gnadenlos!
#        rolls), GAP_MIN/GAP_MAX the idle gaps in seconds (0.5 to 8)
#        Re-analyse sessions saved with DUMP=prefix (no Deputy, no sound server):
#        python3 benches/cue_latency.py --reanalyse SCENARIO FILE.pickle...
#        (CARGO_TARGET_DIR is honoured; NO_BUILD=1 skips the build; XVFB_DISPLAY=N the
#        first X display tried)
set -euo pipefail
source "$(dirname "$0")/lib.sh"
need Xvfb xdotool pulseaudio pactl parec
PYTHON=""
for p in python3 /usr/bin/python3; do
    if command -v "$p" >/dev/null && "$p" -c 'import numpy' 2>/dev/null; then PYTHON=$p; break; fi
done
[ -n "$PYTHON" ] || { echo "needs python3 with numpy (apt-get install -y python3-numpy)" >&2; exit 1; }
cd "$ROOT"
# First the analysis itself, on a recording made up with known answers
# (benches/cue_latency_test.py): a bench that misreports is worse than none.
if ! selftest=$("$PYTHON" "$ROOT/benches/cue_latency_test.py"); then
    echo "$selftest"
    echo "the analysis failed its self-test: nothing measured" >&2
    exit 1
fi
echo "${selftest##*$'\n'}"
build_deputy

start_pulse deputy_latency
BUSY=()
cleanup() {
    for pid in "${BUSY[@]}"; do kill "$pid" 2>/dev/null; done
    stop_pulse
    stop_xvfb
}
trap cleanup EXIT
start_xvfb

for _ in $(seq "${LOAD:-0}"); do
    yes >/dev/null &
    BUSY+=($!)
done
echo "command: LOAD=${LOAD:-0} benches/cue_latency.sh $*  ($(uname -m), $(nproc) cores, ${LOAD:-0} busy processes, PulseAudio $(pulseaudio --version | cut -d' ' -f2), null sink; ${SOUND_PATH_SAYS:-})"
conditions before
status=0
"$PYTHON" "$ROOT/benches/cue_latency.py" "$DEPUTY" "$@" || status=$?
conditions after
exit "$status"
