//! `popcount`, `hamming`, `popcount3` and `weighted` (Population Count and SSE2 pages).

use super::context::{Ctx, Status};
use super::methods::Runner;
use super::progress::{Progress, Unit};
use super::stream::{BOUND, Operands, Streamed, caption, each_input, stdin_slot};
use crate::cli::methods::Comparison;
use anyhow::{Context, bail};
use bbtool::bitboard::Bitboard;
use bbtool::catalogue::Family;
use bbtool::catalogue::FamilyInfo;
use bbtool::ops::swar::{self, MAX_SETS};
use bbtool::popcount::{
    BulkFn, CENTER_WEIGHTS, POPCOUNT, POPCOUNT_BULK, POPCOUNT_MANY, POPCOUNT_WEIGHT8, POPCOUNT16,
    POPCOUNT32, PopcountFn, PopcountManyFn, READ_CHUNK, WEIGHTED, WEIGHTED_MANY, choose_bulk,
    count_reader, odd_major, popcount3_with,
};
use bbtool::render::{Outcome, PathLine, Report};
use bbtool::stream::{BLOCK, JsonLine, Many, Results, Show};
use clap::{Args, Subcommand};
use serde_json::json;
use std::time::Instant;

/// The population-count commands.
#[derive(Subcommand, Debug)]
#[command(defer = true)]
pub enum PopcountCommand {
    /// The number of members of each VALUE, or of 1 bits in a file (--file).
    #[command(visible_alias = "count", after_help = POPCOUNT_EXAMPLES)]
    Popcount(PopcountArgs),
    /// The Hamming distance of two sets: popcount(a ^ b).
    #[command(
        after_help = "Examples:\n  bbtool hamming rank1 rank2        16\n  bbtool hamming 0xff 0x0f -f dec  4"
    )]
    Hamming {
        /// The first set.
        #[arg(allow_negative_numbers = true)]
        a: String,
        /// The second set.
        #[arg(allow_negative_numbers = true)]
        b: String,
        #[command(flatten)]
        _global: crate::cli::GlobalOpts,
    },
    /// popcount(x) + popcount(y) + popcount(z) by the odd/major trick.
    #[command(
        after_help = "Examples:\n  bbtool popcount3 rank1 rank2 filea   24\n  bbtool popcount3 e4 e4 e4 -f dec     3"
    )]
    Popcount3 {
        /// First set.
        #[arg(allow_negative_numbers = true)]
        x: String,
        /// Second set.
        #[arg(allow_negative_numbers = true)]
        y: String,
        /// Third set.
        #[arg(allow_negative_numbers = true)]
        z: String,
        #[command(flatten)]
        _global: crate::cli::GlobalOpts,
    },
    /// popCount(x1) + ... + popCount(xn) of up to 15 sets, from the odd/major digit sets.
    #[command(after_help = POPCOUNT_SUM_EXAMPLES)]
    PopcountSum {
        /// One to 15 sets (one may be `-`: one per line from standard input).
        #[arg(required = true, allow_negative_numbers = true)]
        values: Vec<String>,
        #[command(flatten)]
        _global: crate::cli::GlobalOpts,
    },
    /// The dot product of a set with 64 byte weights (the SSE2 page's weighted popcount).
    #[command(after_help = WEIGHTED_EXAMPLES)]
    Weighted {
        /// The set (`-` reads one per line).
        #[arg(allow_negative_numbers = true)]
        value: String,
        /// `center` (6 minus the distance to the centre) or 64 comma-separated weights 0-255, a1 first.
        #[arg(long, default_value = "center")]
        weights: String,
        #[command(flatten)]
        _global: crate::cli::GlobalOpts,
    },
    /// popCountWeight8: the popcounts of up to eight sets times signed weights, summed (SSE2 page).
    #[command(after_help = WEIGHT8_EXAMPLES)]
    PopcountWeight8 {
        /// One to eight sets; missing ones are empty.
        #[arg(required = true, num_args = 1..=8, allow_negative_numbers = true)]
        values: Vec<String>,
        /// One weight from -32768 to 32767 per set, comma-separated (default: all 1).
        #[arg(long, allow_hyphen_values = true)]
        weights: Option<String>,
        #[command(flatten)]
        _global: crate::cli::GlobalOpts,
    },
}

const POPCOUNT_EXAMPLES: &str = "\
Examples:
  bbtool popcount 0x00ff00000000ff00       16
  bbtool popcount rank1 light -f dec       one count per value
  bbtool popcount e4,d5 --all-methods      every method, which must agree
  bbtool popcount 0xffff --width 16 -f dec   16: as _popcnt16 counts a word
  bbtool popcount 0xf0f0f0f0 --width 32 --method hakmem169 -f dec   16: casting out 63
  bbtool popcount --file /usr/bin/ls       1 bits in a file, streamed, with GB/s
  bbtool popcount -f dec - < values.txt    one count per input line";

const POPCOUNT_SUM_EXAMPLES: &str = "\
Up to seven sets take three popcounts (ones, twos, fours: 4 odd/major pairs), up to 15
take four (11 pairs), as the Population Count page's \"Odd and Major 7-15\".

Examples:
  bbtool popcount-sum rank1 rank2 rank3 rank4 rank5 rank6 rank7 -f dec   56
  bbtool popcount-sum e4 e4 e4 d5 -f dec                                 4
  bbtool popcount-sum light dark rank1 filea --all-methods";

const WEIGHTED_EXAMPLES: &str = "\
Examples:
  bbtool weighted center                   24 (four squares of weight 6)
  bbtool weighted rank1 --weights center
  bbtool weighted e4 --weights \"$(seq -s, 1 64)\"   29: e4 is the 29th square";

const WEIGHT8_EXAMPLES: &str = "\
Examples:
  bbtool popcount-weight8 rank1 rank2 filea -f dec                     24
  bbtool popcount-weight8 rank1 rank2 --weights 3,-1 -f dec            16
  bbtool popcount-weight8 e4 d4 c4 b4 a4 h4 g4 f4 --weights 1,2,3,4,5,6,7,8 --all-methods";

// Arguments of `popcount`.
#[derive(Args, Debug)]
pub struct PopcountArgs {
    /// The values (`-` reads one per line; bad lines are reported, the exit status is then 2).
    #[arg(required_unless_present = "file", allow_negative_numbers = true)]
    pub values: Vec<String>,
    /// Count VALUEs as 16- or 32-bit words (`_popcnt16`, `_popcnt`); a wider value is refused.
    #[arg(long, value_name = "BITS", default_value = "64", value_parser = ["16", "32", "64"], conflicts_with = "file")]
    pub width: String,
    /// Count the 1 bits of a file instead (`-`: standard input), streamed with the fastest bulk method.
    #[arg(long, value_name = "PATH", conflicts_with = "values")]
    pub file: Option<std::path::PathBuf>,
    #[command(flatten)]
    _global: crate::cli::GlobalOpts,
}

impl PopcountCommand {
    /// The families the command selects from.
    pub(super) fn families(&self) -> Vec<&'static dyn FamilyInfo> {
        match self {
            PopcountCommand::Popcount(args) => match narrow_family(&args.width) {
                Some(family) => vec![family],
                None => vec![&POPCOUNT, &POPCOUNT_MANY, &POPCOUNT_BULK],
            },
            PopcountCommand::Hamming { .. }
            | PopcountCommand::Popcount3 { .. }
            | PopcountCommand::PopcountSum { .. } => {
                vec![&POPCOUNT]
            }
            PopcountCommand::Weighted { .. } => vec![&WEIGHTED, &WEIGHTED_MANY],
            PopcountCommand::PopcountWeight8 { .. } => vec![&POPCOUNT_WEIGHT8],
        }
    }
}

/// Runs one population-count command.
pub fn run(ctx: &mut Ctx, cmd: PopcountCommand) -> anyhow::Result<Status> {
    match cmd {
        PopcountCommand::Popcount(args) => match &args.file {
            Some(path) => file(ctx, path),
            None => match narrow_family(&args.width) {
                Some(family) => narrow(ctx, &args.values, family, &args.width),
                None => values(ctx, &args.values),
            },
        },
        PopcountCommand::Hamming { a, b, .. } => hamming(ctx, &[a, b]),
        PopcountCommand::Popcount3 { x, y, z, .. } => popcount3(ctx, &[x, y, z]),
        PopcountCommand::PopcountSum { values, .. } => popcount_sum(ctx, &values),
        PopcountCommand::Weighted { value, weights, .. } => weighted(ctx, &value, &weights),
        PopcountCommand::PopcountWeight8 {
            values, weights, ..
        } => weight8(ctx, &values, weights.as_deref()),
    }
}

fn values(ctx: &mut Ctx, args: &[String]) -> anyhow::Result<Status> {
    stdin_slot(args)?;
    // A method only the batch family has (popCount2's pairs, VPOPCNTQ) counts the
    // arguments in one call, so its vector path sees them together.
    let batch_only =
        ctx.config.choice.method.as_deref().is_some_and(|name| {
            POPCOUNT.find(name).is_none() && POPCOUNT_MANY.find(name).is_some()
        });
    if batch_only {
        if !args.iter().any(|a| a == "-") {
            return values_in_one_call(ctx, args);
        }
        // Batch lines by the method itself; a line's report counts it alone.
        let runner = Runner::new(ctx, &POPCOUNT_MANY)?;
        return values_by(ctx, args, runner, |f: PopcountManyFn, v| {
            let mut count = [0u8];
            f(&[v], &mut count);
            u32::from(count[0])
        });
    }
    let runner = Runner::new(ctx, &POPCOUNT)?;
    values_by(ctx, args, runner, |f: PopcountFn, v| f(v))
}

/// `popcount VALUE...` with a `-` streamed by the selected batch method, each report by
/// `runner`'s method, which `count_one` calls for one value.
fn values_by<F: Copy>(
    ctx: &mut Ctx,
    args: &[String],
    runner: Runner<F>,
    count_one: impl Fn(F, u64) -> u32 + Copy,
) -> anyhow::Result<Status> {
    let mut status = Status::Success;
    // Batch lines are counted a block at a time by the same method's batch form.
    let count_many = ctx.select(&POPCOUNT_MANY)?.func;
    let fast = |_| {
        let op = Many(move |inputs: &[u64], results: &mut [u64]| {
            let mut counts = [0u8; BLOCK];
            count_many(inputs, &mut counts[..inputs.len()]);
            for (r, &c) in results.iter_mut().zip(&counts) {
                *r = u64::from(c);
            }
        });
        let json = JsonLine::report("popcount", Results::Numbers)
            .line_operand()
            .path(runner.path());
        Some(Streamed::new(Results::Numbers, op).json(json))
    };
    for text in args {
        let s = each_input(ctx, std::slice::from_ref(text), fast, |ctx, v| {
            let bb = v[0];
            let (count, comparison) = runner.run(ctx, |f| count_one(f, bb.0), |n| json!(n))?;
            emit_count(ctx, text, bb, count, runner.path(), comparison)
        })?;
        status = status.max(s);
    }
    Ok(status)
}

/// `popcount VALUE... --method NAME` for a method of the batch family only: every
/// argument counted by one call.
fn values_in_one_call(ctx: &mut Ctx, args: &[String]) -> anyhow::Result<Status> {
    let sets = ctx.config.values(args)?;
    let words: Vec<u64> = sets.iter().map(|b| b.0).collect();
    let runner = Runner::new(ctx, &POPCOUNT_MANY)?;
    let count = |f: bbtool::popcount::PopcountManyFn| {
        let mut counts = vec![0u8; words.len()];
        f(&words, &mut counts);
        counts
    };
    let (counts, comparison) = runner.run(ctx, count, |c| json!(c))?;
    for (k, ((text, &bb), &c)) in args.iter().zip(&sets).zip(&counts).enumerate() {
        let mine = comparison.as_ref().map(|all| all.item(k));
        emit_count(ctx, text, bb, c.into(), runner.path(), mine)?;
    }
    Ok(Status::Success)
}

/// One count: the bare number, or the report with the operand and path.
fn emit_count(
    ctx: &mut Ctx,
    text: &str,
    bb: Bitboard,
    count: u32,
    path: PathLine,
    comparison: Option<Comparison>,
) -> anyhow::Result<Status> {
    if !ctx.detailed() {
        ctx.emit_outcome(&Outcome::Number(count.into()))?;
        return Ok(Status::Success);
    }
    let mut report = Report::new("popcount", Outcome::Number(count.into()))
        .operand(caption(text, bb), bb)
        .label("popcount")
        .path(path);
    report.details = false;
    report = Comparison::attach(comparison, report);
    ctx.emit(&report)?;
    Ok(Status::Success)
}

/// The family of `--width 16` or `32`; none for 64 bits.
fn narrow_family(width: &str) -> Option<&'static Family<PopcountFn>> {
    match width {
        "16" => Some(&POPCOUNT16),
        "32" => Some(&POPCOUNT32),
        _ => None,
    }
}

/// `popcount --width 16|32 VALUE...`: each value as a word of that width.
fn narrow(
    ctx: &mut Ctx,
    args: &[String],
    family: &'static Family<PopcountFn>,
    width: &str,
) -> anyhow::Result<Status> {
    stdin_slot(args)?;
    let runner = Runner::new(ctx, family)?;
    let bits: u32 = width.parse()?;
    let mut status = Status::Success;
    for text in args {
        let fits = |bb: Bitboard| {
            if bb.0 >> bits != 0 {
                let hex = bbtool::render::hex(bb.0);
                // A batch line is named by its number in the report, not by `-`.
                let value = match text.as_str() {
                    "-" => hex,
                    _ => format!("'{text}' ({hex})"),
                };
                bail!("{value} does not fit in {bits} bits (--width {bits})");
            }
            Ok(bb.0)
        };
        // Batch lines stream, a line too wide reported bad.
        let popcount = runner.selected();
        let fast = |ops: Operands| {
            let op = ops.checked(|v: &[Bitboard]| fits(v[0]).map(|w| u64::from(popcount(w))));
            Some(Streamed::new(Results::Numbers, op))
        };
        let s = each_input(ctx, std::slice::from_ref(text), fast, |ctx, v| {
            let bb = v[0];
            fits(bb)?;
            let (count, comparison) = runner.run(ctx, |f| f(bb.0), |n| json!(n))?;
            let mut report = Report::new("popcount", Outcome::Number(count.into()));
            if ctx.detailed() {
                report = report
                    .operand(caption(text, bb), bb)
                    .label(format!("popcount of a {bits}-bit word"))
                    .field("width", bits)
                    .path(runner.path());
                report.details = false;
                report = Comparison::attach(comparison, report);
            }
            ctx.emit(&report)?;
            Ok(Status::Success)
        })?;
        status = status.max(s);
    }
    Ok(status)
}

/// Streams `weights[0] * popCount(sets[0]) + ...`, where `sets` derives each line's
/// sets from its operand words (inlined in the block loop; the words past the given
/// operands are empty sets), each set's counts taken for the whole block by the batch
/// popcount (`POPCOUNT_MANY`, as `popcount -`): no call per value. Hamming distance,
/// popCount3 and the odd/major digit sums are such sums.
fn counted_sets<const K: usize>(
    count_many: PopcountManyFn,
    ops: Operands,
    weights: [u64; K],
    sets: impl Fn([u64; BOUND]) -> [u64; K],
) -> Option<Streamed<Many<impl Fn(&[u64], &mut [u64])>>> {
    let op = Many(move |inputs: &[u64], results: &mut [u64]| {
        let n = inputs.len();
        let mut derived = [[0u64; BLOCK]; K];
        for (i, &v) in inputs.iter().enumerate() {
            for (set, s) in derived.iter_mut().zip(sets(ops.with(v).map(|b| b.0))) {
                set[i] = s;
            }
        }
        results.fill(0);
        for (set, weight) in derived.iter().zip(weights) {
            let mut counts = [0u8; BLOCK];
            count_many(&set[..n], &mut counts[..n]);
            for (total, &count) in results.iter_mut().zip(&counts) {
                *total += weight * u64::from(count);
            }
        }
    });
    Some(Streamed::new(Results::Numbers, op))
}

/// Streams `popCount(line) + fixed`: a sum of popcounts is the sum of each set's count,
/// so the fixed sets' counts (`fixed`) are taken once, not per line, and each line's by
/// the batch popcount (`POPCOUNT_MANY`) for the whole block.
fn counted_line(
    count_many: PopcountManyFn,
    fixed: u64,
) -> Option<Streamed<Many<impl Fn(&[u64], &mut [u64])>>> {
    let op = Many(move |inputs: &[u64], results: &mut [u64]| {
        let n = inputs.len();
        let mut counts = [0u8; BLOCK];
        count_many(inputs, &mut counts[..n]);
        for (total, &count) in results.iter_mut().zip(&counts[..n]) {
            *total = fixed + u64::from(count);
        }
    });
    Some(Streamed::new(Results::Numbers, op))
}

fn hamming(ctx: &mut Ctx, args: &[String]) -> anyhow::Result<Status> {
    let runner = Runner::new(ctx, &POPCOUNT)?;
    let count_many = ctx.select(&POPCOUNT_MANY)?.func;
    let fast = |ops: Operands| {
        let json = ops
            .typed_json(JsonLine::report("hamming", Results::Numbers), args)
            .derived_operand("a ^ b", move |v| {
                let [a, b, ..] = ops.with(v);
                (a ^ b).0
            })
            .path(runner.path());
        counted_sets(count_many, ops, [1], |v| [v[0] ^ v[1]]).map(|s| s.json(json))
    };
    each_input(ctx, args, fast, |ctx, v| {
        let (a, b) = (v[0], v[1]);
        let (distance, comparison) = runner.run(ctx, |f| f(a.0 ^ b.0), |n| json!(n))?;
        let mut report = Report::new("hamming", Outcome::Number(distance.into()));
        if ctx.detailed() {
            report = report
                .operand(caption(&args[0], a), a)
                .operand(caption(&args[1], b), b)
                .operand("a ^ b", a ^ b)
                .separators(["^", "=", "→"])
                .label("hamming distance")
                .formula("hamming = popCount(a ^ b)")
                .path(runner.path());
            report = Comparison::attach(comparison, report);
        }
        ctx.emit(&report)?;
        Ok(Status::Success)
    })
}

fn popcount3(ctx: &mut Ctx, args: &[String]) -> anyhow::Result<Status> {
    let runner = Runner::new(ctx, &POPCOUNT)?;
    let count_many = ctx.select(&POPCOUNT_MANY)?.func;
    let fast = |ops: Operands| {
        let part = move |v: u64, k: usize| {
            let [x, y, z, _] = ops.with(v).map(|b| b.0);
            <[u64; 2]>::from(odd_major(x, y, z))[k]
        };
        let json = JsonLine::report("popcount3", Results::Numbers)
            .derived_operand("odd = x ^ y ^ z", move |v| part(v, 0))
            .derived_operand("major", move |v| part(v, 1))
            .path(runner.path())
            .derived_field("odd", Show::Hex, move |v| part(v, 0))
            .derived_field("major", Show::Hex, move |v| part(v, 1));
        counted_sets(count_many, ops, [1, 2], |v| {
            let (odd, major) = odd_major(v[0], v[1], v[2]);
            [odd, major]
        })
        .map(|s| s.json(json))
    };
    each_input(ctx, args, fast, |ctx, v| {
        let (x, y, z) = (v[0].0, v[1].0, v[2].0);
        let (total, comparison) = runner.run(ctx, |f| popcount3_with(f, x, y, z), |n| json!(n))?;
        let mut report = Report::new("popcount3", Outcome::Number(total.into()));
        if ctx.detailed() {
            let (odd, major) = odd_major(x, y, z);
            report = report
                .operand("odd = x ^ y ^ z", Bitboard(odd))
                .operand("major", Bitboard(major))
                .separators(["", "→"])
                .label("popcount3")
                .formula(
                    "major = ((x ^ y) & z) | (x & y);  total = 2 * popCount(major) + popCount(odd)",
                )
                .field("odd", bbtool::render::hex(odd))
                .field("major", bbtool::render::hex(major))
                .path(runner.path());
            report = Comparison::attach(comparison, report);
        }
        ctx.emit(&report)?;
        Ok(Status::Success)
    })
}

/// `popcount-sum VALUE...`: the sum of the popcounts by the odd/major digit sets.
fn popcount_sum(ctx: &mut Ctx, args: &[String]) -> anyhow::Result<Status> {
    if args.len() > MAX_SETS {
        bail!(
            "popcount-sum takes at most {MAX_SETS} sets, {} given",
            args.len()
        );
    }
    let runner = Runner::new(ctx, &POPCOUNT)?;
    let count_many = ctx.select(&POPCOUNT_MANY)?.func;
    // Up to four sets stream (see `each_input`); more run per value. The sum is the
    // same by any grouping, so a stream counts the fixed sets once (the line's place
    // empty) and adds each line's count; a value on its own goes by the digit sets.
    let fast = |ops: Operands| {
        let json = ops.typed_json(JsonLine::report("popcount-sum", Results::Numbers), args);
        let popcount = runner.selected();
        let fixed = ops
            .with(0)
            .iter()
            .map(|set| u64::from(popcount(set.0)))
            .sum();
        counted_line(count_many, fixed).map(|streamed| streamed.json(json.path(runner.path())))
    };
    let mut raw = Vec::with_capacity(args.len());
    each_input(ctx, args, fast, |ctx, v| {
        raw.clear();
        raw.extend(v.iter().map(|b| b.0));
        let (total, comparison) = runner.run(
            ctx,
            |f| swar::popcount_sum(f, &raw).unwrap_or_default(),
            |n| json!(n),
        )?;
        let mut report = Report::new("popcount-sum", Outcome::Number(total.into()));
        if ctx.detailed() {
            for (text, &value) in args.iter().zip(v) {
                report = report.operand(caption(text, value), value);
            }
            report = report
                .label("popcount sum")
                .formula(if raw.len() <= 7 {
                    "ones, twos, fours := oddMaj network of 7; sum = popCount(ones) + 2*popCount(twos) + 4*popCount(fours)"
                } else {
                    "ones .. eights := oddMaj network of 15; sum = popCount(ones) + 2*popCount(twos) + 4*popCount(fours) + 8*popCount(eights)"
                })
                .path(runner.path());
            report = Comparison::attach(comparison, report);
        }
        ctx.emit(&report)?;
        Ok(Status::Success)
    })
}

/// Reads `center` or 64 comma-separated byte weights.
fn parse_weights(spec: &str) -> anyhow::Result<[u8; 64]> {
    if spec.trim().eq_ignore_ascii_case("center") || spec.trim().eq_ignore_ascii_case("centre") {
        return Ok(CENTER_WEIGHTS);
    }
    let weights = weight_list(spec, "0 to 255", 64, "64 (a1 first) or 'center'")?;
    Ok(weights.try_into().expect("weight_list checked the count"))
}

/// Reads `spec`'s comma-separated weights, each a `T` (`range` names its bounds), then
/// checks there are `needed` of them (`wanted` says how many, for the error).
fn weight_list<T: std::str::FromStr>(
    spec: &str,
    range: &str,
    needed: usize,
    wanted: &str,
) -> anyhow::Result<Vec<T>> {
    let mut weights = Vec::new();
    for (i, item) in spec.split(',').map(str::trim).enumerate() {
        let weight = item.parse().map_err(|_| match item {
            "" => anyhow::anyhow!("--weights '{}': weight {} is empty", short(spec), i + 1),
            _ => anyhow::anyhow!(
                "--weights: '{}' (weight {}) is not a weight from {range}",
                short(item),
                i + 1
            ),
        })?;
        weights.push(weight);
    }
    if weights.len() != needed {
        bail!(
            "--weights '{}' has {}; it needs {wanted}",
            short(spec),
            super::output::counted(weights.len(), "weight", "weights")
        );
    }
    Ok(weights)
}

/// The first 40 characters of a long argument.
fn short(text: &str) -> String {
    if text.chars().count() <= 40 {
        text.to_string()
    } else {
        text.chars().take(40).collect::<String>() + "..."
    }
}

fn weighted(ctx: &mut Ctx, value: &str, spec: &str) -> anyhow::Result<Status> {
    let weights = parse_weights(spec)?;
    let runner = Runner::new(ctx, &WEIGHTED)?;
    // Batch lines are summed a block at a time by the same method's batch form.
    let sum_many = ctx.select(&WEIGHTED_MANY)?.func;
    let args = [value.to_string()];
    let fast = |ops: Operands| {
        let json = ops.typed_json(JsonLine::report("weighted", Results::Numbers), &args);
        let op =
            Many(move |inputs: &[u64], results: &mut [u64]| sum_many(inputs, &weights, results));
        let streamed = Streamed::new(Results::Numbers, op);
        Some(streamed.json(json.path(runner.path())))
    };
    each_input(ctx, &args, fast, |ctx, v| {
        let bb = v[0];
        let (sum, comparison) = runner.run(ctx, |f| f(bb.0, &weights), |n| json!(n))?;
        let mut report = Report::new("weighted", Outcome::Number(sum.into()));
        if ctx.detailed() {
            report.grid = Some(bbtool::render::Grid::from_fn("weights of members", |i| {
                bbtool::render::Cell {
                    text: if bb.0 >> i & 1 == 1 {
                        weights[i].to_string()
                    } else {
                        ".".into()
                    },
                    style: if bb.0 >> i & 1 == 1 {
                        bbtool::render::Tone::Member
                    } else {
                        bbtool::render::Tone::Empty
                    },
                }
            }));
            report = report
                .operand(caption(value, bb), bb)
                .separators(["·"])
                .label("weighted popcount")
                .formula("sum of weight[sq] over the members sq")
                .path(runner.path());
            report = Comparison::attach(comparison, report);
        }
        ctx.emit(&report)?;
        Ok(Status::Success)
    })
}

/// `popcount-weight8 VALUE... [--weights W,...]`: one weight per set given.
fn weight8(ctx: &mut Ctx, values: &[String], spec: Option<&str>) -> anyhow::Result<Status> {
    let mut sets = [0u64; 8];
    for (slot, text) in sets.iter_mut().zip(values) {
        *slot = ctx.config.value(text)?.0;
    }
    let mut weights = [0i16; 8];
    match spec {
        None => weights[..values.len()].fill(1),
        Some(spec) => {
            let wanted = format!("one per set ({})", values.len());
            let given = weight_list(spec, "-32768 to 32767", values.len(), &wanted)?;
            weights[..values.len()].copy_from_slice(&given);
        }
    }
    let runner = Runner::new(ctx, &POPCOUNT_WEIGHT8)?;
    let (sum, comparison) = runner.run(ctx, |f| f(&sets, &weights), |n| json!(n))?;
    if !ctx.detailed() && ctx.config.format != bbtool::render::Format::Json {
        ctx.write_str(&format!("{sum}\n"))?;
        return Ok(Status::Success);
    }
    let mut report = Report::new("popcount-weight8", Outcome::Nothing)
        .field("result", sum)
        .label("popCountWeight8")
        .formula("sum(0,7) popcnt(bb[i]) * weight[i]");
    for (i, text) in values.iter().enumerate() {
        report = report.note(format!(
            "{} × {:>6} = {:>8}  {}",
            sets[i].count_ones(),
            weights[i],
            sets[i].count_ones() as i32 * i32::from(weights[i]),
            caption(text, Bitboard(sets[i]))
        ));
    }
    report = report.note(format!("sum {sum}")).path(runner.path());
    report = Comparison::attach(comparison, report);
    ctx.emit(&report)?;
    Ok(Status::Success)
}

/// `popcount --file PATH`: streamed with the bulk method chosen for the file's size.
fn file(ctx: &mut Ctx, path: &std::path::Path) -> anyhow::Result<Status> {
    // `-` is standard input, as for other tools that take a file; its size is unknown,
    // so the method is the one for full read chunks.
    let (shown, size, reader): (String, Option<u64>, Box<dyn std::io::Read>) =
        if path.as_os_str() == "-" {
            let stdin = std::io::stdin().lock();
            ("standard input".into(), None, Box::new(stdin))
        } else {
            let shown = format!("'{}'", path.display());
            let meta = std::fs::metadata(path).with_context(|| format!("cannot read {shown}"))?;
            if meta.is_dir() {
                bail!("{shown} is a directory, not a file");
            }
            let file = std::fs::File::open(path).with_context(|| format!("cannot open {shown}"))?;
            (shown, Some(meta.len()), Box::new(file))
        };
    let chunk = size.map_or(READ_CHUNK, |len| len as usize);
    let selection = choose_bulk(ctx.config.cpu(), &ctx.config.choice, chunk)?;
    // The selected method runs first: its figures are the result; others are compared.
    let mut methods = vec![(selection.method, selection.func)];
    if ctx.config.all_methods {
        methods.extend(
            POPCOUNT_BULK
                .available(ctx.config.cpu())
                .filter(|(m, _)| m.name != selection.method.name),
        );
    }
    // Files over 256 MiB show their progress.
    let len = size.unwrap_or(0);
    let mut bar = Progress::new(len, Unit::Bytes).filter(|_| len >= 256 << 20);
    let rows = count_with_each(reader, &methods, |done| {
        if let Some(b) = &mut bar {
            b.set_position(done);
        }
    })
    .with_context(|| format!("cannot read {shown}"))?;
    drop(bar);
    let (method, bits, bytes, gbps) = rows[0];
    if let Some((other, other_bits, ..)) = rows.iter().find(|r| r.1 != bits) {
        bail!(
            "bulk popcount methods disagree on {shown}: {} gives {bits}, {} gives {other_bits}",
            method.name,
            other.name
        );
    }
    let mut report = Report::new("popcount", Outcome::Number(bits))
        .label("bits")
        .field("file", path.display().to_string())
        .field("bits", bits)
        .field("bytes", bytes)
        .field("method", method.name)
        .field("gbps", (gbps * 1000.0).round() / 1000.0)
        .note(format!("bytes {bytes}"))
        .note(format!("speed {gbps:.2} GB/s"))
        .path(PathLine::of(method));
    if ctx.config.all_methods {
        let table: Vec<_> = rows
            .iter()
            .map(|(m, b, _, g)| {
                json!({"method": m.name, "kind": m.kind().name(), "result": b, "gbps": g})
            })
            .collect();
        for (m, b, _, g) in &rows {
            let kind = m.kind().name();
            report = report.note(format!("  {:<20} {kind:<8} {b} bits  {g:.2} GB/s", m.name));
        }
        report = report.field("methods", table);
    }
    ctx.emit(&report)?;
    Ok(Status::Success)
}

/// One row of `popcount --file`: the method, its bit count, the bytes read and GB/s.
type FileRow = (&'static bbtool::catalogue::Method<BulkFn>, u64, u64, f64);

/// Counts the one bits of everything `reader` yields with each of `methods`, reading
/// once: every method counts the same chunks, so a file that changes while it is read
/// (`/proc/self/status`) cannot make them disagree. One method streams through
/// [`count_reader`] (its speed includes reading); several time their counting only.
fn count_with_each(
    mut reader: impl std::io::Read,
    methods: &[(&'static bbtool::catalogue::Method<BulkFn>, BulkFn)],
    mut progress: impl FnMut(u64),
) -> std::io::Result<Vec<FileRow>> {
    let gbps = |bytes: u64, seconds: f64| bytes as f64 / seconds.max(1e-9) / 1e9;
    if let [(method, func)] = methods {
        let start = Instant::now();
        let (bits, bytes) = count_reader(reader, *func, progress)?;
        return Ok(vec![(
            *method,
            bits,
            bytes,
            gbps(bytes, start.elapsed().as_secs_f64()),
        )]);
    }
    let mut buffer = bbtool::aligned::AlignedBuffer::new(READ_CHUNK);
    let mut totals = vec![(0u64, 0f64); methods.len()];
    let mut bytes = 0u64;
    loop {
        let filled = buffer.fill_from(&mut reader)?;
        if filled == 0 {
            break;
        }
        let chunk = &buffer.bytes()[..filled];
        for ((_, func), (bits, seconds)) in methods.iter().zip(&mut totals) {
            let start = Instant::now();
            *bits += func(chunk);
            *seconds += start.elapsed().as_secs_f64();
        }
        bytes += filled as u64;
        progress(bytes);
    }
    Ok(methods
        .iter()
        .zip(totals)
        .map(|((method, _), (bits, seconds))| (*method, bits, bytes, gbps(bytes, seconds)))
        .collect())
}
