//! The SSE2 and MMX pages' bitboard routines: one step in all eight directions by
//! byte-wise add ("One Step Only"), and east attacks by fill subtraction with byte-wise
//! PSUBB ("East Attacks", MMX "East Fill", and the quad-bitboard attack getter of
//! "SSE2-Wrapper in C++"). Each with its portable SWAR twin.

use crate::bitboard::Direction;
#[cfg(target_arch = "x86_64")]
use crate::catalogue::hardware_method;
use crate::catalogue::{Family, Method};
use crate::ops::swar::{swar_add, swar_sub};

/// East attacks of each slider set in `sliders` through `occ`, into `out`.
pub type EastFn = fn(u64, &[u64], &mut [u64]);

/// The SSE2 page's sequence for `dir`, with `add8(b)` the byte-wise `b + b` (PADDB) and
/// quad-word shifts: east `add8(b)`, west `add8(b >> 1) >> 1`, and so on.
macro_rules! one_step {
    ($b:expr, $dir:expr, $add8:expr, $shl:expr, $shr:expr) => {{
        let b = $b;
        match $dir {
            Direction::North => $shl(b, 8),
            Direction::South => $shr(b, 8),
            Direction::East => $add8(b),
            Direction::NorthEast => $shl($add8(b), 8),
            Direction::SouthEast => $shr($add8(b), 8),
            // butNotA: shifted right, doubled byte-wise, then the west step.
            Direction::West => $shr($add8($shr(b, 1)), 1),
            Direction::SouthWest => $shr($add8($shr(b, 1)), 9),
            Direction::NorthWest => $shl($add8($shr(b, 1)), 7),
        }
    }};
}

/// The page's byte-wise add steps in portable Rust: PADDB as the Byte page's SWAR add.
pub fn shift_one_byte_add(b: u64, dir: Direction) -> u64 {
    one_step!(
        b,
        dir,
        |x| swar_add(x, x),
        |x: u64, n| x << n,
        |x: u64, n| x >> n
    )
}

#[cfg(target_arch = "x86_64")]
pub(crate) use x86::shift_one_sse2;

#[cfg(target_arch = "x86_64")]
mod x86 {
    use super::Direction;
    use std::arch::x86_64::*;

    /// The SSE2 page's one-step routines on the low quad word of an xmm register: PADDB
    /// for the east steps, PSRLQ/PSLLQ for the rest.
    #[target_feature(enable = "sse2")]
    pub(crate) fn shift_one_sse2(b: u64, dir: Direction) -> u64 {
        let v = _mm_cvtsi64_si128(b as i64);
        let shl = |x: __m128i, n: i32| _mm_sll_epi64(x, _mm_cvtsi32_si128(n));
        let shr = |x: __m128i, n: i32| _mm_srl_epi64(x, _mm_cvtsi32_si128(n));
        let add8 = |x: __m128i| _mm_add_epi8(x, x);
        _mm_cvtsi128_si64(one_step!(v, dir, add8, shl, shr)) as u64
    }

    /// The SSE2 page's eastAttacks on two slider sets per xmm register (the quad-bitboard
    /// getter takes two registers): `o = occ | r; o ^ ((o ^ r) - r)` with PSUBB.
    #[target_feature(enable = "sse2")]
    pub(super) fn east_attacks_sse2(occ: u64, sliders: &[u64], out: &mut [u64]) {
        let n = sliders.len().min(out.len());
        let (pairs, rest) = sliders[..n].as_chunks::<2>();
        let (out_pairs, out_rest) = out[..n].as_chunks_mut::<2>();
        let o = _mm_set1_epi64x(occ as i64);
        for (pair, result) in pairs.iter().zip(out_pairs) {
            let r = _mm_set_epi64x(pair[1] as i64, pair[0] as i64);
            let o = _mm_or_si128(o, r); // make rooks member of occupied
            let tmp = _mm_xor_si128(o, r); // occ - rooks
            let tmp = _mm_sub_epi8(tmp, r); // occ - 2*rooks
            let a = _mm_xor_si128(o, tmp); // occ ^ (occ - 2*rooks)
            *result = [
                _mm_cvtsi128_si64(a) as u64,
                _mm_cvtsi128_si64(_mm_unpackhi_epi64(a, a)) as u64,
            ];
        }
        for (r, result) in rest.iter().zip(out_rest) {
            let r = _mm_cvtsi64_si128(*r as i64);
            let o = _mm_or_si128(o, r);
            let a = _mm_xor_si128(o, _mm_sub_epi8(_mm_xor_si128(o, r), r));
            *result = _mm_cvtsi128_si64(a) as u64;
        }
    }

    /// The MMX page's eastAttacks: PSUBB on a 64-bit mm register. Rust has no `__m64`
    /// intrinsics, so this is inline assembly on mm0/mm1 ending in EMMS; MMX is part of
    /// every x86-64 CPU.
    pub(super) fn east_attacks_mmx(occ: u64, sliders: &[u64], out: &mut [u64]) {
        for (&r, result) in sliders.iter().zip(out) {
            let o = occ | r; // make rooks member of occupied
            let tmp: u64;
            // SAFETY: MOVQ, PSUBB and EMMS are baseline x86-64; the block clobbers only
            // mm0, mm1 (declared with the x87 stack they alias) and leaves the x87/MMX
            // state empty again by EMMS.
            unsafe {
                core::arch::asm!(
                    "movq mm0, {x}",
                    "movq mm1, {r}",
                    "psubb mm0, mm1",
                    "movq {x}, mm0",
                    "emms",
                    x = inout(reg) o ^ r => tmp,
                    r = in(reg) r,
                    out("mm0") _, out("mm1") _,
                    out("st(0)") _, out("st(1)") _, out("st(2)") _, out("st(3)") _,
                    out("st(4)") _, out("st(5)") _, out("st(6)") _, out("st(7)") _,
                    options(pure, nomem, nostack),
                );
            }
            *result = o ^ tmp; // occ ^ (occ - 2*rooks)
        }
    }
}

/// The one-step shift family.
/// East attacks by walking each slider's ray: the plain reference.
fn east_ray_walk(occ: u64, sliders: &[u64], out: &mut [u64]) {
    for (&r, result) in sliders.iter().zip(out) {
        let o = occ | r;
        let mut attacks = 0;
        for sq in (0..64).filter(|sq| r >> sq & 1 != 0) {
            let mut s = sq;
            while s % 8 != 7 {
                s += 1;
                attacks |= 1u64 << s;
                if o >> s & 1 != 0 {
                    break;
                }
            }
        }
        *result = attacks;
    }
}

/// East attacks by fill subtraction with the Byte page's SWAR subtract: what the SSE2
/// page's `GPR` class computes, and the MMX routine in portable Rust.
fn east_byte_sub(occ: u64, sliders: &[u64], out: &mut [u64]) {
    for (&r, result) in sliders.iter().zip(out) {
        let o = occ | r;
        *result = o ^ swar_sub(o ^ r, r);
    }
}

/// The east-attacks family: `o ^ (o - 2r)` rank by rank.
pub static EAST_ATTACKS: Family<EastFn> = Family {
    name: "east-attacks",
    summary: "east attacks of slider sets by byte-wise fill subtraction (SSE2, MMX pages)",
    methods: &[
        Method::portable(
            "ray-walk",
            "each slider's ray walked to the blocker",
            "Step east from every slider until a blocker or the h-file (plain reference)",
            east_ray_walk as EastFn,
        ),
        Method::portable(
            "byte-sub",
            "o ^ (o - 2r) with the SWAR byte-wise subtract",
            "SIMD-wise fill by subtraction in a general purpose register (SSE2: SSE2-Wrapper, GPR)",
            east_byte_sub,
        ),
        #[cfg(target_arch = "x86_64")]
        Method::baseline(
            "mmx-psubb",
            "PSUBB on an MMX register, inline assembly",
            "eastAttacks with _mm_sub_pi8 on an mm register, EMMS after (MMX: East Fill)",
            x86::east_attacks_mmx,
        ),
        #[cfg(target_arch = "x86_64")]
        hardware_method!(
            "sse2-psubb",
            "PSUBB on two slider sets per xmm register",
            "eastAttacks with _mm_sub_epi8, two bitboards per register (SSE2: East Attacks, quad-bitboards)",
            [Sse2],
            fn(occ: u64, sliders: &[u64], out: &mut [u64]) = x86::east_attacks_sse2
        ),
    ],
    reference: "ray-walk",
    preference: &["sse2-psubb", "byte-sub", "mmx-psubb", "ray-walk"],
    classes: &[],
};
