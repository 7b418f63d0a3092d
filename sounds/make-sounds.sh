#!/usr/bin/env bash
# Regenerates every sound file of Deputy from text, with free Debian tools only:
#   apt-get install espeak-ng sox libsox-fmt-all
# Usage (from any directory):  bash sounds/make-sounds.sh
#
# Output: WAV, 16-bit signed PCM, mono, 22 050 Hz
#   sounds/voice/en/<id>.wav, sounds/voice/fr/<id>.wav   (espeak-ng + sox)
#   sounds/fx/<id>.wav                                    (sox only)
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
WIDE=(-c 1 -b 32 -e signed-integer)                    # intermediate files
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

mkdir -p "$HERE/voice/en" "$HERE/voice/fr" "$HERE/fx"
rm -f "$HERE"/voice/en/*.wav "$HERE"/voice/fr/*.wav "$HERE"/fx/*.wav

# ---------------------------------------------------------------------------
# 1. Voice lines (espeak-ng)
#    -s 140: a bit slower than the default 175 words/min
#    -a 180: louder than the default 100 (espeak-ng soft-limits the peaks, so the
#            line is a little compressed and carries better; no hard clipping)
#    -p 40 : slightly lower pitch than the default 50
#    -b 1  : the text is UTF-8
# ---------------------------------------------------------------------------
ESPEAK_OPTS=(-s 140 -a 180 -p 40 -b 1)

# id | English (voice en-us) | French (voice fr)
LINES='tier_6|Six!|Six !
tier_5|Five!|Cinq !
tier_4|Four!|Quatre !
tier_3|Three!|Trois !
tier_2|Two!|Deux !
tier_1|One!|Un !
tier_0|Zero!|Zéro !
prepare_shots|Prepare your shots.|Préparez vos tirs.
fire|Fire!|Feu !
hold|Hold!|Halte !
end_of_round|End of round.|Fin du tour.
reload|Reload!|Rechargez !
hat|Hat!|Chapeau !
hit|Hit!|Touché !
dead|Dead!|Mort !
disarmed|Disarmed!|Désarmé !
missed|Missed!|Raté !
winner_is|The winner is...|Le vainqueur est...
no_winner|Nobody is left standing.|Personne ne reste debout.
first_player|First player!|Premier joueur !'

say() { # say VOICE TEXT OUT
    espeak-ng -v "$1" "${ESPEAK_OPTS[@]}" -w "$TMP/say.wav" "$2"
    finish "$TMP/say.wav" "$3"
}

while IFS='|' read -r id en fr; do
    say en-us "$en" "$HERE/voice/en/$id.wav"
    say fr "$fr" "$HERE/voice/fr/$id.wav"
done <<<"$LINES"

# ---------------------------------------------------------------------------
# 2. Effects (sox only). Every generator is followed by a gain cut so that no
#    later filter overshoots; the final level is set by finish_fx (norm -1).
# ---------------------------------------------------------------------------
FX="$HERE/fx"
T="$TMP"

# gunshot: a 10 ms white-noise crack over a white+brown noise body with a
# logarithmic fade-out, low-passed at 3 kHz, overdriven, gain lowered, then a
# little reverb for the room.
sx "${FMT[@]}" -n "${FMT[@]}" "$T/g_white.wav" synth 0.6 whitenoise gain -6
sx "${FMT[@]}" -n "${FMT[@]}" "$T/g_brown.wav" synth 0.6 brownnoise gain -3
sx -m "$T/g_white.wav" "$T/g_brown.wav" "${FMT[@]}" "$T/g_body.wav" \
    fade l 0 0.6 0.6 fade t 0 0.6 0.6
sx "${FMT[@]}" -n "${FMT[@]}" "$T/g_crack.wav" synth 0.01 whitenoise gain -3 \
    fade l 0 0.01 0.01 pad 0 0.59
sx -m -v 0.7 "$T/g_crack.wav" -v 1 "$T/g_body.wav" "${FMT[@]}" "$T/g_mix.wav"
sx "$T/g_mix.wav" "${FMT[@]}" "$T/g_shaped.wav" \
    lowpass 3000 overdrive 20 gain -12 pad 0 0.3 reverb 40 60 60 fade l 0 0.9 0.3
finish_fx "$T/g_shaped.wav" "$FX/gunshot.wav"

# ricochet: "pyeeww" - an exponential 3.5 kHz -> 1.2 kHz sweep (sine, plus a
# quieter sawtooth rendered at 88.2 kHz to limit aliasing), a 40 ms high-passed
# noise attack, a 38 Hz flutter (the tumbling bullet) and a short reverb.
sx "${FMT[@]}" -n "${FMT[@]}" "$T/r_sine.wav" synth 0.6 sine 3500/1200 gain -6
sx -r 88200 -c 1 -n "${FMT[@]}" "$T/r_saw.wav" synth 0.6 sawtooth 3500-1200 gain -6 lowpass 9000
sx "${FMT[@]}" -n "${FMT[@]}" "$T/r_noise.wav" synth 0.04 whitenoise gain -6 \
    highpass 2000 fade l 0 0.04 0.035 pad 0 0.56
sx -m -v 0.7 "$T/r_sine.wav" -v 0.15 "$T/r_saw.wav" -v 0.9 "$T/r_noise.wav" "${FMT[@]}" "$T/r_mix.wav" \
    highpass 150 fade q 0.008 0.6 0.45 tremolo 38 35 pad 0 0.05 reverb 20 50 30
finish_fx "$T/r_mix.wav" "$FX/ricochet.wav"

# hat_flip: a soft whoosh - pink noise band-passed 250 Hz - 2.5 kHz, its pitch
# bent up 7 semitones then down 11 (the band rises and falls), with a quick
# half-sine rise and fall. bend needs ~50 ms to settle (silence, then a
# transient), so the first 70 ms are generated and cut off.
sx "${FMT[@]}" -n "${FMT[@]}" "$T/h.wav" synth 0.6 pinknoise gain -10 \
    sinc 250-2500 bend 0.07,700,0.17 0,-1100,0.2 trim 0.07 0.42 fade h 0.2 0.42 0.22
finish_fx "$T/h.wav" "$FX/hat_flip.wav"

# drum_roll: 30 snare strokes of 55 ms, 40 ms apart (band-passed noise, each cut
# from a different place of one noise track), alternate strokes a little softer,
# a quadratic crescendo, and a final hit (noise + a 190 -> 150 Hz body).
sx "${FMT[@]}" -n "${FMT[@]}" "$T/d_noise.wav" synth 2 whitenoise gain -8
roll=()
for i in $(seq 0 29); do
    read -r off start vol < <(awk -v i="$i" 'BEGIN {
        x = i / 29; v = 0.6 + 2.4 * x * x; if (i % 2) v *= 0.85
        printf "%.3f %.3f %.3f\n", i * 0.05, i * 0.04, v }')
    sx "$T/d_noise.wav" "${FMT[@]}" "$T/d_hit$i.wav" trim "$off" 0.055 \
        sinc 200-7000 band 1800 3000 fade l 0 0.055 0.05 pad "$start" 0
    roll+=(-v "$vol" "$T/d_hit$i.wav")
done
sx "$T/d_noise.wav" "${FMT[@]}" "$T/d_fn.wav" trim 1.5 0.3 sinc 150-7000 fade h 0 0.3 0.29
sx "${FMT[@]}" -n "${FMT[@]}" "$T/d_fb.wav" synth 0.3 sine 190/150 gain -6 fade h 0 0.3 0.29
sx -m -v 1 "$T/d_fn.wav" -v 0.5 "$T/d_fb.wav" "${FMT[@]}" "$T/d_final.wav" pad 1.2 0
sx -m "${roll[@]}" -v 1 "$T/d_final.wav" "${FMT[@]}" "$T/d_mix.wav"
finish_fx "$T/d_mix.wav" "$FX/drum_roll.wav"

# revolver_click: two 12 ms bursts of noise + a 3.2 kHz tone, 70 ms apart (the
# second a little louder), high-passed at 1.5 kHz, a very small room.
sx "${FMT[@]}" -n "${FMT[@]}" "$T/c_noise.wav" synth 0.2 whitenoise gain -8
sx "${FMT[@]}" -n "${FMT[@]}" "$T/c_tone.wav" synth 0.012 sine 3200 gain -8
sx "$T/c_noise.wav" "${FMT[@]}" "$T/c_n1.wav" trim 0 0.012
sx "$T/c_noise.wav" "${FMT[@]}" "$T/c_n2.wav" trim 0.1 0.012
sx -m -v 1 "$T/c_n1.wav" -v 0.8 "$T/c_tone.wav" "${FMT[@]}" "$T/c_1.wav" \
    fade l 0 0.012 0.011 pad 0 0.058
sx -m -v 1 "$T/c_n2.wav" -v 0.8 "$T/c_tone.wav" "${FMT[@]}" "$T/c_2.wav" \
    fade l 0 0.012 0.011 vol 1.3 pad 0 0.08
sx "$T/c_1.wav" "$T/c_2.wav" "${FMT[@]}" "$T/c_mix.wav" \
    highpass 1500 highpass 1500 gain -6 reverb 15 50 20
finish_fx "$T/c_mix.wav" "$FX/revolver_click.wav"

# ---------------------------------------------------------------------------
# 3. Check every file: format, no clipping, not silent, sane length.
# ---------------------------------------------------------------------------
fail=0
for f in "$HERE"/voice/en/*.wav "$HERE"/voice/fr/*.wav "$HERE"/fx/*.wav; do
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
done
[[ $fail == 0 ]] || exit 1
echo "make-sounds.sh: wrote $(find "$HERE/voice" "$HERE/fx" -name '*.wav' | wc -l) files under $HERE"
