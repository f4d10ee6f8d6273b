//! Kindergarten bitboards (Urban Koistinen; Gerd Isenberg's write-up): the inner six
//! occupied squares of a line are gathered into a 6-bit index by one multiplication
//! (diagonals and ranks onto the top bits; a file via a diagonal multiplier), and small
//! tables indexed by the square's file or rank and that index give the attacks: the
//! first-rank attacks filled up to every rank and masked to the line, or the a-file
//! attacks shifted to the file. 8.5 KB of tables in all.
//!
//! Reference: chessprogramming, "Kindergarten Bitboards".

use super::Line;
use super::explain::TableLookup;
use super::rays::{LINE_MASKS, anti_diagonal_through, diagonal_through, walk};
use crate::bitboard::{Direction, FILE_A, Square};

/// The b-file: as a multiplier it gathers a line with one square per file.
const FILE_B: u64 = FILE_A.0 << 1;
/// The inner six squares of the a-file (a2..a7).
const A_FILE_INNER: u64 = FILE_A.0 & 0x00ff_ffff_ffff_ff00;
/// Multiplier gathering a2..a7 into bits 58..63, rank r to bit 57 + r: the multiplier
/// bit 57 - 7r for each inner rank r. No two partial products meet, so nothing carries.
const FILE_GATHER: u64 = (1 << 50) | (1 << 43) | (1 << 36) | (1 << 29) | (1 << 22) | (1 << 15);

/// The rank attacks from file `f` (a bit per file) with inner occupancy `index`.
const fn first_rank(f: u32, index: u64) -> u8 {
    walk(f, index << 1, &[Direction::East, Direction::West], false) as u8
}

/// Builds [`FIRST_RANK`].
pub(crate) const fn first_rank_table() -> [[u8; 64]; 8] {
    let mut table = [[0u8; 64]; 8];
    let mut f = 0;
    while f < 8 {
        let mut i = 0;
        while i < 64 {
            table[f][i] = first_rank(f as u32, i as u64);
            i += 1;
        }
        f += 1;
    }
    table
}

/// First-rank attacks by file, then inner occupancy: 512 bytes. Also the rank tables of
/// rotated bitboards.
pub(crate) static FIRST_RANK: [[u8; 64]; 8] = first_rank_table();

/// Builds [`FILL_UP`]: each first-rank attack byte copied to all eight ranks.
const fn fill_up_table() -> [[u64; 64]; 8] {
    let ranks = first_rank_table();
    let mut table = [[0u64; 64]; 8];
    let mut f = 0;
    while f < 8 {
        let mut i = 0;
        while i < 64 {
            table[f][i] = ranks[f][i] as u64 * FILE_A.0;
            i += 1;
        }
        f += 1;
    }
    table
}

/// Filled-up first-rank attacks, by file then index: 4 KB. Masked to a rank or a
/// diagonal they are that line's attacks, since both hold one square per file.
pub(crate) static FILL_UP: [[u64; 64]; 8] = fill_up_table();

/// Builds [`A_FILE`]: the a-file attacks from each rank for each inner occupancy.
const fn a_file_table() -> [[u64; 64]; 8] {
    let mut table = [[0u64; 64]; 8];
    let mut r = 0;
    while r < 8 {
        let mut i = 0;
        while i < 64 {
            // Index bit k is rank k + 1 of the a-file.
            let mut occ = 0u64;
            let mut k = 0;
            while k < 6 {
                occ |= ((i as u64 >> k) & 1) << (8 * (k + 1));
                k += 1;
            }
            let index = ((occ & A_FILE_INNER).wrapping_mul(FILE_GATHER) >> 58) as usize;
            assert!(index == i);
            table[r][i] = walk(
                8 * r as u32,
                occ,
                &[Direction::North, Direction::South],
                false,
            );
            i += 1;
        }
        r += 1;
    }
    table
}

/// A-file attacks, by rank then index: 4 KB. Also the file tables of rotated bitboards.
pub(crate) static A_FILE: [[u64; 64]; 8] = a_file_table();

/// The inner occupancy of a line with one square per file, as a 6-bit index: the b-file
/// multiplier moves file f's bit to bit 57 + f.
#[inline(always)]
fn diagonal_index(line_occ: u64) -> usize {
    (line_occ.wrapping_mul(FILE_B) >> 58) as usize
}

/// Attacks along a diagonal or anti-diagonal (`mask` excludes the square).
#[inline(always)]
fn diagonal(mask: u64, file: usize, occ: u64) -> u64 {
    FILL_UP[file][diagonal_index(occ & mask)] & mask
}

/// Rook attacks: the rank from its own byte, the file gathered by multiplication.
#[inline]
pub(crate) fn rook(sq: Square, occ: u64) -> u64 {
    let s = sq.index() & 63;
    let (file, rank8) = (s & 7, s & 56);
    let rank_index = ((occ >> (rank8 + 1)) & 63) as usize;
    let rank = (FIRST_RANK[file][rank_index] as u64) << rank8;
    let file_index = ((occ >> file) & A_FILE_INNER).wrapping_mul(FILE_GATHER) >> 58;
    rank | A_FILE[s >> 3][file_index as usize] << file
}

/// Bishop attacks: both diagonals gathered by the b-file multiplier.
#[inline]
pub(crate) fn bishop(sq: Square, occ: u64) -> u64 {
    let s = sq.index() & 63;
    let file = s & 7;
    diagonal(LINE_MASKS[Line::Diagonal as usize][s], file, occ)
        | diagonal(LINE_MASKS[Line::AntiDiagonal as usize][s], file, occ)
}

/// Rook attacks for the AVX-512 batch loop: the rank from [`FILL_UP`] masked to the rank
/// (a 64-bit entry, which eight lanes load by one gather, where the byte table's entries
/// would be inserted one by one), the file as [`rook`] gathers it.
#[inline]
pub(crate) fn rook_by_shifts(sq: Square, occ: u64) -> u64 {
    let s = sq.index() & 63;
    let (file, rank8) = (s & 7, s & 56);
    let rank_index = ((occ >> (rank8 + 1)) & 63) as usize;
    let rank = FILL_UP[file][rank_index] & (0xff << rank8);
    let file_index = ((occ >> file) & A_FILE_INNER).wrapping_mul(FILE_GATHER) >> 58;
    rank | A_FILE[s >> 3][file_index as usize] << file
}

/// Bishop attacks for the AVX-512 batch loop: each diagonal's mask shifted into place
/// rather than loaded. The mask keeps the bishop's own square: a table entry never holds
/// it, and the index reads only the six inner files, whose walk starts beside the square.
#[inline]
pub(crate) fn bishop_by_shifts(sq: Square, occ: u64) -> u64 {
    let s = sq.index() as u32 & 63;
    let file = (s & 7) as usize;
    diagonal(diagonal_through(s), file, occ) | diagonal(anti_diagonal_through(s), file, occ)
}

/// Bytes of the three kindergarten tables (shared with rotated bitboards).
pub(super) fn table_bytes() -> usize {
    size_of_val(&FIRST_RANK) + size_of_val(&FILL_UP) + size_of_val(&A_FILE)
}

/// The tables and the 6-bit indices of one lookup, for `explain`.
pub(super) fn table_lookup(slider: super::Slider, sq: Square, occ: u64) -> TableLookup {
    let s = sq.index() & 63;
    let (file, rank) = (s & 7, s >> 3);
    let index = match slider {
        super::Slider::Rook => {
            let rank_index = (occ >> (8 * rank + 1)) & 63;
            let file_index = ((occ >> file) & A_FILE_INNER).wrapping_mul(FILE_GATHER) >> 58;
            format!(
                "FIRST_RANK[file {file}][(occ >> {}) & 63 = {rank_index}] << {} | \
                 A_FILE[rank {rank}][((occ >> {file}) & a2-a7) * {FILE_GATHER:#x} >> 58 = {file_index}] << {file}",
                8 * rank + 1,
                8 * rank
            )
        }
        super::Slider::Bishop => {
            let diagonal = LINE_MASKS[Line::Diagonal as usize][s];
            let anti = LINE_MASKS[Line::AntiDiagonal as usize][s];
            format!(
                "FILL_UP[file {file}][(occ & diagonal) * b-file >> 58 = {}] & diagonal | \
                 FILL_UP[file {file}][(occ & anti-diagonal) * b-file >> 58 = {}] & anti-diagonal",
                diagonal_index(occ & diagonal),
                diagonal_index(occ & anti)
            )
        }
    };
    TableLookup {
        method: "kindergarten",
        tables: "FIRST_RANK[file][6-bit index] (u8), FILL_UP[file][index], A_FILE[rank][index]",
        bytes: table_bytes(),
        index,
    }
}
