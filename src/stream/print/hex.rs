//! Hex lines (`0x`, sixteen digits, a newline) for a whole block: one SSE2 register a
//! line, or with AVX-512 VBMI four lines a step, their 76 bytes laid out by byte
//! permutes.

use super::{FormatLinesFn, OutBuf, hex16};
use crate::cpu::Host;

/// The bytes of one hex line.
pub(super) const LINE: usize = 19;

/// Every hex line formatter the running CPU can run, the fastest last: SSE2 (or
/// portable), AVX-512 VBMI.
pub(super) fn hex_formatters(host: &Host) -> impl Iterator<Item = FormatLinesFn> {
    use crate::cpu::Features;
    /// Safe entry to the AVX-512 formatter, named only in the table below.
    #[cfg(target_arch = "x86_64")]
    fn hex_lines_avx512(out: &mut OutBuf, values: &[u64]) {
        // SAFETY: this function is named only in the table below, whose entries are
        // returned only when the detected `Host` can run their features.
        unsafe { avx512::hex_lines(out, values) }
    }
    let table: [(Features, FormatLinesFn); _] = [
        (Features::NONE, hex_lines),
        #[cfg(target_arch = "x86_64")]
        (Features::of(&avx512::FEATURES), hex_lines_avx512),
    ];
    host.runnable(table)
}

/// The fastest hex line formatter the running CPU can run.
pub(super) fn hex_formatter_for(host: &Host) -> FormatLinesFn {
    hex_formatters(host).last().unwrap_or(hex_lines)
}

/// The hex lines of a block, one at a time.
pub(super) fn hex_lines(out: &mut OutBuf, values: &[u64]) {
    values.iter().for_each(|&v| hex_line(out, v));
}

/// `0x`, 16 digits and a newline: one 16-byte store between two small ones.
#[inline(always)]
fn hex_line(out: &mut OutBuf, v: u64) {
    let mut line = *b"0x0000000000000000\n";
    line[2..18].copy_from_slice(&hex16(v));
    out.put(&line, LINE);
}

#[cfg(target_arch = "x86_64")]
mod avx512 {
    use super::{LINE, OutBuf, hex_line};
    use crate::cpu::Feature;
    use core::arch::x86_64::*;

    /// What the four-line step needs: VBMI's byte permutes and multishift, BW's byte
    /// blends.
    pub(super) const FEATURES: [Feature; 3] =
        [Feature::Avx512f, Feature::Avx512bw, Feature::Avx512vbmi];

    /// Lines a step: one value per 128-bit lane.
    const STEP: usize = 4;

    /// The layout of 64 bytes of a step's output: for each byte, the digit it takes (an index
    /// into the step's 64 digits) or, where `fixed` has its bit, the byte of `text`.
    #[repr(C, align(64))]
    struct Layout {
        index: [u8; 64],
        text: [u8; 64],
        fixed: u64,
    }

    /// The layout of the step's output from byte `start`: line `k` is `0x`, digits
    /// `16k..16k+16` and a newline at `19k`; bytes past the fourth line are don't-cares.
    const fn layout(start: usize) -> Layout {
        let mut layout = Layout {
            index: [0; 64],
            text: [0; 64],
            fixed: 0,
        };
        let mut i = 0;
        while i < 64 {
            let (line, column) = ((start + i) / LINE, (start + i) % LINE);
            match column {
                0 | 1 | 18 => {
                    layout.text[i] = match column {
                        0 => b'0',
                        1 => b'x',
                        _ => b'\n',
                    };
                    layout.fixed |= 1 << i;
                }
                _ if line < STEP => layout.index[i] = (16 * line + column - 2) as u8,
                _ => {}
            }
            i += 1;
        }
        layout
    }

    /// The step's first 64 bytes, then the 12 after them (stored as 16).
    static LAYOUTS: [Layout; 2] = [layout(0), layout(64)];

    /// Each value's nibbles, most significant first: the bit offsets `vpmultishiftqb`
    /// takes its bytes from, per 64-bit half of a lane (digits 0-7, then 8-15).
    const NIBBLE_SHIFTS: [u8; 16] = [60, 56, 52, 48, 44, 40, 36, 32, 28, 24, 20, 16, 12, 8, 4, 0];

    /// [`super::hex_lines`] four lines a step: each value broadcast to a 128-bit lane,
    /// its sixteen nibbles picked by one `vpmultishiftqb`, made digits by a `vpshufb`
    /// table, and the 76 bytes of four lines laid out by two `vpermb` and blends with
    /// the `0x` and newlines.
    #[target_feature(enable = "avx512f,avx512bw,avx512vbmi")]
    pub(super) fn hex_lines(out: &mut OutBuf, values: &[u64]) {
        let (steps, rest) = values.as_chunks::<STEP>();
        let lanes = _mm512_setr_epi64(0, 0, 1, 1, 2, 2, 3, 3);
        let shifts = _mm512_broadcast_i32x4(load16(&NIBBLE_SHIFTS));
        let digits = _mm512_broadcast_i32x4(load16(b"0123456789abcdef"));
        let [first, second] = &LAYOUTS;
        let load = |bytes: &[u8; 64]| {
            // SAFETY: an unaligned load of exactly the 64 bytes of `bytes`.
            unsafe { _mm512_loadu_si512(bytes.as_ptr().cast()) }
        };
        let (first_index, first_text) = (load(&first.index), load(&first.text));
        let (second_index, second_text) = (load(&second.index), load(&second.text));
        for step in steps {
            // SAFETY: an unaligned load of exactly the 32 bytes of `step`.
            let four = unsafe { _mm256_loadu_si256(step.as_ptr().cast()) };
            let spread = _mm512_permutexvar_epi64(lanes, _mm512_castsi256_si512(four));
            let nibbles = _mm512_and_si512(
                _mm512_multishift_epi64_epi8(shifts, spread),
                _mm512_set1_epi8(0x0F),
            );
            let text = _mm512_shuffle_epi8(digits, nibbles);
            let head = _mm512_mask_blend_epi8(
                first.fixed,
                _mm512_permutexvar_epi8(first_index, text),
                first_text,
            );
            let tail = _mm512_castsi512_si128(_mm512_mask_blend_epi8(
                second.fixed,
                _mm512_permutexvar_epi8(second_index, text),
                second_text,
            ));
            let room = out.room::<80>();
            let (first64, last16) = room.split_at_mut(64);
            // SAFETY: an unaligned store of 64 bytes into the 64 bytes of `first64`.
            unsafe { _mm512_storeu_si512(first64.as_mut_ptr().cast(), head) };
            // SAFETY: an unaligned store of 16 bytes into the 16 bytes of `last16`.
            unsafe { _mm_storeu_si128(last16.as_mut_ptr().cast(), tail) };
            out.len += STEP * LINE;
        }
        for &v in rest {
            hex_line(out, v);
        }
    }

    /// The 16 bytes of `bytes` in a register.
    #[target_feature(enable = "sse2")]
    #[inline]
    fn load16(bytes: &[u8; 16]) -> __m128i {
        // SAFETY: an unaligned load of exactly the 16 bytes of `bytes`.
        unsafe { _mm_loadu_si128(bytes.as_ptr().cast()) }
    }
}

#[cfg(test)]
mod tests {
    use super::super::assert_split_block_formats;
    use super::*;
    use crate::cpu::Cpu;
    use crate::stream::BLOCK;

    #[test]
    fn hex_lines_match_format_by_every_formatter() {
        let mut rng = crate::rng::SplitMix64(11);
        let mut values = vec![
            0,
            u64::MAX,
            0x0123_4567_89ab_cdef,
            0xfedc_ba98_7654_3210,
            1 << 63,
            9,
            10,
        ];
        values.extend((0..2000).map(|_| rng.next_u64() >> (rng.next_u64() % 64)));
        let formatters: Vec<FormatLinesFn> = hex_formatters(Cpu::current()).collect();
        let mut out = OutBuf::new();
        for (k, chunk) in values.chunks(BLOCK).chain(values.chunks(7)).enumerate() {
            for &formatter in &formatters {
                // Split anywhere, so both parts take every length modulo the step.
                let n = k % (chunk.len() + 1);
                assert_split_block_formats(formatter, &mut out, chunk, n, |v| {
                    format!("0x{v:016x}\n")
                });
            }
        }
    }
}
