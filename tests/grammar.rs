//! Table-driven tests of the VALUE grammar: every form, and bad inputs through the CLI.

use assert_cmd::Command;
use bbtool::parse::parse_value;

/// Every grammar form with the value it must give.
const GOOD: &[(&str, u64)] = &[
    // Numbers.
    ("0", 0),
    ("42", 42),
    ("0x10000000", 0x1000_0000),
    ("0XFF", 0xff),
    ("0xdead_beef", 0xdead_beef),
    ("0b101", 5),
    ("0B1_0000", 16),
    ("0o17", 15),
    ("1_000_000", 1_000_000),
    ("18446744073709551615", u64::MAX),
    ("0xffffffffffffffff", u64::MAX),
    ("-1", u64::MAX),
    ("-2", !1),
    ("-9223372036854775808", 1 << 63),
    ("9223372036854775808", 1 << 63),
    ("-0x10", 0u64.wrapping_sub(16)),
    // Constants as C and Rust code writes them: type suffixes, the pages' C64 macro.
    ("0xffffffffffffffffULL", u64::MAX),
    ("0x0101010101010101ULL", 0x0101_0101_0101_0101),
    ("1ul", 1),
    ("0b101u", 5),
    ("0x0000_0008_1000_0000_u64", 0x0000_0008_1000_0000),
    ("C64(0x03f79d71b4cb0a89)", 0x03f7_9d71_b4cb_0a89),
    ("UINT64_C(0x0000000810000000)", 0x0000_0008_1000_0000),
    ("C64(1) << 28", 1 << 28),
    ("C64(~1) << 27", !1 << 27),
    ("(C64(1 ) << 27) - 1", (1 << 27) - 1),
    ("-C64(1)", u64::MAX),
    // Squares, case-insensitive.
    ("a1", 1),
    ("h1", 1 << 7),
    ("a8", 1 << 56),
    ("H8", 1 << 63),
    ("e4", 1 << 28),
    ("E4", 1 << 28),
    ("e4,d5,f6", 1 << 28 | 1 << 35 | 1 << 45),
    ("e4, d5", 1 << 28 | 1 << 35),
    // Squares separated by blanks, as `-f squares` prints a set.
    ("e4 d5", 1 << 28 | 1 << 35),
    ("e4 d5 f6", 1 << 28 | 1 << 35 | 1 << 45),
    ("  a1\tH8  ", 1 | 1 << 63),
    ("e4,d5 f6", 1 << 28 | 1 << 35 | 1 << 45),
    ("e4 d5 & rank4", 1 << 28),
    ("~e4 d5", !(1u64 << 28 | 1 << 35)),
    // Ranges along a rank, file or diagonal.
    ("a1-h1", 0xff),
    ("h1-a1", 0xff),
    ("a8-a1", 0x0101_0101_0101_0101),
    ("a1-h8", 0x8040_2010_0804_0201),
    ("h1-a8", 0x0102_0408_1020_4080),
    ("c3-e3", 0b11100 << 16),
    ("d4-d4", 1 << 27),
    // Rectangles.
    ("b2:g7", 0x007e_7e7e_7e7e_7e00),
    ("g7:b2", 0x007e_7e7e_7e7e_7e00),
    ("a1:b2", 0x0303),
    // Named sets.
    ("empty", 0),
    ("all", u64::MAX),
    ("universe", u64::MAX),
    ("rank1", 0xff),
    ("rank4", 0xff00_0000),
    ("rank8", 0xff00_0000_0000_0000),
    ("filea", 0x0101_0101_0101_0101),
    ("filed", 0x0808_0808_0808_0808),
    ("fileh", 0x8080_8080_8080_8080),
    ("light", 0x55aa_55aa_55aa_55aa),
    ("dark", 0xaa55_aa55_aa55_aa55),
    ("center", 0x0000_0018_1800_0000),
    ("edges", 0xff81_8181_8181_81ff),
    ("corners", 0x8100_0000_0000_0081),
    ("a1h8", 0x8040_2010_0804_0201),
    ("diagonal", 0x8040_2010_0804_0201),
    ("a8h1", 0x0102_0408_1020_4080),
    ("antidiagonal", 0x0102_0408_1020_4080),
    ("notafile", 0xfefe_fefe_fefe_fefe),
    ("nothfile", 0x7f7f_7f7f_7f7f_7f7f),
    ("k1", 0x5555_5555_5555_5555),
    ("k2", 0x3333_3333_3333_3333),
    ("k4", 0x0f0f_0f0f_0f0f_0f0f),
    ("kf", 0x0101_0101_0101_0101),
    ("RANK4", 0xff00_0000),
    // Expressions with C precedence.
    ("~0", u64::MAX),
    ("~e4", !(1 << 28)),
    ("rank4 & filed", 1 << 27),
    ("rank4 | filed", 0x0808_0808_ff08_0808),
    ("rank4 ^ filed", 0x0808_0808_f708_0808),
    ("rank4 - d4", 0xf700_0000),
    ("rank4 \\ d4", 0xf700_0000),
    (
        "light \\ center",
        0x55aa_55aa_55aa_55aa & !0x0000_0018_1800_0000,
    ),
    ("(rank4 | filed) & ~d4", 0x0808_0808_f708_0808),
    ("1 + 2 * 3", 7),
    ("(1 + 2) * 3", 9),
    ("1 << 4 | 1", 17),
    ("1 | 1 << 4", 17),
    ("0xff >> 4", 0xf),
    ("2 + 3 << 1", 10),
    ("6 & 3 ^ 1", 3),
    ("1 ^ 3 | 4", 6),
    ("e4 * 0x0101010101010101", 0x1010_1010_1000_0000),
    // Unsigned 64-bit arithmetic as in C: wrapping, unsigned division.
    ("0 - 1", u64::MAX),
    ("e4,d5 & (e4,d5 - 1)", 1 << 35),
    ("e4,d5 - 1", (1u64 << 28 | 1 << 35) - 1),
    ("7 / 2", 3),
    ("7 % 2", 1),
    ("-7 / 2", (-7i64 as u64) / 2),
    ("0xffffffffffffffff / 3", 0x5555_5555_5555_5555),
    ("-1 % 255", 0),
    ("6 & 7 - 1", 6),
    ("2 | 1 - 1", 2),
    ("1 + 6 / 2 * 3", 10),
    ("2 * 3 % 4", 2),
    ("100 / 10 / 5", 2),
    ("10 - 4 - 3", 3),
    ("1 << 2 << 3", 32),
    ("1 << 2 + 1", 8),
    ("6 ^ 3 & 1", 7),
    ("e4 \\ e4 | d4", 1 << 27),
    ("rank4 \\ d4 \\ e4", 0xe700_0000),
    ("rank4 & filed \\ d4", 0),
    ("rank4 \\ d4 & filed", 0),
    ("all \\ -2", 1),
    // Shift counts are taken modulo 64, as x86-64 shifts do.
    ("1 << 64", 1),
    ("1 << 65", 2),
    ("e4 >> 92", 1),
    ("e4 >> 100", 0),
    ("0x8000000000000001 >> -1", 1),
    // C's logical not.
    ("!0", 1),
    ("!e4", 0),
    ("!!e4", 1),
    ("!e4 \\ e4", 0),
    // `-` between two squares with no space is a range; anywhere else it subtracts.
    ("a1 - h8", 1u64.wrapping_sub(1 << 63)),
    ("a1 -h8", 1u64.wrapping_sub(1 << 63)),
    ("a1- h8", 1u64.wrapping_sub(1 << 63)),
    ("a1-h8 - 1", 0x8040_2010_0804_0200),
    ("a1-h1-1", 0xfe),
    ("b1-a1-h8", 3u64.wrapping_sub(1 << 63)),
    ("e4-rank4", (1u64 << 28).wrapping_sub(0xff00_0000)),
    ("e4-1", (1 << 28) - 1),
    ("~a1-h1", !0xff),
    ("-e4,d5", (1u64 << 28 | 1 << 35).wrapping_neg()),
    ("0xffffffffffffffff + 1", 0),
    ("-(1)", u64::MAX),
    ("~~e4", 1 << 28),
    ("e4-(d4)", 1 << 27),
    ("e4 - d4", 1 << 27),
    ("((((e4))))", 1 << 28),
    ("  e4  ", 1 << 28),
    ("a1-h1 & b1:c8", 0b110),
];

#[test]
fn every_grammar_form_gives_its_value() {
    for &(input, want) in GOOD {
        match parse_value(input) {
            Ok(got) => assert_eq!(got.0, want, "{input}: got {:#x}, want {want:#x}", got.0),
            Err(e) => panic!("{input}: unexpected error {e}"),
        }
    }
}

/// Bad inputs with a fragment the one-line error must contain.
fn bad_inputs() -> Vec<(String, &'static str)> {
    let mut v: Vec<(String, &'static str)> = [
        ("i9", "unknown square 'i9'"),
        ("e4,i9", "unknown square 'i9' in 'e4,i9' (column 4)"),
        ("z1", "unknown square 'z1'"),
        ("a0", "unknown square 'a0'"),
        ("a9", "unknown square 'a9'"),
        ("e44", "unknown square 'e44'"),
        ("rank9", "unknown name 'rank9'"),
        ("filez", "unknown name 'filez'"),
        ("foo", "unknown name 'foo'"),
        ("18446744073709551616", "does not fit in 64 bits"),
        ("0x1_0000_0000_0000_0000", "does not fit in 64 bits"),
        (
            "0b1_0000000000000000000000000000000000000000000000000000000000000000",
            "does not fit in 64 bits",
        ),
        ("-9223372036854775809", "does not fit in 64 bits"),
        ("99999999999999999999999", "does not fit in 64 bits"),
        ("0x", "missing digits after '0x'"),
        ("0b", "missing digits after '0b'"),
        ("0o", "missing digits after '0o'"),
        ("0x_", "missing digits"),
        ("0xg1", "invalid hex digit 'g'"),
        ("0b102", "invalid binary digit '2'"),
        ("0o8", "invalid octal digit '8'"),
        ("12abc", "invalid decimal digit 'a'"),
        ("(e4", "missing ')'"),
        ("((e4)", "missing ')'"),
        ("e4)", "unbalanced ')'"),
        ("())", "expected a value"),
        ("e4 |", "expected a value, found end of input"),
        ("e4 &", "expected a value, found end of input"),
        ("~", "expected a value"),
        ("e4 <<", "expected a value"),
        ("| e4", "expected a value, found '|'"),
        ("e4 & & d4", "expected a value, found '&'"),
        (
            "e4 rank1",
            "expected an operator, found 'rank1' (a list joins its items by ',', or squares \
             alone by blanks) in 'e4 rank1' (column 4)",
        ),
        ("rank1 e4", "expected an operator, found 'e4'"),
        ("e4,rank1 d5", "expected an operator, found 'd5'"),
        ("e4 (d5)", "expected an operator, found '('"),
        ("e4 0x10", "expected an operator, found '0x10'"),
        ("C64", "'C64' wraps a constant and needs one: C64(0x...)"),
        ("C64(e4", "missing ')' for the '(' at column 4"),
        ("c64(1)", "unknown square 'c64'"),
        ("0xffULx", "invalid hex digit 'U'"),
        ("0xffu32", "invalid hex digit 'u'"),
        ("", "empty value"),
        ("   ", "empty value"),
        ("é4", "unexpected character 'é'"),
        ("e4 → d5", "unexpected character '→'"),
        ("e4 $ d4", "unexpected character '$'"),
        ("e4,", "expected a value"),
        (",e4", "expected a value, found ','"),
        ("a1-b3", "not along a rank, file or diagonal"),
        ("a1-c2", "not along a rank, file or diagonal"),
        ("a1:", "expected a square to end the rectangle"),
        ("a1:rank4", "expected a square to end the rectangle"),
        ("1 / 0", "division by zero in '1 / 0' (column 3)"),
        (
            "e4 % (d4 & d5)",
            "division by zero in 'e4 % (d4 & d5)' (column 4)",
        ),
        ("7 / (3 - 3)", "division by zero"),
        ("a1-", "expected a value, found end of input"),
        ("e4 \\", "expected a value, found end of input"),
        ("e4 / / 2", "expected a value, found '/'"),
        ("!", "expected a value, found end of input"),
        (
            "a1-b3 | e4",
            "range 'a1-b3' is not along a rank, file or diagonal",
        ),
        ("e4 - i9", "unknown square 'i9'"),
        ("e4 < 2", "unexpected character '<'"),
        ("e4 && d4", "expected a value, found '&'"),
        ("e4 !", "expected an operator, found '!'"),
        ("e4 = d4", "unexpected character '='"),
    ]
    .iter()
    .map(|&(i, m)| (i.to_string(), m))
    .collect();
    // About 1 MB of expression, then a bad end: within batch mode's 1 MiB line limit.
    let huge = vec!["e4"; 340_000].join("|");
    v.push((format!("{huge}|"), "expected a value, found end of input"));
    // Past the limit the line is reported, not parsed.
    let over = vec!["e4"; 350_000].join("|");
    v.push((over, "is longer than the limit of 1048576 bytes, skipped"));
    v.push((
        format!("{}e4{}", "(".repeat(100_000), ")".repeat(100_000)),
        "nested too deeply",
    ));
    v.push(("~".repeat(100_000) + "e4", "nested too deeply"));
    v
}

#[test]
fn bad_inputs_exit_2_with_a_one_line_message() {
    let cases = bad_inputs();
    assert!(cases.len() >= 40);
    for (input, fragment) in cases {
        // The kernel refuses single arguments over 128 KiB: the huge inputs go through `-`.
        let via_stdin = input.len() > 100_000;
        let mut cmd = Command::cargo_bin("bbtool").unwrap();
        if via_stdin {
            cmd.args(["show", "-"]).write_stdin(input.clone());
        } else {
            cmd.args(["show", "--", &input]);
        }
        let out = cmd.output().unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        let shown: String = input.chars().take(40).collect();
        assert_eq!(out.status.code(), Some(2), "{shown}: {stderr}");
        assert!(out.stdout.is_empty(), "{shown}: stdout not empty");
        assert!(stderr.starts_with("bbtool: error: "), "{shown}: {stderr}");
        let first = stderr.lines().next().unwrap_or_default();
        assert!(
            first.contains(fragment),
            "{shown}: '{stderr}' lacks '{fragment}'"
        );
        let expected_lines = if via_stdin { 2 } else { 1 }; // batch mode adds its tally
        assert_eq!(stderr.lines().count(), expected_lines, "{shown}: {stderr}");
        assert!(first.len() < 400, "{shown}: the message quotes too much");
        assert!(!stderr.contains("panicked"), "{shown}: {stderr}");
    }
}

#[test]
fn the_library_reports_columns() {
    let e = parse_value("rank4 | e4 & q7").unwrap_err();
    assert_eq!(e.column, Some(14));
    assert_eq!(
        e.to_string(),
        "unknown square 'q7' in 'rank4 | e4 & q7' (column 14)"
    );
}
