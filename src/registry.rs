//! Every operation family in one list, for `methods`, `cpuinfo` and `bench`.

use crate::catalogue::FamilyInfo;
use crate::ops::lsb::BIT_OPS;

/// All families, grouped as the reference pages are.
pub fn families() -> Vec<&'static dyn FamilyInfo> {
    let mut all: Vec<&'static dyn FamilyInfo> = vec![
        &crate::scan::BITSCAN_FORWARD,
        &crate::scan::BITSCAN_REVERSE,
        &crate::popcount::POPCOUNT,
        &crate::popcount::POPCOUNT_MANY,
        &crate::popcount::POPCOUNT_BULK,
        &crate::popcount::WEIGHTED,
    ];
    all.extend(BIT_OPS.iter().map(|op| op.family.info()));
    all.push(&crate::ops::ternlog::TERNLOG);
    all.extend([
        &crate::attacks::ROOK_ATTACKS as &'static dyn FamilyInfo,
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
    ]);
    all
}
