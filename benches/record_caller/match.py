"""Which takes does a recording of the null sink hold? Searches the capture for each
file's samples [100:400] scaled by the mix's 0.8 headroom, within 3 steps a sample."""
import sys, wave, struct, glob, os

def samples(path):
    with wave.open(path) as w:
        assert w.getnchannels() == 1 and w.getsampwidth() == 2, path
        raw = w.readframes(w.getnframes())
    return struct.unpack("<%dh" % (len(raw) // 2), raw)

def found(capture, take):
    part = [round(s * 0.8) for s in take[100:400]]
    first = part[0]
    for p in range(len(capture) - len(part)):
        if abs(capture[p] - first) > 3:
            continue
        if all(abs(capture[p + j] - part[j]) <= 3 for j in range(len(part))):
            return p
    return None

capture = samples(sys.argv[1])
print("capture: %.1f s" % (len(capture) / 22050))
for label, path in [(os.path.relpath(p, sys.argv[2]), p) for p in sorted(glob.glob(sys.argv[2] + "/voices/*/common/*.wav"))] + \
        [("built-in " + os.path.basename(p), p) for p in sorted(glob.glob(os.path.join(os.path.dirname(os.path.abspath(__file__)), "../../sounds/voice/en/common/number_*.wav")))]:
    at = found(capture, samples(path))
    print("%-40s %s" % (label, "heard at %.2f s" % ((at - 100) / 22050) if at is not None else "-"))
