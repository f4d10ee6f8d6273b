//! The batch slider catalogues against the per-lookup ones: every batch method equals
//! the per-lookup method of the same name (the queen: its rook | bishop) on 100,000
//! seeded random (square, occupancy) pairs (the library's SplitMix64), in batches of
//! varying length.

use bbtool::Cpu;
use bbtool::attacks::magic::SplitMix64;
use bbtool::attacks::{
    BISHOP_ATTACKS_MANY, QUEEN_ATTACKS_MANY, ROOK_ATTACKS_MANY, Slider, SliderManyFn, Square,
};
use bbtool::catalogue::Family;

/// 100,000 pairs, sparse and dense occupancies alike, every square.
fn random_pairs(seed: u64) -> Vec<(Square, u64)> {
    let mut rng = SplitMix64(seed);
    (0..100_000)
        .map(|case| {
            let sq = Square::new((rng.next_u64() % 64) as u32).unwrap();
            let occ = match case % 3 {
                0 => rng.next_u64(),
                1 => rng.next_u64() & rng.next_u64(),
                _ => rng.next_u64() & rng.next_u64() & rng.next_u64(),
            };
            (sq, occ)
        })
        .collect()
}

/// The per-lookup method called `name` of each slider the batch family unites.
fn expected(sliders: &[Slider], name: &str, pairs: &[(Square, u64)]) -> Vec<u64> {
    let cpu = Cpu::current();
    let funcs: Vec<_> = sliders
        .iter()
        .map(|s| {
            let method = s.family().find(name).expect("same names as per-lookup");
            method.get(cpu).expect("same features as per-lookup")
        })
        .collect();
    pairs
        .iter()
        .map(|&(sq, occ)| funcs.iter().fold(0, |acc, f| acc | f(sq, occ)))
        .collect()
}

/// Runs `many` over `pairs` in batches of 0 to 299 pairs.
fn in_batches(many: SliderManyFn, pairs: &[(Square, u64)], rng: &mut SplitMix64) -> Vec<u64> {
    let mut out = vec![0; pairs.len()];
    let mut start = 0;
    while start < pairs.len() {
        let end = (start + (rng.next_u64() % 300) as usize).min(pairs.len());
        many(&pairs[start..end], &mut out[start..end]);
        start = end;
    }
    out
}

fn check(family: &Family<SliderManyFn>, sliders: &[Slider], seed: u64) {
    let cpu = Cpu::current();
    let pairs = random_pairs(seed);
    let mut rng = SplitMix64(seed ^ 0x5555);
    let mut checked = 0;
    for (method, many) in family.available(cpu) {
        let want = expected(sliders, method.name, &pairs);
        let got = in_batches(many, &pairs, &mut rng);
        for ((&(sq, occ), g), w) in pairs.iter().zip(&got).zip(&want) {
            assert_eq!(
                g, w,
                "{} {} on {sq} occ {occ:#018x}",
                family.name, method.name
            );
        }
        checked += 1;
    }
    assert_eq!(checked, family.available(cpu).count());
    assert!(checked >= 4, "portable methods always available");
}

#[test]
fn rook_batch_equals_per_lookup() {
    check(&ROOK_ATTACKS_MANY, &[Slider::Rook], 0x9e37_79b9_7f4a_7c15);
}

#[test]
fn bishop_batch_equals_per_lookup() {
    check(
        &BISHOP_ATTACKS_MANY,
        &[Slider::Bishop],
        0x2545_f491_4f6c_dd1d,
    );
}

#[test]
fn queen_batch_equals_rook_or_bishop_per_lookup() {
    check(
        &QUEEN_ATTACKS_MANY,
        &[Slider::Rook, Slider::Bishop],
        0x1234_5678_9abc_def1,
    );
}

#[test]
fn batch_families_mirror_the_per_lookup_catalogue() {
    for slider in [Slider::Rook, Slider::Bishop] {
        let names = |f: &Family<_>| f.methods.iter().map(|m| m.name).collect::<Vec<_>>();
        let single: Vec<_> = slider.family().methods.iter().map(|m| m.name).collect();
        assert_eq!(names(slider.many_family()), single);
        assert_eq!(names(&QUEEN_ATTACKS_MANY), single);
        for (batch, one) in slider
            .many_family()
            .methods
            .iter()
            .zip(slider.family().methods)
        {
            assert_eq!(batch.needs(), one.needs(), "{}", one.name);
            assert_eq!(batch.slow_pext, one.slow_pext, "{}", one.name);
        }
    }
}

#[test]
fn batch_stops_at_the_shorter_slice() {
    let cpu = Cpu::current();
    let pairs = random_pairs(99);
    for family in [
        &ROOK_ATTACKS_MANY,
        &BISHOP_ATTACKS_MANY,
        &QUEEN_ATTACKS_MANY,
    ] {
        for (method, many) in family.available(cpu) {
            // Output shorter than the input: only the output's length is written.
            let mut short = [0u64; 3];
            many(&pairs[..10], &mut short);
            let mut whole = [0u64; 10];
            many(&pairs[..10], &mut whole);
            assert_eq!(short, whole[..3], "{}", method.name);
            // Output longer than the input: the tail is left as it was.
            let mut long = [u64::MAX; 12];
            many(&pairs[..10], &mut long);
            assert_eq!(long[..10], whole, "{}", method.name);
            assert_eq!(long[10..], [u64::MAX; 2], "{}", method.name);
            many(&[], &mut long[..0]);
        }
    }
}
