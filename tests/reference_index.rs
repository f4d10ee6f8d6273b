//! `docs/reference.md` is the index of every technique on every seed page: this test
//! keeps it honest. Every command it lists runs (exit 0, or 1 for a predicate, and
//! nothing on stderr), every test it names exists, and every page has its section,
//! in the pages' order.

mod common;

use common::bbtool;
use std::path::Path;

/// The seed pages, in the order of the seed files.
const PAGES: &[&str] = &[
    "AVX",
    "AVX-512",
    "Bitboard Serialization",
    "BitScan",
    "BMI1",
    "BMI2",
    "Byte",
    "Double Word",
    "General Setwise Operations",
    "Hyperbola Quintessence",
    "MMX",
    "Population Count",
    "Quad Word",
    "SSE2",
    "SSE3",
    "SSE5",
    "SSSE3",
    "TBM",
    "Word",
    "x86",
];

/// One row of a page's table: its technique, what runs it and what checks it.
struct Row {
    page: String,
    technique: String,
    runs: String,
    checked: String,
}

/// The cells of a table row, split at the `|` that are not escaped as `\|`, with the
/// escapes undone.
fn cells(line: &str) -> Vec<String> {
    let inner = line.trim().trim_start_matches('|').trim_end_matches('|');
    let mut cells = vec![String::new()];
    let mut chars = inner.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\\' if chars.peek() == Some(&'|') => {
                chars.next();
                cells.last_mut().unwrap().push('|');
            }
            '|' => cells.push(String::new()),
            _ => cells.last_mut().unwrap().push(c),
        }
    }
    cells.iter().map(|c| c.trim().to_string()).collect()
}

/// The backticked spans of a cell.
fn spans(cell: &str) -> Vec<&str> {
    cell.split('`').skip(1).step_by(2).collect()
}

/// The sections' titles and the rows of their tables.
fn index() -> (Vec<String>, Vec<Row>) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/reference.md");
    let text = std::fs::read_to_string(&path).unwrap();
    let (mut titles, mut rows) = (Vec::new(), Vec::new());
    for line in text.lines() {
        if let Some(title) = line.strip_prefix("## ") {
            titles.push(title.trim().to_string());
        } else if line.starts_with('|') && !titles.is_empty() {
            let cells = cells(line);
            assert_eq!(cells.len(), 3, "a row of three cells: {line}");
            if cells[0] == "technique" || cells[0].starts_with("---") {
                continue;
            }
            let [technique, runs, checked] = <[String; 3]>::try_from(cells).unwrap();
            rows.push(Row {
                page: titles.last().unwrap().clone(),
                technique,
                runs,
                checked,
            });
        }
    }
    (titles, rows)
}

/// The rows that bbtool runs (not left out on purpose).
fn rows_that_run() -> Vec<Row> {
    let rows = index().1;
    rows.into_iter()
        .filter(|row| !row.runs.starts_with("left out:"))
        .collect()
}

#[test]
fn every_page_has_its_section_in_order_with_a_table() {
    let (titles, rows) = index();
    assert_eq!(titles, PAGES);
    for page in PAGES {
        let count = rows.iter().filter(|row| row.page == *page).count();
        assert!(count > 0, "## {page} lists no technique");
    }
}

#[test]
fn every_row_runs_or_says_why_it_is_left_out() {
    for row in index().1 {
        let what = format!("{} / {}", row.page, row.technique);
        assert!(
            !row.technique.is_empty(),
            "{what}: a row without a technique"
        );
        if let Some(reason) = row.runs.strip_prefix("left out:") {
            assert!(reason.trim().len() > 10, "{what}: say why it is left out");
            assert_eq!(row.checked, "—", "{what}: a left-out row checks nothing");
            continue;
        }
        let commands = spans(&row.runs);
        assert!(!commands.is_empty(), "{what}: no command runs it");
        for command in commands {
            assert!(
                command.starts_with("bbtool "),
                "{what}: `{command}` is not a bbtool command"
            );
        }
        assert!(!spans(&row.checked).is_empty(), "{what}: no test checks it");
    }
}

#[test]
fn every_listed_command_runs() {
    let mut failures = Vec::new();
    for row in rows_that_run() {
        for command in spans(&row.runs) {
            let words = shell_words::split(command).unwrap();
            let out = bbtool().args(&words[1..]).output().unwrap();
            let code = out.status.code();
            let stderr = String::from_utf8_lossy(&out.stderr);
            if !matches!(code, Some(0 | 1)) || !stderr.is_empty() {
                failures.push(format!(
                    "{}: `{command}` exited {code:?}: {stderr}",
                    row.page
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn every_named_test_exists() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut missing = Vec::new();
    for row in rows_that_run() {
        for test in spans(&row.checked) {
            let (file, name) = test
                .split_once("::")
                .unwrap_or_else(|| panic!("{}: `{test}` is not FILE::fn", row.page));
            let exists = std::fs::read_to_string(root.join(file))
                .is_ok_and(|source| source.contains(&format!("fn {name}(")));
            if !exists {
                missing.push(format!("{} / {}: `{test}`", row.page, row.technique));
            }
        }
    }
    assert!(
        missing.is_empty(),
        "tests named but not found:\n{}",
        missing.join("\n")
    );
}
