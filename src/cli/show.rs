//! `show`, `calc` and `sets`: every representation of a VALUE.

use super::context::{Ctx, Status};
use super::stream::{Streamed, each_input, stdin_slot};
use bbtool::bitboard::Bitboard;
use bbtool::parse::NAMED_SETS;
use bbtool::render::{Format, Grid, Outcome, Report, board_line, bytes_line, hex, side_by_side};
use bbtool::stream::{JsonLine, Map, Of, Results, Show};
use clap::Args;
use serde_json::json;

pub(super) const SHOW_EXAMPLES: &str = "\
Examples:
  bbtool show e4                 diagram of one square
  bbtool show 0x00ff000000000000 -f squares
  bbtool show -1 --bytes         the universe, with its bytes in memory order
  bbtool show 'rank4|filed' center
  seq 0 63 | sed 's/^/1<</' | bbtool show -f hex -";

pub(super) const CALC_EXAMPLES: &str = "\
Operators, loosest first, as C ranks them: | then ^ then & and \\ (a \\ b is a & ~b) then
<< >> then + - then * / %; unary ~ - ! bind tightest. Arithmetic wraps at 64 bits. Shift
counts are taken modulo 64, as x86-64's SHL and SHR take them (the Rotate by Shift
idiom x >> -s needs it): '1 << 64' is 1; the shl and shr commands take 0 to 64, and 64
gives 0.

Examples:
  bbtool calc '(rank4 | filed) & ~d4'
  bbtool calc 'e4 * 0x0101010101010101' -f hex
  bbtool calc 'e4,d5 & (e4,d5 - 1)' -f squares   LS1B reset, x & (x - 1): d5
  bbtool calc 'light \\ center' -f squares
  bbtool calc '(e4 << 3) | (e4 >> -3)' -f squares   rotate left by 3: h4";

// Arguments of `show`.
#[derive(Args, Debug)]
pub struct ShowArgs {
    /// The values (`-` reads one per line from standard input; bad lines are reported
    /// with their number, the rest still print, and the exit status is 2).
    #[arg(required = true, allow_negative_numbers = true)]
    pub values: Vec<String>,
    /// Also print the eight bytes in little-endian memory order.
    #[arg(long)]
    pub bytes: bool,
    #[command(flatten)]
    _global: crate::cli::GlobalOpts,
}

// Arguments of `calc`.
#[derive(Args, Debug)]
pub struct CalcArgs {
    /// The expression (quote it for the shell; `-` reads one per line).
    #[arg(allow_negative_numbers = true)]
    pub expr: String,
    #[command(flatten)]
    _global: crate::cli::GlobalOpts,
}

/// `show VALUE...`.
pub fn show(ctx: &mut Ctx, args: &ShowArgs) -> anyhow::Result<Status> {
    if ctx.config.format == Format::Human
        && args.values.len() > 1
        && !args.values.iter().any(|v| v == "-")
    {
        return show_side_by_side(ctx, args);
    }
    stdin_slot(&args.values)?;
    let mut status = Status::Success;
    for text in &args.values {
        let label = if text == "-" {
            None
        } else {
            Some(text.as_str())
        };
        let fast = |_| (!args.bytes).then(|| identity("show"));
        let s = each_input(ctx, std::slice::from_ref(text), fast, |ctx, v| {
            emit_value(ctx, "show", label, v[0], args.bytes)
        })?;
        status = status.max(s);
    }
    Ok(status)
}

/// Several values in human format: their diagrams side by side, then a line block each.
fn show_side_by_side(ctx: &mut Ctx, args: &ShowArgs) -> anyhow::Result<Status> {
    let values = ctx.config.values(&args.values)?;
    let grids: Vec<Grid> = args
        .values
        .iter()
        .zip(&values)
        .map(|(t, &bb)| Grid::of(t.clone(), bb))
        .collect();
    let mut text = side_by_side(&grids, &[], ctx.config.color, 80).join("\n");
    for (label, bb) in args.values.iter().zip(&values) {
        text.push_str(&format!(
            "\n{label}: {}  dec {}  popcount {}  squares {}",
            hex(bb.0),
            bb.0,
            bb.count(),
            bb.square_list()
        ));
        if args.bytes {
            text.push_str(&format!("  bytes {}", bytes_line(*bb)));
        }
    }
    text.push('\n');
    ctx.write_str(&text)?;
    Ok(Status::Success)
}

/// `calc EXPR`.
pub fn calc(ctx: &mut Ctx, args: &CalcArgs) -> anyhow::Result<Status> {
    let label = if args.expr == "-" {
        None
    } else {
        Some(args.expr.as_str())
    };
    let fast = |_| Some(identity("calc"));
    each_input(ctx, std::slice::from_ref(&args.expr), fast, |ctx, v| {
        emit_value(ctx, "calc", label, v[0], false)
    })
}

/// A VALUE printed as it is: the report of `show` and `calc` without an input text.
fn identity(command: &str) -> Streamed<Map<impl Fn(u64) -> u64>> {
    let json = JsonLine::report(command, Results::Boards)
        .line_field("dec", Of::Result, Show::DecString)
        .line_field("bin", Of::Result, Show::Bin)
        .line_field("oct", Of::Result, Show::Oct);
    Streamed::new(Results::Boards, Map(|v| v)).json(json)
}

fn emit_value(
    ctx: &mut Ctx,
    command: &'static str,
    input: Option<&str>,
    bb: Bitboard,
    bytes: bool,
) -> anyhow::Result<Status> {
    let mut report = Report::new(command, Outcome::Board(bb));
    if ctx.detailed() {
        let caption = input.map_or_else(|| hex(bb.0), str::to_string);
        report = report
            .label(caption)
            .note(format!(
                "bin      {}",
                board_line(bb, Format::Bin).unwrap_or_default()
            ))
            .note(format!(
                "oct      {}",
                board_line(bb, Format::Oct).unwrap_or_default()
            ))
            .field("dec", bb.0.to_string())
            .field("bin", board_line(bb, Format::Bin).unwrap_or_default())
            .field("oct", board_line(bb, Format::Oct).unwrap_or_default());
        if let Some(text) = input {
            report = report.field("input", text);
        }
        if bytes {
            let list: Vec<String> =
                bb.0.to_le_bytes()
                    .iter()
                    .map(|b| format!("0x{b:02x}"))
                    .collect();
            report = report
                .note(format!(
                    "bytes    {}  (little-endian memory order)",
                    bytes_line(bb)
                ))
                .field("bytes", json!(list));
        }
    }
    ctx.emit(&report)?;
    if bytes && !ctx.detailed() {
        ctx.write_str(&format!("{}\n", bytes_line(bb)))?;
    }
    Ok(Status::Success)
}

/// `sets`: the named sets with their values.
pub fn sets(ctx: &mut Ctx) -> anyhow::Result<Status> {
    // The value column in the format asked for (hex for human output).
    for (names, set, about) in NAMED_SETS {
        let format = ctx.config.format;
        let line = match format {
            Format::Json => json!({"command": "sets", "names": names, "value": hex(set.0),
                "about": about})
            .to_string(),
            _ => {
                let value = board_line(*set, format).unwrap_or_else(|| hex(set.0));
                format!("{:<22} {value}  {about}", names.join(", "))
            }
        };
        ctx.write_str(&line)?;
        ctx.write_str("\n")?;
    }
    Ok(Status::Success)
}
