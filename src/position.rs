//! A chess position read from FEN (Forsyth-Edwards Notation page): the piece sets as
//! bitboards in LERF order (a1 = 0, h8 = 63), side to move, castling rights, the
//! en-passant square and the two clocks.
//!
//! The reader checks the notation, not the chess: any placement of pieces is accepted
//! (no king, pawns on the back rank), since a bitboard workbench shows what it is given.
//! Castling is `KQkq` letters (any order, each at most once) or `-`; Shredder and X-FEN
//! file letters are not read. The en-passant square must be `-` or on rank 3 or 6. The
//! two clocks may be left out (many tools print FENs that way); they default to 0 and 1.
//!
//! ```
//! use bbtool::position::Position;
//!
//! let pos = Position::from_fen("startpos").unwrap();
//! assert_eq!(pos.set("white"), Some(0xffff));
//! assert_eq!(pos.set("P"), Some(0xff00));
//! assert_eq!(pos.set("ep"), Some(0));
//! assert_eq!(pos.to_fen(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
//! ```

use std::fmt;

use crate::attacks::{Color, Piece, leapers};
use crate::bitboard::{Bitboard, Square};

/// The FEN of the initial position, which `startpos` stands for.
pub const STARTPOS: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// The FEN letters, white then black, each colour in [`Piece::ALL`] order.
const LETTERS: [[char; 6]; 2] = [
    ['P', 'N', 'B', 'R', 'Q', 'K'],
    ['p', 'n', 'b', 'r', 'q', 'k'],
];

/// The names [`Position::set`] knows, in the order of [`Position::sets`].
pub const SET_NAMES: [&str; 22] = [
    "white", "black", "occupied", "pawns", "knights", "bishops", "rooks", "queens", "kings", "P",
    "N", "B", "R", "Q", "K", "p", "n", "b", "r", "q", "k", "ep",
];

/// Castling rights as four flags, printed in FEN's `KQkq` order.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Castling(u8);

impl Castling {
    /// No castling rights (`-`).
    pub const NONE: Castling = Castling(0);
    /// White may castle king side (`K`).
    pub const WHITE_KING_SIDE: Castling = Castling(1);
    /// White may castle queen side (`Q`).
    pub const WHITE_QUEEN_SIDE: Castling = Castling(2);
    /// Black may castle king side (`k`).
    pub const BLACK_KING_SIDE: Castling = Castling(4);
    /// Black may castle queen side (`q`).
    pub const BLACK_QUEEN_SIDE: Castling = Castling(8);
    /// All four rights (`KQkq`).
    pub const ALL: Castling = Castling(15);

    /// The letters with their flags, in the order FEN prints them, and each right's rook
    /// square on a standard board.
    const RIGHTS: [(char, Castling, u8); 4] = [
        ('K', Castling::WHITE_KING_SIDE, 7),
        ('Q', Castling::WHITE_QUEEN_SIDE, 0),
        ('k', Castling::BLACK_KING_SIDE, 63),
        ('q', Castling::BLACK_QUEEN_SIDE, 56),
    ];

    /// The right of `color` on the king (or queen) side, and its rook's square.
    fn of(color: Color, king_side: bool) -> (Castling, u8) {
        let (_, right, rook) = Castling::RIGHTS[2 * color as usize + usize::from(!king_side)];
        (right, rook)
    }

    /// The king's home square for the right whose rook stands on `rook`: e1 or e8.
    const fn king_home(rook: u8) -> u8 {
        if rook < 8 { 4 } else { 60 }
    }

    /// True when every right of `other` is held.
    pub const fn contains(self, other: Castling) -> bool {
        self.0 & other.0 == other.0
    }

    /// The rights left after a move from or to any of `squares`: a right is lost once its
    /// king's or its rook's home square (e1 or e8; h1, a1, h8 or a8) is left or captured on.
    pub fn after_move(self, squares: u64) -> Castling {
        let kept = Castling::RIGHTS
            .iter()
            .filter(|&&(_, _, rook)| squares & (1 << rook | 1 << Castling::king_home(rook)) == 0)
            .fold(0, |kept, &(_, right, _)| kept | right.0);
        Castling(self.0 & kept)
    }

    /// The squares of the rooks the rights belong to (h1, a1, h8, a8).
    pub fn rook_squares(self) -> u64 {
        Castling::RIGHTS
            .iter()
            .filter(|(_, right, _)| self.contains(*right))
            .fold(0, |set, (_, _, sq)| set | 1 << sq)
    }
}

impl fmt::Display for Castling {
    /// `KQkq`, a subset of it, or `-`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0 == 0 {
            return f.write_str("-");
        }
        for (letter, right, _) in Castling::RIGHTS {
            if self.contains(right) {
                write!(f, "{letter}")?;
            }
        }
        Ok(())
    }
}

/// A position: twelve piece sets and the state FEN carries besides them.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Position {
    /// By colour (white 0, black 1), then by piece in [`Piece::ALL`] order.
    pieces: [[u64; 6]; 2],
    /// The side to move.
    pub side: Color,
    /// Castling rights.
    pub castling: Castling,
    /// The en-passant target square, if the FEN names one.
    pub ep: Option<Square>,
    /// Plies since the last capture or pawn move.
    pub halfmove: u32,
    /// The move number, starting at 1 (0 is kept as given).
    pub fullmove: u32,
}

/// The part of a FEN an error is in.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum FenField {
    /// The piece placement (first field).
    Placement,
    /// The side to move (`w` or `b`).
    Side,
    /// The castling rights.
    Castling,
    /// The en-passant square.
    EnPassant,
    /// The halfmove clock.
    HalfmoveClock,
    /// The fullmove number.
    FullmoveNumber,
    /// Anything after the fullmove number.
    Trailing,
}

impl FenField {
    /// The field's name in messages.
    pub const fn name(self) -> &'static str {
        match self {
            FenField::Placement => "placement",
            FenField::Side => "side to move",
            FenField::Castling => "castling",
            FenField::EnPassant => "en passant",
            FenField::HalfmoveClock => "halfmove clock",
            FenField::FullmoveNumber => "fullmove number",
            FenField::Trailing => "end",
        }
    }
}

/// What is wrong in a FEN field.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum FenErrorKind {
    /// The field is missing (the FEN ended before it).
    Missing,
    /// A character that is neither a piece letter, a digit 1-8 nor `/`.
    BadPiece(char),
    /// A digit outside 1-8 in the placement.
    BadDigit(char),
    /// The placement has this many ranks instead of 8.
    RankCount(usize),
    /// A rank (1-8) with more than 8 files.
    RankTooLong(u8),
    /// A rank (1-8) with fewer than 8 files: it has this many.
    RankTooShort(u8, usize),
    /// The side to move is not `w` or `b`.
    BadSide(String),
    /// A castling character other than `K Q k q`, or `-` with other letters.
    BadCastling(char),
    /// A castling letter given twice.
    RepeatedCastling(char),
    /// The en-passant field is not `-` or a square on rank 3 or 6.
    BadEnPassant(String),
    /// An en-passant square on the mover's side: the side to move could not have just
    /// made the double push.
    EnPassantRank(String, Color),
    /// An en-passant square that is occupied, or with no pawn beyond it that could have
    /// just passed it.
    EnPassantWithoutPawn(String),
    /// A clock that is not a decimal number below 2^32.
    BadClock(String),
    /// Text after the fullmove number.
    TrailingText(String),
}

/// A FEN that cannot be read: which field, what is wrong, and the 1-based column.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct FenError {
    /// The field the error is in.
    pub field: FenField,
    /// What is wrong.
    pub kind: FenErrorKind,
    /// The 1-based column (in characters) in the FEN string.
    pub column: usize,
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "FEN {}: ", self.field.name())?;
        match &self.kind {
            FenErrorKind::Missing => write!(f, "missing")?,
            FenErrorKind::BadPiece(c) => write!(f, "bad piece letter '{c}'")?,
            FenErrorKind::BadDigit(c) => write!(f, "bad empty-square count '{c}' (1-8)")?,
            FenErrorKind::RankCount(n) => write!(f, "{n} ranks, expected 8")?,
            FenErrorKind::RankTooLong(r) => write!(f, "rank {r} has more than 8 files")?,
            FenErrorKind::RankTooShort(r, n) => write!(f, "rank {r} has {n} files, expected 8")?,
            FenErrorKind::BadSide(t) => write!(f, "'{t}' is not w or b")?,
            FenErrorKind::BadCastling(c) => write!(f, "bad castling letter '{c}' (KQkq or -)")?,
            FenErrorKind::RepeatedCastling(c) => write!(f, "castling letter '{c}' repeated")?,
            FenErrorKind::BadEnPassant(t) => {
                write!(f, "'{t}' is not - or a square on rank 3 or 6")?
            }
            FenErrorKind::EnPassantRank(t, side) => {
                let rank = match side {
                    Color::White => 6,
                    Color::Black => 3,
                };
                let name = side.name();
                write!(
                    f,
                    "'{t}' is on the mover's side: with {name} to move it is on rank {rank}"
                )?
            }
            FenErrorKind::EnPassantWithoutPawn(t) => write!(
                f,
                "'{t}' is no square a pawn just passed (it must be empty, with the pawn beyond it)"
            )?,
            FenErrorKind::BadClock(t) => write!(f, "'{t}' is not a whole number below 2^32")?,
            FenErrorKind::TrailingText(t) => write!(f, "unexpected text '{t}'")?,
        }
        write!(f, " (column {})", self.column)
    }
}

impl std::error::Error for FenError {}

/// One whitespace-separated field of the FEN with its 1-based starting column.
struct Field<'a> {
    text: &'a str,
    column: usize,
}

/// Splits `fen` at whitespace, keeping each field's column (counted in characters).
fn fields(fen: &str) -> (Vec<Field<'_>>, usize) {
    let mut out = Vec::new();
    let mut start: Option<(usize, usize)> = None;
    let mut column = 0;
    for (i, (byte, c)) in fen.char_indices().enumerate() {
        column = i + 1;
        match (c.is_whitespace(), start) {
            (false, None) => start = Some((byte, column)),
            (true, Some((b, col))) => {
                out.push(Field {
                    text: &fen[b..byte],
                    column: col,
                });
                start = None;
            }
            _ => {}
        }
    }
    if let Some((b, col)) = start {
        out.push(Field {
            text: &fen[b..],
            column: col,
        });
    }
    (out, column + 1)
}

/// What one move changed, by General Setwise Operations' "Update by Move": the xor
/// masks applied to the piece, colour and union sets.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct MoveUpdate {
    /// `fromBB ^ toBB`, toggled in the moving piece's set and its colour's.
    pub from_to: u64,
    /// The moving piece's FEN letter.
    pub piece: char,
    /// The captured piece's FEN letter and square, toggled in its set and its colour's:
    /// `toBB`, or for an en-passant capture the pawn's square behind it.
    pub captured: Option<(char, u64)>,
    /// A promotion's new piece: the pawn's set toggles `fromBB` only, this piece's set
    /// `toBB`.
    pub promoted: Option<char>,
    /// Castling's rook move: the rook's `fromBB ^ toBB`, toggled in the rook and colour
    /// sets.
    pub rook: Option<u64>,
    /// What `occupiedBB` and `emptyBB` are toggled by: `fromToBB` for a quiet move,
    /// `fromBB` alone for a capture, with the en-passant pawn's square or the rook's move.
    pub occupied: u64,
}

/// A move that the update cannot make.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveError(pub String);

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for MoveError {}

/// The side a move castles to (`true` the king's side) when it is castling: a king's move
/// of two files along the rank from its home square (e1 or e8).
fn castling_side(color: Color, piece: Piece, from: Square, to: Square) -> Option<bool> {
    let king_side = to.index() > from.index();
    let home = usize::from(Castling::king_home(Castling::of(color, king_side).1));
    let two_files =
        from.rank().index() == to.rank().index() && from.index().abs_diff(to.index()) == 2;
    (piece == Piece::King && from.index() == home && two_files).then_some(king_side)
}

/// The piece a move of `piece` from `from` to `to` promotes to: `promotion`, which a pawn
/// reaching its last rank needs and no other move may have.
fn promoted_piece(
    color: Color,
    piece: Piece,
    from: Square,
    to: Square,
    promotion: Option<Piece>,
) -> Result<Option<Piece>, MoveError> {
    let last_rank = if color == Color::White { 7 } else { 0 };
    match (
        piece == Piece::Pawn && to.rank().index() == last_rank,
        promotion,
    ) {
        (true, Some(p @ (Piece::Knight | Piece::Bishop | Piece::Rook | Piece::Queen))) => {
            Ok(Some(p))
        }
        (true, Some(_)) => Err(MoveError(
            "a pawn promotes to a knight, bishop, rook or queen".into(),
        )),
        (true, None) => Err(MoveError(format!(
            "a pawn reaching {} promotes: name the piece after the squares ({}{}q)",
            to.name(),
            from.name(),
            to.name()
        ))),
        (false, Some(_)) => Err(MoveError(
            "only a pawn reaching the last rank promotes".into(),
        )),
        (false, None) => Ok(None),
    }
}

impl Position {
    /// Moves the piece on `from` to `to` by the page's xor updates: a quiet move toggles
    /// `fromBB ^ toBB` in the piece and colour sets, a capture also toggles the captured
    /// piece's square in its sets. The page's "similar for special moves" are made too: a
    /// king's move of two files from its home square castles (the rook moves too; the
    /// right and the rook must be there), a pawn's diagonal move to the en-passant square captures the pawn
    /// behind it, and a pawn reaching the last rank becomes `promotion`, which it needs.
    /// The rest of the FEN follows: side to move, castling rights, the en-passant square
    /// after a double push, and the clocks. The move must be pseudo-legal
    /// (`Position::check_reach`); whether it leaves or passes the mover's king in check
    /// is not checked.
    pub fn update_by_move(
        &mut self,
        from: Square,
        to: Square,
        promotion: Option<Piece>,
    ) -> Result<MoveUpdate, MoveError> {
        let Some((color, piece)) = self.piece_at(from) else {
            return Err(MoveError(format!("no piece on {}", from.name())));
        };
        if from == to {
            return Err(MoveError(format!("{} to itself is no move", from.name())));
        }
        self.check_reach(color, piece, from, to)?;
        let (us, them) = (color as usize, 1 - color as usize);
        let (from_bb, to_bb) = (1u64 << from.index(), 1u64 << to.index());
        let captured = match self.piece_at(to) {
            Some((c, _)) if c == color => {
                return Err(MoveError(format!(
                    "{} holds a piece of the mover's colour",
                    to.name()
                )));
            }
            Some((_, p)) => Some((p, to_bb)),
            // En passant: the pawn that passed stands on the move's from-rank.
            None if piece == Piece::Pawn
                && Some(to) == self.ep
                && from.file().index() != to.file().index() =>
            {
                let behind = from.rank().index() * 8 + to.file().index();
                Some((Piece::Pawn, 1u64 << behind))
            }
            None => None,
        };
        let promoted = promoted_piece(color, piece, from, to, promotion)?;
        let rook = self.castling_rook(color, piece, from, to)?;
        let occupied_before = self.occupied().0;
        if let Some((p, square)) = captured {
            self.pieces[them][p as usize] ^= square;
        }
        match promoted {
            Some(p) => {
                self.pieces[us][Piece::Pawn as usize] ^= from_bb;
                self.pieces[us][p as usize] ^= to_bb;
            }
            None => self.pieces[us][piece as usize] ^= from_bb ^ to_bb,
        }
        if let Some(rook) = rook {
            self.pieces[us][Piece::Rook as usize] ^= rook;
        }
        self.castling = self.castling.after_move(from_bb | to_bb);
        let double_push = piece == Piece::Pawn && from.index().abs_diff(to.index()) == 16;
        self.ep = double_push.then(|| Square::from_index(((from.index() + to.index()) / 2) as u32));
        self.halfmove = match piece == Piece::Pawn || captured.is_some() {
            true => 0,
            false => self.halfmove.saturating_add(1),
        };
        if color == Color::Black {
            self.fullmove = self.fullmove.saturating_add(1);
        }
        self.side = color.opposite();
        let letter = |c: usize, p: Piece| LETTERS[c][p as usize];
        Ok(MoveUpdate {
            from_to: from_bb ^ to_bb,
            piece: letter(us, piece),
            captured: captured.map(|(p, square)| (letter(them, p), square)),
            promoted: promoted.map(|p| letter(us, p)),
            rook,
            occupied: occupied_before ^ self.occupied().0,
        })
    }

    /// Refuses a move that is not pseudo-legal: the piece must be the side to move's, and
    /// reach `to` as it moves over the occupancy (sliders stop at the first piece; a pawn
    /// pushes to an empty square, twice from its start rank, and captures diagonally, en
    /// passant too), and a king is never taken. A king's two-file move from its home
    /// square is castling, checked by [`Position::castling_rook`].
    fn check_reach(
        &self,
        color: Color,
        piece: Piece,
        from: Square,
        to: Square,
    ) -> Result<(), MoveError> {
        if color != self.side {
            return Err(MoveError(format!(
                "{} holds a {} piece, but it is {}'s move",
                from.name(),
                color.name(),
                self.side.name()
            )));
        }
        let them = color.opposite();
        let (from_bb, to_bb) = (1u64 << from.index(), 1u64 << to.index());
        if self.pieces(them, Piece::King).0 & to_bb != 0 {
            return Err(MoveError(format!(
                "{} holds the {} king, which is never taken",
                to.name(),
                them.name()
            )));
        }
        let occupied = self.occupied().0;
        let reach = match piece {
            Piece::Pawn => {
                let pushes = leapers::pawn_pushes(color, from_bb, occupied);
                let captures =
                    leapers::pawn_attacks(color, from) & (self.color(them).0 | self.ep_set().0);
                pushes.single | pushes.double | captures
            }
            Piece::King if castling_side(color, piece, from, to).is_some() => return Ok(()),
            _ => crate::attacks::attacks_from(piece, color, from_bb, occupied),
        };
        if reach & to_bb == 0 {
            return Err(MoveError(format!(
                "the {} on {} cannot move to {}",
                piece.name(),
                from.name(),
                to.name()
            )));
        }
        Ok(())
    }

    /// Castling's rook move (`fromBB ^ toBB`) when `piece` is a king moving two files
    /// from its home square; the right and the rook must be there. The rook lands on the
    /// square the king passes.
    fn castling_rook(
        &self,
        color: Color,
        piece: Piece,
        from: Square,
        to: Square,
    ) -> Result<Option<u64>, MoveError> {
        let Some(king_side) = castling_side(color, piece, from, to) else {
            return Ok(None);
        };
        let (right, rook) = Castling::of(color, king_side);
        let rook_from = 1u64 << rook;
        if !self.castling.contains(right)
            || self.pieces[color as usize][Piece::Rook as usize] & rook_from == 0
        {
            return Err(MoveError(format!(
                "castling {}{} needs the right ({right}) and the rook on {}",
                from.name(),
                to.name(),
                Square::from_index(u32::from(rook)).name()
            )));
        }
        // The squares between king and rook are empty (the king's and rook's landing
        // squares among them).
        let rook_index = usize::from(rook);
        let (low, high) = (from.index().min(rook_index), from.index().max(rook_index));
        let between = (1u64 << high) - (2u64 << low);
        if let Some(square) = Bitboard(self.occupied().0 & between).squares().next() {
            return Err(MoveError(format!(
                "castling {}{} needs the squares between king and rook empty, but {} is not",
                from.name(),
                to.name(),
                square.name()
            )));
        }
        Ok(Some(rook_from | 1u64 << ((from.index() + to.index()) / 2)))
    }

    /// Reads a FEN, or `startpos` for the initial position.
    pub fn from_fen(fen: &str) -> Result<Position, FenError> {
        let (words, _) = fields(fen);
        if words
            .first()
            .is_some_and(|f| f.text.eq_ignore_ascii_case("startpos"))
        {
            // `startpos` is the whole FEN: a word after it is one too many.
            return match words.get(1) {
                None => Position::from_fen(STARTPOS),
                Some(extra) => Err(FenError {
                    field: FenField::Trailing,
                    kind: FenErrorKind::TrailingText(extra.text.to_string()),
                    column: extra.column,
                }),
            };
        }
        let (fields, end) = fields(fen);
        // Each field given is read, in order, before a missing one is reported: the
        // first error is the first wrong field, not the FEN's length.
        let missing = |field| FenError {
            field,
            kind: FenErrorKind::Missing,
            column: end,
        };
        let pieces = placement(fields.first().ok_or_else(|| missing(FenField::Placement))?)?;
        let side = fields.get(1).ok_or_else(|| missing(FenField::Side))?;
        let side = match side.text {
            "w" => Color::White,
            "b" => Color::Black,
            other => {
                return Err(FenError {
                    field: FenField::Side,
                    kind: FenErrorKind::BadSide(other.to_string()),
                    column: side.column,
                });
            }
        };
        let castling = castling(fields.get(2).ok_or_else(|| missing(FenField::Castling))?)?;
        let ep_field = fields.get(3).ok_or_else(|| missing(FenField::EnPassant))?;
        let ep = en_passant(ep_field, side)?;
        // The square a pawn just passed is empty, and that pawn stands beyond it.
        if let Some(square) = ep {
            let pawn = match side {
                Color::White => square.index() - 8,
                Color::Black => square.index() + 8,
            };
            let theirs = pieces[side.opposite() as usize][Piece::Pawn as usize];
            let occupied = pieces.iter().flatten().fold(0, |a, b| a | b);
            if occupied >> square.index() & 1 == 1 || theirs >> pawn & 1 == 0 {
                return Err(FenError {
                    field: FenField::EnPassant,
                    kind: FenErrorKind::EnPassantWithoutPawn(ep_field.text.to_string()),
                    column: ep_field.column,
                });
            }
        }
        if let Some(extra) = fields.get(6) {
            return Err(FenError {
                field: FenField::Trailing,
                kind: FenErrorKind::TrailingText(extra.text.to_string()),
                column: extra.column,
            });
        }
        let halfmove = match fields.get(4) {
            Some(f) => clock(f, FenField::HalfmoveClock)?,
            None => 0,
        };
        let fullmove = match fields.get(5) {
            Some(f) => clock(f, FenField::FullmoveNumber)?,
            None => 1,
        };
        Ok(Position {
            pieces,
            side,
            castling,
            ep,
            halfmove,
            fullmove,
        })
    }

    /// The set of `piece`s of `color`.
    pub fn pieces(&self, color: Color, piece: Piece) -> Bitboard {
        Bitboard(self.pieces[color as usize][piece as usize])
    }

    /// Every piece of `color`.
    pub fn color(&self, color: Color) -> Bitboard {
        Bitboard(self.pieces[color as usize].iter().fold(0, |a, b| a | b))
    }

    /// Every `piece` of both colours.
    pub fn kind(&self, piece: Piece) -> Bitboard {
        Bitboard(self.pieces[0][piece as usize] | self.pieces[1][piece as usize])
    }

    /// Every occupied square.
    pub fn occupied(&self) -> Bitboard {
        Bitboard(self.color(Color::White).0 | self.color(Color::Black).0)
    }

    /// The en-passant square as a set (empty when there is none).
    pub fn ep_set(&self) -> Bitboard {
        self.ep.map_or(Bitboard::EMPTY, Bitboard::from_square)
    }

    /// The piece on `sq`, with its colour.
    pub fn piece_at(&self, sq: Square) -> Option<(Color, Piece)> {
        let bit = 1u64 << sq.index();
        [Color::White, Color::Black].into_iter().find_map(|color| {
            Piece::ALL
                .into_iter()
                .find(|&p| self.pieces[color as usize][p as usize] & bit != 0)
                .map(|p| (color, p))
        })
    }

    /// The FEN letter of the piece on `sq` (white upper case), for diagrams.
    pub fn letter_at(&self, sq: Square) -> Option<char> {
        self.piece_at(sq)
            .map(|(color, piece)| LETTERS[color as usize][piece as usize])
    }

    /// The set called `name`: `white black occupied pawns knights bishops rooks queens
    /// kings ep` (any case) or a FEN letter `P N B R Q K p n b r q k` (exact case).
    pub fn set(&self, name: &str) -> Option<u64> {
        let mut letters = name.chars();
        if let (Some(c), None) = (letters.next(), letters.next()) {
            return LETTERS.iter().enumerate().find_map(|(color, row)| {
                row.iter()
                    .position(|&l| l == c)
                    .map(|piece| self.pieces[color][piece])
            });
        }
        let word = name.to_ascii_lowercase();
        let kinds = ["pawns", "knights", "bishops", "rooks", "queens", "kings"];
        if let Some(i) = kinds.iter().position(|&k| k == word) {
            return Some(self.kind(Piece::ALL[i]).0);
        }
        Some(match word.as_str() {
            "white" => self.color(Color::White).0,
            "black" => self.color(Color::Black).0,
            "occupied" => self.occupied().0,
            "ep" => self.ep_set().0,
            _ => return None,
        })
    }

    /// Every named set, in [`SET_NAMES`] order (the order of `-f hex` output).
    pub fn sets(&self) -> [(&'static str, u64); 22] {
        SET_NAMES.map(|name| (name, self.set(name).unwrap_or(0)))
    }

    /// The position as FEN, with both clocks.
    pub fn to_fen(&self) -> String {
        let mut out = String::with_capacity(90);
        for rank in (0..8).rev() {
            let mut empty = 0u8;
            for file in 0..8 {
                match self.letter_at(Square::from_index(rank * 8 + file)) {
                    Some(letter) => {
                        if empty > 0 {
                            out.push((b'0' + empty) as char);
                            empty = 0;
                        }
                        out.push(letter);
                    }
                    None => empty += 1,
                }
            }
            if empty > 0 {
                out.push((b'0' + empty) as char);
            }
            if rank > 0 {
                out.push('/');
            }
        }
        let side = match self.side {
            Color::White => 'w',
            Color::Black => 'b',
        };
        let ep = self.ep.map_or("-", Square::name);
        out.push_str(&format!(
            " {side} {} {ep} {} {}",
            self.castling, self.halfmove, self.fullmove
        ));
        out
    }
}

impl fmt::Display for Position {
    /// The FEN.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_fen())
    }
}

/// Reads the placement field: ranks 8 to 1, separated by `/`, files a to h.
fn placement(field: &Field<'_>) -> Result<[[u64; 6]; 2], FenError> {
    let error = |kind, offset: usize| FenError {
        field: FenField::Placement,
        kind,
        column: field.column + offset,
    };
    let mut pieces = [[0u64; 6]; 2];
    // Rank index from the top (0 = rank 8) and files filled in it.
    let (mut row, mut files) = (0usize, 0usize);
    let mut end = 0;
    for (i, c) in field.text.chars().enumerate() {
        end = i + 1;
        let rank = 8 - row.min(7) as u8;
        match c {
            '/' => {
                if files < 8 {
                    return Err(error(FenErrorKind::RankTooShort(rank, files), i));
                }
                row += 1;
                files = 0;
                if row == 8 {
                    let ranks = field.text.split('/').count();
                    return Err(error(FenErrorKind::RankCount(ranks), i));
                }
            }
            '1'..='8' => {
                files += c as usize - '0' as usize;
                if files > 8 {
                    return Err(error(FenErrorKind::RankTooLong(rank), i));
                }
            }
            '0' | '9' => return Err(error(FenErrorKind::BadDigit(c), i)),
            _ => {
                let Some((color, piece)) = LETTERS
                    .iter()
                    .enumerate()
                    .find_map(|(color, row)| row.iter().position(|&l| l == c).map(|p| (color, p)))
                else {
                    return Err(error(FenErrorKind::BadPiece(c), i));
                };
                if files == 8 {
                    return Err(error(FenErrorKind::RankTooLong(rank), i));
                }
                pieces[color][piece] |= 1 << ((7 - row) * 8 + files);
                files += 1;
            }
        }
    }
    if files < 8 {
        let rank = 8 - row as u8;
        return Err(error(FenErrorKind::RankTooShort(rank, files), end));
    }
    if row < 7 {
        return Err(error(FenErrorKind::RankCount(row + 1), end));
    }
    Ok(pieces)
}

/// Reads the castling field: `-` or letters from `KQkq`, each at most once.
fn castling(field: &Field<'_>) -> Result<Castling, FenError> {
    let error = |kind, offset: usize| FenError {
        field: FenField::Castling,
        kind,
        column: field.column + offset,
    };
    if field.text == "-" {
        return Ok(Castling::NONE);
    }
    let mut rights = Castling::NONE;
    for (i, c) in field.text.chars().enumerate() {
        let Some(&(_, right, _)) = Castling::RIGHTS.iter().find(|(l, _, _)| *l == c) else {
            return Err(error(FenErrorKind::BadCastling(c), i));
        };
        if rights.contains(right) {
            return Err(error(FenErrorKind::RepeatedCastling(c), i));
        }
        rights.0 |= right.0;
    }
    Ok(rights)
}

/// Reads the en-passant field: `-` or a lowercase square on rank 3 or 6.
/// Reads the en-passant square: `-`, or the square a pawn of the side not to move
/// passed (rank 6 with white to move, rank 3 with black).
fn en_passant(field: &Field<'_>, side: Color) -> Result<Option<Square>, FenError> {
    if field.text == "-" {
        return Ok(None);
    }
    let error = |kind| FenError {
        field: FenField::EnPassant,
        kind,
        column: field.column,
    };
    let b = field.text.as_bytes();
    let square = (b.len() == 2 && b[0].is_ascii_lowercase() && (b[1] == b'3' || b[1] == b'6'))
        .then(|| Square::parse(field.text))
        .flatten()
        .ok_or_else(|| error(FenErrorKind::BadEnPassant(field.text.to_string())))?;
    let behind = match side {
        Color::White => 5,
        Color::Black => 2,
    };
    if square.index() / 8 != behind {
        return Err(error(FenErrorKind::EnPassantRank(
            field.text.to_string(),
            side,
        )));
    }
    Ok(Some(square))
}

/// Reads a clock: decimal digits, below 2^32.
fn clock(field: &Field<'_>, which: FenField) -> Result<u32, FenError> {
    let digits = field.text.bytes().all(|b| b.is_ascii_digit());
    match field.text.parse::<u32>() {
        Ok(n) if digits => Ok(n),
        _ => Err(FenError {
            field: which,
            kind: FenErrorKind::BadClock(field.text.to_string()),
            column: field.column,
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quiet_moves_and_captures_toggle_the_pages_masks() {
        let sq = |n: &str| Square::parse(n).unwrap();
        let mut p = Position::from_fen("startpos").unwrap();
        let quiet = p.update_by_move(sq("e2"), sq("e4"), None).unwrap();
        assert_eq!(quiet.from_to, 1 << 12 | 1 << 28);
        assert_eq!(quiet.occupied, quiet.from_to);
        let fen = "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2";
        let mut q = Position::from_fen(fen).unwrap();
        let before = q.occupied().0;
        let capture = q.update_by_move(sq("e4"), sq("d5"), None).unwrap();
        assert_eq!(capture.captured, Some(('p', 1 << 35)));
        assert_eq!(q.occupied().0, before ^ capture.occupied);
        assert_eq!(q.set("p"), Some(0x00f7_0000_0000_0000));
        assert!(q.update_by_move(sq("e4"), sq("e5"), None).is_err());
    }
}
