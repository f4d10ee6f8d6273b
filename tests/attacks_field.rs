//! The slider methods of the field's comparison against the ray-walk oracle: every
//! square with every subset of its relevant occupancy (alone, with the slider's own
//! square, with random bits outside the mask), random full-board occupancies, and the
//! queen batch loop against rook | bishop.

use bbtool::attacks::field::{FieldAlgorithm, field_algorithms};
use bbtool::attacks::rays::{relevant_mask, slider_attacks_ray};
use bbtool::attacks::subsets::subsets;
use bbtool::attacks::{Slider, Square};
use bbtool::rng::SplitMix64;

/// The method's function for `slider`.
fn func(m: &FieldAlgorithm, slider: Slider) -> fn(Square, u64) -> u64 {
    match slider {
        Slider::Rook => m.rook,
        Slider::Bishop => m.bishop,
    }
}

#[test]
fn the_listing_has_the_eleven_stable_names() {
    let names: Vec<_> = field_algorithms().iter().map(|m| m.name).collect();
    assert_eq!(
        names,
        [
            "classical",
            "obstruction-difference",
            "leorik",
            "qbb",
            "sbamg",
            "slide-arithmetic",
            "dumb7fill",
            "kindergarten",
            "rotated",
            "black-magic",
            "plain-magic",
        ]
    );
}

#[test]
fn every_field_method_equals_the_ray_walk_on_every_relevant_subset() {
    let mut rng = SplitMix64(0x0066_6965_6c64);
    for slider in [Slider::Rook, Slider::Bishop] {
        for sq in Square::all() {
            let mask = relevant_mask(slider, sq);
            let own = 1u64 << sq.index();
            for subset in subsets(mask) {
                let noise = rng.next_u64() & !mask;
                let expected = slider_attacks_ray(slider, sq, subset);
                assert_eq!(slider_attacks_ray(slider, sq, subset | noise), expected);
                for occ in [subset, subset | own, subset | noise, subset | noise | own] {
                    for m in field_algorithms() {
                        assert_eq!(
                            func(m, slider)(sq, occ),
                            expected,
                            "{} {} on {sq} occ {occ:#018x}",
                            m.name,
                            slider.name()
                        );
                    }
                }
            }
        }
    }
}

#[test]
fn every_field_method_equals_the_ray_walk_on_random_boards() {
    let mut rng = SplitMix64(17);
    for round in 0..200_000 {
        // Dense, medium and sparse boards, and the full and empty ones.
        let occ = match round {
            0 => 0,
            1 => !0,
            _ => match round % 3 {
                0 => rng.next_u64(),
                1 => rng.next_u64() & rng.next_u64(),
                _ => rng.next_u64() & rng.next_u64() & rng.next_u64(),
            },
        };
        let sq = Square::from_index((round % 64) as u32);
        let rook = slider_attacks_ray(Slider::Rook, sq, occ);
        let bishop = slider_attacks_ray(Slider::Bishop, sq, occ);
        for m in field_algorithms() {
            assert_eq!((m.rook)(sq, occ), rook, "{} rook {sq} {occ:#018x}", m.name);
            assert_eq!(
                (m.bishop)(sq, occ),
                bishop,
                "{} bishop {sq} {occ:#018x}",
                m.name
            );
        }
    }
}

#[test]
fn every_queen_batch_is_rook_or_bishop_up_to_the_shorter_slice() {
    let mut rng = SplitMix64(99);
    let pairs: Vec<(Square, u64)> = (0..4096)
        .map(|_| {
            let sq = Square::from_index(rng.below(64) as u32);
            (sq, rng.next_u64() & rng.next_u64())
        })
        .collect();
    let expected: Vec<u64> = pairs
        .iter()
        .map(|&(sq, occ)| {
            slider_attacks_ray(Slider::Rook, sq, occ) | slider_attacks_ray(Slider::Bishop, sq, occ)
        })
        .collect();
    for m in field_algorithms() {
        for (form, many) in [("portable", m.queen_many), ("wide", m.queen_wide)] {
            let mut out = vec![0u64; pairs.len() + 3];
            many(&pairs, &mut out);
            assert_eq!(&out[..pairs.len()], &expected[..], "{} {form}", m.name);
            assert_eq!(
                out[pairs.len()..],
                [0, 0, 0],
                "{} {form} wrote past",
                m.name
            );
            let mut short = vec![0u64; 10];
            many(&pairs, &mut short);
            assert_eq!(short[..], expected[..10], "{} {form} short output", m.name);
        }
    }
}
