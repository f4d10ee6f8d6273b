//! Every operation family in one list, for `methods`, `cpuinfo` and `bench`: the
//! `bbtool bit` families come from [`BIT_OPS`], every other family is one entry here.

use crate::catalogue::FamilyInfo;
use crate::ops::lsb::BIT_OPS;

/// The bitscan and popcount families, listed before the bit operations.
static SCANS_AND_COUNTS: &[&dyn FamilyInfo] = &[
    &crate::scan::BITSCAN_FORWARD,
    &crate::scan::BITSCAN_REVERSE,
    &crate::popcount::POPCOUNT,
    &crate::popcount::POPCOUNT_MANY,
    &crate::popcount::POPCOUNT_BULK,
    &crate::popcount::WEIGHTED,
    &crate::popcount::WEIGHTED_MANY,
    &crate::popcount::POPCOUNT_WEIGHT8,
    &crate::popcount::POPCOUNT16,
    &crate::popcount::POPCOUNT32,
];

/// Ternary logic and the attack families, listed after the bit operations.
static LOGIC_AND_ATTACKS: &[&dyn FamilyInfo] = &[
    &crate::ops::ternlog::TERNLOG,
    &crate::ops::sse2::EAST_ATTACKS,
    &crate::ops::ssse3::PSIGN,
    &crate::ops::xop::REVERSE,
    &crate::ops::lanes::LZCNT_LANES,
    &crate::ops::ternlog::TERNLOG_LANES,
    &crate::ops::lanes::POPCOUNT_DWORDS,
    &crate::ops::lanes::GENSHIFT_LANES,
    &crate::attacks::ROOK_ATTACKS,
    &crate::attacks::BISHOP_ATTACKS,
    &crate::attacks::ROOK_ATTACKS_FROM,
    &crate::attacks::BISHOP_ATTACKS_FROM,
    &crate::attacks::LINE_ATTACKS,
    &crate::attacks::leapers::KNIGHT_ATTACKS,
    &crate::attacks::leapers::KNIGHT_ATTACKS_FROM,
    &crate::attacks::leapers::KING_ATTACKS,
    &crate::attacks::leapers::KING_ATTACKS_FROM,
    &crate::attacks::leapers::PAWN_ATTACKS,
    &crate::attacks::leapers::PAWN_ATTACKS_FROM,
    &crate::attacks::ROOK_ATTACKS_MANY,
    &crate::attacks::BISHOP_ATTACKS_MANY,
    &crate::attacks::QUEEN_ATTACKS_MANY,
    &crate::ops::shift::SHIFT_ONE,
    &crate::ops::shift::GEN_SHIFT,
    &crate::ops::shift::ROTL,
    &crate::ops::shift::ROTR,
];

/// All families, grouped as the reference pages are.
pub fn families() -> Vec<&'static dyn FamilyInfo> {
    let bit_ops = BIT_OPS.iter().map(|op| op.family.info());
    SCANS_AND_COUNTS
        .iter()
        .copied()
        .chain(bit_ops)
        .chain(LOGIC_AND_ATTACKS.iter().copied())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_family_is_listed_once_in_the_pages_grouping() {
        let names: Vec<&str> = families().iter().map(|f| f.name()).collect();
        let mut unique = names.clone();
        unique.sort_unstable();
        unique.dedup();
        assert_eq!(unique.len(), names.len(), "{names:?}");
        let first_bit_op = SCANS_AND_COUNTS.len();
        assert_eq!(
            names.len(),
            first_bit_op + BIT_OPS.len() + LOGIC_AND_ATTACKS.len()
        );
        assert_eq!(names[0], "bitscan-forward");
        assert_eq!(
            names[first_bit_op], "blsi",
            "the bit operations follow the popcounts"
        );
        assert_eq!(names[first_bit_op + BIT_OPS.len()], "ternlog");
    }
}
