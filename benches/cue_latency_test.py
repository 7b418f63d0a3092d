#!/usr/bin/env python3
"""A check of benches/cue_latency.py's analysis on a recording made up here, where every
answer is known: cues of the real sound files placed at known delays after their
presses, one with a part that arrived late (a stretch of silence inside it, the rest
shifted), one with a part missing (a stretch zeroed, nothing shifted), one overlapping
the previous cue's voice, one with a player's name (a synthesised stretch the analysis
cannot know, a little longer than its logged whole ms, as Deputy's), Gnadenlos! payday
rolls pressed faster than their voices end (each effect over the voice before, each
voice queued behind it, one queued voice with a stall inside, one starting late), a
new action dropping an earlier cue's waiting line, low noise, and the recording's
chunks delivered as a loaded machine delivers them (late by a few ms, some in bursts
after a 150 ms hold-up).

Passes when the analysis reports each start within 0.5 ms, exactly the late parts
(their gaps within 1 ms), the missing part's length within 20 ms, and nothing else.
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


def payday(column, payer, amount):
    """A Gnadenlos! payday roll's cue: die and coins, then "column N", the payer's name,
    "pays", the amount (kept lines: a later roll's voice waits behind them)."""
    return line(fx="gnadenlos/die_roll,common/coins",
                voice=f"{voice_item('gnadenlos/column')},{voice_item(f'common/number_{column}')},"
                      f"seat/{payer}:413,{voice_item('gnadenlos/pays')},"
                      f"{voice_item(f'common/number_{amount}')}")


# Each case: (press time after T0 in s, the cue's log line, its start after the press in
# ms, what is done to it: None, ("late", at_ms, gap_ms) (from the cue's first sample),
# ("missing", at_ms, ms), ("voice late", gap_ms) (its voice starts that long after the
# voice queue is free), ("drops",) (its lines drop the earlier cue's waiting lines),
# ("behind", ms) (pressed so that its effect starts `ms` before the voice queue is free:
# its press time is None) or ("nudge", samples) (its voice that many samples late).
# The voice queue is rendered as Deputy's: a cue's voice starts with its effect, or when
# the voice before it ends.
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
    # Rolls pressed faster than their voices (2.2 to 2.4 s) end: each effect sounds at
    # its press, over the voice before (over its name, too); each voice waits in the
    # queue for the one before it to end, six in a chain.
    (17.0, payday(3, 2, 2), 14.0, None),
    (18.1, payday(4, 0, 1), 9.0, None),
    (21.0, payday(1, 0, 2), 21.0, None),
    # A queued voice that stalls 25 ms in its middle (0.44 s after it starts).
    (22.0, payday(2, 1, 1), 12.0, ("late", 2260, 25.0)),
    (25.0, payday(3, 2, 2), 16.0, None),
    # A queued voice that starts 15 ms after the voice before it ended.
    (25.6, payday(1, 0, 2), 10.0, ("voice late", 15.0)),
    # Passing lines: a new action's lines drop the earlier cue's waiting line (not
    # missing) and follow the line being spoken.
    (31.0, line(fx="fast_west/bugle",
                voice=f"{voice_item('fast_west/cavalry')},{voice_item('duel/end_of_round')}"),
     18.0, None),
    (31.4, line(fx="duel/ricochet", voice=voice_item("duel/missed")), 11.0, ("drops",)),
    # A voice queued behind one that ends 1.8 ms after this cue's effect starts: it
    # follows that voice, 1.8 ms after its own effect, whole (not a stall, and not with
    # its effect).
    (34.0, payday(2, 1, 1), 13.0, None),
    (None, payday(4, 0, 1), 9.0, ("behind", 1.8)),
    # A voice a sample after its effect (the two converted with different phases): its
    # hiss matches only there, and it is whole.
    (40.0, line(fx="fast_west/rattle", voice=voice_item("fast_west/child")), 15.0, ("nudge", 1)),
    # The same roulette card flipped again 0.9 s later: the new flip drops the number
    # still waiting, its soft cylinder starts at its press under the loud "roulette"
    # being spoken, and its own "roulette" follows that one, 30 ms after the press.
    (42.0, line(fx="fast_west/cylinder",
                voice=f"{voice_item('fast_west/roulette')},{voice_item('common/number_2')}"),
     14.0, None),
    (42.9, line(fx="fast_west/cylinder",
                voice=f"{voice_item('fast_west/roulette')},{voice_item('common/number_4')}"),
     16.0, ("drops",)),
    # Duel calls pressed faster than they are said: "four", a voice alone, waits for
    # "five" to end (queued, not late, and not counted as a slow start).
    (44.5, line(voice=voice_item("common/number_5")), 14.0, None),
    (45.0, line(voice=voice_item("common/number_4")), 12.0, ("queued",)),
]
NAME_EXTRA = 20  # samples: a name lasts up to 1 ms longer than its logged whole ms


def render(case_list, rng):
    """The recording's samples, the cues (as the analysis reads them from the log), the
    presses and the drops Deputy would log ((time, count))."""
    total = int(47 * RATE)
    out = np.zeros(total, dtype=np.float32)
    cues, presses, drops, placed = [], [], [], []
    queue_end = 0  # where the voice queue is free
    for press, text, start_ms, damage in case_list:
        kind = damage[0] if damage else None
        if kind == "behind":
            press = (queue_end - round(damage[1] * RATE / 1000)) / RATE - start_ms / 1000
        at = T0 + press
        presses.append(at)
        cue = cl.Cue(text, at + 0.004)  # logged a few ms after the press
        cues.append(cue)
        s = int(round((press + start_ms / 1000) * RATE))
        voice_at = None
        if cue.voice is not None:
            if kind == "drops":
                # The lines of the cue before that have not started wait: dropped.
                before = next(c for c in reversed(placed) if c[2] is not None)
                starts = [before[2] + sum(len(x) for x in before[3][:i])
                          for i in range(len(before[3]))]
                speaking = len([x for x in starts if x <= s])
                drops.append((at + 0.005, len(before[3]) - speaking))
                del before[3][speaking:]
                queue_end = before[2] + sum(len(x) for x in before[3])
            voice_at = max(s, queue_end)
            if kind == "voice late":
                voice_at += int(round(damage[1] * RATE / 1000))
            if kind == "nudge":
                voice_at += damage[1]
        lines, ends = [], [0] + cue.line_ends
        for a, b in zip(ends, ends[1:]):
            part = cue.voice[a:b].copy()
            if not cue.known[a:b].any():
                # The name: a tone where the analysis knows nothing, a little longer than
                # logged.
                n = b - a + NAME_EXTRA
                part = 0.3 * np.sin(np.arange(n) * 2 * np.pi * 220 / RATE).astype(np.float32)
            lines.append(part)
        placed.append([s, cue, voice_at, lines, damage])
        if voice_at is not None:
            queue_end = voice_at + sum(len(x) for x in lines)
            if kind == "late" and s + damage[1] * RATE / 1000 < queue_end:
                queue_end += int(round(damage[2] * RATE / 1000))
    for s, cue, voice_at, lines, damage in placed:
        voice = np.concatenate(lines) if lines else np.zeros(0, dtype=np.float32)
        offset = 0 if voice_at is None else voice_at - s
        fx = cue.fx if cue.fx is not None else np.zeros(0, dtype=np.float32)
        mix = np.zeros(max(len(fx), offset + len(voice)), dtype=np.float32)
        mix[: len(fx)] += fx
        mix[offset:offset + len(voice)] += voice
        if damage and damage[0] == "late":
            _, at_ms, gap_ms = damage
            cut = int(at_ms * RATE / 1000)
            mix = np.concatenate([mix[:cut], np.zeros(int(round(gap_ms * RATE / 1000)),
                                                      dtype=np.float32), mix[cut:]])
        if damage and damage[0] == "missing":
            _, at_ms, ms = damage
            cut = int(at_ms * RATE / 1000)
            mix[cut:cut + int(ms * RATE / 1000)] = 0.0
        out[s:s + len(mix)] += mix
    out += rng.normal(0.0, 10 ** (-70 / 20), total).astype(np.float32)
    return np.clip(out, -1, 1), cues, presses, drops


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


def one_sample_off():
    """A voice heard one sample after where the analysis placed it (as when its start was
    found with its effect's while the mixer started it a sample later), its hiss just
    before a name (unknown to the analysis): it is on time and whole. Returns the
    problems found."""
    voice = np.concatenate([cl.sound(f"voice/en/common/number_{n}.wav") for n in (5, 6)])
    name = int(0.4 * RATE)
    known = np.concatenate([np.ones(len(voice), dtype=bool), np.zeros(name, dtype=bool)])
    expected = np.concatenate([voice, np.zeros(name, dtype=np.float32)])
    at = RATE // 10
    samples = np.zeros(at + len(expected) + RATE // 10, dtype=np.float32)
    samples[at + 1:at + 1 + len(voice)] = voice
    tone = 0.3 * np.sin(np.arange(name) * 2 * np.pi * 220 / RATE).astype(np.float32)
    samples[at + 1 + len(voice):at + 1 + len(voice) + name] = tone
    zeros = np.zeros(len(samples), dtype=np.float32)
    late, missing, *_ = cl.follow(samples, zeros, zeros, np.zeros(len(samples), dtype=bool),
                                  [(at, expected, known, True)], len(samples))
    late = [g for g in late if abs(g) >= cl.STALL_MS]
    if late or missing:
        return [f"a voice one sample off: late {late}, missing {missing:.0f} ms, made whole"]
    print("self-test a voice one sample off, hiss before a name: whole")
    return []


def check():
    rng = random.Random(15)
    samples, cues, presses, drops = render(CASES, np.random.default_rng(15))
    recorded, time_of, index_of = cl.dated(chunks_of(samples, rng))
    verdicts = cl.analyse(recorded, time_of, index_of, presses, cues, drops)
    problems = []
    for k, ((_, _, start_ms, damage), (at, start, late, missing, names, queued)) \
            in enumerate(zip(CASES, verdicts)):
        where = f"press at {at - T0:.1f} s [{names.strip()}]"
        if start is None:
            problems.append(f"{where}: not found (start {start_ms} ms)")
            continue
        if damage and damage[0] == "queued":
            # It starts where the voice before it ends, as that one was made.
            press_before, text_before, start_before, _ = CASES[k - 1]
            start_ms = ((press_before - (at - T0)) * 1000 + start_before
                        + cl.Cue(text_before, 0.0).voice.size / RATE * 1000)
            if queued is None or abs(queued - start_ms) > DELAY_MS + 1.0:
                problems.append(f"{where}: queued {queued}, made {start_ms:.2f} ms")
        elif queued is not None:
            problems.append(f"{where}: read as queued {queued:.1f} ms")
        # The recording's own delivery delay (DELAY_MS) cannot be told from the output's:
        # a start is never reported early, and late by at most that delay.
        if not start_ms - 0.5 <= start <= start_ms + DELAY_MS + 1.0:
            problems.append(f"{where}: start {start:.2f} ms, made {start_ms} ms")
        want_late = ([damage[2]] if damage and damage[0] == "late" else
                     [damage[1]] if damage and damage[0] == "voice late" else [])
        if len(late) != len(want_late) or any(abs(a - b) > 1.0 for a, b in zip(late, want_late)):
            problems.append(f"{where}: late {late}, made {want_late}")
        want_missing = damage[2] if damage and damage[0] == "missing" else 0.0
        if abs(missing - want_missing) > 20.0:
            problems.append(f"{where}: missing {missing:.0f} ms, made {want_missing} ms")
        print(f"self-test {where}: start {start:.2f} ms (made {start_ms:.1f}), late {late}, "
              f"missing {missing:.0f} ms" + ("" if queued is None else f", queued {queued:.1f} ms"))
    problems += one_sample_off()
    if problems:
        print("self-test FAILED: the analysis misreports a recording made up with known answers:")
        for p in problems:
            print(f"  {p}")
        return 1
    print(f"self-test passed: {len(CASES)} cues (overlapping, queued, dropped lines), every "
          "start within 0.5 ms, the late parts and the missing part found, nothing else flagged")
    return 0


if __name__ == "__main__":
    sys.exit(check())
