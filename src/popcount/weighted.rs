//! Weighted population count: the dot product of a bitboard with 64 byte weights, from
//! the SSE2 page's "SSE2 dot product" (mobility weighted by square importance).

#[cfg(target_arch = "x86_64")]
use crate::catalogue::hardware_method;
use crate::catalogue::{Family, Method};

/// The signature every weighted popcount method shares.
pub type WeightedFn = fn(u64, &[u8; 64]) -> u32;

/// The built-in "center" weights, indexed by square (a1 = 0, h8 = 63).
///
/// The reference prints no such table, so this is 6 minus the centre Manhattan distance
/// (file and rank steps to the nearest of d4, e4, d5, e5): 6 on the four centre squares,
/// 0 in the corners. Printed here with rank 1 first, as the array is laid out.
#[rustfmt::skip]
pub const CENTER_WEIGHTS: [u8; 64] = [
    0, 1, 2, 3, 3, 2, 1, 0, // rank 1
    1, 2, 3, 4, 4, 3, 2, 1, // rank 2
    2, 3, 4, 5, 5, 4, 3, 2, // rank 3
    3, 4, 5, 6, 6, 5, 4, 3, // rank 4
    3, 4, 5, 6, 6, 5, 4, 3, // rank 5
    2, 3, 4, 5, 5, 4, 3, 2, // rank 6
    1, 2, 3, 4, 4, 3, 2, 1, // rank 7
    0, 1, 2, 3, 3, 2, 1, 0, // rank 8
];

/// The page's loop: add the weight of every member square.
fn bit_loop(bb: u64, weights: &[u8; 64]) -> u32 {
    let mut accu = 0;
    for (sq, &weight) in weights.iter().enumerate() {
        if bb & (1 << sq) != 0 {
            accu += u32::from(weight);
        }
    }
    accu
}

/// The dot product without branches ("branchless 1" in the page's loop): each weight is
/// masked by 0 or all ones from its bit. Portable; the default outside the CLI.
pub fn weighted_popcount(bb: u64, weights: &[u8; 64]) -> u32 {
    weights
        .iter()
        .enumerate()
        .map(|(sq, &weight)| u32::from(weight) & 0u32.wrapping_sub(((bb >> sq) & 1) as u32))
        .sum()
}

/// The SSE2 dot product: the bitboard is spread to 64 bytes by seven unpacks, compared
/// against the bit masks to 0/255 bytes, and-ed with the weights and summed by PSADBW.
///
/// The page adds the four weight vectors with saturating PADDUSB before one PSADBW,
/// which is exact only while each column of four weights sums to at most 255; here every
/// vector gets its own PSADBW so any byte weights give the exact sum.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "sse2")]
fn sse2_dot_product_inner(bb: u64, weights: &[u8; 64]) -> u32 {
    use std::arch::x86_64::*;
    let bit_masks = _mm_set1_epi64x(0x8040_2010_0804_0201_u64 as i64);
    // Extend bits to bytes; comments show the lanes for bb = 0x8040201008040201.
    let x0 = _mm_cvtsi64_si128(bb as i64);
    let x0 = _mm_unpacklo_epi8(x0, x0); // 8080404020201010:0808040402020101
    let x2 = _mm_unpackhi_epi16(x0, x0); // 8080808040404040:2020202010101010
    let x0 = _mm_unpacklo_epi16(x0, x0); // 0808080804040404:0202020201010101
    let x1 = _mm_unpackhi_epi32(x0, x0); // 0808080808080808:0404040404040404
    let x0 = _mm_unpacklo_epi32(x0, x0); // 0202020202020202:0101010101010101
    let x3 = _mm_unpackhi_epi32(x2, x2); // 8080808080808080:4040404040404040
    let x2 = _mm_unpacklo_epi32(x2, x2); // 2020202020202020:1010101010101010
    let zero = _mm_setzero_si128();
    let (quarters, _) = weights.as_chunks::<16>();
    let mut sums = zero;
    for (spread, quarter) in [x0, x1, x2, x3].into_iter().zip(quarters) {
        let selected = _mm_cmpeq_epi8(_mm_and_si128(spread, bit_masks), bit_masks);
        // SAFETY: `quarter` is 16 readable bytes; loadu has no alignment requirement.
        let w = unsafe { _mm_loadu_si128(quarter.as_ptr().cast()) };
        sums = _mm_add_epi64(sums, _mm_sad_epu8(_mm_and_si128(selected, w), zero));
    }
    (_mm_cvtsi128_si32(sums) + _mm_extract_epi16::<4>(sums)) as u32
}

/// Every weighted popcount method.
static METHODS: &[Method<WeightedFn>] = &[
    Method::portable(
        "bit-loop",
        "weight added for every member in a loop",
        "Loop over the 64 squares adding member weights (SSE2: SSE2 dot product)",
        bit_loop as WeightedFn,
    ),
    Method::portable(
        "branchless",
        "weights masked by their bits and added",
        "Branchless loop, weight & -bit (SSE2: SSE2 dot product, branchless 1)",
        weighted_popcount,
    ),
    #[cfg(target_arch = "x86_64")]
    hardware_method!(
        "sse2-dot-product",
        "SSE2 bit-to-byte expansion and PSADBW",
        "Bits unpacked to bytes, masked weights summed by PSADBW (SSE2: SSE2 dot product)",
        [Sse2],
        fn(bb: u64, weights: &[u8; 64]) -> u32 = sse2_dot_product_inner
    ),
];

/// The weighted popcount family: a bitboard dotted with 64 byte weights.
pub static WEIGHTED: Family<WeightedFn> = Family {
    name: "weighted",
    summary: "dot product of a bitboard with 64 byte weights (SSE2 page)",
    methods: METHODS,
    reference: "bit-loop",
    preference: &["sse2-dot-product", "branchless", "bit-loop"],
};
