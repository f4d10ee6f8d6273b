//! The facts behind a slider lookup, for `bbtool explain`: the relevant mask, the PEXT
//! index and table offset, and the magic, shift and magic index; and for every other
//! method with tables, its tables, their size and the index of this lookup.

use super::magic::{Magic, magics_of};
use super::pext::pext_soft;
use super::rays::{TABLE_OFFSETS, relevant_mask, slider_attacks_ray};
use super::{
    Slider, Square, black_magic, classical, hyperbola, kindergarten, obstruction_difference,
    plain_magic, rotated,
};

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

/// One table method's lookup: which tables, how big, and how this lookup indexes them.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct TableLookup {
    /// The catalogue method.
    pub method: &'static str,
    /// The tables and how they are laid out.
    pub tables: &'static str,
    /// The tables' size in bytes (all that the method reads for this slider).
    pub bytes: usize,
    /// How the index is formed, with this lookup's values.
    pub index: String,
}

/// The table lookups of the methods beyond PEXT and fancy magic (which [`explain`]
/// covers) for `slider` on `sq` with occupancy `occ`.
pub fn table_lookups(slider: Slider, sq: Square, occ: u64) -> Vec<TableLookup> {
    let mut lookups = vec![
        black_magic::table_lookup(slider, sq, occ),
        plain_magic::table_lookup(slider, sq, occ),
        kindergarten::table_lookup(slider, sq, occ),
        rotated::table_lookup(slider, sq, occ),
        classical::table_lookup(slider, sq, occ),
        obstruction_difference::table_lookup(slider, sq, occ),
        hyperbola::table_lookup(slider, sq, occ),
    ];
    #[cfg(target_arch = "x86_64")]
    lookups.extend([
        hyperbola::table_lookup_ssse3(slider, sq, occ),
        hyperbola::table_lookup_gfni(slider, sq, occ),
    ]);
    lookups
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lookup(slider: Slider, sq: &str, occ: u64, method: &str) -> TableLookup {
        let sq = Square::parse(sq).unwrap();
        let all = table_lookups(slider, sq, occ);
        all.into_iter().find(|t| t.method == method).unwrap()
    }

    #[test]
    fn table_sizes_are_the_documented_ones() {
        let size = |m| lookup(Slider::Rook, "a1", 0, m).bytes;
        // 8.5 KB kindergarten, 4 KB ray and halves tables, 2 MB plain rook blocks, and
        // the black magics' 90,341 shared entries.
        assert_eq!(size("kindergarten"), 512 + 4096 + 4096);
        assert_eq!(size("rotated"), size("kindergarten"));
        assert_eq!(size("classical"), 64 * 8 * 8);
        assert_eq!(size("obstruction-difference"), 64 * 4 * 16);
        assert_eq!(size("plain-magic"), 64 * 4096 * 8);
        assert_eq!(
            lookup(Slider::Bishop, "a1", 0, "plain-magic").bytes,
            64 * 512 * 8
        );
        assert_eq!(size("black-magic"), 90_341 * 8);
        // Hyperbola Quintessence: three 8-byte masks a square beside the 512-byte rank
        // table; the SSSE3 form's 64-byte pairs.
        assert_eq!(size("hyperbola"), 64 * 24 + 512);
        #[cfg(target_arch = "x86_64")]
        assert_eq!(size("hyperbola-ssse3"), 64 * 64 + 512);
        assert_eq!(lookup(Slider::Bishop, "a1", 0, "hyperbola").bytes, 64 * 24);
        // The GFNI form: fifteen diagonals a direction and their reversals, two 16-word
        // register pairs each; the rook's lines have no table.
        #[cfg(target_arch = "x86_64")]
        {
            assert_eq!(
                lookup(Slider::Bishop, "a1", 0, "hyperbola-gfni").bytes,
                4 * 16 * 8
            );
            assert_eq!(size("hyperbola-gfni"), 0);
        }
    }

    #[test]
    fn indices_are_this_lookups() {
        // Rook on e4 with blockers on e6 and b4: the rank index holds b4 (inner bit 0 is
        // b-file), the file's nearest blocker north is e6.
        let occ = (1 << 44) | (1 << 25);
        let k = lookup(Slider::Rook, "e4", occ, "kindergarten");
        assert!(k.index.contains("(occ >> 25) & 63 = 1]"), "{}", k.index);
        let c = lookup(Slider::Rook, "e4", occ, "classical");
        assert!(c.index.contains("North blocker e6"), "{}", c.index);
        assert!(c.index.contains("West blocker b4"), "{}", c.index);
        // The rotated rook file index: the flipped board holds file e on rank 5, the e6
        // blocker at inner bit 4.
        let r = lookup(Slider::Rook, "e4", occ, "rotated");
        assert!(r.index.contains(") = 16]"), "{}", r.index);
        // Hyperbola Quintessence masks the file (e6 only) and indexes the rank by its
        // inner bits in place (b4 is bit 1) and the file.
        let h = lookup(Slider::Rook, "e4", occ, "hyperbola");
        assert!(
            h.index.contains("o = occ & file = 0x0000100000000000"),
            "{}",
            h.index
        );
        assert!(
            h.index
                .contains("((occ >> 24) & 126 = 2) * 4 + file 4] << 24"),
            "{}",
            h.index
        );
        #[cfg(target_arch = "x86_64")]
        {
            let t = lookup(Slider::Rook, "e4", occ, "hyperbola-ssse3");
            assert!(
                t.index.contains("(0x0000100002000000, 0x0000000200100000)"),
                "{}",
                t.index
            );
            // The GFNI form indexes e4's diagonals by (3 - 4) mod 16 and 3 + 4, and
            // takes the slider's own bit out of the occupancy before reversing it.
            let g = lookup(Slider::Bishop, "e4", occ | 1 << 28, "hyperbola-gfni");
            assert!(
                g.index.contains("mod 16 = 15], ANTI_DIAGONALS[3 + 4 = 7]"),
                "{}",
                g.index
            );
            assert!(
                g.index
                    .contains("= 0x0000100002000000, reverse(o) = 0x0000004000080000"),
                "{}",
                g.index
            );
        }
    }
}
