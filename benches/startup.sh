#!/usr/bin/env bash
# Cold start to first frame (shared/spec/performance.md): Deputy (release) against an
# empty eframe window built with the same eframe features (benches/empty_window.rs),
# both under Xvfb with software GL, started alternately N times (default 10). Measures
# the time from spawning the process until its window is visible: eframe keeps a window
# hidden until its first frame is painted, so that is the first frame on screen. Polls
# with `xdotool search --onlyvisible` (a few ms of resolution, the same for both).
# Deputy starts on Home with an empty temporary data directory, and with each game
# resumed from the save benches/saves.py writes, all interleaved in each run.
# Target: Deputy's median within 1.5x of the empty window's.
#
# Usage: benches/startup.sh [N] [GAME...]   (N=10; all five games by default)
#        (CARGO_TARGET_DIR is honoured; NO_BUILD=1 skips the build)
set -euo pipefail
source "$(dirname "$0")/lib.sh"
N="${1:-10}"
shift $(($# > 0 ? 1 : 0))
GAMES=("$@")
[ ${#GAMES[@]} -gt 0 ] || GAMES=(duel gnadenlos fast-west saloon colt-express)
need Xvfb xdotool python3
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
    local t0 t1 pid try
    for try in 1 2 3; do
        t0=$(now_ns)
        "$@" >/dev/null 2>&1 &
        pid=$!
        wait_window "$title" "$pid" >/dev/null && break
        # Exited before its window showed (Xvfb refused its connection, see lib.sh's
        # start_with_window): timed again.
        kill -0 "$pid" 2>/dev/null && { echo "no window for $*" >&2; kill "$pid"; exit 1; }
        [ "$try" -lt 3 ] || { echo "no window for $* in 3 tries" >&2; exit 1; }
        echo "($1 exited before its window showed, try $try of 3)" >&2
    done
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

# The targets: Home with no saved game, then each game resumed from benches/saves.py's
# save (loading it and drawing its table is part of the start).
TARGETS=(home "${GAMES[@]}")
declare -A ms
for i in $(seq "$N"); do
    line="run $i:"
    for target in empty "${TARGETS[@]}"; do
        case "$target" in
            empty) t=$(time_to_window '^Empty eframe$' "$EMPTY" --window) ;;
            home) t=$(time_to_window '^Deputy$' "$DEPUTY" --data-dir "$DATA" --lang en --mute) ;;
            *)
                GAME_DATA=$(mktemp -d)
                python3 "$ROOT/benches/saves.py" "$target" "$GAME_DATA" >/dev/null
                t=$(time_to_window '^Deputy$' "$DEPUTY" --data-dir "$GAME_DATA" --mute --resume)
                [ -z "$(ls -A "$GAME_DATA/set-aside" 2>/dev/null)" ] || { echo "$target: the save was set aside" >&2; exit 1; }
                rm -rf "$GAME_DATA"
                ;;
        esac
        ms[$target]+="$t "
        line+=" $target $t ms,"
    done
    echo "${line%,}"
done
e=$(printf '%s\n' ${ms[empty]} | median)
echo "command: benches/startup.sh $N ${GAMES[*]}  (binaries: $DEPUTY, $EMPTY; Xvfb, LIBGL_ALWAYS_SOFTWARE=1)"
status=0
for target in "${TARGETS[@]}"; do
    d=$(printf '%s\n' ${ms[$target]} | median)
    ratio=$(awk -v d="$d" -v e="$e" 'BEGIN {printf "%.2f", d / e}')
    verdict=$(awk -v r="$ratio" 'BEGIN {print (r <= 1.5) ? "PASS" : "FAIL"}')
    [ "$verdict" = PASS ] || status=1
    what=$([ "$target" = home ] && echo "Home" || echo "$target resumed")
    echo "RESULT startup, $what: Deputy median ${d} ms, empty eframe window median ${e} ms, ratio ${ratio}x (N=$N); target <= 1.5x: $verdict"
done
exit "$status"
