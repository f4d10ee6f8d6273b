//! Arrays and comments in each target language's syntax.

use std::fmt::Write;

use super::Lang;
use super::values::Array;

/// 64-bit sets per line (a line stays under 100 columns in every language).
const SETS_PER_LINE: usize = 4;
/// Small numbers per line.
const NUMBERS_PER_LINE: usize = 16;

/// Appends `text` as line comments, one per line of `text`.
pub fn comment(out: &mut String, lang: Lang, text: &str) {
    let mark = match lang {
        Lang::C | Lang::Rust => "//",
        Lang::Python => "#",
    };
    for line in text.lines() {
        if line.is_empty() {
            out.push_str(mark);
        } else {
            let _ = write!(out, "{mark} {line}");
        }
        out.push('\n');
    }
}

/// Appends one entry: hex for sets, decimal for small numbers, with C's `ull` suffix.
fn entry(out: &mut String, lang: Lang, wide: bool, value: u64) {
    let _ = match (wide, lang) {
        (true, Lang::C) => write!(out, "0x{value:016x}ull,"),
        (true, _) => write!(out, "0x{value:016x},"),
        (false, _) => write!(out, "{value},"),
    };
}

/// Appends `values` as the body of an array literal, several entries per line.
fn body(out: &mut String, lang: Lang, wide: bool, values: &[u64], indent: &str) {
    let per_line = if wide {
        SETS_PER_LINE
    } else {
        NUMBERS_PER_LINE
    };
    for line in values.chunks(per_line) {
        out.push_str(indent);
        for (i, &v) in line.iter().enumerate() {
            if i > 0 {
                out.push(' ');
            }
            entry(out, lang, wide, v);
        }
        out.push('\n');
    }
}

/// Appends `array` under `name`: Rust `const` when `constant` (else `static`), C
/// `static const`, a Python list (of lists for two dimensions).
pub fn array(out: &mut String, lang: Lang, name: &str, array: &Array, constant: bool) {
    let (rows, cols) = (array.rows(), array.cols);
    let two_d = rows > 1;
    let (open, close) = match lang {
        Lang::C => ("{", "}"),
        Lang::Rust | Lang::Python => ("[", "]"),
    };
    let _ = match lang {
        Lang::C => {
            let ty = if array.wide { "uint64_t" } else { "uint32_t" };
            let dims = if two_d {
                format!("[{rows}][{cols}]")
            } else {
                format!("[{cols}]")
            };
            writeln!(out, "static const {ty} {name}{dims} = {{")
        }
        Lang::Rust => {
            let item = if constant { "const" } else { "static" };
            let ty = if array.wide { "u64" } else { "u32" };
            let ty = if two_d {
                format!("[[{ty}; {cols}]; {rows}]")
            } else {
                format!("[{ty}; {cols}]")
            };
            writeln!(out, "pub {item} {name}: {ty} = [")
        }
        Lang::Python => writeln!(out, "{name} = ["),
    };
    if two_d {
        for row in array.values.chunks(cols) {
            let _ = writeln!(out, "    {open}");
            body(out, lang, array.wide, row, "        ");
            let _ = writeln!(out, "    {close},");
        }
    } else {
        body(out, lang, array.wide, &array.values, "    ");
    }
    out.push_str(close);
    if lang != Lang::Python {
        out.push(';');
    }
    out.push_str("\n\n");
}
