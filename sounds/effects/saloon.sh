# Saloon's effects, made with SoX alone. Sourced by make-sounds.sh, which provides sx,
# finish_fx, FMT, T (a scratch folder) and FX (this set's output folder).

# punch: a fist landing - a 110 -> 45 Hz sine thump of 0.16 s with a fast logarithmic
# decay, a 25 ms burst of low-passed brown noise for the slap, overdriven a little.
sx "${FMT[@]}" -n "${FMT[@]}" "$T/p_body.wav" synth 0.16 sine 110/45 gain -3 fade l 0 0.16 0.15
sx "${FMT[@]}" -n "${FMT[@]}" "$T/p_slap.wav" synth 0.025 brownnoise gain -2 \
    lowpass 2500 fade l 0 0.025 0.024 pad 0 0.135
sx -m -v 1 "$T/p_body.wav" -v 0.8 "$T/p_slap.wav" "${FMT[@]}" "$T/p_mix.wav" \
    overdrive 12 gain -8 pad 0 0.05 reverb 10 50 15
finish_fx "$T/p_mix.wav" "$FX/punch.wav"

# heavy_punch: a bigger blow - a 90 -> 35 Hz thump of 0.3 s, a louder white+brown noise
# crack, more overdrive and a room, then a second smaller thump 90 ms later (the
# brawler hitting the floor).
sx "${FMT[@]}" -n "${FMT[@]}" "$T/hp_body.wav" synth 0.3 sine 90/35 gain -2 fade l 0 0.3 0.28
sx "${FMT[@]}" -n "${FMT[@]}" "$T/hp_crack.wav" synth 0.04 whitenoise brownnoise gain -4 \
    lowpass 3500 fade l 0 0.04 0.038 pad 0 0.26
sx "${FMT[@]}" -n "${FMT[@]}" "$T/hp_floor.wav" synth 0.18 sine 70/40 gain -8 \
    fade l 0 0.18 0.17 pad 0.09 0.03
sx -m -v 1 "$T/hp_body.wav" -v 0.9 "$T/hp_crack.wav" -v 0.8 "$T/hp_floor.wav" "${FMT[@]}" \
    "$T/hp_mix.wav" overdrive 20 gain -10 pad 0 0.15 reverb 30 50 40
finish_fx "$T/hp_mix.wav" "$FX/heavy_punch.wav"

# bottle: a bottle breaking - twelve glass shards (each three
# inharmonic sines between 2.5 and 9 kHz, 80 ms, fast decay) scattered over 0.45 s over
# high-passed noise that fades out, and a little room.
sx "${FMT[@]}" -n "${FMT[@]}" "$T/b_noise.wav" synth 0.5 whitenoise gain -12 highpass 3000 \
    fade l 0.002 0.5 0.49
shards=()
for i in $(seq 0 11); do
    read -r at f1 f2 f3 vol < <(awk -v i="$i" 'BEGIN {
        at = i * 0.035 + (i % 4) * 0.006; base = 2500 + (i * 1231) % 3100
        printf "%.3f %.0f %.0f %.0f %.2f\n", at, base, base * 1.61, base * 2.37, 1.0 - i * 0.05 }')
    sx "${FMT[@]}" -n "${FMT[@]}" "$T/b_s$i.wav" synth 0.08 sine "$f1" sine "$f2" sine "$f3" \
        gain -12 fade l 0.001 0.08 0.078 pad "$at" 0
    shards+=(-v "$vol" "$T/b_s$i.wav")
done
sx -m -v 1 "$T/b_noise.wav" "${shards[@]}" "${FMT[@]}" "$T/b_mix.wav" reverb 15 50 30
finish_fx "$T/b_mix.wav" "$FX/bottle.wav"

# chair: wood crashing - eight knocks of band-passed brown noise (200 Hz - 1.8 kHz, 70
# ms) with low sine bodies between 90 and 180 Hz, scattered over 0.5 s and getting
# softer, a first louder crack, and a room.
knocks=()
for i in $(seq 0 7); do
    read -r at f vol < <(awk -v i="$i" 'BEGIN {
        at = i * 0.06 + (i % 3) * 0.011; f = 90 + (i * 37) % 90
        printf "%.3f %.0f %.2f\n", at, f, (i == 0 ? 1.4 : 1.0 - i * 0.09) }')
    sx "${FMT[@]}" -n "${FMT[@]}" "$T/c_n$i.wav" synth 0.07 brownnoise gain -3 \
        sinc 200-1800 fade l 0 0.07 0.065
    sx "${FMT[@]}" -n "${FMT[@]}" "$T/c_b$i.wav" synth 0.07 sine "$f" gain -6 fade l 0 0.07 0.065
    sx -m "$T/c_n$i.wav" "$T/c_b$i.wav" "${FMT[@]}" "$T/c_k$i.wav" pad "$at" 0
    knocks+=(-v "$vol" "$T/c_k$i.wav")
done
sx -m "${knocks[@]}" "${FMT[@]}" "$T/c_mix.wav" overdrive 8 gain -6 reverb 25 50 40
finish_fx "$T/c_mix.wav" "$FX/chair.wav"

# piano: a honky-tonk phrase - C E G A G E C' (0.13 s a note, the last held), each
# note two plucked strings 12 cents apart (the out-of-tune saloon upright), rendered at
# 44.1 kHz (sox's pluck needs it), with a little bass and a small room.
notes=()
k=0
for n in "-9 0.13" "-5 0.13" "-2 0.13" "0 0.13" "-2 0.13" "-5 0.13" "3 0.45"; do
    read -r semi len <<<"$n" # semitones from A4 (440 Hz)
    detuned=$(awk -v s="$semi" 'BEGIN { print s + 0.12 }')
    sx -r 44100 -c 1 -n "${FMT[@]}" "$T/pn_$k.wav" synth "$len" pluck "%$semi" pluck "%$detuned" \
        gain -8 fade l 0.002 "$len" 0.04 pad "$(awk -v k="$k" 'BEGIN { print k * 0.13 }')" 0
    notes+=("$T/pn_$k.wav")
    k=$((k + 1))
done
sx -m "${notes[@]}" "${FMT[@]}" "$T/pn_mix.wav" bass 6 reverb 20 50 30
finish_fx "$T/pn_mix.wav" "$FX/piano.wav"
