#!/usr/bin/env bash
# Starts a private PulseAudio, Xvfb :71 and Deputy (release) for the issue-31 window check.
set -euo pipefail
W=/tmp/rc/w
rm -rf $W; mkdir -p $W/home $W/run $W/data
cat >$W/pa.pa <<EOP
load-module module-native-protocol-unix auth-anonymous=1 socket=$W/native
load-module module-null-sink sink_name=table rate=22050 channels=1
load-module module-pipe-source source_name=virtual_mic file=$W/mic.fifo format=s16le rate=22050 channels=1
set-default-source virtual_mic
set-default-sink table
EOP
HOME=$W/home XDG_RUNTIME_DIR=$W/run XDG_CONFIG_HOME=$W/home/.config nice -n 19 pulseaudio -n --daemonize=no --exit-idle-time=-1 --use-pid-file=no --disable-shm=yes -F $W/pa.pa 2>$W/pulse.log &
echo $! > /tmp/rc/pa.pid
export PULSE_SERVER=unix:$W/native
for _ in $(seq 200); do pactl info >/dev/null 2>&1 && break; sleep 0.05; done
pactl info | grep -E "Default (Sink|Source)"
Xvfb :71 -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 &
echo $! > /tmp/rc/xvfb.pid
export DISPLAY=:71
for _ in $(seq 200); do xdotool getdisplaygeometry >/dev/null 2>&1 && break; sleep 0.05; done
export LIBGL_ALWAYS_SOFTWARE=1
unset WAYLAND_DISPLAY
RUST_LOG=info,deputy::cues=debug nice -n 19 /work/wt-mic/target/release/deputy --data-dir $W/data --lang en >$W/deputy.log 2>&1 &
echo $! > /tmp/rc/deputy.pid
for _ in $(seq 300); do WIN=$(xdotool search --onlyvisible --name '^Deputy$' 2>/dev/null | head -n1) && [ -n "$WIN" ] && break; sleep 0.1; done
echo "$WIN" > /tmp/rc/win
echo "window $WIN"
