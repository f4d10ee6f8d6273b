//! Generated files follow the CLI: completions and the man page are checked in, and this
//! test fails when they are stale. `BBTOOL_BLESS=1 cargo test --test generated` rewrites them.

use bbtool::cli::Cli;
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
        "{} is stale: run `BBTOOL_BLESS=1 cargo test --test generated`",
        path.display()
    );
}

#[test]
fn the_cli_definition_is_consistent() {
    Cli::command().debug_assert();
}

#[test]
fn completions_are_fresh() {
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
fn the_completions_command_prints_the_same_script() {
    let out = assert_cmd::Command::cargo_bin("bbtool")
        .unwrap()
        .args(["completions", "bash"])
        .output()
        .unwrap();
    let mut fresh = Vec::new();
    clap_complete::generate(Shell::Bash, &mut Cli::command(), "bbtool", &mut fresh);
    assert_eq!(out.stdout, fresh);
}

#[test]
fn the_man_page_is_fresh() {
    let mut fresh = Vec::new();
    clap_mangen::Man::new(Cli::command())
        .render(&mut fresh)
        .unwrap();
    check_or_bless(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/bbtool.1"),
        &fresh,
    );
}
