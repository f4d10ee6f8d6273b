//! Plain magic bitboards (Lasse Hansen's original scheme, named "plain" by Robert
//! Purves): every square gets a full 12-bit (rook) or 9-bit (bishop) key,
//! `(occ & mask) * magic >> (64 - 12)`, into its own block of a two-dimensional table,
//! 2 MB for rooks and 256 KB for bishops. No offsets and no per-square shift, at the
//! price of mostly empty blocks.
//!
//! The magics are bbtool's own, found by `find_magics` from a fixed seed (see
//! [`super::magic`]): a magic whose top n bits separate every subset also separates them
//! in its top 12 (or 9) bits, so the fancy magics serve as plain ones.
//!
//! Reference: chessprogramming, "Magic Bitboards", section "Plain".

use super::explain::TableLookup;
use super::magic::{BISHOP_MAGICS, Magic, ROOK_MAGICS};
use super::rays::{DENSE_ATTACKS, MagicKey, TABLE_LEN, scatter_by_magic};
use crate::bitboard::Square;

/// Key bits of rooks on every square.
const ROOK_BITS: u32 = 12;
/// Key bits of bishops on every square.
const BISHOP_BITS: u32 = 9;

/// Builds a plain table with `N` = 2^bits entries per square from the dense
/// (PEXT-ordered) attack sets; two subsets of a square sharing a key with different
/// attacks would not compile.
const fn plain_table<const N: usize>(
    magics: &[Magic; 64],
    dense: &[u64; TABLE_LEN],
) -> [[u64; N]; 64] {
    let shift = 64 - N.trailing_zeros();
    let mut table = [[0u64; N]; 64];
    let mut sq = 0;
    while sq < 64 {
        let m = &magics[sq];
        assert!(m.mask.count_ones() <= N.trailing_zeros());
        let mut filled = [false; N];
        let key = MagicKey {
            mask: m.mask,
            fill: 0,
            magic: m.magic,
            shift,
            offset: 0,
        };
        scatter_by_magic(&mut table[sq], &mut filled, dense, m.offset as usize, &key);
        sq += 1;
    }
    table
}

/// Rook blocks, 4096 entries per square: 2 MB.
#[allow(long_running_const_eval)]
static ROOK_TABLE: [[u64; 1 << ROOK_BITS]; 64] = plain_table(&ROOK_MAGICS, &DENSE_ATTACKS);
/// Bishop blocks, 512 entries per square: 256 KB.
static BISHOP_TABLE: [[u64; 1 << BISHOP_BITS]; 64] = plain_table(&BISHOP_MAGICS, &DENSE_ATTACKS);

/// The key of `occ` in `m`'s square with `bits` key bits.
#[inline(always)]
fn key(m: &Magic, occ: u64, bits: u32) -> usize {
    ((occ & m.mask).wrapping_mul(m.magic) >> (64 - bits)) as usize
}

/// Rook attacks by plain magic.
#[inline]
pub(crate) fn rook(sq: Square, occ: u64) -> u64 {
    let s = sq.index() & 63;
    ROOK_TABLE[s][key(&ROOK_MAGICS[s], occ, ROOK_BITS)]
}

/// Bishop attacks by plain magic.
#[inline]
pub(crate) fn bishop(sq: Square, occ: u64) -> u64 {
    let s = sq.index() & 63;
    BISHOP_TABLE[s][key(&BISHOP_MAGICS[s], occ, BISHOP_BITS)]
}

/// The square's block and the key of one lookup, for `explain`.
pub(super) fn table_lookup(slider: super::Slider, sq: Square, occ: u64) -> TableLookup {
    let s = sq.index() & 63;
    let (m, bits, bytes) = match slider {
        super::Slider::Rook => (&ROOK_MAGICS[s], ROOK_BITS, size_of_val(&ROOK_TABLE)),
        super::Slider::Bishop => (&BISHOP_MAGICS[s], BISHOP_BITS, size_of_val(&BISHOP_TABLE)),
    };
    TableLookup {
        method: "plain-magic",
        tables: "TABLE[square][key], 2^12 (rook) or 2^9 (bishop) entries per square",
        bytes,
        index: format!(
            "[{}][((occ & mask) * {:#018x}) >> {} = {}]",
            sq.name(),
            m.magic,
            64 - bits,
            key(m, occ, bits)
        ),
    }
}
