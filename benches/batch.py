#!/usr/bin/env python3
"""Times every batch command of bbtool against `wc -l` on the same file and prints the
ratios (issue targets: hex and dec output at most 2.0x, squares and json 4x, decimal
input 2.5x, peak RSS 10 MB).

    benches/batch.py [--bin target/release/bbtool] [--lines 10000000] [--runs 3]
                     [--pipe] [--only TEXT] [--dir /tmp/bbtool-batch]

The input files (`0x%016x` lines and decimal lines, from a seeded SplitMix64) are made
once in --dir and reused. Each command runs alternately with `wc -l` so both see the
same machine load; the table shows medians of wall time, the ratio of the medians, and
the command's peak RSS. With --pipe the output goes through `| cat > /dev/null`
instead of straight to /dev/null.
"""

import argparse
import os
import statistics
import subprocess
import sys
import time

MASK = (1 << 64) - 1


def generate(path, lines, decimal):
    """Writes `lines` SplitMix64 values, hex (`0x` + 16 digits) or decimal, one a line."""
    state = 0x9E3779B97F4A7C15 * 7 & MASK
    form = "%d\n" if decimal else "0x%016x\n"
    with open(path + ".part", "w") as f:
        chunk = []
        for _ in range(lines):
            state = (state + 0x9E3779B97F4A7C15) & MASK
            z = state
            z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
            chunk.append(form % (z ^ (z >> 31)))
            if len(chunk) == 100_000:
                f.write("".join(chunk))
                chunk.clear()
        f.write("".join(chunk))
    os.replace(path + ".part", path)


def commands():
    """(label, arguments, input kind) for every batch command and format measured."""
    unary = ["blsi", "blsr", "blsmsk", "tzcnt", "lzcnt", "blcfill", "blci", "blcic",
             "blcmsk", "blcs", "blsfill", "blsic", "t1mskc", "tzmsk", "ls1b", "ms1b",
             "smear-up", "smear-down", "above-ls1b", "below-ls1b"]
    base = [
        ["show", "-"],
        ["calc", "-"],
        ["popcount", "-"],
        ["scan", "-", "--first"],
        ["scan", "-", "--last"],
        ["scan", "-"],
    ]
    base += [["bit", op, "-"] for op in unary]
    base += [
        ["bit", "andn", "-", "rank4"],
        ["bit", "bextr", "-", "8", "4"],
        ["bit", "bzhi", "-", "12"],
        ["pext", "-", "0xff00ff"],
        ["pext", "0xff00ff", "-"],
        ["pdep", "-", "0xff00ff"],
        ["and", "rank4", "-"],
        ["or", "rank4", "-"],
        ["xor", "rank4", "-"],
        ["andn", "-", "rank4"],
        ["shift", "n", "-"],
        ["shl", "-", "8"],
        ["rotl", "-", "8"],
        ["rotate", "90", "-"],
        ["flip", "vertical", "-"],
        ["flip", "diagonal", "-"],
        ["reverse", "-"],
        ["swap", "delta", "-", "0x5555555555555555", "1"],
        ["swap", "bits", "-", "0", "8", "8"],
        ["and", "-1", "rank4", "filed", "center", "-"],
        ["ternlog", "0xe8", "-", "rank4", "e4"],
        ["hamming", "-", "rank1"],
        ["popcount3", "e4", "-", "rank1"],
        ["popcount-sum", "-", "rank4", "e4"],
        ["weighted", "-"],
        ["pushes", "rank2", "--occ", "-"],
        ["attacks", "line", "rank", "d4", "--occ", "-"],
    ]
    pieces = ["pawn", "knight", "bishop", "rook", "queen", "king"]
    base += [["attacks", p, "d4", "--occ", "-"] for p in pieces]
    base += [["attacks", p, "--from", "-"] for p in pieces]
    out = []
    for fmt in ["hex", "dec"]:
        out += [(" ".join(c) + f" -f {fmt}", c + ["-f", fmt], "hex") for c in base]
    out += [(" ".join(c) + " -f squares", c + ["-f", "squares"], "hex") for c in base]
    out += [(" ".join(c) + " -f json", c + ["-f", "json"], "hex") for c in base]
    decimal_in = [["show", "-"], ["popcount", "-"], ["bit", "blsr", "-"]]
    out += [(" ".join(c) + " -f hex (decimal input)", c + ["-f", "hex"], "dec")
            for c in decimal_in]
    return out


def timed(argv, stdin_path, pipe):
    """Wall seconds and peak RSS (KiB) of one run; output discarded (or piped to cat).
    The peak comes from /usr/bin/time: a child forked from Python would report Python's
    own resident size, which it keeps across exec."""
    report = os.path.join(os.path.dirname(stdin_path), "rss.txt")
    argv = ["/usr/bin/time", "-f", "%M", "-o", report] + argv
    with open(stdin_path, "rb") as stdin, open(os.devnull, "wb") as null:
        start = time.perf_counter()
        if pipe:
            proc = subprocess.Popen(argv, stdin=stdin, stdout=subprocess.PIPE)
            cat = subprocess.Popen(["cat"], stdin=proc.stdout, stdout=null)
            proc.stdout.close()
            proc.wait()
            cat.wait()
        else:
            proc = subprocess.run(argv, stdin=stdin, stdout=null)
        seconds = time.perf_counter() - start
    with open(report) as f:
        lines = f.read().split()
    return seconds, int(lines[-1]), proc.returncode


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--bin", default="target/release/bbtool")
    parser.add_argument("--lines", type=int, default=10_000_000)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--dir", default="/tmp/bbtool-batch")
    parser.add_argument("--pipe", action="store_true")
    parser.add_argument("--only", default="")
    args = parser.parse_args()
    if not os.access(args.bin, os.X_OK):
        sys.exit(f"batch.py: no binary at {args.bin} (cargo build --release)")
    os.makedirs(args.dir, exist_ok=True)
    files = {}
    for kind in ["hex", "dec"]:
        path = os.path.join(args.dir, f"{kind}-{args.lines}.txt")
        if not os.path.exists(path):
            print(f"generating {path} ...", file=sys.stderr)
            generate(path, args.lines, kind == "dec")
        files[kind] = path
    print(f"| command | median s | wc -l s | x wc -l | peak RSS MB | exit |")
    print(f"|---|---|---|---|---|---|")
    for label, argv, kind in commands():
        if args.only not in label:
            continue
        ours, theirs, rss, codes = [], [], 0, set()
        for _ in range(args.runs):
            seconds, peak, code = timed([args.bin] + argv, files[kind], args.pipe)
            ours.append(seconds)
            rss = max(rss, peak)
            codes.add(code)
            theirs.append(timed(["wc", "-l"], files[kind], False)[0])
        a, b = statistics.median(ours), statistics.median(theirs)
        code = ",".join(str(c) for c in sorted(codes))
        print(f"| `{label}` | {a:.3f} | {b:.3f} | {a / b:.1f} | {rss / 1024:.1f} | {code} |",
              flush=True)


if __name__ == "__main__":
    main()
