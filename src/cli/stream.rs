//! The `-` batch mode: a command runs once per line of standard input through the
//! library's pipeline ([`bbtool::stream`]). The machine formats stream a block at a time
//! through the command's [`Operation`] with its fixed operands bound, and so does JSON
//! where the command gives a template of its report; a command that writes any number of
//! lines per value writes them itself as the block prints ([`Streamed::lines`]); the
//! human format, `--all-methods` and JSON without a template run the command's own
//! per-value report for each line.
//! Bad lines are reported with their number, the rest still print in order, and the exit
//! status is 2 at the end.

use super::context::{AlreadyReported, Ctx, Status};
use super::output::Output;
use bbtool::bitboard::Bitboard;
use bbtool::catalogue::{self, BlockFn};
use bbtool::parse::{Scope, parse_value_in};
use bbtool::position::Position;
use bbtool::render::{Format, Report};
use bbtool::stream::{
    self, Checked, JsonBuilder, JsonLine, LineFn, Many, Operation, Printer, Refusal, Refusing,
    Results, Tally,
};
use std::cell::RefCell;
use std::collections::VecDeque;
use std::io::{self, Write};
use std::rc::Rc;

/// The most VALUE operands a streamed operation binds (more run the per-value path).
pub const BOUND: usize = 4;

/// Reads a batch line that is not a plain number: the VALUE grammar, with the names of
/// the `--fen` position when one was given.
fn parse_line(position: Option<&Position>, text: &str) -> Result<u64, String> {
    parse_value_in(text, &Scope::of(position))
        .map(|v| v.0)
        .map_err(|e| e.to_string())
}

/// The VALUE operands of a batch run: the fixed ones parsed, the line's value in the
/// `-` place ([`catalogue::Operands`]'s slot), `len` of them.
#[derive(Clone, Copy, Debug)]
pub struct Operands {
    operands: catalogue::Operands,
    len: usize,
}

impl Operands {
    /// The operands with `v` (a line's value) in the `-` position.
    #[inline(always)]
    pub fn with(&self, v: u64) -> [Bitboard; BOUND] {
        // A select per place, so the array stays in registers: storing `v` at a variable
        // index put it in memory, and reading it back stalled on store forwarding.
        let slot = self.operands.slot;
        std::array::from_fn(|k| {
            Bitboard(if k == slot {
                v
            } else {
                self.operands.values[k]
            })
        })
    }

    /// The block operation `compute(operands)` with each line's value in the `-` place,
    /// the place a constant of each loop ([`catalogue::Operands::each`]).
    pub fn map(self, compute: impl Fn(&[Bitboard]) -> u64) -> Many<impl Fn(&[u64], &mut [u64])> {
        Many(move |inputs: &[u64], results: &mut [u64]| {
            self.operands.each(inputs, results, |values| {
                compute(&values.map(Bitboard)[..self.len])
            })
        })
    }

    /// `json` with an operand per VALUE argument (`args`, as typed): the line's (`-`)
    /// labelled by its hex value, the others by their text, as reports label them.
    pub fn typed_json(&self, json: JsonBuilder, args: &[String]) -> JsonBuilder {
        args.iter()
            .zip(self.with(0))
            .fold(json, |json, (text, value)| match text.as_str() {
                "-" => json.line_operand(),
                text => json.operand(text, value.0),
            })
    }

    /// [`Operands::map`] by a method's block form when it has one (`block`, whose fixed
    /// operands are these followed by `extra`, the counts and indices), else by `compute`.
    pub fn map_by(
        self,
        block: Option<BlockFn>,
        extra: &[u64],
        compute: impl Fn(&[Bitboard]) -> u64,
    ) -> Many<impl Fn(&[u64], &mut [u64])> {
        let mut operands = self.operands;
        for (place, &v) in operands.values[self.len..].iter_mut().zip(extra) {
            *place = v;
        }
        let per_value = self.map(compute);
        Many(move |inputs: &[u64], results: &mut [u64]| match block {
            Some(block) => block(inputs, &operands, results),
            None => (per_value.0)(inputs, results),
        })
    }

    /// [`Operands::map`] for a `compute` that may fail on a line's value (the line is then
    /// reported bad with the error).
    pub fn checked<C, E>(self, compute: C) -> CheckedOn<C>
    where
        C: Fn(&[Bitboard]) -> Result<u64, E>,
        E: std::fmt::Display,
    {
        CheckedOn {
            operands: self,
            compute,
        }
    }
}

/// A fallible computation on the operands, as a block operation: see [`Operands::checked`].
pub struct CheckedOn<C> {
    operands: Operands,
    compute: C,
}

impl<C, E> CheckedOn<C>
where
    C: Fn(&[Bitboard]) -> Result<u64, E>,
    E: std::fmt::Display,
{
    /// The same computation a value at a time (for the lines around a refused one).
    fn per_value(&self) -> Checked<impl Fn(u64) -> Result<u64, E>> {
        Checked(|v| (self.compute)(&self.operands.with(v)[..self.operands.len]))
    }
}

impl<C, E> Operation for CheckedOn<C>
where
    C: Fn(&[Bitboard]) -> Result<u64, E>,
    E: std::fmt::Display,
{
    fn apply(&self, inputs: &[u64], results: &mut [u64]) {
        self.per_value().apply(inputs, results)
    }

    fn refuse(&self, input: u64) -> Option<Refusal> {
        self.per_value().refuse(input)
    }

    #[inline(always)]
    fn apply_unless_refused(
        &self,
        inputs: &[u64],
        results: &mut [u64],
    ) -> Option<(usize, Refusal)> {
        let Operands { operands, len } = self.operands;
        operands
            .try_each(inputs, results, |values| {
                (self.compute)(&values.map(Bitboard)[..len])
            })
            .map(|(i, e)| (i, stream::bad(e)))
    }
}

/// The position of the one `-` among `args`, if any; two are an error.
pub fn stdin_slot(args: &[String]) -> anyhow::Result<Option<usize>> {
    let mut dashes = args.iter().enumerate().filter(|(_, a)| *a == "-");
    let first = dashes.next().map(|(i, _)| i);
    if dashes.next().is_some() {
        anyhow::bail!("only one argument may be '-' (standard input)");
    }
    Ok(first)
}

/// What a command streams: its operation, what the results are, and the template of its
/// JSON line when the template can say what its report says.
pub struct Streamed<O> {
    results: Results,
    op: O,
    json: Option<JsonLine>,
    /// Nothing printed, in any format: a predicate's `-q`.
    silent: bool,
    /// The text of each value in every format, when the command writes its own.
    lines: Option<LineFn<'static>>,
}

impl<O: Operation> Streamed<O> {
    /// `op`, whose results are `results`.
    pub fn new(results: Results, op: O) -> Streamed<O> {
        Streamed {
            results,
            op,
            json: None,
            silent: false,
            lines: None,
        }
    }

    /// Each value's text written by `each` in every format (a command whose output per
    /// value is several lines, or any number, such as `subsets`).
    pub fn lines(mut self, each: LineFn<'static>) -> Streamed<O> {
        self.lines = Some(each);
        self
    }

    /// Printing nothing, whatever the format (a predicate's `-q`: the exit status only).
    pub fn silent(mut self) -> Streamed<O> {
        self.silent = true;
        self
    }

    /// With `--json`, each line from `template` (the command's report as JSON).
    pub fn json(mut self, template: JsonBuilder) -> Streamed<O> {
        self.json = Some(template.build());
        self
    }

    /// [`Streamed::json`] when there is a template.
    pub fn json_if(self, template: Option<JsonBuilder>) -> Streamed<O> {
        match template {
            Some(template) => self.json(template),
            None => self,
        }
    }
}

/// The caption of an operand: its argument text, or its value in hex when it came from
/// standard input (`-`), as batch reports label the line's value.
pub fn caption(text: &str, value: Bitboard) -> String {
    if text == "-" {
        bbtool::render::hex(value.0)
    } else {
        text.to_string()
    }
}

/// The JSON line template of reports shaped like `report`: its command, `results`, its
/// operands (the one at `slot`, the line's, labelled by its hex value as batch reports
/// label it), path and fields. Only for a report whose fields and other operands do not
/// depend on the line's value.
pub fn json_like(report: &Report, results: Results, slot: usize) -> JsonBuilder {
    let mut json = JsonLine::report(report.command, results);
    for (i, (label, value)) in report.operands.iter().enumerate() {
        json = if i == slot {
            json.line_operand()
        } else {
            json.operand(label, value.0)
        };
    }
    if let Some(path) = &report.path {
        json = json.path(path.clone());
    }
    report
        .json
        .iter()
        .fold(json, |json, (key, value)| json.field(key, value.clone()))
}

/// How a command's fixed VALUE operands are bound for streaming.
#[derive(Clone, Copy)]
pub enum Bind {
    /// Each in its own place: up to [`BOUND`] operands stream, more run per value.
    Places,
    /// Beyond [`BOUND`] operands, the fixed ones folded into one by `fold`, for an
    /// associative and commutative operation (`and`, `or`, `xor`): any number stream, as
    /// the fold and the line's value.
    Folded(fn(&[u64]) -> u64),
}

impl Bind {
    /// The operands bound for `values` with the line's value at `slot`, if they stream.
    fn operands(self, values: &[Bitboard], slot: usize) -> Option<Operands> {
        let mut bound = [0; BOUND];
        let (slot, len) = if values.len() <= BOUND {
            for (place, v) in bound.iter_mut().zip(values) {
                *place = v.0;
            }
            (slot, values.len())
        } else {
            let Bind::Folded(fold) = self else {
                return None;
            };
            let fixed: Vec<u64> = (values.iter().enumerate())
                .filter(|&(i, _)| i != slot)
                .map(|(_, v)| v.0)
                .collect();
            bound[0] = fold(&fixed);
            (1, 2)
        };
        Some(Operands {
            operands: catalogue::Operands {
                values: bound,
                slot,
            },
            len,
        })
    }
}

/// Runs `each` on the parsed `args`, or, when one of them is `-`, streams standard input:
/// in a machine format (or JSON, given a template), without `--all-methods`, through the
/// operation `fast` builds from the bound operands; otherwise through `each` per line
/// (after the operation's refusals, such as an empty set for a bitscan).
pub fn each_input<O: Operation + Sync>(
    ctx: &mut Ctx,
    args: &[String],
    fast: impl FnOnce(Operands) -> Option<Streamed<O>>,
    each: impl FnMut(&mut Ctx, &[Bitboard]) -> anyhow::Result<Status>,
) -> anyhow::Result<Status> {
    each_input_bound(ctx, args, Bind::Places, fast, each)
}

/// [`each_input`] with the fixed operands bound by `bind`.
pub fn each_input_bound<O: Operation + Sync>(
    ctx: &mut Ctx,
    args: &[String],
    bind: Bind,
    fast: impl FnOnce(Operands) -> Option<Streamed<O>>,
    mut each: impl FnMut(&mut Ctx, &[Bitboard]) -> anyhow::Result<Status>,
) -> anyhow::Result<Status> {
    let slot = stdin_slot(args)?;
    let mut values = Vec::with_capacity(args.len());
    for a in args {
        values.push(if a == "-" {
            Bitboard::EMPTY
        } else {
            ctx.config.value(a)?
        });
    }
    let Some(slot) = slot else {
        return each(ctx, &values);
    };
    let mut fast = bind.operands(&values, slot).and_then(fast);
    let cpu = ctx.config.cpu();
    let printer = match &mut fast {
        Some(streamed) if streamed.silent => Some(Printer::lines(Box::new(|_, _, _| Ok(())))),
        Some(streamed) if streamed.lines.is_some() => streamed.lines.take().map(Printer::lines),
        Some(streamed) if !ctx.config.all_methods => match ctx.config.format {
            Format::Json => streamed.json.take().map(Printer::json),
            format => Printer::new(streamed.results, format),
        },
        _ => None,
    };
    let (tally, status) = match (fast, printer) {
        (Some(Streamed { op, .. }), Some(mut printer)) => {
            let tally = stream::run_parsing(
                io::stdin(),
                &mut ctx.out,
                &mut io::stderr(),
                cpu,
                &|text| parse_line(ctx.config.position.as_ref(), text),
                &op,
                &mut printer,
            )?;
            (tally, Status::Success)
        }
        (fast, _) => per_value(ctx, values, slot, fast.map(|f| f.op), &mut each)?,
    };
    finish(ctx, tally, status)
}

/// The exit status of a run: 2 (after the tally line) when a line was bad, 1 when a
/// value was refused or a predicate was false.
fn finish(ctx: &mut Ctx, tally: Tally, status: Status) -> anyhow::Result<Status> {
    if let Some(summary) = tally.summary() {
        ctx.flush()?;
        io::stderr().write_all(format!("bbtool: error: {summary}\n").as_bytes())?;
        return Err(AlreadyReported.into());
    }
    if tally.refused > 0 {
        return Ok(Status::False);
    }
    Ok(status)
}

/// Output gathered for one value, shared between the detour [`Output`] and the run.
#[derive(Clone, Default)]
struct Shared(Rc<RefCell<Vec<u8>>>);

impl Write for Shared {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.0.borrow_mut().extend_from_slice(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

/// The per-value path's state: the command's report code runs as each block is checked
/// (so a failing value is reported as a bad line), and its text waits in `queue` until
/// the printer reaches that value.
struct PerValue<'c, E> {
    ctx: &'c mut Ctx,
    each: E,
    values: Vec<Bitboard>,
    slot: usize,
    shared: Shared,
    queue: VecDeque<Vec<u8>>,
    status: Status,
}

impl<E: FnMut(&mut Ctx, &[Bitboard]) -> anyhow::Result<Status>> PerValue<'_, E> {
    /// Runs the command on one value: its output is queued, its error is the refusal.
    fn value(&mut self, v: u64) -> Option<Refusal> {
        self.values[self.slot] = Bitboard(v);
        let outcome = (self.each)(self.ctx, &self.values);
        // Writes into `shared` cannot fail.
        let _ = self.ctx.flush();
        let text = std::mem::take(&mut *self.shared.0.borrow_mut());
        match outcome {
            Ok(status) => {
                self.status = self.status.max(status);
                self.queue.push_back(text);
                None
            }
            Err(e) => Some(Refusal::Bad(format!("{e:#}"))),
        }
    }
}

/// Streams standard input through `each`, one value at a time; `refuse` (a streamed
/// operation) refuses values first.
fn per_value<O: Operation>(
    ctx: &mut Ctx,
    values: Vec<Bitboard>,
    slot: usize,
    refuse: Option<O>,
    each: impl FnMut(&mut Ctx, &[Bitboard]) -> anyhow::Result<Status>,
) -> anyhow::Result<(Tally, Status)> {
    let cpu = ctx.config.cpu();
    // The lines are parsed while `ctx` is lent to the per-value state.
    let position = ctx.config.position.clone();
    let shared = Shared::default();
    let detour = Output::new(
        Box::new(shared.clone()),
        ctx.config.format,
        ctx.config.color,
    );
    let mut out = std::mem::replace(&mut ctx.out, detour);
    let state = RefCell::new(PerValue {
        ctx,
        each,
        values,
        slot,
        shared,
        queue: VecDeque::new(),
        status: Status::Success,
    });
    let result = {
        let op = Refusing {
            op: Many(|inputs: &[u64], results: &mut [u64]| results.copy_from_slice(inputs)),
            refuse: |v| match refuse.as_ref().and_then(|op| op.refuse(v)) {
                Some(refusal) => Some(refusal),
                None => state.borrow_mut().value(v),
            },
        };
        let mut printer = Printer::lines(Box::new(|_, _, line: &mut dyn Write| {
            match state.borrow_mut().queue.pop_front() {
                Some(text) => line.write_all(&text),
                None => Ok(()),
            }
        }));
        stream::run_in_order(
            io::stdin(),
            &mut out,
            &mut io::stderr(),
            cpu,
            &|text| parse_line(position.as_ref(), text),
            &op,
            &mut printer,
        )
    };
    let state = state.into_inner();
    state.ctx.out = out;
    Ok((result?, state.status))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The bound operands with `v` in the line's place, as the block form sees them.
    fn bound(bind: Bind, values: &[u64], slot: usize) -> Option<(usize, [u64; BOUND])> {
        let values: Vec<Bitboard> = values.iter().map(|&v| Bitboard(v)).collect();
        bind.operands(&values, slot)
            .map(|ops| (ops.len, ops.with(0x77).map(|b| b.0)))
    }

    #[test]
    fn up_to_four_operands_keep_their_places() {
        let and: fn(&[u64]) -> u64 = bbtool::ops::setwise::and_all;
        for bind in [Bind::Places, Bind::Folded(and)] {
            assert_eq!(bound(bind, &[1, 0, 3], 1), Some((3, [1, 0x77, 3, 0])));
            assert_eq!(bound(bind, &[1, 2, 3, 0], 3), Some((4, [1, 2, 3, 0x77])));
        }
    }

    #[test]
    fn more_operands_stream_only_folded() {
        let values = [0xf0, 0x3c, 0, 0xff, 0x1ff, 0x30];
        assert_eq!(bound(Bind::Places, &values, 2), None);
        let or: fn(&[u64]) -> u64 = bbtool::ops::setwise::or_all;
        let xor: fn(&[u64]) -> u64 = bbtool::ops::setwise::xor_all;
        // The fixed sets (every place but the line's) folded into the first place.
        assert_eq!(
            bound(Bind::Folded(or), &values, 2),
            Some((2, [0x1ff, 0x77, 0, 0]))
        );
        assert_eq!(
            bound(Bind::Folded(xor), &values, 2),
            Some((2, [0xf0 ^ 0x3c ^ 0xff ^ 0x1ff ^ 0x30, 0x77, 0, 0]))
        );
    }
}
