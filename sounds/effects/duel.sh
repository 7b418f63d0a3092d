# Duel's effects, made with SoX alone. Sourced by make-sounds.sh, which provides sx,
# finish_fx, FMT, T (a scratch folder) and FX (this set's output folder).

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
