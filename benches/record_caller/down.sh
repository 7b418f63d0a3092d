for f in deputy xvfb pa; do [ -f /tmp/rc/$f.pid ] && kill $(cat /tmp/rc/$f.pid) 2>/dev/null; done; true
