//! The SIMD pages' commands: `east-attacks` (SSE2, MMX), `psign` (SSSE3) and `lanes`,
//! the AVX-512/AVX2/XOP instructions on vectors of bitboards; and the helper that runs
//! a one-board command through a family's chosen method.

use super::Layout;
use crate::cli::context::{Ctx, Status};
use crate::cli::methods::{Comparison, Runner};
use anyhow::bail;
use bbtool::bitboard::Bitboard;
use bbtool::catalogue::{Family, FamilyInfo};
use bbtool::ops::lanes::{GENSHIFT_LANES, LZCNT_LANES, Lanes, Masking, POPCOUNT_DWORDS};
use bbtool::ops::sse2::EAST_ATTACKS;
use bbtool::ops::ssse3::{PSIGN, WIDTHS};
use bbtool::ops::ternlog::TERNLOG_LANES;
use bbtool::parse::{parse_count, parse_signed};
use bbtool::render::{Format, Outcome, Report, board_line, hex};
use clap::{Args, Subcommand};
use serde_json::{Value, json};

pub(super) const EAST_EXAMPLES: &str = "\
OCC is the occupancy; each SLIDERS set gets its own east attacks (four sets: the SSE2
page's quad-bitboard getter, two per xmm register). Blockers are included.

Examples:
  bbtool east-attacks 0x91 a1 -f hex                     0x000000000000001e
  bbtool east-attacks 0 a1,c3 -f squares                 b1 c1 d1 e1 f1 g1 h1 d3 e3 f3 g3 h3
  bbtool east-attacks e1,e4 a1 a4 b1 h8 --method mmx-psubb -f hex
  bbtool east-attacks rank4 a4 -f hex --all-methods      0x0000000002000000";
pub(super) const PSIGN_EXAMPLES: &str = "\
Each lane of A is negated where B's lane is negative, zeroed where it is zero, kept
where it is positive. The lanes are bytes (8), words (16) or double words (32).

Examples:
  bbtool psign 0x0505050505050505 0x00ff01ff00ff01ff -f hex   0x00fb05fb00fb05fb
  bbtool psign 0x0005 0x8000 --width 16 -f hex                0x000000000000fffb
  bbtool psign -1 -1 --width 32 --all-methods -f hex          0x0000000100000001";
pub(super) const LANES_EXAMPLES: &str = "\
Up to eight VALUEs fill the lanes of a zmm register, lane 0 first (missing lanes are
0). For lzcnt and ternlog, --mask K writes only the lanes whose bit is set in K; the
others are zeroed, or with --merge keep the first source (the AVX-512 page's maskz and
mask forms).

Examples:
  bbtool lanes lzcnt 1 0x8000000000000000 0 e4 -f dec     63 0 64 35
  bbtool lanes popcntd -1 0xff0000000f -f dec             32 32 4 8
  bbtool lanes genshift e4 9 e4 -9 -f squares             f5 and d3";
const LZCNT_EXAMPLES: &str = "\
Examples:
  bbtool lanes lzcnt 1 0x8000000000000000 0 e4 -f dec       63 0 64 35
  bbtool lanes lzcnt 1 2 4 8 --mask 0b0101 -f dec           63 0 61 0: maskz zeroes lanes 1, 3
  bbtool lanes lzcnt 1 2 4 8 --mask 0b0101 --merge -f dec   63 2 61 8: mask keeps them";
const TERNLOG_LANES_EXAMPLES: &str = "\
Examples:
  bbtool lanes ternlog 0xe8 k1 k2 k4 -f hex                     0x1717171717171717
  bbtool lanes ternlog 0x96 1 2 4 8 16 32 --mask 2 -f dec       lanes 0 and 56
  bbtool lanes ternlog 0x96 1 2 4 8 16 32 --mask 2 --merge      lane 0 keeps A = 1";
const POPCNTD_EXAMPLES: &str = "\
Examples:
  bbtool lanes popcntd -1 0xff0000000f -f dec     32 32 4 8
  bbtool lanes popcntd rank1 rank8 --all-methods";
const GENSHIFT_EXAMPLES: &str = "\
Examples:
  bbtool lanes genshift e4 9 e4 -9 -f squares                 f5 and d3, a lane each
  bbtool lanes genshift -1 64 -1 -64 0x8000000000000001 1 -f hex
  bbtool lanes genshift 1 63 0x8000000000000000 -63 --all-methods";

/// The largest lane count: one zmm register of bitboards.
const LANES: usize = 8;

// Arguments of `east-attacks`.
#[derive(Args, Debug)]
pub struct EastArgs {
    /// The occupancy.
    #[arg(allow_negative_numbers = true)]
    pub occ: String,
    /// One or more slider sets (rooks or queens), each attacking east.
    #[arg(required = true, allow_negative_numbers = true)]
    pub sliders: Vec<String>,
    #[command(flatten)]
    _global: crate::cli::GlobalOpts,
}

// Arguments of `psign`.
#[derive(Args, Debug)]
pub struct PsignArgs {
    /// The lanes to negate, zero or keep.
    #[arg(allow_negative_numbers = true)]
    pub a: String,
    /// The lanes whose signs decide.
    #[arg(allow_negative_numbers = true)]
    pub b: String,
    /// The lane width in bits: 8, 16 or 32.
    #[arg(
        long,
        default_value = "8",
        value_name = "BITS",
        allow_negative_numbers = true
    )]
    pub width: String,
    #[command(flatten)]
    _global: crate::cli::GlobalOpts,
}

// Arguments of `lanes`.
#[derive(Args, Debug)]
pub struct LanesArgs {
    /// The instruction.
    #[command(subcommand)]
    pub op: LanesOp,
    #[command(flatten)]
    _global: crate::cli::GlobalOpts,
}

/// The vector instructions `lanes` runs.
#[derive(Subcommand, Debug)]
#[command(defer = true)]
pub enum LanesOp {
    /// VPLZCNTQ: the leading zeros of each lane (64 for an empty lane).
    #[command(after_help = LZCNT_EXAMPLES)]
    Lzcnt {
        /// One to eight sets, lane 0 first.
        #[arg(required = true, num_args = 1..=8, allow_negative_numbers = true)]
        values: Vec<String>,
        #[command(flatten)]
        mask: MaskArgs,
        #[command(flatten)]
        _global: crate::cli::GlobalOpts,
    },
    /// VPTERNLOGQ: ternary logic per lane, IMM8 then A B C for each lane.
    #[command(after_help = TERNLOG_LANES_EXAMPLES)]
    Ternlog {
        /// The truth table, 0 to 255 (see `bbtool ternlog --help`).
        imm8: String,
        /// A B C of lane 0, then of lane 1 ... (three to 24 sets).
        #[arg(required = true, num_args = 3..=24, allow_negative_numbers = true)]
        values: Vec<String>,
        #[command(flatten)]
        mask: MaskArgs,
        #[command(flatten)]
        _global: crate::cli::GlobalOpts,
    },
    /// VPOPCNTD: the popcount of each double word, low then high of each VALUE.
    #[command(after_help = POPCNTD_EXAMPLES)]
    Popcntd {
        /// One to eight sets: sixteen double words.
        #[arg(required = true, num_args = 1..=8, allow_negative_numbers = true)]
        values: Vec<String>,
        #[command(flatten)]
        _global: crate::cli::GlobalOpts,
    },
    /// VPSLLVQ/VPSRLVQ (AVX2) or VPSHLQ (XOP): each lane's generalized shift by its own S.
    #[command(after_help = GENSHIFT_EXAMPLES)]
    Genshift {
        /// VALUE S pairs, S from -64 to 64 (left when positive, right when negative).
        #[arg(required = true, num_args = 2..=16, allow_negative_numbers = true)]
        pairs: Vec<String>,
        #[command(flatten)]
        _global: crate::cli::GlobalOpts,
    },
}

// The opmask options (a `//` comment: a doc comment would become the summary of each
// subcommand that flattens them).
#[derive(Args, Debug)]
pub struct MaskArgs {
    /// Write only the lanes whose bit is set in K (0 to 255); the others are zeroed.
    #[arg(long, value_name = "K", allow_negative_numbers = true)]
    pub mask: Option<String>,
    /// With --mask: unmasked lanes keep the first source instead of being zeroed.
    #[arg(long, requires = "mask")]
    pub merge: bool,
}

impl MaskArgs {
    /// The masking the options ask for.
    fn masking(&self) -> anyhow::Result<Masking> {
        Ok(match &self.mask {
            None => Masking::ALL,
            Some(k) => Masking {
                k: parse_count(k, "mask", 256)? as u8,
                merge: self.merge,
            },
        })
    }
}

impl LanesOp {
    /// The family the instruction selects from.
    pub(super) fn family(&self) -> &'static dyn FamilyInfo {
        match self {
            LanesOp::Lzcnt { .. } => &LZCNT_LANES,
            LanesOp::Ternlog { .. } => &TERNLOG_LANES,
            LanesOp::Popcntd { .. } => &POPCOUNT_DWORDS,
            LanesOp::Genshift { .. } => &GENSHIFT_LANES,
        }
    }
}

/// Parses each VALUE (`-` is refused by the VALUE reader: a vector is one line of
/// arguments).
fn values(ctx: &Ctx, texts: &[String]) -> anyhow::Result<Vec<u64>> {
    Ok(ctx.config.values(texts)?.iter().map(|b| b.0).collect())
}

/// Runs `call` by the family's chosen method (every method with `--all-methods`, which
/// must agree) and prints the lanes it gives: numbers on one line or boards a line each
/// in machine formats, else a report (`command`, and the instruction as `op`) with the
/// lanes, the path and the method comparison.
fn run_lanes<F: Copy>(
    ctx: &mut Ctx,
    family: &'static Family<F>,
    (command, op): (&'static str, Option<&'static str>),
    boards: bool,
    call: impl Fn(F) -> Vec<u64>,
) -> anyhow::Result<Status> {
    let runner = Runner::new(ctx, family)?;
    let (results, comparison) = runner.run(ctx, call, |r| lanes_json(r, boards))?;
    let format = ctx.config.format;
    let show = |r: u64| {
        if boards {
            board_line(Bitboard(r), format).unwrap_or_else(|| hex(r))
        } else {
            r.to_string()
        }
    };
    if ctx.detailed() || format == Format::Json {
        let mut report = Report::new(command, Outcome::Nothing);
        if let Some(op) = op {
            report = report.field("op", op);
        }
        report = report.field("lanes", lanes_json(&results, boards));
        for (i, &r) in results.iter().enumerate() {
            report = report.note(format!("lane {i}  {}", show(r)));
        }
        report = Comparison::attach(comparison, report.path(runner.path()));
        ctx.emit(&report)?;
    } else {
        let lines: Vec<String> = results.iter().map(|&r| show(r)).collect();
        let separator = if boards { "\n" } else { " " };
        ctx.write_str(&(lines.join(separator) + "\n"))?;
    }
    Ok(Status::Success)
}

/// The lanes' results in JSON: `"0x..."` strings for sets, numbers for counts.
fn lanes_json(results: &[u64], boards: bool) -> Value {
    results
        .iter()
        .map(|&r| if boards { json!(hex(r)) } else { json!(r) })
        .collect()
}

/// `east-attacks OCC SLIDERS...`.
pub(super) fn east(ctx: &mut Ctx, args: &EastArgs) -> anyhow::Result<Status> {
    let occ = values(ctx, std::slice::from_ref(&args.occ))?[0];
    let sliders = values(ctx, &args.sliders)?;
    let run = |f: bbtool::ops::sse2::EastFn| {
        let mut out = vec![0; sliders.len()];
        f(occ, &sliders, &mut out);
        out
    };
    run_lanes(ctx, &EAST_ATTACKS, ("east-attacks", None), true, run)
}

/// `psign A B [--width BITS]`.
pub(super) fn psign(ctx: &mut Ctx, args: &PsignArgs) -> anyhow::Result<Status> {
    // Any number is read, so that a wrong one gets the lanes' message.
    let width = parse_signed(&args.width, "width", i64::MIN..=i64::MAX)?;
    let Some(width) = WIDTHS.into_iter().find(|&w| i64::from(w) == width) else {
        bail!("--width {width}: PSIGN has lanes of 8, 16 or 32 bits");
    };
    let label = format!("psign {width}");
    let layout = Layout {
        command: "psign",
        args: &[args.a.clone(), args.b.clone()],
        separators: &["sign", "="],
        label: &label,
    };
    layout.method_boards(
        ctx,
        &Runner::lazy(ctx, &PSIGN)?,
        &[u64::from(width)],
        |f, v| f(v[0].0, v[1].0, width),
        || "r[i] = (b[i] < 0) ? -a[i] : ((b[i] == 0) ? 0 : a[i])".into(),
    )
}

/// `lanes OP ...`.
pub(super) fn lanes(ctx: &mut Ctx, args: &LanesArgs) -> anyhow::Result<Status> {
    match &args.op {
        LanesOp::Lzcnt {
            values: v, mask, ..
        } => {
            let masking = mask.masking()?;
            let mut lanes: Lanes = [0; LANES];
            lanes[..v.len()].copy_from_slice(&values(ctx, v)?);
            let lzcnt =
                |f: bbtool::ops::lanes::LzcntLanesFn| f(&lanes, masking)[..v.len()].to_vec();
            run_lanes(ctx, &LZCNT_LANES, ("lanes", Some("lzcnt")), false, lzcnt)
        }
        LanesOp::Ternlog {
            imm8,
            values: v,
            mask,
            ..
        } => {
            if v.len() % 3 != 0 {
                bail!(
                    "lanes ternlog takes A B C per lane, but {} given",
                    crate::cli::output::counted(v.len(), "set was", "sets were")
                );
            }
            let imm8 = parse_count(imm8, "imm8", 256)? as u8;
            let masking = mask.masking()?;
            let parsed = values(ctx, v)?;
            let mut abc: [Lanes; 3] = [[0; LANES]; 3];
            for (lane, triple) in parsed.chunks(3).enumerate() {
                for (input, &x) in abc.iter_mut().zip(triple) {
                    input[lane] = x;
                }
            }
            let used = v.len() / 3;
            let ternlog =
                |f: bbtool::ops::ternlog::TernaryLanes| f(imm8, &abc, masking)[..used].to_vec();
            run_lanes(
                ctx,
                &TERNLOG_LANES,
                ("lanes", Some("ternlog")),
                true,
                ternlog,
            )
        }
        LanesOp::Popcntd { values: v, .. } => {
            let dwords: Vec<u32> = values(ctx, v)?
                .iter()
                .flat_map(|&x| [x as u32, (x >> 32) as u32])
                .collect();
            let count = |f: bbtool::ops::lanes::DwordCountFn| {
                let mut out = vec![0u8; dwords.len()];
                f(&dwords, &mut out);
                out.iter().map(|&c| u64::from(c)).collect()
            };
            run_lanes(
                ctx,
                &POPCOUNT_DWORDS,
                ("lanes", Some("popcntd")),
                false,
                count,
            )
        }
        LanesOp::Genshift { pairs, .. } => {
            if pairs.len() % 2 != 0 {
                bail!(
                    "lanes genshift takes VALUE S pairs, but {} given",
                    crate::cli::output::counted(pairs.len(), "argument was", "arguments were")
                );
            }
            let (texts, counts): (Vec<String>, Vec<String>) = pairs
                .chunks(2)
                .map(|p| (p[0].clone(), p[1].clone()))
                .unzip();
            let lanes = values(ctx, &texts)?;
            let counts = counts
                .iter()
                .map(|s| Ok(parse_signed(s, "S", -64..=64)? as i32))
                .collect::<anyhow::Result<Vec<i32>>>()?;
            let shift = |f: bbtool::ops::lanes::GenShiftLanesFn| {
                let mut out = vec![0u64; lanes.len()];
                f(&lanes, &counts, &mut out);
                out
            };
            run_lanes(
                ctx,
                &GENSHIFT_LANES,
                ("lanes", Some("genshift")),
                true,
                shift,
            )
        }
    }
}
