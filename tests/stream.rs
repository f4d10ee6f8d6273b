//! The batch pipeline against a plain per-line reference: each line read by
//! `parse_value`, the operation applied to the one value, the result printed by the
//! report every command prints; on mixed input, in every machine format, with reads cut
//! at every kind of place.

use bbtool::parse::parse_value;
use bbtool::render::{Format, Outcome, PathLine, Report, hex};
use bbtool::rng::SplitMix64;
use bbtool::stream::{
    Checked, JsonLine, MAX_LINE, Map, Of, Operation, Printer, Refusal, Refusing, Results, Show,
    Tally, Walk, run, run_parsing,
};
use bbtool::{Bitboard, Cpu, Kind};
use std::io::{self, Read, Write};
use std::sync::atomic::{AtomicUsize, Ordering};

/// A reader handing out at most `step` bytes per read (then `step + 1`, ... cycling), so
/// that lines straddle reads at every offset.
struct Trickle {
    data: io::Cursor<Vec<u8>>,
    step: usize,
    next: usize,
}

impl Read for Trickle {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        self.next = if self.next >= self.step + 40 {
            self.step
        } else {
            self.next + 1
        };
        let n = buf.len().min(self.next);
        self.data.read(&mut buf[..n])
    }
}

/// Mixed input: fixed-width hex (in runs, to reach the SIMD parser), short hex,
/// decimal, binary, squares, expressions, blank and comment lines, CRLF, bad lines.
fn mixed_input(seed: u64, lines: usize) -> String {
    let mut rng = SplitMix64(seed);
    let mut text = String::from("\u{feff}0x00000000000000ff\n");
    for i in 0..lines {
        let x = rng.next_u64() >> (rng.next_u64() % 8 * 8);
        let line = match rng.next_u64() % 24 {
            0 => format!("{x:#x}"),
            1 => format!("{x}"),
            2 => format!("{:#b}", x >> 40),
            3 => "e4,d5".to_string(),
            4 => "(rank4 | filed) & ~d4".to_string(),
            5 => String::new(),
            6 => "# a comment".to_string(),
            7 => format!("0x{x:016x}\r"),
            8 => "bad".to_string(),
            9 => "0x12345678901234567".to_string(),
            10 => "  d5  \r".to_string(),
            11 => "\u{e9}".to_string(),
            12 => format!("{x}9999999999999999999"),
            13 => "0".to_string(),
            _ => format!("0x{x:016x}"),
        };
        text.push_str(&line);
        // The last line sometimes has no newline.
        if i + 1 < lines || seed.is_multiple_of(2) {
            text.push('\n');
        }
    }
    text
}

/// The plain reference: output and error text, and the tally.
fn reference(
    input: &[u8],
    op: impl Fn(u64) -> Result<u64, Refusal>,
    print: impl Fn(u64, u64) -> String,
) -> (String, String, Tally) {
    let (mut out, mut err, mut tally) = (String::new(), String::new(), Tally::default());
    let mut lines: Vec<&[u8]> = input.split(|&b| b == b'\n').collect();
    if lines.last() == Some(&&b""[..]) {
        lines.pop();
    }
    for (i, raw) in lines.iter().enumerate() {
        let number = i + 1;
        let mut raw = raw.strip_suffix(b"\r").unwrap_or(raw);
        if number == 1 {
            raw = raw.strip_prefix("\u{feff}".as_bytes()).unwrap_or(raw);
        }
        let parsed = match std::str::from_utf8(raw) {
            Err(e) => Err(format!("invalid UTF-8 at byte {}", e.valid_up_to() + 1)),
            Ok(text) if text.trim().is_empty() || text.trim().starts_with('#') => continue,
            Ok(text) => parse_value(text.trim()).map_err(|e| e.to_string()),
        };
        match parsed.map(|v| (v.0, op(v.0))) {
            Ok((v, Ok(result))) => out.push_str(&print(v, result)),
            Ok((_, Err(Refusal::False(message)))) => {
                tally.refused += 1;
                if let Some(m) = message {
                    err.push_str(&format!("bbtool: line {number}: {m}\n"));
                }
            }
            Ok((_, Err(Refusal::Bad(m)))) | Err(m) => {
                tally.bad += 1;
                err.push_str(&format!("bbtool: error: line {number}: {m}\n"));
            }
        }
    }
    tally.lines = lines.len();
    (out, err, tally)
}

/// The pipeline's output, errors and tally on `input`, read `step` bytes at a time.
fn pipeline<O: Operation + Sync>(
    input: &[u8],
    step: usize,
    op: &O,
    printer: &mut Printer<'_>,
) -> (String, String, Tally) {
    let reader = Trickle {
        data: io::Cursor::new(input.to_vec()),
        step,
        next: step,
    };
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let tally = run(reader, &mut out, &mut err, Cpu::current(), op, printer).unwrap();
    (
        String::from_utf8(out).unwrap(),
        String::from_utf8(err).unwrap(),
        tally,
    )
}

const MACHINE: [Format; 8] = [
    Format::Hex,
    Format::Dec,
    Format::Bin,
    Format::Oct,
    Format::Squares,
    Format::Rust,
    Format::C,
    Format::Python,
];

#[test]
fn boards_print_as_the_report_prints_them_in_every_format() {
    let blsr = |v: u64| v & v.wrapping_sub(1);
    for seed in 0..6 {
        let input = mixed_input(seed, 3000);
        for format in MACHINE {
            let want = reference(
                input.as_bytes(),
                |v| Ok(blsr(v)),
                |_, r| Report::new("blsr", Outcome::Board(Bitboard(r))).render(format, false),
            );
            for step in [1 << 20, 7 + seed as usize * 13] {
                let mut printer = Printer::new(Results::Boards, format).unwrap();
                let got = pipeline(input.as_bytes(), step, &Map(blsr), &mut printer);
                assert_eq!(got.0, want.0, "{format:?}, seed {seed}, step {step}");
                assert_eq!(got.1, want.1, "{format:?}, seed {seed}, step {step}");
                assert_eq!(got.2, want.2);
            }
        }
    }
}

#[test]
fn numbers_print_as_bare_decimals_and_refusals_in_place() {
    let op = Refusing {
        op: Map(|v: u64| u64::from(v.trailing_zeros())),
        refuse: |v: u64| match v {
            0 => Some(Refusal::False(Some("the set is empty".into()))),
            1 => Some(Refusal::Bad("one is refused".into())),
            _ => None,
        },
    };
    let plain = |v: u64| match v {
        0 => Err(Refusal::False(Some("the set is empty".into()))),
        1 => Err(Refusal::Bad("one is refused".into())),
        _ => Ok(u64::from(v.trailing_zeros())),
    };
    for seed in 0..4 {
        let input = mixed_input(seed, 2000) + "0x1\n";
        for format in MACHINE {
            let want = reference(input.as_bytes(), plain, |_, r| {
                Report::new("scan", Outcome::Number(r)).render(format, false)
            });
            let mut printer = Printer::new(Results::Numbers, format).unwrap();
            let got = pipeline(input.as_bytes(), 5 + seed as usize, &op, &mut printer);
            assert_eq!(got, want, "{format:?}, seed {seed}");
            assert!(got.2.refused > 0 && got.2.bad > 0);
        }
    }
}

/// The path line of a method `method` of `kind` by `technique`, needing no feature.
fn path_line(method: &'static str, kind: Kind, technique: &'static str) -> PathLine {
    PathLine {
        method,
        kind,
        technique,
        needs: Default::default(),
    }
}

#[test]
fn json_lines_are_the_reports_json() {
    let path = path_line("blsr", Kind::Hardware, "BLSR");
    let input = mixed_input(11, 1500);
    let board = JsonLine::report("pext", Results::Boards)
        .line_operand()
        .operand("rank4 | \"x\"", 0xff00ff)
        .derived_operand("x ^ 5", |v| v ^ 5)
        .path(path.clone())
        .field("transform", "flip vertical")
        .line_field("dec", Of::Result, Show::DecString)
        .line_field("bin", Of::Result, Show::Bin)
        .line_field("oct", Of::Input, Show::Oct)
        .line_field("occupancy", Of::Input, Show::Hex)
        .line_field("count", Of::Input, Show::Number)
        .line_field("members", Of::Input, Show::Squares)
        .line_field("n", Of::Input, Show::Count)
        .derived_field("turned", Show::Squares, |v| v.rotate_left(1))
        .written_field("odd", 5, |v, room| {
            let text: &[u8] = if v.count_ones() % 2 == 1 {
                b"true"
            } else {
                b"false"
            };
            room[..text.len()].copy_from_slice(text);
            text.len()
        })
        .build();
    let op = |v: u64| v.rotate_left(9);
    let want = reference(
        input.as_bytes(),
        |v| Ok(op(v)),
        |v, r| {
            let rb = Bitboard(r);
            let report = Report::new("pext", Outcome::Board(rb))
                .operand(hex(v), Bitboard(v))
                .operand("rank4 | \"x\"", Bitboard(0xff00ff))
                .operand("x ^ 5", Bitboard(v ^ 5))
                .path(path.clone())
                .field("transform", "flip vertical")
                .field("dec", r.to_string())
                .field("bin", format!("{r:#066b}"))
                .field("oct", format!("0o{v:022o}"))
                .field("occupancy", hex(v))
                .field("count", v)
                .field(
                    "members",
                    Bitboard(v).squares().map(|s| s.name()).collect::<Vec<_>>(),
                )
                .field("n", Bitboard(v).count())
                .field(
                    "turned",
                    Bitboard(v.rotate_left(1))
                        .squares()
                        .map(|s| s.name())
                        .collect::<Vec<_>>(),
                )
                .field("odd", v.count_ones() % 2 == 1);
            format!("{}\n", report.to_json())
        },
    );
    let got = pipeline(
        input.as_bytes(),
        1 << 20,
        &Map(op),
        &mut Printer::json(board),
    );
    assert_eq!(got, want);

    let number = JsonLine::report("scan", Results::Numbers)
        .path(path.clone())
        .line_field("square", Of::Result, Show::SquareName)
        .build();
    let index = |v: u64| u64::from(v.trailing_zeros());
    let want = reference(
        input.as_bytes(),
        |v| Ok(index(v)),
        |_, r| {
            let mut report = Report::new("scan", Outcome::Number(r)).path(path.clone());
            report = if r < 64 {
                report.field("square", bbtool::Square::from_index(r as u32).name())
            } else {
                report.field("square", r)
            };
            format!("{}\n", report.to_json())
        },
    );
    let got = pipeline(input.as_bytes(), 9, &Map(index), &mut Printer::json(number));
    assert_eq!(got, want);
}

#[test]
fn listings_print_as_the_report_prints_a_sequence() {
    use bbtool::scan::{ScanOrder, serialize};
    let path = path_line("bit-loop", Kind::Software, "loop");
    let input = mixed_input(5, 2000);
    for order in [ScanOrder::Forward, ScanOrder::Reverse, ScanOrder::Flip] {
        // A plain scan of the order's direction, so the walk is the printer's own: by
        // the scan's walk form, and by a call of the scan a member.
        let (scan, walk): (bbtool::scan::Scan, _) = match order {
            ScanOrder::Reverse => (
                |v| 63 - v.leading_zeros(),
                bbtool::walk_fn!(reverse: |v: u64| 63 - v.leading_zeros()),
            ),
            _ => (
                |v| v.trailing_zeros(),
                bbtool::walk_fn!(forward: |v: u64| v.trailing_zeros()),
            ),
        };
        for walk in [Some(walk), None] {
            let members = Results::Members(Walk { order, scan, walk });
            let sequence =
                |v: u64| Report::new("scan", Outcome::Sequence(serialize(Bitboard(v), order)));
            for format in MACHINE {
                let want = reference(input.as_bytes(), Ok, |v, _| {
                    sequence(v).render(format, false)
                });
                let mut printer = Printer::new(members, format).unwrap();
                let got = pipeline(input.as_bytes(), 1 << 20, &Map(|v| v), &mut printer);
                assert_eq!(got, want, "{order:?} {format:?}");
            }
            let json = JsonLine::report("scan", members)
                .line_operand()
                .path(path.clone())
                .build();
            let want = reference(input.as_bytes(), Ok, |v, _| {
                let report = sequence(v).operand(hex(v), Bitboard(v)).path(path.clone());
                format!("{}\n", report.to_json())
            });
            let got = pipeline(input.as_bytes(), 13, &Map(|v| v), &mut Printer::json(json));
            assert_eq!(got, want, "{order:?} json");
        }
    }
}

#[test]
fn a_line_printer_gets_input_and_result() {
    let input = mixed_input(5, 500);
    let mut printer = Printer::lines(Box::new(|v: u64, r: u64, line: &mut dyn Write| {
        line.write_all(format!("{v} -> {r}\n").as_bytes())
    }));
    let got = pipeline(input.as_bytes(), 3, &Map(|v: u64| !v), &mut printer);
    let want = reference(input.as_bytes(), |v| Ok(!v), |v, r| format!("{v} -> {r}\n"));
    assert_eq!(got, want);
}

#[test]
fn an_over_long_line_is_reported_and_skipped_unkept() {
    let mut input = b"0x1\n0x".to_vec();
    input.extend(std::iter::repeat_n(b'f', MAX_LINE + 10));
    input.extend_from_slice(b"\n0x2\n");
    let mut printer = Printer::new(Results::Boards, Format::Dec).unwrap();
    for step in [1 << 20, 1 << 18, 4093] {
        let (out, err, tally) = pipeline(&input, step, &Map(|v: u64| v), &mut printer);
        assert_eq!(out, "1\n2\n");
        assert!(
            err.starts_with(&format!(
                "bbtool: error: line 2: line of {} bytes is longer than the limit of {MAX_LINE} bytes, skipped: '0xffff",
                MAX_LINE + 12
            )),
            "{err}"
        );
        assert_eq!(err.lines().count(), 1, "one report, of one line");
        assert_eq!(
            tally,
            Tally {
                lines: 3,
                bad: 1,
                refused: 0
            }
        );
        assert_eq!(tally.summary().unwrap(), "1 of 3 input lines were bad");
    }
}

#[test]
fn output_and_reports_interleave_in_input_order() {
    // One sink for both streams: each report follows the output of the lines before it.
    struct Shared(std::rc::Rc<std::cell::RefCell<Vec<u8>>>);
    impl io::Write for Shared {
        fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
            self.0.borrow_mut().extend_from_slice(buf);
            Ok(buf.len())
        }
        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }
    let both = std::rc::Rc::new(std::cell::RefCell::new(Vec::new()));
    let (mut out, mut err) = (Shared(both.clone()), Shared(both.clone()));
    let input = "1\n2\nnope\n3\n\n0xzz\n4\n";
    let mut printer = Printer::new(Results::Boards, Format::Dec).unwrap();
    let tally = run(
        io::Cursor::new(input.as_bytes().to_vec()),
        &mut out,
        &mut err,
        Cpu::current(),
        &Map(|v: u64| v * 10),
        &mut printer,
    )
    .unwrap();
    assert_eq!(
        String::from_utf8(both.borrow().clone()).unwrap(),
        "10\n20\nbbtool: error: line 3: unknown name 'nope' (not a square, number or named set; see 'bbtool sets')\n30\nbbtool: error: line 6: invalid hex digit 'z' in number '0xzz'\n40\n"
    );
    assert_eq!(tally.lines, 7);
    assert_eq!(tally.bad, 2);
}

#[test]
fn each_report_is_one_write() {
    // Records every write call: each must be one whole report line.
    struct Calls(Vec<Vec<u8>>);
    impl io::Write for Calls {
        fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
            self.0.push(buf.to_vec());
            Ok(buf.len())
        }
        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }
    let input: String = (0..1000).map(|i| format!("bad{i}\n1\n")).collect();
    let (mut out, mut err) = (Vec::new(), Calls(Vec::new()));
    let mut printer = Printer::new(Results::Boards, Format::Hex).unwrap();
    let tally = run(
        io::Cursor::new(input.into_bytes()),
        &mut out,
        &mut err,
        Cpu::current(),
        &Map(|v: u64| v),
        &mut printer,
    )
    .unwrap();
    assert_eq!(tally.bad, 1000);
    assert_eq!(err.0.len(), 1000);
    for (i, call) in err.0.iter().enumerate() {
        let text = String::from_utf8(call.clone()).unwrap();
        assert!(
            text.starts_with(&format!(
                "bbtool: error: line {}: unknown name 'bad{i}'",
                2 * i + 1
            )),
            "{text}"
        );
        assert_eq!(text.matches('\n').count(), 1, "{text}");
        assert!(text.ends_with('\n'));
    }
    assert_eq!(out.len(), 1000 * 19);
}

#[test]
fn the_line_parser_is_the_callers() {
    // A grammar that knows one more name; plain numbers never reach it.
    let parse = |text: &str| match text {
        "answer" => Ok(42),
        _ => Err(format!("not the answer: '{text}'")),
    };
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let mut printer = Printer::new(Results::Boards, Format::Dec).unwrap();
    let tally = run_parsing(
        io::Cursor::new(b"answer\n7\ne4\n".to_vec()),
        &mut out,
        &mut err,
        Cpu::current(),
        &parse,
        &Map(|v: u64| v + 1),
        &mut printer,
    )
    .unwrap();
    assert_eq!(String::from_utf8(out).unwrap(), "43\n8\n");
    assert_eq!(
        String::from_utf8(err).unwrap(),
        "bbtool: error: line 3: not the answer: 'e4'\n"
    );
    assert_eq!(tally.bad, 1);
}

#[test]
fn each_value_is_asked_once_whether_it_is_refused() {
    let asked = AtomicUsize::new(0);
    let op = Refusing {
        op: Map(|v: u64| v),
        refuse: |v: u64| {
            asked.fetch_add(1, Ordering::Relaxed);
            v.is_multiple_of(3).then_some(Refusal::False(None))
        },
    };
    let input: String = (1..=1000).map(|i| format!("{i}\n")).collect();
    let mut printer = Printer::new(Results::Numbers, Format::Dec).unwrap();
    let (out, _, tally) = pipeline(input.as_bytes(), 1 << 16, &op, &mut printer);
    assert_eq!(asked.load(Ordering::Relaxed), 1000);
    assert_eq!(tally.refused, 333);
    let want: String = (1..=1000u32)
        .filter(|i| !i.is_multiple_of(3))
        .map(|i| format!("{i}\n"))
        .collect();
    assert_eq!(out, want);
}

#[test]
fn a_checked_operation_computes_each_value_once_and_reports_its_errors() {
    let calls = AtomicUsize::new(0);
    let op = Checked(|v: u64| {
        calls.fetch_add(1, Ordering::Relaxed);
        match v.is_multiple_of(400) {
            true => Err(format!("{v} is a multiple of 400")),
            false => Ok(v * 2),
        }
    });
    let run_on = |lines: std::ops::RangeInclusive<u64>| {
        let input: String = lines.map(|i| format!("{i}\n")).collect();
        let mut printer = Printer::new(Results::Numbers, Format::Dec).unwrap();
        pipeline(input.as_bytes(), 1 << 16, &op, &mut printer)
    };
    // No value fails: one computation each.
    let (out, err, tally) = run_on(1..=399);
    assert_eq!(calls.load(Ordering::Relaxed), 399);
    assert_eq!(
        out,
        (1..=399)
            .map(|i| format!("{}\n", 2 * i))
            .collect::<String>()
    );
    assert_eq!((err.as_str(), tally.bad), ("", 0));
    // Two fail: their lines are reported in order, the others print.
    let (out, err, tally) = run_on(1..=1000);
    let want: String = (1..=1000u64)
        .filter(|i| !i.is_multiple_of(400))
        .map(|i| format!("{}\n", 2 * i))
        .collect();
    assert_eq!(out, want);
    assert_eq!(
        err,
        "bbtool: error: line 400: 400 is a multiple of 400\n\
         bbtool: error: line 800: 800 is a multiple of 400\n"
    );
    assert_eq!(tally.bad, 2);
}
