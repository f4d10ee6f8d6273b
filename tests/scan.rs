//! The bitscan catalogues and serialization, checked against the plain bit loop and the
//! tables printed on the reference's BitScan page.

use bbtool::rng::SplitMix64;
use bbtool::scan::{
    BITSCAN_FORWARD, BITSCAN_REVERSE, FAXON_TABLE, INDEX64_ISOLATED, INDEX64_SEPARATED, LOOKUP67,
    LSB_64_TABLE, LSB_RS, MS1B_TABLE, Scan, ScanOrder, Serializer, SquareLabels, WALK_ROOM,
    bitscan, serialize, walk_labels,
};
use bbtool::{Bitboard, Cpu, Family, Feature, Features, Kind, PathPreference, Square};

// De Bruijn Multiplication, With isolated LS1B: `index64[64]`.
#[rustfmt::skip]
const PRINTED_INDEX64_ISOLATED: [u8; 64] = [
     0,  1, 48,  2, 57, 49, 28,  3,
    61, 58, 50, 42, 38, 29, 17,  4,
    62, 55, 59, 36, 53, 51, 43, 22,
    45, 39, 33, 30, 24, 18, 12,  5,
    63, 47, 56, 27, 60, 41, 37, 16,
    54, 35, 52, 21, 44, 32, 23, 11,
    46, 26, 40, 15, 34, 20, 31, 10,
    25, 14, 19,  9, 13,  8,  7,  6,
];

// With separated LS1B (Kim Walisch); also Bitscan reverse, De Bruijn Multiplication.
#[rustfmt::skip]
const PRINTED_INDEX64_SEPARATED: [u8; 64] = [
     0, 47,  1, 56, 48, 27,  2, 60,
    57, 49, 41, 37, 28, 16,  3, 61,
    54, 58, 35, 52, 50, 42, 21, 44,
    38, 32, 29, 23, 17, 11,  4, 62,
    46, 55, 26, 59, 40, 36, 15, 53,
    34, 51, 20, 43, 31, 22, 10, 45,
    25, 39, 14, 33, 19, 30,  9, 24,
    13, 18,  8, 12,  7,  6,  5, 63,
];

// Matt Taylor's Folding trick: `lsb_64_table[64]`.
#[rustfmt::skip]
const PRINTED_LSB_64_TABLE: [u8; 64] = [
    63, 30,  3, 32, 59, 14, 11, 33,
    60, 24, 50,  9, 55, 19, 21, 34,
    61, 29,  2, 53, 51, 23, 41, 18,
    56, 28,  1, 43, 46, 27,  0, 35,
    62, 31, 58,  4,  5, 49, 54,  6,
    15, 52, 12, 40,  7, 42, 45, 16,
    25, 57, 48, 13, 10, 39,  8, 44,
    20, 47, 38, 22, 17, 37, 36, 26,
];

// Walter Faxon's magic Bitscan: `LSB_64_table[154]`, with `__` (0) for unused slots.
#[rustfmt::skip]
const PRINTED_FAXON: [u8; 154] = [
    22,  0,  0,  0, 30,  0,  0, 38, 18,  0,
    16, 15, 17,  0, 46,  9, 19,  8,  7, 10,
     0, 63,  1, 56, 55, 57,  2, 11,  0, 58,
     0,  0, 20,  0,  3,  0,  0, 59,  0,  0,
     0,  0,  0, 12,  0,  0,  0,  0,  0,  0,
     4,  0,  0, 60,  0,  0,  0,  0,  0,  0,
     0,  0,  0,  0, 21,  0,  0,  0, 29,  0,
     0, 37,  0,  0,  0, 13,  0,  0, 45,  0,
     0,  0,  5,  0,  0, 61,  0,  0,  0, 53,
     0,  0,  0,  0,  0,  0,  0,  0,  0,  0,
    28,  0,  0, 36,  0,  0,  0,  0,  0,  0,
    44,  0,  0,  0,  0,  0, 27,  0,  0, 35,
     0, 52,  0,  0, 26,  0, 43, 34, 25, 23,
    24, 33, 31, 32, 42, 39, 40, 51, 41, 14,
     0, 49, 47, 48,  0, 50,  6,  0,  0, 62,
     0,  0,  0, 54,
];

// Bitscan by Modulo: `lookup67[67+1]`.
#[rustfmt::skip]
const PRINTED_LOOKUP67: [i8; 68] = [
    64,  0,  1, 39,  2, 15, 40, 23,
     3, 12, 16, 59, 41, 19, 24, 54,
     4, -1, 13, 10, 17, 62, 60, 28,
    42, 30, 20, 51, 25, 44, 55, 47,
     5, 32, -1, 38, 14, 22, 11, 58,
    18, 53, 63,  9, 61, 27, 29, 50,
    43, 46, 31, 37, 21, 57, 52,  8,
    26, 49, 45, 36, 56,  7, 48, 35,
     6, 34, 33, -1,
];

// Divide and Conquer: Reinhard Scharnagl's `lsbRS[256]`.
#[rustfmt::skip]
const PRINTED_LSB_RS: [u8; 256] = [
     8,  0,  1,  0,  2,  0,  1,  0,  3,  0,  1,  0,  2,  0,  1,  0,
     4,  0,  1,  0,  2,  0,  1,  0,  3,  0,  1,  0,  2,  0,  1,  0,
     5,  0,  1,  0,  2,  0,  1,  0,  3,  0,  1,  0,  2,  0,  1,  0,
     4,  0,  1,  0,  2,  0,  1,  0,  3,  0,  1,  0,  2,  0,  1,  0,
     6,  0,  1,  0,  2,  0,  1,  0,  3,  0,  1,  0,  2,  0,  1,  0,
     4,  0,  1,  0,  2,  0,  1,  0,  3,  0,  1,  0,  2,  0,  1,  0,
     5,  0,  1,  0,  2,  0,  1,  0,  3,  0,  1,  0,  2,  0,  1,  0,
     4,  0,  1,  0,  2,  0,  1,  0,  3,  0,  1,  0,  2,  0,  1,  0,
     7,  0,  1,  0,  2,  0,  1,  0,  3,  0,  1,  0,  2,  0,  1,  0,
     4,  0,  1,  0,  2,  0,  1,  0,  3,  0,  1,  0,  2,  0,  1,  0,
     5,  0,  1,  0,  2,  0,  1,  0,  3,  0,  1,  0,  2,  0,  1,  0,
     4,  0,  1,  0,  2,  0,  1,  0,  3,  0,  1,  0,  2,  0,  1,  0,
     6,  0,  1,  0,  2,  0,  1,  0,  3,  0,  1,  0,  2,  0,  1,  0,
     4,  0,  1,  0,  2,  0,  1,  0,  3,  0,  1,  0,  2,  0,  1,  0,
     5,  0,  1,  0,  2,  0,  1,  0,  3,  0,  1,  0,  2,  0,  1,  0,
     4,  0,  1,  0,  2,  0,  1,  0,  3,  0,  1,  0,  2,  0,  1,  0,
];

#[test]
fn tables_reproduce_the_printed_ones() {
    assert_eq!(INDEX64_ISOLATED, PRINTED_INDEX64_ISOLATED);
    assert_eq!(INDEX64_SEPARATED, PRINTED_INDEX64_SEPARATED);
    assert_eq!(LSB_64_TABLE, PRINTED_LSB_64_TABLE);
    assert_eq!(FAXON_TABLE, PRINTED_FAXON);
    assert_eq!(LOOKUP67, PRINTED_LOOKUP67);
    assert_eq!(LSB_RS, PRINTED_LSB_RS);
}

#[test]
fn nalimov_table_is_the_byte_log2() {
    for byte in 1..256u32 {
        assert_eq!(u32::from(MS1B_TABLE[byte as usize]), byte.ilog2(), "{byte}");
    }
}

/// Edge values, small values, every single bit, and 100,000 random values of which a
/// third are dense, a third sparse (LS1B and MS1B far from the ends) and a third single
/// runs of bits.
fn inputs() -> Vec<u64> {
    let mut values: Vec<u64> = (1..=4096).collect();
    values.extend((0..64).map(|i| 1u64 << i));
    values.extend([1 << 63, u64::MAX, u64::MAX - 1, 0x8000_0000_0000_0001]);
    let mut rng = SplitMix64(0x9e37_79b9_7f4a_7c15);
    for i in 0..100_000 {
        let value = match i % 3 {
            0 => rng.next_u64(),
            1 => rng.next_u64() & rng.next_u64() & rng.next_u64() & rng.next_u64(),
            _ => {
                let (low, len) = (rng.next_u64() % 64, rng.next_u64() % 64 + 1);
                (u64::MAX >> (64 - len)) << low
            }
        };
        values.push(value.max(1));
    }
    values
}

fn bit_loop_forward(bb: u64) -> u32 {
    (0..64).find(|&i| bb >> i & 1 != 0).unwrap()
}

fn bit_loop_reverse(bb: u64) -> u32 {
    (0..64).rev().find(|&i| bb >> i & 1 != 0).unwrap()
}

fn check_family(family: &Family<Scan>, oracle: fn(u64) -> u32) {
    let cpu = Cpu::current();
    let values = inputs();
    let mut checked = 0;
    for (method, scan) in family.available(cpu) {
        for &bb in &values {
            assert_eq!(
                scan(bb),
                oracle(bb),
                "{} {} of {bb:#018x}",
                family.name,
                method.name
            );
        }
        checked += 1;
    }
    // Every portable method, at least, ran.
    let portable = family
        .methods
        .iter()
        .filter(|m| m.needs().is_empty())
        .count();
    assert!(checked >= portable, "{checked} < {portable}");
}

#[test]
fn every_forward_method_agrees_with_the_bit_loop() {
    check_family(&BITSCAN_FORWARD, bit_loop_forward);
}

#[test]
fn every_reverse_method_agrees_with_the_bit_loop() {
    check_family(&BITSCAN_REVERSE, bit_loop_reverse);
}

#[test]
fn reference_methods_are_the_bit_loops() {
    for (family, oracle) in [
        (&BITSCAN_FORWARD, bit_loop_forward as Scan),
        (&BITSCAN_REVERSE, bit_loop_reverse as Scan),
    ] {
        let reference = family.reference_func();
        assert_eq!(family.reference_method().kind(), Kind::Software);
        for bb in inputs() {
            assert_eq!(reference(bb), oracle(bb));
        }
    }
}

#[test]
fn no_method_panics_on_zero() {
    for family in [&BITSCAN_FORWARD, &BITSCAN_REVERSE] {
        for (method, scan) in family.available(Cpu::current()) {
            // The value is unspecified; calling must simply return.
            std::hint::black_box(scan(std::hint::black_box(0)));
            assert!(!method.name.is_empty());
        }
    }
}

#[test]
fn zero_counts_give_64_for_the_empty_set() {
    // "Bitscan versus Zero Count": trailing/leading zero counts leave 64 for empty sets;
    // mod67's `lookup67[0]` is 64 too. The scans here are `count`, and `count ^ 63`.
    let find = |name| BITSCAN_FORWARD.find(name).unwrap().get(Cpu::current());
    for name in ["mod67", "trailing-zeros", "tzcnt"] {
        if let Some(scan) = find(name) {
            assert_eq!(scan(0), 64, "{name}");
        }
    }
    let lzcnt = BITSCAN_REVERSE.find("leading-zeros").unwrap();
    assert_eq!(lzcnt.get(Cpu::current()).unwrap()(0), 64 ^ 63);
}

#[test]
fn generalized_bitscan_scans_both_ways() {
    for bb in inputs() {
        assert_eq!(bitscan(bb, false), bit_loop_forward(bb));
        assert_eq!(bitscan(bb, true), bit_loop_reverse(bb));
    }
}

#[test]
fn method_names_follow_the_convention() {
    let names = |f: &Family<Scan>| f.methods.iter().map(|m| m.name).collect::<Vec<_>>();
    let forward = names(&BITSCAN_FORWARD);
    for name in [
        "bit-loop",
        "debruijn-isolated",
        "debruijn-walisch",
        "matt-taylor",
        "faxon",
        "mod67",
        "divide-conquer",
        "branchless",
        "double-conversion",
        "popcount-ls1b",
        "trailing-zeros",
        "generalized",
    ] {
        assert!(forward.contains(&name), "{name}");
    }
    let reverse = names(&BITSCAN_REVERSE);
    for name in [
        "bit-loop",
        "divide-conquer",
        "zappa",
        "debruijn-fill",
        "double-conversion",
        "leading-zeros",
        "generalized",
    ] {
        assert!(reverse.contains(&name), "{name}");
    }
    for family in [&BITSCAN_FORWARD, &BITSCAN_REVERSE] {
        for name in family.preference {
            assert!(
                family.find(name).is_some(),
                "{} prefers unknown {name}",
                family.name
            );
        }
    }
}

#[cfg(target_arch = "x86_64")]
#[test]
fn instructions_are_hardware_and_gated() {
    let tzcnt = BITSCAN_FORWARD.find("tzcnt").unwrap();
    assert_eq!(tzcnt.needs(), Features::of(&[Feature::Bmi1]));
    let lzcnt = BITSCAN_REVERSE.find("lzcnt").unwrap();
    assert_eq!(lzcnt.needs(), Features::of(&[Feature::Lzcnt]));
    // BSF and BSR are baseline x86-64: hardware, yet runnable on every CPU.
    for (family, name) in [(&BITSCAN_FORWARD, "bsf"), (&BITSCAN_REVERSE, "bsr")] {
        let method = family.find(name).unwrap();
        assert_eq!(method.kind(), Kind::Hardware);
        assert!(method.needs().is_empty() && method.portable_func().is_some());
        assert_eq!(
            method.path_text(),
            format!("{name} (hardware: {} instruction)", name.to_uppercase())
        );
    }
}

#[cfg(target_arch = "x86_64")]
#[test]
fn selection_prefers_instructions_then_rust_intrinsics() {
    let select = |family: &Family<Scan>, cpu: &Cpu, path| family.select(cpu, path).method.name;
    let portable = Cpu::portable();
    assert_eq!(
        select(&BITSCAN_FORWARD, &portable, PathPreference::Auto),
        "trailing-zeros"
    );
    assert_eq!(
        select(&BITSCAN_REVERSE, &portable, PathPreference::Auto),
        "leading-zeros"
    );
    assert_eq!(
        select(&BITSCAN_FORWARD, &portable, PathPreference::Hardware),
        "bsf"
    );
    assert_eq!(
        select(&BITSCAN_REVERSE, &portable, PathPreference::Hardware),
        "bsr"
    );
    let modern = Cpu::with_usable(Features::of(&[Feature::Bmi1, Feature::Lzcnt]));
    assert_eq!(
        select(&BITSCAN_FORWARD, &modern, PathPreference::Auto),
        "tzcnt"
    );
    assert_eq!(
        select(&BITSCAN_REVERSE, &modern, PathPreference::Auto),
        "lzcnt"
    );
    assert_eq!(
        select(&BITSCAN_FORWARD, &modern, PathPreference::Software),
        "trailing-zeros"
    );
}

fn squares(names: &str) -> Vec<Square> {
    names
        .split_whitespace()
        .map(|n| Square::parse(n).unwrap())
        .collect()
}

#[test]
fn serialization_orders() {
    let bb: Bitboard = squares("a1 h1 e4 a8 h8 b7").into_iter().collect();
    assert_eq!(
        serialize(bb, ScanOrder::Forward),
        squares("a1 h1 e4 b7 a8 h8")
    );
    assert_eq!(
        serialize(bb, ScanOrder::Reverse),
        squares("h8 a8 b7 e4 h1 a1")
    );
    // Black or White: the white set is scanned vertically flipped, rank 8 first, each
    // rank from the a-file, so its order mirrors black's LS1B-first order.
    assert_eq!(serialize(bb, ScanOrder::Flip), squares("a8 h8 b7 e4 a1 h1"));
    assert!(serialize(Bitboard::EMPTY, ScanOrder::Flip).is_empty());
    assert_eq!(serialize(Bitboard::ALL, ScanOrder::Reverse).len(), 64);
}

#[test]
fn serialization_matches_sorting_for_every_method() {
    let key = |order, sq: &Square| match order {
        ScanOrder::Forward => sq.index() as i32,
        ScanOrder::Reverse => -(sq.index() as i32),
        ScanOrder::Flip => (7 - sq.rank().index() as i32) * 8 + sq.file().index() as i32,
    };
    let mut rng = SplitMix64(0x0bad_5eed);
    for _ in 0..2_000 {
        let bb = Bitboard(rng.next_u64() & rng.next_u64());
        for order in [ScanOrder::Forward, ScanOrder::Reverse, ScanOrder::Flip] {
            let mut expected: Vec<Square> = bb.squares().collect();
            expected.sort_by_key(|sq| key(order, sq));
            assert_eq!(serialize(bb, order), expected, "{order:?} {bb:?}");
            for (method, scan) in order.family().available(Cpu::current()) {
                let found: Vec<Square> = Serializer::new(bb, order, scan).collect();
                assert_eq!(found, expected, "{order:?} with {}", method.name);
            }
        }
    }
}

/// The text of `labels`' members of `bb` in `order` through `walk_labels`.
fn walked(
    bb: Bitboard,
    order: ScanOrder,
    scan: Scan,
    walk: Option<bbtool::scan::WalkFn>,
    labels: &SquareLabels,
) -> String {
    let mut room = [0u8; WALK_ROOM];
    let written = walk_labels(bb, order, scan, walk, labels, &mut room);
    String::from_utf8(room[..written].to_vec()).expect("labels are text")
}

#[test]
fn every_bitscan_method_walks_as_it_serializes() {
    let cpu = Cpu::current();
    let label = |sq: Square| format!("\"{}\",", sq.name());
    let labels = SquareLabels::new(label);
    let mut rng = SplitMix64(0x5ca1_ab1e);
    let mut sets = vec![0, 1, 1 << 63, u64::MAX, 0x8100_0000_0000_0081, 0xff00];
    sets.extend((0..2_000).map(|i| match i % 3 {
        0 => rng.next_u64(),
        1 => rng.next_u64() & rng.next_u64(),
        _ => rng.next_u64() | rng.next_u64(),
    }));
    for order in [ScanOrder::Forward, ScanOrder::Reverse, ScanOrder::Flip] {
        for method in order.family().methods {
            let (Some(scan), Some(walk)) = (method.get(cpu), method.get_walk(cpu)) else {
                assert!(method.get(cpu).is_none(), "{} has a walk form", method.name);
                continue;
            };
            for &bits in &sets {
                let bb = Bitboard(bits);
                let expected: String = Serializer::new(bb, order, scan).map(label).collect();
                let by = |walk| walked(bb, order, scan, walk, &labels);
                assert_eq!(
                    by(Some(walk)),
                    expected,
                    "{order:?} walk of {}",
                    method.name
                );
                assert_eq!(by(None), expected, "{order:?} calls of {}", method.name);
            }
        }
    }
}

#[test]
fn a_wrong_scan_walks_once_a_member_inside_the_room() {
    // A scan that always answers h8: the walk still stops after the set's count, and the
    // longest labels (eight bytes) fill the room without a store past it.
    let labels = SquareLabels::new(|sq| format!("{:>8}", sq.index()));
    let h8: Scan = |_| 63;
    for order in [ScanOrder::Forward, ScanOrder::Reverse, ScanOrder::Flip] {
        let text = walked(Bitboard::ALL, order, h8, None, &labels);
        let last = if order == ScanOrder::Flip {
            "       7"
        } else {
            "      63"
        };
        assert_eq!(text.len(), 64 * 8, "{order:?}");
        assert!(text.starts_with(last), "{order:?}: {text}");
    }
}
