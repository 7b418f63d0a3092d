#!/usr/bin/env bash
# Action to phone (issue 19): a key press in Deputy's real window (xdotool under Xvfb) to
# the change of the phone's page in headless Chromium, on the loopback. See
# benches/share_latency.py for how the times are taken. Target: under 100 ms median.
#
# Needs: apt-get install -y xvfb xauth xdotool chromium chromium-driver python3
# Usage: benches/share_latency.sh   (PRESSES=30, GAP=0.4; CARGO_TARGET_DIR is honoured;
#        NO_BUILD=1 skips the build)
set -euo pipefail
source "$(dirname "$0")/lib.sh"
need Xvfb xdotool chromium chromedriver python3
cd "$ROOT"
build_deputy
trap stop_xvfb EXIT
start_xvfb
echo "command: benches/share_latency.sh  ($(uname -m), $(nproc) cores, $(chromium --version 2>/dev/null), load $(cut -d' ' -f1-3 /proc/loadavg))"
python3 "$ROOT/benches/share_latency.py" "$DEPUTY"
