//! End-to-end tests of the bit-operation commands: the reference's worked
//! examples through the command line, formats, predicates' exit statuses, bad arguments,
//! batch mode against plain reference loops, --all-methods, and every help example.

mod common;
use common::{run_with, stdout_of as ok};

use serde_json::Value;

/// The one output line of a command that must succeed.
fn line(args: &[&str]) -> String {
    ok(args).trim_end().to_string()
}

/// Asserts that each command succeeds with its one line of output.
fn expect(cases: &[(&[&str], &str)]) {
    for (args, want) in cases {
        assert_eq!(line(args), *want, "{args:?}");
    }
}

/// Asserts that `args` exits 2 with one `bbtool: error: ...` line containing `needle`.
fn refused(args: &[&str], needle: &str) {
    let (code, out, err) = run_with(args, "");
    assert_eq!(code, 2, "{args:?} should fail: {out}{err}");
    assert_eq!(out, "", "{args:?} printed to stdout");
    assert_eq!(
        err.lines().count(),
        1,
        "{args:?}: one error line, got {err}"
    );
    assert!(err.starts_with("bbtool: error: "), "{args:?}: {err}");
    assert!(err.contains(needle), "{args:?}: {err} should name {needle}");
}

/// `count` values of the SplitMix64 sequence from `seed`: the same on every run.
fn random(seed: u64, count: usize) -> Vec<u64> {
    let mut rng = bbtool::rng::SplitMix64(seed);
    (0..count).map(|_| rng.next_u64()).collect()
}

/// Edge values and 300 random ones: half dense, half sparse (the and of three).
fn samples() -> Vec<u64> {
    let mut v = vec![0, 1, 1 << 63, u64::MAX, 0x8000_0000_0000_0001];
    for (i, r) in random(1, 900).chunks(3).enumerate() {
        v.push(if i % 2 == 0 { r[0] } else { r[0] & r[1] & r[2] });
    }
    v
}

/// Runs `args` (one of them `-`) over `inputs` in batch mode; the hex results, parsed.
fn batch(args: &[&str], inputs: &[u64]) -> Vec<u64> {
    let stdin: String = inputs.iter().map(|x| format!("{x:#018x}\n")).collect();
    let (code, out, err) = run_with(args, &stdin);
    assert_eq!(code, 0, "{args:?}: {err}");
    out.lines()
        .map(|l| u64::from_str_radix(l.trim_start_matches("0x"), 16).unwrap())
        .collect()
}

#[test]
fn tbm_examples_of_the_reference() {
    // TBM page, "least significant zero" examples on 0x80C0E0F0F8FCFEFF.
    let zero_src = "0x80C0E0F0F8FCFEFF";
    for (op, want) in [
        ("blcfill", "0x80c0e0f0f8fcfe00"),
        ("blci", "0xfffffffffffffeff"),
        ("blcic", "0x0000000000000100"),
        ("blcmsk", "0x00000000000001ff"),
        ("blcs", "0x80c0e0f0f8fcffff"),
        ("t1mskc", "0xffffffffffffff00"),
    ] {
        assert_eq!(line(&["bit", op, zero_src, "-f", "hex"]), want, "{op}");
    }
    // "least significant one" examples on 0x0040201008040200.
    let one_src = "0x0040201008040200";
    for (op, want) in [
        ("blsfill", "0x00402010080403ff"),
        ("blsic", "0xfffffffffffffdff"),
        ("tzmsk", "0x00000000000001ff"),
    ] {
        assert_eq!(line(&["bit", op, one_src, "-f", "hex"]), want, "{op}");
    }
}

#[test]
fn pext_and_pdep_as_the_bmi2_page_draws_them() {
    // The mask has bits 60, 7, 5 and 2: PEXT packs S60 S7 S5 S2 into bits 3..0 and
    // PDEP spreads S3 S2 S1 S0 back to 60, 7, 5, 2.
    let mask = format!("{:#x}", 1u64 << 60 | 1 << 7 | 1 << 5 | 1 << 2);
    for (wide, packed) in [(60, 3), (7, 2), (5, 1), (2, 0)] {
        let (w, p) = (
            format!("{:#x}", 1u64 << wide),
            format!("{:#x}", 1u64 << packed),
        );
        assert_eq!(
            line(&["pext", &w, &mask, "-f", "hex"]),
            format!("{:#018x}", 1u64 << packed)
        );
        assert_eq!(
            line(&["pdep", &p, &mask, "-f", "hex"]),
            format!("{:#018x}", 1u64 << wide)
        );
        assert_eq!(
            line(&["bit", "pext", &w, &mask, "-f", "hex"]),
            line(&["pext", &w, &mask, "-f", "hex"])
        );
    }
    // Human output: source, mask and result side by side, and which bit goes where.
    let text = ok(&["pext", "-1", &mask, "--color", "never"]);
    assert!(text.lines().next().unwrap().starts_with("-1 "), "{text}");
    assert!(text.contains(&mask) && text.contains("pext"), "{text}");
    assert!(text.contains("e8(60) -> bit 3 [1]"), "{text}");
    assert!(text.contains("c1(2) -> bit 0 [1]"), "{text}");
    assert!(text.contains("\npath: "), "{text}");
    let text = ok(&["pdep", "0b0100", &mask, "--color", "never"]);
    assert!(text.contains("bit 2 -> h1(7) [1]"), "{text}");
    assert!(text.contains("bit 3 -> e8(60) [0]"), "{text}");
    let json: Value = serde_json::from_str(&line(&["pext", "e4", "e4,d5", "--json"])).unwrap();
    assert_eq!(json["result"], "0x0000000000000001");
    assert_eq!(
        json["moves"][0],
        serde_json::json!({"from": 28, "to": 0, "bit": 1})
    );
}

#[test]
fn swap_n_bits_sample_equals_the_delta_swap() {
    // "swap 6 bits each, from bit-index 9 with bit-index 41": deltaSwap(0x7E00, 32).
    let mut inputs = random(7, 100);
    inputs.push(0x7e00);
    let by_bits = batch(&["swap", "bits", "-", "9", "41", "6", "-f", "hex"], &inputs);
    let by_delta = batch(
        &["swap", "delta", "-", "0x7E00", "32", "-f", "hex"],
        &inputs,
    );
    assert_eq!(by_bits, by_delta);
    assert_eq!(by_bits.last(), Some(&0x0000_7e00_0000_0000));
    let text = ok(&["swap", "bits", "0x7e00", "9", "41", "6", "--color", "never"]);
    assert!(
        text.contains("deltaSwap(b, 0x0000000000007e00, 32)"),
        "{text}"
    );
}

#[test]
fn shifts_use_the_reference_wrap_masks() {
    // One step of the universe in each direction leaves the reference's avoidWrap mask.
    for (dir, mask) in [
        ("noea", "0xfefefefefefefe00"),
        ("east", "0xfefefefefefefefe"),
        ("soea", "0x00fefefefefefefe"),
        ("sout", "0x00ffffffffffffff"),
        ("sowe", "0x007f7f7f7f7f7f7f"),
        ("west", "0x7f7f7f7f7f7f7f7f"),
        ("nowe", "0x7f7f7f7f7f7f7f00"),
        ("nort", "0xffffffffffffff00"),
    ] {
        assert_eq!(line(&["shift", dir, "-1", "-f", "hex"]), mask, "{dir}");
    }
    expect(&[
        (&["shift", "NE", "e4", "-f", "squares"], "f5"),
        (
            &["shift", "n", "rank2", "--steps", "2", "-f", "hex"],
            "0x00000000ff000000",
        ),
        (&["shift", "e", "h4", "-f", "squares"], ""),
        (&["shl", "1", "63", "-f", "hex"], "0x8000000000000000"),
        (&["shr", "-1", "60", "-f", "hex"], "0x000000000000000f"),
        (&["shl", "-1", "64", "-f", "hex"], "0x0000000000000000"),
        (&["rotl", "h8", "1", "-f", "squares"], "a1"),
        (&["rotr", "a1", "1", "-f", "squares"], "h8"),
        (&["genshift", "e4", "9", "-f", "squares"], "f5"),
        (&["genshift", "e4", "-9", "-f", "squares"], "d3"),
    ]);
    let text = ok(&["shift", "east", "e4", "--color", "never"]);
    assert!(text.contains("dest = (b << 1) & notAFile"), "{text}");
}

#[test]
fn upper_and_lower_squares_of_d4() {
    // "high = ~1 << d4" and "low = (1 << d4) - 1", as the reference draws them.
    let high = "0xfffffffff0000000";
    let low = "0x0000000007ffffff";
    assert_eq!(line(&["shl", "~1", "27", "-f", "hex"]), high);
    assert_eq!(line(&["bit", "above-ls1b", "d4", "-f", "hex"]), high);
    assert_eq!(line(&["bit", "below-ls1b", "d4", "-f", "hex"]), low);
}

#[test]
fn setwise_operations_and_the_xor_example() {
    // General Setwise Operations, Exclusive Or: both long diagonals ^ the c3:f6 block.
    let printed = 0x8142_1824_2418_4281u64; // the result diagram, rank by rank
    assert_eq!(
        line(&["xor", "a1-h8,a8-h1", "c3:f6", "-f", "hex"]),
        format!("{printed:#018x}")
    );
    expect(&[
        (&["and", "rank4", "filed", "center", "-f", "squares"], "d4"),
        (
            &["or", "a1", "h1", "a8", "h8", "-f", "squares"],
            "a1 h1 a8 h8",
        ),
        (&["not", "light", "-f", "hex"], "0xaa55aa55aa55aa55"),
        (
            &["andn", "center", "rank4", "-f", "squares"],
            "a4 b4 c4 f4 g4 h4",
        ),
        (
            &["sub", "rank4", "center", "-f", "squares"],
            "a4 b4 c4 f4 g4 h4",
        ),
        (
            &["nand", "rank4", "filed", "-f", "hex"],
            "0xfffffffff7ffffff",
        ),
        (
            &["nor", "rank1", "rank8", "-f", "hex"],
            "0x00ffffffffffff00",
        ),
        (
            &["xnor", "light", "dark", "-f", "hex"],
            "0x0000000000000000",
        ),
        (
            &["implies", "e4", "e4,d5", "-f", "hex"],
            "0xffffffffffffffff",
        ),
        (&["implies", "e4", "d5", "-f", "hex"], "0xffffffffefffffff"),
    ]);
}

#[test]
fn human_output_shows_operands_side_by_side_with_formula_and_path() {
    let text = ok(&["andn", "center", "rank4", "--color", "never"]);
    let first = text.lines().next().unwrap();
    assert!(first.starts_with("center") && first.contains("rank4") && first.contains("andn"));
    let middle = text.lines().nth(5).unwrap();
    assert!(
        middle.contains(" andn ") && middle.contains(" = "),
        "{middle}"
    );
    assert!(text.contains("dest = ~src1 & src2"), "{text}");
    assert!(text.contains("\npath: "), "{text}");
    let text = ok(&["bit", "blsr", "e4,d5", "--color", "never"]);
    assert!(text.starts_with("e4,d5"), "{text}");
    assert!(text.contains("dest = (src - 1) & src"), "{text}");
    assert!(text.contains("squares  d5"), "{text}");
    assert!(text.contains("\npath: "), "{text}");
    let text = ok(&["xor", "rank4", "filed", "--color", "never"]);
    assert!(text.lines().nth(5).unwrap().contains(" ^ "), "{text}");
    assert!(text.contains("dest = a ^ b"), "{text}");
}

#[test]
fn results_in_every_format() {
    expect(&[
        (&["bit", "blsi", "e4,d5", "-f", "squares"], "e4"),
        (&["bit", "blsi", "e4,d5", "-f", "dec"], "268435456"),
        (&["bit", "tzcnt", "e4", "-f", "dec"], "28"),
        (&["bit", "lzcnt", "e4", "-f", "hex"], "35"),
        (
            &["bit", "bextr", "0xff00", "8", "4", "-f", "hex"],
            "0x000000000000000f",
        ),
        (
            &["bit", "bzhi", "-1", "12", "-f", "hex"],
            "0x0000000000000fff",
        ),
        (&["bit", "ms1b", "e4,d5", "-f", "squares"], "d5"),
    ]);
    let json: Value = serde_json::from_str(&line(&["bit", "blsr", "e4,d5", "--json"])).unwrap();
    assert_eq!(json["command"], "blsr");
    assert_eq!(json["result"], "0x0000000800000000");
    assert_eq!(json["squares"], serde_json::json!(["d5"]));
    assert_eq!(json["operands"][0]["value"], "0x0000000810000000");
    assert!(json["method"].is_string());
    let json: Value = serde_json::from_str(&line(&["bit", "tzcnt", "e4", "--json"])).unwrap();
    assert_eq!(json["result"], 28);
}

#[test]
fn transforms_and_remap() {
    expect(&[
        (
            &["flip", "vertical", "rank2", "-f", "hex"],
            "0x00ff000000000000",
        ),
        (
            &["flip", "horizontal", "filea", "-f", "hex"],
            "0x8080808080808080",
        ),
        (&["flip", "diagonal", "a8", "-f", "squares"], "h1"),
        (&["flip", "antidiagonal", "a1,b1", "-f", "squares"], "h7 h8"),
        (&["rotate", "90", "a1", "-f", "squares"], "a8"),
        (&["rotate", "270", "a1", "-f", "squares"], "h1"),
        (&["rotate", "180", "b1", "-f", "squares"], "g8"),
        (&["reverse", "1", "-f", "hex"], "0x8000000000000000"),
        (
            &["remap", "a1", "--from", "lerf", "--to", "berf", "-f", "hex"],
            "0x8000000000000000",
        ),
        // In little-endian file-rank, bit 1 is a2.
        (
            &[
                "remap", "2", "--from", "lefr", "--to", "lerf", "-f", "squares",
            ],
            "a2",
        ),
    ]);
    let list = ok(&["remap", "--list"]);
    assert_eq!(
        list.matches("    a  b  c  d  e  f  g  h").count(),
        8,
        "{list}"
    );
    assert!(list.contains("lefr: little-endian file-rank"), "{list}");
    assert!(
        list.contains("8   7 15 23 31 39 47 55 63"),
        "the LEFR diagram: {list}"
    );
    let json: Value =
        serde_json::from_str(ok(&["remap", "--list", "--json"]).lines().nth(3).unwrap()).unwrap();
    assert_eq!(json["name"], "berf");
    assert_eq!(json["indices"][0], 63);
}

#[test]
fn random_values_in_batch_match_plain_references() {
    let xs = samples();
    let checks: [(&[&str], fn(u64) -> u64); 6] = [
        (&["bit", "blsr", "-f", "hex", "-"], |x| {
            x & x.wrapping_sub(1)
        }),
        (&["bit", "blsi", "-f", "hex", "-"], |x| x & x.wrapping_neg()),
        (&["bit", "smear-up", "-f", "hex", "-"], |x| {
            x | x.wrapping_neg()
        }),
        (&["reverse", "-f", "hex", "-"], u64::reverse_bits),
        (&["flip", "vertical", "-f", "hex", "-"], u64::swap_bytes),
        (
            &["kogge-stone-add", "-", "0x9e3779b97f4a7c15", "-f", "hex"],
            |x| x.wrapping_add(0x9e37_79b9_7f4a_7c15),
        ),
    ];
    for (args, reference) in checks {
        let want: Vec<u64> = xs.iter().map(|&x| reference(x)).collect();
        assert_eq!(batch(args, &xs), want, "{args:?}");
    }
    // Flipping twice and rotating four times are the identity.
    for flip in ["vertical", "horizontal", "diagonal", "antidiagonal"] {
        let once = batch(&["flip", flip, "-f", "hex", "-"], &xs);
        assert_eq!(
            batch(&["flip", flip, "-f", "hex", "-"], &once),
            xs,
            "{flip}"
        );
    }
    let mut turned = xs.clone();
    for _ in 0..4 {
        turned = batch(&["rotate", "90", "-f", "hex", "-"], &turned);
    }
    assert_eq!(turned, xs);
    // pdep(pext(x, m), m) == x & m, and ternlog 0x96 is a ^ b ^ c.
    let m = "0x00ff00000f0f0081";
    let packed = batch(&["pext", "-", m, "-f", "hex"], &xs);
    let back = batch(&["pdep", "-", m, "-f", "hex"], &packed);
    let want: Vec<u64> = xs.iter().map(|x| x & 0x00ff_0000_0f0f_0081).collect();
    assert_eq!(back, want);
    let xor3 = batch(&["ternlog", "0x96", "-", "k1", "k4", "-f", "hex"], &xs);
    let want: Vec<u64> = xs
        .iter()
        .map(|x| x ^ 0x5555_5555_5555_5555 ^ 0x0f0f_0f0f_0f0f_0f0f)
        .collect();
    assert_eq!(xor3, want);
}

#[test]
fn batch_blsr_from_the_brief() {
    let (code, out, _) = run_with(&["bit", "blsr", "-f", "hex", "-"], "0x10\n0x30\n");
    assert_eq!(code, 0);
    assert_eq!(out, "0x0000000000000000\n0x0000000000000020\n");
}

#[test]
fn swar_bytes_match_byte_arithmetic() {
    for pair in random(99, 40).chunks(2) {
        let (x, y) = (pair[0], pair[1]);
        let (xs, ys) = (format!("{x:#x}"), format!("{y:#x}"));
        let bytes = |op: &str| {
            let text = line(&["swar", op, &xs, &ys, "-f", "hex"]);
            u64::from_str_radix(&text[2..], 16).unwrap().to_le_bytes()
        };
        let (add, sub, avg) = (bytes("add"), bytes("sub"), bytes("avg"));
        for i in 0..8 {
            let (a, b) = (x.to_le_bytes()[i], y.to_le_bytes()[i]);
            assert_eq!(add[i], a.wrapping_add(b));
            assert_eq!(sub[i], a.wrapping_sub(b));
            assert_eq!(avg[i], ((u16::from(a) + u16::from(b)) / 2) as u8);
        }
    }
    expect(&[
        (&["kogge-stone-add", "12345", "67890", "-f", "dec"], "80235"),
        (
            &["kogge-stone-add", "-1", "1", "-f", "hex"],
            "0x0000000000000000",
        ),
    ]);
}

#[test]
fn counts_give_the_exactly_and_at_least_sets() {
    // a1 in one set, b1 in three, c1 in two.
    let out = ok(&["counts", "a1,b1", "b1,c1", "c1,b1", "-f", "squares"]);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 4);
    // A set's squares joined by commas, so the two sets of a line stay apart.
    assert_eq!(lines[1], "1 a1 a1,b1,c1");
    assert_eq!(lines[2], "2 c1 b1,c1");
    assert_eq!(lines[3], "3 b1 b1");
    let json: Value = serde_json::from_str(&line(&["counts", "rank4", "filed", "--json"])).unwrap();
    assert_eq!(json["exactly"][2], "0x0000000008000000");
    assert_eq!(json["at_least"][1], "0x08080808ff080808");
    let text = ok(&["counts", "rank4", "filed", "center", "--color", "never"]);
    assert!(
        text.contains("count per square") && text.contains("exactly 3"),
        "{text}"
    );
    assert!(text.contains("4 1 1 1 3 2 1 1 1"), "{text}");
    let sixteen: Vec<String> = (0..16).map(|i| i.to_string()).collect();
    let mut args = vec!["counts"];
    args.extend(sixteen.iter().map(String::as_str));
    refused(&args, "at most 15 sets, 16 given");
}

#[test]
fn ternlog_follows_the_avx512_page() {
    // The page's table: a is the most significant index bit. With a = 0xF0, b = 0xCC and
    // c = 0xAA in every byte, every result byte is the immediate itself.
    for imm in [
        "0x00", "0x01", "0x16", "0x17", "0x28", "0x80", "0x88", "0x96", "0xca", "0xe8", "0xfe",
        "0xff", "150",
    ] {
        let value: u64 = if let Some(h) = imm.strip_prefix("0x") {
            u64::from_str_radix(h, 16).unwrap()
        } else {
            imm.parse().unwrap()
        };
        assert_eq!(
            line(&[
                "ternlog",
                imm,
                "0xf0f0f0f0f0f0f0f0",
                "0xcccccccccccccccc",
                "0xaaaaaaaaaaaaaaaa",
                "-f",
                "hex"
            ]),
            format!("{:#018x}", value * 0x0101_0101_0101_0101),
            "{imm}"
        );
    }
    let table = ok(&["ternlog", "0x16", "--table"]);
    let want = "\
imm8 0x16: a?~(b|c):b^c
#  a  b  c  out
0  0  0  0  0
1  0  0  1  1
2  0  1  0  1
3  0  1  1  0
4  1  0  0  1
5  1  0  1  0
6  1  1  0  0
7  1  1  1  0
";
    assert_eq!(table, want);
    let text = ok(&["ternlog", "0x02", "a1", "b1", "c1", "--color", "never"]);
    assert!(text.contains("dest = ~a&~b&c"), "{text}");
    assert!(text.contains("squares  c1"), "{text}");
}

#[test]
fn predicates_exit_zero_when_true_and_one_when_false() {
    let cases: &[(&[&str], i32)] = &[
        (&["is", "empty", "0"], 0),
        (&["is", "empty", "e4"], 1),
        (&["is", "universe", "-1"], 0),
        (&["is", "universe", "~a1"], 1),
        (&["is", "single", "e4"], 0),
        (&["is", "single", "center"], 1),
        (&["is", "single", "0"], 1),
        (&["is", "several", "center"], 0),
        (&["is", "several", "e4"], 1),
        (&["is", "subset", "center", "rank4,rank5"], 0),
        (&["is", "subset", "rank4", "center"], 1),
        (&["is", "superset", "rank4", "d4,e4"], 0),
        (&["is", "superset", "d4", "rank4"], 1),
        (&["is", "disjoint", "rank1", "rank2"], 0),
        (&["is", "disjoint", "rank1", "a1"], 1),
        (&["is", "equal", "a1-h1", "rank1"], 0),
        (&["is", "equal", "rank1", "rank2"], 1),
        // "Two sets have a common MS1B, if the intersection is greater than the xor sum".
        (&["is", "common-msb", "0b1010", "0b1001"], 0),
        (&["is", "common-msb", "0b0110", "0b1000"], 1),
    ];
    for (args, want) in cases {
        let (code, out, err) = run_with(args, "");
        assert_eq!(code, *want, "{args:?}: {err}");
        let mut quiet = vec!["-q"];
        quiet.extend_from_slice(args);
        let (code, out_q, err_q) = run_with(&quiet, "");
        assert_eq!(
            (code, out_q.as_str(), err_q.as_str()),
            (*want, "", ""),
            "{quiet:?}"
        );
        let expected = if *want == 0 { "true" } else { "false" };
        let mut hex = args.to_vec();
        hex.extend(["-f", "hex"]);
        assert_eq!(line_of(&hex), expected, "{args:?}: {out}");
    }
    // Batch: 1 when any line is false.
    assert_eq!(run_with(&["is", "single", "-", "-q"], "e4\nd5\n").0, 0);
    assert_eq!(run_with(&["is", "single", "-", "-q"], "e4\ncenter\n").0, 1);
    // Errors exit 2.
    refused(&["is", "subset", "e4"], "is subset takes A B");
    refused(&["is", "single", "e4", "d5"], "is single takes VALUE");
    refused(&["is", "round", "e4"], "unknown test 'round'");
    refused(&["is", "empty", "i9"], "i9");
}

/// The output of a command that may exit 0 or 1, trimmed.
fn line_of(args: &[&str]) -> String {
    let (code, out, err) = run_with(args, "");
    assert!(code == 0 || code == 1, "{args:?}: {err}");
    out.trim_end().to_string()
}

#[test]
fn bad_arguments_exit_two_with_one_line_naming_the_input() {
    refused(&["swap", "delta", "-1", "1", "64"], "delta '64'");
    refused(
        &["swap", "delta", "-1", "0x3", "1"],
        "0x0000000000000002 (b1)",
    );
    refused(
        &["swap", "bits", "-1", "0", "4", "6"],
        "ranges 0..6 and 4..10 overlap",
    );
    refused(
        &["bit", "bextr", "-1", "64", "4"],
        "start '64' is out of range (must be 0 to 63)",
    );
    refused(
        &["bit", "bzhi", "-1", "65"],
        "index '65' is out of range (must be 0 to 64)",
    );
    refused(&["shift", "up", "e4"], "unknown direction 'up'");
    refused(&["shift", "up", "e4"], "n, ne, e, se, s, sw, w, nw");
    refused(&["shift", "n", "e4", "--steps", "x9"], "x9");
    refused(&["andn", "e4"], "<B>");
    refused(&["and", "e4"], "only 1 was provided");
    refused(
        &["bit", "bextr", "-1", "4"],
        "bit bextr takes VALUE START LEN",
    );
    refused(
        &["bit", "frobnicate", "1"],
        "unknown bit operation 'frobnicate'",
    );
    refused(
        &["remap", "1", "--from", "lerf", "--to", "zigzag"],
        "unknown mapping 'zigzag'",
    );
    refused(&["ternlog", "256", "1", "2", "3"], "imm8 '256'");
    refused(&["ternlog", "0x96", "1", "2"], "ternlog takes IMM8 A B C");
    refused(&["flip", "sideways", "e4"], "unknown axis 'sideways'");
    refused(&["rotate", "45", "e4"], "unknown angle '45'");
    refused(&["swar", "mul", "1", "2"], "unknown swar operation 'mul'");
    refused(&["shl", "e4", "65"], "N '65'");
    refused(&["genshift", "e4", "-65"], "S '-65'");
    refused(&["xor", "e4", "z9"], "z9");
}

#[test]
fn bad_batch_lines_are_reported_and_the_rest_printed() {
    // 0x5 swapped under mask 0x1 is 0x6, under 0x4 is 0x9; mask 0x3 overlaps itself.
    let (code, out, err) = run_with(
        &["swap", "delta", "0x5", "-", "1", "-f", "hex"],
        "0x1\n0x3\n0x4\n",
    );
    assert_eq!(code, 2);
    assert_eq!(out, "0x0000000000000006\n0x0000000000000009\n");
    assert!(
        err.contains("line 2: mask & (mask << delta) is not empty"),
        "{err}"
    );
    // A fixed mask is checked once: a good one swaps every line; an overlapping one is
    // one error before any line is read, as `swap bits` refuses a bad range.
    let (code, out, _) = run_with(
        &["swap", "delta", "-", "0x1", "1", "-f", "hex"],
        "0x5\n0x4\n",
    );
    assert_eq!(
        (code, out.as_str()),
        (0, "0x0000000000000006\n0x0000000000000004\n")
    );
    let (code, out, err) = run_with(&["swap", "delta", "-", "0x3", "1"], "0x1\n0x2\n");
    assert_eq!((code, out.as_str()), (2, ""));
    assert_eq!(
        err,
        "bbtool: error: mask & (mask << delta) is not empty: 0x0000000000000002 (b1) would be \
         swapped twice\n"
    );
}

#[test]
fn all_methods_show_the_table_and_unknown_methods_list_the_valid_ones() {
    for args in [
        &["bit", "blsr", "e4,d5", "--all-methods", "--color", "never"][..],
        &["pext", "-1", "rank4", "--all-methods", "--color", "never"],
        &[
            "ternlog",
            "0x96",
            "1",
            "2",
            "4",
            "--all-methods",
            "--color",
            "never",
        ],
        &[
            "andn",
            "light",
            "rank1",
            "--all-methods",
            "--color",
            "never",
        ],
    ] {
        let text = ok(args);
        assert!(text.contains("methods agree:"), "{args:?}: {text}");
        assert!(
            text.contains("method") && text.contains("software"),
            "{args:?}: {text}"
        );
    }
    let text = ok(&["pext", "-1", "rank4", "--all-methods", "--color", "never"]);
    assert!(text.contains("serial") && text.contains("runs"), "{text}");
    refused(
        &["bit", "blsr", "e4", "--method", "nope"],
        "unknown method 'nope' for 'bit' (valid: blsr, formula)",
    );
    refused(
        &["pext", "1", "2", "--method", "nope"],
        "(valid: pext, runs, serial)",
    );
    assert_eq!(
        line(&["pdep", "3", "center", "--method", "serial", "-f", "squares"]),
        "d4 e4"
    );
    let json: Value = serde_json::from_str(&line(&[
        "bit", "blcfill", "7", "--path", "software", "--json",
    ]))
    .unwrap();
    assert_eq!(json["method"], "formula");
}

#[test]
fn bit_list_prints_every_operation_with_its_formula() {
    let text = ok(&["bit", "--list"]);
    assert_eq!(text, ok(&["bit", "list"]));
    for (name, formula) in [
        ("blsr", "dest = (src - 1) & src"),
        ("bextr", "VALUE START LEN"),
        ("t1mskc", "dest = ~src | (src + 1)"),
        // The General Setwise Operations page's own names, as the catalogue has them.
        ("below-ls1b", "below_LSB1_mask = ~x & (x - 1)"),
        ("ls1b", "LS1B_of_x = x & -x"),
    ] {
        let row = text.lines().find(|l| l.starts_with(name)).unwrap();
        assert!(row.contains(formula), "{row}");
    }
    assert_eq!(text.lines().count(), bbtool::ops::lsb::BIT_OPS.len());
}

#[test]
fn methods_list_the_ops_families() {
    let text = ok(&["methods", "pext"]);
    assert!(text.contains("serial") && text.contains("runs"), "{text}");
    let text = ok(&["methods", "ternlog"]);
    assert!(
        text.contains("minterms") && text.contains("vpternlogq"),
        "{text}"
    );
}
