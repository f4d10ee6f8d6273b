//! Dumb7Fill (Gunnar Andersson's name for the plain occluded fill): the slider floods
//! through empty squares one step at a time, seven steps per direction unrolled, the
//! wrap masks folded into the propagator once; one more step onto the blocker gives the
//! attacks of that direction.
//!
//! Reference: chessprogramming, "Dumb7Fill".

use crate::bitboard::{NOT_A_FILE, NOT_H_FILE, Square};

/// Every square.
const ALL: u64 = !0;

/// The attacks of `slider` in the direction that shifts by `SHIFT` (left when positive),
/// where `LANDING` masks the squares a step may land on (no a/h-file wrap).
#[inline(always)]
fn ray<const SHIFT: i32, const LANDING: u64>(slider: u64, empty: u64) -> u64 {
    let step = |b: u64| {
        if SHIFT > 0 { b << SHIFT } else { b >> -SHIFT }
    };
    let pro = empty & LANDING;
    let mut front = slider;
    let mut flood = slider;
    // Six steps reach the far edge from any square; the seventh lands on the blocker.
    for _ in 0..6 {
        front = step(front) & pro;
        flood |= front;
    }
    step(flood) & LANDING
}

/// Rook attacks: north, south, east, west.
#[inline]
pub(crate) fn rook(sq: Square, occ: u64) -> u64 {
    let slider = 1u64 << sq.index();
    let empty = !occ;
    ray::<8, ALL>(slider, empty)
        | ray::<-8, ALL>(slider, empty)
        | ray::<1, { NOT_A_FILE.0 }>(slider, empty)
        | ray::<-1, { NOT_H_FILE.0 }>(slider, empty)
}

/// Bishop attacks: the four diagonal directions.
#[inline]
pub(crate) fn bishop(sq: Square, occ: u64) -> u64 {
    let slider = 1u64 << sq.index();
    let empty = !occ;
    ray::<9, { NOT_A_FILE.0 }>(slider, empty)
        | ray::<-7, { NOT_A_FILE.0 }>(slider, empty)
        | ray::<7, { NOT_H_FILE.0 }>(slider, empty)
        | ray::<-9, { NOT_H_FILE.0 }>(slider, empty)
}
