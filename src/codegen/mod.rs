//! Source code for an engine: attack tables, magics, PEXT tables, between, line and
//! ray tables in Rust, C or Python, ready to paste, with a header saying what the table
//! is, the bbtool command line that made it and bbtool's version.
//!
//! Squares are numbered as everywhere in bbtool: a1 = 0, b1 = 1, ..., h8 = 63, and bit
//! `n` of a set is square `n`. Names (with an empty prefix):
//!
//! | table | arrays | functions |
//! |---|---|---|
//! | `knight-attacks`, `king-attacks` | `KNIGHT_ATTACKS`, `KING_ATTACKS` (64) | |
//! | `pawn-attacks` | `WHITE_PAWN_ATTACKS`, `BLACK_PAWN_ATTACKS` (64) | |
//! | `rook-magics` | `ROOK_MAGIC_MASKS`, `ROOK_MAGICS`, `ROOK_MAGIC_SHIFTS`, `ROOK_MAGIC_OFFSETS` (64), `ROOK_MAGIC_TABLE` | `rook_attacks` |
//! | `bishop-magics` | the same with `BISHOP_` | `bishop_attacks` |
//! | `rook-pext` | `ROOK_PEXT_MASKS`, `ROOK_PEXT_OFFSETS` (64), `ROOK_PEXT_TABLE` | `rook_attacks` (PEXT), `rook_attacks_portable` |
//! | `bishop-pext` | the same with `BISHOP_` | `bishop_attacks`, `bishop_attacks_portable` |
//! | `between`, `line` | `BETWEEN`, `LINE` (64 x 64, `[a][b]`) | |
//! | `rays` | `RAYS` (8 x 64, `[direction][square]`) | |
//!
//! A name prefix `P` (`--name P`) makes `P_KNIGHT_ATTACKS` and `p_rook_attacks`: the
//! prefix, upper-cased for arrays and lower-cased for functions, then `_` (not doubled
//! when the prefix ends in `_`), then the name. A prefix is ASCII letters, digits and
//! `_`, not starting with a digit.
//!
//! Rust gets `pub const` for the 64-entry leaper arrays and `pub static` for every
//! other array (one copy in the binary however often it is used).

mod emit;
mod lookup;
pub mod values;

use std::fmt;

use crate::attacks::Slider;
use values::Array;

/// A table `gen` can write.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Table {
    /// Knight attacks per square.
    KnightAttacks,
    /// King attacks per square.
    KingAttacks,
    /// White and black pawn captures per square.
    PawnAttacks,
    /// Rook fancy magics, their table and lookup.
    RookMagics,
    /// Bishop fancy magics, their table and lookup.
    BishopMagics,
    /// Rook PEXT table and lookups.
    RookPext,
    /// Bishop PEXT table and lookups.
    BishopPext,
    /// Squares strictly between two squares.
    Between,
    /// The whole line through two squares.
    Line,
    /// Rays in eight directions.
    Rays,
}

impl Table {
    /// Every table, in the order `gen --help` lists them.
    pub const ALL: [Table; 10] = [
        Table::KnightAttacks,
        Table::KingAttacks,
        Table::PawnAttacks,
        Table::RookMagics,
        Table::BishopMagics,
        Table::RookPext,
        Table::BishopPext,
        Table::Between,
        Table::Line,
        Table::Rays,
    ];

    /// The command-line name, e.g. `rook-magics`.
    pub const fn name(self) -> &'static str {
        match self {
            Table::KnightAttacks => "knight-attacks",
            Table::KingAttacks => "king-attacks",
            Table::PawnAttacks => "pawn-attacks",
            Table::RookMagics => "rook-magics",
            Table::BishopMagics => "bishop-magics",
            Table::RookPext => "rook-pext",
            Table::BishopPext => "bishop-pext",
            Table::Between => "between",
            Table::Line => "line",
            Table::Rays => "rays",
        }
    }

    /// Reads a command-line name.
    pub fn parse(text: &str) -> Option<Table> {
        Table::ALL.into_iter().find(|t| t.name() == text)
    }

    /// What the table holds, for the header comment.
    fn description(self) -> &'static str {
        match self {
            Table::KnightAttacks => "KNIGHT_ATTACKS[sq]: the squares a knight on sq attacks.",
            Table::KingAttacks => "KING_ATTACKS[sq]: the squares a king on sq attacks.",
            Table::PawnAttacks => {
                "WHITE_PAWN_ATTACKS[sq], BLACK_PAWN_ATTACKS[sq]: the squares a pawn on sq\n\
                 captures on (white towards rank 8, black towards rank 1)."
            }
            Table::RookMagics | Table::BishopMagics => {
                "Fancy magic bitboards: per square the relevant-occupancy mask (board edges\n\
                 excluded), the magic, the shift (64 - mask bits) and the offset of the square's\n\
                 block in the shared attack table; attacks = TABLE[offset + ((occ & mask) * magic >> shift)]."
            }
            Table::RookPext | Table::BishopPext => {
                "PEXT bitboards: per square the relevant-occupancy mask (board edges excluded)\n\
                 and the offset of the square's block in the shared attack table;\n\
                 attacks = TABLE[offset + pext(occ, mask)]."
            }
            Table::Between => {
                "BETWEEN[a][b]: the squares strictly between a and b on a rank, file or diagonal;\n\
                 0 when a and b share no line, and when a == b."
            }
            Table::Line => {
                "LINE[a][b]: the whole rank, file or diagonal through a and b, edge to edge,\n\
                 both included; 0 when a and b share no line, and when a == b."
            }
            Table::Rays => {
                "RAYS[d][sq]: the squares from sq to the board's edge in direction d, sq excluded.\n\
                 d: 0 north, 1 northeast, 2 east, 3 southeast, 4 south, 5 southwest, 6 west,\n\
                 7 northwest (clockwise from north; the opposite of d is (d + 4) % 8)."
            }
        }
    }

    /// The slider and PEXT-ness of a slider table.
    const fn slider(self) -> Option<(Slider, bool)> {
        match self {
            Table::RookMagics => Some((Slider::Rook, false)),
            Table::BishopMagics => Some((Slider::Bishop, false)),
            Table::RookPext => Some((Slider::Rook, true)),
            Table::BishopPext => Some((Slider::Bishop, true)),
            _ => None,
        }
    }
}

/// A language `gen` writes.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Lang {
    /// Rust (edition 2021 or later).
    Rust,
    /// C99 with `<stdint.h>`; the PEXT lookup needs GCC or Clang on x86-64.
    C,
    /// Python 3.
    Python,
}

impl Lang {
    /// Every language.
    pub const ALL: [Lang; 3] = [Lang::Rust, Lang::C, Lang::Python];

    /// The command-line name: `rust`, `c` or `python`.
    pub const fn name(self) -> &'static str {
        match self {
            Lang::Rust => "rust",
            Lang::C => "c",
            Lang::Python => "python",
        }
    }

    /// Reads a command-line name.
    pub fn parse(text: &str) -> Option<Lang> {
        Lang::ALL.into_iter().find(|l| l.name() == text)
    }
}

/// Why `gen` cannot write a table.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum GenError {
    /// The name prefix is not an identifier fragment.
    BadPrefix(String),
    /// A magics seed was given for a table without magics.
    SeedWithoutMagics(Table),
}

impl fmt::Display for GenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GenError::BadPrefix(p) => write!(
                f,
                "name prefix '{p}' is not letters, digits and _ (not starting with a digit)"
            ),
            GenError::SeedWithoutMagics(t) => write!(
                f,
                "a magics seed applies to rook-magics and bishop-magics, not {}",
                t.name()
            ),
        }
    }
}

impl std::error::Error for GenError {}

/// Applies the name prefix rule (see the module docs) to `name`.
pub fn prefixed(prefix: &str, name: &str) -> String {
    if prefix.is_empty() {
        return name.to_string();
    }
    let sep = if prefix.ends_with('_') { "" } else { "_" };
    let prefix = if name.bytes().any(|b| b.is_ascii_lowercase()) {
        prefix.to_ascii_lowercase()
    } else {
        prefix.to_ascii_uppercase()
    };
    format!("{prefix}{sep}{name}")
}

/// The command line that reproduces this output.
fn command_line(table: Table, lang: Lang, prefix: &str, seed: Option<u64>) -> String {
    let mut line = format!("bbtool gen {} --lang {}", table.name(), lang.name());
    if !prefix.is_empty() {
        line += &format!(" --name {prefix}");
    }
    if let Some(seed) = seed {
        line += &format!(" --magics-seed {seed}");
    }
    line
}

/// Writes `table` in `lang`, names prefixed with `prefix` (may be empty); `magics_seed`
/// re-searches the magics as `bbtool magics --seed N` does (default: the checked-in
/// magics) and is an error for tables without magics.
pub fn generate(
    table: Table,
    lang: Lang,
    prefix: &str,
    magics_seed: Option<u64>,
) -> Result<String, GenError> {
    let valid = prefix
        .bytes()
        .all(|b| b.is_ascii_alphanumeric() || b == b'_')
        && !prefix.starts_with(|c: char| c.is_ascii_digit());
    if !valid {
        return Err(GenError::BadPrefix(prefix.to_string()));
    }
    let slider = table.slider();
    if magics_seed.is_some() && !matches!(slider, Some((_, false))) {
        return Err(GenError::SeedWithoutMagics(table));
    }
    let arrays: Vec<Array> = match (table, slider) {
        (_, Some((s, true))) => values::pext_arrays(s),
        (_, Some((s, false))) => values::magic_arrays(s, magics_seed),
        (Table::Between, _) => vec![values::between_or_line(false)],
        (Table::Line, _) => vec![values::between_or_line(true)],
        (Table::Rays, _) => vec![values::rays()],
        (leaper, _) => values::leaper_arrays(leaper),
    };

    let mut out =
        String::with_capacity(arrays.iter().map(|a| a.values.len()).sum::<usize>() * 24 + 4096);
    let mut header = format!(
        "{}\nSquares: a1 = 0, b1 = 1, ..., h8 = 63; bit n of a set is square n.\n",
        table.description()
    );
    if let Some((_, false)) = slider {
        header += &match magics_seed {
            Some(seed) => format!("Magics found from seed {seed} (bbtool magics --seed {seed}).\n"),
            None => "Magics: bbtool's checked-in magics (bbtool magics).\n".to_string(),
        };
    }
    header += &format!(
        "Generated by bbtool {}: {}\n",
        env!("CARGO_PKG_VERSION"),
        command_line(table, lang, prefix, magics_seed)
    );
    emit::comment(&mut out, lang, &header);
    out.push('\n');
    if lang == Lang::C {
        out.push_str("#include <stdint.h>\n");
        if let Some((_, true)) = slider {
            out.push_str("#if defined(__x86_64__)\n#include <immintrin.h>\n#endif\n");
        }
        out.push('\n');
    }
    let leaper = matches!(
        table,
        Table::KnightAttacks | Table::KingAttacks | Table::PawnAttacks
    );
    for a in &arrays {
        emit::array(&mut out, lang, &prefixed(prefix, a.name), a, leaper);
    }
    if let Some((s, pext)) = slider {
        let names = values::slider_names(s, pext);
        let p = |name: &str| prefixed(prefix, name);
        let names = lookup::Names {
            piece: match s {
                Slider::Rook => "Rook",
                Slider::Bishop => "Bishop",
            },
            lookup: p(names.lookup),
            masks: p(names.masks),
            magics: p(names.magics),
            shifts: p(names.shifts),
            offsets: p(names.offsets),
            table: p(names.table),
        };
        if pext {
            lookup::pext(&mut out, lang, &names);
        } else {
            lookup::magic(&mut out, lang, &names);
        }
    } else {
        // Drop the blank line after the last array.
        out.pop();
    }
    Ok(out)
}
