//! Weighted population count: the dot product of a bitboard with 64 byte weights, from
//! the SSE2 page's "SSE2 dot product" (mobility weighted by square importance).

#[cfg(target_arch = "x86_64")]
use crate::catalogue::hardware_method;
use crate::catalogue::{Family, Method};

/// The signature every weighted popcount method shares.
pub type WeightedFn = fn(u64, &[u8; 64]) -> u32;

/// The batch form: `sums[i]` is `values[i]` dotted with the weights, up to the shorter
/// slice.
pub type WeightedManyFn = fn(&[u64], &[u8; 64], &mut [u64]);

/// Each value's dot product by `dot`, inlined into the loop (the weights' loads are then
/// the loop's, not each call's).
#[inline(always)]
fn each_value(
    values: &[u64],
    weights: &[u8; 64],
    sums: &mut [u64],
    dot: impl Fn(u64, &[u8; 64]) -> u32,
) {
    for (sum, &v) in sums.iter_mut().zip(values) {
        *sum = u64::from(dot(v, weights));
    }
}

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

/// The page's "branchless 2": each weight masked by `-((~bb & bit) == 0)`, all ones
/// exactly when the bit is a member.
fn branchless_2(bb: u64, weights: &[u8; 64]) -> u32 {
    weights
        .iter()
        .enumerate()
        .map(|(sq, &weight)| {
            let bit = 1u64 << sq;
            u32::from(weight) & 0u32.wrapping_sub(u32::from(!bb & bit == 0))
        })
        .sum()
}

/// The weights of `weights` rotated as the SSE2 page's "Rotated Dot Product" reads them:
/// byte `8 * file + rank` holds the weight of square `8 * rank + file`.
pub fn rotated_weights(weights: &[u8; 64]) -> [u8; 64] {
    std::array::from_fn(|i| weights[(i % 8) * 8 + i / 8])
}

#[cfg(target_arch = "x86_64")]
mod x86 {
    use std::arch::x86_64::*;

    /// The bitboard spread to 64 bytes, 0 or 255 by its bits, square order (SSE2 page,
    /// "SSE2 dot product"): seven unpacks manifold the bytes, a compare with the bit masks
    /// makes them 0/255. Lanes shown for bb = 0x8040201008040201.
    #[target_feature(enable = "sse2")]
    pub(super) fn spread_bits(bb: u64) -> [__m128i; 4] {
        let bit_masks = _mm_set1_epi64x(0x8040_2010_0804_0201_u64 as i64);
        let x0 = _mm_cvtsi64_si128(bb as i64);
        let x0 = _mm_unpacklo_epi8(x0, x0); // 8080404020201010:0808040402020101
        let x2 = _mm_unpackhi_epi16(x0, x0); // 8080808040404040:2020202010101010
        let x0 = _mm_unpacklo_epi16(x0, x0); // 0808080804040404:0202020201010101
        let x1 = _mm_unpackhi_epi32(x0, x0); // 0808080808080808:0404040404040404
        let x0 = _mm_unpacklo_epi32(x0, x0); // 0202020202020202:0101010101010101
        let x3 = _mm_unpackhi_epi32(x2, x2); // 8080808080808080:4040404040404040
        let x2 = _mm_unpacklo_epi32(x2, x2); // 2020202020202020:1010101010101010
        [x0, x1, x2, x3].map(|x| _mm_cmpeq_epi8(_mm_and_si128(x, bit_masks), bit_masks))
    }

    /// Sixteen weights from `quarter`.
    #[target_feature(enable = "sse2")]
    fn load(quarter: &[u8; 16]) -> __m128i {
        // SAFETY: `quarter` is 16 readable bytes; loadu has no alignment requirement.
        unsafe { _mm_loadu_si128(quarter.as_ptr().cast()) }
    }

    /// The sum of the weights under 0/255 selector bytes: each vector summed by its own
    /// PSADBW, so any byte weights give the exact sum (the page's PADDUSB adds saturate
    /// once a column of four weights passes 255).
    #[target_feature(enable = "sse2")]
    fn sum_selected(selectors: [__m128i; 4], weights: &[u8; 64]) -> u32 {
        let zero = _mm_setzero_si128();
        let (quarters, _) = weights.as_chunks::<16>();
        let mut sums = zero;
        for (selected, quarter) in selectors.into_iter().zip(quarters) {
            let w = load(quarter);
            sums = _mm_add_epi64(sums, _mm_sad_epu8(_mm_and_si128(selected, w), zero));
        }
        (_mm_cvtsi128_si32(sums) + _mm_extract_epi16::<4>(sums)) as u32
    }

    /// The SSE2 dot product: bits spread to bytes, and-ed with the weights, PSADBW.
    #[target_feature(enable = "sse2")]
    pub(super) fn sse2_dot_product(bb: u64, weights: &[u8; 64]) -> u32 {
        sum_selected(spread_bits(bb), weights)
    }

    /// The rotated dot product: the bitboard in both quad words, PANDN with the file
    /// masks and PCMPEQB with zero give 0/255 bytes in file-major order, which select
    /// the rotated weights. The page takes them precomputed; here they are rotated per
    /// call so the method shares the family's signature.
    #[target_feature(enable = "sse2")]
    pub(super) fn sse2_rotated(bb: u64, weights: &[u8; 64]) -> u32 {
        let x = _mm_set1_epi64x(bb as i64);
        let zero = _mm_setzero_si128();
        let file = |f: i64| 0x0101_0101_0101_0101_i64 << f;
        let selectors: [__m128i; 4] = std::array::from_fn(|k| {
            let masks = _mm_set_epi64x(file(2 * k as i64 + 1), file(2 * k as i64));
            _mm_cmpeq_epi8(_mm_andnot_si128(x, masks), zero)
        });
        sum_selected(selectors, &super::rotated_weights(weights))
    }

    /// The SSSE3 byte-wise dot product: PMADDUBSW multiplies the unsigned weights with
    /// the member bits as signed 0/1 bytes, PADDSW and three PHADDSW add the words.
    /// Exact: at most 64 * 255 = 16320, below the saturation at 32767.
    #[target_feature(enable = "sse2,ssse3")]
    pub(super) fn ssse3_pmaddubsw(bb: u64, weights: &[u8; 64]) -> u32 {
        let one = _mm_set1_epi8(1);
        let (quarters, _) = weights.as_chunks::<16>();
        let spread = spread_bits(bb);
        let [r0, r1, r2, r3] = std::array::from_fn(|k| {
            let bits = _mm_and_si128(spread[k], one);
            _mm_maddubs_epi16(load(&quarters[k]), bits)
        });
        let r = _mm_adds_epi16(_mm_adds_epi16(r0, r1), _mm_adds_epi16(r2, r3)); // 8 shorts
        let r = _mm_hadds_epi16(r, r); // 4 shorts
        let r = _mm_hadds_epi16(r, r); // 2 shorts
        let r = _mm_hadds_epi16(r, r); // 1 final short
        _mm_extract_epi16::<0>(r) as u16 as u32
    }

    /// The SSE2 dot product widened to AVX2: each 32 squares' bytes are the bitboard's
    /// four bytes, each repeated eight times, by one VPSHUFB of the broadcast bitboard
    /// (it shuffles within each 128-bit lane, and both lanes hold the bitboard), made
    /// 0/255 by the bit masks and a compare; the selected weights summed by VPSADBW.
    #[target_feature(enable = "avx2")]
    pub(super) fn avx2_dot_product(bb: u64, weights: &[u8; 64]) -> u32 {
        avx2_reduce(avx2_lanes(bb, weights)) as u32
    }

    /// [`avx2_dot_product`]'s four 64-bit lanes before their sum: each lane the selected
    /// weights of two runs of eight squares, at most 2 * 8 * 255 = 4080.
    #[target_feature(enable = "avx2")]
    fn avx2_lanes(bb: u64, weights: &[u8; 64]) -> __m256i {
        let broadcast = _mm256_set1_epi64x(bb as i64);
        let bit_masks = _mm256_set1_epi64x(0x8040_2010_0804_0201_u64 as i64);
        // Bytes 0-7 of the result take source byte `first`, 8-15 `first + 1`, and so on.
        let repeat = |first: i64| {
            let byte = |b: i64| b * 0x0101_0101_0101_0101;
            _mm256_setr_epi64x(byte(first), byte(first + 1), byte(first), byte(first + 1))
        };
        let (halves, _) = weights.as_chunks::<32>();
        let zero = _mm256_setzero_si256();
        let sum = |index: __m256i, half: &[u8; 32]| {
            let spread = _mm256_shuffle_epi8(broadcast, index);
            let selected = _mm256_cmpeq_epi8(_mm256_and_si256(spread, bit_masks), bit_masks);
            // SAFETY: `half` is 32 readable bytes; loadu has no alignment requirement.
            let w = unsafe { _mm256_loadu_si256(half.as_ptr().cast()) };
            _mm256_sad_epu8(_mm256_and_si256(selected, w), zero)
        };
        // Lane 1 of each index reads bytes two further on: bytes 0-3, then 4-7.
        let lane_step = _mm256_setr_epi64x(0, 0, 0x0202_0202_0202_0202, 0x0202_0202_0202_0202);
        let low = _mm256_add_epi8(repeat(0), lane_step);
        let high = _mm256_add_epi8(repeat(4), lane_step);
        _mm256_add_epi64(sum(low, &halves[0]), sum(high, &halves[1]))
    }

    /// The sum of four 64-bit lanes.
    #[target_feature(enable = "avx2")]
    fn avx2_reduce(lanes: __m256i) -> u64 {
        let pair = _mm_add_epi64(
            _mm256_castsi256_si128(lanes),
            _mm256_extracti128_si256::<1>(lanes),
        );
        (_mm_cvtsi128_si64(pair) + _mm_extract_epi64::<1>(pair)) as u64
    }

    /// The lanes of four values (`lanes` of each, by a register width's `or` and 64-bit
    /// `slli`) in the 16-bit fields of one register's lanes, the first value's lowest:
    /// what [`each_four`]'s `four` reduces.
    macro_rules! in_fields {
        ($lanes:ident, $four:ident, $or:ident, $slli:ident) => {
            $or(
                $or($lanes($four[0]), $slli::<16>($lanes($four[1]))),
                $or($slli::<32>($lanes($four[2])), $slli::<48>($lanes($four[3]))),
            )
        };
    }

    /// [`avx2_dot_product`] over many values, four a step by [`each_four`].
    #[target_feature(enable = "avx2")]
    pub(super) fn avx2_dot_products(values: &[u64], weights: &[u8; 64], sums: &mut [u64]) {
        let lanes = |bb| avx2_lanes(bb, weights);
        each_four(
            values,
            sums,
            |four| avx2_reduce(in_fields!(lanes, four, _mm256_or_si256, _mm256_slli_epi64)),
            |bb| avx2_reduce(lanes(bb)),
        );
    }

    /// Many values' sums, four a step: a value's lanes add up to at most 64 * 255 = 16320,
    /// so four values' lanes share one register in 16-bit fields that cannot carry into
    /// each other (`four` shifts them into place and sums the lanes: the four sums, the
    /// first value's lowest), and one reduction across the lanes serves four values. The
    /// lanes' shuffles take the vector shuffle port on Intel cores, where a reduction per
    /// value was most of the time. `one` sums the last one to three values.
    #[inline(always)]
    fn each_four(
        values: &[u64],
        sums: &mut [u64],
        four: impl Fn(&[u64; 4]) -> u64,
        one: impl Fn(u64) -> u64,
    ) {
        let n = values.len().min(sums.len());
        let (fours, rest) = values[..n].as_chunks::<4>();
        let (out_fours, out_rest) = sums[..n].as_chunks_mut::<4>();
        for (four_values, out) in fours.iter().zip(out_fours) {
            let fields = four(four_values);
            for (k, sum) in out.iter_mut().enumerate() {
                *sum = (fields >> (16 * k)) & 0xffff;
            }
        }
        for (sum, &bb) in out_rest.iter_mut().zip(rest) {
            *sum = one(bb);
        }
    }

    /// The SSE2 dot product widened to AVX-512: the bitboard is itself the byte mask
    /// (AVX512BW), so one masked move selects the member weights from all 64 bytes and
    /// one VPSADBW sums each eight; no spreading of bits to bytes.
    #[target_feature(enable = "avx512f,avx512bw")]
    pub(super) fn avx512_masked_sum(bb: u64, weights: &[u8; 64]) -> u32 {
        _mm512_reduce_add_epi64(avx512_lanes(bb, weights)) as u32
    }

    /// [`avx512_masked_sum`]'s eight 64-bit lanes before their sum, at most 8 * 255 each.
    #[target_feature(enable = "avx512f,avx512bw")]
    fn avx512_lanes(bb: u64, weights: &[u8; 64]) -> __m512i {
        // SAFETY: `weights` is 64 readable bytes; loadu has no alignment requirement.
        let all = unsafe { _mm512_loadu_si512(weights.as_ptr().cast()) };
        _mm512_sad_epu8(_mm512_maskz_mov_epi8(bb, all), _mm512_setzero_si512())
    }

    /// [`avx512_masked_sum`] over many values, four a step by [`each_four`].
    #[target_feature(enable = "avx512f,avx512bw")]
    pub(super) fn avx512_masked_sums(values: &[u64], weights: &[u8; 64], sums: &mut [u64]) {
        let lanes = |bb| avx512_lanes(bb, weights);
        each_four(
            values,
            sums,
            |four| {
                let fields = in_fields!(lanes, four, _mm512_or_si512, _mm512_slli_epi64);
                _mm512_reduce_add_epi64(fields) as u64
            },
            |bb| _mm512_reduce_add_epi64(lanes(bb)) as u64,
        );
    }
}

/// Declares both method lists from one table: each method as a function
/// (`METHODS`) and as a loop over many values (`MANY_METHODS`), a hardware method's loop
/// compiled with its features so that its instructions inline into it, or, where the
/// entry names one (`many`), its own many-value function.
macro_rules! weighted_methods {
    ($($(#[$cfg:meta])* $name:literal: $technique:literal, $summary:literal, $how:tt;)+) => {
        /// Every weighted popcount method.
        static METHODS: &[Method<WeightedFn>] = &[
            $($(#[$cfg])* weighted_methods!(@one $name, $technique, $summary, $how),)+
        ];

        /// Every weighted popcount method as a loop over many values.
        static MANY_METHODS: &[Method<WeightedManyFn>] = &[
            $($(#[$cfg])* weighted_methods!(@many $name, $technique, $summary, $how),)+
        ];
    };
    (@one $name:literal, $technique:literal, $summary:literal, (portable $f:ident)) => {
        Method::portable($name, $technique, $summary, $f as WeightedFn)
    };
    (@one $name:literal, $technique:literal, $summary:literal,
        ([$($feature:ident),+] $features:literal $f:ident $(, many $many:ident $how:literal)?)) => {
        hardware_method!($name, $technique, $summary, [$($feature),+],
            fn(bb: u64, weights: &[u8; 64]) -> u32 = x86::$f)
    };
    (@many $name:literal, $technique:literal, $summary:literal, (portable $f:ident)) => {{
        fn many(values: &[u64], weights: &[u8; 64], sums: &mut [u64]) {
            each_value(values, weights, sums, $f)
        }
        Method::portable($name, concat!($technique, ", per value"), $summary,
            many as WeightedManyFn)
    }};
    (@many $name:literal, $technique:literal, $summary:literal,
        ([$($feature:ident),+] $features:literal $f:ident, many $many:ident $how:literal)) => {{
        hardware_method!($name, concat!($technique, ", ", $how), $summary, [$($feature),+],
            fn(values: &[u64], weights: &[u8; 64], sums: &mut [u64]) = x86::$many)
    }};
    (@many $name:literal, $technique:literal, $summary:literal,
        ([$($feature:ident),+] $features:literal $f:ident)) => {{
        #[target_feature(enable = $features)]
        fn looped(values: &[u64], weights: &[u8; 64], sums: &mut [u64]) {
            each_value(values, weights, sums, |bb, w| x86::$f(bb, w))
        }
        hardware_method!($name, concat!($technique, ", inlined in the loop"), $summary,
            [$($feature),+], fn(values: &[u64], weights: &[u8; 64], sums: &mut [u64]) = looped)
    }};
}

weighted_methods! {
    "bit-loop": "weight added for every member in a loop",
        "Loop over the 64 squares adding member weights (SSE2: SSE2 dot product)",
        (portable bit_loop);
    "branchless": "weights masked by their bits and added",
        "Branchless loop, weight & -bit (SSE2: SSE2 dot product, branchless 1)",
        (portable weighted_popcount);
    #[cfg(target_arch = "x86_64")]
    "sse2-dot-product": "SSE2 bit-to-byte expansion and PSADBW",
        "Bits unpacked to bytes, masked weights summed by PSADBW (SSE2: SSE2 dot product)",
        ([Sse2] "sse2" sse2_dot_product);
    "branchless-2": "weights masked by -((~bb & bit) == 0) and added",
        "Branchless loop, weight & -((~bb & bit) == 0) (SSE2: SSE2 dot product, branchless 2)",
        (portable branchless_2);
    #[cfg(target_arch = "x86_64")]
    "sse2-rotated": "SSE2 PANDN/PCMPEQB file-major bytes, rotated weights",
        "Bits to bytes by file masks, rotated weights, PSADBW (SSE2: Rotated Dot Product)",
        ([Sse2] "sse2" sse2_rotated);
    #[cfg(target_arch = "x86_64")]
    "ssse3-pmaddubsw": "SSSE3 PMADDUBSW multiply-add, PHADDSW sums",
        "Weights times 0/1 bytes by PMADDUBSW, summed by PHADDSW (SSSE3: Byte-wise Dot-Product)",
        ([Sse2, Ssse3] "sse2,ssse3" ssse3_pmaddubsw);
    #[cfg(target_arch = "x86_64")]
    "avx2-dot-product": "AVX2 VPSHUFB bit-to-byte spread, VPSADBW",
        "The bitboard's bytes spread by VPSHUFB, masked weights summed by VPSADBW (SSE2: SSE2 dot product, widened to AVX2)",
        ([Avx2] "avx2" avx2_dot_product,
            many avx2_dot_products "four values' lanes in 16-bit fields, one reduction");
    #[cfg(target_arch = "x86_64")]
    "avx512-masked-sum": "AVX512BW byte-masked move of the weights, VPSADBW",
        "The bitboard as a 64-byte mask selects the weights, summed by VPSADBW (SSE2: SSE2 dot product, widened to AVX-512)",
        ([Avx512f, Avx512bw] "avx512f,avx512bw" avx512_masked_sum,
            many avx512_masked_sums "four values' lanes in 16-bit fields, one reduction");
}

/// The weighted popcount family: a bitboard dotted with 64 byte weights.
pub static WEIGHTED: Family<WeightedFn> = Family {
    name: "weighted",
    summary: "dot product of a bitboard with 64 byte weights (SSE2 page)",
    methods: METHODS,
    reference: "bit-loop",
    preference: PREFERENCE,
    classes: &[],
};

/// Both families' order, the fastest first (`bbtool bench weighted weighted-many`, Zen 3:
/// `avx2-dot-product` 2.83 ns a call and 1.81 in the batch loop, `sse2-dot-product` 3.04
/// and 2.80).
const PREFERENCE: &[&str] = &[
    "avx512-masked-sum",
    "avx2-dot-product",
    "sse2-dot-product",
    "sse2-rotated",
    "ssse3-pmaddubsw",
    "branchless",
    "branchless-2",
    "bit-loop",
];

/// The weighted popcount of many bitboards per call: what batch mode (`bbtool weighted
/// -`) runs, each method's loop compiled with its features so that no value costs a call.
pub static WEIGHTED_MANY: Family<WeightedManyFn> = Family {
    name: "weighted-many",
    summary: "dot products of many bitboards with one set of 64 byte weights (batch mode)",
    methods: MANY_METHODS,
    reference: "bit-loop",
    preference: PREFERENCE,
    classes: &[],
};

#[cfg(all(test, target_arch = "x86_64"))]
mod tests {
    use super::x86::spread_bits;
    use std::arch::x86_64::*;

    /// The 64 bytes of the four registers, square order.
    fn bytes(bb: u64) -> [u8; 64] {
        let mut out = [0u8; 64];
        // SAFETY: SSE2 is part of the x86-64 baseline.
        let spread = unsafe { spread_bits(bb) };
        for (chunk, v) in out.chunks_exact_mut(16).zip(spread) {
            // SAFETY: an unaligned 16-byte store into `chunk`, which has 16 bytes.
            unsafe { _mm_storeu_si128(chunk.as_mut_ptr().cast(), v) };
        }
        out
    }

    #[test]
    fn the_unpacks_spread_each_bit_to_its_square_byte() {
        // The SSE2 page's lane comments use bb = 0x8040201008040201: one bit per byte.
        for bb in [0x8040_2010_0804_0201, 0, !0, 1 << 63, 0x0123_4567_89ab_cdef] {
            let want: [u8; 64] = std::array::from_fn(|sq| 0u8.wrapping_sub((bb >> sq & 1) as u8));
            assert_eq!(bytes(bb), want, "{bb:#x}");
        }
    }
}
