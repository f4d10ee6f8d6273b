//! Slider attack lookups over a fixed pseudo-random stream of (square, occupancy)
//! pairs: every method of the catalogue this CPU runs, per lookup (one call through the
//! catalogue's fn pointer each) and in batches (one call per stream), the automatically
//! selected one, and the peers cozy-chess (black magic) and shakmaty (fancy magic) in
//! the same run, both folded per lookup and in the same store-to-slice loop as a batch.
//! A `ceiling/gather` row times the loads alone (see [`Gather`]).

use bbtool::attacks::pext::pext_soft;
use bbtool::attacks::rays::{
    BISHOP_MASKS, ROOK_MASKS, TABLE_LEN, TABLE_OFFSETS, slider_attacks_ray,
};
use bbtool::attacks::subsets::subsets;
use bbtool::attacks::{
    BISHOP_ATTACKS_MANY, QUEEN_ATTACKS_MANY, ROOK_ATTACKS_MANY, Slider, SliderFn, SliderManyFn,
    SliderMethod, Sliders, Square, WithSliders,
};
use bbtool::catalogue::{Choice, Family};
use bbtool::{Cpu, PathPreference};
use criterion::{BenchmarkId, Criterion, Throughput, black_box, criterion_group, criterion_main};
use std::time::{Duration, Instant};

/// How many (square, occupancy) pairs one iteration looks up.
const PAIRS: usize = 1024;

/// The fixed stream: the library's generator from a constant seed; occupancies about
/// 1/4 dense.
fn stream() -> Vec<(Square, u64)> {
    let mut rng = bbtool::rng::SplitMix64(0x9e37_79b9_7f4a_7c15);
    let mut next = move || rng.next_u64();
    (0..PAIRS)
        .map(|_| (Square::new((next() % 64) as u32).unwrap(), next() & next()))
        .collect()
}

/// Runs `lookup` over every pair and folds the results so none is optimised away: the
/// pairs pass through `black_box` once, so the compiler cannot know them, and every
/// result reaches the returned fold. (A `black_box` per pair would add a store and a
/// reload to each lookup, which is the bench's cost, not the method's.)
#[inline(always)]
fn sweep<S: Copy, B: Copy>(pairs: &[(S, B)], lookup: impl Fn(S, B) -> u64) -> u64 {
    black_box(pairs)
        .iter()
        .fold(0, |acc, &(sq, occ)| acc ^ lookup(sq, occ))
}

/// Stores `lookup` of every pair into `out`, the shape of a batch method's loop.
#[inline(always)]
fn store<S: Copy, B: Copy>(pairs: &[(S, B)], out: &mut [u64], lookup: impl Fn(S, B) -> u64) {
    for (slot, &(sq, occ)) in out.iter_mut().zip(black_box(pairs)) {
        *slot = lookup(sq, occ);
    }
    black_box(out);
}

/// The pieces benched, with the slider functions that make them.
#[derive(Clone, Copy)]
enum Which {
    Rook,
    Bishop,
    Queen,
}

impl Which {
    /// cozy-chess's attacks of this piece. Each loop gets its own closure around it: one
    /// closure shared by several loops was called, not inlined, from some of them.
    #[inline(always)]
    fn cozy(self, sq: cozy_chess::Square, occ: cozy_chess::BitBoard) -> u64 {
        match self {
            Which::Rook => cozy_chess::get_rook_moves(sq, occ).0,
            Which::Bishop => cozy_chess::get_bishop_moves(sq, occ).0,
            Which::Queen => {
                (cozy_chess::get_rook_moves(sq, occ) | cozy_chess::get_bishop_moves(sq, occ)).0
            }
        }
    }

    /// shakmaty's attacks of this piece, inlined likewise.
    #[inline(always)]
    fn shakmaty(self, sq: shakmaty::Square, occ: shakmaty::Bitboard) -> u64 {
        match self {
            Which::Rook => shakmaty::attacks::rook_attacks(sq, occ).0,
            Which::Bishop => shakmaty::attacks::bishop_attacks(sq, occ).0,
            Which::Queen => shakmaty::attacks::queen_attacks(sq, occ).0,
        }
    }

    /// The batch family of this piece.
    fn many_family(self) -> &'static Family<SliderManyFn> {
        match self {
            Which::Rook => &ROOK_ATTACKS_MANY,
            Which::Bishop => &BISHOP_ATTACKS_MANY,
            Which::Queen => &QUEEN_ATTACKS_MANY,
        }
    }
}

/// A sweep of the stream as work for `Sliders::with`, so it compiles once per method.
struct Sweep<'a> {
    pairs: &'a [(Square, u64)],
    which: Which,
}

impl WithSliders for Sweep<'_> {
    type Output = u64;
    #[inline(always)]
    fn run<M: SliderMethod>(self, method: M) -> u64 {
        let which = self.which;
        sweep(self.pairs, move |sq, occ| match which {
            Which::Rook => method.rook(sq, occ),
            Which::Bishop => method.bishop(sq, occ),
            Which::Queen => method.queen(sq, occ),
        })
    }
}

/// The memory-bound ceiling of a dense-table method on this stream: the same table
/// loads, into a table laid out like the PEXT table (per-square offsets, 861 KB), with
/// every index computed beforehand, so no PEXT and no mask or offset load. No PEXT-table
/// lookup over this stream can be faster.
struct Gather {
    table: Vec<u64>,
    /// Per pair of the stream: its rook index and its bishop index into `table`.
    indices: Vec<(u32, u32)>,
}

impl Gather {
    /// The table (filled by the ray walk) and the stream's indices into it.
    fn new(pairs: &[(Square, u64)]) -> Gather {
        let sliders = [(Slider::Rook, &ROOK_MASKS), (Slider::Bishop, &BISHOP_MASKS)];
        let index = |s: usize, sq: Square, occ: u64| {
            TABLE_OFFSETS[s][sq.index()] + pext_soft(occ, sliders[s].1[sq.index()]) as u32
        };
        let mut table = vec![0u64; TABLE_LEN];
        for (s, &(slider, masks)) in sliders.iter().enumerate() {
            for sq in Square::all() {
                for subset in subsets(masks[sq.index()]) {
                    table[index(s, sq, subset) as usize] = slider_attacks_ray(slider, sq, subset);
                }
            }
        }
        let indices = pairs
            .iter()
            .map(|&(sq, occ)| (index(0, sq, occ), index(1, sq, occ)))
            .collect();
        Gather { table, indices }
    }

    /// The stream's attacks of `which`, folded as [`sweep`] folds them.
    fn sweep(&self, which: Which) -> u64 {
        let load = |i: u32| {
            // SAFETY: every index is an offset plus a PEXT of its mask, below TABLE_LEN.
            unsafe { *self.table.get_unchecked(i as usize) }
        };
        black_box(&self.indices)
            .iter()
            .fold(0, |acc, &(rook, bishop)| {
                acc ^ match which {
                    Which::Rook => load(rook),
                    Which::Bishop => load(bishop),
                    Which::Queen => load(rook) | load(bishop),
                }
            })
    }
}

/// Rounds of [`interleaved_ratios`].
const ROUNDS: usize = 201;

/// Times `entries` in alternation for [`ROUNDS`] rounds (each entry run 32 times per
/// round) and returns the median ratio of entry 0's time to the faster of the others',
/// then to each other one's. Drift in the machine's speed hits all entries of a round.
fn interleaved_ratios(entries: &mut [&mut dyn FnMut() -> u64]) -> Vec<f64> {
    let mut rounds: Vec<Vec<f64>> = Vec::with_capacity(ROUNDS);
    for _ in 0..ROUNDS {
        let times: Vec<f64> = entries
            .iter_mut()
            .map(|entry| {
                let start = Instant::now();
                for _ in 0..32 {
                    black_box(entry());
                }
                start.elapsed().as_secs_f64()
            })
            .collect();
        let fastest_other = times[1..].iter().copied().fold(f64::INFINITY, f64::min);
        let mut ratios = vec![times[0] / fastest_other];
        ratios.extend(times[1..].iter().map(|t| times[0] / t));
        rounds.push(ratios);
    }
    (0..entries.len())
        .map(|i| {
            let mut column: Vec<f64> = rounds.iter().map(|r| r[i]).collect();
            column.sort_by(f64::total_cmp);
            column[column.len() / 2]
        })
        .collect()
}

/// Estimates the core clock from a chain of dependent adds (one cycle each on every
/// x86-64 core): 8 adds per loop iteration, so the loop counter is off the critical path.
/// The fastest of many short runs, so a run the scheduler interrupted does not count.
#[cfg(target_arch = "x86_64")]
fn clock_ghz() -> f64 {
    let rounds: u64 = 10_000_000;
    let best = (0..30)
        .map(|_| {
            let start = Instant::now();
            let mut x = 0u64;
            let mut n = rounds;
            // SAFETY: pure register arithmetic, no memory access.
            unsafe {
                std::arch::asm!(
                    "2:",
                    "add {x}, 1", "add {x}, 1", "add {x}, 1", "add {x}, 1",
                    "add {x}, 1", "add {x}, 1", "add {x}, 1", "add {x}, 1",
                    "dec {n}",
                    "jnz 2b",
                    x = inout(reg) x,
                    n = inout(reg) n,
                    options(nomem, nostack),
                );
            }
            black_box((x, n));
            start.elapsed().as_secs_f64()
        })
        .fold(f64::INFINITY, f64::min);
    (rounds * 8) as f64 / best / 1e9
}

fn bench_attacks(c: &mut Criterion) {
    #[cfg(target_arch = "x86_64")]
    eprintln!(
        "clock estimate (dependent-add chain): {:.3} GHz",
        clock_ghz()
    );
    let pairs = stream();
    let cozy: Vec<_> = pairs
        .iter()
        .map(|&(sq, occ)| {
            (
                cozy_chess::Square::index(sq.index()),
                cozy_chess::BitBoard(occ),
            )
        })
        .collect();
    let shak: Vec<_> = pairs
        .iter()
        .map(|&(sq, occ)| {
            (
                shakmaty::Square::new(sq.index() as u32),
                shakmaty::Bitboard(occ),
            )
        })
        .collect();
    let mut out = vec![0u64; PAIRS];
    let gather = Gather::new(&pairs);
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
        let auto_rook = Slider::Rook.family().best(cpu, PathPreference::Auto);
        let auto_bishop = Slider::Bishop.family().best(cpu, PathPreference::Auto);
        entries.push((
            format!("selected={}", auto_rook.method.name),
            auto_rook.func,
            auto_bishop.func,
        ));
        for (name, rook, bishop) in entries {
            group.bench_function(BenchmarkId::new("bbtool", name), |b| {
                b.iter(|| {
                    sweep(&pairs, move |sq, occ| match which {
                        Which::Rook => rook(sq, occ),
                        Which::Bishop => bishop(sq, occ),
                        Which::Queen => rook(sq, occ) | bishop(sq, occ),
                    })
                })
            });
        }
        // Every method, and the selected one, through `Sliders::with`: the loop is
        // compiled per method with its lookups inlined, as the peers' loops are.
        let mut inlined: Vec<(String, Sliders)> = rooks
            .iter()
            .map(|(m, _)| {
                let choice = Choice {
                    method: Some(m.name.to_string()),
                    path: PathPreference::Auto,
                };
                let sliders = Sliders::choose(cpu, &choice).expect("an available method");
                (m.name.to_string(), sliders)
            })
            .collect();
        let selected = Sliders::choose(cpu, &Choice::default()).expect("a default choice");
        inlined.push((format!("selected={}", selected.name()), selected));
        for (name, sliders) in inlined {
            group.bench_function(BenchmarkId::new("bbtool-inline", name), |b| {
                b.iter(|| {
                    sliders.with(Sweep {
                        pairs: &pairs,
                        which,
                    })
                })
            });
        }
        // The selected method through the per-lookup `match` of `Sliders::rook` and friends.
        group.bench_function(
            BenchmarkId::new("bbtool-dispatch", format!("selected={}", selected.name())),
            |b| {
                b.iter(|| {
                    sweep(&pairs, move |sq, occ| match which {
                        Which::Rook => selected.rook(sq, occ),
                        Which::Bishop => selected.bishop(sq, occ),
                        Which::Queen => selected.queen(sq, occ),
                    })
                })
            },
        );
        let family = which.many_family();
        let mut batches: Vec<(String, SliderManyFn)> = family
            .available(cpu)
            .map(|(m, f)| (m.name.to_string(), f))
            .collect();
        let auto = family.best(cpu, PathPreference::Auto);
        batches.push((format!("selected={}", auto.method.name), auto.func));
        for (name, many) in batches {
            group.bench_function(BenchmarkId::new("bbtool-batch", name), |b| {
                b.iter(|| {
                    many(black_box(&pairs), &mut out);
                    black_box(&mut out);
                })
            });
        }
        // Criterion times each entry in its own time window, and on this shared VM the
        // machine's speed drifts between windows (20 % seen between two runs). Timing the
        // entries in alternation, round by round, cancels the drift out of the ratios.
        let per_lookup = interleaved_ratios(&mut [
            &mut || {
                selected.with(Sweep {
                    pairs: &pairs,
                    which,
                })
            },
            &mut || sweep(&cozy, move |sq, occ| which.cozy(sq, occ)),
            &mut || sweep(&shak, move |sq, occ| which.shakmaty(sq, occ)),
        ]);
        let mut outs = [vec![0u64; PAIRS], vec![0u64; PAIRS], vec![0u64; PAIRS]];
        let [ours, cozy_out, shak_out] = &mut outs;
        let batch = interleaved_ratios(&mut [
            &mut || {
                (auto.func)(black_box(&pairs), ours);
                black_box(&*ours)[0]
            },
            &mut || {
                store(&cozy, cozy_out, move |sq, occ| which.cozy(sq, occ));
                cozy_out[0]
            },
            &mut || {
                store(&shak, shak_out, move |sq, occ| which.shakmaty(sq, occ));
                shak_out[0]
            },
        ]);
        eprintln!(
            "{label}: selected={} time / faster peer's, median of {ROUNDS} interleaved rounds: \
             per lookup {:.3} (vs cozy-chess {:.3}, shakmaty {:.3}); batch {:.3} ({:.3}, {:.3})",
            selected.name(),
            per_lookup[0],
            per_lookup[1],
            per_lookup[2],
            batch[0],
            batch[1],
            batch[2],
        );
        assert_eq!(
            gather.sweep(which),
            selected.with(Sweep {
                pairs: &pairs,
                which,
            }),
            "the gather ceiling loads the same attacks"
        );
        let to_ceiling = interleaved_ratios(&mut [
            &mut || {
                selected.with(Sweep {
                    pairs: &pairs,
                    which,
                })
            },
            &mut || gather.sweep(which),
        ]);
        eprintln!(
            "{label}: selected={} time / the gather ceiling's (loads only), median of {ROUNDS} \
             interleaved rounds: {:.3}",
            selected.name(),
            to_ceiling[0],
        );
        group.bench_function(BenchmarkId::new("ceiling", "gather"), |b| {
            b.iter(|| gather.sweep(which))
        });
        group.bench_function(BenchmarkId::new("peer", "cozy-chess"), |b| {
            b.iter(|| sweep(&cozy, move |sq, occ| which.cozy(sq, occ)))
        });
        group.bench_function(BenchmarkId::new("peer", "shakmaty"), |b| {
            b.iter(|| sweep(&shak, move |sq, occ| which.shakmaty(sq, occ)))
        });
        group.bench_function(BenchmarkId::new("peer-batch", "cozy-chess"), |b| {
            b.iter(|| store(&cozy, &mut out, move |sq, occ| which.cozy(sq, occ)))
        });
        group.bench_function(BenchmarkId::new("peer-batch", "shakmaty"), |b| {
            b.iter(|| store(&shak, &mut out, move |sq, occ| which.shakmaty(sq, occ)))
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
