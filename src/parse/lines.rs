//! Runs of fixed-width hex lines (`0x`, 16 digits, a newline): the common batch input,
//! parsed several lines per step instead of through the grammar.

use crate::cpu::Host;

/// The bytes of one fixed-width line: `0x`, 16 hex digits and the newline.
pub const HEX_LINE: usize = 19;

/// Parses fixed-width lines from the start of a buffer into `values`, for as many lines as
/// have that form, fit whole in the buffer and fit in `values`; returns how many.
pub type HexLinesFn = fn(&[u8], &mut [u64]) -> usize;

/// The fastest line parser the running CPU can run: two lines per AVX2 register, else
/// SSE2.
pub fn hex_lines_for(host: &Host) -> HexLinesFn {
    #[cfg(target_arch = "x86_64")]
    if host.can_run(crate::cpu::Features::of(&[crate::cpu::Feature::Avx2])) {
        /// Safe entry to the AVX2 parser, named only in this branch.
        fn hex_lines_avx2(buf: &[u8], values: &mut [u64]) -> usize {
            // SAFETY: this function is named only here, returned after the detected
            // `Host` showed AVX2 usable.
            unsafe { avx2::hex_lines(buf, values) }
        }
        return hex_lines_avx2;
    }
    let _ = host;
    hex_lines_one_by_one
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

    /// The values of two runs of 16 hex digits, or `None` when a byte is not a hex digit.
    #[target_feature(enable = "avx2")]
    fn digits_of_two(first: &[u8], second: &[u8]) -> Option<(u64, u64)> {
        assert!(first.len() == 16 && second.len() == 16);
        // SAFETY: an unaligned 16-byte load of a slice just checked to be 16 bytes long.
        let high = unsafe { _mm_loadu_si128(second.as_ptr().cast()) };
        // SAFETY: as for `high`.
        let low = unsafe { _mm_loadu_si128(first.as_ptr().cast()) };
        let v = _mm256_set_m128i(high, low);
        let splat = |b: u8| _mm256_set1_epi8(b as i8);
        // Offsets from '0' and (case folded) from 'a'; a digit or letter is in range
        // exactly when the unsigned minimum with the range's top leaves it unchanged.
        let digit = _mm256_sub_epi8(v, splat(b'0'));
        let is_digit = _mm256_cmpeq_epi8(_mm256_min_epu8(digit, splat(9)), digit);
        let letter = _mm256_sub_epi8(_mm256_or_si256(v, splat(0x20)), splat(b'a'));
        let is_letter = _mm256_cmpeq_epi8(_mm256_min_epu8(letter, splat(5)), letter);
        if _mm256_movemask_epi8(_mm256_or_si256(is_digit, is_letter)) != -1 {
            return None;
        }
        let nibbles = _mm256_blendv_epi8(_mm256_add_epi8(letter, splat(10)), digit, is_digit);
        // Each byte pair (high nibble first) becomes 16 * high + low in a 16-bit lane.
        let bytes = _mm256_maddubs_epi16(nibbles, _mm256_set1_epi16(0x0110));
        let packed = _mm256_packus_epi16(bytes, bytes);
        // The first digit pair is the most significant byte of each value.
        let a = _mm256_extract_epi64::<0>(packed) as u64;
        let b = _mm256_extract_epi64::<2>(packed) as u64;
        Some((a.swap_bytes(), b.swap_bytes()))
    }
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
        // The portable parser, and the one detection picks (AVX2 where the CPU has it).
        let parsers = [hex_lines_one_by_one, hex_lines_for(Cpu::current())];
        for seed in 0..2000 {
            let buf = sample(seed, (seed % 9) as usize);
            for cut in [0, 1, 18, 19, 20, buf.len()] {
                let buf = &buf[..cut.min(buf.len())];
                for room in [0, 1, 2, 3, 8] {
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
}
