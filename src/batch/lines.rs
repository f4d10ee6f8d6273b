//! Lines of a stream, cut out of a read-ahead buffer in place.

use crate::aligned::ReadAhead;
use std::io::{self, Read};

/// Calls `on_line` with every line of `reader`, without its newline. Lines are cut out of
/// the reader's buffer in place; only a line that straddles two reads is copied, so memory
/// stays flat and the common line costs no allocation. Before each line, `fast` may
/// consume whole lines from `buf[start..]` itself and return how many bytes it used.
pub fn read_lines<R, S, E>(
    reader: R,
    state: &mut S,
    mut fast: impl FnMut(&mut S, &[u8], usize) -> Option<usize>,
    mut on_line: impl FnMut(&mut S, &[u8]) -> Result<(), E>,
) -> Result<(), E>
where
    R: Read + Send + 'static,
    E: From<io::Error>,
{
    let mut input = ReadAhead::new(reader, 1 << 18, 3);
    let mut carry: Vec<u8> = Vec::new();
    loop {
        let buf = input.next_chunk()?;
        if buf.is_empty() {
            if !carry.is_empty() {
                on_line(state, &carry)?;
            }
            return Ok(());
        }
        let mut start = 0;
        if !carry.is_empty() {
            let Some(end) = memchr::memchr(b'\n', buf) else {
                carry.extend_from_slice(buf);
                continue;
            };
            carry.extend_from_slice(&buf[..end]);
            on_line(state, &carry)?;
            carry.clear();
            start = end + 1;
        }
        loop {
            if let Some(used) = fast(state, buf, start) {
                start += used;
                continue;
            }
            let Some(offset) = find_newline(&buf[start..]) else {
                break;
            };
            on_line(state, &buf[start..start + offset])?;
            start += offset + 1;
        }
        carry.extend_from_slice(&buf[start..]);
    }
}

/// The first newline in `hay`. Batch lines are short: an inline SSE2 scan of 16 bytes at a
/// time beats a call into memchr's dispatched search for a 19-byte line.
#[inline]
pub fn find_newline(hay: &[u8]) -> Option<usize> {
    #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
    {
        let mut chunks = hay.chunks_exact(16);
        for (k, chunk) in chunks.by_ref().enumerate() {
            let chunk: &[u8; 16] = chunk.try_into().expect("chunks_exact(16)");
            // SAFETY: this code is compiled only with SSE2 enabled (the cfg above).
            let mask = unsafe { newline_mask(chunk) };
            if mask != 0 {
                return Some(16 * k + mask.trailing_zeros() as usize);
            }
        }
        let tail = chunks.remainder();
        memchr::memchr(b'\n', tail).map(|i| hay.len() - tail.len() + i)
    }
    #[cfg(not(all(target_arch = "x86_64", target_feature = "sse2")))]
    memchr::memchr(b'\n', hay)
}

/// Bit i set when `chunk[i]` is a newline.
#[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
#[target_feature(enable = "sse2")]
#[inline]
pub(crate) fn newline_mask(chunk: &[u8; 16]) -> i32 {
    use core::arch::x86_64::{_mm_cmpeq_epi8, _mm_loadu_si128, _mm_movemask_epi8, _mm_set1_epi8};
    // SAFETY: the unaligned load reads exactly the 16 bytes of `chunk`.
    let bytes = unsafe { _mm_loadu_si128(chunk.as_ptr().cast()) };
    _mm_movemask_epi8(_mm_cmpeq_epi8(bytes, _mm_set1_epi8(b'\n' as i8)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn find_newline_agrees_with_a_plain_search_at_every_position() {
        for len in 0..70 {
            for at in 0..=len {
                let mut hay = vec![b'x'; len];
                if at < len {
                    hay[at] = b'\n';
                    // A second newline later must not win.
                    if at + 3 < len {
                        hay[at + 3] = b'\n';
                    }
                }
                let plain = hay.iter().position(|&b| b == b'\n');
                assert_eq!(find_newline(&hay), plain, "len {len} at {at}");
            }
        }
    }

    #[test]
    fn read_lines_gives_every_line_without_its_newline() {
        // Lines longer than one read straddle buffers: 1 << 18 bytes each.
        let long = "y".repeat((1 << 18) + 5);
        let text = format!("a\n\nbc\n{long}\nlast");
        let mut got: Vec<Vec<u8>> = Vec::new();
        read_lines::<_, _, io::Error>(
            io::Cursor::new(text.clone().into_bytes()),
            &mut got,
            |_, _, _| None,
            |got, line| {
                got.push(line.to_vec());
                Ok(())
            },
        )
        .unwrap();
        let want: Vec<Vec<u8>> = text.split('\n').map(|l| l.as_bytes().to_vec()).collect();
        assert_eq!(got, want);
    }
}
