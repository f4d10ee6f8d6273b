//! End-to-end tests of positions and generated tables: `--fen` sets in VALUEs, `attacks`
//! on a position, `position` in every output form (checked against shakmaty's reading of
//! the same FEN), FEN errors, and `gen` for every table and language.

mod common;
use common::{run, run_with, stdout_of};

use bbtool::position::SET_NAMES;
use bbtool::rng::SplitMix64;
use serde_json::Value;
use shakmaty::fen::Fen;
use shakmaty::{Chess, EnPassantMode, Position as _};

/// After 1. e4 e5 2. Nf3 Nc6: knights on f3 and c6, pawns on e4 and e5.
const ITALIAN: &str = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3";

fn hex(v: u64) -> String {
    format!("{v:#018x}")
}

/// The one-line hex result of `bbtool args -f hex`.
fn hex_of(args: &[&str]) -> u64 {
    let mut all = args.to_vec();
    all.extend(["-f", "hex"]);
    let out = stdout_of(&all);
    u64::from_str_radix(out.trim().trim_start_matches("0x"), 16).unwrap()
}

/// FENs of positions from random legal games, with en-passant squares after double pushes.
fn random_fens(count: usize) -> Vec<String> {
    let mut rng = SplitMix64(0x0070_6f73);
    let mut fens = Vec::new();
    let mut game = Chess::default();
    while fens.len() < count {
        for _ in 0..1 + rng.below(12) {
            let moves = game.legal_moves();
            if moves.is_empty() {
                game = Chess::default();
                break;
            }
            game.play_unchecked(moves[rng.below(moves.len())]);
        }
        fens.push(Fen::from_position(&game, EnPassantMode::Always).to_string());
    }
    fens
}

/// shakmaty's sets of `fen`, in `SET_NAMES` order.
fn reference_sets(fen: &str) -> Vec<u64> {
    let fen: Fen = fen.parse().unwrap();
    let setup = fen.as_setup();
    let b = &setup.board;
    let roles = [
        b.pawns(),
        b.knights(),
        b.bishops(),
        b.rooks(),
        b.queens(),
        b.kings(),
    ];
    let mut sets: Vec<u64> = [b.white(), b.black(), b.occupied()]
        .into_iter()
        .chain(roles)
        .map(u64::from)
        .collect();
    for color in [b.white(), b.black()] {
        sets.extend(roles.map(|role| u64::from(color & role)));
    }
    sets.push(setup.ep_square.map_or(0, |sq| 1 << u32::from(sq)));
    assert_eq!(sets.len(), SET_NAMES.len());
    sets
}

#[test]
fn values_name_the_positions_sets() {
    assert_eq!(
        hex_of(&["show", "white & ~pawns", "--fen", ITALIAN]),
        0xbf | 1 << 21
    );
    assert_eq!(hex_of(&["show", "N", "--fen", ITALIAN]), 1 << 1 | 1 << 21);
    assert_eq!(hex_of(&["show", "n", "--fen", ITALIAN]), 1 << 42 | 1 << 62);
    // Options before the subcommand count too; letters are case-sensitive.
    assert_eq!(
        hex_of(&["--fen", "startpos", "calc", "K | k"]),
        1 << 4 | 1 << 60
    );
    assert_eq!(
        hex_of(&["calc", "(pawns & filee) << 8 & ~occupied", "--fen", ITALIAN]),
        1 << 44
    );
    assert_eq!(
        hex_of(&["calc", "p & rank5 | e3", "--fen", ITALIAN]),
        1 << 36 | 1 << 20
    );
    let ep = "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3";
    assert_eq!(hex_of(&["show", "ep", "--fen", ep]), 1 << 20);
    assert_eq!(hex_of(&["show", "ep", "--fen", ITALIAN]), 0);
    // Every set against shakmaty, on positions from random games.
    for fen in random_fens(5) {
        for (name, want) in SET_NAMES.iter().zip(reference_sets(&fen)) {
            assert_eq!(
                hex_of(&["show", name, "--fen", &fen]),
                want,
                "{name} in {fen}"
            );
        }
    }
}

#[test]
fn batch_lines_name_the_positions_sets() {
    let (code, out, err) = run_with(&["show", "-", "-f", "hex", "--fen", ITALIAN], "P\nn | ep\n");
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        out,
        format!("{}\n{}\n", hex(0x1000_ef00), hex(1 << 42 | 1 << 62))
    );
}

#[test]
fn position_names_without_fen_are_an_error() {
    for value in ["pawns", "white & ~pawns", "R", "ep"] {
        let (code, out, err) = run(&["show", value]);
        assert_eq!(code, 2, "{value}");
        assert!(out.is_empty());
        assert!(err.contains("needs --fen"), "{err}");
        assert_eq!(err.lines().count(), 1, "{err}");
    }
}

#[test]
fn attacks_use_the_positions_occupancy() {
    // The f3 knight: e1 is the white king, d4/h4/e5/g5 empty or black, g1 empty.
    assert_eq!(
        hex_of(&["attacks", "knight", "f3", "--fen", ITALIAN]),
        hex_of(&[
            "attacks", "knight", "f3", "--occ", "occupied", "--fen", ITALIAN
        ])
    );
    // The d1 queen is boxed in by her own pieces, except e2 (the e-pawn moved).
    let squares = stdout_of(&["attacks", "queen", "d1", "--fen", ITALIAN, "-f", "squares"]);
    assert_eq!(squares.trim(), "c1 e1 c2 d2 e2 f3");
    // --occ still wins over the position.
    let empty = stdout_of(&[
        "attacks", "rook", "a1", "--fen", ITALIAN, "--occ", "0", "-f", "squares",
    ]);
    assert_eq!(empty.trim().split(' ').count(), 14);
}

#[test]
fn attacks_from_a_piece_set_unite_each_pieces_attacks() {
    for fen in random_fens(12).iter().map(String::as_str).chain([ITALIAN]) {
        let setup = fen.parse::<Fen>().unwrap().into_setup();
        let occ = setup.board.occupied();
        for (letter, set, attack) in [
            ("R", setup.board.white() & setup.board.rooks(), 'r'),
            ("b", setup.board.black() & setup.board.bishops(), 'b'),
            ("Q", setup.board.white() & setup.board.queens(), 'q'),
        ] {
            let mut want = 0u64;
            for sq in set {
                want |= u64::from(match attack {
                    'r' => shakmaty::attacks::rook_attacks(sq, occ),
                    'b' => shakmaty::attacks::bishop_attacks(sq, occ),
                    _ => shakmaty::attacks::queen_attacks(sq, occ),
                });
            }
            let piece = match attack {
                'r' => "rook",
                'b' => "bishop",
                _ => "queen",
            };
            let got = hex_of(&["attacks", piece, "--from", letter, "--fen", fen]);
            assert_eq!(hex(got), hex(want), "{piece} --from {letter} in {fen}");
        }
    }
}

#[test]
fn the_attack_diagram_shows_pieces_and_captures_by_colour() {
    let out = stdout_of(&[
        "attacks", "knight", "f3", "--fen", ITALIAN, "--color", "never",
    ]);
    let rank = |n: char| out.lines().find(|l| l.starts_with(n)).unwrap().to_string();
    // The knight attacks the e5 pawn (a black capture), g5, and the e1 king (white).
    assert_eq!(rank('5'), "5  .  .  .  . *p  .  x  .");
    assert_eq!(rank('3'), "3  .  .  .  .  .  N  .  .");
    assert_eq!(rank('1'), "1  R  N  B  Q *K  B  x  R");
    assert_eq!(rank('8'), "8  r  .  b  q  k  b  n  r");
    assert!(out.contains("*P attacked white piece   *p attacked black piece"));
    let json: Value = serde_json::from_str(&stdout_of(&[
        "attacks", "knight", "f3", "--fen", ITALIAN, "--json",
    ]))
    .unwrap();
    assert_eq!(json["fen"], ITALIAN);
    assert_eq!(json["occupancy"], hex(0xfdef_0410_1020_efbf));
}

#[test]
fn position_prints_every_set_against_shakmaty() {
    for fen in random_fens(8).iter().map(String::as_str).chain([ITALIAN]) {
        let want = reference_sets(fen);
        let lines: Vec<String> = stdout_of(&["position", fen, "-f", "hex"])
            .lines()
            .map(String::from)
            .collect();
        assert_eq!(
            lines,
            want.iter().map(|&v| hex(v)).collect::<Vec<_>>(),
            "{fen}"
        );
        let json: Value = serde_json::from_str(&stdout_of(&["fen", fen, "--json"])).unwrap();
        for (name, &v) in SET_NAMES.iter().zip(&want) {
            assert_eq!(json["sets"][name], hex(v), "{name} in {fen}");
        }
        let setup = fen.parse::<Fen>().unwrap().into_setup();
        let side = if setup.turn == shakmaty::Color::White {
            "white"
        } else {
            "black"
        };
        assert_eq!(json["side"], side);
        assert_eq!(json["fen"], fen);
        assert_eq!(json["halfmove"], setup.halfmoves);
        assert_eq!(json["fullmove"], setup.fullmoves.get());
        let ep = setup.ep_square.map(|sq| sq.to_string());
        assert_eq!(json["ep"], serde_json::json!(ep));
        assert_eq!(json["castling"], fen.split(' ').nth(2).unwrap());
    }
}

#[test]
fn position_human_output_has_the_board_table_and_state() {
    let out = stdout_of(&["position", ITALIAN, "--color", "never"]);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[1], "8 r . b q k b n r");
    assert_eq!(lines[3], "6 . . n . . . . .");
    assert_eq!(lines[6], "3 . . . . . N . .");
    assert_eq!(lines[8], "1 R N B Q K B . R");
    let row = |name: &str| {
        lines
            .iter()
            .find(|l| l.starts_with(&format!("│ {name} ")))
            .unwrap_or_else(|| panic!("{name} row in\n{out}"))
            .to_string()
    };
    assert!(row("N").contains("0x0000000000200002"), "{}", row("N"));
    assert!(row("N").contains("b1 f3"));
    assert!(row("n").contains("c6 g8"));
    assert!(row("knights").contains("┆ 4 "));
    assert!(out.contains("side        white\n"));
    assert!(out.contains("castling    KQkq\n"));
    assert!(out.contains("en passant  -\n"));
    assert!(out.contains("clocks      halfmove 2, fullmove 3\n"));
    // The FEN may also come as six words, or from --fen.
    let words: Vec<&str> = ITALIAN.split(' ').collect();
    let mut args = vec!["position"];
    args.extend(&words);
    args.extend(["-f", "hex"]);
    assert_eq!(
        stdout_of(&args),
        stdout_of(&["position", "--fen", ITALIAN, "-f", "hex"])
    );
}

#[test]
fn every_fen_error_exits_2_naming_field_and_column() {
    let cases = [
        (
            "rnbxkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "FEN placement: bad piece letter 'x' (column 4)",
        ),
        (
            "8/8/8/8/8/8/8/9 w - - 0 1",
            "FEN placement: bad empty-square count '9' (1-8) (column 15)",
        ),
        (
            "8/8/8/8/8/8/8 w - - 0 1",
            "FEN placement: 7 ranks, expected 8 (column 14)",
        ),
        (
            "8/8/8/8/8/8/8/K7k w - - 0 1",
            "FEN placement: rank 1 has more than 8 files (column 17)",
        ),
        (
            "8/8/7/8/8/8/8/8 w - - 0 1",
            "FEN placement: rank 6 has 7 files, expected 8 (column 6)",
        ),
        ("8/8/8/8/8/8/8/8", "FEN side to move: missing (column 16)"),
        (
            "8/8/8/8/8/8/8/8 white - - 0 1",
            "FEN side to move: 'white' is not w or b (column 17)",
        ),
        (
            "8/8/8/8/8/8/8/8 w KX - 0 1",
            "FEN castling: bad castling letter 'X' (KQkq or -) (column 20)",
        ),
        (
            "8/8/8/8/8/8/8/8 w KK - 0 1",
            "FEN castling: castling letter 'K' repeated (column 20)",
        ),
        (
            "8/8/8/8/8/8/8/8 w - e4 0 1",
            "FEN en passant: 'e4' is not - or a square on rank 3 or 6 (column 21)",
        ),
        (
            "8/8/8/8/8/8/8/8 w - - x 1",
            "FEN halfmove clock: 'x' is not a whole number below 2^32 (column 23)",
        ),
        (
            "8/8/8/8/8/8/8/8 w - - 0 -1",
            "FEN fullmove number: '-1' is not a whole number below 2^32 (column 25)",
        ),
        (
            "8/8/8/8/8/8/8/8 w - - 0 1 z",
            "FEN end: unexpected text 'z' (column 27)",
        ),
    ];
    for (fen, message) in cases {
        let (code, out, err) = run(&["position", fen]);
        assert_eq!((code, out.as_str()), (2, ""), "{fen}: {err}");
        assert_eq!(err, format!("bbtool: error: {message}\n"), "{fen}");
        let (code, _, err) = run(&["show", "white", "--fen", fen]);
        assert_eq!(code, 2, "{fen}: {err}");
        assert!(err.contains(message) && err.contains("--fen"), "{err}");
        assert_eq!(err.lines().count(), 1, "{err}");
    }
    // Without the clocks a FEN is fine.
    let short = stdout_of(&["position", "8/8/8/8/8/8/8/4K3 w - -", "--json"]);
    assert!(short.contains(r#""halfmove":0,"fullmove":1"#), "{short}");
}

#[test]
fn gen_prints_every_table_in_every_language() {
    let tables = [
        "knight-attacks",
        "king-attacks",
        "pawn-attacks",
        "rook-magics",
        "bishop-magics",
        "rook-pext",
        "bishop-pext",
        "between",
        "line",
        "rays",
    ];
    for table in tables {
        for (lang, comment) in [("c", "// "), ("rust", "// "), ("python", "# ")] {
            let out = stdout_of(&["gen", table, "--lang", lang]);
            let header: Vec<&str> = out.lines().take_while(|l| l.starts_with(comment)).collect();
            assert!(header.len() >= 3, "{table} {lang}:\n{out}");
            let made = format!(
                "Generated by bbtool {}: bbtool gen {table} --lang {lang}",
                env!("CARGO_PKG_VERSION")
            );
            assert!(
                header.iter().any(|l| l.ends_with(&made)),
                "{table} {lang}: {header:?}"
            );
        }
    }
    // The leaper arrays hold bbtool's own values: the knight on a1 attacks b3 and c2.
    let c = stdout_of(&["gen", "knight-attacks", "--lang", "c", "--name", "bb"]);
    assert!(
        c.contains("static const uint64_t BB_KNIGHT_ATTACKS[64]"),
        "{c}"
    );
    assert!(c.contains("0x0000000000020400"), "{c}");
    let seeded = stdout_of(&["gen", "rook-magics", "--lang", "rust", "--magics-seed", "1"]);
    assert!(seeded.contains("Magics found from seed 1"), "{seeded}");
    assert!(seeded.contains("pub fn rook_attacks(sq: usize, occ: u64) -> u64"));
}

#[test]
fn gen_rejects_bad_tables_languages_seeds_and_names() {
    let (code, out, err) = run(&["gen", "rook-magic", "--lang", "c"]);
    assert_eq!((code, out.as_str()), (2, ""));
    assert!(err.contains("did you mean 'rook-magics'?"), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    let (code, _, err) = run(&["gen", "rays", "--lang", "go"]);
    assert_eq!(code, 2);
    assert!(err.contains("valid: rust, c, python"), "{err}");
    let (code, out, err) = run(&["gen", "knight-attacks", "--lang", "c", "--magics-seed", "7"]);
    assert_eq!((code, out.as_str()), (2, ""));
    assert_eq!(
        err,
        "bbtool: error: a magics seed applies to rook-magics and bishop-magics, not knight-attacks\n"
    );
    let (code, _, err) = run(&["gen", "rays", "--lang", "c", "--name", "9x"]);
    assert_eq!(code, 2);
    assert!(err.contains("name prefix '9x'"), "{err}");
    let (code, _, err) = run(&["gen", "rook-magics", "--lang", "c", "--magics-seed", "zz"]);
    assert_eq!(code, 2);
    assert!(err.contains("'zz' is not a 64-bit seed"), "{err}");
}

#[test]
fn moves_of_random_legal_games_give_shakmatys_fens() {
    use bbtool::attacks::Piece;
    use bbtool::bitboard::Square;
    use bbtool::position::Position;
    use shakmaty::CastlingMode;
    let mut rng = SplitMix64(0x6d6f_7665);
    let mut seen = [0usize; 4];
    for _ in 0..150 {
        let mut game = Chess::default();
        let mut ours = Position::from_fen("startpos").unwrap();
        for _ in 0..250 {
            let moves = game.legal_moves();
            if moves.is_empty() {
                break;
            }
            let m = moves[rng.below(moves.len())];
            let kinds = [
                m.is_castle(),
                m.is_en_passant(),
                m.is_promotion(),
                m.is_capture(),
            ];
            for (count, kind) in seen.iter_mut().zip(kinds) {
                *count += usize::from(kind);
            }
            let uci = m.to_uci(CastlingMode::Standard).to_string();
            let square = |at: usize| Square::parse(&uci[at..at + 2]).unwrap();
            let promotion = uci.get(4..).and_then(Piece::parse);
            ours.update_by_move(square(0), square(2), promotion)
                .unwrap_or_else(|e| panic!("{uci} in {}: {e}", ours.to_fen()));
            game.play_unchecked(m);
            let want = Fen::from_position(&game, EnPassantMode::Always).to_string();
            assert_eq!(ours.to_fen(), want, "after {uci}");
        }
    }
    // Every special move was made, and checked, at least once.
    assert!(
        seen.iter().all(|&n| n > 0),
        "castles, en passant, promotions, captures: {seen:?}"
    );
}

#[test]
fn position_moves_castle_promote_and_refuse_what_they_cannot_make() {
    let (code, out, _) = run(&[
        "position",
        "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
        "--move",
        "e1g1",
    ]);
    assert_eq!(code, 0);
    assert!(
        out.starts_with(
            "e1g1: fromToBB = 0x0000000000000050; pieceBB[K] ^= fromToBB; colorBB ^= fromToBB; \
             rookFromToBB = 0x00000000000000a0; pieceBB[R] ^= rookFromToBB; colorBB too; \
             occupiedBB, emptyBB ^= 0x00000000000000f0\n"
        ),
        "{out}"
    );
    assert!(
        out.contains("fen         r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1\n"),
        "{out}"
    );
    let promoted = stdout_of(&[
        "position",
        "8/4P3/8/8/8/8/8/4k2K w - - 0 1",
        "--move",
        "e7e8n",
        "--json",
    ]);
    let json: Value = serde_json::from_str(&promoted).unwrap();
    assert_eq!(json["fen"], "4N3/8/8/8/8/8/8/4k2K b - - 0 1");
    for (fen, mv, says) in [
        (
            "8/4P3/8/8/8/8/8/4k2K w - - 0 1",
            "e7e8",
            "promotes: name the piece",
        ),
        (
            "8/4P3/8/8/8/8/8/4k2K w - - 0 1",
            "e7e8k",
            "a knight, bishop, rook or queen",
        ),
        (
            "r3k2r/8/8/8/8/8/8/R3K2R w kq - 0 1",
            "e1g1",
            "needs the right (K)",
        ),
        ("startpos", "e2e4q", "only a pawn reaching the last rank"),
        ("startpos", "e2e4x", "is not FROM TO"),
    ] {
        let (code, out, err) = run(&["position", fen, "--move", mv]);
        assert_eq!((code, out.as_str()), (2, ""), "{mv}");
        assert!(
            err.contains(says) && err.lines().count() == 1,
            "{mv}: {err}"
        );
    }
}

#[test]
fn fen_errors_name_the_first_wrong_field() {
    let refused = |fen: &str| {
        let (code, out, err) = run(&["position", fen]);
        assert_eq!((code, out.as_str()), (2, ""), "{fen}");
        assert_eq!(err.lines().count(), 1, "{err}");
        err
    };
    // A wrong placement is named before the fields the FEN lacks.
    assert!(refused("bad fen").contains("FEN placement: bad piece letter 'a' (column 2)"));
    assert!(refused("8/8/8/8/8/8/8/8 x").contains("FEN side to move: 'x' is not w or b"));
    assert!(refused("8/8/8/8/8/8/8/8 w").contains("FEN castling: missing"));
    // The en-passant square is behind the pawn the other side just pushed.
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";
    let err = refused(&format!("{start} w KQkq e3 0 1"));
    assert!(
        err.contains("'e3' is on the mover's side: with white to move it is on rank 6"),
        "{err}"
    );
    let err = refused(&format!("{start} b KQkq e6 0 1"));
    assert!(err.contains("with black to move it is on rank 3"), "{err}");
    let after_e4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1";
    let (code, out, _) = run(&["position", after_e4, "-f", "hex"]);
    assert_eq!(code, 0);
    assert_eq!(out.lines().last(), Some("0x0000000000100000"));
    // ... and empty, with the pawn that passed it beyond it.
    let err = refused(&format!("{start} b KQkq e3 0 1"));
    assert!(
        err.contains("FEN en passant: 'e3' is no square a pawn just passed"),
        "{err}"
    );
    // `startpos` is a whole FEN, in any case.
    assert!(
        refused("startpos startpos").contains("FEN end: unexpected text 'startpos' (column 10)")
    );
    assert_eq!(
        stdout_of(&["position", "STARTPOS", "-f", "hex"]),
        stdout_of(&["position", "startpos", "-f", "hex"])
    );
}

/// Whether a plain reference finds `from`-`to` pseudo-legal in `position`: the side to
/// move's piece reaches `to` by its moves (walked square by square), never taking a
/// king, castling with the right, the rook and empty squares between.
fn pseudo_legal(position: &bbtool::position::Position, from: usize, to: usize) -> bool {
    use bbtool::attacks::{Color, Piece};
    use bbtool::bitboard::Square;
    let at = |file: i32, rank: i32| {
        ((0..8).contains(&file) && (0..8).contains(&rank)).then(|| (rank * 8 + file) as usize)
    };
    let piece_on = |sq: usize| position.piece_at(Square::from_index(sq as u32));
    let fen = position.to_fen();
    let fields: Vec<&str> = fen.split(' ').collect();
    let side = if fields[1] == "w" {
        Color::White
    } else {
        Color::Black
    };
    let Some((color, piece)) = piece_on(from) else {
        return false;
    };
    if color != side {
        return false;
    }
    match piece_on(to) {
        Some((c, p)) if c == color || p == Piece::King => return false,
        _ => {}
    }
    let (file, rank) = ((from % 8) as i32, (from / 8) as i32);
    let steps = |deltas: &[(i8, i8)], slide: bool| {
        deltas.iter().any(|&(df, dr)| {
            let (df, dr) = (i32::from(df), i32::from(dr));
            let mut k = 1;
            while let Some(sq) = at(file + df * k, rank + dr * k) {
                if sq == to {
                    return true;
                }
                if !slide || piece_on(sq).is_some() {
                    return false;
                }
                k += 1;
            }
            false
        })
    };
    // The leapers' steps are the library's own (checked against their pages in
    // tests/attacks_leapers.rs); the sliders walk the king's steps, straight or diagonal.
    use bbtool::attacks::leapers::{KING_DELTAS, KNIGHT_DELTAS};
    let straight: Vec<(i8, i8)> = KING_DELTAS
        .into_iter()
        .filter(|&(f, r)| f == 0 || r == 0)
        .collect();
    let diagonal: Vec<(i8, i8)> = KING_DELTAS
        .into_iter()
        .filter(|&(f, r)| f != 0 && r != 0)
        .collect();
    match piece {
        Piece::Knight => steps(&KNIGHT_DELTAS, false),
        Piece::Bishop => steps(&diagonal, true),
        Piece::Rook => steps(&straight, true),
        Piece::Queen => steps(&KING_DELTAS, true),
        Piece::King => {
            let home = if color == Color::White { 4 } else { 60 };
            if from == home && to.abs_diff(from) == 2 {
                let (letter, rook, between) = match (color, to > from) {
                    (Color::White, true) => ('K', 7, 5..7),
                    (Color::White, false) => ('Q', 0, 1..4),
                    (Color::Black, true) => ('k', 63, 61..63),
                    (Color::Black, false) => ('q', 56, 57..60),
                };
                return fields[2].contains(letter)
                    && piece_on(rook) == Some((color, Piece::Rook))
                    && between.into_iter().all(|sq| piece_on(sq).is_none());
            }
            steps(&KING_DELTAS, false)
        }
        Piece::Pawn => {
            let (dir, start) = if color == Color::White {
                (1, 1)
            } else {
                (-1, 6)
            };
            let ep = Square::parse(fields[3]).map(|s| s.index());
            let empty = |sq: Option<usize>| sq.is_some_and(|s| piece_on(s).is_none());
            let one = at(file, rank + dir);
            let two = at(file, rank + 2 * dir);
            let push = one == Some(to) && empty(one);
            let double = rank == start && two == Some(to) && empty(one) && empty(two);
            let capture = [-1, 1].into_iter().any(|df| {
                at(file + df, rank + dir) == Some(to) && (piece_on(to).is_some() || ep == Some(to))
            });
            push || double || capture
        }
    }
}

#[test]
fn moves_are_taken_exactly_when_pseudo_legal() {
    use bbtool::attacks::Piece;
    use bbtool::bitboard::Square;
    use bbtool::position::Position;
    use shakmaty::CastlingMode;
    let mut rng = SplitMix64(0x7073_6c67);
    let (mut taken, mut refused) = (0usize, 0usize);
    for _ in 0..20 {
        let mut game = Chess::default();
        let mut ours = Position::from_fen("startpos").unwrap();
        for _ in 0..120 {
            // Every (from, to) pair of the position, each on a copy.
            for from in 0..64 {
                for to in (0..64).filter(|&to| to != from) {
                    let (f, t) = (Square::from_index(from), Square::from_index(to));
                    let last_rank = to / 8 == 0 || to / 8 == 7;
                    let pawn = ours.piece_at(f).is_some_and(|(_, p)| p == Piece::Pawn);
                    let promotion = (pawn && last_rank).then_some(Piece::Queen);
                    let took = ours.clone().update_by_move(f, t, promotion).is_ok();
                    let want = pseudo_legal(&ours, from as usize, to as usize);
                    assert_eq!(took, want, "{}{} in {}", f.name(), t.name(), ours.to_fen());
                    *(if took { &mut taken } else { &mut refused }) += 1;
                }
            }
            let moves = game.legal_moves();
            if moves.is_empty() {
                break;
            }
            let m = moves[rng.below(moves.len())];
            let uci = m.to_uci(CastlingMode::Standard).to_string();
            let square = |at: usize| Square::parse(&uci[at..at + 2]).unwrap();
            ours.update_by_move(square(0), square(2), uci.get(4..).and_then(Piece::parse))
                .unwrap();
            game.play_unchecked(m);
        }
    }
    assert!(taken > 10_000 && refused > 500_000, "{taken} {refused}");
}
