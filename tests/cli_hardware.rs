//! CLI tests of the hardware issue: scan orders and indices, --method errors, cpuinfo JSON.

mod common;
use common::run as bbtool;

use ::bbtool::rng::SplitMix64;
use assert_cmd::Command;
use serde_json::{Value, json};

#[test]
fn scan_orders_follow_the_serialization_page() {
    assert_eq!(
        bbtool(&["scan", "e4,d5,a1,h8", "-f", "squares"]).1,
        "a1 e4 d5 h8\n"
    );
    assert_eq!(
        bbtool(&["scan", "e4,d5,a1,h8", "--reverse", "-f", "squares"]).1,
        "h8 d5 e4 a1\n"
    );
    // Flip: rank 8 first, files a to h within a rank.
    assert_eq!(
        bbtool(&["scan", "a1,h1,a8,h8,e4", "--flip", "-f", "squares"]).1,
        "a8 h8 e4 a1 h1\n"
    );
    assert_eq!(bbtool(&["scan", "e4,d5", "-f", "dec"]).1, "28 35\n");
    let json: Value = serde_json::from_str(&bbtool(&["scan", "e4,d5", "--json"]).1).unwrap();
    assert_eq!(json["result"], serde_json::json!(["e4", "d5"]));
    assert_eq!(json["indices"], serde_json::json!([28, 35]));
}

#[test]
fn first_and_last_print_indices_and_fail_on_empty() {
    assert_eq!(bbtool(&["scan", "0x80", "--first", "-f", "dec"]).1, "7\n");
    assert_eq!(
        bbtool(&["scan", "0x8000000000000001", "--last", "-f", "hex"]).1,
        "63\n"
    );
    for method in [
        "mod67",
        "faxon",
        "matt-taylor",
        "debruijn-walisch",
        "bsf",
        "bit-loop",
    ] {
        assert_eq!(
            bbtool(&["scan", "e4,h8", "--first", "-f", "dec", "--method", method]).1,
            "28\n",
            "{method}"
        );
    }
    for method in [
        "zappa",
        "divide-conquer",
        "debruijn-fill",
        "double-conversion",
        "bsr",
    ] {
        assert_eq!(
            bbtool(&["scan", "e4,d5", "--last", "-f", "dec", "--method", method]).1,
            "35\n",
            "{method}"
        );
    }
    let (code, out, err) = bbtool(&["scan", "empty", "--first"]);
    assert_eq!((code, out.as_str()), (1, ""));
    assert!(err.contains("empty") && err.contains("64"), "{err}");
    assert_eq!(
        bbtool(&["scan", "0", "--last", "-q"]),
        (1, String::new(), String::new())
    );
}

#[test]
fn human_scan_numbers_members_and_ends_with_the_path() {
    let (code, out, _) = bbtool(&["scan", "center", "--color", "never"]);
    assert_eq!(code, 0);
    assert!(out.contains("4 . . . 1 2 . . ."), "{out}");
    assert!(out.contains("5 . . . 3 4 . . ."), "{out}");
    assert!(
        out.trim_end().lines().last().unwrap().starts_with("path: "),
        "{out}"
    );
    let (_, out, _) = bbtool(&[
        "scan", "e4", "--first", "--method", "mod67", "--color", "never",
    ]);
    assert!(
        out.trim_end()
            .ends_with("path: mod67 (software: isolated LS1B modulo 67 into a table)"),
        "{out}"
    );
}

#[test]
fn method_errors_name_the_valid_methods() {
    let (code, out, err) = bbtool(&["scan", "e4", "--method", "nope"]);
    assert_eq!(code, 2);
    assert!(out.is_empty());
    assert_eq!(
        err,
        "bbtool: error: unknown method 'nope' for 'scan' \
         (see 'bbtool methods bitscan-forward bitscan-reverse' for all 22)\n"
    );
    // A near miss is named; the methods of both families count once each.
    let (code, _, err) = bbtool(&["scan", "e4", "--method", "tzcn"]);
    assert_eq!(code, 2);
    assert!(
        err.contains("(did you mean 'tzcnt'") && err.contains("lists all 22)"),
        "{err}"
    );
}

#[test]
fn all_methods_table_lists_every_runnable_method() {
    let (code, out, _) = bbtool(&["scan", "e4,d5", "--all-methods", "--color", "never"]);
    assert_eq!(code, 0);
    for name in [
        "bit-loop",
        "debruijn-isolated",
        "faxon",
        "mod67",
        "branchless",
        "popcount-ls1b",
        "trailing-zeros",
    ] {
        assert!(out.contains(name), "{name} missing from {out}");
    }
    let json: Value =
        serde_json::from_str(&bbtool(&["scan", "e4", "--first", "--all-methods", "--json"]).1)
            .unwrap();
    assert!(json["methods"].as_array().unwrap().len() >= 12);
}

#[test]
fn cpuinfo_json_has_the_promised_shape() {
    let (code, out, _) = bbtool(&["cpuinfo", "--json"]);
    assert_eq!(code, 0);
    let info: Value = serde_json::from_str(&out).unwrap();
    for key in [
        "vendor",
        "brand",
        "family",
        "model",
        "stepping",
        "microarchitecture",
        "pext_fast",
        "selected",
        "features",
    ] {
        assert!(info.get(key).is_some(), "missing {key}");
    }
    assert!(info["pext_fast"].is_boolean());
    let keys = [
        "sse2",
        "sse3",
        "ssse3",
        "sse41",
        "sse42",
        "sse4a",
        "popcnt",
        "lzcnt",
        "bmi1",
        "bmi2",
        "tbm",
        "xop",
        "avx",
        "avx2",
        "avx512f",
        "avx512cd",
        "avx512bw",
        "avx512dq",
        "avx512vl",
        "avx512vpopcntdq",
        "avx512bitalg",
        "avx512vbmi",
        "avx512vbmi2",
        "gfni",
    ];
    for k in keys {
        assert!(info["features"][k].is_boolean(), "feature {k}");
    }
    for (_, sel) in info["selected"].as_object().unwrap() {
        assert!(sel["method"].is_string());
        assert!(sel["kind"] == "hardware" || sel["kind"] == "software");
        assert!(sel["needs"].is_array());
    }
    let (_, human, _) = bbtool(&["cpuinfo", "--color", "never"]);
    assert!(human.contains("7.0:EBX[8]"), "BMI2's CPUID location");
    assert!(human.contains("bitscan-forward"));
}

#[test]
fn cpuinfo_wraps_its_tables_between_names_never_inside_one() {
    let (_, human, _) = bbtool(&["cpuinfo", "--color", "never"]);
    let (_, methods, _) = bbtool(&["methods", "--json"]);
    let mut checked = 0;
    for line in methods.lines() {
        let family: Value = serde_json::from_str(line).unwrap();
        for method in family["methods"].as_array().unwrap() {
            if !method["needs"].as_array().unwrap().is_empty() {
                let name = format!(
                    "{}/{}",
                    family["family"].as_str().unwrap(),
                    method["name"].as_str().unwrap()
                );
                assert!(human.contains(&name), "{name} is split in:\n{human}");
                checked += 1;
            }
        }
    }
    assert!(checked > 100, "only {checked} hardware methods");
}

#[test]
fn popcount_counts_every_value_by_every_method() {
    assert_eq!(
        bbtool(&["popcount", "0x00ff00000000ff00", "-f", "dec"]).1,
        "16\n"
    );
    assert_eq!(
        bbtool(&["count", "rank1", "light", "-1", "empty", "-f", "hex"]).1,
        "8\n32\n64\n0\n"
    );
    for method in [
        "bit-loop",
        "kernighan",
        "lookup8",
        "lookup16",
        "swar-mul",
        "swar",
        "hakmem",
    ] {
        assert_eq!(
            bbtool(&[
                "popcount",
                "0x8000000000000001",
                "--method",
                method,
                "-f",
                "dec"
            ])
            .1,
            "2\n",
            "{method}"
        );
    }
    let (code, out, _) = bbtool(&["popcount", "e4,d5", "--all-methods", "--json"]);
    assert_eq!(code, 0);
    let v: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["result"], 2);
    assert!(v["methods"].as_array().unwrap().len() >= 7);
    let batch = Command::cargo_bin("bbtool")
        .unwrap()
        .args(["popcount", "-f", "dec", "-"])
        .write_stdin("0xff\n# comment\nrank1|rank2\n-1\n")
        .output()
        .unwrap();
    assert_eq!(String::from_utf8(batch.stdout).unwrap(), "8\n16\n64\n");
}

#[test]
fn hamming_popcount3_and_weighted_give_the_formulas() {
    assert_eq!(
        bbtool(&["hamming", "rank1", "rank2", "-f", "dec"]).1,
        "16\n"
    );
    assert_eq!(bbtool(&["hamming", "0xff", "0x0f", "-f", "dec"]).1, "4\n");
    assert_eq!(
        bbtool(&["popcount3", "rank1", "rank2", "filea", "-f", "dec"]).1,
        "24\n"
    );
    assert_eq!(
        bbtool(&["popcount3", "e4", "e4", "e4", "-f", "dec"]).1,
        "3\n"
    );
    // The centre squares weigh 6 each; weights 1..64 make a square weigh its index + 1.
    assert_eq!(bbtool(&["weighted", "center", "-f", "dec"]).1, "24\n");
    let ramp: Vec<String> = (1..=64).map(|i| i.to_string()).collect();
    assert_eq!(
        bbtool(&[
            "weighted",
            "e4,a1",
            "--weights",
            &ramp.join(","),
            "-f",
            "dec"
        ])
        .1,
        "30\n"
    );
    let (code, _, err) = bbtool(&["weighted", "e4", "--weights", "1,2"]);
    assert_eq!(code, 2);
    assert!(err.contains("needs 64"), "{err}");
    let (code, _, err) = bbtool(&[
        "weighted",
        "e4",
        "--weights",
        &format!("{},256", ramp[..63].join(",")),
    ]);
    assert_eq!(code, 2);
    assert!(err.contains("'256' (weight 64)"), "{err}");
}

#[test]
fn popcount_of_a_file_reports_bits_bytes_method_and_speed() {
    let dir = std::env::temp_dir().join(format!("bbtool-pop-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("data.bin");
    let data: Vec<u8> = (0..100_003u32)
        .map(|i| (i.wrapping_mul(2_654_435_761) >> 13) as u8)
        .collect();
    let want: u64 = data.iter().map(|b| b.count_ones() as u64).sum();
    std::fs::write(&path, &data).unwrap();
    let (code, out, _) = bbtool(&[
        "popcount",
        "--file",
        path.to_str().unwrap(),
        "--json",
        "--all-methods",
    ]);
    assert_eq!(code, 0);
    let v: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["bits"], want);
    assert_eq!(v["bytes"], 100_003);
    assert!(v["method"].is_string() && v["gbps"].is_number());
    assert_eq!(
        bbtool(&["popcount", "--file", path.to_str().unwrap(), "-f", "dec"]).1,
        format!("{want}\n")
    );
    let (code, _, err) = bbtool(&["popcount", "--file", dir.join("missing").to_str().unwrap()]);
    assert_eq!(code, 2);
    assert!(
        err.contains("cannot read") && err.contains("missing"),
        "{err}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn batch_popcount_fast_path_matches_the_counts_and_the_general_path() {
    // Plain 16-digit hex lines take the fast path; others (short hex, CRLF, squares,
    // a bad line, no final newline) the general one; the order and numbering hold.
    let mut input = String::new();
    let mut want = String::new();
    for (i, x) in SplitMix64(0x9E37_79B9_7F4A_7C15).take(3000).enumerate() {
        match i % 5 {
            0 => input.push_str(&format!("0x{x:016x}\n")),
            1 => input.push_str(&format!("0x{x:016X}\r\n")),
            2 => input.push_str(&format!("{x}\n")),
            3 => input.push_str(&format!("0x{:x}\n", x >> 20)),
            _ => input.push_str(&format!("0x{x:016x}\n")),
        }
        let v = if i % 5 == 3 { x >> 20 } else { x };
        want.push_str(&format!("{}\n", v.count_ones()));
    }
    input.push_str("bad\ne4,d5\n0x0000000000000003");
    want.push_str("2\n2\n");
    let out = Command::cargo_bin("bbtool")
        .unwrap()
        .args(["popcount", "-f", "dec", "-"])
        .write_stdin(input)
        .output()
        .unwrap();
    assert_eq!(String::from_utf8(out.stdout).unwrap(), want);
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("line 3001: unknown name 'bad'"), "{err}");
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn batch_popcount_survives_buffer_boundaries() {
    // 120,000 plain lines: 2.3 MB crosses the 256 KiB read buffer many times (lines
    // straddle reads) and fills the 64 KiB digit buffer repeatedly.
    let mut input = String::with_capacity(120_000 * 19);
    let mut want = String::new();
    for x in SplitMix64(0x2545_F491_4F6C_DD1D).take(120_000) {
        input.push_str(&format!("0x{x:016x}\n"));
        want.push_str(&format!("{}\n", x.count_ones()));
    }
    let out = Command::cargo_bin("bbtool")
        .unwrap()
        .args(["popcount", "-f", "dec", "-"])
        .write_stdin(input)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    assert!(
        String::from_utf8(out.stdout).unwrap() == want,
        "counts differ"
    );
}

/// The rows of `bbtool bench ARGS --json`, which must succeed.
fn bench_json(args: &[&str]) -> Vec<Value> {
    let args: Vec<&str> = ["bench"]
        .iter()
        .chain(args)
        .chain(&["--json"])
        .copied()
        .collect();
    let (code, out, err) = bbtool(&args);
    assert_eq!(code, 0, "{err}");
    out.lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

#[test]
fn bench_json_has_one_object_per_method_and_marks_the_selection() {
    let rows = bench_json(&["knight-attacks", "blsi", "genshift"]);
    let names: Vec<(&str, &str)> = rows
        .iter()
        .map(|r| (r["family"].as_str().unwrap(), r["method"].as_str().unwrap()))
        .collect();
    assert_eq!(names.len(), 6, "{names:?}");
    for (family, method) in [
        ("knight-attacks", "knight-table"),
        ("knight-attacks", "knight-shifts"),
        ("blsi", "formula"),
        ("blsi", "blsi"),
        ("genshift", "branch"),
        ("genshift", "branchless"),
    ] {
        assert!(names.contains(&(family, method)), "{family} {method}");
    }
    for family in ["knight-attacks", "blsi", "genshift"] {
        let of: Vec<&Value> = rows.iter().filter(|r| r["family"] == family).collect();
        assert_eq!(of.iter().filter(|r| r["selected"] == true).count(), 1);
        // One method is the reference, at exactly 1; every time is positive.
        assert!(of.iter().any(|r| r["relative"].as_f64() == Some(1.0)));
        assert!(of.iter().all(|r| r["ns_per_op"].as_f64().unwrap() > 0.0));
    }
    let selected = |family: &str| {
        rows.iter()
            .find(|r| r["family"] == family && r["selected"] == true)
            .unwrap()
    };
    assert_eq!(selected("knight-attacks")["method"], "knight-table");
    // genshift keeps its branching form on purpose: when the bench finds the branch-less
    // one faster, the reason travels with the selected row, and only there.
    let genshift = selected("genshift");
    assert_eq!(genshift["method"], "branch");
    // The bench's rule (`is_slow` in src/cli/bench.rs): more than 10 % and more than
    // 0.3 ns a call slower than the family's fastest.
    let relative = genshift["relative"].as_f64().unwrap();
    let extra_ns = genshift["ns_per_op"].as_f64().unwrap() * (1.0 - 1.0 / relative);
    let slow = relative > 1.10 && extra_ns > 0.3;
    assert_eq!(genshift.get("kept_because").is_some(), slow);
    assert!(
        rows.iter()
            .filter(|r| r.get("kept_because").is_some())
            .all(|r| r["selected"] == true)
    );
}

#[test]
fn bench_marks_each_bulk_size_with_the_method_chosen_for_it() {
    let rows = bench_json(&["popcount-bulk", "--quick"]);
    let sizes: std::collections::BTreeSet<u64> =
        rows.iter().map(|r| r["bytes"].as_u64().unwrap()).collect();
    assert_eq!(sizes.len(), 3, "{sizes:?}");
    for size in sizes {
        let chosen = ::bbtool::popcount::plan_bulk(
            ::bbtool::Cpu::current(),
            ::bbtool::PathPreference::Auto,
            size as usize,
        );
        let marked: Vec<&Value> = rows
            .iter()
            .filter(|r| r["bytes"] == size && r["selected"] == true)
            .collect();
        assert_eq!(marked.len(), 1, "{size} bytes");
        assert_eq!(marked[0]["method"], chosen.method.name, "{size} bytes");
    }
}

#[test]
fn bench_of_an_unknown_family_is_a_usage_error() {
    let (code, out, err) = bbtool(&["bench", "no-such-family"]);
    assert_eq!(code, 2);
    assert!(out.is_empty());
    assert!(
        err.starts_with("bbtool: error: ") && err.contains("no-such-family"),
        "{err}"
    );
    assert_eq!(err.lines().count(), 1, "{err}");
}

#[test]
fn bench_seeds_are_decimal_or_hex_as_the_other_seeds() {
    // `magics --seed` and `gen --magics-seed` take both forms; so does the bench's.
    let methods = |seed: &str| -> Vec<Value> {
        bench_json(&["blsi", "--quick", "--seed", seed])
            .iter()
            .map(|row| row["method"].clone())
            .collect()
    };
    let hex = methods("0x10");
    assert_eq!(hex.len(), 2, "{hex:?}");
    assert_eq!(hex, methods("16"));
    let (code, out, err) = bbtool(&["bench", "blsi", "--quick", "--seed", "zz"]);
    assert_eq!((code, out.as_str()), (2, ""));
    assert!(
        err.contains("'zz' is not a 64-bit seed") && err.lines().count() == 1,
        "{err}"
    );
}

/// One JSON object from a command that must succeed.
fn json_of(args: &[&str]) -> Value {
    let (code, out, err) = bbtool(args);
    assert_eq!(code, 0, "{args:?}: {err}");
    serde_json::from_str(out.trim_end()).unwrap()
}

#[test]
fn all_methods_rows_give_results_as_the_report_does() {
    // Each row's result has the report's own JSON type: a number, a "0x..." string, a
    // list of square names, the lanes given.
    for args in [
        &["popcount", "0xf0"][..],
        &["popcount", "0xf0", "--method", "ssse3-pairs"],
        &["scan", "0xf0", "--first"],
        &["scan", "0xf0"],
        &["bit", "blsr", "0xf0"],
        &["bit", "tzcnt", "0xf0"],
        &["bit", "mulx", "0xffff", "0xffff"],
        &["hamming", "1", "2"],
        &["ternlog", "0x96", "1", "2", "4"],
        &["attacks", "rook", "d4", "--occ", "d6"],
    ] {
        let report = json_of(&[args, &["--all-methods", "--json"]].concat());
        let rows = report["methods"].as_array().unwrap();
        assert!(rows.len() > 1, "{args:?}");
        for row in rows {
            assert_eq!(row["result"], report["result"], "{args:?}: {row}");
        }
    }
    for (args, lanes) in [
        (
            &["lanes", "lzcnt", "1", "2"][..],
            serde_json::json!([63, 62]),
        ),
        (
            &["east-attacks", "0x91", "a1"],
            serde_json::json!(["0x000000000000001e"]),
        ),
    ] {
        let report = json_of(&[args, &["--all-methods", "--json"]].concat());
        assert_eq!(report["lanes"], lanes, "{args:?}");
        for row in report["methods"].as_array().unwrap() {
            assert_eq!(row["result"], lanes, "{args:?}: {row}");
        }
    }
    // popCountWeight8's sum is its result, negative weights and all: 3 × 1 − 1 × 8.
    let report = json_of(&[
        "popcount-weight8",
        "a1,b1,c1",
        "rank2",
        "--weights",
        "1,-1",
        "--json",
    ]);
    assert_eq!(report["result"], -5);
    assert_eq!(report["command"], "popcount-weight8");
}

#[test]
fn arguments_are_refused_in_their_own_words() {
    for (args, message) in [
        (
            &["psign", "1", "2", "--width", "64"][..],
            "--width 64: PSIGN has lanes of 8, 16 or 32 bits",
        ),
        (
            &["bit", "bt", "e4", "e4,d5"],
            "square 'e4,d5' is not one square: give a name (e4) or an index (0 to 63)",
        ),
        (
            &["subsets", "0xff", "--limit", "abc"],
            "'abc' is not a count (decimal or 0x hex)",
        ),
        (
            &["popcount-weight8", "e4", "d4", "--weights", "1,"],
            "--weights '1,': weight 2 is empty",
        ),
        (
            &["popcount-weight8", "e4", "--weights", "1,2"],
            "--weights '1,2' has 2 weights; it needs one per set (1)",
        ),
        (
            &["lanes", "ternlog", "0x96", "1", "2", "3", "4"],
            "but 4 sets were given",
        ),
        (
            &["methods", "popcont"],
            "unknown family 'popcont' (did you mean 'popcount'",
        ),
        // Negative numbers reach the option's own check, not clap's "unexpected argument".
        (
            &["subsets", "e4", "--limit", "-1"],
            "'-1' is not a count (decimal or 0x hex)",
        ),
        (
            &["two-adic", "--index", "-1"],
            "index '-1' is out of range (must be 0 to 5)",
        ),
        (
            &["shift", "n", "e4", "--steps", "-1"],
            "steps '-1' is out of range (must be 0 to 64)",
        ),
        (
            &["psign", "1", "2", "--width", "-8"],
            "--width -8: PSIGN has lanes of 8, 16 or 32 bits",
        ),
        (&["magics", "--seed", "-1"], "'-1' is not a 64-bit seed"),
        // A set where a count goes says what it came to.
        (
            &["rotl", "e4", "e4"],
            "N 'e4' (= 268435456) is out of range (must be 0 to 63)",
        ),
        (
            &["genshift", "1", "64", "--all-methods"],
            "takes S from -63 to 63 (the page's -64 < s < 64), not 64 (--all-methods runs it too)",
        ),
    ] {
        let (code, out, err) = bbtool(args);
        assert_eq!((code, out.as_str()), (2, ""), "{args:?}");
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(err.contains(message), "{args:?}: {err}");
    }
    // One of a thing is singular.
    let (_, out, _) = bbtool(&["subsets", "1"]);
    assert!(
        out.starts_with("subsets of 0x0000000000000001 (1 bit, 2 subsets)"),
        "{out}"
    );
    let (_, out, _) = bbtool(&["scan", "1", "--with-reset", "--color", "never"]);
    assert!(
        out.contains("1 scan, each with the found bit reset:"),
        "{out}"
    );
    assert_eq!(bbtool(&["bit", "bt", "e4", "28", "-f", "dec"]).1, "1\n");
    assert_eq!(
        bbtool(&["subsets", "0xff", "--limit", "0x2", "-f", "dec"]).1,
        "0\n1\n"
    );
}

#[test]
fn scan_first_with_q_answers_by_its_status_alone() {
    assert_eq!(
        bbtool(&["scan", "0x80", "--first", "-q"]),
        (0, String::new(), String::new())
    );
    assert_eq!(
        bbtool(&["scan", "0", "--last", "-q"]),
        (1, String::new(), String::new())
    );
    // A stream: nothing printed, and status 1 when any line has no bit.
    let stream = |lines: &str| common::run_with(&["scan", "-", "--first", "-q"], lines);
    assert_eq!(stream("1\n0x80\n"), (0, String::new(), String::new()));
    assert_eq!(stream("1\n0\n4\n"), (1, String::new(), String::new()));
}

#[test]
fn popcount_counts_standard_input_as_a_file() {
    let bytes: Vec<u8> = (0..=255u8).cycle().take(5000).collect();
    let expected: u32 = bytes.iter().map(|b| b.count_ones()).sum();
    let path = std::env::temp_dir().join(format!("bbtool-file-{}.bin", std::process::id()));
    std::fs::write(&path, &bytes).unwrap();
    let from_file = bbtool(&["popcount", "--file", path.to_str().unwrap(), "-f", "dec"]);
    std::fs::remove_file(&path).unwrap();
    assert_eq!(from_file.1, format!("{expected}\n"));
    let out = Command::cargo_bin("bbtool")
        .unwrap()
        .args(["popcount", "--file", "-", "-f", "dec"])
        .write_stdin(bytes)
        .output()
        .unwrap();
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        format!("{expected}\n")
    );
}

#[test]
fn reports_label_operands_as_typed_and_parts_in_the_format() {
    for args in [
        &["scan", "e4,d5"][..],
        &["scan", "e4,d5", "--isolated"],
        &["scan", "e4,d5", "--split", "bytes"],
        &["scan", "e4,d5", "--with-reset"],
    ] {
        let report = json_of(&[args, &["--json"]].concat());
        assert_eq!(report["operands"][0]["label"], "e4,d5", "{args:?}");
    }
    assert_eq!(
        bbtool(&["scan", "e4,d5", "--split", "bytes", "-f", "dec"]).1,
        "3 16 268435456 4 8 34359738368\n"
    );
    assert_eq!(
        bbtool(&["scan", "e4,d5", "--split", "words", "-f", "oct"]).1,
        "1 0o010000 0o0000000000002000000000 2 0o000010 0o0000000000400000000000\n"
    );
    // Several sets on a line keep apart in the squares format: commas within a set,
    // `empty` for none.
    assert_eq!(
        bbtool(&["bit", "mulx", "0x8000000000000000", "6", "-f", "squares"]).1,
        "a1,b1 empty\n"
    );
    assert_eq!(
        bbtool(&["counts", "e4", "e4,d5", "-f", "squares"])
            .1
            .lines()
            .nth(1),
        Some("1 d5 e4,d5")
    );
    // Commands with subcommands name the one that ran as `op`, batch lines too.
    let lanes = json_of(&["lanes", "popcntd", "-1", "--json"]);
    assert_eq!(
        (&lanes["command"], &lanes["op"]),
        (&json!("lanes"), &json!("popcntd"))
    );
    let swap = json_of(&["swap", "bits", "0xff", "0", "4", "2", "--json"]);
    assert_eq!(
        (&swap["op"], &swap["i"], &swap["n"]),
        (&json!("bits"), &json!(0), &json!(2))
    );
    let (_, line, _) = common::run_with(&["swap", "delta", "-", "0xf", "4", "--json"], "0xff\n");
    let line: Value = serde_json::from_str(&line).unwrap();
    assert_eq!((&line["op"], &line["delta"]), (&json!("delta"), &json!(4)));
    // The side is a pawn's only.
    let rook = json_of(&["attacks", "rook", "d4", "--json"]);
    assert!(rook.get("color").is_none(), "{rook}");
    let pawn = json_of(&["attacks", "pawn", "d4", "--side", "black", "--json"]);
    assert_eq!(pawn["color"], "black");
    // A subcommand's help begins with its own summary.
    let help = bbtool(&["lanes", "lzcnt", "--help"]).1;
    assert!(
        help.starts_with("VPLZCNTQ: the leading zeros of each lane"),
        "{help}"
    );
}
