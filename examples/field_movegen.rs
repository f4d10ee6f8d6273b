//! Chess_Movegen's workload (Gigantua's comparison of sliding-piece algorithms) over
//! bbtool's queen lookups: 5,000,000 occupancies `rand64() & rand64()`, 12 random squares
//! each, every result xor-folded, from its xorshift96 generator and seeds. Prints million
//! queen lookups per second for every queen batch method this CPU runs (as `bbtool bench`
//! runs a batch: `bench::time_field_batch`), then for every
//! per-lookup method in Chess_Movegen's own loop: the occupancy held for its 12 squares,
//! each lookup inlined (`Sliders::with`) and folded as it comes, no batch in between.
//!
//! Run with `cargo run --release --example field_movegen [--inline] [method...]`;
//! `--inline` runs only the per-lookup table (`benches/peers.sh` does).

use bbtool::attacks::{QUEEN_ATTACKS_MANY, ROOK_ATTACKS, Sliders};
use bbtool::bench::{FieldLoop, FieldWorkload, PER_POSITION, time_field_batch};
use bbtool::{Choice, Cpu, PathPreference};
use std::hint::black_box;
use std::time::Instant;

/// Positions of the workload.
const POSITIONS: usize = 5_000_000;
fn main() {
    let mut wanted: Vec<String> = std::env::args().skip(1).collect();
    let inline_only = wanted.first().is_some_and(|a| a == "--inline");
    if inline_only {
        wanted.remove(0);
    }
    let wants = |name: &str| wanted.is_empty() || wanted.iter().any(|w| name.starts_with(w));
    let cpu = Cpu::current();
    let workload = FieldWorkload::new(POSITIONS);
    let lookups = (POSITIONS * PER_POSITION) as f64;
    // Every method computes the same attacks, so the folds must agree.
    let mut checksum = None;
    let mut agree = |name: &str, fold: u64| {
        assert_eq!(*checksum.get_or_insert(fold), fold, "{name} disagrees");
    };
    if !inline_only {
        println!("{:<24} {:>10}  checksum", "method", "M queens/s");
        for (method, many) in QUEEN_ATTACKS_MANY.available(cpu) {
            if wants(method.name) {
                let (speed, fold) = time_field_batch(many, &workload);
                agree(method.name, fold);
                println!("{:<24} {speed:>10.1}  {fold:#018x}", method.name);
            }
        }
        println!();
    }
    println!(
        "{:<24} {:>10}  checksum",
        "per lookup, inlined", "M queens/s"
    );
    for (method, _) in ROOK_ATTACKS.available(cpu) {
        let choice = Choice {
            method: Some(method.name.to_string()),
            path: PathPreference::Auto,
        };
        let Ok(sliders) = Sliders::choose(cpu, &choice) else {
            continue;
        };
        if wants(method.name) {
            let start = Instant::now();
            let fold = black_box(sliders.with(FieldLoop(&workload)));
            let speed = lookups / start.elapsed().as_secs_f64() / 1e6;
            agree(method.name, fold);
            println!("{:<24} {speed:>10.1}  {fold:#018x}", method.name);
        }
    }
}
