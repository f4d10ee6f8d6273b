//! Decimal text of 64-bit values: a line per value for a whole block (four values a step
//! by AVX2 and eight by AVX-512 where the CPU has them, split at 10^16 and 10^8 in
//! vectors; else the low sixteen digits by one SSE2 register), and one number inside a
//! JSON line.

use super::{FormatLinesFn, OutBuf};
use crate::cpu::Host;
use crate::stream::BLOCK;

/// Every decimal line formatter the running CPU can run, the fastest last: SSE2 (or
/// portable), AVX2, AVX-512.
pub(super) fn decimal_formatters(host: &Host) -> impl Iterator<Item = FormatLinesFn> {
    use crate::cpu::Features;
    /// Safe entry to the AVX2 formatter, named only in the table below.
    #[cfg(target_arch = "x86_64")]
    fn decimal_lines_avx2(out: &mut OutBuf, values: &[u64]) {
        // SAFETY: this function is named only in the table below, whose entries are
        // returned only when the detected `Host` can run their features
        // (`avx2::FEATURES` here).
        unsafe { avx2::decimal_lines(out, values) }
    }
    /// Safe entry to the AVX-512 formatter, named only in the table below.
    #[cfg(target_arch = "x86_64")]
    fn decimal_lines_avx512(out: &mut OutBuf, values: &[u64]) {
        // SAFETY: as for `decimal_lines_avx2`, with `avx512::FEATURES`.
        unsafe { avx512::decimal_lines(out, values) }
    }
    let table: [(Features, FormatLinesFn); _] = [
        (Features::NONE, decimal_lines),
        #[cfg(target_arch = "x86_64")]
        (Features::of(&avx2::FEATURES), decimal_lines_avx2),
        #[cfg(target_arch = "x86_64")]
        (Features::of(&avx512::FEATURES), decimal_lines_avx512),
    ];
    host.runnable(table)
}

/// The fastest decimal line formatter the running CPU can run.
pub(super) fn decimal_formatter_for(host: &Host) -> FormatLinesFn {
    decimal_formatters(host).last().unwrap_or(decimal_lines)
}

/// The decimal digits of `v` and `end`.
#[inline(always)]
pub(super) fn decimal(out: &mut OutBuf, v: u64, end: &[u8]) {
    if v < SMALL.len() as u64 {
        // Counts and indices: one table store.
        let (text, width) = SMALL[v as usize];
        out.put(&text, width as usize);
    } else {
        // Straight from registers: a copy through a stack buffer at a variable offset
        // stalled on store forwarding and took most of the time. The top four digits
        // from a table, the low sixteen by [`sixteen_digits`] (vectors where compiled in).
        const E16: u64 = 10_000_000_000_000_000;
        let count = digit_count(v);
        let top = u64::from(u32::from_le_bytes(TOP_DIGITS[(v / E16) as usize]));
        let sixteen = sixteen_digits(v % E16);
        let word = |k: usize| u64::from_le_bytes(sixteen[8 * k..8 * k + 8].try_into().expect("8"));
        // Each part's digits that the count keeps, stored without a branch: a part that
        // keeps none advances nothing and is overwritten by the next.
        let keep = [
            count.saturating_sub(16),
            count.saturating_sub(8).min(8),
            count.min(8),
        ];
        for (part, (keep, width)) in [top, word(0), word(1)]
            .into_iter()
            .zip(keep.into_iter().zip([4, 8, 8]))
        {
            let dropped = (8 * (width - keep)) as u32;
            out.put(&part.wrapping_shr(dropped).to_le_bytes(), keep);
        }
    }
    out.put_text(end);
}

/// The decimal lines of `values`, each value's low sixteen digits by SSE2.
pub(super) fn decimal_lines(out: &mut OutBuf, values: &[u64]) {
    decimal_lines_by(
        out,
        values,
        |[a, b, c, d]| {
            let [ab, cd] = [eight_digits_pair(a, b), eight_digits_pair(c, d)];
            [ab[0], ab[1], cd[0], cd[1]]
        },
        |out, chunk| {
            wide_lines_by_pairs(
                out,
                chunk,
                |a, b| [sixteen_digits(a), sixteen_digits(b)],
                |digits, k, low| *low = digits[k],
            )
        },
    );
}

/// The decimal lines of `values`: `quad` gives the eight zero-padded digits of four
/// values below 10^8 (as words, the first digit in the lowest byte), `wide` writes a
/// block that has larger values. A block below 128 takes a table store a line; below
/// 10^8, `quad`'s eight digits a line, four lines at a time.
#[inline(always)]
fn decimal_lines_by(
    out: &mut OutBuf,
    values: &[u64],
    quad: impl Fn([u64; 4]) -> [u64; 4],
    wide: impl Fn(&mut OutBuf, &[u64]),
) {
    const E8: u64 = 100_000_000;
    for chunk in values.chunks(BLOCK) {
        let max = chunk.iter().fold(0, |max, &v| max.max(v));
        if max < SMALL.len() as u64 {
            // Counts and indices (popcount, tzcnt, scan): a table store a line.
            for &v in chunk {
                let (text, width) = SMALL[v as usize];
                out.put(&text, usize::from(width) + 1);
            }
        } else if max < E8 {
            // Sums and small numbers (weighted, popcount-sum): no split at 10^16.
            let ends = line_ends(out.len, chunk);
            lines_backwards::<8>(out, &ends[..chunk.len()], |bytes, ends| {
                let mut put_line = |end: usize, digits: u64| {
                    bytes[end - 8..end].copy_from_slice(&digits.to_le_bytes());
                    bytes[end] = b'\n';
                };
                // Fours from the last line back, then the first one to three lines.
                let lead = chunk.len() % 4;
                let fours = ends[lead..].rchunks_exact(4);
                for (end, v) in fours.zip(chunk[lead..].rchunks_exact(4)) {
                    let digits = quad([v[0], v[1], v[2], v[3]]);
                    for k in (0..4).rev() {
                        put_line(end[k], digits[k]);
                    }
                }
                let digits = quad(std::array::from_fn(|k| chunk.get(k).copied().unwrap_or(0)));
                for k in (0..lead).rev() {
                    put_line(ends[k], digits[k]);
                }
            });
        } else {
            wide(out, chunk);
        }
    }
}

/// The lines of a block with values of 10^8 and above: four digits from a table and
/// sixteen by `pair` (the low sixteen digits of two values), two lines at a time; `put`
/// stores the first (0) or second (1) value's.
#[inline(always)]
fn wide_lines_by_pairs<Pair>(
    out: &mut OutBuf,
    chunk: &[u64],
    pair: impl Fn(u64, u64) -> Pair,
    put: impl Fn(&Pair, usize, &mut [u8; 16]),
) {
    const E16: u64 = 10_000_000_000_000_000;
    /// Four digits and sixteen.
    const BEFORE: usize = 20;
    let ends = line_ends(out.len, chunk);
    lines_backwards::<BEFORE>(out, &ends[..chunk.len()], |bytes, ends| {
        let mut put_line = |digits: &Pair, k: usize, end: usize, v: u64| {
            let line: &mut [u8; BEFORE + 1] = (&mut bytes[end - BEFORE..=end])
                .try_into()
                .expect("a range of BEFORE + 1 bytes");
            let (top, rest) = line.split_at_mut(4);
            top.copy_from_slice(&TOP_DIGITS[(v / E16) as usize]);
            let (low, newline) = rest.split_at_mut(16);
            put(digits, k, low.try_into().expect("16 bytes"));
            newline[0] = b'\n';
        };
        // Pairs from the last line back, then a lone first line as its own pair.
        let lone = chunk.len() % 2;
        let pairs = ends[lone..].rchunks_exact(2);
        for (end, v) in pairs.zip(chunk[lone..].rchunks_exact(2)) {
            let digits = pair(v[0] % E16, v[1] % E16);
            put_line(&digits, 1, end[1], v[1]);
            put_line(&digits, 0, end[0], v[0]);
        }
        if lone == 1 {
            put_line(&pair(chunk[0] % E16, 0), 0, ends[0], chunk[0]);
        }
    });
}

/// Each line's end (its newline's index) when the lines of `chunk` (at most [`BLOCK`]
/// values) follow `start`.
#[inline(always)]
fn line_ends(start: usize, chunk: &[u64]) -> [usize; BLOCK] {
    let mut ends = [0usize; BLOCK];
    let mut at = start;
    for (end, &v) in ends.iter_mut().zip(chunk) {
        at += digit_count(v);
        *end = at;
        at += 1;
    }
    ends
}

/// Appends lines whose ends (their newlines' indices, the first past `out.len`) are
/// `ends`, by `fill`, which gets the buffer and the ends and must store, from the last
/// line back, each line's digits right-aligned as whole zero-padded chunks of up to
/// `BEFORE` bytes before its end, and its newline: the leading zeros a chunk puts before
/// its line land on the line before, which is written next. The bytes before the first
/// line are put back. No variable shift, no loop per digit, no store read back.
#[inline(always)]
fn lines_backwards<const BEFORE: usize>(
    out: &mut OutBuf,
    ends: &[usize],
    fill: impl FnOnce(&mut [u8], &[usize]),
) {
    const { assert!(BEFORE <= DIGITS_BEFORE) };
    let start = out.len;
    let Some(&last) = ends.last() else { return };
    let mut saved = [0u8; BEFORE];
    saved.copy_from_slice(&out.bytes[start - BEFORE..start]);
    fill(&mut out.bytes, ends);
    out.bytes[start - BEFORE..start].copy_from_slice(&saved);
    out.len = last + 1;
}

/// The most bytes [`lines_backwards`] stores before a line's end: three words of eight
/// digits.
pub(super) const DIGITS_BEFORE: usize = 24;

/// The four zero-padded digits of each value `u64::MAX / 10^16` can take (0 to 1844).
static TOP_DIGITS: [[u8; 4]; 1845] = {
    let mut table = [[0u8; 4]; 1845];
    let mut n = 0;
    while n < 1845 {
        let (a, b, c, d) = (n / 1000, n / 100 % 10, n / 10 % 10, n % 10);
        table[n] = [
            b'0' + a as u8,
            b'0' + b as u8,
            b'0' + c as u8,
            b'0' + d as u8,
        ];
        n += 1;
    }
    table
};

/// The sixteen zero-padded decimal digits of `v` (below 10^16), most significant first.
#[inline(always)]
fn sixteen_digits(v: u64) -> [u8; 16] {
    const E8: u64 = 100_000_000;
    #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
    {
        // SAFETY: this code is compiled only with SSE2 enabled (the cfg above).
        unsafe { sse2::sixteen_digits(v / E8, v % E8) }
    }
    #[cfg(not(all(target_arch = "x86_64", target_feature = "sse2")))]
    {
        let mut text = [0u8; 16];
        text[..8].copy_from_slice(&eight_digits(v / E8).to_le_bytes());
        text[8..].copy_from_slice(&eight_digits(v % E8).to_le_bytes());
        text
    }
}

/// The eight zero-padded digits of `a` and of `b` (both below 10^8), by SSE2 where it is
/// compiled in, else by SWAR.
#[inline(always)]
fn eight_digits_pair(a: u64, b: u64) -> [u64; 2] {
    #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
    {
        // SAFETY: this code is compiled only with SSE2 enabled (the cfg above).
        let text = unsafe { sse2::sixteen_digits(a, b) };
        let word = |k: usize| u64::from_le_bytes(text[8 * k..8 * k + 8].try_into().expect("8"));
        [word(0), word(1)]
    }
    #[cfg(not(all(target_arch = "x86_64", target_feature = "sse2")))]
    [eight_digits(a), eight_digits(b)]
}

/// The digits of numbers below 10^8, one per 64-bit lane, by SSE2 or AVX2 (Mula, "SSE:
/// conversion integers to decimal representation"): each split into quarters by a
/// multiply-shift (`x * 0xd1b71759 >> 45` = x / 10^4), the quarters into pairs
/// (`x * 0x147b >> 19` = x / 100), the pairs into digits (`x * 0x199a >> 16` = x / 10),
/// each quotient in the lane before its remainder, so the digits come out in order. One
/// macro for both widths, as the steps are the same with other intrinsics' names.
#[cfg(target_arch = "x86_64")]
macro_rules! lane_digits {
    ($halves:expr, $vector:ident, $set1_64:ident, $set1_16:ident, $set1_8:ident,
     $mul_epu32:ident, $mulhi:ident, $mullo:ident, $sub32:ident, $sub16:ident, $add8:ident,
     $or:ident, $srli64:ident, $slli64:ident, $srli16:ident, $slli32:ident, $slli16:ident) => {{
        let halves: $vector = $halves;
        // The constants in 64-bit lanes: in 32-bit ones LLVM multiplies all 64 bits.
        let quarters_high = $srli64($mul_epu32(halves, $set1_64(0xd1b7_1759)), 45);
        let quarters_low = $sub32(halves, $mul_epu32(quarters_high, $set1_64(10_000)));
        let quarters = $or(quarters_high, $slli64(quarters_low, 32));
        let pairs_high = $srli16($mulhi(quarters, $set1_16(0x147b)), 3);
        let pairs_low = $sub16(quarters, $mullo(pairs_high, $set1_16(100)));
        let pairs = $or(pairs_high, $slli32(pairs_low, 16));
        let tens = $mulhi(pairs, $set1_16(0x199a));
        let units = $sub16(pairs, $mullo(tens, $set1_16(10)));
        let digits = $or(tens, $slli16(units, 8));
        $add8(digits, $set1_8(b'0' as i8))
    }};
}

/// `div_rem_e16` and `div_rem_e8`: each 64-bit lane's quotient and remainder by 10^16 and
/// by 10^8 without a 64-bit multiply, for the AVX2 and AVX-512 formatters (one macro, as
/// the steps are the same with other intrinsics' names; each module's `corrected` makes
/// an estimate one short exact). By 10^16: the quotient (below 1845) is estimated from
/// the top 32 bits by a multiply-shift (`floor(2^85 / 10^16)`, below 2^32, as `vpmuludq`
/// takes), short by at most one (the dropped bits and the multiplier's rounding add up to
/// below 10^-6); 10^16 times it is `q * 5^8 * 5^8 << 16`, each product's operands below
/// 2^32. By 10^8, for lanes below 10^16: estimated from `v >> 22` (below 2^32) by
/// `floor(2^58 / 10^8)`, short by at most one (the errors add up to below 0.08).
#[cfg(target_arch = "x86_64")]
macro_rules! decimal_splits {
    ($features:literal, $vector:ty, $set1_64:ident, $srli64:ident, $slli64:ident,
     $mul_epu32:ident, $sub64:ident) => {
        /// `v / 10^16` and `v % 10^16` in each lane.
        #[target_feature(enable = $features)]
        #[inline]
        fn div_rem_e16(v: $vector) -> ($vector, $vector) {
            let estimate = $srli64::<53>($mul_epu32($srli64::<32>(v), $set1_64(3_868_562_622)));
            let five_to_8 = $set1_64(390_625);
            let product = $mul_epu32($mul_epu32(estimate, five_to_8), five_to_8);
            let rest = $sub64(v, $slli64::<16>(product));
            corrected(estimate, rest, 10_000_000_000_000_000)
        }

        /// `v / 10^8` and `v % 10^8` in each lane, for `v` below 10^16.
        #[target_feature(enable = $features)]
        #[inline]
        fn div_rem_e8(v: $vector) -> ($vector, $vector) {
            let estimate = $srli64::<36>($mul_epu32($srli64::<22>(v), $set1_64(2_882_303_761)));
            let rest = $sub64(v, $mul_epu32(estimate, $set1_64(100_000_000)));
            corrected(estimate, rest, 100_000_000)
        }

        /// Each lane's twenty zero-padded digits as three words of eight digits (the
        /// first digit in the lowest byte): the top four after four zeros, then eight
        /// and eight.
        #[target_feature(enable = $features)]
        #[inline]
        fn eight_digit_parts(v: $vector) -> [$vector; 3] {
            let (top, rest) = div_rem_e16(v);
            let (middle, low) = div_rem_e8(rest);
            [top, middle, low].map(|part| lane_digits_of(part))
        }
    };
}

/// Sixteen digits per SSE2 register.
#[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
mod sse2 {
    use core::arch::x86_64::*;

    /// The sixteen digits of `high * 10^8 + low` (both below 10^8), one half per lane.
    #[target_feature(enable = "sse2")]
    #[inline]
    pub(super) fn sixteen_digits(high: u64, low: u64) -> [u8; 16] {
        let text = lane_digits!(
            _mm_set_epi64x(low as i64, high as i64),
            __m128i,
            _mm_set1_epi64x,
            _mm_set1_epi16,
            _mm_set1_epi8,
            _mm_mul_epu32,
            _mm_mulhi_epu16,
            _mm_mullo_epi16,
            _mm_sub_epi32,
            _mm_sub_epi16,
            _mm_add_epi8,
            _mm_or_si128,
            _mm_srli_epi64,
            _mm_slli_epi64,
            _mm_srli_epi16,
            _mm_slli_epi32,
            _mm_slli_epi16
        );
        let mut out = [0u8; 16];
        // SAFETY: the unaligned store writes exactly the 16 bytes of `out`.
        unsafe { _mm_storeu_si128(out.as_mut_ptr().cast(), text) };
        out
    }
}

/// Four values a step in 256-bit registers: the splits at 10^16 and 10^8 and the three
/// eight-digit parts in vectors, each line stored from the registers.
#[cfg(target_arch = "x86_64")]
mod avx2 {
    use super::{DIGITS_BEFORE, OutBuf};
    use crate::cpu::Feature;
    use core::arch::x86_64::*;

    /// What this formatter's code needs: AVX2, and LZCNT for the digit counts (without
    /// it `leading_zeros` is a BSR and a branch for zero, which took a third of the time).
    pub(super) const FEATURES: [Feature; 2] = [Feature::Avx2, Feature::Lzcnt];

    /// [`super::decimal_lines`] with four values a step in blocks of large values.
    #[target_feature(enable = "avx2,lzcnt")]
    pub(super) fn decimal_lines(out: &mut OutBuf, values: &[u64]) {
        super::decimal_lines_by(
            out,
            values,
            |v| eight_digit_words(v),
            |out, chunk| wide_lines(out, chunk),
        );
    }

    /// The lines of a block with values of 10^8 and above: each line's end from its
    /// digit count, then, from the last group of four back, each value split at 10^16
    /// and 10^8 in vectors (no 64-bit multiply a value) and its line stored as an 8-byte
    /// word of its top four digits (after four zeros), a 16-byte word of the other
    /// sixteen and its newline, straight from the registers.
    #[target_feature(enable = "avx2,lzcnt")]
    fn wide_lines(out: &mut OutBuf, chunk: &[u64]) {
        let ends = super::line_ends(out.len, chunk);
        super::lines_backwards::<DIGITS_BEFORE>(out, &ends[..chunk.len()], |bytes, ends| {
            for (group, ends) in chunk.chunks(4).zip(ends.chunks(4)).rev() {
                // A whole group as it is (a copy of variable length calls `memmove`).
                let lanes = match group.first_chunk::<4>() {
                    Some(four) => *four,
                    None => std::array::from_fn(|k| group.get(k).copied().unwrap_or(0)),
                };
                // SAFETY: an unaligned 32-byte load of a 32-byte array.
                let v = unsafe { _mm256_loadu_si256(lanes.as_ptr().cast()) };
                let [top, middle, low] = eight_digit_parts(v);
                // Each line's middle and low words together: lines 0 and 2 in one
                // register, 1 and 3 in the other.
                let (even, odd) = (
                    _mm256_unpacklo_epi64(middle, low),
                    _mm256_unpackhi_epi64(middle, low),
                );
                let halves =
                    |v: __m256i| [_mm256_castsi256_si128(v), _mm256_extracti128_si256::<1>(v)];
                let ([top01, top23], [s0, s2], [s1, s3]) = (halves(top), halves(even), halves(odd));
                let tops = [
                    top01,
                    _mm_unpackhi_epi64(top01, top01),
                    top23,
                    _mm_unpackhi_epi64(top23, top23),
                ];
                let sixteens = [s0, s1, s2, s3];
                for (k, &end) in ends.iter().enumerate().rev() {
                    let line: &mut [u8; DIGITS_BEFORE + 1] = (&mut bytes
                        [end - DIGITS_BEFORE..=end])
                        .try_into()
                        .expect("a range of 25 bytes");
                    // SAFETY: an unaligned 8-byte store into the line's first 8 bytes.
                    unsafe { _mm_storel_epi64(line.as_mut_ptr().cast(), tops[k]) };
                    // SAFETY: an unaligned 16-byte store into the line's bytes 8 to 23.
                    unsafe { _mm_storeu_si128(line[8..].as_mut_ptr().cast(), sixteens[k]) };
                    line[DIGITS_BEFORE] = b'\n';
                }
            }
        });
    }

    decimal_splits!(
        "avx2",
        __m256i,
        _mm256_set1_epi64x,
        _mm256_srli_epi64,
        _mm256_slli_epi64,
        _mm256_mul_epu32,
        _mm256_sub_epi64
    );

    /// A quotient estimated at most one short, and its remainder (below twice the
    /// divisor, so below 2^63, and a signed compare serves), made exact.
    #[target_feature(enable = "avx2")]
    #[inline]
    fn corrected(quotient: __m256i, rest: __m256i, divisor: u64) -> (__m256i, __m256i) {
        let divisor = _mm256_set1_epi64x(divisor as i64);
        // All ones (-1) where the estimate was short.
        let short = _mm256_cmpgt_epi64(rest, _mm256_sub_epi64(divisor, _mm256_set1_epi64x(1)));
        (
            _mm256_sub_epi64(quotient, short),
            _mm256_sub_epi64(rest, _mm256_and_si256(short, divisor)),
        )
    }

    /// The eight zero-padded digits of each of four values below 10^8, as words.
    #[target_feature(enable = "avx2")]
    #[inline]
    pub(super) fn eight_digit_words(values: [u64; 4]) -> [u64; 4] {
        let digits = eight_digits_quad(values);
        let mut words = [0u64; 4];
        // SAFETY: the unaligned store writes exactly the 32 bytes of `words`.
        unsafe { _mm256_storeu_si256(words.as_mut_ptr().cast(), digits) };
        words
    }

    /// The eight zero-padded digits of each of four values below 10^8, one per lane.
    #[target_feature(enable = "avx2")]
    #[inline]
    fn eight_digits_quad([a, b, c, d]: [u64; 4]) -> __m256i {
        lane_digits_of(_mm256_set_epi64x(d as i64, c as i64, b as i64, a as i64))
    }

    /// The eight zero-padded digits of each lane's value (below 10^8).
    #[target_feature(enable = "avx2")]
    #[inline]
    fn lane_digits_of(values: __m256i) -> __m256i {
        lane_digits!(
            values,
            __m256i,
            _mm256_set1_epi64x,
            _mm256_set1_epi16,
            _mm256_set1_epi8,
            _mm256_mul_epu32,
            _mm256_mulhi_epu16,
            _mm256_mullo_epi16,
            _mm256_sub_epi32,
            _mm256_sub_epi16,
            _mm256_add_epi8,
            _mm256_or_si256,
            _mm256_srli_epi64,
            _mm256_slli_epi64,
            _mm256_srli_epi16,
            _mm256_slli_epi32,
            _mm256_slli_epi16
        )
    }
}

/// Eight values a step in 512-bit registers: digit counts, line ends and the split into
/// three eight-digit parts all in vectors, then each line stored by words.
#[cfg(target_arch = "x86_64")]
mod avx512 {
    use super::{BLOCK, OutBuf};
    use crate::cpu::Feature;
    use core::arch::x86_64::*;

    /// What this formatter's code needs: the 512-bit registers with 16-bit lanes (BW),
    /// leading-zero counts in vectors (CD) and of single values (LZCNT).
    pub(super) const FEATURES: [Feature; 4] = [
        Feature::Avx512f,
        Feature::Avx512bw,
        Feature::Avx512cd,
        Feature::Lzcnt,
    ];

    const _: () = assert!(BLOCK.is_multiple_of(8), "a block is whole groups of eight");

    /// [`super::decimal_lines`] with eight values a step in blocks of large values.
    #[target_feature(enable = "avx512f,avx512bw,avx512cd,lzcnt")]
    pub(super) fn decimal_lines(out: &mut OutBuf, values: &[u64]) {
        super::decimal_lines_by(
            out,
            values,
            |v| super::avx2::eight_digit_words(v),
            |out, chunk| wide_lines(out, chunk),
        );
    }

    /// The lines of a block (at most [`BLOCK`] values) with values of 10^8 and above:
    /// a first pass over groups of eight finds each line's end, a second goes back over
    /// the groups, from the last, and stores each line as a word of its top four digits
    /// (after four zeros), its other sixteen digits and its newline.
    #[target_feature(enable = "avx512f,avx512bw,avx512cd")]
    fn wide_lines(out: &mut OutBuf, chunk: &[u64]) {
        let mut ends = [0usize; BLOCK];
        // Each group's ends continue from the last end before it.
        let mut last_end = _mm512_set1_epi64(out.len as i64 - 1);
        for (group, slots) in chunk.chunks(8).zip(ends.chunks_exact_mut(8)) {
            let lengths = _mm512_add_epi64(digit_counts(load(group)), _mm512_set1_epi64(1));
            let group_ends = _mm512_add_epi64(last_end, prefix_sums(lengths));
            last_end = _mm512_permutexvar_epi64(_mm512_set1_epi64(7), group_ends);
            store(slots, group_ends);
        }
        super::lines_backwards::<24>(out, &ends[..chunk.len()], |bytes, ends| {
            for (group, ends) in chunk.chunks(8).zip(ends.chunks(8)).rev() {
                let [top, middle, low] = eight_digit_parts(load(group));
                let mut tops = [0u64; 8];
                store(&mut tops, top);
                // Each line's sixteen low digits together: middle and low words paired.
                let mut sixteens = [0u128; 8];
                let pairs = [
                    _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11),
                    _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15),
                ];
                for (slots, pair) in sixteens.chunks_exact_mut(4).zip(pairs) {
                    store(slots, _mm512_permutex2var_epi64(middle, pair, low));
                }
                for (k, &end) in ends.iter().enumerate().rev() {
                    let line: &mut [u8; 25] = (&mut bytes[end - 24..=end])
                        .try_into()
                        .expect("a range of 25 bytes");
                    line[..8].copy_from_slice(&tops[k].to_le_bytes());
                    line[8..24].copy_from_slice(&sixteens[k].to_le_bytes());
                    line[24] = b'\n';
                }
            }
        });
    }

    /// The values of a group of one to eight, in the first lanes (the rest zero).
    #[target_feature(enable = "avx512f")]
    #[inline]
    fn load(group: &[u64]) -> __m512i {
        assert!((1..=8).contains(&group.len()));
        let lanes = u8::MAX >> (8 - group.len());
        // SAFETY: the masked load reads only the `group.len()` lanes of the group.
        unsafe { _mm512_maskz_loadu_epi64(lanes, group.as_ptr().cast()) }
    }

    /// Integers, of which every bit pattern is a value.
    trait Plain: Copy {}
    impl Plain for u64 {}
    impl Plain for usize {}
    impl Plain for u128 {}

    /// Stores a register's 64 bytes into `slots`, which must be exactly 64 bytes.
    #[target_feature(enable = "avx512f")]
    #[inline]
    fn store<T: Plain>(slots: &mut [T], lanes: __m512i) {
        assert!(size_of_val(slots) == 64);
        // SAFETY: an unaligned store of 64 bytes into slots just checked to be 64 bytes
        // long, of a type any bytes are a value of.
        unsafe { _mm512_storeu_si512(slots.as_mut_ptr().cast(), lanes) };
    }

    /// Each lane's running total: its value plus every value in the lanes before it.
    #[target_feature(enable = "avx512f")]
    #[inline]
    fn prefix_sums(v: __m512i) -> __m512i {
        let zero = _mm512_setzero_si512();
        // Lanes moved up by one, two and four (`valignq` with zeros shifted in).
        let v = _mm512_add_epi64(v, _mm512_alignr_epi64::<7>(v, zero));
        let v = _mm512_add_epi64(v, _mm512_alignr_epi64::<6>(v, zero));
        _mm512_add_epi64(v, _mm512_alignr_epi64::<4>(v, zero))
    }

    /// The powers of ten that fit in 64 bits, 10^0 to 10^19, and four unused lanes.
    static POWERS_OF_TEN: [u64; 24] = {
        let mut powers = [u64::MAX; 24];
        let mut k = 1;
        powers[0] = 1;
        while k < 20 {
            powers[k] = powers[k - 1] * 10;
            k += 1;
        }
        powers
    };

    /// How many decimal digits each lane has (1 for 0): with `t` the bit length times
    /// log10(2) rounded down (`* 1233 >> 12`), `t` digits, one more from 10^t ("Bit
    /// Twiddling Hacks", integer log base 10). `v | 1` has the same count for `v > 0`
    /// (10^t is even for t > 0) and one digit for 0.
    #[target_feature(enable = "avx512f,avx512cd")]
    #[inline]
    fn digit_counts(v: __m512i) -> __m512i {
        let v = _mm512_or_si512(v, _mm512_set1_epi64(1));
        let bits = _mm512_sub_epi64(_mm512_set1_epi64(64), _mm512_lzcnt_epi64(v));
        let t = _mm512_srli_epi64::<12>(_mm512_mul_epu32(bits, _mm512_set1_epi64(1233)));
        let [low, middle, high] = [0, 8, 16].map(|k| {
            // SAFETY: an unaligned 64-byte load of eight of the table's 24 entries.
            unsafe { _mm512_loadu_si512(POWERS_OF_TEN[k..k + 8].as_ptr().cast()) }
        });
        // 10^t: t below 16 from the first two rows, 16 to 19 from the third.
        let power = _mm512_permutex2var_epi64(low, t, middle);
        let above_15 = _mm512_cmpgt_epu64_mask(t, _mm512_set1_epi64(15));
        let power = _mm512_mask_permutexvar_epi64(power, above_15, t, high);
        let reached = _mm512_cmpge_epu64_mask(v, power);
        _mm512_mask_add_epi64(t, reached, t, _mm512_set1_epi64(1))
    }

    decimal_splits!(
        "avx512f,avx512bw",
        __m512i,
        _mm512_set1_epi64,
        _mm512_srli_epi64,
        _mm512_slli_epi64,
        _mm512_mul_epu32,
        _mm512_sub_epi64
    );

    /// A quotient estimated at most one short, and its remainder (below twice the
    /// divisor), made exact.
    #[target_feature(enable = "avx512f")]
    #[inline]
    fn corrected(quotient: __m512i, rest: __m512i, divisor: u64) -> (__m512i, __m512i) {
        let divisor = _mm512_set1_epi64(divisor as i64);
        let short = _mm512_cmpge_epu64_mask(rest, divisor);
        (
            _mm512_mask_add_epi64(quotient, short, quotient, _mm512_set1_epi64(1)),
            _mm512_mask_sub_epi64(rest, short, rest, divisor),
        )
    }

    /// The eight zero-padded digits of each lane's value (below 10^8).
    #[target_feature(enable = "avx512f,avx512bw")]
    #[inline]
    fn lane_digits_of(values: __m512i) -> __m512i {
        lane_digits!(
            values,
            __m512i,
            _mm512_set1_epi64,
            _mm512_set1_epi16,
            _mm512_set1_epi8,
            _mm512_mul_epu32,
            _mm512_mulhi_epu16,
            _mm512_mullo_epi16,
            _mm512_sub_epi32,
            _mm512_sub_epi16,
            _mm512_add_epi8,
            _mm512_or_si512,
            _mm512_srli_epi64,
            _mm512_slli_epi64,
            _mm512_srli_epi16,
            _mm512_slli_epi32,
            _mm512_slli_epi16
        )
    }
}

/// How many decimal digits `v` has (1 for 0): the count for its bit length, one more
/// from the power of ten that bit length may reach.
#[inline(always)]
fn digit_count(v: u64) -> usize {
    let (digits, next_power) = BY_LEADING_ZEROS[v.leading_zeros() as usize];
    usize::from(digits) + usize::from(v >= next_power)
}

/// For each leading-zero count: the digits of the least value with it, and the power of
/// ten (if any below the next bit length) from which values have one digit more.
static BY_LEADING_ZEROS: [(u8, u64); 65] = {
    let mut table = [(1u8, u64::MAX); 65];
    let mut zeros = 0;
    while zeros < 64 {
        let least = 1u64 << (63 - zeros);
        let (mut digits, mut power) = (1u8, 10u64);
        while power <= least {
            digits += 1;
            power = power.saturating_mul(10);
        }
        // `power`, the first power of ten above `least`, is reached only below 2 * least.
        table[zeros] = match least.checked_mul(2) {
            Some(past) if power >= past => (digits, u64::MAX),
            _ => (digits, power),
        };
        zeros += 1;
    }
    table
};

/// The eight decimal digits of `x` (below 10^8), zero padded, the first in the lowest
/// byte (SWAR: split into halves, quarters, then digits, each lane by a multiply-shift
/// that divides exactly in its range: x * 10486 >> 20 = x / 100 below 10^4, x * 103 >> 10
/// = x / 10 below 100). The fallback where SSE2 is not compiled in.
#[cfg_attr(
    all(target_arch = "x86_64", target_feature = "sse2"),
    allow(dead_code, reason = "the fallback, checked by a test")
)]
#[inline(always)]
fn eight_digits(x: u64) -> u64 {
    let v = (x / 10_000) | ((x % 10_000) << 32);
    let hundreds = ((v * 10486) >> 20) & 0x0000_007F_0000_007F;
    let v = hundreds | (v - hundreds * 100) << 16;
    let tens = ((v * 103) >> 10) & 0x000F_000F_000F_000F;
    let v = tens | (v - tens * 10) << 8;
    v | 0x3030_3030_3030_3030
}

/// The decimal text of 0..=127 followed by newlines, in four bytes, with the digits'
/// count: a number alone, or a whole line.
static SMALL: [([u8; 4], u8); 128] = {
    let mut table = [([b'\n'; 4], 0u8); 128];
    let mut n = 0;
    while n < 128 {
        let (h, t, u) = ((n / 100) as u8, (n / 10 % 10) as u8, (n % 10) as u8);
        table[n] = if n < 10 {
            ([b'0' + u, b'\n', b'\n', b'\n'], 1)
        } else if n < 100 {
            ([b'0' + t, b'0' + u, b'\n', b'\n'], 2)
        } else {
            ([b'0' + h, b'0' + t, b'0' + u, b'\n'], 3)
        };
        n += 1;
    }
    table
};
#[cfg(test)]
mod tests {
    use super::super::{HEAD, assert_split_block_formats};
    use super::*;
    use crate::cpu::Cpu;

    #[test]
    fn decimals_are_to_string_by_every_formatter() {
        let mut rng = crate::rng::SplitMix64(9);
        let mut values: Vec<u64> = (0..20)
            .flat_map(|k| {
                let p = 10u64.pow(k);
                [p - 1, p, p + 1]
            })
            .collect();
        values.extend([u64::MAX, u64::MAX - 1, 1 << 63, 0]);
        // Next to multiples of the split points (10^16 and 10^8).
        for k in 1..1845u64 {
            let m = k * 10u64.pow(16);
            values.extend([m - 1, m, m + 1, m + 99_999_999, m + 100_000_000]);
            let m = rng.next_u64() % 10u64.pow(8) * 10u64.pow(8) + k * 10u64.pow(16);
            values.extend([m - 1, m, m + 1]);
        }
        values.extend((0..100_000).map(|_| rng.next_u64() >> (rng.next_u64() % 64)));
        let mut out = OutBuf::new();
        for &v in &values {
            out.len = HEAD;
            decimal(&mut out, v, b"\n");
            assert_eq!(
                std::str::from_utf8(&out.bytes[HEAD..out.len]).unwrap(),
                format!("{v}\n")
            );
            let low = v % 100_000_000;
            assert_eq!(
                eight_digits(low).to_le_bytes(),
                *format!("{low:08}").as_bytes()
            );
        }
        // Whole blocks of lines, after text that must stay as it was; blocks of counts
        // only (the table path) and blocks with one number past the table.
        let small: Vec<u64> = (0..128).chain([128, 5, 1000, 127]).collect();
        // Blocks below 10^8 only (the eight-digit path), every digit count.
        let mut eight: Vec<u64> = vec![99_999_999, 10_000_000, 9_999_999, 128, 0, 7];
        eight.extend((0..600).map(|k| rng.next_u64() % 10u64.pow(1 + k % 8)));
        let mut out = OutBuf::new();
        let formatters: Vec<FormatLinesFn> = decimal_formatters(Cpu::current()).collect();
        let chunks = [&small[..128], &small[..]]
            .into_iter()
            .chain(eight.chunks(300))
            .chain(values.chunks(300));
        for ((k, chunk), &formatter) in chunks
            .enumerate()
            .flat_map(|c| formatters.iter().map(move |f| (c, f)))
        {
            // Split anywhere, so both parts take every parity and length.
            let n = k % chunk.len().max(1);
            assert_split_block_formats(formatter, &mut out, chunk, n, |v| format!("{v}\n"));
        }
    }
}
