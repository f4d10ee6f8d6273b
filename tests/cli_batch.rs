//! Batch mode (`-`): every command's output for lines of standard input equals its output
//! for each line given as the argument, in every format; `-` in any VALUE position; two
//! `-` operands; bad lines (numbered, in order, exit 2); a byte order mark; one write per
//! report.

mod common;

use common::run_with;
use serde_json::Value;

/// Every batch command, `-` where the line goes.
const COMMANDS: &[&[&str]] = &[
    &["show", "-"],
    &["calc", "-"],
    &["popcount", "-"],
    &["scan", "-"],
    &["scan", "-", "--first"],
    &["scan", "-", "--last"],
    &["scan", "-", "--reverse"],
    &["scan", "-", "--flip"],
    &["scan", "-", "--method", "debruijn-isolated"],
    &["bit", "blsr", "-"],
    &["bit", "tzcnt", "-"],
    &["bit", "lzcnt", "-"],
    &["bit", "blsmsk", "-"],
    &["bit", "bextr", "-", "8", "4"],
    &["bit", "bzhi", "-", "12"],
    &["bit", "andn", "rank4", "-"],
    &["pext", "-", "0xff00ff"],
    &["pext", "0xff00ff", "-"],
    &["pdep", "-", "0xff00ff"],
    &["pdep", "0xff00ff", "-"],
    &["and", "rank4", "-"],
    &["and", "-", "rank4", "filed"],
    &["or", "-", "rank4"],
    &["and", "-1", "rank4", "filed", "center", "-", "d4,e4"],
    &["or", "a1", "-", "b2", "c3", "d4", "h8"],
    &["xor", "rank4", "filed", "center", "rank5", "0xff", "-"],
    &["xor", "rank4", "-"],
    &["andn", "-", "rank4"],
    &["andn", "rank4", "-"],
    &["not", "-"],
    &["sub", "rank4", "-"],
    &["xnor", "-", "center"],
    &["is", "empty", "-"],
    &["is", "subset", "-", "rank4"],
    &["is", "subset", "rank4", "-"],
    &["is", "single", "-", "-q"],
    &["shift", "n", "-"],
    &["shift", "se", "-", "--steps", "2"],
    &["shl", "-", "8"],
    &["rotr", "-", "3"],
    &["genshift", "-", "-3"],
    &["rotate", "90", "-"],
    &["flip", "vertical", "-"],
    &["flip", "diagonal", "-"],
    &["reverse", "-"],
    &["swap", "delta", "-", "0x5555555555555555", "1"],
    &["swap", "bits", "-", "0", "8", "8"],
    &["remap", "-", "--from", "lerf", "--to", "berf"],
    &["swar", "add", "-", "0x0101"],
    &["kogge-stone-add", "-", "1"],
    &["counts", "-", "rank4", "e4"],
    &["ternlog", "0xe8", "-", "rank4", "e4"],
    &["ternlog", "0x96", "rank4", "e4", "-"],
    &[
        "ternlog", "0x1b", "-", "e4", "rank4", "--method", "minterms",
    ],
    &["hamming", "-", "rank1"],
    &["popcount3", "e4", "-", "rank1"],
    &["popcount-sum", "e4", "-", "rank1", "filed"],
    &[
        "popcount-sum",
        "e4",
        "-",
        "rank1",
        "filed",
        "center",
        "0xff",
    ],
    &["weighted", "-"],
    &["attacks", "pawn", "e4", "--occ", "-"],
    &["attacks", "pawn", "e4", "--occ", "-", "--side", "black"],
    &["attacks", "knight", "d4", "--occ", "-"],
    &["attacks", "bishop", "d4", "--occ", "-"],
    &["attacks", "rook", "d4", "--occ", "-"],
    &["attacks", "queen", "d4", "--occ", "-"],
    &["attacks", "king", "d4", "--occ", "-"],
    &[
        "attacks", "queen", "d4", "--occ", "-", "--method", "ray-walk",
    ],
    &["attacks", "rook", "h8", "--occ", "-", "--path", "software"],
    &["attacks", "rook", "--from", "-"],
    &["attacks", "queen", "--from", "-", "--occ", "d5"],
    &["attacks", "knight", "--from", "-"],
    &["attacks", "pawn", "--from", "-", "--side", "black"],
    &["attacks", "king", "--from", "e4,h8", "--occ", "-"],
    &["attacks", "bishop", "--from", "c3,f6", "--occ", "-"],
    &["attacks", "line", "rank", "d4", "--occ", "-"],
    &["attacks", "line", "file", "b7", "--occ", "-"],
    &["attacks", "line", "diagonal", "c2", "--occ", "-"],
    &["attacks", "line", "antidiagonal", "f3", "--occ", "-"],
    &[
        "attacks", "line", "rank", "h5", "--occ", "-", "--method", "ray-walk",
    ],
    &["pushes", "-", "--occ", "rank4"],
    &["pushes", "rank2", "--occ", "-"],
    &["explain", "rook", "d4", "--occ", "-"],
    &["subsets", "-", "--limit", "300"],
    &["xorswap", "-", "rank4"],
    &["xorswap", "rank4", "-", "--mask", "0xff00ff"],
];

/// Mixed lines: plain numbers, names, expressions, the empty set, a leading `-`.
const LINES: &[&str] = &["0xff", "e4", "rank4 | d5", "0", "-e4", "  c3,f6  ", "12345"];

/// The formats compared as printed.
const MACHINE: &[&[&str]] = &[
    &["-f", "hex"],
    &["-f", "dec"],
    &["-f", "squares"],
    &["-f", "bin"],
];

/// `command` with `value` in place of its `-`, then `format`.
fn args_with<'a>(command: &[&'a str], value: &'a str, format: &[&'a str]) -> Vec<&'a str> {
    let mut args: Vec<&str> = command
        .iter()
        .map(|&a| if a == "-" { value } else { a })
        .collect();
    args.extend_from_slice(format);
    args
}

/// What running `command` once per value gives: stdout and stderr joined, the worst exit.
fn one_by_one(command: &[&str], values: &[String], format: &[&str]) -> (i32, String, String) {
    let mut joined = (0, String::new(), String::new());
    for (line, value) in (1..).zip(values) {
        let (code, out, err) = run_with(&args_with(command, value, format), "");
        assert!(code <= 1, "{command:?} {value:?} {format:?}: {err}");
        joined.0 = joined.0.max(code);
        joined.1 += &out;
        // A batch names the line of a false answer's message.
        joined.2 += &match err.strip_prefix("bbtool: ") {
            Some(message) => format!("bbtool: line {line}: {message}"),
            None => err,
        };
    }
    joined
}

/// A JSON line without what only a single-value report has, its `input` text, with its
/// keys in their order (the text, since objects compare equal in any order).
fn comparable(line: &str) -> String {
    let mut value: Value = serde_json::from_str(line).unwrap_or_else(|e| panic!("{line}: {e}"));
    if let Some(object) = value.as_object_mut() {
        object.shift_remove("input");
    }
    value.to_string()
}

#[test]
fn every_command_streams_as_it_runs_one_value() {
    let input: String = LINES.iter().map(|l| format!("{l}\n")).collect();
    let texts: Vec<String> = LINES.iter().map(|l| l.to_string()).collect();
    // Human and JSON reports caption a line by its hex value: the single runs get that.
    let hexes: Vec<String> = LINES
        .iter()
        .map(|l| run_with(&["calc", l, "-f", "hex"], "").1.trim().to_string())
        .collect();
    for command in COMMANDS {
        for format in MACHINE {
            let (code, out, err) = run_with(&args_with(command, "-", format), &input);
            let want = one_by_one(command, &texts, format);
            assert_eq!(
                (code, &out, &err),
                (want.0, &want.1, &want.2),
                "{command:?} {format:?}"
            );
        }
        let (code, out, err) = run_with(&args_with(command, "-", &[]), &input);
        let want = one_by_one(command, &hexes, &[]);
        assert_eq!(
            (code, &out, &err),
            (want.0, &want.1, &want.2),
            "{command:?} human"
        );
        let (code, out, _) = run_with(&args_with(command, "-", &["--json"]), &input);
        let want = one_by_one(command, &hexes, &["--json"]);
        assert_eq!(code, want.0, "{command:?} json");
        let got: Vec<String> = out.lines().map(comparable).collect();
        let expected: Vec<String> = want.1.lines().map(comparable).collect();
        assert_eq!(got, expected, "{command:?} json");
    }
}

#[test]
fn two_dashes_are_refused_for_every_command() {
    for args in [
        &["show", "-", "-"][..],
        &["popcount", "-", "-"],
        &["show", "e4", "-", "d5", "-"],
        &["and", "-", "-"],
        &["pext", "-", "-"],
        &["attacks", "rook", "--from", "-", "--occ", "-"],
        &["counts", "-", "e4", "-"],
    ] {
        let (code, out, err) = run_with(args, "e4\n");
        assert_eq!(code, 2, "{args:?}");
        assert_eq!(out, "", "{args:?}");
        assert_eq!(
            err, "bbtool: error: only one argument may be '-' (standard input)\n",
            "{args:?}"
        );
    }
}

#[test]
fn the_dash_works_in_every_value_position() {
    let cases: &[(&[&str], &str, &str)] = &[
        (
            &["pext", "0xff00ff", "-", "-f", "hex"],
            "0xff\n",
            "0x00000000000000ff\n",
        ),
        (
            &["pext", "-", "0xff00ff", "-f", "hex"],
            "0x10000\n",
            "0x0000000000000100\n",
        ),
        (&["and", "rank4", "-", "-f", "squares"], "e4,e5\n", "e4\n"),
        (
            &["attacks", "rook", "d4", "--occ", "-", "-f", "squares"],
            "d6|f4\n",
            "d1 d2 d3 a4 b4 c4 e4 f4 d5 d6\n",
        ),
        (
            &["attacks", "knight", "--from", "-", "-f", "squares"],
            "a1\n",
            "c2 b3\n",
        ),
        (
            &[
                "attacks", "rook", "--from", "a1", "--occ", "-", "-f", "squares",
            ],
            "a3,c1\n",
            "b1 c1 a2 a3\n",
        ),
    ];
    for (args, input, want) in cases {
        let (code, out, err) = run_with(args, input);
        assert_eq!((code, out.as_str()), (0, *want), "{args:?}: {err}");
    }
}

#[test]
fn bad_lines_are_numbered_and_the_rest_print_in_order() {
    let input = "e4\nbogus\n0x10\n\n# comment\n1 +\nd5\n";
    for format in ["hex", "squares"] {
        let (code, out, err) = run_with(&["show", "-f", format, "-"], input);
        assert_eq!(code, 2);
        let want = if format == "hex" {
            "0x0000000010000000\n0x0000000000000010\n0x0000000800000000\n"
        } else {
            "e4\ne1\nd5\n"
        };
        assert_eq!(out, want);
        let lines: Vec<&str> = err.lines().collect();
        assert_eq!(lines.len(), 3, "{err}");
        assert!(
            lines[0].starts_with("bbtool: error: line 2: unknown name 'bogus'"),
            "{err}"
        );
        assert!(lines[1].starts_with("bbtool: error: line 6: "), "{err}");
        assert_eq!(lines[2], "bbtool: error: 2 of 7 input lines were bad");
    }
    // A value the operation refuses is a bad line too, numbered the same way.
    let (code, out, err) = run_with(
        &["swap", "delta", "0xff", "-", "1", "-f", "hex"],
        "1\n0x03\n0x01\n",
    );
    assert_eq!(code, 2);
    assert_eq!(out.lines().count(), 2, "{out}");
    assert!(err.starts_with("bbtool: error: line 2: "), "{err}");
    // So is a value too wide for `popcount --width`, with the message of one value.
    let (code, out, err) = run_with(
        &["popcount", "--width", "16", "-", "-f", "dec"],
        "0x10\n0x10000\n0xffff\n",
    );
    assert_eq!(code, 2);
    assert_eq!(out, "1\n16\n");
    assert!(
        err.starts_with(
            "bbtool: error: line 2: 0x0000000000010000 does not fit in 16 bits (--width 16)\n"
        ),
        "{err}"
    );
    // An empty set has no first member: its line gets no output (exit 1, a false
    // answer), and the report names the line.
    let (code, out, err) = run_with(&["scan", "-", "--first", "-f", "dec"], "e4\n0\nd5\n");
    assert_eq!((code, out.as_str()), (1, "28\n35\n"));
    assert_eq!(
        err,
        "bbtool: line 2: the set is empty: it has no LS1B (a zero count would give 64)\n"
    );
    // Reports go to stderr after the output of the lines before them (one stream here).
    let out = common::bbtool()
        .args(["popcount", "-f", "dec", "-"])
        .write_stdin("0xff\nbad\n7\n")
        .output()
        .unwrap();
    assert_eq!(String::from_utf8_lossy(&out.stdout), "8\n3\n");
}

#[test]
fn a_byte_order_mark_at_the_start_is_skipped() {
    for line in ["0xff", "e4", "0x00000000000000ff"] {
        let input = format!("\u{feff}{line}\n{line}\n");
        let (code, out, err) = run_with(&["show", "-f", "hex", "-"], &input);
        assert_eq!(code, 0, "{err}");
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines.len(), 2);
        assert_eq!(lines[0], lines[1]);
    }
    // Only at the start.
    let (code, _, err) = run_with(&["show", "-f", "hex", "-"], "e4\n\u{feff}e4\n");
    assert_eq!(code, 2);
    assert!(err.contains("line 2"), "{err}");
}

#[test]
fn values_may_begin_with_a_dash() {
    let cases: &[(&[&str], &str)] = &[
        (&["calc", "-(1)", "-f", "hex"], "0xffffffffffffffff\n"),
        (&["calc", "-1 | e4", "-f", "dec"], "18446744073709551615\n"),
        (&["show", "-e4", "-f", "hex"], "0xfffffffff0000000\n"),
        (
            &["show", "e4", "-e4", "-f", "hex"],
            "0x0000000010000000\n0xfffffffff0000000\n",
        ),
        (&["-f", "hex", "show", "-e4"], "0xfffffffff0000000\n"),
        (
            &["attacks", "rook", "d4", "--occ", "-f3", "-f", "squares"],
            "d1 d2 d3 c4 e4 d5\n",
        ),
        (&["and", "rank4", "-e4", "-f", "squares"], "e4 f4 g4 h4\n"),
        (&["popcount", "-e4", "-f", "dec"], "36\n"),
        (&["bit", "blsr", "-e4", "-f", "hex"], "0xffffffffe0000000\n"),
    ];
    for (args, want) in cases {
        let (code, out, err) = run_with(args, "");
        assert_eq!((code, out.as_str()), (0, *want), "{args:?}: {err}");
    }
    // A lone `-` still reads standard input, and options still work after the values.
    let (code, out, _) = run_with(&["show", "-e4", "-", "--bytes", "-f", "hex"], "e4\n");
    assert_eq!(code, 0);
    assert_eq!(out.lines().count(), 4, "{out}");
}

#[test]
fn plain_numbers_read_alike_in_every_spelling_and_mix() {
    // Hex of every width and case, decimal, CRLF ends and blanks around numbers, in runs
    // and mixed line by line, long enough for the bulk parsers and their backing off.
    let mut rng = bbtool::rng::SplitMix64(5);
    let mut input = String::new();
    let mut want = String::new();
    for i in 0..3000 {
        let v = rng.next_u64() >> (rng.next_u64() % 64);
        let spelling = if i < 1500 { i / 300 } else { i % 5 };
        input += &match spelling {
            0 => format!("{v}\n"),
            1 => format!(" {v:#x} \n"),
            2 => format!("0X{v:X}\n"),
            3 => format!("{v:#x}\r\n"),
            _ => format!("{v}\r\n"),
        };
        want += &format!("{v:#018x}\n");
    }
    let (code, out, err) = run_with(&["show", "-", "-f", "hex"], &input);
    assert_eq!((code, err.as_str()), (0, ""));
    assert_eq!(out, want);
}

#[test]
fn every_machine_format_reads_back_as_values() {
    // A pipeline may hand one command's output to the next in any format with a line per
    // value. The empty set's `-f squares` line is blank, which input skips, so that format
    // is checked without it.
    use bbtool::render::Format;
    use clap::ValueEnum;
    let mut rng = bbtool::rng::SplitMix64(11);
    let mut values = vec![0, 1, 1 << 63, u64::MAX, 0x0000_0008_1000_0000];
    values.extend((0..2000).map(|_| rng.next_u64() >> (rng.next_u64() % 64)));
    let hex_lines =
        |values: &[u64]| -> String { values.iter().map(|v| format!("{v:#018x}\n")).collect() };
    let formats = Format::value_variants()
        .iter()
        .filter(|f| !matches!(f, Format::Human | Format::Json));
    for format in formats {
        let name = format.to_possible_value().unwrap().get_name().to_string();
        let values: Vec<u64> = match format {
            Format::Squares => values.iter().copied().filter(|&v| v != 0).collect(),
            _ => values.clone(),
        };
        let (code, printed, err) = run_with(&["show", "-", "-f", &name], &hex_lines(&values));
        assert_eq!((code, err.as_str()), (0, ""), "{name}");
        assert_eq!(printed.lines().count(), values.len(), "{name}");
        let (code, back, err) = run_with(&["show", "-", "-f", "hex"], &printed);
        assert_eq!((code, err.as_str()), (0, ""), "{name}");
        assert_eq!(back, hex_lines(&values), "{name}");
    }
}

#[test]
fn batch_json_reads_fixed_operands_in_the_positions_scope() {
    // `white` names a set only with --fen: the streamed template must read it as a value
    // run does, in the position's scope.
    for command in [
        &["bit", "andn", "white", "-"][..],
        &["and", "white", "-"],
        &["ternlog", "0x96", "white", "e4", "-"],
    ] {
        let fen = ["--fen", "startpos", "--json"];
        let (code, out, _) = run_with(&args_with(command, "-", &fen), "0xffff\n");
        let want = one_by_one(command, &["0x000000000000ffff".to_string()], &fen);
        assert_eq!(code, want.0, "{command:?}");
        assert_eq!(comparable(out.trim_end()), comparable(want.1.trim_end()));
        let json: Value = serde_json::from_str(out.trim_end()).unwrap();
        let white = json["operands"]
            .as_array()
            .unwrap()
            .iter()
            .find(|o| o["label"] == "white")
            .unwrap();
        assert_eq!(white["value"], "0x000000000000ffff", "{command:?}");
    }
}

#[test]
fn a_dash_where_standard_input_is_not_read_says_so() {
    let commands: [&[&str]; 6] = [
        &["popcount-weight8", "-", "e4"],
        &["shl", "e4", "-"],
        &["genshift", "e4", "-"],
        &["bit", "bextr", "0xff00", "-", "4"],
        &["lanes", "lzcnt", "-", "1"],
        &["east-attacks", "0", "-"],
    ];
    for args in commands {
        let (code, out, err) = run_with(args, "0x1\n");
        assert_eq!((code, out.as_str()), (2, ""), "{args:?}");
        assert_eq!(
            err,
            "bbtool: error: '-' (standard input) is not read in this place: give it as an \
             argument\n",
            "{args:?}"
        );
    }
}

#[test]
fn popcount_streams_by_the_batch_only_methods_too() {
    // popCount2's pairs and VPOPCNTQ exist only in the batch family; a stream takes them
    // as the arguments do (a method the CPU lacks is refused either way).
    for method in ["ssse3-pairs", "avx512-vpopcntdq"] {
        let by_arguments = run_with(
            &[
                "popcount", "e4", "rank4", "0xff00ff", "--method", method, "-f", "dec",
            ],
            "",
        );
        let streamed = run_with(
            &["popcount", "-", "--method", method, "-f", "dec"],
            "e4\nrank4\n0xff00ff\n",
        );
        assert_eq!(streamed, by_arguments, "{method}");
        if by_arguments.0 == 0 {
            assert_eq!(streamed.1, "1\n8\n16\n", "{method}");
        }
    }
}
