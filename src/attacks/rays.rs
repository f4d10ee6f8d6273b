//! The classical ray walk, the oracle every other slider method is checked against, and
//! the masks the table methods are built from: relevant occupancies (edges excluded),
//! full attack ranges and line masks.

use super::{Line, Slider};
use crate::bitboard::{Direction, Square};

/// The four rook directions.
pub const ROOK_DIRECTIONS: [Direction; 4] = [
    Direction::North,
    Direction::East,
    Direction::South,
    Direction::West,
];
/// The four bishop directions.
pub const BISHOP_DIRECTIONS: [Direction; 4] = [
    Direction::NorthEast,
    Direction::SouthEast,
    Direction::SouthWest,
    Direction::NorthWest,
];

/// True when file `f` and rank `r` lie on the board.
const fn on_board(f: i8, r: i8) -> bool {
    f >= 0 && f < 8 && r >= 0 && r < 8
}

/// Walks from `sq` along each of `dirs`, square by square, up to and including the
/// first occupied square. With `skip_edge`, the last square of each ray is left out
/// (the relevant-occupancy mask: a blocker on the edge changes nothing).
pub const fn walk(sq: u32, occ: u64, dirs: &[Direction], skip_edge: bool) -> u64 {
    let mut out = 0u64;
    let mut i = 0;
    while i < dirs.len() {
        let (df, dr) = dirs[i].offsets();
        let mut f = (sq & 7) as i8 + df;
        let mut r = (sq >> 3) as i8 + dr;
        while on_board(f, r) {
            if skip_edge && !on_board(f + df, r + dr) {
                break;
            }
            let bit = 1u64 << (r * 8 + f);
            out |= bit;
            if occ & bit != 0 {
                break;
            }
            f += df;
            r += dr;
        }
        i += 1;
    }
    out
}

/// Rook attacks by ray walk (const, for building tables).
pub const fn rook_ray_walk(sq: u32, occ: u64) -> u64 {
    walk(sq, occ, &ROOK_DIRECTIONS, false)
}

/// Bishop attacks by ray walk (const, for building tables).
pub const fn bishop_ray_walk(sq: u32, occ: u64) -> u64 {
    walk(sq, occ, &BISHOP_DIRECTIONS, false)
}

/// The directions a slider moves in.
pub const fn directions(slider: Slider) -> &'static [Direction; 4] {
    match slider {
        Slider::Rook => &ROOK_DIRECTIONS,
        Slider::Bishop => &BISHOP_DIRECTIONS,
    }
}

/// The reference oracle: attacks of `slider` on `sq`, walking each ray square by square.
pub fn slider_attacks_ray(slider: Slider, sq: Square, occ: u64) -> u64 {
    walk(sq.index() as u32, occ, directions(slider), false)
}

/// Per-square table of `walk` on the empty board, edges included or not.
const fn ray_table(dirs: &[Direction], skip_edge: bool) -> [u64; 64] {
    let mut t = [0u64; 64];
    let mut sq = 0;
    while sq < 64 {
        t[sq] = walk(sq as u32, 0, dirs, skip_edge);
        sq += 1;
    }
    t
}

/// Rook relevant-occupancy masks: the rays without their edge squares (10..12 bits).
pub static ROOK_MASKS: [u64; 64] = ray_table(&ROOK_DIRECTIONS, true);
/// Bishop relevant-occupancy masks: the rays without their edge squares (5..9 bits).
pub static BISHOP_MASKS: [u64; 64] = ray_table(&BISHOP_DIRECTIONS, true);
/// Rook attacks on the empty board (the full range, 14 bits), as const for table building.
pub const ROOK_RANGES: [u64; 64] = ray_table(&ROOK_DIRECTIONS, false);
/// Bishop attacks on the empty board (the full range, 7..13 bits).
pub const BISHOP_RANGES: [u64; 64] = ray_table(&BISHOP_DIRECTIONS, false);

/// Entries in a dense attack table holding every relevant subset of every square,
/// rooks first: 102,400 + 5,248 (the BMI2 page's "~840 KByte" of u64).
pub const TABLE_LEN: usize = 107_648;

/// Start of each square's block in a dense table, by slider (rook 0, bishop 1), then
/// square: block sizes are 2^(relevant bits), packed without gaps.
pub static TABLE_OFFSETS: [[u32; 64]; 2] = table_offsets();

/// Computes [`TABLE_OFFSETS`]; a wrong total is a compile error.
pub const fn table_offsets() -> [[u32; 64]; 2] {
    let masks = [
        ray_table(&ROOK_DIRECTIONS, true),
        ray_table(&BISHOP_DIRECTIONS, true),
    ];
    let mut out = [[0u32; 64]; 2];
    let mut next = 0u32;
    let mut s = 0;
    while s < 2 {
        let mut sq = 0;
        while sq < 64 {
            out[s][sq] = next;
            next += 1 << masks[s][sq].count_ones();
            sq += 1;
        }
        s += 1;
    }
    assert!(next as usize == TABLE_LEN);
    out
}

/// One square's block of a static attack table, held as its address: a lookup adds its
/// index to one loaded pointer instead of adding the block's offset to the table's base,
/// which costs a register and an instruction (Chess_Movegen's `SliderPext_t` and
/// `Var::Magic` layouts).
pub(crate) struct Block<T: 'static> {
    /// The block's first entry, inside a `&'static` table ([`Block::within`]).
    start: *const T,
}

impl<T> Clone for Block<T> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<T> Copy for Block<T> {}

// SAFETY: a `Block` only reads a `&'static` table through `start`, as a `&'static [T]` of
// `Sync` entries would.
unsafe impl<T: Sync> Sync for Block<T> {}

impl<T: Copy> Block<T> {
    /// The `len` entries of `table` from `offset`; a build error unless they lie inside.
    pub(crate) const fn within<const N: usize>(
        table: &'static [T; N],
        offset: usize,
        len: usize,
    ) -> Block<T> {
        assert!(offset + len <= N);
        Block {
            start: table.split_at(offset).1.as_ptr(),
        }
    }

    /// The block's start as an index into `table` (the table it was made within).
    #[cfg(test)]
    pub(crate) fn offset_in<const N: usize>(self, table: &[T; N]) -> usize {
        (self.start as usize - table.as_ptr() as usize) / size_of::<T>()
    }

    /// Entry `index` of the block. The caller guarantees `index` is below the `len` the
    /// block was made [`within`](Block::within).
    #[inline(always)]
    pub(crate) unsafe fn get(self, index: usize) -> T {
        // SAFETY: this function's contract: `index < len`, and `within` checked that the
        // block's `len` entries lie inside the `'static` table.
        let entry = unsafe { self.start.add(index) };
        // SAFETY: `entry` is inside the table, which is `'static` and never written.
        unsafe { *entry }
    }
}

/// Every attack set, rook blocks then bishop blocks, in PEXT index order (~840 KB):
/// the PEXT table itself, and the compile-time source of the compressed and magic
/// tables (a static, so their builders read it by reference instead of copying it).
#[allow(long_running_const_eval)] // ~107k ray walks: a few seconds of const eval
pub(crate) static DENSE_ATTACKS: [u64; TABLE_LEN] = dense_attack_table();

/// Builds [`DENSE_ATTACKS`]: fills
/// `table[offset + i]` with the ray-walk attacks of the `i`-th subset in carry-rippler
/// order, which is also PEXT index order.
const fn dense_attack_table() -> [u64; TABLE_LEN] {
    let mut table = [0u64; TABLE_LEN];
    let mut s = 0;
    while s < 2 {
        let dirs: &[Direction; 4] = if s == 0 {
            &ROOK_DIRECTIONS
        } else {
            &BISHOP_DIRECTIONS
        };
        let mut sq = 0;
        let mut base = if s == 0 { 0 } else { 102_400 };
        while sq < 64 {
            let mask = walk(sq, 0, dirs, true);
            let mut subset = 0u64;
            loop {
                table[base] = walk(sq, subset, dirs, false);
                base += 1;
                subset = subset.wrapping_sub(mask) & mask;
                if subset == 0 {
                    break;
                }
            }
            sq += 1;
        }
        s += 1;
    }
    table
}

/// A magic key of one square: `offset + ((subset | fill) * magic >> shift)`.
pub(crate) struct MagicKey {
    /// The square's relevant-occupancy mask.
    pub mask: u64,
    /// Bits or-ed into every subset: 0, or the inverted mask for black magics.
    pub fill: u64,
    /// The multiplier.
    pub magic: u64,
    /// Right shift: 64 minus the key bits.
    pub shift: u32,
    /// Start of the square's block in the target table.
    pub offset: usize,
}

/// Copies one square's block of the dense table (its subsets in carry-rippler order,
/// starting at `dense_start`) to their magic keys in `table`; a key already holding a
/// different attack set fails const evaluation (`filled` marks the used keys). The
/// magic tables are built with it.
pub(crate) const fn scatter_by_magic(
    table: &mut [u64],
    filled: &mut [bool],
    dense: &[u64; TABLE_LEN],
    dense_start: usize,
    key: &MagicKey,
) {
    let mut dense_at = dense_start;
    let mut subset = 0u64;
    loop {
        let at = key.offset + ((subset | key.fill).wrapping_mul(key.magic) >> key.shift) as usize;
        let attacks = dense[dense_at];
        assert!(!filled[at] || table[at] == attacks, "magic collision");
        table[at] = attacks;
        filled[at] = true;
        dense_at += 1;
        subset = subset.wrapping_sub(key.mask) & key.mask;
        if subset == 0 {
            break;
        }
    }
}

/// The relevant-occupancy mask of `slider` on `sq` (edges excluded).
#[inline]
pub fn relevant_mask(slider: Slider, sq: Square) -> u64 {
    match slider {
        Slider::Rook => ROOK_MASKS[sq.index()],
        Slider::Bishop => BISHOP_MASKS[sq.index()],
    }
}

/// The directions whose two rays form `line`.
const fn line_directions(line: Line) -> [Direction; 2] {
    match line {
        Line::Rank => [Direction::East, Direction::West],
        Line::File => [Direction::North, Direction::South],
        Line::Diagonal => [Direction::NorthEast, Direction::SouthWest],
        Line::AntiDiagonal => [Direction::NorthWest, Direction::SouthEast],
    }
}

/// Line masks without their own square (the reference's `maskEx`), by line, then square.
pub static LINE_MASKS: [[u64; 64]; 4] = [
    ray_table(&line_directions(Line::Rank), false),
    ray_table(&line_directions(Line::File), false),
    ray_table(&line_directions(Line::Diagonal), false),
    ray_table(&line_directions(Line::AntiDiagonal), false),
];

/// The rank through square `s` (0..64), the square included: no table.
#[inline(always)]
pub(crate) const fn rank_through(s: u32) -> u64 {
    0xff << (s & 56)
}

/// The file through square `s` (0..64), the square included: no table.
#[inline(always)]
pub(crate) const fn file_through(s: u32) -> u64 {
    0x0101_0101_0101_0101 << (s & 7)
}

/// The a1-h8 direction diagonal through square `s` (0..64), the square included,
/// computed by shifting the long diagonal by `file - rank` ranks: no table, so a
/// vectorised loop needs no gather for it.
#[inline(always)]
pub(crate) const fn diagonal_through(s: u32) -> u64 {
    let d = 8 * (s & 7) as i32 - (s & 56) as i32;
    let down = if d > 0 { d as u32 } else { 0 };
    let up = if d < 0 { (-d) as u32 } else { 0 };
    (0x8040_2010_0804_0201u64 >> down) << up
}

/// The a8-h1 direction anti-diagonal through square `s` (0..64), the square included,
/// shifted from the long anti-diagonal by `7 - file - rank` ranks.
#[inline(always)]
pub(crate) const fn anti_diagonal_through(s: u32) -> u64 {
    let d = 56 - 8 * (s & 7) as i32 - (s & 56) as i32;
    let down = if d > 0 { d as u32 } else { 0 };
    let up = if d < 0 { (-d) as u32 } else { 0 };
    (0x0102_0408_1020_4080u64 >> down) << up
}

/// The squares of `line` through `sq`, without `sq` itself.
#[inline]
pub fn line_mask(line: Line, sq: Square) -> u64 {
    LINE_MASKS[line as usize][sq.index()]
}

/// Line attacks by ray walk: the two rays of `line` from `sq`, blocked by `occ`.
pub fn line_attacks_ray(line: Line, sq: Square, occ: u64) -> u64 {
    walk(sq.index() as u32, occ, &line_directions(line), false)
}

/// Rook attacks by ray walk, as a catalogue entry.
#[inline]
pub(crate) fn rook(sq: Square, occ: u64) -> u64 {
    rook_ray_walk(sq.index() as u32, occ)
}

/// Bishop attacks by ray walk, as a catalogue entry.
#[inline]
pub(crate) fn bishop(sq: Square, occ: u64) -> u64 {
    bishop_ray_walk(sq.index() as u32, occ)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn masks_have_the_reference_bit_counts() {
        // BMI2 page: "10..12 relevant occupancy bits per rook square", "5.. 9" per bishop.
        assert!(
            ROOK_MASKS
                .iter()
                .all(|m| (10..=12).contains(&m.count_ones()))
        );
        assert!(
            BISHOP_MASKS
                .iter()
                .all(|m| (5..=9).contains(&m.count_ones()))
        );
        let total = |masks: &[u64; 64]| {
            masks
                .iter()
                .map(|m| 1usize << m.count_ones())
                .sum::<usize>()
        };
        // 102,400 + 5,248 = 107,648 entries: the "~840 KByte" table.
        assert_eq!(total(&ROOK_MASKS), 102_400);
        assert_eq!(total(&BISHOP_MASKS), 5_248);
    }

    #[test]
    fn computed_diagonals_equal_the_line_masks() {
        for s in 0..64u32 {
            let bit = 1u64 << s;
            let i = s as usize;
            assert_eq!(
                diagonal_through(s),
                LINE_MASKS[Line::Diagonal as usize][i] | bit
            );
            assert_eq!(
                anti_diagonal_through(s),
                LINE_MASKS[Line::AntiDiagonal as usize][i] | bit
            );
        }
    }

    #[test]
    fn diagonal_mask_matches_the_reference_java_table() {
        // HQ page, Java diagonalMaskEx: 0x8040201008040200 for a1, 0 for h1.
        assert_eq!(
            LINE_MASKS[Line::Diagonal as usize][0],
            0x8040_2010_0804_0200
        );
        assert_eq!(
            LINE_MASKS[Line::Diagonal as usize][2],
            0x0000_8040_2010_0800
        );
        assert_eq!(LINE_MASKS[Line::Diagonal as usize][7], 0);
    }
}
