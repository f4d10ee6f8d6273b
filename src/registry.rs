//! Every operation family in one list, for `methods`, `cpuinfo` and `bench`.

use crate::catalogue::FamilyInfo;

/// All families, grouped as the reference pages are.
pub fn families() -> Vec<&'static dyn FamilyInfo> {
    vec![
        &crate::scan::BITSCAN_FORWARD,
        &crate::scan::BITSCAN_REVERSE,
        &crate::popcount::POPCOUNT,
        &crate::popcount::POPCOUNT_BULK,
        &crate::popcount::WEIGHTED,
        &crate::attacks::ROOK_ATTACKS_MANY,
        &crate::attacks::BISHOP_ATTACKS_MANY,
        &crate::attacks::QUEEN_ATTACKS_MANY,
    ]
}
