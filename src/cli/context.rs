//! The command context: the one buffered output, the global options, exit statuses and the
//! `-` batch mode that streams values from standard input.

use crate::aligned::ReadAhead;
use crate::bitboard::Bitboard;
use crate::catalogue::{Choice, Family, Selection};
use crate::cpu::{Cpu, Host};
use crate::parse::lines::{HEX_LINE, hex_lines_for};
use crate::parse::parse_value;
use crate::render::{Format, Outcome, Report};
use std::io::{self, BufWriter, StdoutLock, Write};

/// How a command ended when it did not fail.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Status {
    /// Exit 0.
    Success,
    /// A predicate was false: exit 1.
    False,
}

/// A bad input that has already been reported; only the exit status remains (2).
#[derive(Debug)]
pub struct AlreadyReported;

impl std::fmt::Display for AlreadyReported {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("errors were reported")
    }
}

impl std::error::Error for AlreadyReported {}

/// Everything a command needs: options, the CPU and the output.
pub struct Ctx {
    out: BufWriter<StdoutLock<'static>>,
    /// The output format.
    pub format: Format,
    /// Whether to colour human output.
    pub color: bool,
    /// `--method` / `--path`.
    pub choice: Choice,
    /// `--all-methods`.
    pub all_methods: bool,
    /// `-q`: predicates print nothing.
    pub quiet: bool,
    /// The running CPU.
    pub cpu: &'static Host,
    /// `--color white|black`: the pawns' side for attacks and pushes.
    pub side: Option<crate::attacks::Color>,
}

impl Ctx {
    /// A context writing to standard output.
    pub fn new(format: Format, color: bool, choice: Choice, all_methods: bool, quiet: bool) -> Ctx {
        Ctx {
            out: BufWriter::with_capacity(1 << 16, io::stdout().lock()),
            format,
            color,
            choice,
            all_methods,
            quiet,
            cpu: Cpu::current(),
            side: None,
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
    /// commands call it directly when [`Ctx::detailed`] is false, since it is their hot path.
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

    /// Writes raw text (tables, lists).
    pub fn write_str(&mut self, text: &str) -> io::Result<()> {
        self.out.write_all(text.as_bytes())
    }

    /// Drops buffered output unprinted: a failed command prints nothing after the error.
    pub fn discard(self) {
        let _ = self.out.into_parts();
    }

    /// Flushes the output.
    pub fn flush(&mut self) -> io::Result<()> {
        self.out.flush()
    }

    /// The method for `family` that the options ask for.
    pub fn select<F: Copy>(&self, family: &'static Family<F>) -> anyhow::Result<Selection<F>> {
        Ok(family.choose(self.cpu, &self.choice)?)
    }
}

/// `0x`, 16 lowercase hex digits and a newline, without the formatting machinery.
fn hex_line(v: u64) -> [u8; 19] {
    const DIGITS: &[u8; 16] = b"0123456789abcdef";
    let mut out = *b"0x0000000000000000\n";
    for i in 0..16 {
        out[17 - i] = DIGITS[(v >> (4 * i) & 15) as usize];
    }
    out
}

/// Runs `each` on the parsed `args`; when one of them is `-`, runs it once per line of
/// standard input with that line in its place. Bad lines are reported with their number
/// and skipped; the exit status is then 2 at the end.
pub fn for_each_input(
    ctx: &mut Ctx,
    args: &[String],
    mut each: impl FnMut(&mut Ctx, &[Bitboard]) -> anyhow::Result<Status>,
) -> anyhow::Result<Status> {
    let dashes = args.iter().filter(|a| *a == "-").count();
    if dashes > 1 {
        anyhow::bail!("only one argument may be '-' (standard input)");
    }
    let mut values = Vec::with_capacity(args.len());
    for a in args {
        values.push(if a == "-" {
            Bitboard::EMPTY
        } else {
            parse_value(a)?
        });
    }
    let Some(slot) = args.iter().position(|a| a == "-") else {
        return each(ctx, &values);
    };
    let mut batch = Batch {
        slot,
        values,
        number: 0,
        bad: 0,
        status: Status::Success,
    };
    read_lines(
        &mut batch,
        |_, _, _| None,
        |batch, line| batch.line(ctx, line, &mut each),
    )?;
    batch.finish(ctx)
}

/// Batch mode for a command that maps each value to a small number (popcount): while the
/// output is bare numbers, runs of `0x` + 16 hex digit lines are parsed in place (SSE2)
/// into blocks, `map_many` maps a whole block in one call, and the digits go into a local
/// buffer. Every other line, and every other mode, goes through [`for_each_input`] with
/// `each`, in input order.
pub fn map_numbers(
    ctx: &mut Ctx,
    args: &[String],
    map_many: impl Fn(&[u64], &mut [u8]),
    each: impl FnMut(&mut Ctx, &[Bitboard]) -> anyhow::Result<Status>,
) -> anyhow::Result<Status> {
    if args != ["-"] || ctx.detailed() || ctx.all_methods {
        return for_each_input(ctx, args, each);
    }
    map_number_lines(ctx, map_many, each)
}

/// [`map_numbers`] on standard input. Not inlined: its buffers take 130 KB of stack, and
/// the stack probe at entry touches every page of a frame, so a caller that inlined it
/// paid 33 page faults on every run, batch or not (about a third of `popcount 0xff`'s).
#[inline(never)]
fn map_number_lines(
    ctx: &mut Ctx,
    map_many: impl Fn(&[u64], &mut [u8]),
    mut each: impl FnMut(&mut Ctx, &[Bitboard]) -> anyhow::Result<Status>,
) -> anyhow::Result<Status> {
    let batch = Batch {
        slot: 0,
        values: vec![Bitboard::EMPTY],
        number: 0,
        bad: 0,
        status: Status::Success,
    };
    let parse_lines = hex_lines_for(ctx.cpu);
    let mut state = (
        batch,
        Digits {
            bytes: [0; DIGITS_CAP],
            len: 0,
        },
        [0u64; BLOCK],
        [0u8; BLOCK],
    );
    read_lines(
        &mut state,
        |(batch, out, values, mapped), buf, start| {
            // A full buffer leaves the next line to the general path below, which flushes.
            if !out.has_room() {
                return None;
            }
            let n = parse_lines(&buf[start..], values);
            map_many(&values[..n], &mut mapped[..n]);
            out.push_small(&mapped[..n]);
            batch.number += n;
            (n > 0).then_some(HEX_LINE * n)
        },
        |(batch, out, _, _), line| {
            // Keep the output in input order before the general path prints or reports.
            out.flush(ctx)?;
            if let Some(v) = crate::parse::fast_hex16(line) {
                batch.number += 1;
                let mut mapped = [0u8];
                map_many(&[v], &mut mapped);
                out.push_small(&mapped);
                return Ok(());
            }
            batch.line(ctx, line, &mut each)
        },
    )?;
    let (batch, mut out, _, _) = state;
    out.flush(ctx)?;
    batch.finish(ctx)
}

/// Lines parsed per call of a batch function: enough to amortise the call, small enough
/// to stay in registers and L1.
const BLOCK: usize = 256;

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

/// Decimal results, one per line, flushed to the context's writer when nearly full.
struct Digits {
    bytes: [u8; DIGITS_CAP],
    len: usize,
}

impl Digits {
    /// True when a whole block of numbers fits.
    #[inline(always)]
    fn has_room(&self) -> bool {
        self.len <= DIGITS_CAP - 4 * BLOCK
    }

    /// Appends each number of `numbers` (at most a block) and a newline; the caller
    /// checked [`Digits::has_room`].
    #[inline(always)]
    fn push_small(&mut self, numbers: &[u8]) {
        // A local length: kept in the struct, each store would wait for the previous one.
        let mut len = self.len;
        for &n in numbers {
            let (text, width) = SMALL_DECIMALS[usize::from(n)];
            self.bytes[len..len + 4].copy_from_slice(&text);
            len += usize::from(width);
        }
        self.len = len;
    }

    /// Writes everything gathered so far to the context's output.
    fn flush(&mut self, ctx: &mut Ctx) -> io::Result<()> {
        ctx.out.write_all(&self.bytes[..self.len])?;
        self.len = 0;
        Ok(())
    }
}

/// Calls `on_line` with every line of standard input, without its newline. Lines are cut
/// out of the reader's buffer in place; only a line that straddles two reads is copied,
/// so memory stays flat and the common line costs no allocation.
fn read_lines<S>(
    state: &mut S,
    mut fast: impl FnMut(&mut S, &[u8], usize) -> Option<usize>,
    mut on_line: impl FnMut(&mut S, &[u8]) -> anyhow::Result<()>,
) -> anyhow::Result<()> {
    let mut input = ReadAhead::new(io::stdin(), 1 << 18, 3);
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
            // A caller's fast path may consume the line at `start` itself.
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
fn find_newline(hay: &[u8]) -> Option<usize> {
    #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
    // SAFETY: compiled only where SSE2 is enabled for the whole crate (the `cfg` above),
    // so every CPU this code runs on has it.
    return unsafe { find_newline_sse2(hay) };
    #[cfg(not(all(target_arch = "x86_64", target_feature = "sse2")))]
    memchr::memchr(b'\n', hay)
}

/// [`find_newline`] by SSE2, 16 bytes per step.
#[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
#[target_feature(enable = "sse2")] // baseline on x86-64: callable and inlinable anywhere
#[inline]
fn find_newline_sse2(hay: &[u8]) -> Option<usize> {
    use core::arch::x86_64::*;
    let (blocks, _) = hay.as_chunks::<16>();
    for (i, block) in blocks.iter().enumerate() {
        // SAFETY: `block` is 16 readable bytes; loadu has no alignment requirement.
        let chunk = unsafe { _mm_loadu_si128(block.as_ptr().cast()) };
        let mask = _mm_movemask_epi8(_mm_cmpeq_epi8(chunk, _mm_set1_epi8(b'\n' as i8)));
        if mask != 0 {
            return Some(i * 16 + mask.trailing_zeros() as usize);
        }
    }
    let at = blocks.len() * 16;
    memchr::memchr(b'\n', &hay[at..]).map(|i| at + i)
}

impl Batch {
    /// The run's status; when any line was bad (each already reported), the tally and 2.
    fn finish(self, ctx: &mut Ctx) -> anyhow::Result<Status> {
        if self.bad > 0 {
            ctx.flush()?;
            eprintln!(
                "bbtool: error: {} of {} input lines were bad",
                self.bad, self.number
            );
            return Err(AlreadyReported.into());
        }
        Ok(self.status)
    }
}

/// The state of one `-` run: which argument the lines replace, and the tallies.
struct Batch {
    slot: usize,
    values: Vec<Bitboard>,
    number: usize,
    bad: usize,
    status: Status,
}

impl Batch {
    /// Runs the command on one input line (without its newline).
    fn line(
        &mut self,
        ctx: &mut Ctx,
        raw: &[u8],
        each: &mut impl FnMut(&mut Ctx, &[Bitboard]) -> anyhow::Result<Status>,
    ) -> anyhow::Result<()> {
        self.number += 1;
        let raw = raw.strip_suffix(b"\r").unwrap_or(raw);
        let parsed = match crate::parse::fast_hex(raw) {
            Some(v) => Ok(Bitboard(v)),
            None => match std::str::from_utf8(raw) {
                Err(e) => Err(format!("invalid UTF-8 at byte {}", e.valid_up_to() + 1)),
                Ok(text) => {
                    let text = text.trim();
                    if text.is_empty() || text.starts_with('#') {
                        return Ok(());
                    }
                    parse_value(text).map_err(|e| e.to_string())
                }
            },
        };
        match parsed {
            Ok(v) => self.values[self.slot] = v,
            Err(message) => {
                self.bad += 1;
                return report_line(ctx, self.number, &message).map_err(Into::into);
            }
        }
        match each(ctx, &self.values) {
            Ok(s) => self.status = self.status.max(s),
            Err(e) if is_io(&e) => return Err(e),
            Err(e) => {
                self.bad += 1;
                report_line(ctx, self.number, &format!("{e:#}"))?;
            }
        }
        Ok(())
    }
}

/// Reports one bad input line on stderr, after flushing what came before it.
fn report_line(ctx: &mut Ctx, number: usize, message: &str) -> io::Result<()> {
    ctx.flush()?;
    eprintln!("bbtool: error: line {number}: {message}");
    Ok(())
}

/// True when the error is an I/O failure (such as a closed pipe) rather than bad input.
pub fn is_io(e: &anyhow::Error) -> bool {
    e.chain().any(|c| c.downcast_ref::<io::Error>().is_some())
}
