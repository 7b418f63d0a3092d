#!/usr/bin/env python3
"""Whole-cue latency: when each cue starts after its key press, and whether all of it
arrived on time (issue 15).

Deputy (release) runs under Xvfb with its sound going to a PulseAudio null sink; `parec`
records the sink's monitor. Key presses go through one long-running `xdotool -` and are
stamped just before each is written. Deputy logs, at debug level on the target
`deputy::cues`, each cue it hands to the mixer (its effects, its voice lines with their
lengths, the volumes): that names the sounds to look for; the times come from the
recording alone.

The recording is dated by the arrival of its chunks: a sample's time is its index over
the rate plus the smallest (arrival - chunk end) offset within 10 s around it. For each
cue, the expected sound is built from the WAV files in sounds/ (upsampled to the
recording's rate) at the logged volumes and the output's headroom: its effects, which
start together, and its voice lines, one after another.

Cues overlap (a payday roll's voice lasts 2.2 to 3.2 s, rolls come 0.5 s apart), so the
analysis follows the voice queue as Deputy runs it: every cue's effects start at its
press, over anything; its voice starts with them when the queue is free, else when the
voice before it ends as heard (a voice waiting there is not late; one starting 2 ms or
more after that is a stall). When Deputy logs "dropped N waiting lines" (with a new
cue, or alone after a take-back), the last N lines still waiting of the cues before are
not expected (the line being spoken is finished; a new voice follows it). Starts are
found by cross-correlation; a name's length is logged in whole ms, so the line after it
is found again within 1 ms. Then each cue is followed in 10 ms chunks: a chunk is on
time when the recording there matches the sum of every cue sounding there at one gain
(the limiter), the cue's own part leaving a residual under 25 % of its energy. A chunk
that does not match is looked for in the next 3 s: found later, the cue has a stall of
that gap (a part arrived late); not found, that part is missing. Chunks inside a
player's name (spoken by the synthesiser, not a file), anyone's, are not judged. The
whole is followed three times in press order, each cue against the others as last
placed.

Reported per press: the start (the first part's first sample - the press) and the
verdict (whole, late by N ms, missing N ms); then the median and worst start, the
stalls, and every line Deputy logged other than the cue trace. A voice alone (a Duel
call) pressed while the voice before it still speaks waits for it (lines never cut each
other): it is marked "queued", judged on starting where that voice ends (later is a
stall), and left out of the start figures, which measure how quickly the output
answers a press.

Scenarios (a prepared save of benches/saves.py, then presses of the main key separated
by idle gaps drawn between 0.5 and 8 s, log-uniform, seeded; so many gaps are longer
than the 3 s after which the output is paused):
  fast-west   6 cowboys, Deputy's deck: Space flips the first cowboy's card (an event's
              effect and name, or a cactus's flip); Ctrl+Z takes it back 0.3 s later.
              The presses are split over sessions of 6, each dealt so that the card is
              another kind: Roulette, Bandits, Sheriff, a cactus, Indians, Cavalry,
              the child, then again (a take-back gives the same card again)
  duel        manual calling: each Space calls the next tier ("Six!" ...)
  gnadenlos   a payday: Space rolls the die (rattle, "column N", who pays and how
              much); Ctrl+Z takes the roll back 0.2 s before the next roll (a take-back
              drops the voice lines still waiting, which the analysis reads from the
              log: a quick next roll cuts the announcement short)

Usage: cue_latency.py DEPUTY [SCENARIO...]   (via benches/cue_latency.sh)
  PRESSES=N   presses per scenario (default: fast-west 200, duel 40, gnadenlos 40)
  GAP_MIN, GAP_MAX   the idle gaps' range in seconds (0.5, 8)
  DUMP=PREFIX   also saves each session as PREFIX-SCENARIO-N.pickle (the recording's
              chunks, the presses, Deputy's log lines)
       cue_latency.py --reanalyse SCENARIO FILE.pickle...
  analyses dumped sessions again (no Deputy, no sound server): the same per-press lines
  and RESULT line as a live run, the idle before each press taken from the presses
"""

import os
import random
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import wave

import numpy as np

import saves
import window as xwindow

RATE = 44100
HEADROOM = 0.8  # src/services/voice.rs
CHUNK = RATE // 100  # 10 ms
SOUNDS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "sounds")
SEARCH_LATE = 3.0  # how far a late part is looked for, in seconds
MATCH = 0.25  # a chunk matches when the residual keeps under this share of its energy
STALL_MS = 2.0  # a gap inside a cue this long or longer is a stall (audible as a click)
ARRIVED = 0.1  # a cue has reached the mixer this long after its press, in seconds
NUDGE = 2  # samples: a chunk this close to where it is expected is on time


class Recorder:
    """parec on the sink's monitor; every chunk stamped with its arrival time."""

    def __init__(self, source):
        self.proc = subprocess.Popen(
            ["parec", "-d", source, "--format=s16le", "--channels=1", f"--rate={RATE}",
             "--latency-msec=2", "--raw"],
            stdout=subprocess.PIPE, bufsize=0)
        self.chunks = []  # (arrival time in s, bytes)
        self.thread = threading.Thread(target=self._read, daemon=True)
        self.thread.start()

    def _read(self):
        fd = self.proc.stdout.fileno()
        while True:
            data = os.read(fd, 1024)
            if not data:
                return
            self.chunks.append((time.monotonic(), data))

    def stop(self):
        self.proc.terminate()
        self.proc.wait()
        self.thread.join(timeout=2)

    def signal(self):
        """The samples (float, -1 to 1) and the time of each, as a function."""
        return dated(self.chunks)


def dated(chunks):
    """The samples (float, -1 to 1) of a recording received as `chunks` ((arrival time in
    s, bytes of s16le mono), in order), and two functions: the time a sample was made
    (`time_of(index)`) and the index of a time (`index_of(t)`)."""
    data = b"".join(d for _, d in chunks)
    data = data[: len(data) // 2 * 2]
    samples = np.frombuffer(data, dtype="<i2").astype(np.float32) / 32768.0
    ends, arrivals, total = [], [], 0
    for arrived, d in chunks:
        total += len(d)
        ends.append(total // 2)
        arrivals.append(arrived)
    ends = np.array(ends, dtype=np.float64)
    offsets = np.array(arrivals) - ends / RATE  # sample n was made at n / RATE + offset

    def time_of(n):
        # Chunks arrive late by scheduling, never early: the 10th percentile of the
        # offsets around n dates its samples.
        lo = np.searchsorted(ends, n - 10 * RATE)
        hi = np.searchsorted(ends, n + 10 * RATE)
        return n / RATE + np.percentile(offsets[lo:max(hi, lo + 1)], 10)

    def index_of(t):
        n = int((t - np.percentile(offsets, 10)) * RATE)
        # One refinement: the offset near n.
        return int((t - (time_of(n) - n / RATE)) * RATE)

    return samples, time_of, index_of


_cache = {}


def sound(path):
    """A sound file's samples at RATE (linear interpolation, as rodio's converter)."""
    if path not in _cache:
        with wave.open(os.path.join(SOUNDS, path)) as w:
            rate = w.getframerate()
            raw = np.frombuffer(w.readframes(w.getnframes()), dtype="<i2").astype(np.float32)
        x = raw / 32768.0
        n = int(len(x) * RATE / rate)
        _cache[path] = np.interp(np.arange(n) * rate / RATE, np.arange(len(x)), x).astype(np.float32)
    return _cache[path]


class Cue:
    """A cue as Deputy logged it: its effects' mix and its voice lines' sequence, with
    a mask of the samples whose content is known (a synthesised name is not), and where
    each line ends (in samples from the voice's start)."""

    def __init__(self, line, at):
        self.at = at
        fields = dict(re.findall(r"(\w+)=(\S*)", line))
        fx_volume = float(fields.get("fx_volume", 0.8))
        voice_volume = float(fields.get("voice_volume", 1.0))
        effects = [sound(f"fx/{path}.wav") * fx_volume * HEADROOM
                   for path in filter(None, fields.get("fx", "").split(","))]
        self.fx = None
        if effects:
            self.fx = np.zeros(max(len(e) for e in effects), dtype=np.float32)
            for e in effects:
                self.fx[: len(e)] += e
        parts, known = [], []
        for item in filter(None, fields.get("voice", "").split(",")):
            path, ms = item.rsplit(":", 1)
            if path.startswith("seat/"):
                n = int(int(ms) * RATE / 1000)
                parts.append(np.zeros(n, dtype=np.float32))
                known.append(np.zeros(n, dtype=bool))
            else:
                s = sound(f"voice/en/{path}.wav") * voice_volume * HEADROOM
                parts.append(s)
                known.append(np.ones(len(s), dtype=bool))
        self.voice = np.concatenate(parts) if parts else None
        self.known = np.concatenate(known) if known else None
        self.line_ends = [int(n) for n in np.cumsum([len(p) for p in parts])]
        self.names = fields.get("fx", "") + " " + fields.get("voice", "")

    def first_lines(self, count):
        """The voice of the first `count` lines and its mask, or (None, None)."""
        if count <= 0 or self.voice is None:
            return None, None
        n = self.line_ends[count - 1]
        return self.voice[:n], self.known[:n]


def read_log(lines):
    """Deputy's stderr lines ([(time, text)]) as the cues it played, the times and counts
    of its "dropped N waiting lines", and the other lines (not the cue trace)."""
    cues, drops = [], []
    for at, text in lines:
        if "deputy::cues" not in text:
            continue
        if " play " in text:
            cues.append(Cue(text, at))
        dropped = re.search(r"dropped (\d+) waiting lines", text)
        if dropped:
            drops.append((at, int(dropped.group(1))))
    return cues, drops, [text for _, text in lines if "deputy::cues" not in text]


def find_start(residual, part, lo, hi, head_secs=0.06):
    """The index in [lo, hi) where `part`'s first `head_secs` best match, and how well
    (normalised correlation)."""
    head = part[: int(head_secs * RATE)]
    if np.dot(head, head) < 1e-6:
        head = part[: int(0.2 * RATE)]
    lo, hi = max(lo, 0), min(hi, len(residual) - len(head))
    if hi <= lo:
        return None, 0.0
    seg = residual[lo:hi + len(head)]
    n = 1 << int(np.ceil(np.log2(len(seg) + len(head))))
    corr = np.fft.irfft(np.fft.rfft(seg, n) * np.conj(np.fft.rfft(head, n)), n)[: hi - lo]
    power = np.concatenate([[0.0], np.cumsum(seg.astype(np.float64) ** 2)])
    energy = (power[len(head):] - power[:-len(head)])[: hi - lo]
    ncc = corr / np.sqrt(np.maximum(energy, 1e-9) * np.dot(head, head))
    best = int(np.argmax(ncc))
    return lo + best, float(ncc[best])


def fit(got, want, other):
    """How well `got` is `want` plus `other` (what other cues play there) at one gain (the
    output's limiter lowers the gain of the whole mix where sounds overlap): the
    residual's share of `want`'s energy (plus a quarter of `other`'s: a part more than
    about 10 dB under the other cues sounding with it is masked, not judged), and the
    gain."""
    both = want + other
    ww = float(np.dot(both, both))
    gain = float(np.dot(got, both)) / ww
    if not 0.3 < gain < 1.3:
        return float("inf"), gain
    rest = got - gain * both
    scale = float(np.dot(want, want)) + 0.25 * float(np.dot(other, other))
    return float(np.dot(rest, rest)) / (gain * gain * scale), gain


def follow(samples, others, lost, hidden, parts, limit):
    """Follows a cue's `parts` ([(start index, samples, known mask or None, whether it is
    voice)], which stall together) in 10 ms chunks: a chunk is on time when the recording
    there is the part's expected sound plus `others` (every other cue's sound as placed,
    at unit gain) at one gain, or failing that, plus `lost` too (what the other cues
    were expected to play where they did not match: two overlapping cues may each fail
    only because the other is not yet placed). Samples where `hidden` is set (another
    cue's name sounds) and the part's own names are not judged. A chunk not where
    expected is looked for (a 40 ms window from it, or from the next chunk when the
    stall is inside this one) from 5 ms earlier to 3 s later, but not past `limit` (the next
    press: the same card flipped again is the same sound) and, for the voice alone, not
    past its own end (a later cue's voice queued behind it may repeat its lines): found,
    the rest follows from there (a stall of that gap: a part arrived late); not found,
    that chunk is missing. Returns (the gaps in ms, the missing ms, what it placed and
    what it expected but did not find: two lists of (index, samples at unit gain),
    where its names sound: a list of (first, end) indices, the final shift in
    samples)."""
    gaps, missing, placed, missed, names = [], 0.0, [], [], []
    shift = 0
    begin = min(s for s, *_ in parts)
    end = max(s + len(p) for s, p, *_ in parts)
    voice_end = max((s + len(p) for s, p, _, voice in parts if voice), default=None)
    residual = samples - others

    def expected(a, b):
        # The known sound from a to b, where it can be judged (not where a name,
        # unknown, sounds), and whether an effect sounds there.
        out = np.zeros(b - a, dtype=np.float32)
        unknown = np.zeros(b - a, dtype=bool)
        fx = False
        for s, p, k, voice in parts:
            lo, hi = max(a, s), min(b, s + len(p))
            if hi > lo:
                out[lo - a:hi - a] += p[lo - s:hi - s]
                if k is not None:
                    unknown[lo - a:hi - a] |= ~k[lo - s:hi - s]
                fx |= not voice
        return out, ~unknown, fx

    a = begin
    after_name, names_end = False, None
    while a < end:
        b = min(a + CHUNK, end)
        want, judged, _ = expected(a, b)
        if not judged.all():
            after_name = bool(not judged[-1])
            if judged[-1]:
                names_end = a + int(np.flatnonzero(~judged)[-1]) + 1
        elif after_name:
            after_name, names_end = False, a
        if names_end is not None:
            # A name ends here: it lasts up to 1 ms longer than its logged whole ms, so
            # what follows is found again nearby (not a stall).
            window = expected(names_end, min(names_end + 4 * CHUNK, end))[0]
            found, score = find_start(residual, window, names_end + shift - RATE // 1000,
                                      names_end + shift + RATE // 500 + 1)
            if found is not None and score >= 0.1:
                shift = found - names_end
            names_end = None
        a0, b0 = a + shift, b + shift
        if b0 > len(samples):
            missing += (b - a) / RATE * 1000
            a = b
            continue
        if not judged.all():
            idx = np.flatnonzero(~judged)
            names.append((a0 + int(idx[0]), a0 + int(idx[-1]) + 1))
        judged &= ~hidden[a0:b0]
        if judged.sum() < (b - a) // 2 or np.dot(want[judged], want[judged]) < 1e-5 * judged.sum():
            # Not judged (silent, or under a name): taken to be there.
            placed.append((a0, want))
            a = b
            continue
        err, gain = fit(samples[a0:b0][judged], want[judged], others[a0:b0][judged])
        if err >= MATCH:
            err, gain = fit(samples[a0:b0][judged], want[judged],
                            (others[a0:b0] + lost[a0:b0])[judged])
        if err >= MATCH:
            # A part may sit a sample or two off where the analysis placed it (a line's
            # start found a sample early, an effect and a voice converted with different
            # phases): a voiced chunk still matches, a hiss does not. Within NUDGE
            # samples (well under a stall) the chunk is on time, and what follows is
            # placed there.
            for nudge in sorted(range(-NUDGE, NUDGE + 1), key=abs)[1:]:
                n0, n1 = a0 + nudge, b0 + nudge
                if n0 < 0 or n1 > len(samples):
                    continue
                ok = judged & ~hidden[n0:n1]
                if ok.sum() < (b - a) // 2:
                    continue
                err, gain = fit(samples[n0:n1][ok], want[ok], others[n0:n1][ok])
                if err < MATCH:
                    shift += nudge
                    a0, b0 = n0, n1
                    break
        if err < MATCH:
            residual[a0:b0] -= gain * want
            placed.append((a0, want))
            a = b
            continue
        # Looked for from this chunk, and from the next (a stall inside this chunk
        # leaves no shift under which a window from here matches whole, and a vowel
        # may then match a few pitch periods off): the next one's match wins when it is
        # clearly better and shifted.
        matches = {}
        for at in (a, b) if b < end else (a,):
            window, seen, has_fx = expected(at, min(at + 4 * CHUNK, end))
            last = limit if has_fx or voice_end is None else max(limit, voice_end + shift)
            found, score = find_start(residual, window, at + shift - RATE // 200,
                                      min(at + shift + int(SEARCH_LATE * RATE), last))
            if found is None or score <= 0.7:
                continue
            n = min(len(window), len(samples) - found)
            ok = seen[:n] & ~hidden[found:found + n]
            err, gain = fit(samples[found:found + n][ok], window[:n][ok],
                            others[found:found + n][ok])
            if err < MATCH:
                matches[at] = (score, found, gain)
        if b in matches and matches[b][1] - (b + shift) >= RATE // 2000 \
                and (a not in matches or matches[b][0] > matches[a][0] + 0.01):
            # The stall is inside this chunk: the rest follows from the next one.
            gaps.append((matches[b][1] - (b + shift)) / RATE * 1000)
            shift = matches[b][1] - b
            a = b
            continue
        if a in matches:
            _, found, gain = matches[a]
            gaps.append((found - a0) / RATE * 1000)
            shift = found - a
            residual[a + shift:b + shift] -= gain * want
            placed.append((a + shift, want))
            a = b
            continue
        missing += (b - a) / RATE * 1000
        missed.append((a0, want))
        a = b
    return [g for g in gaps if abs(g) >= 0.1], missing, placed, missed, names, shift


class Heard:
    """One press's cue as the analysis places it in the recording."""

    def __init__(self, verdict, time, cue, press, until, limit):
        self.verdict = verdict  # its index among the verdicts
        self.time = time  # of the press, in s
        self.cue = cue
        self.press = press  # index of the press
        self.until = until  # the next press's cue may start here (the same sound)
        self.limit = limit  # index of the next press
        self.lines = cue.voice, cue.known  # less the lines Deputy dropped
        self.voice, self.known = self.lines  # as heard: a name's length fitted
        self.start_fx = self.start_voice = self.voice_end = None
        self.late, self.missing = [], 0.0
        self.placed, self.missed, self.names = [], [], []

    def put(self, placed, lost, hidden, sign):
        """Adds (sign 1) or takes out (sign -1) this cue's sound, the sound it misses
        and its names."""
        for into, chunks in ((placed, self.placed), (lost, self.missed)):
            for at, want in chunks:
                n = min(len(want), len(into) - at)
                into[at:at + n] += sign * want[:n]
        for lo, hi in self.names:
            hidden[lo:hi] += sign

    def locate(self, residual, queue_end):
        """Finds where the effects and the voice start: the effects at the press, the
        voice with them when the voice queue is free, else where the queue puts it: at
        the end of the voice before (`queue_end`). A voice later than that is a stall
        (returned in ms; None when the queue's timing is not known)."""
        cue, p = self.cue, self.press
        lo, hi = p - RATE // 100, min(p + int(0.6 * RATE), self.until)
        self.start_fx = self.start_voice = self.voice_end = None
        self.voice, self.known = self.lines
        if self.voice is None:
            voice_known = False
        else:
            voice_known = bool(self.known.any())
        wait = None
        if cue.fx is not None and voice_known and self.known[0] and queue_end <= p:
            # Most cues start their effect and their first line together; where the
            # voice queue is still busy at the press, the effect is found alone (at the
            # press) and the voice after it, where the queue frees.
            joint = np.zeros(max(len(cue.fx), len(self.voice)), dtype=np.float32)
            joint[: len(cue.fx)] += cue.fx
            joint[: len(self.voice)] += self.voice
            s, score = find_start(residual, joint[: int(0.04 * RATE)], lo, hi)
            # Only where the queue is free by then (a voice queued behind another that
            # ends a ms after the effect starts matches the joint head almost as well).
            if score >= 0.7 and s >= queue_end - NUDGE:
                self.start_fx = self.start_voice = s
        if self.start_fx is None and cue.fx is not None:
            self.start_fx, score = find_start(residual, cue.fx, lo, hi)
            if score < 0.5:
                # Its head may sound over another cue's name (unknown): the whole effect.
                self.start_fx, score = find_start(residual, cue.fx, lo, hi, len(cue.fx) / RATE)
            if score < 0.5 and queue_end > p:
                # A soft effect under the loud voice before it (not all of which the
                # limiter let through): its best match where an effect starts, which
                # the chunks then judge.
                self.start_fx, score = find_start(
                    residual, cue.fx, lo, min(hi, p + int((ARRIVED + 0.06) * RATE)))
                score = 1.0 if score >= 0.3 else score
            if score < 0.5:
                self.start_fx = None
        if not voice_known:
            return None
        probe = residual.copy()
        if self.start_fx is not None:
            n = min(len(cue.fx), len(probe) - self.start_fx)
            probe[self.start_fx:self.start_fx + n] -= cue.fx[:n]
        if self.start_voice is None:
            first = int(np.argmax(self.known))
            if self.start_fx is not None:
                wait = max(self.start_fx, queue_end)
            elif queue_end > p + int(ARRIVED * RATE):
                wait = queue_end
            if wait is None:
                lo_v = max(lo, queue_end - RATE // 20)
                hi_v = min(p + int(SEARCH_LATE * RATE), self.until)
            else:
                # Not past the voice's own length: a later cue's voice may repeat it.
                lo_v = wait + first - RATE // 200
                hi_v = lo_v + min(int(SEARCH_LATE * RATE), len(self.voice))
                self.voice_end = wait + len(self.voice)  # where the queue frees, if unheard
            s, score = find_start(probe, self.voice[first:], lo_v, hi_v)
            if s is None or score < 0.5:
                # Its head may sound under another cue's effect: its first 0.5 s.
                s, score = find_start(probe, self.voice[first:], lo_v, hi_v, 0.5)
            if s is None or score < 0.5:
                return None
            self.start_voice = s - first
        self.fit_names(probe)
        return None if wait is None else (self.start_voice - wait) / RATE * 1000

    def fit_names(self, probe):
        """A name's length is logged in whole ms (cut, not rounded): the line after it
        starts up to 1 ms later than the log says, which decorrelates a voice. Finds each
        such line's start in `probe` (within 1 ms earlier to 2 ms later) and lengthens or
        shortens the name before it to match."""
        edges = np.flatnonzero(np.diff(np.concatenate([[0], ~self.known, [0]]).astype(np.int8)))
        voice, known, at, extra = [], [], 0, 0
        for run_start, run_end in zip(edges[::2], edges[1::2]):
            if run_end >= len(self.voice):
                break
            want = self.start_voice + run_end + extra
            s, score = find_start(probe, self.voice[run_end:], want - RATE // 1000,
                                  want + RATE // 500 + 1)
            d = s - want if s is not None and score >= 0.1 else 0
            d = max(d, -(run_end - run_start) // 2)
            voice.append(self.voice[at:run_end + min(d, 0)])
            known.append(self.known[at:run_end + min(d, 0)])
            voice.append(np.zeros(max(d, 0), dtype=np.float32))
            known.append(np.zeros(max(d, 0), dtype=bool))
            extra += d
            at = run_end
        if at:
            self.voice = np.concatenate(voice + [self.voice[at:]])
            self.known = np.concatenate(known + [self.known[at:]])


def analyse(samples, time_of, index_of, presses, cues, drops=()):
    """One verdict per press: (press time, start ms or None, late gaps, missing ms, names,
    queued ms: for a voice alone that waited for the voice before it to end, when that
    one ended after the press, else None).

    `cues` are the cues Deputy logged, `drops` the (time, count) of its "dropped N
    waiting lines" (with a new cue's line, or alone after a take-back). A press's cue is
    the first logged within 0.5 s after it. The effects are located first (they start at
    their press, overlapping anything); then, in press order, each voice where the voice
    queue puts it: with its effect, or behind the voice before it as heard. Lines Deputy
    dropped are not expected: the last N lines still waiting when the drop was logged.
    Every chunk is judged against all cues sounding there; the whole is followed three
    times, each cue with the others as last placed."""
    lines_left = {id(c): len(c.line_ends) for c in cues}
    for at, count in drops:
        # The lines dropped are the last waiting lines of the cues logged before: before
        # the new cue when logged with it (a new action's), else (a take-back's) up to
        # the last.
        earlier = [c for c in cues if c.at <= at]
        if earlier and at - earlier[-1].at < 0.05:
            earlier = earlier[:-1]
        for c in reversed(earlier):
            n = min(count, lines_left[id(c)])
            lines_left[id(c)] -= n
            count -= n
    out, heard = [], []
    for k, t in enumerate(presses):
        nxt = presses[k + 1] if k + 1 < len(presses) else t + 10
        mine = [c for c in cues if t <= c.at < min(t + 0.5, nxt)]
        if not mine:
            out.append((t, None, [], 0.0, "(no cue)", None))
            continue
        h = Heard(len(out), t, mine[0], index_of(t), index_of(nxt) - RATE // 50, index_of(nxt))
        h.lines = h.cue.first_lines(lines_left[id(h.cue)])
        out.append(None)
        heard.append(h)
    placed = np.zeros(len(samples), dtype=np.float32)
    lost = np.zeros(len(samples), dtype=np.float32)
    hidden = np.zeros(len(samples), dtype=np.int16)
    queue_end = 0
    for h in heard:
        # First guess: each cue's parts where they start, whole, at unit gain (a later
        # cue's effect is then found over the voice it overlaps).
        h.locate(samples - placed, queue_end)
        if h.start_fx is not None:
            h.placed.append((h.start_fx, h.cue.fx))
        if h.start_voice is not None:
            h.placed.append((h.start_voice, h.voice))
            edges = np.flatnonzero(np.diff(np.concatenate([[0], ~h.known, [0]]).astype(np.int8)))
            h.names = [(h.start_voice + int(a), h.start_voice + int(b))
                       for a, b in zip(edges[::2], edges[1::2])]
            h.voice_end = h.start_voice + len(h.voice)
        if h.voice_end is not None:
            queue_end = h.voice_end
        h.put(placed, lost, hidden, 1)
    for _ in range(3):
        queue_end = 0
        for h in heard:
            h.put(placed, lost, hidden, -1)
            h.queue_before = queue_end
            wait = h.locate(samples - placed, queue_end)
            h.late, h.missing, h.placed, h.missed, h.names = [], 0.0, [], [], []
            if wait is not None:
                h.late.append(wait)
            parts = []
            if h.start_fx is not None:
                parts.append((h.start_fx, h.cue.fx, None, False))
            elif h.cue.fx is not None:
                h.missing += len(h.cue.fx) / RATE * 1000
            if h.start_voice is not None:
                parts.append((h.start_voice, h.voice, h.known, True))
            elif h.voice is not None:
                h.missing += h.known.sum() / RATE * 1000
            if h.start_fx is not None and h.start_voice is not None \
                    and h.start_voice >= h.start_fx + len(h.cue.fx):
                # A voice queued after its effect ended: each follows alone.
                groups = [parts[:1], parts[1:]]
            else:
                groups = [parts] if parts else []
            for group in groups:
                late, missing, taken, missed, names, shift = follow(
                    samples, placed, lost, hidden > 0, group, h.limit)
                h.late += late
                h.missing += missing
                h.placed += taken
                h.missed += missed
                h.names += names
                if group[-1][3]:
                    h.voice_end = h.start_voice + len(h.voice) + shift
            h.put(placed, lost, hidden, 1)
            if h.voice_end is not None:
                queue_end = h.voice_end
    for h in heard:
        starts = [s for s in (h.start_fx, h.start_voice) if s is not None]
        t = h.time
        if not starts:
            out[h.verdict] = (t, None, [], float("inf"), h.cue.names, None)
            continue
        late = [g for g in h.late if abs(g) >= STALL_MS]
        # A voice alone that starts where the voice before it ends, after the press,
        # waited in the queue: its start tells how long that voice spoke on, not how
        # quickly the output answers.
        queued = None
        if h.cue.fx is None and h.start_voice is not None and h.queue_before > h.press \
                and -NUDGE <= h.start_voice - h.queue_before < STALL_MS * RATE / 1000:
            queued = (time_of(h.queue_before) - t) * 1000
        out[h.verdict] = (t, (time_of(min(starts)) - t) * 1000, late, h.missing, h.cue.names,
                          queued)
    return out


def stderr_reader(proc, lines):
    for raw in proc.stderr:
        lines.append((time.monotonic(), raw.decode(errors="replace").rstrip()))


SCENARIOS = {
    # name: (save, key that sets the table back, sessions, when it is sent: 0.3 s after
    # the press, or 0.2 s before the next one (a take-back drops the voice lines still
    # waiting: a payday's long announcement is heard to its end unless the next roll
    # comes first))
    # Fast West: a session per first card, in turn: every event kind's effect and name,
    # and the plain cactus's flip (benches/saves.py deals so that the first cowboy's
    # first card is that one).
    "fast-west": ([f"fast-west-6-{top}" for top in
                   ["roulette", "bandits", "sheriff", "cactus", "indians", "cavalry", "child"]],
                  "ctrl+z", 6, "after"),
    "duel": ("duel", None, 0, None),
    "gnadenlos": ("gnadenlos", "ctrl+z", 0, "before"),
}
DEFAULT_PRESSES = {"fast-west": 200, "duel": 40, "gnadenlos": 40}


def session(deputy, scenario, gaps, number=0):
    """One Deputy process (the scenario's `number`th session): presses separated by
    `gaps`; returns the verdicts and the log lines other than the cue trace."""
    save, back, _, back_at = SCENARIOS[scenario]
    if isinstance(save, list):
        save = save[number % len(save)]
    data = tempfile.mkdtemp(prefix=f"deputy-latency-{scenario}-")
    try:
        saves.prepare(save, data, manual_caller=True)
        env = dict(os.environ, RUST_LOG="warn,deputy::cues=debug")
        logs = []  # each process's stderr lines: the last is the one that shows its window

        def read(proc):
            logs.append([])
            threading.Thread(target=stderr_reader, args=(proc, logs[-1]), daemon=True).start()

        app, window = xwindow.start([deputy, "--data-dir", data, "--resume"], on_start=read,
                                    stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env)
        lines = logs[-1]
        time.sleep(4.0)  # sounds ready, opening cues over, output paused
        xdo = subprocess.Popen(["xdotool", "-"], stdin=subprocess.PIPE, text=True)
        xdo.stdin.write(f"windowfocus --sync {window}\n")
        xdo.stdin.flush()
        time.sleep(0.5)
        recorder = Recorder(os.environ.get("SINK", "deputy_latency") + ".monitor")
        time.sleep(1.0)
        presses = []
        for gap in gaps:
            t = time.monotonic()
            xdo.stdin.write("key --delay 0 space\n")
            xdo.stdin.flush()
            presses.append(t)
            if back:
                at = 0.3 if back_at == "after" else max(0.3 + gap - 0.2, 0.3)
                time.sleep(max(t + at - time.monotonic(), 0))
                xdo.stdin.write(f"key --delay 0 {back}\n")
                xdo.stdin.flush()
            time.sleep(max(t + (0.3 if back else 0) + gap - time.monotonic(), 0))
        time.sleep(3.0)
        recorder.stop()
        xdo.stdin.close()
        xdo.wait()
        app.terminate()
        app.wait()
        time.sleep(0.2)
        cues, drops, other = read_log(lines)
        samples, time_of, index_of = recorder.signal()
        dump = os.environ.get("DUMP")
        if dump:
            import pickle
            with open(f"{dump}-{scenario}-{int(presses[0])}.pickle", "wb") as f:
                pickle.dump({"chunks": recorder.chunks, "presses": presses, "lines": lines}, f)
        return analyse(samples, time_of, index_of, presses, cues, drops), other
    finally:
        shutil.rmtree(data, ignore_errors=True)


def report(scenario, verdicts, idle, log_lines, count):
    """Prints one line per press (`idle`: the idle seconds before each, None for a
    session's first press), the log lines and the RESULT line; returns whether the
    targets are met."""
    heard = [v for v in verdicts if v[1] is not None]
    # A voice that waited in the queue is judged on starting where the voice before it
    # ended (a later start is a stall), not on its time from the press.
    queued = [v for v in heard if v[5] is not None]
    starts = [v[1] for v in heard if v[5] is None]
    stalls = [v for v in heard if v[2]]
    missing = [v for v in verdicts if v[3] > 0]
    silent = [v for v in verdicts if v[1] is None and v[4] != "(no cue)"]
    for k, ((t, start, late, miss, names, wait), gap) in enumerate(zip(verdicts, idle)):
        verdict = "whole"
        if late:
            verdict = "LATE " + ", ".join(f"{g:.0f} ms" for g in late)
        if miss:
            verdict += f" MISSING {miss:.0f} ms"
        shown = "-" if start is None else f"{start:6.1f} ms"
        when = "first press      " if gap is None else f"after {gap:4.1f} s idle"
        if wait is not None:
            verdict += f" (queued: the voice before ended {wait:.1f} ms after the press)"
        print(f"{scenario} press {k + 1:3d} ({when}): start {shown}  {verdict}  [{names.strip()}]")
    med = statistics.median(starts) if starts else float("nan")
    worst = max(starts) if starts else float("nan")
    passed = bool(starts and med < 30 and worst < 60 and not stalls and not missing
                  and not silent and len(log_lines) <= 5)
    for line in log_lines:
        print(f"{scenario} log: {line}")
    print(f"RESULT whole-cue latency, {scenario}: {len(heard)} cues heard for {count} presses "
          f"({len(verdicts) - len(heard) - len(silent)} presses without a cue, {len(silent)} cues not found, "
          f"{len(queued)} voices queued behind the voice before); "
          f"start median {med:.1f} ms, worst {worst:.1f} ms; {len(stalls)} with a part late, "
          f"{len(missing)} with a part missing; {len(log_lines)} log lines; "
          f"target: all whole, median < 30 ms, worst < 60 ms, 0 stalls, a few log lines: "
          f"{'PASS' if passed else 'FAIL'}")
    return passed


def reanalyse(scenario, paths):
    """Analyses sessions dumped with DUMP (pickles of {"chunks", "presses", "lines"}) as
    a live run would, one report for them all; returns whether the targets are met."""
    import pickle
    back = SCENARIOS[scenario][1]
    verdicts, idle, log_lines = [], [], []
    for path in paths:
        with open(path, "rb") as f:
            dump = pickle.load(f)
        presses = dump["presses"]
        cues, drops, other = read_log(dump["lines"])
        samples, time_of, index_of = dated(dump["chunks"])
        verdicts += analyse(samples, time_of, index_of, presses, cues, drops)
        # The idle before a press: from the previous press (less the key that set the
        # table back) to this one.
        idle += [None] + [b - a - (0.3 if back else 0.0) for a, b in zip(presses, presses[1:])]
        log_lines += other
    return report(scenario, verdicts, idle, log_lines, len(verdicts))


def main():
    if sys.argv[1:2] == ["--reanalyse"]:
        if len(sys.argv) < 4 or sys.argv[2] not in SCENARIOS:
            print(f"usage: cue_latency.py --reanalyse {'|'.join(SCENARIOS)} FILE.pickle...",
                  file=sys.stderr)
            return 2
        return 0 if reanalyse(sys.argv[2], sys.argv[3:]) else 1
    deputy = sys.argv[1]
    scenarios = sys.argv[2:] or list(SCENARIOS)
    rng = random.Random(15)
    lo, hi = float(os.environ.get("GAP_MIN", 0.5)), float(os.environ.get("GAP_MAX", 8.0))
    status = 0
    for scenario in scenarios:
        count = int(os.environ.get("PRESSES", DEFAULT_PRESSES[scenario]))
        per_session = SCENARIOS[scenario][2] or count
        gaps = [lo * (hi / lo) ** rng.random() for _ in range(count)]
        verdicts, idle, log_lines = [], [], []
        for number, first in enumerate(range(0, count, per_session)):
            session_gaps = gaps[first:first + per_session]
            v, other = session(deputy, scenario, session_gaps, number)
            verdicts += v
            # Each press follows the gap after the one before (a session's first press
            # follows its settling time).
            idle += [None] + session_gaps[:-1]
            log_lines += other
        status |= 0 if report(scenario, verdicts, idle, log_lines, count) else 1
    return status


if __name__ == "__main__":
    sys.exit(main())
