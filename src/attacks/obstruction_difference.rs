//! Obstruction Difference (Michael Hoffmann): each line through the square split into
//! its lower and upper half. The highest blocker of the lower half (bit 0 when there is
//! none) and the lowest blocker of the upper half bound the attacks:
//! `lineEx & (2 * ls1b(upper & occ) - ms1b(lower & occ | 1))`.
//!
//! Reference: chessprogramming, "Obstruction Difference".

use super::Line;
use super::rays::LINE_MASKS;
use crate::bitboard::Square;

/// The two halves of a line through a square, the square itself excluded.
#[derive(Clone, Copy)]
struct Halves {
    /// The line's squares below the square.
    lower: u64,
    /// The line's squares above the square.
    upper: u64,
}

/// Builds [`HALVES`] from the line masks: by square, then line (rank, file, diagonal,
/// anti-diagonal).
const fn halves(masks: &[[u64; 64]; 4]) -> [[Halves; 4]; 64] {
    let mut table = [[Halves { lower: 0, upper: 0 }; 4]; 64];
    let mut sq = 0;
    while sq < 64 {
        let below = (1u64 << sq) - 1;
        let mut line = 0;
        while line < 4 {
            let mask = masks[line][sq];
            table[sq][line] = Halves {
                lower: mask & below,
                upper: mask & !below,
            };
            line += 1;
        }
        sq += 1;
    }
    table
}

/// Lower and upper halves of every line through every square: 4 KB.
static HALVES: [[Halves; 4]; 64] = halves(&LINE_MASKS);

/// The attacks along one line: the obstruction difference of its two nearest blockers.
#[inline(always)]
fn line_attacks(h: Halves, occ: u64) -> u64 {
    let lower = h.lower & occ;
    let upper = h.upper & occ;
    let ms1b = (1u64 << 63) >> (lower | 1).leading_zeros();
    let ls1b = upper & upper.wrapping_neg();
    (h.lower | h.upper) & ls1b.wrapping_mul(2).wrapping_sub(ms1b)
}

/// Rook attacks: rank and file.
#[inline]
pub(crate) fn rook(sq: Square, occ: u64) -> u64 {
    let h = &HALVES[sq.index() & 63];
    line_attacks(h[Line::Rank as usize], occ) | line_attacks(h[Line::File as usize], occ)
}

/// Bishop attacks: diagonal and anti-diagonal.
#[inline]
pub(crate) fn bishop(sq: Square, occ: u64) -> u64 {
    let h = &HALVES[sq.index() & 63];
    line_attacks(h[Line::Diagonal as usize], occ)
        | line_attacks(h[Line::AntiDiagonal as usize], occ)
}
