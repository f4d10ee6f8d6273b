//! Fancy magic bitboards: the masked occupancy times a magic number, shifted right by
//! 64 minus the relevant bits, indexes the square's block of one shared table. The
//! magics were found by [`find_magics`] and are checked in; the table is built at
//! compile time from them.

use super::Slider;
use super::rays::{
    BISHOP_MASKS, Block, DENSE_ATTACKS, MagicKey, ROOK_MASKS, TABLE_LEN, TABLE_OFFSETS,
    scatter_by_magic, slider_attacks_ray, table_offsets,
};
use crate::bitboard::Square;

/// Everything a fancy magic lookup needs for one square.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Magic {
    /// The relevant-occupancy mask (edges excluded).
    pub mask: u64,
    /// The magic multiplier.
    pub magic: u64,
    /// Right shift after the multiplication: 64 minus the relevant bits.
    pub shift: u32,
    /// Start of the square's block in the shared table.
    pub offset: u32,
}

impl Magic {
    /// The table index of `occ`, relative to `offset`.
    #[inline]
    pub const fn index(&self, occ: u64) -> usize {
        ((occ & self.mask).wrapping_mul(self.magic) >> self.shift) as usize
    }
}

/// The seed the checked-in magics were generated from.
pub const MAGIC_SEED: u64 = 0x6262_746f_6f6c; // "bbtool"

/// Rook magics: `find_magics(MAGIC_SEED, Slider::Rook)`.
const ROOK_NUMBERS: [u64; 64] = [
    0x1080_0080_1040_0020,
    0x0040_0010_0040_2002,
    0x0080_1000_2000_8008,
    0x0080_1000_0800_8004,
    0x4600_1004_0200_2088,
    0x0600_1081_0842_0004,
    0x0480_0200_0080_0100,
    0x4080_0020_4080_0100,
    0x0000_8020_8000_4002,
    0x8100_4040_1000_2000,
    0x0e21_0020_0100_4018,
    0x0401_0023_000a_1000,
    0x0000_8080_0400_0800,
    0x2014_8044_0002_0080,
    0x0004_0001_1024_4248,
    0x2002_0004_4084_090e,
    0x0080_8180_0040_0020,
    0x0020_0240_0040_3000,
    0x0020_8080_1000_2003,
    0x0088_0080_1000_8008,
    0x0008_0040_4004_0200,
    0x090a_8080_0200_0400,
    0x0010_0400_8210_2128,
    0x6880_0200_0061_108c,
    0x0004_4002_8000_8020,
    0x0020_0020_4000_5002,
    0x0001_0411_0040_2000,
    0x4002_0012_0008_2240,
    0x0104_0800_8004_0082,
    0x0000_0200_8080_0400,
    0x0020_1094_0052_0108,
    0x4428_0042_0001_0084,
    0x00c0_0220_9580_0440,
    0x0000_8020_0280_4001,
    0x0000_8010_0080_2000,
    0x0200_0822_0200_1041,
    0x1090_8008_0080_0400,
    0x0004_8004_0080_0200,
    0x8004_1132_0400_0890,
    0x0400_0441_1a00_0084,
    0x0080_0020_0048_4000,
    0x02a0_4420_1002_4000,
    0x1000_8022_0042_0010,
    0x2810_0280_8802_8010,
    0x0200_1100_0801_0004,
    0x0025_0004_0009_0002,
    0x0880_1001_0204_0008,
    0x0000_0084_2042_0001,
    0x0210_8001_0020_4100,
    0x2148_8420_0040_0880,
    0x8210_0488_1020_0080,
    0x1004_1001_0421_0900,
    0x0105_0008_0010_4500,
    0x8040_8002_0004_0080,
    0x8003_0024_0200_5900,
    0x0100_0420_9900_4200,
    0x4600_8200_2a10_4102,
    0x1019_0080_1040_0421,
    0x4102_4420_0009_0011,
    0x2003_0044_0821_5001,
    0x408a_0008_0420_1002,
    0x0032_0008_4110_2482,
    0x0100_0088_1002_3104,
    0x0160_86c0_2401_1882,
];
/// Bishop magics: `find_magics(MAGIC_SEED, Slider::Bishop)`.
const BISHOP_NUMBERS: [u64; 64] = [
    0x0002_0204_1c14_0040,
    0x0020_0400_8081_0884,
    0x0010_0440_4040_0040,
    0x0e48_0602_4021_0210,
    0x0042_0211_0000_0088,
    0x0142_052c_2140_0140,
    0x080a_4a10_1420_00e0,
    0x4000_2402_180c_2220,
    0x0000_1021_2104_0080,
    0x0200_2004_6940_4100,
    0x8700_5009_0063_0104,
    0x0010_2904_0100_0080,
    0x8025_0c10_4461_0020,
    0x4400_4202_4320_0040,
    0x0040_0101_0120_2100,
    0x4400_0882_8818_0224,
    0x0428_0011_2018_0088,
    0x4050_0042_0408_6c81,
    0x1811_200a_0801_0100,
    0x2002_0004_4011_0040,
    0x8004_0306_1120_0001,
    0x0282_0005_0101_4100,
    0x400c_1201_0088_0400,
    0x0041_2040_840c_4600,
    0x0608_0a00_a0a0_2108,
    0x10d0_9000_0a1a_4210,
    0x0084_1000_1101_0020,
    0x20a0_0800_1100_4188,
    0x8001_0200_0400_8408,
    0x0100_9202_0108_0204,
    0x1108_0050_8201_0401,
    0x4000_5081_0244_0400,
    0x0002_2010_10a0_8222,
    0x1548_0844_0008_0100,
    0x1009_4648_0090_0420,
    0x0000_0200_8068_0080,
    0xc024_0404_0000_1100,
    0x0100_d009_0001_8080,
    0x0008_8080_8004_0200,
    0x01c4_0412_4000_2902,
    0x9101_0120_2000_1000,
    0xb040_8401_2020_0880,
    0x0000_8e00_8200_1000,
    0x000a_0020_1800_0100,
    0x2008_0102_1200_0401,
    0x0031_0110_0104_0880,
    0x0020_0842_0080_0044,
    0x1c08_00c4_8880_0208,
    0x8810_80b0_3010_40b2,
    0x0000_4418_8c10_3208,
    0x2000_0200_4222_0208,
    0x1500_0002_4208_8480,
    0x2004_0044_0504_1000,
    0x4000_0842_0852_0308,
    0x4010_2490_8400_4300,
    0x1020_0254_0046_8020,
    0x0000_1c01_0110_1000,
    0x0108_1206_2284_2c12,
    0x0080_0100_4200_9010,
    0x0802_0100_0084_0400,
    0x0020_0802_0821_0100,
    0x0002_0010_2041_8100,
    0x1060_1024_1008_8a02,
    0x0028_0808_2810_2521,
];

/// Combines magic numbers with the masks and the shared table layout.
const fn magics(slider: usize, numbers: &[u64; 64]) -> [Magic; 64] {
    let offsets = table_offsets();
    let dirs = super::rays::directions(if slider == 0 {
        Slider::Rook
    } else {
        Slider::Bishop
    });
    let mut out = [Magic {
        mask: 0,
        magic: 0,
        shift: 0,
        offset: 0,
    }; 64];
    let mut sq = 0;
    while sq < 64 {
        let mask = super::rays::walk(sq as u32, 0, dirs, true);
        out[sq] = Magic {
            mask,
            magic: numbers[sq],
            shift: 64 - mask.count_ones(),
            offset: offsets[slider][sq],
        };
        sq += 1;
    }
    out
}

/// Rook magics per square.
pub static ROOK_MAGICS: [Magic; 64] = magics(0, &ROOK_NUMBERS);
/// Bishop magics per square.
pub static BISHOP_MAGICS: [Magic; 64] = magics(1, &BISHOP_NUMBERS);

/// The magic table: the dense attack sets moved to their magic indices. A magic that
/// maps two subsets with different attacks to one slot is a compile error.
#[allow(long_running_const_eval)]
static MAGIC_TABLE: [u64; TABLE_LEN] = magic_table(&DENSE_ATTACKS);

/// Builds [`MAGIC_TABLE`] from the PEXT-ordered dense table.
const fn magic_table(dense_table: &[u64; TABLE_LEN]) -> [u64; TABLE_LEN] {
    let all = [magics(0, &ROOK_NUMBERS), magics(1, &BISHOP_NUMBERS)];
    let mut table = [0u64; TABLE_LEN];
    let mut filled = [false; TABLE_LEN];
    let mut s = 0;
    while s < 2 {
        let mut sq = 0;
        while sq < 64 {
            let m = all[s][sq];
            let key = MagicKey {
                mask: m.mask,
                fill: 0,
                magic: m.magic,
                shift: m.shift,
                offset: m.offset as usize,
            };
            scatter_by_magic(
                &mut table,
                &mut filled,
                dense_table,
                m.offset as usize,
                &key,
            );
            sq += 1;
        }
        s += 1;
    }
    table
}

/// The magics of `slider` per square.
pub fn magics_of(slider: Slider) -> &'static [Magic; 64] {
    match slider {
        Slider::Rook => &ROOK_MAGICS,
        Slider::Bishop => &BISHOP_MAGICS,
    }
}

/// One square's magic lookup as the lookup reads it: 32 bytes, so a square's facts are
/// one shifted index away, with the square's block as an address (see [`Block`]).
#[derive(Clone, Copy)]
struct MagicSquare {
    /// The relevant-occupancy mask.
    mask: u64,
    /// The magic multiplier.
    magic: u64,
    /// The square's block of [`MAGIC_TABLE`]: 2^(64 - shift) entries.
    block: Block<u64>,
    /// Right shift after the multiplication.
    shift: u64,
}

/// Per slider (rook 0, bishop 1), per square: what a lookup reads, side by side so rook
/// and bishop lookups share one base address.
static MAGIC_SQUARES: [[MagicSquare; 64]; 2] = magic_squares([&ROOK_MAGICS, &BISHOP_MAGICS]);

/// Builds [`MAGIC_SQUARES`] from the magics.
const fn magic_squares(all: [&[Magic; 64]; 2]) -> [[MagicSquare; 64]; 2] {
    let empty = MagicSquare {
        mask: 0,
        magic: 0,
        block: Block::within(&MAGIC_TABLE, 0, 0),
        shift: 0,
    };
    let mut out = [[empty; 64]; 2];
    let mut s = 0;
    while s < 2 {
        let mut sq = 0;
        while sq < 64 {
            let m = all[s][sq];
            out[s][sq] = MagicSquare {
                mask: m.mask,
                magic: m.magic,
                block: Block::within(&MAGIC_TABLE, m.offset as usize, 1 << (64 - m.shift)),
                shift: m.shift as u64,
            };
            sq += 1;
        }
        s += 1;
    }
    out
}

/// Looks up the attacks of `SLIDER` (rook 0, bishop 1) in the magic table.
#[inline(always)]
fn lookup<const SLIDER: usize>(sq: Square, occ: u64) -> u64 {
    let m = &MAGIC_SQUARES[SLIDER][sq.index()];
    let index = (occ & m.mask).wrapping_mul(m.magic) >> m.shift;
    // SAFETY: a product shifted right by `shift` is below 2^(64 - shift), the block's
    // length.
    unsafe { m.block.get(index as usize) }
}

/// Rook attacks by fancy magic.
#[inline]
pub(crate) fn rook(sq: Square, occ: u64) -> u64 {
    lookup::<0>(sq, occ)
}

/// Bishop attacks by fancy magic.
#[inline]
pub(crate) fn bishop(sq: Square, occ: u64) -> u64 {
    lookup::<1>(sq, occ)
}

pub use crate::rng::SplitMix64;

/// Finds a magic for every square of `slider`, with the table layout of the checked-in
/// magics (shift = 64 - relevant bits, so each block is exactly 2^bits long).
///
/// Squares are searched a1 to h8 from one SplitMix64 stream seeded with `seed`. A
/// candidate is a sparse number (three draws ANDed); it is skipped at once when the
/// top byte of `mask * magic` has fewer than 6 bits (a cheap test that rejects most
/// failures), and kept when every subset of the mask lands in a slot that is free or
/// holds the same attack set. The same seed always gives the same magics.
pub fn find_magics(seed: u64, slider: Slider) -> [Magic; 64] {
    let mut rng = SplitMix64(seed);
    let masks = match slider {
        Slider::Rook => &ROOK_MASKS,
        Slider::Bishop => &BISHOP_MASKS,
    };
    let mut out = *magics_of(slider);
    // Slot stamps: a slot belongs to the current attempt when its stamp equals it.
    let mut stamp = vec![0u32; 4096];
    let mut slot = vec![0u64; 4096];
    let mut attempt = 0u32;
    for (sq, entry) in out.iter_mut().enumerate() {
        let square = Square::from_index(sq as u32);
        let mask = masks[sq];
        let shift = 64 - mask.count_ones();
        let cases: Vec<(u64, u64)> = super::subsets::subsets(mask)
            .map(|occ| (occ, slider_attacks_ray(slider, square, occ)))
            .collect();
        entry.magic = loop {
            let magic = rng.sparse();
            if (mask.wrapping_mul(magic) >> 56).count_ones() < 6 {
                continue;
            }
            attempt += 1;
            let fits = cases.iter().all(|&(occ, attacks)| {
                let at = (occ.wrapping_mul(magic) >> shift) as usize;
                if stamp[at] != attempt {
                    stamp[at] = attempt;
                    slot[at] = attacks;
                    true
                } else {
                    slot[at] == attacks
                }
            });
            if fits {
                break magic;
            }
        };
        entry.mask = mask;
        entry.shift = shift;
        entry.offset = TABLE_OFFSETS[slider as usize][sq];
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lookup_facts_are_the_magics() {
        for (s, magics) in [&ROOK_MAGICS, &BISHOP_MAGICS].into_iter().enumerate() {
            for (sq, m) in magics.iter().enumerate() {
                let at = &MAGIC_SQUARES[s][sq];
                assert_eq!(
                    (at.mask, at.magic, at.shift),
                    (m.mask, m.magic, m.shift as u64)
                );
                assert_eq!(at.block.offset_in(&MAGIC_TABLE), m.offset as usize);
            }
        }
    }
}
