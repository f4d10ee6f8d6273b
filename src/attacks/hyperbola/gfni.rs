//! Hyperbola Quintessence eight lookups a register (AVX-512 with GFNI), every line
//! reversed by a whole bit reversal, as the HQ page's Java `attacks(occ, line, sq)` does
//! with `Long.reverse`: one GF2P8AFFINEQB reverses the bits of each byte and one VPSHUFB
//! the bytes of each lane, so ranks run the same `o ^ (o - 2r)` as files and diagonals.
//! Reversal is linear and the lines are disjoint, so the reversed halves of all of a
//! lookup's lines are summed first and reversed back once: a queen reverses its
//! occupancy once and its attacks once. Files and ranks are masks shifted into place, the
//! diagonals come by VPERMT2Q from two registers of the fifteen of each direction, and
//! nothing is read from memory but the pairs.

use crate::attacks::Slider;
use crate::attacks::explain::TableLookup;
use crate::attacks::rays::{anti_diagonal_through, diagonal_through};
use crate::bitboard::{FILE_A, FILE_H, RANK_1, RANK_8, Square};
use core::arch::x86_64::*;

/// The fifteen diagonals of one direction by the 4-bit index VPERMT2Q reads from two
/// registers: a1-h8 diagonals by `(rank - file) mod 16`, a8-h1 ones by `rank + file`;
/// each bit-reversed where `reversed` (the line's mirror through the board's centre,
/// which is the same line on the reversed board).
const fn diagonals(anti: bool, reversed: bool) -> [u64; 16] {
    let indices = DIAGONAL_INDICES[anti as usize];
    let mut table = [0u64; 16];
    let mut s = 0;
    while s < 64 {
        let line = if anti {
            anti_diagonal_through(s as u32)
        } else {
            diagonal_through(s as u32)
        };
        table[indices[s] as usize] = if reversed { line.reverse_bits() } else { line };
        s += 1;
    }
    table
}

/// Each square's index of its diagonal in [`DIAGONALS`] (`(rank - file) mod 16`), then in
/// [`ANTI_DIAGONALS`] (`rank + file`), as [`Lanes::diagonal_lines`] computes them.
const DIAGONAL_INDICES: [[u8; 64]; 2] = [diagonal_indices(false), diagonal_indices(true)];

/// The indices of [`DIAGONAL_INDICES`], of the a8-h1 diagonals where `anti`.
const fn diagonal_indices(anti: bool) -> [u8; 64] {
    let mut indices = [0u8; 64];
    let mut s = 0;
    while s < 64 {
        let (rank, file) = (s >> 3, s & 7);
        indices[s] = (if anti {
            rank + file
        } else {
            (rank + 16 - file) & 15
        }) as u8;
        s += 1;
    }
    indices
}

/// The a1-h8 diagonals, and the same reversed.
const DIAGONALS: [[u64; 16]; 2] = [diagonals(false, false), diagonals(false, true)];
/// The a8-h1 diagonals, and the same reversed.
const ANTI_DIAGONALS: [[u64; 16]; 2] = [diagonals(true, false), diagonals(true, true)];

/// A line's `(o & m) - r` masked to the line, on the board and on the reversed board.
#[derive(Clone, Copy)]
struct Halves {
    forward: __m512i,
    reversed: __m512i,
}

/// The attacks along lines from their halves: each side summed (the lines are disjoint
/// but for the slider's bit, which every half holds once, so the pairs cancel), the
/// reversed sum reversed back once.
#[target_feature(enable = "avx512f,avx512bw,gfni")]
#[inline]
fn attacks<const N: usize>(lines: [Halves; N]) -> __m512i {
    let mut forward = _mm512_setzero_si512();
    let mut reversed = _mm512_setzero_si512();
    for line in lines {
        forward = _mm512_xor_si512(forward, line.forward);
        reversed = _mm512_xor_si512(reversed, line.reversed);
    }
    _mm512_xor_si512(forward, reverse_bits(reversed))
}

/// One line through each lane's square, as a mask on the board and on the reversed board.
#[derive(Clone, Copy)]
struct Line {
    mask: __m512i,
    reversed: __m512i,
}

/// What the lines of eight lanes share: the occupancy without the slider's square, and
/// reversed; the slider's bit, and reversed (`1 << (63 - square)`); its file and
/// `8 * rank` (masked from the square, so the compiler knows both are below 64 and
/// keeps the variable shifts plain).
#[derive(Clone, Copy)]
struct Lanes {
    occ: __m512i,
    reversed_occ: __m512i,
    piece: __m512i,
    reversed_piece: __m512i,
    file: __m512i,
    rank8: __m512i,
}

impl Lanes {
    /// The lanes of eight squares (0..64) and their occupancies. The slider's bit is taken
    /// out of the occupancy rather than out of every mask: each line's forward and
    /// reversed halves then both hold the slider's bit, and the pairs cancel in the sum.
    #[target_feature(enable = "avx512f,avx512bw,gfni")]
    #[inline]
    fn new(squares: __m512i, occ: __m512i) -> Lanes {
        let piece = _mm512_sllv_epi64(every_lane(1), squares);
        let occ = _mm512_andnot_si512(piece, occ);
        Lanes {
            occ,
            reversed_occ: reverse_bits(occ),
            piece,
            reversed_piece: _mm512_srlv_epi64(every_lane(1 << 63), squares),
            file: _mm512_and_si512(squares, every_lane(7)),
            rank8: _mm512_and_si512(squares, every_lane(56)),
        }
    }

    /// The file: the a-file shifted by the file, reversed the h-file shifted back.
    #[target_feature(enable = "avx512f,avx512bw,gfni")]
    #[inline]
    fn file_line(self) -> Line {
        Line {
            mask: _mm512_sllv_epi64(every_lane(FILE_A.0), self.file),
            reversed: _mm512_srlv_epi64(every_lane(FILE_H.0), self.file),
        }
    }

    /// The rank's halves. A rank is one byte, so a bytewise subtraction (VPSUBB) keeps
    /// the borrow inside it, and the occupancy needs no mask before it: the other bytes
    /// change nothing there and are masked off after.
    #[target_feature(enable = "avx512f,avx512bw,gfni")]
    #[inline]
    fn rank_halves(self) -> Halves {
        let rank = _mm512_sllv_epi64(every_lane(RANK_1.0), self.rank8);
        let reversed = _mm512_srlv_epi64(every_lane(RANK_8.0), self.rank8);
        Halves {
            forward: _mm512_and_si512(_mm512_sub_epi8(self.occ, self.piece), rank),
            reversed: _mm512_and_si512(
                _mm512_sub_epi8(self.reversed_occ, self.reversed_piece),
                reversed,
            ),
        }
    }

    /// The diagonal of `table` (one of [`DIAGONALS`], [`ANTI_DIAGONALS`]) at `index`:
    /// VPERMT2Q reads the low four bits of each lane.
    #[target_feature(enable = "avx512f,avx512bw,gfni")]
    #[inline]
    fn diagonal_line(index: __m512i, table: &[[u64; 16]; 2]) -> Line {
        let pick = |masks: &[u64; 16]| {
            let (halves, _) = masks.as_chunks::<8>();
            _mm512_permutex2var_epi64(load_words(&halves[0]), index, load_words(&halves[1]))
        };
        Line {
            mask: pick(&table[0]),
            reversed: pick(&table[1]),
        }
    }

    /// The halves of a line that spans bytes: `((o & m) - r) & m` on the board and on
    /// the reversed board.
    #[target_feature(enable = "avx512f,avx512bw,gfni")]
    #[inline]
    fn line_halves(self, line: Line) -> Halves {
        let half = |occ, piece, mask| {
            _mm512_and_si512(_mm512_sub_epi64(_mm512_and_si512(occ, mask), piece), mask)
        };
        Halves {
            forward: half(self.occ, self.piece, line.mask),
            reversed: half(self.reversed_occ, self.reversed_piece, line.reversed),
        }
    }

    /// The a1-h8 and a8-h1 diagonals.
    #[target_feature(enable = "avx512f,avx512bw,gfni")]
    #[inline]
    fn diagonal_lines(self) -> [Line; 2] {
        let rank = _mm512_srli_epi64::<3>(self.rank8);
        [
            Self::diagonal_line(_mm512_sub_epi64(rank, self.file), &DIAGONALS),
            Self::diagonal_line(_mm512_add_epi64(rank, self.file), &ANTI_DIAGONALS),
        ]
    }
}

/// `word` in every lane.
#[target_feature(enable = "avx512f")]
#[inline]
fn every_lane(word: u64) -> __m512i {
    _mm512_set1_epi64(word as i64)
}

/// Eight words as the lanes of one register.
#[target_feature(enable = "avx512f")]
#[inline]
fn load_words(words: &[u64; 8]) -> __m512i {
    // SAFETY: the unaligned load reads exactly the 64 bytes of `words`.
    unsafe { _mm512_loadu_si512(words.as_ptr().cast()) }
}

/// Each lane's 64 bits in reverse order: each byte's bits by GF2P8AFFINEQB, whose
/// matrix row `i` (byte `7 - i` of the word) picks the bits that make result bit `i`, so
/// the matrix `0x8040201008040201` mirrors a byte; then the bytes by VPSHUFB.
#[target_feature(enable = "avx512f,avx512bw,gfni")]
#[inline]
fn reverse_bits(x: __m512i) -> __m512i {
    const MIRROR: u64 = 0x8040_2010_0804_0201;
    let bits = _mm512_gf2p8affine_epi64_epi8::<0>(x, every_lane(MIRROR));
    let byte_order = _mm512_broadcast_i32x4(_mm_setr_epi8(
        7, 6, 5, 4, 3, 2, 1, 0, 15, 14, 13, 12, 11, 10, 9, 8,
    ));
    _mm512_shuffle_epi8(bits, byte_order)
}

/// Rook attacks of eight (square, occupancy) lanes, squares below 64.
#[target_feature(enable = "avx512f,avx512bw,gfni")]
#[inline]
pub(crate) fn rook(squares: __m512i, occ: __m512i) -> __m512i {
    let lanes = Lanes::new(squares, occ);
    attacks([lanes.line_halves(lanes.file_line()), lanes.rank_halves()])
}

/// Bishop attacks of eight (square, occupancy) lanes, squares below 64.
#[target_feature(enable = "avx512f,avx512bw,gfni")]
#[inline]
pub(crate) fn bishop(squares: __m512i, occ: __m512i) -> __m512i {
    let lanes = Lanes::new(squares, occ);
    let [diagonal, anti_diagonal] = lanes.diagonal_lines();
    attacks([
        lanes.line_halves(diagonal),
        lanes.line_halves(anti_diagonal),
    ])
}

/// Queen attacks of eight (square, occupancy) lanes, squares below 64: the four lines
/// share one reversal of the occupancy and one of the attacks.
#[target_feature(enable = "avx512f,avx512bw,gfni")]
#[inline]
pub(crate) fn queen(squares: __m512i, occ: __m512i) -> __m512i {
    let lanes = Lanes::new(squares, occ);
    let [diagonal, anti_diagonal] = lanes.diagonal_lines();
    attacks([
        lanes.line_halves(lanes.file_line()),
        lanes.rank_halves(),
        lanes.line_halves(diagonal),
        lanes.line_halves(anti_diagonal),
    ])
}

/// The tables and indices of one `hyperbola-gfni` lookup, for `explain`: the bishop's
/// diagonals by their 4-bit indices (the rook's lines are shifted masks, no table).
pub(in crate::attacks) fn table_lookup(slider: Slider, sq: Square, occ: u64) -> TableLookup {
    let (rank, file) = (sq.index() >> 3, sq.index() & 7);
    let indices = DIAGONAL_INDICES.map(|i| i[sq.index()]);
    let occ = occ & !(1u64 << sq.index());
    let reversal = format!(
        "o = occ without the slider = {occ:#018x}, reverse(o) = {:#018x}; ((o & m) - r) & m \
         per line on the board and on the reversed board, each summed, \
         forward ^ reverse(reversed)",
        occ.reverse_bits()
    );
    let (tables, bytes, index) = match slider {
        Slider::Rook => (
            "none: FILE_A << file, RANK_1 << 8 * rank, and reversed FILE_H >> file, RANK_8 >> 8 * rank",
            0,
            format!("file {file}, 8 * rank = {}; {reversal}", 8 * rank),
        ),
        Slider::Bishop => (
            "DIAGONALS[(rank - file) mod 16], ANTI_DIAGONALS[rank + file], each beside its reversal, held in registers",
            size_of_val(&DIAGONALS) + size_of_val(&ANTI_DIAGONALS),
            format!(
                "DIAGONALS[({rank} - {file}) mod 16 = {}], ANTI_DIAGONALS[{rank} + {file} = {}]; {reversal}",
                indices[0], indices[1]
            ),
        ),
    };
    TableLookup {
        method: "hyperbola-gfni",
        tables,
        bytes,
        index,
    }
}
