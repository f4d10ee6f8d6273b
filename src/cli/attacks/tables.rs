//! `explain`, `subsets` and `magics`: the facts behind the table methods.

use super::{attack_diagram, check_values, occupancy, parse_slider, parse_square};
use crate::cli::context::{Ctx, Status};
use crate::cli::stream::{Operands, Streamed, each_input};
use anyhow::bail;
use bbtool::attacks::magic::{MAGIC_SEED, find_magics, magics_of};
use bbtool::attacks::{
    Slider,
    explain::{explain as explain_lookup, table_lookups},
    subsets::subsets as carry_rippler,
};
use bbtool::bitboard::Bitboard;
use bbtool::catalogue::PathPreference;
use bbtool::cpu::Cpu;
use bbtool::cpu::Host;
use bbtool::render::{Format, Outcome, Report, board_line, hex};
use bbtool::stream::Results;
use bbtool::stream::{BlockWriter, Refusal, Refusing};
use clap::Args;
use comfy_table::{Table, presets::UTF8_FULL_CONDENSED};
use serde_json::json;
use std::io::{self, Write};

pub(super) const EXPLAIN_HELP: &str = "\
Shows the relevant-occupancy mask (edges and the slider's own square excluded) with its
bit count, the PEXT index pext(occ, mask) and the square's base offset in the shared
table, and the fancy magic: the magic number, the shift (64 - bits) and the magic index
((occ & mask) * magic) >> shift. The result is the attack set. Then, for each other
method with tables (black-magic, plain-magic, kindergarten, rotated, classical,
obstruction-difference), its tables, their size and how this lookup indexes them.
JSON keys: relevant_bits, mask, index (the PEXT index), offset, entry, magic, shift,
magic_index, magic_entry, tables (an array of {method, tables, bytes, index}).

Examples:
  bbtool explain rook a1                     12 relevant bits
  bbtool explain bishop d4 --occ b2,f6 --json
  bbtool explain rook e4 --occ - -f hex < occupancies.txt";

pub(super) const SUBSETS_HELP: &str = "\
Enumerates with n = (n - d) & d from the empty set to the set itself, in increasing
order. Machine formats print one subset per line (-f hex, -f squares, ...) and stream
without limit: `| head` ends quietly. JSON prints one object per subset
({\"index\": k, \"subset\": \"0x...\"}) and nothing else. Human output lists the subsets
and the count at the end; it refuses more than 65536 subsets (17 or more bits) unless
--limit is given.

Examples:
  bbtool subsets a1,c1,e1                8 subsets
  bbtool subsets rank2 -f squares | head
  bbtool subsets 0x000101010101017e --limit 5";

pub(super) const MAGICS_HELP: &str = "\
Runs the magic generator: for each square a1..h8, sparse candidates (three SplitMix64
draws ANDed) from one stream seeded with --seed are tried until every subset of the mask
maps to a slot that is free or holds the same attacks. The checked-in magics come from
the default seed, so `bbtool magics` must reproduce them. Human output is a table per
slider and whether it equals the checked-in one; JSON is one object per square with
`checked_in` true when that magic is the checked-in one (the seed, mask and magic as
0x hex strings, exact for any JSON reader); -f hex prints the magics.

Examples:
  bbtool magics                       reproduces the checked-in magics
  bbtool magics --piece bishop --seed 1
  bbtool magics --json | jq -s 'all(.checked_in)'";

/// Human output lists at most this many subsets without `--limit`.
const HUMAN_SUBSETS: u128 = 1 << 16;

// Arguments of `explain`.
#[derive(Args, Debug)]
pub struct ExplainArgs {
    /// rook or bishop.
    pub slider: String,
    /// The slider's square.
    pub square: String,
    /// The occupied squares (default none; `-` reads one per line).
    #[arg(long, value_name = "VALUE", allow_hyphen_values = true)]
    pub occ: Option<String>,
    #[command(flatten)]
    _global: crate::cli::GlobalOpts,
}

// Arguments of `subsets`.
#[derive(Args, Debug)]
pub struct SubsetsArgs {
    /// The set (`-` reads one per line).
    #[arg(allow_negative_numbers = true)]
    pub value: String,
    /// Print at most N subsets (of each set).
    #[arg(long, value_name = "N", value_parser = parse_limit, allow_negative_numbers = true)]
    pub limit: Option<u64>,
    #[command(flatten)]
    _global: crate::cli::GlobalOpts,
}

// Arguments of `magics`.
#[derive(Args, Debug)]
pub struct MagicsArgs {
    /// The seed of the search, decimal or 0x hex (default: the seed of the checked-in magics).
    #[arg(long, value_name = "N", value_parser = parse_seed, allow_negative_numbers = true)]
    pub seed: Option<u64>,
    /// Only rook or only bishop magics.
    #[arg(long, value_name = "PIECE")]
    pub piece: Option<String>,
    #[command(flatten)]
    _global: crate::cli::GlobalOpts,
}

/// Reads a decimal or `0x` hex seed.
pub(crate) fn parse_seed(text: &str) -> Result<u64, String> {
    whole_number(text).ok_or_else(|| format!("'{text}' is not a 64-bit seed (decimal or 0x hex)"))
}

/// `subsets --limit`'s value parser: a count, decimal or `0x` hex.
fn parse_limit(text: &str) -> Result<u64, String> {
    whole_number(text).ok_or_else(|| format!("'{text}' is not a count (decimal or 0x hex)"))
}

/// A 64-bit whole number, decimal or `0x` hex, `_` allowed between digits.
fn whole_number(text: &str) -> Option<u64> {
    let digits = text.replace('_', "");
    match digits
        .strip_prefix("0x")
        .or_else(|| digits.strip_prefix("0X"))
    {
        Some(hex) => u64::from_str_radix(hex, 16).ok(),
        None => digits.parse().ok(),
    }
}

/// `explain rook|bishop SQUARE [--occ VALUE]`.
pub fn explain(ctx: &mut Ctx, args: &ExplainArgs) -> anyhow::Result<Status> {
    let slider = parse_slider(&args.slider)?;
    let sq = parse_square(&args.square)?;
    let occ = occupancy(ctx, &args.occ);
    check_values(ctx, &[("--occ", &occ)])?;
    // Batch lines print the attack set alone: the fastest lookup gives it, where the
    // explanation would also walk the rays and index by a serial PEXT. (Chosen only when
    // streaming, so a single explanation does not detect the CPU.)
    let fast = |ops: Operands| {
        let lookup = (slider.family())
            .best(Cpu::current(), PathPreference::Auto)
            .func;
        Some(Streamed::new(
            Results::Boards,
            ops.map(move |v| lookup(sq, v[0].0)),
        ))
    };
    each_input(ctx, &[occ], fast, |ctx, v| {
        let e = explain_lookup(slider, sq, v[0].0);
        let entry = u64::from(e.table_offset) + e.pext_index;
        let magic_entry = u64::from(e.magic.offset) + e.magic_index;
        let mut report = Report::new("explain", Outcome::Board(Bitboard(e.attacks)));
        if ctx.detailed() {
            let letter = if slider == Slider::Rook { "R" } else { "B" };
            let (grid, legend) = attack_diagram(
                format!("{} on {} attacks", slider.name(), sq.name()),
                letter,
                slider.name(),
                1 << sq.index(),
                e.attacks,
                e.occ,
                ctx.config.position.as_ref(),
            );
            report.grid = Some(grid);
            report = report
                .operand(
                    format!("mask ({} bits)", e.relevant_bits),
                    Bitboard(e.mask),
                )
                .operand("occ & mask", Bitboard(e.occ & e.mask))
                .separators(["&", "→"])
                .formula(legend)
                .note(format!("relevant bits {} (mask {})", e.relevant_bits, hex(e.mask)))
                .note(format!(
                    "pext index    pext(occ, mask) = {}; table base offset {} → entry {entry}",
                    e.pext_index, e.table_offset
                ))
                .note(format!(
                    "magic         {}, shift {}: ((occ & mask) * magic) >> {} = {}; offset {} → entry {magic_entry}",
                    hex(e.magic.magic),
                    e.magic.shift,
                    e.magic.shift,
                    e.magic_index,
                    e.magic.offset
                ))
                .field("slider", slider.name())
                .field("square", sq.name())
                .field("occupancy", hex(e.occ))
                .field("relevant_bits", e.relevant_bits)
                .field("mask", hex(e.mask))
                .field("index", e.pext_index)
                .field("offset", e.table_offset)
                .field("entry", entry)
                .field("magic", hex(e.magic.magic))
                .field("shift", e.magic.shift)
                .field("magic_index", e.magic_index)
                .field("magic_entry", magic_entry);
            let tables = table_lookups(slider, sq, e.occ);
            for t in &tables {
                report = report.note(format!(
                    "{:<13} {} ({} bytes): {}",
                    t.method, t.tables, t.bytes, t.index
                ));
            }
            let tables: Vec<_> = tables
                .iter()
                .map(|t| json!({"method": t.method, "tables": t.tables, "bytes": t.bytes, "index": t.index}))
                .collect();
            report = report.field("tables", tables);
        }
        ctx.emit(&report)?;
        Ok(Status::Success)
    })
}

/// `subsets VALUE [--limit N]`: one value's subsets are written as they are made, so a
/// set of any size streams, from an argument or from standard input (`-`), and memory
/// stays flat.
pub fn subsets(ctx: &mut Ctx, args: &SubsetsArgs) -> anyhow::Result<Status> {
    check_values(ctx, &[("VALUE", &args.value)])?;
    let options = Options {
        format: ctx.config.format,
        limit: args.limit,
    };
    let cpu = ctx.config.cpu();
    let mut streaming = Listing::new(options, cpu);
    let streamed = |ops: Operands| {
        let op = Refusing {
            op: ops.map(|v| v[0].0),
            refuse: move |v| options.refusal(v).map(Refusal::Bad),
        };
        Some(
            Streamed::new(Results::Boards, op)
                .lines(Box::new(move |set, _, out| streaming.write(set, out))),
        )
    };
    each_input(
        ctx,
        std::slice::from_ref(&args.value),
        streamed,
        |ctx, v| {
            let set = v[0].0;
            if let Some(refusal) = options.refusal(set) {
                bail!(refusal);
            }
            Listing::new(options, cpu).write(set, &mut ctx.out)?;
            Ok(Status::Success)
        },
    )
}

/// Subsets made and formatted per block in `subsets`' machine formats.
const SUBSETS_BLOCK: usize = 256;

/// What `subsets` prints: the format and the `--limit`.
#[derive(Clone, Copy)]
struct Options {
    format: Format,
    limit: Option<u64>,
}

impl Options {
    /// Why `set` is not listed: more subsets than human output lists without `--limit`.
    fn refusal(self, set: u64) -> Option<String> {
        let total = carry_rippler(set).total();
        (self.format == Format::Human && self.limit.is_none() && total > HUMAN_SUBSETS).then(|| {
            format!(
                "{} has {total} subsets; human output lists at most {HUMAN_SUBSETS}: \
                     pass --limit N or a machine format such as -f hex",
                hex(set)
            )
        })
    }
}

/// How `subsets` lists a set: its options, and the block formatter of a machine format.
struct Listing {
    format: Format,
    limit: Option<u64>,
    boards: Option<BlockWriter>,
}

impl Listing {
    /// The listing by `options`, formatted by the fastest code of `cpu`.
    fn new(Options { format, limit }: Options, cpu: &Host) -> Listing {
        Listing {
            format,
            limit,
            boards: BlockWriter::new(Results::Boards, format, cpu),
        }
    }

    /// Writes the subsets of `set` (human output with a heading and the count).
    fn write(&mut self, set: u64, out: &mut dyn Write) -> io::Result<()> {
        let all = carry_rippler(set);
        let total = all.total();
        let limit = self
            .limit
            .map_or(usize::MAX, |n| usize::try_from(n).unwrap_or(usize::MAX));
        let mut subsets = all.take(limit);
        if let Some(boards) = &mut self.boards {
            let mut block = Vec::with_capacity(SUBSETS_BLOCK);
            loop {
                block.clear();
                block.extend(subsets.by_ref().take(SUBSETS_BLOCK));
                if block.is_empty() {
                    return Ok(());
                }
                boards.write(&block, out)?;
            }
        }
        let human = self.format == Format::Human;
        if human {
            writeln!(
                out,
                "subsets of {} ({}, {total} subsets), carry-rippler n = (n - d) & d",
                hex(set),
                crate::cli::output::counted(set.count_ones() as usize, "bit", "bits")
            )?;
        }
        let mut count = 0u128;
        for subset in subsets {
            if human {
                let bb = Bitboard(subset);
                let squares = if subset == 0 {
                    "(empty)".into()
                } else {
                    bb.square_list()
                };
                writeln!(out, "{}  {squares}", hex(subset))?;
            } else {
                let line =
                    json!({"command": "subsets", "index": count as u64, "subset": hex(subset)});
                writeln!(out, "{line}")?;
            }
            count += 1;
        }
        if human {
            let of = if count < total {
                format!(" (stopped by --limit; {total} in all)")
            } else {
                String::new()
            };
            writeln!(out, "count {count}{of}")?;
        }
        Ok(())
    }
}

/// `magics [--seed N] [--piece rook|bishop]`.
pub fn magics(ctx: &mut Ctx, args: &MagicsArgs) -> anyhow::Result<Status> {
    let sliders = match &args.piece {
        Some(p) => vec![parse_slider(p)?],
        None => vec![Slider::Rook, Slider::Bishop],
    };
    let seed = args.seed.unwrap_or(MAGIC_SEED);
    for slider in sliders {
        let found = find_magics(seed, slider);
        let checked_in = magics_of(slider);
        let differing = found.iter().zip(checked_in).filter(|(a, b)| a != b).count();
        let mut table = Table::new();
        table.load_preset(UTF8_FULL_CONDENSED);
        table.set_header([
            "square",
            "bits",
            "mask",
            "magic",
            "shift",
            "offset",
            "checked in",
        ]);
        for (i, (m, theirs)) in found.iter().zip(checked_in).enumerate() {
            let square = bbtool::bitboard::Square::from_index(i as u32).name();
            match ctx.config.format {
                Format::Human => {
                    table.add_row([
                        square.to_string(),
                        (64 - m.shift).to_string(),
                        hex(m.mask),
                        hex(m.magic),
                        m.shift.to_string(),
                        m.offset.to_string(),
                        if m == theirs { "same" } else { "differs" }.to_string(),
                    ]);
                }
                Format::Json => {
                    let line = json!({"command": "magics", "piece": slider.name(), "seed": hex(seed),
                        "square": square, "mask": hex(m.mask), "magic": hex(m.magic),
                        "shift": m.shift, "offset": m.offset, "checked_in": m == theirs});
                    ctx.write_str(&format!("{line}\n"))?;
                }
                format => {
                    let line = board_line(Bitboard(m.magic), format).unwrap_or_default();
                    ctx.write_str(&format!("{line}\n"))?;
                }
            }
        }
        if ctx.config.format == Format::Human {
            let verdict = if differing == 0 {
                format!(
                    "seed {seed:#x} reproduces the checked-in {} magics",
                    slider.name()
                )
            } else {
                format!(
                    "seed {seed:#x} gives other {} magics than the checked-in ones (seed {MAGIC_SEED:#x}): {differing} of 64 squares differ",
                    slider.name()
                )
            };
            ctx.write_str(&format!("{} magics\n{table}\n{verdict}\n\n", slider.name()))?;
        }
    }
    Ok(Status::Success)
}
