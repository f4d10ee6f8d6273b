//! `flip`, `rotate`, `reverse`, `swap delta|bits` and `remap` (General Setwise
//! Operations, "Swapping Bits", "Flipping Mirroring and Rotating").

use super::{Layout, Named, Pick, Word};
use crate::cli::context::{Ctx, Status};
use crate::cli::methods::Runner;
use crate::cli::stream::{Bind, Operands, Streamed};
use anyhow::anyhow;
use bbtool::bitboard::Bitboard;
use bbtool::ops::transform::{self as ops, Mapping, TRANSFORMS, Transform};
use bbtool::parse::parse_count;
use bbtool::render::{Format, hex};
use bbtool::stream::Results;
use clap::{Args, Subcommand};
use either::Either;
use serde_json::json;

pub(super) const FLIP_EXAMPLES: &str = "\
Examples:
  bbtool flip vertical rank2 -f hex          0x00ff000000000000: bswap
  bbtool flip horizontal filea -f hex        0x8080808080808080: the h-file
  bbtool flip diagonal a8 -f squares         h1
  bbtool flip antidiagonal a1,b1 -f squares  h7 h8";
pub(super) const ROTATE_EXAMPLES: &str = "\
Examples:
  bbtool rotate 90 a1 -f squares      a8: clockwise
  bbtool rotate 270 a1 -f squares     h1
  bbtool rotate 180 rank1,a2 -f squares  h7 a8 b8 c8 d8 e8 f8 g8 h8";
pub(super) const REVERSE_EXAMPLES: &str = "\
Examples:
  bbtool reverse 1 -f hex             0x8000000000000000
  bbtool reverse rank1,b2 -f squares  g7 a8 b8 c8 d8 e8 f8 g8 h8";
pub(super) const SWAP_EXAMPLES: &str = "\
Examples:
  bbtool swap delta 0x7e00 0x7e00 32 -f hex     0x00007e0000000000: bits 9..14 to 41..46
  bbtool swap delta filea k1 1 -f hex           0x0202020202020202: files a<->b, c<->d ...
  bbtool swap bits 0x7e00 9 41 6 -f hex         0x00007e0000000000: the same by swapNBits
  bbtool swap delta -1 0x3 1                    refused: bit 1 would be swapped twice";
pub(super) const REMAP_EXAMPLES: &str = "\
Mappings: lerf (bbtool's and the reference's), lerbef, berlef, berf, lefr, lefber,
befler, befr. `remap --list` shows each with a diagram of its square numbering.

Examples:
  bbtool remap a1 --from lerf --to berf -f hex     0x8000000000000000
  bbtool remap 1 --from lefr --to lerf -f squares  a1
  bbtool remap 2 --from lefr --to lerf -f squares  a2: bit 1 of file-rank is a2
  bbtool remap --list";

impl Named for Transform {
    fn name(&self) -> &'static str {
        self.name
    }
}

/// The transforms whose name starts with `group` and a space, by the word after it.
fn transform_in(group: &str, word: &str) -> Option<Pick<Transform>> {
    TRANSFORMS
        .iter()
        .find(|t| {
            t.name
                .strip_prefix(group)
                .and_then(|rest| rest.strip_prefix(' '))
                .is_some_and(|rest| rest.eq_ignore_ascii_case(word))
        })
        .map(Pick)
}

/// The words after `group` in the transforms' names.
fn words_in(group: &str) -> Vec<&'static str> {
    TRANSFORMS
        .iter()
        .filter_map(|t| t.name.strip_prefix(group)?.strip_prefix(' '))
        .collect()
}

// Arguments of `flip`.
#[derive(Args, Debug)]
pub struct FlipArgs {
    /// The axis.
    #[arg(value_parser = Word::new("axis", |w| transform_in("flip", w), || words_in("flip")))]
    pub axis: Pick<Transform>,
    /// The set (`-` reads one per line from standard input).
    #[arg(allow_negative_numbers = true)]
    pub value: String,
    #[command(flatten)]
    _global: crate::cli::GlobalOpts,
}

// Arguments of `rotate`.
#[derive(Args, Debug)]
pub struct RotateArgs {
    /// Degrees clockwise.
    #[arg(value_parser = Word::new("angle", |w| transform_in("rotate", w), || words_in("rotate")))]
    pub angle: Pick<Transform>,
    /// The set (`-` reads one per line from standard input).
    #[arg(allow_negative_numbers = true)]
    pub value: String,
    #[command(flatten)]
    _global: crate::cli::GlobalOpts,
}

// Arguments of `swap`.
#[derive(Args, Debug)]
pub struct SwapArgs {
    /// How to swap.
    #[command(subcommand)]
    pub how: SwapHow,
    #[command(flatten)]
    _global: crate::cli::GlobalOpts,
}

// The two swaps.
#[derive(Subcommand, Debug)]
#[command(defer = true)]
pub enum SwapHow {
    /// Swap each bit of MASK with the bit DELTA places above it (deltaSwap).
    #[command(after_help = SWAP_EXAMPLES)]
    Delta {
        /// The set (one of VALUE and MASK may be `-`: one per line from standard input).
        #[arg(allow_negative_numbers = true)]
        value: String,
        /// The lower bit of each pair; MASK & (MASK << DELTA) must be empty.
        #[arg(allow_negative_numbers = true)]
        mask: String,
        /// The distance between the bits of a pair (0 to 63).
        delta: String,
        #[command(flatten)]
        _global: crate::cli::GlobalOpts,
    },
    /// Swap the N bits from bit I with the N bits from bit J (swapNBits).
    #[command(after_help = SWAP_EXAMPLES)]
    Bits {
        /// The set (`-` reads one per line from standard input).
        #[arg(allow_negative_numbers = true)]
        value: String,
        /// First bit of one range.
        i: String,
        /// First bit of the other range.
        j: String,
        /// Bits in each range; the ranges may not overlap.
        n: String,
        #[command(flatten)]
        _global: crate::cli::GlobalOpts,
    },
}

// Arguments of `remap`.
#[derive(Args, Debug)]
pub struct RemapArgs {
    /// The set, numbered in the --from mapping (`-` reads one per line).
    #[arg(
        allow_negative_numbers = true,
        required_unless_present = "list",
        requires_all = ["from", "to"]
    )]
    pub value: Option<String>,
    /// The mapping VALUE is numbered in.
    #[arg(long, value_name = "MAPPING", value_parser = mapping())]
    pub from: Option<Mapping>,
    /// The mapping to renumber into.
    #[arg(long, value_name = "MAPPING", value_parser = mapping())]
    pub to: Option<Mapping>,
    /// List the eight mappings with a diagram of each one's square numbering.
    #[arg(long, conflicts_with_all = ["value", "from", "to"])]
    pub list: bool,
    #[command(flatten)]
    _global: crate::cli::GlobalOpts,
}

/// The parser of a mapping's abbreviation.
fn mapping() -> Word<Mapping> {
    Word::new("mapping", Mapping::parse, || {
        Mapping::ALL.iter().map(|m| m.name()).collect()
    })
}

/// `flip AXIS VALUE` and `rotate ANGLE VALUE` (`command` names which).
pub(super) fn apply(
    ctx: &mut Ctx,
    command: &'static str,
    pick: Pick<Transform>,
    text: &String,
) -> anyhow::Result<Status> {
    let transform = pick.0;
    let layout = Layout {
        command,
        args: std::slice::from_ref(text),
        separators: &["→"],
        label: transform.name,
    };
    layout.boards_by(
        ctx,
        Some(transform.block),
        &[],
        |v| (transform.func)(v[0].0),
        || format!("{}: {}", transform.name, transform.summary).into(),
        |report, _, _| report.field("transform", transform.name),
    )
}

/// `reverse VALUE`, by the `reverse` family's chosen method (delta swaps or VPPERM).
pub(super) fn reverse(ctx: &mut Ctx, text: &String) -> anyhow::Result<Status> {
    let reverse = TRANSFORMS
        .iter()
        .find(|t| t.name == "reverse")
        .ok_or_else(|| anyhow!("no reverse transform"))?;
    let layout = Layout {
        command: "reverse",
        args: std::slice::from_ref(text),
        separators: &["→"],
        label: reverse.name,
    };
    layout.method_boards(
        ctx,
        &Runner::lazy(ctx, &bbtool::ops::xop::REVERSE)?,
        &[],
        |f, v| f(v[0].0),
        || format!("{}: {}", reverse.name, reverse.summary).into(),
    )
}

/// `swap delta VALUE MASK DELTA` and `swap bits VALUE I J N`.
pub(super) fn swap(ctx: &mut Ctx, args: &SwapArgs) -> anyhow::Result<Status> {
    match &args.how {
        SwapHow::Delta {
            value, mask, delta, ..
        } => {
            let delta = parse_count(delta, "delta", 64)?;
            // Where the line is the VALUE, the mask is fixed: checked once here, so a bad
            // mask is one error rather than one per line (as `swap bits` checks its ranges),
            // and every line then only swaps. (A mask that does not parse is reported as
            // every VALUE is, below.)
            let fixed = match (value == "-").then(|| ctx.config.value(mask)) {
                Some(Ok(mask)) => Some(ops::DeltaSwap::new(mask.0, delta)?),
                _ => None,
            };
            let layout = Layout {
                command: "swap",
                args: &[value.clone(), mask.clone()],
                separators: &["swap", "="],
                label: &format!("delta {delta}"),
            };
            let compute = move |v: &[Bitboard]| ops::delta_swap(v[0].0, v[1].0, delta);
            // Without a fixed mask (the line is the mask), each line's swap is checked.
            let fast = |operands: Operands| {
                let op = match fixed {
                    Some(swap) => Either::Left(operands.map(move |v| swap.apply(v[0].0))),
                    None => Either::Right(operands.checked(compute)),
                };
                Some(Streamed::new(Results::Boards, op))
            };
            layout.each(
                ctx,
                Bind::Places,
                fast,
                move |v| Ok(compute(v)?),
                || format!("x = (b ^ (b >> {delta})) & mask; dest = x ^ (x << {delta}) ^ b").into(),
                |report, v, _| {
                    let partners = Bitboard(v[1].0 << delta);
                    report
                        .note(format!(
                            "pairs    mask {} with mask << {delta} = {} ({})",
                            hex(v[1].0),
                            hex(partners.0),
                            partners.square_list()
                        ))
                        .field("op", "delta")
                        .field("delta", delta)
                },
            )
        }
        SwapHow::Bits { value, i, j, n, .. } => {
            let i = parse_count(i, "I", 64)?;
            let j = parse_count(j, "J", 64)?;
            let n = parse_count(n, "N", 65)?;
            // Checked once here, so a bad range is one error rather than one per line.
            let swap = ops::NBitsSwap::new(i, j, n)?;
            let layout = Layout {
                command: "swap",
                args: std::slice::from_ref(value),
                separators: &["→"],
                label: &format!("swap {n} bits {i} <-> {j}"),
            };
            layout.boards(
                ctx,
                move |v| swap.apply(v[0].0),
                || {
                    let mask = if n == 0 {
                        0
                    } else {
                        (!0u64 >> (64 - n)) << i.min(j)
                    };
                    format!(
                        "swapNBits(b, {i}, {j}, {n}) = deltaSwap(b, {}, {})",
                        hex(mask),
                        i.abs_diff(j)
                    )
                    .into()
                },
                |report, _, _| {
                    report
                        .field("op", "bits")
                        .field("i", i)
                        .field("j", j)
                        .field("n", n)
                },
            )
        }
    }
}

/// `remap VALUE --from M --to M`, or `remap --list`.
pub(super) fn remap(ctx: &mut Ctx, args: &RemapArgs) -> anyhow::Result<Status> {
    let (Some(text), Some(from), Some(to)) = (&args.value, args.from, args.to) else {
        return list_mappings(ctx);
    };
    let layout = Layout {
        command: "remap",
        args: std::slice::from_ref(text),
        separators: &[&format!("{from} → {to}")],
        label: &format!("in {to}"),
    };
    layout.boards(
        ctx,
        |v| ops::remap(v[0].0, from, to),
        || format!("dest = {to}(square of each bit in {from})").into(),
        |report, _, _| {
            report
                .note(format!("from     {from}: {}", from.description()))
                .note(format!("to       {to}: {}", to.description()))
                .field("from", from.name())
                .field("to", to.name())
        },
    )
}

/// `remap --list`: each mapping's description and square numbering.
fn list_mappings(ctx: &mut Ctx) -> anyhow::Result<Status> {
    let format = ctx
        .config
        .format_among("remap --list", &[Format::Json], "diagrams or JSON")?;
    for m in Mapping::ALL {
        let text = if format == Format::Json {
            let indices: Vec<u32> = (0..64).map(|sq| m.index(sq % 8, sq / 8)).collect();
            let obj = json!({"command": "remap", "name": m.name(), "description": m.description(),
                "indices": indices});
            format!("{obj}\n")
        } else {
            format!("{}: {}\n{}\n", m.name(), m.description(), m.diagram())
        };
        ctx.write_str(&text)?;
    }
    Ok(Status::Success)
}

pub(super) const PERMUTE_EXAMPLES: &str = "\
MAP is a transform (flip-vertical, flip-horizontal, flip-diagonal, flip-antidiagonal,
rotate-90, rotate-180, rotate-270, reverse) or 64 comma-separated destinations, squares
or indices, a1's first: bit i goes to the i-th. The human format lists the 11 masks.

Examples:
  bbtool permute a1,b1 --map rotate-90 -f squares   a7 a8: as `rotate 90`
  bbtool permute 0x8000000000000001 --map reverse -f hex   0x8000000000000001
  bbtool permute e4 --map flip-diagonal              the masks of the network";

// Arguments of `permute`.
#[derive(Args, Debug)]
pub struct PermuteArgs {
    /// The set (`-` reads one per line from standard input).
    #[arg(allow_negative_numbers = true)]
    pub value: String,
    /// Where each bit goes: a transform's name or 64 destinations, a1's first.
    #[arg(long, value_name = "MAP")]
    pub map: String,
    #[command(flatten)]
    _global: crate::cli::GlobalOpts,
}

/// The destination of every bit, from a transform's name or a list of 64.
fn parse_map(spec: &str) -> anyhow::Result<[u32; 64]> {
    let named = TRANSFORMS
        .iter()
        .find(|t| t.name.replace(' ', "-").eq_ignore_ascii_case(spec.trim()));
    if let Some(t) = named {
        return Ok(std::array::from_fn(|s| (t.func)(1 << s).trailing_zeros()));
    }
    let items: Vec<&str> = spec.split(',').map(str::trim).collect();
    if items.len() != 64 {
        anyhow::bail!(
            "--map '{spec}' is neither a transform nor 64 destinations ({} given)",
            items.len()
        );
    }
    let mut dest = [0u32; 64];
    for (slot, item) in dest.iter_mut().zip(&items) {
        *slot = match bbtool::bitboard::Square::parse(item) {
            Some(sq) => sq.index() as u32,
            None => parse_count(item, "destination", 64)?,
        };
    }
    Ok(dest)
}

/// `permute VALUE --map MAP`: any permutation by Knuth's 11 delta swaps.
pub(super) fn permute(ctx: &mut Ctx, args: &PermuteArgs) -> anyhow::Result<Status> {
    let dest = parse_map(&args.map)?;
    let masks = ops::network_masks(&dest).map_err(|e| anyhow!("--map: {e}"))?;
    let layout = Layout {
        command: "permute",
        args: std::slice::from_ref(&args.value),
        separators: &["→"],
        label: "permuted",
    };
    layout.boards(
        ctx,
        |v| ops::apply_network(v[0].0, &masks),
        || "x = deltaSwap(x, mask[k], delta[k]), delta = 1,2,4,8,16,32,16,8,4,2,1".into(),
        |report, _, _| {
            let lines = masks
                .iter()
                .zip(ops::NETWORK_DELTAS)
                .map(|(m, d)| format!("delta {d:>2}  mask {}", hex(*m)));
            let list: Vec<_> = masks.iter().map(|m| hex(*m)).collect();
            lines.fold(report, |r, l| r.note(l)).field("masks", list)
        },
    )
}
