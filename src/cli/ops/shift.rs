//! `shift`, `shl`, `shr`, `rotl`, `rotr` and `genshift` (General Setwise Operations,
//! "Shifting Bitboards").

use super::{By, Layout, Word, plain};
use crate::cli::context::{Ctx, Status};
use crate::cli::methods::Runner;
use anyhow::bail;
use bbtool::bitboard::{Bitboard, Direction};
use bbtool::block_fn;
use bbtool::catalogue::BlockFn;
use bbtool::ops::shift as ops;
use bbtool::ops::shift::StepFn;
use bbtool::parse::{parse_count, parse_signed};
use clap::Args;

pub(super) const SHIFT_EXAMPLES: &str = "\
Directions: n s e w ne nw se sw, also north, nort, noea, northeast ... (any case).

Examples:
  bbtool shift ne e4 -f squares               f5
  bbtool shift east filea,fileh -f squares    b1 b2 b3 b4 b5 b6 b7 b8: nothing wraps
  bbtool shift n rank2 --steps 2 -f hex  0x00000000ff000000
  bbtool shift ne h4 --method rotate -f hex   0x0000000000000000: avoidWrap keeps h4 from wrapping
  printf 'e4\\nh4\\n' | bbtool shift e -f squares -";
pub(super) const SHL_EXAMPLES: &str = "\
Examples:
  bbtool shl e4 8 -f squares       e5
  bbtool shl 1 63 -f hex           0x8000000000000000
  bbtool shl h8 1 -f hex           0x0000000000000000: bit 63 is lost";
pub(super) const SHR_EXAMPLES: &str = "\
Examples:
  bbtool shr e4 8 -f squares       e3
  bbtool shr -1 60 -f hex          0x000000000000000f";
pub(super) const ROTL_EXAMPLES: &str = "\
Examples:
  bbtool rotl h8 1 -f squares      a1: bit 63 comes back as bit 0
  bbtool rotl rank1 8 -f hex       0x000000000000ff00
  bbtool rotl h8 1 --method two-shifts -f squares   a1: (x << s) | (x >> -s)";
pub(super) const ROTR_EXAMPLES: &str = "\
Examples:
  bbtool rotr a1 1 -f squares      h8
  bbtool rotr rank1 8 -f hex       0xff00000000000000";
pub(super) const GENSHIFT_EXAMPLES: &str = "\
Examples:
  bbtool genshift e4 9 -f squares      f5: left for positive S
  bbtool genshift e4 -9 -f squares     d3: right for negative S
  bbtool genshift -1 -64 -f hex        0x0000000000000000: nothing is left
  bbtool genshift e4 -9 --method branchless -f squares   d3: Gerd Isenberg's branch-less form";

/// The words `shift` accepts, for completion and the error.
fn direction_words() -> Vec<&'static str> {
    vec![
        "n",
        "ne",
        "e",
        "se",
        "s",
        "sw",
        "w",
        "nw",
        "north",
        "northeast",
        "east",
        "southeast",
        "south",
        "southwest",
        "west",
        "northwest",
    ]
}

// Arguments of `shift`.
#[derive(Args, Debug)]
pub struct ShiftArgs {
    /// The direction.
    #[arg(value_parser = Word::new("direction", Direction::parse, direction_words))]
    pub direction: Direction,
    /// The set (`-` reads one per line from standard input).
    #[arg(allow_negative_numbers = true)]
    pub value: String,
    /// How many steps.
    #[arg(
        long,
        default_value = "1",
        value_name = "N",
        allow_negative_numbers = true
    )]
    pub steps: String,
    #[command(flatten)]
    _global: crate::cli::GlobalOpts,
}

// Arguments of `genshift`.
#[derive(Args, Debug)]
pub struct GenShiftArgs {
    /// The set (`-` reads one per line from standard input).
    #[arg(allow_negative_numbers = true)]
    pub value: String,
    /// The distance: left when positive, right when negative (-64 to 64).
    #[arg(allow_negative_numbers = true)]
    pub s: String,
    #[command(flatten)]
    _global: crate::cli::GlobalOpts,
}

/// The reference's one-step shift of `dir`, with its wrap mask.
const fn one_step_formula(dir: Direction) -> &'static str {
    match dir {
        Direction::North => "dest = b << 8",
        Direction::South => "dest = b >> 8",
        Direction::East => "dest = (b << 1) & notAFile",
        Direction::NorthEast => "dest = (b << 9) & notAFile",
        Direction::SouthEast => "dest = (b >> 7) & notAFile",
        Direction::West => "dest = (b >> 1) & notHFile",
        Direction::SouthWest => "dest = (b >> 9) & notHFile",
        Direction::NorthWest => "dest = (b << 7) & notHFile",
    }
}

/// `shift DIR VALUE [--steps N]`, each step by the `shift-one` family's chosen method.
pub(super) fn shift(ctx: &mut Ctx, args: &ShiftArgs) -> anyhow::Result<Status> {
    let dir = args.direction;
    let steps = parse_count(&args.steps, "steps", 65)?;
    let label = format!("shift {} {steps}", dir.name());
    let layout = Layout {
        command: "shift",
        args: std::slice::from_ref(&args.value),
        separators: &[&format!("{} ×{steps}", dir.name())],
        label: &label,
    };
    // After eight steps the board is always empty.
    let runner = Runner::lazy(ctx, &ops::SHIFT_ONE)?;
    layout.method_boards(
        ctx,
        &runner,
        &[dir.index() as u64, u64::from(steps)],
        |step: StepFn, v: &[Bitboard]| (0..steps.min(8)).fold(v[0].0, |b, _| step(b, dir)),
        || {
            let one = one_step_formula(dir);
            if steps == 1 {
                one.into()
            } else {
                format!("{one}, {steps} times").into()
            }
        },
    )
}

/// The shifts and rotates by N.
#[derive(Clone, Copy)]
pub(super) enum ByOp {
    /// Shift left.
    Shl,
    /// Shift right.
    Shr,
    /// Rotate left.
    Rotl,
    /// Rotate right.
    Rotr,
}

impl ByOp {
    /// The command name, its operator, the largest N, the operation and its block form.
    fn parts(
        self,
    ) -> (
        &'static str,
        &'static str,
        u32,
        fn(u64, u32) -> u64,
        BlockFn,
    ) {
        match self {
            ByOp::Shl => ("shl", "<<", 64, ops::shl, block_fn!(Indexed: ops::shl)),
            ByOp::Shr => ("shr", ">>", 64, ops::shr, block_fn!(Indexed: ops::shr)),
            ByOp::Rotl => ("rotl", "rotl", 63, ops::rotl, block_fn!(Indexed: ops::rotl)),
            ByOp::Rotr => ("rotr", "rotr", 63, ops::rotr, block_fn!(Indexed: ops::rotr)),
        }
    }
}

/// `shl|shr|rotl|rotr VALUE N`.
pub(super) fn by(ctx: &mut Ctx, op: ByOp, args: &By) -> anyhow::Result<Status> {
    let (name, symbol, max, func, block) = op.parts();
    let n = parse_count(&args.n, "N", u64::from(max) + 1)?;
    let layout = Layout {
        command: name,
        args: std::slice::from_ref(&args.value),
        separators: &[&format!("{symbol} {n}")],
        label: name,
    };
    let rotate = match op {
        ByOp::Shl | ByOp::Shr => None,
        ByOp::Rotl => Some(&ops::ROTL),
        ByOp::Rotr => Some(&ops::ROTR),
    };
    let formula = || {
        match op {
            ByOp::Shl | ByOp::Shr => format!("dest = x {symbol} {n}"),
            ByOp::Rotl | ByOp::Rotr => format!("dest = {name}(x, {n})"),
        }
        .into()
    };
    match rotate {
        Some(family) => {
            let runner = Runner::lazy(ctx, family)?;
            layout.method_boards(ctx, &runner, &[u64::from(n)], |f, v| f(v[0].0, n), formula)
        }
        None => {
            let extra = [u64::from(n)];
            layout.boards_by(
                ctx,
                Some(block),
                &extra,
                |v| func(v[0].0, n),
                formula,
                plain,
            )
        }
    }
}

/// `genshift VALUE S`.
pub(super) fn genshift(ctx: &mut Ctx, args: &GenShiftArgs) -> anyhow::Result<Status> {
    let s = parse_signed(&args.s, "S", -64..=64)? as i32;
    let branchless =
        ctx.config.all_methods || ctx.select(&ops::GEN_SHIFT)?.method.name == "branchless";
    if s.unsigned_abs() == 64 && branchless {
        let why = match ctx.config.all_methods {
            true => " (--all-methods runs it too)",
            false => "",
        };
        bail!(
            "genshift: the branchless method takes S from -63 to 63 (the page's -64 < s < 64), not {s}{why}"
        );
    }
    let runner = Runner::lazy(ctx, &ops::GEN_SHIFT)?;
    let layout = Layout {
        command: "genshift",
        args: std::slice::from_ref(&args.value),
        separators: &[&format!("genshift {s}")],
        label: "genshift",
    };
    layout.method_boards(
        ctx,
        &runner,
        &[i64::from(s) as u64],
        |f, v| f(v[0].0, s),
        || format!("dest = (s > 0) ? (x << s) : (x >> -s), s = {s}").into(),
    )
}
