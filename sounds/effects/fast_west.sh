# Fast West's effects, made with SoX alone: one distinct, short, loud cue per event
# kind. Sourced by make-sounds.sh, which provides sx, finish_fx, FMT, T (a scratch
# folder) and FX (this set's output folder). The bandits use common/gunshot.

# card_flip: a soft "fwip" - 90 ms of pink noise band-passed 800 Hz - 5 kHz, its band
# bent up 5 semitones, a quick rise and a fast fall, then a 25 ms low thump of the
# card landing (120 Hz sine).
sx "${FMT[@]}" -n "${FMT[@]}" "$T/f_swish.wav" synth 0.16 pinknoise gain -8 \
    sinc 800-5000 bend 0.06,500,0.08 trim 0.06 0.09 fade h 0.02 0.09 0.06
sx "${FMT[@]}" -n "${FMT[@]}" "$T/f_thump.wav" synth 0.025 sine 120 gain -6 fade l 0 0.025 0.02
sx "$T/f_swish.wav" "$T/f_thump.wav" "${FMT[@]}" "$T/f_mix.wav"
finish_fx "$T/f_mix.wav" "$FX/card_flip.wav"

# whistle: a referee's trill - a 3.0 to 3.25 kHz sine sweep with a fast, deep
# tremolo (28 Hz), two blasts of 0.25 s and 0.35 s.
sx "${FMT[@]}" -n "${FMT[@]}" "$T/w_1.wav" synth 0.25 sine 3000-3250 tremolo 28 90 \
    fade q 0.01 0.25 0.03 pad 0 0.07
sx "${FMT[@]}" -n "${FMT[@]}" "$T/w_2.wav" synth 0.35 sine 3050-3250 tremolo 28 90 \
    fade q 0.01 0.35 0.06
sx "$T/w_1.wav" "$T/w_2.wav" "${FMT[@]}" "$T/w_mix.wav" gain -3
finish_fx "$T/w_mix.wav" "$FX/whistle.wav"

# bugle: the call G4 C5 E5 G5 (the last held), each note a sawtooth plus a sine an
# octave up, low-passed at 3 kHz, rendered one note per file then concatenated.
notes=()
for n in "392 0.12" "523.25 0.12" "659.25 0.12" "783.99 0.34"; do
    read -r f len <<<"$n"
    sx "${FMT[@]}" -n "${FMT[@]}" "$T/b_saw.wav" synth "$len" sawtooth "$f" gain -10
    sx "${FMT[@]}" -n "${FMT[@]}" "$T/b_sine.wav" synth "$len" sine "$(awk -v f="$f" 'BEGIN { print 2 * f }')" gain -14
    sx -m "$T/b_saw.wav" "$T/b_sine.wav" "${FMT[@]}" "$T/b_$f.wav" lowpass 3000 fade q 0.012 "$len" 0.03
    notes+=("$T/b_$f.wav")
done
sx "${notes[@]}" "${FMT[@]}" "$T/b_call.wav" reverb 15 50 30
finish_fx "$T/b_call.wav" "$FX/bugle.wav"

# war_drums: four tom hits (BOOM boom boom BOOM), each a 95 -> 55 Hz sine body with a
# fast exponential-like fall and a touch of low-passed noise for the skin, 0.18 s apart.
sx "${FMT[@]}" -n "${FMT[@]}" "$T/d_body.wav" synth 0.3 sine 95/55 gain -4 fade q 0.003 0.3 0.27
sx "${FMT[@]}" -n "${FMT[@]}" "$T/d_skin.wav" synth 0.05 brownnoise gain -6 lowpass 900 fade l 0 0.05 0.045 pad 0 0.25
sx -m "$T/d_body.wav" "$T/d_skin.wav" "${FMT[@]}" "$T/d_hit.wav"
hits=()
for h in "0 1.0" "0.18 0.6" "0.36 0.6" "0.54 1.0"; do
    read -r at vol <<<"$h"
    sx "$T/d_hit.wav" "${FMT[@]}" "$T/d_hit_$at.wav" vol "$vol" pad "$at" 0
    hits+=("$T/d_hit_$at.wav")
done
sx -m "${hits[@]}" "${FMT[@]}" "$T/d_mix.wav" gain -3 overdrive 6 gain -3
finish_fx "$T/d_mix.wav" "$FX/war_drums.wav"

# cylinder: a revolver's cylinder spun (ten ratchet ticks, 40 ms apart, fading), then
# after a pause the hammer's click: a louder burst of noise + a 2.4 kHz tone.
sx "${FMT[@]}" -n "${FMT[@]}" "$T/c_noise.wav" synth 0.5 whitenoise gain -8
ticks=()
for i in $(seq 0 9); do
    read -r off at vol < <(awk -v i="$i" 'BEGIN { printf "%.3f %.3f %.2f\n", i * 0.03, i * 0.04, 0.9 - i * 0.06 }')
    sx "$T/c_noise.wav" "${FMT[@]}" "$T/c_t$i.wav" trim "$off" 0.006 highpass 2500 \
        fade l 0 0.006 0.005 vol "$vol" pad "$at" 0
    ticks+=("$T/c_t$i.wav")
done
sx "${FMT[@]}" -n "${FMT[@]}" "$T/c_tone.wav" synth 0.015 sine 2400 gain -6
sx "$T/c_noise.wav" "${FMT[@]}" "$T/c_n.wav" trim 0.2 0.015
sx -m "$T/c_n.wav" "$T/c_tone.wav" "${FMT[@]}" "$T/c_click.wav" highpass 1200 \
    fade l 0 0.015 0.013 vol 1.6 pad 0.58 0
sx -m "${ticks[@]}" "$T/c_click.wav" "${FMT[@]}" "$T/c_mix.wav" gain -4 reverb 10 50 20
finish_fx "$T/c_mix.wav" "$FX/cylinder.wav"

# rattle: a baby's rattle shaken four times - each shake 70 ms of noise band-passed
# 3 - 8 kHz with a 60 Hz tremolo (the beads), alternately louder and softer.
sx "${FMT[@]}" -n "${FMT[@]}" "$T/r_noise.wav" synth 0.6 whitenoise gain -6
shakes=()
for i in 0 1 2 3; do
    read -r off at vol < <(awk -v i="$i" 'BEGIN { printf "%.3f %.3f %.2f\n", i * 0.1, i * 0.11, (i % 2) ? 0.7 : 1.0 }')
    sx "$T/r_noise.wav" "${FMT[@]}" "$T/r_s$i.wav" trim "$off" 0.07 sinc 3000-8000 \
        tremolo 60 80 fade h 0.01 0.07 0.03 vol "$vol" pad "$at" 0
    shakes+=("$T/r_s$i.wav")
done
sx -m "${shakes[@]}" "${FMT[@]}" "$T/r_mix.wav" gain -3 reverb 10 50 20
finish_fx "$T/r_mix.wav" "$FX/rattle.wav"
