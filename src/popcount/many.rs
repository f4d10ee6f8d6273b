//! Popcount of many bitboards per call, for batch mode: each scalar method's loop compiled
//! once with its target features, so its instructions inline into the loop instead of
//! costing an indirect call per value, and VPOPCNTQ counting eight bitboards at a time.

#[cfg(target_arch = "x86_64")]
use super::mmx::mmx_psadbw;
use super::{bit_loop, casting_out_255, hakmem, kernighan, lookup8, lookup16, swar, swar_mul};
#[cfg(target_arch = "x86_64")]
use crate::catalogue::hardware_method;
use crate::catalogue::{Family, Method};

/// Counts `values[i]` into `counts[i]`, up to the shorter of the two slices.
pub type PopcountManyFn = fn(&[u64], &mut [u8]);

/// Each value's count by `count`, inlined into the loop.
#[inline(always)]
fn each_value(values: &[u64], counts: &mut [u8], count: impl Fn(u64) -> u32) {
    for (slot, &v) in counts.iter_mut().zip(values) {
        *slot = count(v) as u8;
    }
}

/// The batch form of a portable method.
macro_rules! portable_many {
    ($f:ident) => {{
        fn many(values: &[u64], counts: &mut [u8]) {
            each_value(values, counts, $f)
        }
        many as PopcountManyFn
    }};
}

#[cfg(target_arch = "x86_64")]
mod x86 {
    use super::each_value;
    use std::arch::x86_64::*;

    /// POPCNT per value, `count_ones` compiled with the feature.
    #[target_feature(enable = "popcnt")]
    pub(super) fn popcnt_loop(values: &[u64], counts: &mut [u8]) {
        each_value(values, counts, u64::count_ones);
    }

    /// The PSHUFB nibble lookup per value, inlined.
    #[target_feature(enable = "sse2,ssse3")]
    pub(super) fn ssse3_loop(values: &[u64], counts: &mut [u8]) {
        each_value(values, counts, |x| super::super::ssse3_pshufb_inner(x));
    }

    /// Wojciech Muła's popCount2: two bitboards per xmm register, two PSHUFB nibble
    /// lookups and one PSADBW give both counts in the two quad words (SSSE3 page).
    #[target_feature(enable = "sse2,ssse3")]
    pub(super) fn ssse3_pairs(values: &[u64], counts: &mut [u8]) {
        let n = values.len().min(counts.len());
        let (pairs, rest) = values[..n].as_chunks::<2>();
        let (count_pairs, count_rest) = counts[..n].as_chunks_mut::<2>();
        let lookup = _mm_setr_epi8(0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4);
        let low_mask = _mm_set1_epi8(0x0f);
        for (pair, out) in pairs.iter().zip(count_pairs) {
            // SAFETY: an unaligned 16-byte load of the two values of `pair`.
            let v = unsafe { _mm_loadu_si128(pair.as_ptr().cast()) };
            let lo = _mm_and_si128(v, low_mask);
            let hi = _mm_and_si128(_mm_srli_epi16(v, 4), low_mask);
            let cb = _mm_add_epi8(_mm_shuffle_epi8(lookup, lo), _mm_shuffle_epi8(lookup, hi));
            let sums = _mm_sad_epu8(cb, _mm_setzero_si128());
            *out = [
                _mm_cvtsi128_si32(sums) as u8,
                _mm_extract_epi16::<4>(sums) as u8,
            ];
        }
        each_value(rest, count_rest, |x| super::super::ssse3_pshufb_inner(x));
    }

    /// VPOPCNTQ on eight values per instruction, narrowed to bytes by VPMOVQB.
    #[target_feature(enable = "avx512f,avx512vpopcntdq")]
    pub(super) fn vpopcntdq_loop(values: &[u64], counts: &mut [u8]) {
        let n = values.len().min(counts.len());
        let (values, counts) = (&values[..n], &mut counts[..n]);
        let (chunks, rest) = values.as_chunks::<8>();
        let (count_chunks, count_rest) = counts.as_chunks_mut::<8>();
        for (chunk, out) in chunks.iter().zip(count_chunks) {
            // SAFETY: an unaligned 64-byte load of the eight values of `chunk`.
            let v = unsafe { _mm512_loadu_si512(chunk.as_ptr().cast()) };
            let narrowed = _mm512_cvtepi64_epi8(_mm512_popcnt_epi64(v));
            *out = (_mm_cvtsi128_si64(narrowed) as u64).to_le_bytes();
        }
        each_value(rest, count_rest, |x| {
            let v = _mm512_set1_epi64(x as i64);
            _mm_cvtsi128_si64(_mm512_castsi512_si128(_mm512_popcnt_epi64(v))) as u32
        });
    }
}

/// Every scalar popcount as a loop over many values, plus VPOPCNTQ.
static METHODS: &[Method<PopcountManyFn>] = &[
    Method::portable(
        "bit-loop",
        "adding all 64 bits, per value",
        "Brute force bit loop over each value (Population Count: Loop-Approaches)",
        portable_many!(bit_loop),
    ),
    Method::portable(
        "kernighan",
        "LS1B reset loop, per value",
        "Brian Kernighan's way over each value (Population Count: Loop-Approaches)",
        portable_many!(kernighan),
    ),
    Method::portable(
        "lookup8",
        "eight 8-bit table lookups, per value",
        "256-entry byte table over each value (Population Count: Lookup)",
        portable_many!(lookup8),
    ),
    Method::portable(
        "lookup16",
        "four 16-bit table lookups, per value",
        "64 KiB word table over each value (Population Count: Lookup)",
        portable_many!(lookup16),
    ),
    Method::portable(
        "swar-mul",
        "SWAR counts added by multiplication, per value",
        "SWAR-Popcount with the multiplication over each value (Population Count)",
        portable_many!(swar_mul),
    ),
    Method::portable(
        "swar",
        "SWAR counts added by shifts, per value",
        "SWAR-Popcount without multiplication over each value (Population Count)",
        portable_many!(swar),
    ),
    Method::portable(
        "casting-out-255",
        "SWAR counts added by x % 255, per value",
        "SWAR-Popcount casting out 255 over each value (Population Count: Casting out)",
        portable_many!(casting_out_255),
    ),
    Method::portable(
        "hakmem",
        "HAKMEM 169, per value",
        "HAKMEM 169 widened to 64 bits over each value (Population Count: HAKMEM 169)",
        portable_many!(hakmem),
    ),
    #[cfg(target_arch = "x86_64")]
    hardware_method!(
        "popcnt",
        "POPCNT instruction, inlined in the loop",
        "The x86-64 POPCNT instruction in a loop compiled with it (Popcount in Hardware)",
        [Popcnt],
        fn(values: &[u64], counts: &mut [u8]) = x86::popcnt_loop
    ),
    #[cfg(target_arch = "x86_64")]
    hardware_method!(
        "ssse3-pshufb",
        "PSHUFB nibble lookup, inlined in the loop",
        "Wojciech Muła's PSHUFB nibble lookup per value (SSSE3: SSE3 Population Count)",
        [Sse2, Ssse3],
        fn(values: &[u64], counts: &mut [u8]) = x86::ssse3_loop
    ),
    #[cfg(target_arch = "x86_64")]
    Method::baseline(
        "mmx-psadbw",
        "SWAR in an MMX register, PSADBW sum, per value",
        "AMD's Efficient 64-Bit Population Count using MMX over each value (MMX: MMX Popcount)",
        portable_many!(mmx_psadbw),
    ),
    #[cfg(target_arch = "x86_64")]
    hardware_method!(
        "ssse3-pairs",
        "PSHUFB nibble lookup on two bitboards per register",
        "Wojciech Muła's popCount2, a vector of two bitboards per xmm (SSSE3: SSE3 Population Count)",
        [Sse2, Ssse3],
        fn(values: &[u64], counts: &mut [u8]) = x86::ssse3_pairs
    ),
    #[cfg(target_arch = "x86_64")]
    hardware_method!(
        "avx512-vpopcntdq",
        "VPOPCNTQ on eight bitboards at once",
        "AVX-512 VPOPCNTQ on eight 64-bit lanes, VPMOVQB to bytes (AVX-512 page)",
        [Avx512f, Avx512vpopcntdq],
        fn(values: &[u64], counts: &mut [u8]) = x86::vpopcntdq_loop
    ),
];

/// Popcount of many bitboards per call: what batch mode (`bbtool popcount -`) runs. The
/// preference follows the measured speed (docs/performance.md).
pub static POPCOUNT_MANY: Family<PopcountManyFn> = Family {
    name: "popcount-many",
    summary: "number of one bits of each of many bitboards (batch mode)",
    methods: METHODS,
    reference: "bit-loop",
    preference: &PREFERENCE,
    classes: &[],
};

/// VPOPCNTQ first where it runs (eight counts an instruction against POPCNT's one:
/// `bbtool bench popcount-many`, Zen 5, 0.19-0.20 ns a count against 0.32-0.34), then
/// the scalar family's order.
const PREFERENCE: [&str; super::PREFERENCE.len()] =
    crate::catalogue::moved_to_front(*super::PREFERENCE, "avx512-vpopcntdq");
