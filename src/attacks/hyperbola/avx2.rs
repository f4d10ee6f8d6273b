//! Hyperbola Quintessence four lookups a register (AVX2), with no table: every line's
//! mask shifted into place per lane (VPSLLVQ/VPSRLVQ), the byte swap one PSHUFB, and the
//! rank by Tim Cooijmans' mapping onto the a1-h8 diagonal (HQ page, "Source Code"), its
//! byte spread by PSHUFB and its attacks gathered back by PSADBW, where the scalar form
//! multiplies. A loop compiled for AVX2 from the scalar lookups loads each lane's masks
//! and rank entry one at a time and inserts them into the register; these lanes load
//! nothing but the squares and occupancies.

use crate::bitboard::{ANTIDIAGONAL_A8H1, DIAGONAL_A1H8, FILE_A};
use core::arch::x86_64::*;

/// What the lines of four lanes share: each lane's square (0..64) and occupancy, the
/// square's bit, the bit `63 - square` (the slider on the byte-swapped board, as in the
/// scalar `swapped_line`), its file and its rank's shift (`8 * rank`).
#[derive(Clone, Copy)]
struct Lanes {
    occ: __m256i,
    piece: __m256i,
    swapped_piece: __m256i,
    file: __m256i,
    rank8: __m256i,
}

impl Lanes {
    #[target_feature(enable = "avx2")]
    #[inline]
    fn new(squares: __m256i, occ: __m256i) -> Lanes {
        Lanes {
            occ,
            piece: _mm256_sllv_epi64(every_lane(1), squares),
            swapped_piece: _mm256_srlv_epi64(every_lane(1 << 63), squares),
            file: _mm256_and_si256(squares, every_lane(7)),
            rank8: _mm256_and_si256(squares, every_lane(56)),
        }
    }

    /// `8 * file`: the ranks a diagonal through the square is shifted by, with the rank.
    #[target_feature(enable = "avx2")]
    #[inline]
    fn file8(self) -> __m256i {
        _mm256_slli_epi64(self.file, 3)
    }

    /// `((o - r) ^ bswap(bswap(o) - r')) & mask` with `o = occ & mask` (the scalar
    /// `swapped_line`), for a line whose reversal is a byte swap: `mask` is `line`
    /// without the slider's square.
    #[target_feature(enable = "avx2")]
    #[inline]
    fn swapped_line(self, line: __m256i) -> __m256i {
        let mask = _mm256_andnot_si256(self.piece, line);
        let forward = _mm256_and_si256(self.occ, mask);
        let reverse = _mm256_sub_epi64(byte_swap(forward), self.swapped_piece);
        let both = _mm256_xor_si256(_mm256_sub_epi64(forward, self.piece), byte_swap(reverse));
        _mm256_and_si256(both, mask)
    }
}

/// `word` in every lane.
#[target_feature(enable = "avx2")]
#[inline]
fn every_lane(word: u64) -> __m256i {
    _mm256_set1_epi64x(word as i64)
}

/// Each lane's bytes in reverse order.
#[target_feature(enable = "avx2")]
#[inline]
fn byte_swap(x: __m256i) -> __m256i {
    let order = _mm256_setr_epi8(
        7, 6, 5, 4, 3, 2, 1, 0, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 15, 14, 13,
        12, 11, 10, 9, 8,
    );
    _mm256_shuffle_epi8(x, order)
}

/// `line` shifted right by `right` bits where that is non-negative, else left by
/// `-right`: a shift by 64 or more gives 0, so one of the two is the line and the other 0.
#[target_feature(enable = "avx2")]
#[inline]
fn shifted(line: u64, right: __m256i) -> __m256i {
    let line = every_lane(line);
    let left = _mm256_sub_epi64(_mm256_setzero_si256(), right);
    _mm256_or_si256(
        _mm256_srlv_epi64(line, right),
        _mm256_sllv_epi64(line, left),
    )
}

/// The rank's attacks by Cooijmans' mapping: the rank's byte copied into every byte of
/// the lane and kept on the a1-h8 diagonal (file `f` on square `9f`), the diagonal's
/// byte-swap line there, and its bits (one per byte, each in its own column) summed back
/// into one byte by PSADBW and shifted up to the rank.
#[target_feature(enable = "avx2")]
#[inline]
fn rank(lanes: Lanes) -> __m256i {
    let first_byte = _mm256_setr_epi8(
        0, 0, 0, 0, 0, 0, 0, 0, 8, 8, 8, 8, 8, 8, 8, 8, 0, 0, 0, 0, 0, 0, 0, 0, 8, 8, 8, 8, 8, 8,
        8, 8,
    );
    let spread = _mm256_shuffle_epi8(_mm256_srlv_epi64(lanes.occ, lanes.rank8), first_byte);
    let on_diagonal = _mm256_add_epi64(lanes.file8(), lanes.file);
    // The slider on square 9f of the spread occupancy.
    let mapped = Lanes::new(on_diagonal, spread);
    let diagonal = mapped.swapped_line(every_lane(DIAGONAL_A1H8.0));
    _mm256_sllv_epi64(
        _mm256_sad_epu8(diagonal, _mm256_setzero_si256()),
        lanes.rank8,
    )
}

/// Rook attacks of four (square, occupancy) lanes, squares below 64.
#[target_feature(enable = "avx2")]
#[inline]
pub(crate) fn rook(squares: __m256i, occ: __m256i) -> __m256i {
    let lanes = Lanes::new(squares, occ);
    let file = _mm256_sllv_epi64(every_lane(FILE_A.0), lanes.file);
    let file = lanes.swapped_line(file);
    _mm256_or_si256(file, rank(lanes))
}

/// Bishop attacks of four (square, occupancy) lanes, squares below 64: the long
/// diagonals shifted by `8 * (file - rank)` and `8 * (7 - file - rank)` bits (as the
/// scalar `diagonal_through` and `anti_diagonal_through`).
#[target_feature(enable = "avx2")]
#[inline]
pub(crate) fn bishop(squares: __m256i, occ: __m256i) -> __m256i {
    let lanes = Lanes::new(squares, occ);
    let file8 = lanes.file8();
    let diagonal = shifted(DIAGONAL_A1H8.0, _mm256_sub_epi64(file8, lanes.rank8));
    let anti_shift = _mm256_sub_epi64(every_lane(56), _mm256_add_epi64(file8, lanes.rank8));
    let anti_diagonal = shifted(ANTIDIAGONAL_A8H1.0, anti_shift);
    _mm256_or_si256(
        lanes.swapped_line(diagonal),
        lanes.swapped_line(anti_diagonal),
    )
}
