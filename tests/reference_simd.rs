//! The SIMD pages (AVX, AVX-512, MMX, SSE2, SSSE3, SSE5, x86): each technique's worked
//! example from its page, and every method of its family checked against a plain bit
//! loop on the edge values and on random input. Hardware methods this CPU lacks (AVX-512,
//! XOP) are checked whenever the CPU has them; the test says what it skipped.

mod common;
use bbtool::bitboard::Direction;
use bbtool::catalogue::Family;
use bbtool::cpu::{Cpu, Feature, Features};
use bbtool::ops::lanes::{GENSHIFT_LANES, LZCNT_LANES, Lanes, Masking, POPCOUNT_DWORDS};
use bbtool::ops::shift::SHIFT_ONE;
use bbtool::ops::sse2::EAST_ATTACKS;
use bbtool::ops::ssse3::{PSIGN, WIDTHS};
use bbtool::ops::ternlog::TERNLOG_LANES;
use bbtool::ops::xop::{REVERSE, REVERSE_SELECTOR, vpperm};
use bbtool::popcount::weighted::rotated_weights;
use bbtool::popcount::{
    CENTER_WEIGHTS, POPCOUNT, POPCOUNT_MANY, POPCOUNT_WEIGHT8, WEIGHTED, WEIGHTED_MANY,
};
use bbtool::rng::SplitMix64;
use common::{run, stdout_of};

/// 0, 1, 1 << 63, all ones, every single bit, the pages' patterns, then random values.
fn inputs() -> Vec<u64> {
    let mut v = vec![
        0,
        1,
        1 << 63,
        !0,
        0x8040_2010_0804_0201,
        0x0000_0018_1800_0000,
    ];
    v.extend((0..64).map(|i| 1u64 << i));
    let mut rng = SplitMix64(0x5eed_51cd);
    v.extend((0..300).map(|_| rng.varied()));
    v
}

/// Every method of `family` this CPU runs, by name; and a note for those it cannot.
fn methods<F: Copy>(family: &'static Family<F>) -> Vec<(&'static str, F)> {
    let host = Cpu::current();
    for m in family.methods {
        if m.get(host).is_none() {
            eprintln!(
                "skipped: {}/{} needs {}, which this CPU lacks",
                family.name,
                m.name,
                m.missing(host)
            );
        }
    }
    family.available(host).map(|(m, f)| (m.name, f)).collect()
}

/// The plain bit loop for one-step shifts: each member moved by its file and rank steps.
fn step_by_loop(b: u64, dir: Direction) -> u64 {
    let (df, dr) = dir.offsets();
    (0..64)
        .filter(|sq| b >> sq & 1 != 0)
        .filter_map(|sq: i32| {
            let (f, r) = (sq % 8 + i32::from(df), sq / 8 + i32::from(dr));
            ((0..8).contains(&f) && (0..8).contains(&r)).then(|| 1u64 << (r * 8 + f))
        })
        .fold(0, |a, b| a | b)
}

#[test]
fn one_step_shifts_in_all_eight_directions() {
    // The SSE2 page: east by PADDB alone keeps h-file bits from wrapping to the a-file.
    for (name, f) in methods(&SHIFT_ONE) {
        assert_eq!(f(0x8080_8080_8080_8080, Direction::East), 0, "{name}");
        assert_eq!(f(0x0101_0101_0101_0101, Direction::West), 0, "{name}");
        assert_eq!(
            f(1 << 28, Direction::NorthEast),
            1 << 37,
            "{name}: e4 -> f5"
        );
        for x in inputs() {
            for dir in Direction::ALL {
                assert_eq!(f(x, dir), step_by_loop(x, dir), "{name} {dir:?} {x:#x}");
            }
        }
    }
    assert_eq!(
        stdout_of(&["shift", "sw", "-1", "--method", "sse2-paddb", "-f", "hex"]),
        "0x007f7f7f7f7f7f7f\n"
    );
}

/// East attacks by walking squares, for the cross-check.
fn east_by_loop(occ: u64, rooks: u64) -> u64 {
    let mut attacks = 0;
    for sq in (0..64).filter(|sq| rooks >> sq & 1 != 0) {
        for to in sq + 1..(sq / 8 + 1) * 8 {
            attacks |= 1u64 << to;
            if (occ | rooks) >> to & 1 != 0 {
                break;
            }
        }
    }
    attacks
}

#[test]
fn east_attacks_by_fill_subtraction() {
    // Rook a1, blockers e1 and h1 (occ 0x91): b1 c1 d1 e1.
    let mut rng = SplitMix64(7);
    for (name, f) in methods(&EAST_ATTACKS) {
        let mut out = [0u64; 1];
        f(0x91, &[1], &mut out);
        assert_eq!(out, [0x1e], "{name}");
        // The quad-bitboard getter: four slider sets through one occupancy.
        let quad = [1, 1 << 24, 2, 1 << 63];
        let mut out = [0u64; 4];
        f(0x10 | 1 << 28, &quad, &mut out);
        assert_eq!(out, [0x1e, 0x1e00_0000, 0x1c, 0], "{name}");
        for _ in 0..300 {
            let occ = rng.varied();
            let sliders: Vec<u64> = (0..5).map(|_| rng.sparse()).collect();
            let mut out = vec![0; 5];
            f(occ, &sliders, &mut out);
            for (r, a) in sliders.iter().zip(&out) {
                assert_eq!(*a, east_by_loop(occ, *r), "{name} {occ:#x} {r:#x}");
            }
        }
    }
    assert_eq!(
        stdout_of(&[
            "east-attacks",
            "0x91",
            "a1",
            "--method",
            "mmx-psubb",
            "-f",
            "hex"
        ]),
        "0x000000000000001e\n"
    );
}

/// The SSE2 page's dot product loop, by square.
fn dot_by_loop(bb: u64, weights: &[u8; 64]) -> u32 {
    (0..64)
        .filter(|sq| bb >> sq & 1 != 0)
        .map(|sq| u32::from(weights[sq]))
        .sum()
}

#[test]
fn dot_products_branchless_2_rotated_and_pmaddubsw() {
    // The rotated weights are the transposed table: byte 8 * file + rank.
    let ramp: [u8; 64] = std::array::from_fn(|i| i as u8);
    assert_eq!(
        rotated_weights(&ramp)[1],
        8,
        "file a, rank 2 is square a2 = 8"
    );
    assert_eq!(
        rotated_weights(&ramp)[8],
        1,
        "file b, rank 1 is square b1 = 1"
    );
    let full = [255u8; 64];
    let mut rng = SplitMix64(11);
    let random: [u8; 64] = std::array::from_fn(|_| rng.next_u64() as u8);
    for (name, f) in methods(&WEIGHTED) {
        assert_eq!(f(!0, &CENTER_WEIGHTS), 192, "{name}");
        // The centre squares d4 e4 d5 e5 have weight 6 each.
        assert_eq!(f(0x0000_0018_1800_0000, &CENTER_WEIGHTS), 24, "{name}");
        // Above the page's "average weights < 64": exact, no saturation.
        assert_eq!(f(!0, &full), 64 * 255, "{name}");
        for x in inputs() {
            for w in [&CENTER_WEIGHTS, &ramp, &full, &random] {
                assert_eq!(f(x, w), dot_by_loop(x, w), "{name} {x:#x}");
            }
        }
    }
    let values = inputs();
    for (name, many) in methods(&WEIGHTED_MANY) {
        for w in [&CENTER_WEIGHTS, &ramp, &full, &random] {
            let mut sums = vec![0; values.len()];
            many(&values, w, &mut sums);
            for (&x, &sum) in values.iter().zip(&sums) {
                assert_eq!(sum, u64::from(dot_by_loop(x, w)), "{name} {x:#x}");
            }
        }
    }
}

#[test]
fn pop_count_weight8() {
    let mut rng = SplitMix64(3);
    for (name, f) in methods(&POPCOUNT_WEIGHT8) {
        let ranks: [u64; 8] = std::array::from_fn(|r| 0xff << (8 * r));
        assert_eq!(f(&ranks, &[1, 2, 3, 4, 5, 6, 7, 8]), 8 * 36, "{name}");
        assert_eq!(f(&[!0; 8], &[i16::MIN; 8]), 8 * 64 * -32768, "{name}");
        assert_eq!(f(&[!0; 8], &[i16::MAX; 8]), 8 * 64 * 32767, "{name}");
        for _ in 0..300 {
            let bb: [u64; 8] = std::array::from_fn(|_| rng.varied());
            let w: [i16; 8] = std::array::from_fn(|_| rng.next_u64() as i16);
            let want: i32 = bb
                .iter()
                .zip(&w)
                .map(|(b, &w)| (0..64).filter(|i| b >> i & 1 != 0).count() as i32 * i32::from(w))
                .sum();
            assert_eq!(f(&bb, &w), want, "{name}");
        }
    }
    assert_eq!(
        stdout_of(&[
            "popcount-weight8",
            "rank1",
            "rank2",
            "--weights",
            "3,-1",
            "-f",
            "dec"
        ]),
        "16\n"
    );
}

#[test]
fn popcount_of_two_bitboards_per_register() {
    let values = inputs();
    let want: Vec<u8> = values
        .iter()
        .map(|v| (0..64).filter(|i| v >> i & 1 != 0).count() as u8)
        .collect();
    for (name, f) in methods(&POPCOUNT_MANY) {
        // Odd and even lengths: the pairs and the single left over.
        for n in [values.len(), values.len() - 1, 1] {
            let mut counts = vec![0u8; n];
            f(&values[..n], &mut counts);
            assert_eq!(counts, want[..n], "{name} over {n}");
        }
    }
    assert_eq!(
        stdout_of(&[
            "popcount",
            "1",
            "0x8000000000000001",
            "-1",
            "--method",
            "ssse3-pairs",
            "-f",
            "dec"
        ]),
        "1\n2\n64\n"
    );
}

#[test]
fn mmx_popcount() {
    let mut rng = SplitMix64(29);
    let (code, out, err) = run(&[
        "popcount",
        "0x0123456789abcdef",
        "--method",
        "mmx-psadbw",
        "-f",
        "dec",
    ]);
    assert_eq!((code, out.as_str(), err.as_str()), (0, "32\n", ""));
    let host = Cpu::current();
    let mmx = POPCOUNT
        .find("mmx-psadbw")
        .and_then(|m| m.get(host))
        .expect("MMX is baseline x86-64");
    for x in inputs().into_iter().chain((0..500).map(|_| rng.next_u64())) {
        assert_eq!(
            mmx(x),
            (0..64).filter(|i| x >> i & 1 != 0).count() as u32,
            "{x:#x}"
        );
    }
}

#[test]
fn psign_by_the_pages_pseudocode() {
    // r[i] = (b[i] < 0) ? -a[i] : ((b[i] == 0) ? 0 : a[i]), bytes: 5 -> -5, 0, 5, -5.
    let mut rng = SplitMix64(5);
    for (name, f) in methods(&PSIGN) {
        assert_eq!(f(0x0505_0505, 0xff00_01ff, 8), 0xfb00_05fb, "{name}");
        assert_eq!(f(5, 0x8000, 16), 0xfffb, "{name}");
        assert_eq!(f(!0, !0, 32), 0x0000_0001_0000_0001, "{name}: -(-1) = 1");
        // -128 has no positive twin: it stays -128, as the instruction wraps.
        assert_eq!(f(0x80, 0xff, 8), 0x80, "{name}");
        for _ in 0..500 {
            let (a, b) = (rng.varied(), rng.varied());
            for width in WIDTHS {
                let lanes = 64 / width;
                let want = (0..lanes).fold(0u64, |r, i| {
                    let shift = i * width;
                    let m = u64::MAX >> (64 - width);
                    let (x, y) = (a >> shift & m, b >> shift & m);
                    let neg = y >> (width - 1) & 1 == 1;
                    let lane = if neg {
                        (m + 1 - x) & m
                    } else if y == 0 {
                        0
                    } else {
                        x
                    };
                    r | lane << shift
                });
                assert_eq!(f(a, b, width), want, "{name} {width}");
            }
        }
    }
}

#[test]
fn vpperm_reverses_bytes_and_bits_at_once() {
    // Selector byte i = 0x40 | (7 - i): operation 2 (bit reverse) of source byte 7 - i.
    let x: [u8; 16] = std::array::from_fn(|i| 1 << (i % 8));
    let r = vpperm(x, x, REVERSE_SELECTOR);
    assert_eq!(r[..8], [1, 2, 4, 8, 16, 32, 64, 128]);
    assert_eq!(r[8..], [0; 8], "operation 4 zeroes");
    let ones = vpperm(
        [0x81; 16],
        [0; 16],
        [
            0x20, 0xa0, 0xc0, 0xe0, 0x10, 0x60, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        ],
    );
    assert_eq!(ones[..6], [0x7e, 0xff, 0xff, 0x00, 0x00, 0x7e]);
    for (name, f) in methods(&REVERSE) {
        assert_eq!(f(1), 1 << 63, "{name}");
        assert_eq!(f(0x0000_0000_0000_00f0), 0x0f00_0000_0000_0000, "{name}");
        for x in inputs() {
            let want = (0..64).fold(0, |r, i| r | (x >> i & 1) << (63 - i));
            assert_eq!(f(x), want, "{name} {x:#x}");
        }
    }
    assert_eq!(
        stdout_of(&[
            "reverse",
            "a1",
            "--method",
            "vpperm-emulated",
            "-f",
            "squares"
        ]),
        "h8\n"
    );
}

/// Random lanes for the vector tests.
fn random_lanes(rng: &mut SplitMix64) -> Lanes {
    std::array::from_fn(|_| rng.varied())
}

#[test]
fn vplzcntq_and_its_masked_forms() {
    let values: Lanes = [1, 1 << 63, 0, 1 << 28, 2, 4, 8, !0];
    let mut rng = SplitMix64(13);
    for (name, f) in methods(&LZCNT_LANES) {
        assert_eq!(
            f(&values, Masking::ALL),
            [63, 0, 64, 35, 62, 61, 60, 0],
            "{name}"
        );
        let maskz = Masking {
            k: 0b0101,
            merge: false,
        };
        assert_eq!(f(&values, maskz), [63, 0, 64, 0, 0, 0, 0, 0], "{name}");
        let mask = Masking {
            k: 0b0101,
            merge: true,
        };
        assert_eq!(
            f(&values, mask),
            [63, 1 << 63, 64, 1 << 28, 2, 4, 8, !0],
            "{name}"
        );
        for k in 0..=255u8 {
            let v = random_lanes(&mut rng);
            for merge in [false, true] {
                let want: Lanes = std::array::from_fn(|i| match (k >> i & 1, merge) {
                    (1, _) => (0..64).take_while(|b| v[i] >> (63 - b) & 1 == 0).count() as u64,
                    (_, true) => v[i],
                    _ => 0,
                });
                assert_eq!(f(&v, Masking { k, merge }), want, "{name} {k:#x}");
            }
        }
    }
}

#[test]
fn vpternlogq_masked_forms() {
    // The AVX-512 page's table: 0xe8 major(a,b,c), 0x96 a^b^c, 0xca a?b:c.
    let a: Lanes = [0b1111_0000; 8];
    let b: Lanes = [0b1100_1100; 8];
    let c: Lanes = [0b1010_1010; 8];
    let mut rng = SplitMix64(17);
    for (name, f) in methods(&TERNLOG_LANES) {
        assert_eq!(
            f(0xe8, &[a, b, c], Masking::ALL),
            [0b1110_1000; 8],
            "{name}"
        );
        assert_eq!(
            f(0x96, &[a, b, c], Masking::ALL),
            [0b1001_0110; 8],
            "{name}"
        );
        let maskz = f(
            0xca,
            &[a, b, c],
            Masking {
                k: 0x0f,
                merge: false,
            },
        );
        assert_eq!(maskz, [0xca, 0xca, 0xca, 0xca, 0, 0, 0, 0], "{name}");
        let mask = f(
            0xca,
            &[a, b, c],
            Masking {
                k: 0x0f,
                merge: true,
            },
        );
        assert_eq!(
            mask,
            [0xca, 0xca, 0xca, 0xca, 0xf0, 0xf0, 0xf0, 0xf0],
            "{name}"
        );
        for _ in 0..200 {
            let abc = [0, 1, 2].map(|_| random_lanes(&mut rng));
            let (imm8, k) = (rng.next_u64() as u8, rng.next_u64() as u8);
            for merge in [false, true] {
                let want: Lanes = std::array::from_fn(|i| {
                    if k >> i & 1 == 0 {
                        return if merge { abc[0][i] } else { 0 };
                    }
                    (0..64).fold(0, |r, bit| {
                        let row = (abc[0][i] >> bit & 1) << 2
                            | (abc[1][i] >> bit & 1) << 1
                            | abc[2][i] >> bit & 1;
                        r | u64::from(imm8 >> row & 1) << bit
                    })
                });
                assert_eq!(
                    f(imm8, &abc, Masking { k, merge }),
                    want,
                    "{name} {imm8:#x}"
                );
            }
        }
    }
}

#[test]
fn vpopcntd_on_double_words() {
    let mut rng = SplitMix64(19);
    let dwords: Vec<u32> = (0..100)
        .map(|_| rng.varied() as u32)
        .chain([0, 1, u32::MAX, 1 << 31])
        .collect();
    for (name, f) in methods(&POPCOUNT_DWORDS) {
        let mut counts = vec![0u8; dwords.len()];
        f(&dwords, &mut counts);
        for (d, c) in dwords.iter().zip(&counts) {
            assert_eq!(
                u32::from(*c),
                (0..32).filter(|i| d >> i & 1 != 0).count() as u32,
                "{name}"
            );
        }
    }
    assert_eq!(
        stdout_of(&["lanes", "popcntd", "-1", "0xff0000000f", "-f", "dec"]),
        "32 32 4 8\n"
    );
}

#[test]
fn per_lane_variable_shifts() {
    let mut rng = SplitMix64(23);
    for (name, f) in methods(&GENSHIFT_LANES) {
        let mut out = [0u64; 5];
        f(
            &[1 << 28, 1 << 28, !0, !0, 1 << 63 | 1],
            &[9, -9, 64, -64, 1],
            &mut out,
        );
        assert_eq!(out, [1 << 37, 1 << 19, 0, 0, 2], "{name}: e4 to f5 and d3");
        // Slices of other lengths: the shortest decides, as for the loop.
        let mut out = [7u64; 5];
        f(&[1, 2, 4], &[1, 1, 1, 1, 1], &mut out);
        assert_eq!(out, [2, 4, 8, 7, 7], "{name}: three values");
        let mut out = [7u64; 5];
        f(&[1, 2, 4, 8, 16], &[3], &mut out);
        assert_eq!(out, [8, 7, 7, 7, 7], "{name}: one count");
        for _ in 0..300 {
            let values: Vec<u64> = (0..7).map(|_| rng.varied()).collect();
            let counts: Vec<i32> = (0..7).map(|_| rng.below(129) as i32 - 64).collect();
            let mut out = vec![0; 7];
            f(&values, &counts, &mut out);
            for ((v, s), o) in values.iter().zip(&counts).zip(&out) {
                let want = match *s {
                    s if s >= 64 || s <= -64 => 0,
                    s if s >= 0 => v << s,
                    s => v >> -s,
                };
                assert_eq!(*o, want, "{name} {v:#x} {s}");
            }
        }
    }
}

#[test]
fn avx512_extensions_in_cpuinfo() {
    let (code, out, err) = run(&["cpuinfo", "--json"]);
    assert_eq!(code, 0, "{err}");
    let info: serde_json::Value = serde_json::from_str(out.lines().next().unwrap()).unwrap();
    for key in [
        "avx512er",
        "avx512pf",
        "avx512ifma",
        "avx5124vnniw",
        "avx5124fmaps",
    ] {
        let f = Feature::parse(key).unwrap();
        let has = Cpu::current().can_run(Features::of(&[f]));
        assert_eq!(info["features"][key], has, "{key}");
    }
    let human = stdout_of(&["cpuinfo"]);
    for line in [
        "AVX-512 ER",
        "7.0:EBX[27]",
        "AVX-512 4VNNIW",
        "7.0:EDX[2]",
        "7.0:EDX[3]",
    ] {
        assert!(human.contains(line), "{line}");
    }
}
