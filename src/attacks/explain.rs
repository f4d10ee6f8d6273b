//! The facts behind a slider lookup, for `bbtool explain`: the relevant mask, the PEXT
//! index and table offset, and the magic, shift and magic index.

use super::magic::{Magic, magics_of};
use super::pext::pext_soft;
use super::rays::{TABLE_OFFSETS, relevant_mask, slider_attacks_ray};
use super::{Slider, Square};

/// How the table methods find the attacks of one slider on one square.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Explanation {
    /// The slider pattern.
    pub slider: Slider,
    /// The slider's square.
    pub square: Square,
    /// The occupancy asked about.
    pub occ: u64,
    /// The relevant-occupancy mask (edges and own square excluded).
    pub mask: u64,
    /// The number of bits in `mask`.
    pub relevant_bits: u32,
    /// `pext(occ, mask)`: the index within the square's block.
    pub pext_index: u64,
    /// The square's block start in the shared dense table.
    pub table_offset: u32,
    /// The square's magic entry (mask, magic, shift, offset).
    pub magic: Magic,
    /// `((occ & mask) * magic) >> shift`: the magic index within the block.
    pub magic_index: u64,
    /// The resulting attack set.
    pub attacks: u64,
}

/// Explains the lookup of `slider` on `sq` with occupancy `occ`.
pub fn explain(slider: Slider, sq: Square, occ: u64) -> Explanation {
    let mask = relevant_mask(slider, sq);
    let magic = magics_of(slider)[sq.index()];
    Explanation {
        slider,
        square: sq,
        occ,
        mask,
        relevant_bits: mask.count_ones(),
        pext_index: pext_soft(occ, mask),
        table_offset: TABLE_OFFSETS[slider as usize][sq.index()],
        magic,
        magic_index: magic.index(occ) as u64,
        attacks: slider_attacks_ray(slider, sq, occ),
    }
}
