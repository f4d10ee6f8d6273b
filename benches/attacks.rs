//! Slider attack lookups over a fixed pseudo-random stream of (square, occupancy)
//! pairs: every method of the catalogue this CPU runs, the automatically selected one,
//! and the peers cozy-chess (black magic) and shakmaty (fancy magic) in the same run.

use bbtool::attacks::{Slider, SliderFn, Square};
use bbtool::{Cpu, PathPreference};
use criterion::{BenchmarkId, Criterion, Throughput, black_box, criterion_group, criterion_main};
use std::time::Duration;

/// How many (square, occupancy) pairs one iteration looks up.
const PAIRS: usize = 1024;

/// The fixed stream: xorshift64 from a constant seed; occupancies about 1/4 dense.
fn stream() -> Vec<(u32, u64)> {
    let mut x = 0x9e37_79b9_7f4a_7c15u64;
    let mut next = move || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    };
    (0..PAIRS)
        .map(|_| ((next() % 64) as u32, next() & next()))
        .collect()
}

/// Runs `lookup` over every pair and folds the results so none is optimised away.
#[inline(always)]
fn sweep(pairs: &[(u32, u64)], lookup: impl Fn(u32, u64) -> u64) -> u64 {
    pairs.iter().fold(0, |acc, &(sq, occ)| {
        acc ^ lookup(black_box(sq), black_box(occ))
    })
}

/// The pieces benched, with the slider functions that make them.
#[derive(Clone, Copy)]
enum Which {
    Rook,
    Bishop,
    Queen,
}

fn bench_attacks(c: &mut Criterion) {
    let pairs = stream();
    let squares: Vec<Square> = (0..64).map(|i| Square::new(i).unwrap()).collect();
    let cpu = Cpu::current();
    for (label, which) in [
        ("rook", Which::Rook),
        ("bishop", Which::Bishop),
        ("queen", Which::Queen),
    ] {
        let mut group = c.benchmark_group(format!("attacks/{label}"));
        group.throughput(Throughput::Elements(PAIRS as u64));
        let rooks: Vec<_> = Slider::Rook.family().available(cpu).collect();
        let bishops: Vec<_> = Slider::Bishop.family().available(cpu).collect();
        let mut entries: Vec<(String, SliderFn, SliderFn)> = rooks
            .iter()
            .zip(&bishops)
            .map(|((m, r), (_, b))| (m.name.to_string(), *r, *b))
            .collect();
        let auto_rook = Slider::Rook.family().select(cpu, PathPreference::Auto);
        let auto_bishop = Slider::Bishop.family().select(cpu, PathPreference::Auto);
        entries.push((
            format!("selected={}", auto_rook.method.name),
            auto_rook.func,
            auto_bishop.func,
        ));
        for (name, rook, bishop) in entries {
            group.bench_function(BenchmarkId::new("bbtool", name), |b| {
                b.iter(|| {
                    sweep(&pairs, |sq, occ| {
                        let sq = squares[sq as usize];
                        match which {
                            Which::Rook => rook(sq, occ),
                            Which::Bishop => bishop(sq, occ),
                            Which::Queen => rook(sq, occ) | bishop(sq, occ),
                        }
                    })
                })
            });
        }
        group.bench_function(BenchmarkId::new("peer", "cozy-chess"), |b| {
            b.iter(|| {
                sweep(&pairs, |sq, occ| {
                    let sq = cozy_chess::Square::index(sq as usize);
                    let occ = cozy_chess::BitBoard(occ);
                    match which {
                        Which::Rook => cozy_chess::get_rook_moves(sq, occ).0,
                        Which::Bishop => cozy_chess::get_bishop_moves(sq, occ).0,
                        Which::Queen => {
                            (cozy_chess::get_rook_moves(sq, occ)
                                | cozy_chess::get_bishop_moves(sq, occ))
                            .0
                        }
                    }
                })
            })
        });
        group.bench_function(BenchmarkId::new("peer", "shakmaty"), |b| {
            b.iter(|| {
                sweep(&pairs, |sq, occ| {
                    let sq = shakmaty::Square::new(sq);
                    let occ = shakmaty::Bitboard(occ);
                    match which {
                        Which::Rook => shakmaty::attacks::rook_attacks(sq, occ).0,
                        Which::Bishop => shakmaty::attacks::bishop_attacks(sq, occ).0,
                        Which::Queen => shakmaty::attacks::queen_attacks(sq, occ).0,
                    }
                })
            })
        });
        group.finish();
    }
}

criterion_group! {
    name = benches;
    config = Criterion::default()
        .warm_up_time(Duration::from_millis(300))
        .measurement_time(Duration::from_secs(1))
        .sample_size(20);
    targets = bench_attacks
}
criterion_main!(benches);
