//! `swar`, `kogge-stone-add`, `counts` and `ternlog`: the arithmetic tricks of the Byte,
//! General Setwise Operations, Population Count and AVX-512 pages.

use super::{Layout, Pair, Word, emit, plain};
use crate::cli::context::{Ctx, Status};
use crate::cli::methods::Comparison;
use crate::cli::methods::Runner;
use crate::cli::stream::{Operands, Streamed, caption, each_input};
use anyhow::bail;
use bbtool::bitboard::Bitboard;
use bbtool::ops::swar::{self, MAX_SETS};
use bbtool::ops::ternlog::{TERNLOG, named, truth_table};
use bbtool::parse::parse_count;
use bbtool::render::{
    Cell, Format, Grid, Outcome, Report, board_field, bytes_line, hex, side_by_side,
};
use bbtool::stream::Results;
use clap::Args;
use serde_json::json;
use std::io;

pub(super) const SWAR_EXAMPLES: &str = "\
Examples:
  bbtool swar add 0x01ff 0x0101 -f hex      0x0000000000000200: no carry into the next byte
  bbtool swar sub 0x0100 0x0001 -f hex      0x00000000000001ff
  bbtool swar avg 0x0a0a 0x0402 -f hex      0x0000000000000706
  bbtool swar avg 0x01 0x02 -f hex          0x0000000000000001: avg rounds down, as the Byte
                                            page's formula does (SSE2's PAVGB rounds up)";
pub(super) const KOGGE_STONE_EXAMPLES: &str = "\
Examples:
  bbtool kogge-stone-add 12345 67890 -f dec          80235
  bbtool kogge-stone-add -1 1 -f hex                 0x0000000000000000: wraps
  bbtool kogge-stone-add rank1 a1 -f squares         a2: the carry ripples through the rank";
pub(super) const COUNTS_EXAMPLES: &str = "\
Prints, for k = 0..n, the squares in exactly k and in at least k of the n sets, by the
odd/major digit sets of the Population Count page. Machine formats print one line per k:
k, the exactly-k set and the at-least-k set.

Examples:
  bbtool counts rank4 filed center          the count of each square, with diagrams
  bbtool counts a1,b1 b1,c1 c1,b1 -f hex    one line per k: k, exactly k, at least k
  bbtool counts light rank1 filea --json";
pub(super) const TERNLOG_EXAMPLES: &str = "\
Result bit = bit (a << 2 | b << 1 | c) of IMM8: A is the most significant index bit.
IMM8 is any VALUE from 0 to 255 (0x96, 150, 0b10010110).

Examples:
  bbtool ternlog 0x96 rank1 filea a1-h8      a ^ b ^ c
  bbtool ternlog 0xe8 k1 k2 k4 -f hex        0x1717171717171717: major(a,b,c)
  bbtool ternlog 0xca 0xff00 -1 0 -f hex     0x000000000000ff00: a ? b : c
  bbtool ternlog 0x16 --table                the truth table, as the AVX-512 page prints it";

pub(super) const TWO_ADIC_EXAMPLES: &str = "\
The 2-adic division of the universal set (General Setwise Operations, Division): the
delta-swap masks of bits, bit-duos, nibbles, bytes, words and double words, and the
lowest bit of each. Machine formats print i and both masks per line.

Examples:
  bbtool two-adic                      the table, as the page prints it
  bbtool two-adic -f hex               i, -1/(2^(2^i)+1), -1/(2^(2^i)-1) per line
  bbtool two-adic --minus --index 3 -f hex   0x0101010101010101: -1/255";

// Arguments of `two-adic`.
#[derive(Args, Debug)]
pub struct TwoAdicArgs {
    /// Only the mask of this i (0 to 5).
    #[arg(long, value_name = "I", allow_negative_numbers = true)]
    pub index: Option<String>,
    /// With --index: the -1/(2^(2^i) - 1) mask instead of -1/(2^(2^i) + 1).
    #[arg(long, requires = "index")]
    pub minus: bool,
    #[command(flatten)]
    _global: crate::cli::GlobalOpts,
}

/// `two-adic [--index I [--minus]]`.
pub(super) fn two_adic(ctx: &mut Ctx, args: &TwoAdicArgs) -> anyhow::Result<Status> {
    use bbtool::ops::lsb::{TWO_ADIC_MINUS, TWO_ADIC_PLUS};
    if let Some(text) = &args.index {
        let i = parse_count(text, "index", 6)? as usize;
        let (mask, sign) = if args.minus {
            (TWO_ADIC_MINUS[i], '-')
        } else {
            (TWO_ADIC_PLUS[i], '+')
        };
        let report = Report::new("two-adic", Outcome::Board(Bitboard(mask)))
            .label(format!("-1 / (2^(2^{i}) {sign} 1)"))
            .field("index", i);
        return emit(ctx, &report);
    }
    let mut text = String::new();
    for (i, (plus, minus)) in TWO_ADIC_PLUS.iter().zip(&TWO_ADIC_MINUS).enumerate() {
        let divisor = 1u64 << (1 << i);
        text.push_str(&match ctx.config.format {
            Format::Json => format!(
                "{}\n",
                json!({"command": "two-adic", "index": i, "plus": hex(*plus), "minus": hex(*minus)})
            ),
            Format::Human => format!(
                "-1 / (2^(2^{i}) + 1) = -1 / {:<10} = {}    -1 / (2^(2^{i}) - 1) = -1 / {:<10} = {}\n",
                divisor + 1,
                hex(*plus),
                divisor - 1,
                hex(*minus)
            ),
            format => format!(
                "{i} {} {}\n",
                board_field(Bitboard(*plus), format).unwrap_or_default(),
                board_field(Bitboard(*minus), format).unwrap_or_default()
            ),
        });
    }
    ctx.write_str(&text)?;
    Ok(Status::Success)
}

/// The byte-wise operations.
#[derive(Clone, Copy, Debug)]
pub struct SwarOp {
    name: &'static str,
    symbol: &'static str,
    formula: &'static str,
    func: fn(u64, u64) -> u64,
}

/// `swar add|sub|avg`, with the Byte page's formulas.
static SWAR_OPS: [SwarOp; 3] = [
    SwarOp {
        name: "add",
        symbol: "+",
        formula: "z = ((x & ~H) + (y & ~H)) ^ ((x ^ y) & H), H = 0x8080808080808080",
        func: swar::swar_add,
    },
    SwarOp {
        name: "sub",
        symbol: "-",
        formula: "z = ((x | H) - (y & ~H)) ^ ((x ^ ~y) & H), H = 0x8080808080808080",
        func: swar::swar_sub,
    },
    SwarOp {
        name: "avg",
        symbol: "avg",
        formula: "z = (x & y) + (((x ^ y) & ~L) >> 1), L = 0x0101010101010101",
        func: swar::swar_avg,
    },
];

// Arguments of `swar`.
#[derive(Args, Debug)]
pub struct SwarArgs {
    /// The operation.
    #[arg(value_parser = Word::new(
        "swar operation",
        |w| SWAR_OPS.iter().find(|o| o.name.eq_ignore_ascii_case(w)).copied(),
        || SWAR_OPS.iter().map(|o| o.name).collect(),
    ))]
    pub op: SwarOp,
    /// The operands (and the options every command takes).
    #[command(flatten)]
    pub pair: Pair,
}

// Arguments of `counts`.
#[derive(Args, Debug)]
pub struct CountsArgs {
    /// One to 15 sets (one may be `-`: one per line from standard input).
    #[arg(required = true, allow_negative_numbers = true)]
    pub values: Vec<String>,
    #[command(flatten)]
    _global: crate::cli::GlobalOpts,
}

// Arguments of `ternlog`.
#[derive(Args, Debug)]
pub struct TernlogArgs {
    /// The truth table, 0 to 255.
    pub imm8: String,
    /// The sets A, B and C (optional with --table; one may be `-`).
    #[arg(value_name = "A B C", num_args = 0..=3, allow_negative_numbers = true)]
    pub values: Vec<String>,
    /// Print the truth table as the AVX-512 page does.
    #[arg(long)]
    pub table: bool,
    #[command(flatten)]
    _global: crate::cli::GlobalOpts,
}

/// `swar add|sub|avg A B`.
pub(super) fn swar(ctx: &mut Ctx, args: &SwarArgs) -> anyhow::Result<Status> {
    let op = args.op;
    let layout = Layout {
        command: "swar",
        args: &[args.pair.a.clone(), args.pair.b.clone()],
        separators: &[op.symbol, "="],
        label: &format!("swar {}", op.name),
    };
    layout.boards(
        ctx,
        |v| (op.func)(v[0].0, v[1].0),
        || op.formula.into(),
        |report, v, result| {
            report
                .note(format!("bytes    x {}", bytes_line(v[0])))
                .note(format!("         y {}", bytes_line(v[1])))
                .note(format!(
                    "         z {}  (little-endian memory order)",
                    bytes_line(Bitboard(result))
                ))
                .field("op", op.name)
        },
    )
}

/// `kogge-stone-add A B`.
pub(super) fn kogge_stone(ctx: &mut Ctx, pair: &Pair) -> anyhow::Result<Status> {
    let layout = Layout {
        command: "kogge-stone-add",
        args: &[pair.a.clone(), pair.b.clone()],
        separators: &["+", "="],
        label: "kogge-stone-add",
    };
    layout.boards(
        ctx,
        |v| swar::kogge_stone_add(v[0].0, v[1].0),
        || {
            "g = a & b; p = a ^ b; for s in 1,2,4..32: g |= p & (g << s), p &= p << s; \
             dest = a ^ b ^ (g << 1)"
                .into()
        },
        plain,
    )
}

/// `counts VALUE...`: the exactly-k and at-least-k sets.
pub(super) fn counts(ctx: &mut Ctx, args: &CountsArgs) -> anyhow::Result<Status> {
    if args.values.len() > MAX_SETS {
        bail!(swar::TooManySets {
            given: args.values.len()
        });
    }
    let (format, n) = (ctx.config.format, args.values.len());
    // The machine formats stream each value's lines from the pipeline's block.
    let fast = |ops: Operands| {
        (!matches!(format, Format::Human | Format::Json)).then(|| {
            Streamed::new(Results::Boards, ops.map(|v| v[0].0)).lines(Box::new(
                move |line, _, out| {
                    let sets = ops.with(line).map(|b| b.0);
                    let (exactly, at_least) = swar::counts(&sets[..n]).map_err(io::Error::other)?;
                    out.write_all(counts_lines(&exactly, &at_least, format).as_bytes())
                },
            ))
        })
    };
    let mut raw = Vec::with_capacity(args.values.len());
    each_input(ctx, &args.values, fast, |ctx, v| {
        raw.clear();
        raw.extend(v.iter().map(|b| b.0));
        let (exactly, at_least) = swar::counts(&raw)?;
        if !ctx.detailed() {
            ctx.write_str(&counts_lines(&exactly, &at_least, ctx.config.format))?;
            return Ok(Status::Success);
        }
        let mut report = Report::new("counts", Outcome::Nothing)
            .field(
                "exactly",
                exactly.iter().map(|x| hex(*x)).collect::<Vec<_>>(),
            )
            .field(
                "at_least",
                at_least.iter().map(|x| hex(*x)).collect::<Vec<_>>(),
            );
        if ctx.config.format == Format::Human {
            report = human_counts(ctx, report, &args.values, v, &exactly, &at_least);
        }
        emit(ctx, &report)
    })
}

/// `counts`' machine-format text: a line `k exactly-k at-least-k` per count.
fn counts_lines(exactly: &[u64], at_least: &[u64], format: Format) -> String {
    let line = |x: u64| board_field(Bitboard(x), format).unwrap_or_default();
    (exactly.iter().zip(at_least).enumerate())
        .map(|(k, (&e, &a))| format!("{k} {} {}\n", line(e), line(a)))
        .collect()
}

/// The inputs and a board of each square's count, then rows of the exactly-k and
/// at-least-k diagrams.
fn human_counts(
    ctx: &Ctx,
    mut report: Report,
    texts: &[String],
    values: &[Bitboard],
    exactly: &[u64],
    at_least: &[u64],
) -> Report {
    for (text, &value) in texts.iter().zip(values) {
        report = report.operand(caption(text, value), value);
    }
    let count_of = |sq: usize| exactly.iter().position(|e| e >> sq & 1 != 0).unwrap_or(0);
    report.grid = Some(Grid::from_fn("count per square", |sq| match count_of(sq) {
        0 => Cell {
            text: ".".into(),
            style: bbtool::render::Tone::Empty,
        },
        k => Cell {
            text: format!("{k:x}"),
            style: bbtool::render::Tone::Member,
        },
    }));
    let row = |name: &str, sets: &[u64]| {
        let grids: Vec<Grid> = sets
            .iter()
            .enumerate()
            .skip(1)
            .map(|(k, &s)| Grid::of(format!("{name} {k}"), Bitboard(s)))
            .collect();
        side_by_side(&grids, &[], ctx.config.color, 80).join("\n")
    };
    report
        .formula("one,two = oddMaj(x1,x2,x3) ... ones, twos, fours, eights: the binary count")
        .note(String::new())
        .note(row("exactly", exactly))
        .note(String::new())
        .note(row("at least", at_least))
}

/// `ternlog IMM8 A B C [--table]`.
pub(super) fn ternlog(ctx: &mut Ctx, args: &TernlogArgs) -> anyhow::Result<Status> {
    let imm8 = parse_count(&args.imm8, "imm8", 256)? as u8;
    match args.values.len() {
        0 if args.table => return print_table(ctx, imm8),
        3 => {}
        given => bail!("ternlog takes IMM8 A B C, but {given} of the three sets A B C were given"),
    }
    if args.table {
        print_table(ctx, imm8)?;
    }
    let runner = Runner::new(ctx, &TERNLOG)?;
    let layout = Layout {
        command: "ternlog",
        args: &args.values,
        separators: &["", "", "→"],
        label: &format!("ternlog {imm8:#04x}"),
    };
    let ternary = runner.selected();
    let result = |v: &[Bitboard]| ternary(imm8, v[0].0, v[1].0, v[2].0);
    // The method's block form streams, the table after the three sets; else a call per
    // value.
    let (block, table) = (runner.selected_block(), [u64::from(imm8)]);
    let json = layout.json_template(ctx, |report, _| {
        report.path(runner.path()).field("imm8", imm8)
    });
    let fast = |ops: Operands| {
        let op = ops.map_by(block, &table, result);
        Some(Streamed::new(Results::Boards, op).json_if(json))
    };
    each_input(ctx, &args.values, fast, |ctx, v| {
        let (result, comparison) =
            runner.run(ctx, |f| f(imm8, v[0].0, v[1].0, v[2].0), |r| json!(hex(*r)))?;
        let outcome = Outcome::Board(Bitboard(result));
        let mut report = layout
            .report(ctx, outcome, v, || {
                format!("dest = {}", expression(imm8)).into()
            })
            .path(runner.path());
        if ctx.detailed() {
            report = report.field("imm8", imm8);
        }
        report = Comparison::attach(comparison, report);
        emit(ctx, &report)
    })
}

/// The AVX-512 page's expression for `imm8`, or the sum of its minterms.
fn expression(imm8: u8) -> String {
    if let Some(name) = named(imm8) {
        return name.to_string();
    }
    let literal = |on: bool, x: &str| if on { x.to_string() } else { format!("~{x}") };
    let terms: Vec<String> = truth_table(imm8)
        .iter()
        .filter(|row| row.out)
        .map(|row| {
            format!(
                "{}&{}&{}",
                literal(row.a, "a"),
                literal(row.b, "b"),
                literal(row.c, "c")
            )
        })
        .collect();
    terms.join(" | ")
}

/// The truth table of `imm8`: `#`, `a`, `b`, `c` and the output column, as the
/// AVX-512 page prints it.
fn print_table(ctx: &mut Ctx, imm8: u8) -> anyhow::Result<Status> {
    let rows = truth_table(imm8);
    let format = ctx
        .config
        .format_among("ternlog --table", &[Format::Json], "a table or JSON")?;
    let text = if format == Format::Json {
        let list: Vec<_> = rows
            .iter()
            .map(|r| {
                json!({"index": r.index, "a": u8::from(r.a), "b": u8::from(r.b),
                "c": u8::from(r.c), "out": u8::from(r.out)})
            })
            .collect();
        let obj = json!({"command": "ternlog", "imm8": imm8, "expression": expression(imm8),
            "table": list});
        format!("{obj}\n")
    } else {
        let mut text = format!("imm8 {imm8:#04x}: {}\n#  a  b  c  out\n", expression(imm8));
        for r in rows {
            text.push_str(&format!(
                "{}  {}  {}  {}  {}\n",
                r.index,
                u8::from(r.a),
                u8::from(r.b),
                u8::from(r.c),
                u8::from(r.out)
            ));
        }
        text
    };
    ctx.write_str(&text)?;
    Ok(Status::Success)
}
