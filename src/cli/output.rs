//! The one buffered writer on standard output, and reports printed in the chosen format.

use bbtool::bitboard::Bitboard;
use bbtool::render::{Format, Outcome, Report};
use std::io::{self, BufWriter, Write};

/// Standard output (locked) or another sink, buffered, with the format and colour
/// reports print in.
pub struct Output {
    out: BufWriter<Box<dyn Write>>,
    format: Format,
    color: bool,
}

impl Output {
    /// Standard output in `format`, coloured when `color`.
    pub fn stdout(format: Format, color: bool) -> Output {
        Output::new(Box::new(io::stdout().lock()), format, color)
    }

    /// `sink` in `format`, coloured when `color`.
    pub fn new(sink: Box<dyn Write>, format: Format, color: bool) -> Output {
        Output {
            out: BufWriter::with_capacity(1 << 16, sink),
            format,
            color,
        }
    }

    /// True when the format shows more than the bare result (human or JSON), so commands
    /// only build diagrams and extra fields when they will be printed.
    pub fn detailed(&self) -> bool {
        matches!(self.format, Format::Human | Format::Json)
    }

    /// Prints a report in the chosen format.
    pub fn emit(&mut self, report: &Report) -> io::Result<()> {
        if !self.detailed() {
            return self.emit_outcome(&report.outcome);
        }
        let text = report.render(self.format, self.color);
        self.out.write_all(text.as_bytes())
    }

    /// Prints a bare result in a machine format, without building a [`Report`]: batch
    /// commands call it directly when [`Output::detailed`] is false, since it is their hot
    /// path.
    #[inline]
    pub fn emit_outcome(&mut self, outcome: &Outcome) -> io::Result<()> {
        match (outcome, self.format) {
            (Outcome::Number(n), _) | (Outcome::Board(Bitboard(n)), Format::Dec) => {
                // One write of the digits and the newline: this is the batch hot path.
                let mut digits = itoa::Buffer::new();
                let text = digits.format(*n).as_bytes();
                let mut line = [b'\n'; 21];
                line[..text.len()].copy_from_slice(text);
                self.out.write_all(&line[..=text.len()])
            }
            (Outcome::Board(bb), Format::Hex) => self.out.write_all(&hex_line(bb.0)),
            (Outcome::Sequence(list), format) if format != Format::Squares => {
                // Indices straight into the output: serialization prints many per line.
                let mut digits = itoa::Buffer::new();
                for (k, square) in list.iter().enumerate() {
                    if k > 0 {
                        self.out.write_all(b" ")?;
                    }
                    self.out
                        .write_all(digits.format(square.index()).as_bytes())?;
                }
                self.out.write_all(b"\n")
            }
            _ => {
                let text = Report::new("", outcome.clone()).render(self.format, self.color);
                self.out.write_all(text.as_bytes())
            }
        }
    }

    /// Writes raw bytes (tables, lists, batch digits).
    pub fn write_all(&mut self, bytes: &[u8]) -> io::Result<()> {
        self.out.write_all(bytes)
    }

    /// Drops buffered output unprinted: a failed command prints nothing after the error.
    pub fn discard(self) {
        let _ = self.out.into_parts();
    }

    /// Flushes the output.
    pub fn flush(&mut self) -> io::Result<()> {
        self.out.flush()
    }
}

/// `0x`, 16 lowercase hex digits and a newline.
fn hex_line(v: u64) -> [u8; 19] {
    const DIGITS: &[u8; 16] = b"0123456789abcdef";
    let mut out = *b"0x0000000000000000\n";
    for i in 0..16 {
        out[17 - i] = DIGITS[(v >> (4 * i) & 15) as usize];
    }
    out
}

impl Write for Output {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.out.write(buf)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.out.flush()
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn hex_line_matches_format() {
        for v in [0, 1, 0x8041_221c_141c_2241, u64::MAX, 1 << 63] {
            assert_eq!(
                super::hex_line(v).to_vec(),
                format!("{v:#018x}\n").into_bytes()
            );
        }
    }
}
