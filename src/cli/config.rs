//! The options resolved once: the clap structs ([`super::GlobalOpts`]) are the options as
//! typed; a [`Config`] is what commands read (ripgrep's low and high arguments, fd's
//! `Opts` and `Config`).

use super::{ColorWhen, GlobalOpts, PathArg};
use anyhow::bail;
use bbtool::bitboard::Bitboard;
use bbtool::catalogue::{Choice, FamilyInfo, Kind, PathPreference};
use bbtool::cpu::{Cpu, Host};
use bbtool::parse::{ParseError, Scope, parse_value_in};
use bbtool::position::{FenError, Position};
use bbtool::render::Format;
use std::cell::OnceCell;

/// The options as commands use them.
#[derive(Debug)]
pub struct Config {
    /// The output format (`--json` is `--format json`).
    pub format: Format,
    /// Whether to colour: human output only, per `--color` and the terminal (NO_COLOR).
    pub color: bool,
    /// `--method` and `--path`.
    pub choice: Choice,
    /// `--all-methods`.
    pub all_methods: bool,
    /// `-q`: predicates print nothing.
    pub quiet: bool,
    /// `--fen`: the position whose sets VALUEs may name.
    pub position: Option<Position>,
    /// The running CPU, detected on first use: commands that select no method never
    /// pay for CPUID.
    cpu: OnceCell<&'static Host>,
}

impl Config {
    /// Resolves the options given at each level of the command line, outermost first
    /// (before the subcommand, after it, after a nested one): a later value wins, a flag
    /// given anywhere counts. `terminal_colors` says whether standard output takes colour
    /// (asked only for `--color auto` and human output). Options that ask for two
    /// formats (`--json -f hex`) are refused rather than one silently winning.
    pub fn new(
        levels: &[GlobalOpts],
        terminal_colors: impl FnOnce() -> bool,
    ) -> Result<Config, clap::Error> {
        let mut opts = GlobalOpts::default();
        for level in levels {
            opts.format = level.format.or(opts.format);
            opts.json |= level.json;
            opts.color = level.color.or(opts.color);
            opts.method = level.method.clone().or(opts.method);
            opts.path = level.path.or(opts.path);
            opts.all_methods |= level.all_methods;
            opts.quiet |= level.quiet;
            opts.fen = level.fen.clone().or(opts.fen);
        }
        refuse_conflicts(&opts)?;
        let format = match opts.format {
            _ if opts.json => Format::Json,
            Some(format) => format,
            None => Format::Human,
        };
        let color = format == Format::Human
            && match opts.color.unwrap_or_default() {
                ColorWhen::Always => true,
                ColorWhen::Never => false,
                ColorWhen::Auto => terminal_colors(),
            };
        Ok(Config {
            format,
            color,
            choice: Choice {
                method: opts.method,
                path: match opts.path.unwrap_or_default() {
                    PathArg::Auto => PathPreference::Auto,
                    PathArg::Hardware => PathPreference::Hardware,
                    PathArg::Software => PathPreference::Software,
                },
            },
            all_methods: opts.all_methods,
            quiet: opts.quiet,
            position: opts.fen,
            cpu: OnceCell::new(),
        })
    }

    /// The names VALUEs may use: squares, named sets and the `--fen` position's sets.
    pub fn scope(&self) -> Scope<'_> {
        Scope::of(self.position.as_ref())
    }

    /// Reads a VALUE in [`Config::scope`]. A word shaped like an option (`-v`,
    /// `--verbose`) that is no VALUE either is reported as the unknown option it likely
    /// is: it came here only because the command has no such option.
    pub fn value(&self, text: &str) -> Result<Bitboard, ParseError> {
        parse_value_in(text, &self.scope()).map_err(|err| {
            if text == "-" {
                return bbtool::parse::stdin_not_read_here();
            }
            let name = text.trim_start_matches('-');
            let dashes = text.len() - name.len();
            let option_shaped = (1..=2).contains(&dashes)
                && name.starts_with(|c: char| c.is_ascii_alphabetic())
                && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '-');
            if !option_shaped {
                return err;
            }
            ParseError {
                message: format!("unknown option '{text}' (see --help); as a VALUE: {err}"),
                input: err.input.clone(),
                column: None,
            }
        })
    }

    /// The format of a command whose output is not a bitboard a line (a listing, a
    /// table, source code): human, or one of `accepted`; another `--format` is refused,
    /// naming what `command` prints, rather than ignored.
    pub fn format_among(
        &self,
        command: &str,
        accepted: &[Format],
        prints: &str,
    ) -> anyhow::Result<Format> {
        let format = self.format;
        if format != Format::Human && !accepted.contains(&format) {
            bail!(
                "'{command}' prints {prints}, so --format {} does not apply",
                format_name(format)
            );
        }
        Ok(format)
    }

    /// [`Config::value`] of each text, in order; the first error stops.
    pub fn values(&self, texts: &[String]) -> Result<Vec<Bitboard>, ParseError> {
        texts.iter().map(|t| self.value(t)).collect()
    }

    /// The running CPU (detected on the first call).
    pub fn cpu(&self) -> &'static Host {
        self.cpu.get_or_init(Cpu::current)
    }

    /// True once [`Config::cpu`] has run detection.
    #[cfg(test)]
    pub fn cpu_detected(&self) -> bool {
        self.cpu.get().is_some()
    }

    /// Checks `--method` and `--all-methods` against the method families `command`
    /// uses: both are errors for a command with none, and a method must belong to one.
    pub fn check_methods(
        &self,
        command: &str,
        families: &[&'static dyn FamilyInfo],
    ) -> anyhow::Result<()> {
        let method = self.choice.method.as_deref();
        if families.is_empty() {
            let option = if method.is_some() {
                "--method"
            } else {
                "--all-methods"
            };
            if method.is_some() || self.all_methods {
                bail!("'{command}' has no method family, so {option} does not apply to it");
            }
            return Ok(());
        }
        let Some(name) = method else {
            return Ok(());
        };
        let methods: Vec<_> = families
            .iter()
            .flat_map(|family| family.methods())
            .collect();
        let kinds: Vec<Kind> = methods
            .iter()
            .filter(|m| m.name == name)
            .map(|m| m.kind)
            .collect();
        let wanted = match self.choice.path {
            PathPreference::Hardware => Some(Kind::Hardware),
            PathPreference::Software => Some(Kind::Software),
            PathPreference::Auto => None,
        };
        if let Some(wanted) = wanted.filter(|w| !kinds.is_empty() && !kinds.contains(w)) {
            bail!(
                "--method {name} is a {} method, but --path asks for {wanted} ones",
                kinds[0]
            );
        }
        if kinds.is_empty() {
            let valid = methods.iter().map(|m| m.name);
            let names: Vec<&str> = families.iter().map(|f| f.name()).collect();
            let lister = format!("bbtool methods {}", names.join(" "));
            let tail = super::suggest::choices(name, valid, &lister);
            bail!("unknown method '{name}' for '{command}'{tail}");
        }
        Ok(())
    }
}

/// Refuses `--json` with another `--format`, merged from every level: one line naming
/// both. (`--method` with `--path` is checked against the method's kind, in
/// [`Config::check_methods`]; with `--all-methods`, the chosen method gives the result
/// the others are compared with.)
fn refuse_conflicts(opts: &GlobalOpts) -> Result<(), clap::Error> {
    match opts.format {
        Some(format) if opts.json && format != Format::Json => Err(clap::Error::raw(
            clap::error::ErrorKind::ArgumentConflict,
            format!(
                "--json and --format {} ask for two formats: give one",
                format_name(format)
            ),
        )),
        _ => Ok(()),
    }
}

/// A format's name as `--format` takes it (`hex`, `json`).
fn format_name(format: Format) -> String {
    use clap::ValueEnum;
    format
        .to_possible_value()
        .map_or_else(|| format!("{format:?}"), |v| v.get_name().to_string())
}

/// `--fen`'s value parser: the library's one-line error names the field and column.
pub fn parse_fen(text: &str) -> Result<Position, FenError> {
    Position::from_fen(text)
}

#[cfg(test)]
mod tests {
    use super::*;
    use bbtool::popcount::POPCOUNT;
    use bbtool::scan::{BITSCAN_FORWARD, BITSCAN_REVERSE};

    fn config(line: &str) -> Config {
        let args = line.split_whitespace().map(Into::into);
        super::super::parse(args, || true).unwrap().2
    }

    fn refusal(line: &str) -> String {
        let args = line.split_whitespace().map(Into::into);
        super::super::parse(args, || true).unwrap_err().to_string()
    }

    #[test]
    fn options_resolve_once() {
        let c = config("bbtool --json --color always --method popcnt -q popcount 0xff");
        assert_eq!(c.format, Format::Json);
        // JSON is never coloured, whatever --color says.
        assert!(!c.color);
        assert_eq!(c.choice.method.as_deref(), Some("popcnt"));
        assert!(c.quiet);
        assert!(config("bbtool show e4").color);
        assert!(!config("bbtool show e4 --color never").color);
        assert!(config("bbtool show e4 --color always").color);
        let piped = super::super::parse(["bbtool".into(), "show".into(), "e4".into()], || false);
        assert!(!piped.unwrap().2.color);
        // Before or after the subcommand; after wins, and flags from either count.
        let c = config("bbtool -f hex --color never popcount 1 -f dec --color always -q");
        assert_eq!(c.format, Format::Dec);
        assert!(c.quiet);
        let c = config("bbtool --method popcnt popcount 1 -q");
        assert_eq!(c.choice.method.as_deref(), Some("popcnt"));
        let c = config("bbtool --all-methods popcount 1");
        assert!(c.all_methods);
        let c = config("bbtool --path hardware popcount 1 --path software");
        assert_eq!(c.choice.path, PathPreference::Software);
        assert_eq!(config("bbtool --json show e4 -f json").format, Format::Json);
        // A nested subcommand is a third level.
        let c = config("bbtool -f dec swap -f bin delta 0xff 0x0f 4 -f hex");
        assert_eq!(c.format, Format::Hex);
    }

    #[test]
    fn options_that_contradict_each_other_are_refused() {
        for (line, expected) in [
            (
                "bbtool --json show e4 -f hex",
                "--json and --format hex ask for two formats",
            ),
            ("bbtool show e4 -f dec --json", "--format dec"),
        ] {
            let err = refusal(line);
            assert!(err.contains(expected), "{line}: {err}");
        }
    }

    #[test]
    fn the_fen_is_read_once_and_scopes_values() {
        assert!(config("bbtool show e4").position.is_none());
        let c = config("bbtool --fen startpos show R");
        assert_eq!(c.value("R | k").unwrap().0, 0x81 | 1 << 60);
        // The later level wins, as for every option.
        let args = [
            "bbtool",
            "--fen",
            "startpos",
            "show",
            "e4",
            "--fen",
            "4K3/8/8/8/8/8/8/8 w - -",
        ];
        let c = super::super::parse(args.map(Into::into), || true)
            .unwrap()
            .2;
        assert_eq!(c.value("occupied").unwrap().0, 1 << 60);
        let err = config("bbtool show e4").value("kings").unwrap_err();
        assert!(err.to_string().contains("needs --fen"), "{err}");
    }

    #[test]
    fn an_option_shaped_word_that_is_no_value_is_named_an_unknown_option() {
        let c = config("bbtool show e4");
        for word in ["-v", "--verbose", "-xyz", "--dry-run"] {
            let err = c.value(word).unwrap_err().to_string();
            assert!(
                err.starts_with(&format!(
                    "unknown option '{word}' (see --help); as a VALUE: "
                )),
                "{err}"
            );
        }
        // Negations and expressions that begin with a dash stay VALUEs, good or bad.
        assert_eq!(c.value("-e4").unwrap().0, (1u64 << 28).wrapping_neg());
        for word in ["-(e4", "-", "---x", "-9x"] {
            let err = c.value(word).unwrap_err().to_string();
            assert!(!err.starts_with("unknown option"), "{err}");
        }
    }

    #[test]
    fn the_cpu_is_detected_on_first_use_only() {
        let c = config("bbtool show e4");
        assert!(!c.cpu_detected());
        assert!(std::ptr::eq(c.cpu(), Cpu::current()));
        assert!(c.cpu_detected());
    }

    #[test]
    fn methods_are_checked_against_the_commands_families() {
        let scan: [&'static dyn FamilyInfo; 2] = [&BITSCAN_FORWARD, &BITSCAN_REVERSE];
        assert!(config("bbtool scan 1").check_methods("scan", &scan).is_ok());
        assert!(
            config("bbtool shift e e4")
                .check_methods("shift", &[])
                .is_ok()
        );
        let err = config("bbtool shift e e4 --method bogus")
            .check_methods("shift", &[])
            .unwrap_err();
        assert_eq!(
            err.to_string(),
            "'shift' has no method family, so --method does not apply to it"
        );
        let err = config("bbtool shift e e4 --all-methods")
            .check_methods("shift", &[])
            .unwrap_err();
        assert!(err.to_string().contains("--all-methods"), "{err}");
        // A popcount method is another family's for scan.
        let err = config("bbtool scan 1 --method popcnt")
            .check_methods("scan", &scan)
            .unwrap_err()
            .to_string();
        assert!(
            err.starts_with("unknown method 'popcnt' for 'scan' ("),
            "{err}"
        );
        let lister = format!(
            "'bbtool methods {} {}'",
            BITSCAN_FORWARD.name, BITSCAN_REVERSE.name
        );
        assert!(err.contains(&lister), "{err}");
        let popcount: [&'static dyn FamilyInfo; 1] = [&POPCOUNT];
        // --path must allow the method's kind: popcnt is hardware, swar software.
        let err = config("bbtool popcount 1 --method popcnt --path software")
            .check_methods("popcount", &popcount)
            .unwrap_err();
        assert_eq!(
            err.to_string(),
            "--method popcnt is a hardware method, but --path asks for software ones"
        );
        let err = config("bbtool popcount 1 --method swar --path hardware")
            .check_methods("popcount", &popcount)
            .unwrap_err();
        assert!(err.to_string().contains("is a software method"), "{err}");
        assert!(
            config("bbtool popcount 1 --method swar --path software")
                .check_methods("popcount", &popcount)
                .is_ok()
        );
        assert!(
            config("bbtool popcount 1 --method popcnt")
                .check_methods("popcount", &popcount)
                .is_ok()
        );
    }
}
