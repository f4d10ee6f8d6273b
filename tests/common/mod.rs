//! Helpers shared by the CLI test files: run the built binary and read what it printed.
#![allow(dead_code)] // each test file uses a different subset

use assert_cmd::Command;

/// The built `bbtool`, ready for arguments.
pub fn bbtool() -> Command {
    Command::cargo_bin("bbtool").unwrap()
}

/// Exit code, standard output and standard error of `bbtool args` with `stdin`.
pub fn run_with(args: &[&str], stdin: &str) -> (i32, String, String) {
    let out = bbtool().args(args).write_stdin(stdin).output().unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

/// Exit code, standard output and standard error of `bbtool args`.
pub fn run(args: &[&str]) -> (i32, String, String) {
    run_with(args, "")
}

/// Standard output of a command that must succeed.
pub fn stdout_of(args: &[&str]) -> String {
    let (code, out, err) = run(args);
    assert_eq!(code, 0, "{args:?}: {err}");
    out
}

/// `bbtool args` running with its three standard streams piped, for a test that reads
/// part of the output and then closes the pipe.
pub fn spawn_piped(args: &[&str]) -> std::process::Child {
    use std::process::Stdio;
    std::process::Command::new(assert_cmd::cargo::cargo_bin("bbtool"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap()
}
