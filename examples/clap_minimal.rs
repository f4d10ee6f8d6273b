//! The start-up baseline for `benches/startup.py`: a minimal clap-derive program, built
//! with bbtool's release profile, that parses one subcommand and prints its arguments.

use clap::{Parser, Subcommand};

/// A minimal clap-derive command line.
#[derive(Parser)]
struct Cli {
    /// The command.
    #[command(subcommand)]
    command: Command,
}

/// The one subcommand.
#[derive(Subcommand)]
enum Command {
    /// Prints its arguments.
    Echo {
        /// A word.
        word: String,
        /// A second word.
        #[arg(long, default_value = "none")]
        other: String,
    },
}

fn main() {
    let Command::Echo { word, other } = Cli::parse().command;
    println!("{word} {other}");
}
