//! Knight, king and pawn attacks as tables built at compile time, their set-wise forms
//! by shifts (General Setwise Operations, "One Step Only"), and pawn pushes as the
//! reference's push-target example.

use super::{Color, Piece};
use crate::bitboard::Bitboard;
use crate::bitboard::{NOT_A_FILE, NOT_H_FILE, RANK_1, Square};
use crate::catalogue::{Family, Method, block_fn};

/// Board squares reached from `sq` by each (file, rank) delta in `deltas`.
const fn jumps(sq: u32, deltas: &[(i8, i8)]) -> u64 {
    let mut out = 0u64;
    let mut i = 0;
    while i < deltas.len() {
        let f = (sq & 7) as i8 + deltas[i].0;
        let r = (sq >> 3) as i8 + deltas[i].1;
        if f >= 0 && f < 8 && r >= 0 && r < 8 {
            out |= 1u64 << (r * 8 + f);
        }
        i += 1;
    }
    out
}

/// The table of `jumps` for every square.
pub(crate) const fn jump_table(deltas: &[(i8, i8)]) -> [u64; 64] {
    let mut t = [0u64; 64];
    let mut sq = 0;
    while sq < 64 {
        t[sq] = jumps(sq as u32, deltas);
        sq += 1;
    }
    t
}

/// Knight moves as (file, rank) deltas.
pub const KNIGHT_DELTAS: [(i8, i8); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];
/// King moves as (file, rank) deltas.
pub const KING_DELTAS: [(i8, i8); 8] = [
    (0, 1),
    (1, 1),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
    (-1, 0),
    (-1, 1),
];
/// Pawn captures as (file, rank) deltas, white then black.
pub const PAWN_DELTAS: [[(i8, i8); 2]; 2] = [[(-1, 1), (1, 1)], [(-1, -1), (1, -1)]];

static KNIGHT: [u64; 64] = jump_table(&KNIGHT_DELTAS);
static KING: [u64; 64] = jump_table(&KING_DELTAS);
static PAWN: [[u64; 64]; 2] = [jump_table(&PAWN_DELTAS[0]), jump_table(&PAWN_DELTAS[1])];

/// The squares a knight on `sq` attacks.
#[inline]
pub fn knight_attacks(sq: Square) -> u64 {
    KNIGHT[sq.index()]
}

/// The squares a king on `sq` attacks.
#[inline]
pub fn king_attacks(sq: Square) -> u64 {
    KING[sq.index()]
}

/// The squares a pawn of `color` on `sq` attacks (diagonally forward).
#[inline]
pub fn pawn_attacks(color: Color, sq: Square) -> u64 {
    PAWN[color as usize][sq.index()]
}

/// One step north (towards rank 8); bits leaving the board disappear.
const fn north(b: u64) -> u64 {
    b << 8
}
/// One step south.
const fn south(b: u64) -> u64 {
    b >> 8
}
/// One step east, masking the wrap onto the a-file.
const fn east(b: u64) -> u64 {
    (b << 1) & NOT_A_FILE.0
}
/// One step west, masking the wrap onto the h-file.
const fn west(b: u64) -> u64 {
    (b >> 1) & NOT_H_FILE.0
}

/// Every square a knight in `knights` attacks, by six shifts with wrap masks.
pub fn knight_attacks_setwise(knights: u64) -> u64 {
    let one = east(knights) | west(knights);
    let two = east(east(knights)) | west(west(knights));
    (one << 16) | (one >> 16) | (two << 8) | (two >> 8)
}

/// Every square a king in `kings` attacks.
pub fn king_attacks_setwise(kings: u64) -> u64 {
    let row = kings | east(kings) | west(kings);
    east(kings) | west(kings) | north(row) | south(row)
}

/// Every square a pawn of `color` in `pawns` attacks.
pub fn pawn_attacks_setwise(color: Color, pawns: u64) -> u64 {
    let forward = match color {
        Color::White => north(pawns),
        Color::Black => south(pawns),
    };
    east(forward) | west(forward)
}

/// Pawn-push targets: single pushes onto empty squares, and double pushes from the
/// start rank through two empty squares ("Pawn Pushes (Bitboards)").
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Pushes {
    /// Squares one step forward that are empty.
    pub single: u64,
    /// Squares two steps forward, reached from the start rank over an empty square.
    pub double: u64,
}

/// The single and double push targets of `pawns` of `color` with occupancy `occ`.
///
/// `whiteSinglePawnPushTargets = nortOne(whitePawns) & emptySquares`; the double push
/// is one more push of the single targets, kept only on the fourth (fifth) rank.
pub fn pawn_pushes(color: Color, pawns: u64, occ: u64) -> Pushes {
    let empty = !occ;
    let (single, double) = match color {
        Color::White => {
            let single = north(pawns) & empty;
            (single, north(single) & empty & RANK_1.0 << 24)
        }
        Color::Black => {
            let single = south(pawns) & empty;
            (single, south(single) & empty & RANK_1.0 << 32)
        }
    };
    Pushes { single, double }
}
// The catalogue of leaper methods: the table per square and the set-wise shifts.

/// A leaper's set-wise getter: `(colour, pieces) -> attacks` (colour only for pawns).
pub type LeaperFn = fn(Color, u64) -> u64;

/// The union of one table lookup per member of `set`.
fn table_union(set: u64, lookup: impl Fn(Square) -> u64) -> u64 {
    Bitboard(set).squares().fold(0, |acc, sq| acc | lookup(sq))
}

/// Declares a leaper's two methods (its table and its set-wise shifts) and two families
/// over them: one square prefers the table, a set (`--from`) the shifts.
macro_rules! leaper_catalogue {
    ($methods:ident, $single:ident, $from:ident, $piece:literal, $table:expr, $shifts:expr, $technique:literal) => {
        static $methods: &[Method<LeaperFn>] = &[
            Method::portable(
                concat!($piece, "-table"),
                concat!("precomputed ", $piece, " attack table"),
                concat!($piece, " attacks per square, a table built at compile time"),
                $table as LeaperFn,
            )
    .with_block(block_fn!(fn(color: Color, set: u64) -> u64 = $table)),
            Method::portable(
                concat!($piece, "-shifts"),
                $technique,
                concat!(
                    $piece,
                    " attacks of a whole set by shifts (General Setwise Operations)"
                ),
                $shifts as LeaperFn,
            )
    .with_block(block_fn!(fn(color: Color, set: u64) -> u64 = $shifts)),
        ];
        #[doc = concat!("Attacks of one ", $piece, " (or the union over a set): the table first.")]
        pub static $single: Family<LeaperFn> = Family {
            name: concat!($piece, "-attacks"),
            summary: concat!("the squares a ", $piece, " attacks"),
            methods: $methods,
            reference: concat!($piece, "-table"),
            preference: &[concat!($piece, "-table")],
            classes: &[],
        };
        #[doc = concat!("Attacks of a set of ", $piece, "s (`--from`): the set-wise shifts first.")]
        pub static $from: Family<LeaperFn> = Family {
            name: concat!($piece, "-attacks-from"),
            summary: concat!("the squares any ", $piece, " of a set attacks"),
            methods: $methods,
            reference: concat!($piece, "-table"),
            preference: &[concat!($piece, "-shifts")],
            classes: &[],
        };
    };
}

leaper_catalogue!(
    KNIGHT_METHODS,
    KNIGHT_ATTACKS,
    KNIGHT_ATTACKS_FROM,
    "knight",
    |_, set| table_union(set, knight_attacks),
    |_, set| knight_attacks_setwise(set),
    "six shifts with wrap masks"
);
leaper_catalogue!(
    KING_METHODS,
    KING_ATTACKS,
    KING_ATTACKS_FROM,
    "king",
    |_, set| table_union(set, king_attacks),
    |_, set| king_attacks_setwise(set),
    "one step in eight directions by shifts"
);
leaper_catalogue!(
    PAWN_METHODS,
    PAWN_ATTACKS,
    PAWN_ATTACKS_FROM,
    "pawn",
    |color, set| table_union(set, |sq| pawn_attacks(color, sq)),
    pawn_attacks_setwise,
    "one step forward, then east and west"
);

/// The leaper families of `piece` (single square, set), or `None` for sliders.
pub fn leaper_families(
    piece: Piece,
) -> Option<(&'static Family<LeaperFn>, &'static Family<LeaperFn>)> {
    match piece {
        Piece::Knight => Some((&KNIGHT_ATTACKS, &KNIGHT_ATTACKS_FROM)),
        Piece::King => Some((&KING_ATTACKS, &KING_ATTACKS_FROM)),
        Piece::Pawn => Some((&PAWN_ATTACKS, &PAWN_ATTACKS_FROM)),
        _ => None,
    }
}
