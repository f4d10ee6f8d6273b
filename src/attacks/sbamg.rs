//! SBAMG (Syed Fahad's "Subtracting a Rook from a Blocking Piece"): for ranks and files,
//! `o ^ (o - 3cbn)`, where `o` is the line's occupancy plus its two outer squares and
//! `cbn` the closest blocker below the square (`3cbn` is it and the square above):
//! subtracting it clears that blocker and borrows up to the first blocker above, so the
//! xor marks both blockers and everything between. Diagonals use Hyperbola
//! Quintessence's byte swap, as the original library (M42) does.
//!
//! Reference: chessprogramming, "SBAMG" (and "Subtracting a Rook from a Blocking Piece").

use super::rays::{anti_diagonal_through, diagonal_through};
use crate::bitboard::{FILE_A, RANK_1, Square};

/// The end squares of rank 1 (a1, h1).
const RANK_ENDS: u64 = 0x81;
/// The end squares of the a-file (a1, a8).
const FILE_ENDS: u64 = 0x0100_0000_0000_0001;

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

/// Rook attacks: rank and file by `o ^ (o - 3cbn)`, every mask shifted into place (the
/// inline form; nothing is looked up). The outer squares exclude the square itself; a1
/// keeps its own bit on the rank, as the subtraction needs a set bit at the bit 0 it
/// stands for when no blocker lies below.
#[inline]
pub(crate) fn rook(sq: Square, occ: u64) -> u64 {
    let s = sq.index() as u32;
    let bit = 1u64 << s;
    let below = bit - 1;
    let (rank8, file) = (s & 56, s & 7);
    let rank = (RANK_1.0 << rank8) ^ bit;
    let rank_outer = (RANK_ENDS << rank8) & !bit | u64::from(s == 0);
    let file_mask = (FILE_A.0 << file) ^ bit;
    let file_outer = (FILE_ENDS << file) & !bit;
    subtract(rank, rank_outer, below, occ) | subtract(file_mask, file_outer, below, occ)
}

/// Bishop attacks: both diagonals by byte swap, the masks shifted into place.
#[inline]
pub(crate) fn bishop(sq: Square, occ: u64) -> u64 {
    let s = sq.index() as u32;
    let bit = 1u64 << s;
    swapped(diagonal_through(s) ^ bit, bit, occ) | swapped(anti_diagonal_through(s) ^ bit, bit, occ)
}
