//! Options that mean one thing: `--color` is output colour only, the pawns' side is
//! `--side`, `--method` must belong to the command's families, clap's suggestions reach
//! the one-line error, and `main`'s exit statuses.

mod common;

use common::{bbtool, run, run_with, stdout_of};
use std::io::{BufRead, BufReader};
use std::process::Stdio;

/// Exit code and the one error line of a command that must fail with status 2.
fn error_of(args: &[&str]) -> String {
    let (code, out, err) = run(args);
    assert_eq!(code, 2, "{args:?}: {out}");
    assert_eq!(out, "", "{args:?}");
    assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
    assert!(err.starts_with("bbtool: error: "), "{err}");
    err
}

#[test]
fn color_takes_when_only_and_hints_at_side() {
    for side in ["white", "black"] {
        let err = error_of(&["attacks", "pawn", "e4", "--color", side]);
        assert!(
            err.contains(&format!("invalid value '{side}' for '--color")),
            "{err}"
        );
        assert!(err.contains("(valid: auto, always, never)"), "{err}");
        assert!(err.contains("--side white|black"), "{err}");
    }
    let err = error_of(&["show", "e4", "--color", "purple"]);
    assert!(err.contains("(valid: auto, always, never)"), "{err}");
    assert!(!err.contains("--side"), "{err}");
}

#[test]
fn side_moves_the_pawns_on_attacks_and_pushes() {
    let squares = |args: &[&str]| {
        let (code, out, err) = run(&[args, &["-f", "squares"]].concat());
        assert_eq!(code, 0, "{args:?}: {err}");
        out
    };
    assert_eq!(squares(&["attacks", "pawn", "e4"]), "d5 f5\n");
    assert_eq!(
        squares(&["attacks", "pawn", "e4", "--side", "white"]),
        "d5 f5\n"
    );
    assert_eq!(
        squares(&["attacks", "pawn", "e4", "--side", "black"]),
        "d3 f3\n"
    );
    // Other pieces accept and ignore the side.
    assert_eq!(
        squares(&["attacks", "knight", "a1", "--side", "black"]),
        "c2 b3\n"
    );
    // Pawn Pushes: a white e2 pawn reaches e3 and e4, a black one e1.
    assert_eq!(squares(&["pushes", "e2"]), "e3 e4\n");
    assert_eq!(squares(&["pushes", "e2", "--side", "black"]), "e1\n");
    assert_eq!(squares(&["pushes", "d7", "--side", "black"]), "d5 d6\n");
    let err = error_of(&["pushes", "e2", "--side", "purple"]);
    assert!(err.contains("(valid: white, black)"), "{err}");
    // Only attacks and pushes have a side.
    let err = error_of(&["show", "e4", "--side", "black"]);
    assert!(err.contains("'--side'"), "{err}");
}

#[test]
fn method_options_on_a_command_without_a_family_are_errors() {
    let err = error_of(&["shl", "e4", "8", "--method", "bogus", "-f", "squares"]);
    assert_eq!(
        err,
        "bbtool: error: 'shl' has no method family, so --method does not apply to it\n"
    );
    let err = error_of(&["show", "e4", "--all-methods"]);
    assert!(
        err.contains("'show' has no method family, so --all-methods"),
        "{err}"
    );
    error_of(&["pushes", "e2", "--method", "knight-table"]);
    error_of(&["sets", "--method", "popcnt"]);
}

#[test]
fn a_method_of_another_family_is_an_error_naming_the_commands_families() {
    // The families' methods, too many for the line, are listed by `bbtool methods`,
    // which takes the families the message names.
    let err = error_of(&["popcount", "0xff", "--method", "pext-table"]);
    let lister = "bbtool methods popcount popcount-many popcount-bulk";
    assert!(
        err.contains(&format!(
            "unknown method 'pext-table' for 'popcount' (see '{lister}' for all 16)"
        )),
        "{err}"
    );
    let listed = stdout_of(&lister.split(' ').skip(1).collect::<Vec<_>>());
    assert!(listed.contains("popcnt") && listed.contains("avx512-vpopcntdq"));
    let err = error_of(&["scan", "e4", "--method", "popcnt"]);
    assert!(err.contains("for 'scan' (did you mean "), "{err}");
    // A slider method for a knight: the knight's family is named with its methods.
    let err = error_of(&["attacks", "knight", "g1", "--method", "pext-table"]);
    assert!(err.contains("knight-attacks"), "{err}");
    assert!(err.contains("knight-table"), "{err}");
    // The command's own method still works.
    let (code, out, err) = run(&["popcount", "0xff", "--method", "kernighan", "-f", "dec"]);
    assert_eq!((code, out.as_str()), (0, "8\n"), "{err}");
}

#[test]
fn a_mistyped_name_suggests_the_closest() {
    let err = error_of(&["atacks", "rook", "d4"]);
    assert!(
        err.contains("unrecognized subcommand 'atacks' (did you mean 'attacks'?)"),
        "{err}"
    );
    let err = error_of(&["attacks", "rook", "d4", "--ocd", "e4"]);
    assert!(err.contains("'--ocd'"), "{err}");
    assert!(err.contains("(did you mean '--occ'?)"), "{err}");
}

#[test]
fn a_usage_error_points_to_the_help_of_its_command() {
    let hint = |args: &[&str]| {
        let err = error_of(args);
        let (_, hint) = err.rsplit_once("(see '").expect("a help hint");
        hint.trim_end().trim_end_matches("')").to_string()
    };
    assert_eq!(hint(&["--bogus"]), "bbtool --help");
    assert_eq!(hint(&["shift"]), "bbtool shift --help");
    assert_eq!(hint(&["pext", "1", "2", "3"]), "bbtool pext --help");
    assert_eq!(hint(&["show", "--format", "zz", "1"]), "bbtool show --help");
    // Two levels, after global options (one with a value), and by an alias.
    assert_eq!(hint(&["swap", "delta", "1"]), "bbtool swap delta --help");
    let colour_first = ["--color", "never", "-f", "hex", "swap", "bits", "--x"];
    assert_eq!(hint(&colour_first), "bbtool swap bits --help");
    assert_eq!(hint(&["fen", "--zz"]), "bbtool position --help");
    // After `--` no word is a subcommand.
    assert_eq!(hint(&["--", "shift"]), "bbtool --help");
}

#[test]
fn operands_split_by_options_keep_their_bound() {
    // clap bounds each run of operands; the runs on either side of an option add up, and
    // their sum is bounded too (before, nine `lanes lzcnt` lanes panicked).
    let eight = "1 2 3 4 5 6 7 8";
    let cases = [
        (format!("lanes lzcnt {eight} --mask 3 9"), "VALUES", 8, 9),
        (format!("lanes popcntd {eight} -f dec 9"), "VALUES", 8, 9),
        (format!("popcount-weight8 {eight} -f dec 9"), "VALUES", 8, 9),
        (
            format!("lanes ternlog 0xe8 {} --mask 1 1 2 3", "1 2 3 ".repeat(8)),
            "VALUES",
            24,
            27,
        ),
        (
            format!("lanes genshift {} -f hex 9 1", "1 1 ".repeat(8)),
            "PAIRS",
            16,
            18,
        ),
        ("ternlog 0xe8 1 2 -f hex 3 4".to_string(), "A B C", 3, 4),
        ("is subset 1 -f hex 2 3".to_string(), "VALUES", 2, 3),
    ];
    for (line, name, most, given) in cases {
        let args: Vec<&str> = line.split_whitespace().collect();
        let err = error_of(&args);
        let want = format!("too many {name}: at most {most}, but {given} were given");
        assert!(err.contains(&want), "{line}: {err}");
    }
    // Within the bound, operands on either side of an option still make one list.
    let (code, out, err) = run(&[
        "lanes", "lzcnt", "1", "2", "--mask", "3", "4", "5", "-f", "dec",
    ]);
    assert_eq!((code, out.as_str()), (0, "63 62 0 0\n"), "{err}");
    // A repeatable option is bounded per use, not in number: two moves are two moves.
    let moves = [
        "position", "startpos", "--move", "e2e4", "--move", "e7e5", "-f", "squares",
    ];
    let (code, out, err) = run(&moves);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("e4") && out.contains("e5"), "{out}");
}

#[test]
fn no_color_is_honoured() {
    // CLICOLOR_FORCE colours the pipe as if it were a terminal; NO_COLOR still wins.
    let escapes = |no_color: bool| {
        let mut cmd = bbtool();
        cmd.env("CLICOLOR_FORCE", "1");
        if no_color {
            cmd.env("NO_COLOR", "1");
        } else {
            cmd.env_remove("NO_COLOR");
        }
        let out = cmd.args(["show", "e4"]).output().unwrap();
        out.stdout.iter().filter(|&&b| b == 0x1b).count()
    };
    assert!(escapes(false) > 0);
    assert_eq!(escapes(true), 0);
}

#[test]
fn main_decides_the_exit_status() {
    // 0: success; 1: a false predicate; 2: bad input or usage.
    assert_eq!(run(&["is", "single", "e4"]).0, 0);
    assert_eq!(run(&["is", "single", "e4,d5"]).0, 1);
    assert_eq!(run(&["show", "e9"]).0, 2);
    assert_eq!(run(&["bogus"]).0, 2);
    // Help and version go to standard output with status 0; no command is status 2.
    let (code, out, _) = run(&["--help"]);
    assert_eq!(code, 0);
    assert!(out.contains("Usage: bbtool"));
    let (code, out, _) = run(&["--version"]);
    assert_eq!(
        (code, out.as_str()),
        (0, concat!("bbtool ", env!("CARGO_PKG_VERSION"), "\n"))
    );
    assert_eq!(run(&[]).0, 2);
    // Bad batch lines are reported and end with status 2, after the good ones.
    let (code, out, err) = run_with(&["popcount", "-", "-f", "dec"], "0xff\nnope\n1\n");
    assert_eq!((code, out.as_str()), (2, "8\n1\n"));
    assert!(err.contains("line 2"), "{err}");
}

#[test]
fn a_closed_pipe_ends_quietly_with_status_0() {
    // 2^20 subsets, far more than a pipe holds: the reader leaves after one line.
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_bbtool"))
        .args(["subsets", "0xfffff", "-f", "hex"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    assert_eq!(first, "0x0000000000000000\n");
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(String::from_utf8_lossy(&out.stderr), "");
}

#[test]
fn common_options_go_before_or_after_the_subcommand() {
    let hex = |args: &[&str]| {
        let (code, out, err) = run(args);
        assert_eq!(code, 0, "{args:?}: {err}");
        out
    };
    let queen = ["attacks", "queen", "d4", "--occ", "rank4|filed"];
    let want = "0x8041221c141c2241\n";
    assert_eq!(hex(&[&["-f", "hex"][..], &queen].concat()), want);
    assert_eq!(hex(&[&queen[..], &["-f", "hex"]].concat()), want);
    // After the subcommand wins; a nested subcommand (swap delta) is one more level.
    assert_eq!(
        hex(&[&["-f", "dec"][..], &queen, &["-f", "hex"]].concat()),
        want
    );
    let delta = ["delta", "0x7e00", "0x7e00", "32"];
    let want = "0x00007e0000000000\n";
    assert_eq!(hex(&[&["-f", "hex", "swap"][..], &delta].concat()), want);
    assert_eq!(hex(&[&["swap", "-f", "hex"][..], &delta].concat()), want);
    assert_eq!(hex(&[&["swap"][..], &delta, &["-f", "hex"]].concat()), want);
}

#[test]
fn options_that_ask_for_two_things_are_refused() {
    let err = error_of(&["--json", "show", "e4", "-f", "hex"]);
    assert!(
        err.contains("--json and --format hex ask for two formats: give one"),
        "{err}"
    );
    // --format json with --json asks for one thing.
    assert!(stdout_of(&["show", "e4", "--json", "-f", "json"]).starts_with('{'));
    let err = error_of(&["popcount", "1", "--method", "popcnt", "--path", "software"]);
    assert!(
        err.contains("--method popcnt is a hardware method, but --path asks for software ones"),
        "{err}"
    );
    // --method with --all-methods: the method gives the result the others must equal.
    assert_eq!(
        stdout_of(&[
            "popcount",
            "7",
            "--method",
            "kernighan",
            "--all-methods",
            "-f",
            "dec"
        ]),
        "3\n"
    );
    let err = error_of(&["position", "startpos", "--fen", "startpos"]);
    assert!(
        err.contains("position takes one FEN, as its argument or as --fen, but both"),
        "{err}"
    );
}

#[test]
fn listings_take_the_formats_they_print_and_refuse_the_rest() {
    for (args, prints) in [
        (&["cpuinfo"][..], "'cpuinfo' prints a table or JSON"),
        (&["methods", "popcount"], "'methods' prints tables or JSON"),
        (&["bench", "popcount"], "'bench' prints tables or JSON"),
        (&["bit", "--list"], "'bit --list' prints a table or JSON"),
        (
            &["remap", "--list"],
            "'remap --list' prints diagrams or JSON",
        ),
        (
            &["ternlog", "0x96", "--table"],
            "'ternlog --table' prints a table or JSON",
        ),
        (
            &["gen", "knight-attacks", "--lang", "c"],
            "'gen' prints source code in the --lang language",
        ),
        (
            &["completions", "bash"],
            "'completions' prints a shell script",
        ),
    ] {
        let err = error_of(&[args, &["-f", "dec"]].concat());
        assert!(
            err.contains(&format!("{prints}, so --format dec does not apply")),
            "{err}"
        );
    }
    // gen and completions print no JSON either.
    let err = error_of(&["gen", "knight-attacks", "--lang", "c", "--json"]);
    assert!(err.contains("so --format json does not apply"), "{err}");
    // `sets` prints each set's value in the format asked for.
    let dec = stdout_of(&["sets", "-f", "dec"]);
    assert!(
        dec.lines()
            .any(|l| l.starts_with("rank1 ") && l.contains(" 255  ")),
        "{dec}"
    );
    let squares = stdout_of(&["sets", "-f", "squares"]);
    assert!(
        squares
            .lines()
            .any(|l| l.starts_with("center, centre ") && l.contains(" d4 e4 d5 e5  ")),
        "{squares}"
    );
}

#[test]
fn every_json_listing_line_names_its_command() {
    for args in [
        &["cpuinfo"][..],
        &["methods", "popcount"],
        &["sets"],
        &["two-adic"],
        &["remap", "--list"],
        &["bit", "--list"],
        &["ternlog", "0x96", "--table"],
        &["position", "startpos"],
        &["magics", "--piece", "bishop"],
        &["subsets", "0x7"],
        &["bench", "popcount", "--quick"],
    ] {
        let out = stdout_of(&[args, &["--json"]].concat());
        let command = args[0];
        for line in out.lines() {
            let object: serde_json::Value = serde_json::from_str(line).unwrap();
            assert_eq!(object["command"], command, "{args:?}: {line}");
        }
    }
}

#[test]
fn a_command_without_its_subcommand_is_one_line() {
    let err = error_of(&[]);
    assert!(
        err.contains("a command is needed, as in 'bbtool show e4' (see 'bbtool --help')"),
        "{err}"
    );
    let err = error_of(&["swap"]);
    assert!(
        err.contains("'bbtool swap' needs a subcommand: delta, bits (see 'bbtool swap --help')"),
        "{err}"
    );
    let err = error_of(&["lanes", "-q"]);
    assert!(
        err.contains("'bbtool lanes' needs a subcommand: lzcnt, ternlog, popcntd, genshift"),
        "{err}"
    );
}

#[test]
fn help_about_help_prints_the_help_at_every_level() {
    let swap = stdout_of(&["swap", "--help"]);
    assert_eq!(stdout_of(&["swap", "help", "--help"]), swap);
    assert_eq!(stdout_of(&["help", "swap", "-h"]), swap);
    assert_eq!(
        stdout_of(&["swap", "help", "delta", "-h"]),
        stdout_of(&["swap", "delta", "--help"])
    );
    // `help` where a VALUE goes is a VALUE: show's help, as -h asks.
    assert_eq!(
        stdout_of(&["show", "help", "-h"]),
        stdout_of(&["show", "-h"])
    );
}

#[test]
fn the_version_is_the_programs_at_every_level() {
    let version = format!("bbtool {}\n", env!("CARGO_PKG_VERSION"));
    for args in [
        &["-V"][..],
        &["--version"],
        &["show", "-V"],
        &["show", "e4", "--version"],
        &["swap", "delta", "-V"],
    ] {
        assert_eq!(stdout_of(args), version, "{args:?}");
    }
}
