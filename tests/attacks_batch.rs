//! The batch slider catalogues against the ray walk: every batch method (the queen: rook
//! | bishop) on 100,000 seeded random (square, occupancy) pairs (the library's
//! SplitMix64) and on every relevant subset of every square, in batches of varying
//! length; and the batch catalogues name the per-lookup methods, plus each AVX2 and
//! AVX-512 batch loop.

use bbtool::Cpu;
use bbtool::attacks::magic::SplitMix64;
use bbtool::attacks::rays::{relevant_mask, slider_attacks_ray};
use bbtool::attacks::subsets::subsets;
use bbtool::attacks::{
    AVX2_TARGET, BISHOP_ATTACKS_MANY, GFNI_TARGET, QUEEN_ATTACKS_MANY, ROOK_ATTACKS_MANY, Slider,
    SliderManyFn, Square, WIDE_TARGET,
};
use bbtool::catalogue::Family;
use bbtool::cpu::Features;

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

/// Every subset of every square's relevant mask for `sliders`, each as it is, with the
/// slider's own square, with random bits outside the mask, and with both.
fn every_relevant_subset(sliders: &[Slider], seed: u64) -> Vec<(Square, u64)> {
    let mut rng = SplitMix64(seed);
    let mut pairs = Vec::new();
    for &slider in sliders {
        for sq in Square::all() {
            let mask = relevant_mask(slider, sq);
            let own = 1u64 << sq.index();
            for subset in subsets(mask) {
                let noise = rng.next_u64() & !mask;
                for occ in [subset, subset | own, subset | noise, subset | noise | own] {
                    pairs.push((sq, occ));
                }
            }
        }
    }
    pairs
}

/// The ray walk of each slider the batch family unites, united.
fn expected(sliders: &[Slider], pairs: &[(Square, u64)]) -> Vec<u64> {
    pairs
        .iter()
        .map(|&(sq, occ)| {
            sliders
                .iter()
                .fold(0, |acc, &s| acc | slider_attacks_ray(s, sq, occ))
        })
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
    check_pairs(family, sliders, &random_pairs(seed), seed);
    check_pairs(family, sliders, &every_relevant_subset(sliders, seed), seed);
}

/// Every method of `family` this CPU runs, in batches, against the ray walk on `pairs`.
fn check_pairs(
    family: &Family<SliderManyFn>,
    sliders: &[Slider],
    pairs: &[(Square, u64)],
    seed: u64,
) {
    let cpu = Cpu::current();
    let mut rng = SplitMix64(seed ^ 0x5555);
    let want = expected(sliders, pairs);
    let mut checked = 0;
    for (method, many) in family.available(cpu) {
        let got = in_batches(many, pairs, &mut rng);
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
        let single = slider.family().methods;
        for family in [slider.many_family(), &QUEEN_ATTACKS_MANY] {
            // Every per-lookup method, in order, with the same needs ...
            let same: Vec<_> = family
                .methods
                .iter()
                .filter(|m| single.iter().any(|s| s.name == m.name))
                .collect();
            assert_eq!(same.len(), single.len(), "{}", family.name);
            for (batch, one) in same.iter().zip(single) {
                assert_eq!(batch.name, one.name);
                assert_eq!(batch.needs(), one.needs(), "{}", one.name);
                assert_eq!(batch.slow_pext, one.slow_pext, "{}", one.name);
            }
            // ... and the AVX2, AVX-512 and GFNI loops of portable ones, right after them.
            for (i, m) in family.methods.iter().enumerate() {
                let compiled = [
                    ("-avx2", AVX2_TARGET, 1),
                    ("-avx512", WIDE_TARGET, 2),
                    ("-gfni", GFNI_TARGET, 3),
                ];
                if let Some((base, target, back)) =
                    compiled.iter().find_map(|&(suffix, target, back)| {
                        Some((m.name.strip_suffix(suffix)?, target, back))
                    })
                {
                    assert_eq!(family.methods[i - back].name, base, "{}", family.name);
                    assert!(family.methods[i - back].needs().is_empty(), "{base}");
                    assert_eq!(m.needs(), Features::of(target), "{}", m.name);
                } else {
                    assert!(single.iter().any(|s| s.name == m.name), "{}", m.name);
                }
            }
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

#[test]
fn the_batch_preference_ranks_every_batch_method_once() {
    for family in [
        &ROOK_ATTACKS_MANY,
        &BISHOP_ATTACKS_MANY,
        &QUEEN_ATTACKS_MANY,
    ] {
        let mut names: Vec<_> = family.methods.iter().map(|m| m.name).collect();
        names.sort_unstable();
        let classes = family.classes.iter().map(|c| (c.name, c.preference));
        for (class, preference) in [("default", family.preference)].into_iter().chain(classes) {
            let mut ranked = preference.to_vec();
            ranked.sort_unstable();
            assert_eq!(ranked, names, "{} on {class}", family.name);
        }
    }
}

#[test]
fn selection_by_cpu_class() {
    use bbtool::attacks::{BISHOP_ATTACKS, ROOK_ATTACKS};
    use bbtool::{Cpu, Feature, PathPreference};
    let pick = |family: &Family<_>, cpu: &Cpu| family.select(cpu, PathPreference::Auto);
    // An AVX-512 CPU with fast PEXT and no class of its own (Zen 4): the
    // vectorised Leorik batch, PEXT for single lookups.
    let mut avx512 = Cpu::with_usable(Features::of(WIDE_TARGET));
    avx512.pext_fast = true;
    assert_eq!(
        pick(&QUEEN_ATTACKS_MANY, &avx512).method.name,
        "leorik-avx512"
    );
    assert_eq!(
        ROOK_ATTACKS
            .select(&avx512, PathPreference::Auto)
            .method
            .name,
        "pext-table"
    );
    // AVX2 and BMI without AVX-512 (Zen 1 to 3; Intel below): the AVX2 lanes of
    // Hyperbola Quintessence for rook and queen batches, the PEXT table for bishop
    // batches and for single lookups where PEXT is fast.
    let mut avx2 = Cpu::with_usable(Features::of(AVX2_TARGET));
    avx2.pext_fast = true;
    for (family, expected) in [
        (&ROOK_ATTACKS_MANY, "hyperbola-avx2"),
        (&BISHOP_ATTACKS_MANY, "pext-table"),
        (&QUEEN_ATTACKS_MANY, "hyperbola-avx2"),
    ] {
        assert_eq!(pick(family, &avx2).method.name, expected, "{}", family.name);
    }
    assert_eq!(
        ROOK_ATTACKS.select(&avx2, PathPreference::Auto).method.name,
        "pext-table"
    );
    // Intel, with AVX-512 or without: the PEXT table leads queen batches, and bishop
    // batches after the AVX-512 Slide Arithmetic loop; rook batches keep the default
    // order (the AVX-512 Leorik loop, else the AVX2 lanes).
    for (usable, rook, bishop) in [
        (WIDE_TARGET, "leorik-avx512", "slide-arithmetic-avx512"),
        (AVX2_TARGET, "hyperbola-avx2", "pext-table"),
    ] {
        let mut intel = Cpu::with_usable(Features::of(usable));
        intel.pext_fast = true;
        intel.vendor = "GenuineIntel".into();
        assert_eq!(pick(&ROOK_ATTACKS_MANY, &intel).method.name, rook);
        for (family, expected) in [
            (&BISHOP_ATTACKS_MANY, bishop),
            (&QUEEN_ATTACKS_MANY, "pext-table"),
        ] {
            let s = pick(family, &intel);
            assert_eq!(s.method.name, expected, "{}", family.name);
            assert!(s.reason.contains("measured on Intel"), "{}", s.reason);
        }
        // Another vendor with the same features keeps the default order.
        intel.vendor = "AuthenticAMD".into();
        assert_ne!(pick(&QUEEN_ATTACKS_MANY, &intel).method.name, "pext-table");
    }
    // Intel with GFNI too (Ice Lake and later): the GFNI Hyperbola Quintessence leads
    // queen batches only.
    let mut gfni = Cpu::with_usable(Features::of(WIDE_TARGET).with(Feature::Gfni));
    gfni.pext_fast = true;
    gfni.vendor = "GenuineIntel".into();
    for (family, expected) in [
        (&QUEEN_ATTACKS_MANY, "hyperbola-gfni"),
        (&BISHOP_ATTACKS_MANY, "slide-arithmetic-avx512"),
        (&ROOK_ATTACKS_MANY, "leorik-avx512"),
    ] {
        assert_eq!(pick(family, &gfni).method.name, expected, "{}", family.name);
    }
    // Zen 5: the QBBEngine AVX-512 loop leads queen and bishop batches, the Leorik loop
    // (the default) rook batches; Zen 4 keeps the default.
    let mut zen5 = avx512.clone();
    zen5.vendor = "AuthenticAMD".into();
    zen5.microarchitecture = Some("Zen 5");
    for (family, expected) in [
        (&QUEEN_ATTACKS_MANY, "qbb-avx512"),
        (&BISHOP_ATTACKS_MANY, "qbb-avx512"),
        (&ROOK_ATTACKS_MANY, "leorik-avx512"),
    ] {
        let s = pick(family, &zen5);
        assert_eq!(s.method.name, expected, "{}", family.name);
        assert_eq!(
            s.reason.contains("measured on Zen 5"),
            family.name != "rook-attacks-many",
            "{}",
            s.reason
        );
    }
    zen5.microarchitecture = Some("Zen 4");
    assert_eq!(
        pick(&QUEEN_ATTACKS_MANY, &zen5).method.name,
        "leorik-avx512"
    );
    // Zen 4 with GFNI too: unmeasured there, so the default order's Leorik loop still.
    gfni.vendor = "AuthenticAMD".into();
    gfni.microarchitecture = Some("Zen 4");
    assert_eq!(
        pick(&QUEEN_ATTACKS_MANY, &gfni).method.name,
        "leorik-avx512"
    );
    // BMI2 without the rest: PEXT everywhere.
    let mut bmi2 = Cpu::with_usable(Features::of(&[Feature::Bmi2]));
    bmi2.pext_fast = true;
    assert_eq!(pick(&QUEEN_ATTACKS_MANY, &bmi2).method.name, "pext-table");
    // Zen 1/2: BMI2 with microcoded PEXT never gets PEXT; black magic instead.
    bmi2.pext_fast = false;
    for family in [
        &ROOK_ATTACKS_MANY,
        &BISHOP_ATTACKS_MANY,
        &QUEEN_ATTACKS_MANY,
    ] {
        let s = pick(family, &bmi2);
        assert_eq!(s.method.name, "black-magic", "{}", family.name);
        assert!(s.reason.contains("microcoded"), "{}", s.reason);
    }
    assert_eq!(
        BISHOP_ATTACKS
            .select(&bmi2, PathPreference::Auto)
            .method
            .name,
        "black-magic"
    );
    // Zen 1/2 with AVX2: the AVX2 Hyperbola Quintessence loop for every batch.
    avx2.pext_fast = false;
    for family in [
        &ROOK_ATTACKS_MANY,
        &BISHOP_ATTACKS_MANY,
        &QUEEN_ATTACKS_MANY,
    ] {
        assert_eq!(
            pick(family, &avx2).method.name,
            "hyperbola-avx2",
            "{}",
            family.name
        );
    }
}
