//! Slide arithmetic (Jakob Progsch, with Daniel Infuehr): each line's blockers split at
//! the square by BZHI; BLSMSK of the upper part fills up to and including its lowest
//! blocker, a shift by the leading zeros of the lower part fills strictly below its
//! highest, and their xor, masked to the line, is the attack set. This is the portable
//! form: `bzhi(x, p) = x & ((1 << p) - 1)`, `blsmsk(x) = x ^ (x - 1)`; a hardware form
//! would use `_bzhi_u64` (BMI2), `_blsmsk_u64` (BMI1) and `_lzcnt_u64` (LZCNT).
//!
//! Reference: Jakob Progsch's post in the "Chess_Movegen" thread (talkchess, 2022,
//! "SlideArithm"), chessprogramming "Sliding Piece Attacks".

use super::Line;
use super::rays::LINE_MASKS;
use crate::bitboard::Square;

/// BZHI: the bits of `x` below bit `p` (p < 64).
#[inline(always)]
fn bzhi(x: u64, p: u32) -> u64 {
    x & ((1u64 << p) - 1)
}

/// BLSMSK: the lowest set bit and every bit below it (all bits when `x` is 0).
#[inline(always)]
fn blsmsk(x: u64) -> u64 {
    x ^ x.wrapping_sub(1)
}

/// The attacks from square `p` along `line` (the square excluded) with occupancy `occ`.
#[inline(always)]
fn slide(p: u32, line: u64, occ: u64) -> u64 {
    let block = occ & line;
    let bottom = bzhi(block, p);
    let blocked_down = 0x7fff_ffff_ffff_ffff >> (bottom | 1).leading_zeros();
    (blsmsk(block ^ bottom) ^ blocked_down) & line
}

/// Rook attacks: rank and file.
#[inline]
pub(crate) fn rook(sq: Square, occ: u64) -> u64 {
    let s = sq.index() & 63;
    let p = s as u32;
    slide(p, LINE_MASKS[Line::Rank as usize][s], occ)
        | slide(p, LINE_MASKS[Line::File as usize][s], occ)
}

/// Bishop attacks: diagonal and anti-diagonal.
#[inline]
pub(crate) fn bishop(sq: Square, occ: u64) -> u64 {
    let s = sq.index() & 63;
    let p = s as u32;
    slide(p, LINE_MASKS[Line::Diagonal as usize][s], occ)
        | slide(p, LINE_MASKS[Line::AntiDiagonal as usize][s], occ)
}
