//! The slider attacks of QBBEngine (Fabio Gobbato): in each of the four directions the
//! nearest piece is found by one bitscan, the board edge standing in for a missing
//! piece; from the nearest piece on each side a full line mask is laid back towards the
//! square, and the two masks of a line are intersected. The square, inside every mask,
//! is removed at the end.
//!
//! Reference: QBBEngine by Fabio Gobbato (the "QBB" quad-bitboard engine, talkchess
//! 2017), as collected in Gigantua's "Chess_Movegen" comparison.

use crate::bitboard::{DIAGONAL_A1H8, FILE_A, FILE_H, RANK_1, RANK_8, Square};

/// The a1-h8 diagonal, then every seventh bit: a8-h1 anti-diagonal steps from bit 0.
const ANTI_STEPS: u64 = 0x8102_0408_1020_4081;

/// 63 minus the index of the lowest set bit (the reference's `LSB`).
#[inline(always)]
fn low(x: u64) -> u32 {
    63 - x.trailing_zeros()
}

/// The index of the highest set bit (the reference's `MSB`).
#[inline(always)]
fn high(x: u64) -> u32 {
    63 - x.leading_zeros()
}

/// Rook attacks: up and down the file, right and left along the rank.
#[inline]
pub(crate) fn rook(sq: Square, occ: u64) -> u64 {
    let s = sq.index() as u32;
    let piece = 1u64 << s;
    let occ = occ & !piece;
    // Each scanned set holds at least its edge square, so every scan finds a bit.
    let up = (FILE_A.0 << s) & (occ | RANK_8.0);
    let down = (FILE_H.0 >> (63 - s)) & (occ | RANK_1.0);
    let right = (RANK_1.0 << s) & (occ | FILE_H.0);
    let left = (RANK_8.0 >> (63 - s)) & (occ | FILE_A.0);
    (((FILE_H.0 >> low(up)) & (FILE_A.0 << high(down)))
        | ((RANK_8.0 >> low(right)) & (RANK_1.0 << high(left))))
        ^ piece
}

/// Bishop attacks: up and down the diagonal, up and down the anti-diagonal.
#[inline]
pub(crate) fn bishop(sq: Square, occ: u64) -> u64 {
    let s = sq.index() as u32;
    let piece = 1u64 << s;
    let occ = occ & !piece;
    let diagonal = DIAGONAL_A1H8.0;
    let up = (diagonal << s) & (occ | RANK_8.0 | FILE_H.0);
    let down = (diagonal >> (63 - s)) & (occ | RANK_1.0 | FILE_A.0);
    let left = (ANTI_STEPS << s) & (occ | RANK_8.0 | FILE_A.0);
    let right = (ANTI_STEPS >> (63 - s)) & (occ | RANK_1.0 | FILE_H.0);
    (((diagonal >> low(up)) & (diagonal << high(down)))
        | ((ANTI_STEPS >> low(left)) & (ANTI_STEPS << high(right))))
        ^ piece
}
