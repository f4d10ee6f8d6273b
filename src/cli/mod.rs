//! The command line: clap definitions (the options as typed), one module per command
//! group, and [`run`], which resolves the options into a [`Config`] and dispatches.
//!
//! Every subcommand enum is `#[command(defer = true)]`, so clap builds a subcommand's
//! arguments only when it is used (less start-up work). A deferred argument struct's
//! doc comment would then replace the subcommand's summary, so argument structs and
//! nested subcommand enums carry plain `//` comments; the summary is the variant's doc.
//! The `tests` module catches a slip: the man page and completions list every summary.

mod attacks;
mod bench;
mod config;
pub mod context;
mod cpuinfo;
mod r#gen;
mod hyphen;
mod methods;
mod ops;
mod output;
mod popcount;
mod position;
mod progress;
mod scan;
mod show;
mod stream;
mod suggest;

use bbtool::catalogue::FamilyInfo;
use bbtool::escape::echo;
use bbtool::render::Format;
use clap::{Args, CommandFactory, FromArgMatches, Parser, Subcommand, ValueEnum};
use config::Config;
use context::{AlreadyReported, Ctx, Status};
use std::ffi::OsString;

/// `--color`: when to colour output (ripgrep's and fd's values).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, ValueEnum)]
pub enum ColorWhen {
    /// Colour when standard output is a terminal (or CLICOLOR_FORCE is set) and NO_COLOR is unset or empty.
    #[default]
    Auto,
    /// Always colour human output.
    Always,
    /// Never colour.
    Never,
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

// Options every command accepts, before or after the subcommand: the top level and each
// subcommand's arguments flatten them (a `//` comment, since a doc comment would become
// each subcommand's summary). They are not `global = true`: clap copies a global option
// into every subcommand before parsing, most of bbtool's start-up; flattened, they are
// built with the one deferred subcommand that parses. [`Config::new`] merges both levels.
#[derive(Args, Debug, Clone, Default)]
pub struct GlobalOpts {
    /// Output format [default: human].
    #[arg(short = 'f', long, value_enum)]
    pub format: Option<Format>,
    /// Same as --format json.
    #[arg(long)]
    pub json: bool,
    /// When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto].
    #[arg(long, value_enum, value_name = "WHEN")]
    pub color: Option<ColorWhen>,
    /// Compute with this method (see `bbtool methods`).
    #[arg(long, value_name = "NAME")]
    pub method: Option<String>,
    /// Prefer hardware instructions or portable code [default: auto].
    #[arg(long, value_enum)]
    pub path: Option<PathArg>,
    /// Run every method this CPU can execute and show them side by side; exit 2 if any disagree.
    #[arg(long)]
    pub all_methods: bool,
    /// Predicates: print nothing, only set the exit status.
    #[arg(short, long)]
    pub quiet: bool,
    /// A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...).
    #[arg(long, value_name = "FEN", value_parser = config::parse_fen)]
    pub fen: Option<bbtool::position::Position>,
}

const AFTER_HELP: &str = "\
VALUES (any argument that takes a bitboard):
  0x1000000, 268435456, 0b101, 0o17, -1     numbers (negative = two's complement)
  0xffULL   0xff_u64   C64(0xff)            constants as C and Rust code writes them
  e4   e4,d5,f6   e4 d5   a1-h8   b2:g7     squares, lists, lines, rectangles
  rank4 filed light center corners k1 ...   named sets (bbtool sets)
  white pawns R n ep ... with --fen FEN     a position's sets (bbtool position --help)
  'e4,d5 & (e4,d5 - 1)'   'light \\ center'   C expressions: ~ - ! * / % + - << >> & \\ ^ |
  -                                          one value per line from standard input

EXIT STATUS: 0 success, 1 a predicate is false, 2 bad usage or input.

Examples:
  bbtool attacks rook d4 --occ 'd6 | f4'   sliding attacks, and the method that found them
  bbtool show e4,d5                        diagram, hex, decimal, squares and popcount
  bbtool calc 'rank4 & ~d4' -f squares     evaluate an expression
  bbtool popcount -f dec - < values.txt    one result per input line
  bbtool position startpos                 a FEN's board, piece sets and state
  bbtool gen rook-magics --lang c          tables to paste into an engine
  bbtool cpuinfo                           features, and the method chosen per family
  bbtool bench --quick                     time every method on this machine

Documentation: README.md and docs/ (guide, input grammar, methods, hardware, performance).";

/// bbtool — the chess-programming bitboard workbench.
#[derive(Parser, Debug)]
#[command(name = "bbtool", version, about, long_about = None, after_help = AFTER_HELP)]
#[command(propagate_version = true, max_term_width = 100)]
pub struct CommandLine<C: Subcommand + FromArgMatches> {
    /// Global options.
    #[command(flatten)]
    pub global: GlobalOpts,
    /// The command.
    #[command(subcommand)]
    pub command: C,
}

/// The whole command line: every subcommand (help, completions, the man page, errors).
pub type Cli = CommandLine<Command>;

/// Every subcommand, in families. Each family is an enum of its own, so that [`parse`]
/// builds only the family a command line names.
#[derive(Subcommand, Debug)]
#[command(defer = true)]
pub enum Command {
    /// Show, calc, sets, scan and position.
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
    /// About this machine and bbtool itself: cpuinfo, methods, bench, gen, completions.
    #[command(flatten)]
    Tools(ToolCommand),
}

/// Looking at values and positions: show, calc, sets, scan, position.
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
    Sets {
        #[command(flatten)]
        _global: crate::cli::GlobalOpts,
    },
    /// Bitscan and serialize: the members in LS1B-first (or other) order, or one index.
    #[command(after_help = scan::EXAMPLES)]
    Scan(scan::ScanArgs),
    /// A position from FEN: its piece sets, side to move, castling, en passant, clocks.
    #[command(visible_alias = "fen", after_help = position::EXAMPLES)]
    Position(position::PositionArgs),
}

/// About this machine and bbtool: cpuinfo, methods, bench, gen, completions.
#[derive(Subcommand, Debug)]
#[command(defer = true)]
pub enum ToolCommand {
    /// CPU vendor, model, features with their CPUID bits, and the method chosen per family.
    #[command(after_help = cpuinfo::EXAMPLES)]
    Cpuinfo {
        #[command(flatten)]
        _global: crate::cli::GlobalOpts,
    },
    /// List every method of every family (or of one), and which this CPU runs.
    #[command(
        after_help = "Examples:\n  bbtool methods\n  bbtool methods popcount --json\n  bbtool methods rook-attacks bishop-attacks"
    )]
    Methods {
        /// Only these families (all when none is named).
        #[arg(value_name = "FAMILY")]
        family: Vec<String>,
        #[command(flatten)]
        _global: crate::cli::GlobalOpts,
    },
    /// Time every method of every family on this machine; flag slow automatic choices.
    #[command(after_help = bench::EXAMPLES)]
    Bench(bench::BenchArgs),
    /// Print attack, magic, PEXT, between, line or ray tables as C, Rust or Python source.
    #[command(after_help = r#gen::EXAMPLES)]
    Gen(r#gen::GenArgs),
    /// Print a shell completion script.
    #[command(
        after_help = "Examples:\n  bbtool completions bash > ~/.local/share/bash-completion/completions/bbtool\n  bbtool completions zsh > ~/.zfunc/_bbtool"
    )]
    Completions {
        /// The shell.
        #[arg(value_enum)]
        shell: clap_complete::Shell,
        #[command(flatten)]
        _global: crate::cli::GlobalOpts,
    },
}

/// Parses `args` (the program name first) and runs the command: the status, or the error
/// that [`crate::main`] reports. Help and version print here and succeed.
pub fn run(args: impl IntoIterator<Item = OsString>) -> anyhow::Result<Status> {
    let terminal_colors = || {
        use std::io::IsTerminal;
        colour_by_default(
            |name| std::env::var_os(name),
            std::io::stdout().is_terminal(),
        )
    };
    let args: Vec<OsString> = args.into_iter().collect();
    let reads_stdin = args.iter().skip(1).any(|a| a == "-");
    let (command, name, config) = match parse(args.iter().cloned(), terminal_colors) {
        Ok(parsed) => parsed,
        Err(e) => return clap_error(&e, &args),
    };
    config.check_methods(&name, &command.families())?;
    let mut ctx = Ctx::new(config);
    match dispatch(&mut ctx, command).and_then(|s| Ok(ctx.flush().map(|()| s)?)) {
        Ok(status) => Ok(status),
        Err(e) => {
            if e.downcast_ref::<AlreadyReported>().is_some() {
                // Batch mode: the good lines print; the bad ones were reported.
                ctx.flush()?;
            } else {
                // A failed single invocation prints nothing on standard output.
                ctx.out.discard();
            }
            // Output errors and file errors say what they were writing or reading; an
            // operating system's error left bare came from reading standard input.
            let bare = e.chain().count() == 1
                && e.downcast_ref::<std::io::Error>()
                    .is_some_and(|io| io.raw_os_error().is_some());
            if bare && reads_stdin {
                return Err(e.context("cannot read standard input"));
            }
            Err(e)
        }
    }
}

/// Whether `--color auto` colours: not when NO_COLOR is set to anything but the empty
/// string (no-color.org), always when CLICOLOR_FORCE is set and not `0` (bixense.com/clicolors),
/// else when standard output is a terminal and TERM is not `dumb`.
fn colour_by_default(env: impl Fn(&str) -> Option<OsString>, terminal: bool) -> bool {
    let set = |name| env(name).filter(|v| !v.is_empty());
    if set("NO_COLOR").is_some() {
        return false;
    }
    if set("CLICOLOR_FORCE").is_some_and(|v| v != "0") {
        return true;
    }
    terminal && env("TERM").is_none_or(|t| t != "dumb")
}

/// The command line parsed: the command, its name and the options resolved from both
/// levels (before and after the subcommand).
fn parse(
    args: impl IntoIterator<Item = OsString>,
    terminal_colors: impl FnOnce() -> bool,
) -> Result<(Command, String, Config), clap::Error> {
    let mut args: Vec<OsString> = args.into_iter().collect();
    // `help -h` at any level (`bbtool help -h`, `bbtool swap help --help`) asks for help
    // about help: clap's `help` takes no options, so drop them after it, and `help
    // [COMMAND]` prints the help asked for.
    let is_help = |a: &OsString| a == "-h" || a == "--help";
    if args.iter().any(|a| a == "help")
        && args.iter().any(is_help)
        && let Some(at) = help_word_at(&args)
    {
        let mut k = 0;
        args.retain(|a| {
            k += 1;
            k <= at + 1 || !is_help(a)
        });
    }
    let (command, name, levels) = parse_levels(&args)?;
    Ok((command, name, Config::new(&levels, terminal_colors)?))
}

/// Where `args` name the `help` subcommand, at whatever level: a word in a subcommand's
/// place, below a command that has subcommands.
fn help_word_at(args: &[OsString]) -> Option<usize> {
    let mut cmd = Cli::command();
    cmd.build();
    let (mut offset, mut rest) = (0, args);
    while let Some((at, word)) = hyphen::subcommand_at(&cmd, rest) {
        if word == "help" && cmd.has_subcommands() {
            return Some(offset + at);
        }
        let sub = cmd.find_subcommand(word)?.clone();
        // The subcommand's word takes the program name's place for the next level.
        (offset, rest) = (offset + at, &rest[at..]);
        cmd = sub;
    }
    None
}

/// The command, its name and the options of each level, outermost first.
fn parse_levels(args: &[OsString]) -> Result<Parsed, clap::Error> {
    match parse_family(args) {
        Some(Ok(parsed)) => Ok(parsed),
        _ => parse_as(args, |command| command),
    }
}

/// `args` parsed against the tree of the family that their subcommand belongs to; `None`
/// when they name no subcommand by its name.
fn parse_family(args: &[OsString]) -> Option<Result<Parsed, clap::Error>> {
    // A command line that names a subcommand is parsed against a tree of that
    // subcommand's family only: building the root's sixty-odd subcommand entries was
    // most of the heap and much of the start-up. Anything else (help, version, an alias,
    // a mistake) and any error are parsed against the whole tree, so that help, errors
    // and suggestions are the whole tree's.
    let word = hyphen::subcommand_word(&GlobalOpts::augment_args(clap::Command::new("")), args);
    let named = |has: fn(&str) -> bool| word.is_some_and(has);
    if named(InspectCommand::has_subcommand) {
        Some(parse_as(args, Command::Inspect))
    } else if named(popcount::PopcountCommand::has_subcommand) {
        Some(parse_as(args, Command::Popcount))
    } else if named(attacks::AttacksCommand::has_subcommand) {
        Some(parse_as(args, Command::Attacks))
    } else if named(ops::OpsCommand::has_subcommand) {
        Some(parse_as(args, Command::Ops))
    } else if named(ToolCommand::has_subcommand) {
        Some(parse_as(args, Command::Tools))
    } else {
        None
    }
}

/// Refuses operands given more values in all than their bound (`num_args = 1..=8`):
/// clap bounds each occurrence, and operands split by options are occurrences of their
/// own (`lanes lzcnt 1 2 --mask 3 4 5 ...`), so the bound is checked on their sum too.
/// Options are not: a repeatable one (`--move`) bounds each use, not their number.
fn check_value_counts(cmd: &clap::Command, matches: &clap::ArgMatches) -> Result<(), clap::Error> {
    for arg in cmd.get_arguments().filter(|arg| arg.is_positional()) {
        let Some(most) = arg.get_num_args().map(|range| range.max_values()) else {
            continue;
        };
        let given = matches
            .try_get_raw(arg.get_id().as_str())
            .ok()
            .flatten()
            .map_or(0, |values| values.len());
        if given > most {
            let name = arg
                .get_value_names()
                .and_then(|names| names.first())
                .map_or_else(|| arg.get_id().to_string(), ToString::to_string);
            let message = format!("too many {name}: at most {most}, but {given} were given");
            return Err(clap::Error::raw(
                clap::error::ErrorKind::TooManyValues,
                message,
            ));
        }
    }
    match matches
        .subcommand()
        .and_then(|(name, sub)| Some((cmd.find_subcommand(name)?, sub)))
    {
        Some((sub_cmd, sub)) => check_value_counts(sub_cmd, sub),
        None => Ok(()),
    }
}

/// A parsed command line: the command, its name, and the options of each level.
type Parsed = (Command, String, Vec<GlobalOpts>);

/// `args` parsed against the tree of `C`'s subcommands: the command wrapped into a
/// [`Command`], its name, and the options of each level, outermost first (`swap` has a
/// level below it).
fn parse_as<C: Subcommand + FromArgMatches>(
    args: &[OsString],
    wrap: impl FnOnce(C) -> Command,
) -> Result<Parsed, clap::Error> {
    let mut cmd = CommandLine::<C>::command();
    let args = hyphen::operands_last(&cmd, args.to_vec());
    let matches = cmd.try_get_matches_from_mut(args)?;
    check_value_counts(&cmd, &matches)?;
    let cli = CommandLine::<C>::from_arg_matches(&matches)?;
    let name = matches.subcommand_name().unwrap_or("bbtool").to_string();
    let mut levels = vec![cli.global];
    let mut level = &matches;
    while let Some((_, sub)) = level.subcommand() {
        levels.push(GlobalOpts::from_arg_matches(sub)?);
        level = sub;
    }
    Ok((wrap(cli.command), name, levels))
}

impl Command {
    /// The method families this command selects from: `--method` must name one of
    /// their methods, and a command with none takes neither `--method` nor
    /// `--all-methods` ([`Config::check_methods`]).
    fn families(&self) -> Vec<&'static dyn FamilyInfo> {
        match self {
            Command::Inspect(InspectCommand::Scan(_)) => scan::families(),
            Command::Inspect(_) | Command::Tools(_) => Vec::new(),
            Command::Popcount(command) => command.families(),
            Command::Attacks(command) => command.families(),
            Command::Ops(command) => command.families(),
        }
    }
}

/// Dispatches one command.
fn dispatch(ctx: &mut Ctx, command: Command) -> anyhow::Result<Status> {
    match command {
        Command::Inspect(command) => match command {
            InspectCommand::Show(args) => show::show(ctx, &args),
            InspectCommand::Calc(args) => show::calc(ctx, &args),
            InspectCommand::Sets { .. } => show::sets(ctx),
            InspectCommand::Scan(args) => scan::scan(ctx, &args),
            InspectCommand::Position(args) => position::position(ctx, &args),
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
        ToolCommand::Cpuinfo { .. } => cpuinfo::cpuinfo(ctx),
        ToolCommand::Methods { family, .. } => {
            methods::list(ctx, &bbtool::registry::families(), &family)
        }
        ToolCommand::Bench(args) => bench::bench(ctx, &args),
        ToolCommand::Gen(args) => r#gen::generate(ctx, &args),
        ToolCommand::Completions { shell, .. } => {
            ctx.config
                .format_among("completions", &[], "a shell script")?;
            let mut buf = Vec::new();
            clap_complete::generate(shell, &mut Cli::command(), "bbtool", &mut buf);
            ctx.write_str(&String::from_utf8_lossy(&buf))?;
            Ok(Status::Success)
        }
    }
}

/// clap's own outcome: help and version print on stdout and succeed; every error becomes
/// one line, with clap's suggestion (`did you mean 'attacks'?`) and valid values.
fn clap_error(e: &clap::Error, args: &[OsString]) -> anyhow::Result<Status> {
    use clap::error::{ContextKind, ContextValue, ErrorKind};
    match e.kind() {
        ErrorKind::DisplayHelp | ErrorKind::DisplayVersion => {
            // Through the one writer, so a full or closed standard output is an error.
            let mut out = output::Output::new(
                Box::new(output::StandardOutput::open()),
                Format::Human,
                false,
            );
            // The version is the program's at every level (clap names a subcommand's
            // `bbtool-show`).
            let text = match e.kind() {
                ErrorKind::DisplayVersion => format!("bbtool {}\n", env!("CARGO_PKG_VERSION")),
                _ => e.render().to_string(),
            };
            out.write_all(text.as_bytes())?;
            out.flush()?;
            return Ok(Status::Success);
        }
        ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand | ErrorKind::MissingSubcommand => {
            // One line naming what is missing, as for every other usage error (clap
            // would print the whole help).
            let (path, cmd) = named_command(args);
            let names: Vec<&str> = cmd
                .get_subcommands()
                .filter(|sub| !sub.is_hide_set() && sub.get_name() != "help")
                .map(clap::Command::get_name)
                .collect();
            if path == "bbtool" {
                anyhow::bail!("a command is needed, as in 'bbtool show e4' (see 'bbtool --help')");
            }
            anyhow::bail!(
                "'{path}' needs a subcommand: {} (see '{path} --help')",
                names.join(", ")
            );
        }
        _ => {}
    }
    let text = e.render().to_string();
    let mut lines = text.lines();
    let first = lines.next().unwrap_or("invalid usage");
    let mut message = cut_quoted(first.strip_prefix("error: ").unwrap_or(first));
    // "required arguments were not provided:" lists them on the indented lines after.
    if message.ends_with(':') {
        let names: Vec<&str> = lines
            .take_while(|l| l.starts_with("  "))
            .map(str::trim)
            .collect();
        message = format!("{message} {}", names.join(" "));
    }
    let strings = |kind| match e.get(kind) {
        Some(ContextValue::Strings(list)) => list.iter().map(|s| echo(s)).collect(),
        Some(ContextValue::String(one)) => vec![echo(one)],
        _ => Vec::<String>::new(),
    };
    let suggested = [
        ContextKind::SuggestedSubcommand,
        ContextKind::SuggestedArg,
        ContextKind::SuggestedValue,
    ]
    .into_iter()
    .flat_map(strings)
    .map(|name| format!("'{name}'"))
    .collect::<Vec<_>>();
    if !suggested.is_empty() {
        message = format!("{message} (did you mean {}?)", suggested.join(" or "));
    }
    let valid: Vec<String> = strings(ContextKind::ValidValue)
        .into_iter()
        .filter(|v| !v.is_empty())
        .collect();
    if !valid.is_empty() {
        message = format!("{message} (valid: {})", valid.join(", "));
    }
    // The pawns' side was once spelled `--color white|black`.
    let invalid = strings(ContextKind::InvalidValue);
    let on_color = strings(ContextKind::InvalidArg)
        .iter()
        .any(|arg| arg.starts_with("--color"));
    if on_color && invalid.iter().any(|v| v == "white" || v == "black") {
        message = format!("{message}; the pawns' side is --side white|black");
    }
    anyhow::bail!("{message} (see '{} --help')", named_command(args).0)
}

/// The command a usage error is about, and its words: the subcommands named in `args`,
/// found level by level as the parser finds them (`bbtool swap delta`), so the hint
/// names that command's help.
fn named_command(args: &[OsString]) -> (String, clap::Command) {
    let mut cmd = Cli::command();
    cmd.build();
    let mut path = vec!["bbtool".to_string()];
    let mut rest = args;
    while let Some((at, word)) = hyphen::subcommand_at(&cmd, rest) {
        let Some(sub) = cmd.find_subcommand(word).cloned() else {
            break;
        };
        path.push(sub.get_name().to_string());
        // The subcommand's word takes the program name's place for the next level.
        rest = &rest[at..];
        cmd = sub;
    }
    (path.join(" "), cmd)
}

/// clap's message with each quoted part (an argument as typed) escaped and cut to
/// [`ECHO`](bbtool::escape::ECHO) characters: a 100 KB argument makes a short line.
fn cut_quoted(message: &str) -> String {
    message
        .split('\'')
        .enumerate()
        .map(|(k, part)| {
            if k % 2 == 1 {
                echo(part)
            } else {
                part.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join("'")
}

#[cfg(test)]
mod tests;
