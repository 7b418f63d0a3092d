#!/usr/bin/env python3
"""A check of benches/cue_latency.py's analysis on a recording made up here, where every
answer is known: cues of the real sound files placed at known delays after their
presses, one with a part that arrived late (a stretch of silence inside it, the rest
shifted), one with a part missing (a stretch zeroed, nothing shifted), one overlapping
the previous cue's voice, one with a player's name (a synthesised stretch the analysis
cannot know), low noise, and the recording's chunks delivered as a loaded machine
delivers them (late by a few ms, some in bursts after a 150 ms hold-up).

Passes when the analysis reports each start within 0.5 ms, exactly the one late part
(its gap within 1 ms), the missing part's length within 20 ms, and nothing else.
Run: python3 benches/cue_latency_test.py (cue_latency.sh runs it before measuring).
"""

import random
import sys

import numpy as np

import cue_latency as cl

RATE = cl.RATE
T0 = 1000.0  # the monotonic time the recording starts
DELAY_MS = 2.0  # how long after its last sample a chunk is received at best


def line(fx="", voice="", fx_volume=0.8, voice_volume=1.0):
    """A cue trace line as Deputy logs it."""
    return (f"[DEBUG deputy::cues] play fx={fx} voice={voice} "
            f"fx_volume={fx_volume} voice_volume={voice_volume}")


def length_ms(path):
    return int(len(cl.sound(f"voice/en/{path}.wav")) * 1000 / RATE)


def voice_item(path):
    return f"{path}:{length_ms(path)}"


# Each case: (press time after T0 in s, the cue's log line, its start after the press in
# ms, what is done to it: None, ("late", at_ms, gap_ms) or ("missing", at_ms, ms)).
CASES = [
    (1.0, line(fx="fast_west/card_flip"), 12.0, None),
    (2.5, line(fx="fast_west/bugle", voice=voice_item("fast_west/cavalry")), 23.0, None),
    (4.5, line(fx="fast_west/war_drums", voice=voice_item("fast_west/indians")), 17.0,
     ("late", 250, 37.0)),
    (7.0, line(voice=voice_item("duel/disarmed")), 41.0, None),
    (9.0, line(fx="fast_west/cylinder", voice=voice_item("fast_west/bandits")), 28.0,
     ("missing", 300, 100)),
    # Pressed while the previous cue's voice still speaks: its effect overlaps it.
    (9.5, line(fx="fast_west/card_flip"), 19.0, None),
    # A player's name (the synthesiser's, unknown to the analysis) between two lines.
    (12.0, line(fx="fast_west/rattle",
                voice=f"{voice_item('duel/dead')},seat/2:400,{voice_item('duel/end_of_round')}"),
     33.0, None),
    (15.0, line(fx="fast_west/card_flip", fx_volume=0.5), 55.0, None),
]


def render(case_list, rng):
    """The recording's samples, the cues (as the analysis reads them from the log) and
    the presses."""
    total = int(20 * RATE)
    out = np.zeros(total, dtype=np.float32)
    cues, presses = [], []
    for press, text, start_ms, damage in case_list:
        at = T0 + press
        presses.append(at)
        cue = cl.Cue(text, at + 0.004)  # logged a few ms after the press
        cues.append(cue)
        parts = [p for p in (cue.fx, cue.voice) if p is not None]
        mix = np.zeros(max(len(p) for p in parts), dtype=np.float32)
        for p in parts:
            mix[: len(p)] += p
        if cue.voice is not None and not cue.known.all():
            # The name: a tone where the analysis knows nothing.
            span = np.flatnonzero(~cue.known)
            mix[span] += 0.3 * np.sin(np.arange(len(span)) * 2 * np.pi * 220 / RATE)
        if damage and damage[0] == "late":
            _, at_ms, gap_ms = damage
            cut = int(at_ms * RATE / 1000)
            mix = np.concatenate([mix[:cut], np.zeros(int(round(gap_ms * RATE / 1000)),
                                                      dtype=np.float32), mix[cut:]])
        if damage and damage[0] == "missing":
            _, at_ms, ms = damage
            cut = int(at_ms * RATE / 1000)
            mix[cut:cut + int(ms * RATE / 1000)] = 0.0
        s = int(round((press + start_ms / 1000) * RATE))
        out[s:s + len(mix)] += mix
    out += rng.normal(0.0, 10 ** (-70 / 20), total).astype(np.float32)
    return np.clip(out, -1, 1), cues, presses


def chunks_of(samples, rng):
    """The recording as parec delivers it under load: 512-sample chunks, each arriving
    2 ms after its last sample plus a scheduling delay, and every 3 s a hold-up of 150 ms
    after which the held chunks arrive together."""
    pcm = (samples * 32767).astype("<i2").tobytes()
    out, n, held_until = [], 0, 0.0
    step = 1024  # bytes
    for k in range(0, len(pcm), step):
        n += len(pcm[k:k + step]) // 2
        ready = T0 + n / RATE + DELAY_MS / 1000 + rng.expovariate(1 / 0.003)
        if int(n / RATE / 3) != int((n - 512) / RATE / 3):
            held_until = ready + 0.150
        out.append((max(ready, held_until), pcm[k:k + step]))
    # Arrival times never go backwards.
    for i in range(1, len(out)):
        if out[i][0] < out[i - 1][0]:
            out[i] = (out[i - 1][0], out[i][1])
    return out


def check():
    rng = random.Random(15)
    samples, cues, presses = render(CASES, np.random.default_rng(15))
    recorded, time_of, index_of = cl.dated(chunks_of(samples, rng))
    verdicts = cl.analyse(recorded, time_of, index_of, presses, cues)
    problems = []
    for (press, _, start_ms, damage), (_, start, late, missing, names) in zip(CASES, verdicts):
        where = f"press at {press:.1f} s [{names.strip()}]"
        if start is None:
            problems.append(f"{where}: not found (start {start_ms} ms)")
            continue
        # The recording's own delivery delay (DELAY_MS) cannot be told from the output's:
        # a start is never reported early, and late by at most that delay.
        if not start_ms - 0.5 <= start <= start_ms + DELAY_MS + 1.0:
            problems.append(f"{where}: start {start:.2f} ms, made {start_ms} ms")
        want_late = [damage[2]] if damage and damage[0] == "late" else []
        if len(late) != len(want_late) or any(abs(a - b) > 1.0 for a, b in zip(late, want_late)):
            problems.append(f"{where}: late {late}, made {want_late}")
        want_missing = damage[2] if damage and damage[0] == "missing" else 0.0
        if abs(missing - want_missing) > 20.0:
            problems.append(f"{where}: missing {missing:.0f} ms, made {want_missing} ms")
        print(f"self-test {where}: start {start:.2f} ms (made {start_ms}), late {late}, "
              f"missing {missing:.0f} ms")
    if problems:
        print("self-test FAILED: the analysis misreports a recording made up with known answers:")
        for p in problems:
            print(f"  {p}")
        return 1
    print(f"self-test passed: {len(CASES)} cues, every start within 0.5 ms, the late part and "
          "the missing part found, nothing else flagged")
    return 0


if __name__ == "__main__":
    sys.exit(check())
