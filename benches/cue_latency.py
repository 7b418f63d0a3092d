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
start together, and its voice lines, one after another. Each part's start is found by
cross-correlation after the press; then the cue is followed in 10 ms chunks: a chunk
is on time when the recording there (less what earlier cues explain) matches the
expected mix (residual under 25 % of its energy). A chunk that does not match is looked
for in the next 3 s: found later, the cue has a stall of that gap (a part arrived
late); not found, that part is missing. Chunks inside a player's name (spoken by the
synthesiser, not a file) are not judged.

Reported per press: the start (the first part's first sample - the press) and the
verdict (whole, late by N ms, missing N ms); then the median and worst start, the
stalls, and every line Deputy logged other than the cue trace.

Scenarios (a prepared save of benches/saves.py, then presses of the main key separated
by idle gaps drawn between 0.5 and 8 s, log-uniform, seeded; so many gaps are longer
than the 3 s after which the output is paused):
  fast-west   6 cowboys, Deputy's deck: Space flips the first cowboy's card (a cactus's
              flip, or an event's effect and name); Ctrl+Z takes it back 0.3 s later.
              The presses are split over sessions of 50 (each deals anew: other cards)
  duel        manual calling: each Space calls the next tier ("Six!" ...)
  gnadenlos   a payday: Space rolls the die (rattle, "column N", who pays and how
              much); Ctrl+Z takes the roll back 0.3 s later

Usage: cue_latency.py DEPUTY [SCENARIO...]   (via benches/cue_latency.sh)
  PRESSES=N   presses per scenario (default: fast-west 200, duel 40, gnadenlos 40)
  GAP_MIN, GAP_MAX   the idle gaps' range in seconds (0.5, 8)
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

RATE = 44100
HEADROOM = 0.8  # src/services/voice.rs
CHUNK = RATE // 100  # 10 ms
SOUNDS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "sounds")
SEARCH_LATE = 3.0  # how far a late part is looked for, in seconds
MATCH = 0.25  # a chunk matches when the residual keeps under this share of its energy
STALL_MS = 2.0  # a gap inside a cue this long or longer is a stall (audible as a click)


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
    a mask of the samples whose content is known (a synthesised name is not)."""

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
        self.names = fields.get("fx", "") + " " + fields.get("voice", "")


def find_start(residual, part, lo, hi):
    """The index in [lo, hi) where `part`'s first 60 ms best match, and how well
    (normalised correlation)."""
    head = part[: int(0.06 * RATE)]
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


def fit(got, want):
    """How well `got` is `want` at some gain (the output's limiter lowers the gain where
    sounds overlap): the residual's share of the energy, and the gain."""
    ww = float(np.dot(want, want))
    gain = float(np.dot(got, want)) / ww
    if not 0.3 < gain < 1.3:
        return float("inf"), gain
    rest = got - gain * want
    return float(np.dot(rest, rest)) / (gain * gain * ww), gain


def follow(residual, cue, start_fx, start_voice, limit):
    """Follows a cue in 10 ms chunks from its parts' starts, subtracting what it explains
    from `residual`. A chunk not where expected is looked for (a 40 ms window from it)
    from 5 ms earlier to 3 s later, but not past `limit` (where the next press's cue may
    start: the same card flipped again is the same sound): found, the rest of the cue
    follows from there (a stall of that gap: a part arrived late); not found, that chunk
    is missing. Returns (the gaps in ms, the missing ms, what was subtracted: a list of
    (index, samples))."""
    gaps, missing, taken = [], 0.0, []
    shift = 0
    begin = min(s for s in (start_fx, start_voice) if s is not None)
    end = max(s + len(p) for s, p in ((start_fx, cue.fx), (start_voice, cue.voice))
              if s is not None)

    def expected(a, b):
        # The known sound from a to b, and where it can be judged: not where a name
        # (unknown) sounds, whatever else sounds with it.
        out = np.zeros(b - a, dtype=np.float32)
        unknown = np.zeros(b - a, dtype=bool)
        for s, p, k in ((start_fx, cue.fx, None), (start_voice, cue.voice, cue.known)):
            if s is None:
                continue
            lo, hi = max(a, s), min(b, s + len(p))
            if hi > lo:
                out[lo - a:hi - a] += p[lo - s:hi - s]
                if k is not None:
                    unknown[lo - a:hi - a] |= ~k[lo - s:hi - s]
        return out, ~unknown

    a = begin
    while a < end:
        b = min(a + CHUNK, end)
        want, judged = expected(a, b)
        a0, b0 = a + shift, b + shift
        if b0 > len(residual):
            missing += (b - a) / RATE * 1000
            a = b
            continue
        if judged.sum() < (b - a) // 2 or np.dot(want[judged], want[judged]) < 1e-5 * judged.sum():
            a = b
            continue
        err, gain = fit(residual[a0:b0][judged], want[judged])
        if err < MATCH:
            residual[a0:b0] -= gain * want
            taken.append((a0, gain * want))
            a = b
            continue
        window, seen = expected(a, min(a + 4 * CHUNK, end))
        lo = a0 - RATE // 200
        found, score = find_start(residual, window, lo, min(a0 + int(SEARCH_LATE * RATE), limit))
        if found is not None and score > 0.7:
            got = residual[found:found + len(window)]
            err, gain = fit(got[seen[:len(got)]], window[:len(got)][seen[:len(got)]])
            if err < MATCH:
                gaps.append((found - a0) / RATE * 1000)
                shift = found - a
                residual[a + shift:b + shift] -= gain * want
                taken.append((a + shift, gain * want))
                a = b
                continue
        missing += (b - a) / RATE * 1000
        a = b
    return [g for g in gaps if abs(g) >= 0.1], missing, taken


def analyse(samples, time_of, index_of, presses, cues):
    """One verdict per press: (press time, start ms or None, late gaps, missing ms, names)."""
    residual = samples.copy()
    out, followed = [], []
    voice_free = 0  # where the voice queue is free (the end of the last voice heard)
    for k, t in enumerate(presses):
        nxt = presses[k + 1] if k + 1 < len(presses) else t + 10
        mine = [c for c in cues if t <= c.at < min(t + 0.5, nxt)]
        if not mine:
            out.append((t, None, [], 0.0, "(no cue)"))
            continue
        cue = mine[0]
        p = index_of(t)
        start_fx = start_voice = None
        lo = p - RATE // 100
        until = index_of(nxt) - RATE // 50  # the next press's cue may be the same sound
        if cue.fx is not None and cue.voice is not None and cue.known[0]:
            # Most cues start their effect and their first line together.
            joint = np.zeros(max(len(cue.fx), len(cue.voice)), dtype=np.float32)
            joint[: len(cue.fx)] += cue.fx
            joint[: len(cue.voice)] += cue.voice
            s, score = find_start(residual, joint[: int(0.04 * RATE)], lo,
                                  min(p + int(0.6 * RATE), until))
            if score >= 0.7 and s >= voice_free - RATE // 100:
                start_fx = start_voice = s
        if start_fx is None and cue.fx is not None:
            start_fx, score = find_start(residual, cue.fx, lo, min(p + int(0.6 * RATE), until))
            if score < 0.5:
                start_fx = None
        if start_voice is None and cue.voice is not None and cue.known.any():
            probe = residual.copy()
            if start_fx is not None:
                n = min(len(cue.fx), len(probe) - start_fx)
                probe[start_fx:start_fx + n] -= cue.fx[:n]
            first = int(np.argmax(cue.known))
            s, score = find_start(probe, cue.voice[first:], max(lo, voice_free - RATE // 20),
                                  min(p + int(SEARCH_LATE * RATE), until))
            if s is not None and score >= 0.5:
                start_voice = s - first
        if start_fx is None and start_voice is None:
            out.append((t, None, [], float("inf"), cue.names))
            continue
        late, missing, taken = follow(residual, cue, start_fx, start_voice, index_of(nxt))
        if start_voice is not None:
            voice_free = start_voice + len(cue.voice) + int(sum(late) * RATE / 1000)
        followed.append([len(out), cue, start_fx, start_voice, index_of(nxt), late, missing,
                         taken])
        first = min(s for s in (start_fx, start_voice) if s is not None)
        out.append((t, (time_of(first) - t) * 1000, late, missing, cue.names))
    # A cue that overlaps the next one was followed while the next one's sound was still
    # in the residual: follow each flagged cue again with every other cue's sound taken
    # out (twice, so that two overlapping cues both gain).
    for _ in range(2):
        for f in followed:
            k, cue, start_fx, start_voice, limit, late, missing, taken = f
            if not late and not missing:
                continue
            for at, part in taken:
                residual[at:at + len(part)] += part
            f[5], f[6], f[7] = follow(residual, cue, start_fx, start_voice, limit)
    for k, cue, start_fx, start_voice, _, late, missing, _ in followed:
        late = [g for g in late if abs(g) >= STALL_MS]
        if cue.fx is not None and start_fx is None:
            missing += len(cue.fx) / RATE * 1000
        t, start, _, _, names = out[k]
        out[k] = (t, start, late, missing, names)
    return out


def stderr_reader(proc, lines):
    for raw in proc.stderr:
        lines.append((time.monotonic(), raw.decode(errors="replace").rstrip()))


SCENARIOS = {
    # name: (save, key sent 0.3 s after each press to set the table back, sessions)
    "fast-west": ("fast-west-6", "ctrl+z", 50),
    "duel": ("duel", None, 0),
    "gnadenlos": ("gnadenlos", "ctrl+z", 0),
}
DEFAULT_PRESSES = {"fast-west": 200, "duel": 40, "gnadenlos": 40}


def session(deputy, scenario, gaps):
    """One Deputy process: presses separated by `gaps`; returns the verdicts and the
    log lines other than the cue trace."""
    save, back, _ = SCENARIOS[scenario]
    data = tempfile.mkdtemp(prefix=f"deputy-latency-{scenario}-")
    try:
        saves.prepare(save, data, manual_caller=True)
        env = dict(os.environ, RUST_LOG="warn,deputy::cues=debug")
        app = subprocess.Popen([deputy, "--data-dir", data, "--resume"],
                               stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env)
        lines = []
        threading.Thread(target=stderr_reader, args=(app, lines), daemon=True).start()
        window = None
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            found = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", "^Deputy$"],
                                   capture_output=True, text=True).stdout.split()
            if found:
                window = found[0]
                break
            time.sleep(0.05)
        if window is None:
            raise RuntimeError("the window did not appear")
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
                time.sleep(max(t + 0.3 - time.monotonic(), 0))
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
        cues = [Cue(line, at) for at, line in lines if "deputy::cues" in line and " play " in line]
        other = [line for _, line in lines if "deputy::cues" not in line]
        samples, time_of, index_of = recorder.signal()
        dump = os.environ.get("DUMP")
        if dump:
            import pickle
            with open(f"{dump}-{scenario}-{int(presses[0])}.pickle", "wb") as f:
                pickle.dump({"chunks": recorder.chunks, "presses": presses, "lines": lines}, f)
        return analyse(samples, time_of, index_of, presses, cues), other
    finally:
        shutil.rmtree(data, ignore_errors=True)


def main():
    deputy = sys.argv[1]
    scenarios = sys.argv[2:] or list(SCENARIOS)
    rng = random.Random(15)
    lo, hi = float(os.environ.get("GAP_MIN", 0.5)), float(os.environ.get("GAP_MAX", 8.0))
    status = 0
    for scenario in scenarios:
        count = int(os.environ.get("PRESSES", DEFAULT_PRESSES[scenario]))
        per_session = SCENARIOS[scenario][2] or count
        gaps = [lo * (hi / lo) ** rng.random() for _ in range(count)]
        verdicts, log_lines = [], []
        for first in range(0, count, per_session):
            v, other = session(deputy, scenario, gaps[first:first + per_session])
            verdicts += v
            log_lines += other
        heard = [v for v in verdicts if v[1] is not None]
        starts = [v[1] for v in heard]
        stalls = [v for v in heard if v[2]]
        missing = [v for v in verdicts if v[3] > 0]
        silent = [v for v in verdicts if v[1] is None and v[4] != "(no cue)"]
        for k, (t, start, late, miss, names) in enumerate(verdicts):
            verdict = "whole"
            if late:
                verdict = "LATE " + ", ".join(f"{g:.0f} ms" for g in late)
            if miss:
                verdict += f" MISSING {miss:.0f} ms"
            shown = "-" if start is None else f"{start:6.1f} ms"
            gap = gaps[k]
            print(f"{scenario} press {k + 1:3d} (after {gap:4.1f} s idle): start {shown}  {verdict}  [{names.strip()}]")
        med = statistics.median(starts) if starts else float("nan")
        worst = max(starts) if starts else float("nan")
        passed = (starts and med < 30 and worst < 60 and not stalls and not missing
                  and not silent and len(log_lines) <= 5)
        status |= 0 if passed else 1
        for line in log_lines:
            print(f"{scenario} log: {line}")
        print(f"RESULT whole-cue latency, {scenario}: {len(heard)} cues heard for {count} presses "
              f"({len(verdicts) - len(heard) - len(silent)} presses without a cue, {len(silent)} cues not found); "
              f"start median {med:.1f} ms, worst {worst:.1f} ms; {len(stalls)} with a part late, "
              f"{len(missing)} with a part missing; {len(log_lines)} log lines; "
              f"target: all whole, median < 30 ms, worst < 60 ms, 0 stalls, a few log lines: "
              f"{'PASS' if passed else 'FAIL'}")
    return status


if __name__ == "__main__":
    sys.exit(main())
