//! Bitscans and serialization: every bitscan of the reference's BitScan page, forward
//! (LS1B) and reverse (MS1B), as two catalogues, the generalized bitscan, and the three
//! traversal orders of the Bitboard Serialization page.
//!
//! Most of the page's routines assume a non-empty set. Here every method accepts 0 and
//! returns some value for it (which one is unspecified and differs between methods).

use crate::bitboard::{Bitboard, K1, K2, K4, KF, Square};
#[cfg(target_arch = "x86_64")]
use crate::catalogue::hardware_method;
use crate::catalogue::{Family, Method, block_fn};
#[cfg(target_arch = "x86_64")]
use crate::cpu::instruction_fn;

/// A bitscan: the index 0..64 of the LS1B (forward) or MS1B (reverse) of a non-empty set.
pub type Scan = fn(u64) -> u32;

/// The 64-bit De Bruijn sequence the BitScan page uses for all three De Bruijn methods.
pub const DEBRUIJN64: u64 = 0x03f7_9d71_b4cb_0a89;

/// Matt Taylor's 32-bit magic, De Bruijn-like for the folded LS1B separation.
pub const MATT_TAYLOR_MAGIC: u32 = 0x7829_1acf;

/// Walter Faxon's xor constant for the folded LS1B separation.
pub const FAXON_MAGIC: u32 = 0x01c5_fc81;

/// `bb ^ (bb - 1)` for a set whose LS1B is `index`: that bit and every bit below it.
const fn separated(index: u32) -> u64 {
    u64::MAX >> (63 - index)
}

/// The 32-bit xor of both halves of a separated LS1B, as Matt Taylor and Walter Faxon fold it.
const fn fold(separation: u64) -> u32 {
    separation as u32 ^ (separation >> 32) as u32
}

/// The slot of Walter Faxon's non-minimal perfect hash for a folded separation.
const fn faxon_slot(folded: u32) -> usize {
    let mut t = folded ^ FAXON_MAGIC;
    t = t.wrapping_add(t >> 16);
    t = t.wrapping_sub((t >> 8) + 51);
    (t & 255) as usize
}

/// A hash table from bit index to slot, checked perfect while it is built: a collision or
/// a slot outside the table stops compilation.
struct IndexTable<const N: usize> {
    index: [u8; N],
    filled: [bool; N],
}

impl<const N: usize> IndexTable<N> {
    const fn new(empty: u8) -> Self {
        IndexTable {
            index: [empty; N],
            filled: [false; N],
        }
    }

    const fn put(mut self, slot: usize, index: u32) -> Self {
        assert!(slot < N && !self.filled[slot], "hash is not perfect");
        self.filled[slot] = true;
        self.index[slot] = index as u8;
        self
    }
}

/// De Bruijn table for the isolated LS1B: `index64[(ls1b * DEBRUIJN64) >> 58]`.
pub const INDEX64_ISOLATED: [u8; 64] = {
    let mut t = IndexTable::new(0);
    let mut i = 0;
    while i < 64 {
        t = t.put((DEBRUIJN64 << i >> 58) as usize, i);
        i += 1;
    }
    t.index
};

/// De Bruijn table for the separated LS1B (Kim Walisch), also used after the MS1B fill.
pub const INDEX64_SEPARATED: [u8; 64] = {
    let mut t = IndexTable::new(0);
    let mut i = 0;
    while i < 64 {
        t = t.put((separated(i).wrapping_mul(DEBRUIJN64) >> 58) as usize, i);
        i += 1;
    }
    t.index
};

/// Matt Taylor's `lsb_64_table`: `[(folded * MATT_TAYLOR_MAGIC) >> 26]`.
pub const LSB_64_TABLE: [u8; 64] = {
    let mut t = IndexTable::new(0);
    let mut i = 0;
    while i < 64 {
        let slot = fold(separated(i)).wrapping_mul(MATT_TAYLOR_MAGIC) >> 26;
        t = t.put(slot as usize, i);
        i += 1;
    }
    t.index
};

/// Walter Faxon's `LSB_64_table[154]`, unused slots 0 as printed.
pub const FAXON_TABLE: [u8; 154] = {
    let mut t = IndexTable::new(0);
    let mut i = 0;
    while i < 64 {
        t = t.put(faxon_slot(fold(separated(i))), i);
        i += 1;
    }
    t.index
};

/// Walter Faxon's table for his original routine, which resets the LS1B first: the
/// separation `(bb & (bb-1)) ^ (bb-1)` of LS1B `i` is that of `i - 1`, so each slot
/// holds the index one higher, wrapping 63 to 0 ("a cyclic index wrap").
pub const FAXON_RESET_TABLE: [u8; 154] = {
    let mut t = IndexTable::new(0);
    let mut i = 0;
    while i < 64 {
        t = t.put(faxon_slot(fold(separated(i))), (i + 1) & 63);
        i += 1;
    }
    t.index
};

/// `lookup67[(ls1b % 67)]`: the index, 64 for an empty set, -1 for the three gaps.
pub const LOOKUP67: [i8; 68] = {
    let mut t = [-1i8; 68];
    t[0] = 64;
    let mut i = 0;
    while i < 64 {
        t[((1u64 << i) % 67) as usize] = i as i8;
        i += 1;
    }
    t
};

/// Reinhard Scharnagl's `lsbRS`: trailing zeros of a byte, 8 for 0.
pub const LSB_RS: [u8; 256] = {
    let mut t = [8u8; 256];
    let mut b = 1;
    while b < 256 {
        t[b] = (b as u8).trailing_zeros() as u8;
        b += 1;
    }
    t
};

/// Eugene Nalimov's `ms1bTable`: the MS1B index of a byte (0 for 0).
pub const MS1B_TABLE: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut b = 1;
    while b < 256 {
        t[b] = 7 - (b as u8).leading_zeros() as u8;
        b += 1;
    }
    t
};

/// The generalized bitscan (Gerd Isenberg, BitScan page): MS1B when `reverse`, LS1B
/// otherwise, by masking all but the LS1B before one bitscan reverse.
pub fn bitscan(bb: u64, reverse: bool) -> u32 {
    let reverse_mask = u64::from(reverse).wrapping_neg();
    let bb = bb & (bb.wrapping_neg() | reverse_mask);
    bb.leading_zeros() ^ 63
}

/// A popcount without POPCNT: SWAR with multiplication (Population Count page).
const fn swar_popcount(mut x: u64) -> u32 {
    x -= (x >> 1) & K1.0;
    x = (x & K2.0) + ((x >> 2) & K2.0);
    x = (x + (x >> 4)) & K4.0;
    (x.wrapping_mul(KF.0) >> 56) as u32
}

/// The index of an IEEE double's unbiased exponent, as the double conversion reads it.
fn exponent(value: f64) -> u32 {
    ((value.to_bits() >> 52) as u32 & 0x7ff).wrapping_sub(1023)
}

fn bit_loop_forward(bb: u64) -> u32 {
    (0..64).find(|&i| bb >> i & 1 != 0).unwrap_or(64)
}

fn debruijn_isolated(bb: u64) -> u32 {
    let ls1b = bb & bb.wrapping_neg();
    u32::from(INDEX64_ISOLATED[(ls1b.wrapping_mul(DEBRUIJN64) >> 58) as usize])
}

fn debruijn_walisch(bb: u64) -> u32 {
    let separation = bb ^ bb.wrapping_sub(1);
    u32::from(INDEX64_SEPARATED[(separation.wrapping_mul(DEBRUIJN64) >> 58) as usize])
}

fn matt_taylor(bb: u64) -> u32 {
    let folded = fold(bb ^ bb.wrapping_sub(1));
    u32::from(LSB_64_TABLE[(folded.wrapping_mul(MATT_TAYLOR_MAGIC) >> 26) as usize])
}

fn faxon(bb: u64) -> u32 {
    // bb ^ (bb - 1) is one of the 64 separations (0 gives the same as bit 63), and the
    // table's construction checked all 64 slots are inside it: the index is in bounds.
    u32::from(FAXON_TABLE[faxon_slot(fold(bb ^ bb.wrapping_sub(1)))])
}

/// `bb ^ (bb - 1)` folded, computed on the two 32-bit halves as 32-bit mode does it:
/// the decrement borrows from the high half only when the low half is zero (the
/// page's `add ecx, -1` / `adc edx, -1`).
fn fold_halves(bb: u64) -> u32 {
    let (low, high) = (bb as u32, (bb >> 32) as u32);
    let low_minus = low.wrapping_sub(1);
    let high_minus = high.wrapping_sub(u32::from(low == 0));
    (high ^ high_minus) ^ (low ^ low_minus)
}

fn matt_taylor_m(bb: u64) -> u32 {
    let folded = fold_halves(bb);
    u32::from(LSB_64_TABLE[(folded.wrapping_mul(MATT_TAYLOR_MAGIC) >> 26) as usize])
}

fn faxon_m(bb: u64) -> u32 {
    // The fold is one of the 64 folded separations: its slot is inside the table.
    u32::from(FAXON_TABLE[faxon_slot(fold_halves(bb))])
}

/// Walter Faxon's original bitscan: resets the LS1B of `bb` and returns its index, from
/// the fold of `(bb & (bb-1)) ^ (bb-1)` (BitScan page, "Walter originally resets the
/// LS1B, yielding in a cyclic index wrap"). The empty set stays empty and gives 0.
pub fn faxon_with_reset(bb: &mut u64) -> u32 {
    let minus = bb.wrapping_sub(1);
    let reset = *bb & minus;
    *bb = reset;
    // `reset ^ minus` is the separation of the next lower bit (or 0): a table slot.
    u32::from(FAXON_RESET_TABLE[faxon_slot(fold(reset ^ minus))])
}

fn faxon_reset(mut bb: u64) -> u32 {
    faxon_with_reset(&mut bb)
}

fn mod67(bb: u64) -> u32 {
    // A power of two mod 67 never hits a gap, and 0 maps to 64.
    LOOKUP67[((bb & bb.wrapping_neg()) % 67) as usize] as u32
}

fn divide_conquer_forward(bb: u64) -> u32 {
    let (mut buf, mut acc) = (bb as u32, 0);
    if buf == 0 {
        buf = (bb >> 32) as u32;
        acc = 32;
    }
    if buf as u16 == 0 {
        buf >>= 16;
        acc += 16;
    }
    if buf as u8 == 0 {
        buf >>= 8;
        acc += 8;
    }
    acc + u32::from(LSB_RS[(buf & 0xff) as usize])
}

fn branchless(bb: u64) -> u32 {
    let bb = bb & bb.wrapping_neg();
    let lsb = bb as u32 | (bb >> 32) as u32;
    // Each mask adds one bit of the index, most significant first.
    let masks = [
        0xffff_0000,
        0xff00_ff00,
        0xf0f0_f0f0,
        0xcccc_cccc,
        0xaaaa_aaaa,
    ];
    let high = u32::from(bb >> 32 != 0);
    masks
        .iter()
        .fold(high, |index, &mask| index * 2 + u32::from(lsb & mask != 0))
}

fn double_conversion_forward(bb: u64) -> u32 {
    // The isolated LS1B is a power of two: exact as a double.
    exponent((bb & bb.wrapping_neg()) as f64)
}

fn popcount_ls1b(bb: u64) -> u32 {
    swar_popcount((bb & bb.wrapping_neg()).wrapping_sub(1))
}

/// The `trailing-zeros` method: Rust's portable count.
pub(crate) fn trailing_zeros(bb: u64) -> u32 {
    bb.trailing_zeros()
}

fn generalized_forward(bb: u64) -> u32 {
    bitscan(bb, false)
}

/// BSF or BSR by inline assembly (see `instruction_fn`, which TZCNT and LZCNT use).
///
/// The destination is preset to 64: for a zero source BSF/BSR leave it unchanged on AMD
/// (Intel calls it undefined: any value, never a fault).
#[cfg(target_arch = "x86_64")]
macro_rules! scan_instruction {
    ($name:ident, $mnemonic:literal) => {
        fn $name(bb: u64) -> u32 {
            let mut index: u64 = 64;
            // SAFETY: the instruction reads and writes only these two registers and the
            // flags; BSF/BSR are baseline x86-64.
            unsafe {
                core::arch::asm!(
                    concat!($mnemonic, " {index}, {bb}"),
                    bb = in(reg) bb,
                    index = inout(reg) index,
                    options(pure, nomem, nostack),
                );
            }
            index as u32
        }
    };
}

#[cfg(target_arch = "x86_64")]
scan_instruction!(bsf, "bsf");
#[cfg(target_arch = "x86_64")]
scan_instruction!(bsr, "bsr");
// TZCNT writes 64 for the empty set. Without BMI1 its encoding runs as BSF (another
// result), so it is unsafe and its entries need BMI1; `bit tzcnt` uses it too.
instruction_fn!(pub(crate) unsafe fn tzcnt(bb: u64) -> u32, "tzcnt {out}, {bb}");

fn bit_loop_reverse(bb: u64) -> u32 {
    (0..64).rev().find(|&i| bb >> i & 1 != 0).unwrap_or(64)
}

fn divide_conquer_reverse(mut bb: u64) -> u32 {
    let mut result = 0;
    if bb > 0xffff_ffff {
        bb >>= 32;
        result = 32;
    }
    if bb > 0xffff {
        bb >>= 16;
        result += 16;
    }
    if bb > 0xff {
        bb >>= 8;
        result += 8;
    }
    result + u32::from(MS1B_TABLE[(bb & 0xff) as usize])
}

/// The page's identifiers, from Frank Zappa's album titles, kept for the tribute.
fn zappa(all: u64) -> u32 {
    const HEIK: u32 = 457;
    const KA: u32 = (1 << 4) - 1;
    const WAKA: u32 = (1 << 8) - 1;
    const JAWAKA: u32 = (1 << 16) - 1;
    const JAZZ_FROM_HELL: u32 = 0u32.wrapping_sub(16 * 3 * HEIK);
    let mut fa = (all >> 32) as u32;
    let high = u32::from(fa != 0);
    let mut so = high << 5;
    fa ^= all as u32 & high.wrapping_sub(1);
    let step = u32::from(JAWAKA < fa) << 4;
    so ^= step;
    fa >>= step;
    let step = (WAKA.wrapping_sub(fa) >> 16) & 8;
    so ^= step;
    fa >>= step;
    let step = (KA.wrapping_sub(fa) >> 8) & 4;
    so ^= step;
    fa >>= step;
    so ^ ((JAZZ_FROM_HELL >> (2 * fa)) & 3)
}

fn debruijn_fill(mut bb: u64) -> u32 {
    bb |= bb >> 1;
    bb |= bb >> 2;
    bb |= bb >> 4;
    bb |= bb >> 8;
    bb |= bb >> 16;
    bb |= bb >> 32;
    u32::from(INDEX64_SEPARATED[(bb.wrapping_mul(DEBRUIJN64) >> 58) as usize])
}

fn double_conversion_reverse(bb: u64) -> u32 {
    // Clearing bit i where bit i+32 is set keeps the top 53 bits from all being ones,
    // so the conversion cannot round up to the next power of two.
    exponent((bb & !(bb >> 32)) as f64)
}

fn leading_zeros(bb: u64) -> u32 {
    bb.leading_zeros() ^ 63
}

fn generalized_reverse(bb: u64) -> u32 {
    bitscan(bb, true)
}

// LZCNT, likewise unsafe (without it the encoding runs as BSR); `bit lzcnt` uses it too.
instruction_fn!(pub(crate) unsafe fn lzcnt_count(bb: u64) -> u32, "lzcnt {out}, {bb}");

/// The MS1B index from LZCNT. The caller must know the CPU has LZCNT.
#[cfg(target_arch = "x86_64")]
#[inline(always)]
unsafe fn lzcnt(bb: u64) -> u32 {
    // SAFETY: this function's contract: the CPU has LZCNT.
    unsafe { lzcnt_count(bb) ^ 63 }
}

/// A portable bitscan with its walk form: `forward: name, technique, summary, function`
/// for a method of [`BITSCAN_FORWARD`], `reverse: ...` for one of [`BITSCAN_REVERSE`].
macro_rules! portable_scan {
    ($direction:ident: $name:expr, $technique:expr, $summary:expr, $scan:ident) => {
        Method::portable($name, $technique, $summary, $scan as Scan)
            .with_walk(walk_fn!($direction: $scan))
    };
}

static FORWARD_METHODS: &[Method<Scan>] = &[
    portable_scan!(
        forward: "bit-loop",
        "test bit by bit from a1",
        "plain loop over the bits, the reference every method is checked against",
        bit_loop_forward
    ),
    portable_scan!(
        forward: "debruijn-isolated",
        "De Bruijn multiplication of the isolated LS1B",
        "BitScan page, De Bruijn Multiplication with isolated LS1B (Läuter; Leiserson, Prokop, Randall)",
        debruijn_isolated
    ),
    portable_scan!(
        forward: "debruijn-walisch",
        "De Bruijn multiplication of the separated LS1B",
        "BitScan page, De Bruijn Multiplication with separated LS1B (Kim Walisch)",
        debruijn_walisch
    ),
    portable_scan!(
        forward: "matt-taylor",
        "folded 32-bit De Bruijn-like multiplication",
        "BitScan page, Matt Taylor's Folding trick",
        matt_taylor
    ),
    portable_scan!(
        forward: "faxon",
        "folded separation hashed into a 154-entry table",
        "BitScan page, Walter Faxon's magic Bitscan",
        faxon
    ),
    portable_scan!(
        forward: "matt-taylor-m",
        "folded multiplication, the fold from two 32-bit halves",
        "BitScan page, Matt Taylor's bitScanForwardM (one x86 register less in 32-bit mode)",
        matt_taylor_m
    ),
    portable_scan!(
        forward: "faxon-m",
        "Faxon's hash of the fold from two 32-bit halves",
        "BitScan page, Walter Faxon's magic Bitscan, the 32-bit-mode version",
        faxon_m
    ),
    portable_scan!(
        forward: "faxon-reset",
        "Faxon's hash after resetting the LS1B, cyclic table",
        "BitScan page, Walter Faxon's original routine with the LS1B reset",
        faxon_reset
    ),
    portable_scan!(
        forward: "mod67",
        "isolated LS1B modulo 67 into a table",
        "BitScan page, Bitscan by Modulo",
        mod67
    ),
    portable_scan!(
        forward: "divide-conquer",
        "halving tests, then a byte table",
        "BitScan page, Divide and Conquer (Reinhard Scharnagl's lsbRS table)",
        divide_conquer_forward
    ),
    portable_scan!(
        forward: "branchless",
        "direct calculation from six masks",
        "BitScan page, Divide and Conquer, direct calculation (Gerd Isenberg)",
        branchless
    ),
    portable_scan!(
        forward: "double-conversion",
        "exponent of the isolated LS1B as a double",
        "BitScan page, Double conversion of LS1B",
        double_conversion_forward
    ),
    portable_scan!(
        forward: "popcount-ls1b",
        "SWAR popcount of LS1B - 1",
        "BitScan page, Index of LS1B by Popcount",
        popcount_ls1b
    ),
    portable_scan!(
        forward: "generalized",
        "LS1B masked, then bitscan reverse",
        "BitScan page, Generalized Bitscan with reverse = false",
        generalized_forward
    ),
    Method::portable(
        "trailing-zeros",
        "Rust's u64::trailing_zeros",
        "BitScan page, Trailing Zero Count, as Rust's portable intrinsic",
        trailing_zeros as Scan,
    )
    .with_block(block_fn!(Count: trailing_zeros))
    .with_walk(walk_fn!(forward: trailing_zeros)),
    #[cfg(target_arch = "x86_64")]
    hardware_method!(
        "tzcnt",
        "TZCNT instruction",
        "BitScan page, Trailing Zero Count with BMI1's TZCNT",
        [Bmi1],
        fn(bb: u64) -> u32 = tzcnt,
        block, walk forward
    ),
    #[cfg(target_arch = "x86_64")]
    Method::baseline(
        "bsf",
        "BSF instruction",
        "BitScan page, Processor Instructions for Bitscans: x86-64 BSF",
        bsf as Scan,
    )
    .with_walk(walk_fn!(forward: bsf)),
];

static REVERSE_METHODS: &[Method<Scan>] = &[
    portable_scan!(
        reverse: "bit-loop",
        "test bit by bit from h8",
        "plain loop over the bits, the reference every method is checked against",
        bit_loop_reverse
    ),
    portable_scan!(
        reverse: "divide-conquer",
        "halving comparisons, then a byte table",
        "BitScan page, Bitscan reverse, Divide and Conquer (Eugene Nalimov)",
        divide_conquer_reverse
    ),
    portable_scan!(
        reverse: "zappa",
        "branchless halving with an in-register lookup",
        "BitScan page, Tribute to Frank Zappa",
        zappa
    ),
    portable_scan!(
        reverse: "debruijn-fill",
        "De Bruijn multiplication of the MS1B fill",
        "BitScan page, Bitscan reverse, De Bruijn Multiplication (Kim Walisch, Mark Dickinson)",
        debruijn_fill
    ),
    portable_scan!(
        reverse: "double-conversion",
        "exponent of the value as a double",
        "BitScan page, Bitscan reverse, Double conversion",
        double_conversion_reverse
    ),
    portable_scan!(
        reverse: "generalized",
        "bitscan reverse of the unmasked value",
        "BitScan page, Generalized Bitscan with reverse = true",
        generalized_reverse
    ),
    Method::portable(
        "leading-zeros",
        "Rust's u64::leading_zeros xor 63",
        "BitScan page, Leading Zero Count xor 63, as Rust's portable intrinsic",
        leading_zeros as Scan,
    )
    .with_block(block_fn!(Count: leading_zeros))
    .with_walk(walk_fn!(reverse: leading_zeros)),
    #[cfg(target_arch = "x86_64")]
    hardware_method!(
        "lzcnt",
        "LZCNT instruction, xor 63",
        "BitScan page, Leading Zero Count with LZCNT (ABM/BMI)",
        [Lzcnt],
        fn(bb: u64) -> u32 = lzcnt,
        block, walk reverse
    ),
    #[cfg(target_arch = "x86_64")]
    Method::baseline(
        "bsr",
        "BSR instruction",
        "BitScan page, Processor Instructions for Bitscans: x86-64 BSR",
        bsr as Scan,
    )
    .with_walk(walk_fn!(reverse: bsr)),
];

/// Bitscan forward: the index of the least significant 1 bit.
pub static BITSCAN_FORWARD: Family<Scan> = Family {
    name: "bitscan-forward",
    summary: "index of the least significant 1 bit (LS1B)",
    methods: FORWARD_METHODS,
    reference: "bit-loop",
    preference: &[
        "tzcnt",
        "trailing-zeros",
        "bsf",
        "debruijn-walisch",
        "debruijn-isolated",
        "matt-taylor",
        "faxon",
        "matt-taylor-m",
        "faxon-m",
        "faxon-reset",
        "branchless",
        "double-conversion",
        "popcount-ls1b",
        "generalized",
        "divide-conquer",
        "mod67",
        "bit-loop",
    ],
    classes: &[],
};

/// Bitscan reverse: the index of the most significant 1 bit.
pub static BITSCAN_REVERSE: Family<Scan> = Family {
    name: "bitscan-reverse",
    summary: "index of the most significant 1 bit (MS1B)",
    methods: REVERSE_METHODS,
    reference: "bit-loop",
    preference: &[
        "lzcnt",
        "leading-zeros",
        "bsr",
        "debruijn-fill",
        "double-conversion",
        "zappa",
        "generalized",
        "divide-conquer",
        "bit-loop",
    ],
    classes: &[],
};

/// `ffsll`: one plus the index of the LS1B, 0 for the empty set (BitScan page, "find
/// first bit set (ffsll) in a word leaves an index of 1..64, and zero if no bit is set").
const fn ffsll_formula(bb: u64) -> u32 {
    if bb == 0 { 0 } else { bb.trailing_zeros() + 1 }
}

/// `ffsll` from TZCNT, which gives 64 for the empty set: 65 wraps to 0 modulo 65.
#[cfg(target_arch = "x86_64")]
#[inline(always)]
unsafe fn ffsll_tzcnt(bb: u64) -> u32 {
    // SAFETY: this function's contract: the CPU has BMI1.
    let zeros = unsafe { tzcnt(bb) };
    (zeros + 1) % 65
}

/// The operation ffsll computes, as its page names it.
const FFSLL_SUMMARY: &str = "ffsll: find first set, 1..64, 0 for the empty set (BitScan page)";

/// Find first set: the LS1B's index plus one, 0 for the empty set.
pub static FFSLL: Family<Scan> = Family {
    name: "ffsll",
    summary: FFSLL_SUMMARY,
    methods: &[
        #[cfg(target_arch = "x86_64")]
        hardware_method!(
            "tzcnt",
            "TZCNT instruction, plus one, mod 65",
            FFSLL_SUMMARY,
            [Bmi1],
            fn(bb: u64) -> u32 = ffsll_tzcnt
        ),
        Method::portable(
            "formula",
            "dest = src ? trailingZeroCount(src) + 1 : 0",
            "the Linux library function and GCC's __builtin_ffsll",
            ffsll_formula as Scan,
        ),
    ],
    reference: "formula",
    preference: &["tzcnt", "formula"],
    classes: &[],
};

/// Bitscan with reset (Bitboard Serialization page, "Scanning with Reset"): the index
/// `scan` finds in `*bb`, with that bit reset in `*bb`; `None` for the empty set. The
/// found bit is reset, not the LS1B, so a reverse scan works too.
pub fn scan_and_reset(bb: &mut u64, scan: Scan) -> Option<u32> {
    if *bb == 0 {
        return None;
    }
    let index = scan(*bb) & 63;
    *bb &= !(1 << index);
    Some(index)
}

/// The isolated-bit loop (Bitboard Serialization page, "Single Bits"): each LS1B
/// isolated by `x & -x`, in order, while `x &= x - 1` resets it.
pub fn isolated_bits(bb: Bitboard) -> impl Iterator<Item = Bitboard> {
    let mut x = bb.0;
    std::iter::from_fn(move || {
        if x == 0 {
            return None;
        }
        let ls1b = x & x.wrapping_neg();
        x &= x - 1;
        Some(Bitboard(ls1b))
    })
}

/// One non-empty part of a set split into equal words (Bitboard Serialization page,
/// "Multiple Bits": double words, words, bytes).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Part {
    /// Which part, 0 for the least significant.
    pub index: u32,
    /// The part's bits shifted down: the index of a lookup table.
    pub value: u64,
    /// The part's bits in place.
    pub subset: Bitboard,
}

/// The non-empty parts of `bb` in `width`-bit pieces (32, 16 or 8), least significant
/// first: divide and conquer, the double words into words and those into bytes.
pub fn split(bb: Bitboard, width: u32) -> Vec<Part> {
    assert!(matches!(width, 8 | 16 | 32), "split width {width}");
    let mask = (1u64 << width) - 1;
    (0..64 / width)
        .map(|index| {
            let value = bb.0 >> (index * width) & mask;
            Part {
                index,
                value,
                subset: Bitboard(value << (index * width)),
            }
        })
        .filter(|part| part.value != 0)
        .collect()
}

/// The order in which serialization visits the members of a set.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum ScanOrder {
    /// LS1B first: a1..h1, a2..h2, ..., a8..h8.
    #[default]
    Forward,
    /// MS1B first: h8..a8, ..., h1..a1.
    Reverse,
    /// The colour-symmetric order for white: a8..h8, a7..h7, ..., a1..h1.
    Flip,
}

impl ScanOrder {
    /// The bitscan family this order runs on: reverse for `Reverse`, forward otherwise.
    pub fn family(self) -> &'static Family<Scan> {
        match self {
            ScanOrder::Reverse => &BITSCAN_REVERSE,
            ScanOrder::Forward | ScanOrder::Flip => &BITSCAN_FORWARD,
        }
    }

    /// The set a walk in this order scans, and what maps an index found in it back to the
    /// square: `Flip` follows the Bitboard Serialization page, "Black or White":
    /// "traverse a vertically flipped 'white' bitboard [...] `int idx =
    /// bitScanForward(x) ^ o;`" with `x = flipVertical(x)` and `o = 56`, so rank 8 comes
    /// first, files a to h.
    fn oriented(self, bb: Bitboard) -> (u64, u32) {
        match self {
            ScanOrder::Flip => (bb.0.swap_bytes(), 56),
            ScanOrder::Forward | ScanOrder::Reverse => (bb.0, 0),
        }
    }
}

/// The members of a set in a [`ScanOrder`], found by one bitscan method.
#[derive(Clone, Copy, Debug)]
pub struct Serializer {
    bits: u64,
    reverse: bool,
    /// 56 for `Flip`: maps a square of the flipped set back to the original.
    flip: u32,
    scan: Scan,
    remaining: u32,
}

/// `bits` without the member a scan just found at `index`: the LS1B after a forward
/// scan, the found bit after a reverse one.
#[inline(always)]
fn reset(bits: u64, index: u32, reverse: bool) -> u64 {
    if reverse {
        bits & !(1 << index)
    } else {
        bits & bits.wrapping_sub(1)
    }
}

impl Serializer {
    /// Serializes `bb` in `order` with `scan`, a method of `order.family()`.
    pub fn new(bb: Bitboard, order: ScanOrder, scan: Scan) -> Serializer {
        let (bits, flip) = order.oriented(bb);
        Serializer {
            bits,
            reverse: order == ScanOrder::Reverse,
            flip,
            scan,
            remaining: bb.count(),
        }
    }
}

impl Iterator for Serializer {
    type Item = Square;

    fn next(&mut self) -> Option<Square> {
        // Counting the members bounds the loop even if a scan method were wrong.
        self.remaining = self.remaining.checked_sub(1)?;
        let index = (self.scan)(self.bits) & 63;
        self.bits = reset(self.bits, index, self.reverse);
        Some(Square::from_index(index ^ self.flip))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        (self.remaining as usize, Some(self.remaining as usize))
    }
}

impl ExactSizeIterator for Serializer {}

/// Each square's text for a walk to write, up to eight bytes (`e4 `, `"e4",`, `12,`):
/// the bytes as a word, and the length.
#[derive(Clone)]
pub struct SquareLabels {
    words: [u64; 64],
    lens: [u8; 64],
}

/// The longest label: one word.
const WIDEST_LABEL: usize = 8;

/// The bytes a walk may store: 64 labels of at most a word, the last starting at most
/// 63 words in, plus one word, as each label is stored whole. Each store's offset is
/// masked below 512, so no store leaves the room.
pub const WALK_ROOM: usize = 64 * WIDEST_LABEL + WIDEST_LABEL;

impl SquareLabels {
    /// Labels `text(square)`, each at most eight bytes.
    pub fn new(text: impl Fn(Square) -> String) -> Box<SquareLabels> {
        let mut labels = Box::new(SquareLabels {
            words: [0; 64],
            lens: [0; 64],
        });
        for (i, (word, len)) in labels.words.iter_mut().zip(&mut labels.lens).enumerate() {
            let text = text(Square::from_index(i as u32));
            assert!(text.len() <= WIDEST_LABEL, "a label fits a word: {text}");
            let mut bytes = [0; WIDEST_LABEL];
            bytes[..text.len()].copy_from_slice(text.as_bytes());
            *word = u64::from_le_bytes(bytes);
            *len = text.len() as u8;
        }
        labels
    }

    /// The most bytes a walk writes with these labels: 64 of the longest.
    pub fn widest(&self) -> usize {
        64 * usize::from(self.lens.iter().copied().max().unwrap_or(0))
    }

    /// Stores square `index`'s label (a whole word) at `at` and returns the end of its
    /// text. `at` is masked below the room's last word, so the store needs no check;
    /// labels of at most a word keep 64 of them inside it unmasked.
    #[inline(always)]
    fn store(&self, index: usize, out: &mut [u8; WALK_ROOM], at: usize) -> usize {
        let at = at & (WALK_ROOM - WIDEST_LABEL - 1);
        out[at..at + WIDEST_LABEL].copy_from_slice(&self.words[index & 63].to_le_bytes());
        at + usize::from(self.lens[index & 63])
    }
}

const _: () = assert!(
    (WALK_ROOM - WIDEST_LABEL).is_power_of_two(),
    "the mask of `SquareLabels::store` keeps every store inside the room"
);

/// A bitscan's walk form: the labels of a set's members, in the order its scans find
/// them, written into the room with the scan inlined in one loop; returns the bytes
/// written. The arguments are the set as the scans see it, what maps an index found in
/// it back to the square (see [`walk_labels`]), and the labels (made by [`walk_fn!`]).
pub type WalkFn = fn(u64, usize, &SquareLabels, &mut [u8; WALK_ROOM]) -> usize;

/// The labels of the members of `bb` in `order` into `out`, as [`Serializer::new`] with
/// `scan` (a method of `order.family()`) lists the members; by `walk`, the same
/// method's walk form, where it has one, else by a call of `scan` for each member in the
/// same loop. Returns the bytes written.
pub fn walk_labels(
    bb: Bitboard,
    order: ScanOrder,
    scan: Scan,
    walk: Option<WalkFn>,
    labels: &SquareLabels,
    out: &mut [u8; WALK_ROOM],
) -> usize {
    let (bits, flip) = order.oriented(bb);
    let flip = flip as usize;
    match (walk, order) {
        (Some(walk), _) => walk(bits, flip, labels, out),
        (None, ScanOrder::Reverse) => walk_by::<true>(bits, flip, labels, out, scan),
        (None, ScanOrder::Forward | ScanOrder::Flip) => {
            walk_by::<false>(bits, flip, labels, out, scan)
        }
    }
}

/// The loop of a walk ([`walk_fn!`]): the labels of the members of `bits` into `out` in
/// the order `scan` finds them, each found index mapped back by `^ flip`, each member
/// reset as [`Serializer`] resets it (`REVERSE` for a reverse bitscan); returns the bytes
/// written. The members are counted first, so a wrong scan cannot loop for ever.
#[inline(always)]
pub fn walk_by<const REVERSE: bool>(
    mut bits: u64,
    flip: usize,
    labels: &SquareLabels,
    out: &mut [u8; WALK_ROOM],
    scan: impl Fn(u64) -> u32,
) -> usize {
    let mut at = 0;
    for _ in 0..bits.count_ones() {
        let index = scan(bits) & 63;
        at = labels.store(index as usize ^ flip, out, at);
        bits = reset(bits, index, REVERSE);
    }
    at
}

/// A bitscan's walk form ([`WalkFn`]): [`walk_by`] with `scan` inlined, `forward: f`
/// for a method of [`BITSCAN_FORWARD`], `reverse: f` for one of [`BITSCAN_REVERSE`]. A
/// call a set instead of one a member: the call through the method's pointer was 40 %
/// of a `scan -` listing's time.
#[macro_export]
macro_rules! walk_fn {
    (forward: $scan:expr) => {
        $crate::scan::walk_fn!(@walk false, $scan)
    };
    (reverse: $scan:expr) => {
        $crate::scan::walk_fn!(@walk true, $scan)
    };
    (@walk $reverse:literal, $scan:expr) => {{
        fn walk(
            bits: u64,
            flip: usize,
            labels: &$crate::scan::SquareLabels,
            out: &mut [u8; $crate::scan::WALK_ROOM],
        ) -> usize {
            $crate::scan::walk_by::<$reverse>(bits, flip, labels, out, $scan)
        }
        walk as $crate::scan::WalkFn
    }};
}
pub use walk_fn;

/// The members of `bb` in `order`, found with Rust's portable zero counts.
pub fn serialize(bb: Bitboard, order: ScanOrder) -> Vec<Square> {
    let scan = match order {
        ScanOrder::Reverse => leading_zeros as Scan,
        ScanOrder::Forward | ScanOrder::Flip => trailing_zeros as Scan,
    };
    Serializer::new(bb, order, scan).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn folding_matches_the_printed_samples() {
        // BitScan page, Matt Taylor's Folding trick: "ls1b, bb ^ (bb-1), folded".
        let samples = [
            (63, 0xffff_ffff_ffff_ffff, 0x0000_0000),
            (62, 0x7fff_ffff_ffff_ffff, 0x8000_0000),
            (59, 0x0fff_ffff_ffff_ffff, 0xf000_0000),
            (32, 0x0000_0001_ffff_ffff, 0xffff_fffe),
            (31, 0x0000_0000_ffff_ffff, 0xffff_ffff),
            (30, 0x0000_0000_7fff_ffff, 0x7fff_ffff),
            (0, 0x0000_0000_0000_0001, 0x0000_0001),
        ];
        for (ls1b, separation, folded) in samples {
            assert_eq!(separated(ls1b), separation);
            assert_eq!(fold(separation), folded);
        }
    }

    #[test]
    fn swar_popcount_counts() {
        for x in [0, 1, 0x8000_0000_0000_0000, u64::MAX, 0x0123_4567_89ab_cdef] {
            assert_eq!(swar_popcount(x), x.count_ones());
        }
    }
}
