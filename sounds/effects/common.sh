# Effects every game shares, made with SoX alone. Sourced by make-sounds.sh, which
# provides sx, finish_fx, FMT, T (a scratch folder) and FX (this set's output folder).

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

# bell: a struck hand bell - seven inharmonic partials of 880 Hz (0.5, 1, 1.19, 1.5, 2,
# 2.74 and 3.2 times it), the higher ones decaying faster (logarithmic fades), a 2 ms
# strike of high-passed noise, and a little room.
parts=()
for p in "0.5 1.4 -8" "1 1.4 -3" "1.19 1.0 -9" "1.5 0.8 -10" "2 0.7 -9" "2.74 0.45 -14" "3.2 0.35 -16"; do
    read -r ratio len gain <<<"$p"
    f=$(awk -v r="$ratio" 'BEGIN { printf "%.1f", 880 * r }')
    sx "${FMT[@]}" -n "${FMT[@]}" "$T/b_$ratio.wav" synth "$len" sine "$f" gain "$gain" \
        fade l 0.002 "$len" "$(awk -v l="$len" 'BEGIN { print l - 0.002 }')" pad 0 "$(awk -v l="$len" 'BEGIN { print 1.4 - l }')"
    parts+=("$T/b_$ratio.wav")
done
sx "${FMT[@]}" -n "${FMT[@]}" "$T/b_strike.wav" synth 0.002 whitenoise gain -10 highpass 3000 pad 0 1.398
sx -m "${parts[@]}" "$T/b_strike.wav" "${FMT[@]}" "$T/b_mix.wav" gain -6 reverb 20 50 40 trim 0 1.5
finish_fx "$T/b_mix.wav" "$FX/bell.wav"

# coins: ten small metal clinks over 0.6 s - each a 60 ms burst of three inharmonic
# sines between 3 and 7 kHz with a fast logarithmic decay, pitch and loudness varying
# from clink to clink (offsets from awk, so the file is the same on every run).
clinks=()
for i in $(seq 0 9); do
    read -r at f1 f2 f3 vol < <(awk -v i="$i" 'BEGIN {
        at = i * 0.055 + (i % 3) * 0.012; base = 3100 + (i * 977) % 2300
        printf "%.3f %.0f %.0f %.0f %.2f\n", at, base, base * 1.47, base * 2.09, 0.5 + ((i * 7) % 5) / 10 }')
    sx "${FMT[@]}" -n "${FMT[@]}" "$T/k_$i.wav" synth 0.06 sine "$f1" sine "$f2" sine "$f3" \
        gain -12 fade l 0.001 0.06 0.058 pad "$at" 0
    clinks+=(-v "$vol" "$T/k_$i.wav")
done
sx -m "${clinks[@]}" "${FMT[@]}" "$T/k_mix.wav" highpass 1500 reverb 15 50 20
finish_fx "$T/k_mix.wav" "$FX/coins.wav"

# tone: a short soft "bing" (E6, 1319 Hz, with a quiet octave above) with a 5 ms attack
# and a logarithmic decay: stands for a cue's spoken lines in "sounds only" mode.
sx "${FMT[@]}" -n "${FMT[@]}" "$T/t_a.wav" synth 0.18 sine 1319 fade l 0.005 0.18 0.17
sx "${FMT[@]}" -n "${FMT[@]}" "$T/t_b.wav" synth 0.18 sine 2638 gain -14 fade l 0.005 0.18 0.17
sx -m "$T/t_a.wav" "$T/t_b.wav" "${FMT[@]}" "$T/t_mix.wav" gain -3
finish_fx "$T/t_mix.wav" "$FX/tone.wav"

# tone_kept: two notes rising (B5 then E6, 988 and 1319 Hz, 120 ms apart), the same
# shape as tone: stands for a result's or a winner's lines in "sounds only" mode.
sx "${FMT[@]}" -n "${FMT[@]}" "$T/k_a.wav" synth 0.18 sine 988 fade l 0.005 0.18 0.17 pad 0 0.12
sx "${FMT[@]}" -n "${FMT[@]}" "$T/k_b.wav" synth 0.18 sine 1319 fade l 0.005 0.18 0.17 pad 0.12 0
sx -m "$T/k_a.wav" "$T/k_b.wav" "${FMT[@]}" "$T/k_mix.wav" gain -3
finish_fx "$T/k_mix.wav" "$FX/tone_kept.wav"
