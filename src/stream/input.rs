//! Cutting a read buffer into lines and reading one line: newlines found 64 bytes per
//! step, plain numbers (hex of any width, decimal, `0b` binary) by a scalar path without
//! the grammar, everything else by the run's [`ParseLine`].

use super::ParseLine;
use crate::parse::hex_number;
#[cfg(test)]
use crate::parse::parse_value;

/// What one input line holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Line {
    /// A value.
    Value(u64),
    /// A blank or `#` comment line.
    Skip,
    /// A line that is not a VALUE, with the message to report.
    Bad(String),
}

/// The UTF-8 byte order mark, skipped at the start of the input.
const BOM: &[u8] = b"\xEF\xBB\xBF";

/// Reads one line (without its newline); `first` is true for the input's first line,
/// which may start with a byte order mark; `parse` reads what is not a plain number.
#[inline(always)]
pub(super) fn read_line(raw: &[u8], first: bool, parse: ParseLine<'_>) -> Line {
    let raw = raw.strip_suffix(b"\r").unwrap_or(raw);
    match plain_number(raw) {
        Some(v) => Line::Value(v),
        None => read_other_line(raw, first, parse),
    }
}

/// [`read_line`] for a line that is not a plain number (without its `\r`).
#[inline(never)]
fn read_other_line(mut raw: &[u8], first: bool, parse: ParseLine<'_>) -> Line {
    if first {
        raw = raw.strip_prefix(BOM).unwrap_or(raw);
        if let Some(v) = plain_number(raw) {
            return Line::Value(v);
        }
    }
    let text = match std::str::from_utf8(raw) {
        Ok(text) => text.trim(),
        Err(e) => return Line::Bad(format!("invalid UTF-8 at byte {}", e.valid_up_to() + 1)),
    };
    if text.is_empty() || text.starts_with('#') {
        return Line::Skip;
    }
    // A plain number between blanks needs no grammar either.
    if let Some(v) = plain_number(text.as_bytes()) {
        return Line::Value(v);
    }
    match parse(text) {
        Ok(v) => Line::Value(v),
        Err(message) => Line::Bad(message),
    }
}

/// A plain number the grammar would read to the same value: `0x` (or `0X`) and 1 to 16
/// hex digits, `0b` and 1 to 64 binary digits, or 1 to 20 decimal digits that fit in 64
/// bits. Anything else (signs, `_`, spaces, overflow) is left to the grammar, which also
/// words the errors.
#[inline]
pub(super) fn plain_number(raw: &[u8]) -> Option<u64> {
    match raw {
        [b'0', b'x' | b'X', digits @ ..] => hex_number(digits),
        [b'0', b'b', digits @ ..] => binary(digits),
        _ => decimal(raw),
    }
}

/// 1 to 64 binary digits.
#[inline]
fn binary(digits: &[u8]) -> Option<u64> {
    if digits.is_empty() || digits.len() > 64 {
        return None;
    }
    let mut value = 0u64;
    for &b in digits {
        let bit = b.wrapping_sub(b'0');
        if bit > 1 {
            return None;
        }
        value = value << 1 | u64::from(bit);
    }
    Some(value)
}

/// 1 to 20 decimal digits, `None` when a byte is not a digit or the number does not fit
/// in 64 bits. From eight digits on, eight at a time with no branch per digit: the first
/// `len % 8` digits as one word padded with `'0'` bytes, then the whole words.
#[inline]
pub(super) fn decimal(digits: &[u8]) -> Option<u64> {
    const E8: u64 = 100_000_000;
    let len = digits.len();
    if !(8..=20).contains(&len) {
        return short_decimal(digits);
    }
    let head = len % 8;
    let first = u64::from_le_bytes(*digits.first_chunk::<8>()?);
    // The head's digits in the word's top bytes, `'0'` below them (two shifts: a head
    // of none shifts by 64).
    let padded = (first << (8 * (7 - head)) << 8) | (0x3030_3030_3030_3030 >> (8 * head));
    let mut value = eight_digits(padded)?;
    for eight in digits[head..].chunks_exact(8) {
        let word = eight_digits(u64::from_le_bytes(eight.try_into().ok()?))?;
        value = value.checked_mul(E8)?.checked_add(word)?;
    }
    Some(value)
}

/// 1 to 7 decimal digits (0 or more than 20: `None`), a digit at a time.
#[inline]
fn short_decimal(digits: &[u8]) -> Option<u64> {
    if digits.is_empty() || digits.len() > 20 {
        return None;
    }
    let mut value = 0u64;
    for &b in digits {
        let d = b.wrapping_sub(b'0');
        if d > 9 {
            return None;
        }
        value = value * 10 + u64::from(d);
    }
    Some(value)
}

/// Eight ASCII digits, the first in the lowest byte, as a number (SWAR: pairs, then
/// quads, then the whole, by three multiplications); `None` when a byte is not a digit.
#[inline(always)]
fn eight_digits(chunk: u64) -> Option<u64> {
    const HIGH: u64 = 0xF0F0_F0F0_F0F0_F0F0;
    // A digit's high nibble is 3, and adding 6 to its low nibble does not carry into it.
    let sixes = chunk.wrapping_add(0x0606_0606_0606_0606);
    if (chunk & HIGH) | ((sixes & HIGH) >> 4) != 0x3333_3333_3333_3333 {
        return None;
    }
    let v = chunk - 0x3030_3030_3030_3030;
    let v = v.wrapping_mul(10).wrapping_add(v >> 8);
    let low = (v & 0x0000_00FF_0000_00FF).wrapping_mul(100 + (1_000_000 << 32));
    let high = (v >> 16 & 0x0000_00FF_0000_00FF).wrapping_mul(1 + (10_000 << 32));
    Some(low.wrapping_add(high) >> 32)
}

/// Finds newlines in one buffer, keeping a 64-byte window's newline bits between calls:
/// short lines then cost a shift and a trailing-zero count each.
pub(super) struct Newlines<'a> {
    buf: &'a [u8],
    /// Start of the window `mask` describes.
    base: usize,
    /// Bit `i` set when `buf[base + i]` is a newline.
    mask: u64,
}

impl<'a> Newlines<'a> {
    /// A finder over `buf`.
    pub(super) fn new(buf: &'a [u8]) -> Newlines<'a> {
        Newlines {
            buf,
            base: usize::MAX,
            mask: 0,
        }
    }

    /// The position of the first newline at or after `from`.
    #[inline]
    pub(super) fn next_from(&mut self, from: usize) -> Option<usize> {
        let mut at = from;
        loop {
            if at >= self.base && at - self.base < 64 {
                let mask = self.mask & (u64::MAX << (at - self.base));
                if mask != 0 {
                    return Some(self.base + mask.trailing_zeros() as usize);
                }
                at = self.base + 64;
            }
            if at >= self.buf.len() {
                return None;
            }
            self.base = at;
            self.mask = newline_bits(&self.buf[at..]);
        }
    }
}

/// Bit `i` set when `bytes[i]` is a newline, for the first 64 bytes (fewer at the end).
#[inline]
fn newline_bits(bytes: &[u8]) -> u64 {
    #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
    if let Some(window) = bytes.first_chunk::<64>() {
        let mut mask = 0u64;
        for (k, part) in window.chunks_exact(16).enumerate() {
            let part: &[u8; 16] = part.try_into().expect("chunks_exact(16)");
            // SAFETY: this code is compiled only with SSE2 enabled (the cfg above).
            let bits = unsafe { newline_mask(part) };
            mask |= u64::from(bits as u16) << (16 * k);
        }
        return mask;
    }
    bytes
        .iter()
        .take(64)
        .enumerate()
        .fold(0, |mask, (i, &b)| mask | u64::from(b == b'\n') << i)
}

/// Bit i set when `chunk[i]` is a newline.
#[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
#[target_feature(enable = "sse2")]
#[inline]
fn newline_mask(chunk: &[u8; 16]) -> i32 {
    use core::arch::x86_64::{_mm_cmpeq_epi8, _mm_loadu_si128, _mm_movemask_epi8, _mm_set1_epi8};
    // SAFETY: the unaligned load reads exactly the 16 bytes of `chunk`.
    let bytes = unsafe { _mm_loadu_si128(chunk.as_ptr().cast()) };
    _mm_movemask_epi8(_mm_cmpeq_epi8(bytes, _mm_set1_epi8(b'\n' as i8)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_numbers_agree_with_the_grammar() {
        let mut rng = crate::rng::SplitMix64(7);
        for round in 0..20_000u32 {
            let x = rng.next_u64() >> (rng.next_u64() % 64);
            let mut texts = vec![
                format!("{x}"),
                format!("{x:#x}"),
                format!("{x:#b}"),
                format!("000{x}"),
                format!("0X{x:X}"),
                format!("0X{x:x}"),
            ];
            // Spoil one byte of some, with every byte value over the run.
            let mut spoiled = format!("{x}").into_bytes();
            let at = round as usize % spoiled.len();
            spoiled[at] = (round % 256) as u8;
            texts.push(String::from_utf8_lossy(&spoiled).into_owned());
            for text in &texts {
                let fast = plain_number(text.as_bytes());
                let grammar = parse_value(text).ok().map(|b| b.0);
                if let Some(v) = fast {
                    assert_eq!(Some(v), grammar, "{text}");
                }
            }
            assert_eq!(plain_number(texts[0].as_bytes()), Some(x));
            assert_eq!(plain_number(texts[2].as_bytes()), Some(x));
            assert_eq!(plain_number(texts[4].as_bytes()), Some(x));
        }
        assert_eq!(plain_number(b"18446744073709551615"), Some(u64::MAX));
        assert_eq!(plain_number(b"18446744073709551616"), None);
        assert_eq!(plain_number(b"99999999999999999999"), None);
        assert_eq!(plain_number(b"12345678:"), None);
        assert_eq!(plain_number(b"0b"), None);
        assert_eq!(plain_number(b"0b12"), None);
        assert_eq!(plain_number(b""), None);
    }

    #[test]
    fn decimals_of_every_length_and_a_bad_byte_at_every_place() {
        let mut rng = crate::rng::SplitMix64(11);
        for len in 1..=20usize {
            for _ in 0..200 {
                let text: String = (0..len)
                    .map(|_| char::from(b'0' + (rng.next_u64() % 10) as u8))
                    .collect();
                assert_eq!(decimal(text.as_bytes()), text.parse::<u64>().ok(), "{text}");
                for at in 0..len {
                    for bad in [b'/', b':', b'a', b' ', 0xff] {
                        let mut spoiled = text.clone().into_bytes();
                        spoiled[at] = bad;
                        assert_eq!(decimal(&spoiled), None, "{text} at {at}");
                    }
                }
            }
        }
    }

    #[test]
    fn lines_read_as_the_batch_mode_reads_them() {
        assert_eq!(
            read_line(b"0xff\r", false, &super::super::parse_line),
            Line::Value(255)
        );
        assert_eq!(
            read_line(b"\xEF\xBB\xBFe4", true, &super::super::parse_line),
            Line::Value(1 << 28)
        );
        assert!(matches!(
            read_line(b"\xEF\xBB\xBFe4", false, &super::super::parse_line),
            Line::Bad(_)
        ));
        assert_eq!(
            read_line(b"  # note", false, &super::super::parse_line),
            Line::Skip
        );
        assert_eq!(
            read_line(b" \r", false, &super::super::parse_line),
            Line::Skip
        );
        assert_eq!(
            read_line(b" 0X1F \r", false, &super::super::parse_line),
            Line::Value(31)
        );
        assert_eq!(
            read_line(b"\t12345  ", false, &super::super::parse_line),
            Line::Value(12345)
        );
        assert_eq!(
            read_line(b" rank1 | h8 ", false, &super::super::parse_line),
            Line::Value(0x80000000000000ff)
        );
        assert_eq!(
            read_line(b"\xff", false, &super::super::parse_line),
            Line::Bad("invalid UTF-8 at byte 1".into())
        );
        assert!(
            matches!(read_line(b"bad", false, &super::super::parse_line), Line::Bad(m) if m.starts_with("unknown name 'bad'"))
        );
    }

    #[test]
    fn newlines_are_found_across_windows() {
        let mut rng = crate::rng::SplitMix64(3);
        for len in [0usize, 1, 63, 64, 65, 200, 1000] {
            let buf: Vec<u8> = (0..len)
                .map(|_| {
                    if rng.next_u64().is_multiple_of(5) {
                        b'\n'
                    } else {
                        b'x'
                    }
                })
                .collect();
            let mut finder = Newlines::new(&buf);
            for from in 0..=len {
                let plain = buf[from..]
                    .iter()
                    .position(|&b| b == b'\n')
                    .map(|i| from + i);
                assert_eq!(finder.next_from(from), plain, "len {len} from {from}");
            }
        }
    }
}
