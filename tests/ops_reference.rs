//! Every worked example the reference pages print for the bit operations, asserted
//! exactly. Diagrams are pasted from the pages and parsed, so a test checks both the
//! printed hex value and the printed board.

use bbtool::Cpu;
use bbtool::catalogue::Family;
use bbtool::ops::field::{PDEP, PEXT};
use bbtool::ops::lsb::*;
use bbtool::ops::setwise::{common_msb, lower_squares, upper_squares, xor_all};
use bbtool::ops::shift::{AVOID_WRAP, DIR8_SHIFTS, shift_one, shift_one_rotate};
use bbtool::ops::swar::{major, odd};
use bbtool::ops::ternlog::{NAMED, TERNLOG, named};
use bbtool::ops::transform::{delta_swap, swap_n_bits};
use bbtool::ops::{Binary, Unary};
use bbtool::rng::SplitMix64;
use bbtool::{Direction, Square};

/// Parses side-by-side diagrams (rank 8 on top, `1` or `.` per square) into one value
/// per column; every other token (`&`, `=`, `->`, labels) is ignored.
fn diagrams(text: &str) -> Vec<u64> {
    let rows: Vec<Vec<bool>> = text
        .lines()
        .map(|line| {
            line.split_whitespace()
                .filter(|t| *t == "1" || *t == ".")
                .map(|t| t == "1")
                .collect::<Vec<_>>()
        })
        .filter(|row| !row.is_empty())
        .collect();
    assert_eq!(rows.len(), 8, "a diagram has eight ranks");
    let boards = rows[0].len() / 8;
    (0..boards)
        .map(|b| {
            let mut v = 0u64;
            for (i, row) in rows.iter().enumerate() {
                assert_eq!(row.len(), boards * 8, "rank {} is ragged", 8 - i);
                for file in 0..8 {
                    if row[b * 8 + file] {
                        v |= 1 << ((7 - i) * 8 + file);
                    }
                }
            }
            v
        })
        .collect()
}

/// Every method of `family` this CPU can run maps `src` to `dest`.
fn assert_unary(family: &Family<Unary>, src: u64, dest: u64) {
    let mut ran = 0;
    for (method, f) in family.available(Cpu::current()) {
        assert_eq!(
            f(src),
            dest,
            "{} {} of {src:#018x}",
            family.name,
            method.name
        );
        ran += 1;
    }
    assert!(ran >= 1);
}

const TBM_ZERO_SRC: u64 = 0x80C0_E0F0_F8FC_FEFF;
const TBM_ONE_SRC: u64 = 0x0040_2010_0804_0200;

#[test]
fn tbm_least_significant_zero_examples() {
    // TBM page, BLCFILL: src & (src + 1) = dest, printed as
    let printed = diagrams(
        "
  . . . . . . . 1     . . . . . . . 1     . . . . . . . 1
  . . . . . . 1 1     . . . . . . 1 1     . . . . . . 1 1
  . . . . . 1 1 1     . . . . . 1 1 1     . . . . . 1 1 1
  . . . . 1 1 1 1     . . . . 1 1 1 1     . . . . 1 1 1 1
  . . . 1 1 1 1 1  &  . . . 1 1 1 1 1  =  . . . 1 1 1 1 1
  . . 1 1 1 1 1 1     . . 1 1 1 1 1 1     . . 1 1 1 1 1 1
  . 1 1 1 1 1 1 1     1 1 1 1 1 1 1 1     . 1 1 1 1 1 1 1
  1 1 1 1 1 1 1 1     . . . . . . . .     . . . . . . . .",
    );
    assert_eq!(
        printed,
        [TBM_ZERO_SRC, 0x80C0_E0F0_F8FC_FF00, 0x80C0_E0F0_F8FC_FE00]
    );
    assert_unary(&BLCFILL, TBM_ZERO_SRC, 0x80C0_E0F0_F8FC_FE00);
    assert_unary(&BLCI, TBM_ZERO_SRC, 0xFFFF_FFFF_FFFF_FEFF);
    assert_unary(&BLCIC, TBM_ZERO_SRC, 0x0000_0000_0000_0100);
    assert_unary(&BLCMSK, TBM_ZERO_SRC, 0x0000_0000_0000_01FF);
    assert_unary(&BLCS, TBM_ZERO_SRC, 0x80C0_E0F0_F8FC_FFFF);
    assert_unary(&T1MSKC, TBM_ZERO_SRC, 0xFFFF_FFFF_FFFF_FF00);
    // BLCI's printed ~(src + 1) column.
    assert_eq!(!TBM_ZERO_SRC.wrapping_add(1), 0x7F3F_1F0F_0703_00FF);
}

#[test]
fn tbm_least_significant_one_examples() {
    // TBM page, TZMSK: src -> ~src & (src - 1) = dest.
    let printed = diagrams(
        "
  . . . . . . . .     1 1 1 1 1 1 1 1     . . . . . . . .     . . . . . . . .
  . . . . . . 1 .     1 1 1 1 1 1 . 1     . . . . . . 1 .     . . . . . . . .
  . . . . . 1 . .     1 1 1 1 1 . 1 1     . . . . . 1 . .     . . . . . . . .
  . . . . 1 . . .     1 1 1 1 . 1 1 1     . . . . 1 . . .     . . . . . . . .
  . . . 1 . . . . ->  1 1 1 . 1 1 1 1  &  . . . 1 . . . .  =  . . . . . . . .
  . . 1 . . . . .     1 1 . 1 1 1 1 1     . . 1 . . . . .     . . . . . . . .
  . 1 . . . . . .     1 . 1 1 1 1 1 1     1 . . . . . . .     1 . . . . . . .
  . . . . . . . .     1 1 1 1 1 1 1 1     1 1 1 1 1 1 1 1     1 1 1 1 1 1 1 1",
    );
    assert_eq!(printed[0], TBM_ONE_SRC);
    assert_eq!(printed[1], !TBM_ONE_SRC);
    assert_eq!(printed[2], TBM_ONE_SRC - 1);
    assert_eq!(printed[3], 0x0000_0000_0000_01FF);
    assert_unary(&TZMSK, TBM_ONE_SRC, 0x0000_0000_0000_01FF);
    assert_unary(&BLSFILL, TBM_ONE_SRC, 0x0040_2010_0804_03FF);
    assert_unary(&BLSIC, TBM_ONE_SRC, 0xFFFF_FFFF_FFFF_FDFF);
}

#[test]
fn general_setwise_ls1b_examples() {
    // General Setwise Operations, "With some arbitrary sample set": x, then the results
    // of Isolation, Reset, Separation (three) and Smearing (two), in the page's order.
    let x = diagrams(
        "
. . . . . . . .
. . 1 . 1 . . .
. 1 . . . 1 . .
. . . . . . . .
. 1 . . . 1 . .
. . 1 . 1 . . .
. . . . . . . .
. . . . . . . .",
    )[0];
    let results = diagrams(
        "
. . . . . . . .   . . . . . . . .   1 1 1 1 1 1 1 1   . . . . . . . .   . . . . . . . .   1 1 1 1 1 1 1 1   . . . . . . . .
. . . . . . . .   . . 1 . 1 . . .   1 1 1 1 1 1 1 1   . . . . . . . .   . . . . . . . .   1 1 1 1 1 1 1 1   . . 1 . 1 . . .
. . . . . . . .   . 1 . . . 1 . .   1 1 1 1 1 1 1 1   . . . . . . . .   . . . . . . . .   1 1 1 1 1 1 1 1   . 1 . . . 1 . .
. . . . . . . .   . . . . . . . .   1 1 1 1 1 1 1 1   . . . . . . . .   . . . . . . . .   1 1 1 1 1 1 1 1   . . . . . . . .
. . . . . . . .   . 1 . . . 1 . .   1 1 1 1 1 1 1 1   . . . . . . . .   . . . . . . . .   1 1 1 1 1 1 1 1   . 1 . . . 1 . .
. . 1 . . . . .   . . . . 1 . . .   . . . 1 1 1 1 1   1 1 1 . . . . .   1 1 . . . . . .   . . 1 1 1 1 1 1   1 1 1 . 1 . . .
. . . . . . . .   . . . . . . . .   . . . . . . . .   1 1 1 1 1 1 1 1   1 1 1 1 1 1 1 1   . . . . . . . .   1 1 1 1 1 1 1 1
. . . . . . . .   . . . . . . . .   . . . . . . . .   1 1 1 1 1 1 1 1   1 1 1 1 1 1 1 1   . . . . . . . .   1 1 1 1 1 1 1 1",
    );
    let [ls1b, reset, above, below_incl, below, up, down] = results[..] else {
        panic!("seven boards")
    };
    assert_unary(&LS1B, x, ls1b);
    assert_unary(&BLSI, x, ls1b);
    assert_unary(&BLSR, x, reset);
    assert_unary(&ABOVE_LS1B, x, above);
    assert_unary(&BLSMSK, x, below_incl);
    assert_unary(&BELOW_LS1B, x, below);
    assert_unary(&SMEAR_UP, x, up);
    assert_unary(&SMEAR_DOWN, x, down);
    // The sample's highest member is e7, bit 52.
    assert_unary(&MS1B, x, 1 << 52);
}

#[test]
fn bmi2_pext_and_pdep_samples() {
    // BMI2 page: the mask has bits 60, 7, 5 and 2 set ("f.i. 4 bits set"); PEXT
    // packs S60 S7 S5 S2 into bits 3..0, PDEP spreads S3 S2 S1 S0 to 60, 7, 5, 2.
    let mask = 1u64 << 60 | 1 << 7 | 1 << 5 | 1 << 2;
    let pairs = [(60, 3), (7, 2), (5, 1), (2, 0)];
    let families: [(&Family<Binary>, bool); 2] = [(&PEXT, true), (&PDEP, false)];
    for (family, extract) in families {
        for (method, f) in family.available(Cpu::current()) {
            for (wide, packed) in pairs {
                let (src, dest) = if extract {
                    (1u64 << wide, 1u64 << packed)
                } else {
                    (1u64 << packed, 1u64 << wide)
                };
                assert_eq!(f(src, mask), dest, "{} {}", family.name, method.name);
            }
            let all = if extract { 0b1111 } else { mask };
            assert_eq!(f(!0, mask), all, "{} {}", family.name, method.name);
        }
    }
}

#[test]
fn swap_n_bits_sample_equals_the_delta_swap() {
    // "swap 6 bits each, from bit-index 9 (ABCDEF) with bit-index 41 (abcdef)", and
    // "we call deltaSwap with delta of 32 and 0x7E00 as mask".
    assert_eq!(swap_n_bits(0x3F << 9, 9, 41, 6), Ok(0x3F << 41));
    for s in SplitMix64(0x2545_f491_4f6c_dd1d).take(10_000) {
        assert_eq!(swap_n_bits(s, 9, 41, 6), delta_swap(s, 0x7E00, 32));
    }
    // "swap odd or even files ... deltaSwap with delta of one, and mask of 0x5555555555555555"
    let files_a_c_e_g = diagrams(
        "
1 . 1 . 1 . 1 .
1 . 1 . 1 . 1 .
1 . 1 . 1 . 1 .
1 . 1 . 1 . 1 .
1 . 1 . 1 . 1 .
1 . 1 . 1 . 1 .
1 . 1 . 1 . 1 .
1 . 1 . 1 . 1 .",
    )[0];
    assert_eq!(files_a_c_e_g, 0x5555_5555_5555_5555);
    assert_eq!(
        delta_swap(files_a_c_e_g, files_a_c_e_g, 1),
        Ok(files_a_c_e_g << 1)
    );
}

#[test]
fn avoid_wrap_masks_as_printed() {
    let printed: [u64; 8] = [
        0xFEFEFEFEFEFEFE00,
        0xFEFEFEFEFEFEFEFE,
        0x00FEFEFEFEFEFEFE,
        0x00FFFFFFFFFFFFFF,
        0x007F7F7F7F7F7F7F,
        0x7F7F7F7F7F7F7F7F,
        0x7F7F7F7F7F7F7F00,
        0xFFFFFFFFFFFFFF00,
    ];
    assert_eq!(AVOID_WRAP, printed);
    assert_eq!(DIR8_SHIFTS, [9, 1, -7, -8, -9, -1, 7, 8]);
    // "6 == noWe -> +7     7 == nort -> +8     0 == noEa -> +9"
    let north = diagrams(
        "
1 1 1 1 1 1 1 .     1 1 1 1 1 1 1 1     . 1 1 1 1 1 1 1
1 1 1 1 1 1 1 .     1 1 1 1 1 1 1 1     . 1 1 1 1 1 1 1
1 1 1 1 1 1 1 .     1 1 1 1 1 1 1 1     . 1 1 1 1 1 1 1
1 1 1 1 1 1 1 .     1 1 1 1 1 1 1 1     . 1 1 1 1 1 1 1
1 1 1 1 1 1 1 .     1 1 1 1 1 1 1 1     . 1 1 1 1 1 1 1
1 1 1 1 1 1 1 .     1 1 1 1 1 1 1 1     . 1 1 1 1 1 1 1
1 1 1 1 1 1 1 .     1 1 1 1 1 1 1 1     . 1 1 1 1 1 1 1
. . . . . . . .     . . . . . . . .     . . . . . . . .",
    );
    assert_eq!(north, [printed[6], printed[7], printed[0]]);
    // "5 == west -> -1                         1 == east -> +1"
    let sideways = diagrams(
        "
1 1 1 1 1 1 1 .                         . 1 1 1 1 1 1 1
1 1 1 1 1 1 1 .                         . 1 1 1 1 1 1 1
1 1 1 1 1 1 1 .                         . 1 1 1 1 1 1 1
1 1 1 1 1 1 1 .                         . 1 1 1 1 1 1 1
1 1 1 1 1 1 1 .                         . 1 1 1 1 1 1 1
1 1 1 1 1 1 1 .                         . 1 1 1 1 1 1 1
1 1 1 1 1 1 1 .                         . 1 1 1 1 1 1 1
1 1 1 1 1 1 1 .                         . 1 1 1 1 1 1 1",
    );
    assert_eq!(sideways, [printed[5], printed[1]]);
    // "4 == soWe -> -9     3 == sout -> -8     2 == soEa -> -7"
    let south = diagrams(
        "
. . . . . . . .     . . . . . . . .     . . . . . . . .
1 1 1 1 1 1 1 .     1 1 1 1 1 1 1 1     . 1 1 1 1 1 1 1
1 1 1 1 1 1 1 .     1 1 1 1 1 1 1 1     . 1 1 1 1 1 1 1
1 1 1 1 1 1 1 .     1 1 1 1 1 1 1 1     . 1 1 1 1 1 1 1
1 1 1 1 1 1 1 .     1 1 1 1 1 1 1 1     . 1 1 1 1 1 1 1
1 1 1 1 1 1 1 .     1 1 1 1 1 1 1 1     . 1 1 1 1 1 1 1
1 1 1 1 1 1 1 .     1 1 1 1 1 1 1 1     . 1 1 1 1 1 1 1
1 1 1 1 1 1 1 .     1 1 1 1 1 1 1 1     . 1 1 1 1 1 1 1",
    );
    assert_eq!(south, [printed[4], printed[3], printed[2]]);
    // Each mask is what survives one step of the universe in that direction.
    for dir in Direction::ALL {
        assert_eq!(shift_one_rotate(!0, dir), shift_one(!0, dir));
    }
}

#[test]
fn upper_and_lower_squares_of_d4() {
    let d4 = Square::parse("d4").unwrap();
    assert_eq!(d4.index(), 27);
    // "high = ~1 << d4" and "low = (1<<d4)-1".
    let printed = diagrams(
        "
 1 1 1 1 1 1 1 1     . . . . . . . .
 1 1 1 1 1 1 1 1     . . . . . . . .
 1 1 1 1 1 1 1 1     . . . . . . . .
 1 1 1 1 1 1 1 1     . . . . . . . .
 . . . . 1 1 1 1     1 1 1 . . . . .
 . . . . . . . .     1 1 1 1 1 1 1 1
 . . . . . . . .     1 1 1 1 1 1 1 1
 . . . . . . . .     1 1 1 1 1 1 1 1",
    );
    assert_eq!(printed, [upper_squares(d4), lower_squares(d4)]);
}

#[test]
fn two_adic_masks() {
    // "-1 / ( 2^(2^0) + 1) == -1 / (2 + 1) == 0x5555555555555555" and the rest.
    assert_eq!(
        TWO_ADIC_PLUS,
        [
            0x5555555555555555,
            0x3333333333333333,
            0x0f0f0f0f0f0f0f0f,
            0x00ff00ff00ff00ff,
            0x0000ffff0000ffff,
            0x00000000ffffffff,
        ]
    );
    // "-1 / ( 2^(2^0) - 1) == -1 / (2 - 1) == 0xffffffffffffffff" and the rest.
    assert_eq!(
        TWO_ADIC_MINUS,
        [
            0xffffffffffffffff,
            0x5555555555555555,
            0x1111111111111111,
            0x0101010101010101,
            0x0001000100010001,
            0x0000000100000001,
        ]
    );
}

#[test]
fn xor_example_and_common_msb() {
    // General Setwise Operations, Exclusive Or.
    let printed = diagrams(
        "
1 . . . . . . 1     . . . . . . . .     1 . . . . . . 1
. 1 . . . . 1 .     . . . . . . . .     . 1 . . . . 1 .
. . 1 . . 1 . .     . . 1 1 1 1 . .     . . . 1 1 . . .
. . . 1 1 . . .     . . 1 1 1 1 . .     . . 1 . . 1 . .
. . . 1 1 . . .  ^  . . 1 1 1 1 . .  =  . . 1 . . 1 . .
. . 1 . . 1 . .     . . 1 1 1 1 . .     . . . 1 1 . . .
. 1 . . . . 1 .     . . . . . . . .     . 1 . . . . 1 .
1 . . . . . . 1     . . . . . . . .     1 . . . . . . 1",
    );
    assert_eq!(xor_all(&printed[..2]), printed[2]);
    // "a common MS1B is set in the intersection but cleared in the xor sum. Otherwise
    // ... the xor-sum is greater except equal for two zero operands."
    assert!(common_msb(0b1010, 0b1001));
    assert!(!common_msb(0b0110, 0b1000));
    assert!(!common_msb(0, 0));
}

#[test]
fn odd_major_popcount_identity() {
    // "popCount(x) + popCount(y) + popCount(z) == 2*popCount(major) + popCount(odd)"
    let mut rng = SplitMix64(0x9e37_79b9_7f4a_7c15);
    let mut next = || rng.next_u64();
    for _ in 0..10_000 {
        let (x, y, z) = (next(), next(), next());
        assert_eq!(
            x.count_ones() + y.count_ones() + z.count_ones(),
            2 * major(x, y, z).count_ones() + odd(x, y, z).count_ones()
        );
    }
}

#[test]
fn ternlog_table_of_the_avx512_page() {
    // Output columns of the page's table, rows 0..7 top to bottom.
    let columns: [(u8, [u8; 8]); 12] = [
        (0x00, [0, 0, 0, 0, 0, 0, 0, 0]),
        (0x01, [1, 0, 0, 0, 0, 0, 0, 0]),
        (0x16, [0, 1, 1, 0, 1, 0, 0, 0]),
        (0x17, [1, 1, 1, 0, 1, 0, 0, 0]),
        (0x28, [0, 0, 0, 1, 0, 1, 0, 0]),
        (0x80, [0, 0, 0, 0, 0, 0, 0, 1]),
        (0x88, [0, 0, 0, 1, 0, 0, 0, 1]),
        (0x96, [0, 1, 1, 0, 1, 0, 0, 1]),
        (0xca, [0, 1, 0, 1, 0, 0, 1, 1]),
        (0xe8, [0, 0, 0, 1, 0, 1, 1, 1]),
        (0xfe, [0, 1, 1, 1, 1, 1, 1, 1]),
        (0xff, [1, 1, 1, 1, 1, 1, 1, 1]),
    ];
    let (a, b, c) = (
        0xF0F0_F0F0_F0F0_F0F0u64,
        0xCCCC_CCCC_CCCC_CCCC,
        0xAAAA_AAAA_AAAA_AAAA,
    );
    for (imm, column) in columns {
        let from_column = column.iter().rev().fold(0u8, |acc, &bit| acc << 1 | bit);
        assert_eq!(from_column, imm);
        assert!(named(imm).is_some());
        // The page's C expressions, evaluated on the three inputs.
        let expected = match imm {
            0x00 => 0,
            0x01 => !(a | b | c),
            0x16 => (a & !(b | c)) | (!a & (b ^ c)),
            0x17 => !major(a, b, c),
            0x28 => c & (a ^ b),
            0x80 => a & b & c,
            0x88 => b & c,
            0x96 => a ^ b ^ c,
            0xca => (a & b) | (!a & c),
            0xe8 => major(a, b, c),
            0xfe => a | b | c,
            _ => !0,
        };
        for (method, f) in TERNLOG.available(Cpu::current()) {
            assert_eq!(f(imm, a, b, c), expected, "{imm:#04x} {}", method.name);
        }
    }
    assert_eq!(NAMED.len(), columns.len());
}
