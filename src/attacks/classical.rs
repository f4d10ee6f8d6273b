//! The classical approach (Robert Hyatt; Michael Sherwin's branchless form): a table of
//! the eight rays from every square, and one bitscan per ray. The nearest blocker of a
//! positive ray (north, east, north-east, north-west) is its lowest member, found by
//! trailing zeros; of a negative ray its highest, found by leading zeros. The ray beyond
//! the blocker, looked up from the blocker's square, is cut off by xor. A sentinel bit
//! (h8 for positive rays, a1 for negative ones) makes the scan total: an empty ray finds
//! the sentinel, whose own ray is empty.
//!
//! Reference: chessprogramming, "Classical Approach" (Sliding Piece Attacks).

use super::explain::TableLookup;
use super::rays::walk;
use crate::bitboard::{Direction, Square};

/// The ray directions in table order: four positive, then four negative.
const DIRECTIONS: [Direction; 8] = [
    Direction::North,
    Direction::East,
    Direction::NorthEast,
    Direction::NorthWest,
    Direction::South,
    Direction::West,
    Direction::SouthEast,
    Direction::SouthWest,
];

/// Builds [`RAYS`]: the empty-board ray from every square in every direction.
const fn ray_table() -> [[u64; 8]; 64] {
    let mut table = [[0u64; 8]; 64];
    let mut sq = 0;
    while sq < 64 {
        let mut d = 0;
        while d < 8 {
            table[sq][d] = walk(sq as u32, 0, &[DIRECTIONS[d]], false);
            d += 1;
        }
        sq += 1;
    }
    // The sentinels' own rays must be empty for the scan to be total.
    let mut d = 0;
    while d < 4 {
        assert!(table[63][d] == 0 && table[0][d + 4] == 0);
        d += 1;
    }
    table
}

/// Rays by square, then direction (in [`DIRECTIONS`] order): 4 KB.
static RAYS: [[u64; 8]; 64] = ray_table();

/// The attacks along positive ray `d` (bits above the square): up to the lowest blocker.
#[inline(always)]
fn positive(sq: usize, d: usize, occ: u64) -> u64 {
    let ray = RAYS[sq][d];
    let blocker = ((ray & occ) | 1 << 63).trailing_zeros() as usize;
    ray ^ RAYS[blocker & 63][d]
}

/// The attacks along negative ray `d` (bits below the square): down to the highest blocker.
#[inline(always)]
fn negative(sq: usize, d: usize, occ: u64) -> u64 {
    let ray = RAYS[sq][d];
    let blocker = 63 - ((ray & occ) | 1).leading_zeros() as usize;
    ray ^ RAYS[blocker & 63][d]
}

/// Rook attacks: north and east by trailing zeros, south and west by leading zeros.
#[inline]
pub(crate) fn rook(sq: Square, occ: u64) -> u64 {
    let s = sq.index() & 63;
    positive(s, 0, occ) | positive(s, 1, occ) | negative(s, 4, occ) | negative(s, 5, occ)
}

/// Bishop attacks: north-east and north-west by trailing zeros, the south rays by
/// leading zeros.
#[inline]
pub(crate) fn bishop(sq: Square, occ: u64) -> u64 {
    let s = sq.index() & 63;
    positive(s, 2, occ) | positive(s, 3, occ) | negative(s, 6, occ) | negative(s, 7, occ)
}

/// The ray table and the blocker of each ray, for `explain`.
pub(super) fn table_lookup(slider: super::Slider, sq: Square, occ: u64) -> TableLookup {
    let s = sq.index() & 63;
    let rays: &[usize] = match slider {
        super::Slider::Rook => &[0, 1, 4, 5],
        super::Slider::Bishop => &[2, 3, 6, 7],
    };
    let index = rays
        .iter()
        .map(|&d| {
            let blockers = RAYS[s][d] & occ;
            let blocker = match (d < 4, blockers) {
                (_, 0) => "none".to_string(),
                (true, b) => Square::from_index(b.trailing_zeros()).name().to_string(),
                (false, b) => Square::from_index(63 - b.leading_zeros())
                    .name()
                    .to_string(),
            };
            format!("{:?} blocker {blocker}", DIRECTIONS[d])
        })
        .collect::<Vec<_>>()
        .join(", ");
    TableLookup {
        method: "classical",
        tables: "RAYS[square][direction]",
        bytes: size_of_val(&RAYS),
        index: format!("RAYS[{}][d] ^ RAYS[blocker][d]: {index}", sq.name()),
    }
}
