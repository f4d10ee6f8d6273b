//! AMD's SSE5, shipped as XOP (SSE5 and Hyperbola Quintessence pages; General Setwise
//! Operations for VPSHLQ): VPPERM, the byte permute whose selector can also reverse or
//! invert each byte's bits, so one instruction reverses a bitboard; and VPSHLQ, the
//! per-lane shift by a signed count. Neither Zen 3 nor qemu has XOP: the portable
//! emulations are what runs here.

#[cfg(target_arch = "x86_64")]
use crate::catalogue::hardware_method;
use crate::catalogue::{Family, portable_method};
use crate::ops::transform;

/// VPPERM on three 16-byte vectors: byte `i` of the result is the byte that selector
/// byte `i`'s bits 4..0 pick from `src1` (0..15) or `src2` (16..31), transformed by its
/// bits 7..5: 0 as is, 1 inverted, 2 bit-reversed, 3 bit-reversed and inverted, 4 zero,
/// 5 all ones, 6 its sign bit replicated, 7 that inverted (AMD64 manual, volume 6).
pub fn vpperm(src1: [u8; 16], src2: [u8; 16], selector: [u8; 16]) -> [u8; 16] {
    selector.map(|s| {
        let index = usize::from(s & 31);
        let byte = if index < 16 {
            src1[index]
        } else {
            src2[index - 16]
        };
        let sign = 0u8.wrapping_sub(byte >> 7);
        match s >> 5 {
            0 => byte,
            1 => !byte,
            2 => byte.reverse_bits(),
            3 => !byte.reverse_bits(),
            4 => 0,
            5 => 0xff,
            6 => sign,
            _ => !sign,
        }
    })
}

/// The VPPERM selector that reverses the low quad word: result byte `i` is byte `7 - i`
/// bit-reversed (operation 2); the high bytes are zeroed (operation 4).
pub const REVERSE_SELECTOR: [u8; 16] = [
    0x47, 0x46, 0x45, 0x44, 0x43, 0x42, 0x41, 0x40, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80,
];

/// The bitboard's 16-byte vector: its bytes, then zeros.
fn widen(x: u64) -> [u8; 16] {
    let mut v = [0; 16];
    v[..8].copy_from_slice(&x.to_le_bytes());
    v
}

/// All 64 bits reversed by the VPPERM emulation with [`REVERSE_SELECTOR`].
pub fn reverse_vpperm_emulated(x: u64) -> u64 {
    let r = vpperm(widen(x), widen(x), REVERSE_SELECTOR);
    u64::from_le_bytes(r[..8].try_into().expect("eight bytes"))
}

/// The byte swap, then each byte's bits reversed: what the one VPPERM does in two steps.
pub fn reverse_bytes_then_bits(x: u64) -> u64 {
    u64::from_le_bytes(x.swap_bytes().to_le_bytes().map(u8::reverse_bits))
}

#[cfg(target_arch = "x86_64")]
mod x86 {
    use std::arch::x86_64::*;

    /// VPPERM with [`super::REVERSE_SELECTOR`]: bytes and bits reversed at once. The
    /// caller must know the CPU has XOP (no Rust intrinsic exists: inline assembly).
    pub(super) unsafe fn reverse_vpperm(x: u64) -> u64 {
        let selector = u64::from_le_bytes(
            super::REVERSE_SELECTOR[..8]
                .try_into()
                .expect("eight bytes"),
        );
        let out: i64;
        // SAFETY: this function's contract: the CPU has XOP. The block reads and writes
        // only the named xmm registers; the selector's low bytes pick only from the low
        // quad word, which holds `x`.
        unsafe {
            core::arch::asm!(
                "vpperm {v}, {v}, {v}, {s}",
                v = inout(xmm_reg) x as i64 => out,
                s = in(xmm_reg) selector as i64,
                options(pure, nomem, nostack),
            );
        }
        out as u64
    }

    /// VPSHLQ on two lanes per xmm register: each lane shifted left by the signed low
    /// byte of its count, right when negative. Distances of 64 give 0 without the
    /// instruction, whatever it does with them. The caller must know the CPU has XOP.
    #[target_feature(enable = "sse2")]
    pub(crate) unsafe fn genshift_vpshlq(values: &[u64], counts: &[i32], out: &mut [u64]) {
        let (values, counts, out) = crate::ops::lanes::shortest(values, counts, out);
        for ((v, c), o) in values
            .chunks(2)
            .zip(counts.chunks(2))
            .zip(out.chunks_mut(2))
        {
            let lane = |s: &[u64], i: usize| s.get(i).copied().unwrap_or(0) as i64;
            let count = |i: usize| c.get(i).copied().unwrap_or(0).clamp(-63, 63) as i64;
            let x = _mm_set_epi64x(lane(v, 1), lane(v, 0));
            let n = _mm_set_epi64x(count(1), count(0));
            let r: __m128i;
            // SAFETY: this function's contract: the CPU has XOP. The block reads and
            // writes only the named xmm registers.
            unsafe {
                core::arch::asm!(
                    "vpshlq {x}, {x}, {n}",
                    x = inout(xmm_reg) x => r,
                    n = in(xmm_reg) n,
                    options(pure, nomem, nostack),
                );
            }
            let lanes = [r, _mm_unpackhi_epi64(r, r)].map(|l| _mm_cvtsi128_si64(l) as u64);
            for (i, slot) in o.iter_mut().enumerate() {
                *slot = if c[i].unsigned_abs() >= 64 {
                    0
                } else {
                    lanes[i]
                };
            }
        }
    }
}

#[cfg(target_arch = "x86_64")]
pub(crate) use x86::genshift_vpshlq;

/// Reversing all 64 bits: the delta swaps, and VPPERM's bytes-and-bits reversal.
pub static REVERSE: Family<fn(u64) -> u64> = Family {
    name: "reverse",
    summary: "all 64 bits reversed, bit i to 63 - i (Flipping Mirroring and Rotating, SSE5)",
    methods: &[
        portable_method!(
            Unary:
            "delta-swaps",
            "delta swaps with the six 2-adic masks",
            "Swap double words, words, bytes, then mirror the bits (Flipping Mirroring and Rotating)",
            transform::reverse,
        ),
        portable_method!(
            Unary:
            "bswap-bytes",
            "byte swap, then each byte's bits reversed",
            "swap_bytes, then u8::reverse_bits per byte: VPPERM's two steps apart (SSE5)",
            reverse_bytes_then_bits,
        ),
        portable_method!(
            Unary:
            "vpperm-emulated",
            "VPPERM emulated: selector 0x4041424344454647",
            "One VPPERM reverses bytes and their bits at once, emulated byte by byte (SSE5: XOP)",
            reverse_vpperm_emulated,
        ),
        #[cfg(target_arch = "x86_64")]
        hardware_method!(
            "xop-vpperm",
            "XOP VPPERM, bytes and bits reversed by one instruction",
            "VPPERM with the bit-reverse operation in each selector byte (SSE5: XOP; not on Zen 3 or qemu)",
            [Xop],
            fn(x: u64) -> u64 = x86::reverse_vpperm,
            block
        ),
    ],
    reference: "delta-swaps",
    // A byte swap is one instruction where the delta swaps take three steps for the same
    // bytes: `bbtool bench reverse`, Zen 5, ns in five runs, bswap-bytes 1.65-2.05,
    // delta-swaps 3.55-4.79. VPPERM, unmeasured on XOP hardware, keeps its place before
    // the delta swaps.
    preference: &[
        "bswap-bytes",
        "xop-vpperm",
        "delta-swaps",
        "vpperm-emulated",
    ],
    classes: &[],
};
