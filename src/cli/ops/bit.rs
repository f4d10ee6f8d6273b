//! `bit OP VALUE [ARGS]` over the library's `BIT_OPS` table (BMI1, BMI2, TBM and the
//! LS1B relatives of General Setwise Operations), and `pext`/`pdep` at top level.

use super::{Layout, Named, Pick, Word, emit};
use crate::cli::context::{Ctx, Status};
use crate::cli::methods::Comparison;
use crate::cli::methods::Runner;
use crate::cli::stream::{Operands, Streamed, each_input};
use anyhow::{anyhow, bail};
use bbtool::bitboard::{Bitboard, Square};
use bbtool::catalogue::Family;
use bbtool::ops::bmi2::Wide;
use bbtool::ops::field::{self, Routes, check_bzhi};
use bbtool::ops::lsb::{BIT_OPS, BitOp, OpFamily, check_bextr, find_bit_op};
use bbtool::parse::parse_count;
use bbtool::render::{Format, Outcome, Report, hex};
use bbtool::stream::{JsonLine, Map, Results};
use clap::Args;
use serde_json::json;

pub(super) const BIT_EXAMPLES: &str = "\
`bbtool bit --list` (or `bit list`) prints every OP with its operands and formula.
One VALUE may be `-`: one per line from standard input.

Examples:
  bbtool bit blsr e4,d5 -f squares                 d5: reset the LS1B
  bbtool bit blcfill 0x80C0E0F0F8FCFEFF -f hex     0x80c0e0f0f8fcfe00: the TBM page's
  bbtool bit bextr 0xff00 8 4 -f hex               0x000000000000000f
  bbtool bit tzcnt e4 -f dec                       28
  bbtool bit rorx 0x1234 72 -f hex                 0x3400000000000012: 72 mod 64 = 8
  bbtool bit mulx -1 -1 -f hex                     0xfffffffffffffffe 0x0000000000000001
  bbtool bit btc rank4 e4 -f squares               a4 b4 c4 d4 f4 g4 h4: toggle e4
  printf '0x10\\n0x30\\n' | bbtool bit blsr -f hex -";
pub(super) const PEXT_EXAMPLES: &str = "\
Examples:
  bbtool pext 0xf0 0x3c -f hex                0x000000000000000c
  bbtool pext rank2 a2,c2,e2,g2 -f hex       0x000000000000000f
  bbtool pext e4,d5 center                   which bit goes where, with diagrams
  bbtool pext -1 rank4 --all-methods         every method side by side";
pub(super) const PDEP_EXAMPLES: &str = "\
Examples:
  bbtool pdep 0b101 a1,e4,h8 -f squares      a1 h8
  bbtool pdep 0xf rank8 -f hex               0x0f00000000000000
  bbtool pdep 3 center --method serial       the BMI2 page's serial loop";

impl Named for BitOp {
    fn name(&self) -> &'static str {
        self.name
    }
}

/// What `bit` was asked: the list, or an operation.
#[derive(Clone, Copy, Debug)]
pub enum BitChoice {
    /// `bit list`.
    List,
    /// `bit OP ...`.
    Op(Pick<BitOp>),
}

/// Looks up an operation name, or `list`.
fn find_choice(word: &str) -> Option<BitChoice> {
    if word.eq_ignore_ascii_case("list") {
        return Some(BitChoice::List);
    }
    find_bit_op(word).map(|op| BitChoice::Op(Pick(op)))
}

/// `list` and every operation's name.
fn choice_words() -> Vec<&'static str> {
    std::iter::once("list")
        .chain(BIT_OPS.iter().map(|op| op.name))
        .collect()
}

// Arguments of `bit`.
#[derive(Args, Debug)]
pub struct BitArgs {
    /// List the operations with their operands and formulas.
    #[arg(long)]
    pub list: bool,
    /// The operation (`list` lists them).
    #[arg(
        value_name = "OP",
        required_unless_present = "list",
        value_parser = Word::new("bit operation", find_choice, choice_words)
    )]
    pub op: Option<BitChoice>,
    /// The operands: VALUEs (one may be `-`), then counts (bextr START LEN, bzhi INDEX,
    /// rorx/shlx/shrx/sarx N taken mod 64).
    #[arg(value_name = "ARGS", allow_negative_numbers = true)]
    pub args: Vec<String>,
    #[command(flatten)]
    _global: crate::cli::GlobalOpts,
}

// Arguments of `pext` and `pdep`.
#[derive(Args, Debug)]
pub struct FieldArgs {
    /// The source (one of VALUE and MASK may be `-`: one per line from standard input).
    #[arg(allow_negative_numbers = true)]
    pub value: String,
    /// The mask.
    #[arg(allow_negative_numbers = true)]
    pub mask: String,
    #[command(flatten)]
    _global: crate::cli::GlobalOpts,
}

/// `bit OP ARGS...` or `bit --list`.
pub(super) fn bit(ctx: &mut Ctx, args: &BitArgs) -> anyhow::Result<Status> {
    match args.op {
        Some(BitChoice::Op(op)) if !args.list => run_op(ctx, op.0, &args.args),
        _ => list(ctx),
    }
}

/// `andn A B`, `pext VALUE MASK` and `pdep VALUE MASK`: the `bit` operation `name`.
pub(super) fn named(ctx: &mut Ctx, name: &str, args: &[String]) -> anyhow::Result<Status> {
    let op = find_bit_op(name).ok_or_else(|| anyhow!("no bit operation called '{name}'"))?;
    run_op(ctx, op, args)
}

/// Checks the operand count, reads the counts and runs `op` by its family's signature.
fn run_op(ctx: &mut Ctx, op: &'static BitOp, args: &[String]) -> anyhow::Result<Status> {
    if args.len() != op.operands.len() {
        bail!(
            "bit {} takes {}, but {} operand{} given",
            op.name,
            op.operands.join(" "),
            args.len(),
            if args.len() == 1 { " was" } else { "s were" }
        );
    }
    let checked = |e: field::FieldError| anyhow!("bit {}: {e}", op.name);
    match op.family {
        OpFamily::Unary(f) => apply(ctx, op, f, args, op.name, false, &[], |f, v| f(v[0].0)),
        OpFamily::Binary(f) => apply(ctx, op, f, args, op.name, false, &[], |f, v| {
            f(v[0].0, v[1].0)
        }),
        OpFamily::Count(f) => apply(ctx, op, f, args, op.name, true, &[], |f, v| {
            u64::from(f(v[0].0))
        }),
        OpFamily::Extract(f) => {
            let start = parse_count(&args[1], "start", 64)?;
            let len = parse_count(&args[2], "length", 65)?;
            check_bextr(start, len).map_err(checked)?;
            let label = format!("{} {start} {len}", op.name);
            let extra = [u64::from(start), u64::from(len)];
            apply(ctx, op, f, &args[..1], &label, false, &extra, |f, v| {
                f(v[0].0, start, len)
            })
        }
        OpFamily::Wide(f) => wide(ctx, op, f, args),
        OpFamily::Shifted(f)
        | OpFamily::Indexed(f)
        | OpFamily::Square(f)
        | OpFamily::SquareTest(f) => {
            let (n, label) = match op.family {
                OpFamily::Shifted(_) => {
                    // Any 32-bit count: the instructions take it mod 64.
                    let n = parse_count(&args[1], "count", 1 << 32)?;
                    (n, format!("{} {n}", op.name))
                }
                OpFamily::Indexed(_) => {
                    let index = parse_count(&args[1], "index", 65)?;
                    check_bzhi(index).map_err(checked)?;
                    (index, format!("{} {index}", op.name))
                }
                _ => {
                    let sq = parse_square(&args[1])?;
                    (sq, format!("{} {}", op.name, Square::from_index(sq).name()))
                }
            };
            let test = matches!(op.family, OpFamily::SquareTest(_));
            apply(
                ctx,
                op,
                f,
                &args[..1],
                &label,
                test,
                &[u64::from(n)],
                |f, v| f(v[0].0, n),
            )
        }
    }
}

/// A SQUARE operand: a square name (`e4`) or its index, 0 to 63.
fn parse_square(text: &str) -> anyhow::Result<u32> {
    match Square::parse(text) {
        Some(sq) => Ok(sq.index() as u32),
        // A number is an index; a set (`e4,d5`, `rank4`) is not one square.
        None if text.starts_with(|c: char| c.is_ascii_digit()) || text == "-" => {
            Ok(parse_count(text, "square", 64)?)
        }
        None => bail!(
            "square '{}' is not one square: give a name (e4) or an index (0 to 63)",
            bbtool::escape::echo(text)
        ),
    }
}

/// Runs `op` on each input through `family`'s chosen method (`--method`, `--path`,
/// `--all-methods`). `values` are the VALUE arguments and `extra` the method's other
/// arguments (counts, indices); `call` gets the method and the parsed values and returns a
/// bitboard, or a number when `count`. Batch mode runs the method's block form, if it has one.
#[allow(clippy::too_many_arguments)]
fn apply<F: Copy + Sync + 'static>(
    ctx: &mut Ctx,
    op: &'static BitOp,
    family: &'static Family<F>,
    values: &[String],
    label: &str,
    count: bool,
    extra: &[u64],
    call: impl Fn(F, &[Bitboard]) -> u64 + Sync,
) -> anyhow::Result<Status> {
    let runner = Runner::new(ctx, family)?;
    let layout = Layout {
        command: op.name,
        args: values,
        separators: if values.len() == 1 {
            &["→"]
        } else {
            &[op.name, "="]
        },
        label,
    };
    let routes = routes(op.name);
    let show = |r: &u64| if count { json!(r) } else { json!(hex(*r)) };
    let (func, block, call, op_name) = (runner.selected(), runner.selected_block(), &call, op.name);
    let results = if count {
        Results::Numbers
    } else {
        Results::Boards
    };
    let fast = |ops: Operands| {
        let op = Streamed::new(results, ops.map_by(block, extra, move |v| call(func, v)));
        let json = ops
            .typed_json(JsonLine::report(op_name, results), values)
            .path(runner.path());
        // PEXT and PDEP reports add where each bit goes, written from each line's
        // operands (the line may be the value or the mask).
        Some(op.json(match routes {
            None => json,
            Some(route) => json.written_field("moves", MOVES_WIDEST, move |line, room| {
                let v = ops.with(line);
                write_moves(route(v[0].0, v[1].0), room)
            }),
        }))
    };
    each_input(ctx, values, fast, |ctx, v| {
        let (result, comparison) = runner.run(ctx, |f| call(f, v), show)?;
        let outcome = if count {
            Outcome::Number(result)
        } else {
            Outcome::Board(Bitboard(result))
        };
        let mut report = layout
            .report(ctx, outcome, v, || op.formula.into())
            .path(runner.path());
        if let Some(route) = routes.filter(|_| ctx.detailed()) {
            report = with_routes(report, route(v[0].0, v[1].0), op.name == "pext");
        }
        report = Comparison::attach(comparison, report);
        emit(ctx, &report)
    })
}

/// Runs a widening multiply on each pair of inputs: the 128-bit product as its high and
/// low words (human, machine formats and JSON alike).
fn wide(
    ctx: &mut Ctx,
    op: &'static BitOp,
    family: &'static Family<Wide>,
    values: &[String],
) -> anyhow::Result<Status> {
    let runner = Runner::new(ctx, family)?;
    let layout = Layout {
        command: op.name,
        args: values,
        separators: &["*"],
        label: "product",
    };
    // No streamed form: batch lines run one by one through the report.
    let fast = |_: Operands| None::<Streamed<Map<fn(u64) -> u64>>>;
    each_input(ctx, values, fast, |ctx, v| {
        let show = |p: &u128| json!(format!("0x{p:032x}"));
        let (product, comparison) = runner.run(ctx, |f| f(v[0].0, v[1].0), show)?;
        let mut report = layout
            .report(ctx, Outcome::Wide(product), v, || op.formula.into())
            .path(runner.path());
        report = Comparison::attach(comparison, report);
        emit(ctx, &report)
    })
}

/// The room PEXT's or PDEP's moves in JSON take: 64 moves of two two-digit indices, and
/// the last fixed-size store's reach past them.
const MOVES_WIDEST: usize = 2 + 64 * r#",{"from":63,"to":63,"bit":1}"#.len() + 16;

/// `text` after `head` in a 16-byte store, with its length.
const fn piece(head: &[u8], text: &[u8]) -> ([u8; 16], usize) {
    let mut out = [0; 16];
    let mut i = 0;
    while i < head.len() + text.len() {
        out[i] = if i < head.len() {
            head[i]
        } else {
            text[i - head.len()]
        };
        i += 1;
    }
    (out, head.len() + text.len())
}

/// `head` and then each bit index's decimal digits, as a 16-byte store and its length,
/// by index: one store a key and its number, from a table (digits stored a byte at a
/// time and then read as one vector stall).
const fn indexed_pieces(head: &[u8]) -> [([u8; 16], usize); 64] {
    let mut table = [([0; 16], 0); 64];
    let mut i = 0;
    while i < 64 {
        let (tens, ones) = (b'0' + i as u8 / 10, b'0' + i as u8 % 10);
        table[i] = if i < 10 {
            piece(head, &[ones])
        } else {
            piece(head, &[tens, ones])
        };
        i += 1;
    }
    table
}

/// `,{"from":` and a move's source index.
static FROM_PIECES: [([u8; 16], usize); 64] = indexed_pieces(br#",{"from":"#);

/// `,"to":` and a move's destination index.
static TO_PIECES: [([u8; 16], usize); 64] = indexed_pieces(br#","to":"#);

/// A move's bit, by its value: `,"bit":0}` and `,"bit":1}`.
static BIT_PIECES: [([u8; 16], usize); 2] =
    [piece(br#","bit":0}"#, b""), piece(br#","bit":1}"#, b"")];

/// Writes `routes` as the JSON array of the report's `moves` field into `room` (at least
/// [`MOVES_WIDEST`] bytes) and returns its length: `[{"from":4,"to":0,"bit":1},...]`.
/// Each move is three 16-byte stores from tables whose lengths are then kept: no copy of
/// a variable length, and no branch on the bit (a random bit mispredicted half the time).
fn write_moves(routes: Routes, room: &mut [u8]) -> usize {
    let room: &mut [u8; MOVES_WIDEST] = (&mut room[..MOVES_WIDEST])
        .try_into()
        .expect("a range of MOVES_WIDEST bytes");
    let mut at = 0;
    let mut put = |(chunk, used): &([u8; 16], usize)| {
        // At most 64 moves fit below the bound, so the `min` changes nothing; it lets the
        // compiler drop each store's range check.
        let start = at.min(MOVES_WIDEST - 16);
        room[start..start + 16].copy_from_slice(chunk);
        at = start + used;
    };
    for r in routes {
        put(&FROM_PIECES[r.src as usize & 63]);
        put(&TO_PIECES[r.dst as usize & 63]);
        put(&BIT_PIECES[usize::from(r.set)]);
    }
    // The first move's comma (or, with none, the first byte) opens the array.
    let end = at.max(1);
    room[0] = b'[';
    room[end] = b']';
    end + 1
}

/// Where each bit goes, for the operations that move bits: PEXT and PDEP.
fn routes(name: &str) -> Option<fn(u64, u64) -> Routes> {
    match name {
        "pext" => Some(field::pext_mapping),
        "pdep" => Some(field::pdep_mapping),
        _ => None,
    }
}

/// Adds which bit goes where: `e4(28) -> bit 3` for PEXT, `bit 3 -> e4(28)` for PDEP,
/// with the bit's value; four to a line.
fn with_routes(report: Report, routes: Routes, extract: bool) -> Report {
    let square = |i: u32| format!("{}({i})", Square::from_index(i).name());
    let entries: Vec<String> = routes
        .map(|r| {
            let (from, to) = if extract {
                (square(r.src), format!("bit {}", r.dst))
            } else {
                (format!("bit {}", r.src), square(r.dst))
            };
            format!("{from} -> {to} [{}]", u8::from(r.set))
        })
        .collect();
    let json: Vec<_> = routes
        .map(|r| json!({"from": r.src, "to": r.dst, "bit": u8::from(r.set)}))
        .collect();
    let mut report = report
        .note(format!(
            "moves    {} mask bits, source -> destination [bit value]:",
            routes.len()
        ))
        .field("moves", json);
    for line in entries.chunks(4) {
        let padded: Vec<String> = line.iter().map(|e| format!("{e:<22}")).collect();
        report = report.note(format!("  {}", padded.join("").trim_end()));
    }
    report
}

/// `bit --list`: every operation with its source, operands and formula.
fn list(ctx: &mut Ctx) -> anyhow::Result<Status> {
    let mut text = String::new();
    let format = ctx
        .config
        .format_among("bit --list", &[Format::Json], "a table or JSON")?;
    for op in BIT_OPS {
        if format == Format::Json {
            let obj = json!({"command": "bit", "name": op.name, "source": op.source, "operands": op.operands,
                "formula": op.formula, "family": op.family.name()});
            text.push_str(&format!("{obj}\n"));
        } else {
            text.push_str(&format!(
                "{:<12} {:<17} {:<26} {}\n",
                op.name,
                op.operands.join(" "),
                op.source,
                op.formula
            ));
        }
    }
    ctx.write_str(&text)?;
    Ok(Status::Success)
}
