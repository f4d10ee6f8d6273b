//! The command context: the one buffered output, the global options, exit statuses and the
//! `-` batch mode that streams values from standard input.

use crate::bitboard::Bitboard;
use crate::catalogue::{Choice, Family, Selection};
use crate::cpu::Cpu;
use crate::parse::{ParseError, parse_value};
use crate::render::{Format, Outcome, Report};
use std::io::{self, BufRead, BufWriter, StdoutLock, Write};

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
    pub cpu: &'static Cpu,
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
        }
    }

    /// True when the format shows more than the bare result (human or JSON), so commands
    /// only build diagrams and extra fields when they will be printed.
    pub fn detailed(&self) -> bool {
        matches!(self.format, Format::Human | Format::Json)
    }

    /// Prints a report in the chosen format.
    pub fn emit(&mut self, report: &Report) -> io::Result<()> {
        // The machine formats of plain results skip the string building: batch mode is hot.
        match (&report.outcome, self.format) {
            (_, Format::Human | Format::Json) => {}
            (Outcome::Number(n), _) => return writeln!(self.out, "{n}"),
            (Outcome::Board(bb), Format::Hex) => return writeln!(self.out, "{:#018x}", bb.0),
            (Outcome::Board(bb), Format::Dec) => return writeln!(self.out, "{}", bb.0),
            _ => {}
        }
        let text = report.render(self.format, self.color);
        self.out.write_all(text.as_bytes())
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

/// Parses a VALUE argument, naming it in the error.
pub fn value(text: &str) -> Result<Bitboard, ParseError> {
    parse_value(text)
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
        values.push(if a == "-" { Bitboard::EMPTY } else { value(a)? });
    }
    let Some(slot) = args.iter().position(|a| a == "-") else {
        return each(ctx, &values);
    };
    let stdin = io::stdin();
    let mut reader = io::BufReader::with_capacity(1 << 16, stdin.lock());
    let mut line = Vec::with_capacity(256);
    let (mut number, mut bad, mut status) = (0usize, 0usize, Status::Success);
    loop {
        line.clear();
        if reader.read_until(b'\n', &mut line)? == 0 {
            break;
        }
        number += 1;
        let text = match std::str::from_utf8(&line) {
            Ok(t) => t.trim(),
            Err(e) => {
                report_line(
                    ctx,
                    number,
                    &format!("invalid UTF-8 at byte {}", e.valid_up_to() + 1),
                )?;
                bad += 1;
                continue;
            }
        };
        if text.is_empty() || text.starts_with('#') {
            continue;
        }
        match value(text) {
            Ok(v) => values[slot] = v,
            Err(e) => {
                report_line(ctx, number, &e.to_string())?;
                bad += 1;
                continue;
            }
        }
        match each(ctx, &values) {
            Ok(s) => status = status.max(s),
            Err(e) if is_io(&e) => return Err(e),
            Err(e) => {
                report_line(ctx, number, &format!("{e:#}"))?;
                bad += 1;
            }
        }
    }
    if bad > 0 {
        ctx.flush()?;
        eprintln!("bbtool: error: {bad} of {number} input lines were bad");
        return Err(AlreadyReported.into());
    }
    Ok(status)
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
