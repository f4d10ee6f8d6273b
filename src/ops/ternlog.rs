//! AVX-512 VPTERNLOG: any of the 256 bitwise functions of three inputs, chosen by an
//! 8-bit truth table. As on the AVX-512 page, `a` is the most significant index bit:
//! result bit = bit `(a << 2 | b << 1 | c)` of `imm8`.

#[cfg(target_arch = "x86_64")]
use crate::catalogue::hardware_method;
use crate::catalogue::{Family, Method};
use crate::ops::lanes::{Lanes, Masking};

/// A ternary-logic function: `dest = f(imm8, a, b, c)`.
pub type Ternary = fn(u8, u64, u64, u64) -> u64;

/// `x` where bit `bit` of the row index is one, `~x` where it is zero.
const fn literal(index: u32, bit: u32, x: u64) -> u64 {
    if index >> bit & 1 != 0 { x } else { !x }
}

/// The union of the minterms whose truth-table bit is set in `imm8`.
pub const fn ternlog(imm8: u8, a: u64, b: u64, c: u64) -> u64 {
    let mut out = 0;
    let mut index = 0;
    while index < 8 {
        if imm8 >> index & 1 != 0 {
            out |= literal(index, 2, a) & literal(index, 1, b) & literal(index, 0, c);
        }
        index += 1;
    }
    out
}

#[cfg(target_arch = "x86_64")]
mod avx512 {
    use crate::ops::lanes::{Lanes, Masking, load, store};
    use core::arch::x86_64::*;

    /// VPTERNLOGQ on the low lane of a zmm register holding each input.
    #[target_feature(enable = "avx512f")]
    fn vpternlogq<const IMM: i32>(a: u64, b: u64, c: u64) -> u64 {
        let v = |x: u64| _mm512_set1_epi64(x as i64);
        let r = _mm512_ternarylogic_epi64::<IMM>(v(a), v(b), v(c));
        _mm_cvtsi128_si64(_mm512_castsi512_si128(r)) as u64
    }

    /// A plain function for one immediate, so it fits the table. The caller must know
    /// the CPU has AVX-512 F.
    unsafe fn entry<const IMM: i32>(a: u64, b: u64, c: u64) -> u64 {
        // SAFETY: this function's contract: the CPU has AVX-512 F.
        unsafe { vpternlogq::<IMM>(a, b, c) }
    }

    type Entry = unsafe fn(u64, u64, u64) -> u64;

    /// Sixteen table entries of `$entry` with immediates `$hi * 16 + 0..16`.
    macro_rules! row {
        ($entry:ident, $hi:literal) => {
            [
                $entry::<{ $hi * 16 }>,
                $entry::<{ $hi * 16 + 1 }>,
                $entry::<{ $hi * 16 + 2 }>,
                $entry::<{ $hi * 16 + 3 }>,
                $entry::<{ $hi * 16 + 4 }>,
                $entry::<{ $hi * 16 + 5 }>,
                $entry::<{ $hi * 16 + 6 }>,
                $entry::<{ $hi * 16 + 7 }>,
                $entry::<{ $hi * 16 + 8 }>,
                $entry::<{ $hi * 16 + 9 }>,
                $entry::<{ $hi * 16 + 10 }>,
                $entry::<{ $hi * 16 + 11 }>,
                $entry::<{ $hi * 16 + 12 }>,
                $entry::<{ $hi * 16 + 13 }>,
                $entry::<{ $hi * 16 + 14 }>,
                $entry::<{ $hi * 16 + 15 }>,
            ]
        };
    }

    /// The sixteen rows of `$entry`'s table: one instance per immediate.
    macro_rules! table {
        ($entry:ident) => {
            [
                row!($entry, 0),
                row!($entry, 1),
                row!($entry, 2),
                row!($entry, 3),
                row!($entry, 4),
                row!($entry, 5),
                row!($entry, 6),
                row!($entry, 7),
                row!($entry, 8),
                row!($entry, 9),
                row!($entry, 10),
                row!($entry, 11),
                row!($entry, 12),
                row!($entry, 13),
                row!($entry, 14),
                row!($entry, 15),
            ]
        };
    }

    /// The instruction's immediate must be a constant: one instance per value.
    static TABLE: [[Entry; 16]; 16] = table!(entry);

    /// VPTERNLOGQ on eight lanes with an opmask: `_mm512_mask_ternarylogic_epi64`
    /// (unmasked lanes keep `a`) or `_mm512_maskz_ternarylogic_epi64`.
    #[target_feature(enable = "avx512f")]
    fn vpternlogq_masked<const IMM: i32>(inputs: &[Lanes; 3], masking: Masking) -> Lanes {
        let [a, b, c] = inputs.each_ref().map(|l| load(l));
        store(if masking.merge {
            _mm512_mask_ternarylogic_epi64::<IMM>(a, masking.k, b, c)
        } else {
            _mm512_maskz_ternarylogic_epi64::<IMM>(masking.k, a, b, c)
        })
    }

    /// A plain function for one immediate. The caller must know the CPU has AVX-512 F.
    unsafe fn masked_entry<const IMM: i32>(inputs: &[Lanes; 3], masking: Masking) -> Lanes {
        // SAFETY: this function's contract: the CPU has AVX-512 F.
        unsafe { vpternlogq_masked::<IMM>(inputs, masking) }
    }

    type MaskedEntry = unsafe fn(&[Lanes; 3], Masking) -> Lanes;

    /// The masked forms, one instance per immediate.
    static MASKED_TABLE: [[MaskedEntry; 16]; 16] = table!(masked_entry);

    /// Masked VPTERNLOGQ with a run-time immediate. The caller must know the CPU has
    /// AVX-512 F.
    pub(super) unsafe fn ternlog_lanes(imm8: u8, inputs: &[Lanes; 3], masking: Masking) -> Lanes {
        let entry = MASKED_TABLE[usize::from(imm8 >> 4)][usize::from(imm8 & 15)];
        // SAFETY: this function's contract: the CPU has AVX-512 F, all `entry` needs.
        unsafe { entry(inputs, masking) }
    }

    /// VPTERNLOGQ with a run-time immediate, dispatched through the table. The caller
    /// must know the CPU has AVX-512 F.
    pub(super) unsafe fn ternlog(imm8: u8, a: u64, b: u64, c: u64) -> u64 {
        let entry = TABLE[usize::from(imm8 >> 4)][usize::from(imm8 & 15)];
        // SAFETY: this function's contract: the CPU has AVX-512 F, all `entry` needs.
        unsafe { entry(a, b, c) }
    }
}

/// Ternary logic: the portable union of minterms, and AVX-512 VPTERNLOGQ.
pub static TERNLOG: Family<Ternary> = Family {
    name: "ternlog",
    summary: "bitwise ternary logic by an 8-bit truth table (AVX-512 page, VPTERNLOG)",
    methods: &[
        #[cfg(target_arch = "x86_64")]
        hardware_method!(
            "vpternlogq",
            "VPTERNLOGQ instruction",
            "AVX-512 F VPTERNLOGQ (AVX-512 page)",
            [Avx512f],
            fn(imm8: u8, a: u64, b: u64, c: u64) -> u64 = avx512::ternlog
        ),
        Method::portable(
            "minterms",
            "union of the selected minterms",
            "the truth table as a sum of products (AVX-512 page)",
            ternlog as Ternary,
        ),
    ],
    reference: "minterms",
    preference: &["vpternlogq", "minterms"],
    classes: &[],
};

/// Ternary logic on eight lanes under a mask: `fn(imm8, [a, b, c], masking)`.
pub type TernaryLanes = fn(u8, &[Lanes; 3], Masking) -> Lanes;

/// The union of minterms per lane; unmasked lanes zeroed or kept from `a`.
fn ternlog_lanes(imm8: u8, inputs: &[Lanes; 3], masking: Masking) -> Lanes {
    let [a, b, c] = inputs;
    let computed = std::array::from_fn(|i| ternlog(imm8, a[i], b[i], c[i]));
    masking.apply(&computed, a)
}

/// VPTERNLOGQ on vectors of eight bitboards with its mask and maskz forms.
pub static TERNLOG_LANES: Family<TernaryLanes> = Family {
    name: "ternlog-lanes",
    summary: "ternary logic on eight bitboards, zero- or merge-masked (AVX-512 page, VPTERNLOG)",
    methods: &[
        Method::portable(
            "minterms",
            "union of the selected minterms per lane, then the mask",
            "the truth table per lane, unmasked lanes zeroed or kept from a (AVX-512 page)",
            ternlog_lanes as TernaryLanes,
        ),
        #[cfg(target_arch = "x86_64")]
        hardware_method!(
            "avx512-vpternlogq",
            "VPTERNLOGQ with an opmask, mask or maskz form",
            "AVX-512 F _mm512_mask_ternarylogic_epi64 / _mm512_maskz_ternarylogic_epi64 (AVX-512 page)",
            [Avx512f],
            fn(imm8: u8, inputs: &[Lanes; 3], masking: Masking) -> Lanes = avx512::ternlog_lanes
        ),
    ],
    reference: "minterms",
    preference: &["avx512-vpternlogq", "minterms"],
    classes: &[],
};

/// One row of a truth table, as the AVX-512 page prints it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct TruthRow {
    /// Row number `a << 2 | b << 1 | c`.
    pub index: u8,
    /// Input `a`, the most significant.
    pub a: bool,
    /// Input `b`.
    pub b: bool,
    /// Input `c`, the least significant.
    pub c: bool,
    /// The output: bit `index` of `imm8`.
    pub out: bool,
}

/// The eight rows of the truth table of `imm8`, row 0 (`a = b = c = 0`) first.
pub fn truth_table(imm8: u8) -> [TruthRow; 8] {
    std::array::from_fn(|i| TruthRow {
        index: i as u8,
        a: i & 4 != 0,
        b: i & 2 != 0,
        c: i & 1 != 0,
        out: imm8 >> i & 1 != 0,
    })
}

/// The C expressions the AVX-512 page gives for selected immediates.
pub static NAMED: &[(u8, &str)] = &[
    (0x00, "false"),
    (0x01, "~(a|b|c)"),
    (0x16, "a?~(b|c):b^c"),
    (0x17, "minor(a,b,c)"),
    (0x28, "c&(a^b)"),
    (0x80, "a&b&c"),
    (0x88, "b&c"),
    (0x96, "a^b^c"),
    (0xca, "a?b:c"),
    (0xe8, "major(a,b,c)"),
    (0xfe, "a|b|c"),
    (0xff, "true"),
];

/// The page's C expression for `imm8`, if it gives one.
pub fn named(imm8: u8) -> Option<&'static str> {
    NAMED.iter().find(|(i, _)| *i == imm8).map(|(_, n)| *n)
}
