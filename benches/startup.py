#!/usr/bin/env python3
"""Start-up of the attack command beside a minimal clap-derive binary and /bin/true.

Usage: python3 benches/startup.py [ROUNDS] [BBTOOL] [CLAP_MINIMAL]
  defaults: 10 target/release/bbtool target/release/examples/clap_minimal
  build first: cargo build --release --bin bbtool --example clap_minimal

Each round runs `hyperfine -N --warmup 30 -m 100` once per command, in turn, so that a
VM whose speed drifts slows every command alike; the result per command is the median
of its per-round medians. The target is attack / clap-minimal <= 1.4 (measured here,
never asserted in a test); commands of the other subcommand families run beside it.
"""
import json
import shutil
import statistics
import subprocess
import sys
import tempfile

rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 10
bbtool = sys.argv[2] if len(sys.argv) > 2 else "target/release/bbtool"
minimal = sys.argv[3] if len(sys.argv) > 3 else "target/release/examples/clap_minimal"
if shutil.which("hyperfine") is None:
    sys.exit("startup.py: hyperfine not found (apt-get install hyperfine)")
commands = {
    "true": "/bin/true",
    "clap-minimal": f"{minimal} echo word --other two",
    "attack": f"{bbtool} attacks queen d4 --occ rank4|filed -f hex",
    # Neighbours of the measured command, from the other subcommand families.
    "bit": f"{bbtool} bit blsr 0x18 -f hex",
    "and": f"{bbtool} and rank4 e4 -f hex",
    "popcount": f"{bbtool} popcount 0xff -f dec",
    "show": f"{bbtool} show e4 -f hex",
}
medians = {name: [] for name in commands}
with tempfile.NamedTemporaryFile(suffix=".json") as export:
    for _ in range(rounds):
        for name, command in commands.items():
            # -N runs the command without a shell, split on spaces.
            subprocess.run(
                ["hyperfine", "-N", "--warmup", "30", "-m", "100",
                 "--export-json", export.name, command],
                capture_output=True, check=True)
            with open(export.name) as f:
                medians[name].append(json.load(f)["results"][0]["median"] * 1000)
result = {name: statistics.median(values) for name, values in medians.items()}
for name, command in commands.items():
    values = medians[name]
    print(f"{result[name]:.3f} ms (min {min(values):.3f}, max {max(values):.3f})  {command}")
for name in commands:
    if name not in ("true", "clap-minimal"):
        print(f"{name} / clap-minimal: {result[name] / result['clap-minimal']:.2f}")
