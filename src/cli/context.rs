//! What a command gets, the resolved options and the output, and what it returns.

use super::config::Config;
use super::output::Output;
use bbtool::catalogue::{Family, Selection};
use bbtool::render::{Outcome, Report};
use std::io;

/// How a command ended when it did not fail.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Status {
    /// Exit 0.
    Success,
    /// A predicate was false: exit 1.
    False,
}

/// A bad input that has already been reported; only the exit status remains (2).
#[derive(Debug)]
pub struct AlreadyReported;

impl std::fmt::Display for AlreadyReported {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("errors were reported")
    }
}

impl std::error::Error for AlreadyReported {}

/// Everything a command needs: the resolved options and the output.
pub struct Ctx {
    /// The options, resolved once.
    pub config: Config,
    /// Standard output.
    pub out: Output,
}

impl Ctx {
    /// A context writing `config`'s format to standard output.
    pub fn new(config: Config) -> Ctx {
        let out = Output::stdout(config.format, config.color);
        Ctx { config, out }
    }

    /// A context writing to `sink` (tests).
    #[cfg(test)]
    pub fn with_sink(config: Config, sink: Box<dyn std::io::Write>) -> Ctx {
        let out = Output::new(sink, config.format, config.color);
        Ctx { config, out }
    }

    /// See [`Output::detailed`].
    pub fn detailed(&self) -> bool {
        self.out.detailed()
    }

    /// Prints a report in the chosen format.
    pub fn emit(&mut self, report: &Report) -> io::Result<()> {
        self.out.emit(report)
    }

    /// See [`Output::emit_outcome`].
    #[inline]
    pub fn emit_outcome(&mut self, outcome: &Outcome) -> io::Result<()> {
        self.out.emit_outcome(outcome)
    }

    /// Writes raw text (tables, lists).
    pub fn write_str(&mut self, text: &str) -> io::Result<()> {
        self.out.write_all(text.as_bytes())
    }

    /// Flushes the output.
    pub fn flush(&mut self) -> io::Result<()> {
        self.out.flush()
    }

    /// The method for `family` that the options ask for.
    pub fn select<F: Copy>(&self, family: &'static Family<F>) -> anyhow::Result<Selection<F>> {
        Ok(family.choose(self.config.cpu(), &self.config.choice)?)
    }
}
