#!/usr/bin/env python3
"""Ratio tables for benches/peers.sh: bbtool's bench rows beside Chess_Movegen's and
libpopcnt's, all measured in the same run. Reads the files peers.sh wrote into DIR, one
per program and round (movegen.1.txt, sliders.1.jsonl, ...), and keeps each row's best
round on both sides."""

import json
import sys
from pathlib import Path

# bbtool slider method -> the Chess_Movegen rows of the same algorithm (plain, inline).
SAME_ALGORITHM = {
    "hyperbola": ["Hyperbola Quintessence o^(o-2r)", "Hyperbola Quintessence Inline"],
    "kogge-stone": ["Kogge-Stone"],
    "magic": ["Fancy Magic BB - Variable shift"],
    "pext-table": ["Pext constexpr"],
    "classical": ["Classical Bob-Mike"],
    "obstruction-difference": ["Obstruction Difference", "Obstruction Difference Inline"],
    "leorik": ["Leorik", "Leorik Inline"],
    "qbb": ["QBBEngine", "QBBEngine - Shifted Mask"],
    "sbamg": ["SBAMG o^(o-3cbn)", "SBAMG Inline"],
    "slide-arithmetic": ["Slide Arithmetic", "Slide Arithmetic Inline"],
    "dumb7fill": ["Dumb7 Fill"],
    "kindergarten": ["Kindergarten"],
    "rotated": ["Rotated Bitboards"],
    "black-magic": ["Black Magic BB - Fixed shift"],
    "plain-magic": ["Plain Magic BB"],
}


def movegen_rows(text):
    """Name -> million queen lookups per second, from movegen_compare's table."""
    rows = {}
    for line in text.splitlines():
        name, rest = line[:35].strip(), line[35:].split()
        if name and rest:
            try:
                rows[name] = float(rest[0])
            except ValueError:
                pass
    return rows


def jsonl(path):
    return [json.loads(line) for line in path.read_text().splitlines() if line.startswith("{")]


def rounds(work, stem):
    """The files of every round of one program, in round order."""
    return sorted(work.glob(f"{stem}.*"), key=lambda p: int(p.name.split(".")[1]))


def best_movegen(work):
    """Each Chess_Movegen row's best M/s over the rounds."""
    best = {}
    for path in rounds(work, "movegen"):
        for name, mlu in movegen_rows(path.read_text(encoding="latin-1")).items():
            best[name] = max(best.get(name, 0.0), mlu)
    return best


def best_rows(work, stem, key, better):
    """The rows of every round of a bbtool or harness JSON program, one per `key`, each
    the round whose `better` figure wins; first-round order."""
    best = {}
    for path in rounds(work, stem):
        for r in jsonl(path):
            k = key(r)
            if k not in best or better(r, best[k]):
                best[k] = r
    return list(best.values())


def table(header, rows):
    widths = [max(len(str(c)) for c in col) for col in zip(header, *rows)]
    for row in [header, ["-" * w for w in widths], *rows]:
        print("  ".join(str(c).ljust(w) for c, w in zip(row, widths)))
    print()


def main():
    work = Path(sys.argv[1])
    cpu = json.loads((work / "cpu.json").read_text())
    print(f"CPU: {cpu.get('brand', '?')} ({cpu.get('microarchitecture') or 'unknown'})\n")

    peer = best_movegen(work)
    sliders = best_rows(work, "sliders", lambda r: r["method"],
                        lambda r, old: r["ns_per_op"] < old["ns_per_op"])
    sliders = [r for r in sliders if r["family"] == "queen-attacks-many"]
    rows, selected = [], None
    for r in sliders:
        mlu = 1000.0 / r["ns_per_op"]
        if r.get("selected"):
            selected = (r["method"], mlu)
        # The AVX2 and AVX-512 batch loops and the SSSE3 form run the same algorithm.
        base = r["method"].removesuffix("-gfni").removesuffix("-avx512").removesuffix("-avx2").removesuffix("-ssse3")
        names = [n for n in SAME_ALGORITHM.get(base, []) if n in peer]
        if names:
            best = max(names, key=peer.get)
            rows.append([r["method"], f"{mlu:.0f}", best, f"{peer[best]:.0f}", f"{mlu / peer[best]:.2f}"])
        else:
            rows.append([r["method"], f"{mlu:.0f}", "(no same-algorithm row)", "", ""])
    print("Queen lookups, M/s (target: every ratio >= 0.9)")
    table(["bbtool method", "bbtool", "Chess_Movegen row", "peer", "ratio"], rows)
    if selected and peer:
        fastest = max(peer, key=peer.get)
        print(
            f"Selected queen method {selected[0]}: {selected[1]:.0f} M/s; fastest Chess_Movegen row "
            f"{fastest}: {peer[fastest]:.0f} M/s; ratio {selected[1] / peer[fastest]:.2f} (target >= 1.0)\n"
        )

    # The per-lookup methods in Chess_Movegen's own loop (examples/field_movegen --inline):
    # the occupancy held for 12 squares, each lookup inlined and folded, no batch.
    inline = {}
    for path in rounds(work, "inline"):
        for line in path.read_text().splitlines()[1:]:
            parts = line.split()
            if len(parts) == 3:
                inline[parts[0]] = max(inline.get(parts[0], 0.0), float(parts[1]))
    rows = []
    for method, mlu in inline.items():
        names = [n for n in SAME_ALGORITHM.get(method.removesuffix("-ssse3"), []) if n in peer]
        if names:
            best = max(names, key=peer.get)
            rows.append([method, f"{mlu:.0f}", best, f"{peer[best]:.0f}", f"{mlu / peer[best]:.2f}"])
    if rows:
        print("Per-lookup methods in Chess_Movegen's own loop (inlined, no batch), M/s")
        table(["bbtool method", "bbtool", "Chess_Movegen row", "peer", "ratio"], rows)

    faster = lambda r, old: r["gbps"] > old["gbps"]
    lib = {r["bytes"]: r["gbps"] for r in best_rows(work, "libpopcnt", lambda r: r["bytes"], faster)}
    # The same calls through a function pointer, as bbtool's bench calls every method.
    called = {}
    for path in rounds(work, "libpopcnt"):
        for r in jsonl(path):
            if "gbps_called" in r:
                called[r["bytes"]] = max(called.get(r["bytes"], 0.0), r["gbps_called"])
    bulk = best_rows(work, "bulk", lambda r: (r["method"], r.get("bytes", 16384)), faster)
    rows = []
    for r in bulk:
        size = r.get("bytes", 16384)
        if size in lib:
            row = [r["method"] + (" (selected)" if r.get("selected") else ""), size,
                   f"{r['gbps']:.1f}", f"{lib[size]:.1f}", f"{r['gbps'] / lib[size]:.2f}"]
            if size in called:
                row += [f"{called[size]:.1f}", f"{r['gbps'] / called[size]:.2f}"]
            rows.append(row)
    print("Bulk popcount, GB/s (target: the selected method >= 1.0 at every size); libpopcnt")
    print("inlined into its timing loop, then called through a pointer as bbtool's bench calls")
    header = ["bbtool method", "bytes", "bbtool", "libpopcnt", "ratio"]
    if called:
        header += ["called", "ratio"]
    table(header, rows)


if __name__ == "__main__":
    main()
