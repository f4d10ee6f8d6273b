//! End-to-end tests of `attacks`, `pushes`, `explain`, `subsets` and `magics`: values
//! worked out by hand on the board, every method agreeing, batch mode and bad input.

mod common;
use common::{bbtool, spawn_piped, stdout_of};

use serde_json::Value;

fn squares(args: &[&str]) -> String {
    let mut all = args.to_vec();
    all.extend(["-f", "squares"]);
    stdout_of(&all).trim_end().to_string()
}

fn json_of(args: &[&str]) -> Value {
    let mut all = args.to_vec();
    all.push("--json");
    serde_json::from_str(stdout_of(&all).trim_end()).unwrap()
}

/// The set of the named squares (a1 = bit 0).
fn set(names: &str) -> u64 {
    names
        .split_whitespace()
        .map(|n| {
            let b = n.as_bytes();
            1u64 << ((b[1] - b'1') * 8 + (b[0] - b'a'))
        })
        .fold(0, |a, b| a | b)
}

fn hex(v: u64) -> String {
    format!("{v:#018x}")
}

#[test]
fn rook_stops_at_the_first_blocker_on_each_ray() {
    // d4: south to d1, west to a4, east blocked by f4, north blocked by d6.
    let want = "d1 d2 d3 a4 b4 c4 e4 f4 d5 d6";
    assert_eq!(
        squares(&["attacks", "rook", "d4", "--occ", "d6 | f4"]),
        want
    );
    // The own square in the occupancy changes nothing; --side is ignored for a rook.
    assert_eq!(
        squares(&[
            "attacks",
            "r",
            "d4",
            "--occ",
            "d4 | d6 | f4",
            "--side",
            "black"
        ]),
        want
    );
}

#[test]
fn leapers_match_the_board() {
    assert_eq!(squares(&["attacks", "knight", "a1"]), "c2 b3");
    assert_eq!(squares(&["attacks", "n", "a1", "--side", "black"]), "c2 b3");
    assert_eq!(squares(&["attacks", "king", "a1"]), "b1 a2 b2");
    assert_eq!(
        squares(&["attacks", "k", "e4", "--occ", "e5"]),
        "d3 e3 f3 d4 f4 d5 e5 f5"
    );
    assert_eq!(squares(&["attacks", "pawn", "e4"]), "d5 f5");
    assert_eq!(
        squares(&["attacks", "pawn", "e4", "--side", "black"]),
        "d3 f3"
    );
    assert_eq!(squares(&["attacks", "p", "a2", "--side", "white"]), "b3");
    assert_eq!(squares(&["attacks", "pawn", "h7", "--side", "b"]), "g6");
}

#[test]
fn queen_is_rook_and_bishop() {
    // Bishop rays from d4: a1..c3, e3 f2 (blocked), c5 b6 (blocked), e5..h8.
    let want = "a1 d1 b2 d2 f2 c3 d3 e3 a4 b4 c4 e4 f4 c5 d5 e5 b6 d6 f6 g7 h8";
    let occ = "d6 | f4 | b6 | f2";
    assert_eq!(squares(&["attacks", "queen", "d4", "--occ", occ]), want);
    let json = json_of(&["attacks", "q", "d4", "--occ", occ, "--all-methods"]);
    let methods = json["methods"].as_array().unwrap();
    assert!(methods.len() >= 4, "{json}");
    for m in methods {
        assert_eq!(m["result"], hex(set(want)), "{m}");
    }
}

#[test]
fn json_names_piece_square_colour_occupancy_and_method() {
    let json = json_of(&["attacks", "pawn", "e4", "--side", "black", "--occ", "d3"]);
    assert_eq!(json["result"], hex(set("d3 f3")));
    assert_eq!(json["piece"], "pawn");
    assert_eq!(json["square"], "e4");
    assert_eq!(json["color"], "black");
    assert_eq!(json["occupancy"], hex(set("d3")));
    assert_eq!(json["method"], "pawn-table");
    let rook = json_of(&["attacks", "rook", "d4", "--method", "ray-walk"]);
    assert_eq!(rook["method"], "ray-walk");
}

#[test]
fn human_output_marks_piece_captures_and_blockers() {
    let text = stdout_of(&[
        "attacks",
        "rook",
        "d4",
        "--occ",
        "d6 | f4 | h8",
        "--color",
        "never",
    ]);
    assert!(text.contains("6 . . . * . . . ."), "{text}");
    assert!(text.contains("4 x x x R x * . ."), "{text}");
    assert!(text.contains("8 . . . . . . . o"), "{text}");
    assert!(text.contains("* attacked occupied (capture)"), "{text}");
    assert!(
        text.contains("squares  d1 d2 d3 a4 b4 c4 e4 f4 d5 d6"),
        "{text}"
    );
    assert!(text.contains("\npath: "), "{text}");
    let knight = stdout_of(&["attacks", "knight", "b1", "--color", "never"]);
    assert!(
        knight.contains("path: knight-table (software: precomputed knight attack table)"),
        "{knight}"
    );
}

#[test]
fn every_slider_method_gives_the_same_attacks() {
    let listing = stdout_of(&["methods", "rook-attacks", "--json"]);
    let family: Value = serde_json::from_str(listing.trim_end()).unwrap();
    let runnable: Vec<&str> = family["methods"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|m| m["runnable"] == true)
        .map(|m| m["name"].as_str().unwrap())
        .collect();
    assert!(runnable.contains(&"magic") && runnable.contains(&"kogge-stone"));
    for piece in ["rook", "bishop", "queen"] {
        let by = |method: &str| {
            let occ = "0x0020400812a40000";
            stdout_of(&[
                "attacks", piece, "c6", "--occ", occ, "-f", "hex", "--method", method,
            ])
        };
        let reference = by("ray-walk");
        for method in &runnable {
            assert_eq!(by(method), reference, "{piece} by {method}");
        }
    }
    let table = stdout_of(&[
        "attacks",
        "bishop",
        "c6",
        "--all-methods",
        "--color",
        "never",
    ]);
    assert!(
        table.contains(&format!("all {} methods agree", runnable.len())),
        "{table}"
    );
    assert!(table.contains("kogge-stone"), "{table}");
}

#[test]
fn line_attacks_by_hyperbola_quintessence() {
    assert_eq!(
        squares(&["attacks", "line", "rank", "d4", "--occ", "b4,g4"]),
        "b4 c4 e4 f4 g4"
    );
    assert_eq!(
        squares(&["attacks", "line", "file", "d4", "--occ", "d2,d7"]),
        "d2 d3 d5 d6 d7"
    );
    assert_eq!(
        squares(&["attacks", "line", "diagonal", "d4", "--occ", "b2"]),
        "b2 c3 e5 f6 g7 h8"
    );
    assert_eq!(
        squares(&["attacks", "line", "antidiagonal", "d4", "--occ", "f2"]),
        "f2 e3 c5 b6 a7"
    );
    let json = json_of(&[
        "attacks",
        "line",
        "rank",
        "d4",
        "--occ",
        "b4",
        "--all-methods",
    ]);
    assert_eq!(json["method"], "hyperbola-cooijmans");
    let methods = bbtool::attacks::LINE_ATTACKS.methods.len();
    assert_eq!(json["methods"].as_array().unwrap().len(), methods);
}

#[test]
fn attacks_of_a_whole_set_are_the_union() {
    assert_eq!(
        squares(&["attacks", "knight", "--from", "a1,h8"]),
        "c2 b3 g6 f7"
    );
    assert_eq!(
        squares(&["attacks", "pawn", "--from", "d4,e4"]),
        "c5 d5 e5 f5"
    );
    assert_eq!(
        squares(&["attacks", "pawn", "--from", "d4,e4", "--side", "black"]),
        "c3 d3 e3 f3"
    );
    // Two rooks block each other: the union of each with the other as a blocker.
    let a1 = set("b1 c1 d1 e1 f1 g1 h1 a2 a3 a4");
    let a4 = set("a1 a2 a3 b4 c4 d4 e4 f4 g4 h4 a5 a6 a7 a8");
    let json = json_of(&["attacks", "rook", "--from", "a1,a4", "--all-methods"]);
    assert_eq!(json["result"], hex(a1 | a4));
    assert_eq!(json["from"], hex(set("a1 a4")));
    let names: Vec<&str> = json["methods"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["method"].as_str().unwrap())
        .collect();
    // The AVX2 and AVX-512 builds of Kogge-Stone run where the CPU has them.
    let portable: Vec<&str> = names
        .iter()
        .copied()
        .filter(|n| !n.ends_with("-avx2") && !n.ends_with("-avx512"))
        .collect();
    assert_eq!(
        portable,
        ["ray-walk", "kogge-stone", "generalized-hyperbola"]
    );
    let queens = json_of(&[
        "attacks",
        "queen",
        "--from",
        "d4,e4",
        "--occ",
        "rank6",
        "--all-methods",
    ]);
    let one = |sq: &str| {
        let other = if sq == "d4" {
            "e4 | rank6"
        } else {
            "d4 | rank6"
        };
        let j = json_of(&["attacks", "queen", sq, "--occ", other]);
        u64::from_str_radix(&j["result"].as_str().unwrap()[2..], 16).unwrap()
    };
    assert_eq!(queens["result"], hex(one("d4") | one("e4")));
}

#[test]
fn pawn_pushes_single_and_double() {
    // White pawns on rank 2, c3 and e4 occupied: c cannot move, e pushes once.
    let json = json_of(&["pushes", "rank2", "--occ", "c3,e4"]);
    assert_eq!(json["single"], hex(set("a3 b3 d3 e3 f3 g3 h3")));
    assert_eq!(json["double"], hex(set("a4 b4 d4 f4 g4 h4")));
    assert_eq!(
        json["result"],
        hex(set("a3 b3 d3 e3 f3 g3 h3 a4 b4 d4 f4 g4 h4"))
    );
    let black = json_of(&["pushes", "rank7", "--occ", "d5", "--side", "black"]);
    assert_eq!(black["single"], hex(0x0000_ff00_0000_0000));
    assert_eq!(black["double"], hex(0x0000_00f7_0000_0000));
    // Pawns off the start rank only push once.
    assert_eq!(squares(&["pushes", "e3"]), "e4");
    let human = stdout_of(&["pushes", "rank2", "--occ", "c3,e4", "--color", "never"]);
    assert!(human.contains("4 2 2 . 2 o 2 2 2"), "{human}");
}

#[test]
fn explain_gives_mask_indices_and_magic() {
    // Rook a1 with blockers d1 and a4: mask bits b1 c1 d1 e1 f1 g1 a2 a3 a4 ...
    let json = json_of(&["explain", "rook", "a1", "--occ", "d1,a4"]);
    assert_eq!(json["relevant_bits"], 12);
    assert_eq!(json["mask"], "0x000101010101017e");
    assert_eq!(json["index"], 1 << 2 | 1 << 8);
    assert_eq!(json["offset"], 0);
    assert_eq!(json["shift"], 52);
    assert_eq!(json["result"], hex(set("b1 c1 d1 a2 a3 a4")));
    for key in ["magic", "magic_index", "entry", "magic_entry"] {
        assert!(json.get(key).is_some(), "{key} in {json}");
    }
    let bishop = json_of(&["explain", "bishop", "h8"]);
    assert_eq!(bishop["relevant_bits"], 6);
    let human = stdout_of(&["explain", "rook", "a1", "--color", "never"]);
    assert!(human.contains("mask (12 bits)"), "{human}");
    assert!(human.contains("pext index"), "{human}");
}

#[test]
fn subsets_by_the_carry_rippler() {
    let hexes = stdout_of(&["subsets", "a1,c1,e1", "-f", "hex"]);
    let got: Vec<&str> = hexes.lines().collect();
    let want: Vec<String> = (0..8u64)
        .map(|k| hex((k & 1) | (k >> 1 & 1) << 2 | (k >> 2 & 1) << 4))
        .collect();
    assert_eq!(got, want);
    let human = stdout_of(&["subsets", "a1,c1,e1"]);
    assert!(human.trim_end().ends_with("count 8"), "{human}");
    assert_eq!(
        stdout_of(&["subsets", "rank2", "--limit", "3", "-f", "dec"]),
        "0\n256\n512\n"
    );
    let json = stdout_of(&["subsets", "a1,b1", "--json"]);
    assert_eq!(json.lines().count(), 4);
    // Human output refuses 2^20 subsets without --limit; machine formats stream.
    let out = bbtool()
        .args(["subsets", "rank1 | rank2 | d3,e3,f3,g3"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("--limit"));
    let limited = stdout_of(&["subsets", "rank1 | rank2 | d3,e3,f3,g3", "--limit", "2"]);
    assert!(
        limited.contains("stopped by --limit; 1048576 in all"),
        "{limited}"
    );
}

#[test]
fn magics_reproduce_the_checked_in_ones() {
    let text = stdout_of(&["magics"]);
    assert!(
        text.contains("reproduces the checked-in rook magics"),
        "{text}"
    );
    assert!(
        text.contains("reproduces the checked-in bishop magics"),
        "{text}"
    );
    let other = stdout_of(&["magics", "--piece", "bishop", "--seed", "1", "--json"]);
    let objects: Vec<Value> = other
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(objects.len(), 64);
    assert!(objects.iter().any(|o| o["checked_in"] == false));
    assert_eq!(objects[63]["square"], "h8");
    assert_eq!(objects[63]["shift"], 58);
    assert_eq!(objects[0]["seed"], "0x0000000000000001");
    // A seed past 2^53 is a string, so a reader with double-precision numbers (jq,
    // JavaScript) keeps it exact, and it is taken back as --seed.
    let widest = stdout_of(&[
        "magics",
        "--piece",
        "bishop",
        "--seed",
        "18446744073709551615",
        "--json",
    ]);
    let first: Value = serde_json::from_str(widest.lines().next().unwrap()).unwrap();
    assert_eq!(first["seed"], "0xffffffffffffffff");
    let again = stdout_of(&[
        "magics",
        "--piece",
        "bishop",
        "--seed",
        first["seed"].as_str().unwrap(),
        "--json",
    ]);
    assert_eq!(again, widest);
}

#[test]
fn occupancies_stream_from_standard_input() {
    let out = bbtool()
        .args(["attacks", "rook", "d4", "--occ", "-", "-f", "hex"])
        .write_stdin("d6\nrank4\n")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    let first = set("d1 d2 d3 a4 b4 c4 e4 f4 g4 h4 d5 d6");
    let second = set("d1 d2 d3 c4 e4 d5 d6 d7 d8");
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        format!("{}\n{}\n", hex(first), hex(second))
    );
    let from = bbtool()
        .args(["attacks", "knight", "--from", "-", "-f", "squares"])
        .write_stdin("a1\nh8\n")
        .output()
        .unwrap();
    assert_eq!(String::from_utf8(from.stdout).unwrap(), "c2 b3\ng6 f7\n");
}

#[test]
fn bad_input_exits_2_with_one_line_naming_it() {
    for (args, named) in [
        (&["attacks", "dragon", "d4"][..], "unknown piece 'dragon'"),
        (&["attacks", "rook", "i9"], "unknown square 'i9'"),
        (
            &["attacks", "pawn", "e4", "--side", "green"],
            "invalid value 'green' for '--side",
        ),
        (&["attacks", "rook", "d4", "--occ", "d4 &"], "--occ"),
        (
            &["attacks", "line", "diagonals", "d4"],
            "unknown line 'diagonals'",
        ),
        (&["attacks", "rook"], "needs a SQUARE or --from"),
        (
            &["attacks", "rook", "d4", "--method", "nope"],
            "unknown method 'nope' for 'attacks' (see 'bbtool methods rook-attacks bishop-attacks ",
        ),
        (
            &["pushes", "rank2", "--side", "red"],
            "invalid value 'red' for '--side",
        ),
        (&["explain", "queen", "d4"], "unknown slider 'queen'"),
        (&["magics", "--seed", "x1"], "x1"),
    ] {
        let out = bbtool().args(args).output().unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert!(err.starts_with("bbtool: error: "), "{args:?}: {err}");
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(err.contains(named), "{args:?}: {err}");
        assert!(out.stdout.is_empty(), "{args:?}");
    }
}

#[test]
fn subsets_of_the_whole_board_stream_until_the_pipe_closes() {
    use std::io::{BufRead, BufReader, Write};
    // As an argument, and as a line of standard input after a small set (a batch value's
    // subsets are written as they are made, not gathered first).
    let runs: [(&[&str], &str, [u64; 5]); 2] = [
        (&["subsets", "-1", "-f", "hex"], "", [0, 1, 2, 3, 4]),
        (
            &["subsets", "-", "-f", "hex"],
            "a1,c1\n-1\n",
            [0, 1, 4, 5, 0],
        ),
    ];
    for (args, input, want) in runs {
        let mut child = spawn_piped(args);
        let mut stdin = child.stdin.take().unwrap();
        stdin.write_all(input.as_bytes()).unwrap();
        drop(stdin);
        let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
        let first: Vec<String> = lines.by_ref().take(5).map(Result::unwrap).collect();
        assert_eq!(first, want.map(hex), "{args:?}");
        // Dropping the reader closes the pipe long before 2^64 subsets.
        drop(lines);
        let out = child.wait_with_output().unwrap();
        assert_eq!(out.status.code(), Some(0), "{args:?}");
        assert_eq!(String::from_utf8_lossy(&out.stderr), "", "{args:?}");
    }
}
