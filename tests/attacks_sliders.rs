//! Every slider method against the ray-walk oracle: exhaustively over every relevant
//! subset of every square, with random bits outside the mask and with and without the
//! slider's own square; set-wise methods against the union of ray walks.

use bbtool::Cpu;
use bbtool::attacks::hyperbola::line_attacks;
use bbtool::attacks::rays::{line_attacks_ray, relevant_mask, slider_attacks_ray};
use bbtool::attacks::subsets::subsets;
use bbtool::attacks::{Line, QUEEN_ATTACKS_MANY, Slider, Square};
use bbtool::rng::SplitMix64;

#[test]
fn every_method_equals_the_ray_walk_on_every_relevant_subset() {
    let cpu = Cpu::current();
    let mut rng = SplitMix64(0x9e37_79b9_7f4a_7c15);
    for slider in [Slider::Rook, Slider::Bishop] {
        let methods: Vec<_> = slider.family().available(cpu).collect();
        assert!(methods.len() >= 4, "portable methods always available");
        for sq in Square::all() {
            let mask = relevant_mask(slider, sq);
            let own = 1u64 << sq.index();
            for subset in subsets(mask) {
                let noise = rng.next_u64() & !mask;
                let expected = slider_attacks_ray(slider, sq, subset);
                // Bits outside the mask never change the result, nor does the own square.
                assert_eq!(slider_attacks_ray(slider, sq, subset | noise), expected);
                for occ in [subset, subset | own, subset | noise, subset | noise | own] {
                    for (method, func) in &methods {
                        assert_eq!(
                            func(sq, occ),
                            expected,
                            "{} {} on {sq} occ {occ:#018x}",
                            slider.name(),
                            method.name
                        );
                    }
                }
            }
        }
    }
}

/// The methods of the field's comparison (Gigantua's "Chess_Movegen"), by their stable
/// names, which the bench and scripts use.
const FIELD: [&str; 11] = [
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
];

#[test]
fn the_field_methods_are_in_every_slider_family_single_and_many() {
    for slider in [Slider::Rook, Slider::Bishop] {
        for name in FIELD {
            let single = slider.family().find(name);
            assert!(single.is_some_and(|m| m.needs().is_empty()), "{name}");
            assert!(slider.many_family().find(name).is_some(), "{name}");
            assert!(QUEEN_ATTACKS_MANY.find(name).is_some(), "{name}");
        }
    }
}

#[test]
fn every_method_is_offered_on_this_machine_when_its_features_are() {
    let cpu = Cpu::current();
    for slider in [Slider::Rook, Slider::Bishop] {
        let family = slider.family();
        let offered = family.available(cpu).count();
        let runnable = family
            .methods
            .iter()
            .filter(|m| cpu.can_run(m.needs()))
            .count();
        assert_eq!(offered, runnable);
        assert_eq!(family.reference_method().name, "ray-walk");
    }
}

#[test]
fn line_attacks_equal_the_ray_walk() {
    let mut rng = SplitMix64(42);
    for line in [Line::Rank, Line::File, Line::Diagonal, Line::AntiDiagonal] {
        for sq in Square::all() {
            for _ in 0..500 {
                let occ = rng.next_u64() & rng.next_u64();
                assert_eq!(
                    line_attacks(line, sq, occ),
                    line_attacks_ray(line, sq, occ),
                    "{line:?} {sq} {occ:#x}"
                );
            }
        }
    }
}

#[test]
fn setwise_methods_equal_the_union_of_ray_walks() {
    let cpu = Cpu::current();
    let mut rng = SplitMix64(7);
    for slider in [Slider::Rook, Slider::Bishop] {
        let family = slider.setwise_family();
        let reference = family.reference_func();
        for round in 0..20_000 {
            // Sparse to dense piece sets, including the empty and the full board.
            let sliders = match round {
                0 => 0,
                1 => !0,
                _ => rng.next_u64() & rng.next_u64() & rng.next_u64(),
            };
            let occ = (rng.next_u64() & rng.next_u64()) | sliders;
            let expected = Square::all()
                .filter(|s| sliders >> s.index() & 1 == 1)
                .fold(0, |acc, s| acc | slider_attacks_ray(slider, s, occ));
            assert_eq!(reference(sliders, occ), expected);
            for (method, func) in family.available(cpu) {
                assert_eq!(
                    func(sliders, occ),
                    expected,
                    "{} {} sliders {sliders:#018x} occ {occ:#018x}",
                    slider.name(),
                    method.name
                );
            }
        }
    }
}
