//! The `-` batch mode: a command runs once per line of standard input, bad lines are
//! reported with their number and skipped, and the exit status is 2 at the end.

use super::context::{AlreadyReported, Ctx, Status};
use bbtool::batch::digits::{BLOCK, Digits};
use bbtool::batch::lines::read_lines;
use bbtool::bitboard::Bitboard;
use bbtool::parse::lines::{HEX_LINE, hex_lines_for};
use std::io;

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
            ctx.config.value(a)?
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
        io::stdin(),
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
    if args != ["-"] || ctx.detailed() || ctx.config.all_methods {
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
    let parse_lines = hex_lines_for(ctx.config.cpu());
    let mut state = (batch, Digits::new(), [0u64; BLOCK], [0u8; BLOCK]);
    read_lines(
        io::stdin(),
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
            out.flush(&mut ctx.out)?;
            if let Some(v) = bbtool::parse::fast_hex16(line) {
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
    out.flush(&mut ctx.out)?;
    batch.finish(ctx)
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
        let parsed = match bbtool::parse::fast_hex(raw) {
            Some(v) => Ok(Bitboard(v)),
            None => match std::str::from_utf8(raw) {
                Err(e) => Err(format!("invalid UTF-8 at byte {}", e.valid_up_to() + 1)),
                Ok(text) => {
                    let text = text.trim();
                    if text.is_empty() || text.starts_with('#') {
                        return Ok(());
                    }
                    ctx.config.value(text).map_err(|e| e.to_string())
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
