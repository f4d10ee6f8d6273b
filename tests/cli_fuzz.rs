//! A bounded, seeded fuzzer of the command line: random argv and stdin for every
//! subcommand (found in `bbtool --help` and each command's help), run on the real binary,
//! checked against the rules every invocation keeps:
//! - the exit status is 0, 1 or 2, and no signal ended the process;
//! - no panic text;
//! - a failed single invocation (no `-` argument) writes nothing on standard output;
//! - stderr lines are short and hold no raw control characters, and a failed single
//!   invocation reports one line;
//! - memory stays bounded (the process runs under a 1 GB address-space limit; an
//!   allocation past it aborts, which the signal check catches).
//!
//! `cargo test` runs a quick setting (300 invocations); `BBTOOL_FUZZ_ITERATIONS=N` runs N.
//! `bench` is skipped (it is slow by design) and nothing reads a terminal.

use bbtool::rng::SplitMix64;
use std::collections::BTreeSet;
use std::io::Write;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// The binary under test.
const BBTOOL: &str = env!("CARGO_BIN_EXE_bbtool");

/// Output kept per invocation: more is cut by `head`, which the binary sees as a closed
/// pipe (a quiet exit 0), so endless commands (`subsets -1`) end.
const OUTPUT_CAP: usize = 1 << 20;

/// The longest stderr line accepted: an error line is cut to 300 characters, plus the
/// `bbtool: error: line N: ` prefix.
const LONGEST_LINE: usize = 340;

/// One subcommand: its words (`swap`, `mask`) and the long options its help lists, each
/// with the values it takes when the help names them.
#[derive(Debug, Clone)]
struct Target {
    words: Vec<String>,
    options: Vec<(String, Vec<String>)>,
    /// How many VALUE-like operands the usage line asks for.
    operands: usize,
}

/// The operands (`<VALUE>`, `<A> <B>`) of a help text's usage line.
fn operands(text: &str) -> usize {
    let usage = text.lines().find(|l| l.starts_with("Usage:")).unwrap_or("");
    usage
        .split_whitespace()
        .filter(|w| w.starts_with('<'))
        .count()
}

/// The help text of `args`.
fn help(args: &[&str]) -> String {
    let out = Command::new(BBTOOL)
        .args(args)
        .arg("-h")
        .output()
        .expect("bbtool runs");
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// The subcommands listed under "Commands:" in a help text.
fn commands(text: &str) -> Vec<String> {
    let Some(start) = text.find("Commands:") else {
        return Vec::new();
    };
    text[start..]
        .lines()
        .skip(1)
        .take_while(|l| l.starts_with("  ") || l.is_empty())
        .filter_map(|l| l.strip_prefix("  "))
        .filter(|l| !l.starts_with(' '))
        .filter_map(|l| l.split_whitespace().next())
        .map(str::to_string)
        .collect()
}

/// The long options of a help text, with their possible values when listed.
fn options(text: &str) -> Vec<(String, Vec<String>)> {
    let mut found = Vec::new();
    let mut lines = text.lines().peekable();
    while let Some(line) = lines.next() {
        let trimmed = line.trim_start();
        if !trimmed.starts_with('-') {
            continue;
        }
        let Some(long) = trimmed
            .split([' ', ','])
            .find(|w| w.starts_with("--") && w.len() > 2)
        else {
            continue;
        };
        let name = long.split('=').next().unwrap_or(long).to_string();
        if name == "--help" || name == "--version" {
            continue;
        }
        // "[possible values: a, b]" may follow on the next lines.
        let mut text = line.to_string();
        while let Some(next) = lines.peek() {
            if next.trim_start().starts_with('-') || next.trim().is_empty() {
                break;
            }
            text.push_str(next);
            lines.next();
        }
        let values = text
            .split_once("[possible values: ")
            .map(|(_, rest)| {
                rest.split(']')
                    .next()
                    .unwrap_or("")
                    .split(", ")
                    .map(|v| v.trim().to_string())
                    .collect()
            })
            .unwrap_or_default();
        found.push((name, values));
    }
    found
}

/// Every subcommand but `bench` and `help`, one level of nesting deep.
fn targets() -> Vec<Target> {
    let mut all = Vec::new();
    for name in commands(&help(&[])) {
        if name == "bench" || name == "help" {
            continue;
        }
        let text = help(&[&name]);
        let nested = commands(&text);
        if nested.is_empty() {
            all.push(Target {
                words: vec![name],
                options: options(&text),
                operands: operands(&text),
            });
            continue;
        }
        for sub in nested.into_iter().filter(|s| s != "help") {
            let text = help(&[&name, &sub]);
            all.push(Target {
                words: vec![name.clone(), sub],
                options: options(&text),
                operands: operands(&text),
            });
        }
    }
    all
}

/// Values that mean something, and words that do not.
const WORDS: &[&str] = &[
    "e4",
    "0xff",
    "-1",
    "0",
    "1",
    "63",
    "64",
    "65",
    "rank4",
    "filed",
    "a1-h8",
    "b2:g7",
    "e4,d5",
    "(e4",
    "-(1)",
    "-e4",
    "~0",
    "!0",
    "1<<63",
    "1/0",
    "-",
    "--",
    "- -",
    "rook",
    "bishop",
    "queen",
    "knight",
    "king",
    "pawn",
    "white",
    "black",
    "d4",
    "hex",
    "json",
    "dec",
    "squares",
    "auto",
    "always",
    "never",
    "popcnt",
    "scalar",
    "x",
    "",
    " ",
    "0x",
    "18446744073709551616",
    "-9223372036854775809",
    "1,",
    "()",
    "light \\ center",
];

/// Values every VALUE position accepts.
const GOOD: &[&str] = &[
    "e4", "0xff", "rank4", "d4", "1", "e4,d5", "a1-h8", "3", "center",
];

/// A random VALUE-ish string: a known word, junk with control characters, a long run,
/// or something starting with dashes.
fn value(rng: &mut SplitMix64) -> String {
    let pick = |rng: &mut SplitMix64, n: usize| (rng.next_u64() % n as u64) as usize;
    match pick(rng, 10) {
        0..=4 => WORDS[pick(rng, WORDS.len())].to_string(),
        5 => {
            let n = 1 + pick(rng, 12);
            (0..n)
                .map(|_| {
                    let c = pick(rng, 128) as u8;
                    // No NUL: an argument cannot hold one.
                    char::from(c.max(1))
                })
                .collect()
        }
        6 => {
            let unit = WORDS[pick(rng, WORDS.len())];
            let times = 1 + pick(rng, 20_000 / (unit.len() + 1));
            unit.repeat(times)
        }
        7 => format!("-{}", WORDS[pick(rng, WORDS.len())]),
        8 => format!(
            "{}{}{}",
            WORDS[pick(rng, WORDS.len())],
            ["\n", "\x1b]0;t\x07", "\t", "\u{7f}", "\u{9b}", "é", "→"][pick(rng, 7)],
            WORDS[pick(rng, WORDS.len())]
        ),
        _ => format!("{}", rng.next_u64() >> pick(rng, 64)),
    }
}

/// Random standard input: lines of values and junk, now and then a NUL, a BOM, or a
/// line longer than the batch line limit.
fn stdin(rng: &mut SplitMix64) -> Vec<u8> {
    let mut bytes = Vec::new();
    let lines = rng.next_u64() % 20;
    for _ in 0..lines {
        match rng.next_u64() % 12 {
            0 => bytes.extend_from_slice(b"\0\x1b[31m\r"),
            1 => bytes.extend_from_slice("\u{feff}e4".as_bytes()),
            2 if rng.next_u64().is_multiple_of(8) => {
                bytes.extend(std::iter::repeat_n(b'(', 1_100_000))
            }
            _ => bytes.extend_from_slice(value(rng).as_bytes()),
        }
        bytes.push(b'\n');
    }
    bytes
}

/// A random command line for `target`: plain (good values only) or hostile.
fn argv(rng: &mut SplitMix64, target: &Target, plain: bool) -> Vec<String> {
    let mut args = target.words.clone();
    if plain {
        for _ in 0..target.operands {
            args.push(GOOD[(rng.next_u64() % GOOD.len() as u64) as usize].to_string());
        }
        return args;
    }
    let n = rng.next_u64() % 6;
    for _ in 0..n {
        let roll = rng.next_u64() % 10;
        if roll < 3 && !target.options.is_empty() {
            let (name, values) =
                &target.options[(rng.next_u64() % target.options.len() as u64) as usize];
            args.push(name.clone());
            if !values.is_empty() && !rng.next_u64().is_multiple_of(4) {
                args.push(values[(rng.next_u64() % values.len() as u64) as usize].clone());
            } else if rng.next_u64().is_multiple_of(2) {
                args.push(value(rng));
            }
        } else if roll == 3 {
            let common = [
                "-f",
                "--json",
                "--color",
                "--method",
                "--all-methods",
                "-q",
                "--path",
            ];
            args.push(common[(rng.next_u64() % common.len() as u64) as usize].to_string());
        } else {
            args.push(value(rng));
        }
    }
    args
}

/// What one invocation did.
struct Outcome {
    code: Option<i32>,
    stdout: Vec<u8>,
    stderr: String,
}

/// Runs bbtool with `args` and `input` under the memory limit, its output cut at
/// [`OUTPUT_CAP`] by `head`; the status is bbtool's own (128 + N for signal N).
fn run(args: &[String], input: &[u8]) -> Outcome {
    let script = format!(
        "ulimit -v 1000000; set -o pipefail; \"$0\" \"$@\" | head -c {OUTPUT_CAP}; exit ${{PIPESTATUS[0]}}"
    );
    let mut child = Command::new("bash")
        .arg("-c")
        .arg(script)
        .arg(BBTOOL)
        .args(args)
        .env_remove("NO_COLOR")
        .env_remove("CLICOLOR_FORCE")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("bash runs");
    let mut pipe = child.stdin.take().expect("stdin");
    let input = input.to_vec();
    // A writer thread: bbtool may exit (or stop reading) before taking all of it.
    let feeder = std::thread::spawn(move || {
        let _ = pipe.write_all(&input);
    });
    let out = child.wait_with_output().expect("bash finishes");
    let _ = feeder.join();
    Outcome {
        code: out.status.code(),
        stdout: out.stdout,
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

/// The rules every invocation keeps; the first one broken, as a message.
fn broken_rule(args: &[String], out: &Outcome) -> Option<String> {
    let code = out.code?;
    if !(0..=2).contains(&code) {
        return Some(format!("exit status {code}"));
    }
    for bad in ["panicked", "RUST_BACKTRACE", "memory allocation"] {
        if out.stderr.contains(bad) {
            return Some(format!("'{bad}' on stderr"));
        }
    }
    let batch = args.iter().any(|a| a == "-");
    if code == 2 && !batch && !out.stdout.is_empty() {
        return Some(format!(
            "{} bytes on stdout after failing",
            out.stdout.len()
        ));
    }
    if let Some(line) = out
        .stderr
        .lines()
        .find(|l| l.chars().count() > LONGEST_LINE)
    {
        return Some(format!(
            "a stderr line of {} characters",
            line.chars().count()
        ));
    }
    if let Some(c) = out.stderr.chars().find(|&c| c.is_control() && c != '\n') {
        return Some(format!("raw control character {c:?} on stderr"));
    }
    // A single error is one line (clap prints usage help on stderr when a command
    // with subcommands is given none: that is not an error line).
    let errors = out
        .stderr
        .lines()
        .filter(|l| l.starts_with("bbtool:"))
        .count();
    if code == 2 && !batch && out.stderr.starts_with("bbtool: error:") && errors != 1 {
        return Some(format!("{errors} error lines for a single invocation"));
    }
    None
}

/// Invocations to run: `BBTOOL_FUZZ_ITERATIONS`, else `quick`.
fn iterations(quick: usize) -> usize {
    std::env::var("BBTOOL_FUZZ_ITERATIONS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(quick)
}

#[test]
fn random_command_lines_keep_the_rules() {
    let targets = targets();
    assert!(targets.len() >= 40, "found {} subcommands", targets.len());
    let total = iterations(300);
    let mut rng = SplitMix64(0xB1B0_A2D5_F022);
    let started = Instant::now();
    let mut findings = Vec::new();
    let mut codes = [0usize; 3];
    let mut commands_seen = BTreeSet::new();
    for k in 0..total {
        // Every subcommand in turn, then at random.
        let target = if k < targets.len() {
            &targets[k]
        } else {
            &targets[(rng.next_u64() % targets.len() as u64) as usize]
        };
        let plain = k < targets.len() || rng.next_u64().is_multiple_of(3);
        let args = argv(&mut rng, target, plain);
        let input = if args.iter().any(|a| a == "-") {
            stdin(&mut rng)
        } else {
            Vec::new()
        };
        let out = run(&args, &input);
        commands_seen.insert(target.words.join(" "));
        if let Some(code) = out.code.filter(|c| (0..=2).contains(c)) {
            codes[code as usize] += 1;
        }
        if let Some(rule) = broken_rule(&args, &out) {
            let shown: Vec<String> = args
                .iter()
                .map(|a| bbtool::escape::one_line(a, 60))
                .collect();
            findings.push(format!(
                "{rule}: bbtool {:?}\n  stderr: {}",
                shown,
                bbtool::escape::one_line(&out.stderr, 300)
            ));
            if findings.len() >= 10 {
                break;
            }
        }
    }
    let elapsed = started.elapsed();
    println!(
        "cli fuzz: {total} invocations of {} subcommands in {:.1} s; exit 0/1/2: {:?}",
        commands_seen.len(),
        elapsed.as_secs_f64(),
        codes
    );
    assert!(findings.is_empty(), "{}", findings.join("\n"));
    assert!(elapsed < Duration::from_secs(3600));
}

#[test]
fn the_fuzzer_finds_every_command_and_its_options() {
    let targets = targets();
    let names: Vec<String> = targets.iter().map(|t| t.words.join(" ")).collect();
    for expected in [
        "show",
        "calc",
        "popcount",
        "attacks",
        "subsets",
        "bit",
        "completions",
    ] {
        assert!(
            names
                .iter()
                .any(|n| n == expected || n.starts_with(&format!("{expected} "))),
            "{expected} missing from {names:?}"
        );
    }
    let show = targets.iter().find(|t| t.words == ["show"]).expect("show");
    let format = show
        .options
        .iter()
        .find(|(n, _)| n == "--format")
        .expect("--format");
    assert!(format.1.contains(&"hex".to_string()), "{format:?}");
}

#[test]
fn the_rules_catch_what_they_are_for() {
    let args = |a: &[&str]| a.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    let outcome = |code, stdout: &str, stderr: &str| Outcome {
        code: Some(code),
        stdout: stdout.as_bytes().to_vec(),
        stderr: stderr.to_string(),
    };
    let single = args(&["show", "x"]);
    assert_eq!(
        broken_rule(&single, &outcome(2, "", "bbtool: error: bad\n")),
        None
    );
    assert!(broken_rule(&single, &outcome(134, "", "")).is_some());
    assert!(broken_rule(&single, &outcome(2, "0x1\n", "bbtool: error: bad\n")).is_some());
    assert!(broken_rule(&single, &outcome(2, "", "bbtool: error: a\x1bb\n")).is_some());
    assert!(
        broken_rule(
            &single,
            &outcome(2, "", "bbtool: error: a\nbbtool: error: b\n")
        )
        .is_some()
    );
    assert!(
        broken_rule(
            &single,
            &outcome(2, "", &format!("bbtool: error: {}\n", "x".repeat(400)))
        )
        .is_some()
    );
    assert!(broken_rule(&single, &outcome(0, "", "thread 'main' panicked at x\n")).is_some());
    // Batch mode prints its good lines and reports each bad one.
    let batch = args(&["show", "-"]);
    let two = "bbtool: error: line 1: bad\nbbtool: error: 1 of 2 input lines were bad\n";
    assert_eq!(broken_rule(&batch, &outcome(2, "0x1\n", two)), None);
}
