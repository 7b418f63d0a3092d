#!/usr/bin/env bash
# Readability from across the table (issue 27, item 5), measured for each game at its
# largest table in a 1280x800 window, on the table, with a form open and with the
# history open: each player's key figure's digit height in pixels (target 40), the
# smallest other figure on the players' cards (24), and the label of lowest contrast
# (WCAG AA: 4.5:1).
#
# 1. tests/readability.rs measures every scene headless, from what the app paints (each
#    glyph's ink box and colour, what is filled behind it), and writes each scene's data
#    directory (benches/saves.py's save) and what to measure again.
# 2. benches/readability.py opens each scene in the release build under Xvfb (software
#    GL), takes the same steps to the form, screenshots the window and measures the
#    same digits and labels on the screenshot's pixels: the real window's figures, with
#    the headless ones beside them in brackets.
#
# Usage: benches/readability.sh   (NO_BUILD=1 uses the release binary already built;
#        SHOTS=DIR keeps the screenshots, as PPM; READABILITY_LANG=fr measures the
#        French table, its forms opened by keys only; READABILITY_GAMES="Duel,Saloon"
#        opens only these games' scenes in the real window; every scene is measured in
#        the dark theme and in the light one; CARGO_TARGET_DIR is honoured)
# Exit status 1 when a figure misses its target, 2 when a scene could not be measured.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
need Xvfb xdotool import python3
cd "$ROOT"
build_deputy
OUT=$(mktemp -d)
trap 'stop_xvfb; rm -rf "$OUT"' EXIT
echo "command: benches/readability.sh  ($DEPUTY under Xvfb at 1280x800, software GL; headless: cargo test --test readability)"
conditions before
echo
echo "Headless (tests/readability.rs, what the app paints):"
READABILITY_OUT="$OUT" cargo test --quiet --test readability -- --nocapture 2>/dev/null | grep '^|'
start_xvfb
echo
echo "Real window (benches/readability.py, screenshots; headless figures in brackets):"
status=0
python3 "$ROOT/benches/readability.py" "$OUT/readability.json" "$DEPUTY" "${SHOTS:-}" || status=$?
conditions after
exit "$status"
