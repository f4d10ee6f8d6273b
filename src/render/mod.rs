//! Output: diagrams, the number formats, source literals and the report every command prints.

mod diagram;
mod report;

pub use diagram::{Cell, Grid, Tone, side_by_side};
pub use report::{Outcome, PathLine, Report};

use crate::bitboard::Bitboard;
use std::fmt::Write;

/// How results are printed (`-f/--format`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, clap::ValueEnum)]
pub enum Format {
    /// Diagram, hex, decimal, squares, popcount and the path line.
    #[default]
    Human,
    /// `0x` and 16 lowercase digits.
    Hex,
    /// Unsigned decimal.
    Dec,
    /// `0b` and 64 digits.
    Bin,
    /// `0o` and 22 digits.
    Oct,
    /// Square names in ascending index order, space separated (comma separated, and `empty`
    /// for none, where a line holds several sets).
    Squares,
    /// One JSON object per line; bitboards as hex strings.
    Json,
    /// A Rust `u64` literal.
    Rust,
    /// A C `uint64_t` literal.
    C,
    /// A Python integer literal.
    Python,
}

/// `0x` and 16 lowercase hex digits.
pub fn hex(v: u64) -> String {
    format!("{v:#018x}")
}

/// The one-line text of a bitboard in a machine format (`None` for human and json).
pub fn board_line(bb: Bitboard, format: Format) -> Option<String> {
    let v = bb.0;
    Some(match format {
        Format::Hex => hex(v),
        Format::Dec => v.to_string(),
        Format::Bin => format!("{v:#066b}"),
        Format::Oct => format!("0o{v:022o}"),
        Format::Squares => bb.square_list(),
        Format::Rust => format!("0x{}_u64", grouped_hex(v)),
        Format::C => format!("UINT64_C({})", hex(v)),
        Format::Python => format!("0x{}", grouped_hex(v)),
        Format::Human | Format::Json => return None,
    })
}

/// [`board_line`] for a set that shares its line with other fields: in the squares format
/// its names joined by commas, and `empty` for none, so that the fields stay apart (and
/// each reads back as a VALUE).
pub fn board_field(bb: Bitboard, format: Format) -> Option<String> {
    match format {
        Format::Squares if bb.is_empty() => Some("empty".to_string()),
        Format::Squares => Some(bb.square_list().replace(' ', ",")),
        _ => board_line(bb, format),
    }
}

/// 16 hex digits in groups of four joined by `_`, as Rust and Python literals allow.
fn grouped_hex(v: u64) -> String {
    let digits = format!("{v:016x}");
    let mut out = String::with_capacity(19);
    for (i, chunk) in digits.as_bytes().chunks(4).enumerate() {
        if i > 0 {
            out.push('_');
        }
        out.push_str(std::str::from_utf8(chunk).unwrap_or_default());
    }
    out
}

/// The eight bytes in little-endian memory order, as the Quad Word page shows them.
pub fn bytes_line(bb: Bitboard) -> String {
    let mut out = String::new();
    for (i, b) in bb.0.to_le_bytes().iter().enumerate() {
        if i > 0 {
            out.push(' ');
        }
        let _ = write!(out, "{b:02x}");
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formats_one_value_every_way() {
        let bb = Bitboard(0x0000_0000_1000_00ff);
        assert_eq!(board_line(bb, Format::Hex).unwrap(), "0x00000000100000ff");
        assert_eq!(board_line(bb, Format::Dec).unwrap(), "268435711");
        assert_eq!(board_line(bb, Format::Bin).unwrap().len(), 66);
        assert_eq!(
            board_line(Bitboard(8), Format::Oct).unwrap(),
            "0o0000000000000000000010"
        );
        assert_eq!(
            board_line(Bitboard(1 << 28 | 1), Format::Squares).unwrap(),
            "a1 e4"
        );
        assert_eq!(
            board_line(bb, Format::Rust).unwrap(),
            "0x0000_0000_1000_00ff_u64"
        );
        assert_eq!(
            board_line(bb, Format::C).unwrap(),
            "UINT64_C(0x00000000100000ff)"
        );
        assert_eq!(
            board_line(bb, Format::Python).unwrap(),
            "0x0000_0000_1000_00ff"
        );
        assert_eq!(bytes_line(Bitboard(0x0102)), "02 01 00 00 00 00 00 00");
    }
}
