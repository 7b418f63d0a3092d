# Colt Express's effects, made with SoX alone. Sourced by make-sounds.sh, which
# provides sx, finish_fx, FMT, T (a scratch folder) and FX (this set's output folder).

# whistle: a steam whistle - a chord of three sawtooth tones (466, 587 and 698 Hz, a
# minor triad like a three-chime whistle) with a little breath noise, low-passed,
# a quick rise, a 1 s blast with a slight pitch sag at the end, and a short reverb.
sx "${FMT[@]}" -n "${FMT[@]}" "$T/w_chord.wav" synth 1.1 sawtooth 466 sawtooth 587 sawtooth 698 \
    gain -14 lowpass 2500 bend 0.85,-60,0.2
sx "${FMT[@]}" -n "${FMT[@]}" "$T/w_air.wav" synth 1.1 pinknoise gain -24 sinc 800-4000
sx -m -v 1 "$T/w_chord.wav" -v 0.6 "$T/w_air.wav" "${FMT[@]}" "$T/w_mix.wav" \
    fade q 0.08 1.1 0.25 reverb 30 50 50
finish_fx "$T/w_mix.wav" "$FX/whistle.wav"

# tunnel: the train entering a tunnel - a low rumble of brown noise, low-passed at
# 400 Hz, swelling in over 0.4 s with a rhythmic 6 Hz wheel beat (tremolo), then a
# deep echo as the walls close in.
sx "${FMT[@]}" -n "${FMT[@]}" "$T/t_rumble.wav" synth 1.2 brownnoise gain -4 lowpass 400 \
    tremolo 6 40 fade q 0.4 1.2 0.4 reverb 60 50 100 gain -3
finish_fx "$T/t_rumble.wav" "$FX/tunnel.wav"

# speed_up: wheels clattering faster and faster - 14 short band-passed noise clicks
# whose gaps shrink from 110 ms to 30 ms (positions from awk, so the file is the
# same on every run), over a low rumble.
clicks=()
sx "${FMT[@]}" -n "${FMT[@]}" "$T/s_noise.wav" synth 1.5 whitenoise gain -6
for i in $(seq 0 13); do
    at=$(awk -v i="$i" 'BEGIN { t = 0; for (k = 0; k < i; k++) t += 0.11 - 0.08 * k / 13; printf "%.3f", t }')
    sx "$T/s_noise.wav" "${FMT[@]}" "$T/s_c$i.wav" trim "$(awk -v i="$i" 'BEGIN { print i * 0.07 }')" 0.03 \
        sinc 300-3000 fade l 0 0.03 0.028 pad "$at" 0
    clicks+=(-v 1 "$T/s_c$i.wav")
done
sx "${FMT[@]}" -n "${FMT[@]}" "$T/s_low.wav" synth 1.1 brownnoise gain -12 lowpass 300 fade q 0.1 1.1 0.2
sx -m "${clicks[@]}" -v 1 "$T/s_low.wav" "${FMT[@]}" "$T/s_mix.wav" reverb 15 50 20
finish_fx "$T/s_mix.wav" "$FX/speed_up.wav"

# switch: a rail switch thrown - a heavy metal clank (five inharmonic partials from
# 180 Hz, fast logarithmic decay, a noise strike), then a lighter second clank 180 ms
# later as the rail locks.
for p in "1 180" "2 413" "3 647" "4 1021" "5 1580"; do
    read -r k f <<<"$p"
    sx "${FMT[@]}" -n "${FMT[@]}" "$T/k_p$k.wav" synth 0.5 sine "$f" gain -12 fade l 0.001 0.5 0.49
done
sx "${FMT[@]}" -n "${FMT[@]}" "$T/k_hit.wav" synth 0.02 whitenoise gain -8 highpass 1000 pad 0 0.48
sx -m "$T/k_p1.wav" "$T/k_p2.wav" "$T/k_p3.wav" "$T/k_p4.wav" "$T/k_p5.wav" "$T/k_hit.wav" \
    "${FMT[@]}" "$T/k_one.wav"
sx "$T/k_one.wav" "${FMT[@]}" "$T/k_two.wav" vol 0.5 pitch 500 pad 0.18 0
sx "$T/k_one.wav" "${FMT[@]}" "$T/k_onep.wav" pad 0 0.18
sx -m "$T/k_onep.wav" "$T/k_two.wav" "${FMT[@]}" "$T/k_mix.wav" gain -3 reverb 20 50 30
finish_fx "$T/k_mix.wav" "$FX/switch.wav"
