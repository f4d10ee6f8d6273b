#!/usr/bin/env bash
# Runs bbtool's slider and bulk-popcount benchmarks (and its per-lookup slider methods in
# Chess_Movegen's own loop, examples/field_movegen --inline) side by side with the field's
# comparisons, in one run on this machine, and prints ratio tables. Last, the table
# methods against the field's rows in one process (benches/peers/field_ab: the field's
# loop compiled from your checkout by clang-16, linked beside bbtool's, the two timed in
# alternation), which this machine's drift cannot tilt.
#
#   benches/peers.sh CHESS_MOVEGEN_DIR LIBPOPCNT_DIR [--quick] [--rounds N]
#
# CHESS_MOVEGEN_DIR: a checkout of the public repository Gigantua/Chess_Movegen
#   (git clone https://github.com/Gigantua/Chess_Movegen). It is built in a temporary
#   directory with its Makefile's flags and Debian's clang-16 (apt-get install clang-16).
# LIBPOPCNT_DIR: a checkout of kimwalisch/libpopcnt (the directory holding libpopcnt.h);
#   benches/peers/popcnt_harness.c, bbtool's own harness, is compiled against it with
#   cc -O3 -march=native.
# --rounds N (default 3): every program runs N times, the peers and bbtool alternating,
#   and each row keeps its best round, so a burst of noise on a shared machine does not
#   decide a ratio. The one-process table runs 10 N rounds of each pair.
# Neither peer's code is kept in this repository; both stay where you cloned them.
set -euo pipefail

usage() {
    sed -n '2,20p' "$0" | sed 's/^# \{0,1\}//' >&2
    exit 2
}
(($# >= 2)) || usage
movegen_src=$(cd "$1" && pwd) || usage
libpopcnt_src=$(cd "$2" && pwd) || usage
shift 2
bench_args=()
rounds=3
while (($#)); do
    case $1 in
        --quick) bench_args+=(--quick) ;;
        --rounds) rounds=${2:-}; shift ;;
        *) usage ;;
    esac
    shift
done
[[ $rounds =~ ^[1-9][0-9]*$ ]] || { echo "peers.sh: --rounds needs a positive count, not '$rounds'" >&2; exit 2; }
[[ -f $movegen_src/Main.cpp ]] || { echo "peers.sh: no Main.cpp in $movegen_src (Chess_Movegen checkout?)" >&2; exit 2; }
[[ -f $libpopcnt_src/libpopcnt.h ]] || { echo "peers.sh: no libpopcnt.h in $libpopcnt_src" >&2; exit 2; }
command -v clang++-16 >/dev/null || { echo "peers.sh: clang++-16 missing (apt-get install clang-16)" >&2; exit 2; }
command -v python3 >/dev/null || { echo "peers.sh: python3 missing" >&2; exit 2; }

repo=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

echo "building the peers in $work ..." >&2
cp -r "$movegen_src" "$work/movegen"
make -s -C "$work/movegen" >/dev/null
cc -O3 -march=native -I "$libpopcnt_src" "$repo/benches/peers/popcnt_harness.c" -o "$work/popcnt_harness"
echo "building bbtool ..." >&2
(cd "$repo" && cargo build --release --quiet && cargo build --release --quiet --example field_movegen)
bbtool=$repo/target/release/bbtool

echo "running $rounds rounds (about a minute each) ..." >&2
"$bbtool" cpuinfo --json >"$work/cpu.json"
for ((round = 1; round <= rounds; round++)); do
    "$work/movegen/movegen_compare" >"$work/movegen.$round.txt"
    "$bbtool" bench queen-attacks-many --json "${bench_args[@]}" >"$work/sliders.$round.jsonl"
    "$repo/target/release/examples/field_movegen" --inline >"$work/inline.$round.txt"
    "$work/popcnt_harness" >"$work/libpopcnt.$round.jsonl"
    "$bbtool" bench popcount-bulk --json "${bench_args[@]}" >"$work/bulk.$round.jsonl"
done

python3 "$repo/benches/peers/report.py" "$work"

echo "building the one-process A/B (bbtool with LTO again, a minute or two) ..." >&2
ab=$work/field_ab
mkdir -p "$ab/src"
cp "$repo/benches/peers/field_ab/build.rs" "$repo/benches/peers/field_ab/field_loops.cpp" "$ab/"
cp "$repo/benches/peers/field_ab/main.rs" "$ab/src/"
sed "s|@REPO@|$repo|" "$repo/benches/peers/field_ab/Cargo.toml.in" >"$ab/Cargo.toml"
(cd "$ab" && FIELD_MOVEGEN_SRC=$movegen_src CARGO_TARGET_DIR=$ab/target cargo build --release --quiet)
echo
"$ab/target/release/field_ab" --rounds $((10 * rounds))
