//! Runs of plain-number lines, the common batch input, parsed in bulk instead of through
//! the grammar: fixed-width hex lines (`0x`, 16 digits, a newline) two per step; decimal
//! lines of 1 to 20 digits four a step; `0x` hex lines of 1 to 16 digits one vector each.

use crate::cpu::Host;

/// The bytes of one fixed-width line: `0x`, 16 hex digits and the newline.
pub const HEX_LINE: usize = 19;

/// Parses fixed-width lines from the start of a buffer into `values`, for as many lines as
/// have that form, fit whole in the buffer and fit in `values`; returns how many.
pub type HexLinesFn = fn(&[u8], &mut [u64]) -> usize;

/// Every fixed-width line parser the running CPU can run, the fastest last: one line at a
/// time (SSE2 or portable), two lines per AVX2 register, four per AVX-512 register.
pub fn hex_line_parsers(host: &Host) -> impl Iterator<Item = HexLinesFn> {
    use crate::cpu::Features;
    /// Safe entry to the AVX2 parser, named only in the table below.
    #[cfg(target_arch = "x86_64")]
    fn hex_lines_avx2(buf: &[u8], values: &mut [u64]) -> usize {
        // SAFETY: this function is named only in the table below, whose entries are
        // returned only when the detected `Host` can run their features (AVX2 here).
        unsafe { avx2::hex_lines(buf, values) }
    }
    /// Safe entry to the AVX-512 parser, named only in the table below.
    #[cfg(target_arch = "x86_64")]
    fn hex_lines_avx512(buf: &[u8], values: &mut [u64]) -> usize {
        // SAFETY: as for `hex_lines_avx2`, with `avx512::FEATURES`.
        unsafe { avx512::hex_lines(buf, values) }
    }
    let table: [(Features, HexLinesFn); _] = [
        (Features::NONE, hex_lines_one_by_one),
        #[cfg(target_arch = "x86_64")]
        (Features::of(&[crate::cpu::Feature::Avx2]), hex_lines_avx2),
        #[cfg(target_arch = "x86_64")]
        (Features::of(&avx512::FEATURES), hex_lines_avx512),
    ];
    host.runnable(table)
}

/// The fastest fixed-width line parser the running CPU can run.
pub fn hex_lines_for(host: &Host) -> HexLinesFn {
    hex_line_parsers(host)
        .last()
        .unwrap_or(hex_lines_one_by_one)
}

/// The value of `line` when it is one fixed-width line (its newline at the end).
#[inline(always)]
fn one_line(line: &[u8]) -> Option<u64> {
    let (body, newline) = line.split_at(HEX_LINE - 1);
    if newline != b"\n" {
        return None;
    }
    super::fast_hex16(body)
}

/// One line at a time, through [`super::fast_hex16`] (its digits by SSE2 on x86-64).
#[inline(always)]
pub fn hex_lines_one_by_one(buf: &[u8], values: &mut [u64]) -> usize {
    let mut n = 0;
    for (slot, line) in values.iter_mut().zip(buf.chunks_exact(HEX_LINE)) {
        let Some(v) = one_line(line) else { break };
        *slot = v;
        n += 1;
    }
    n
}

/// Parses plain lines (1 to 20 decimal digits that fit in 64 bits, or `0x` and 1 to 16
/// hex digits, then a newline) from `buf[start..]` into `values`, for as many lines as
/// have that form and fit in `values`; returns how many and where the first line not
/// parsed starts. Lines are read from vectors that end at their newline, so a line ending
/// in the first 32 bytes of `buf` stops the run, as does one whose newline is in the
/// last, partial 64-byte window.
pub type PlainLinesFn = fn(&[u8], usize, &mut [u64]) -> (usize, usize);

/// Every bulk plain-line parser the running CPU can run, the fastest last: AVX2 (four
/// decimal lines a step in three registers), AVX-512 (four in two).
pub fn plain_line_parsers(host: &Host) -> impl Iterator<Item = PlainLinesFn> {
    use crate::cpu::Features;
    /// Safe entry to the AVX2 parser, named only in the table below.
    #[cfg(target_arch = "x86_64")]
    fn plain_lines_avx2(buf: &[u8], start: usize, values: &mut [u64]) -> (usize, usize) {
        // SAFETY: this function is named only in the table below, whose entries are
        // returned only when the detected `Host` can run their features (AVX2 here).
        unsafe { avx2::plain_lines(buf, start, values) }
    }
    /// Safe entry to the AVX-512 parser, named only in the table below.
    #[cfg(target_arch = "x86_64")]
    fn plain_lines_avx512(buf: &[u8], start: usize, values: &mut [u64]) -> (usize, usize) {
        // SAFETY: as for `plain_lines_avx2`, with `avx512::FEATURES`.
        unsafe { avx512::plain_lines(buf, start, values) }
    }
    let table: [(Features, PlainLinesFn); _] = [
        #[cfg(target_arch = "x86_64")]
        (Features::of(&avx2::PLAIN_FEATURES), plain_lines_avx2),
        #[cfg(target_arch = "x86_64")]
        (Features::of(&avx512::FEATURES), plain_lines_avx512),
    ];
    host.runnable(table)
}

/// The fastest bulk plain-line parser the running CPU can run, if any: without one such
/// lines are read one at a time.
pub fn plain_lines_for(host: &Host) -> Option<PlainLinesFn> {
    plain_line_parsers(host).last()
}

/// Decimal digits, one per byte (zero outside the number), joined by multiply-adds into
/// pairs, fours and eights (as simdjson reads eight digits): each 128-bit lane's sixteen
/// bytes become two eights, in its 32-bit lanes 0 and 1. One macro for the AVX2 and
/// AVX-512 parsers, as the steps are the same with other intrinsics' names.
#[cfg(target_arch = "x86_64")]
macro_rules! joined_eights {
    ($digits:expr, $set1_16:ident, $set1_32:ident, $maddubs:ident, $madd:ident,
     $packus:ident) => {{
        let pairs = $maddubs($digits, $set1_16(0x010A));
        let fours = $madd(pairs, $set1_32(0x0001_0064));
        let fours = $packus(fours, fours);
        $madd(fours, $set1_32(0x0001_2710))
    }};
}

#[cfg(target_arch = "x86_64")]
mod avx2 {
    use super::{HEX_LINE, one_line};
    use std::arch::x86_64::*;

    /// Two lines per step, one line's digits in each 128-bit lane; the line the pair
    /// stopped at, and any odd last line, go one by one.
    #[target_feature(enable = "avx2")]
    pub(super) fn hex_lines(buf: &[u8], values: &mut [u64]) -> usize {
        let mut n = 0;
        let mut pairs = buf.chunks_exact(2 * HEX_LINE);
        while n + 2 <= values.len() {
            let Some(pair) = pairs.next() else { break };
            let (first, second) = pair.split_at(HEX_LINE);
            if first[HEX_LINE - 1] != b'\n'
                || second[HEX_LINE - 1] != b'\n'
                || first[..2] != *b"0x"
                || second[..2] != *b"0x"
            {
                break;
            }
            let Some((a, b)) = digits_of_two(&first[2..18], &second[2..18]) else {
                break;
            };
            values[n] = a;
            values[n + 1] = b;
            n += 2;
        }
        // At most one more line here: the first of a pair that failed, or an odd last one.
        if let (Some(slot), Some(v)) = (
            values.get_mut(n),
            buf.get(n * HEX_LINE..(n + 1) * HEX_LINE).and_then(one_line),
        ) {
            // The pair failed on its second line (or there was no pair): stop after this.
            *slot = v;
            n += 1;
        }
        n
    }

    /// What [`plain_lines`] needs: AVX2, and POPCNT for a window's newline count (without
    /// it, a multiply-and-shift count).
    pub(super) const PLAIN_FEATURES: [crate::cpu::Feature; 2] =
        [crate::cpu::Feature::Avx2, crate::cpu::Feature::Popcnt];

    /// Line ends gathered ahead per round of [`plain_lines`].
    const AHEAD: usize = 256;

    /// See [`super::PlainLinesFn`]: newlines found 64 bytes at a time, each line read
    /// from the 32 bytes that end at its newline. The newlines of a stretch of windows are
    /// listed first, eight per window without a branch (more only in a window of short
    /// lines), so the parse loop has no branch on how many lines a window holds, which
    /// lines of varying length make unpredictable (10 M decimal lines: 115 → 89 ms).
    #[target_feature(enable = "avx2,popcnt")]
    pub(super) fn plain_lines(buf: &[u8], start: usize, values: &mut [u64]) -> (usize, usize) {
        plain_lines_by(
            buf,
            start,
            values,
            |w, b, s| newline_ends(w, b, s),
            |buf, start, ends| four_decimal_lines(buf, start, ends),
        )
    }

    /// All ones from byte 32 on: a byte `w` of a 32-byte window that ends with a line of
    /// `len` bytes is in the line exactly when `IN_LINE[w + len]` is set.
    static IN_LINE: [u8; 64] = {
        let mut mask = [0u8; 64];
        let mut i = 32;
        while i < 64 {
            mask[i] = 0xFF;
            i += 1;
        }
        mask
    };

    /// The values of the four lines that start at `start` and end (their newlines) at
    /// `ends`, when each is 1 to 20 decimal digits that fit in 64 bits and ends 32 bytes
    /// or more into `buf`; else `None`. Each line's last sixteen bytes fill a 128-bit
    /// lane (the first and third lines one register, the second and fourth another) and
    /// the four before them a 32-bit lane of a third, bytes outside the line made `'0'`;
    /// the digits are joined by multiply-adds and the values put together in 64-bit lanes.
    #[target_feature(enable = "avx2")]
    #[inline]
    pub(super) fn four_decimal_lines(
        buf: &[u8],
        start: usize,
        ends: &[usize; 4],
    ) -> Option<[u64; 4]> {
        let [e0, e1, e2, e3] = *ends;
        let lens = [
            e0.wrapping_sub(start),
            e1.wrapping_sub(e0.wrapping_add(1)),
            e2.wrapping_sub(e1.wrapping_add(1)),
            e3.wrapping_sub(e2.wrapping_add(1)),
        ];
        let lengths_fit = lens
            .iter()
            .fold(true, |ok, &len| ok & (len.wrapping_sub(1) < 20));
        // The ends increase from 32 up to below the buffer's end, checked as such (not
        // inferred from the lengths, which wrap), so every line's 32-byte window lies in
        // `buf`.
        let ordered = (32 <= e0) & (e0 < e1) & (e1 < e2) & (e2 < e3) & (e3 < buf.len());
        if !(lengths_fit & ordered) {
            return None;
        }
        let zero = _mm_set1_epi8(b'0' as i8);
        let zeros = u32::from_le_bytes([b'0'; 4]);
        // Line k's last sixteen bytes, and the four before them as a word, each byte
        // outside the line made '0'.
        let line = |k: usize| {
            // SAFETY: `ends[k] - 32 .. ends[k]` lies in `buf` (checked above).
            let window = unsafe { buf.get_unchecked(ends[k] - 32..ends[k]) };
            let window: &[u8; 32] = window.try_into().expect("32 bytes");
            let in_line: &[u8; 32] = IN_LINE[lens[k]..].first_chunk().expect("len <= 20");
            let word =
                |bytes: &[u8; 32]| u32::from_le_bytes(*bytes[12..].first_chunk().expect("4"));
            let top_mask = word(in_line);
            // SAFETY: unaligned 16-byte loads of the last 16 bytes of 32-byte arrays.
            let low = unsafe { _mm_loadu_si128(window[16..].as_ptr().cast()) };
            // SAFETY: as for `low`.
            let low_mask = unsafe { _mm_loadu_si128(in_line[16..].as_ptr().cast()) };
            (
                _mm_blendv_epi8(zero, low, low_mask),
                word(window) & top_mask | zeros & !top_mask,
            )
        };
        let (lows, tops): ([__m128i; 4], [u32; 4]) = {
            let [a, b, c, d] = [line(0), line(1), line(2), line(3)];
            ([a.0, b.0, c.0, d.0], [a.1, b.1, c.1, d.1])
        };
        // Lines 0 and 2 in one register, 1 and 3 in the other: each register's 64-bit
        // lanes 0 and 2 then hold what becomes lines 0 to 3 when blended.
        let even = _mm256_set_m128i(lows[2], lows[0]);
        let odd = _mm256_set_m128i(lows[3], lows[1]);
        let tops = _mm_setr_epi32(
            tops[0] as i32,
            tops[1] as i32,
            tops[2] as i32,
            tops[3] as i32,
        );
        let digits = |v: __m256i| _mm256_sub_epi8(v, _mm256_set1_epi8(b'0' as i8));
        let (even, odd) = (digits(even), digits(odd));
        let tops = _mm_sub_epi8(tops, zero);
        // A byte past 9 is not a digit; every byte outside the lines is '0' here.
        let nine = _mm256_set1_epi8(9);
        let past_nine = _mm256_or_si256(_mm256_subs_epu8(even, nine), _mm256_subs_epu8(odd, nine));
        let past_nine = _mm_or_si128(
            _mm_or_si128(
                _mm256_castsi256_si128(past_nine),
                _mm256_extracti128_si256::<1>(past_nine),
            ),
            _mm_subs_epu8(tops, _mm256_castsi256_si128(nine)),
        );
        if _mm_testz_si128(past_nine, past_nine) == 0 {
            return None;
        }
        // Each line's low sixteen digits as two eights, joined into one 64-bit lane.
        let sixteen = |v: __m256i| {
            let eights = joined_eights!(
                v,
                _mm256_set1_epi16,
                _mm256_set1_epi32,
                _mm256_maddubs_epi16,
                _mm256_madd_epi16,
                _mm256_packus_epi32
            );
            _mm256_add_epi64(
                _mm256_mul_epu32(eights, _mm256_set1_epi64x(100_000_000)),
                _mm256_srli_epi64::<32>(eights),
            )
        };
        let rest = _mm256_blend_epi32::<0b1100_1100>(sixteen(even), sixteen(odd));
        // The top four digits of each line, one per 32-bit lane, widened to 64 bits.
        let pairs = _mm_maddubs_epi16(tops, _mm_set1_epi16(0x010A));
        let top = _mm256_cvtepu32_epi64(_mm_madd_epi16(pairs, _mm_set1_epi32(0x0001_0064)));
        // Fits in 64 bits: top * 10^16 + rest <= u64::MAX (signed compares: both are
        // far below 2^63).
        let max_top = _mm256_set1_epi64x(1844);
        let too_big = _mm256_or_si256(
            _mm256_cmpgt_epi64(top, max_top),
            _mm256_and_si256(
                _mm256_cmpeq_epi64(top, max_top),
                _mm256_cmpgt_epi64(rest, _mm256_set1_epi64x(6_744_073_709_551_615)),
            ),
        );
        if _mm256_testz_si256(too_big, too_big) == 0 {
            return None;
        }
        // top * 10^16 = top * 5^8 * 5^8 << 16, each product's operands below 2^32.
        let five_to_8 = _mm256_set1_epi64x(390_625);
        let top = _mm256_slli_epi64::<16>(_mm256_mul_epu32(
            _mm256_mul_epu32(top, five_to_8),
            five_to_8,
        ));
        let values = _mm256_add_epi64(top, rest);
        let mut out = [0u64; 4];
        // SAFETY: the unaligned store writes exactly the 32 bytes of `out`.
        unsafe { _mm256_storeu_si256(out.as_mut_ptr().cast(), values) };
        Some(out)
    }

    /// The slots a window's newline listing may write: one per byte, and eight past.
    pub(super) const WINDOW_ENDS: usize = 64 + 8;

    /// Writes `base + i` for each newline `window[i]` into `slots`, in order, and returns
    /// how many: eight writes without a branch (past the last newline they write `base +
    /// 64`), more only in a window of short lines.
    #[target_feature(enable = "avx2,popcnt")]
    #[inline]
    fn newline_ends(window: &[u8; 64], base: usize, slots: &mut [usize; WINDOW_ENDS]) -> usize {
        let mut mask = newlines(window);
        let lines = mask.count_ones() as usize;
        for slot in &mut slots[..8] {
            *slot = base + mask.trailing_zeros() as usize;
            mask &= mask.wrapping_sub(1);
        }
        let mut at = 8;
        while mask != 0 {
            slots[at] = base + mask.trailing_zeros() as usize;
            mask &= mask - 1;
            at += 1;
        }
        lines
    }

    /// [`plain_lines`], reading each round of lines four at a time by `four` until it
    /// declines, then one at a time: `four` gets the buffer, the first line's start and
    /// the four lines' ends, and gives their values or `None`; `list` lists a 64-byte
    /// window's newlines, as [`newline_ends`].
    #[target_feature(enable = "avx2,popcnt")]
    #[inline]
    pub(super) fn plain_lines_by(
        buf: &[u8],
        start: usize,
        values: &mut [u64],
        list: impl Fn(&[u8; 64], usize, &mut [usize; WINDOW_ENDS]) -> usize,
        four: impl Fn(&[u8], usize, &[usize; 4]) -> Option<[u64; 4]>,
    ) -> (usize, usize) {
        // Room for a round's ends and the last window's slots.
        let mut ends = [0usize; AHEAD + WINDOW_ENDS];
        let (mut n, mut start, mut base) = (0, start, start);
        while n < values.len() {
            let want = (values.len() - n).min(AHEAD);
            let mut count = 0;
            while count < want {
                let Some(window) = buf.get(base..).and_then(|b| b.first_chunk::<64>()) else {
                    break;
                };
                let slots = ends[count..]
                    .first_chunk_mut()
                    .expect("room for a window's ends");
                count += list(window, base, slots);
                base += 64;
            }
            if count == 0 {
                break;
            }
            let round = &ends[..count.min(values.len() - n)];
            let mut i = 0;
            while let Some(ends) = round.get(i..i + 4) {
                let Some(four) = four(buf, start, ends.try_into().expect("4 ends")) else {
                    break;
                };
                values[n..n + 4].copy_from_slice(&four);
                n += 4;
                start = ends[3] + 1;
                i += 4;
            }
            // The rest of the round one at a time: once a step declines (a CRLF file, `0x`
            // lines), trying each next four would only add a failed step per four lines.
            for &end in &round[i..] {
                // A `\r` before the newline (a CRLF file) ends the line's text.
                let text_end = end - usize::from(end > start && buf[end - 1] == b'\r');
                // No closure here: it would not inherit AVX2 and would call the parse.
                let Some(window) = text_end
                    .checked_sub(32)
                    .and_then(|from| buf[from..].first_chunk::<32>())
                else {
                    return (n, start);
                };
                let Some(v) = plain_line(window, text_end - start) else {
                    return (n, start);
                };
                values[n] = v;
                n += 1;
                start = end + 1;
            }
        }
        (n, start)
    }

    /// Bit `i` set when `window[i]` is a newline.
    #[target_feature(enable = "avx2")]
    fn newlines(window: &[u8; 64]) -> u64 {
        let (low, high) = window.split_at(32);
        let newline = _mm256_set1_epi8(b'\n' as i8);
        let bits = |half: &[u8]| {
            assert!(half.len() == 32);
            // SAFETY: an unaligned 32-byte load of a slice just checked to be 32 bytes long.
            let v = unsafe { _mm256_loadu_si256(half.as_ptr().cast()) };
            u64::from(_mm256_movemask_epi8(_mm256_cmpeq_epi8(v, newline)) as u32)
        };
        bits(low) | bits(high) << 32
    }

    /// The value of the line of `len` bytes that ends `window`: `0x` and hex digits, or
    /// decimal digits.
    #[target_feature(enable = "avx2")]
    fn plain_line(window: &[u8; 32], len: usize) -> Option<u64> {
        // One test on the line's second byte, never `x` in a decimal line, so a run of
        // decimal lines of mixed lengths takes no unpredictable branch here.
        // `len` of 33 reaches the window's first byte as its second; a line that long is
        // no number, and its first byte lies before the window.
        if window.get(33usize.wrapping_sub(len)) == Some(&b'x') {
            return match window.get(32usize.wrapping_sub(len)) {
                Some(b'0') => hex_line(window, len - 2),
                _ => None,
            };
        }
        decimal_line(window, len)
    }

    /// The value of the `digits` hex digits (1 to 16, either case) that end `window`, or
    /// `None` when there are none or more than 16, or a byte is not a hex digit.
    #[target_feature(enable = "avx2")]
    fn hex_line(window: &[u8; 32], digits: usize) -> Option<u64> {
        if !(1..=16).contains(&digits) {
            return None;
        }
        // SAFETY: an unaligned 16-byte load of the last 16 bytes of a 32-byte array.
        let v = unsafe { _mm_loadu_si128(window[16..].as_ptr().cast()) };
        let positions = _mm_setr_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
        // The line's digits: the positions past 15 - digits (all sixteen past -1).
        let in_line = _mm_cmpgt_epi8(positions, _mm_set1_epi8(15 - digits as i8));
        let (nibbles, is_hex) = hex_nibbles(_mm256_castsi128_si256(v));
        let (nibbles, is_hex) = (
            _mm256_castsi256_si128(nibbles),
            _mm256_castsi256_si128(is_hex),
        );
        if _mm_movemask_epi8(_mm_andnot_si128(is_hex, in_line)) != 0 {
            return None;
        }
        // The digits right-aligned in 16 nibbles, zeros before them.
        let nibbles = _mm_and_si128(nibbles, in_line);
        let bytes = _mm_maddubs_epi16(nibbles, _mm_set1_epi16(0x0110));
        let packed = _mm_packus_epi16(bytes, bytes);
        Some((_mm_cvtsi128_si64(packed) as u64).swap_bytes())
    }

    /// The value of the `len` digits that end `window`, or `None` when `len` is not 1 to
    /// 20, a byte is not a digit, or the number does not fit in 64 bits. Digits are
    /// joined in pairs, fours and eights by multiply-adds (as simdjson reads eight digits),
    /// each 128-bit lane giving two eights: the last 16 digits in the high lane, the four
    /// before them at the top of the low lane.
    #[target_feature(enable = "avx2")]
    fn decimal_line(window: &[u8; 32], len: usize) -> Option<u64> {
        if !(1..=20).contains(&len) {
            return None;
        }
        // SAFETY: an unaligned 32-byte load of a 32-byte array.
        let bytes = unsafe { _mm256_loadu_si256(window.as_ptr().cast()) };
        let positions = _mm256_setr_epi8(
            0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23,
            24, 25, 26, 27, 28, 29, 30, 31,
        );
        let in_line = _mm256_cmpgt_epi8(positions, _mm256_set1_epi8((31 - len) as i8));
        let digits = _mm256_sub_epi8(bytes, _mm256_set1_epi8(b'0' as i8));
        let is_digit = _mm256_cmpeq_epi8(_mm256_min_epu8(digits, _mm256_set1_epi8(9)), digits);
        if _mm256_movemask_epi8(_mm256_andnot_si256(is_digit, in_line)) != 0 {
            return None;
        }
        let eights = joined_eights!(
            _mm256_and_si256(digits, in_line),
            _mm256_set1_epi16,
            _mm256_set1_epi32,
            _mm256_maddubs_epi16,
            _mm256_madd_epi16,
            _mm256_packus_epi32
        );
        let top = _mm256_extract_epi32::<1>(eights) as u64;
        let high = _mm256_extract_epi32::<4>(eights) as u64;
        let low = _mm256_extract_epi32::<5>(eights) as u64;
        top.checked_mul(10_000_000_000_000_000)?
            .checked_add(high * 100_000_000 + low)
    }

    /// Each byte's hex digit value, and all ones where the byte is a hex digit (either
    /// case): offsets from '0' and (case folded) from 'a', a digit or letter in range
    /// exactly when the unsigned minimum with the range's top leaves it unchanged.
    #[target_feature(enable = "avx2")]
    fn hex_nibbles(v: __m256i) -> (__m256i, __m256i) {
        let splat = |b: u8| _mm256_set1_epi8(b as i8);
        let digit = _mm256_sub_epi8(v, splat(b'0'));
        let is_digit = _mm256_cmpeq_epi8(_mm256_min_epu8(digit, splat(9)), digit);
        let letter = _mm256_sub_epi8(_mm256_or_si256(v, splat(0x20)), splat(b'a'));
        let is_letter = _mm256_cmpeq_epi8(_mm256_min_epu8(letter, splat(5)), letter);
        let nibbles = _mm256_blendv_epi8(_mm256_add_epi8(letter, splat(10)), digit, is_digit);
        (nibbles, _mm256_or_si256(is_digit, is_letter))
    }

    /// The values of two runs of 16 hex digits, or `None` when a byte is not a hex digit.
    #[target_feature(enable = "avx2")]
    fn digits_of_two(first: &[u8], second: &[u8]) -> Option<(u64, u64)> {
        assert!(first.len() == 16 && second.len() == 16);
        // SAFETY: an unaligned 16-byte load of a slice just checked to be 16 bytes long.
        let high = unsafe { _mm_loadu_si128(second.as_ptr().cast()) };
        // SAFETY: as for `high`.
        let low = unsafe { _mm_loadu_si128(first.as_ptr().cast()) };
        let (nibbles, is_hex) = hex_nibbles(_mm256_set_m128i(high, low));
        if _mm256_movemask_epi8(is_hex) != -1 {
            return None;
        }
        // Each byte pair (high nibble first) becomes 16 * high + low in a 16-bit lane.
        let bytes = _mm256_maddubs_epi16(nibbles, _mm256_set1_epi16(0x0110));
        let packed = _mm256_packus_epi16(bytes, bytes);
        // The first digit pair is the most significant byte of each value.
        let a = _mm256_extract_epi64::<0>(packed) as u64;
        let b = _mm256_extract_epi64::<2>(packed) as u64;
        Some((a.swap_bytes(), b.swap_bytes()))
    }
}

/// Four lines a step in 512-bit registers: fixed-width hex lines by VBMI's byte
/// permutes, decimal lines two per register, and a window's newlines listed by VBMI2's
/// byte compression.
#[cfg(target_arch = "x86_64")]
mod avx512 {
    use super::HEX_LINE;
    use super::avx2::WINDOW_ENDS;
    use crate::cpu::Feature;
    use std::arch::x86_64::*;

    /// What these parsers' code needs: byte compares and multiply-adds on 512-bit
    /// registers (BW), byte permutes across them (VBMI), byte compression (VBMI2), and
    /// POPCNT for a window's newline count (without it, a multiply-and-shift count).
    pub(super) const FEATURES: [Feature; 5] = [
        Feature::Avx512f,
        Feature::Avx512bw,
        Feature::Avx512vbmi,
        Feature::Avx512vbmi2,
        Feature::Popcnt,
    ];

    /// The bytes of the four lines one step reads.
    pub(super) const STEP: usize = 4 * HEX_LINE;

    /// Four lines per step, from two 64-byte loads (at the first line and 12 bytes on,
    /// so the fourth line is whole in the second); the line a step stopped at, and the
    /// last lines, go to the AVX2 parser.
    #[target_feature(enable = "avx512f,avx512bw,avx512vbmi,avx512vbmi2,popcnt")]
    pub(super) fn hex_lines(buf: &[u8], values: &mut [u64]) -> usize {
        let mut n = 0;
        while let (Some(slots), Some(lines)) = (
            values.get_mut(n..n + 4),
            buf.get(n * HEX_LINE..n * HEX_LINE + STEP),
        ) {
            let Some(four) = four_lines(lines.try_into().expect("a step's bytes")) else {
                break;
            };
            slots.copy_from_slice(&four);
            n += 4;
        }
        n + super::avx2::hex_lines(&buf[n * HEX_LINE..], &mut values[n..])
    }

    /// The values of four fixed-width lines, or `None` when one is not `0x`, 16 hex
    /// digits (either case) and a newline.
    #[target_feature(enable = "avx512f,avx512bw,avx512vbmi,avx512vbmi2,popcnt")]
    pub(super) fn four_lines(lines: &[u8; STEP]) -> Option<[u64; 4]> {
        let first = load(lines.first_chunk().expect("64 of 76 bytes"));
        let second = load(lines.last_chunk().expect("64 of 76 bytes"));
        // The `0x` and newline of each line (the last newline is the array's last byte).
        let frame = load(&FRAME.text);
        if _mm512_mask_cmpneq_epi8_mask(FRAME.mask, first, frame) != 0 || lines[STEP - 1] != b'\n' {
            return None;
        }
        // Each line's digits in a 128-bit lane, least significant first.
        let digits = _mm512_permutex2var_epi8(first, load(&DIGITS), second);
        let splat = |b: u8| _mm512_set1_epi8(b as i8);
        let digit = _mm512_sub_epi8(digits, splat(b'0'));
        let is_digit = _mm512_cmple_epu8_mask(digit, splat(9));
        let letter = _mm512_sub_epi8(_mm512_or_si512(digits, splat(0x20)), splat(b'a'));
        let is_letter = _mm512_cmple_epu8_mask(letter, splat(5));
        if is_digit | is_letter != u64::MAX {
            return None;
        }
        let nibbles = _mm512_mask_blend_epi8(is_digit, _mm512_add_epi8(letter, splat(10)), digit);
        // Each byte pair (low nibble first) becomes low + 16 * high in a 16-bit lane,
        // each lane's eight of them the bytes of its value.
        let bytes = _mm512_maddubs_epi16(nibbles, _mm512_set1_epi16(0x1001));
        let packed = _mm512_cvtepi16_epi8(bytes);
        let mut values = [0u64; 4];
        // SAFETY: the unaligned store writes exactly the 32 bytes of `values`.
        unsafe { _mm256_storeu_si256(values.as_mut_ptr().cast(), packed) };
        Some(values)
    }

    /// [`super::avx2::plain_lines`], reading four decimal lines a step.
    #[target_feature(enable = "avx512f,avx512bw,avx512vbmi,avx512vbmi2,popcnt")]
    pub(super) fn plain_lines(buf: &[u8], start: usize, values: &mut [u64]) -> (usize, usize) {
        super::avx2::plain_lines_by(
            buf,
            start,
            values,
            |window, base, slots| newline_ends(window, base, slots),
            |buf, start, ends| four_decimal_lines(buf, start, ends),
        )
    }

    /// [`super::avx2`]'s `newline_ends` without a loop per newline: the newlines' byte
    /// indices gathered by one `vpcompressb`, then widened and stored eight at a time.
    #[target_feature(enable = "avx512f,avx512bw,avx512vbmi2,popcnt")]
    fn newline_ends(window: &[u8; 64], base: usize, slots: &mut [usize; WINDOW_ENDS]) -> usize {
        let newlines = _mm512_cmpeq_epi8_mask(load(window), _mm512_set1_epi8(b'\n' as i8));
        let indices = _mm512_maskz_compress_epi8(newlines, load(&BYTE_INDICES));
        let lines = newlines.count_ones() as usize;
        let base = _mm512_set1_epi64(base as i64);
        for (k, eight) in slots
            .chunks_exact_mut(8)
            .take(lines.div_ceil(8).max(1))
            .enumerate()
        {
            let bytes = _mm512_permutexvar_epi64(_mm512_set1_epi64(k as i64), indices);
            let ends = _mm512_add_epi64(base, _mm512_cvtepu8_epi64(_mm512_castsi512_si128(bytes)));
            // SAFETY: an unaligned 64-byte store into eight slots of eight bytes.
            unsafe { _mm512_storeu_si512(eight.as_mut_ptr().cast(), ends) };
        }
        lines
    }

    /// 0 to 63, each in its byte.
    static BYTE_INDICES: [u8; 64] = {
        let mut indices = [0u8; 64];
        let mut i = 0;
        while i < 64 {
            indices[i] = i as u8;
            i += 1;
        }
        indices
    };

    /// The values of the four lines that start at `start` and end (their newlines) at
    /// `ends`, when each is 1 to 20 decimal digits that fit in 64 bits and ends 32 bytes
    /// or more into `buf`; else `None`. As [`super::avx2`]'s `decimal_line`, two lines
    /// a register: each line's 32 bytes up to its newline in a 256-bit half, the digits
    /// joined by multiply-adds; the four values then put together in 64-bit lanes.
    #[target_feature(enable = "avx512f,avx512bw,avx512vbmi,avx512vbmi2,popcnt")]
    #[inline]
    pub(super) fn four_decimal_lines(
        buf: &[u8],
        start: usize,
        ends: &[usize; 4],
    ) -> Option<[u64; 4]> {
        let next = |end: usize| end.wrapping_add(1);
        let starts = [start, next(ends[0]), next(ends[1]), next(ends[2])];
        let mut in_line = [0u64; 2];
        let mut windows = [_mm512_setzero_si512(); 2];
        for k in 0..4 {
            let len = ends[k].checked_sub(starts[k])?;
            if !(1..=20).contains(&len) {
                return None;
            }
            let window: &[u8; 32] = buf.get(ends[k].checked_sub(32)?..)?.first_chunk()?;
            // SAFETY: an unaligned 32-byte load of a 32-byte array.
            let half = unsafe { _mm256_loadu_si256(window.as_ptr().cast()) };
            let (pair, upper) = (k / 2, k % 2);
            windows[pair] = if upper == 0 {
                _mm512_castsi256_si512(half)
            } else {
                _mm512_inserti64x4::<1>(windows[pair], half)
            };
            // The line's bytes: the last `len` of its half.
            in_line[pair] |=
                (u64::from(u32::MAX) << (32 - len) & u64::from(u32::MAX)) << (32 * upper);
        }
        let mut eights = [_mm512_setzero_si512(); 2];
        for pair in 0..2 {
            let digits =
                _mm512_maskz_sub_epi8(in_line[pair], windows[pair], _mm512_set1_epi8(b'0' as i8));
            // Bytes outside the line are zero here, so any byte past 9 is in it.
            if _mm512_cmpgt_epu8_mask(digits, _mm512_set1_epi8(9)) != 0 {
                return None;
            }
            eights[pair] = joined_eights!(
                digits,
                _mm512_set1_epi16,
                _mm512_set1_epi32,
                _mm512_maddubs_epi16,
                _mm512_madd_epi16,
                _mm512_packus_epi32
            );
        }
        // In each 256-bit half, 32-bit lane 1 holds the top four digits' value, lanes 4
        // and 5 the two eights below them; lanes 16 and up index the second register.
        let gather = |lanes: [i32; 4]| {
            let index = _mm512_setr_epi32(
                lanes[0], 0, lanes[1], 0, lanes[2], 0, lanes[3], 0, 0, 0, 0, 0, 0, 0, 0, 0,
            );
            _mm512_maskz_permutex2var_epi32(0x55, eights[0], index, eights[1])
        };
        let top = gather([1, 9, 17, 25]);
        let high = gather([4, 12, 20, 28]);
        let low = gather([5, 13, 21, 29]);
        let rest = _mm512_add_epi64(_mm512_mul_epu32(high, _mm512_set1_epi64(100_000_000)), low);
        // Fits in 64 bits: top * 10^16 + rest <= u64::MAX.
        let max_top = _mm512_set1_epi64(1844);
        let fits = _mm512_cmplt_epu64_mask(top, max_top)
            | _mm512_cmpeq_epu64_mask(top, max_top)
                & _mm512_cmple_epu64_mask(rest, _mm512_set1_epi64(6_744_073_709_551_615));
        if fits & 0xF != 0xF {
            return None;
        }
        // top * 10^16 = top * 5^8 * 5^8 << 16, each product's operands below 2^32.
        let five_to_8 = _mm512_set1_epi64(390_625);
        let top = _mm512_slli_epi64::<16>(_mm512_mul_epu32(
            _mm512_mul_epu32(top, five_to_8),
            five_to_8,
        ));
        let values = _mm512_castsi512_si256(_mm512_add_epi64(top, rest));
        let mut out = [0u64; 4];
        // SAFETY: the unaligned store writes exactly the 32 bytes of `out`.
        unsafe { _mm256_storeu_si256(out.as_mut_ptr().cast(), values) };
        Some(out)
    }

    /// The 64 bytes of `bytes` in a register.
    #[target_feature(enable = "avx512f")]
    #[inline]
    fn load(bytes: &[u8; 64]) -> __m512i {
        // SAFETY: an unaligned 64-byte load of a 64-byte array.
        unsafe { _mm512_loadu_si512(bytes.as_ptr().cast()) }
    }

    /// Bytes that must match in the first 64 bytes of a step: each line's `0x` and the
    /// first three lines' newlines.
    struct Frame {
        text: [u8; 64],
        mask: u64,
    }

    static FRAME: Frame = {
        let mut frame = Frame {
            text: [0; 64],
            mask: 0,
        };
        let mut line = 0;
        while line < 4 {
            let at = line * HEX_LINE;
            frame.text[at] = b'0';
            frame.text[at + 1] = b'x';
            frame.mask |= 0b11 << at;
            if line < 3 {
                frame.text[at + HEX_LINE - 1] = b'\n';
                frame.mask |= 1 << (at + HEX_LINE - 1);
            }
            line += 1;
        }
        frame
    };

    /// For `vpermt2b` over the step's two loads: output byte `16 * line + k` is the
    /// line's digit `15 - k` (least significant first), from the first load for the
    /// first three lines and from the second (indices 64 and up) for the fourth.
    static DIGITS: [u8; 64] = {
        let mut index = [0u8; 64];
        let mut j = 0;
        while j < 64 {
            let (line, k) = (j / 16, j % 16);
            let at = line * HEX_LINE + 2 + (15 - k);
            index[j] = if line < 3 { at } else { 64 + at - (STEP - 64) } as u8;
            j += 1;
        }
        index
    };
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cpu::Cpu;

    /// Lines of random digits in random case, some with one byte spoiled.
    fn sample(seed: u64, lines: usize) -> Vec<u8> {
        let mut rng = crate::rng::SplitMix64(seed);
        let mut text = Vec::new();
        for _ in 0..lines {
            let v = rng.next_u64();
            let mut line = format!("0x{v:016x}\n").into_bytes();
            if rng.next_u64().is_multiple_of(2) {
                line.make_ascii_uppercase();
                line[1] = b'x';
            }
            if rng.next_u64().is_multiple_of(16) {
                let at = (rng.next_u64() % HEX_LINE as u64) as usize;
                line[at] = (rng.next_u64() & 0xFF) as u8;
            }
            text.extend_from_slice(&line);
        }
        text
    }

    /// The plain answer: each line checked byte by byte and read by `from_str_radix`, up
    /// to the first line that is not exactly `0x` + 16 digits + newline.
    fn plain(buf: &[u8], room: usize) -> Vec<u64> {
        buf.chunks_exact(HEX_LINE)
            .take(room)
            .map_while(|l| {
                let digits = &l[2..18];
                let ok = l.starts_with(b"0x") && l[18] == b'\n';
                (ok && digits.iter().all(u8::is_ascii_hexdigit))
                    .then(|| u64::from_str_radix(std::str::from_utf8(digits).unwrap(), 16).unwrap())
            })
            .collect()
    }

    #[test]
    fn every_parser_stops_where_the_plain_parse_stops() {
        // Every parser the CPU can run.
        let parsers: Vec<HexLinesFn> = hex_line_parsers(Cpu::current()).collect();
        for seed in 0..3000 {
            let buf = sample(seed, (seed % 15) as usize);
            for cut in [0, 1, 18, 19, 20, 75, 76, 77, buf.len()] {
                let buf = &buf[..cut.min(buf.len())];
                for room in [0, 1, 2, 3, 4, 5, 8, 13] {
                    let expected = plain(buf, room);
                    for (i, parse) in parsers.iter().enumerate() {
                        let mut values = vec![0u64; room];
                        let n = parse(buf, &mut values);
                        assert_eq!(&values[..n], &expected[..], "parser {i}, seed {seed}");
                    }
                }
            }
        }
    }

    #[cfg(target_arch = "x86_64")]
    #[test]
    fn four_clean_lines_take_one_avx512_step() {
        let host = Cpu::current();
        if !host.can_run(crate::cpu::Features::of(&avx512::FEATURES)) {
            return;
        }
        let mut rng = crate::rng::SplitMix64(5);
        for _ in 0..1000 {
            let values: [u64; 4] = std::array::from_fn(|_| rng.next_u64() >> (rng.next_u64() % 64));
            let mut text = String::new();
            for (k, v) in values.iter().enumerate() {
                text += &match k % 2 {
                    0 => format!("0x{v:016x}\n"),
                    _ => format!("0x{v:016X}\n"),
                };
            }
            let lines: &[u8; avx512::STEP] = text.as_bytes().try_into().unwrap();
            // SAFETY: the detected host has the parser's features (checked above).
            assert_eq!(unsafe { avx512::four_lines(lines) }, Some(values), "{text}");
        }
    }

    /// A four-decimal-line step: the buffer, the first line's start, the four ends.
    #[cfg(target_arch = "x86_64")]
    type FourLines = fn(&[u8], usize, &[usize; 4]) -> Option<[u64; 4]>;

    /// Every four-decimal-line step the running CPU can run (AVX2, AVX-512).
    #[cfg(target_arch = "x86_64")]
    fn four_decimal_line_steps() -> Vec<(&'static str, FourLines)> {
        use crate::cpu::{Feature, Features};
        let host = Cpu::current();
        let mut steps: Vec<(&'static str, FourLines)> = Vec::new();
        if host.can_run(Features::of(&[Feature::Avx2])) {
            // SAFETY: the detected host has AVX2 (checked above).
            steps.push(("avx2", |b, s, e| unsafe {
                avx2::four_decimal_lines(b, s, e)
            }));
        }
        if host.can_run(Features::of(&avx512::FEATURES)) {
            // SAFETY: the detected host has the parser's features (checked above).
            steps.push(("avx512", |b, s, e| unsafe {
                avx512::four_decimal_lines(b, s, e)
            }));
        }
        steps
    }

    #[cfg(target_arch = "x86_64")]
    #[test]
    fn four_decimal_lines_take_one_step_when_all_fit() {
        let steps = four_decimal_line_steps();
        if steps.is_empty() {
            return; // Neither step runs on this CPU.
        }
        let mut rng = crate::rng::SplitMix64(11);
        let mut stepped = 0;
        for round in 0..5000 {
            // Random lengths, values near u64::MAX, leading zeros, a spoiled byte, and
            // now and then a line too long or empty.
            let lines: Vec<String> = (0..4)
                .map(|_| match rng.next_u64() % 10 {
                    0 => (u64::MAX - rng.next_u64() % 3).to_string(),
                    1 => format!("1844674407370955161{}", rng.next_u64() % 10),
                    2 if round % 5 == 0 => "123456789012345678901".to_string(),
                    3 if round % 7 == 0 => String::new(),
                    4 => format!("{:020}", rng.next_u64() >> (rng.next_u64() % 64)),
                    5 if round % 3 == 0 => {
                        let mut line = rng.next_u64().to_string().into_bytes();
                        let at = (rng.next_u64() % line.len() as u64) as usize;
                        line[at] = b"/:a \r"[(rng.next_u64() % 5) as usize];
                        String::from_utf8(line).unwrap()
                    }
                    _ => (rng.next_u64() >> (rng.next_u64() % 64)).to_string(),
                })
                .collect();
            let text = format!("{}\n{}\n", "0".repeat(31), lines.join("\n"));
            let mut ends = [0usize; 4];
            let mut at = 32;
            for (end, line) in ends.iter_mut().zip(&lines) {
                at += line.len();
                *end = at;
                at += 1;
            }
            let want: Option<Vec<u64>> = lines.iter().map(|l| l.parse().ok()).collect();
            for (name, step) in &steps {
                let got = step(text.as_bytes(), 32, &ends);
                assert_eq!(got.map(Vec::from), want, "{name}: {lines:?}");
                stepped += usize::from(got.is_some());
            }
        }
        assert!(stepped > 1500 * steps.len(), "{stepped} steps read");
        // Ends that are no lines (the first wraps past the others) read nothing, however
        // the lengths between them come out.
        let text = [b'1'; 64];
        for (name, step) in &steps {
            let wrapped = step(&text[40..], usize::MAX - 5, &[usize::MAX, 3, 7, 11]);
            assert_eq!(wrapped, None, "{name}");
        }
    }

    /// Decimal lines of every length 0 to 24, with leading zeros, values near and past
    /// `u64::MAX`, `0x` lines of 0 to 34 digits in either case, CRLF ends (and a `\r`
    /// alone at the start of a line) and spoiled bytes, so every way to stop occurs.
    fn plain_sample(seed: u64, lines: usize) -> Vec<u8> {
        let mut rng = crate::rng::SplitMix64(seed);
        let mut text = Vec::new();
        for _ in 0..lines {
            let len = (rng.next_u64() % 25) as usize;
            let mut line: Vec<u8> = match rng.next_u64() % 5 {
                4 => {
                    // Now and then far too many digits: a line of 33 bytes reaches
                    // before its 32-byte window.
                    let digits = format!("{:016x}{:016x}f0", rng.next_u64(), rng.next_u64());
                    let count = match rng.next_u64() % 4 {
                        0 => 19 + len % 16,
                        _ => len % 19,
                    };
                    let digits = &digits[..count];
                    let digits = if len.is_multiple_of(2) {
                        digits.to_string()
                    } else {
                        digits.to_ascii_uppercase()
                    };
                    format!("0x{digits}").into_bytes()
                }
                0 => (0..len)
                    .map(|_| b'0' + (rng.next_u64() % 10) as u8)
                    .collect(),
                1 => (u64::MAX - rng.next_u64() % 5).to_string().into_bytes(),
                2 => format!("{}{}", "0".repeat(len % 4), rng.next_u64() >> (len * 2)).into_bytes(),
                _ => format!("1844674407370955161{}", rng.next_u64() % 10).into_bytes(),
            };
            if rng.next_u64().is_multiple_of(8) && !line.is_empty() {
                let at = (rng.next_u64() % line.len() as u64) as usize;
                line[at] = (rng.next_u64() & 0xFF) as u8;
            }
            match rng.next_u64() % 16 {
                0 => line.push(b'\r'),
                1 => line.insert(0, b'\r'),
                _ => {}
            }
            line.push(b'\n');
            text.extend_from_slice(&line);
        }
        text
    }

    /// The plain answer: whole lines from `start` (a `\r` before the newline not part of
    /// the text), each 1 to 20 decimal digits read by `str::parse` or `0x` and 1 to 16 hex
    /// digits read by `from_str_radix`, up to the first that is not, or whose text ends in
    /// the first 32 bytes, or whose newline is in the last partial 64-byte window.
    /// Runs every parser on `buf` from `start` with room for `room` values, asserts that
    /// each reads what [`plain_parse`] reads and stops where it stops, and returns how
    /// many values each read.
    fn every_parser_parses_plainly(
        parsers: &[PlainLinesFn],
        buf: &[u8],
        start: usize,
        room: usize,
        at: &str,
    ) -> Vec<usize> {
        let (expected, end) = plain_parse(buf, start, room);
        let read = |(p, parse): (usize, &PlainLinesFn)| {
            let mut values = vec![0u64; room];
            let (n, parsed_end) = parse(buf, start, &mut values);
            assert_eq!(&values[..n], &expected[..], "parser {p}, {at}");
            assert_eq!(parsed_end, end, "parser {p}, {at}");
            n
        };
        parsers.iter().enumerate().map(read).collect()
    }

    fn plain_parse(buf: &[u8], start: usize, room: usize) -> (Vec<u64>, usize) {
        let whole = start + (buf.len() - start) / 64 * 64;
        let mut values = Vec::new();
        let mut at = start;
        while values.len() < room {
            let Some(len) = buf[at..].iter().position(|&b| b == b'\n') else {
                break;
            };
            let (end, line) = (at + len, &buf[at..at + len]);
            // A CRLF line's text ends before the `\r`.
            let line = line.strip_suffix(b"\r").unwrap_or(line);
            let parsed = match line {
                [b'0', b'x', digits @ ..] => (1..=16)
                    .contains(&digits.len())
                    .then(|| std::str::from_utf8(digits).ok())
                    .flatten()
                    .and_then(|t| u64::from_str_radix(t, 16).ok())
                    .filter(|_| digits.iter().all(u8::is_ascii_hexdigit)),
                _ => std::str::from_utf8(line)
                    .ok()
                    .and_then(|t| t.parse::<u64>().ok())
                    .filter(|_| line.len() <= 20 && line.iter().all(u8::is_ascii_digit)),
            };
            match parsed {
                Some(v) if at + line.len() >= 32 && end < whole => {
                    values.push(v);
                    at = end + 1;
                }
                _ => break,
            }
        }
        (values, at)
    }

    #[test]
    fn the_plain_line_parser_stops_where_the_plain_parse_stops() {
        let parsers: Vec<PlainLinesFn> = plain_line_parsers(Cpu::current()).collect();
        let mut parsed = 0;
        for seed in 0..3000 {
            let buf = plain_sample(seed, (seed % 40) as usize);
            for start in [0, 1, 33, 70] {
                for room in [0, 1, 5, 64] {
                    if start > buf.len() {
                        continue;
                    }
                    let at = format!("seed {seed}, start {start}");
                    parsed += every_parser_parses_plainly(&parsers, &buf, start, room, &at)
                        .iter()
                        .sum::<usize>();
                }
            }
        }
        // Long runs were read, not only stops.
        assert!(parsed > 20_000, "{parsed} values");
    }

    #[test]
    fn the_plain_line_parser_reads_runs_longer_than_a_round_of_line_ends() {
        let parsers: Vec<PlainLinesFn> = plain_line_parsers(Cpu::current()).collect();
        let mut rng = crate::rng::SplitMix64(7);
        // A clean run of 1500 lines of every length, or one bad line at a round's edges.
        for bad_at in [None, Some(0), Some(255), Some(256), Some(700)] {
            let mut text = Vec::new();
            for i in 0..1500 {
                if Some(i) == bad_at {
                    text.extend_from_slice(b"12x4\n");
                } else {
                    let v = rng.next_u64() >> (rng.next_u64() % 64);
                    text.extend_from_slice(format!("{v}\n").as_bytes());
                }
            }
            for start in [0, 33] {
                for room in [100, 256, 257, 1000, 2000] {
                    let at = format!("bad {bad_at:?}, room {room}");
                    for n in every_parser_parses_plainly(&parsers, &text, start, room, &at) {
                        // (From 0 the first line ends in the first 32 bytes, which stops it.)
                        if bad_at.is_none() && start == 33 {
                            assert!(n >= room.min(1400), "a long run: {n} of {room}");
                        }
                    }
                }
            }
        }
    }
}
