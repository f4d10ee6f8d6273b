//! SBAMG (Syed Fahad's "Subtracting a Rook from a Blocking Piece"): for ranks and files,
//! `o ^ (o - 3cbn)`, where `o` is the line's occupancy plus its two outer squares and
//! `cbn` the closest blocker below the square (`3cbn` is it and the square above):
//! subtracting it clears that blocker and borrows up to the first blocker above, so the
//! xor marks both blockers and everything between. Diagonals use Hyperbola
//! Quintessence's byte swap, as the original library (M42) does.
//!
//! Reference: chessprogramming, "SBAMG" (and "Subtracting a Rook from a Blocking Piece").

use super::Line;
use super::rays::LINE_MASKS;
use crate::bitboard::{FILE_A, RANK_1, Square};

/// Per square: the rank and file without the square, and their outer squares.
#[derive(Clone, Copy)]
struct Lines {
    /// The rank without the square.
    rank: u64,
    /// The file without the square.
    file: u64,
    /// The rank's end squares without the square; a1 keeps itself, as the subtraction
    /// needs a set bit at or below the blocker bit 0 stands for.
    rank_outer: u64,
    /// The file's end squares without the square.
    file_outer: u64,
}

/// Builds [`LINES`].
const fn lines() -> [Lines; 64] {
    let mut table = [Lines {
        rank: 0,
        file: 0,
        rank_outer: 0,
        file_outer: 0,
    }; 64];
    let mut sq = 0;
    while sq < 64 {
        let bit = 1u64 << sq;
        table[sq] = Lines {
            rank: (RANK_1.0 << (sq & 56)) ^ bit,
            file: (FILE_A.0 << (sq & 7)) ^ bit,
            rank_outer: ((0x81u64 << (sq & 56)) & !bit) | if sq == 0 { 1 } else { 0 },
            file_outer: (0x0100_0000_0000_0001u64 << (sq & 7)) & !bit,
        };
        sq += 1;
    }
    table
}

/// Rank and file masks of every square: 2 KB.
static LINES: [Lines; 64] = lines();

/// `o ^ (o - 3cbn)` on one line: `cbn` is the highest set bit of `o` below the square,
/// or bit 0 when there is none (then `o` has neither bit 0 nor bit 1 on the line).
#[inline(always)]
fn subtract(mask: u64, outer: u64, below: u64, occ: u64) -> u64 {
    let o = (occ & mask) | outer;
    let closest = 63 - (o & below | 1).leading_zeros();
    (o.wrapping_sub(3 << closest) ^ o) & mask
}

/// Hyperbola Quintessence on a line that a byte swap reverses.
#[inline(always)]
fn swapped(mask: u64, bit: u64, occ: u64) -> u64 {
    let o = occ & mask;
    let reverse = o.swap_bytes().wrapping_sub(bit.swap_bytes()).swap_bytes();
    (o.wrapping_sub(bit) ^ reverse) & mask
}

/// Rook attacks: rank and file by `o ^ (o - 3cbn)`.
#[inline]
pub(crate) fn rook(sq: Square, occ: u64) -> u64 {
    let s = sq.index() & 63;
    let l = &LINES[s];
    let below = (1u64 << s) - 1;
    subtract(l.rank, l.rank_outer, below, occ) | subtract(l.file, l.file_outer, below, occ)
}

/// Bishop attacks: both diagonals by byte swap.
#[inline]
pub(crate) fn bishop(sq: Square, occ: u64) -> u64 {
    let s = sq.index() & 63;
    let bit = 1u64 << s;
    swapped(LINE_MASKS[Line::Diagonal as usize][s], bit, occ)
        | swapped(LINE_MASKS[Line::AntiDiagonal as usize][s], bit, occ)
}
