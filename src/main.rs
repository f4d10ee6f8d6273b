//! The `bbtool` binary: all the work is in the library's `cli` module.

fn main() -> std::process::ExitCode {
    bbtool::cli::main()
}
