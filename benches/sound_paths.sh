#!/usr/bin/env bash
# Both ways of reaching the sound server, side by side (issue 28). Deputy finds a
# PulseAudio server the way libpulse does (src/services/audio/server.rs); this runs the
# same measurements on each path:
#   env    the server announced in the environment (PULSE_SERVER), as a desktop session
#          does;
#   link   nothing announced (no PULSE_SERVER, no XDG_RUNTIME_DIR: a server started by
#          root, or under sudo): found only through ~/.config/pulse/<machine-id>-runtime.
# On each path:
#   1. whole cues under load: benches/cue_latency.sh fast-west with LOAD=2 busy processes
#      and PRESSES=40 flips (targets: every cue whole, start median < 30 ms, fewer than
#      5 log lines);
#   2. idle CPU: benches/idle_cpu.sh, RUNS=20 fresh runs of each of the five games
#      (target: under 1 % of a core in every run);
#   3. the chosen output: Deputy started with PULSE_SINK=<a second null sink> plays into
#      it (its stream, as `pactl list sink-inputs` shows it, is on that sink; the
#      default sink is another).
# Prints each part's RESULT lines and a verdict per path; status 1 if any fails.
#
# Usage: benches/sound_paths.sh [env|link ...]   (both by default)
#        RUNS (20), PRESSES (40), LOAD (2) as above; NO_BUILD=1 uses the built binary
#        (CARGO_TARGET_DIR is honoured). Needs what cue_latency.sh and idle_cpu.sh need.
# A whole run takes about an hour (2 paths x 5 games x 20 runs x 16 s, and the flips).
set -euo pipefail
source "$(dirname "$0")/lib.sh"
need Xvfb xdotool pulseaudio pactl parec
cd "$ROOT"
build_deputy
PATHS=("$@")
[ ${#PATHS[@]} -gt 0 ] || PATHS=(env link)
export NO_BUILD=1

# Part 3: a Deputy started with PULSE_SINK=deputy_chosen plays into that sink.
chosen_sink() {
    (
        set -euo pipefail
        DATA=""
        trap 'kill "${PID:-}" 2>/dev/null || true; pactl unload-module "${CHOSEN:-}" 2>/dev/null || true; stop_pulse; stop_xvfb; rm -rf "$DATA"' EXIT
        start_pulse deputy_default
        CHOSEN=$(pactl load-module module-null-sink sink_name=deputy_chosen sink_properties=device.description=deputy_chosen)
        start_xvfb
        DATA=$(mktemp -d)
        PULSE_SINK=deputy_chosen start_with_window '^Deputy$' "$DEPUTY" --data-dir "$DATA"
        # The stream is opened in the background once the sounds are ready.
        local sink_index="" name=""
        for _ in $(seq 100); do
            # This Deputy's stream (another may be playing on the same server).
            sink_index=$(pactl list sink-inputs | awk -v pid="\"$PID\"" '/^Sink Input #/ {s=""} /^\tSink: / {s=$2} /application.process.id = / && $3 == pid {print s; exit}')
            [ -n "$sink_index" ] && break
            sleep 0.1
        done
        name=$(pactl list short sinks | awk -v i="$sink_index" '$1 == i {print $2}')
        echo "default sink: $(pactl get-default-sink); Deputy's stream (pactl list sink-inputs) is on sink #${sink_index:-none}: ${name:-none}"
        if [ "$name" = deputy_chosen ]; then
            echo "RESULT chosen output ($SOUND_PATH): PULSE_SINK=deputy_chosen played into deputy_chosen: PASS"
        else
            echo "RESULT chosen output ($SOUND_PATH): PULSE_SINK=deputy_chosen played into ${name:-no sink}: FAIL"
            exit 1
        fi
    )
}

OUT="${OUT:-$(mktemp -d)}"
mkdir -p "$OUT"
echo "full output of each part in $OUT"
status=0
declare -A VERDICT
set +e
for path in "${PATHS[@]}"; do
    export SOUND_PATH="$path"
    echo "=== path: $path ($(date -u +%H:%M) UTC; $(uptime | sed 's/.*load/load/'))"
    ok=PASS
    LOAD="${LOAD:-2}" PRESSES="${PRESSES:-40}" benches/cue_latency.sh fast-west >"$OUT/cues-$path.txt" 2>&1 || ok=FAIL
    grep -E '^(RESULT|command|conditions)' "$OUT/cues-$path.txt"
    RUNS="${RUNS:-20}" benches/idle_cpu.sh >"$OUT/idle-$path.txt" 2>&1 || ok=FAIL
    grep -E '^(RESULT|command|conditions)' "$OUT/idle-$path.txt"
    chosen_sink >"$OUT/sink-$path.txt" 2>&1 || ok=FAIL
    grep -E '^(RESULT|default sink)' "$OUT/sink-$path.txt"
    VERDICT[$path]=$ok
    [ "$ok" = PASS ] || status=1
done
for path in "${PATHS[@]}"; do echo "VERDICT sound path $path: ${VERDICT[$path]}"; done
exit "$status"
