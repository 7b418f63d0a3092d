#!/usr/bin/env bash
# Regenerates Deputy's sound files from text, with free Debian tools only:
#   apt-get install espeak-ng sox libsox-fmt-all
# Usage (from any directory):
#   bash sounds/make-sounds.sh            # every set
#   bash sounds/make-sounds.sh duel       # only the sets named
#
# A set is `common` (what every game shares) or a game's folder name. Each set has
#   sounds/lines/<set>.txt     its voice lines, one per line: id|English|French
#   sounds/effects/<set>.sh    its effects: SoX commands, sourced by this script
# and gets
#   sounds/voice/en/<set>/<id>.wav, sounds/voice/fr/<set>/<id>.wav   (espeak-ng + sox)
#   sounds/fx/<set>/<id>.wav                                          (sox only)
# Format: WAV, 16-bit signed PCM, mono, 22 050 Hz. The file tables of
# sounds/README.md (between its "files" markers) are rewritten from what was made.
#
# Deterministic: espeak-ng is deterministic, and every sox call runs with -R
# (repeatable mode: fixed seed for the noise generators) and -D (no dither), so
# running the script again with the same tool versions gives identical bytes.
# Checked with espeak-ng 1.51 and SoX 14.4.2 (Debian 12).
set -euo pipefail

export LC_ALL=C.UTF-8 # '.' as the decimal point for awk/printf; UTF-8 text for espeak-ng

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

for tool in espeak-ng sox soxi awk; do
    command -v "$tool" >/dev/null || {
        echo "make-sounds.sh: $tool is missing (apt-get install espeak-ng sox libsox-fmt-all)" >&2
        exit 1
    }
done

SOX=(sox -R -D)                                        # repeatable, no dither
FMT=(-r 22050 -c 1 -b 16 -e signed-integer)            # the one output format
TRIM=(silence 1 0.01 0.1% reverse silence 1 0.01 0.1% reverse) # 0.1 %: keeps the "s" of "six"
WIDE=(-c 1 -b 32 -e signed-integer)                    # intermediate files

# Every sox call goes through here: a sox warning about clipping is an error.
sx() {
    local log="$TMP/sox.log"
    if ! "${SOX[@]}" "$@" 2>"$log"; then
        cat "$log" >&2
        exit 1
    fi
    if grep -qi 'clipped' "$log"; then
        echo "make-sounds.sh: sox clipped: sox $*" >&2
        cat "$log" >&2
        exit 1
    fi
}

# finish IN OUT: trim silence at both ends, then a 1 ms fade-in and a 5 ms
# fade-out (espeak-ng starts and stops its audio abruptly; this removes the
# click without touching the speech), normalise to -1 dBFS, write the format.
finish() {
    sx "$1" "${WIDE[@]}" "$TMP/trimmed.wav" "${TRIM[@]}"
    sx "$TMP/trimmed.wav" "${FMT[@]}" "$2" fade t 0.001 -0 0.005 norm -1
}

# finish_fx IN OUT: as finish, but normalise before trimming, so that the 0.1 %
# threshold is relative to the effect's own peak and a quiet tail (the reverb
# of the gunshot) is not cut.
finish_fx() {
    sx "$1" "${WIDE[@]}" "$TMP/trimmed.wav" norm -1 "${TRIM[@]}"
    sx "$TMP/trimmed.wav" "${FMT[@]}" "$2" fade t 0.001 -0 0.005 norm -1
}

# Voice lines (espeak-ng):
#   -s 140: a bit slower than the default 175 words/min
#   -a 180: louder than the default 100 (espeak-ng soft-limits the peaks, so the
#           line is a little compressed and carries better; no hard clipping)
#   -p 40 : slightly lower pitch than the default 50
#   -b 1  : the text is UTF-8
ESPEAK_OPTS=(-s 140 -a 180 -p 40 -b 1)
say() { # say VOICE TEXT OUT
    espeak-ng -v "$1" "${ESPEAK_OPTS[@]}" -w "$TMP/say.wav" "$2"
    finish "$TMP/say.wav" "$3"
}

all_sets() {
    { ls "$HERE/lines" | sed -n 's/\.txt$//p'; ls "$HERE/effects" | sed -n 's/\.sh$//p'; } | sort -u
}

make_set() { # make_set SET
    local set=$1 lines="$HERE/lines/$1.txt" effects="$HERE/effects/$1.sh"
    [[ -f $lines || -f $effects ]] || { echo "make-sounds.sh: no set $set" >&2; exit 1; }
    rm -rf "$HERE/voice/en/$set" "$HERE/voice/fr/$set" "$HERE/fx/$set"
    if [[ -f $lines ]]; then
        mkdir -p "$HERE/voice/en/$set" "$HERE/voice/fr/$set"
        while IFS='|' read -r id en fr; do
            [[ -z $id || $id == \#* ]] && continue
            say en-us "$en" "$HERE/voice/en/$set/$id.wav"
            say fr "$fr" "$HERE/voice/fr/$set/$id.wav"
        done <"$lines"
    fi
    if [[ -f $effects ]]; then
        FX="$HERE/fx/$set"
        T="$TMP/$set"
        mkdir -p "$FX" "$T"
        # shellcheck source=/dev/null
        source "$effects"
    fi
}

check_files() { # format, no clipping, not silent, sane length
    local fail=0 f
    while IFS= read -r f; do
        rate=$(soxi -r "$f"); chans=$(soxi -c "$f"); bits=$(soxi -b "$f"); enc=$(soxi -e "$f")
        len=$(soxi -D "$f")
        read -r peak rms < <(sox "$f" -n stat 2>&1 | awk '
            /^Maximum amplitude/ { mx = $3 } /^Minimum amplitude/ { mn = -$3 }
            /^RMS +amplitude/ { r = $3 }
            END { printf "%s %s\n", (mx > mn ? mx : mn), r }')
        max_len=1.6; case "$f" in */voice/*) max_len=3.0 ;; esac
        ok=$(awk -v p="$peak" -v r="$rms" -v l="$len" -v m="$max_len" \
            'BEGIN { print (p < 0.99 && p > 0.5 && r > 0.01 && l > 0.05 && l <= m) ? 1 : 0 }')
        if [[ $rate != 22050 || $chans != 1 || $bits != 16 || $enc != "Signed Integer PCM" || $ok != 1 ]]; then
            echo "make-sounds.sh: bad file $f: ${rate} Hz, $chans ch, $bits bit, $enc, ${len} s, peak $peak, rms $rms" >&2
            fail=1
        fi
    done < <(find "$HERE/voice" "$HERE/fx" -name '*.wav' | sort)
    [[ $fail == 0 ]] || exit 1
}

# The README tables: one section per set, a row per file.
tables() {
    local set lang f id text size len desc
    for set in $(all_sets); do
        echo "### \`$set\`"
        echo
        if [[ -f $HERE/lines/$set.txt ]]; then
            echo "| file | text | engine | length | size | licence |"
            echo "|---|---|---|---|---|---|"
            for lang in en fr; do
                while IFS='|' read -r id en fr; do
                    [[ -z $id || $id == \#* ]] && continue
                    f="voice/$lang/$set/$id.wav"
                    text=$en; voice=en-us
                    [[ $lang == fr ]] && { text=$fr; voice=fr; }
                    len=$(soxi -D "$HERE/$f"); size=$(stat -c %s "$HERE/$f")
                    printf '| `%s` | %s | espeak-ng, voice `%s` | %.2f s | %.1f KB | CC0-1.0 |\n' \
                        "$f" "$text" "$voice" "$len" "$(awk -v s="$size" 'BEGIN { print s / 1000 }')"
                done <"$HERE/lines/$set.txt"
            done
            echo
        fi
        if [[ -d $HERE/fx/$set ]]; then
            echo "| file | what it is (\`effects/$set.sh\`, the block of the same name) | tool | length | size | licence |"
            echo "|---|---|---|---|---|---|"
            for f in "$HERE/fx/$set"/*.wav; do
                id=$(basename "$f" .wav)
                desc=$(awk -v id="$id" '
                    $0 ~ "^# " id ":" { on = 1; sub("^# " id ": *", ""); d = $0; next }
                    on && /^# / { sub("^# ", ""); d = d " " $0; next }
                    on { print d; exit }' "$HERE/effects/$set.sh")
                len=$(soxi -D "$f"); size=$(stat -c %s "$f")
                printf '| `fx/%s/%s.wav` | %s | SoX | %.2f s | %.1f KB | CC0-1.0 |\n' \
                    "$set" "$id" "$desc" "$len" "$(awk -v s="$size" 'BEGIN { print s / 1000 }')"
            done
            echo
        fi
    done
}

write_readme() {
    local readme="$HERE/README.md" count bytes
    count=$(find "$HERE/voice" "$HERE/fx" -name '*.wav' | wc -l)
    bytes=$(find "$HERE/voice" "$HERE/fx" -name '*.wav' -printf '%s\n' | awk '{ s += $1 } END { print s }')
    tables >"$TMP/tables.md"
    awk -v tables="$TMP/tables.md" -v count="$count" -v bytes="$bytes" '
        /^<!-- files -->/ { print; printf "%d files, %d bytes in all.\n\n", count, bytes
                            while ((getline line < tables) > 0) print line; skip = 1; next }
        /^<!-- \/files -->/ { skip = 0 }
        !skip { print }' "$readme" >"$TMP/README.md"
    mv "$TMP/README.md" "$readme"
}

sets=("$@")
[[ ${#sets[@]} -gt 0 ]] || mapfile -t sets < <(all_sets)
for set in "${sets[@]}"; do
    make_set "$set"
done
check_files
write_readme
echo "make-sounds.sh: made ${sets[*]}; $(find "$HERE/voice" "$HERE/fx" -name '*.wav' | wc -l) files under $HERE"
