//! Hyperbola Quintessence: `o ^ (o - 2r)` towards the MS1B, and the same on the
//! reversed board for the opposite ray, re-reversed. Files and diagonals reverse by a
//! byte swap (vertical flip); ranks by a full bit reversal, as the reference's Java
//! `attacks(occ, line, sq)` with `Long.reverse`, or, for the rook, by the first-rank
//! table (the page's rank option). The SSSE3 form keeps the occupancy and its byte swap
//! in the two lanes of one register (Peshkov); the AVX2 form (`avx2.rs`) runs four
//! lookups a register with no table, for the batch loops, and the GFNI form (`gfni.rs`)
//! eight with a whole bit reversal for every line. The set-wise generalisation with the
//! overflow barrier works on whole sets of sliders.

#[cfg(target_arch = "x86_64")]
pub(crate) mod avx2;
#[cfg(target_arch = "x86_64")]
pub(crate) mod gfni;

use super::Line;
use super::explain::TableLookup;
use super::rays::{LINE_MASKS, anti_diagonal_through, diagonal_through, file_through};
use crate::bitboard::{FILE_A, FILE_H, Square};

/// Attacks along one line whose reversal is a byte swap (file, diagonal, anti-diagonal):
/// `lineAttacks = (o - 2r) ^ reverse(o' - 2r')` masked to the line (HQ page, C code).
/// The slider's bit on the swapped board is taken as `1 << (63 - sq)`, one shift, not
/// `bswap(1 << sq)` (Daniel Infuehr's form in Chess_Movegen): both lie on the slider's
/// swapped rank, where the line has no other square, so the borrow leaves that rank at
/// the same place and the mask removes the rest of it.
#[inline(always)]
fn swapped_line(mask: u64, sq: Square, occ: u64) -> u64 {
    let index = sq.index() & 63;
    let forward = occ & mask;
    let reverse = forward.swap_bytes().wrapping_sub((1u64 << 63) >> index);
    (forward.wrapping_sub(1u64 << index) ^ reverse.swap_bytes()) & mask
}

/// A square's three lines that reverse by a byte swap, side by side, so that a rook and
/// bishop lookup loads one 24-byte entry instead of one word from each of three tables.
#[derive(Clone, Copy)]
struct SwappedLines {
    file: u64,
    diagonal: u64,
    anti_diagonal: u64,
}

/// [`SwappedLines`] of every square, from [`LINE_MASKS`].
static SWAPPED_LINES: [SwappedLines; 64] = {
    let mut table = [SwappedLines {
        file: 0,
        diagonal: 0,
        anti_diagonal: 0,
    }; 64];
    let mut i = 0;
    while i < 64 {
        table[i] = SwappedLines {
            file: LINE_MASKS[Line::File as usize][i],
            diagonal: LINE_MASKS[Line::Diagonal as usize][i],
            anti_diagonal: LINE_MASKS[Line::AntiDiagonal as usize][i],
        };
        i += 1;
    }
    table
};

/// Attacks along the rank, reversing all 64 bits (`Long.reverse`, `bitMask[sq^63]`).
#[inline]
fn reversed_line(mask: u64, sq: Square, occ: u64) -> u64 {
    let bit = 1u64 << sq.index();
    let forward = occ & mask;
    let reverse = forward.reverse_bits().wrapping_sub(bit.reverse_bits());
    (forward.wrapping_sub(bit) ^ reverse.reverse_bits()) & mask
}

/// The a1-h8 diagonal, and the a-file as a multiplier that gathers or spreads one bit
/// per file.
const MAIN_DIAGONAL: u64 = 0x8040_2010_0804_0201;
const SPREAD: u64 = 0x0101_0101_0101_0101;

/// Rank attacks by Tim Cooijmans' mapping (HQ page, "Source Code"): the rank's byte is
/// spread onto the a1-h8 diagonal (`byte * 0x0101010101010101 & diagonal`, file f to
/// square f * 9), the diagonal's byte-swap HQ runs there, and the attacks are gathered
/// back into the top byte (`* 0x0101010101010101 >> 56`) and shifted to the rank. No
/// bit reversal is needed: a diagonal reverses by a byte swap.
pub fn rank_attacks_cooijmans(sq: Square, occ: u64) -> u64 {
    let (file, rank8) = (sq.index() & 7, sq.index() & 56);
    let byte = (occ >> rank8) & 0xff;
    let on_diagonal = byte.wrapping_mul(SPREAD) & MAIN_DIAGONAL;
    let slider = Square::from_index((file * 9) as u32);
    let attacks = swapped_line(MAIN_DIAGONAL & !(1 << (file * 9)), slider, on_diagonal);
    (attacks.wrapping_mul(SPREAD) >> 56) << rank8
}

/// [`line_attacks`] with ranks by [`rank_attacks_cooijmans`].
pub fn line_attacks_cooijmans(line: Line, sq: Square, occ: u64) -> u64 {
    match line {
        Line::Rank => rank_attacks_cooijmans(sq, occ),
        _ => line_attacks(line, sq, occ),
    }
}

/// The attacks along `line` through `sq` with occupancy `occ`, by Hyperbola Quintessence.
pub fn line_attacks(line: Line, sq: Square, occ: u64) -> u64 {
    let mask = LINE_MASKS[line as usize][sq.index()];
    match line {
        Line::Rank => reversed_line(mask, sq, occ),
        _ => swapped_line(mask, sq, occ),
    }
}

/// Rook attacks: the file by byte swap plus the rank from the first-rank table, the
/// HQ page's option for ranks that measured fastest here (a bit reversal costs two
/// 64-bit reversals in software, and keeps the batch loop from vectorising). The table
/// is indexed as the field's HQ row indexes its own ([`RANK_BY_OCCUPANCY`]): in its loop,
/// vectorised four lookups a register, that took the queen from 0.76-0.78 to 0.89-0.99
/// of the field's speed (Zen 3, same process, alternating).
#[inline]
pub(crate) fn rook(sq: Square, occ: u64) -> u64 {
    let i = sq.index() & 63;
    swapped_line(SWAPPED_LINES[i].file, sq, occ) | rank_from_table(i, occ)
}

/// The first-rank attacks (kindergarten's `FIRST_RANK`) by inner occupancy then file, so that a
/// lookup indexes it by the rank's byte with its outer bits cleared, `(rank & 126) * 4 +
/// file`: one shift by the rank's offset and one mask, no add to the shift count.
static RANK_BY_OCCUPANCY: [u8; 512] = {
    let ranks = crate::attacks::kindergarten::first_rank_table();
    let mut table = [0u8; 512];
    let mut i = 0;
    while i < 512 {
        table[i] = ranks[i & 7][i >> 3];
        i += 1;
    }
    table
};

/// The rank's attacks of the slider on square `i` (below 64) from the first-rank table
/// (the HQ page's rank option; a byte swap does not reverse a rank).
#[inline(always)]
fn rank_from_table(i: usize, occ: u64) -> u64 {
    let rank8 = i & 56;
    let inner = ((occ >> rank8) & 126) as usize;
    u64::from(RANK_BY_OCCUPANCY[inner * 4 + (i & 7)]) << rank8
}

/// Bishop attacks: diagonal plus anti-diagonal, both by byte swap.
#[inline]
pub(crate) fn bishop(sq: Square, occ: u64) -> u64 {
    let lines = &SWAPPED_LINES[sq.index() & 63];
    swapped_line(lines.diagonal, sq, occ) | swapped_line(lines.anti_diagonal, sq, occ)
}

/// Rook attacks with no table: the file shifted into place, the rank by Cooijmans'
/// mapping onto the diagonal. The AVX-512 batch loop's, where eight lanes' table loads
/// would be gathers.
#[inline]
pub(crate) fn rook_by_shifts(sq: Square, occ: u64) -> u64 {
    let s = sq.index() as u32;
    swapped_line(file_through(s) ^ (1 << s), sq, occ) | rank_attacks_cooijmans(sq, occ)
}

/// Bishop attacks with both diagonals shifted into place, as [`rook_by_shifts`].
#[inline]
pub(crate) fn bishop_by_shifts(sq: Square, occ: u64) -> u64 {
    let s = sq.index() as u32;
    let piece = 1u64 << s;
    swapped_line(diagonal_through(s) ^ piece, sq, occ)
        | swapped_line(anti_diagonal_through(s) ^ piece, sq, occ)
}

/// The bytes of the first-rank table if `slider` reads it (the rook), for `explain`.
fn rank_table_bytes(slider: super::Slider) -> usize {
    match slider {
        super::Slider::Rook => size_of_val(&RANK_BY_OCCUPANCY),
        super::Slider::Bishop => 0,
    }
}

/// The first-rank table index of a rook lookup, for `explain`.
fn rank_index_text(i: usize, occ: u64) -> String {
    let rank8 = i & 56;
    let inner = (occ >> rank8) & 126;
    format!(
        "RANK_BY_OCCUPANCY[((occ >> {rank8}) & 126 = {inner}) * 4 + file {}] << {rank8}",
        i & 7
    )
}

/// The masked occupancies of one lookup's byte-swap lines, for `explain`.
fn swapped_lines_text(slider: super::Slider, i: usize, occ: u64) -> String {
    let lines = &SWAPPED_LINES[i];
    match slider {
        super::Slider::Rook => format!(
            "o = occ & file = {:#018x}; {}",
            occ & lines.file,
            rank_index_text(i, occ)
        ),
        super::Slider::Bishop => format!(
            "o = occ & diagonal = {:#018x}, occ & anti-diagonal = {:#018x}",
            occ & lines.diagonal,
            occ & lines.anti_diagonal
        ),
    }
}

/// The tables and indices of one `hyperbola` lookup, for `explain`.
pub(super) fn table_lookup(slider: super::Slider, sq: Square, occ: u64) -> TableLookup {
    let i = sq.index() & 63;
    TableLookup {
        method: "hyperbola",
        tables: "SWAPPED_LINES[square] (file, diagonal, anti-diagonal masks), RANK_BY_OCCUPANCY[inner rank * 4 + file] (u8)",
        bytes: size_of_val(&SWAPPED_LINES) + rank_table_bytes(slider),
        index: format!(
            "SWAPPED_LINES[{sq}], ((o - r) ^ bswap(bswap(o) - r')) & mask per line: {}",
            swapped_lines_text(slider, i, occ)
        ),
    }
}

#[cfg(target_arch = "x86_64")]
pub(super) use gfni::table_lookup as table_lookup_gfni;
#[cfg(target_arch = "x86_64")]
pub(super) use ssse3::table_lookup as table_lookup_ssse3;

#[cfg(target_arch = "x86_64")]
mod ssse3 {
    //! Aleks Peshkov's SSSE3 form (SSSE3 page, "Peshkov's Optimization"): the occupancy
    //! and its byte swap side by side in one register (the "twin"), every line's
    //! `o - r` computed in both lanes at once with masks and slider bits stored as
    //! pairs, the lines xor-ed together (they are disjoint, and xor commutes with the
    //! byte swap), and one final PSHUFB that swaps the high lane back onto the low one.

    use super::*;
    use std::arch::x86_64::*;

    /// A value and its byte swap, as the low and high lane of one register.
    const fn pair(x: u64) -> __m128i {
        // SAFETY: `[u64; 2]` and `__m128i` have the same size (the compiler checks it)
        // and every bit pattern is valid for both.
        unsafe { std::mem::transmute::<[u64; 2], __m128i>([x, x.swap_bytes()]) }
    }

    /// One square's lines that reverse by a byte swap, and its bit, each as a [`pair`]:
    /// one 64-byte line of cache per square.
    #[repr(C, align(64))]
    struct TwinLines {
        file: __m128i,
        diagonal: __m128i,
        anti_diagonal: __m128i,
        slider: __m128i,
    }

    /// [`TwinLines`] of every square, from [`LINE_MASKS`].
    static TWIN_LINES: [TwinLines; 64] = {
        const ZERO: __m128i = pair(0);
        let mut table = [const {
            TwinLines {
                file: ZERO,
                diagonal: ZERO,
                anti_diagonal: ZERO,
                slider: ZERO,
            }
        }; 64];
        let mut i = 0;
        while i < 64 {
            table[i] = TwinLines {
                file: pair(LINE_MASKS[Line::File as usize][i]),
                diagonal: pair(LINE_MASKS[Line::Diagonal as usize][i]),
                anti_diagonal: pair(LINE_MASKS[Line::AntiDiagonal as usize][i]),
                slider: pair(1 << i),
            };
            i += 1;
        }
        table
    };

    /// The occupancy in the low lane and its byte swap in the high lane, by one PSHUFB.
    #[inline]
    #[target_feature(enable = "ssse3")]
    fn twin(occ: u64) -> __m128i {
        let swap_into_high = _mm_set_epi8(0, 1, 2, 3, 4, 5, 6, 7, 7, 6, 5, 4, 3, 2, 1, 0);
        _mm_shuffle_epi8(_mm_cvtsi64_si128(occ as i64), swap_into_high)
    }

    /// `(o - r) & mask` in both lanes: the line's attacks towards the MS1B in the low
    /// lane and, byte-swapped, those towards the LS1B in the high lane (the HQ page's
    /// `o - 2r` with `o` holding the slider, here kept out of the mask).
    #[inline]
    #[target_feature(enable = "sse2")]
    fn line(twin: __m128i, mask: __m128i, slider: __m128i) -> __m128i {
        _mm_and_si128(_mm_sub_epi64(_mm_and_si128(twin, mask), slider), mask)
    }

    /// The low lane xor the byte swap of the high lane: both halves of every line.
    #[inline]
    #[target_feature(enable = "ssse3")]
    fn fold(lines: __m128i) -> u64 {
        let high_swapped = _mm_set_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
        let folded = _mm_xor_si128(lines, _mm_shuffle_epi8(lines, high_swapped));
        _mm_cvtsi128_si64(folded) as u64
    }

    #[target_feature(enable = "ssse3")]
    fn rook_twin(sq: Square, occ: u64) -> u64 {
        let i = sq.index() & 63;
        let lines = &TWIN_LINES[i];
        fold(line(twin(occ), lines.file, lines.slider)) | rank_from_table(i, occ)
    }

    #[target_feature(enable = "ssse3")]
    fn bishop_twin(sq: Square, occ: u64) -> u64 {
        let lines = &TWIN_LINES[sq.index() & 63];
        let twin = twin(occ);
        let diagonal = line(twin, lines.diagonal, lines.slider);
        fold(_mm_xor_si128(
            diagonal,
            line(twin, lines.anti_diagonal, lines.slider),
        ))
    }

    #[target_feature(enable = "ssse3")]
    fn queen_twin(sq: Square, occ: u64) -> u64 {
        let i = sq.index() & 63;
        let lines = &TWIN_LINES[i];
        let twin = twin(occ);
        let file = line(twin, lines.file, lines.slider);
        let diagonal = line(twin, lines.diagonal, lines.slider);
        let anti_diagonal = line(twin, lines.anti_diagonal, lines.slider);
        fold(_mm_xor_si128(_mm_xor_si128(file, diagonal), anti_diagonal)) | rank_from_table(i, occ)
    }

    /// The tables and indices of one `hyperbola-ssse3` lookup, for `explain`.
    pub(in crate::attacks) fn table_lookup(
        slider: crate::attacks::Slider,
        sq: Square,
        occ: u64,
    ) -> TableLookup {
        let i = sq.index() & 63;
        let rank = match slider {
            crate::attacks::Slider::Rook => format!("; {}", rank_index_text(i, occ)),
            crate::attacks::Slider::Bishop => String::new(),
        };
        TableLookup {
            method: "hyperbola-ssse3",
            tables: "TWIN_LINES[square] (file, diagonal, anti-diagonal masks and the square's bit, each beside its byte swap), RANK_BY_OCCUPANCY[inner rank * 4 + file] (u8)",
            bytes: size_of_val(&TWIN_LINES) + rank_table_bytes(slider),
            index: format!(
                "TWIN_LINES[{sq}], twin = (occ, bswap(occ)) = ({occ:#018x}, {:#018x}); \
                 ((twin & m) - r) & m per line, xor-ed, folded low ^ bswap(high){rank}",
                occ.swap_bytes()
            ),
        }
    }

    /// Rook attacks: the file in the twin register, the rank from the first-rank table.
    /// The caller must know the CPU has SSE2 and SSSE3.
    #[inline]
    pub(crate) unsafe fn rook(sq: Square, occ: u64) -> u64 {
        // SAFETY: this function's contract: the CPU has SSE2 and SSSE3.
        unsafe { rook_twin(sq, occ) }
    }

    /// Bishop attacks: diagonal and anti-diagonal in the twin register, one fold. The
    /// caller must know the CPU has SSE2 and SSSE3.
    #[inline]
    pub(crate) unsafe fn bishop(sq: Square, occ: u64) -> u64 {
        // SAFETY: this function's contract: the CPU has SSE2 and SSSE3.
        unsafe { bishop_twin(sq, occ) }
    }

    /// Queen attacks: file, diagonal and anti-diagonal in the twin register, one fold for
    /// the three, the rank from the table. The caller must know the CPU has SSE2 and
    /// SSSE3.
    #[inline]
    pub(crate) unsafe fn queen(sq: Square, occ: u64) -> u64 {
        // SAFETY: this function's contract: the CPU has SSE2 and SSSE3.
        unsafe { queen_twin(sq, occ) }
    }
}

#[cfg(target_arch = "x86_64")]
pub(crate) use ssse3::{bishop as bishop_ssse3, queen as queen_ssse3, rook as rook_ssse3};

/// Mirrors the board left to right (reverses the bits of each byte).
const fn mirror(x: u64) -> u64 {
    x.reverse_bits().swap_bytes()
}

/// Flips the board about the a1-h8 diagonal, so files become ranks (three delta swaps).
const fn transpose(mut x: u64) -> u64 {
    let t = 0x0f0f_0f0f_0000_0000 & (x ^ (x << 28));
    x ^= t ^ (t >> 28);
    let t = 0x3333_0000_3333_0000 & (x ^ (x << 14));
    x ^= t ^ (t >> 14);
    let t = 0x5500_5500_5500_5500 & (x ^ (x << 7));
    x ^= t ^ (t >> 7);
    x
}

/// Rotates file f by f ranks: down (towards rank 1) or up. Shearing down puts each
/// diagonal on one rank, shearing up each anti-diagonal; a rank then holds two line
/// segments, split where the rotation wrapped.
pub(crate) const fn shear(mut x: u64, down: bool) -> u64 {
    // Files whose index has bit 0, 1, 2 set, rotated by 1, 2, 4 ranks.
    let files = [
        0xaaaa_aaaa_aaaa_aaaa_u64,
        0xcccc_cccc_cccc_cccc,
        0xf0f0_f0f0_f0f0_f0f0,
    ];
    let mut k = 0;
    while k < 3 {
        let moving = x & files[k];
        let ranks = 8 << k;
        let moved = if down {
            moving.rotate_right(ranks)
        } else {
            moving.rotate_left(ranks)
        };
        x = (x & !files[k]) | moved;
        k += 1;
    }
    x
}

/// The first and last squares of every line segment on a sheared board: a square
/// starts a segment on the a-file or where its western neighbour wrapped.
const fn segment_ends(diagonal: bool) -> (u64, u64) {
    let (mut low, mut high) = (0u64, 0u64);
    let mut sq = 0;
    while sq < 64 {
        let (f, c) = (sq % 8, sq / 8);
        // The original rank of the sheared square (file f, rank c).
        let rank = if diagonal {
            (c + f) % 8
        } else {
            (c + 8 - f) % 8
        };
        let (first, last) = if diagonal { (0, 7) } else { (7, 0) };
        if f == 0 || rank == first {
            low |= 1 << sq;
        }
        if f == 7 || rank == last {
            high |= 1 << sq;
        }
        sq += 1;
    }
    (low, high)
}

const DIAGONAL_ENDS: (u64, u64) = segment_ends(true);
const ANTIDIAGONAL_ENDS: (u64, u64) = segment_ends(false);

/// East attacks of every slider in `sliders` along its segment, by the reference's
/// generalized formula `(o ^ ((o | right) - 2*r)) & ~right`, where `right` (here
/// `starts`) is the overflow barrier: the first square of every segment.
#[inline]
fn eastward(sliders: u64, occ: u64, starts: u64) -> u64 {
    (occ ^ (occ | starts).wrapping_sub(sliders << 1)) & !starts
}

/// Both directions along segments: east directly, west on the mirrored board.
#[inline]
fn segments(sliders: u64, occ: u64, starts: u64, ends: u64) -> u64 {
    let occ = occ | sliders;
    eastward(sliders, occ, starts) | mirror(eastward(mirror(sliders), mirror(occ), mirror(ends)))
}

/// Every square some rook in `rooks` attacks: ranks directly, files transposed to ranks.
pub fn rook_setwise(rooks: u64, occ: u64) -> u64 {
    let (starts, ends) = (FILE_A.0, FILE_H.0);
    segments(rooks, occ, starts, ends)
        | transpose(segments(transpose(rooks), transpose(occ), starts, ends))
}

/// Every square some bishop in `bishops` attacks: diagonals and anti-diagonals sheared
/// onto ranks, with a barrier at each segment start.
pub fn bishop_setwise(bishops: u64, occ: u64) -> u64 {
    let (d_starts, d_ends) = DIAGONAL_ENDS;
    let (a_starts, a_ends) = ANTIDIAGONAL_ENDS;
    let diagonals = segments(shear(bishops, true), shear(occ, true), d_starts, d_ends);
    let anti = segments(shear(bishops, false), shear(occ, false), a_starts, a_ends);
    shear(diagonals, false) | shear(anti, true)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Parses the reference's msb-left rank diagrams (bit 7 of each byte on the left).
    fn msb_left(rows: [&str; 8]) -> u64 {
        rows.iter().fold(0, |acc, row| {
            acc << 8 | row.bytes().fold(0, |b, c| b << 1 | u64::from(c == b'1'))
        })
    }

    #[test]
    fn reverse_math_byte_example() {
        // HQ page, "Reverse Math": o 11010101, r 00010000 → attacks 01101100, and
        // o-2r = 10110101, o'-2r' = 10011011.
        let (o, r) = (0b1101_0101u8, 0b0001_0000u8);
        assert_eq!(o.wrapping_sub(2 * r), 0b1011_0101);
        let reversed = o.reverse_bits().wrapping_sub(2 * r.reverse_bits());
        assert_eq!(reversed, 0b1001_1011);
        assert_eq!(o.wrapping_sub(2 * r) ^ reversed.reverse_bits(), 0b0110_1100);
        // The same line as rank 1 of a board, slider on e1.
        let e1 = Square::parse("e1").unwrap();
        assert_eq!(line_attacks(Line::Rank, e1, u64::from(o)), 0b0110_1100);
    }

    #[test]
    fn cooijmans_rank_mapping_matches_the_reverse_math_example() {
        // The page's byte o = 11010101 with the slider r = 00010000, as rank 4 of a board.
        let e4 = Square::parse("e4").unwrap();
        assert_eq!(
            rank_attacks_cooijmans(e4, 0b1101_0101 << 24),
            0b0110_1100 << 24
        );
        for sq in 0..64u32 {
            let sq = Square::from_index(sq);
            for occ in [0, !0, 0x8142_2418_f0e1_d2c3, 0x00ff_0000_ff00_ff00] {
                assert_eq!(
                    rank_attacks_cooijmans(sq, occ),
                    line_attacks(Line::Rank, sq, occ),
                    "{sq} {occ:#x}"
                );
            }
        }
    }

    #[test]
    fn generalized_barrier_example() {
        // HQ page, "Generalized set-wise attacks": r and o, and the final attack set
        // "(o ^ ((o | right) - 2*r) & ~right", drawn with the MS1B of each rank left.
        // The page prints rank 7 of the result as "1111..." (a dropped dot): "1111...1"
        // before the barrier is removed, so "1111....".
        let r = msb_left([
            "......1.", "....1...", "......1.", ".....1..", "........", "......1.", ".......1",
            "1.......",
        ]);
        let o = msb_left([
            "1..1..1.", "1...1...", "11....1.", ".11..1..", "........", "......1.", ".......1",
            "1.......",
        ]);
        let after_subtraction = msb_left([
            "1...1111", ".1111..1", "1.111111", ".1.111.1", "........", "1111111.", "1111111.",
            "1......1",
        ]);
        let left = msb_left([
            "...111..", "1111....", ".11111..", "..111...", "........", "111111..", "1111111.",
            "........",
        ]);
        let right = FILE_A.0;
        assert_eq!((o | right).wrapping_sub(2 * r), after_subtraction);
        assert_eq!(eastward(r, o, right), left);
    }

    #[test]
    fn board_maps_are_the_intended_permutations() {
        for sq in 0..64u32 {
            let (f, r) = (sq % 8, sq / 8);
            let bit = 1u64 << sq;
            assert_eq!(transpose(bit), 1 << (f * 8 + r));
            assert_eq!(mirror(bit), 1 << (r * 8 + 7 - f));
            assert_eq!(shear(bit, true), 1 << ((r + 8 - f) % 8 * 8 + f));
            assert_eq!(shear(shear(bit, true), false), bit);
        }
    }
}
