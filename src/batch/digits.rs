//! Small results as text without the formatting machinery: decimal lines of 0..=255 by
//! table, and `0x` + 16 hex digit lines.

use std::io::{self, Write};

/// Lines mapped per call of a batch function: enough to amortise the call, small enough
/// to stay in registers and L1.
pub const BLOCK: usize = 256;

/// Output digits gathered without a growable buffer: this is the batch hot path.
const DIGITS_CAP: usize = 1 << 16;

/// The decimal text of 0..=255 and a newline, padded to four bytes, with its length: one
/// unaligned four-byte store per number.
static SMALL_DECIMALS: [([u8; 4], u8); 256] = {
    let mut table = [([0u8; 4], 0u8); 256];
    let mut n = 0;
    while n < 256 {
        let (h, t, u) = ((n / 100) as u8, (n / 10 % 10) as u8, (n % 10) as u8);
        table[n] = match n {
            0..=9 => ([b'0' + u, b'\n', 0, 0], 2),
            10..=99 => ([b'0' + t, b'0' + u, b'\n', 0], 3),
            _ => ([b'0' + h, b'0' + t, b'0' + u, b'\n'], 4),
        };
        n += 1;
    }
    table
};

/// Decimal results, one per line, gathered until [`Digits::flush`].
pub struct Digits {
    bytes: [u8; DIGITS_CAP],
    len: usize,
}

impl Default for Digits {
    fn default() -> Digits {
        Digits::new()
    }
}

impl Digits {
    /// An empty buffer (64 KiB, on the caller's stack).
    pub fn new() -> Digits {
        Digits {
            bytes: [0; DIGITS_CAP],
            len: 0,
        }
    }

    /// True when a whole block of numbers fits.
    #[inline(always)]
    pub fn has_room(&self) -> bool {
        self.len <= DIGITS_CAP - 4 * BLOCK
    }

    /// Appends each number of `numbers` (at most a [`BLOCK`]) and a newline; the caller
    /// checked [`Digits::has_room`].
    #[inline(always)]
    pub fn push_small(&mut self, numbers: &[u8]) {
        // A local length: kept in the struct, each store would wait for the previous one.
        let mut len = self.len;
        for &n in numbers {
            let (text, width) = SMALL_DECIMALS[usize::from(n)];
            self.bytes[len..len + 4].copy_from_slice(&text);
            len += usize::from(width);
        }
        self.len = len;
    }

    /// Writes everything gathered so far to `out`.
    pub fn flush(&mut self, out: &mut impl Write) -> io::Result<()> {
        out.write_all(&self.bytes[..self.len])?;
        self.len = 0;
        Ok(())
    }
}

/// `0x`, 16 lowercase hex digits and a newline.
pub fn hex_line(v: u64) -> [u8; 19] {
    const DIGITS: &[u8; 16] = b"0123456789abcdef";
    let mut out = *b"0x0000000000000000\n";
    for i in 0..16 {
        out[17 - i] = DIGITS[(v >> (4 * i) & 15) as usize];
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_decimals_match_format_for_every_byte() {
        let numbers: Vec<u8> = (0..=255).collect();
        let mut digits = Digits::new();
        digits.push_small(&numbers);
        let mut out = Vec::new();
        digits.flush(&mut out).unwrap();
        let want: String = numbers.iter().map(|n| format!("{n}\n")).collect();
        assert_eq!(String::from_utf8(out).unwrap(), want);
    }

    #[test]
    fn hex_line_matches_format() {
        for v in [0, 1, 0x8041_221c_141c_2241, u64::MAX, 1 << 63] {
            assert_eq!(hex_line(v).to_vec(), format!("{v:#018x}\n").into_bytes());
        }
    }
}
