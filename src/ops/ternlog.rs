//! AVX-512 VPTERNLOG: any of the 256 bitwise functions of three inputs, chosen by an
//! 8-bit truth table. As on the AVX-512 page, `a` is the most significant index bit:
//! result bit = bit `(a << 2 | b << 1 | c)` of `imm8`.

#[cfg(target_arch = "x86_64")]
use crate::catalogue::hardware_method;
use crate::catalogue::{Family, Method, Operands, block_fn};
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

/// [`ternlog`] with the table last, the layout of the batch operands `[a, b, c, imm8]`.
fn ternlog_table_last(a: u64, b: u64, c: u64, imm8: u8) -> u64 {
    ternlog(imm8, a, b, c)
}

/// The table of the same function with input `first` (0 = a, 1 = b, 2 = c) moved to the
/// front and the other two in their order: `f(a, b, c) = f'(x, p, q)`.
pub const fn with_first(imm8: u8, first: usize) -> u8 {
    let mut out = 0;
    let mut index = 0;
    while index < 8 {
        let (x, p, q) = (index >> 2 & 1, index >> 1 & 1, index & 1);
        let (a, b, c) = match first {
            0 => (x, p, q),
            1 => (p, x, q),
            _ => (p, q, x),
        };
        if imm8 >> (a << 2 | b << 1 | c) & 1 != 0 {
            out |= 1 << index;
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

    /// `results[i] = f(inputs[i], p, q)` for the table `IMM`, eight values a register.
    #[target_feature(enable = "avx512f")]
    fn block_loop<const IMM: i32>(inputs: &[u64], p: u64, q: u64, results: &mut [u64]) {
        let n = inputs.len().min(results.len());
        let (ins, tail_in) = inputs[..n].as_chunks::<8>();
        let (outs, tail_out) = results[..n].as_chunks_mut::<8>();
        let (pv, qv) = (_mm512_set1_epi64(p as i64), _mm512_set1_epi64(q as i64));
        for (i, o) in ins.iter().zip(outs) {
            // SAFETY: `i` is 64 readable bytes; loadu has no alignment requirement.
            let x = unsafe { _mm512_loadu_si512(i.as_ptr().cast()) };
            let r = _mm512_ternarylogic_epi64::<IMM>(x, pv, qv);
            // SAFETY: `o` is 64 writable bytes; storeu has no alignment requirement.
            unsafe { _mm512_storeu_si512(o.as_mut_ptr().cast(), r) };
        }
        for (i, o) in tail_in.iter().zip(tail_out) {
            *o = vpternlogq::<IMM>(*i, p, q);
        }
    }

    /// A plain function for one immediate. The caller must know the CPU has AVX-512 F.
    unsafe fn block_entry<const IMM: i32>(inputs: &[u64], p: u64, q: u64, results: &mut [u64]) {
        // SAFETY: this function's contract: the CPU has AVX-512 F.
        unsafe { block_loop::<IMM>(inputs, p, q, results) }
    }

    type BlockEntry = unsafe fn(&[u64], u64, u64, &mut [u64]);

    /// The block loops, one instance per immediate.
    static BLOCK_TABLE: [[BlockEntry; 16]; 16] = table!(block_entry);

    /// VPTERNLOGQ over a block of lines: operands `[a, b, c, imm8]`, each line's value in
    /// place `slot` (0 to 2 a set, 3 the immediate). The table is reordered so the line's input comes first and
    /// one loop per immediate runs the block. The caller must know the CPU has AVX-512 F.
    pub(super) unsafe fn ternlog_block(
        inputs: &[u64],
        operands: &super::Operands,
        results: &mut [u64],
    ) {
        let [a, b, c, imm8] = operands.values;
        let slot = operands.slot;
        if slot > 2 {
            // The line is the immediate: a table of its own for each value, as the
            // portable block takes it.
            for (result, &line) in results.iter_mut().zip(inputs) {
                *result = super::ternlog(line as u8, a, b, c);
            }
            return;
        }
        let (p, q) = match slot {
            0 => (b, c),
            1 => (a, c),
            _ => (a, b),
        };
        let imm8 = super::with_first(imm8 as u8, slot);
        let entry = BLOCK_TABLE[usize::from(imm8 >> 4)][usize::from(imm8 & 15)];
        // SAFETY: this function's contract: the CPU has AVX-512 F, all `entry` needs.
        unsafe { entry(inputs, p, q, results) }
    }
}

/// Ternary logic: the portable union of minterms, and AVX-512 VPTERNLOGQ.
pub static TERNLOG: Family<Ternary> = Family {
    name: "ternlog",
    summary: "bitwise ternary logic by an 8-bit truth table (AVX-512 page, VPTERNLOG)",
    methods: &[
        // The block form takes the batch operands `[a, b, c, imm8]`.
        #[cfg(target_arch = "x86_64")]
        {
            fn block(inputs: &[u64], operands: &Operands, results: &mut [u64]) {
                // SAFETY: `block` is named only here, as the block form of this method,
                // which `Method::get_block` returns only to a detected `Host` with its
                // features (AVX-512 F), `ternlog_block`'s contract.
                unsafe { avx512::ternlog_block(inputs, operands, results) }
            }
            hardware_method!(
                "vpternlogq",
                "VPTERNLOGQ instruction",
                "AVX-512 F VPTERNLOGQ (AVX-512 page)",
                [Avx512f],
                fn(imm8: u8, a: u64, b: u64, c: u64) -> u64 = avx512::ternlog
            )
            .with_block(block)
        },
        Method::portable(
            "minterms",
            "union of the selected minterms",
            "the truth table as a sum of products (AVX-512 page)",
            ternlog as Ternary,
        )
        .with_block(block_fn!(fn(a: u64, b: u64, c: u64, imm8: u8) -> u64 = ternlog_table_last)),
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_table_with_its_first_input_moved_gives_the_same_function() {
        let mut rng = crate::rng::SplitMix64(3);
        for imm8 in 0..=255u8 {
            let [a, b, c] = [rng.next_u64(), rng.next_u64(), rng.next_u64()];
            let want = ternlog(imm8, a, b, c);
            assert_eq!(ternlog(with_first(imm8, 0), a, b, c), want);
            assert_eq!(ternlog(with_first(imm8, 1), b, a, c), want, "{imm8:#04x}");
            assert_eq!(ternlog(with_first(imm8, 2), c, a, b), want, "{imm8:#04x}");
        }
    }
}
