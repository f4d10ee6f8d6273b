//! The one buffered writer on standard output, and reports printed in the chosen format.
//!
//! A command's output is held in memory (up to [`HOLD`]) until the command succeeds or
//! flushes: a command that fails prints nothing on standard output, whatever the size of
//! what it had written. The [`Write`] trait, which the batch pipeline writes through, is
//! the streaming path: it releases what is held and writes through the buffer.
//! Standard output that is closed or cannot be written is an error naming it, as in
//! coreutils ("cannot write standard output: Bad file descriptor").

use bbtool::bitboard::Bitboard;
use bbtool::render::{Format, Outcome, Report};
use std::io::{self, BufWriter, Write};

/// Output a command may write before any of it reaches standard output; past it, output
/// streams. A single invocation's operands fit in the kernel's argument limit (2 MiB),
/// so their output fits here and a late bad operand still leaves standard output empty.
pub const HOLD: usize = 32 << 20;

/// Standard output (or another sink), held then buffered, with the format and colour
/// reports print in.
pub struct Output {
    out: BufWriter<Box<dyn Write>>,
    /// Output written but not yet released to `out`.
    held: Vec<u8>,
    /// False once output streams (past [`HOLD`], or after a flush).
    holding: bool,
    format: Format,
    color: bool,
}

impl Output {
    /// Standard output in `format`, coloured when `color`.
    pub fn stdout(format: Format, color: bool) -> Output {
        Output::new(Box::new(StandardOutput::open()), format, color)
    }

    /// `sink` in `format`, coloured when `color`.
    pub fn new(sink: Box<dyn Write>, format: Format, color: bool) -> Output {
        Output {
            out: BufWriter::with_capacity(1 << 16, sink),
            held: Vec::new(),
            holding: true,
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
        self.hold(text.as_bytes())
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
                self.hold(&line[..=text.len()])
            }
            (Outcome::Board(bb), Format::Hex) => self.hold(&hex_line(bb.0)),
            (Outcome::Sequence(list), format) if format != Format::Squares => {
                // Indices straight into the output: serialization prints many per line.
                let mut digits = itoa::Buffer::new();
                for (k, square) in list.iter().enumerate() {
                    if k > 0 {
                        self.hold(b" ")?;
                    }
                    self.hold(digits.format(square.index()).as_bytes())?;
                }
                self.hold(b"\n")
            }
            _ => {
                let text = Report::new("", outcome.clone()).render(self.format, self.color);
                self.hold(text.as_bytes())
            }
        }
    }

    /// Writes raw bytes (tables, lists, batch digits).
    pub fn write_all(&mut self, bytes: &[u8]) -> io::Result<()> {
        self.hold(bytes)
    }

    /// Keeps `bytes` back until the command succeeds or flushes; past [`HOLD`], releases
    /// everything and streams from then on. A closed standard output fails here, on the
    /// first write, so an endless command stops at once.
    fn hold(&mut self, bytes: &[u8]) -> io::Result<()> {
        if !self.holding {
            return self.out.write_all(bytes);
        }
        if self.held.is_empty() {
            // Flushing the sink (no system call) fails at once on a closed standard output.
            self.out.get_mut().flush()?;
        }
        self.held.extend_from_slice(bytes);
        if self.held.len() > HOLD {
            self.release()?;
        }
        Ok(())
    }

    /// Writes what is held to the buffer and streams from then on.
    fn release(&mut self) -> io::Result<()> {
        self.holding = false;
        let held = std::mem::take(&mut self.held);
        self.out.write_all(&held)
    }

    /// Drops held and buffered output unprinted: a failed command prints nothing.
    pub fn discard(self) {
        let _ = self.out.into_parts();
    }

    /// Releases what is held and flushes: the command vouches for everything written.
    pub fn flush(&mut self) -> io::Result<()> {
        self.release()?;
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

/// The streaming path (the batch pipeline): releases what is held, then writes through.
impl Write for Output {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        if self.holding {
            self.release()?;
        }
        self.out.write(buf)
    }

    fn flush(&mut self) -> io::Result<()> {
        Output::flush(self)
    }
}

/// Standard output, whose errors say they were writing standard output. Rust's own
/// `Stdout` reports success on a closed descriptor (EBADF), so on Unix this writes to a
/// duplicate of descriptor 1, and a closed one is found when the duplicate fails.
pub struct StandardOutput(Result<Box<dyn Write>, io::ErrorKind>, Option<i32>);

impl StandardOutput {
    /// Standard output, or the error every write will return when it is closed.
    pub fn open() -> StandardOutput {
        #[cfg(unix)]
        {
            use std::os::fd::AsFd;
            match io::stdout().as_fd().try_clone_to_owned() {
                Ok(_) if was_closed() => StandardOutput(Err(io::ErrorKind::Other), Some(EBADF)),
                Ok(fd) => StandardOutput(Ok(Box::new(std::fs::File::from(fd))), None),
                Err(e) => StandardOutput(Err(e.kind()), e.raw_os_error()),
            }
        }
        #[cfg(not(unix))]
        StandardOutput(Ok(Box::new(io::stdout())), None)
    }

    /// Runs `write` on standard output, naming it in any error.
    fn named<T>(&mut self, write: impl FnOnce(&mut dyn Write) -> io::Result<T>) -> io::Result<T> {
        let result = match &mut self.0 {
            Ok(sink) => write(sink.as_mut()),
            Err(kind) => Err(match self.1 {
                Some(code) => io::Error::from_raw_os_error(code),
                None => io::Error::from(*kind),
            }),
        };
        result.map_err(|e| io::Error::new(e.kind(), format!("cannot write standard output: {e}")))
    }
}

impl Write for StandardOutput {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.named(|out| out.write(buf))
    }

    fn flush(&mut self) -> io::Result<()> {
        self.named(|out| out.flush())
    }
}

/// `EBADF`, the error of a write to a closed descriptor.
#[cfg(unix)]
const EBADF: i32 = 9;

/// Whether descriptor 1 was closed when the process started, as recorded by
/// [`RECORD_STDOUT_AT_START`] before Rust's start-up code reopens a closed standard
/// descriptor onto `/dev/null` (after which a closed output and `/dev/null` look alike).
#[cfg(target_os = "linux")]
static STDOUT_CLOSED_AT_START: std::sync::atomic::AtomicBool =
    std::sync::atomic::AtomicBool::new(false);

/// A constructor in `.init_array`, which the C runtime runs before `main` and so before
/// Rust's start-up code (std reads its arguments the same way on Linux).
#[cfg(target_os = "linux")]
#[used]
#[unsafe(link_section = ".init_array")]
static RECORD_STDOUT_AT_START: extern "C" fn() = {
    extern "C" fn record() {
        // SAFETY: F_GETFD reads a descriptor's flags; on any descriptor number it either
        // returns them or fails with EBADF, touching no memory of ours.
        let closed = unsafe { libc::fcntl(1, libc::F_GETFD) } == -1;
        STDOUT_CLOSED_AT_START.store(closed, std::sync::atomic::Ordering::Relaxed);
    }
    record
};

/// True when descriptor 1 was closed when bbtool started (Linux; elsewhere a closed
/// output is the `/dev/null` Rust's start-up code put there).
#[cfg(unix)]
fn was_closed() -> bool {
    #[cfg(target_os = "linux")]
    return STDOUT_CLOSED_AT_START.load(std::sync::atomic::Ordering::Relaxed);
    #[cfg(not(target_os = "linux"))]
    false
}

/// `n` and the noun for `n` of a thing (`1 bit`, `2 bits`).
pub fn counted(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
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
