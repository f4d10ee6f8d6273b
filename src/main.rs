//! The `bbtool` binary: parse, run, and one place that decides the exit status.

mod cli;

use cli::context::{AlreadyReported, Status};
use std::io::{self, Write};
use std::process::ExitCode;

fn main() -> ExitCode {
    match cli::run(std::env::args_os()) {
        Ok(Status::Success) => ExitCode::SUCCESS,
        Ok(Status::False) => ExitCode::from(1),
        // The reader went away (`bbtool ... | head`): that is fine. Rust ignores SIGPIPE,
        // so a write to a closed pipe is this error rather than a signal.
        Err(e) if is_broken_pipe(&e) => ExitCode::SUCCESS,
        Err(e) => {
            if e.downcast_ref::<AlreadyReported>().is_none() {
                // One safe line, whatever the error echoes; a failing stderr changes nothing.
                let message = bbtool::escape::one_line(&format!("{e:#}"), bbtool::escape::LINE);
                let _ = writeln!(io::stderr(), "bbtool: error: {message}");
            }
            ExitCode::from(2)
        }
    }
}

/// True when the error chain holds a closed pipe.
fn is_broken_pipe(e: &anyhow::Error) -> bool {
    e.chain().any(|c| {
        c.downcast_ref::<io::Error>()
            .is_some_and(|io| io.kind() == io::ErrorKind::BrokenPipe)
    })
}
