//! Same-process A/B of bbtool's per-lookup slider methods against Chess_Movegen's rows of
//! the same algorithms: both run Chess_Movegen's loop (12 squares per occupancy, every
//! queen xor-folded) over the same positions, alternating round after round, so that the
//! machine's drift hits both alike. Prints each side's median M queen lookups/s and the
//! median of the rounds' ratios. Last, the selected queen batch method against the
//! field's PEXT row (its fastest on the CPUs measured), the batch given the same positions
//! as (square, occupancy) pairs as `bbtool bench` gives them, only the calls and the
//! folds timed. `benches/peers.sh` builds and runs it.
//!
//! Usage: field_ab [--rounds N]

use bbtool::attacks::{QUEEN_ATTACKS_MANY, Sliders};
use bbtool::bench::{FieldLoop, FieldWorkload, PER_POSITION, time_field_batch};
use bbtool::{Choice, Cpu, PathPreference};
use std::hint::black_box;
use std::time::Instant;

/// A C++ loop of `field_loops.cpp`: (occupancies, squares, positions) to the fold.
type FieldFn = unsafe extern "C" fn(*const u64, *const u8, usize) -> u64;

unsafe extern "C" {
    fn field_pext(occs: *const u64, squares: *const u8, positions: usize) -> u64;
    fn field_fancy_variable(occs: *const u64, squares: *const u8, positions: usize) -> u64;
    fn field_black_magic(occs: *const u64, squares: *const u8, positions: usize) -> u64;
    fn field_plain_magic(occs: *const u64, squares: *const u8, positions: usize) -> u64;
    fn field_kindergarten(occs: *const u64, squares: *const u8, positions: usize) -> u64;
    fn field_hyperbola(occs: *const u64, squares: *const u8, positions: usize) -> u64;
}

/// bbtool method, Chess_Movegen row, and the row's loop.
const PAIRS: &[(&str, &str, FieldFn)] = &[
    ("pext-table", "Pext constexpr", field_pext),
    (
        "magic",
        "Fancy Magic BB - Variable shift",
        field_fancy_variable,
    ),
    (
        "black-magic",
        "Black Magic BB - Fixed shift",
        field_black_magic,
    ),
    ("plain-magic", "Plain Magic BB", field_plain_magic),
    ("kindergarten", "Kindergarten", field_kindergarten),
    (
        "hyperbola-ssse3",
        "Hyperbola Quintessence o^(o-2r)",
        field_hyperbola,
    ),
    (
        "hyperbola",
        "Hyperbola Quintessence o^(o-2r)",
        field_hyperbola,
    ),
];

/// Positions per timed run: 12,000,000 lookups, the occupancies and squares 20 MB.
const POSITIONS: usize = 1_000_000;

fn median(mut values: Vec<f64>) -> f64 {
    values.sort_by(f64::total_cmp);
    values[values.len() / 2]
}

/// A side's run over the workload: (M queens/s, the fold).
type Timing<'a> = &'a dyn Fn() -> (f64, u64);

/// Times `field` (the field's loop) and `ours` in turn for `rounds` rounds, checks their
/// folds agree, and prints a row: `method`'s median, `row`'s median, the median ratio.
fn alternate(rounds: usize, method: &str, row: &str, field: Timing, ours: Timing) {
    let (mut our_speeds, mut their_speeds, mut ratios) = (vec![], vec![], vec![]);
    for round in 0..rounds {
        let ((theirs, their_fold), (mine, my_fold)) = if round % 2 == 0 {
            let theirs = field();
            (theirs, ours())
        } else {
            let mine = ours();
            (field(), mine)
        };
        assert_eq!(their_fold, my_fold, "{method} and {row} disagree");
        their_speeds.push(theirs);
        our_speeds.push(mine);
        ratios.push(mine / theirs);
    }
    println!(
        "{method:<16} {:>7.0}  {row:<32} {:>7.0}  {:>5.2}",
        median(our_speeds),
        median(their_speeds),
        median(ratios)
    );
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let rounds = match args.as_slice() {
        [] => 30,
        [flag, n] if flag == "--rounds" => n.parse().expect("--rounds takes a count"),
        _ => panic!("usage: field_ab [--rounds N]"),
    };
    let cpu = Cpu::current();
    let workload = FieldWorkload::new(POSITIONS);
    let squares: Vec<u8> = workload.squares.iter().map(|sq| sq.index() as u8).collect();
    let lookups = (POSITIONS * PER_POSITION) as f64;
    let time_field = |field: FieldFn| {
        let start = Instant::now();
        // SAFETY: the pointers and count describe the workload's two arrays.
        let fold = unsafe {
            field(
                black_box(workload.occupancies.as_ptr()),
                squares.as_ptr(),
                POSITIONS,
            )
        };
        (lookups / start.elapsed().as_secs_f64() / 1e6, fold)
    };
    println!(
        "Same process, alternating, {rounds} rounds of {POSITIONS} positions (M queens/s, medians)"
    );
    println!(
        "{:<16} {:>7}  {:<32} {:>7}  {:>5}",
        "bbtool method", "bbtool", "Chess_Movegen row", "peer", "ratio"
    );
    for &(method, row, field) in PAIRS {
        let choice = Choice {
            method: Some(method.to_string()),
            path: PathPreference::Auto,
        };
        let Ok(sliders) = Sliders::choose(cpu, &choice) else {
            println!("{method:<16} (not on this CPU)");
            continue;
        };
        let ours = || {
            let start = Instant::now();
            let fold = sliders.with(FieldLoop(black_box(&workload)));
            (lookups / start.elapsed().as_secs_f64() / 1e6, fold)
        };
        alternate(rounds, method, row, &|| time_field(field), &ours);
    }

    let selected = QUEEN_ATTACKS_MANY.best(cpu, PathPreference::Auto);
    println!(
        "\nThe selected queen batch method against the field's PEXT row, same process, alternating"
    );
    alternate(
        rounds,
        selected.method.name,
        "Pext constexpr",
        &|| time_field(field_pext),
        &|| time_field_batch(selected.func, &workload),
    );
}
