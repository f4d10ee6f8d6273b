#!/usr/bin/env python3
"""Start-up times of several commands, measured in alternation.

Usage: python3 benches/startup.py ROUNDS COMMAND...
  e.g. python3 benches/startup.py 10 /bin/true 'target/release/bbtool --version' \
         'target/release/bbtool attacks queen d4 --occ rank4|filed -f hex'

Each round runs `hyperfine -N --warmup 30 -m 100` once per command; the result per
command is the median of its per-round medians. On a VM whose speed drifts, running
the commands in turn lets the drift hit every command alike (docs/performance.md).
Commands are split on spaces (hyperfine -N runs them without a shell).
"""
import json
import statistics
import subprocess
import sys
import tempfile

rounds = int(sys.argv[1])
commands = sys.argv[2:]
medians = {command: [] for command in commands}
with tempfile.NamedTemporaryFile(suffix=".json") as export:
    for _ in range(rounds):
        for command in commands:
            subprocess.run(
                ["hyperfine", "-N", "--warmup", "30", "-m", "100",
                 "--export-json", export.name, command],
                capture_output=True, check=True)
            with open(export.name) as f:
                medians[command].append(json.load(f)["results"][0]["median"] * 1000)
for command, values in medians.items():
    print(f"{statistics.median(values):.3f} ms (min {min(values):.3f}, "
          f"max {max(values):.3f})  {command}")
