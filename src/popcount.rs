//! Population count: every way the reference's Population Count page counts the one bits
//! of a bitboard, plus the hardware and SSSE3 paths, the odd/major trick for three sets and
//! the Hamming distance. Bulk counting of byte buffers lives in [`bulk`], the SSE2 dot
//! product (weighted popcount) in [`weighted`].
//!
//! The portable methods never call `count_ones`: without the `popcnt` target feature they
//! compile to the shifts, masks and lookups written here, so `--path software` means it.

pub mod bulk;
pub mod many;
mod mmx;
pub mod weight8;
pub mod weighted;
pub mod width;

pub use bulk::{
    BulkFn, POPCOUNT_BULK, READ_CHUNK, choose_bulk, count_reader, plan_bulk, select_bulk,
};
pub use many::{POPCOUNT_MANY, PopcountManyFn};
pub use weight8::{POPCOUNT_WEIGHT8, Weight8Fn};
pub use weighted::{
    CENTER_WEIGHTS, WEIGHTED, WEIGHTED_MANY, WeightedFn, WeightedManyFn, weighted_popcount,
};
pub use width::{POPCOUNT16, POPCOUNT32};

use crate::bitboard::{K1, K2, K4, KF};
#[cfg(target_arch = "x86_64")]
use crate::catalogue::hardware_method;
use crate::catalogue::{Family, Method};

/// The signature every scalar popcount method shares.
pub type PopcountFn = fn(u64) -> u32;

/// Brute force: add all 64 bits one at a time ("Loop-Approaches, Too Slow").
pub(crate) fn bit_loop(mut x: u64) -> u32 {
    let mut count = 0;
    for _ in 0..64 {
        count += (x & 1) as u32;
        x >>= 1;
    }
    count
}

/// Brian Kernighan's way: reset the LS1B until the set is empty.
pub(crate) fn kernighan(mut x: u64) -> u32 {
    let mut count = 0;
    while x != 0 {
        count += 1;
        x &= x - 1;
    }
    count
}

/// Populations of 0..N by the page's recurrence popcnt(i) = popcnt(i / 2) + (i mod 2),
/// evaluated at compile time.
const fn populations<const N: usize>() -> [u8; N] {
    let mut table = [0u8; N];
    let mut i = 1;
    while i < N {
        table[i] = table[i / 2] + (i & 1) as u8;
        i += 1;
    }
    table
}

/// Population of every byte value.
pub(crate) static POP_COUNT_OF_BYTE: [u8; 256] = populations();

/// Population of every 16-bit word (64 KiB).
static POP_COUNT_OF_WORD: [u8; 65536] = {
    let table = populations();
    assert!(table[0xffff] == 16 && table[0x8001] == 2 && table[0x00ff] == 8);
    table
};

/// Eight byte lookups added together.
pub(crate) fn lookup8(x: u64) -> u32 {
    x.to_le_bytes()
        .iter()
        .map(|&b| POP_COUNT_OF_BYTE[usize::from(b)] as u32)
        .sum()
}

/// Four lookups in the 64 KiB word table.
pub(crate) fn lookup16(x: u64) -> u32 {
    let word = |shift: u32| POP_COUNT_OF_WORD[usize::from((x >> shift) as u16)] as u32;
    word(0) + word(16) + word(32) + word(48)
}

/// Duo, nibble and byte counts of the SWAR method; each byte holds its population.
#[inline(always)]
const fn byte_populations(x: u64) -> u64 {
    let x = x - ((x >> 1) & K1.0);
    let x = (x & K2.0) + ((x >> 2) & K2.0);
    (x + (x >> 4)) & K4.0
}

/// SWAR popcount, the byte counts added by multiplying with 0x0101010101010101.
pub(crate) const fn swar_mul(x: u64) -> u32 {
    (byte_populations(x).wrapping_mul(KF.0) >> 56) as u32
}

/// SWAR popcount for slow multipliers: the byte counts added by parallel prefix shifts.
pub(crate) fn swar(x: u64) -> u32 {
    let mut x = byte_populations(x);
    x += x >> 8;
    x += x >> 16;
    x += x >> 32;
    (x & 255) as u32
}

/// SWAR popcount, the byte counts added by casting out 255 (Population Count, "Casting
/// out"): a number is congruent to the sum of its base-256 digits modulo 255, and eight
/// byte counts sum to at most 64, so `x % 255` is that sum.
pub(crate) fn casting_out_255(x: u64) -> u32 {
    (byte_populations(x) % 255) as u32
}

/// HAKMEM 169 widened to 64 bits: trio counts, pairs of trios in 6-bit fields, those
/// paired again into 12-bit fields, and casting out 4095 adds the fields. Casting out 63
/// as in the 32-bit original would turn counts of 63 and 64 into 0 and 1.
pub(crate) fn hakmem(x: u64) -> u32 {
    // Octal masks as HAKMEM writes them: 21 trios, bit 63 stands alone in the 22nd.
    let x = x - ((x >> 1) & 0o333333333333333333333) - ((x >> 2) & 0o111111111111111111111);
    let x = (x + (x >> 3)) & 0o0707070707070707070707;
    let x = (x + (x >> 6)) & 0o0700770077007700770077;
    (x % 4095) as u32
}

// POPCNT, one instruction (see `instruction_fn`): a `target_feature` function could not
// inline into the catalogue's safe entry, and the second call per value showed in batch mode.
crate::cpu::instruction_fn!(unsafe fn popcnt(x: u64) -> u32, "popcnt {out}, {x}");

/// Wojciech Muła's SSSE3 popcount on one bitboard: two PSHUFB nibble lookups, PSADBW.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "sse2,ssse3")]
pub(crate) fn ssse3_pshufb_inner(x: u64) -> u32 {
    use std::arch::x86_64::*;
    let v = _mm_cvtsi64_si128(x as i64);
    let lookup = _mm_setr_epi8(0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4);
    let low_mask = _mm_set1_epi8(0x0f);
    let lo = _mm_and_si128(v, low_mask);
    let hi = _mm_and_si128(_mm_srli_epi16(v, 4), low_mask);
    let counts = _mm_add_epi8(_mm_shuffle_epi8(lookup, lo), _mm_shuffle_epi8(lookup, hi));
    _mm_cvtsi128_si64(_mm_sad_epu8(counts, _mm_setzero_si128())) as u32
}

/// Every scalar popcount of the reference, in the page's order.
static METHODS: &[Method<PopcountFn>] = &[
    Method::portable(
        "bit-loop",
        "adding all 64 bits in a loop",
        "Brute force bit loop (Population Count: Loop-Approaches, Too Slow)",
        bit_loop as PopcountFn,
    ),
    Method::portable(
        "kernighan",
        "LS1B reset loop",
        "Brian Kernighan's way, reset the LS1B until empty (Population Count: Loop-Approaches)",
        kernighan,
    ),
    Method::portable(
        "lookup8",
        "eight 8-bit table lookups",
        "256-entry byte table, eight lookups added (Population Count: Lookup)",
        lookup8,
    ),
    Method::portable(
        "lookup16",
        "four 16-bit table lookups",
        "64 KiB word table built at compile time, four lookups (Population Count: Lookup)",
        lookup16,
    ),
    Method::portable(
        "swar-mul",
        "SWAR counts added by multiplication",
        "SWAR duo/nibble/byte counts, bytes added by * 0x0101010101010101 (Population Count: SWAR-Popcount)",
        swar_mul,
    ),
    Method::portable(
        "swar",
        "SWAR counts added by shifts",
        "SWAR without multiplication, slowmul_popCount (Population Count: SWAR-Popcount)",
        swar,
    ),
    Method::portable(
        "casting-out-255",
        "SWAR counts added by x % 255",
        "SWAR duo/nibble/byte counts, bytes added by casting out 255 (Population Count: Casting out)",
        casting_out_255,
    ),
    Method::portable(
        "hakmem",
        "HAKMEM 169 trio counts, casting out 4095",
        "HAKMEM 169 widened to 64 bits, casting out 4095 (Population Count: HAKMEM 169)",
        hakmem,
    ),
    #[cfg(target_arch = "x86_64")]
    hardware_method!(
        "popcnt",
        "POPCNT instruction",
        "The x86-64 POPCNT instruction (Population Count: Popcount in Hardware)",
        [Popcnt],
        fn(x: u64) -> u32 = popcnt
    ),
    #[cfg(target_arch = "x86_64")]
    hardware_method!(
        "ssse3-pshufb",
        "PSHUFB nibble lookup in an xmm register",
        "Wojciech Muła's PSHUFB nibble lookup and PSADBW (SSSE3: SSE3 Population Count)",
        [Sse2, Ssse3],
        fn(x: u64) -> u32 = ssse3_pshufb_inner
    ),
    #[cfg(target_arch = "x86_64")]
    Method::baseline(
        "mmx-psadbw",
        "SWAR in an MMX register, PSADBW sum, inline assembly",
        "AMD's Efficient 64-Bit Population Count using MMX, EMMS for FEMMS (MMX: MMX Popcount)",
        mmx::mmx_psadbw,
    ),
];

/// The popcount family: the cardinality of one bitboard. The preference follows the
/// measured speed (docs/performance.md).
pub static POPCOUNT: Family<PopcountFn> = Family {
    name: "popcount",
    summary: "number of one bits in a bitboard (Population Count page)",
    methods: METHODS,
    reference: "bit-loop",
    preference: PREFERENCE,
    classes: &[],
};

/// The measured order of the popcount methods, fastest first (docs/performance.md), for
/// the scalar family; the batch form puts VPOPCNTQ, which only it has, first
/// ([`many::POPCOUNT_MANY`]).
pub(crate) const PREFERENCE: &[&str; 11] = &[
    "popcnt",
    "avx512-vpopcntdq",
    "ssse3-pshufb",
    "swar-mul",
    "lookup16",
    "swar",
    "hakmem",
    "casting-out-255",
    "lookup8",
    "kernighan",
    "bit-loop",
];

/// Hamming distance: the number of differing bits, popCount(a ^ b) (Population Count page).
pub fn hamming(a: u64, b: u64) -> u32 {
    swar_mul(a ^ b)
}

/// The odd/major trick's two sets: bits set in an odd number of inputs, and in at least two.
pub const fn odd_major(x: u64, y: u64, z: u64) -> (u64, u64) {
    (x ^ y ^ z, ((x ^ y) & z) | (x & y))
}

/// popCount(x) + popCount(y) + popCount(z) as 2 * popCount(major) + popCount(odd),
/// with any popcount method (`popcount` is called twice instead of three times).
pub fn popcount3_with(popcount: PopcountFn, x: u64, y: u64, z: u64) -> u32 {
    let (odd, major) = odd_major(x, y, z);
    2 * popcount(major) + popcount(odd)
}

/// The page's popCount3: the odd/major trick with two interleaved SWAR chains and one
/// final multiplication.
pub const fn popcount3(x: u64, y: u64, z: u64) -> u32 {
    let (odd, major) = odd_major(x, y, z);
    let (odd, major) = (byte_populations(odd), byte_populations(major));
    // Byte sums stay <= 3 * 8, so adding before the multiply cannot carry between bytes.
    ((major + major + odd).wrapping_mul(KF.0) >> 56) as u32
}
