//! The named sets a VALUE may use: `rank4`, `filed`, `light`, `center`, `k1` ...

use crate::bitboard::*;

/// Every named set with its aliases and a one-line description, in documentation order.
pub const NAMED_SETS: &[(&[&str], Bitboard, &str)] = &[
    (&["empty"], Bitboard::EMPTY, "no squares"),
    (&["all", "universe"], Bitboard::ALL, "all 64 squares"),
    (&["rank1"], Bitboard(RANK_1.0), "the first rank"),
    (&["rank2"], Bitboard(RANK_1.0 << 8), "the second rank"),
    (&["rank3"], Bitboard(RANK_1.0 << 16), "the third rank"),
    (&["rank4"], Bitboard(RANK_1.0 << 24), "the fourth rank"),
    (&["rank5"], Bitboard(RANK_1.0 << 32), "the fifth rank"),
    (&["rank6"], Bitboard(RANK_1.0 << 40), "the sixth rank"),
    (&["rank7"], Bitboard(RANK_1.0 << 48), "the seventh rank"),
    (&["rank8"], RANK_8, "the eighth rank"),
    (&["filea"], FILE_A, "the a-file"),
    (&["fileb"], Bitboard(FILE_A.0 << 1), "the b-file"),
    (&["filec"], Bitboard(FILE_A.0 << 2), "the c-file"),
    (&["filed"], Bitboard(FILE_A.0 << 3), "the d-file"),
    (&["filee"], Bitboard(FILE_A.0 << 4), "the e-file"),
    (&["filef"], Bitboard(FILE_A.0 << 5), "the f-file"),
    (&["fileg"], Bitboard(FILE_A.0 << 6), "the g-file"),
    (&["fileh"], FILE_H, "the h-file"),
    (&["light"], LIGHT_SQUARES, "the light squares (h1 is light)"),
    (&["dark"], DARK_SQUARES, "the dark squares (a1 is dark)"),
    (&["center", "centre"], CENTER, "d4, e4, d5, e5"),
    (
        &["edges"],
        EDGES,
        "the a- and h-files and the first and eighth ranks",
    ),
    (&["corners"], CORNERS, "a1, h1, a8, h8"),
    (
        &["a1h8", "diagonal"],
        DIAGONAL_A1H8,
        "the long diagonal a1-h8",
    ),
    (
        &["a8h1", "antidiagonal"],
        ANTIDIAGONAL_A8H1,
        "the long anti-diagonal a8-h1",
    ),
    (&["notafile"], NOT_A_FILE, "every square but the a-file"),
    (&["nothfile"], NOT_H_FILE, "every square but the h-file"),
    (&["k1"], K1, "Knuth's k1, 0x5555555555555555"),
    (&["k2"], K2, "Knuth's k2, 0x3333333333333333"),
    (&["k4"], K4, "Knuth's k4, 0x0f0f0f0f0f0f0f0f"),
    (&["kf"], KF, "Knuth's kf, 0x0101010101010101"),
];

/// The named set called `name` (case-insensitive).
pub fn named_set(name: &str) -> Option<Bitboard> {
    NAMED_SETS
        .iter()
        .find(|(names, _, _)| names.iter().any(|n| n.eq_ignore_ascii_case(name)))
        .map(|&(_, set, _)| set)
}
