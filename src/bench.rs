//! Timing every method of a family on this machine (`bbtool bench`): pseudo-random inputs
//! from a fixed seed, results folded into a checksum that goes through `black_box`, so the
//! compiler can neither drop the calls nor hoist them out of the loop.

use crate::aligned::AlignedBuffer;
use crate::attacks::{Color, Line, SliderMethod, WithSliders};
use crate::bitboard::{Direction, Square};
use crate::ops::lanes::{Lanes, Masking};
use std::hint::black_box;
use std::time::{Duration, Instant};

/// Inputs shared by every family, built once from a fixed seed.
pub struct Inputs {
    /// Non-zero 64-bit words of mixed density (bitscans need a member).
    pub words: Vec<u64>,
    /// A second stream of words, used as masks and second operands.
    pub masks: Vec<u64>,
    /// Squares 0..64.
    pub squares: Vec<Square>,
    /// Small numbers 0..64 for indices and lengths.
    pub small: Vec<u32>,
    /// A buffer for bulk methods, [`BULK_SIZES`]' largest, page aligned as the peers'
    /// buffers are (a 64-byte load across two cache lines costs more).
    pub bytes: AlignedBuffer,
    /// How many bytes of `bytes` a bulk pass processes (one of [`BULK_SIZES`]).
    pub bulk: usize,
    /// Byte weights for weighted popcounts.
    pub weights: [u8; 64],
    /// (square, occupancy) pairs for batch attack lookups: [`movegen_workload`].
    pub pairs: Vec<(Square, u64)>,
}

/// How many inputs one pass covers.
pub const PASS: usize = 1024;
/// The bulk buffer sizes: 1 KiB and 16 KiB (in the L1 cache), 1 MiB (in L2/L3), as
/// libpopcnt's comparison is stated.
pub const BULK_SIZES: [usize; 3] = [1 << 10, 16 << 10, 1 << 20];
/// The bulk size timed first (and the only one of a quick run).
pub const BULK_BYTES: usize = 16 << 10;
/// Positions of the batch slider workload per pass: 12,288 pairs, 196 KB, in L2.
pub const MOVEGEN_POSITIONS: usize = 1024;
/// Squares looked up per position in Chess_Movegen's workload.
pub const PER_POSITION: usize = 12;

/// Chess_Movegen's slider workload (Gigantua's comparison), as (square, occupancy) pairs
/// in the order [`FieldWorkload`] draws them.
pub fn movegen_workload(positions: usize) -> Vec<(Square, u64)> {
    FieldWorkload::new(positions).pairs().collect()
}

/// Chess_Movegen's slider workload as the field stores it: from its xorshift96 and seeds,
/// `positions` occupancies `rand64() & rand64()`, each drawn before its 12 squares
/// `rand32() % 64`.
pub struct FieldWorkload {
    /// One occupancy per position.
    pub occupancies: Vec<u64>,
    /// [`PER_POSITION`] squares per position.
    pub squares: Vec<Square>,
}

impl FieldWorkload {
    /// The first `positions` positions.
    pub fn new(positions: usize) -> FieldWorkload {
        let mut rng = crate::rng::XorShift96::seeded();
        let mut occupancies = Vec::with_capacity(positions);
        let mut squares = Vec::with_capacity(positions * PER_POSITION);
        for _ in 0..positions {
            occupancies.push(rng.rand64() & rng.rand64());
            for _ in 0..PER_POSITION {
                squares.push(Square::from_index(rng.rand32() % 64));
            }
        }
        FieldWorkload {
            occupancies,
            squares,
        }
    }

    /// Every (square, occupancy) lookup, position by position.
    pub fn pairs(&self) -> impl Iterator<Item = (Square, u64)> + '_ {
        self.occupancies
            .iter()
            .zip(self.squares.as_chunks::<PER_POSITION>().0)
            .flat_map(|(&occ, squares)| squares.iter().map(move |&sq| (sq, occ)))
    }
}

/// Runs the batch `many` over `pairs` as the bench does: calls of [`PASS`] pairs into
/// one 8 KB buffer that stays in L1, each call's results xor-folded while they are there.
/// Returns the fold.
pub fn fold_batch(many: fn(&[(Square, u64)], &mut [u64]), pairs: &[(Square, u64)]) -> u64 {
    let mut out = [0u64; PASS];
    let mut fold = 0;
    for pairs in pairs.chunks(PASS) {
        let out = &mut out[..pairs.len()];
        black_box(many)(black_box(pairs), out);
        fold = out.iter().fold(fold, |fold, &a| fold ^ a);
    }
    fold
}

/// M lookups/s and the fold of the batch `many` over all of `workload`, run as the
/// bench runs it: [`MOVEGEN_POSITIONS`] positions laid out as pairs at a time (untimed),
/// then [`fold_batch`] (timed).
pub fn time_field_batch(
    many: fn(&[(Square, u64)], &mut [u64]),
    workload: &FieldWorkload,
) -> (f64, u64) {
    let mut all = workload.pairs();
    let mut pairs = Vec::with_capacity(MOVEGEN_POSITIONS * PER_POSITION);
    let (mut fold, mut spent) = (0u64, Duration::ZERO);
    loop {
        pairs.clear();
        pairs.extend(all.by_ref().take(MOVEGEN_POSITIONS * PER_POSITION));
        if pairs.is_empty() {
            break;
        }
        let start = Instant::now();
        fold ^= fold_batch(many, &pairs);
        spent += start.elapsed();
    }
    let lookups = workload.squares.len() as f64;
    (lookups / spent.as_secs_f64() / 1e6, fold)
}

/// Chess_Movegen's timed loop as work for [`Sliders::with`](crate::attacks::Sliders::with):
/// the queen attacks of every lookup of the workload, the occupancy held for its 12
/// squares, each result xor-folded as it comes. Returns the fold.
pub struct FieldLoop<'a>(pub &'a FieldWorkload);

impl WithSliders for FieldLoop<'_> {
    type Output = u64;
    fn run<M: SliderMethod>(self, method: M) -> u64 {
        let FieldWorkload {
            occupancies,
            squares,
        } = self.0;
        let mut fold = 0u64;
        for (&occ, twelve) in occupancies
            .iter()
            .zip(squares.as_chunks::<PER_POSITION>().0)
        {
            for &sq in twelve {
                fold ^= method.queen(sq, occ);
            }
        }
        fold
    }
}

impl Inputs {
    /// The inputs for `seed`.
    pub fn new(seed: u64) -> Inputs {
        let mut rng = crate::rng::SplitMix64(seed);
        let mut next = move || rng.next_u64();
        let mut words = Vec::with_capacity(PASS);
        let mut masks = Vec::with_capacity(PASS);
        for i in 0..PASS {
            // Mix dense, sparse and very sparse sets: occupancies and piece sets look so.
            let w = match i % 3 {
                0 => next(),
                1 => next() & next(),
                _ => next() & next() & next() & next(),
            };
            words.push(w | 1 << (next() & 63));
            masks.push(next() & next());
        }
        let squares: Vec<Square> = (0..PASS)
            .map(|_| Square::from_index((next() & 63) as u32))
            .collect();
        let small = (0..PASS).map(|_| (next() & 63) as u32).collect();
        let mut bytes = AlignedBuffer::new(BULK_SIZES[2]);
        for word in bytes.bytes_mut().as_chunks_mut::<8>().0 {
            *word = next().to_le_bytes();
        }
        let mut weights = [0u8; 64];
        for w in &mut weights {
            *w = (next() & 15) as u8;
        }
        let pairs = movegen_workload(MOVEGEN_POSITIONS);
        Inputs {
            words,
            masks,
            squares,
            small,
            bytes,
            bulk: BULK_BYTES,
            weights,
            pairs,
        }
    }
}

/// What one timed call processes: an operation, or a number of bytes (bulk methods).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unit {
    /// One call computes one result: report ns per operation.
    Op,
    /// One call processes a buffer: report GB/s.
    Bytes(usize),
}

/// A function signature the benchmark knows how to feed.
pub trait Timed: Copy {
    /// What one call processes.
    fn unit(_inputs: &Inputs) -> Unit {
        Unit::Op
    }
    /// Calls `self` once per input in one pass and returns a checksum of the results.
    fn pass(self, inputs: &Inputs) -> u64;
    /// Calls (operations) per pass.
    fn calls_per_pass() -> usize {
        PASS
    }
}

macro_rules! timed {
    ($ty:ty, |$f:ident, $inp:ident, $i:ident| $call:expr) => {
        impl Timed for $ty {
            fn pass(self, $inp: &Inputs) -> u64 {
                // black_box on the pointer keeps the call indirect, as the catalogue calls it.
                let $f = black_box(self);
                let mut sum = 0u64;
                for $i in 0..PASS {
                    sum = sum.wrapping_add($call as u64);
                }
                sum
            }
        }
    };
}

timed!(fn(u64) -> u32, |f, x, i| f(x.words[i]));
timed!(fn(u64) -> u64, |f, x, i| f(x.words[i]));
timed!(fn(u64, u64) -> u64, |f, x, i| f(x.words[i], x.masks[i]));
// Both words of a wide product go into the checksum, so neither can be skipped.
timed!(fn(u64, u64) -> u128, |f, x, i| {
    let product = f(x.words[i], x.masks[i]);
    (product >> 64) as u64 ^ product as u64
});
timed!(fn(u64, u32) -> u64, |f, x, i| f(x.words[i], x.small[i]));
timed!(fn(u64, i32) -> u64, |f, x, i| f(
    x.words[i],
    x.small[i] as i32 - 32
));
timed!(fn(u64, u32, u32) -> u64, |f, x, i| f(
    x.words[i],
    x.small[i],
    x.small[(i + 1) % PASS] & 15
));
timed!(fn(u8, u64, u64, u64) -> u64, |f, x, i| f(
    TRUTH_TABLE,
    x.words[i],
    x.masks[i],
    x.words[(i + 7) % PASS]
));
timed!(fn(u64, &[u8; 64]) -> u32, |f, x, i| f(
    x.words[i], &x.weights
));
timed!(fn(&[u64; 8], &[i16; 8]) -> i32, |f, x, i| f(
    x.words[i % (PASS - 8)..][..8]
        .try_into()
        .expect("eight words"),
    &[1, -2, 3, -4, 5, -6, 7, -8]
));
timed!(fn(u64, Direction) -> u64, |f, x, i| f(
    x.words[i],
    Direction::ALL[i % 8]
));
timed!(fn(u64, u64, u32) -> u64, |f, x, i| f(
    x.words[i],
    x.masks[i],
    crate::ops::ssse3::WIDTHS[i % 3]
));
timed!(fn(Square, u64) -> u64, |f, x, i| f(
    x.squares[i],
    x.masks[i]
));
timed!(fn(Color, u64) -> u64, |f, x, i| f(
    if i % 2 == 0 {
        Color::White
    } else {
        Color::Black
    },
    x.words[i]
));
timed!(fn(Line, Square, u64) -> u64, |f, x, i| f(
    LINES[i % 4],
    x.squares[i],
    x.masks[i]
));

/// The truth table of the ternary-logic benches, one for every call, as a command or a
/// batch run holds one. VPTERNLOGQ's immediate is dispatched by an indirect call to one
/// of 256 functions; with a table changed at random each call, and so a different target
/// each call, it read 7.3 ns a call on an Intel Xeon against the minterms' 3.5, with one
/// table 2.8 against 3.4. The bitwise select `a ? b : c` of the AVX-512 page.
pub const TRUTH_TABLE: u8 = 0xCA;

/// The four lines, for line-attack timing.
const LINES: [Line; 4] = [Line::Rank, Line::File, Line::Diagonal, Line::AntiDiagonal];

impl Timed for fn(&[u8]) -> u64 {
    fn unit(inputs: &Inputs) -> Unit {
        Unit::Bytes(inputs.bulk)
    }
    fn pass(self, inputs: &Inputs) -> u64 {
        black_box(self)(black_box(&inputs.bytes.bytes()[..inputs.bulk]))
    }
    fn calls_per_pass() -> usize {
        1
    }
}

/// Batch lookups over Chess_Movegen's workload, results xor-folded as Chess_Movegen folds
/// them; the time is per lookup. The pass goes in calls of [`PASS`] pairs into one
/// 8 KB buffer that stays in L1, each call's results folded while they are there: a
/// buffer for the whole pass (96 KB, allocated and zeroed each pass, folded from L2)
/// cost a tenth of a fast method's time, a cost of the bench, not of the method.
impl Timed for fn(&[(Square, u64)], &mut [u64]) {
    fn pass(self, inputs: &Inputs) -> u64 {
        fold_batch(self, &inputs.pairs)
    }
    fn calls_per_pass() -> usize {
        MOVEGEN_POSITIONS * PER_POSITION
    }
}

/// East attacks of a pass of slider sets through one occupancy per call.
impl Timed for fn(u64, &[u64], &mut [u64]) {
    fn pass(self, inputs: &Inputs) -> u64 {
        let mut out = [0u64; PASS];
        black_box(self)(inputs.masks[0], black_box(&inputs.words), &mut out);
        out.iter().fold(0, |fold, &a| fold ^ a)
    }
}

/// The inputs as groups of eight lanes, borrowed in place: building each group on the
/// stack a word at a time stalled the method's 64-byte load on store forwarding, which
/// cost more than a one-instruction method itself.
fn lane_groups(words: &[u64]) -> &[Lanes] {
    words.as_chunks::<8>().0
}

/// A different opmask and form per call.
fn masking_at(i: usize) -> Masking {
    Masking {
        k: i as u8,
        merge: i.is_multiple_of(2),
    }
}

/// Vector operations on eight lanes: one call per eight inputs.
impl Timed for fn(&Lanes, Masking) -> Lanes {
    fn pass(self, inputs: &Inputs) -> u64 {
        let f = black_box(self);
        let groups = lane_groups(&inputs.words);
        groups.iter().enumerate().fold(0, |sum, (i, lanes)| {
            let r = f(lanes, masking_at(i));
            sum ^ r.iter().fold(0, |s, &l| s ^ l)
        })
    }
    fn calls_per_pass() -> usize {
        PASS / 8
    }
}

/// Ternary logic on eight lanes: one call per eight inputs.
impl Timed for fn(u8, &[Lanes; 3], Masking) -> Lanes {
    fn pass(self, inputs: &Inputs) -> u64 {
        let f = black_box(self);
        let (words, masks) = (lane_groups(&inputs.words), lane_groups(&inputs.masks));
        (0..PASS / 8).fold(0, |sum, i| {
            // The third input: the next group of words (the first after the last).
            let abc = [words[i], masks[i], words[(i + 1) % words.len()]];
            let r = f(TRUTH_TABLE, &abc, masking_at(i));
            sum ^ r.iter().fold(0, |s, &l| s ^ l)
        })
    }
    fn calls_per_pass() -> usize {
        PASS / 8
    }
}

/// Double-word popcounts: one call counts the low halves of a pass.
impl Timed for fn(&[u32], &mut [u8]) {
    fn pass(self, inputs: &Inputs) -> u64 {
        let dwords: Vec<u32> = inputs.words.iter().map(|&w| w as u32).collect();
        let mut out = [0u8; PASS];
        black_box(self)(black_box(&dwords), &mut out);
        out.iter().fold(0, |sum, &c| sum.wrapping_add(u64::from(c)))
    }
}

/// Per-lane generalized shifts: one call shifts a pass.
impl Timed for fn(&[u64], &[i32], &mut [u64]) {
    fn pass(self, inputs: &Inputs) -> u64 {
        let counts: Vec<i32> = inputs.small.iter().map(|&n| n as i32 - 32).collect();
        let mut out = [0u64; PASS];
        black_box(self)(black_box(&inputs.words), &counts, &mut out);
        out.iter().fold(0, |fold, &a| fold ^ a)
    }
}

/// Batch popcounts: one call counts a whole pass, so the time is still per value.
impl Timed for fn(&[u64], &mut [u8]) {
    fn pass(self, inputs: &Inputs) -> u64 {
        let mut out = [0u8; PASS];
        black_box(self)(black_box(&inputs.words), &mut out);
        out.iter().fold(0, |sum, &c| sum.wrapping_add(u64::from(c)))
    }
}

/// Batch dot products: one call sums a whole pass, so the time is still per value.
impl Timed for fn(&[u64], &[u8; 64], &mut [u64]) {
    fn pass(self, inputs: &Inputs) -> u64 {
        let mut out = [0u64; PASS];
        black_box(self)(black_box(&inputs.words), &inputs.weights, &mut out);
        out.iter().fold(0, |sum, &c| sum.wrapping_add(c))
    }
}

/// The measured speed of one method.
#[derive(Clone, Copy, Debug)]
pub struct Speed {
    /// Nanoseconds per call (the best slice).
    pub ns_per_call: f64,
    /// What a call processes.
    pub unit: Unit,
    /// Its time over the fastest function's timed with it: the median over the rounds of
    /// [`time_each`] of that round's ratio (1.0 for the fastest, and for one alone).
    pub relative: f64,
}

impl Speed {
    /// GB/s for bulk methods.
    pub fn gbps(&self) -> Option<f64> {
        match self.unit {
            Unit::Bytes(n) => Some(n as f64 / self.ns_per_call),
            Unit::Op => None,
        }
    }
}

/// Times each of `fs` for about `budget`: 25 rounds, each running one slice of every
/// function in turn. Each speed is the best slice; each relative speed is the median over
/// the rounds of its time over the fastest function's (`relative_speeds`). Taking the
/// functions in turn lets drift in the machine's speed (a shared VM's, 20 % seen between
/// seconds) hit all of them alike instead of whichever ran in a slow stretch. Every
/// result reaches `black_box`.
pub fn time_each<F: Timed>(fs: &[F], inputs: &Inputs, budget: Duration) -> Vec<Speed> {
    const ROUNDS: u32 = 25;
    let slice = budget / ROUNDS;
    // A first pass warms caches and branch predictors.
    let mut checksums: Vec<u64> = fs.iter().map(|f| f.pass(inputs)).collect();
    // Passes between clock reads: enough for about 10 µs, so reading the clock (tens of
    // ns in a VM) does not weigh on short passes such as a 1 KiB bulk count. Counted by
    // doubling until the passes outlast the clock's own cost: one pass timed alone (its
    // time mostly the clock read) put a 3 ns pass's clock read every 50 passes, a tenth of
    // its time.
    let batch: Vec<u32> = fs
        .iter()
        .map(|f| {
            let mut passes = 1u32;
            loop {
                let start = Instant::now();
                for _ in 0..passes {
                    black_box(f.pass(inputs));
                }
                let ns = start.elapsed().as_nanos().max(1);
                if ns >= 10_000 || passes >= 1 << 16 {
                    break (u128::from(passes) * 10_000 / ns).clamp(1, 1 << 16) as u32;
                }
                passes *= 2;
            }
        })
        .collect();
    let mut rounds: Vec<Vec<f64>> = Vec::with_capacity(ROUNDS as usize);
    let mut order: Vec<usize> = (0..fs.len()).collect();
    let mut rng = crate::rng::SplitMix64(0x0bde_5eed);
    for _ in 0..ROUNDS {
        let mut round = vec![0.0; fs.len()];
        // Each round runs the functions in a new order, so none always runs first or after
        // the same one: on an Intel core a scalar loop timed just after an AVX-512 loop
        // starts at that loop's lower clock (5 % seen for the PEXT table).
        for k in (1..order.len()).rev() {
            order.swap(k, (rng.next_u64() % (k as u64 + 1)) as usize);
        }
        for &i in &order {
            let start = Instant::now();
            let mut passes = 0u64;
            while start.elapsed() < slice || passes == 0 {
                for _ in 0..batch[i] {
                    checksums[i] = checksums[i].wrapping_add(fs[i].pass(inputs));
                }
                passes += u64::from(batch[i]);
            }
            let calls = passes as f64 * F::calls_per_pass() as f64;
            round[i] = start.elapsed().as_nanos() as f64 / calls;
        }
        rounds.push(round);
    }
    black_box(checksums);
    let relative = relative_speeds(&rounds);
    (0..fs.len())
        .map(|i| Speed {
            ns_per_call: rounds
                .iter()
                .map(|round| round[i])
                .fold(f64::INFINITY, f64::min),
            unit: F::unit(inputs),
            relative: relative[i],
        })
        .collect()
}

/// Each function's time over a reference's, paired round by round (`rounds[r][i]` is
/// function `i`'s time in round `r`), the median of the ratios taken. (The fastest slice
/// of each round would be a minimum of many noisy samples, which makes every function
/// look slower than it is.) The reference starts as the function with the lowest median
/// time; while another's median ratio to it is below 1 (it won most rounds, though its
/// median time is higher), that one becomes the reference, so the fastest reads 1.0 and
/// none reads below it. Each function takes the turn at most once, in case the pairings
/// go round in a circle.
fn relative_speeds(rounds: &[Vec<f64>]) -> Vec<f64> {
    let count = rounds.first().map_or(0, Vec::len);
    let against = |reference: usize| -> Vec<f64> {
        (0..count)
            .map(|i| median(rounds.iter().map(|r| r[i] / r[reference]).collect()))
            .collect()
    };
    let medians: Vec<f64> = (0..count)
        .map(|i| median(rounds.iter().map(|r| r[i]).collect()))
        .collect();
    let Some(mut reference) = (0..count).min_by(|&a, &b| medians[a].total_cmp(&medians[b])) else {
        return Vec::new();
    };
    let mut relative = against(reference);
    let mut tried = vec![false; count];
    tried[reference] = true;
    while let Some(faster) = (0..count)
        .filter(|&i| !tried[i] && relative[i] < 1.0)
        .min_by(|&a, &b| relative[a].total_cmp(&relative[b]))
    {
        tried[faster] = true;
        reference = faster;
        relative = against(reference);
    }
    relative
}

/// The median of `values` (the upper one of an even count).
fn median(mut values: Vec<f64>) -> f64 {
    values.sort_by(f64::total_cmp);
    values[values.len() / 2]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn field_workload_draws_as_chess_movegen_and_its_loop_folds_every_lookup() {
        let workload = FieldWorkload::new(300);
        // Get_MLU's draw order: the occupancy, then its 12 squares, from one generator.
        let mut rng = crate::rng::XorShift96::seeded();
        let mut expected = Vec::new();
        for _ in 0..300 {
            let occ = rng.rand64() & rng.rand64();
            for _ in 0..PER_POSITION {
                expected.push((Square::from_index(rng.rand32() % 64), occ));
            }
        }
        let pairs: Vec<_> = workload.pairs().collect();
        assert_eq!(pairs, expected);
        assert_eq!(movegen_workload(300), expected);
        // The loop's fold is the xor of every queen lookup, by the reference ray walk.
        let sliders = crate::attacks::Sliders::choose(
            crate::cpu::Cpu::current(),
            &crate::catalogue::Choice {
                method: Some("ray-walk".into()),
                path: crate::catalogue::PathPreference::Auto,
            },
        )
        .unwrap();
        let by_pairs = expected.iter().fold(0, |f, &(sq, occ)| {
            f ^ crate::attacks::rays::rook(sq, occ) ^ crate::attacks::rays::bishop(sq, occ)
        });
        assert_ne!(by_pairs, 0);
        assert_eq!(sliders.with(FieldLoop(&workload)), by_pairs);
    }

    fn plain_popcount(x: u64) -> u32 {
        x.count_ones()
    }

    #[test]
    fn the_slider_workload_is_chess_movegens() {
        // The occupancy is the AND of two rand64 draws, then twelve squares rand32 % 64.
        let mut rng = crate::rng::XorShift96::seeded();
        let occ = rng.rand64() & rng.rand64();
        let squares: Vec<u32> = (0..12).map(|_| rng.rand32() % 64).collect();
        let next = rng.rand64() & rng.rand64();
        let pairs = movegen_workload(2);
        assert_eq!(pairs.len(), 24);
        assert!(pairs[..12].iter().all(|&(_, o)| o == occ));
        assert_eq!(pairs[12].1, next);
        let got: Vec<u32> = pairs[..12].iter().map(|(s, _)| s.index() as u32).collect();
        assert_eq!(got, squares);
    }

    #[test]
    fn bulk_speed_is_per_byte_of_the_chosen_size() {
        fn sum(bytes: &[u8]) -> u64 {
            bytes.len() as u64
        }
        let mut inputs = Inputs::new(3);
        inputs.bulk = BULK_SIZES[0];
        let f = sum as fn(&[u8]) -> u64;
        assert_eq!(f.pass(&inputs), 1024);
        let speed = time_each(&[f], &inputs, Duration::from_millis(5))[0];
        assert_eq!(speed.unit, Unit::Bytes(1024));
        assert!(speed.gbps().is_some_and(|g| g > 0.0));
    }

    #[test]
    fn inputs_are_reproducible_and_non_zero() {
        let (a, b) = (Inputs::new(7), Inputs::new(7));
        assert_eq!(a.words, b.words);
        assert!(a.words.iter().all(|&w| w != 0));
        assert_ne!(Inputs::new(8).words, a.words);
    }

    #[test]
    fn timing_gives_a_positive_speed_and_the_real_checksum() {
        let inputs = Inputs::new(1);
        let f = plain_popcount as fn(u64) -> u32;
        let want: u64 = inputs.words.iter().map(|w| w.count_ones() as u64).sum();
        assert_eq!(f.pass(&inputs), want);
        let speed = time_each(&[f], &inputs, Duration::from_millis(5))[0];
        assert!(speed.ns_per_call > 0.0 && speed.gbps().is_none());
        assert_eq!(
            speed.relative, 1.0,
            "one function alone is its own reference"
        );
    }

    #[test]
    fn the_function_that_wins_most_rounds_is_the_reference() {
        // B has the lower median time (0.9 against 1.0), but A is faster in three rounds
        // of five: A reads 1.0 and B 1.1, not A 0.909 against B.
        let a = [1.0, 1.0, 1.0, 0.5, 0.5];
        let b = [1.1, 1.1, 0.9, 0.9, 0.9];
        let rounds: Vec<Vec<f64>> = a.iter().zip(&b).map(|(&a, &b)| vec![a, b]).collect();
        let relative = relative_speeds(&rounds);
        assert_eq!(relative[0], 1.0);
        assert!((relative[1] - 1.1).abs() < 1e-12, "{relative:?}");
        // Clear cases keep the lowest median as the reference.
        let rounds = vec![vec![2.0, 1.0, 3.0]; 5];
        assert_eq!(relative_speeds(&rounds), [2.0, 1.0, 3.0]);
    }

    fn loop_popcount(x: u64) -> u32 {
        (0..64).map(|i| (x >> i & 1) as u32).sum()
    }

    #[test]
    fn timing_several_gives_each_its_speed_relative_to_one_of_them() {
        let inputs = Inputs::new(2);
        let fs = [plain_popcount as fn(u64) -> u32, loop_popcount];
        let timed = time_each(&fs, &inputs, Duration::from_millis(10));
        assert_eq!(timed.len(), 2);
        // Some function is the reference, at exactly 1; every figure is positive.
        assert!(timed.iter().any(|speed| speed.relative == 1.0));
        assert!(
            timed
                .iter()
                .all(|s| s.ns_per_call > 0.0 && s.relative > 0.0)
        );
        // The two agree, as every family's methods must (`bench` checks the checksums).
        assert_eq!(fs[0].pass(&inputs), fs[1].pass(&inputs));
    }
}
