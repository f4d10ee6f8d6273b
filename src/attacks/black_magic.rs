//! Black magic bitboards: fixed-shift fancy magics (Onno Garms's fixed shift, Volker
//! Annuss's black magics). The key is `(occ | !mask) * magic >> (64 - 12)` for rooks and
//! `>> (64 - 9)` for bishops: every square uses the full 12 or 9 bits, and the blocks of
//! different squares overlap in one shared table wherever their attack sets agree, which
//! packs rooks and bishops into 90,341 entries (706 KB). Or-ing the inverted mask
//! instead of and-ing the mask moves the empty board's key away from zero, which helps
//! the blocks overlap (Gerd Isenberg's reading in the same thread).
//!
//! The magic numbers and block offsets are Volker Annuss's published black magics:
//! chessprogramming, "Magic Bitboards", sections "Fixed shift Fancy" and "Black Magic
//! Bitboards", from Volker Annuss's CCC thread "Black magic bitboards", and Onno
//! Garms's "Magic and precomputation" (Winboard forum, September 2007). The table is built here at compile
//! time; a number that mapped two different attack sets to one entry would not compile.

use super::Slider;
use super::explain::TableLookup;
use super::rays::{
    DENSE_ATTACKS, MagicKey, TABLE_LEN as DENSE_LEN, directions, scatter_by_magic, table_offsets,
    walk,
};
use crate::bitboard::Square;

/// Published rook black magics and block offsets, a1..h8.
const ROOK_NUMBERS: [(u64, usize); 64] = [
    (0x8028_0013_ff84_ffff, 10890),
    (0x5ffb_fefd_fef6_7fff, 56054),
    (0xffef_faff_effd_ffff, 67495),
    (0x0030_0090_0300_008a, 72797),
    (0x0030_0180_0350_0030, 17179),
    (0x0020_0121_20a0_0020, 63978),
    (0x0030_0060_00c0_0030, 56650),
    (0xffa8_008d_ff09_fff8, 15929),
    (0x7fbf_f7fb_fbea_fffc, 55905),
    (0x0000_1400_8105_0002, 26301),
    (0x0000_1800_4380_0048, 78100),
    (0x7fff_e800_021f_ffb8, 86245),
    (0xffff_cffe_7fcf_ffaf, 75228),
    (0x0000_1800_c018_0060, 31661),
    (0xffff_e7ff_8fbf_ffe8, 38053),
    (0x0000_1800_3062_0018, 37433),
    (0x0030_0018_010c_0003, 74747),
    (0x0003_000c_0085_ffff, 53847),
    (0xfffd_fff7_fbfe_fff7, 70952),
    (0x7fc1_ffdf_fc00_1fff, 49447),
    (0xfffe_ffdf_fdff_dfff, 62629),
    (0x7c10_8007_beff_f81f, 58996),
    (0x2040_8007_bfe0_0810, 36009),
    (0x0400_8005_5860_4100, 21230),
    (0x0040_2000_1008_0008, 51882),
    (0x0010_0200_0804_0004, 11841),
    (0xfffd_feff_f7fb_fff7, 25794),
    (0xfebf_7dff_f8fe_fff9, 49689),
    (0xc000_00ff_e001_ffe0, 63400),
    (0x2008_2080_0700_4007, 33958),
    (0xbffb_faff_fb68_3f7f, 21991),
    (0x0807_f67f_fa10_2040, 45618),
    (0x2000_08e8_0030_0030, 70134),
    (0x0000_0087_8018_0018, 75944),
    (0x0000_0103_0018_0018, 68392),
    (0x4000_0081_8018_0018, 66472),
    (0x0080_8031_0005_fffa, 23236),
    (0x4000_1881_0006_0006, 19067),
    (0xffff_ff7f_ffbf_bfff, 0),
    (0x0000_8020_0020_0040, 43566),
    (0x2000_0202_ec00_2800, 29810),
    (0xffff_f9ff_7cff_f3ff, 65558),
    (0x0000_0040_4b80_1800, 77684),
    (0x2000_002f_e03f_d000, 73350),
    (0xffff_ff6f_fe7f_cffd, 61765),
    (0xbff7_efff_bfc0_0fff, 49282),
    (0x0000_0010_0800_a804, 78840),
    (0xfffb_ffef_a7ff_a7fe, 82904),
    (0x0000_0528_0014_0028, 24594),
    (0x0000_0085_008a_0014, 9513),
    (0x8000_002b_0040_8028, 29012),
    (0x4000_0020_4079_0028, 27684),
    (0x7800_0020_1028_8028, 27901),
    (0x0000_0018_00e0_8018, 61477),
    (0x1890_0008_1058_0050, 25719),
    (0x2003_d800_0050_0028, 50020),
    (0xffff_f37e_efef_dfbe, 41547),
    (0x4000_0280_0900_13c1, 4750),
    (0xbf7f_feff_bffa_f71f, 6014),
    (0xfffd_ffff_777b_7d6e, 41529),
    (0xeeff_ffef_f008_0bfe, 84192),
    (0xafe0_000f_ff78_0402, 33433),
    (0xee73_fffb_ffbb_77fe, 8555),
    (0x0002_0003_0848_2882, 1009),
];

/// Published bishop black magics and block offsets, a1..h8.
const BISHOP_NUMBERS: [(u64, usize); 64] = [
    (0x107a_c080_5050_0bff, 66157),
    (0x7fff_dfdf_d823_fffd, 71730),
    (0x0400_c00f_e800_0200, 37781),
    (0x103f_8020_0400_0000, 21015),
    (0xc03f_e001_0000_0000, 47590),
    (0x24c0_0bff_ff40_0000, 835),
    (0x0808_101f_4000_7f04, 23592),
    (0x1008_0820_1ec0_0080, 30599),
    (0xffa2_feff_bfef_b7ff, 68776),
    (0x083e_3ee0_4008_0801, 19959),
    (0x0401_80bf_f7e8_0080, 21783),
    (0x0440_007f_e003_1000, 64836),
    (0x2010_007f_fc00_0000, 23417),
    (0x1079_ffe0_00ff_8000, 66724),
    (0x7f83_ffdf_c03f_ff80, 74542),
    (0x0806_1408_0fa0_0040, 67266),
    (0x7ffe_7fff_817f_cff9, 26575),
    (0x7ffe_bfff_a010_27fd, 67543),
    (0x2001_8000_c00f_3c01, 24409),
    (0x407e_0001_000f_fb8a, 30779),
    (0x201f_e000_fff8_0010, 17384),
    (0xffdf_efff_de39_ffef, 18778),
    (0x7fff_f800_203f_bfff, 65109),
    (0x7ff7_fbff_f820_3fff, 20184),
    (0x0000_00fe_0400_4070, 38240),
    (0x7fff_7f9f_ffc0_eff9, 16459),
    (0x7ffe_ff7f_7f01_f7fd, 17432),
    (0x3f6e_fbbf_9efb_ffff, 81040),
    (0x0410_008f_0100_3ffd, 84946),
    (0x2000_2038_001c_8010, 18276),
    (0x087f_f038_000f_c001, 8512),
    (0x0008_0c0c_0008_3007, 78544),
    (0x0000_0080_fc82_c040, 19974),
    (0x0000_0040_7e41_6020, 23850),
    (0x0060_0203_f800_8020, 11056),
    (0xd003_fefe_0440_4080, 68019),
    (0x1000_2080_1800_304a, 85965),
    (0x7fbf_fe70_0bff_e800, 80524),
    (0x107f_f00f_e400_0f90, 38221),
    (0x7f8f_ffcf_f1d0_07f8, 64647),
    (0x0000_0041_00f8_8080, 61320),
    (0x0000_0020_807c_4040, 67281),
    (0x0000_0041_0187_00c0, 79076),
    (0x0010_0000_80fc_4080, 17115),
    (0x1000_003c_8018_0030, 50718),
    (0x2006_001c_f00c_0018, 24659),
    (0xffff_ffbf_eff8_0fdc, 38291),
    (0x0000_0010_1003_f812, 30605),
    (0x0800_001f_4080_8200, 37759),
    (0x0840_0010_1f3f_d208, 4639),
    (0x0800_0000_0f80_8081, 21759),
    (0x0004_0000_0800_3f80, 67799),
    (0x0800_0001_001f_e040, 22841),
    (0x085f_7d80_0020_0a00, 66689),
    (0xffff_feff_bfef_f81d, 62548),
    (0xffbf_ffef_efdf_f70f, 66597),
    (0x1000_0010_1ec1_0082, 86749),
    (0x7fba_ffff_efe0_c02f, 69558),
    (0x7f83_ffff_fff0_7f7f, 61589),
    (0xfff1_ffff_fff7_ffc1, 62533),
    (0x0878_0400_00ff_e01f, 64387),
    (0x005d_0000_0120_200a, 26581),
    (0x0840_8000_8020_0fda, 76355),
    (0x1000_00c0_5f58_2008, 11140),
];

/// Key bits: rooks 12, bishops 9, on every square.
const ROOK_BITS: u32 = 12;
/// Key bits of bishops.
const BISHOP_BITS: u32 = 9;

/// The table length: the end of the furthest block.
const fn table_len() -> usize {
    let mut end = 0;
    let mut sq = 0;
    while sq < 64 {
        let rook = ROOK_NUMBERS[sq].1 + (1 << ROOK_BITS);
        let bishop = BISHOP_NUMBERS[sq].1 + (1 << BISHOP_BITS);
        if rook > end {
            end = rook;
        }
        if bishop > end {
            end = bishop;
        }
        sq += 1;
    }
    end
}

/// Entries of the shared table.
const LEN: usize = table_len();

/// Builds [`TABLE`] from the dense (PEXT-ordered) attack sets: every subset of every
/// square's mask goes to its black-magic key, which must be free or hold the same set.
const fn black_table(dense: &[u64; DENSE_LEN]) -> [u64; LEN] {
    let offsets = table_offsets();
    let mut table = [0u64; LEN];
    let mut filled = [false; LEN];
    let mut s = 0;
    while s < 2 {
        let (slider, numbers, bits) = if s == 0 {
            (Slider::Rook, &ROOK_NUMBERS, ROOK_BITS)
        } else {
            (Slider::Bishop, &BISHOP_NUMBERS, BISHOP_BITS)
        };
        let mut sq = 0;
        while sq < 64 {
            let mask = walk(sq as u32, 0, directions(slider), true);
            let (magic, offset) = numbers[sq];
            let key = MagicKey {
                mask,
                fill: !mask,
                magic,
                shift: 64 - bits,
                offset,
            };
            scatter_by_magic(
                &mut table,
                &mut filled,
                dense,
                offsets[s][sq] as usize,
                &key,
            );
            sq += 1;
        }
        s += 1;
    }
    table
}

/// The shared attack table of rooks and bishops: 706 KB.
#[allow(long_running_const_eval)]
static TABLE: [u64; LEN] = black_table(&DENSE_ATTACKS);

/// One square's lookup: its inverted mask, its magic and its block of the table.
struct Entry<const N: usize> {
    /// Every square outside the relevant occupancy.
    not_mask: u64,
    /// The black magic.
    magic: u64,
    /// The square's block: any key indexes it without a bounds check.
    block: &'static [u64; N],
}

/// Builds the per-square entries; a block reaching past the table does not compile.
const fn entries<const N: usize>(
    slider: Slider,
    numbers: &[(u64, usize); 64],
    table: &'static [u64; LEN],
) -> [Entry<N>; 64] {
    let mut out = [const {
        Entry {
            not_mask: 0,
            magic: 0,
            block: &[0; N],
        }
    }; 64];
    let mut sq = 0;
    while sq < 64 {
        let (magic, offset) = numbers[sq];
        let Some(block) = table.split_at(offset).1.first_chunk::<N>() else {
            panic!("block past the table");
        };
        out[sq] = Entry {
            not_mask: !walk(sq as u32, 0, directions(slider), true),
            magic,
            block,
        };
        sq += 1;
    }
    out
}

/// Rook entries, a1..h8.
static ROOK: [Entry<4096>; 64] = entries(Slider::Rook, &ROOK_NUMBERS, &TABLE);
/// Bishop entries, a1..h8.
static BISHOP: [Entry<512>; 64] = entries(Slider::Bishop, &BISHOP_NUMBERS, &TABLE);

/// The attacks of `occ` in one square's block: the key's top bits index it directly.
#[inline(always)]
fn lookup<const N: usize>(e: &Entry<N>, occ: u64, bits: u32) -> u64 {
    e.block[((occ | e.not_mask).wrapping_mul(e.magic) >> (64 - bits)) as usize]
}

/// Rook attacks by black magic.
#[inline]
pub(crate) fn rook(sq: Square, occ: u64) -> u64 {
    lookup(&ROOK[sq.index() & 63], occ, ROOK_BITS)
}

/// Bishop attacks by black magic.
#[inline]
pub(crate) fn bishop(sq: Square, occ: u64) -> u64 {
    lookup(&BISHOP[sq.index() & 63], occ, BISHOP_BITS)
}

/// The shared table and the key of one lookup, for `explain`.
pub(super) fn table_lookup(slider: Slider, sq: Square, occ: u64) -> TableLookup {
    let s = sq.index() & 63;
    let (numbers, bits, not_mask) = match slider {
        Slider::Rook => (&ROOK_NUMBERS, ROOK_BITS, ROOK[s].not_mask),
        Slider::Bishop => (&BISHOP_NUMBERS, BISHOP_BITS, BISHOP[s].not_mask),
    };
    let (magic, offset) = numbers[s];
    let key = (occ | not_mask).wrapping_mul(magic) >> (64 - bits);
    TableLookup {
        method: "black-magic",
        tables: "TABLE[offset + key], rooks and bishops overlapping in one table",
        bytes: size_of_val(&TABLE),
        index: format!(
            "offset {offset} + ((occ | !mask) * {magic:#018x}) >> {} = {offset} + {key} → entry {}",
            64 - bits,
            offset as u64 + key
        ),
    }
}
