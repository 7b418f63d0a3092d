#!/usr/bin/env bash
# Sharing costs the table nothing (issue 19): runs benches/idle_cpu.sh and
# benches/cue_latency.sh twice, side by side: Deputy as it is (sharing off), then Deputy
# sharing on the loopback with PAGES (default 8) phones' pages following its event
# stream (benches/share_pages.py). For the second run the scripts are given, through a
# temporary CARGO_TARGET_DIR, a `release/deputy` that starts the real one with
# `--share-addr 127.0.0.1:0` and hands its "Sharing at" line to the pages; the scripts
# themselves are unchanged, and measure Deputy's process only (not the pages').
#
# Usage: benches/share_load.sh [idle|cue]...   (both by default; PAGES=8; NO_BUILD=1;
#        ONLY="fast-west duel" gives the scripts these games or scenarios; ON_ONLY=1
#        runs only the sharing-on half, beside a sharing-off run made on its own; other
#        variables go on to the scripts: IDLE_SECS, PRESSES, GAP, RUNS…)
set -euo pipefail
source "$(dirname "$0")/lib.sh"
need python3
cd "$ROOT"
build_deputy
PAGES="${PAGES:-8}"
WHAT=("$@")
[ ${#WHAT[@]} -gt 0 ] || WHAT=(idle cue)

SHARED=$(mktemp -d)
trap 'rm -rf "$SHARED"' EXIT
mkdir -p "$SHARED/release"
LOG="$SHARED/pages.log"
cat >"$SHARED/release/deputy" <<WRAPPER
#!/usr/bin/env bash
exec "$DEPUTY" "\$@" --share-addr 127.0.0.1:0 > >(exec python3 "$ROOT/benches/share_pages.py" "$PAGES" "$LOG")
WRAPPER
chmod +x "$SHARED/release/deputy"

for what in "${WHAT[@]}"; do
    case "$what" in
        idle) script=benches/idle_cpu.sh ;;
        cue) script=benches/cue_latency.sh ;;
        *) echo "unknown: $what (idle or cue)" >&2; exit 2 ;;
    esac
    # Both runs go to the end even when one misses its target: the figures are compared.
    if [ -z "${ON_ONLY:-}" ]; then
        echo "== $script, sharing off"
        # shellcheck disable=SC2086 # ONLY is a list of names
        NO_BUILD=1 "$script" ${ONLY:-} || echo "(sharing off: $script exited with status $?)"
    fi
    echo "== $script, sharing on with $PAGES pages following"
    : >"$LOG"
    # shellcheck disable=SC2086
    CARGO_TARGET_DIR="$SHARED" NO_BUILD=1 "$script" ${ONLY:-} || echo "(sharing on: $script exited with status $?)"
    connected=$(grep -c "^$PAGES pages connected" "$LOG" || true)
    echo "RESULT pages: $connected runs of Deputy had $PAGES pages connected; $(grep -c 'pages received' "$LOG" || true) ended with the pages still reading"
    [ "$connected" -gt 0 ] || { echo "the pages never connected" >&2; cat "$LOG" >&2; exit 1; }
done
