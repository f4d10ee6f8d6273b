//! Vectors of bitboards, one per 64-bit lane (AVX-512 page; General Setwise Operations
//! for the per-lane shifts): VPLZCNTQ on eight bitboards with its zero- and
//! merge-masked forms, VPOPCNTD on double words, and the generalized shift per lane by
//! AVX2 VPSLLVQ/VPSRLVQ and XOP VPSHLQ. Each has a portable twin, the reference.

#[cfg(target_arch = "x86_64")]
use crate::catalogue::hardware_method;
use crate::catalogue::{Class, Family, Method};
use crate::ops::shift::gen_shift;

/// Eight bitboards: one zmm register.
pub type Lanes = [u64; 8];

/// Which lanes an AVX-512 instruction writes: lane `i` when bit `i` of `k` is set; the
/// others are zeroed (the `maskz` form) or keep the first source (the `mask` form, "remains
/// unchanged if same source").
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Masking {
    /// The opmask register's eight bits.
    pub k: u8,
    /// Keep unmasked lanes from the source instead of zeroing them.
    pub merge: bool,
}

impl Masking {
    /// Every lane written: the unmasked instruction.
    pub const ALL: Masking = Masking {
        k: 0xff,
        merge: false,
    };

    /// `computed` where the mask is set, otherwise `source` (merge) or 0.
    pub fn apply(self, computed: &Lanes, source: &Lanes) -> Lanes {
        std::array::from_fn(|i| match (self.k >> i & 1 != 0, self.merge) {
            (true, _) => computed[i],
            (false, true) => source[i],
            (false, false) => 0,
        })
    }
}

/// Leading zeros of each lane under a mask: `fn(values, masking)`.
pub type LzcntLanesFn = fn(&Lanes, Masking) -> Lanes;

/// Popcounts of double words: `counts[i] = popcount(values[i])`.
pub type DwordCountFn = fn(&[u32], &mut [u8]);

/// The generalized shift per lane: `out[i] = genshift(values[i], counts[i])`.
pub type GenShiftLanesFn = fn(&[u64], &[i32], &mut [u64]);

/// Each lane's `leading_zeros` (64 for an empty lane), masked.
fn lzcnt_lanes(values: &Lanes, masking: Masking) -> Lanes {
    masking.apply(&values.map(|x| u64::from(x.leading_zeros())), values)
}

/// Each double word's `count_ones`.
fn count_dwords(values: &[u32], counts: &mut [u8]) {
    for (c, v) in counts.iter_mut().zip(values) {
        *c = v.count_ones() as u8;
    }
}

/// The three slices of a [`GenShiftLanesFn`] cut to the shortest: every method of
/// [`GENSHIFT_LANES`] writes that many lanes, as the loop does.
pub(crate) fn shortest<'a>(
    values: &'a [u64],
    counts: &'a [i32],
    out: &'a mut [u64],
) -> (&'a [u64], &'a [i32], &'a mut [u64]) {
    let n = values.len().min(counts.len()).min(out.len());
    (&values[..n], &counts[..n], &mut out[..n])
}

/// The generalized shift lane by lane.
fn genshift_loop(values: &[u64], counts: &[i32], out: &mut [u64]) {
    for ((o, &v), &s) in out.iter_mut().zip(values).zip(counts) {
        *o = gen_shift(v, s);
    }
}

#[cfg(target_arch = "x86_64")]
mod x86 {
    use super::{Lanes, Masking};
    use std::arch::x86_64::*;

    /// Eight lanes into a zmm register.
    #[target_feature(enable = "avx512f")]
    pub(crate) fn load(values: &Lanes) -> __m512i {
        // SAFETY: an unaligned 64-byte load of the eight lanes.
        unsafe { _mm512_loadu_si512(values.as_ptr().cast()) }
    }

    /// A zmm register's eight lanes.
    #[target_feature(enable = "avx512f")]
    pub(crate) fn store(v: __m512i) -> Lanes {
        let mut out = [0u64; 8];
        // SAFETY: an unaligned 64-byte store into the eight lanes of `out`.
        unsafe { _mm512_storeu_si512(out.as_mut_ptr().cast(), v) };
        out
    }

    /// VPLZCNTQ: `_mm512_mask_lzcnt_epi64` (merge, the source is the input) or
    /// `_mm512_maskz_lzcnt_epi64`.
    #[target_feature(enable = "avx512f,avx512cd")]
    pub(super) fn vplzcntq(values: &Lanes, masking: Masking) -> Lanes {
        let a = load(values);
        store(if masking.merge {
            _mm512_mask_lzcnt_epi64(a, masking.k, a)
        } else {
            _mm512_maskz_lzcnt_epi64(masking.k, a)
        })
    }

    /// VPOPCNTD on sixteen double words per instruction.
    #[target_feature(enable = "avx512f,avx512vpopcntdq")]
    pub(super) fn vpopcntd(values: &[u32], counts: &mut [u8]) {
        let n = values.len().min(counts.len());
        let (chunks, rest) = values[..n].as_chunks::<16>();
        let (count_chunks, count_rest) = counts[..n].as_chunks_mut::<16>();
        for (chunk, out) in chunks.iter().zip(count_chunks) {
            // SAFETY: an unaligned 64-byte load of the sixteen double words of `chunk`.
            let v = unsafe { _mm512_loadu_si512(chunk.as_ptr().cast()) };
            let narrowed = _mm512_cvtepi32_epi8(_mm512_popcnt_epi32(v));
            // SAFETY: an unaligned 16-byte store into the sixteen counts of `out`.
            unsafe { _mm_storeu_si128(out.as_mut_ptr().cast(), narrowed) };
        }
        for (c, &v) in count_rest.iter_mut().zip(rest) {
            let counted = _mm512_popcnt_epi32(_mm512_set1_epi32(v as i32));
            *c = _mm_cvtsi128_si32(_mm512_castsi512_si128(counted)) as u8;
        }
    }

    /// The generalized shift on four lanes per ymm register: VPSLLVQ by `s` where
    /// `s >= 0`, VPSRLVQ by `-s` where `s < 0`, the other direction by 64 (which gives 0),
    /// ORed.
    #[target_feature(enable = "avx2")]
    pub(super) fn genshift_vpsllvq(values: &[u64], counts: &[i32], out: &mut [u64]) {
        let (values, counts, out) = super::shortest(values, counts, out);
        for ((v, c), o) in values
            .chunks(4)
            .zip(counts.chunks(4))
            .zip(out.chunks_mut(4))
        {
            let lane = |i: usize| v.get(i).copied().unwrap_or(0) as i64;
            let count = |i: usize| i64::from(c.get(i).copied().unwrap_or(0));
            let x = _mm256_set_epi64x(lane(3), lane(2), lane(1), lane(0));
            let s = _mm256_set_epi64x(count(3), count(2), count(1), count(0));
            let zero = _mm256_setzero_si256();
            let sixty_four = _mm256_set1_epi64x(64);
            let negative = _mm256_cmpgt_epi64(zero, s);
            let left = _mm256_blendv_epi8(s, sixty_four, negative);
            let right = _mm256_blendv_epi8(sixty_four, _mm256_sub_epi64(zero, s), negative);
            let r = _mm256_or_si256(_mm256_sllv_epi64(x, left), _mm256_srlv_epi64(x, right));
            let mut lanes = [0u64; 4];
            // SAFETY: an unaligned 32-byte store into the four lanes of `lanes`.
            unsafe { _mm256_storeu_si256(lanes.as_mut_ptr().cast(), r) };
            o.copy_from_slice(&lanes[..o.len()]);
        }
    }
}

#[cfg(target_arch = "x86_64")]
pub(crate) use x86::{load, store};

/// VPLZCNTQ on eight bitboards, masked.
pub static LZCNT_LANES: Family<LzcntLanesFn> = Family {
    name: "lzcnt-lanes",
    summary: "leading zeros of eight bitboards, zero- or merge-masked (AVX-512 page, VPLZCNT)",
    methods: &[
        Method::portable(
            "leading-zeros",
            "u64::leading_zeros per lane, then the mask",
            "Each lane's leading zero count, unmasked lanes zeroed or kept (AVX-512: VPLZCNT)",
            lzcnt_lanes as LzcntLanesFn,
        ),
        #[cfg(target_arch = "x86_64")]
        hardware_method!(
            "avx512-vplzcntq",
            "VPLZCNTQ with an opmask, mask or maskz form",
            "AVX-512 CD _mm512_mask_lzcnt_epi64 / _mm512_maskz_lzcnt_epi64 (AVX-512: VPLZCNT)",
            [Avx512f, Avx512cd],
            fn(values: &Lanes, masking: Masking) -> Lanes = x86::vplzcntq
        ),
    ],
    reference: "leading-zeros",
    preference: &["avx512-vplzcntq", "leading-zeros"],
    classes: &[],
};

/// VPOPCNTD: popcounts of double words.
pub static POPCOUNT_DWORDS: Family<DwordCountFn> = Family {
    name: "popcount-dwords",
    summary: "popcounts of 32-bit double words, sixteen per zmm (AVX-512 page, VPOPCNTD)",
    methods: &[
        Method::portable(
            "count-ones",
            "u32::count_ones per double word",
            "Each double word's population count (AVX-512: VPOPCNT)",
            count_dwords as DwordCountFn,
        ),
        #[cfg(target_arch = "x86_64")]
        hardware_method!(
            "avx512-vpopcntd",
            "VPOPCNTD on sixteen double words at once",
            "AVX-512 VPOPCNTDQ _mm512_popcnt_epi32, VPMOVDB to bytes (AVX-512: VPOPCNT)",
            [Avx512f, Avx512vpopcntdq],
            fn(values: &[u32], counts: &mut [u8]) = x86::vpopcntd
        ),
    ],
    reference: "count-ones",
    preference: &["avx512-vpopcntd", "count-ones"],
    classes: &[],
};

/// The generalized shift per lane.
pub static GENSHIFT_LANES: Family<GenShiftLanesFn> = Family {
    name: "genshift-lanes",
    summary: "the generalized shift of each bitboard by its own signed count (General Setwise Operations)",
    methods: &[
        Method::portable(
            "loop",
            "genshift lane by lane",
            "(s > 0) ? (x << s) : (x >> -s) per lane (General Setwise Operations: Generalized Shift)",
            genshift_loop as GenShiftLanesFn,
        ),
        #[cfg(target_arch = "x86_64")]
        hardware_method!(
            "avx2-vpsllvq",
            "VPSLLVQ and VPSRLVQ on four lanes per ymm",
            "AVX2 per-lane variable shifts, left and right ORed (General Setwise Operations: Generalized Shift)",
            [Avx2],
            fn(values: &[u64], counts: &[i32], out: &mut [u64]) = x86::genshift_vpsllvq
        ),
        #[cfg(target_arch = "x86_64")]
        hardware_method!(
            "xop-vpshlq",
            "XOP VPSHLQ, a signed count per lane",
            "XOP VPSHLQ shifts each lane left or right by its signed count (General Setwise Operations; not on Zen 3 or qemu)",
            [Xop],
            fn(values: &[u64], counts: &[i32], out: &mut [u64]) = crate::ops::xop::genshift_vpshlq
        ),
    ],
    reference: "loop",
    preference: &["xop-vpshlq", "avx2-vpsllvq", "loop"],
    // `bbtool bench genshift-lanes`, Zen 5, ns in five runs: the loop as compiled 0.72-1.10,
    // avx2-vpsllvq 0.81-1.33.
    classes: &[Class::zen5(&["loop", "avx2-vpsllvq", "xop-vpshlq"])],
};
