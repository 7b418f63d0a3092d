#!/usr/bin/env bash
# What the dependencies added since a base commit cost a cold build: the CPU time
# (user + system) rustc spends on each crate that the current tree builds and the
# base's does not, in the debug profile `cargo test` builds them in. CPU time, not the
# wall clock: on a shared machine the load decides the wall clock, while a crate's CPU
# time barely moves with it. On 2 cores the wall clock a cold CI run gains lies between
# half that CPU time (both cores busy) and all of it (the crates built one by one).
#
# How: the crates of both trees come from `cargo tree` (normal, build and dev edges);
# a scratch crate in a temporary directory depends on the direct dependencies that
# bring the new ones in (with the same features and the same Cargo.lock) and is built
# cold with a RUSTC_WRAPPER that times each rustc. Crates both trees build are built
# too (they are needed) but not counted. Deputy's own code is not counted.
#
# Usage: benches/build_cost.sh [BASE]   (default BASE: main; needs python3 >= 3.11)
set -euo pipefail
cd "$(dirname "$0")/.."
base=${1:-main}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

crates() { # the crates (name@version) the manifest in $1 builds on this machine; $2: edges
  (cd "$1" && cargo tree --offline --locked -e "$2" --prefix none \
    --format '{p}' --target "$(rustc -vV | sed -n 's/^host: //p')") |
    sed 's/ (.*//; s/ v/@/' | sort -u
}

mkdir -p "$work/base"
git archive "$base" | tar -x -C "$work/base"
crates "$work/base" normal,build,dev > "$work/base.txt"
crates . normal,build,dev > "$work/now.txt"
comm -13 "$work/base.txt" "$work/now.txt" > "$work/added.txt"
# Those of them in the shipped binary (the rest serve the tests only).
crates "$work/base" normal,build > "$work/base-shipped.txt"
crates . normal,build > "$work/now-shipped.txt"
comm -13 "$work/base-shipped.txt" "$work/now-shipped.txt" > "$work/shipped.txt"
echo "crates the current tree builds and $base's does not: $(wc -l < "$work/added.txt")"

# The scratch crate: the direct dependencies (any kind) that are new crates, as the
# manifest declares them (a new crate that none of them brings in is listed as missed).
python3 - "$work" <<'EOF'
import json, subprocess, sys, tomllib
work = sys.argv[1]
added = {line.strip() for line in open(f"{work}/added.txt")}
manifest = tomllib.load(open("Cargo.toml", "rb"))
meta = json.loads(subprocess.check_output(
    ["cargo", "metadata", "--offline", "--locked", "--format-version", "1"]))
nodes = {n["id"]: n for n in meta["resolve"]["nodes"]}
names = {p["id"]: p["name"] for p in meta["packages"]}
versions = {p["id"]: f'{p["name"]}@{p["version"]}' for p in meta["packages"]}
root = nodes[meta["resolve"]["root"]]

picked = {}
for section in ("dependencies", "dev-dependencies", "build-dependencies"):
    for name, spec in manifest.get(section, {}).items():
        pid = next(d["pkg"] for d in root["deps"] if names[d["pkg"]] == name.replace("-", "_")
                   or names[d["pkg"]] == name)
        if versions[pid] in added:
            picked[name] = spec

def toml_value(v):
    if isinstance(v, str):
        return json.dumps(v)
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, list):
        return "[" + ", ".join(toml_value(x) for x in v) + "]"
    return "{ " + ", ".join(f"{k} = {toml_value(x)}" for k, x in v.items()) + " }"

with open(f"{work}/Cargo.toml.scratch", "w") as f:
    f.write('[package]\nname = "scratch"\nversion = "0.0.0"\nedition = "2024"\n\n[dependencies]\n')
    for name, spec in picked.items():
        f.write(f"{name} = {toml_value(spec)}\n")
print("direct dependencies built:", ", ".join(picked))
EOF
mkdir -p "$work/scratch/src"
mv "$work/Cargo.toml.scratch" "$work/scratch/Cargo.toml"
echo 'fn main() {}' > "$work/scratch/src/main.rs"
cp Cargo.lock "$work/scratch/"
cat > "$work/wrap.sh" <<EOF
#!/usr/bin/env bash
t=\$(mktemp)
/usr/bin/time -f "%U %S" -o "\$t" "\$@"
rc=\$?
echo "\${CARGO_PKG_NAME:-?}@\${CARGO_PKG_VERSION:-?} \$(tail -1 "\$t")" >> "$work/cpu.log"
rm -f "\$t"
exit \$rc
EOF
chmod +x "$work/wrap.sh"
start=$(date +%s)
(cd "$work/scratch" && CARGO_TARGET_DIR="$work/target" RUSTC_WRAPPER="$work/wrap.sh" \
  cargo build --offline --quiet)
end=$(date +%s)
echo "command: benches/build_cost.sh $base  (load average at the end: $(cut -d' ' -f1-3 /proc/loadavg))"
python3 - "$work" "$((end - start))" <<'EOF'
import sys
work, wall = sys.argv[1], sys.argv[2]
added = {line.strip() for line in open(f"{work}/added.txt")}
shipped = {line.strip() for line in open(f"{work}/shipped.txt")}
cpu = {}
for line in open(f"{work}/cpu.log"):
    crate, user, system = line.split()
    cpu[crate] = cpu.get(crate, 0.0) + float(user) + float(system)
new = {c: s for c, s in cpu.items() if c in added}
for crate, secs in sorted(new.items(), key=lambda x: -x[1]):
    print(f"  {crate:32} {secs:6.1f} s{'  (shipped)' if crate in shipped else ''}")
in_binary = sum(s for c, s in new.items() if c in shipped)
print(f"RESULT shipped in the binary: {in_binary:.1f} s of CPU; for the tests only: "
      f"{sum(new.values()) - in_binary:.1f} s")
missed = sorted(added - set(cpu))
if missed:
    print("new crates the scratch build did not build (not counted):", " ".join(missed))
print(f"RESULT the {len(new)} new crates: {sum(new.values()):.1f} s of CPU "
      f"(the scratch build, with the crates both trees build: {sum(cpu.values()):.1f} s of CPU, "
      f"{wall} s of wall clock)")
EOF
