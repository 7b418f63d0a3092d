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
(A Fast West flip and a Gnadenlos! roll are the next scenarios to add: issue 10.)

Usage: benches/cue_latency.sh [SCENARIO...]   (all by default; PRESSES=20 per scenario)
"""

import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time

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


def write_settings(data, extra):
    settings = {"language": "en", "keep_awake": False, "show_history": True}
    settings.update(extra)
    with open(os.path.join(data, "settings.json"), "w") as f:
        json.dump(settings, f)


def write_save(data, game, setup, actions):
    games = os.path.join(data, "games")
    os.makedirs(games, exist_ok=True)
    with open(os.path.join(games, f"{game}-0-0.jsonl"), "w") as f:
        header = {"format": 1, "game": game, "app_version": "bench",
                  "created_unix_secs": 0, "setup": setup}
        f.write(json.dumps(header) + "\n")
        for action in actions:
            f.write(json.dumps({"act": action}) + "\n")


def seating(names):
    colours = ["red", "blue", "yellow", "green", "purple", "orange", "white", "black"]
    return {"players": [{"name": n, "colour": c} for n, c in zip(names, colours)], "first": 0}


def prepare_duel(data):
    write_settings(data, {"games": {"duel": {"caller_manual": True}}})
    setup = {"seating": seating(["Clint", "Reno"]), "options": {"hat_rule": True, "soft_hearted": False}}
    write_save(data, "duel", setup, ["start_shooting"])


PREPARE = {"duel": prepare_duel}


def run(deputy, scenario, presses, gap):
    data = tempfile.mkdtemp(prefix=f"deputy-latency-{scenario}-")
    try:
        PREPARE[scenario](data)
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
                time.sleep(gap)
            else:
                xdo.stdin.write("keydown --delay 0 space\n")
                xdo.stdin.flush()
                pressed.append(t)
                time.sleep(0.1)
                xdo.stdin.write("keyup --delay 0 space\n")
                xdo.stdin.flush()
                time.sleep(gap - 0.1)
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
    scenarios = sys.argv[2:] or list(PREPARE)
    presses = int(os.environ.get("PRESSES", "20"))
    results = {}
    for scenario in scenarios:
        # Duel's calls are paired with a few silent presses (the end of a round, the
        # next start): press more so that at least `presses` calls are heard.
        count = presses * 3 // 2 if scenario == "duel" else presses
        latencies = run(deputy, scenario, count, float(os.environ.get("GAP", "1.4")))
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
