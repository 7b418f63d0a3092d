# Gnadenlos!'s effects, made with SoX alone. Sourced by make-sounds.sh, which provides
# sx, finish_fx, FMT, T (a scratch folder) and FX (this set's output folder).

# die_roll: a die shaken and thrown on wood - nine short clicks of band-passed noise
# (1.2 - 5 kHz, 12 ms each) at uneven times over 0.3 s, then three landing knocks
# (noise band-passed at 500 Hz - 2.5 kHz over a 240 -> 180 Hz body), each softer and
# closer to the last as the die settles; a small room.
sx "${FMT[@]}" -n "${FMT[@]}" "$T/dr_noise.wav" synth 1 whitenoise gain -6
parts=()
for i in $(seq 0 8); do
    read -r off at vol < <(awk -v i="$i" 'BEGIN {
        printf "%.3f %.3f %.2f\n", i * 0.07, i * 0.034 + (i * 7 % 5) * 0.004, 0.35 + (i * 3 % 4) * 0.1 }')
    sx "$T/dr_noise.wav" "${FMT[@]}" "$T/dr_c$i.wav" trim "$off" 0.012 \
        sinc 1200-5000 fade l 0 0.012 0.011 pad "$at" 0
    parts+=(-v "$vol" "$T/dr_c$i.wav")
done
k=0
for knock in "0.36 1.0" "0.50 0.7" "0.59 0.45"; do
    read -r at vol <<<"$knock"
    sx "$T/dr_noise.wav" "${FMT[@]}" "$T/dr_kn$k.wav" trim 0.7 0.05 sinc 500-2500 fade l 0 0.05 0.048
    sx "${FMT[@]}" -n "${FMT[@]}" "$T/dr_kb$k.wav" synth 0.05 sine 240/180 gain -4 fade l 0 0.05 0.048
    sx -m -v 1 "$T/dr_kn$k.wav" -v 0.8 "$T/dr_kb$k.wav" "${FMT[@]}" "$T/dr_k$k.wav" pad "$at" 0
    parts+=(-v "$vol" "$T/dr_k$k.wav")
    k=$((k + 1))
done
sx -m "${parts[@]}" "${FMT[@]}" "$T/dr_mix.wav" highpass 120 gain -3 reverb 10 50 20
finish_fx "$T/dr_mix.wav" "$FX/die_roll.wav"

# vulture: a hoarse, falling screech - a sawtooth and a square sliding 1.4 kHz ->
# 700 Hz, roughened by a fast, deep tremolo (58 Hz) and a little high-passed noise,
# band-passed 500 Hz - 4 kHz, overdriven, with a short tail of reverb; two cries, the
# second lower.
for c in "0 1400 700 0.42" "1 1150 600 0.36"; do
    read -r n hi lo len <<<"$c"
    sx "${FMT[@]}" -n "${FMT[@]}" "$T/v_saw$n.wav" synth "$len" sawtooth "$hi/$lo" gain -10
    sx "${FMT[@]}" -n "${FMT[@]}" "$T/v_sq$n.wav" synth "$len" square "$hi/$lo" gain -16
    sx "${FMT[@]}" -n "${FMT[@]}" "$T/v_no$n.wav" synth "$len" whitenoise gain -20 highpass 2000
    sx -m "$T/v_saw$n.wav" "$T/v_sq$n.wav" "$T/v_no$n.wav" "${FMT[@]}" "$T/v_cry$n.wav" \
        tremolo 58 80 sinc 500-4000 overdrive 12 gain -8 fade q 0.02 "$len" 0.12
done
sx "$T/v_cry0.wav" "${FMT[@]}" "$T/v_gap.wav" pad 0 0.08
sx "$T/v_gap.wav" "$T/v_cry1.wav" "${FMT[@]}" "$T/v_mix.wav" reverb 25 50 40
finish_fx "$T/v_mix.wav" "$FX/vulture.wav"
