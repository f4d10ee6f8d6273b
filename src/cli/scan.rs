//! `scan`: bitscans and serialization (BitScan and Bitboard Serialization pages).

use super::context::{Ctx, Status};
use super::methods::Runner;
use super::stream::{Streamed, each_input};
use crate::cli::methods::Comparison;
use bbtool::bitboard::{Bitboard, Square};
use bbtool::catalogue::FamilyInfo;
use bbtool::render::{Cell, Grid, Outcome, Report, Tone};
use bbtool::scan::{BITSCAN_FORWARD, BITSCAN_REVERSE, ScanOrder, Serializer};
use bbtool::stream::{Map, Refusal, Refusing, Results};
use clap::Args;

pub(super) const EXAMPLES: &str = "\
Examples:
  bbtool scan 0x0000001818000000        members LS1B first, numbered on the diagram
  bbtool scan center --reverse -f squares
  bbtool scan rank2 --flip -f squares   colour-symmetric order (rank 8 first)
  bbtool scan 0x80 --first              index of the LS1B: 7
  bbtool scan e4,d5 --last --method zappa
  bbtool scan e4,d5 --all-methods       every bitscan method, side by side";

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
    /// Print only the index of the LS1B (bitscan forward); exit 1 on the empty set.
    #[arg(long, conflicts_with_all = ["last", "reverse", "flip"])]
    pub first: bool,
    /// Print only the index of the MS1B (bitscan reverse); exit 1 on the empty set.
    #[arg(long, conflicts_with_all = ["reverse", "flip"])]
    pub last: bool,
    #[command(flatten)]
    _global: crate::cli::GlobalOpts,
}

/// The families `scan` selects from (forward for the flipped order too).
pub(super) fn families() -> Vec<&'static dyn FamilyInfo> {
    vec![&BITSCAN_FORWARD, &BITSCAN_REVERSE]
}

/// `scan VALUE`.
pub fn scan(ctx: &mut Ctx, args: &ScanArgs) -> anyhow::Result<Status> {
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
    let fast = |_| {
        let which = if args.last { "MS1B" } else { "LS1B" };
        let message = (!quiet)
            .then(|| format!("the set is empty: it has no {which} (a zero count would give 64)"));
        let scan = runner.selected();
        let op = Refusing {
            op: Map(move |v| u64::from(scan(v))),
            refuse: move |v| (v == 0).then(|| Refusal::False(message.clone())),
        };
        single.then_some(Streamed::new(Results::Numbers, op))
    };
    each_input(ctx, std::slice::from_ref(&args.value), fast, |ctx, v| {
        let bb = v[0];
        if single {
            return scan_one(ctx, &runner, bb, args.last);
        }
        let (list, comparison) = runner.run(
            ctx,
            |f| Serializer::new(bb, order, f).collect::<Vec<Square>>(),
            |l| l.iter().map(|s| s.name()).collect::<Vec<_>>().join(" "),
        )?;
        if comparison.is_none() && !ctx.detailed() {
            ctx.emit_outcome(&Outcome::Sequence(list))?;
            return Ok(Status::Success);
        }
        let mut report = Report::new("scan", Outcome::Sequence(list.clone())).path(runner.path());
        if ctx.detailed() {
            report.grid = Some(numbered(bb, &list));
            report = report
                .operand(bbtool::render::hex(bb.0), bb)
                .separators(["→"]);
            report.result_label = "scan order".into();
        }
        report = Comparison::attach(comparison, report);
        ctx.emit(&report)?;
        Ok(Status::Success)
    })
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
    let (index, comparison) = runner.run(ctx, |f| f(bb.0), |i| i.to_string())?;
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
