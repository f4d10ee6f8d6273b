//! The magic generator reproduces the checked-in magics from their seed, and `explain`
//! reports the indices the table methods use.

use bbtool::attacks::explain::explain;
use bbtool::attacks::magic::{BISHOP_MAGICS, MAGIC_SEED, ROOK_MAGICS, find_magics};
use bbtool::attacks::rays::{TABLE_LEN, slider_attacks_ray};
use bbtool::attacks::subsets::subsets;
use bbtool::attacks::{Slider, Square};

#[test]
fn generator_reproduces_the_checked_in_magics() {
    assert_eq!(find_magics(MAGIC_SEED, Slider::Rook), ROOK_MAGICS);
    assert_eq!(find_magics(MAGIC_SEED, Slider::Bishop), BISHOP_MAGICS);
}

#[test]
fn another_seed_gives_other_valid_magics() {
    let other = find_magics(1, Slider::Bishop);
    assert_ne!(other, BISHOP_MAGICS);
    for (i, m) in other.iter().enumerate() {
        let sq = Square::new(i as u32).unwrap();
        let mut seen = vec![None; 1 << (64 - m.shift)];
        for occ in subsets(m.mask) {
            let attacks = slider_attacks_ray(Slider::Bishop, sq, occ);
            let slot = &mut seen[m.index(occ)];
            assert!(slot.is_none_or(|a| a == attacks), "collision on {sq}");
            *slot = Some(attacks);
        }
    }
}

#[test]
fn explain_reports_mask_indices_and_offsets() {
    let a1 = Square::A1;
    // Rook on a1 with blockers a4 and d1.
    let occ = 1 << 24 | 1 << 3;
    let e = explain(Slider::Rook, a1, occ);
    assert_eq!(e.mask, 0x0001_0101_0101_017e);
    assert_eq!(e.relevant_bits, 12);
    assert_eq!(e.table_offset, 0);
    // Mask bits in order: b1 c1 d1 e1 f1 g1 a2 a3 a4 ...: d1 is bit 2, a4 bit 8.
    assert_eq!(e.pext_index, 1 << 2 | 1 << 8);
    assert_eq!(e.magic.shift, 52);
    assert_eq!(e.magic_index as usize, e.magic.index(occ));
    assert_eq!(e.attacks, 0x0000_0000_0101_010e);
    let h8 = explain(Slider::Bishop, Square::H8, 0);
    assert_eq!(h8.relevant_bits, 6);
    assert_eq!(h8.table_offset as usize + (1 << 6), TABLE_LEN);
}
