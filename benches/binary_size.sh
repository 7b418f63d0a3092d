#!/usr/bin/env bash
# Release binary size (shared/spec/performance.md). The sounds are embedded in the
# binary (src/services/sounds.rs, include_bytes!). Target: under 40 MB.
#
# Usage: benches/binary_size.sh     (CARGO_TARGET_DIR is honoured; NO_BUILD=1 skips the build)
set -euo pipefail
source "$(dirname "$0")/lib.sh"
cd "$ROOT"
build_deputy
bytes=$(stat -c %s "$DEPUTY")
mb=$(awk -v b="$bytes" 'BEGIN {printf "%.1f", b / 1e6}')
verdict=$(awk -v m="$mb" 'BEGIN {print (m < 40) ? "PASS" : "FAIL"}')
echo "command: benches/binary_size.sh  (ls -l $DEPUTY)"
ls -l "$DEPUTY"
echo "RESULT binary size: $bytes bytes = ${mb} MB (sounds embedded); target < 40 MB: $verdict"
