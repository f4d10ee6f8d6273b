//! Rotated bitboards (Robert Hyatt, Crafty): the occupancy kept on boards turned so that
//! every line lies along a rank, where six inner bits index a first-rank table. Here the
//! occupancy is rotated for each lookup instead of being kept up to date move by move:
//! the 90-degree board is the diagonal flip (each file along a rank), the 45- and
//! 315-degree boards are the pseudo-rotations that shear file f by f ranks (each
//! diagonal, or anti-diagonal, along one rank, two line segments sharing a rank). Ranks
//! need no rotation. The rank-index tables are kindergarten's: first-rank attacks
//! filled up and masked to the diagonal, and a-file attacks shifted to the file.
//!
//! Reference: chessprogramming, "Rotated Bitboards" and "Flipping Mirroring and
//! Rotating" (pseudo-rotation by 45 degrees).

use super::Line;
use super::explain::TableLookup;
use super::hyperbola::shear;
use super::kindergarten::{A_FILE, FILL_UP, FIRST_RANK};
use super::rays::LINE_MASKS;
use crate::bitboard::Square;
use crate::ops::transform::flip_diagonal;

/// The six inner bits of rank `rank` of `board`, as a table index.
#[inline(always)]
fn inner(board: u64, rank: usize) -> usize {
    ((board >> (8 * rank + 1)) & 63) as usize
}

/// Rook attacks: the rank from the board itself, the file from the flipped board.
#[inline]
pub(crate) fn rook(sq: Square, occ: u64) -> u64 {
    let s = sq.index() & 63;
    let (file, rank) = (s & 7, s >> 3);
    let along_rank = (FIRST_RANK[file][inner(occ, rank)] as u64) << (8 * rank);
    // The flip lays file f along rank f, rank r at bit r.
    let along_file = A_FILE[rank][inner(flip_diagonal(occ), file)] << file;
    along_rank | along_file
}

/// Bishop attacks: diagonal and anti-diagonal from the two sheared boards.
#[inline]
pub(crate) fn bishop(sq: Square, occ: u64) -> u64 {
    let s = sq.index() & 63;
    let (file, rank) = (s & 7, s >> 3);
    // Shearing down moves (f, r) to rank r - f; shearing up to rank r + f (mod 8).
    let diagonal_rank = rank.wrapping_sub(file) & 7;
    let anti_rank = (rank + file) & 7;
    let diagonal = FILL_UP[file][inner(shear(occ, true), diagonal_rank)];
    let anti = FILL_UP[file][inner(shear(occ, false), anti_rank)];
    (diagonal & LINE_MASKS[Line::Diagonal as usize][s])
        | (anti & LINE_MASKS[Line::AntiDiagonal as usize][s])
}

/// The rotated boards' rank indices of one lookup, for `explain`.
pub(super) fn table_lookup(slider: super::Slider, sq: Square, occ: u64) -> TableLookup {
    let s = sq.index() & 63;
    let (file, rank) = (s & 7, s >> 3);
    let index = match slider {
        super::Slider::Rook => format!(
            "FIRST_RANK[file {file}][inner(occ, rank {rank}) = {}] | \
             A_FILE[rank {rank}][inner(flip_diagonal(occ), rank {file}) = {}] << {file}",
            inner(occ, rank),
            inner(flip_diagonal(occ), file)
        ),
        super::Slider::Bishop => {
            let (down, up) = (rank.wrapping_sub(file) & 7, (rank + file) & 7);
            format!(
                "FILL_UP[file {file}][inner(45° board, rank {down}) = {}] & diagonal | \
                 FILL_UP[file {file}][inner(315° board, rank {up}) = {}] & anti-diagonal",
                inner(shear(occ, true), down),
                inner(shear(occ, false), up)
            )
        }
    };
    TableLookup {
        method: "rotated",
        tables: "kindergarten's FIRST_RANK, FILL_UP and A_FILE, indexed on rotated boards",
        bytes: super::kindergarten::table_bytes(),
        index,
    }
}
