#!/usr/bin/env python3
"""Phones' pages for the benchmarks (issue 19): reads Deputy's standard output and, at its
line "Sharing at http://ADDRESS:PORT/TOKEN/", opens N event streams (`/TOKEN/events`),
each reading until Deputy closes it, as N phones following the table would. Loopback
addresses only. Ends when Deputy's output ends (Deputy closed).

Usage: deputy --share-addr 127.0.0.1:0 ... | benches/share_pages.py N [LOG]
       (LOG gets "N pages connected to ..." and the bytes each page received)
"""

import socket
import sys
import threading
import urllib.parse


def follow(host, port, path, received, index):
    with socket.create_connection((host, port)) as s:
        s.sendall(f"GET {path}events HTTP/1.1\r\nHost: {host}\r\nAccept: text/event-stream\r\n\r\n".encode())
        while True:
            data = s.recv(65536)
            if not data:
                return
            received[index] += len(data)


def main():
    count = int(sys.argv[1])
    log = open(sys.argv[2], "a") if len(sys.argv) > 2 else sys.stderr
    received = [0] * count
    threads = []
    for line in sys.stdin:
        if not line.startswith("Sharing at ") or threads:
            continue
        url = urllib.parse.urlsplit(line.split("Sharing at ", 1)[1].strip())
        if not url.hostname.startswith("127."):
            print(f"not a loopback address: {url.hostname}", file=log)
            continue
        for i in range(count):
            t = threading.Thread(target=follow, args=(url.hostname, url.port, url.path, received, i), daemon=True)
            t.start()
            threads.append(t)
        print(f"{count} pages connected to {url.hostname}:{url.port}", file=log, flush=True)
    for t in threads:
        t.join(timeout=2)
    print(f"pages received {received} bytes", file=log, flush=True)


if __name__ == "__main__":
    main()
