//! The batch pipeline: one VALUE per input line, one result line per value, for any
//! operation.
//!
//! Read (page-aligned buffers filled ahead on a second thread, [`ReadAhead`]) → parse a
//! block of lines (runs of `0x` + 16 digit lines by SIMD, other plain numbers by a scalar
//! path, anything else by the grammar) → apply the [`Operation`] to the whole block →
//! format the block into the output buffer ([`Printer`]) → write. A bad line is reported
//! on the error stream with its number, after the output of the lines before it; the run
//! goes on and returns a [`Tally`]. When the work on the reads outweighs the reads (a
//! slow format, a costly operation), the parsing and computing move to a thread of their
//! own, which hands batches of computed blocks to the printing one, prints the first
//! blocks of a batch itself while the printing thread is behind, and leaves the last ones
//! for the printing thread to compute while that thread waits for it. Memory stays flat:
//! the blocks, the read buffers, the output buffers, and the carry of one line that
//! straddles two reads, which is capped at [`MAX_LINE`] bytes.

mod input;
mod print;

pub use print::{
    Derive, JsonBuilder, JsonLine, LineFn, Of, Printer, Results, Show, Walk, WriteField,
};

/// Reads a line that is not a plain number: its value, or the message to report.
pub type ParseLine<'a> = &'a (dyn Fn(&str) -> Result<u64, String> + Sync);

/// The default [`ParseLine`]: the VALUE grammar, [`crate::parse::parse_value`].
pub fn parse_line(text: &str) -> Result<u64, String> {
    crate::parse::parse_value(text)
        .map(|v| v.0)
        .map_err(|e| e.to_string())
}

use crate::aligned::{ReadAhead, recv_soon};
use crate::cpu::Host;
use crate::parse::lines::{HEX_LINE, HexLinesFn, PlainLinesFn, hex_lines_for, plain_lines_for};
use input::{Line, Newlines, plain_number, read_line};
use print::{Formatter, OutBuf};
use std::io::{self, Read, Write};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// The longest input line read: a longer one is reported bad and skipped, its bytes
/// counted, not kept.
pub const MAX_LINE: usize = 1 << 20;

/// Values parsed, computed and formatted per step: enough to amortise each stage's
/// dispatch, few enough for the block's values and results to stay in L1.
pub const BLOCK: usize = 256;

/// Bytes per read, and read buffers in flight (see [`ReadAhead`]).
const READ_SIZE: usize = 1 << 19;
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

/// One of two operations, chosen once for the run: a command whose fixed operands pass
/// a check streams the plain operation, and the checked one otherwise.
impl<A: Operation, B: Operation> Operation for either::Either<A, B> {
    #[inline(always)]
    fn apply(&self, inputs: &[u64], results: &mut [u64]) {
        either::for_both!(self, op => op.apply(inputs, results))
    }

    #[inline(always)]
    fn refuse(&self, input: u64) -> Option<Refusal> {
        either::for_both!(self, op => op.refuse(input))
    }

    #[inline(always)]
    fn apply_unless_refused(
        &self,
        inputs: &[u64],
        results: &mut [u64],
    ) -> Option<(usize, Refusal)> {
        either::for_both!(self, op => op.apply_unless_refused(inputs, results))
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
    /// A false answer (exit 1, as a predicate's): `bbtool: line N: MESSAGE`, or nothing if
    /// `None` (`-q`).
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
    /// Whether `results` hold the operation's results (a block the parsing thread left
    /// to the printing one is computed there).
    computed: bool,
}

impl Block {
    /// An empty block.
    fn new() -> Block {
        Block {
            values: [0; BLOCK],
            results: [0; BLOCK],
            len: 0,
            // Reports are rare: the vector grows when a block has one.
            events: Vec::new(),
            first_line: 1,
            computed: false,
        }
    }

    /// Empties the block for the lines from `first_line` on.
    fn start(&mut self, first_line: usize) {
        self.len = 0;
        self.first_line = first_line;
        self.computed = false;
    }

    /// Computes the block's results; a value the operation refuses becomes a report in
    /// its place.
    fn compute<O: Operation>(&mut self, op: &O) {
        let n = self.len;
        let refused = op.apply_unless_refused(&self.values[..n], &mut self.results[..n]);
        if let Some((first, refusal)) = refused {
            self.refuse(op, first, refusal);
            let n = self.len;
            op.apply(&self.values[..n], &mut self.results[..n]);
        }
        self.computed = true;
    }

    /// Moves the values the operation refuses, from the block's value `first` (refused for
    /// `refusal`) on, out of the block, into events at their places (each event keeps its
    /// line number; values between events number on).
    fn refuse<O: Operation>(&mut self, op: &O, first: usize, refusal: Refusal) {
        let old = std::mem::take(&mut self.events);
        let mut events = old.into_iter().peekable();
        let mut kept = 0;
        let mut line = self.first_line;
        let mut merged = Vec::with_capacity(MAX_EVENTS);
        let mut found = Some(refusal);
        for i in 0..self.len {
            while let Some(event) = events.next_if(|e| e.slot == i) {
                line = event.line + 1;
                merged.push(Event {
                    slot: kept,
                    ..event
                });
            }
            let v = self.values[i];
            let refused = match i.cmp(&first) {
                std::cmp::Ordering::Less => None,
                std::cmp::Ordering::Equal => found.take(),
                std::cmp::Ordering::Greater => op.refuse(v),
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
                    self.values[kept] = v;
                    kept += 1;
                }
            }
            line += 1;
        }
        merged.extend(events.map(|e| Event { slot: kept, ..e }));
        self.len = kept;
        self.events = merged;
    }
}

/// Blocks a threaded run hands from its parsing thread to its printing thread at a time:
/// enough that the hand-offs' wake-ups are rare (16 took `show - -f dec` from 49 to 90
/// ms on the Intel Xeon), few enough that memory stays flat. Fewer where lines are long
/// (see [`Batch::print_until_spare`]).
const BATCH: usize = 64;

/// Bytes the parsing thread's printed text (see [`Batch::print_until_spare`]) gathers
/// for a batch: the share of a JSON run's printing it can take (on the Intel Xeon, 10 M
/// lines: `bit blsi - -f json` 198 ms with 512 KiB, 162 with 1 MiB), bounded by memory
/// ([`PRINTED_BUFFERS`] buffers). Below the output buffer's window, so that this limit,
/// not the window, ends a buffer.
const PRINTED: usize = 960 << 10;
const _: () = assert!(PRINTED < print::WINDOW, "the limit ends a buffer first");

/// Buffers of printed text in circulation (see [`Batch::print_until_spare`]).
const PRINTED_BUFFERS: usize = 2;

/// Batches in circulation between a threaded run's two threads.
const BATCHES: usize = 3;

/// Blocks in input order, handed from the parsing half of a run to the printing half:
/// `blocks[..done]` are read (and computed, but for those left to the printing half),
/// `blocks[done]` is being filled.
struct Batch {
    blocks: Vec<Block>,
    done: usize,
    /// Blocks after which the parsing half hands the batch on: all of them, or fewer
    /// where the parsing thread's printed text outgrows its buffer (see
    /// [`Batch::print_until_spare`]).
    limit: usize,
    /// Blocks the parsing half computes, from the first: all of them but where the
    /// printing thread waits for its batches (see [`Deferral`]).
    computed_here: usize,
    /// Whether the printing half writes out its output after these blocks (the input
    /// has paused).
    flush: bool,
    /// `blocks[..formatted]` are printed already, into `printed` (by a parsing thread
    /// that would otherwise have waited for the printing one), a buffer taken from a
    /// pool the printing half gives it back to once written.
    formatted: usize,
    printed: Option<OutBuf>,
}

impl Batch {
    /// A batch of `len` empty blocks.
    fn new(len: usize) -> Batch {
        Batch {
            blocks: (0..len).map(|_| Block::new()).collect(),
            done: 0,
            limit: len,
            computed_here: len,
            flush: false,
            formatted: 0,
            printed: None,
        }
    }

    /// Prints the batch's blocks (computing by `op` those left uncomputed) with `printer`
    /// into a buffer from `buffers` (if one is free) while `spares` has no batch to give
    /// back, up to the first block with reports (those are counted and written in their
    /// places by the printing half) or a full buffer; then the spare batch.
    ///
    /// A buffer that fills before a fifth of the batch is printed shortens the batches
    /// to twice the blocks that fitted, so that this thread prints about half of each.
    /// With long lines the printing thread was left three quarters of every batch while
    /// this one waited (Intel Xeon, 10 M lines: `show - --json`, 371 bytes a line, 10
    /// blocks a buffer: 285 → 242 ms; `pext - 0xff00ff --json` 3 blocks: 542 → 369); with
    /// shorter ones this thread's reading and parsing fill the rest of its time, and
    /// shorter batches only add hand-offs (`hamming - rank1 --json`, 17 blocks a buffer:
    /// 130 → 155 ms when halved; `shl - 8 --json`, 13 blocks: 187 → 202).
    fn print_until_spare<O: Operation>(
        &mut self,
        op: &O,
        printer: &Formatter,
        spares: &mpsc::Receiver<Batch>,
        buffers: &mpsc::Receiver<OutBuf>,
    ) -> Result<Batch, mpsc::RecvError> {
        if self.printed.is_none() {
            self.printed = buffers.try_recv().ok();
        }
        let Some(out) = self.printed.as_mut() else {
            return recv_soon(spares);
        };
        while self.formatted < self.done {
            match spares.try_recv() {
                Ok(spare) => return Ok(spare),
                Err(mpsc::TryRecvError::Disconnected) => return Err(mpsc::RecvError),
                Err(mpsc::TryRecvError::Empty) => {}
            }
            let block = &mut self.blocks[self.formatted];
            if !block.computed {
                block.compute(op);
            }
            let n = block.len;
            if !block.events.is_empty() {
                break;
            }
            if !printer.print_within(&block.values[..n], &block.results[..n], out, PRINTED) {
                // Shorter batches only if some block fitted: with none, this thread
                // cannot share the printing, whatever their length.
                if self.formatted > 0 && 5 * self.formatted < self.blocks.len() {
                    self.limit = self.limit.min(2 * self.formatted);
                }
                break;
            }
            self.formatted += 1;
        }
        recv_soon(spares)
    }
}

/// The parsing half of a run: cuts reads into lines, parses them into blocks and
/// computes each full block, handing batches of blocks to `deliver` (the printing half,
/// called directly or on the other side of a channel).
struct Parsing<'s, O> {
    op: &'s O,
    parse: ParseLine<'s>,
    bulk: BulkParsers,
    carry: Carry,
    /// The line number from which the bulk parsers are tried again.
    bulk_from: usize,
    batch: Batch,
    /// Lines seen so far.
    line: usize,
}

/// The printing half of a run: prints computed blocks, with the reports of their other
/// lines in their places.
struct Printing<'s, 'p> {
    printer: &'s mut Printer<'p>,
    out: OutBuf,
    sink: &'s mut dyn Write,
    errors: &'s mut dyn Write,
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
pub fn run<O: Operation + Sync>(
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
/// names than [`parse_line`]'s). A stream longer than a few reads is split over two
/// threads as its first reads' times say (see `Pace`): the reads on a thread of their
/// own, or the reads, parsing and computing on one and the printing on this one.
pub fn run_parsing<O: Operation + Sync>(
    input: impl Read + Send + 'static,
    output: &mut dyn Write,
    errors: &mut dyn Write,
    cpu: &Host,
    parse: ParseLine<'_>,
    op: &O,
    printer: &mut Printer<'_>,
) -> io::Result<Tally> {
    let mut pace = Pace::default();
    Run::new(input, output, errors, cpu, parse, op, printer).threaded(|times| pace.split(times))
}

/// A run's three parts: the reads, the parsing half and the printing half.
struct Run<'s, 'p, O> {
    reader: ReadAhead,
    parsing: Parsing<'s, O>,
    printing: Printing<'s, 'p>,
    /// Blocks of each batch left to the printing thread when it prints apart, until the
    /// [`Deferral`] moves them: none, but in tests of that thread's computing.
    deferred: usize,
}

impl<'s, 'p, O: Operation> Run<'s, 'p, O> {
    /// The parts of a run of `input` through `op`, as [`run_parsing`] takes them.
    fn new(
        input: impl Read + Send + 'static,
        output: &'s mut dyn Write,
        errors: &'s mut dyn Write,
        cpu: &Host,
        parse: ParseLine<'s>,
        op: &'s O,
        printer: &'s mut Printer<'p>,
    ) -> Run<'s, 'p, O> {
        Run {
            reader: ReadAhead::new(input, READ_SIZE, READ_BUFFERS),
            parsing: Parsing::new(op, parse, cpu),
            printing: Printing::new(output, errors, cpu, printer),
            deferred: 0,
        }
    }

    /// The whole run on this thread (and the reader's).
    fn in_order(mut self) -> io::Result<Tally> {
        self.read_here(false, |_| None)?;
        self.printing.finish(self.parsing.line)
    }

    /// The run, split over two threads once `split`, given each read's times (asked
    /// after each read while the reads stay on this thread), says how.
    fn threaded(mut self, mut split: impl FnMut(ReadTimes) -> Option<Split>) -> io::Result<Tally>
    where
        O: Sync,
    {
        self.reader.hold();
        let lines = match self.read_here(true, &mut split)? {
            None => self.parsing.line,
            Some(Split::ReadAhead) => {
                self.reader.read_on_a_thread()?;
                self.read_here(false, |_| None)?;
                self.parsing.line
            }
            Some(Split::PrintApart) => {
                parse_on_a_thread(self.reader, self.parsing, &mut self.printing, self.deferred)?
            }
        };
        self.printing.finish(lines)
    }

    /// Reads, parses, computes and prints on this thread until the input ends (`None`)
    /// or `split`, asked after each read with its times (the printing timed only when
    /// `timed`), says how to go on.
    fn read_here(
        &mut self,
        timed: bool,
        mut split: impl FnMut(ReadTimes) -> Option<Split>,
    ) -> io::Result<Option<Split>> {
        let Run {
            reader,
            parsing,
            printing,
            ..
        } = self;
        loop {
            let buf = reader.next_chunk_or(|| parsing.flush(&mut |batch| printing.print(batch)))?;
            if buf.is_empty() {
                parsing.finish(&mut |batch| printing.print(batch))?;
                return Ok(None);
            }
            let mut printed = Duration::ZERO;
            parsing.feed(buf, &mut |batch| {
                if !timed {
                    return printing.print(batch);
                }
                let printing_now = Instant::now();
                let result = printing.print(batch);
                printed += printing_now.elapsed();
                result
            })?;
            let times = ReadTimes {
                read: reader.last_read_time(),
                printed,
            };
            if let Some(how) = split(times) {
                return Ok(Some(how));
            }
        }
    }
}

/// How a long run is split over two threads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Split {
    /// A reader thread reads ahead; this thread parses, computes and prints.
    ReadAhead,
    /// A new thread reads, parses and computes; this thread prints.
    PrintApart,
}

/// One read's times: the read itself, and the printing of its lines.
#[derive(Clone, Copy, Debug)]
struct ReadTimes {
    read: Duration,
    printed: Duration,
}

/// The least times of a run's first reads, all made on the run's thread (a read's time
/// only grows with the noise: a page fault, another process), from which the run is
/// split.
#[derive(Default)]
struct Pace {
    reads: u32,
    least: Option<ReadTimes>,
}

impl Pace {
    /// Reads measured before a decision.
    const READS: u32 = 4;

    /// Counts a read's times; after [`Pace::READS`] reads, the split: the printing goes
    /// to this thread alone when it takes half as long as the reads or longer (then the
    /// reads and the parsing share the other core, and the read bytes stay hot in the
    /// cache of the core that parses them), else the reads to a thread of their own.
    /// Side by side on an Intel Xeon, 10 M lines, reading ahead against printing apart,
    /// ms: `show - -f dec` (printing 0.95 of a read) 63 / 55, `-f oct` (0.73) 60 / 47,
    /// `pext - 0xff00ff -f dec` (0.54) 54 / 51, `show - -f rust` (0.46) 50 / 51,
    /// `popcount - -f dec` (0.24) 36 / 52, decimal input (0.35) 58 / 79.
    fn split(&mut self, times: ReadTimes) -> Option<Split> {
        self.reads += 1;
        let least = self.least.get_or_insert(times);
        least.read = least.read.min(times.read);
        least.printed = least.printed.min(times.printed);
        (self.reads >= Self::READS).then(|| match least.printed * 2 > least.read {
            true => Split::PrintApart,
            false => Split::ReadAhead,
        })
    }
}

/// [`run_parsing`] on this thread (and the reader's): for an operation that shares state
/// with its printer, such as a command run per value.
pub fn run_in_order<O: Operation>(
    input: impl Read + Send + 'static,
    output: &mut dyn Write,
    errors: &mut dyn Write,
    cpu: &Host,
    parse: ParseLine<'_>,
    op: &O,
    printer: &mut Printer<'_>,
) -> io::Result<Tally> {
    Run::new(input, output, errors, cpu, parse, op, printer).in_order()
}

/// Blocks of each batch a threaded run's parsing thread leaves for the printing thread
/// to compute, moved a block at a time by which thread waits for the other: up when the
/// printing thread waits for a batch, down when the parsing thread waits for a spare. A
/// costly operation is thus shared where the parsing thread binds: the queen fills of
/// `attacks queen --from -` in decimal ran beside the reads and parsing while the
/// printing thread polled for a third of its time (Intel Xeon, 10 M lines, alternating:
/// 77.7 → 64.3 ms; `attacks rook --from -` 63.1 → 57.9).
#[derive(Default)]
struct Deferral(AtomicUsize);

impl Deferral {
    /// One block more for the printing thread, up to a whole batch.
    fn more(&self) {
        let _ = self
            .0
            .fetch_update(Ordering::Relaxed, Ordering::Relaxed, |n| {
                (n < BATCH).then_some(n + 1)
            });
    }

    /// One block fewer for the printing thread.
    fn fewer(&self) {
        let _ = self
            .0
            .fetch_update(Ordering::Relaxed, Ordering::Relaxed, |n| n.checked_sub(1));
    }

    /// The blocks of a batch of `limit` the parsing thread computes.
    fn computed_here(&self, limit: usize) -> usize {
        limit.saturating_sub(self.0.load(Ordering::Relaxed))
    }
}

/// The rest of a run read, parsed and computed on a new thread, in batches of [`BATCH`]
/// blocks, while this thread prints them (and computes the blocks the [`Deferral`],
/// starting at `deferred` blocks, leaves it); returns the lines read. An error of
/// printing (a closed pipe) ends both threads; an error of reading ends the run after
/// the lines before it are printed.
fn parse_on_a_thread<O: Operation + Sync>(
    mut reader: ReadAhead,
    mut parsing: Parsing<'_, O>,
    printing: &mut Printing<'_, '_>,
    deferred: usize,
) -> io::Result<usize> {
    // The parsing thread prints too when the printing one falls behind (a format that
    // costs more than the parsing), with a copy of its printer.
    let printer = printing.printer.fork();
    let op = parsing.op;
    let deferral = Deferral(AtomicUsize::new(deferred.min(BATCH)));
    // The block being filled moves into a batch of the threaded size (every block
    // before it is printed: a batch of one is handed on as soon as it is done).
    let mut batch = Batch::new(BATCH);
    batch.computed_here = deferral.computed_here(BATCH);
    std::mem::swap(&mut batch.blocks[0], &mut parsing.batch.blocks[0]);
    parsing.batch = batch;
    let (full, computed) = mpsc::sync_channel::<Batch>(BATCHES);
    let (spare, spares) = mpsc::channel::<Batch>();
    for _ in 1..BATCHES {
        let _ = spare.send(Batch::new(BATCH));
    }
    // The parsing thread's printed text goes into buffers of its own, given back once
    // written: at most two, whatever the number of batches (none for text a caller's
    // function writes, which that thread cannot print).
    let (written, buffers) = mpsc::channel::<OutBuf>();
    if printer.is_some() {
        for _ in 0..PRINTED_BUFFERS {
            let _ = written.send(OutBuf::new());
        }
    }
    std::thread::scope(|scope| {
        let deferral = &deferral;
        let parser = scope.spawn(move || -> io::Result<usize> {
            let gone = || io::Error::other("the printing thread stopped");
            let mut deliver = |batch: &mut Batch| {
                let next = match spares.try_recv() {
                    Ok(spare) => Ok(spare),
                    Err(mpsc::TryRecvError::Disconnected) => Err(mpsc::RecvError),
                    Err(mpsc::TryRecvError::Empty) => {
                        // This thread waits for the printing one: it computes more of
                        // the next batches, and prints meanwhile if it can.
                        deferral.fewer();
                        match &printer {
                            Some(printer) => {
                                batch.print_until_spare(op, printer, &spares, &buffers)
                            }
                            None => recv_soon(&spares),
                        }
                    }
                };
                let mut next = next.map_err(|_| gone())?;
                next.limit = batch.limit.min(next.blocks.len());
                next.computed_here = deferral.computed_here(next.limit);
                full.send(std::mem::replace(batch, next))
                    .map_err(|_| gone())
            };
            loop {
                let buf = reader.next_chunk_or(|| parsing.flush(&mut deliver))?;
                if buf.is_empty() {
                    parsing.finish(&mut deliver)?;
                    return Ok(parsing.line);
                }
                parsing.feed(buf, &mut deliver)?;
            }
        });
        // Printing takes the receiver, so that an error drops it and the parser's next
        // hand-off fails instead of waiting.
        let printed = print_batches(computed, &spare, &written, printing, op, deferral);
        drop(spare);
        let parsed = parser
            .join()
            .unwrap_or_else(|panic| std::panic::resume_unwind(panic));
        printed.and(parsed)
    })
}

/// Prints every batch `computed` brings, in order, computing by `op` the blocks left to
/// this thread, and sends each back as a spare; each wait for a batch leaves one block
/// more of the next ones to this thread (see [`Deferral`]).
fn print_batches<O: Operation>(
    computed: mpsc::Receiver<Batch>,
    spare: &mpsc::Sender<Batch>,
    written: &mpsc::Sender<OutBuf>,
    printing: &mut Printing<'_, '_>,
    op: &O,
    deferral: &Deferral,
) -> io::Result<()> {
    loop {
        let batch = match computed.try_recv() {
            Ok(batch) => Ok(batch),
            Err(mpsc::TryRecvError::Empty) => {
                deferral.more();
                recv_soon(&computed)
            }
            Err(mpsc::TryRecvError::Disconnected) => Err(mpsc::RecvError),
        };
        let Ok(mut batch) = batch else {
            return Ok(());
        };
        let (formatted, done) = (batch.formatted, batch.done);
        for block in &mut batch.blocks[formatted..done] {
            if !block.computed {
                block.compute(op);
            }
        }
        printing.print_then(&mut batch, |buffer| {
            let _ = written.send(buffer);
        })?;
        // The parser may have finished: nothing more to fill.
        let _ = spare.send(batch);
    }
}

/// Lines read one by one after a bulk parser read none.
const BULK_BACKOFF: usize = 16;

/// The parsers that read runs of plain-number lines several at a time.
struct BulkParsers {
    hex: HexLinesFn,
    plain: Option<PlainLinesFn>,
}

impl<'s, O: Operation> Parsing<'s, O> {
    /// The parsing half of a run of `op`, handing on one block at a time.
    fn new(op: &'s O, parse: ParseLine<'s>, cpu: &Host) -> Parsing<'s, O> {
        Parsing {
            op,
            parse,
            bulk: BulkParsers {
                hex: hex_lines_for(cpu),
                plain: plain_lines_for(cpu),
            },
            carry: Carry::default(),
            bulk_from: 0,
            batch: Batch::new(1),
            line: 0,
        }
    }

    /// The block being filled.
    #[inline(always)]
    fn block(&mut self) -> &mut Block {
        &mut self.batch.blocks[self.batch.done]
    }

    /// Cuts one read's bytes into lines and reads them into the blocks (a line cut off
    /// at the end waits in the carry for the next read).
    fn feed(&mut self, buf: &[u8], deliver: &mut impl Deliver) -> io::Result<()> {
        let mut newlines = Newlines::new(buf);
        let mut start = 0;
        if self.carry.holds_line() {
            let Some(end) = newlines.next_from(0) else {
                self.carry.extend(buf);
                return Ok(());
            };
            self.carry.extend(&buf[..end]);
            self.finish_carry(deliver)?;
            start = end + 1;
        }
        loop {
            // Runs of `0x` + 16 digit lines, and of decimal and shorter `0x` lines, by SIMD,
            // as many as the block has room for; the cheap tests keep other lines from
            // paying for the call.
            let (line, bulk_from, bulk) = (self.line, self.bulk_from, &self.bulk);
            let block = &mut self.batch.blocks[self.batch.done];
            let room = &mut block.values[block.len..];
            let (n, end) = match buf.get(start..start + 2) {
                _ if line < bulk_from => (0, start),
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
                        self.bulk_from = line + BULK_BACKOFF;
                    }
                    (n, end)
                }
                _ => (0, start),
            };
            if n > 0 {
                block.len += n;
                self.line += n;
                start = end;
                self.flush_if_full(deliver)?;
                continue;
            }
            let Some(end) = newlines.next_from(start) else {
                break;
            };
            self.line_of(&buf[start..end], deliver)?;
            start = end + 1;
        }
        self.carry.extend(&buf[start..]);
        Ok(())
    }

    /// Ends the input: reads the carried line, if any, and hands on the last blocks.
    fn finish(&mut self, deliver: &mut impl Deliver) -> io::Result<()> {
        self.finish_carry(deliver)?;
        self.compute_block();
        self.batch.done += 1;
        deliver(&mut self.batch)
    }

    /// Computes the block being filled.
    fn compute_block(&mut self) {
        let op = self.op;
        self.block().compute(op);
    }

    /// Hands on every line read so far, the block being filled too, and has the output
    /// written: for an input that has paused.
    fn flush(&mut self, deliver: &mut impl Deliver) -> io::Result<()> {
        let block = self.block();
        if block.len > 0 || !block.events.is_empty() {
            self.compute_block();
            self.batch.done += 1;
        }
        self.batch.flush = true;
        deliver(&mut self.batch)?;
        let first_line = self.line + 1;
        self.block().start(first_line);
        Ok(())
    }

    /// Reads the carried line, if any, and empties the carry.
    fn finish_carry(&mut self, deliver: &mut impl Deliver) -> io::Result<()> {
        let carry = std::mem::take(&mut self.carry);
        let result = if carry.counted > 0 {
            self.line += 1;
            self.event(
                Happened::Bad(too_long(carry.counted, &carry.bytes)),
                deliver,
            )
        } else if !carry.bytes.is_empty() {
            self.line_of(&carry.bytes, deliver)
        } else {
            Ok(())
        };
        // The carry's buffer is kept for the next line that straddles two reads.
        self.carry = Carry {
            bytes: carry.bytes,
            counted: 0,
        };
        self.carry.bytes.clear();
        result
    }

    /// Reads one line (without its newline) into the block.
    #[inline(always)]
    fn line_of(&mut self, raw: &[u8], deliver: &mut impl Deliver) -> io::Result<()> {
        self.line += 1;
        // Plain numbers inline; every other line out of line, so this loop stays small.
        if let Some(v) = plain_number(raw.strip_suffix(b"\r").unwrap_or(raw)) {
            let block = self.block();
            block.values[block.len] = v;
            block.len += 1;
            return self.flush_if_full(deliver);
        }
        self.other_line(raw, deliver)
    }

    /// [`Parsing::line_of`] for a line that is not a plain number.
    #[inline(never)]
    fn other_line(&mut self, raw: &[u8], deliver: &mut impl Deliver) -> io::Result<()> {
        if raw.len() > MAX_LINE {
            return self.event(Happened::Bad(too_long(raw.len(), &raw[..QUOTED])), deliver);
        }
        match read_line(raw, self.line == 1, self.parse) {
            Line::Value(v) => {
                let block = self.block();
                block.values[block.len] = v;
                block.len += 1;
                self.flush_if_full(deliver)
            }
            Line::Skip => self.event(Happened::Skipped, deliver),
            Line::Bad(message) => self.event(Happened::Bad(message), deliver),
        }
    }

    /// Records that the current line has no value, in its place among the block's values.
    fn event(&mut self, what: Happened, deliver: &mut impl Deliver) -> io::Result<()> {
        let line = self.line;
        let block = self.block();
        let slot = block.len;
        block.events.push(Event { slot, line, what });
        self.flush_if_full(deliver)
    }

    /// Computes the block when its values or its events are full, and goes on to the
    /// next, handing the batch on when it is full.
    #[inline]
    fn flush_if_full(&mut self, deliver: &mut impl Deliver) -> io::Result<()> {
        let block = self.block();
        if block.len == BLOCK || block.events.len() == MAX_EVENTS {
            // The blocks past the batch's share are left to the printing half.
            if self.batch.done < self.batch.computed_here {
                self.compute_block();
            }
            self.batch.done += 1;
            if self.batch.done == self.batch.limit {
                deliver(&mut self.batch)?;
            }
            let first_line = self.line + 1;
            self.block().start(first_line);
        }
        Ok(())
    }
}

/// A taker of full batches: the printing half, or the channel to it.
trait Deliver: FnMut(&mut Batch) -> io::Result<()> {}

impl<F: FnMut(&mut Batch) -> io::Result<()>> Deliver for F {}

impl<'s, 'p> Printing<'s, 'p> {
    /// The printing half of a run, with the fastest formatters `cpu` can run.
    fn new(
        sink: &'s mut dyn Write,
        errors: &'s mut dyn Write,
        cpu: &Host,
        printer: &'s mut Printer<'p>,
    ) -> Printing<'s, 'p> {
        printer.use_cpu(cpu);
        Printing {
            printer,
            out: OutBuf::new(),
            sink,
            errors,
            tally: Tally::default(),
        }
    }

    /// Prints the batch's computed blocks and empties them.
    fn print(&mut self, batch: &mut Batch) -> io::Result<()> {
        self.print_then(batch, |_| {})
    }

    /// [`Self::print`], giving the batch's buffer of printed text to `written` as soon as
    /// it is written.
    fn print_then(&mut self, batch: &mut Batch, written: impl FnOnce(OutBuf)) -> io::Result<()> {
        let formatted = std::mem::take(&mut batch.formatted);
        if let Some(mut printed) = batch.printed.take() {
            if formatted > 0 {
                self.out.write_to(self.sink)?;
                printed.write_to(self.sink)?;
            }
            written(printed);
        }
        for block in &mut batch.blocks[formatted..batch.done] {
            self.print_block(block)?;
        }
        batch.done = 0;
        if std::mem::take(&mut batch.flush) {
            self.out.write_to(self.sink)?;
            self.sink.flush()?;
        }
        Ok(())
    }

    /// Prints a computed block, with the reports of its other lines in their places, and
    /// empties it.
    fn print_block(&mut self, block: &mut Block) -> io::Result<()> {
        debug_assert!(block.computed, "a block is computed before it prints");
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
                        // The line's number, so that a script can find the input
                        // that got no output line.
                        Some(message) => format!("bbtool: line {}: {message}\n", event.line),
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
        Ok(())
    }

    /// Writes the rest of the output; the tally of a run of `lines` lines.
    fn finish(mut self, lines: usize) -> io::Result<Tally> {
        self.out.write_to(self.sink)?;
        self.sink.flush()?;
        self.tally.lines = lines;
        Ok(self.tally)
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
}

/// The message for a line of `length` bytes starting with `start`.
fn too_long(length: usize, start: &[u8]) -> String {
    format!(
        "line of {length} bytes is longer than the limit of {MAX_LINE} bytes, skipped: '{}...'",
        crate::escape::echo(&String::from_utf8_lossy(start))
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::Format;

    /// Lines of every kind the run reads (fixed-width hex in runs, decimal, bad lines,
    /// blanks, comments, a CRLF) for `lines` lines, from a seeded generator.
    fn mixed_lines(seed: u64, lines: usize) -> Vec<u8> {
        let mut rng = crate::rng::SplitMix64(seed);
        let mut text = String::new();
        for _ in 0..lines {
            let x = rng.next_u64();
            let line = match x % 97 {
                0 => "bad".to_string(),
                1 => String::new(),
                2 => "# a comment".to_string(),
                3 => format!("{x}"),
                4 => format!("0x{x:016x}\r"),
                5 => "e4,d5".to_string(),
                _ => format!("0x{x:016x}"),
            };
            text.push_str(&line);
            text.push('\n');
        }
        text.into_bytes()
    }

    /// A reader of `data` handing out at most `step` bytes a read.
    struct Steps(io::Cursor<Vec<u8>>, usize);

    impl Read for Steps {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            let n = buf.len().min(self.1);
            self.0.read(&mut buf[..n])
        }
    }

    /// An operation that refuses some values (multiples of 61 as bad, of 67 as false).
    fn refusing() -> impl Operation + Sync {
        Refusing {
            op: Map(|v: u64| v.rotate_left(7) ^ 0x55),
            refuse: |v: u64| {
                if v.is_multiple_of(61) {
                    Some(Refusal::Bad("refused".into()))
                } else if v.is_multiple_of(67) {
                    Some(Refusal::False(Some("not so".into())))
                } else {
                    None
                }
            },
        }
    }

    /// Output, errors and tally of a run of `input` in `format` read `step` bytes at a
    /// time, split over two threads from the first read on (printing apart, `deferred`
    /// blocks of each batch first left to the printing thread), or all on this thread.
    fn outcome(
        input: &[u8],
        step: usize,
        format: Format,
        split: Option<(Split, usize)>,
    ) -> (Vec<u8>, Vec<u8>, Tally) {
        let mut printer = Printer::new(Results::Boards, format).unwrap();
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let reader = Steps(io::Cursor::new(input.to_vec()), step);
        let (cpu, op) = (crate::Cpu::current(), refusing());
        let tally = if let Some((split, deferred)) = split {
            let mut run = Run::new(
                reader,
                &mut out,
                &mut err,
                cpu,
                &parse_line,
                &op,
                &mut printer,
            );
            run.deferred = deferred;
            run.threaded(|_| Some(split))
        } else {
            run_in_order(
                reader,
                &mut out,
                &mut err,
                cpu,
                &parse_line,
                &op,
                &mut printer,
            )
        };
        (out, err, tally.unwrap())
    }

    /// Both ways of splitting a run.
    const SPLITS: [Split; 2] = [Split::ReadAhead, Split::PrintApart];

    /// Both ways of splitting a run, printing apart with none, half or all of each
    /// batch's blocks first computed by the printing thread.
    const SPLITS_DEFERRED: [(Split, usize); 4] = [
        (Split::ReadAhead, 0),
        (Split::PrintApart, 0),
        (Split::PrintApart, BATCH / 2),
        (Split::PrintApart, BATCH),
    ];

    #[test]
    fn a_run_splits_by_its_least_read_and_printing_times() {
        let micros = |read, printed| ReadTimes {
            read: Duration::from_micros(read),
            printed: Duration::from_micros(printed),
        };
        let split = |reads: &[(u64, u64)]| {
            let mut pace = Pace::default();
            let decisions: Vec<_> = reads
                .iter()
                .map(|&(r, p)| pace.split(micros(r, p)))
                .collect();
            let (last, before) = decisions.split_last().expect("reads");
            assert!(
                before.iter().all(Option::is_none),
                "no split before four reads"
            );
            last.expect("a split after four reads")
        };
        // Printing 0.95, 0.55 and 0.25 of a read.
        assert_eq!(split(&[(100, 95); 4]), Split::PrintApart);
        assert_eq!(split(&[(100, 55); 4]), Split::PrintApart);
        assert_eq!(split(&[(100, 25); 4]), Split::ReadAhead);
        // A slow read or printing (a page fault, another process) does not count: the
        // least of each does (their sums would print apart here).
        let noisy = [(100, 40), (100, 400), (300, 40), (100, 40)];
        assert_eq!(split(&noisy), Split::ReadAhead);
    }

    #[test]
    fn a_deferral_moves_a_block_at_a_time_within_a_batch() {
        let deferral = Deferral::default();
        assert_eq!(deferral.computed_here(BATCH), BATCH);
        deferral.fewer();
        assert_eq!(deferral.computed_here(BATCH), BATCH, "never below none");
        deferral.more();
        deferral.more();
        assert_eq!(deferral.computed_here(BATCH), BATCH - 2);
        assert_eq!(deferral.computed_here(1), 0, "a shortened batch");
        deferral.fewer();
        assert_eq!(deferral.computed_here(BATCH), BATCH - 1);
        (0..2 * BATCH).for_each(|_| deferral.more());
        assert_eq!(deferral.computed_here(BATCH), 0, "at most a whole batch");
    }

    #[test]
    fn a_threaded_run_prints_what_a_run_in_order_prints() {
        // Enough lines for several batches, read whole and in steps that cut lines.
        let input = mixed_lines(3, 3 * BATCH * BLOCK);
        for ((step, format), split) in [
            (READ_SIZE, Format::Hex),
            (65_537, Format::Dec),
            (4093, Format::Squares),
        ]
        .into_iter()
        .flat_map(|case| SPLITS_DEFERRED.map(|split| (case, split)))
        {
            let threaded = outcome(&input, step, format, Some(split));
            let in_order = outcome(&input, step, format, None);
            assert!(
                threaded.2.bad > 0 && threaded.2.refused > 0,
                "the input has reports"
            );
            assert_eq!(threaded.2, in_order.2, "step {step}, {split:?}");
            assert!(threaded.0 == in_order.0, "output, step {step}, {split:?}");
            assert_eq!(
                String::from_utf8_lossy(&threaded.1),
                String::from_utf8_lossy(&in_order.1)
            );
        }
    }

    /// A sink that fails once `room` bytes are written, as a closed pipe does.
    struct Closing(usize);

    impl Write for Closing {
        fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
            if buf.len() > self.0 {
                return Err(io::ErrorKind::BrokenPipe.into());
            }
            self.0 -= buf.len();
            Ok(buf.len())
        }

        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }

    #[test]
    fn a_failing_sink_ends_a_threaded_run_with_its_error() {
        let input = mixed_lines(5, 4 * BATCH * BLOCK);
        for split in SPLITS {
            let mut printer = Printer::new(Results::Boards, Format::Hex).unwrap();
            let reader = Steps(io::Cursor::new(input.clone()), 1 << 16);
            let (cpu, op) = (crate::Cpu::current(), refusing());
            let result = Run::new(
                reader,
                &mut Closing(1 << 20),
                &mut io::sink(),
                cpu,
                &parse_line,
                &op,
                &mut printer,
            )
            .threaded(|_| Some(split));
            let error = result.expect_err("the sink closed");
            assert_eq!(error.kind(), io::ErrorKind::BrokenPipe, "{split:?}");
        }
    }

    /// `blocks` computed blocks of `value` (its own result), `block_with_report`'s with a
    /// report too; the bytes and the count of those printed by
    /// [`Batch::print_until_spare`] in `format` when the spare comes 500 ms later (time
    /// enough for every block it may print, even on a loaded machine), and the batch's
    /// limit after; with `full`, into a buffer already as full as it may be.
    fn printed_until_spare(
        format: Format,
        value: u64,
        blocks: usize,
        block_with_report: usize,
        full: bool,
    ) -> (Vec<u8>, usize, usize) {
        let formatter = Printer::new(Results::Boards, format)
            .unwrap()
            .fork()
            .unwrap();
        let mut batch = Batch::new(blocks + 1);
        for (i, block) in batch.blocks[..blocks].iter_mut().enumerate() {
            block.len = BLOCK;
            block.values = [value; BLOCK];
            block.results = [value; BLOCK];
            block.computed = true;
            if i == block_with_report {
                let what = Happened::Bad("bad".into());
                block.events.push(Event {
                    slot: 7,
                    line: 8,
                    what,
                });
            }
        }
        batch.done = blocks;
        let (spare, spares) = mpsc::channel();
        let giver = std::thread::spawn(move || {
            std::thread::sleep(Duration::from_millis(500));
            spare.send(Batch::new(1)).unwrap();
        });
        let (written, buffers) = mpsc::channel();
        let mut buffer = OutBuf::new();
        let block = [value; BLOCK];
        while full && formatter.print_within(&block, &block, &mut buffer, PRINTED) {}
        written.send(buffer).unwrap();
        let given = batch
            .print_until_spare(&Map(|v| v), &formatter, &spares, &buffers)
            .unwrap();
        giver.join().unwrap();
        assert_eq!(given.blocks.len(), 1, "the spare batch");
        let mut bytes = Vec::new();
        batch.printed.unwrap().write_to(&mut bytes).unwrap();
        (bytes, batch.formatted, batch.limit)
    }

    #[test]
    fn a_parsing_thread_kept_waiting_prints_up_to_a_block_with_reports() {
        let (bytes, formatted, limit) = printed_until_spare(Format::Hex, 0xabc, 3, 2, false);
        assert_eq!(formatted, 2);
        assert_eq!(limit, 4, "a report does not shorten the batches");
        assert_eq!(bytes, "0x0000000000000abc\n".repeat(2 * BLOCK).into_bytes());
    }

    /// The bytes of `u64::MAX`'s line in `-f squares`: every square's name and a space
    /// (the last a newline).
    const EVERY_SQUARE_LINE: usize = 3 * 64;

    #[test]
    fn a_parsing_thread_kept_waiting_prints_until_its_buffer_is_full() {
        let (bytes, formatted, limit) =
            printed_until_spare(Format::Squares, u64::MAX, 32, 32, false);
        assert_eq!(formatted, PRINTED.div_ceil(BLOCK * EVERY_SQUARE_LINE));
        assert!(formatted < 32, "the limit is reached first");
        assert_eq!(limit, 33, "a fifth of the batch fitted: its length stays");
        assert_eq!(bytes.len(), formatted * BLOCK * EVERY_SQUARE_LINE);
        assert!(bytes.starts_with(b"a1 b1 c1 ") && bytes.ends_with(b" g8 h8\n"));
    }

    #[test]
    fn a_buffer_that_fills_before_a_fifth_of_the_batch_halves_the_batches() {
        let (_, formatted, limit) = printed_until_spare(Format::Squares, u64::MAX, 128, 128, false);
        assert_eq!(formatted, PRINTED.div_ceil(BLOCK * EVERY_SQUARE_LINE));
        assert!(5 * formatted < 129);
        assert_eq!(limit, 2 * formatted);
    }

    #[test]
    fn a_buffer_too_full_for_one_block_leaves_the_batches_whole() {
        let (_, formatted, limit) = printed_until_spare(Format::Squares, u64::MAX, 128, 128, true);
        assert_eq!(formatted, 0);
        assert_eq!(limit, 129);
    }

    #[test]
    fn printed_text_is_written_in_its_place_and_its_buffer_given_back() {
        let mut printer = Printer::new(Results::Boards, Format::Hex).unwrap();
        let formatter = printer.fork().unwrap();
        let (full, computed) = mpsc::channel();
        for k in 0..3u64 {
            // Block 0 printed by the parsing half, block 1 left to the printing half.
            let mut batch = Batch::new(2);
            for (i, block) in batch.blocks.iter_mut().enumerate() {
                block.len = 2;
                block.values[..2].fill(10 * k + i as u64);
                block.results[..2].fill(10 * k + i as u64);
                block.computed = true;
            }
            let mut printed = OutBuf::new();
            let block = &batch.blocks[0];
            assert!(formatter.print_within(
                &block.values[..2],
                &block.results[..2],
                &mut printed,
                PRINTED
            ));
            (batch.done, batch.formatted, batch.printed) = (2, 1, Some(printed));
            full.send(batch).unwrap();
        }
        drop(full);
        let (spare, spares) = mpsc::channel();
        let (written, buffers) = mpsc::channel();
        let (mut sink, mut errors) = (Vec::new(), Vec::new());
        let cpu = crate::Cpu::current();
        let mut printing = Printing::new(&mut sink, &mut errors, cpu, &mut printer);
        let deferral = Deferral::default();
        print_batches(
            computed,
            &spare,
            &written,
            &mut printing,
            &Map(|v| v),
            &deferral,
        )
        .unwrap();
        printing.finish(12).unwrap();
        let want: String = [0, 1, 10, 11, 20, 21]
            .iter()
            .map(|v| format!("0x{v:016x}\n").repeat(2))
            .collect();
        assert_eq!(String::from_utf8(sink).unwrap(), want);
        assert_eq!(buffers.try_iter().count(), 3, "every buffer given back");
        assert_eq!(spares.try_iter().count(), 3, "every batch given back");
    }

    /// A sink that takes 2 ms a write, so that the printing thread falls behind.
    struct Slow(Vec<u8>);

    impl Write for Slow {
        fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
            std::thread::sleep(Duration::from_millis(2));
            self.0.write(buf)
        }

        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }

    #[test]
    fn a_threaded_run_printed_on_both_threads_keeps_input_order() {
        // Runs of good lines, so that the parsing thread has whole blocks to print, and a
        // bad line now and then, whose report must come between the right lines.
        let (mut input, mut good) = (Vec::new(), Vec::new());
        for (i, line) in mixed_lines(11, 4 * BATCH * BLOCK)
            .split(|&b| b == b'\n')
            .enumerate()
        {
            match i % 3001 {
                1000 => input.extend_from_slice(b"bad\n"),
                _ if line.starts_with(b"0x") => {
                    for lines in [&mut input, &mut good] {
                        lines.extend_from_slice(line);
                        lines.push(b'\n');
                    }
                }
                _ => {}
            }
        }
        // JSON as `show` prints it (about 370 bytes a line), of good lines only, read a
        // MiB at a time: the parsing thread's buffer fills within a fifth of a batch, so
        // the batches shorten.
        let show_line = || {
            use print::{JsonLine, Of, Show};
            let json = JsonLine::report("show", Results::Boards);
            Printer::json(
                [
                    ("dec", Show::DecString),
                    ("bin", Show::Bin),
                    ("oct", Show::Oct),
                ]
                .into_iter()
                .fold(json, |json, (key, show)| {
                    json.line_field(key, Of::Input, show)
                })
                .build(),
            )
        };
        for (format, input, step) in [
            (Format::Dec, &input, 1 << 16),
            (Format::Squares, &input, 1 << 16),
            (Format::Json, &good, 1 << 20),
        ] {
            let op = Map(|v: u64| v.rotate_left(9));
            let cpu = crate::Cpu::current();
            let run = |threaded: bool, sink: &mut dyn Write| {
                let mut printer = match format {
                    Format::Json => show_line(),
                    _ => Printer::new(Results::Boards, format).unwrap(),
                };
                let mut err = Vec::new();
                let reader = Steps(io::Cursor::new(input.clone()), step);
                let run = Run::new(reader, sink, &mut err, cpu, &parse_line, &op, &mut printer);
                let tally = match threaded {
                    true => run.threaded(|_| Some(Split::PrintApart)),
                    false => run.in_order(),
                };
                (tally.unwrap(), err)
            };
            let mut out = Slow(Vec::new());
            let (tally, err) = run(true, &mut out);
            let mut in_order = (Vec::new(), Tally::default(), Vec::new());
            (in_order.1, in_order.2) = run(false, &mut in_order.0);
            assert!(
                tally.bad > 10 || format == Format::Json,
                "the input has reports"
            );
            assert_eq!(tally, in_order.1);
            assert!(out.0 == in_order.0, "output in {format:?}");
            assert_eq!(err, in_order.2);
        }
    }

    /// A sink whose bytes the test's reader can see.
    #[derive(Clone, Default)]
    struct Shared(std::sync::Arc<std::sync::Mutex<Vec<u8>>>);

    impl Write for Shared {
        fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
            self.0.lock().unwrap().extend_from_slice(buf);
            Ok(buf.len())
        }

        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }

    /// Input that pauses before each line after the first, as typed at a terminal, and
    /// notes what the output held when each pause ended.
    struct Typed {
        line: u64,
        output: Shared,
        seen: std::sync::Arc<std::sync::Mutex<Vec<String>>>,
    }

    impl Read for Typed {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            self.line += 1;
            if self.line > 4 {
                return Ok(0);
            }
            if self.line > 1 {
                std::thread::sleep(IDLE_PAUSE);
                let output = String::from_utf8(self.output.0.lock().unwrap().clone()).unwrap();
                self.seen.lock().unwrap().push(output);
            }
            let text = format!("{}\n", self.line);
            buf[..text.len()].copy_from_slice(text.as_bytes());
            Ok(text.len())
        }
    }

    /// A pause in the typed input: well over [`crate::aligned::IDLE`].
    const IDLE_PAUSE: Duration = Duration::from_millis(300);

    #[test]
    fn a_paused_input_has_the_output_of_its_lines_so_far_written() {
        // As the run decides, and split over two threads either way from the first read.
        let splits = [None, Some(Split::ReadAhead), Some(Split::PrintApart)];
        for split in splits {
            let (output, seen) = (Shared::default(), std::sync::Arc::default());
            let input = Typed {
                line: 0,
                output: output.clone(),
                seen: std::sync::Arc::clone(&seen),
            };
            let mut printer = Printer::new(Results::Numbers, Format::Dec).unwrap();
            let op = Map(|v: u64| v * 10);
            let (cpu, mut sink) = (crate::Cpu::current(), output.clone());
            let tally = match split {
                None => run(input, &mut sink, &mut io::sink(), cpu, &op, &mut printer),
                Some(split) => {
                    let mut errors = io::sink();
                    Run::new(
                        input,
                        &mut sink,
                        &mut errors,
                        cpu,
                        &parse_line,
                        &op,
                        &mut printer,
                    )
                    .threaded(|_| Some(split))
                }
            };
            assert_eq!(tally.unwrap().lines, 4);
            // Before each line after the first, the lines before it are out.
            let want = ["10\n", "10\n20\n", "10\n20\n30\n"];
            assert_eq!(*seen.lock().unwrap(), want, "{split:?}");
            assert_eq!(*output.0.lock().unwrap(), b"10\n20\n30\n40\n");
        }
    }
}
