//! Leorik's line attacks (Thomas Jahn, from his engines MinimalChessEngine and Leorik):
//! the blockers of a line split at the square; `MaskLow` of the upper blockers
//! (`b ^ (b - 1)`: up to and including the lowest) xor `MaskHigh` of the lower ones
//! (`0x7fff... >> lzcnt(b | 1)`: strictly below the highest) leaves exactly the squares
//! between the two nearest blockers, which the line mask keeps. Ranks and files are
//! shifted into place, diagonals come from a table, as in Leorik (this measured faster
//! than shifting the diagonals too, Leorik's inline form, in the vectorised batch on
//! Intel and in the scalar and AVX2 loops on Zen 5); the AVX-512 loop shifts them
//! ([`bishop_by_shifts`]), where eight lanes' table loads would be gathers.
//!
//! Reference: Thomas Jahn, "Leorik" (github.com/lithander/Leorik) and his CCC posts in the
//! thread of Gigantua's "Chess_Movegen" comparison (talkchess, January 2022).

use super::Line;
use super::rays::{
    LINE_MASKS, anti_diagonal_through, diagonal_through, file_through, rank_through,
};
use crate::bitboard::Square;

/// The attacks along `line` (the square itself excluded) for blockers `occ`, where
/// `below` holds every bit below the square.
#[inline(always)]
fn gen_line(line: u64, occ: u64, below: u64) -> u64 {
    let blockers = occ & line;
    let upper = blockers & !below;
    let mask_low = upper ^ upper.wrapping_sub(1);
    let mask_high = 0x7fff_ffff_ffff_ffff >> (blockers & below | 1).leading_zeros();
    (mask_low ^ mask_high) & line
}

/// Rook attacks: the rank and file shifted to the square, without the square.
#[inline]
pub(crate) fn rook(sq: Square, occ: u64) -> u64 {
    let s = sq.index() as u32;
    let piece = 1u64 << s;
    let below = piece - 1;
    let rank = rank_through(s) ^ piece;
    let file = file_through(s) ^ piece;
    gen_line(rank, occ, below) | gen_line(file, occ, below)
}

/// Bishop attacks: both diagonals from the line table (without the square).
#[inline]
pub(crate) fn bishop(sq: Square, occ: u64) -> u64 {
    let s = sq.index() & 63;
    let below = (1u64 << s) - 1;
    gen_line(LINE_MASKS[Line::Diagonal as usize][s], occ, below)
        | gen_line(LINE_MASKS[Line::AntiDiagonal as usize][s], occ, below)
}

/// Bishop attacks with both diagonals shifted into place (Leorik's inline form): the
/// AVX-512 batch loop's, where the table's loads would be gathers.
#[inline]
pub(crate) fn bishop_by_shifts(sq: Square, occ: u64) -> u64 {
    let s = sq.index() as u32;
    let piece = 1u64 << s;
    let below = piece - 1;
    gen_line(diagonal_through(s) ^ piece, occ, below)
        | gen_line(anti_diagonal_through(s) ^ piece, occ, below)
}
