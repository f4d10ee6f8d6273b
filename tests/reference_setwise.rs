//! The techniques of General Setwise Operations, Hyperbola Quintessence and Population
//! Count that `docs/reference.md` indexes: each page's worked example, and each method
//! cross-checked against a plain reference (a bit loop) on edge values and random input.

mod common;
use bbtool::attacks::{LINE_ATTACKS, Line};
use bbtool::bitboard::{Direction, Square};
use bbtool::catalogue::Family;
use bbtool::cpu::Cpu;
use bbtool::ops::transform::{TRANSFORMS, apply_network, network_masks};
use bbtool::ops::{arith, bitsq, lsb, setwise, shift, swar};
use bbtool::popcount::{POPCOUNT, POPCOUNT16, POPCOUNT32};
use bbtool::rng::SplitMix64;
use common::run;

/// Edge values, every single bit and random words.
fn samples() -> Vec<u64> {
    let edges = [
        0,
        1,
        1 << 63,
        !0,
        0x8000_0000_0000_0001,
        0x0000_0018_1800_0000,
    ];
    let singles = (0..64).map(|i| 1u64 << i);
    edges
        .into_iter()
        .chain(singles)
        .chain(SplitMix64(0x5e7_15e).take(500))
        .collect()
}

/// Every method of `family` this CPU runs gives `plain` on every sample.
fn each_method<F: Copy, T: PartialEq + std::fmt::Debug>(
    family: &Family<F>,
    call: impl Fn(F, u64, u64) -> T,
    plain: impl Fn(u64, u64) -> T,
) -> usize {
    let xs = samples();
    let mut methods = 0;
    for (method, f) in family.available(Cpu::current()) {
        for (i, &x) in xs.iter().enumerate() {
            let y = xs[(i * 7 + 3) % xs.len()];
            assert_eq!(
                call(f, x, y),
                plain(x, y),
                "{} {} {x:#x} {y:#x}",
                family.name,
                method.name
            );
        }
        methods += 1;
    }
    methods
}

/// Standard output of a command that must succeed, trimmed.
fn out(args: &[&str]) -> String {
    let (code, stdout, stderr) = run(args);
    assert_eq!(code, 0, "{args:?}: {stderr}");
    assert!(stderr.is_empty(), "{args:?}: {stderr}");
    stdout.trim_end().to_string()
}

fn bit_loop_count(x: u64) -> u32 {
    (0..64).map(|i| (x >> i & 1) as u32).sum()
}

#[test]
fn casting_out_255() {
    // The page's "x % 255" adds eight byte counts: 0x0102030405060708 sums to 36.
    assert_eq!(0x0102_0304_0506_0708u64 % 255, 36);
    let method = POPCOUNT.find("casting-out-255").unwrap();
    let f = method.portable_func().unwrap();
    for x in samples() {
        assert_eq!(f(x), bit_loop_count(x), "{x:#x}");
    }
    assert_eq!(f(!0), 64);
    let cli = [
        "popcount",
        "0xff00",
        "--method",
        "casting-out-255",
        "-f",
        "dec",
    ];
    assert_eq!(out(&cli), "8");
}

#[test]
fn popcount_of_16_and_32_bit_words() {
    let n16 = each_method(
        &POPCOUNT16,
        |f, x, _| f(x & 0xffff),
        |x, _| bit_loop_count(x & 0xffff),
    );
    let n32 = each_method(
        &POPCOUNT32,
        |f, x, _| f(x & 0xffff_ffff),
        |x, _| bit_loop_count(x & 0xffff_ffff),
    );
    assert!(n16 >= 2 && n32 >= 3);
    assert_eq!(
        out(&["popcount", "0xffff", "--width", "16", "-f", "dec"]),
        "16"
    );
    assert_eq!(
        out(&["popcount", "0xffffffff", "--width", "32", "-f", "dec"]),
        "32"
    );
    let (code, _, err) = run(&["popcount", "0x10000", "--width", "16"]);
    assert_eq!(code, 2);
    assert!(err.contains("does not fit in 16 bits"), "{err}");
}

#[test]
fn hakmem169_casting_out_63() {
    // The page's 32-bit HAKMEM 169: 0xffffffff has 32 ones, 0o33333333333 has 22.
    let cli = |v: &str| {
        out(&[
            "popcount",
            v,
            "--width",
            "32",
            "--method",
            "hakmem169",
            "-f",
            "dec",
        ])
    };
    assert_eq!(cli("0xffffffff"), "32");
    assert_eq!(cli("0o33333333333"), "22");
    assert_eq!(cli("0"), "0");
}

#[test]
fn popcount_sum_of_7_and_15_sets() {
    let sets: Vec<u64> = SplitMix64(715).take(15).collect();
    for n in [1, 3, 7, 8, 15] {
        let plain: u32 = sets[..n].iter().map(|&s| bit_loop_count(s)).sum();
        for (_, f) in POPCOUNT.available(Cpu::current()) {
            assert_eq!(swar::popcount_sum(f, &sets[..n]), Ok(plain), "n = {n}");
        }
    }
    let ranks = [
        "rank1", "rank2", "rank3", "rank4", "rank5", "rank6", "rank7",
    ];
    let mut args = vec!["popcount-sum"];
    args.extend(ranks);
    args.extend(["-f", "dec"]);
    assert_eq!(out(&args), "56");
    let fifteen: Vec<String> = (0..15).map(|i| format!("{:#x}", 1u64 << i | 1)).collect();
    let mut args: Vec<&str> = vec!["popcount-sum"];
    args.extend(fifteen.iter().map(String::as_str));
    args.extend(["-f", "dec"]);
    assert_eq!(out(&args), "29"); // bit 0 fifteen times, bits 1..14 once
}

#[test]
fn power_of_two_test() {
    for x in samples() {
        assert_eq!(
            setwise::is_power_of_two(x),
            bit_loop_count(x) == 1,
            "{x:#x}"
        );
        assert_eq!(setwise::is_at_most_one(x), bit_loop_count(x) <= 1, "{x:#x}");
    }
    // The page's LS1B 2^44, and the empty set.
    assert_eq!(
        run(&["-q", "is", "power-of-two", "0x0000100000000000"]),
        (0, String::new(), String::new())
    );
    assert_eq!(
        run(&["-q", "is", "power-of-two", "0"]),
        (1, String::new(), String::new())
    );
    assert_eq!(run(&["-q", "is", "at-most-one", "0"]).0, 0);
    assert_eq!(run(&["-q", "is", "at-most-one", "e4,d5"]).0, 1);
}

#[test]
fn update_by_move_quiet_and_capture() {
    // Quiet e2-e4: pieceBB ^= fromToBB.
    let pawns = out(&["xor", "P", "e2,e4", "--fen", "startpos", "-f", "squares"]);
    assert_eq!(pawns, "a2 b2 c2 d2 f2 g2 h2 e4");
    // Capture exd5: the captured pawn is reset by toBB, occupied loses only fromBB.
    let fen = "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2";
    let black_pawns = out(&["xor", "p", "d5", "--fen", fen, "-f", "squares"]);
    assert_eq!(black_pawns, "a7 b7 c7 e7 f7 g7 h7");
    let occupied = out(&["xor", "occupied", "e4", "--fen", fen, "-f", "hex"]);
    let before = u64::from_str_radix(
        &out(&["show", "occupied", "--fen", fen, "-f", "hex"])[2..],
        16,
    )
    .unwrap();
    assert_eq!(occupied, format!("{:#018x}", before ^ (1 << 28)));
    // The same updates made by `position --move`: the sets after exd5 (-f hex prints
    // white, black, occupied first, then the piece sets, p 16th).
    let after = out(&["position", fen, "--move", "e4d5", "-f", "hex"]);
    let lines: Vec<&str> = after.lines().collect();
    assert_eq!(lines[2], occupied);
    assert_eq!(lines[15], "0x00f7000000000000");
    let quiet = out(&["position", "startpos", "--move", "e2e4", "-f", "squares"]);
    assert_eq!(quiet.lines().nth(9), Some("a2 b2 c2 d2 f2 g2 h2 e4"));
    assert_eq!(run(&["position", "startpos", "--move", "e3e4"]).0, 2);
}

#[test]
fn bit_by_square() {
    let bt = each_method(
        &bitsq::BT,
        |f, x, y| f(x, (y % 64) as u32),
        |x, y| x >> (y % 64) & 1,
    );
    each_method(
        &bitsq::BTS,
        |f, x, y| f(x, (y % 64) as u32),
        |x, y| x | 1 << (y % 64),
    );
    each_method(
        &bitsq::BTC,
        |f, x, y| f(x, (y % 64) as u32),
        |x, y| x ^ 1 << (y % 64),
    );
    let btr = each_method(
        &bitsq::BTR,
        |f, x, y| f(x, (y % 64) as u32),
        |x, y| x & !(1 << (y % 64)),
    );
    assert!(bt >= 1 && btr >= 2, "the set-toggle reset ran too");
    assert_eq!(
        out(&["bit", "btc", "rank4", "e4", "-f", "squares"]),
        "a4 b4 c4 d4 f4 g4 h4"
    );
    assert_eq!(
        out(&["bit", "bts", "0", "63", "-f", "hex"]),
        "0x8000000000000000"
    );
    assert_eq!(out(&["bit", "bt", "e4", "e4", "-f", "dec"]), "1");
    assert_eq!(run(&["bit", "bts", "0", "64"]).0, 2);
}

#[test]
fn at_least_double() {
    let xs = samples();
    for n in 0..10 {
        let sets = &xs[n * 3..n * 3 + n];
        let (_, at_least) = swar::counts(sets).unwrap();
        let plain = at_least.get(2).copied().unwrap_or(0);
        assert_eq!(setwise::at_least_double(sets), plain, "n = {n}");
        assert_eq!(setwise::at_least_double_pairwise(sets), plain, "n = {n}");
    }
    let cli = [
        "at-least-double",
        "rank4",
        "filed",
        "center",
        "-f",
        "squares",
    ];
    assert_eq!(out(&cli), "d4 e4 d5");
}

#[test]
fn xor_swap_and_masked_xor_swap() {
    let xs = samples();
    for w in xs.windows(3) {
        let (a, b, mask) = (w[0], w[1], w[2]);
        assert_eq!(setwise::xor_swap(a, b), (b, a));
        // The page: 'a' becomes 'b', but only the part of 'b' where mask is one becomes 'a'.
        assert_eq!(
            setwise::masked_xor_swap(a, b, mask),
            (b, (b & !mask) | (a & mask))
        );
    }
    assert_eq!(
        out(&["xorswap", "rank1", "rank8", "-f", "hex"]),
        "0xff00000000000000\n0x00000000000000ff"
    );
    let masked = ["xorswap", "0xff", "0xff00", "--mask", "0x0f", "-f", "hex"];
    assert_eq!(out(&masked), "0x000000000000ff00\n0x000000000000ff0f");
}

#[test]
fn super_minus_sub() {
    let n = each_method(&lsb::ANDN, |f, a, b| f(a, b), |a, b| !a & b);
    assert!(n >= 4);
    for name in ["union-minus", "minus-intersection"] {
        let cli = ["andn", "center", "rank4", "--method", name, "-f", "squares"];
        assert_eq!(out(&cli), "a4 b4 c4 f4 g4 h4");
    }
}

#[test]
fn full_width_average() {
    each_method(
        &arith::AVG,
        |f, x, y| f(x, y),
        |x, y| ((u128::from(x) + u128::from(y)) / 2) as u64,
    );
    assert_eq!(
        out(&["bit", "avg", "-1", "-3", "-f", "hex"]),
        "0xfffffffffffffffe"
    );
}

#[test]
fn modulo_257_by_reciprocal_multiplication() {
    assert_eq!(arith::RECIPROCAL_257, (1u128 << 72).div_ceil(257) as u64);
    each_method(&arith::MOD257, |f, x, _| f(x), |x, _| (x % 257) as u32);
    assert_eq!(
        out(&[
            "bit",
            "mod257",
            "0x0101",
            "--method",
            "reciprocal",
            "-f",
            "dec"
        ]),
        "0"
    );
    assert_eq!(
        out(&["bit", "mod257", "-1", "--method", "reciprocal", "-f", "dec"]),
        "0"
    );
    assert_eq!(out(&["bit", "mod257", "1000", "-f", "dec"]), "229");
}

#[test]
fn twos_complement_four_ways() {
    let n = each_method(&arith::NEG, |f, x, _| f(x), |x, _| 0u64.wrapping_sub(x));
    assert_eq!(n, 4);
    // The page: -0x8000000000000000 == 0x8000000000000000.
    let cli = [
        "bit",
        "neg",
        "0x8000000000000000",
        "--method",
        "copy-invert",
        "-f",
        "hex",
    ];
    assert_eq!(out(&cli), "0x8000000000000000");
}

#[test]
fn rotate_by_two_shifts() {
    each_method(
        &shift::ROTL,
        |f, x, y| f(x, (y % 65) as u32),
        |x, y| x.rotate_left((y % 65) as u32),
    );
    each_method(
        &shift::ROTR,
        |f, x, y| f(x, (y % 65) as u32),
        |x, y| x.rotate_right((y % 65) as u32),
    );
    let cli = ["rotl", "h8", "1", "--method", "two-shifts", "-f", "squares"];
    assert_eq!(out(&cli), "a1");
    assert_eq!(
        out(&["rotr", "rank1", "8", "--method", "two-shifts", "-f", "hex"]),
        "0xff00000000000000"
    );
}

#[test]
fn generalized_shift_branchless() {
    for (_, f) in shift::GEN_SHIFT.available(Cpu::current()) {
        for x in samples() {
            for s in -63..64 {
                let plain = if s > 0 { x << s } else { x >> -s };
                assert_eq!(f(x, s), plain, "{x:#x} {s}");
            }
        }
    }
    let cli = [
        "genshift",
        "e4",
        "-9",
        "--method",
        "branchless",
        "-f",
        "squares",
    ];
    assert_eq!(out(&cli), "d3");
    assert_eq!(
        run(&["genshift", "e4", "64", "--method", "branchless"]).0,
        2
    );
}

#[test]
fn shift_one_pre_post_and_rotate() {
    let walk = |b: u64, dir: Direction| {
        (0..64)
            .filter(|&i| b >> i & 1 != 0)
            .filter_map(|i| Square::from_index(i).step(dir))
            .fold(0u64, |acc, sq| acc | 1 << sq.index())
    };
    let mut methods = 0;
    for (_, f) in shift::SHIFT_ONE.available(Cpu::current()) {
        for dir in Direction::ALL {
            for x in samples() {
                assert_eq!(f(x, dir), walk(x, dir), "{dir:?} {x:#x}");
            }
        }
        methods += 1;
    }
    // Every method runs here: the SSE2 one is baseline on x86-64.
    assert_eq!(methods, shift::SHIFT_ONE.methods.len());
    // The page's avoidWrap masks, by dir8.
    assert_eq!(shift::AVOID_WRAP[0], 0xFEFE_FEFE_FEFE_FE00);
    assert_eq!(shift::AVOID_WRAP[4], 0x007F_7F7F_7F7F_7F7F);
    for method in ["post-mask", "pre-mask", "rotate"] {
        let cli = [
            "shift",
            "east",
            "filea,fileh",
            "--method",
            method,
            "-f",
            "hex",
        ];
        assert_eq!(out(&cli), "0x0202020202020202", "{method}");
    }
}

#[test]
fn delta_swap_network_for_any_permutation() {
    for t in TRANSFORMS {
        let dest: [u32; 64] = std::array::from_fn(|s| (t.func)(1 << s).trailing_zeros());
        let masks = network_masks(&dest).unwrap();
        for x in samples() {
            assert_eq!(apply_network(x, &masks), (t.func)(x), "{}", t.name);
        }
    }
    let mut rng = SplitMix64(11);
    let mut dest: [u32; 64] = std::array::from_fn(|i| i as u32);
    for i in (1..64).rev() {
        dest.swap(i, (rng.next_u64() % (i as u64 + 1)) as usize);
    }
    let masks = network_masks(&dest).unwrap();
    for x in samples() {
        let plain = (0..64).fold(0u64, |acc, s| acc | (x >> s & 1) << dest[s]);
        assert_eq!(apply_network(x, &masks), plain);
    }
    let map: Vec<String> = dest.iter().map(u32::to_string).collect();
    let map = map.join(",");
    let cli = ["permute", "0x8142241818244281", "--map", &map, "-f", "hex"];
    let plain = (0..64).fold(0u64, |acc, s| {
        acc | (0x8142_2418_1824_4281u64 >> s & 1) << dest[s]
    });
    assert_eq!(out(&cli), format!("{plain:#018x}"));
    assert_eq!(
        out(&["permute", "a1,b1", "--map", "rotate-90", "-f", "squares"]),
        "a7 a8"
    );
}

#[test]
fn two_adic_masks_from_the_cli() {
    let table = out(&["two-adic", "-f", "hex"]);
    let page = [
        ("0x5555555555555555", "0xffffffffffffffff"),
        ("0x3333333333333333", "0x5555555555555555"),
        ("0x0f0f0f0f0f0f0f0f", "0x1111111111111111"),
        ("0x00ff00ff00ff00ff", "0x0101010101010101"),
        ("0x0000ffff0000ffff", "0x0001000100010001"),
        ("0x00000000ffffffff", "0x0000000100000001"),
    ];
    for (i, (line, (plus, minus))) in table.lines().zip(page).enumerate() {
        assert_eq!(line, format!("{i} {plus} {minus}"));
    }
    assert_eq!(
        out(&["two-adic", "--index", "2", "-f", "hex"]),
        "0x0f0f0f0f0f0f0f0f"
    );
}

#[test]
fn cooijmans_rank_to_diagonal() {
    let method = LINE_ATTACKS.find("hyperbola-cooijmans").unwrap();
    let f = method.portable_func().unwrap();
    let reference = LINE_ATTACKS.reference_func();
    for sq in (0..64).map(Square::from_index) {
        for occ in samples().into_iter().take(120) {
            for line in [Line::Rank, Line::File, Line::Diagonal, Line::AntiDiagonal] {
                assert_eq!(f(line, sq, occ), reference(line, sq, occ), "{sq} {occ:#x}");
            }
        }
    }
    // The page's reverse-math byte: o = 11010101, r = 00010000 -> attacks 01101100.
    let cli = [
        "attacks",
        "line",
        "rank",
        "e1",
        "--occ",
        "0b11010101",
        "--method",
        "hyperbola-cooijmans",
        "-f",
        "hex",
    ];
    assert_eq!(out(&cli), "0x000000000000006c");
}
