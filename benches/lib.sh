# Helpers sourced by benches/startup.sh, idle_cpu.sh and memory.sh (not run directly).
# shellcheck shell=bash

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
TARGET="${CARGO_TARGET_DIR:-$ROOT/target}"
DEPUTY="$TARGET/release/deputy"

need() {
    for tool in "$@"; do
        command -v "$tool" >/dev/null || {
            echo "missing $tool (apt-get install -y xvfb xauth xdotool time)" >&2
            exit 1
        }
    done
}

# NO_BUILD=1 uses the binaries already built.
build_deputy() {
    [ -n "${NO_BUILD:-}" ] || (cd "$ROOT" && cargo build --release --bin deputy)
}

# Builds benches/empty_window.rs (release) and prints its path.
build_empty_window() {
    if [ -n "${NO_BUILD:-}" ]; then
        find "$TARGET/release/deps" -maxdepth 1 -type f -executable -name 'empty_window-*' -printf '%T@ %p\n' |
            sort -n | tail -n1 | cut -d' ' -f2
    else
        (cd "$ROOT" && cargo bench --bench empty_window --no-run --message-format=json 2>/dev/null) |
            grep -o '"executable":"[^"]*empty_window[^"]*"' | tail -n1 | cut -d'"' -f4
    fi
}

# Starts Xvfb on a free display (from XVFB_DISPLAY, 99 by default, upwards) and
# exports DISPLAY; software GL; X11 only.
start_xvfb() {
    local d=${XVFB_DISPLAY:-99}
    while [ -e "/tmp/.X11-unix/X$d" ] || [ -e "/tmp/.X$d-lock" ]; do d=$((d + 1)); done
    Xvfb ":$d" -screen 0 1920x1080x24 -nolisten tcp >/dev/null 2>&1 &
    XVFB_PID=$!
    export DISPLAY=":$d"
    export LIBGL_ALWAYS_SOFTWARE=1
    unset WAYLAND_DISPLAY
    for _ in $(seq 200); do
        xdotool getdisplaygeometry >/dev/null 2>&1 && return 0
        sleep 0.05
    done
    echo "Xvfb did not start" >&2
    exit 1
}

stop_xvfb() {
    [ -n "${XVFB_PID:-}" ] && kill "$XVFB_PID" 2>/dev/null && wait "$XVFB_PID" 2>/dev/null
    return 0
}

now_ns() { date +%s%N; }

# Makes sure a PulseAudio server runs with a null sink named $1 as the default output:
# starts one if none runs (stopped by stop_pulse), and exports SINK. How Deputy reaches
# the server is SOUND_PATH's (benches/sound_paths.sh):
#   env (the default)  PULSE_SERVER is exported, as a desktop session announces it;
#   link               nothing is announced (no PULSE_SERVER, no XDG_RUNTIME_DIR, as for
#                      root, under sudo, or from a shell without a session): the server
#                      (started here without XDG_RUNTIME_DIR) is found only through its
#                      runtime link, ~/.config/pulse/<machine-id>-runtime, as libpulse
#                      finds it. A server already running elsewhere cannot be measured
#                      so: status 2.
start_pulse() {
    STARTED_PULSE=""
    if [ "${SOUND_PATH:-env}" = link ]; then
        unset PULSE_SERVER XDG_RUNTIME_DIR PULSE_RUNTIME_PATH
    fi
    if ! pactl info >/dev/null 2>&1; then
        pulseaudio -D --exit-idle-time=-1 --log-target=stderr 2>/dev/null
        STARTED_PULSE=1
        for _ in $(seq 100); do pactl info >/dev/null 2>&1 && break; sleep 0.05; done
    fi
    local server
    server="$(pactl info | sed -n 's/^Server String: //p')"
    case "$server" in unix:*) ;; *) server="unix:$server" ;; esac
    if [ "${SOUND_PATH:-env}" = link ]; then
        local link="${XDG_CONFIG_HOME:-$HOME/.config}/pulse/$(cat /etc/machine-id 2>/dev/null || cat /var/lib/dbus/machine-id)-runtime"
        if [ "$(readlink -f "${server#unix:}")" != "$(readlink -f "$link/native")" ]; then
            echo "the sound server ($server) is not reached through $link: cannot measure SOUND_PATH=link here" >&2
            return 2
        fi
        SOUND_PATH_SAYS="the server found only through $link (no PULSE_SERVER, no XDG_RUNTIME_DIR)"
    else
        export PULSE_SERVER="$server"
        SOUND_PATH_SAYS="PULSE_SERVER=$PULSE_SERVER"
    fi
    export SINK="$1"
    PULSE_MODULE=$(pactl load-module module-null-sink sink_name="$SINK" sink_properties=device.description="$SINK")
    PREVIOUS_SINK=$(pactl get-default-sink 2>/dev/null || true)
    pactl set-default-sink "$SINK"
}

stop_pulse() {
    [ -n "${PREVIOUS_SINK:-}" ] && pactl set-default-sink "$PREVIOUS_SINK" 2>/dev/null
    [ -n "${PULSE_MODULE:-}" ] && pactl unload-module "$PULSE_MODULE" 2>/dev/null
    [ -n "${STARTED_PULSE:-}" ] && pulseaudio -k 2>/dev/null
    return 0
}

# The load average and the busiest processes other than Deputy and `yes`.
conditions() {
    echo "conditions ($1): $(uptime | sed 's/.*load/load/'); busiest other processes:" \
        "$(ps -eo pcpu=,comm= --sort=-pcpu | grep -v -e ' yes$' -e deputy | head -n 4 | awk '{printf "%s %s%%, ", $2, $1}')"
}

# Waits until a visible window's title matches $1 (a regex); prints its id. With a
# process id as $2, gives up (status 1) as soon as that process has exited.
wait_window() {
    local id
    for _ in $(seq 20000); do
        id=$(xdotool search --onlyvisible --name "$1" 2>/dev/null | head -n1) && [ -n "$id" ] && {
            echo "$id"
            return 0
        }
        if [ -n "${2:-}" ] && ! kill -0 "$2" 2>/dev/null; then return 1; fi
    done
    return 1
}

# Starts the command after $1 in the background, its output silenced, and waits for its
# window, whose title matches $1; sets PID. Xvfb on a loaded machine now and then closes
# a new client's connection (about 1 in 100 with two busy processes on 2 cores; see
# benches/window.py), and the program then exits, unable to open its window: it is
# started again, up to 3 tries. Status 1 when no window shows.
start_with_window() {
    local title="$1" try
    shift
    for try in 1 2 3; do
        "$@" >/dev/null 2>&1 &
        PID=$!
        wait_window "$title" "$PID" >/dev/null && return 0
        if kill -0 "$PID" 2>/dev/null; then kill "$PID"; wait "$PID" 2>/dev/null; return 1; fi
        wait "$PID" 2>/dev/null || true
        echo "($1 exited before its window showed, try $try of 3: Xvfb refused its connection?)" >&2
    done
    return 1
}

median() { sort -n | awk '{a[NR]=$1} END {if (NR % 2) print a[(NR+1)/2]; else print (a[NR/2]+a[NR/2+1])/2}'; }

# Writes a legal 2-player Duel save with $2 actions to games/ under data dir $1, by
# the same script as benches/common/mod.rs: tiers 6..0 each round; at tiers 5, 3 and 1
# both players shoot a 1 against a dodge of 6 (a miss) and the tier is resolved; every
# third round both reload 6 bullets. The duel never ends.
write_save() {
    local dir="$1/games" n="$2"
    mkdir -p "$dir"
    local file="$dir/duel-0-0.jsonl"
    {
        echo '{"format":1,"game":"duel","app_version":"0.1.0","created_unix_secs":0,"setup":{"seating":{"players":[{"name":"Clint","colour":"red"},{"name":"Reno","colour":"blue"}],"first":0},"options":{"soft_hearted":false,"hat_rule":true}}}'
        awk -v n="$n" 'BEGIN {
            call = "{\"act\":\"call_next_tier\"}"
            s0 = "{\"act\":{\"record_shot\":{\"shooter\":0,\"target\":1,\"shot\":1,\"dodge\":6}}}"
            s1 = "{\"act\":{\"record_shot\":{\"shooter\":1,\"target\":0,\"shot\":1,\"dodge\":6}}}"
            res = "{\"act\":\"resolve_tier\"}"
            k = 0
            # One shooting round: 18 actions.
            m = 0
            r[m++] = "{\"act\":\"start_shooting\"}"
            for (t = 6; t >= 0; t--) {
                r[m++] = call
                if (t == 5 || t == 3 || t == 1) { r[m++] = s0; r[m++] = s1; r[m++] = res }
            }
            r[m++] = "{\"act\":\"end_round\"}"
            # The reload round: 11 actions.
            q = 0
            l[q++] = "{\"act\":{\"record_reload\":{\"player\":0,\"bullets\":6,\"dodge\":6}}}"
            l[q++] = "{\"act\":{\"record_reload\":{\"player\":1,\"bullets\":6,\"dodge\":6}}}"
            l[q++] = "{\"act\":\"start_shooting\"}"
            for (t = 6; t >= 0; t--) l[q++] = call
            l[q++] = "{\"act\":\"end_round\"}"
            while (k < n) {
                for (i = 0; i < m && k < n; i++) { print r[i]; k++ }
                for (i = 0; i < m && k < n; i++) { print r[i]; k++ }
                for (i = 0; i < q && k < n; i++) { print l[i]; k++ }
            }
        }'
    } >"$file"
    echo "$file"
}

# User + system CPU time of a process, in clock ticks.
cpu_ticks() { awk '{print $14 + $15}' "/proc/$1/stat"; }
