//! End-to-end tests of the chassis: formats, side-by-side diagrams, batch mode, pipes, help.

mod common;
use common::{bbtool, spawn_piped, stdout_of};

use std::io::{BufRead, BufReader, Write};

#[test]
fn every_format_prints_the_value() {
    let cases: &[(&str, &str)] = &[
        ("hex", "0x0000000810000000\n"),
        ("dec", "34628173824\n"),
        (
            "bin",
            "0b0000000000000000000000000000100000010000000000000000000000000000\n",
        ),
        ("oct", "0o0000000000402000000000\n"),
        ("squares", "e4 d5\n"),
        ("rust", "0x0000_0008_1000_0000_u64\n"),
        ("c", "UINT64_C(0x0000000810000000)\n"),
        ("python", "0x0000_0008_1000_0000\n"),
    ];
    for (format, want) in cases {
        assert_eq!(
            stdout_of(&["show", "e4,d5", "-f", format]),
            *want,
            "format {format}"
        );
        assert_eq!(
            stdout_of(&["--format", format, "calc", "d5 | e4"]),
            *want,
            "format {format}"
        );
    }
    assert_eq!(stdout_of(&["show", "empty", "-f", "squares"]), "\n");
}

#[test]
fn json_is_one_object_per_value_with_hex_strings() {
    let text = stdout_of(&["show", "e4", "-1", "--json"]);
    let lines: Vec<serde_json::Value> = text
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 2);
    assert_eq!(lines[0]["result"], "0x0000000010000000");
    assert_eq!(lines[0]["squares"], serde_json::json!(["e4"]));
    assert_eq!(lines[0]["popcount"], 1);
    assert_eq!(lines[1]["result"], "0xffffffffffffffff");
    assert_eq!(lines[1]["popcount"], 64);
    assert_eq!(
        stdout_of(&["show", "e4", "-f", "json"]),
        text.lines().next().unwrap().to_string() + "\n"
    );
}

#[test]
fn human_output_draws_the_reference_diagram() {
    let text = stdout_of(&["show", "e4", "--color", "never"]);
    let want = "\
e4
8 . . . . . . . .
7 . . . . . . . .
6 . . . . . . . .
5 . . . . . . . .
4 . . . . 1 . . .
3 . . . . . . . .
2 . . . . . . . .
1 . . . . . . . .
  a b c d e f g h
hex      0x0000000010000000
dec      268435456
squares  e4
popcount 1
";
    assert!(text.starts_with(want), "{text}");
    assert!(!text.contains('\x1b'), "no colour when piped");
    let colored = stdout_of(&["show", "e4", "--color", "always"]);
    assert!(colored.contains('\x1b'));
    let no_color = bbtool()
        .args(["show", "e4"])
        .env("NO_COLOR", "1")
        .output()
        .unwrap();
    assert!(!String::from_utf8_lossy(&no_color.stdout).contains('\x1b'));
}

#[test]
fn bytes_are_in_little_endian_memory_order() {
    let text = stdout_of(&["show", "0x0102030405060708", "--bytes", "-f", "hex"]);
    assert_eq!(text, "0x0102030405060708\n08 07 06 05 04 03 02 01\n");
}

#[test]
fn several_values_print_side_by_side_within_80_columns() {
    let text = stdout_of(&["show", "e4", "rank4", "filed", "center", "--color", "never"]);
    let first: Vec<&str> = text.lines().collect();
    assert!(first[0].starts_with("e4") && first[0].contains("rank4") && first[0].contains("filed"));
    assert!(
        first[5].starts_with("4 . . . . 1 . . .     4 1 1 1 1 1 1 1 1"),
        "{}",
        first[5]
    );
    assert!(
        text.lines().take(21).all(|l| l.chars().count() <= 80),
        "diagrams fit 80 columns"
    );
    assert!(
        text.contains("\ncenter\n"),
        "the fourth board wraps onto a new row"
    );
}

#[test]
fn negative_numbers_are_values_not_options() {
    assert_eq!(
        stdout_of(&["show", "-1", "-f", "hex"]),
        "0xffffffffffffffff\n"
    );
    assert_eq!(
        stdout_of(&["show", "-2", "-f", "hex"]),
        "0xfffffffffffffffe\n"
    );
}

#[test]
fn batch_mode_reports_bad_lines_and_keeps_going() {
    let input = "e4\n\n# a comment\nbad\n0xff\n\u{e9}\n\r\n  d5  \r\n";
    let mut bytes = input.as_bytes().to_vec();
    bytes.extend_from_slice(b"\xff\xfe\n");
    let out = bbtool()
        .args(["show", "-f", "hex", "-"])
        .write_stdin(bytes)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        "0x0000000010000000\n0x00000000000000ff\n0x0000000800000000\n"
    );
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("line 4: unknown name 'bad'"), "{err}");
    assert!(err.contains("line 6: unexpected character"), "{err}");
    assert!(err.contains("line 9: invalid UTF-8"), "{err}");
    assert!(err.ends_with("3 of 9 input lines were bad\n"), "{err}");
    let ok = bbtool()
        .args(["calc", "-", "-f", "dec"])
        .write_stdin("1+1\n2*3\n")
        .output()
        .unwrap();
    assert_eq!(ok.status.code(), Some(0));
    assert_eq!(String::from_utf8(ok.stdout).unwrap(), "2\n6\n");
}

#[test]
fn a_closed_pipe_ends_quietly() {
    let mut child = spawn_piped(&["show", "-f", "hex", "-"]);
    let mut stdin = child.stdin.take().unwrap();
    let writer = std::thread::spawn(move || {
        let line = b"0x123456789abcdef0\n".repeat(10_000);
        for _ in 0..100 {
            if stdin.write_all(&line).is_err() {
                break;
            }
        }
    });
    let mut first = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    assert_eq!(first, "0x123456789abcdef0\n");
    // The reader is dropped here: the pipe closes with most of the input unread.
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap();
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(String::from_utf8_lossy(&out.stderr), "");
}

#[test]
fn usage_errors_are_one_line_with_status_2() {
    for args in [
        &["frobnicate"][..],
        &["show"],
        &["show", "e4", "--format", "xml"],
        &["show", "e4", "--color", "sometimes"],
    ] {
        let out = bbtool().args(args).output().unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(err.starts_with("bbtool: error: "), "{args:?}: {err}");
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
    }
}

#[test]
fn every_command_has_help_with_examples() {
    let top = stdout_of(&["--help"]);
    assert!(top.contains("EXIT STATUS"));
    let commands: Vec<String> = top
        .lines()
        .skip_while(|l| !l.starts_with("Commands:"))
        .skip(1)
        .take_while(|l| l.starts_with("  "))
        // A wrapped description continues on a line indented past the name column.
        .filter(|l| !l.starts_with("   "))
        .filter_map(|l| l.split_whitespace().next().map(str::to_string))
        .filter(|c| c != "help")
        .collect();
    assert!(commands.len() >= 4, "{commands:?}");
    for command in commands {
        let help = stdout_of(&[&command, "--help"]);
        assert!(help.contains("Usage: bbtool"), "{command}");
    }
    assert!(stdout_of(&["show", "--help"]).contains("Examples:"));
    assert!(stdout_of(&["show", "--help"]).contains("exit status is 2"));
    assert!(stdout_of(&["--version"]).starts_with("bbtool "));
}

#[test]
fn named_sets_are_listed() {
    let text = stdout_of(&["sets"]);
    assert!(text.contains("center, centre"));
    assert!(text.contains("0x0000001818000000"));
}
