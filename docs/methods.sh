#!/usr/bin/env bash
# Regenerates docs/methods.md: every method of every family, with its source in the
# reference, the instructions it needs and its speed measured here by `bbtool bench`.
# Usage (after `cargo build --release`): bash docs/methods.sh > docs/methods.md
set -euo pipefail
cd "$(dirname "$0")/.."
B=target/release/bbtool
methods=$(mktemp) bench=$(mktemp) cpu=$(mktemp)
trap 'rm -f "$methods" "$bench" "$cpu"' EXIT
"$B" methods --json > "$methods"
"$B" bench --json > "$bench"
"$B" cpuinfo --json > "$cpu"
python3 - "$methods" "$bench" "$cpu" <<'PY'
import json, sys
cpu = json.loads(open(sys.argv[3]).readline())
# Under a hypervisor the family and model are the ones it reports, and the name from
# them may not be the core's: the brand and the reported numbers are said instead.
ids = f"CPUID family {cpu['family']} model {cpu['model']}"
if cpu.get("hypervisor") or not cpu["microarchitecture"]:
    machine = f"{cpu['brand']}, {ids} as a hypervisor reports it"
else:
    machine = f"{cpu['vendor']} {cpu['microarchitecture']}, {ids}"
families = [json.loads(l) for l in open(sys.argv[1])]
speed = {}
for l in open(sys.argv[2]):
    r = json.loads(l)
    # Bulk methods: the 16 KiB row (the bench also times 1 KiB and 1 MiB).
    if r.get("bytes") in (None, 16384):
        speed[(r["family"], r["method"])] = r
print("# Methods\n")
print("Every operation family lists the ways the reference computes it. For each method:")
print("what it does, where in the reference it comes from (the summary names the page),")
print("the CPU features it executes, and its speed measured on this project's machine")
print(f"({machine}, `bbtool bench`, calls through the catalogue's function pointer, a")
print("family's methods in turn, the best of 25 slices; bulk methods on a 16 KiB buffer).")
print("`auto` marks the automatic choice")
print("here; the reference method is the plain oracle every other method is tested against.")
print("Regenerate with `bash docs/methods.sh > docs/methods.md`.\n")
print("| family | methods |\n|---|---|")
for f in families:
    anchor = f["family"]
    print(f"| [{f['family']}](#{anchor}) | {len(f['methods'])} |")
for f in families:
    print(f"\n## {f['family']}\n")
    print(f"{f['summary']}. Reference method: `{f['reference']}`. Selected here: "
          f"`{f['selected']}` ({f['reason']}).\n")
    print("| method | kind | needs | technique | source | speed here |")
    print("|---|---|---|---|---|---|")
    for m in f["methods"]:
        s = speed.get((f["family"], m["name"]))
        if s is None:
            figure = "not run (CPU lacks it)"
        elif s["gbps"] is not None:
            figure = f"{s['gbps']:.1f} GB/s"
        else:
            figure = f"{s['ns_per_op']:.2f} ns"
        if s is not None and s["selected"]:
            figure += " (auto)"
        needs = "+".join(m["needs"]) if m["needs"] else "—"
        # A `|` inside a cell (a formula's or) would end the cell.
        technique, summary = (t.replace("|", "\\|") for t in (m["technique"], m["summary"]))
        print(f"| `{m['name']}` | {m['kind']} | {needs} | {technique} | {summary} | {figure} |")
PY
