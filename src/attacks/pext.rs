//! PEXT bitboards (BMI2 page): one dense table of every rook and bishop attack set,
//! indexed by a per-square base offset plus the PEXT of the occupancy under the
//! relevant mask; and the PEXT/PDEP variant whose 16-bit entries are deposited into
//! the square's attack range. The PEXT table is `rays::DENSE_ATTACKS`:
//! `PEXT_TABLE[offset[sq] + pext(occ, mask[sq])]` is the attack set; each square's
//! facts hold its block's address rather than its offset (`rays::Block`). Both tables are
//! built at compile time with a portable PEXT, so their contents do not depend on the
//! CPU.

use super::rays::{
    BISHOP_DIRECTIONS, BISHOP_RANGES, Block, DENSE_ATTACKS as PEXT_TABLE, ROOK_DIRECTIONS,
    ROOK_RANGES, TABLE_LEN, table_offsets, walk,
};
#[cfg(target_arch = "x86_64")]
use crate::bitboard::Square;

/// The compressed table (~210 KB): each attack set extracted under its square's range.
#[allow(long_running_const_eval)]
static COMPRESSED_TABLE: [u16; TABLE_LEN] = compress(&PEXT_TABLE);

/// One square's lookup facts side by side, so one load address serves both: the
/// relevant-occupancy mask and the address of the square's block, so a lookup needs no
/// register for the table's base (Chess_Movegen's `SliderPext_t` layout).
#[derive(Clone, Copy)]
#[repr(C)]
#[cfg_attr(not(target_arch = "x86_64"), allow(dead_code))]
struct PextSquare<T: 'static> {
    /// The relevant-occupancy mask (edges excluded).
    mask: u64,
    /// The square's block: `2^popcount(mask)` entries.
    block: Block<T>,
}

/// The size of a [`PextSquare`], whatever its entry type: the stride of the lookups' address.
const PEXT_SQUARE_SIZE: usize = 16;
const _: () = assert!(
    size_of::<PextSquare<u64>>() == PEXT_SQUARE_SIZE
        && size_of::<PextSquare<u16>>() == PEXT_SQUARE_SIZE
        && core::mem::offset_of!(PextSquare<u64>, mask) == 0
        && core::mem::offset_of!(PextSquare<u16>, mask) == 0
);

/// Per slider (rook 0, bishop 1), per square: the mask and dense-table block of a lookup.
#[cfg_attr(not(target_arch = "x86_64"), allow(dead_code))]
static DENSE_SQUARES: [[PextSquare<u64>; 64]; 2] = pext_squares(&PEXT_TABLE);

/// As [`DENSE_SQUARES`], the blocks in the compressed table.
#[cfg_attr(not(target_arch = "x86_64"), allow(dead_code))]
static COMPRESSED_SQUARES: [[PextSquare<u16>; 64]; 2] = pext_squares(&COMPRESSED_TABLE);

/// Builds the per-square facts over `table` (laid out by [`table_offsets`]).
const fn pext_squares<T: Copy>(table: &'static [T; TABLE_LEN]) -> [[PextSquare<T>; 64]; 2] {
    let offsets = table_offsets();
    let directions = [ROOK_DIRECTIONS, BISHOP_DIRECTIONS];
    let empty = PextSquare {
        mask: 0,
        block: Block::within(table, 0, 0),
    };
    let mut out = [[empty; 64]; 2];
    let mut s = 0;
    while s < 2 {
        let mut sq = 0;
        while sq < 64 {
            let mask = walk(sq as u32, 0, &directions[s], true);
            out[s][sq] = PextSquare {
                mask,
                block: Block::within(table, offsets[s][sq] as usize, 1 << mask.count_ones()),
            };
            sq += 1;
        }
        s += 1;
    }
    out
}

/// The BMI2 page's serial PEXT: gathers the bits of `value` under `mask` to the bottom.
pub const fn pext_soft(value: u64, mut mask: u64) -> u64 {
    let mut out = 0u64;
    let mut bit = 1u64;
    while mask != 0 {
        if value & mask & mask.wrapping_neg() != 0 {
            out |= bit;
        }
        mask &= mask - 1;
        bit <<= 1;
    }
    out
}

/// The BMI2 page's serial PDEP: scatters the low bits of `value` to the bits of `mask`.
pub const fn pdep_soft(value: u64, mut mask: u64) -> u64 {
    let mut out = 0u64;
    let mut bit = 1u64;
    while mask != 0 {
        if value & bit != 0 {
            out |= mask & mask.wrapping_neg();
        }
        mask &= mask - 1;
        bit <<= 1;
    }
    out
}

/// Extracts each attack set under its square's full range (at most 14 bits).
const fn compress(attacks: &[u64; TABLE_LEN]) -> [u16; TABLE_LEN] {
    let mut out = [0u16; TABLE_LEN];
    let ranges = [ROOK_RANGES, BISHOP_RANGES];
    let offsets = table_offsets();
    let mut s = 0;
    while s < 2 {
        let mut sq = 0;
        while sq < 64 {
            let start = offsets[s][sq] as usize;
            let end = if s == 1 && sq == 63 {
                TABLE_LEN
            } else if sq == 63 {
                offsets[1][0] as usize
            } else {
                offsets[s][sq + 1] as usize
            };
            let mut i = start;
            while i < end {
                // PEXT by the attack bits (about 4 of them) rather than the 14 range bits.
                let range = ranges[s][sq];
                let mut rest = attacks[i];
                let mut packed = 0u64;
                while rest != 0 {
                    let below = (rest & rest.wrapping_neg()) - 1;
                    packed |= 1 << (range & below).count_ones();
                    rest &= rest - 1;
                }
                assert!(packed < 1 << 16);
                out[i] = packed as u16;
                i += 1;
            }
            sq += 1;
        }
        s += 1;
    }
    out
}

#[cfg(target_arch = "x86_64")]
mod bmi2 {
    use super::*;
    use crate::cpu::instruction_fn;

    // PDEP by inline assembly (see `instruction_fn`), inlined into each lookup.
    instruction_fn!(unsafe fn pdep(src: u64, mask: u64) -> u64, "pdep {out}, {src}, {mask}");

    /// The attack entry of `sq` under `occ` for `SLIDER` (rook 0, bishop 1) in `squares`'
    /// table. The caller must know the CPU has BMI2.
    #[inline(always)]
    unsafe fn entry<T: Copy, const SLIDER: usize>(
        squares: &[[PextSquare<T>; 64]; 2],
        sq: Square,
        occ: u64,
    ) -> T {
        let square = &squares[SLIDER][sq.index()];
        let index: u64;
        // PEXT reads the mask from memory itself, as a compiler folds the load of
        // `_pext_u64`'s operand; the slider's offset is a constant of the address, so
        // rook and bishop lookups share one base register.
        // SAFETY: this function's contract: the CPU has BMI2. The address is `square`'s
        // mask (`repr(C)`, mask first), inside `squares`; it only reads.
        unsafe {
            core::arch::asm!(
                "pext {index}, {occ}, qword ptr [{squares} + {at} + {slider}]",
                index = lateout(reg) index,
                occ = in(reg) occ,
                squares = in(reg) squares.as_ptr(),
                at = in(reg) sq.index() * PEXT_SQUARE_SIZE,
                slider = const SLIDER * 64 * PEXT_SQUARE_SIZE,
                options(pure, readonly, nostack),
            );
        }
        // SAFETY: PEXT under `mask` is below 2^popcount(mask), the block's length.
        unsafe { square.block.get(index as usize) }
    }

    /// Rook attacks from the PEXT table. The caller must know the CPU has BMI2.
    #[inline]
    pub(crate) unsafe fn rook(sq: Square, occ: u64) -> u64 {
        // SAFETY: this function's contract: the CPU has BMI2.
        unsafe { entry::<_, 0>(&DENSE_SQUARES, sq, occ) }
    }

    /// Bishop attacks from the PEXT table. The caller must know the CPU has BMI2.
    #[inline]
    pub(crate) unsafe fn bishop(sq: Square, occ: u64) -> u64 {
        // SAFETY: this function's contract: the CPU has BMI2.
        unsafe { entry::<_, 1>(&DENSE_SQUARES, sq, occ) }
    }

    /// Rook attacks from the compressed table and PDEP. The caller must know the CPU has
    /// BMI2.
    #[inline]
    pub(crate) unsafe fn rook_pdep(sq: Square, occ: u64) -> u64 {
        // SAFETY: this function's contract: the CPU has BMI2.
        let packed = unsafe { entry::<_, 0>(&COMPRESSED_SQUARES, sq, occ) };
        // SAFETY: this function's contract: the CPU has BMI2.
        unsafe { pdep(packed as u64, ROOK_RANGES[sq.index() & 63]) }
    }

    /// Bishop attacks from the compressed table and PDEP. The caller must know the CPU
    /// has BMI2.
    #[inline]
    pub(crate) unsafe fn bishop_pdep(sq: Square, occ: u64) -> u64 {
        // SAFETY: this function's contract: the CPU has BMI2.
        let packed = unsafe { entry::<_, 1>(&COMPRESSED_SQUARES, sq, occ) };
        // SAFETY: this function's contract: the CPU has BMI2.
        unsafe { pdep(packed as u64, BISHOP_RANGES[sq.index() & 63]) }
    }
}

#[cfg(target_arch = "x86_64")]
pub(crate) use bmi2::{bishop, bishop_pdep, rook, rook_pdep};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn serial_pext_and_pdep_are_inverse_on_the_mask() {
        let mask = 0x0000_0000_0000_7e00;
        assert_eq!(pext_soft(0xffff_ffff_ffff_ffff, mask), 0b11_1111);
        assert_eq!(pext_soft(0x0000_0000_0000_0a00, mask), 0b101);
        assert_eq!(pdep_soft(0b101, mask), 0x0a00);
    }

    #[test]
    fn compressed_table_fits_the_reference_size() {
        // BMI2 page: "a table of slightly more than 210 KiB".
        assert_eq!(std::mem::size_of_val(&COMPRESSED_TABLE), 215_296);
        assert_eq!(std::mem::size_of_val(&PEXT_TABLE), 861_184);
    }

    #[test]
    fn square_facts_match_the_masks_and_offsets() {
        use crate::attacks::rays::{BISHOP_MASKS, ROOK_MASKS, TABLE_OFFSETS};
        for sq in 0..64 {
            for (s, masks) in [&ROOK_MASKS, &BISHOP_MASKS].into_iter().enumerate() {
                let (dense, compressed) = (DENSE_SQUARES[s][sq], COMPRESSED_SQUARES[s][sq]);
                let offset = TABLE_OFFSETS[s][sq] as usize;
                assert_eq!((dense.mask, compressed.mask), (masks[sq], masks[sq]));
                assert_eq!(dense.block.offset_in(&PEXT_TABLE), offset);
                assert_eq!(compressed.block.offset_in(&COMPRESSED_TABLE), offset);
            }
        }
        // BMI2 page: "10..12 relevant occupancy bits per rook square", "5.. 9 ... per
        // bishop square"; the extremes are a corner and a centre square.
        assert_eq!(DENSE_SQUARES[0][0].mask.count_ones(), 12);
        assert_eq!(DENSE_SQUARES[0][9].mask.count_ones(), 10);
        assert_eq!(DENSE_SQUARES[1][27].mask.count_ones(), 9);
        assert_eq!(DENSE_SQUARES[1][1].mask.count_ones(), 5);
    }
}
