//! Properties of the bit operations on random values (proptest from a fixed seed, at
//! least 10,000 cases each, and the library's seeded generator for the sweeps), every
//! method of every family against its reference, and the validation errors.

use bbtool::catalogue::Family;
use bbtool::ops::field::{self, BitRoute, FieldError, PDEP, PEXT, pdep_mapping, pext_mapping};
use bbtool::ops::lsb::{self, BIT_OPS, OpFamily, find_bit_op};
use bbtool::ops::setwise::*;
use bbtool::ops::shift::{gen_shift, shift, shift_one};
use bbtool::ops::swar::{counts, digit_sets, kogge_stone_add, swar_add, swar_avg, swar_sub};
use bbtool::ops::ternlog::{TERNLOG, ternlog, truth_table};
use bbtool::ops::transform::*;
use bbtool::rng::SplitMix64;
use bbtool::{Bitboard, Cpu, Direction, PathPreference};
use proptest::prelude::*;
use proptest::test_runner::{Config, RngSeed};

const CASES: usize = 20_000;

/// Every property runs this many cases, from a fixed seed: the same inputs on every run
/// (and in CI), with no failure files written.
fn config() -> Config {
    Config {
        cases: 10_000,
        failure_persistence: None,
        rng_seed: RngSeed::Fixed(0x9e37_79b9_7f4a_7c15),
        ..Config::default()
    }
}

/// Bitboards of varied density: plain, sparse (and of three), dense (or of three) and
/// the edge inputs, so that LS1B and MS1B edge cases come up often.
fn value() -> impl Strategy<Value = u64> {
    prop_oneof![
        any::<u64>(),
        (any::<u64>(), any::<u64>(), any::<u64>()).prop_map(|(a, b, c)| a & b & c),
        (any::<u64>(), any::<u64>(), any::<u64>()).prop_map(|(a, b, c)| a | b | c),
        prop::sample::select(EDGES.to_vec()),
        (0..64u32).prop_map(|i| 1u64 << i),
    ]
}

/// The edge inputs every method meets first.
const EDGES: [u64; 9] = [
    0,
    1,
    2,
    1 << 63,
    !0,
    !0 >> 1,
    !1,
    0x8000_0000_0000_0001,
    0x0101_0101_0101_0101,
];

fn inputs(seed: u64) -> impl Iterator<Item = u64> {
    let mut rng = SplitMix64(seed);
    EDGES
        .into_iter()
        .chain((0..64).map(|i| 1u64 << i))
        .chain((0..CASES).map(move |_| rng.varied()))
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn flips_twice_and_rotations_four_times_are_the_identity(x in value()) {
        for t in TRANSFORMS.iter().filter(|t| !t.name.starts_with("rotate")) {
            prop_assert_eq!((t.func)((t.func)(x)), x, "{} twice", t.name);
        }
        prop_assert_eq!(rotate_90(rotate_90(rotate_90(rotate_90(x)))), x);
        prop_assert_eq!(rotate_90(rotate_90(x)), rotate_180(x));
        prop_assert_eq!(rotate_90(rotate_270(x)), x);
        prop_assert_eq!(reverse(x), x.reverse_bits());
        prop_assert_eq!(flip_vertical(x).count_ones(), x.count_ones());
    }

    #[test]
    fn remap_round_trips(x in value(), from in 0..8usize, to in 0..8usize) {
        let (from, to) = (Mapping::ALL[from], Mapping::ALL[to]);
        prop_assert_eq!(remap(remap(x, from, to), to, from), x, "{} {}", from, to);
    }

    #[test]
    fn pdep_undoes_pext_for_every_method_pair(x in value(), m in value()) {
        let cpu = Cpu::current();
        for (ext, pext) in PEXT.available(cpu) {
            for (dep, pdep) in PDEP.available(cpu) {
                let what = format!("{} / {}", ext.name, dep.name);
                assert_eq!(pdep(pext(x, m), m), x & m, "{what}");
                let low = if m == !0 {
                    !0
                } else {
                    (1u64 << m.count_ones()) - 1
                };
                assert_eq!(pext(pdep(x, m), m), x & low, "{what}");
            }
        }
    }

    #[test]
    fn pext_mapping_agrees_with_pext(x in value(), m in value()) {
        let routes = pext_mapping(x, m);
        assert_eq!(routes.len() as u32, m.count_ones());
        let packed = routes
            .filter(|r| r.set)
            .fold(0u64, |acc, r| acc | 1 << r.dst);
        assert_eq!(packed, (PEXT.reference_func())(x, m));
        let spread = pdep_mapping(x, m)
            .filter(|r| r.set)
            .fold(0u64, |acc, r| acc | 1 << r.dst);
        assert_eq!(spread, (PDEP.reference_func())(x, m));
    }
}

#[test]
fn pext_mapping_routes_the_worked_example() {
    assert_eq!(
        pext_mapping(0b100, 0b110).collect::<Vec<_>>(),
        [
            BitRoute {
                src: 1,
                dst: 0,
                set: false
            },
            BitRoute {
                src: 2,
                dst: 1,
                set: true
            },
        ]
    );
}

/// Swaps bit `i` with bit `i + delta` for every mask bit, one pair at a time.
fn swap_pairs(x: u64, mask: u64, delta: u32) -> u64 {
    let mut out = x;
    for i in (0..64).filter(|i| mask >> i & 1 != 0) {
        let (lo, hi) = (x >> i & 1, x >> (i + delta) & 1);
        out = out & !(1 << i) & !(1 << (i + delta)) | hi << i | lo << (i + delta);
    }
    out
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn delta_swap_is_an_involution_and_swaps_pairs(x in value(), m in value(), delta in 1..64u32) {
        let mut mask = m & (!0 >> delta);
        mask &= !(mask << delta);
        let once = delta_swap(x, mask, delta).expect("a valid mask");
        prop_assert_eq!(once, swap_pairs(x, mask, delta), "{:#x} {}", mask, delta);
        prop_assert_eq!(delta_swap(once, mask, delta), Ok(x));
    }

    #[test]
    fn swap_n_bits_matches_bit_pair_swaps(
        x in value(),
        (n, i, j) in (0..=32u32)
            .prop_flat_map(|n| (Just(n), 0..=64 - 2 * n))
            .prop_flat_map(|(n, i)| (Just(n), Just(i), i + n..=64 - n)),
    ) {
        let mask = if n == 0 { 0 } else { (!0u64 >> (64 - n)) << i };
        prop_assert_eq!(
            swap_n_bits(x, i, j, n),
            Ok(swap_pairs(x, mask, j - i)),
            "{} {} {}", i, j, n
        );
        prop_assert_eq!(swap_n_bits(x, j, i, n), swap_n_bits(x, i, j, n));
    }
}

#[test]
fn bad_swaps_are_refused_with_the_offending_bits() {
    assert_eq!(
        delta_swap(1, 1, 64),
        Err(SwapError::DeltaOutOfRange { delta: 64 })
    );
    assert_eq!(
        delta_swap(0, 0b0111, 2),
        Err(SwapError::Overlap {
            bits: Bitboard(0b0100)
        })
    );
    let err = delta_swap(0, 0b0111, 2).unwrap_err().to_string();
    assert!(
        err.contains("0x0000000000000004") && err.contains("c1"),
        "{err}"
    );
    assert_eq!(
        delta_swap(0, 1 << 60, 8),
        Err(SwapError::PartnerOutOfRange {
            bits: Bitboard(1 << 60)
        })
    );
    assert_eq!(
        swap_n_bits(0, 0, 3, 4),
        Err(SwapError::OverlappingRanges { i: 0, j: 3, n: 4 })
    );
    assert_eq!(
        swap_n_bits(0, 60, 0, 5),
        Err(SwapError::RangeOutOfBounds { start: 60, len: 5 })
    );
    assert_eq!(
        swap_n_bits(0, 0, u32::MAX, 2),
        Err(SwapError::RangeOutOfBounds {
            start: u32::MAX,
            len: 2
        })
    );
}

#[test]
fn bad_field_operands_are_refused() {
    assert_eq!(
        lsb::bextr(!0, 64, 1),
        Err(FieldError::StartOutOfRange { start: 64 })
    );
    assert_eq!(
        lsb::bextr(!0, 0, 65),
        Err(FieldError::LengthOutOfRange { len: 65 })
    );
    assert_eq!(
        field::bzhi(!0, 65),
        Err(FieldError::IndexOutOfRange { index: 65 })
    );
    assert_eq!(lsb::bextr(0xABCD, 4, 8), Ok(0xBC));
    assert_eq!(lsb::bextr(!0, 60, 64), Ok(0xF));
    assert_eq!(field::bzhi(!0, 64), Ok(!0));
    assert_eq!(field::bzhi(0xFF, 4), Ok(0xF));
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn kogge_stone_add_is_wrapping_add(a in value(), b in value()) {
        prop_assert_eq!(kogge_stone_add(a, b), a.wrapping_add(b));
    }

    #[test]
    fn swar_bytes_match_byte_arithmetic(x in value(), y in value()) {
        let (xb, yb) = (x.to_le_bytes(), y.to_le_bytes());
        let each =
            |f: fn(u8, u8) -> u8| u64::from_le_bytes(std::array::from_fn(|i| f(xb[i], yb[i])));
        prop_assert_eq!(swar_add(x, y), each(u8::wrapping_add));
        prop_assert_eq!(swar_sub(x, y), each(u8::wrapping_sub));
        prop_assert_eq!(
            swar_avg(x, y),
            each(|a, b| ((u16::from(a) + u16::from(b)) / 2) as u8)
        );
    }

    #[test]
    fn ternlog_0x96_is_the_three_way_xor(a in value(), b in value(), c in value()) {
        for (method, f) in TERNLOG.available(Cpu::current()) {
            prop_assert_eq!(f(0x96, a, b, c), a ^ b ^ c, "{}", method.name);
        }
    }
}

#[test]
fn ternlog_matches_bit_by_bit_evaluation_for_every_immediate() {
    let mut rng = SplitMix64(10);
    let samples: Vec<(u64, u64, u64)> = (0..64)
        .map(|_| (rng.varied(), rng.varied(), rng.varied()))
        .collect();
    for imm in 0..=255u8 {
        let table = truth_table(imm);
        for &(a, b, c) in &samples {
            let mut expected = 0u64;
            for bit in 0..64 {
                let index = (a >> bit & 1) << 2 | (b >> bit & 1) << 1 | (c >> bit & 1);
                expected |= u64::from(imm >> index & 1) << bit;
                assert_eq!(table[index as usize].out, imm >> index & 1 != 0);
            }
            for (method, f) in TERNLOG.available(Cpu::current()) {
                assert_eq!(f(imm, a, b, c), expected, "{imm:#04x} {}", method.name);
            }
            assert_eq!(ternlog(imm, a, b, c), expected);
        }
    }
}

#[test]
fn counts_match_a_square_by_square_tally() {
    let mut rng = SplitMix64(11);
    for _ in 0..2_000 {
        let n = rng.below(16);
        let sets: Vec<u64> = (0..n).map(|_| rng.varied()).collect();
        let (exactly, at_least) = counts(&sets).expect("at most 15 sets");
        assert_eq!(exactly.len(), n + 1);
        let digits = digit_sets(&sets).unwrap();
        for sq in 0..64 {
            let k = sets.iter().filter(|&&s| s >> sq & 1 != 0).count();
            for (j, set) in exactly.iter().enumerate() {
                assert_eq!(set >> sq & 1 != 0, j == k, "exactly {j}, n = {n}");
            }
            for (j, set) in at_least.iter().enumerate() {
                assert_eq!(set >> sq & 1 != 0, k >= j, "at least {j}, n = {n}");
            }
            let from_digits = (0..4).fold(0, |acc, d| acc | ((digits[d] >> sq & 1) << d));
            assert_eq!(from_digits as usize, k);
        }
    }
}

/// Runs every method of `family` this CPU can execute against the reference.
fn check_family<F: Copy, T: PartialEq + std::fmt::Debug>(
    family: &Family<F>,
    cases: &[Vec<u64>],
    call: impl Fn(F, &[u64]) -> T,
) -> usize {
    let reference = family.reference_func();
    let mut methods = 0;
    for (method, f) in family.available(Cpu::current()) {
        for args in cases {
            assert_eq!(
                call(f, args),
                call(reference, args),
                "{} {} on {args:x?}",
                family.name,
                method.name
            );
        }
        methods += 1;
    }
    methods
}

#[test]
fn every_method_of_every_bit_op_equals_its_reference() {
    let mut rng = SplitMix64(12);
    let cases: Vec<Vec<u64>> = inputs(13)
        .map(|x| {
            let count = rng.next_u64() % 300;
            vec![x, rng.varied(), count, rng.next_u64() % 300]
        })
        .collect();
    let mut methods = 0;
    for op in BIT_OPS {
        methods += match op.family {
            OpFamily::Unary(f) => check_family(f, &cases, |f, a| f(a[0])),
            OpFamily::Binary(f) => check_family(f, &cases, |f, a| f(a[0], a[1])),
            OpFamily::Count(f) => check_family(f, &cases, |f, a| f(a[0])),
            OpFamily::Extract(f) => {
                check_family(f, &cases, |f, a| f(a[0], a[2] as u32, a[3] as u32))
            }
            OpFamily::Indexed(f) | OpFamily::Square(f) | OpFamily::SquareTest(f) => {
                check_family(f, &cases, |f, a| f(a[0], a[2] as u32))
            }
            OpFamily::Shifted(f) => check_family(f, &cases, |f, a| f(a[0], a[1] as u32)),
            OpFamily::Wide(f) => check_family(f, &cases, |f, a| f(a[0], a[1])),
        };
        assert_eq!(find_bit_op(op.name).map(|o| o.name), Some(op.name));
        assert_eq!(op.family.name(), op.name);
    }
    assert!(methods > BIT_OPS.len(), "hardware methods ran too");
}

#[test]
fn counts_and_the_reference_methods_agree_with_plain_loops() {
    let tz = lsb::TZCNT.reference_func();
    let lz = lsb::LZCNT.reference_func();
    for x in inputs(14) {
        assert_eq!(tz(x), x.trailing_zeros());
        assert_eq!(lz(x), x.leading_zeros());
        let ms1b = (lsb::MS1B.reference_func())(x);
        let expected = if x == 0 {
            0
        } else {
            1 << (63 - x.leading_zeros())
        };
        assert_eq!(ms1b, expected);
    }
}

#[test]
fn portable_cpu_selects_the_formula_everywhere() {
    let cpu = Cpu::portable();
    for op in BIT_OPS {
        let chosen = match op.family {
            OpFamily::Unary(f) => f.select(&cpu, PathPreference::Auto).method.needs(),
            OpFamily::Binary(f) => f.select(&cpu, PathPreference::Auto).method.needs(),
            OpFamily::Count(f) => f.select(&cpu, PathPreference::Auto).method.needs(),
            OpFamily::Extract(f) => f.select(&cpu, PathPreference::Auto).method.needs(),
            OpFamily::Indexed(f)
            | OpFamily::Shifted(f)
            | OpFamily::Square(f)
            | OpFamily::SquareTest(f) => f.select(&cpu, PathPreference::Auto).method.needs(),
            OpFamily::Wide(f) => f.select(&cpu, PathPreference::Auto).method.needs(),
        };
        assert!(chosen.is_empty(), "{}", op.name);
    }
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn predicates_and_binary_ops_follow_their_definitions(a in value(), b in value(), c in value()) {
        let sub_of_a = a & c;
        assert!(is_subset(sub_of_a, a) && is_superset(a, sub_of_a));
        assert_eq!(is_disjoint(a, b), a & b == 0);
        assert_eq!(is_single(a), a.count_ones() == 1);
        assert_eq!(is_several(a), a.count_ones() > 1);
        let same_top = a != 0 && b != 0 && a.leading_zeros() == b.leading_zeros();
        assert_eq!(common_msb(a, b), same_top, "{a:#x} {b:#x}");
        for op in BINARY_OPS {
            let expected = match op.name {
                "andn" => !a & b,
                "sub" => a & !b,
                "nand" => !a | !b,
                "nor" => !a & !b,
                "xnor" => (a & b) | (!a & !b),
                _ => !a | b,
            };
            assert_eq!((op.func)(a, b), expected, "{}", op.name);
        }
    }

    #[test]
    fn shifts_move_every_member_and_gen_shift_is_signed(x in value(), s in -63..=63i32) {
        let expected = if s >= 0 { x << s } else { x >> -s };
        prop_assert_eq!(gen_shift(x, s), expected);
        for dir in Direction::ALL {
            let walked = Bitboard(x)
                .squares()
                .filter_map(|sq| sq.step(dir))
                .collect::<Bitboard>();
            prop_assert_eq!(shift_one(x, dir), walked.0);
        }
        prop_assert_eq!(
            shift(x, Direction::North, 3),
            x << 24,
            "north falls off the top"
        );
    }
}

#[test]
fn set_predicates_and_lookups_on_worked_examples() {
    assert!(is_empty(0) && !is_empty(1));
    assert!(is_universe(!0) && !is_universe(!1));
    assert_eq!(and_all(&[]), !0);
    assert_eq!(or_all(&[1, 2, 4]), 7);
    assert_eq!(and_all(&[7, 6, 12]), 4);
    assert_eq!(xor_all(&[7, 6, 12]), 13);
    let binary = |name| match find_predicate(name).map(|p| p.test) {
        Some(Test::Binary(t)) => t,
        _ => panic!("{name} is a binary predicate"),
    };
    assert!(binary("common-msb")(0b1010, 0b1001));
    assert!(find_binary_op("IMPLIES").is_some());
}

/// A model claiming TBM (the forged CPU of the soundness bug) drives selection and its
/// explanation, but only the detected CPU hands out a function: BLCFILL's instruction
/// never reaches a processor without TBM.
#[cfg(target_arch = "x86_64")]
#[test]
fn a_forged_tbm_model_explains_but_never_unlocks_blcfill() {
    use bbtool::{Feature, Features};
    let tbm = Features::of(&[Feature::Tbm]);
    let forged = Cpu::with_usable(tbm);
    let pick = lsb::BLCFILL.select(&forged, PathPreference::Auto);
    assert_eq!(pick.method.name, "blcfill");
    assert_eq!(pick.reason, "TBM usable on this CPU");
    let host = Cpu::current();
    assert_eq!(pick.method.get(host).is_some(), host.can_run(tbm));
    let chosen = lsb::BLCFILL.best(host, PathPreference::Auto);
    assert_eq!(chosen.method.name == "blcfill", host.can_run(tbm));
    // TBM page: BLCFILL clears the trailing ones, 0b0111_0111 -> 0b0111_0000.
    assert_eq!((chosen.func)(0b0111_0111), 0b0111_0000);
}
