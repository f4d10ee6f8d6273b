//! bbtool's attacks against an independent implementation, shakmaty 0.30.1 (fancy
//! magics), on 100,000 seeded random (square, occupancy) cases, every method.

use bbtool::Cpu;
use bbtool::attacks::{Color, Piece, Slider, Square, attacks};
use bbtool::catalogue::Choice;
use shakmaty::{Bitboard as SBitboard, Square as SSquare, attacks as peer};

#[test]
fn attacks_equal_shakmaty_on_100000_random_cases() {
    let cpu = Cpu::current();
    let rook: Vec<_> = Slider::Rook.family().available(cpu).collect();
    let bishop: Vec<_> = Slider::Bishop.family().available(cpu).collect();
    let mut rng = bbtool::rng::SplitMix64(0x2545_f491_4f6c_dd1d);
    let mut next = move || rng.next_u64();
    for case in 0..100_000 {
        let index = (next() % 64) as u32;
        // Sparse and dense boards alike.
        let occ = if case % 2 == 0 {
            next() & next()
        } else {
            next()
        };
        let sq = Square::new(index).unwrap();
        let theirs = SSquare::new(index);
        let occupied = SBitboard(occ);
        let peers = [
            (&rook, peer::rook_attacks(theirs, occupied).0),
            (&bishop, peer::bishop_attacks(theirs, occupied).0),
        ];
        for (methods, expected) in peers {
            for (m, f) in methods {
                assert_eq!(f(sq, occ), expected, "{} on {sq} occ {occ:#x}", m.name);
            }
        }
        let auto = Choice::default();
        let ours = |p: Piece, c: Color| attacks(p, c, sq, occ, &auto).unwrap();
        assert_eq!(
            ours(Piece::Queen, Color::White),
            peer::queen_attacks(theirs, occupied).0
        );
        assert_eq!(
            ours(Piece::Knight, Color::White),
            peer::knight_attacks(theirs).0
        );
        assert_eq!(
            ours(Piece::King, Color::White),
            peer::king_attacks(theirs).0
        );
        for (c, sc) in [
            (Color::White, shakmaty::Color::White),
            (Color::Black, shakmaty::Color::Black),
        ] {
            assert_eq!(ours(Piece::Pawn, c), peer::pawn_attacks(sc, theirs).0);
        }
    }
}
