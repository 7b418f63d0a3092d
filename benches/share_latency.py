#!/usr/bin/env python3
"""Action to phone, in a real browser (issue 19): from a key press in Deputy's real window
(xdotool under Xvfb) to the change of the page's table in headless Chromium (a
MutationObserver's timestamp), on the loopback.

Deputy (release) resumes a duel in manual calling (benches/saves.py duel --manual-caller)
sharing on 127.0.0.1 (`--share-addr 127.0.0.1:0`, its "Sharing at" line gives the
address); Chromium, phone-sized (390x844), opens the page through chromedriver
(WebDriver over plain HTTP on the loopback). Each Space calls the next tier, and after
tier 0 ends the round or starts the shooting: every press changes the page.

Clocks: the page stamps each change with performance.timeOrigin + performance.now() (ms
since 1970, the system clock at the page's start plus a monotonic clock); this script
stamps each press with time.time() just before xdotool is started (so xdotool's own
start-up counts in the latency). The two are compared through an offset measured by
asking the page for its clock between two of ours, keeping the tightest of 20 tries;
its uncertainty (half that round trip) is printed.

Usage (from benches/share_latency.sh): share_latency.py DEPUTY_BINARY
        PRESSES (default 30), GAP (seconds between presses, default 0.4)
"""

import json
import os
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import saves  # noqa: E402
import window as xwindow  # noqa: E402


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class WebDriver:
    """The few WebDriver commands this needs, JSON over HTTP to chromedriver."""

    def __init__(self, port, profile):
        self.base = f"http://127.0.0.1:{port}"
        caps = {"capabilities": {"alwaysMatch": {"goog:chromeOptions": {
            "binary": shutil.which("chromium"),
            "mobileEmulation": {"deviceMetrics": {"width": 390, "height": 844, "pixelRatio": 1.0}},
            "args": ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic",
                     "--no-first-run", "--disable-background-networking",
                     "--disable-component-update", "--disable-sync", "--disable-dev-shm-usage",
                     f"--user-data-dir={profile}"],
        }}}}
        self.session = self.call("POST", "/session", caps)["sessionId"]

    def call(self, method, path, body=None):
        data = json.dumps(body).encode() if body is not None else None
        request = urllib.request.Request(self.base + path, data=data, method=method,
                                         headers={"Content-Type": "application/json"})
        with urllib.request.urlopen(request, timeout=30) as answer:
            return json.loads(answer.read())["value"]

    def goto(self, url):
        self.call("POST", f"/session/{self.session}/url", {"url": url})

    def js(self, script):
        return self.call("POST", f"/session/{self.session}/execute/sync", {"script": script, "args": []})

    def close(self):
        try:
            self.call("DELETE", f"/session/{self.session}")
        except OSError:
            pass


def main():
    deputy = sys.argv[1]
    presses = int(os.environ.get("PRESSES", "30"))
    gap = float(os.environ.get("GAP", "0.4"))
    data = tempfile.mkdtemp()
    profile = tempfile.mkdtemp()
    saves.prepare("duel", data, manual_caller=True)
    app, win = xwindow.start([deputy, "--data-dir", data, "--resume", "--share-addr", "127.0.0.1:0"],
                             stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    driver = None
    browser = None
    try:
        url = None
        for line in app.stdout:
            if line.startswith("Sharing at "):
                url = line.split("Sharing at ", 1)[1].strip()
                break
        if not url or "//127." not in url:
            raise SystemExit(f"no loopback sharing address from Deputy: {url}")
        port = free_port()
        driver = subprocess.Popen(["chromedriver", f"--port={port}"],
                                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        for _ in range(200):
            try:
                socket.create_connection(("127.0.0.1", port), timeout=0.1).close()
                break
            except OSError:
                time.sleep(0.05)
        browser = WebDriver(port, profile)
        browser.goto(url + "?lang=en")
        for _ in range(200):
            if browser.js("return !!document.querySelector('article[data-player]');"):
                break
            time.sleep(0.05)
        width = browser.js("return window.innerWidth;")
        browser.js("""
            window.__marks = [];
            new MutationObserver(() => window.__marks.push(performance.timeOrigin + performance.now()))
                .observe(document.getElementById('table'), {childList: true, subtree: true, characterData: true});
            return true;""")
        # The page's clock against ours: the tightest of 20 round trips.
        best = None
        for _ in range(20):
            t1 = time.time() * 1000
            page = browser.js("return performance.timeOrigin + performance.now();")
            t2 = time.time() * 1000
            if best is None or t2 - t1 < best[1]:
                best = (page - (t1 + t2) / 2, t2 - t1)
        offset, trip = best
        subprocess.run(["xdotool", "windowfocus", "--sync", win], check=True)
        time.sleep(1.0)
        latencies = []
        for _ in range(presses):
            browser.js("window.__marks = []; return true;")
            t0 = time.time() * 1000
            subprocess.run(["xdotool", "key", "--window", win, "space"], check=True)
            mark = None
            deadline = time.time() + 3
            while time.time() < deadline:
                marks = browser.js("return window.__marks;")
                if marks:
                    mark = marks[0]
                    break
                time.sleep(0.005)
            if mark is None:
                raise SystemExit("a press never reached the page")
            latencies.append(mark - offset - t0)
            time.sleep(gap)
        latencies.sort()
        median = statistics.median(latencies)
        p90 = latencies[int(0.9 * (len(latencies) - 1))]
        print(f"page: {width} px wide; clock offset {offset:+.1f} ms, +/- {trip / 2:.1f} ms")
        print("latencies (ms): " + " ".join(f"{x:.1f}" for x in latencies))
        verdict = "PASS" if median < 100 else "FAIL"
        print(f"RESULT key press to the phone's page (Duel, Space calls a tier), {presses} presses: "
              f"median {median:.1f} ms, 90th percentile {p90:.1f} ms, worst {latencies[-1]:.1f} ms, "
              f"best {latencies[0]:.1f} ms (clocks compared to +/- {trip / 2:.1f} ms); target < 100 ms median: {verdict}")
        return 0 if verdict == "PASS" else 1
    finally:
        if browser:
            browser.close()
        if driver:
            driver.kill()
            driver.wait()
        app.terminate()
        try:
            app.wait(timeout=5)
        except subprocess.TimeoutExpired:
            app.kill()
        shutil.rmtree(data, ignore_errors=True)
        shutil.rmtree(profile, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
