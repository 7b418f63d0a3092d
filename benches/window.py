"""Starting Deputy under Xvfb for the benchmark scripts, and finding its window.

Xvfb on a loaded machine now and then closes a new client's connection during its
handshake (about 1 connection in 100 with two busy processes on 2 cores, none seen idle;
a plain `xdpyinfo` loop shows it too). Deputy then cannot open its window: it says so
("cannot open the window: ... Failed to open connection to X server") and exits with
status 1, as it should with a display it cannot reach. A measurement has nothing to do
with that, so `start` starts Deputy again when it exits before its window shows.
"""

import subprocess
import sys
import time

TRIES = 3


def find_window(title="^Deputy$"):
    """The id of a visible window whose title matches `title` (a regex), or None."""
    out = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", title],
                         capture_output=True, text=True).stdout.split()
    return out[0] if out else None


def start(command, title="^Deputy$", timeout=60.0, on_start=None, **popen):
    """Starts `command` (a list) with `subprocess.Popen(command, **popen)` and waits up
    to `timeout` seconds for its window; returns (process, window id). `on_start(proc)`
    is called on each process started (to read its output). A process that exits before
    its window shows is started again, up to TRIES times in all, each retry said on
    standard error.

    Raises RuntimeError when the window does not show (the process is then stopped)."""
    for attempt in range(1, TRIES + 1):
        proc = subprocess.Popen(command, **popen)
        if on_start is not None:
            on_start(proc)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            window = find_window(title)
            if window is not None:
                return proc, window
            if proc.poll() is not None:
                break
            time.sleep(0.05)
        if proc.poll() is None:
            proc.terminate()
            proc.wait()
            raise RuntimeError(f"the window did not appear within {timeout:.0f} s")
        print(f"({command[0]} exited with status {proc.returncode} before its window "
              f"showed, try {attempt} of {TRIES}: Xvfb refused its connection?)",
              file=sys.stderr)
    raise RuntimeError(f"the window did not appear in {TRIES} tries")
