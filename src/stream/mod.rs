//! The batch pipeline: one VALUE per input line, one result line per value, for any
//! operation.
//!
//! Read (page-aligned buffers filled ahead on a second thread, [`ReadAhead`]) → parse a
//! block of lines (runs of `0x` + 16 digit lines by SIMD, other plain numbers by a scalar
//! path, anything else by the grammar) → apply the [`Operation`] to the whole block →
//! format the block into the output buffer ([`Printer`]) → write. A bad line is reported
//! on the error stream with its number, after the output of the lines before it; the run
//! goes on and returns a [`Tally`]. Memory stays flat: a block, the read buffers, the
//! output buffer, and the carry of one line that straddles two reads, which is capped at
//! [`MAX_LINE`] bytes.

mod input;
mod print;

pub use print::{
    Derive, JsonBuilder, JsonLine, LineFn, Of, Printer, Results, Show, Walk, WriteField,
};

/// Reads a line that is not a plain number: its value, or the message to report.
pub type ParseLine<'a> = &'a dyn Fn(&str) -> Result<u64, String>;

/// The default [`ParseLine`]: the VALUE grammar, [`crate::parse::parse_value`].
pub fn parse_line(text: &str) -> Result<u64, String> {
    crate::parse::parse_value(text)
        .map(|v| v.0)
        .map_err(|e| e.to_string())
}

use crate::aligned::ReadAhead;
use crate::cpu::Host;
use crate::parse::lines::{HEX_LINE, HexLinesFn, PlainLinesFn, hex_lines_for, plain_lines_for};
use input::{Line, Newlines, plain_number, read_line};
use print::OutBuf;
use std::io::{self, Read, Write};

/// The longest input line read: a longer one is reported bad and skipped, its bytes
/// counted, not kept.
pub const MAX_LINE: usize = 1 << 20;

/// Values parsed, computed and formatted per step: enough to amortise each stage's
/// dispatch, few enough for the block's values and results to stay in L1.
pub const BLOCK: usize = 256;

/// Bytes per read, and read buffers in flight (see [`ReadAhead`]).
const READ_SIZE: usize = 1 << 20;
const READ_BUFFERS: usize = 3;

/// Reports (bad, skipped or refused lines) a block holds before it is flushed, so a file
/// of bad lines does not grow memory.
const MAX_EVENTS: usize = 64;

/// What a batch command computes, over a block of values at once.
pub trait Operation {
    /// `results[i]` = the operation on `inputs[i]`; both slices have the same length.
    fn apply(&self, inputs: &[u64], results: &mut [u64]);

    /// Why an input gets no result, if it does not (such as the empty set for a bitscan).
    /// Checked for every value before [`Operation::apply`]; the default refuses none,
    /// and the check then compiles away.
    #[inline(always)]
    fn refuse(&self, _input: u64) -> Option<Refusal> {
        None
    }

    /// [`Operation::apply`] when the operation refuses none of `inputs`, returning `None`;
    /// otherwise the index of the first input refused and why (the results are then not
    /// used). The default asks [`Operation::refuse`] of each input first; [`Checked`],
    /// whose refusals come out of the computation itself, computes each value once.
    #[inline(always)]
    fn apply_unless_refused(
        &self,
        inputs: &[u64],
        results: &mut [u64],
    ) -> Option<(usize, Refusal)> {
        let refused = inputs
            .iter()
            .enumerate()
            .find_map(|(i, &v)| self.refuse(v).map(|r| (i, r)));
        if refused.is_none() {
            self.apply(inputs, results);
        }
        refused
    }
}

/// An operation given one value at a time: `Map(|v| v & (v - 1))`.
pub struct Map<F>(pub F);

impl<F: Fn(u64) -> u64> Operation for Map<F> {
    #[inline(always)]
    fn apply(&self, inputs: &[u64], results: &mut [u64]) {
        for (r, &v) in results.iter_mut().zip(inputs) {
            *r = (self.0)(v);
        }
    }
}

/// An operation given a block at a time, such as a catalogue's many-value function.
pub struct Many<F>(pub F);

impl<F: Fn(&[u64], &mut [u64])> Operation for Many<F> {
    #[inline(always)]
    fn apply(&self, inputs: &[u64], results: &mut [u64]) {
        (self.0)(inputs, results)
    }
}

/// An operation that refuses some inputs: `Refusing { op, refuse }`.
pub struct Refusing<O, R> {
    /// The operation on the inputs it accepts.
    pub op: O,
    /// Why an input is refused, if it is.
    pub refuse: R,
}

impl<O: Operation, R: Fn(u64) -> Option<Refusal>> Operation for Refusing<O, R> {
    #[inline(always)]
    fn apply(&self, inputs: &[u64], results: &mut [u64]) {
        self.op.apply(inputs, results)
    }

    #[inline(always)]
    fn refuse(&self, input: u64) -> Option<Refusal> {
        (self.refuse)(input)
    }
}

/// An operation that may fail on a value, its error then reported as the line's
/// [`Refusal::Bad`] (`{:#}`, a whole error chain): each value computed once when none fails.
pub struct Checked<F>(pub F);

impl<F, E> Operation for Checked<F>
where
    F: Fn(u64) -> Result<u64, E>,
    E: std::fmt::Display,
{
    #[inline(always)]
    fn apply(&self, inputs: &[u64], results: &mut [u64]) {
        for (r, &v) in results.iter_mut().zip(inputs) {
            *r = (self.0)(v).unwrap_or(0);
        }
    }

    fn refuse(&self, input: u64) -> Option<Refusal> {
        (self.0)(input).err().map(bad)
    }

    #[inline(always)]
    fn apply_unless_refused(
        &self,
        inputs: &[u64],
        results: &mut [u64],
    ) -> Option<(usize, Refusal)> {
        apply_checked(inputs, results, &self.0)
    }
}

/// `results[i] = compute(inputs[i])` up to the first failure: its index and refusal.
#[inline(always)]
pub fn apply_checked<E: std::fmt::Display>(
    inputs: &[u64],
    results: &mut [u64],
    compute: impl Fn(u64) -> Result<u64, E>,
) -> Option<(usize, Refusal)> {
    for (i, (r, &v)) in results.iter_mut().zip(inputs).enumerate() {
        match compute(v) {
            Ok(result) => *r = result,
            Err(e) => return Some((i, bad(e))),
        }
    }
    None
}

/// The refusal of a line whose computation failed with `error` (its whole chain).
#[cold]
pub fn bad(error: impl std::fmt::Display) -> Refusal {
    Refusal::Bad(format!("{error:#}"))
}

/// Why an input got no result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// Bad input: reported as `bbtool: error: line N: MESSAGE`, counted as bad (exit 2).
    Bad(String),
    /// A false answer (exit 1, as a predicate's): `bbtool: MESSAGE`, or nothing if `None`
    /// (`-q`).
    False(Option<String>),
}

/// How a run went.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Input lines read, blank, comment and bad ones included.
    pub lines: usize,
    /// Lines reported bad (the exit status is then 2).
    pub bad: usize,
    /// Inputs refused with [`Refusal::False`] (the exit status is then at least 1).
    pub refused: usize,
}

impl Tally {
    /// The closing line for the error stream when any line was bad (without `bbtool: error: `).
    pub fn summary(&self) -> Option<String> {
        (self.bad > 0).then(|| format!("{} of {} input lines were bad", self.bad, self.lines))
    }
}

/// A line that produced no value, reported between the output of the values around it.
struct Event {
    /// How many of the block's values come before it.
    slot: usize,
    /// Its line number (1-based).
    line: usize,
    what: Happened,
}

/// Why a line has no output.
enum Happened {
    Skipped,
    Bad(String),
    False(Option<String>),
}

/// The values of up to [`BLOCK`] lines, and the reports between them.
struct Block {
    values: [u64; BLOCK],
    results: [u64; BLOCK],
    len: usize,
    events: Vec<Event>,
    /// The line number of the block's first line.
    first_line: usize,
}

/// The run: the block being filled, the output, and the error stream.
struct Run<'s, 'p, O> {
    op: &'s O,
    parse: ParseLine<'s>,
    printer: &'s mut Printer<'p>,
    out: OutBuf,
    sink: &'s mut dyn Write,
    errors: &'s mut dyn Write,
    block: Box<Block>,
    /// Lines seen so far.
    line: usize,
    tally: Tally,
}

/// Formats values a block at a time into a writer, by the pipeline's printer and its
/// buffer: for a command that makes many values from one (the subsets of a set).
pub struct BlockWriter {
    printer: Printer<'static>,
    out: OutBuf,
}

impl BlockWriter {
    /// A writer of `results` in a machine `format` (`None` for human and JSON), with the
    /// fastest formatters `cpu` can run.
    pub fn new(results: Results, format: crate::render::Format, cpu: &Host) -> Option<BlockWriter> {
        let mut printer = Printer::new(results, format)?;
        printer.use_cpu(cpu);
        let out = OutBuf::new();
        Some(BlockWriter { printer, out })
    }

    /// Writes the lines of `values` (at most [`BLOCK`] at a time gathered) to `sink`.
    pub fn write(&mut self, values: &[u64], sink: &mut dyn Write) -> io::Result<()> {
        for block in values.chunks(BLOCK) {
            self.printer.print(block, block, &mut self.out, sink)?;
        }
        self.out.write_to(sink)
    }
}

/// Streams `input` through `op`, printing each result with `printer` to `output` and
/// each bad line's report to `errors` (one write per report). Returns the tally; the
/// caller prints [`Tally::summary`] and sets the exit status. The `0x` + 16 digit lines
/// are parsed by the fastest parser `cpu` can run, lines that are not plain numbers by
/// [`parse_line`].
pub fn run<O: Operation>(
    input: impl Read + Send + 'static,
    output: &mut dyn Write,
    errors: &mut dyn Write,
    cpu: &Host,
    op: &O,
    printer: &mut Printer<'_>,
) -> io::Result<Tally> {
    run_parsing(input, output, errors, cpu, &parse_line, op, printer)
}

/// [`run`] with `parse` reading the lines that are not plain numbers (a grammar with more
/// names than [`parse_line`]'s).
pub fn run_parsing<O: Operation>(
    input: impl Read + Send + 'static,
    output: &mut dyn Write,
    errors: &mut dyn Write,
    cpu: &Host,
    parse: ParseLine<'_>,
    op: &O,
    printer: &mut Printer<'_>,
) -> io::Result<Tally> {
    printer.use_cpu(cpu);
    let mut run = Run {
        op,
        parse,
        printer,
        out: OutBuf::new(),
        sink: output,
        errors,
        block: Box::new(Block {
            values: [0; BLOCK],
            results: [0; BLOCK],
            len: 0,
            events: Vec::with_capacity(MAX_EVENTS),
            first_line: 1,
        }),
        line: 0,
        tally: Tally::default(),
    };
    let bulk = BulkParsers {
        hex: hex_lines_for(cpu),
        plain: plain_lines_for(cpu),
    };
    read_blocks(&mut run, input, bulk)?;
    run.flush_block()?;
    run.out.write_to(run.sink)?;
    run.sink.flush()?;
    run.tally.lines = run.line;
    Ok(run.tally)
}

/// Lines read one by one after a bulk parser read none.
const BULK_BACKOFF: usize = 16;

/// The parsers that read runs of plain-number lines several at a time.
struct BulkParsers {
    hex: HexLinesFn,
    plain: Option<PlainLinesFn>,
}

/// Cuts the input into lines and feeds them to the run's blocks.
fn read_blocks<O: Operation>(
    run: &mut Run<'_, '_, O>,
    input: impl Read + Send + 'static,
    bulk: BulkParsers,
) -> io::Result<()> {
    let mut reader = ReadAhead::new(input, READ_SIZE, READ_BUFFERS);
    let mut carry = Carry::default();
    // The line number from which the bulk parsers are tried again.
    let mut bulk_from = 0;
    loop {
        let buf = reader.next_chunk()?;
        if buf.is_empty() {
            return carry.finish(run);
        }
        let mut newlines = Newlines::new(buf);
        let mut start = 0;
        if carry.holds_line() {
            let Some(end) = newlines.next_from(0) else {
                carry.extend(buf);
                continue;
            };
            carry.extend(&buf[..end]);
            carry.finish(run)?;
            start = end + 1;
        }
        loop {
            // Runs of `0x` + 16 digit lines, and of decimal and shorter `0x` lines, by SIMD,
            // as many as the block has room for; the cheap tests keep other lines from
            // paying for the call.
            let block = &mut run.block;
            let room = &mut block.values[block.len..];
            let (n, end) = match buf.get(start..start + 2) {
                _ if run.line < bulk_from => (0, start),
                Some(b"0x") if buf.get(start + HEX_LINE - 1) == Some(&b'\n') => {
                    let n = (bulk.hex)(&buf[start..], room);
                    (n, start + n * HEX_LINE)
                }
                Some([digit, next])
                    if digit.is_ascii_digit() && (*next == b'x' || !next.is_ascii_alphabetic()) =>
                {
                    let (n, end) = match bulk.plain {
                        Some(plain_lines) => plain_lines(buf, start, room),
                        None => (0, start),
                    };
                    if n == 0 {
                        // Lines the bulk parser cannot read (blanks around the number, say)
                        // go one by one for a while, so that a run of them does not pay
                        // for a failed bulk call each.
                        bulk_from = run.line + BULK_BACKOFF;
                    }
                    (n, end)
                }
                _ => (0, start),
            };
            if n > 0 {
                block.len += n;
                run.line += n;
                start = end;
                run.flush_if_full()?;
                continue;
            }
            let Some(end) = newlines.next_from(start) else {
                break;
            };
            run.line_of(&buf[start..end])?;
            start = end + 1;
        }
        carry.extend(&buf[start..]);
    }
}

/// The start of a line that straddles two reads, kept up to [`MAX_LINE`] bytes; past
/// that only its length is counted and its first [`QUOTED`] bytes kept for the report.
#[derive(Default)]
struct Carry {
    bytes: Vec<u8>,
    /// Bytes of an over-long line, counted from its start (0 while within the limit).
    counted: usize,
}

/// Bytes of an over-long line quoted in its report.
const QUOTED: usize = 40;

impl Carry {
    /// True while a line is being carried.
    fn holds_line(&self) -> bool {
        !self.bytes.is_empty() || self.counted > 0
    }

    /// Adds the next bytes of the carried line (possibly none, starting one).
    fn extend(&mut self, more: &[u8]) {
        if self.counted > 0 {
            self.counted += more.len();
        } else if self.bytes.len() + more.len() > MAX_LINE {
            self.counted = self.bytes.len() + more.len();
            let keep = QUOTED.min(self.bytes.len());
            self.bytes.truncate(keep);
            self.bytes
                .extend_from_slice(&more[..(QUOTED - keep).min(more.len())]);
            self.bytes.shrink_to(QUOTED);
        } else {
            self.bytes.extend_from_slice(more);
        }
    }

    /// Hands the carried line, if any, to the run, and empties the carry.
    fn finish<O: Operation>(&mut self, run: &mut Run<'_, '_, O>) -> io::Result<()> {
        let result = if self.counted > 0 {
            run.line += 1;
            run.event(Happened::Bad(too_long(self.counted, &self.bytes)))
        } else if !self.bytes.is_empty() {
            run.line_of(&self.bytes)
        } else {
            Ok(())
        };
        self.bytes.clear();
        self.counted = 0;
        result
    }
}

impl<O: Operation> Run<'_, '_, O> {
    /// Reads one line (without its newline) into the block.
    #[inline(always)]
    fn line_of(&mut self, raw: &[u8]) -> io::Result<()> {
        self.line += 1;
        // Plain numbers inline; every other line out of line, so this loop stays small.
        if let Some(v) = plain_number(raw.strip_suffix(b"\r").unwrap_or(raw)) {
            let block = &mut *self.block;
            block.values[block.len] = v;
            block.len += 1;
            return self.flush_if_full();
        }
        self.other_line(raw)
    }

    /// [`Run::line_of`] for a line that is not a plain number.
    #[inline(never)]
    fn other_line(&mut self, raw: &[u8]) -> io::Result<()> {
        if raw.len() > MAX_LINE {
            return self.event(Happened::Bad(too_long(raw.len(), &raw[..QUOTED])));
        }
        match read_line(raw, self.line == 1, self.parse) {
            Line::Value(v) => {
                let block = &mut *self.block;
                block.values[block.len] = v;
                block.len += 1;
                self.flush_if_full()
            }
            Line::Skip => self.event(Happened::Skipped),
            Line::Bad(message) => self.event(Happened::Bad(message)),
        }
    }

    /// Records that the current line has no value, in its place among the block's values.
    fn event(&mut self, what: Happened) -> io::Result<()> {
        let (slot, line) = (self.block.len, self.line);
        self.block.events.push(Event { slot, line, what });
        self.flush_if_full()
    }

    /// Flushes the block when its values or its events are full.
    #[inline]
    fn flush_if_full(&mut self) -> io::Result<()> {
        if self.block.len == BLOCK || self.block.events.len() == MAX_EVENTS {
            self.flush_block()?;
        }
        Ok(())
    }

    /// Computes and prints the block, with the reports of its other lines in their places.
    fn flush_block(&mut self) -> io::Result<()> {
        let block = &mut *self.block;
        let n = block.len;
        let refused = self
            .op
            .apply_unless_refused(&block.values[..n], &mut block.results[..n]);
        if let Some((first, refusal)) = refused {
            self.refuse(first, refusal);
            let block = &mut *self.block;
            let n = block.len;
            self.op.apply(&block.values[..n], &mut block.results[..n]);
        }
        let block = &mut *self.block;
        let n = block.len;
        let mut from = 0;
        for event in block.events.drain(..) {
            self.printer.print(
                &block.values[from..event.slot],
                &block.results[from..event.slot],
                &mut self.out,
                self.sink,
            )?;
            from = event.slot;
            let report = match event.what {
                Happened::Skipped => continue,
                Happened::Bad(message) => {
                    self.tally.bad += 1;
                    let message = crate::escape::one_line(&message, crate::escape::LINE);
                    format!("bbtool: error: line {}: {message}\n", event.line)
                }
                Happened::False(message) => {
                    self.tally.refused += 1;
                    match message {
                        Some(message) => format!("bbtool: {message}\n"),
                        None => continue,
                    }
                }
            };
            // The output before the report first, so that both streams on one terminal
            // read in input order.
            self.out.write_to(self.sink)?;
            self.sink.flush()?;
            self.errors.write_all(report.as_bytes())?;
        }
        self.printer.print(
            &block.values[from..n],
            &block.results[from..n],
            &mut self.out,
            self.sink,
        )?;
        block.len = 0;
        block.first_line = self.line + 1;
        Ok(())
    }

    /// Moves the values the operation refuses, from the block's value `first` (refused for
    /// `refusal`) on, out of
    /// the block, into events at their places (each event keeps its line number; values
    /// between events number on).
    fn refuse(&mut self, first: usize, refusal: Refusal) {
        let block = &mut *self.block;
        let old = std::mem::take(&mut block.events);
        let mut events = old.into_iter().peekable();
        let mut kept = 0;
        let mut line = block.first_line;
        let mut merged = Vec::with_capacity(MAX_EVENTS);
        let mut found = Some(refusal);
        for i in 0..block.len {
            while let Some(event) = events.next_if(|e| e.slot == i) {
                line = event.line + 1;
                merged.push(Event {
                    slot: kept,
                    ..event
                });
            }
            let v = block.values[i];
            let refused = match i.cmp(&first) {
                std::cmp::Ordering::Less => None,
                std::cmp::Ordering::Equal => found.take(),
                std::cmp::Ordering::Greater => self.op.refuse(v),
            };
            match refused {
                Some(refusal) => merged.push(Event {
                    slot: kept,
                    line,
                    what: match refusal {
                        Refusal::Bad(message) => Happened::Bad(message),
                        Refusal::False(message) => Happened::False(message),
                    },
                }),
                None => {
                    block.values[kept] = v;
                    kept += 1;
                }
            }
            line += 1;
        }
        merged.extend(events.map(|e| Event { slot: kept, ..e }));
        block.len = kept;
        block.events = merged;
    }
}

/// The message for a line of `length` bytes starting with `start`.
fn too_long(length: usize, start: &[u8]) -> String {
    format!(
        "line of {length} bytes is longer than the limit of {MAX_LINE} bytes, skipped: '{}...'",
        crate::escape::echo(&String::from_utf8_lossy(start))
    )
}
