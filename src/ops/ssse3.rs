//! PSIGN from the SSSE3 page: each lane of `a` negated, zeroed or kept by the sign of
//! the same lane of `b` (`_mm_sign_epi8`, `_epi16`, `_epi32`), on the 64 bits of a
//! bitboard: eight bytes, four words or two double words.

#[cfg(target_arch = "x86_64")]
use crate::catalogue::hardware_method;
use crate::catalogue::{Family, Method};

/// `psign(a, b, width)`: `width` is the lane width in bits, 8, 16 or 32.
pub type SignFn = fn(u64, u64, u32) -> u64;

/// The lane widths PSIGN has.
pub const WIDTHS: [u32; 3] = [8, 16, 32];

/// The page's pseudocode, lane by lane:
/// `r[i] = (b[i] < 0) ? -a[i] : ((b[i] == 0) ? 0 : a[i])`.
pub fn psign_lanes(a: u64, b: u64, width: u32) -> u64 {
    let mask = u64::MAX >> (64 - width);
    let sign = 1u64 << (width - 1);
    (0..64 / width).fold(0, |r, i| {
        let shift = i * width;
        let (x, y) = (a >> shift & mask, b >> shift & mask);
        let lane = if y & sign != 0 {
            x.wrapping_neg() & mask
        } else if y == 0 {
            0
        } else {
            x
        };
        r | lane << shift
    })
}

/// PSIGNB, PSIGNW or PSIGND on the low quad word of an xmm register.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "sse2,ssse3")]
fn psign_ssse3(a: u64, b: u64, width: u32) -> u64 {
    use std::arch::x86_64::*;
    let (x, y) = (_mm_cvtsi64_si128(a as i64), _mm_cvtsi64_si128(b as i64));
    let r = match width {
        8 => _mm_sign_epi8(x, y),
        16 => _mm_sign_epi16(x, y),
        _ => _mm_sign_epi32(x, y),
    };
    _mm_cvtsi128_si64(r) as u64
}

/// The PSIGN family.
pub static PSIGN: Family<SignFn> = Family {
    name: "psign",
    summary: "lanes of a negated, zeroed or kept by the signs of b (SSSE3 page, PSIGN)",
    methods: &[
        Method::portable(
            "lanes",
            "the page's pseudocode, lane by lane",
            "r[i] = (b[i] < 0) ? -a[i] : ((b[i] == 0) ? 0 : a[i]) (SSSE3: PSIGN)",
            psign_lanes as SignFn,
        ),
        #[cfg(target_arch = "x86_64")]
        hardware_method!(
            "ssse3-psign",
            "PSIGNB/PSIGNW/PSIGND instruction",
            "_mm_sign_epi8, _epi16 or _epi32 on an xmm register (SSSE3: PSIGN)",
            [Sse2, Ssse3],
            fn(a: u64, b: u64, width: u32) -> u64 = psign_ssse3
        ),
    ],
    reference: "lanes",
    preference: &["ssse3-psign", "lanes"],
    classes: &[],
};
