#!/usr/bin/env python3
"""End-to-end cue latency: from a key press to the cue's first sample heard.

Deputy (release) runs under Xvfb with its sound going through PulseAudio to a null sink;
`parec` records the sink's monitor. Key presses are sent by one long-running
`xdotool -` (commands on its standard input, so a press costs no process start), and
each press's time is taken just before the command is written. The recording is read
in small chunks, each stamped with the time it arrived, which dates every sample; the
first sample of a cue is the first one that is not digital silence after at least 80 ms
of silence (the null sink carries exact zeros when nothing plays). Latency = that sample's time - the press's time. It includes X, the frame
egui draws, the action and its save (sync_data), the cue handed to rodio, rodio's and
ALSA's buffers, PulseAudio, and the monitor's own period (a few ms, so the figure is a
little pessimistic).

Scenarios (a prepared save, then N presses of the main key):
  duel        a Duel in manual calling: each Space calls the next tier ("Six!"...)
  fast-west   a Fast West round with Deputy as the deck, 8 cowboys: each Space flips
              the first cowboy's card (a cactus's flip sound, or an event's sound and
              name); Ctrl+Z takes the flip back before the next press
  gnadenlos   a Gnadenlos! payday (the spec's worked example, taken over): each Space
              rolls the die (the die's sound, then "column N" and the payment);
              Ctrl+Z takes the roll back before the next press
The output pauses 3 s after the last sound (so that an idle table costs no CPU): with
the default gaps between presses it is running when a press comes; GAP=5 makes every
press resume a paused output.

Usage: benches/cue_latency.sh [SCENARIO...]   (all by default; PRESSES=20 per scenario)
"""

import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time

import saves

RATE = 44100
THRESHOLD = 4  # of 32768: the first sample that is not digital silence (about -78 dBFS)
SILENCE_BEFORE = int(0.080 * RATE)
WINDOW = 0.600  # a cue must start within this after its press to be paired with it


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
            data = os.read(fd, 512)
            if not data:
                return
            self.chunks.append((time.monotonic(), data))

    def stop(self):
        self.proc.terminate()
        self.proc.wait()
        self.thread.join(timeout=2)

    def samples(self):
        """Every sample with the time it was produced (the end of its chunk, minus
        the samples after it in the chunk)."""
        out = []
        carry = b""
        for arrived, data in self.chunks:
            data = carry + data
            usable = len(data) // 2 * 2
            carry = data[usable:]
            n = usable // 2
            values = memoryview(data[:usable]).cast("h")
            for i in range(n):
                out.append((arrived - (n - 1 - i) / RATE, abs(values[i])))
        return out


def onsets(samples):
    """The times of the first loud sample after at least SILENCE_BEFORE quiet ones."""
    found = []
    quiet = SILENCE_BEFORE
    for t, v in samples:
        if v >= THRESHOLD:
            if quiet >= SILENCE_BEFORE:
                found.append(t)
            quiet = 0
        else:
            quiet += 1
    return found


# scenario: (key sent after each cue to set the table back or None, seconds between
# presses: longer than the cue and what follows it). The saves are benches/saves.py's.
SCENARIOS = {
    "duel": (None, 1.4),
    "fast-west": ("ctrl+z", 2.0),
    "gnadenlos": ("ctrl+z", 4.0),
}


def run(deputy, scenario, presses, gap, back):
    data = tempfile.mkdtemp(prefix=f"deputy-latency-{scenario}-")
    try:
        saves.prepare(scenario, data, manual_caller=True)
        app = subprocess.Popen([deputy, "--data-dir", data, "--resume"],
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        window = None
        for _ in range(400):
            out = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", "^Deputy$"],
                                 capture_output=True, text=True)
            if out.stdout.strip():
                window = out.stdout.split()[0]
                break
            time.sleep(0.05)
        if window is None:
            raise RuntimeError("the window did not appear")
        time.sleep(3.0)  # sounds decoded, opening captions gone
        xdo = subprocess.Popen(["xdotool", "-"], stdin=subprocess.PIPE, text=True)
        xdo.stdin.write(f"windowfocus --sync {window}\n")
        xdo.stdin.flush()
        time.sleep(0.5)
        recorder = Recorder(os.environ.get("SINK", "deputy_sink") + ".monitor")
        time.sleep(1.0)
        pressed = []
        for _ in range(presses):
            t = time.monotonic()
            if os.environ.get("KEYMODE") == "key":
                xdo.stdin.write("key space\n")
                xdo.stdin.flush()
                pressed.append(t)
            else:
                xdo.stdin.write("keydown --delay 0 space\n")
                xdo.stdin.flush()
                pressed.append(t)
                time.sleep(0.1)
                xdo.stdin.write("keyup --delay 0 space\n")
                xdo.stdin.flush()
            if back:
                # Set the table back (undo is silent) 0.4 s before the next press.
                time.sleep(max(t + gap - 0.4 - time.monotonic(), 0))
                xdo.stdin.write(f"key --delay 0 {back}\n")
                xdo.stdin.flush()
            time.sleep(max(t + gap - time.monotonic(), 0))
        time.sleep(1.0)
        recorder.stop()
        xdo.stdin.close()
        xdo.wait()
        app.terminate()
        app.wait()
        heard = onsets(recorder.samples())
        latencies = []
        for t in pressed:
            after = [h for h in heard if t <= h < t + WINDOW]
            if after:
                latencies.append((after[0] - t) * 1000)
        return latencies
    finally:
        shutil.rmtree(data, ignore_errors=True)


def main():
    deputy = sys.argv[1]
    scenarios = sys.argv[2:] or list(SCENARIOS)
    presses = int(os.environ.get("PRESSES", "20"))
    results = {}
    for scenario in scenarios:
        # Duel's calls are paired with a few silent presses (the end of a round, the
        # next start): press more so that at least `presses` calls are heard.
        count = presses * 3 // 2 if scenario == "duel" else presses
        back, gap = SCENARIOS[scenario]
        gap = float(os.environ.get("GAP", gap))
        latencies = run(deputy, scenario, count, gap, back)
        results[scenario] = latencies
        if len(latencies) < presses:
            print(f"{scenario}: only {len(latencies)} cues heard for {count} presses", file=sys.stderr)
        shown = " ".join(f"{x:.1f}" for x in latencies)
        med = statistics.median(latencies) if latencies else float("nan")
        worst = max(latencies) if latencies else float("nan")
        verdict = "PASS" if latencies and med < 30 else "FAIL"
        print(f"{scenario}: {len(latencies)} cues; median {med:.1f} ms, worst {worst:.1f} ms [{shown}]")
        print(f"RESULT cue latency, {scenario}: median {med:.1f} ms, worst {worst:.1f} ms "
              f"over {len(latencies)} presses; target < 30 ms median: {verdict}")
    return 0 if all(r and statistics.median(r) < 30 for r in results.values()) else 1


if __name__ == "__main__":
    sys.exit(main())
