//! The command-line definition, and the generated files that follow it: completions and
//! the man page are checked in, and these tests fail when they are stale.
//! `BBTOOL_BLESS=1 cargo test --bin bbtool generated` rewrites them.

use super::context::Ctx;
use super::{Cli, dispatch, parse, parse_as, parse_family};
use clap::CommandFactory;
use clap_complete::Shell;
use std::path::Path;

fn check_or_bless(path: &Path, fresh: &[u8]) {
    if std::env::var_os("BBTOOL_BLESS").is_some() {
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, fresh).unwrap();
        return;
    }
    let stored = std::fs::read(path).unwrap_or_default();
    assert!(
        stored == fresh,
        "{} is stale: run `BBTOOL_BLESS=1 cargo test --bin bbtool generated`",
        path.display()
    );
}

#[test]
fn the_cli_definition_is_consistent() {
    Cli::command().debug_assert();
}

#[test]
fn generated_completions_are_fresh() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("completions");
    for (shell, file) in [
        (Shell::Bash, "bbtool.bash"),
        (Shell::Zsh, "_bbtool"),
        (Shell::Fish, "bbtool.fish"),
        (Shell::Elvish, "bbtool.elv"),
        (Shell::PowerShell, "_bbtool.ps1"),
    ] {
        let mut fresh = Vec::new();
        clap_complete::generate(shell, &mut Cli::command(), "bbtool", &mut fresh);
        check_or_bless(&dir.join(file), &fresh);
    }
}

#[test]
fn generated_man_page_is_fresh() {
    let mut fresh = Vec::new();
    clap_mangen::Man::new(Cli::command())
        .render(&mut fresh)
        .unwrap();
    check_or_bless(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/bbtool.1"),
        &fresh,
    );
}

#[test]
fn the_side_is_a_value_enum_that_completions_offer() {
    let mut bash = Vec::new();
    clap_complete::generate(Shell::Bash, &mut Cli::command(), "bbtool", &mut bash);
    let bash = String::from_utf8(bash).unwrap();
    assert!(
        bash.contains("--side)\n                    COMPREPLY=($(compgen -W \"white black\""),
        "bash completion offers no sides"
    );
    assert!(bash.contains("COMPREPLY=($(compgen -W \"auto always never\""));
}

/// Runs `line` with its output dropped; returns whether the CPU was detected.
fn detects_cpu(line: &str) -> bool {
    let (command, _, config) = parse(line.split_whitespace().map(Into::into), || false).unwrap();
    let mut ctx = Ctx::with_sink(config, Box::new(std::io::sink()));
    dispatch(&mut ctx, command).unwrap();
    ctx.config.cpu_detected()
}

#[test]
fn only_commands_that_select_a_method_detect_the_cpu() {
    for line in [
        "bbtool show e4,d5",
        "bbtool calc rank4&~d4",
        "bbtool sets",
        "bbtool completions bash",
        "bbtool shift e e4",
        "bbtool shl e4 8",
        "bbtool rotl e4 8",
        "bbtool reverse e4",
        "bbtool pushes rank2 --side black",
        "bbtool explain rook d4 --occ e6",
    ] {
        assert!(!detects_cpu(line), "{line}");
    }
    for line in [
        "bbtool attacks queen d4 --occ rank4|filed -f hex",
        "bbtool popcount 0xff",
        "bbtool cpuinfo",
    ] {
        assert!(detects_cpu(line), "{line}");
    }
}

/// A sink the test can read after the context is gone.
#[derive(Clone, Default)]
struct Shared(std::rc::Rc<std::cell::RefCell<Vec<u8>>>);

impl std::io::Write for Shared {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.borrow_mut().extend_from_slice(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// Runs `bbtool ARGS` in this process (no standard input): the exit status, the output
/// and the error message.
fn run_in_process(args: &[&str]) -> (i32, String, String) {
    use super::context::Status;
    let line = std::iter::once("bbtool").chain(args.iter().copied());
    let (command, _, config) = match parse(line.map(Into::into), || false) {
        Ok(parsed) => parsed,
        Err(e) => return (2, String::new(), e.to_string()),
    };
    let out = Shared::default();
    let mut ctx = Ctx::with_sink(config, Box::new(out.clone()));
    let result = dispatch(&mut ctx, command).and_then(|s| Ok(ctx.flush().map(|()| s)?));
    let text = String::from_utf8(out.0.borrow().clone()).unwrap();
    match result {
        Ok(Status::Success) => (0, text, String::new()),
        Ok(Status::False) => (1, text, String::new()),
        Err(e) => (2, text, format!("{e:#}")),
    }
}

/// The bit-operation and attack commands, with any nested subcommands, as `(path, command)`.
fn ops_commands() -> Vec<(Vec<String>, clap::Command)> {
    let chassis = [
        "show",
        "calc",
        "sets",
        "scan",
        "cpuinfo",
        "methods",
        "completions",
        "help",
    ];
    let mut out = Vec::new();
    let mut stack: Vec<(Vec<String>, clap::Command)> = Cli::command()
        .get_subcommands()
        .filter(|c| !chassis.contains(&c.get_name()))
        .map(|c| (vec![c.get_name().to_string()], c.clone()))
        .collect();
    while let Some((path, cmd)) = stack.pop() {
        for sub in cmd.get_subcommands().filter(|c| c.get_name() != "help") {
            let mut p = path.clone();
            p.push(sub.get_name().to_string());
            stack.push((p, sub.clone()));
        }
        out.push((path, cmd));
    }
    out
}

/// True for a word that names squares only (`e4`).
fn is_square(word: &str) -> bool {
    let b = word.as_bytes();
    b.len() == 2 && (b'a'..=b'h').contains(&b[0]) && (b'1'..=b'8').contains(&b[1])
}

#[test]
fn every_help_example_runs_and_prints_what_it_says() {
    let mut ran = 0;
    for (path, cmd) in ops_commands() {
        let Some(help) = cmd.get_after_help().map(|h| h.to_string()) else {
            if cmd.get_subcommands().next().is_none() {
                panic!("{path:?} has no examples");
            }
            continue;
        };
        let mut examples = 0;
        for l in help
            .lines()
            .filter(|l| l.starts_with("  ") && l.contains("bbtool "))
        {
            examples += 1;
            let (command, comment) = l.trim().split_once("  ").unwrap_or((l.trim(), ""));
            if !command.starts_with("bbtool ")
                || command.contains(['|', '<', '$', '"', '\''])
                || command.split_whitespace().any(|w| w == "-")
            {
                continue;
            }
            let args: Vec<&str> = command.split_whitespace().skip(1).collect();
            let (code, out, err) = run_in_process(&args);
            let comment = comment.trim();
            let want_code = if comment.starts_with("refused") { 2 } else { 0 };
            assert_eq!(code, want_code, "{l}: {err}");
            ran += 1;
            // A comment that starts with the value (up to a colon) is checked.
            let claim = comment.split(':').next().unwrap_or("").trim();
            let format = args.windows(2).find(|w| w[0] == "-f").map(|w| w[1]);
            let checked = match format {
                Some("hex") => claim.starts_with("0x"),
                Some("squares") => !claim.is_empty() && claim.split(' ').all(is_square),
                Some("dec") => !claim.is_empty() && claim.bytes().all(|b| b.is_ascii_digit()),
                _ => false,
            };
            if checked {
                assert_eq!(out.trim_end(), claim, "{l}");
            }
        }
        assert!(
            (2..=8).contains(&examples),
            "{path:?} has {examples} examples"
        );
    }
    assert!(ran > 60, "only {ran} examples ran");
}

#[test]
fn a_family_tree_parses_every_command_line_as_the_whole_tree_does() {
    // Every help example, and lines that take the other paths: options before the
    // subcommand, an alias, operands that begin with `-`, mistakes and help.
    let mut lines: Vec<String> = Vec::new();
    let mut stack = vec![Cli::command()];
    while let Some(cmd) = stack.pop() {
        let help = cmd
            .get_after_help()
            .map(|h| h.to_string())
            .unwrap_or_default();
        lines.extend(
            help.lines()
                .filter_map(|l| l.trim().strip_prefix("bbtool "))
                .map(|l| l.split("  ").next().unwrap_or(l).to_string()),
        );
        stack.extend(cmd.get_subcommands().cloned());
    }
    lines.extend(
        [
            "-f hex attacks queen d4 --occ rank4",
            "--json --method popcnt popcount 0xff",
            "--color never count 0xff",
            "fen startpos",
            "show -e4 -f hex",
            "-fhex and rank4 -e4",
            "attacks rook d4 --occ -f3",
            "atacks rook d4",
            "show --bogus 1",
            "attacks --help",
            "--version",
            "help show",
        ]
        .map(String::from),
    );
    let mut by_family = 0;
    for line in &lines {
        let args: Vec<std::ffi::OsString> = std::iter::once("bbtool")
            .chain(line.split_whitespace())
            .map(Into::into)
            .collect();
        let whole = parse_as(&args, |c| c).map_err(|e| e.to_string());
        match parse_family(&args) {
            Some(Ok(family)) => {
                by_family += 1;
                assert_eq!(
                    format!("{:?}", Ok::<_, String>(family)),
                    format!("{whole:?}"),
                    "bbtool {line}"
                );
            }
            // An error, or no subcommand named: parsed against the whole tree.
            Some(Err(_)) | None => assert!(
                whole.is_err() || line.split(' ').any(|w| ["count", "fen"].contains(&w)),
                "bbtool {line}: {whole:?}"
            ),
        }
    }
    assert!(
        by_family > 150,
        "only {by_family} of {} lines by family",
        lines.len()
    );
    // Every subcommand belongs to a family that `parse_family` knows.
    for sub in Cli::command().get_subcommands() {
        let args = ["bbtool", sub.get_name()].map(std::ffi::OsString::from);
        assert!(
            parse_family(&args).is_some(),
            "{} has no family",
            sub.get_name()
        );
    }
}

#[test]
fn help_paragraphs_fit_the_width_clap_wraps_at() {
    // A line longer than `max_term_width` is re-wrapped by clap, which leaves a word or
    // two alone on a line (the `is` tests once did).
    fn check(cmd: &clap::Command, path: &str) -> usize {
        let help = cmd
            .get_after_help()
            .map(|h| h.to_string())
            .unwrap_or_default();
        for line in help.lines() {
            assert!(
                line.chars().count() <= 100,
                "{path}: {} characters: {line}",
                line.chars().count()
            );
        }
        let subs = cmd.get_subcommands();
        1 + subs
            .map(|sub| check(sub, &format!("{path} {}", sub.get_name())))
            .sum::<usize>()
    }
    let mut cli = Cli::command();
    cli.build();
    let checked = check(&cli, "bbtool");
    assert!(checked > 60, "only {checked} commands");
}
