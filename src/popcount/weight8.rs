//! popCountWeight8 from the SSE2 page ("SSE2 Population Count"): the popcounts of eight
//! bitboards, each multiplied by a signed 16-bit weight, summed.

#[cfg(target_arch = "x86_64")]
use crate::catalogue::hardware_method;
use crate::catalogue::{Family, Method};

/// The signature of every popCountWeight8 method: `sum(popcnt(bb[i]) * weight[i])`.
pub type Weight8Fn = fn(&[u64; 8], &[i16; 8]) -> i32;

/// The plain sum, one popcount at a time.
fn popcount_loop(bb: &[u64; 8], weight: &[i16; 8]) -> i32 {
    bb.iter()
        .zip(weight)
        .map(|(&b, &w)| b.count_ones() as i32 * i32::from(w))
        .sum()
}

/// Gerd Isenberg's popCountWeight8: SWAR popcounts of two bitboards per register with
/// byte-wise PSUBB/PADDB, PSADBW to quad word sums, PACKSSDW to words, PMADDWD with the
/// weights and two shifted PADDD for the horizontal sum.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "sse2")]
fn sse2_pop_count_weight8(bb: &[u64; 8], weight: &[i16; 8]) -> i32 {
    use std::arch::x86_64::*;
    let m55 = _mm_set1_epi8(0x55);
    let m33 = _mm_set1_epi8(0x33);
    let m0f = _mm_set1_epi8(0x0f);
    let z = _mm_setzero_si128();
    let (pairs, _) = bb.as_chunks::<2>();
    let [v, w, x, y] = std::array::from_fn(|k| {
        // SAFETY: an unaligned 16-byte load of the two bitboards of `pairs[k]`.
        let v = unsafe { _mm_loadu_si128(pairs[k].as_ptr().cast()) };
        let v = _mm_sub_epi8(v, _mm_and_si128(_mm_srli_epi64(v, 1), m55));
        let v = _mm_add_epi8(
            _mm_and_si128(v, m33),
            _mm_and_si128(_mm_srli_epi64(v, 2), m33),
        );
        let v = _mm_and_si128(_mm_add_epi8(v, _mm_srli_epi64(v, 4)), m0f);
        _mm_sad_epu8(v, z)
    });
    let v = _mm_packs_epi16(v, w);
    let x = _mm_packs_epi16(x, y);
    // SAFETY: an unaligned 16-byte load of the eight weights.
    let weights = unsafe { _mm_loadu_si128(weight.as_ptr().cast()) };
    let v = _mm_madd_epi16(_mm_packs_epi16(v, x), weights);
    let v = _mm_add_epi32(v, _mm_srli_si128(v, 4));
    let v = _mm_add_epi32(v, _mm_srli_si128(v, 8));
    _mm_cvtsi128_si32(v)
}

/// Every popCountWeight8 method.
static METHODS: &[Method<Weight8Fn>] = &[
    Method::portable(
        "popcount-loop",
        "eight popcounts times their weights, added",
        "popcnt(bb[i]) * weight[i] summed one by one (SSE2: SSE2 Population Count)",
        popcount_loop as Weight8Fn,
    ),
    #[cfg(target_arch = "x86_64")]
    hardware_method!(
        "sse2-popcount-weight8",
        "SSE2 SWAR popcounts, PSADBW, PMADDWD with the weights",
        "Gerd Isenberg's popCountWeight8 on four xmm registers (SSE2: SSE2 Population Count)",
        [Sse2],
        fn(bb: &[u64; 8], weight: &[i16; 8]) -> i32 = sse2_pop_count_weight8
    ),
];

/// popCountWeight8: eight popcounts dotted with eight signed word weights.
pub static POPCOUNT_WEIGHT8: Family<Weight8Fn> = Family {
    name: "popcount-weight8",
    summary: "popcounts of eight bitboards times 16-bit weights, summed (SSE2 page)",
    methods: METHODS,
    reference: "popcount-loop",
    preference: &["sse2-popcount-weight8", "popcount-loop"],
    classes: &[],
};
