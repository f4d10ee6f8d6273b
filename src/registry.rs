//! Every operation family in one list, for `methods`, `cpuinfo` and `bench`.

use crate::catalogue::FamilyInfo;
use crate::ops::lsb::{BIT_OPS, BitOp, OpFamily};

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
    all.extend(BIT_OPS.iter().map(op_family));
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

/// A bit operation's family, whatever its signature.
pub fn op_family(op: &BitOp) -> &'static dyn FamilyInfo {
    match op.family {
        OpFamily::Unary(f) => f,
        OpFamily::Binary(f) => f,
        OpFamily::Count(f) => f,
        OpFamily::Extract(f) => f,
        OpFamily::Indexed(f) => f,
    }
}
