//! FEN reading checked against shakmaty's FEN on positions from random games, and every
//! kind of FEN error with its field and column.

use bbtool::attacks::{Color, Piece};
use bbtool::position::{Castling, FenError, FenErrorKind, FenField, Position, SET_NAMES};
use bbtool::rng::SplitMix64;
use shakmaty::fen::Fen;
use shakmaty::{Chess, EnPassantMode, Position as _, Role};

/// shakmaty's role for each of bbtool's pieces, in `Piece::ALL` order.
const ROLES: [Role; 6] = [
    Role::Pawn,
    Role::Knight,
    Role::Bishop,
    Role::Rook,
    Role::Queen,
    Role::King,
];

/// Parses `text` with bbtool and compares every set and field with shakmaty's reading.
fn compare(text: &str) {
    let pos = Position::from_fen(text).unwrap_or_else(|e| panic!("{text}: {e}"));
    let fen: Fen = text.parse().unwrap();
    let setup = fen.as_setup();
    let board = &setup.board;
    let sets = [
        ("white", board.white()),
        ("black", board.black()),
        ("occupied", board.occupied()),
        ("pawns", board.pawns()),
        ("knights", board.knights()),
        ("bishops", board.bishops()),
        ("rooks", board.rooks()),
        ("queens", board.queens()),
        ("kings", board.kings()),
    ];
    for (name, expected) in sets {
        assert_eq!(pos.set(name), Some(u64::from(expected)), "{name} in {text}");
    }
    for (c, color) in [shakmaty::Color::White, shakmaty::Color::Black]
        .into_iter()
        .enumerate()
    {
        for (p, role) in ROLES.into_iter().enumerate() {
            let expected = u64::from(board.by_piece(role.of(color)));
            let letter = SET_NAMES[9 + 6 * c + p];
            assert_eq!(pos.set(letter), Some(expected), "{letter} in {text}");
            let (ours, piece) = ([Color::White, Color::Black][c], Piece::ALL[p]);
            assert_eq!(pos.pieces(ours, piece).0, expected, "{letter} in {text}");
        }
    }
    let ep = setup.ep_square.map_or(0, |sq| 1u64 << sq.to_u32());
    assert_eq!(pos.set("ep"), Some(ep), "ep in {text}");
    let side = match setup.turn {
        shakmaty::Color::White => Color::White,
        shakmaty::Color::Black => Color::Black,
    };
    assert_eq!(pos.side, side, "{text}");
    assert_eq!(
        pos.castling.rook_squares(),
        u64::from(setup.castling_rights),
        "castling in {text}"
    );
    assert_eq!(pos.halfmove, setup.halfmoves, "{text}");
    assert_eq!(pos.fullmove, setup.fullmoves.get(), "{text}");
    assert_eq!(pos.to_fen(), text, "round trip");
    // The sets listed for `-f hex` are the named sets, in SET_NAMES order.
    let listed = pos.sets();
    for (i, (name, value)) in listed.into_iter().enumerate() {
        assert_eq!((name, Some(value)), (SET_NAMES[i], pos.set(name)));
    }
}

#[test]
fn random_games_read_as_shakmaty_reads_them() {
    let mut rng = SplitMix64(0x0066_656e);
    let (mut plies, mut with_ep) = (0, 0);
    for _ in 0..300 {
        let mut game = Chess::default();
        for _ in 0..160 {
            // Legal: only when an en-passant capture is legal; Always: after every double
            // push, as the FEN standard prints it. Both must read the same way.
            for mode in [EnPassantMode::Legal, EnPassantMode::Always] {
                let text = Fen::from_position(&game, mode).to_string();
                with_ep += usize::from(!text.contains(" - "));
                compare(&text);
            }
            plies += 1;
            let moves = game.legal_moves();
            if moves.is_empty() {
                break;
            }
            let m = moves[rng.below(moves.len())];
            game.play_unchecked(m);
        }
    }
    assert!(plies > 20_000, "{plies} plies");
    assert!(with_ep > 1_000, "{with_ep} FENs with an en-passant square");
}

#[test]
fn clocks_may_be_left_out() {
    let pos = Position::from_fen("8/8/8/8/8/8/8/K6k b - -").unwrap();
    assert_eq!((pos.halfmove, pos.fullmove), (0, 1));
    assert_eq!(pos.side, Color::Black);
    assert_eq!(pos.set("kings"), Some(0x81));
    assert_eq!(pos.to_fen(), "8/8/8/8/8/8/8/K6k b - - 0 1");
    let pos = Position::from_fen("8/8/8/8/8/8/8/K6k w - - 7").unwrap();
    assert_eq!((pos.halfmove, pos.fullmove), (7, 1));
}

#[test]
fn startpos_names_the_initial_position() {
    let pos = Position::from_fen("startpos").unwrap();
    assert_eq!(pos, Position::from_fen(bbtool::position::STARTPOS).unwrap());
    assert_eq!(pos.castling, Castling::ALL);
    assert_eq!(pos.set("occupied"), Some(0xffff_0000_0000_ffff));
    assert_eq!(pos.set("BLACK"), Some(0xffff_0000_0000_0000));
    assert_eq!(pos.set("k"), Some(1 << 60));
    assert_eq!(pos.set("K"), Some(1 << 4));
    assert_eq!(pos.set("queen"), None);
    assert_eq!(pos.set("x"), None);
    assert_eq!(
        pos.letter_at(bbtool::Square::parse("d8").unwrap()),
        Some('q')
    );
    assert_eq!(pos.letter_at(bbtool::Square::parse("e4").unwrap()), None);
}

#[test]
fn en_passant_square_is_a_set() {
    let pos = Position::from_fen("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2")
        .unwrap();
    assert_eq!(pos.set("ep"), Some(1 << 44));
    assert_eq!(pos.castling.to_string(), "KQkq");
    let pos = Position::from_fen("4k3/8/8/8/8/8/8/4K3 w qK - 0 1").unwrap();
    assert_eq!(pos.castling.to_string(), "Kq");
    assert_eq!(pos.castling.rook_squares(), 1 << 7 | 1 << 56);
}

/// Asserts that `fen` fails in `field` with `kind` at `column`, with the message `text`.
fn fails(fen: &str, field: FenField, kind: FenErrorKind, column: usize, text: &str) {
    let err = Position::from_fen(fen).unwrap_err();
    assert_eq!(
        err,
        FenError {
            field,
            kind,
            column
        },
        "{fen}"
    );
    assert_eq!(err.to_string(), text, "{fen}");
}

#[test]
fn every_error_names_its_field_and_column() {
    use FenErrorKind::*;
    use FenField::*;
    let s = |t: &str| t.to_string();
    fails(
        "",
        Placement,
        Missing,
        1,
        "FEN placement: missing (column 1)",
    );
    fails(
        "rnbxkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        Placement,
        BadPiece('x'),
        4,
        "FEN placement: bad piece letter 'x' (column 4)",
    );
    fails(
        "8/8/8/8/8/8/8/9 w - - 0 1",
        Placement,
        BadDigit('9'),
        15,
        "FEN placement: bad empty-square count '9' (1-8) (column 15)",
    );
    fails(
        "8/8/8/8/8/8/8 w - - 0 1",
        Placement,
        RankCount(7),
        14,
        "FEN placement: 7 ranks, expected 8 (column 14)",
    );
    fails(
        "8/8/8/8/8/8/8/8/8 w - - 0 1",
        Placement,
        RankCount(9),
        16,
        "FEN placement: 9 ranks, expected 8 (column 16)",
    );
    fails(
        "8/8/8/8/8/8/8/K7k w - - 0 1",
        Placement,
        RankTooLong(1),
        17,
        "FEN placement: rank 1 has more than 8 files (column 17)",
    );
    fails(
        "8/8/8/8/8/8/8/44k w - - 0 1",
        Placement,
        RankTooLong(1),
        17,
        "FEN placement: rank 1 has more than 8 files (column 17)",
    );
    fails(
        "8/8/7/8/8/8/8/8 w - - 0 1",
        Placement,
        RankTooShort(6, 7),
        6,
        "FEN placement: rank 6 has 7 files, expected 8 (column 6)",
    );
    fails(
        "8/8/8/8/8/8/8/7 w - - 0 1",
        Placement,
        RankTooShort(1, 7),
        16,
        "FEN placement: rank 1 has 7 files, expected 8 (column 16)",
    );
    fails(
        "8/8/8/8/8/8/8/8",
        Side,
        Missing,
        16,
        "FEN side to move: missing (column 16)",
    );
    fails(
        "8/8/8/8/8/8/8/8 white - - 0 1",
        Side,
        BadSide(s("white")),
        17,
        "FEN side to move: 'white' is not w or b (column 17)",
    );
    fails(
        "8/8/8/8/8/8/8/8 w",
        Castling,
        Missing,
        18,
        "FEN castling: missing (column 18)",
    );
    fails(
        "8/8/8/8/8/8/8/8 w KQxq - 0 1",
        Castling,
        BadCastling('x'),
        21,
        "FEN castling: bad castling letter 'x' (KQkq or -) (column 21)",
    );
    fails(
        "8/8/8/8/8/8/8/8 w KK - 0 1",
        Castling,
        RepeatedCastling('K'),
        20,
        "FEN castling: castling letter 'K' repeated (column 20)",
    );
    fails(
        "8/8/8/8/8/8/8/8 w HAha - 0 1",
        Castling,
        BadCastling('H'),
        19,
        "FEN castling: bad castling letter 'H' (KQkq or -) (column 19)",
    );
    fails(
        "8/8/8/8/8/8/8/8 w -",
        EnPassant,
        Missing,
        20,
        "FEN en passant: missing (column 20)",
    );
    fails(
        "8/8/8/8/8/8/8/8 w - e4 0 1",
        EnPassant,
        BadEnPassant(s("e4")),
        21,
        "FEN en passant: 'e4' is not - or a square on rank 3 or 6 (column 21)",
    );
    fails(
        "8/8/8/8/8/8/8/8 w - E3 0 1",
        EnPassant,
        BadEnPassant(s("E3")),
        21,
        "FEN en passant: 'E3' is not - or a square on rank 3 or 6 (column 21)",
    );
    fails(
        "8/8/8/8/8/8/8/8 w - - x 1",
        HalfmoveClock,
        BadClock(s("x")),
        23,
        "FEN halfmove clock: 'x' is not a whole number below 2^32 (column 23)",
    );
    fails(
        "8/8/8/8/8/8/8/8 w - - 0 +1",
        FullmoveNumber,
        BadClock(s("+1")),
        25,
        "FEN fullmove number: '+1' is not a whole number below 2^32 (column 25)",
    );
    fails(
        "8/8/8/8/8/8/8/8 w - - 0 99999999999",
        FullmoveNumber,
        BadClock(s("99999999999")),
        25,
        "FEN fullmove number: '99999999999' is not a whole number below 2^32 (column 25)",
    );
    fails(
        "8/8/8/8/8/8/8/8 w - - 0 1 junk",
        Trailing,
        FenErrorKind::TrailingText(s("junk")),
        27,
        "FEN end: unexpected text 'junk' (column 27)",
    );
    // Columns count characters, not bytes.
    fails(
        "8/8/8/8/8/8/8/8 é - - 0 1",
        Side,
        BadSide(s("é")),
        17,
        "FEN side to move: 'é' is not w or b (column 17)",
    );
    fails(
        "8/8/8/8/8/8/8/8 b ½ - 0 1",
        Castling,
        BadCastling('½'),
        19,
        "FEN castling: bad castling letter '½' (KQkq or -) (column 19)",
    );
}
