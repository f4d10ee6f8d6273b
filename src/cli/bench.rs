//! `bench`: time every method of every family on this machine and check that automatic
//! selection picks one within 10% of the fastest (or [`PLACEMENT_NS`] a call).

use super::context::{Ctx, Status};
use super::progress::{self, Progress};
use anyhow::bail;
use bbtool::attacks::Piece;
use bbtool::attacks::leapers::leaper_families;
use bbtool::bench::{BULK_SIZES, Inputs, Speed, Unit};
use bbtool::catalogue::{FamilyInfo, MethodInfo};
use bbtool::popcount::{POPCOUNT_BULK, plan_bulk};
use bbtool::registry::families;
use bbtool::render::Format;
use bbtool::{Cpu, PathPreference};
use clap::Args;
use comfy_table::{Table, presets::UTF8_FULL_CONDENSED};
use serde_json::json;
use std::time::{Duration, Instant};

pub(super) const EXAMPLES: &str = "\
Examples:
  bbtool bench --quick                 every family, under 10 seconds
  bbtool bench popcount bitscan-forward
  bbtool bench --json | jq -c 'select(.selected)'

Timing: a fixed-seed stream of 1024 inputs per pass, called through the catalogue's
function pointer (as bbtool calls them). A family's methods run in turn, 25 rounds of
one slice each; ns/op is a method's best slice, `relative` the median over the rounds
of its time over the fastest method's in the same round. Batch slider families run
Chess_Movegen's workload (1024 occupancies rand64() & rand64(), 12 squares each, its
xorshift96 and seeds, results xor-folded). Bulk methods run on 1 KiB, 16 KiB and 1 MiB
buffers and report GB/s, a row per size, each size marking the method chosen for it. A
family is flagged when the automatically selected method is more than 10% slower than
the fastest, and by more than 0.3 ns a call (what a function's place in the binary alone
moves a call of about a nanosecond).";

// Arguments of `bench`.
#[derive(Args, Debug)]
pub struct BenchArgs {
    /// Only these families (see `bbtool methods`); all when none is named.
    pub families: Vec<String>,
    /// About 5 seconds in all instead of about 40.
    #[arg(long)]
    pub quick: bool,
    /// The seed of the pseudo-random inputs (decimal or 0x hex).
    #[arg(long, value_name = "N", default_value_t = 0x6262_746f_6f6c, value_parser = super::attacks::parse_seed, allow_negative_numbers = true)]
    pub seed: u64,
    #[command(flatten)]
    _global: crate::cli::GlobalOpts,
}

/// Families where the selection knowingly differs from the bench's winner, and why.
const EXPLAINED: &[(&str, &str)] = &[(
    "genshift",
    "the branch-less form is the page's for -64 < s < 64 only, so the selection keeps the \
         branching form, defined for every amount the command takes (-64 to 64; 64 and -64 \
         give 0)",
)];

/// Nanoseconds a call gains or loses from where its function sits in the binary alone: a
/// selection slower than the fastest by less is not flagged. On an Intel Xeon `mod257`'s
/// two methods, the same ten instructions (LLVM emits the page's reciprocal
/// multiplication for `x % 257`), read 1.13 and 1.41 ns a call in one build and level in
/// the next.
const PLACEMENT_NS: f64 = 0.3;

/// Whether `speed`, a selection's, is slow: more than 10% over the fastest, and by more
/// than [`PLACEMENT_NS`] a call.
fn is_slow(speed: &Speed) -> bool {
    let extra_ns = speed.ns_per_call * (1.0 - 1.0 / speed.relative);
    speed.relative > 1.10 && extra_ns > PLACEMENT_NS
}

/// One family's figures.
struct Row {
    method: MethodInfo,
    speed: Speed,
    checksum: u64,
}

/// `bench [FAMILY...]`.
pub fn bench(ctx: &mut Ctx, args: &BenchArgs) -> anyhow::Result<Status> {
    ctx.config
        .format_among("bench", &[Format::Json], "tables or JSON")?;
    let chosen = super::methods::named_families(&families(), &args.families)?;
    let methods: usize = chosen
        .iter()
        .map(|f| {
            f.methods()
                .iter()
                .filter(|m| ctx.config.cpu().can_run(m.needs))
                .count()
        })
        .sum();
    let total = if args.quick {
        Duration::from_secs(5)
    } else {
        Duration::from_secs(40)
    };
    let budget =
        (total / methods.max(1) as u32).clamp(Duration::from_millis(5), Duration::from_millis(250));
    let mut inputs = Inputs::new(args.seed);
    let mut bar = Progress::new(chosen.len() as u64, progress::Unit::Items("families"));
    let started = Instant::now();
    let mut flagged = Vec::new();
    let mut disagree = Vec::new();
    for family in &chosen {
        if let Some(b) = &mut bar {
            b.set_message(family.name());
        }
        let rows = time_family(*family, ctx.config.cpu(), &mut inputs, budget);
        if let Some(b) = &mut bar {
            b.inc(1);
        }
        let (selected, reason) = family.selected(ctx.config.cpu(), ctx.config.choice.path);
        let auto_for = |r: &Row| {
            automatic_choice(
                *family,
                &selected,
                ctx.config.cpu(),
                ctx.config.choice.path,
                r,
            )
        };
        // The selection at each size (one but for bulk): its worst relative speed, and
        // whether it is slow at any.
        let selected_rows = || rows.iter().filter(|r| r.method.name == auto_for(r));
        let selected_relative = selected_rows()
            .map(|r| r.speed.relative)
            .reduce(f64::max)
            .unwrap_or(f64::NAN);
        let slow = selected_rows().any(|r| is_slow(&r.speed));
        let explained = EXPLAINED
            .iter()
            .find(|(name, _)| *name == family.name())
            .map(|(_, why)| *why);
        if slow && explained.is_none() {
            flagged.push(format!(
                "{} ({} is {:.2}x the fastest)",
                family.name(),
                selected.name,
                selected_relative
            ));
        }
        if rows.iter().any(|r| {
            rows.iter()
                .any(|o| o.speed.unit == r.speed.unit && o.checksum != r.checksum)
        }) {
            disagree.push(family.name());
        }
        let kept_because = explained.filter(|_| slow);
        let verdict = Verdict {
            reason: &reason,
            slow,
            kept_because,
        };
        let text = render(
            ctx.config.format,
            *family,
            &rows,
            &selected,
            &auto_for,
            &verdict,
        );
        // The family's table starts at the beginning of a line; the bar is drawn again
        // below it by the next family.
        if let Some(b) = &mut bar {
            b.clear();
        }
        ctx.write_str(&text)?;
        ctx.flush()?;
    }
    drop(bar);
    let summary = format!(
        "{}, {}, {:.1} s; selection within 10% (or {PLACEMENT_NS} ns a call) of the fastest: {}\n",
        super::output::counted(chosen.len(), "family", "families"),
        super::output::counted(methods, "method", "methods"),
        started.elapsed().as_secs_f64(),
        if flagged.is_empty() {
            "all".to_string()
        } else {
            format!("not for {}", flagged.join(", "))
        }
    );
    if ctx.config.format != Format::Json {
        ctx.write_str(&summary)?;
    }
    if !disagree.is_empty() {
        bail!(
            "methods disagree on the benchmark inputs in: {}",
            disagree.join(", ")
        );
    }
    Ok(Status::Success)
}

/// Whether `family` answers one square (`attacks PIECE SQUARE`, a leaper's single
/// family): timed on sets of one square, the sets it is given, not on the words of mixed
/// density that the set-wise (`--from`) families of the same methods take.
fn answers_one_square(family: &dyn FamilyInfo) -> bool {
    Piece::ALL
        .into_iter()
        .filter_map(leaper_families)
        .any(|(single, _)| single.name == family.name())
}

/// Times every method of `family`; a one-square family on one-square sets; a bulk family
/// once per size of [`BULK_SIZES`], its rows by size, then by speed.
fn time_family(
    family: &dyn FamilyInfo,
    host: &bbtool::Host,
    inputs: &mut Inputs,
    budget: Duration,
) -> Vec<Row> {
    let timed = |inputs: &Inputs| -> Vec<Row> {
        family
            .time_methods(host, inputs, budget)
            .into_iter()
            .map(|(method, speed, checksum)| Row {
                method,
                speed,
                checksum,
            })
            .collect()
    };
    if answers_one_square(family) {
        let sets = inputs.squares.iter().map(|sq| 1u64 << sq.index()).collect();
        let words = std::mem::replace(&mut inputs.words, sets);
        let rows = timed(inputs);
        inputs.words = words;
        return rows;
    }
    let first = timed(inputs);
    if !first.iter().any(|r| r.speed.gbps().is_some()) {
        return first;
    }
    let mut rows = Vec::new();
    for size in BULK_SIZES {
        inputs.bulk = size;
        rows.extend(timed(inputs));
    }
    inputs.bulk = bbtool::bench::BULK_BYTES;
    rows
}

/// The method the automatic choice runs for row `r` of `family`, whose selection is
/// `selected`: for a bulk row, the one for its buffer size ([`plan_bulk`]).
fn automatic_choice(
    family: &dyn FamilyInfo,
    selected: &MethodInfo,
    cpu: &Cpu,
    path: PathPreference,
    r: &Row,
) -> &'static str {
    match bytes(r) {
        Some(len) if family.name() == POPCOUNT_BULK.name => plan_bulk(cpu, path, len).method.name,
        _ => selected.name,
    }
}

/// The buffer size of a bulk row.
fn bytes(r: &Row) -> Option<usize> {
    match r.speed.unit {
        Unit::Bytes(n) => Some(n),
        Unit::Op => None,
    }
}

/// What the bench concluded of a family's selection.
struct Verdict<'a> {
    /// Why the selection is what it is.
    reason: &'a str,
    /// The selection is slow at some size (see [`is_slow`]).
    slow: bool,
    /// Why a slow selection is kept on purpose, if it is.
    kept_because: Option<&'a str>,
}

/// A comfy-table (human) or one JSON object per method (per method and size, bulk).
fn render(
    format: Format,
    family: &dyn FamilyInfo,
    rows: &[Row],
    selected: &MethodInfo,
    auto_for: &dyn Fn(&Row) -> &'static str,
    verdict: &Verdict,
) -> String {
    let Verdict {
        reason,
        slow,
        kept_because,
    } = *verdict;
    if format == Format::Json {
        let mut out = String::new();
        for r in rows {
            let mut obj = json!({
                "command": "bench", "family": family.name(), "method": r.method.name, "kind": r.method.kind.name(),
                "ns_per_op": (r.speed.ns_per_call * 1000.0).round() / 1000.0,
                "bytes": bytes(r),
                "gbps": r.speed.gbps().map(|g| (g * 100.0).round() / 100.0),
                "relative": (r.speed.relative * 1000.0).round() / 1000.0,
                "selected": r.method.name == auto_for(r),
            });
            if r.method.name == auto_for(r)
                && let Some(why) = kept_because
            {
                obj["kept_because"] = json!(why);
            }
            out.push_str(&format!("{obj}\n"));
        }
        return out;
    }
    let mut t = Table::new();
    t.load_preset(UTF8_FULL_CONDENSED);
    let bulk = rows.first().and_then(|r| r.speed.gbps()).is_some();
    let mut header = vec!["method", "kind"];
    if bulk {
        header.extend(["bytes", "GB/s"]);
    } else {
        header.push("ns/op");
    }
    header.extend(["relative", "auto"]);
    t.set_header(header);
    let mut sorted: Vec<&Row> = rows.iter().collect();
    sorted.sort_by(|a, b| {
        bytes(a)
            .cmp(&bytes(b))
            .then(a.speed.relative.total_cmp(&b.speed.relative))
    });
    for r in sorted {
        let figure = match r.speed.gbps() {
            Some(g) => format!("{g:.1}"),
            None => format!("{:.2}", r.speed.ns_per_call),
        };
        let mark = if r.method.name == auto_for(r) {
            "selected"
        } else {
            ""
        };
        let mut row = vec![r.method.name.to_string(), r.method.kind.to_string()];
        row.extend(bytes(r).map(|n| n.to_string()));
        row.extend([
            figure,
            format!("{:.2}x", r.speed.relative),
            mark.to_string(),
        ]);
        t.add_row(row);
    }
    let flag = match (slow, kept_because) {
        (false, _) => String::new(),
        (true, None) => "  [!] selection is more than 10% slower than the fastest".to_string(),
        (true, Some(why)) => format!(
            "  [!] selection is more than 10% slower than the fastest\nkept on purpose: {why}"
        ),
    };
    format!(
        "{} — {}\nauto: {} ({reason}){flag}\n{t}\n\n",
        family.name(),
        family.summary(),
        selected.name
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bulk_row_is_marked_with_the_choice_for_its_size() {
        use bbtool::cpu::{Feature, Features};
        let cpu = Cpu::with_usable(Features::of(&[Feature::Popcnt, Feature::Avx2]));
        let (selected, _) = POPCOUNT_BULK.selected(&cpu, PathPreference::Auto);
        assert_eq!(selected.name, "avx2-harley-seal");
        let row = |len| Row {
            method: selected.clone(),
            speed: Speed {
                ns_per_call: 1.0,
                unit: Unit::Bytes(len),
                relative: 1.0,
            },
            checksum: 0,
        };
        let choice = |len| {
            automatic_choice(
                &POPCOUNT_BULK,
                &selected,
                &cpu,
                PathPreference::Auto,
                &row(len),
            )
        };
        assert_eq!(choice(512), "avx2-lookup");
        assert_eq!(choice(1024), "avx2-harley-seal");
        assert_eq!(choice(1 << 20), "avx2-harley-seal");
    }

    #[test]
    fn a_one_square_family_is_timed_on_one_square_sets() {
        use bbtool::attacks::leapers::{KNIGHT_ATTACKS, KNIGHT_ATTACKS_FROM, knight_attacks};
        let mut inputs = Inputs::new(7);
        let words = inputs.words.clone();
        let host = Cpu::current();
        let checksum = |family: &dyn FamilyInfo, inputs: &mut Inputs| {
            let rows = time_family(family, host, inputs, Duration::from_millis(1));
            let sums: Vec<u64> = rows.iter().map(|r| r.checksum).collect();
            assert!(sums.windows(2).all(|w| w[0] == w[1]), "{sums:?}");
            sums[0]
        };
        // Each pass sums the attacks of its inputs: of one square each for the
        // one-square family, of the words for its set-wise sibling.
        let of_squares = inputs
            .squares
            .iter()
            .fold(0u64, |sum, &sq| sum.wrapping_add(knight_attacks(sq)));
        assert_eq!(checksum(&KNIGHT_ATTACKS, &mut inputs), of_squares);
        let of_words = words.iter().fold(0u64, |sum, &w| {
            sum.wrapping_add(bbtool::attacks::leapers::knight_attacks_setwise(w))
        });
        assert_eq!(checksum(&KNIGHT_ATTACKS_FROM, &mut inputs), of_words);
        assert_eq!(inputs.words, words, "the words are given back");
    }

    #[test]
    fn every_explained_family_is_a_benched_family() {
        let names: Vec<&str> = families().iter().map(|f| f.name()).collect();
        for (family, why) in EXPLAINED {
            assert!(names.contains(family), "{family} is not a family");
            assert!(!why.is_empty(), "{family}");
        }
    }

    #[test]
    fn a_selection_is_slow_past_ten_percent_and_the_placement_of_a_call() {
        let speed = |ns_per_call, relative| Speed {
            ns_per_call,
            unit: Unit::Op,
            relative,
        };
        // mod257's two placements of the same code (0.28 ns apart): not slow.
        assert!(!is_slow(&speed(1.41, 1.25)));
        // genshift's branching form (0.85 ns over): slow.
        assert!(is_slow(&speed(2.27, 1.60)));
        // Long calls: 10% decides.
        assert!(!is_slow(&speed(100.0, 1.09)));
        assert!(is_slow(&speed(100.0, 1.12)));
    }

    #[test]
    fn the_ternary_logic_family_is_timed_with_one_truth_table() {
        use bbtool::bench::{PASS, TRUTH_TABLE};
        use bbtool::ops::ternlog::{TERNLOG, ternlog};
        let mut inputs = Inputs::new(11);
        let rows = time_family(
            &TERNLOG,
            Cpu::current(),
            &mut inputs,
            Duration::from_millis(1),
        );
        let (words, masks) = (&inputs.words, &inputs.masks);
        let want = (0..PASS).fold(0u64, |sum, i| {
            let c = words[(i + 7) % PASS];
            sum.wrapping_add(ternlog(TRUTH_TABLE, words[i], masks[i], c))
        });
        for row in rows {
            assert_eq!(row.checksum, want, "{}", row.method.name);
        }
    }

    #[test]
    fn the_one_square_families_are_the_leapers_single_families() {
        let one_square: Vec<&str> = families()
            .into_iter()
            .filter(|f| answers_one_square(*f))
            .map(|f| f.name())
            .collect();
        assert_eq!(
            one_square,
            ["knight-attacks", "king-attacks", "pawn-attacks"]
        );
    }
}
