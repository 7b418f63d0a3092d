#!/usr/bin/env bash
# End-to-end cue latency (issue 10): from a key press (xdotool under Xvfb) to the cue's
# first sample in a recording of what Deputy really plays (PulseAudio null sink, parec).
# See benches/cue_latency.py for how the times are taken. Target: under 30 ms median.
#
# Needs: apt-get install -y xvfb xauth xdotool pulseaudio pulseaudio-utils python3
# Usage: benches/cue_latency.sh [SCENARIO...]   (duel, fast-west, gnadenlos; all by default; PRESSES=20, GAP=seconds)
#        (CARGO_TARGET_DIR is honoured; NO_BUILD=1 skips the build)
set -euo pipefail
source "$(dirname "$0")/lib.sh"
need Xvfb xdotool pulseaudio pactl parec python3
cd "$ROOT"
build_deputy

# A PulseAudio server of our own (if none runs) with a null sink as the default output.
STARTED_PULSE=""
if ! pactl info >/dev/null 2>&1; then
    pulseaudio -D --exit-idle-time=-1 --log-target=stderr 2>/dev/null
    STARTED_PULSE=1
    for _ in $(seq 100); do pactl info >/dev/null 2>&1 && break; sleep 0.05; done
fi
export SINK=deputy_latency
MODULE=$(pactl load-module module-null-sink sink_name="$SINK" sink_properties=device.description=DeputyLatency)
PREVIOUS=$(pactl get-default-sink 2>/dev/null || true)
pactl set-default-sink "$SINK"
cleanup() {
    [ -n "$PREVIOUS" ] && pactl set-default-sink "$PREVIOUS" 2>/dev/null
    pactl unload-module "$MODULE" 2>/dev/null
    [ -n "$STARTED_PULSE" ] && pulseaudio -k 2>/dev/null
    stop_xvfb
}
trap cleanup EXIT
start_xvfb

echo "command: benches/cue_latency.sh $*  ($(uname -m), $(nproc) cores, PulseAudio $(pulseaudio --version | cut -d' ' -f2), null sink)"
python3 "$ROOT/benches/cue_latency.py" "$DEPUTY" "$@"
