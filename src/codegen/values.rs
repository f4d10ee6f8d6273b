//! The contents of every generated table, taken from bbtool's own attack code: the
//! leaper tables, the checked-in (or re-searched) magics, the dense PEXT table and the
//! ray walk.

use crate::attacks::magic::{Magic, find_magics, magics_of};
use crate::attacks::rays::{DENSE_ATTACKS, TABLE_OFFSETS, walk};
use crate::attacks::subsets::subsets;
use crate::attacks::{Color, Slider, leapers};
use crate::bitboard::{Direction, Square};

use super::Table;

/// An array of numbers: one row of `values`, or `values.len() / cols` rows of `cols`.
pub struct Array {
    /// The unprefixed upper-case name, e.g. `KNIGHT_ATTACKS`.
    pub name: &'static str,
    /// Entries per row; equal to `values.len()` for a one-dimensional array.
    pub cols: usize,
    /// 64-bit sets (printed in hex) or small numbers (u32, printed in decimal).
    pub wide: bool,
    /// The entries, row after row.
    pub values: Vec<u64>,
}

impl Array {
    /// A one-dimensional array of sets.
    fn sets(name: &'static str, values: Vec<u64>) -> Array {
        let cols = values.len();
        Array {
            name,
            cols,
            wide: true,
            values,
        }
    }

    /// A one-dimensional array of small numbers.
    fn numbers(name: &'static str, values: Vec<u64>) -> Array {
        Array {
            wide: false,
            ..Array::sets(name, values)
        }
    }

    /// The number of rows (1 for a one-dimensional array).
    pub fn rows(&self) -> usize {
        self.values.len() / self.cols
    }
}

/// `f` on every square, a1 first.
fn per_square(f: impl Fn(Square) -> u64) -> Vec<u64> {
    Square::all().map(f).collect()
}

/// The leaper arrays of `table`: knight, king, or white and black pawn attacks.
pub fn leaper_arrays(table: Table) -> Vec<Array> {
    match table {
        Table::KnightAttacks => vec![Array::sets(
            "KNIGHT_ATTACKS",
            per_square(leapers::knight_attacks),
        )],
        Table::KingAttacks => vec![Array::sets(
            "KING_ATTACKS",
            per_square(leapers::king_attacks),
        )],
        _ => vec![
            Array::sets(
                "WHITE_PAWN_ATTACKS",
                per_square(|sq| leapers::pawn_attacks(Color::White, sq)),
            ),
            Array::sets(
                "BLACK_PAWN_ATTACKS",
                per_square(|sq| leapers::pawn_attacks(Color::Black, sq)),
            ),
        ],
    }
}

/// Where `slider`'s blocks lie in the dense table shared by both sliders.
fn block(slider: Slider) -> std::ops::Range<usize> {
    let rook_len = TABLE_OFFSETS[1][0] as usize;
    match slider {
        Slider::Rook => 0..rook_len,
        Slider::Bishop => rook_len..DENSE_ATTACKS.len(),
    }
}

/// The offsets of `slider`'s squares, relative to the start of its own table.
fn offsets(slider: Slider) -> Vec<u64> {
    let base = block(slider).start as u64;
    TABLE_OFFSETS[slider as usize]
        .iter()
        .map(|&o| u64::from(o) - base)
        .collect()
}

/// The names of one slider's arrays, in output order.
pub struct SliderNames {
    /// Relevant-occupancy masks.
    pub masks: &'static str,
    /// Magic numbers (magic tables only).
    pub magics: &'static str,
    /// Right shifts (magic tables only).
    pub shifts: &'static str,
    /// Offsets of each square's block.
    pub offsets: &'static str,
    /// The shared attack table.
    pub table: &'static str,
    /// The lookup function.
    pub lookup: &'static str,
}

/// The array and function names of `slider`'s magic (`pext` false) or PEXT tables.
pub const fn slider_names(slider: Slider, pext: bool) -> SliderNames {
    match (slider, pext) {
        (Slider::Rook, false) => SliderNames {
            masks: "ROOK_MAGIC_MASKS",
            magics: "ROOK_MAGICS",
            shifts: "ROOK_MAGIC_SHIFTS",
            offsets: "ROOK_MAGIC_OFFSETS",
            table: "ROOK_MAGIC_TABLE",
            lookup: "rook_attacks",
        },
        (Slider::Bishop, false) => SliderNames {
            masks: "BISHOP_MAGIC_MASKS",
            magics: "BISHOP_MAGICS",
            shifts: "BISHOP_MAGIC_SHIFTS",
            offsets: "BISHOP_MAGIC_OFFSETS",
            table: "BISHOP_MAGIC_TABLE",
            lookup: "bishop_attacks",
        },
        (Slider::Rook, true) => SliderNames {
            masks: "ROOK_PEXT_MASKS",
            magics: "",
            shifts: "",
            offsets: "ROOK_PEXT_OFFSETS",
            table: "ROOK_PEXT_TABLE",
            lookup: "rook_attacks",
        },
        (Slider::Bishop, true) => SliderNames {
            masks: "BISHOP_PEXT_MASKS",
            magics: "",
            shifts: "",
            offsets: "BISHOP_PEXT_OFFSETS",
            table: "BISHOP_PEXT_TABLE",
            lookup: "bishop_attacks",
        },
    }
}

/// Masks, magics, shifts, offsets and the magic table of `slider`: the checked-in
/// magics, or those `find_magics` (the `magics` command's search) finds from `seed`.
pub fn magic_arrays(slider: Slider, seed: Option<u64>) -> Vec<Array> {
    let magics: [Magic; 64] = match seed {
        Some(seed) => find_magics(seed, slider),
        None => *magics_of(slider),
    };
    let range = block(slider);
    // Each subset's attacks, in the dense table's carry-rippler order, moved to its
    // magic index: the layout of `magic::MAGIC_TABLE`, but for any magics.
    let mut table = vec![0u64; range.len()];
    let mut dense = range.start;
    for m in &magics {
        for occ in subsets(m.mask) {
            table[m.offset as usize - range.start + m.index(occ)] = DENSE_ATTACKS[dense];
            dense += 1;
        }
    }
    let names = slider_names(slider, false);
    vec![
        Array::sets(names.masks, magics.iter().map(|m| m.mask).collect()),
        Array::sets(names.magics, magics.iter().map(|m| m.magic).collect()),
        Array::numbers(
            names.shifts,
            magics.iter().map(|m| u64::from(m.shift)).collect(),
        ),
        Array::numbers(names.offsets, offsets(slider)),
        Array::sets(names.table, table),
    ]
}

/// Masks, offsets and the PEXT table of `slider`: a slice of the dense attack table.
pub fn pext_arrays(slider: Slider) -> Vec<Array> {
    let names = slider_names(slider, true);
    let masks = per_square(|sq| crate::attacks::rays::relevant_mask(slider, sq));
    vec![
        Array::sets(names.masks, masks),
        Array::numbers(names.offsets, offsets(slider)),
        Array::sets(names.table, DENSE_ATTACKS[block(slider)].to_vec()),
    ]
}

/// The ray from `sq` in `dir` to the edge, `sq` excluded.
fn ray(sq: usize, dir: Direction) -> u64 {
    walk(sq as u32, 0, &[dir], false)
}

/// The rays, by direction in [`Direction::ALL`] order (clockwise from north), then square.
pub fn rays() -> Array {
    let values = Direction::ALL
        .iter()
        .flat_map(|&dir| (0..64).map(move |sq| ray(sq, dir)))
        .collect();
    Array {
        cols: 64,
        ..Array::sets("RAYS", values)
    }
}

/// BETWEEN (`whole` false: strictly between) or LINE (`whole`: the full line through
/// both squares), 64 x 64, 0 when the squares share no line or are the same square.
pub fn between_or_line(whole: bool) -> Array {
    let mut values = vec![0u64; 64 * 64];
    for a in 0..64 {
        for (d, &dir) in Direction::ALL.iter().enumerate() {
            // Direction::ALL is clockwise, so the opposite direction is four places on.
            let back = Direction::ALL[(d + 4) % 8];
            let forward = ray(a, dir);
            for b in Square::all().filter(|b| forward >> b.index() & 1 != 0) {
                let b = b.index();
                values[a * 64 + b] = if whole {
                    forward | ray(a, back) | 1 << a
                } else {
                    forward & ray(b, back)
                };
            }
        }
    }
    Array {
        cols: 64,
        ..Array::sets(if whole { "LINE" } else { "BETWEEN" }, values)
    }
}
