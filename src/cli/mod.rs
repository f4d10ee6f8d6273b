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
mod hyphen;
mod methods;
mod ops;
mod output;
mod popcount;
mod scan;
mod show;
mod stream;

use bbtool::catalogue::FamilyInfo;
use bbtool::render::Format;
use clap::{Args, CommandFactory, FromArgMatches, Parser, Subcommand, ValueEnum};
use config::Config;
use context::{AlreadyReported, Ctx, Status};
use std::ffi::OsString;

/// `--color`: when to colour output (ripgrep's and fd's values).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, ValueEnum)]
pub enum ColorWhen {
    /// Colour when standard output is a terminal and NO_COLOR is unset.
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
    /// When to use colour: auto (a terminal and NO_COLOR unset), always, never [default: auto].
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
    Sets {
        #[command(flatten)]
        _global: crate::cli::GlobalOpts,
    },
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
    Cpuinfo {
        #[command(flatten)]
        _global: crate::cli::GlobalOpts,
    },
    /// List every method of every family (or of one), and which this CPU runs.
    #[command(after_help = "Examples:\n  bbtool methods\n  bbtool methods popcount --json")]
    Methods {
        /// Only this family.
        family: Option<String>,
        #[command(flatten)]
        _global: crate::cli::GlobalOpts,
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
        #[command(flatten)]
        _global: crate::cli::GlobalOpts,
    },
}

/// Parses `args` (the program name first) and runs the command: the status, or the error
/// that [`crate::main`] reports. Help and version print here and succeed.
pub fn run(args: impl IntoIterator<Item = OsString>) -> anyhow::Result<Status> {
    let terminal_colors = || supports_color::on(supports_color::Stream::Stdout).is_some();
    let (command, name, config) = match parse(args, terminal_colors) {
        Ok(parsed) => parsed,
        Err(e) => return clap_error(&e),
    };
    config.check_methods(&name, &command.families())?;
    let mut ctx = Ctx::new(config);
    match dispatch(&mut ctx, command).and_then(|s| Ok(ctx.flush().map(|()| s)?)) {
        Ok(status) => Ok(status),
        Err(e) => {
            if e.downcast_ref::<AlreadyReported>().is_none() {
                // Partial output of a failed single-value command is dropped, not printed.
                ctx.out.discard();
            }
            Err(e)
        }
    }
}

/// The command line parsed: the command, its name and the options resolved from both
/// levels (before and after the subcommand).
fn parse(
    args: impl IntoIterator<Item = OsString>,
    terminal_colors: impl FnOnce() -> bool,
) -> Result<(Command, String, Config), clap::Error> {
    let mut cmd = Cli::command();
    cmd.build();
    let args = hyphen::operands_last(&cmd, args.into_iter().collect());
    let matches = cmd.try_get_matches_from_mut(args)?;
    let cli = Cli::from_arg_matches(&matches)?;
    let name = matches.subcommand_name().unwrap_or("bbtool").to_string();
    // The options of each level, outermost first (`swap` has a level below it).
    let mut levels = vec![cli.global];
    let mut level = &matches;
    while let Some((_, sub)) = level.subcommand() {
        levels.push(GlobalOpts::from_arg_matches(sub)?);
        level = sub;
    }
    Ok((cli.command, name, Config::new(&levels, terminal_colors)))
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
            methods::list(ctx, &bbtool::registry::families(), family.as_deref())
        }
        ToolCommand::Bench(args) => bench::bench(ctx, &args),
        ToolCommand::Completions { shell, .. } => {
            let mut buf = Vec::new();
            clap_complete::generate(shell, &mut Cli::command(), "bbtool", &mut buf);
            ctx.write_str(&String::from_utf8_lossy(&buf))?;
            Ok(Status::Success)
        }
    }
}

/// clap's own outcome: help and version print on stdout and succeed; every error becomes
/// one line, with clap's suggestion (`did you mean 'attacks'?`) and valid values.
fn clap_error(e: &clap::Error) -> anyhow::Result<Status> {
    use clap::error::{ContextKind, ContextValue, ErrorKind};
    match e.kind() {
        ErrorKind::DisplayHelp | ErrorKind::DisplayVersion => {
            e.print()?;
            return Ok(Status::Success);
        }
        ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            e.print()?;
            return Err(AlreadyReported.into());
        }
        _ => {}
    }
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
    let strings = |kind| match e.get(kind) {
        Some(ContextValue::Strings(list)) => list.clone(),
        Some(ContextValue::String(one)) => vec![one.clone()],
        _ => Vec::new(),
    };
    let suggested = [ContextKind::SuggestedSubcommand, ContextKind::SuggestedArg]
        .into_iter()
        .flat_map(strings)
        .map(|name| format!("'{name}'"))
        .collect::<Vec<_>>();
    if !suggested.is_empty() {
        message = format!("{message} (did you mean {}?)", suggested.join(" or "));
    }
    let valid = strings(ContextKind::ValidValue);
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
    anyhow::bail!("{message} (see 'bbtool --help')")
}

#[cfg(test)]
mod tests;
