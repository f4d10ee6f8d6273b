//! Knight, king and pawn attacks, their set-wise forms, and pawn pushes against a
//! square-by-square reference built from file and rank deltas.

use bbtool::attacks::leapers::{
    king_attacks, king_attacks_setwise, knight_attacks, knight_attacks_setwise, pawn_attacks,
    pawn_attacks_setwise, pawn_pushes,
};
use bbtool::attacks::{Color, Piece, Square, attacks, attacks_from};
use bbtool::catalogue::Choice;

/// The squares at the given (file, rank) deltas from `sq` that lie on the board.
fn by_deltas(sq: Square, deltas: &[(i32, i32)]) -> u64 {
    let (f, r) = (sq.file().index() as i32, sq.rank().index() as i32);
    deltas
        .iter()
        .map(|&(df, dr)| (f + df, r + dr))
        .filter(|&(f, r)| (0..8).contains(&f) && (0..8).contains(&r))
        .fold(0, |acc, (f, r)| acc | 1 << (r * 8 + f))
}

const KNIGHT: [(i32, i32); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];
const KING: [(i32, i32); 8] = [
    (0, 1),
    (1, 1),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
    (-1, 0),
    (-1, 1),
];

#[test]
fn leaper_tables_equal_the_delta_reference() {
    for sq in Square::all() {
        assert_eq!(knight_attacks(sq), by_deltas(sq, &KNIGHT), "knight {sq}");
        assert_eq!(king_attacks(sq), by_deltas(sq, &KING), "king {sq}");
        assert_eq!(
            pawn_attacks(Color::White, sq),
            by_deltas(sq, &[(-1, 1), (1, 1)])
        );
        assert_eq!(
            pawn_attacks(Color::Black, sq),
            by_deltas(sq, &[(-1, -1), (1, -1)])
        );
    }
    // Corners and edges: a knight on a1 reaches b3 and c2 only.
    assert_eq!(knight_attacks(Square::A1), 1 << 17 | 1 << 10);
    assert_eq!(king_attacks(Square::H8), 1 << 62 | 1 << 55 | 1 << 54);
}

#[test]
fn setwise_leapers_equal_the_union_of_tables() {
    for x in bbtool::rng::SplitMix64(0x1234_5678_9abc_def1).take(20_000) {
        let set = x & x.rotate_left(23);
        let union = |f: &dyn Fn(Square) -> u64| {
            Square::all()
                .filter(|s| set >> s.index() & 1 == 1)
                .fold(0, |a, s| a | f(s))
        };
        assert_eq!(knight_attacks_setwise(set), union(&knight_attacks));
        assert_eq!(king_attacks_setwise(set), union(&king_attacks));
        for color in [Color::White, Color::Black] {
            assert_eq!(
                pawn_attacks_setwise(color, set),
                union(&|s| pawn_attacks(color, s))
            );
            assert_eq!(
                attacks_from(Piece::Pawn, color, set, 0),
                union(&|s| pawn_attacks(color, s))
            );
        }
    }
}

#[test]
fn pawn_pushes_follow_the_square_by_square_rule() {
    for x in bbtool::rng::SplitMix64(0x0fed_cba9_8765_4321).take(20_000) {
        let pawns = x & x.rotate_left(11) & 0x00ff_ffff_ffff_ff00;
        let occ = (x.rotate_left(31) & x.rotate_left(5)) | pawns;
        for (color, step, start) in [(Color::White, 8i32, 1usize), (Color::Black, -8, 6)] {
            let (mut single, mut double) = (0u64, 0u64);
            for sq in Square::all().filter(|s| pawns >> s.index() & 1 == 1) {
                let one = sq.index() as i32 + step;
                if !(0..64).contains(&one) || occ >> one & 1 == 1 {
                    continue;
                }
                single |= 1 << one;
                let two = one + step;
                if sq.rank().index() == start && occ >> two & 1 == 0 {
                    double |= 1 << two;
                }
            }
            let pushes = pawn_pushes(color, pawns, occ);
            assert_eq!(
                (pushes.single, pushes.double),
                (single, double),
                "{color:?}"
            );
        }
    }
}

#[test]
fn colour_matters_only_for_pawns() {
    let e4 = Square::parse("e4").unwrap();
    let choice = Choice::default();
    for piece in [
        Piece::Knight,
        Piece::Bishop,
        Piece::Rook,
        Piece::Queen,
        Piece::King,
    ] {
        let white = attacks(piece, Color::White, e4, 0x00ff_0000_0000_ff00, &choice).unwrap();
        let black = attacks(piece, Color::Black, e4, 0x00ff_0000_0000_ff00, &choice).unwrap();
        assert_eq!(white, black, "{piece:?}");
    }
    // The reference's pawn on e4 attacks d5 and f5 (white) or d3 and f3 (black).
    let white = attacks(Piece::Pawn, Color::White, e4, 0, &choice).unwrap();
    let black = attacks(Piece::Pawn, Color::Black, e4, 0, &choice).unwrap();
    assert_eq!(
        Square::all()
            .filter(|s| white >> s.index() & 1 == 1)
            .map(|s| s.name())
            .collect::<Vec<_>>(),
        ["d5", "f5"]
    );
    assert_eq!(
        Square::all()
            .filter(|s| black >> s.index() & 1 == 1)
            .map(|s| s.name())
            .collect::<Vec<_>>(),
        ["d3", "f3"]
    );
}
