#!/usr/bin/env python3
"""Writes src/startup.order, the functions one-shot commands run, for src/build.rs.

Usage: python3 benches/startup_order.py [BINARY]          (default target/release/bbtool)
       python3 benches/startup_order.py --check [BINARY]

Runs each command below under callgrind (valgrind) and lists every function it enters,
by its linker name, so that LLD can place them side by side (src/build.rs). Build the
binary with `cargo build-static` first: a static binary's list also holds the C
library's functions (malloc, memcpy), which a dynamic one takes from libc.so.

--check reports how many of the listed Rust functions the binary (static or dynamic)
still has, and fails under 90 %: a function that was renamed or removed since the list
was made is no longer placed.
Regenerate the list when start-up code changes (docs/performance.md, "Start-up").
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile

COMMANDS = [
    (["attacks", "queen", "d4", "--occ", "rank4|filed", "-f", "hex"], None),
    (["attacks", "rook", "d4", "--occ", "d6 | f4"], None),
    (["attacks", "knight", "g1", "--json"], None),
    (["show", "e4,d5"], None),
    (["calc", "rank4 & ~d4", "-f", "squares"], None),
    (["popcount", "0xff"], None),
    (["popcount", "-f", "dec", "-"], b"0xff\n0x8041221c141c2241\n"),
    (["scan", "0x8041221c141c2241"], None),
    (["pext", "0xff00", "0x0ff0"], None),
    (["--version"], None),
]
ORDER = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "src", "startup.order")
HEADER = """\
# Functions that one-shot bbtool commands run, for LLD's --symbol-ordering-file
# (src/build.rs). Written by benches/startup_order.py; do not edit by hand.
"""


def functions_run(binary, args, stdin):
    """The linker names of the functions one command enters."""
    with tempfile.NamedTemporaryFile(suffix=".callgrind") as out:
        subprocess.run(
            ["valgrind", "--tool=callgrind", "--demangle=no",
             f"--callgrind-out-file={out.name}", binary, *args],
            input=stdin or b"", capture_output=True, check=True)
        text = out.read().decode()
    # callgrind names a function once, as `fn=(N) name` or `cfn=(N) name`.
    # A recursive call is `name'2`; an address means no symbol.
    names = re.findall(r"^c?fn=\(\d+\) ([^'\n]+)", text, re.MULTILINE)
    return {name for name in names if not name.startswith(("0x", "(below main)"))}


def binary_symbols(binary):
    """Every function symbol the binary defines."""
    out = subprocess.run(["nm", binary], capture_output=True, text=True, check=True).stdout
    # t/T: code; W: weak code (C++-style inline copies); i: an ifunc (memcpy and kin).
    rows = [line.split() for line in out.splitlines()]
    return {row[-1] for row in rows if len(row) >= 2 and row[-2] in ("t", "T", "W", "i")}


def listed():
    """The names in the order file, without its comment lines."""
    with open(ORDER) as f:
        return [line.strip() for line in f if line.strip() and not line.startswith("#")]


def main():
    args = sys.argv[1:]
    check = args[:1] == ["--check"]
    args = args[1:] if check else args
    binary = args[0] if args else "target/release/bbtool"
    tool, package = ("nm", "binutils") if check else ("valgrind", "valgrind")
    if shutil.which(tool) is None:
        sys.exit(f"{tool} is needed (Debian: apt-get install {package})")
    if not os.path.exists(binary):
        sys.exit(f"no binary at {binary}: run cargo build-static first")
    if check:
        # Rust's names (mangled, `_ZN...` or `_R...`) are the ones code changes rename;
        # the C library's are in a dynamic build's libc.so, not in the binary.
        names = [name for name in listed() if name.startswith(("_ZN", "_R"))]
        present = binary_symbols(binary)
        found = sum(name in present for name in names)
        print(f"{found} of the {len(names)} Rust functions in {os.path.relpath(ORDER)} "
              f"are in {binary}")
        if found < 0.9 * len(names):
            sys.exit("the list is stale: run python3 benches/startup_order.py")
        return
    # The first command's functions first, then each next command's new ones: the
    # command of the start-up target gets the most compact code.
    names = []
    for command, stdin in COMMANDS:
        names += sorted(functions_run(binary, command, stdin) - set(names))
    with open(ORDER, "w") as f:
        f.write(HEADER + "".join(name + "\n" for name in names))
    print(f"{len(names)} functions written to {os.path.relpath(ORDER)}")


main()
