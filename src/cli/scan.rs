//! `scan`: bitscans and serialization (BitScan and Bitboard Serialization pages).

use super::context::{Ctx, Status};
use super::methods::Runner;
use super::stream::{Operands, Streamed, caption, each_input};
use crate::cli::methods::Comparison;
use anyhow::bail;
use bbtool::bitboard::{Bitboard, Square};
use bbtool::catalogue::{FamilyInfo, PathPreference};
use bbtool::movelists::{Leaper, MoveLists, check_targets};
use bbtool::render::{Cell, Format, Grid, Outcome, Report, Tone, board_field};
use bbtool::scan::{
    BITSCAN_FORWARD, BITSCAN_REVERSE, ScanOrder, Serializer, isolated_bits, scan_and_reset, split,
};
use bbtool::stream::{JsonLine, Map, Of, Refusal, Refusing, Results, Show, Walk};
use clap::{Args, ValueEnum};
use serde_json::{Value, json};

pub(super) const EXAMPLES: &str = "\
Examples:
  bbtool scan 0x0000001818000000        members LS1B first, numbered on the diagram
  bbtool scan center --reverse -f squares
  bbtool scan rank2 --flip -f squares   colour-symmetric order (rank 8 first)
  bbtool scan 0x80 --first              index of the LS1B: 7
  bbtool scan e4,d5 --last --method zappa
  bbtool scan e4,d5 --all-methods       every bitscan method, side by side
  bbtool scan 0x0000001818000000 --isolated -f hex     each LS1B, isolated by x & -x
  bbtool scan e4,d5 --with-reset --reverse -f hex      index, and the set after the reset
  bbtool scan 0x0000001818000000 --split bytes         the non-empty bytes, a1 side first
  bbtool scan b1,a2 --king a1 -f squares               the magic move list: b1 a2";

// Arguments of `scan`.
#[derive(Args, Debug)]
pub struct ScanArgs {
    /// The set to scan (`-` reads one per line).
    #[arg(allow_negative_numbers = true)]
    pub value: String,
    /// Visit the members MS1B first (bitscan reverse).
    #[arg(long, conflicts_with = "flip")]
    pub reverse: bool,
    /// Visit the members in the colour-symmetric order: rank 8 first, files a to h.
    #[arg(long)]
    pub flip: bool,
    /// Print only the index of the LS1B (bitscan forward); exit 1 on the empty set (with
    /// -q, print nothing: the exit status says whether the set has a member).
    #[arg(long, conflicts_with_all = ["last", "reverse", "flip"])]
    pub first: bool,
    /// Print only the index of the MS1B (bitscan reverse); exit 1 on the empty set.
    #[arg(long, conflicts_with_all = ["reverse", "flip"])]
    pub last: bool,
    /// The isolated-bit loop: each LS1B as a set of its own (`x & -x`, then `x &= x - 1`).
    #[arg(long, conflicts_with_all = ["first", "last", "reverse", "flip", "with_reset", "split", "king", "knight"])]
    pub isolated: bool,
    /// Bitscan with reset: each index with the set left after resetting that bit.
    #[arg(long, conflicts_with_all = ["first", "last", "flip", "split", "king", "knight"])]
    pub with_reset: bool,
    /// The non-empty double words, words or bytes, least significant first: each part's
    /// number, its value (a lookup index) and its bits in place.
    #[arg(long, value_enum, value_name = "WIDTH",
          conflicts_with_all = ["first", "last", "reverse", "flip", "king", "knight"])]
    pub split: Option<Width>,
    /// The magic move list of a king on SQ: VALUE must be among its targets.
    #[arg(long, value_name = "SQ", value_parser = parse_square,
          conflicts_with_all = ["first", "last", "reverse", "flip", "knight"])]
    pub king: Option<Square>,
    /// The magic move list of a knight on SQ: VALUE must be among its targets.
    #[arg(long, value_name = "SQ", value_parser = parse_square,
          conflicts_with_all = ["first", "last", "reverse", "flip"])]
    pub knight: Option<Square>,
    #[command(flatten)]
    _global: crate::cli::GlobalOpts,
}

/// The families `scan` selects from (forward for the flipped order too).
pub(super) fn families() -> Vec<&'static dyn FamilyInfo> {
    vec![&BITSCAN_FORWARD, &BITSCAN_REVERSE]
}

/// The part widths of `--split`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Width {
    /// 32-bit double words.
    Dwords,
    /// 16-bit words.
    Words,
    /// 8-bit bytes.
    Bytes,
}

impl Width {
    /// The width in bits.
    fn bits(self) -> u32 {
        match self {
            Width::Dwords => 32,
            Width::Words => 16,
            Width::Bytes => 8,
        }
    }

    /// The part's name, singular.
    fn noun(self) -> &'static str {
        match self {
            Width::Dwords => "dword",
            Width::Words => "word",
            Width::Bytes => "byte",
        }
    }
}

/// A square name for `--king` and `--knight`.
fn parse_square(text: &str) -> Result<Square, String> {
    Square::parse(text).ok_or_else(|| format!("'{text}' is not a square (a1 to h8)"))
}

/// `scan VALUE`.
pub fn scan(ctx: &mut Ctx, args: &ScanArgs) -> anyhow::Result<Status> {
    if args.with_reset {
        return with_reset(ctx, args);
    }
    let magic = match (args.king, args.knight) {
        (Some(sq), _) => Some((Leaper::King, sq)),
        (_, Some(sq)) => Some((Leaper::Knight, sq)),
        _ => None,
    };
    if args.isolated || args.split.is_some() || magic.is_some() {
        if ctx.config.choice.method.is_some()
            || ctx.config.all_methods
            || ctx.config.choice.path != PathPreference::Auto
        {
            bail!(
                "scan --isolated, --split, --king and --knight run no bitscan: --method, --path and --all-methods do not apply"
            );
        }
        return each_input(
            ctx,
            std::slice::from_ref(&args.value),
            no_stream,
            |ctx, v| {
                let (bb, label) = (v[0], caption(&args.value, v[0]));
                match (args.split, magic) {
                    (Some(width), _) => split_parts(ctx, &label, bb, width),
                    (_, Some((leaper, from))) => move_list(ctx, &label, bb, leaper, from),
                    _ => isolated(ctx, &label, bb),
                }
            },
        );
    }
    let order = if args.reverse || args.last {
        ScanOrder::Reverse
    } else if args.flip {
        ScanOrder::Flip
    } else {
        ScanOrder::Forward
    };
    let runner = Runner::new(ctx, order.family())?;
    let single = args.first || args.last;
    // The bitscan alone streams; an empty set is refused (exit 1) as `scan_one` refuses it.
    let quiet = ctx.config.quiet;
    let scan = runner.selected();
    let first_or_last = |ops: Operands| {
        let which = if args.last { "MS1B" } else { "LS1B" };
        let message = (!quiet)
            .then(|| format!("the set is empty: it has no {which} (a zero count would give 64)"));
        // The method's block form where it has one (TZCNT, LZCNT and Rust's counts), one
        // loop with the instruction inlined; else a call per value.
        let op = Refusing {
            op: ops.map_by(runner.selected_block(), &[], move |v| {
                u64::from(scan(v[0].0))
            }),
            refuse: move |v| (v == 0).then(|| Refusal::False(message.clone())),
        };
        let json = JsonLine::report("scan", Results::Numbers)
            .path(runner.path())
            .line_field("square", Of::Result, Show::SquareName);
        let streamed = Streamed::new(Results::Numbers, op).json(json);
        Some(if quiet { streamed.silent() } else { streamed })
    };
    // A listing streams each line's set, walked by the selected method as it prints.
    let listing = |ops: Operands| {
        let members = Results::Members(Walk {
            order,
            scan,
            walk: runner.selected_walk(),
        });
        let json = JsonLine::report("scan", members)
            .line_operand()
            .path(runner.path());
        Some(Streamed::new(members, ops.map(|v| v[0].0)).json(json))
    };
    let each = |ctx: &mut Ctx, v: &[Bitboard]| {
        let bb = v[0];
        if single {
            return scan_one(ctx, &runner, bb, args.last);
        }
        let (list, comparison) = runner.run(
            ctx,
            |f| Serializer::new(bb, order, f).collect::<Vec<Square>>(),
            |l| l.iter().map(|s| s.name()).collect(),
        )?;
        if comparison.is_none() && !ctx.detailed() {
            ctx.emit_outcome(&Outcome::Sequence(list))?;
            return Ok(Status::Success);
        }
        let mut report = Report::new("scan", Outcome::Sequence(list.clone())).path(runner.path());
        if ctx.detailed() {
            report.grid = Some(numbered(bb, &list));
            report = report
                .operand(caption(&args.value, bb), bb)
                .separators(["→"]);
            report.result_label = "scan order".into();
        }
        report = Comparison::attach(comparison, report);
        ctx.emit(&report)?;
        Ok(Status::Success)
    };
    let value = std::slice::from_ref(&args.value);
    if single {
        each_input(ctx, value, first_or_last, each)
    } else {
        each_input(ctx, value, listing, each)
    }
}

/// No streamed form: batch lines run one by one.
fn no_stream(_: Operands) -> Option<Streamed<Map<fn(u64) -> u64>>> {
    None
}

/// The items of one input on one line, space separated, as serialization prints its
/// indices: batch input gives one line per input line.
fn write_one_line(ctx: &mut Ctx, items: &[String]) -> anyhow::Result<()> {
    ctx.write_str(&items.join(" "))?;
    ctx.write_str("\n")?;
    Ok(())
}

/// Prints `lines` on one line in the machine formats; in human and JSON output, the
/// report with `lines` as notes under `heading` and `json` under `key`.
fn listing(
    ctx: &mut Ctx,
    label: &str,
    bb: Bitboard,
    heading: String,
    lines: Vec<String>,
    key: &str,
    json: Vec<Value>,
) -> anyhow::Result<Status> {
    if !ctx.detailed() {
        write_one_line(ctx, &lines)?;
        return Ok(Status::Success);
    }
    let mut report = Report::new("scan", Outcome::Nothing)
        .operand(label, bb)
        .note(heading)
        .field(key, json);
    for line in lines {
        report = report.note(format!("  {line}"));
    }
    ctx.emit(&report)?;
    Ok(Status::Success)
}

/// A bitboard in the output format (hex in human and JSON output).
fn board_text(ctx: &Ctx, bb: Bitboard) -> String {
    board_field(bb, ctx.config.format).unwrap_or_else(|| bbtool::render::hex(bb.0))
}

/// `--isolated`: each LS1B as a set of its own, in LS1B order.
fn isolated(ctx: &mut Ctx, label: &str, bb: Bitboard) -> anyhow::Result<Status> {
    let bits: Vec<Bitboard> = isolated_bits(bb).collect();
    let lines = bits.iter().map(|&b| board_text(ctx, b)).collect();
    let json = bits
        .iter()
        .map(|b| json!(bbtool::render::hex(b.0)))
        .collect();
    let heading = format!("{} isolated LS1Bs, ls1b = x & -x; x &= x - 1:", bits.len());
    listing(ctx, label, bb, heading, lines, "isolated", json)
}

/// `--split WIDTH`: the non-empty parts, least significant first.
fn split_parts(ctx: &mut Ctx, label: &str, bb: Bitboard, width: Width) -> anyhow::Result<Status> {
    let parts = split(bb, width.bits());
    let lines = parts
        .iter()
        .map(|p| {
            let value = part_value(ctx.config.format, p.value, width.bits() as usize);
            if ctx.detailed() {
                let name = format!("{} {}", width.noun(), p.index);
                format!("{name:<8} {value:<10}  {}", board_text(ctx, p.subset))
            } else {
                format!("{} {value} {}", p.index, board_text(ctx, p.subset))
            }
        })
        .collect();
    let json = parts
        .iter()
        .map(|p| json!({"index": p.index, "value": p.value, "subset": bbtool::render::hex(p.subset.0)}))
        .collect();
    let heading = format!(
        "{} of {} bits: number, value, bits in place:",
        super::output::counted(
            parts.len(),
            &format!("non-empty {}", width.noun()),
            &format!("non-empty {}s", width.noun())
        ),
        width.bits()
    );
    listing(ctx, label, bb, heading, lines, "parts", json)
}

/// A part's value in `format`'s base (hex in the human, JSON and literal formats), as
/// wide as the part's `bits`.
fn part_value(format: Format, value: u64, bits: usize) -> String {
    match format {
        Format::Dec => value.to_string(),
        Format::Bin => format!("0b{value:0bits$b}"),
        Format::Oct => format!("0o{value:0width$o}", width = bits.div_ceil(3)),
        _ => format!("0x{value:0width$x}", width = bits / 4),
    }
}

/// `--king SQ` / `--knight SQ`: the pre-calculated move list the magic hash finds.
fn move_list(
    ctx: &mut Ctx,
    label: &str,
    bb: Bitboard,
    leaper: Leaper,
    from: Square,
) -> anyhow::Result<Status> {
    if let Err(e) = check_targets(leaper, from, bb.0) {
        bail!(
            "not among the targets of a {} on {}: {}",
            leaper.name(),
            from.name(),
            Bitboard(e.outside).square_list()
        );
    }
    let tables = MoveLists::of(leaper);
    let entry = tables.squares[from.index()];
    let (slot, list) = tables.lookup(from, bb.0);
    if !ctx.detailed() {
        ctx.emit_outcome(&Outcome::Sequence(list.to_vec()))?;
        return Ok(Status::Success);
    }
    let moves: Vec<String> = list
        .iter()
        .map(|to| format!("{}-{}", from.name(), to.name()))
        .collect();
    let report = Report::new("scan", Outcome::Sequence(list.to_vec()))
        .operand(label, bb)
        .note(format!(
            "idx      ({} * 0x{:016x}) >> {} = {slot}",
            bbtool::render::hex(bb.0),
            entry.magic,
            entry.shift
        ))
        .note(format!("moves    {}: {}", list.len(), moves.join(", ")))
        .field("index", slot)
        .field("magic", bbtool::render::hex(entry.magic))
        .field("shift", entry.shift)
        .field("moves", moves);
    ctx.emit(&report)?;
    Ok(Status::Success)
}

/// `--with-reset`: each index the chosen bitscan finds, with the set after that bit's
/// reset.
fn with_reset(ctx: &mut Ctx, args: &ScanArgs) -> anyhow::Result<Status> {
    let order = if args.reverse {
        ScanOrder::Reverse
    } else {
        ScanOrder::Forward
    };
    let runner = Runner::new(ctx, order.family())?;
    each_input(
        ctx,
        std::slice::from_ref(&args.value),
        no_stream,
        |ctx, v| {
            let bb = v[0];
            let steps = |f: bbtool::scan::Scan| {
                let mut rest = bb.0;
                std::iter::from_fn(|| scan_and_reset(&mut rest, f).map(|i| (i, rest)))
                    .collect::<Vec<_>>()
            };
            let (steps, comparison) =
                runner.run(ctx, steps, |s| s.iter().map(|(i, _)| *i).collect())?;
            let lines: Vec<String> = steps
                .iter()
                .map(|&(i, rest)| {
                    let square = Square::from_index(i).name();
                    let rest = board_text(ctx, Bitboard(rest));
                    if ctx.detailed() {
                        format!("{i:>2} {square}  left {rest}")
                    } else {
                        format!("{i} {rest}")
                    }
                })
                .collect();
            if ctx.detailed() {
                let json: Vec<Value> = steps
                    .iter()
                    .map(|&(i, rest)| json!({"index": i, "rest": bbtool::render::hex(rest)}))
                    .collect();
                let mut report = Report::new("scan", Outcome::Nothing)
                    .operand(caption(&args.value, bb), bb)
                    .note(format!(
                        "{}, each with the found bit reset:",
                        super::output::counted(steps.len(), "scan", "scans")
                    ))
                    .field("steps", json)
                    .path(runner.path());
                for line in lines {
                    report = report.note(format!("  {line}"));
                }
                report = Comparison::attach(comparison, report);
                ctx.emit(&report)?;
                return Ok(Status::Success);
            }
            write_one_line(ctx, &lines)?;
            Ok(Status::Success)
        },
    )
}

/// `--first` / `--last`: one index, or exit 1 on the empty set.
fn scan_one(
    ctx: &mut Ctx,
    runner: &Runner<bbtool::scan::Scan>,
    bb: Bitboard,
    last: bool,
) -> anyhow::Result<Status> {
    let which = if last { "MS1B" } else { "LS1B" };
    if bb.is_empty() {
        ctx.flush()?;
        if !ctx.config.quiet {
            eprintln!("bbtool: the set is empty: it has no {which} (a zero count would give 64)");
        }
        return Ok(Status::False);
    }
    let (index, comparison) = runner.run(ctx, |f| f(bb.0), |i| json!(i))?;
    // `-q` asks only whether there is a bit to find, as a predicate's `-q` does.
    if ctx.config.quiet {
        return Ok(Status::Success);
    }
    let mut report = Report::new("scan", Outcome::Number(index as u64))
        .path(runner.path())
        .label(which);
    if ctx.detailed() {
        let square = Square::from_index(index);
        report.grid = Some(Grid::from_fn(
            format!("{which} = {}", square.name()),
            |i| match i {
                _ if i == square.index() => Cell {
                    text: "1".into(),
                    style: Tone::Origin,
                },
                _ if bb.0 >> i & 1 == 1 => Cell {
                    text: "1".into(),
                    style: Tone::Muted,
                },
                _ => Cell {
                    text: ".".into(),
                    style: Tone::Empty,
                },
            },
        ));
        report = report
            .field("square", square.name())
            .note(format!("square   {}", square.name()));
    }
    report = Comparison::attach(comparison, report);
    ctx.emit(&report)?;
    Ok(Status::Success)
}

/// The set with each member numbered by its position in `order` (1-based).
fn numbered(bb: Bitboard, order: &[Square]) -> Grid {
    let mut position = [0usize; 64];
    for (k, sq) in order.iter().enumerate() {
        position[sq.index()] = k + 1;
    }
    Grid::from_fn("scan order", |i| {
        if bb.0 >> i & 1 == 1 {
            Cell {
                text: position[i].to_string(),
                style: Tone::Member,
            }
        } else {
            Cell {
                text: ".".into(),
                style: Tone::Empty,
            }
        }
    })
}
