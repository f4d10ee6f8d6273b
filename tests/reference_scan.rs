//! The Bitboard Serialization, BitScan, BMI1, BMI2, TBM, Byte, Word, Double Word and Quad
//! Word pages, as `docs/reference.md` indexes them: each technique bbtool added for these
//! pages, checked against the page's worked example and against a plain reference on
//! edge values and random input.

mod common;

use bbtool::bitboard::{Bitboard, Square};
use bbtool::catalogue::Family;
use bbtool::movelists::{KING_MAGICS, KNIGHT_MAGICS, Leaper, MoveLists, check_targets};
use bbtool::ops::Indexed;
use bbtool::ops::bmi2::{MULX, RORX_FAMILY, SARX, SHLX, SHRX, words};
use bbtool::ops::lsb::BEXTR_SIGNED;
use bbtool::rng::SplitMix64;
use bbtool::scan::{
    BITSCAN_FORWARD, BITSCAN_REVERSE, FAXON_RESET_TABLE, FAXON_TABLE, FFSLL, isolated_bits,
    scan_and_reset, split,
};
use bbtool::{Cpu, Feature, Features};
use common::{run, stdout_of};
use serde_json::Value;

/// Edge values, every single bit, and random values of every density.
fn inputs(seed: u64) -> Vec<u64> {
    let mut v = vec![0, 1, 1 << 63, u64::MAX, 0x5555_5555_5555_5555, 0x8000_0001];
    v.extend((0..64).map(|i| 1u64 << i));
    let mut rng = SplitMix64(seed);
    v.extend((0..300).map(|_| rng.varied()));
    v
}

/// Every method of `family` this CPU runs gives `expected` on every input.
fn each_method<F: Copy, T: PartialEq + std::fmt::Debug>(
    family: &Family<F>,
    call: impl Fn(F) -> Vec<T>,
    expected: &[T],
) -> usize {
    let mut ran = 0;
    for (method, f) in family.available(Cpu::current()) {
        assert_eq!(call(f), expected, "{} {}", family.name, method.name);
        ran += 1;
    }
    assert!(ran >= 2, "{}: at least two methods ran", family.name);
    ran
}

/// The single line a command prints.
fn line(args: &[&str]) -> String {
    stdout_of(args).trim_end().to_string()
}

fn json(args: &[&str]) -> Value {
    serde_json::from_str(&stdout_of(args)).unwrap()
}

// ---- BMI2 ----

#[test]
fn bmi2_shifts_take_the_count_mod_64() {
    let plain: [(&Family<Indexed>, fn(u64, u32) -> u64); 4] = [
        (&RORX_FAMILY, |x, n| x.rotate_right(n % 64)),
        (&SHLX, |x, n| x << (n % 64)),
        (&SHRX, |x, n| x >> (n % 64)),
        (&SARX, |x, n| ((x as i64) >> (n % 64)) as u64),
    ];
    let mut rng = SplitMix64(7);
    let cases: Vec<(u64, u32)> = inputs(8)
        .into_iter()
        .map(|x| (x, rng.next_u64() as u32))
        .chain((0..=130).map(|n| (0x8123_4567_89ab_cdef, n)))
        .chain([(1, u32::MAX), (u64::MAX, 64), (1 << 63, 63)])
        .collect();
    for (family, oracle) in plain {
        let expected: Vec<u64> = cases.iter().map(|&(x, n)| oracle(x, n)).collect();
        each_method(
            family,
            |f| cases.iter().map(|&(x, n)| f(x, n)).collect(),
            &expected,
        );
    }
    // The command line takes any 32-bit count, and the instructions' mod 64.
    for (args, want) in [
        (["rorx", "0x1234", "8"], "0x3400000000000012"),
        (["rorx", "0x1234", "72"], "0x3400000000000012"),
        (["shlx", "1", "64"], "0x0000000000000001"),
        (["shlx", "1", "63"], "0x8000000000000000"),
        (["shrx", "-1", "4"], "0x0fffffffffffffff"),
        (["sarx", "0x8000000000000000", "65"], "0xc000000000000000"),
        (["sarx", "0x4000000000000000", "62"], "0x0000000000000001"),
    ] {
        let mut a = vec!["bit"];
        a.extend(args);
        a.extend(["-f", "hex", "--all-methods"]);
        assert_eq!(line(&a), want, "{args:?}");
    }
    let (code, _, err) = run(&["bit", "rorx", "1", "0x100000000"]);
    assert_eq!(code, 2);
    assert!(err.contains("count '0x100000000'"), "{err}");
}

#[test]
fn mulx_prints_the_high_and_low_words() {
    let mut rng = SplitMix64(9);
    let pairs: Vec<(u64, u64)> = inputs(10)
        .into_iter()
        .map(|a| (a, rng.varied()))
        .chain([
            (u64::MAX, u64::MAX),
            (1 << 63, 2),
            (0xffff_ffff, 0xffff_ffff),
        ])
        .collect();
    let expected: Vec<u128> = pairs
        .iter()
        .map(|&(a, b)| u128::from(a) * u128::from(b))
        .collect();
    each_method(
        &MULX,
        |f| pairs.iter().map(|&(a, b)| f(a, b)).collect(),
        &expected,
    );
    assert_eq!(words(expected[expected.len() - 3]), (u64::MAX - 1, 1));
    // Hex: the high word, then the low word.
    assert_eq!(
        line(&["bit", "mulx", "-1", "-1", "-f", "hex"]),
        "0xfffffffffffffffe 0x0000000000000001"
    );
    assert_eq!(
        line(&["bit", "mulx", "0x100000000", "0x100000000", "-f", "dec"]),
        "1 0"
    );
    let j = json(&["bit", "mulx", "0xffffffffffffffff", "3", "--json"]);
    assert_eq!(j["high"], "0x0000000000000002");
    assert_eq!(j["low"], "0xfffffffffffffffd");
    assert_eq!(j["result"], "0x0000000000000002fffffffffffffffd");
    let human = stdout_of(&["bit", "mulx", "-1", "3", "--color", "never"]);
    assert!(human.contains("high     0x0000000000000002"), "{human}");
    assert!(human.contains("low      0xfffffffffffffffd"), "{human}");
    let all = stdout_of(&["bit", "mulx", "12345678901", "98765432109", "--all-methods"]);
    assert!(all.contains("halves") && all.contains("u128"), "{all}");
}

// ---- BMI1 ----

#[test]
fn bextr_sign_extension_as_the_bmi1_page_writes_it() {
    // dest_signextended = (dest ^ signbit) - signbit: the 8-bit field 0xF0 is -16.
    assert_eq!(
        line(&[
            "bit",
            "bextr-signed",
            "0xf000",
            "8",
            "8",
            "-f",
            "hex",
            "--all-methods"
        ]),
        format!("{:#018x}", -16i64 as u64)
    );
    assert_eq!(
        line(&["bit", "bextr-signed", "0x7000", "12", "4", "-f", "dec"]),
        "7"
    );
    // The signed range of a double word, read from its 32-bit field.
    assert_eq!(
        line(&["bit", "bextr-signed", "0x80000000", "0", "32", "-f", "hex"]),
        format!("{:#018x}", i64::from(i32::MIN) as u64)
    );
    let mut rng = SplitMix64(11);
    let cases: Vec<(u64, u32, u32)> = inputs(12)
        .into_iter()
        .map(|x| {
            (
                x,
                (rng.next_u64() % 64) as u32,
                (rng.next_u64() % 65) as u32,
            )
        })
        .collect();
    // The reference: the field read as a two's complement number of `len` bits.
    let plain = |x: u64, start: u32, len: u32| -> u64 {
        let field: Vec<bool> = (0..len)
            .map(|i| start + i < 64 && x >> (start + i) & 1 == 1)
            .collect();
        let negative = field.last().copied().unwrap_or(false);
        (0..64).fold(0, |acc, i| {
            let bit = if (i as usize) < field.len() {
                field[i as usize]
            } else {
                negative
            };
            acc | u64::from(bit) << i
        })
    };
    let expected: Vec<u64> = cases.iter().map(|&(x, s, l)| plain(x, s, l)).collect();
    each_method(
        &BEXTR_SIGNED,
        |f| cases.iter().map(|&(x, s, l)| f(x, s, l)).collect(),
        &expected,
    );
}

// ---- BitScan ----

#[test]
fn ffsll_is_one_based_and_zero_for_the_empty_set() {
    assert_eq!(
        line(&["bit", "ffsll", "0", "-f", "dec", "--all-methods"]),
        "0"
    );
    assert_eq!(line(&["bit", "ffsll", "a1", "-f", "dec"]), "1");
    assert_eq!(line(&["bit", "ffsll", "h8", "-f", "dec"]), "64");
    assert_eq!(line(&["bit", "ffsll", "e4,d5", "-f", "dec"]), "29");
    let values = inputs(13);
    let plain: Vec<u32> = values
        .iter()
        .map(|&x| (1..=64).find(|&i| x >> (i - 1) & 1 == 1).unwrap_or(0))
        .collect();
    each_method(&FFSLL, |f| values.iter().map(|&x| f(x)).collect(), &plain);
}

/// `(bb & (bb-1)) ^ (bb-1)` and its fold, as Walter Faxon's original routine has them.
fn reset_separation(bb: u64) -> (u64, u32) {
    let s = (bb & bb.wrapping_sub(1)) ^ bb.wrapping_sub(1);
    (s, s as u32 ^ (s >> 32) as u32)
}

#[test]
fn the_32_bit_mode_bitscans_follow_the_bitscan_page() {
    // "while Walter originally resets the LS1B, yielding in a cyclic index wrap":
    // LS1B, (bb & (bb-1)) ^ (bb-1), folded.
    for (ls1b, separation, folded) in [
        (0, 0x0000_0000_0000_0000, 0x0000_0000),
        (63, 0x7fff_ffff_ffff_ffff, 0x8000_0000),
        (60, 0x0fff_ffff_ffff_ffff, 0xf000_0000),
        (33, 0x0000_0001_ffff_ffff, 0xffff_fffe),
        (32, 0x0000_0000_ffff_ffff, 0xffff_ffff),
        (31, 0x0000_0000_7fff_ffff, 0x7fff_ffff),
        (1, 0x0000_0000_0000_0001, 0x0000_0001),
    ] {
        assert_eq!(reset_separation(1 << ls1b), (separation, folded), "{ls1b}");
    }
    // The reset table is the printed table with every index one higher, 63 wrapping to 0.
    for (slot, (&plain, &reset)) in FAXON_TABLE.iter().zip(&FAXON_RESET_TABLE).enumerate() {
        if plain != 0 || slot == 20 {
            assert_eq!(reset, (plain + 1) & 63, "slot {slot}");
        }
    }
    let values: Vec<u64> = inputs(14).into_iter().filter(|&x| x != 0).collect();
    let plain: Vec<u32> = values.iter().map(|x| x.trailing_zeros()).collect();
    for name in ["matt-taylor-m", "faxon-m", "faxon-reset"] {
        let f = BITSCAN_FORWARD.find(name).unwrap().portable_func().unwrap();
        assert_eq!(
            values.iter().map(|&x| f(x)).collect::<Vec<_>>(),
            plain,
            "{name}"
        );
        let squares = stdout_of(&[
            "scan",
            "0x0000001818000000",
            "--method",
            name,
            "-f",
            "squares",
        ]);
        assert_eq!(squares, "d4 e4 d5 e5\n", "{name}");
    }
    // Faxon's routine resets the bit it found.
    let mut bb = 0x0000_0018_1800_0000;
    assert_eq!(bbtool::scan::faxon_with_reset(&mut bb), 27);
    assert_eq!(bb, 0x0000_0018_1000_0000);
}

// ---- Bitboard Serialization ----

#[test]
fn the_isolated_bit_loop_gives_each_ls1b_once() {
    assert_eq!(
        stdout_of(&["scan", "0x0000001818000000", "--isolated", "-f", "hex"]),
        "0x0000000008000000 0x0000000010000000 0x0000000800000000 0x0000001000000000\n"
    );
    for x in inputs(15) {
        let bits: Vec<u64> = isolated_bits(Bitboard(x)).map(|b| b.0).collect();
        // Reset by x &= x - 1 or by x ^= ls1b: the page's two loops give the same bits.
        let mut by_xor = Vec::new();
        let mut y = x;
        while y != 0 {
            let ls1b = y & y.wrapping_neg();
            by_xor.push(ls1b);
            y ^= ls1b;
        }
        let plain: Vec<u64> = (0..64)
            .filter(|i| x >> i & 1 == 1)
            .map(|i| 1 << i)
            .collect();
        assert_eq!(bits, plain, "{x:#x}");
        assert_eq!(by_xor, plain, "{x:#x}");
    }
    // Batch input: one line per input line.
    assert_eq!(
        common::run_with(&["scan", "--isolated", "-f", "dec", "-"], "0x10\n0x30\n0\n").1,
        "16\n16 32\n\n"
    );
    let j = json(&["scan", "e4,d5", "--isolated", "--json"]);
    assert_eq!(j["isolated"][1], "0x0000000800000000");
}

#[test]
fn the_split_into_words_and_bytes_rebuilds_the_set() {
    assert_eq!(
        stdout_of(&[
            "scan",
            "0x0000001818000000",
            "--split",
            "bytes",
            "-f",
            "hex"
        ]),
        "3 0x18 0x0000000018000000 4 0x18 0x0000001800000000\n"
    );
    assert_eq!(
        stdout_of(&[
            "scan",
            "0x0000001818000000",
            "--split",
            "dwords",
            "-f",
            "hex"
        ]),
        "0 0x18000000 0x0000000018000000 1 0x00000018 0x0000001800000000\n"
    );
    for x in inputs(16) {
        for width in [8, 16, 32] {
            let parts = split(Bitboard(x), width);
            let rebuilt = parts.iter().fold(0, |acc, p| acc | p.subset.0);
            assert_eq!(rebuilt, x);
            for p in &parts {
                assert_ne!(p.value, 0);
                assert_eq!(p.value, (x >> (p.index * width)) & ((1 << width) - 1));
            }
            let nonempty = (0..64 / width)
                .filter(|i| (x >> (i * width)) & ((1 << width) - 1) != 0)
                .count();
            assert_eq!(parts.len(), nonempty);
        }
    }
}

#[test]
fn bitscan_with_reset_returns_the_index_and_the_reset_set() {
    assert_eq!(
        stdout_of(&["scan", "e4,d5", "--with-reset", "-f", "hex"]),
        "28 0x0000000800000000 35 0x0000000000000000\n"
    );
    assert_eq!(
        stdout_of(&["scan", "e4,d5", "--with-reset", "--reverse", "-f", "hex"]),
        "35 0x0000000010000000 28 0x0000000000000000\n"
    );
    // Every method ran and agreed; a machine format still prints the steps.
    assert_eq!(
        line(&[
            "scan",
            "0x8100000000000081",
            "--with-reset",
            "--all-methods",
            "-f",
            "dec"
        ]),
        "0 9295429630892703872 7 9295429630892703744 56 9223372036854775808 63 0"
    );
    let all = stdout_of(&[
        "scan",
        "0x8100000000000081",
        "--with-reset",
        "--all-methods",
    ]);
    assert!(
        all.contains("faxon-reset") && all.contains("0 7 56 63"),
        "{all}"
    );
    for x in inputs(17) {
        for (family, reverse) in [(&BITSCAN_FORWARD, false), (&BITSCAN_REVERSE, true)] {
            for (method, f) in family.available(Cpu::current()) {
                let mut rest = x;
                let mut seen = Vec::new();
                while let Some(i) = scan_and_reset(&mut rest, f) {
                    seen.push(i);
                    assert_eq!(rest >> i & 1, 0);
                }
                let mut plain: Vec<u32> = (0..64).filter(|i| x >> i & 1 == 1).collect();
                if reverse {
                    plain.reverse();
                }
                assert_eq!(seen, plain, "{} {} {x:#x}", family.name, method.name);
                assert_eq!(rest, 0);
            }
        }
    }
}

#[test]
fn magic_move_lists_serialize_king_and_knight_targets() {
    // "A king in a corner may have up to three moves. Thus there are 2^3 == 8 possible
    // move-lists", for a king on a1.
    let a1 = Square::parse("a1").unwrap();
    let kings = MoveLists::of(Leaper::King);
    let entry = kings.squares[0];
    let a1_lists: Vec<&Vec<Square>> = kings.lists[entry.offset..entry.offset + 8].iter().collect();
    let mut names: Vec<String> = a1_lists
        .iter()
        .map(|l| l.iter().map(|s| s.name()).collect::<Vec<_>>().join(","))
        .collect();
    names.sort();
    assert_eq!(
        names,
        ["", "a2", "a2,b2", "b1", "b1,a2", "b1,a2,b2", "b1,b2", "b2"]
    );
    // "10016 possible king-move-lists and 5520 knight-move-lists", each magic with
    // "four one-bits set".
    assert_eq!(kings.lists.len(), 10016);
    assert_eq!(MoveLists::of(Leaper::Knight).lists.len(), 5520);
    assert!(
        KING_MAGICS
            .iter()
            .chain(&KNIGHT_MAGICS)
            .all(|m| m.count_ones() == 4)
    );
    // Every subset of every square's targets finds its own list (the bit loop's list).
    let mut rng = SplitMix64(18);
    for leaper in [Leaper::King, Leaper::Knight] {
        let tables = MoveLists::of(leaper);
        for sq in Square::all() {
            let attacks = leaper.attacks(sq);
            for _ in 0..40 {
                let targets = rng.next_u64() & attacks;
                let (_, list) = tables.lookup(sq, targets);
                let plain: Vec<Square> = (0..64)
                    .filter(|i| targets >> i & 1 == 1)
                    .map(Square::from_index)
                    .collect();
                assert_eq!(list, plain.as_slice(), "{} {}", leaper.name(), sq.name());
            }
        }
    }
    assert!(check_targets(Leaper::King, a1, 1 << 28).is_err());
    assert_eq!(
        line(&["scan", "b1,a2", "--king", "a1", "-f", "squares"]),
        "b1 a2"
    );
    assert_eq!(
        line(&["scan", "b3,c2", "--knight", "a1", "-f", "squares"]),
        "c2 b3"
    );
    let j = json(&["scan", "d5,f5", "--knight", "e3", "--json"]);
    assert_eq!(j["moves"], serde_json::json!(["e3-d5", "e3-f5"]));
    let (code, _, err) = run(&["scan", "e4", "--king", "a1"]);
    assert_eq!(code, 2);
    assert!(err.contains("king on a1: e4"), "{err}");
}

// ---- Byte, Word, Double Word, Quad Word ----

#[test]
fn word_bytes_are_extracted_and_made_portably() {
    // Word page: lowByte(0xaa55) = 0x55, highByte = 0xaa, makeWORD(0xaa, 0x55) = 0xaa55.
    assert_eq!(
        line(&["bit", "bextr", "0xaa55", "0", "8", "-f", "hex"]),
        "0x0000000000000055"
    );
    assert_eq!(
        line(&["bit", "bextr", "0xaa55", "8", "8", "-f", "hex"]),
        "0x00000000000000aa"
    );
    assert_eq!(
        line(&["calc", "(0xaa << 8) + 0x55", "-f", "hex"]),
        "0x000000000000aa55"
    );
    // "u.s = 0xaa55; assert (u.b[0] == 0x55)": the first byte in memory on little-endian.
    assert_eq!(
        stdout_of(&["show", "0xaa55", "--bytes", "-f", "hex"]),
        "0x000000000000aa55\n55 aa 00 00 00 00 00 00\n"
    );
    let mut rng = SplitMix64(19);
    for _ in 0..200 {
        let w = rng.next_u64() as u16;
        let (low, high) = (w & 255, w >> 8);
        assert_eq!(w.to_le_bytes(), [low as u8, high as u8]);
        assert_eq!((high << 8) + low, w);
    }
}

#[test]
fn double_and_quad_word_layouts_and_ranges() {
    // Double Word page: 0x01020304 is 04 03 02 01 in little-endian memory.
    assert_eq!(
        stdout_of(&["scan", "0x01020304", "--split", "bytes", "-f", "hex"]),
        "0 0x04 0x0000000000000004 1 0x03 0x0000000000000300 2 0x02 0x0000000000020000 3 0x01 0x0000000001000000\n"
    );
    // Double Word page: big-endian 01 02 03 04 is the dword byte-swapped, 0x04030201 (the
    // quad word's swap takes the upper dword to the lower one).
    assert_eq!(
        line(&["flip", "vertical", "0x0102030400000000", "-f", "hex"]),
        "0x0000000004030201"
    );
    assert!(
        stdout_of(&["show", "0x04030201", "--bytes"])
            .contains("bytes    01 02 03 04 00 00 00 00  (little-endian memory order)")
    );
    // Quad Word page: big-endian layout is the byte swap.
    assert_eq!(
        line(&["flip", "vertical", "0x0102030405060708", "-f", "hex"]),
        "0x0807060504030201"
    );
    for (args, want) in [
        (["calc", "0xFFFFFFFF", "-f", "dec"], "4294967295"),
        (
            ["calc", "0xFFFFFFFFFFFFFFFF", "-f", "dec"],
            "18446744073709551615",
        ),
        (
            ["calc", "-9223372036854775808", "-f", "hex"],
            "0x8000000000000000",
        ),
        (
            ["calc", "9223372036854775807", "-f", "hex"],
            "0x7fffffffffffffff",
        ),
    ] {
        assert_eq!(line(&args), want, "{args:?}");
    }
}

#[test]
fn the_byte_rank_of_a_bitboard() {
    // Byte page: "A byte can contain a rank of a bitboard".
    assert_eq!(
        stdout_of(&["scan", "rank4 | e5", "--split", "bytes", "-f", "hex"]),
        "3 0xff 0x00000000ff000000 4 0x10 0x0000001000000000\n"
    );
}

#[test]
fn hardware_methods_need_their_features() {
    let need = |f: &Family<Indexed>| f.find(f.name).map(|m| m.needs());
    for family in [&RORX_FAMILY, &SHLX, &SHRX, &SARX] {
        assert_eq!(need(family), Some(Features::of(&[Feature::Bmi2])));
    }
    assert_eq!(
        MULX.find("mulx").map(|m| m.needs()),
        Some(Features::of(&[Feature::Bmi2]))
    );
    assert_eq!(
        BEXTR_SIGNED.find("bextr").map(|m| m.needs()),
        Some(Features::of(&[Feature::Bmi1]))
    );
    assert_eq!(
        FFSLL.find("tzcnt").map(|m| m.needs()),
        Some(Features::of(&[Feature::Bmi1]))
    );
}
