//! Bulk population count: the one bits in a byte buffer of any length and alignment,
//! after the Population Count page's pointers to Muła, Kurz and Lemire (2016), "Faster
//! Population Counts Using AVX2 Instructions", and the AVX-512 page's VPOPCNTQ.

use super::{POP_COUNT_OF_BYTE, swar_mul};
use crate::aligned::AlignedBuffer;
#[cfg(target_arch = "x86_64")]
use crate::catalogue::hardware_method;
use crate::catalogue::{Choice, Family, Method, MethodError, PathPreference, Pick, Selection};
use crate::cpu::{Cpu, Host};
use std::io::{self, Read};

/// The signature every bulk popcount method shares.
pub type BulkFn = fn(&[u8]) -> u64;

/// Bytes per read in [`count_reader`].
pub const READ_CHUNK: usize = 1 << 20;

/// The bytes after the last whole word, by the byte table.
fn count_tail(bytes: &[u8]) -> u64 {
    bytes
        .iter()
        .map(|&b| u64::from(POP_COUNT_OF_BYTE[usize::from(b)]))
        .sum()
}

/// Portable: SWAR popcount (with multiplication) of every little-endian u64 word.
fn scalar(bytes: &[u8]) -> u64 {
    let (words, tail) = bytes.as_chunks::<8>();
    let whole: u64 = words
        .iter()
        .map(|w| u64::from(swar_mul(u64::from_le_bytes(*w))))
        .sum();
    whole + count_tail(tail)
}

#[cfg(target_arch = "x86_64")]
mod x86 {
    //! The SIMD and POPCNT methods; each `*_inner` runs only where its features exist.

    use super::scalar;
    use std::arch::x86_64::*;

    /// POPCNT on u64 words, four at a time into four accumulators so the adds overlap.
    #[target_feature(enable = "popcnt")]
    pub(super) fn popcnt_inner(bytes: &[u8]) -> u64 {
        let count = |w: &[u8; 8]| _popcnt64(i64::from_le_bytes(*w)) as u64;
        let (blocks, rest) = bytes.as_chunks::<32>();
        let mut acc = [0u64; 4];
        for block in blocks {
            let (words, _) = block.as_chunks::<8>();
            for (a, w) in acc.iter_mut().zip(words) {
                *a += count(w);
            }
        }
        let (words, tail) = rest.as_chunks::<8>();
        let rest_count: u64 = words.iter().map(count).sum();
        let tail_count: u64 = tail.iter().map(|&b| _popcnt32(i32::from(b)) as u64).sum();
        acc.iter().sum::<u64>() + rest_count + tail_count
    }

    /// Muła's nibble lookup on 32 bytes: per-byte populations (each at most 8).
    #[inline]
    #[target_feature(enable = "avx2")]
    fn byte_counts(v: __m256i) -> __m256i {
        let lookup = _mm256_setr_epi8(
            0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4, //
            0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4,
        );
        let low_nibbles = _mm256_set1_epi8(0x0f);
        let lo = _mm256_and_si256(v, low_nibbles);
        let hi = _mm256_and_si256(_mm256_srli_epi16::<4>(v), low_nibbles);
        _mm256_add_epi8(
            _mm256_shuffle_epi8(lookup, lo),
            _mm256_shuffle_epi8(lookup, hi),
        )
    }

    /// Populations of the four u64 lanes of `v`.
    #[inline]
    #[target_feature(enable = "avx2")]
    fn lane_counts(v: __m256i) -> __m256i {
        _mm256_sad_epu8(byte_counts(v), _mm256_setzero_si256())
    }

    /// The sum of the four u64 lanes.
    #[inline]
    #[target_feature(enable = "avx2")]
    fn sum_lanes(v: __m256i) -> u64 {
        let halves = _mm_add_epi64(_mm256_castsi256_si128(v), _mm256_extracti128_si256::<1>(v));
        (_mm_cvtsi128_si64(halves) + _mm_extract_epi64::<1>(halves)) as u64
    }

    /// Loads 32 bytes.
    #[inline]
    #[target_feature(enable = "avx2")]
    fn load(block: &[u8; 32]) -> __m256i {
        // SAFETY: `block` is 32 readable bytes; loadu has no alignment requirement.
        unsafe { _mm256_loadu_si256(block.as_ptr().cast()) }
    }

    /// Blocks whose byte counts (<= 8 each) are summed in bytes before one PSADBW.
    const LOOKUP_RUN: usize = 31;

    /// Muła's PSHUFB lookup on 32-byte blocks; byte counts pile up for up to 31 blocks
    /// (31 * 8 = 248 fits a byte) before VPSADBW widens them to u64 lanes.
    #[target_feature(enable = "avx2")]
    pub(super) fn avx2_lookup_inner(bytes: &[u8]) -> u64 {
        let (blocks, tail) = bytes.as_chunks::<32>();
        let mut total = _mm256_setzero_si256();
        for run in blocks.chunks(LOOKUP_RUN) {
            let mut piled = _mm256_setzero_si256();
            for block in run {
                piled = _mm256_add_epi8(piled, byte_counts(load(block)));
            }
            total = _mm256_add_epi64(total, _mm256_sad_epu8(piled, _mm256_setzero_si256()));
        }
        sum_lanes(total) + scalar(tail)
    }

    /// Carry-save adder: returns (carries, sums) of acc + b + c bitwise. `b ^ c` comes
    /// first, so the running `acc` passes one XOR (sums) or AND-OR (carries) per adder:
    /// with `acc ^ b` first the "ones" chain is twice as long, and on Zen 5 it bound the
    /// loop (51 against 70 GB/s at 16 KiB).
    #[inline]
    #[target_feature(enable = "avx2")]
    fn csa(acc: __m256i, b: __m256i, c: __m256i) -> (__m256i, __m256i) {
        let u = _mm256_xor_si256(b, c);
        let carries = _mm256_or_si256(_mm256_and_si256(b, c), _mm256_and_si256(u, acc));
        (carries, _mm256_xor_si256(u, acc))
    }

    /// Harley-Seal: sixteen 32-byte vectors pass a tree of carry-save adders, so only the
    /// "sixteens" vector is counted (by the PSHUFB lookup) per 512 bytes; the ones, twos,
    /// fours and eights left over are counted once at the end with their weights.
    #[target_feature(enable = "avx2")]
    pub(super) fn avx2_harley_seal_inner(bytes: &[u8]) -> u64 {
        let (blocks, rest) = bytes.as_chunks::<32>();
        let (groups, rest_blocks) = blocks.as_chunks::<16>();
        let zero = _mm256_setzero_si256();
        let (mut ones, mut twos, mut fours, mut eights) = (zero, zero, zero, zero);
        let mut sixteens_total = zero;
        for group in groups {
            let d = |i: usize| load(&group[i]);
            let mut eights_pair = [zero; 2];
            for (half, eights_out) in eights_pair.iter_mut().enumerate() {
                let base = half * 8;
                let mut fours_pair = [zero; 2];
                for (quarter, fours_out) in fours_pair.iter_mut().enumerate() {
                    let at = base + quarter * 4;
                    let (twos_a, o) = csa(ones, d(at), d(at + 1));
                    let (twos_b, o) = csa(o, d(at + 2), d(at + 3));
                    ones = o;
                    let (f, t) = csa(twos, twos_a, twos_b);
                    twos = t;
                    *fours_out = f;
                }
                let (e, f) = csa(fours, fours_pair[0], fours_pair[1]);
                fours = f;
                *eights_out = e;
            }
            let (sixteens, e) = csa(eights, eights_pair[0], eights_pair[1]);
            eights = e;
            sixteens_total = _mm256_add_epi64(sixteens_total, lane_counts(sixteens));
        }
        let mut total = _mm256_slli_epi64::<4>(sixteens_total);
        total = _mm256_add_epi64(total, _mm256_slli_epi64::<3>(lane_counts(eights)));
        total = _mm256_add_epi64(total, _mm256_slli_epi64::<2>(lane_counts(fours)));
        total = _mm256_add_epi64(total, _mm256_slli_epi64::<1>(lane_counts(twos)));
        total = _mm256_add_epi64(total, lane_counts(ones));
        for block in rest_blocks {
            total = _mm256_add_epi64(total, lane_counts(load(block)));
        }
        sum_lanes(total) + scalar(rest)
    }

    /// Independent VPOPCNTQ accumulators: four hide the latency at one VPOPCNTQ per cycle
    /// (as libpopcnt), and leave less to reduce on a short buffer than eight did.
    const LANES: usize = 4;

    /// VPOPCNTQ on 64-byte vectors, four accumulators per 256-byte block. The bytes before
    /// the first 64-byte boundary come in by one byte-masked load, so that no load of the
    /// loop straddles two cache lines (a buffer 8 bytes off the boundary counted at 0.74 of
    /// an aligned one's speed at 16 KiB and 0.65 at 512 KiB on an Intel Xeon with AVX-512;
    /// now at the same speed); the bytes after the last whole vector by another.
    #[target_feature(enable = "avx512f,avx512bw,avx512vpopcntdq")]
    pub(super) fn avx512_vpopcntdq_inner(bytes: &[u8]) -> u64 {
        let load = |v: &[u8; 64]| {
            // SAFETY: `v` is 64 readable bytes; loadu has no alignment requirement.
            unsafe { _mm512_loadu_si512(v.as_ptr().cast()) }
        };
        let count_part = |part: &[u8]| {
            debug_assert!(part.len() < 64);
            let mask = (1u64 << part.len()) - 1;
            // SAFETY: the mask selects exactly the `part.len()` bytes of `part`; a
            // byte-masked load does not access the masked-off bytes (their faults are
            // suppressed), so nothing outside `part` is read.
            _mm512_popcnt_epi64(unsafe { _mm512_maskz_loadu_epi8(mask, part.as_ptr().cast()) })
        };
        let mut acc = [_mm512_setzero_si512(); LANES];
        let mut body = bytes;
        // An aligned buffer pays one test for this.
        if !(bytes.as_ptr() as usize).is_multiple_of(64) {
            let (head, rest) = bytes.split_at(bytes.as_ptr().align_offset(64).min(bytes.len()));
            acc[1] = count_part(head);
            body = rest;
        }
        let (vectors, tail) = body.as_chunks::<64>();
        let (blocks, rest) = vectors.as_chunks::<LANES>();
        for block in blocks {
            for (a, v) in acc.iter_mut().zip(block) {
                *a = _mm512_add_epi64(*a, _mm512_popcnt_epi64(load(v)));
            }
        }
        for (a, v) in acc.iter_mut().zip(rest) {
            *a = _mm512_add_epi64(*a, _mm512_popcnt_epi64(load(v)));
        }
        if !tail.is_empty() {
            acc[0] = _mm512_add_epi64(acc[0], count_part(tail));
        }
        let [a, b, c, d] = acc;
        let total = _mm512_add_epi64(_mm512_add_epi64(a, b), _mm512_add_epi64(c, d));
        _mm512_reduce_add_epi64(total) as u64
    }
}

/// Every bulk popcount method.
static METHODS: &[Method<BulkFn>] = &[
    Method::portable(
        "scalar",
        "SWAR popcount of each u64 word",
        "SWAR popcount with multiplication per u64 word (Population Count: SWAR-Popcount)",
        scalar as BulkFn,
    ),
    #[cfg(target_arch = "x86_64")]
    hardware_method!(
        "popcnt",
        "POPCNT instruction, four accumulators",
        "POPCNT on u64 words unrolled four times (Population Count: Popcount in Hardware)",
        [Popcnt],
        fn(bytes: &[u8]) -> u64 = x86::popcnt_inner
    ),
    #[cfg(target_arch = "x86_64")]
    hardware_method!(
        "avx2-lookup",
        "VPSHUFB nibble lookup and VPSADBW",
        "Muła's PSHUFB lookup widened to AVX2 (SSSE3: SSE3 Population Count; Muła, Kurz, Lemire 2016)",
        [Avx2],
        fn(bytes: &[u8]) -> u64 = x86::avx2_lookup_inner
    ),
    #[cfg(target_arch = "x86_64")]
    hardware_method!(
        "avx2-harley-seal",
        "Harley-Seal carry-save adders with VPSHUFB lookup",
        "Harley-Seal CSA tree over 16 AVX2 vectors (Population Count: Muła, Kurz, Lemire 2016)",
        [Avx2],
        fn(bytes: &[u8]) -> u64 = x86::avx2_harley_seal_inner
    ),
    #[cfg(target_arch = "x86_64")]
    hardware_method!(
        "avx512-vpopcntdq",
        "VPOPCNTQ, four accumulators",
        "VPOPCNTQ on 64-byte vectors, aligned by a byte-masked head (AVX-512: VPOPCNT)",
        [Avx512f, Avx512bw, Avx512vpopcntdq],
        fn(bytes: &[u8]) -> u64 = x86::avx512_vpopcntdq_inner
    ),
];

/// The bulk popcount family: the one bits in a byte buffer.
pub static POPCOUNT_BULK: Family<BulkFn> = Family {
    name: "popcount-bulk",
    summary: "number of one bits in a byte buffer (Population Count, AVX2, AVX-512 pages)",
    methods: METHODS,
    reference: "scalar",
    preference: &[
        "avx512-vpopcntdq",
        "avx2-harley-seal",
        "avx2-lookup",
        "popcnt",
        "scalar",
    ],
    classes: &[],
};

/// Buffers up to `max_len` bytes rank the methods by `preference`.
struct SizeClass {
    max_len: usize,
    preference: &'static [&'static str],
}

/// Size classes whose measured ranking differs from the family's (large-buffer) order,
/// smallest first. Measured on Zen 4, best of several runs in GB/s (docs/performance.md):
/// - up to 64 bytes POPCNT wins, having no setup: 32 B popcnt 11.6 against VPOPCNTQ 8.6
///   and AVX2 lookup 9.0; 64 B 16.6 against 15.3. From 96 B VPOPCNTQ leads (96 B 23.5
///   against 23.2, 128 B 28.9 against 25.9, 16 KiB 136 against 43.5).
/// - up to 512 bytes the AVX2 lookup beats Harley-Seal, whose 512-byte CSA block has
///   not paid off yet (128 B 23.4 against 20.1, 512 B 44.7 against 43.1); at 1 KiB
///   Harley-Seal leads (51.5 against 50.7; on Zen 3, `peers.sh`, 42.9-45.2 against
///   39.9-44.0) and from 16 KiB by more (63.3 against 57.1).
static SIZE_CLASSES: &[SizeClass] = &[
    SizeClass {
        max_len: 64,
        preference: &[
            "popcnt",
            "avx512-vpopcntdq",
            "avx2-lookup",
            "avx2-harley-seal",
            "scalar",
        ],
    },
    SizeClass {
        max_len: 512,
        preference: &[
            "avx512-vpopcntdq",
            "avx2-lookup",
            "avx2-harley-seal",
            "popcnt",
            "scalar",
        ],
    },
];

/// The family ranked for a buffer of `len` bytes, with its size class's bound.
fn sized(len: usize) -> (Family<BulkFn>, Option<usize>) {
    let class = SIZE_CLASSES.iter().find(|c| len <= c.max_len);
    let family = Family {
        preference: class.map_or(POPCOUNT_BULK.preference, |c| c.preference),
        ..POPCOUNT_BULK
    };
    (family, class.map(|c| c.max_len))
}

/// The reason, with the size class it was ranked in.
fn sized_reason(reason: String, max_len: Option<usize>) -> String {
    match max_len {
        Some(max) => format!("{reason} (fastest up to {max} bytes)"),
        None => reason,
    }
}

/// The fastest method the CPU model `cpu` can run on a buffer of `len` bytes, under
/// `path`, with the reason (no function: see [`select_bulk`]).
pub fn plan_bulk(cpu: &Cpu, path: PathPreference, len: usize) -> Pick<BulkFn> {
    let (family, max_len) = sized(len);
    let pick = family.select(cpu, path);
    Pick {
        method: pick.method,
        reason: sized_reason(pick.reason, max_len),
    }
}

/// The fastest method the running CPU can run on a buffer of `len` bytes, under `path`.
pub fn select_bulk(host: &Host, path: PathPreference, len: usize) -> Selection<BulkFn> {
    let (family, max_len) = sized(len);
    let selection = family.best(host, path);
    Selection {
        reason: sized_reason(selection.reason, max_len),
        ..selection
    }
}

/// The method the user chose by name, or else the fastest for `len` bytes.
pub fn choose_bulk(
    host: &Host,
    choice: &Choice,
    len: usize,
) -> Result<Selection<BulkFn>, MethodError> {
    match choice.method {
        Some(_) => POPCOUNT_BULK.choose(host, choice),
        None => Ok(select_bulk(host, choice.path, len)),
    }
}

/// Counts the one bits of everything `reader` yields, [`READ_CHUNK`] bytes at a time,
/// calling `progress` with the bytes done after each chunk. Returns (bits, bytes).
pub fn count_reader<R: Read>(
    mut reader: R,
    count: BulkFn,
    mut progress: impl FnMut(u64),
) -> io::Result<(u64, u64)> {
    let mut buffer = AlignedBuffer::new(READ_CHUNK);
    let (mut bits, mut bytes) = (0u64, 0u64);
    loop {
        let filled = buffer.fill_from(&mut reader)?;
        if filled == 0 {
            return Ok((bits, bytes));
        }
        bits += count(&buffer.bytes()[..filled]);
        bytes += filled as u64;
        progress(bytes);
    }
}
