//! The command line: clap definitions, one module per command group, and the one place
//! that turns results into exit statuses.
//!
//! Every subcommand enum is `#[command(defer = true)]`, so clap builds a subcommand's
//! arguments only when it is used (start-up, see [`parse`]). A deferred argument struct's
//! doc comment would then replace the subcommand's summary, so argument structs and
//! nested subcommand enums carry plain `//` comments; the summary is the variant's doc.
//! `tests/generated.rs` catches a slip: the man page and completions list every summary.

mod attacks;
mod bench;
pub mod context;
mod cpuinfo;
pub mod methods;
mod ops;
mod popcount;
mod scan;
mod show;

use crate::catalogue::{Choice, PathPreference};
use crate::render::Format;
use clap::{Args, CommandFactory, FromArgMatches, Parser, Subcommand, ValueEnum};
use context::{AlreadyReported, Ctx, Status};
use std::ffi::OsString;
use std::io::{self, Write};

/// A `--color` value: when to colour output, or (for `attacks` and `pushes`) which side's
/// pawns. Both issues name the option `--color`, so one option takes both kinds of value
/// and may be given twice (`--color black --color never`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, ValueEnum)]
pub enum ColorWhen {
    /// Colour when standard output is a terminal and NO_COLOR is unset.
    #[default]
    Auto,
    /// Always colour human output.
    Always,
    /// Never colour.
    Never,
    /// Pawns move north (attacks, pushes); other commands ignore it.
    White,
    /// Pawns move south (attacks, pushes); other commands ignore it.
    Black,
}

/// `--path`: which kind of method to prefer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, ValueEnum)]
pub enum PathArg {
    /// The best method this CPU can execute.
    #[default]
    Auto,
    /// Prefer CPU instructions (falls back to portable code when absent).
    Hardware,
    /// Portable code only.
    Software,
}

/// Options every command accepts, before or after the subcommand.
#[derive(Args, Debug, Clone)]
pub struct GlobalOpts {
    /// Output format.
    #[arg(short = 'f', long, global = true, value_enum, default_value_t = Format::Human)]
    pub format: Format,
    /// Same as --format json.
    #[arg(long, global = true)]
    pub json: bool,
    /// When to use colour: auto (a terminal and no NO_COLOR), always, never; for attacks
    /// and pushes also the pawns' side, white or black. May be given twice.
    #[arg(long, global = true, value_enum, value_name = "WHEN|SIDE", action = clap::ArgAction::Append)]
    pub color: Vec<ColorWhen>,
    /// Compute with this method (see `bbtool methods`).
    #[arg(long, global = true, value_name = "NAME")]
    pub method: Option<String>,
    /// Prefer hardware instructions or portable code.
    #[arg(long, global = true, value_enum, default_value_t = PathArg::Auto)]
    pub path: PathArg,
    /// Run every method this CPU can execute and show them side by side; exit 2 if any disagree.
    #[arg(long, global = true)]
    pub all_methods: bool,
    /// Predicates: print nothing, only set the exit status.
    #[arg(short, long, global = true)]
    pub quiet: bool,
}

const AFTER_HELP: &str = "\
VALUES (any argument that takes a bitboard):
  0x1000000, 268435456, 0b101, 0o17, -1     numbers (negative = two's complement)
  e4   e4,d5,f6   a1-h1   a1-h8   b2:g7     squares, lists, lines, rectangles
  rank4 filed light center corners k1 ...   named sets (bbtool sets)
  'e4,d5 & (e4,d5 - 1)'   'light \\ center'   C expressions: ~ - ! * / % + - << >> & \\ ^ |
  -                                          one value per line from standard input

EXIT STATUS: 0 success, 1 a predicate is false, 2 bad usage or input.

Examples:
  bbtool attacks rook d4 --occ 'd6 | f4'   sliding attacks, and the method that found them
  bbtool show e4,d5                        diagram, hex, decimal, squares and popcount
  bbtool calc 'rank4 & ~d4' -f squares     evaluate an expression
  bbtool popcount -f dec - < values.txt    one result per input line
  bbtool cpuinfo                           features, and the method chosen per family
  bbtool bench --quick                     time every method on this machine

Documentation: README.md and docs/ (guide, input grammar, methods, hardware, performance).";

/// bbtool — the chess-programming bitboard workbench.
#[derive(Parser, Debug)]
#[command(name = "bbtool", version, about, long_about = None, after_help = AFTER_HELP)]
#[command(propagate_version = true, max_term_width = 100)]
pub struct Cli {
    /// Global options.
    #[command(flatten)]
    pub global: GlobalOpts,
    /// The command.
    #[command(subcommand)]
    pub command: Command,
}

/// Every subcommand, in families. Each family is an enum of its own, so that [`parse`]
/// can build the one family an argument names without building the others.
#[derive(Subcommand, Debug)]
#[command(defer = true)]
pub enum Command {
    /// Show, calc, sets and scan.
    #[command(flatten)]
    Inspect(InspectCommand),
    /// Population counts: popcount, hamming, popcount3, weighted.
    #[command(flatten)]
    Popcount(popcount::PopcountCommand),
    /// Attacks, pawn pushes, explain, subsets and magics.
    #[command(flatten)]
    Attacks(attacks::AttacksCommand),
    /// The bit-operation commands.
    #[command(flatten)]
    Ops(ops::OpsCommand),
    /// About this machine and bbtool itself: cpuinfo, methods, bench, completions.
    #[command(flatten)]
    Tools(ToolCommand),
}

/// Looking at values: show, calc, sets, scan.
#[derive(Subcommand, Debug)]
#[command(defer = true)]
pub enum InspectCommand {
    /// Show every representation of each VALUE.
    #[command(after_help = show::SHOW_EXAMPLES)]
    Show(show::ShowArgs),
    /// Evaluate an expression and show the result.
    #[command(after_help = show::CALC_EXAMPLES)]
    Calc(show::CalcArgs),
    /// List the named sets VALUEs may use.
    Sets,
    /// Bitscan and serialize: the members in LS1B-first (or other) order, or one index.
    #[command(after_help = scan::EXAMPLES)]
    Scan(scan::ScanArgs),
}

/// About this machine and bbtool: cpuinfo, methods, bench, completions.
#[derive(Subcommand, Debug)]
#[command(defer = true)]
pub enum ToolCommand {
    /// CPU vendor, model, features with their CPUID bits, and the method chosen per family.
    #[command(after_help = cpuinfo::EXAMPLES)]
    Cpuinfo,
    /// List every method of every family (or of one), and which this CPU runs.
    #[command(after_help = "Examples:\n  bbtool methods\n  bbtool methods popcount --json")]
    Methods {
        /// Only this family.
        family: Option<String>,
    },
    /// Time every method of every family on this machine; flag slow automatic choices.
    #[command(after_help = bench::EXAMPLES)]
    Bench(bench::BenchArgs),
    /// Print a shell completion script.
    #[command(
        after_help = "Examples:\n  bbtool completions bash > ~/.local/share/bash-completion/completions/bbtool\n  bbtool completions zsh > ~/.zfunc/_bbtool"
    )]
    Completions {
        /// The shell.
        #[arg(value_enum)]
        shell: clap_complete::Shell,
    },
}

/// A family of [`Command`]: does it have a subcommand of this name (aliases are not
/// known here, so `count` parses against the full tree), and adds its subcommands to a
/// command.
type Family = (fn(&str) -> bool, fn(clap::Command) -> clap::Command);

/// Every family of [`Command`], for [`parse`]'s fast path.
const FAMILIES: [Family; 5] = [
    (
        InspectCommand::has_subcommand,
        InspectCommand::augment_subcommands,
    ),
    (
        popcount::PopcountCommand::has_subcommand,
        popcount::PopcountCommand::augment_subcommands,
    ),
    (
        attacks::AttacksCommand::has_subcommand,
        attacks::AttacksCommand::augment_subcommands,
    ),
    (
        ops::OpsCommand::has_subcommand,
        ops::OpsCommand::augment_subcommands,
    ),
    (
        ToolCommand::has_subcommand,
        ToolCommand::augment_subcommands,
    ),
];

/// Parses `args` (the program name first) as clap would against the whole [`Cli`] tree.
///
/// Start-up: before parsing, clap copies the global options into every subcommand, and
/// that was most of bbtool's heap (360 KB of 630 KB, dhat) and so of its page faults.
/// When an argument names a subcommand, the command line is first parsed against a tree
/// that holds the global options and that one subcommand. That tree has the same options
/// and no positional slot, so a success there is the full tree's result; on any error (a
/// help request too) the full tree parses again, so errors, suggestions and help are
/// exactly clap's own.
pub fn parse(args: &[OsString]) -> Result<Cli, clap::Error> {
    parse_reporting_tree(args).0
}

/// Which tree [`parse`] took its answer from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Tree {
    /// Only the subcommand an argument named (the fast path).
    OneSubcommand,
    /// Every subcommand (no subcommand named, or the fast path failed).
    Full,
}

/// [`parse`], and which tree answered (the tests check the fast path is taken).
fn parse_reporting_tree(args: &[OsString]) -> (Result<Cli, clap::Error>, Tree) {
    let attempt = |mut command: clap::Command| {
        let parsed = command.try_get_matches_from_mut(args).and_then(|matches| {
            let parsed = Cli::from_arg_matches(&matches);
            std::mem::forget(matches);
            parsed
        });
        // The tree and the matches live until exit, where the OS frees them at once:
        // dropping them node by node cost about 140,000 instructions (the full tree) and
        // 20,000 (the matches); a whole attack command now takes 540,000 (callgrind).
        std::mem::forget(command);
        parsed
    };
    let named = args
        .iter()
        .skip(1)
        .filter_map(|arg| arg.to_str())
        .find_map(|arg| {
            let (_, add_subcommands) = FAMILIES.iter().find(|(has, _)| has(arg))?;
            Some((arg, add_subcommands))
        });
    if let Some((name, add_subcommands)) = named {
        // The family's subcommands have deferred arguments, so building them all costs
        // little; what is saved is clap copying the global options into the others.
        let family = add_subcommands(clap::Command::new("family"));
        // Always found: the family's `has_subcommand` matched `name`.
        let subcommand = family.find_subcommand(name).cloned();
        std::mem::forget(family);
        // Only the global options: help, version and every error come from the full tree
        // (here `--version` is unknown, and `--help` is an error result like the others).
        let top = GlobalOpts::augment_args(clap::Command::new("bbtool"));
        let parsed = attempt(top.subcommands(subcommand));
        if parsed.is_ok() {
            return (parsed, Tree::OneSubcommand);
        }
    }
    (attempt(Cli::command()), Tree::Full)
}

/// Parses the command line and runs it; returns the exit status: 0 success, 1 a predicate
/// is false, 2 bad usage or input.
pub fn main() -> u8 {
    let args: Vec<OsString> = std::env::args_os().collect();
    let cli = match parse(&args) {
        Ok(cli) => cli,
        Err(e) => return clap_error(e),
    };
    let global = cli.global.clone();
    let format = if global.json {
        Format::Json
    } else {
        global.format
    };
    // The last output mode and the last side win; either may be absent.
    let mode = global
        .color
        .iter()
        .rev()
        .find(|c| matches!(c, ColorWhen::Auto | ColorWhen::Always | ColorWhen::Never));
    let color = match mode {
        Some(ColorWhen::Always) => true,
        Some(ColorWhen::Never) => false,
        _ => supports_color::on(supports_color::Stream::Stdout).is_some(),
    };
    let side = global.color.iter().rev().find_map(|c| match c {
        ColorWhen::White => Some(crate::attacks::Color::White),
        ColorWhen::Black => Some(crate::attacks::Color::Black),
        _ => None,
    });
    let choice = Choice {
        method: global.method.clone(),
        path: match global.path {
            PathArg::Auto => PathPreference::Auto,
            PathArg::Hardware => PathPreference::Hardware,
            PathArg::Software => PathPreference::Software,
        },
    };
    let mut ctx = Ctx::new(
        format,
        color && format == Format::Human,
        choice,
        global.all_methods,
        global.quiet,
    );
    ctx.side = side;
    let result = run(&mut ctx, cli.command).and_then(|s| {
        ctx.flush()?;
        Ok(s)
    });
    match result {
        Ok(Status::Success) => 0,
        Ok(Status::False) => 1,
        Err(e) if is_broken_pipe(&e) => 0,
        Err(e) => {
            if e.downcast_ref::<AlreadyReported>().is_none() {
                // Partial output of a failed single-value command is dropped, not printed.
                ctx.discard();
                eprintln!("bbtool: error: {e:#}");
            }
            2
        }
    }
}

/// Dispatches one command.
fn run(ctx: &mut Ctx, command: Command) -> anyhow::Result<Status> {
    match command {
        Command::Inspect(command) => match command {
            InspectCommand::Show(args) => show::show(ctx, &args),
            InspectCommand::Calc(args) => show::calc(ctx, &args),
            InspectCommand::Sets => show::sets(ctx),
            InspectCommand::Scan(args) => scan::scan(ctx, &args),
        },
        Command::Popcount(command) => popcount::run(ctx, command),
        Command::Attacks(command) => attacks::run(ctx, command),
        Command::Ops(command) => ops::run(ctx, command),
        Command::Tools(command) => run_tool(ctx, command),
    }
}

/// Dispatches one of the [`ToolCommand`]s.
fn run_tool(ctx: &mut Ctx, command: ToolCommand) -> anyhow::Result<Status> {
    match command {
        ToolCommand::Cpuinfo => cpuinfo::cpuinfo(ctx),
        ToolCommand::Methods { family } => {
            methods::list(ctx, &crate::registry::families(), family.as_deref())
        }
        ToolCommand::Bench(args) => bench::bench(ctx, &args),
        ToolCommand::Completions { shell } => {
            let mut buf = Vec::new();
            clap_complete::generate(shell, &mut Cli::command(), "bbtool", &mut buf);
            ctx.write_str(&String::from_utf8_lossy(&buf))?;
            Ok(Status::Success)
        }
    }
}

/// Prints clap's own errors as one line, keeps help and version on stdout with status 0.
fn clap_error(e: clap::Error) -> u8 {
    use clap::error::ErrorKind;
    match e.kind() {
        ErrorKind::DisplayHelp
        | ErrorKind::DisplayVersion
        | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            let _ = e.print();
            if e.kind() == ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand {
                return 2;
            }
            0
        }
        _ => {
            let text = e.render().to_string();
            let mut lines = text.lines();
            let first = lines.next().unwrap_or("invalid usage");
            let mut message = first.strip_prefix("error: ").unwrap_or(first).to_string();
            // "required arguments were not provided:" lists them on the indented lines after.
            if message.ends_with(':') {
                let names: Vec<&str> = lines
                    .take_while(|l| l.starts_with("  "))
                    .map(str::trim)
                    .collect();
                message = format!("{message} {}", names.join(" "));
            }
            if let Some(clap::error::ContextValue::Strings(valid)) =
                e.get(clap::error::ContextKind::ValidValue)
            {
                message = format!("{message} (valid: {})", valid.join(", "));
            }
            let _ = writeln!(
                io::stderr(),
                "bbtool: error: {message} (see 'bbtool --help')"
            );
            2
        }
    }
}

/// True when the error chain holds a closed pipe: the reader went away, which is fine.
fn is_broken_pipe(e: &anyhow::Error) -> bool {
    e.chain().any(|c| {
        c.downcast_ref::<io::Error>()
            .is_some_and(|io| io.kind() == io::ErrorKind::BrokenPipe)
    })
}

#[cfg(test)]
mod tests {
    //! [`parse`] first tries a tree holding only the named subcommand. Whatever the command
    //! line, its result must be what clap gives against the full tree: the same parsed
    //! command, or the same error with the same message.
    use super::*;

    /// clap's own answer: the command line against the whole [`Cli`] tree.
    fn full_tree(args: &[OsString]) -> Result<Cli, clap::Error> {
        Cli::command()
            .try_get_matches_from(args)
            .and_then(|matches| Cli::from_arg_matches(&matches))
    }

    /// Compares both parsers on `line` (split on spaces, program name added) and returns
    /// which tree answered.
    fn same(line: &str) -> Tree {
        let args: Vec<OsString> = std::iter::once("bbtool")
            .chain(line.split_whitespace())
            .map(OsString::from)
            .collect();
        let (fast, tree) = parse_reporting_tree(&args);
        match (fast, full_tree(&args)) {
            (Ok(fast), Ok(full)) => assert_eq!(format!("{fast:?}"), format!("{full:?}"), "{line}"),
            (Err(fast), Err(full)) => {
                assert_eq!(fast.kind(), full.kind(), "{line}");
                assert_eq!(fast.to_string(), full.to_string(), "{line}");
            }
            (fast, full) => panic!("{line}: fast {fast:?}, full {full:?}"),
        }
        tree
    }

    #[test]
    fn ordinary_commands_take_the_one_subcommand_tree_and_parse_the_same() {
        for line in [
            "attacks queen d4 --occ rank4|filed -f hex",
            "-f hex attacks rook d4 --occ d6|f4",
            "--json attacks knight g1",
            "attacks pawn e4 --color black --color never",
            "--method pext-table attacks rook a1 --occ rank1",
            "attacks rook --from a1,h8 --occ rank4",
            "show e4,d5",
            "popcount - -f dec",
            "pext 0xff00 0x0ff0",
            "swap delta 0xff 0x0f 4",
            "swap bits 0xff 0 8 4",
            "methods popcount",
            "cpuinfo --json",
            "sets",
            "completions bash",
            "bench --quick popcount",
            "calc rank4&~d4 -f squares",
            "--format hex show show",
        ] {
            assert_eq!(same(line), Tree::OneSubcommand, "{line}");
        }
    }

    #[test]
    fn every_subcommand_belongs_to_one_family() {
        for sub in Cli::command().get_subcommands() {
            let name = sub.get_name();
            let claimed = FAMILIES.iter().filter(|(has, _)| has(name)).count();
            // `help` is clap's own and always parses against the full tree.
            assert_eq!(claimed, usize::from(name != "help"), "{name}");
        }
    }

    #[test]
    fn errors_help_and_wrong_guesses_fall_back_to_the_full_tree() {
        for line in [
            // A global option's value that is also a subcommand name: the first guess is
            // wrong, so the full tree parses it.
            "--method pext attacks rook d4",
            // An alias: `has_subcommand` knows the names only.
            "count 0xff",
            // Errors: clap's messages, suggestions and kinds must not change.
            "atacks rook d4",
            "attacks",
            "attacks rook d4 --occ",
            "attacks rook d4 --bogus",
            "show",
            "pext 1",
            "swap",
            "-f nope show e4",
            "show e4 -f nope",
            // Help and version.
            "--help",
            "--version",
            "attacks --help",
            "attacks -h",
            "help attacks",
            "show --version",
            "",
        ] {
            assert_eq!(same(line), Tree::Full, "{line}");
        }
    }
}
